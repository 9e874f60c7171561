"""Everything the triage views show for one threshold, computed in one call (what the slider re-runs)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from plagcheck.shared.models import ScanResult
from plagcheck.triage.clusters import Cluster, cluster_of_document, clusters_of_pairs
from plagcheck.triage.common_source import CommonSourceHint, hints_among
from plagcheck.triage.review import PairKey, ReviewBook, ReviewState, count_states
from plagcheck.triage.students import StudentFigures, student_figures


@dataclass(frozen=True)
class TriageOverview:
    """Groups, per-student figures, common-source hints and review counts at one threshold."""

    threshold: float
    clusters: tuple[Cluster, ...]
    students: tuple[StudentFigures, ...]
    hints: dict[PairKey, CommonSourceHint]
    #: Pairs at or above the threshold in each review state.
    review_counts: dict[ReviewState, int]
    #: Index in `clusters` of each grouped document.
    cluster_index: dict[int, int]


def triage_overview(
    result: ScanResult,
    threshold: float | None = None,
    reviews: ReviewBook | None = None,
    reference_ids: Iterable[int] = (),
) -> TriageOverview:
    """Return the overview at `threshold` (default: the scan's). Reference documents (`reference_ids`, and every
    document of `result` that is a source or a reference text) join no group and get no student figures."""
    cut = result.settings.threshold if threshold is None else threshold
    references = frozenset(reference_ids) | {d.id for d in result.documents if d.is_reference}
    shown = result.pairs_above(cut)
    clusters = clusters_of_pairs(shown, exclude=references)
    return TriageOverview(
        threshold=cut,
        clusters=clusters,
        students=student_figures(result, cut, references),
        hints=hints_among(shown, references),
        review_counts=count_states(shown, reviews if reviews is not None else ReviewBook()),
        cluster_index=cluster_of_document(clusters),
    )
