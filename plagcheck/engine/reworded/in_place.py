"""Runs reworded in place: a copy whose words were swapped (synonyms, a thesaurus, a rewording tool) keeps its
sentences where they were and about as long as they were.

Given pairs of sentences that resemble each other (seeds: sentence i[k] of A with j[k] of B, from their
terms or their skeletons), a *run* is a stretch of them on one diagonal, i - j the same, each at most one
sentence after the last (a sentence rewritten past recognition may sit between), and each pairing two
sentences of about the same length: within LENGTH_SLACK words, or LENGTH_SHARE of the longer. Texts written
independently may pair a sentence here and there; they do not pair sentence after sentence, in order and
alike in length (passages.py says what runs of which length let through).
"""

from __future__ import annotations

import numpy as np

from plagcheck.engine.reworded.content import ContentDocument

LENGTH_SLACK = 2
LENGTH_SHARE = 0.2


def in_place_runs(doc_a: ContentDocument, doc_b: ContentDocument, i: np.ndarray, j: np.ndarray
                  ) -> list[tuple[int, int, int, int, int]]:
    """Return the runs among the seeds (see the module doc) as (first and last sentence in A, first and last
    in B, seeds in the run)."""
    length_a, length_b = doc_a.sentence_lengths[i], doc_b.sentence_lengths[j]
    alike = np.abs(length_a - length_b) <= np.maximum(LENGTH_SLACK, LENGTH_SHARE * np.maximum(length_a, length_b))
    diagonal, place = (i - j)[alike], i[alike]
    order = np.lexsort((place, diagonal))
    diagonal, place = diagonal[order].tolist(), place[order].tolist()
    runs: list[tuple[int, int, int, int, int]] = []
    for k in range(len(place)):
        same_diagonal = k > 0 and diagonal[k] == diagonal[k - 1]
        if same_diagonal and 0 < place[k] - place[k - 1] <= 2:
            first_a, _, first_b, _, count = runs[-1]
            runs[-1] = (first_a, place[k], first_b, place[k] - diagonal[k], count + 1)
        elif not (same_diagonal and place[k] == place[k - 1]):
            runs.append((place[k], place[k], place[k] - diagonal[k], place[k] - diagonal[k], 1))
    return runs


def longest_in_place_run(doc_a: ContentDocument, doc_b: ContentDocument, i: np.ndarray, j: np.ndarray) -> int:
    """Return the number of seeds in the longest of in_place_runs (0 if there is none)."""
    return max((run[4] for run in in_place_runs(doc_a, doc_b, i, j)), default=0)
