"""Clusters: connected components of the pairs at or above a threshold, and their drawing layout."""

import ast
import math
import random
from pathlib import Path

import pytest

from plagcheck.shared.models import DocumentRecord, LshParameters, PairResult, Passage, ScanResult, ScanSettings
from plagcheck.triage.clusters import Cluster, cluster_of_document, clusters_of_pairs, find_clusters
from plagcheck.triage.layout import FORCE_LAYOUT_LIMIT, MARGIN, circle_positions, edge_width, layout_cluster
from plagcheck.triage.overview import triage_overview
from plagcheck.triage.review import ReviewBook, ReviewState, set_review


def pair(a: int, b: int, containment_a: float, containment_b: float | None = None,
         passages: tuple[Passage, ...] = ()) -> PairResult:
    """A hand-made verified pair; the score is the larger containment."""
    containment_b = containment_a if containment_b is None else containment_b
    return PairResult(a, b, min(containment_a, containment_b) / 2, containment_a, containment_b,
                      shared_shingles=10, longest_run=10, passages=passages)


def make_result(pairs, count: int, threshold: float = 0.2, unusable: tuple[int, ...] = ()) -> ScanResult:
    """A hand-made ScanResult of `count` documents named s0.txt, s1.txt... and the given pairs."""
    documents = tuple(
        DocumentRecord(i, f"/class/s{i}.txt", f"s{i}.txt", "error", "empty: the file is 0 bytes")
        if i in unusable else
        DocumentRecord(i, f"/class/s{i}.txt", f"s{i}.txt", "ok", "", sha256=f"{i:064x}", text=f"text {i} " * 200)
        for i in range(count)
    )
    ordered = tuple(sorted(pairs, key=lambda p: (-p.score, p.a, p.b)))
    return ScanResult(ScanSettings(threshold=threshold), documents, ordered, LshParameters(16, 8, 128), len(pairs))


CLASS_PAIRS = [
    pair(0, 1, 0.9), pair(1, 2, 0.5), pair(3, 4, 0.7), pair(5, 6, 0.3), pair(6, 7, 0.3), pair(2, 8, 0.04),
]


def members(clusters) -> list[tuple[int, ...]]:
    return [c.members for c in clusters]


def test_components_follow_the_threshold():
    result = make_result(CLASS_PAIRS, 10)
    assert members(find_clusters(result)) == [(0, 1, 2), (3, 4), (5, 6, 7)]
    assert members(find_clusters(result, 0.01)) == [(0, 1, 2, 8), (3, 4), (5, 6, 7)]
    assert members(find_clusters(result, 0.6)) == [(0, 1), (3, 4)]
    assert find_clusters(result, 0.95) == ()


def test_cluster_holds_its_pairs_best_first_and_its_max_score():
    first = find_clusters(make_result(CLASS_PAIRS, 10), 0.01)[0]
    assert [(p.a, p.b) for p in first.pairs] == [(0, 1), (1, 2), (2, 8)]
    assert first.max_score == 0.9 and first.size == 4


def test_order_is_worst_first_then_larger_then_lowest_id():
    pairs = [pair(7, 8, 0.5), pair(0, 1, 0.5), pair(3, 4, 0.5), pair(4, 5, 0.2), pair(9, 10, 0.8)]
    clusters = clusters_of_pairs(pairs)
    assert members(clusters) == [(9, 10), (3, 4, 5), (0, 1), (7, 8)]
    assert cluster_of_document(clusters) == {9: 0, 10: 0, 3: 1, 4: 1, 5: 1, 0: 2, 1: 2, 7: 3, 8: 3}


def test_excluded_documents_do_not_join_groups():
    # document 9 is a reference text both groups copied from: without exclusion it merges them
    pairs = [pair(0, 1, 0.6), pair(2, 3, 0.5), pair(0, 9, 0.4), pair(2, 9, 0.4)]
    assert members(clusters_of_pairs(pairs)) == [(0, 1, 2, 3, 9)]
    assert members(clusters_of_pairs(pairs, exclude={9})) == [(0, 1), (2, 3)]


def test_union_find_agrees_with_breadth_first_search_on_random_graphs():
    rng = random.Random(5)
    for _ in range(20):
        count = rng.randint(2, 60)
        pairs = {(a, b) for a, b in (sorted(rng.sample(range(count), 2)) for _ in range(rng.randint(1, 80)))}
        made = [pair(a, b, rng.random()) for a, b in sorted(pairs)]
        neighbours: dict[int, set[int]] = {}
        for a, b in pairs:
            neighbours.setdefault(a, set()).add(b)
            neighbours.setdefault(b, set()).add(a)
        expected, seen = set(), set()
        for start in neighbours:
            if start in seen:
                continue
            component, frontier = {start}, [start]
            while frontier:
                for other in neighbours[frontier.pop()] - component:
                    component.add(other)
                    frontier.append(other)
            seen |= component
            expected.add(tuple(sorted(component)))
        clusters = clusters_of_pairs(made)
        assert set(members(clusters)) == expected
        assert sum(len(c.pairs) for c in clusters) == len(made)
        scores = [c.max_score for c in clusters]
        assert scores == sorted(scores, reverse=True)


def distance(positions, a, b) -> float:
    return math.dist(positions[a], positions[b])


def test_layout_is_deterministic_inside_the_square_and_pulls_strong_pairs_close():
    cluster = clusters_of_pairs([pair(0, 1, 0.95), pair(1, 2, 0.1), pair(2, 3, 0.1), pair(3, 0, 0.1),
                                 pair(2, 4, 0.1), pair(4, 5, 0.1)])[0]
    positions = layout_cluster(cluster)
    assert positions == layout_cluster(cluster)
    assert set(positions) == set(cluster.members)
    for x, y in positions.values():
        assert MARGIN - 1e-9 <= x <= 1 - MARGIN + 1e-9 and MARGIN - 1e-9 <= y <= 1 - MARGIN + 1e-9
    weak = [distance(positions, p.a, p.b) for p in cluster.pairs[1:]]
    assert distance(positions, 0, 1) < min(weak)


def test_layout_keeps_nodes_apart():
    star = clusters_of_pairs([pair(0, i, 0.5) for i in range(1, 25)])[0]
    positions = layout_cluster(star)
    closest = min(distance(positions, a, b) for a in star.members for b in star.members if a < b)
    assert closest > 0.03


def test_layout_of_two_and_of_very_large_groups():
    two = clusters_of_pairs([pair(3, 8, 0.5)])[0]
    assert layout_cluster(two) == {3: (MARGIN, 0.5), 8: (1 - MARGIN, 0.5)}
    count = FORCE_LAYOUT_LIMIT + 1
    big = Cluster(tuple(range(count)), tuple(pair(0, i, 0.5) for i in range(1, count)))
    assert layout_cluster(big) == circle_positions(big.members)
    assert circle_positions((4, 5, 6, 7))[4] == pytest.approx((0.5, MARGIN))


def test_edge_width_grows_with_score():
    assert edge_width(0.0) == 1.0 and edge_width(1.0) == 6.0 and edge_width(0.5) == 3.5
    assert edge_width(2.0) == 6.0 and edge_width(0.5, thinnest=2, thickest=4) == 3.0


def test_triage_and_sessions_import_no_qt():
    package = Path(__file__).resolve().parents[1] / "plagcheck"
    files = [*sorted((package / "triage").glob("*.py")), package / "saved" / "session.py",
             package / "cli" / "session.py"]
    for file in files:
        roots = set()
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                roots |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                roots.add(node.module)
        assert not {r for r in roots if r.startswith(("PySide6", "shiboken6", "plagcheck.ui"))}, file.name


def test_overview_gathers_every_view_at_one_threshold():
    result = make_result(CLASS_PAIRS + [pair(0, 9, 0.5), pair(3, 9, 0.5)], 10)
    book = set_review(ReviewBook(), 1, 0, ReviewState.CONFIRMED)
    overview = triage_overview(result, 0.2, book, reference_ids=[9])
    assert members(overview.clusters) == [(0, 1, 2), (3, 4), (5, 6, 7)]
    assert overview.cluster_index[4] == 1 and 9 not in overview.cluster_index and 8 not in overview.cluster_index
    assert [f.doc_id for f in overview.students][:2] == [0, 1] and 9 not in {f.doc_id for f in overview.students}
    assert overview.hints == {}  # 0 and 3 both match reference 9, but are not a pair
    assert overview.review_counts[ReviewState.CONFIRMED] == 1 and overview.review_counts[ReviewState.UNREVIEWED] == 6
    assert triage_overview(result).threshold == 0.2
