"""Groups of students: connected components of the pairs at or above a threshold.

Two submissions are in the same cluster when a chain of pairs scoring at or above the threshold joins them.
Computed with union-find in O(pairs); the threshold is a view, so moving the slider only re-runs this.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from plagcheck.shared.models import PairResult, ScanResult


@dataclass(frozen=True)
class Cluster:
    """One group: its members (document ids, ascending) and the pairs joining them (in the order given)."""

    members: tuple[int, ...]
    pairs: tuple[PairResult, ...]

    @property
    def max_score(self) -> float:
        """Return the highest pair score in the group."""
        return max(p.score for p in self.pairs)

    @property
    def size(self) -> int:
        """Return the number of students in the group."""
        return len(self.members)


class _UnionFind:
    """Disjoint sets over arbitrary integer ids, with path halving and union by size."""

    def __init__(self) -> None:
        self.parent: dict[int, int] = {}
        self.size: dict[int, int] = {}

    def find(self, item: int) -> int:
        """Return the representative of `item`'s set (adding `item` as a set of its own if new)."""
        if item not in self.parent:
            self.parent[item] = item
            self.size[item] = 1
        while self.parent[item] != item:
            self.parent[item] = self.parent[self.parent[item]]  # path halving keeps the trees flat
            item = self.parent[item]
        return item

    def union(self, a: int, b: int) -> None:
        """Merge the sets holding `a` and `b`."""
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return
        if self.size[root_a] < self.size[root_b]:
            root_a, root_b = root_b, root_a
        self.parent[root_b] = root_a
        self.size[root_a] += self.size[root_b]


def clusters_of_pairs(pairs: Iterable[PairResult], exclude: Iterable[int] = ()) -> tuple[Cluster, ...]:
    """Return the connected components of `pairs` (all taken as edges), worst first.

    Order: highest pair score, then larger group, then lowest member id. Each cluster keeps its pairs in
    the order given: pass them best first, as ScanResult.pairs_above does (sorting them again here was a
    third of the time on 20,000 pairs). Pairs touching a document in `exclude` (reference documents, say)
    are left out, so a source many students used does not tie them all into one group.
    """
    left_out = frozenset(exclude)
    edges = [p for p in pairs if p.a not in left_out and p.b not in left_out]
    sets = _UnionFind()
    for pair in edges:
        sets.union(pair.a, pair.b)
    members: dict[int, list[int]] = {}
    for doc_id in sets.parent:
        members.setdefault(sets.find(doc_id), []).append(doc_id)
    grouped: dict[int, list[PairResult]] = {}
    for pair in edges:
        grouped.setdefault(sets.find(pair.a), []).append(pair)
    ranked = sorted(
        ((max(p.score for p in found), Cluster(tuple(sorted(members[root])), tuple(found)))
         for root, found in grouped.items()),
        key=lambda item: (-item[0], -item[1].size, item[1].members[0]),
    )
    return tuple(cluster for _, cluster in ranked)


def find_clusters(
    result: ScanResult, threshold: float | None = None, exclude: Iterable[int] = ()
) -> tuple[Cluster, ...]:
    """Return the groups formed by the result's pairs at or above `threshold` (default: the scan's), worst first."""
    cut = result.settings.threshold if threshold is None else threshold
    return clusters_of_pairs(result.pairs_above(cut), exclude)


def cluster_of_document(clusters: Sequence[Cluster]) -> dict[int, int]:
    """Return a map from each clustered document id to the index of its cluster in `clusters`."""
    return {doc_id: index for index, cluster in enumerate(clusters) for doc_id in cluster.members}


def cluster_to_dict(cluster: Cluster, result: ScanResult) -> dict[str, Any]:
    """Return the JSON form of a cluster: members with names, the joining pairs with their scores."""
    return {
        "size": cluster.size,
        "max_score": cluster.max_score,
        "members": [{"id": i, "name": result.document(i).name} for i in cluster.members],
        "pairs": [
            {"a": p.a, "b": p.b, "score": p.score, "jaccard": p.jaccard,
             "containment_a": p.containment_a, "containment_b": p.containment_b}
            for p in cluster.pairs
        ],
    }

