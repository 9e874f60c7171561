"""Skeletons: what a passage reworded in place keeps when most of its content words were swapped.

A synonym tool, or a student with a thesaurus, replaces content words one for one and leaves the function
words where they were: "The X of the Y was Z in the W" keeps "the _ of the _ was _ in the _". Such a copy
may share too few content words for the term index (candidates.py) to find it. Its skeleton is intact, so
the skeleton is indexed too, in the manner of stop-word n-grams (Stamatatos, "Plagiarism detection using
stopword n-grams", JASIST 2011):

- a *gram* is SKELETON_WORDS consecutive function words of a text (lexicon.py: what the class uses
  everywhere), with the number of content words between each two (at most MAX_GAP);
- a gram more than MAX_GRAM_DOCUMENTS documents of the class use is a turn of phrase of the language and is
  left out; the rest are so specific that two documents written independently seldom share one;
- two documents sharing MIN_SHARED_GRAMS of the others on one diagonal (DIAGONAL_WIDTH) are a candidate
  pair for reworded copying: a copy keeps its grams in order, chance shares them scattered.

Measured: 20,000 random pairs of PAN 2k's sources share a mean of 0.06 such grams, 3 at the 99.9th
percentile; the ten languages' source paragraphs with 80% of their content words swapped share a median of
19 with their source, the rewrites written with synonyms 13.5. The index finds 160 of those 180 copies (the
term index 49). Counting shared grams per pair instead of per diagonal, long documents paired by chance:
PAN 2k got 381 more candidate pairs, mostly of two texts of thousands of words, and 0.3 s more to verify
them; on one diagonal, 53 (MAX_GRAM_DOCUMENTS 20; 18 at 10, which misses a source reworded by a dozen
students of one class). 200 generated essays on one topic, written from ten sentence patterns: one more
candidate pair (228), none more reported.

The documents of each gram are paired directly (each gram pairs at most MAX_GRAM_DOCUMENTS documents), so the
work is linear in the class's words: the pairs are never compared all against all. This is what banding a
MinHash of the grams would come to here: to catch two documents sharing 8 of their 300 grams, bands would
need one row each, and a band of one row is a gram.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, group_ranks, pairs_of, run_starts
from plagcheck.engine.content import ContentDocument
from plagcheck.engine.lexicon import NO_TERM
from plagcheck.engine.wordhash import mix64

SKELETON_WORDS = 4
MAX_GAP = 3
MAX_GRAM_DOCUMENTS = 20
MIN_SHARED_GRAMS = 8
#: ... on one diagonal: grams at places p in A and q in B (counted in each document's grams) with p - q
#: within a band this wide. A copy keeps its grams in order, so they share one diagonal; two long texts
#: share grams by chance too, but scattered over every diagonal.
DIAGONAL_WIDTH = 32
#: Two sentences sharing this many grams are a skeleton seed (reworded.py: passages reworded in place) ...
MIN_SENTENCE_GRAMS = 2
#: ... and a gram found more often than this in the other document pairs nothing.
MAX_GRAM_OCCURRENCES = 8
_MIX = np.uint64(0x9E3779B97F4A7C15)


def skeleton_grams(word_hashes: np.ndarray, terms: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return a text's grams (uint32, in text order) and the index of the word each one starts on.

    `word_hashes` are the hashes of the text's folded words, `terms` their terms (NO_TERM for function
    words, lexicon.py).
    """
    function = np.flatnonzero(terms == NO_TERM)
    count = function.size - SKELETON_WORDS + 1
    if count <= 0:
        return np.zeros(0, np.uint32), np.zeros(0, np.int32)
    hashes = word_hashes[function].astype(np.uint64)
    gaps = np.minimum(np.diff(function) - 1, MAX_GAP).astype(np.uint64)
    grams = hashes[:count].copy()
    with np.errstate(over="ignore"):
        for k in range(1, SKELETON_WORDS):
            grams = mix64(grams * _MIX ^ gaps[k - 1 : k - 1 + count] ^ (hashes[k : k + count] << np.uint64(2)))
    # 32 bits of each gram (and int32 word indices) halve the memory: among a million grams, a few hundred
    # chance equalities, far from the MIN_SHARED_GRAMS on one diagonal that pair two documents.
    return (grams >> np.uint64(32)).astype(np.uint32), function[:count].astype(np.int32)


def common_grams(grams: list[np.ndarray]) -> np.ndarray:
    """Return the sorted grams found in more than MAX_GRAM_DOCUMENTS of the documents' gram arrays."""
    every, _ = _gram_documents(grams)
    starts = run_starts(every)
    counts = np.diff(np.append(starts, every.size))
    return every[starts[counts > MAX_GRAM_DOCUMENTS]]


def without_grams(grams: np.ndarray, left_out: np.ndarray) -> np.ndarray:
    """Return a mask of the `grams` that are not in the sorted array `left_out`."""
    if left_out.size == 0:
        return np.ones(grams.size, dtype=bool)
    at = np.searchsorted(left_out, grams).clip(0, left_out.size - 1)
    return left_out[at] != grams


def skeleton_pairs(grams: Mapping[int, np.ndarray]) -> np.ndarray:
    """Return the pairs of document ids (a < b, shape (n, 2)) sharing at least MIN_SHARED_GRAMS grams on one
    diagonal (see DIAGONAL_WIDTH) that at most MAX_GRAM_DOCUMENTS documents use; `grams` are each document's
    grams in text order."""
    ids = np.array(sorted(grams), dtype=np.int64)
    arrays = [grams[i] for i in ids.tolist()]
    if len(arrays) < 2:
        return np.zeros((0, 2), dtype=np.int64)
    sizes = np.array([g.size for g in arrays], dtype=np.int64)
    owner = np.repeat(np.arange(ids.size, dtype=np.int64), sizes)
    place = group_ranks(sizes)
    every = np.concatenate(arrays)
    order = np.argsort(every, kind="stable")  # stable: a gram's occurrences stay in document order
    every, owner, place = every[order], owner[order], place[order]
    starts = run_starts(every)
    size = np.diff(np.append(starts, every.size))
    new_owner = np.ones(every.size, dtype=bool)
    new_owner[1:] = (every[1:] != every[:-1]) | (owner[1:] != owner[:-1])
    documents = np.add.reduceat(new_owner.astype(np.int64), starts) if starts.size else starts
    kept = (documents >= 2) & (documents <= MAX_GRAM_DOCUMENTS) & (size <= 2 * MAX_GRAM_DOCUMENTS)
    longest = max(g.size for g in arrays)
    bands = 2 * longest // DIAGONAL_WIDTH + 3
    keys = []
    for users in np.unique(size[kept]).tolist():
        rows = starts[kept & (size == users)][:, None] + np.arange(users)
        first, second = np.triu_indices(users, 1)
        owner_1, owner_2 = owner[rows][:, first].ravel(), owner[rows][:, second].ravel()
        apart = owner_1 != owner_2
        pair = owner_1[apart] * ids.size + owner_2[apart]
        diagonal = (place[rows][:, first].ravel() - place[rows][:, second].ravel())[apart] + longest
        # Two staggered sets of bands, so that a copy's grams near a band's edge still meet in one band.
        for shift in (0, DIAGONAL_WIDTH // 2):
            keys.append((pair * 2 + (shift > 0)) * bands + (diagonal + shift) // DIAGONAL_WIDTH)
    if not keys:
        return np.zeros((0, 2), dtype=np.int64)
    band, times = np.unique(np.concatenate(keys), return_counts=True)
    shared = np.unique(band[times >= MIN_SHARED_GRAMS] // bands // 2)
    return ids[pairs_of(shared, ids.size)]


def skeleton_seeds(doc_a: ContentDocument, doc_b: ContentDocument) -> tuple[np.ndarray, np.ndarray]:
    """Return the pairs of sentences (i of A, j of B; two arrays) sharing at least MIN_SENTENCE_GRAMS of the
    documents' grams (a gram counts in the sentence of its first word)."""
    (grams_a, sentence_a), (grams_b, sentence_b) = doc_a.skeleton_index, doc_b.skeleton_index
    low = np.searchsorted(grams_b, grams_a, side="left")
    count = np.searchsorted(grams_b, grams_a, side="right") - low
    met = (count > 0) & (count <= MAX_GRAM_OCCURRENCES)
    if np.count_nonzero(met) < MIN_SENTENCE_GRAMS:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    i = np.repeat(sentence_a[met].astype(np.int64), count[met])
    j = sentence_b[concatenated_ranges(low[met], count[met])].astype(np.int64)
    codes = np.sort((i << 32) | j)
    starts = run_starts(codes)
    times = np.diff(np.append(starts, codes.size))
    codes = codes[starts[times >= MIN_SENTENCE_GRAMS]]
    return codes >> 32, codes & 0xFFFFFFFF


def _gram_documents(grams: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Return every distinct (gram, document) of the documents' gram arrays: the grams ascending, and for
    each the document (its index in `grams`), ascending within a gram."""
    owner = np.repeat(np.arange(len(grams), dtype=np.int64), [g.size for g in grams])
    every = np.concatenate(grams + [np.zeros(0, np.uint32)])
    order = np.argsort(every, kind="stable")  # stable: a gram's documents stay in ascending order
    every, owner = every[order], owner[order]
    distinct = np.ones(every.size, dtype=bool)
    distinct[1:] = (every[1:] != every[:-1]) | (owner[1:] != owner[:-1])
    return every[distinct], owner[distinct]
