"""Exact verification of a candidate pair: Jaccard, containment both ways, shared passages.

Each pair is compared under a PairClock: a pair built to stall the comparison (the same text repeated, against
its pieces shuffled) is cut off at PAIR_TIME_LIMIT seconds with what was found so far and a note saying so
(PairResult.note), and the scan goes on; the clock also lets Cancel stop a long pair (engine/cancel.py).
"""

from __future__ import annotations

import time

import numpy as np

from plagcheck.engine import cancel
from plagcheck.engine.arrays import concatenated_ranges, sorted_unique
from plagcheck.engine.copied.align import MAX_PASSAGES, Tiles, align, find_tiles
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.shared.engine_notices import Notice
from plagcheck.shared.models import PairResult, ScanSettings

#: Average characters per word (with its blank): converts word-based settings to character units.
CHARS_PER_WORD = 6
#: Seconds the comparison of one pair may take. Two essays take milliseconds, two 4,000-page texts about a
#: second; a pair that still runs this long was built to stall the scan.
PAIR_TIME_LIMIT = 20.0
CUT_OFF_NOTE = Notice.of("pair.cut_off", seconds=PAIR_TIME_LIMIT)
CROWDED_NOTE = Notice.of("pair.crowded", passages=MAX_PASSAGES)
NOT_COMPARED_NOTE = Notice.of("pair.not_compared")


class PairClock:
    """The time one pair may still take: calling it returns True once the time is up (and raises Cancelled
    when the scan is cancelled: engine/cancel.py)."""

    def __init__(self, limit: float | None = None) -> None:
        self.deadline = time.monotonic() + (PAIR_TIME_LIMIT if limit is None else limit)

    def __call__(self) -> bool:
        cancel.check()
        return time.monotonic() >= self.deadline


def units_for_words(words: int, unit: str) -> int:
    """Return a length given in words expressed in the scan's units (words, or characters)."""
    return words if unit == "word" else words * CHARS_PER_WORD


def scores_from_count(shared: int, size_a: int, size_b: int) -> tuple[float, float, float]:
    """Return (Jaccard, |A∩B|/|A|, |A∩B|/|B|) for `shared` common elements of sets of the given sizes."""
    union = size_a + size_b - shared
    return (
        shared / union if union else 0.0,
        shared / size_a if size_a else 0.0,
        shared / size_b if size_b else 0.0,
    )


def exact_scores(set_a: np.ndarray, set_b: np.ndarray) -> tuple[float, float, float, np.ndarray]:
    """Return (Jaccard, |A∩B|/|A|, |A∩B|/|B|, the sorted shared hashes) of two sorted unique hash sets."""
    shared = sorted_intersection(set_a, set_b)
    return (*scores_from_count(shared.size, set_a.size, set_b.size), shared)


def sorted_intersection(set_a: np.ndarray, set_b: np.ndarray) -> np.ndarray:
    """Return the values in both sorted unique arrays, sorted (binary search of the smaller in the larger:
    faster than np.intersect1d, which sorts both again)."""
    small, large = (set_a, set_b) if set_a.size <= set_b.size else (set_b, set_a)
    if small.size == 0 or large.size == 0:
        return small[:0]
    where = np.minimum(np.searchsorted(large, small), large.size - 1)
    return small[large[where] == small]


def hashes_in(document: ShingledDocument, tiles: Tiles) -> np.ndarray:
    """Return the distinct shingle hashes covered by `tiles` in A (the tiles' `a` side)."""
    if tiles.size == 0:
        return np.zeros(0, dtype=np.uint64)
    return sorted_unique(document.hashes[concatenated_ranges(tiles.a, tiles.length)])


def verify_pair(
    a: int, b: int, doc_a: ShingledDocument, doc_b: ShingledDocument, settings: ScanSettings, floor: float = 0.0,
    clock: PairClock | None = None,
) -> PairResult:
    """Return the exact scores and the located shared passages of documents a and b.

    With the small-match filter on (settings.min_match_words above k), shared shingles count only inside
    a passage that has an exact run of at least that many words: not in the scores, not in the passages.
    A pair whose unfiltered score is already under `floor` is returned with its scores and no passages:
    filtering can only lower a score, so it would be dropped anyway. When `clock` runs out, the passages
    found so far are returned with the unfiltered scores (what the rest of the pair could still hold) and
    CUT_OFF_NOTE.
    """
    jaccard, containment_a, containment_b, shared = exact_scores(doc_a.shingle_set, doc_b.shingle_set)
    if max(containment_a, containment_b) < floor:
        return PairResult(a, b, jaccard, containment_a, containment_b, int(shared.size), 0)
    min_run = units_for_words(settings.min_match_words, settings.unit)
    alignment = align(
        doc_a,
        doc_b,
        find_tiles(doc_a, doc_b, shared),
        max_gap=units_for_words(settings.merge_gap_words, settings.unit),
        min_length=units_for_words(settings.min_passage_words, settings.unit),
        min_run=min_run if min_run > doc_a.k else 0,
        deadline=clock,
    )
    if alignment.cut_short:
        return PairResult(a, b, jaccard, containment_a, containment_b, int(shared.size), alignment.longest_run,
                          alignment.passages, note=CUT_OFF_NOTE)
    counted = int(hashes_in(doc_a, alignment.counted_tiles).size) if min_run > doc_a.k else int(shared.size)
    jaccard, containment_a, containment_b = scores_from_count(counted, doc_a.set_size, doc_b.set_size)
    return PairResult(
        a=a,
        b=b,
        jaccard=jaccard,
        containment_a=containment_a,
        containment_b=containment_b,
        shared_shingles=counted,
        longest_run=alignment.longest_run,
        passages=alignment.passages,
        note=CROWDED_NOTE if alignment.crowded else None,
    )


def unverified_pair(a: int, b: int, doc_a: ShingledDocument, doc_b: ShingledDocument) -> PairResult:
    """Return the pair with its exact scores counting every shared shingle and no passages, noted as not
    compared in full: what stands for a pair whose comparison ran out of time or failed (linear, fast)."""
    jaccard, containment_a, containment_b, shared = exact_scores(doc_a.shingle_set, doc_b.shingle_set)
    return PairResult(a, b, jaccard, containment_a, containment_b, int(shared.size), 0, note=NOT_COMPARED_NOTE)
