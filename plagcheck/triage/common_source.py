"""The "common source" hint: students A and B both match the same reference document.

When A and B each score at or above the threshold against a reference (a textbook chapter, a web page, a
past year's essay), their likeness may come from that source rather than from each other. The hint names
the reference and says how much of what A and B share lies inside the passages each shares with it.
Reference documents are given as a set of ids, so this works with an explicit set today and with a
reference library later.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from plagcheck.i18n import number, translate
from plagcheck.shared.models import PairResult, ScanResult
from plagcheck.shared.vocabulary import percent
from plagcheck.triage.review import PairKey, pair_key


@dataclass(frozen=True)
class SourceMatch:
    """One reference both students of a pair match."""

    reference: int
    #: Score of the pair (a, reference) and of the pair (b, reference).
    score_a: float
    score_b: float
    #: Share of the a-b passages' text (both sides, in characters) that also lies in a passage shared with
    #: the reference: near 1.0, what A and B share is the reference's text.
    covered: float


@dataclass(frozen=True)
class CommonSourceHint:
    """Pair a-b (a < b) and the references both match, most telling first."""

    a: int
    b: int
    sources: tuple[SourceMatch, ...]

    @property
    def reference(self) -> int:
        """Return the id of the reference that best explains the pair."""
        return self.sources[0].reference


def common_source_hints(
    result: ScanResult, reference_ids: Iterable[int], threshold: float | None = None
) -> dict[PairKey, CommonSourceHint]:
    """Return a hint for every pair of non-reference documents at or above the threshold that share a source.

    Keys are pair keys (lower id first), in the order of the pairs (best first). Sources are ordered by
    coverage, then by the weaker of the two scores.
    """
    cut = result.settings.threshold if threshold is None else threshold
    return hints_among(result.pairs_above(cut), reference_ids)


def hints_among(shown: Iterable[PairResult], reference_ids: Iterable[int]) -> dict[PairKey, CommonSourceHint]:
    """Return the hints among `shown` pairs (those at or above the threshold, best first); see common_source_hints."""
    references = frozenset(reference_ids)
    shown = tuple(shown)
    with_reference: dict[int, dict[int, PairResult]] = {}  # student id -> reference id -> their pair
    for pair in shown:
        if (pair.a in references) == (pair.b in references):
            continue  # two students, or two references
        student, reference = (pair.b, pair.a) if pair.a in references else (pair.a, pair.b)
        with_reference.setdefault(student, {})[reference] = pair
    hints: dict[PairKey, CommonSourceHint] = {}
    spans = _SpanCache()
    for pair in shown:
        if pair.a in references or pair.b in references:
            continue
        shared = with_reference.get(pair.a, {}).keys() & with_reference.get(pair.b, {}).keys()
        if not shared:
            continue
        sources = [
            _source_match(pair, ref, with_reference[pair.a][ref], with_reference[pair.b][ref], spans) for ref in shared
        ]
        sources.sort(key=lambda s: (-s.covered, -min(s.score_a, s.score_b), s.reference))
        a, b = pair_key(pair.a, pair.b)
        hints[(a, b)] = CommonSourceHint(a, b, tuple(sources))
    return hints


def hint_text(hint: CommonSourceHint, result: ScanResult) -> str:
    """Return the hint as one plain-text sentence naming the reference (escape it before showing it as markup)."""
    source = hint.sources[0]
    name_a, name_b = result.document(hint.a).name, result.document(hint.b).name
    reference = result.document(source.reference).name
    more = len(hint.sources) - 1
    tail = (translate("CommonSource", " (and 1 other reference)") if more == 1 else
            translate("CommonSource", " (and {more} other references)").format(more=number(more))) if more else ""
    return (
        translate(
            "CommonSource",
            "Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is "
            "also in it.").format(
            name_a=name_a, name_b=name_b, reference=reference, tail=tail, covered=percent(source.covered))
    )


class _SpanCache:
    """Merged passage spans per (pair, side): a student's pair with a reference is reused for every partner."""

    def __init__(self) -> None:
        self.merged: dict[tuple[int, int, int], list[tuple[int, int]]] = {}

    def side(self, pair: PairResult, doc_id: int) -> list[tuple[int, int]]:
        """Return the merged character spans of `pair`'s passages in document `doc_id`."""
        key = (pair.a, pair.b, doc_id)
        if key not in self.merged:
            if doc_id == pair.a:
                self.merged[key] = _merged((p.a_start, p.a_end) for p in pair.passages)
            else:
                self.merged[key] = _merged((p.b_start, p.b_end) for p in pair.passages)
        return self.merged[key]


def _source_match(
    pair: PairResult, reference: int, with_a: PairResult, with_b: PairResult, spans: _SpanCache
) -> SourceMatch:
    spans_a, spans_b = spans.side(pair, pair.a), spans.side(pair, pair.b)
    total = _length(spans_a) + _length(spans_b)
    inside = _overlap_length(spans_a, spans.side(with_a, pair.a)) + _overlap_length(spans_b, spans.side(with_b, pair.b))
    return SourceMatch(reference, with_a.score, with_b.score, inside / total if total else 0.0)


def _merged(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted(s for s in spans if s[1] > s[0]):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _length(merged: list[tuple[int, int]]) -> int:
    return sum(end - start for start, end in merged)


def _overlap_length(left: list[tuple[int, int]], right: list[tuple[int, int]]) -> int:
    """Return the length of the intersection of two merged (sorted, disjoint) span lists."""
    i = j = total = 0
    while i < len(left) and j < len(right):
        start, end = max(left[i][0], right[j][0]), min(left[i][1], right[j][1])
        total += max(0, end - start)
        if left[i][1] < right[j][1]:
            i += 1
        else:
            j += 1
    return total
