"""The report's review and group parts: each pair's review and common-source hint, and groups of students.

A group is a connected set of three or more students joined by the report's pairs (two students are
just a pair, already listed). Reference documents join no group: a source many students used would
otherwise tie them all together; the common-source hints name it instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup

from plagcheck.shared.models import DocumentRecord, PairResult, ScanResult
from plagcheck.triage.clusters import clusters_of_pairs
from plagcheck.triage.common_source import CommonSourceHint, hint_text, hints_among
from plagcheck.triage.graph_svg import EDGE_STYLES, cluster_svg
from plagcheck.triage.review import PairKey, Review, ReviewBook, ReviewState, pair_key

#: Smallest group drawn in the Groups section.
MIN_GROUP_SIZE = 3


@dataclass(frozen=True)
class GroupView:
    """One group as the report draws it: its graph, members and the ranks of its pairs in the report."""

    number: int
    members: tuple[DocumentRecord, ...]
    max_score: float
    #: cluster_svg's markup: every name in it is escaped there.
    svg: Markup
    #: (rank in the report, review state label or "" without reviews), in rank order: the state in words,
    #: since line colours alone are hard to tell apart in grey-scale print.
    pair_ranks: tuple[tuple[int, str], ...]
    hints: tuple[str, ...]


@dataclass(frozen=True)
class StateStyle:
    """How a review state is drawn in the group graphs' legend: its label, colour and dash pattern."""

    label: str
    colour: str
    dashes: str


def reference_ids(result: ScanResult) -> frozenset[int]:
    """Return the ids of the reference-library documents in `result`."""
    return frozenset(d.id for d in result.documents if d.is_reference)


def pair_hints(result: ScanResult, threshold: float) -> dict[PairKey, str]:
    """Return the common-source sentence of every pair at or above `threshold` whose students share a reference."""
    references = reference_ids(result)
    if not references:
        return {}
    found: dict[PairKey, CommonSourceHint] = hints_among(result.pairs_above(threshold), references)
    return {key: hint_text(hint, result) for key, hint in found.items()}


def pair_review(reviews: ReviewBook | None, pair: PairResult) -> Review | None:
    """Return the pair's review, or None when the report carries no reviews."""
    return None if reviews is None else reviews.review_of(pair.a, pair.b)


def group_views(
    result: ScanResult,
    pairs: Sequence[PairResult],
    ranks: dict[PairKey, int],
    reviews: ReviewBook | None,
    hints: dict[PairKey, str],
) -> list[GroupView]:
    """Return the groups of MIN_GROUP_SIZE or more students the report's `pairs` form, worst first."""
    groups = []
    for cluster in clusters_of_pairs(pairs, exclude=reference_ids(result)):
        if cluster.size < MIN_GROUP_SIZE:
            continue
        keys = [pair_key(p.a, p.b) for p in cluster.pairs]
        groups.append(
            GroupView(
                number=len(groups) + 1,
                members=tuple(result.document(i) for i in cluster.members),
                max_score=cluster.max_score,
                svg=Markup(cluster_svg(cluster, result, reviews)),
                pair_ranks=tuple(sorted((ranks[k], _state_label(reviews, k)) for k in keys)),
                hints=tuple(hints[k] for k in keys if k in hints),
            )
        )
    return groups


def _state_label(reviews: ReviewBook | None, key: PairKey) -> str:
    return "" if reviews is None else reviews.state_of(*key).label


def state_styles() -> list[StateStyle]:
    """Return the legend of the group graphs' edges, one entry per review state."""
    return [StateStyle(state.label, *EDGE_STYLES[state]) for state in ReviewState]
