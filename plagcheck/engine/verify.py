"""Exact verification of a candidate pair: Jaccard, containment both ways, shared passages."""

from __future__ import annotations

import numpy as np

from plagcheck.engine.align import align
from plagcheck.engine.shingles import ShingledDocument
from plagcheck.models import PairResult, ScanSettings

#: Average characters per word (with its blank): converts word-based settings to character units.
CHARS_PER_WORD = 6


def units_for_words(words: int, unit: str) -> int:
    """Return a length given in words expressed in the scan's units (words, or characters)."""
    return words if unit == "word" else words * CHARS_PER_WORD


def exact_scores(set_a: np.ndarray, set_b: np.ndarray) -> tuple[float, float, float, np.ndarray]:
    """Return (Jaccard, |A∩B|/|A|, |A∩B|/|B|, the sorted shared hashes) of two sorted unique hash sets."""
    shared = np.intersect1d(set_a, set_b, assume_unique=True)
    inter = shared.size
    union = set_a.size + set_b.size - inter
    jaccard = inter / union if union else 0.0
    containment_a = inter / set_a.size if set_a.size else 0.0
    containment_b = inter / set_b.size if set_b.size else 0.0
    return jaccard, containment_a, containment_b, shared


def verify_pair(a: int, b: int, doc_a: ShingledDocument, doc_b: ShingledDocument, settings: ScanSettings) -> PairResult:
    """Return the exact scores and the located shared passages of documents a and b."""
    jaccard, containment_a, containment_b, shared = exact_scores(doc_a.shingle_set, doc_b.shingle_set)
    alignment = align(
        doc_a,
        doc_b,
        shared,
        max_gap=units_for_words(settings.merge_gap_words, settings.unit),
        min_length=units_for_words(settings.min_passage_words, settings.unit),
    )
    return PairResult(
        a=a,
        b=b,
        jaccard=jaccard,
        containment_a=containment_a,
        containment_b=containment_b,
        shared_shingles=int(shared.size),
        longest_run=alignment.longest_run,
        passages=alignment.passages,
    )
