"""Per-student figures: for each submission, its highest match and how many matches reach the threshold."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from plagcheck.shared.models import ScanResult


@dataclass(frozen=True)
class StudentFigures:
    """One submission's standing in the class."""

    doc_id: int
    name: str
    #: Score (the larger containment) of the submission's best pair among all verified pairs; 0.0 if none.
    highest_score: float
    #: The other document of that best pair, or None when the submission has no verified pair.
    highest_with: int | None
    #: Share of this submission's own text found in `highest_with` (its containment in that pair).
    own_share: float
    #: Number of pairs involving this submission that score at or above the threshold.
    matches: int
    #: False when the submission could not be read (it then has no pairs at all).
    usable: bool


def student_figures(
    result: ScanResult, threshold: float | None = None, exclude: frozenset[int] | set[int] = frozenset()
) -> tuple[StudentFigures, ...]:
    """Return figures for every document except those in `exclude`, most worrying first.

    Order: the higher best score first, then more matches at or above the threshold, then the name. Pairs
    with an excluded document (a reference text) still count for the student: copying from a source is a
    match. The highest match looks at every verified pair, so a student just under the threshold shows it.
    In copied-only mode (the result's settings) scores count copied text only.
    """
    cut = result.settings.threshold if threshold is None else threshold
    copied_only = result.settings.copied_only
    best: dict[int, tuple[float, int, float]] = {}
    matches: dict[int, int] = {}
    for pair in result.pairs:
        score = pair.score_counting(copied_only)
        for doc_id, other, share in ((pair.a, pair.b, pair.containment_a), (pair.b, pair.a, pair.containment_b)):
            known = best.get(doc_id)
            if known is None or score > known[0]:  # on a tie the earlier pair (better ranked) stays
                best[doc_id] = (score, other, share)
            if score >= cut:
                matches[doc_id] = matches.get(doc_id, 0) + 1
    figures = []
    for doc in result.documents:
        if doc.id in exclude:
            continue
        score, other, share = best.get(doc.id, (0.0, None, 0.0))
        figures.append(StudentFigures(doc.id, doc.name, score, other, share, matches.get(doc.id, 0), doc.usable))
    figures.sort(key=lambda f: (-f.highest_score, -f.matches, f.name.casefold(), f.doc_id))
    return tuple(figures)


def figures_to_dict(figures: StudentFigures, result: ScanResult) -> dict[str, Any]:
    """Return the JSON form of one submission's figures, naming the document it matches best."""
    partner = None if figures.highest_with is None else result.document(figures.highest_with).name
    return {
        "id": figures.doc_id,
        "name": figures.name,
        "student": result.document(figures.doc_id).student,
        "usable": figures.usable,
        "highest_score": figures.highest_score,
        "highest_with": figures.highest_with,
        "highest_with_name": partner,
        "own_share": figures.own_share,
        "matches": figures.matches,
    }
