"""Skeletons: what a passage reworded in place keeps when most of its content words were swapped.

A synonym tool, or a student with a thesaurus, replaces content words one for one and leaves the function
words and the punctuation where they were: "The X of the Y, in the Z, was W." keeps "the _ of the _ , in the
_ , was _ .". Such a copy may share too few content words for the term index (candidates.py) to find it. Its
skeleton is intact, so the skeleton is indexed too, in the manner of stop-word n-grams (Stamatatos,
"Plagiarism detection using stopword n-grams", JASIST 2011):

- a *gram* is SKELETON_WORDS consecutive function words (lexicon.py: what the class uses everywhere) or
  punctuation marks of a text, with the number of content words between each two (at most MAX_GAP).
  Punctuation thickens the skeletons of languages whose suffixes do the work of function words (Turkish,
  Arabic, the Slavic languages: 29-37% of their words are function words, German and Spanish about 50%);
- a gram more than MAX_GRAM_DOCUMENTS documents of the class use is a turn of phrase of the language and is
  left out; the rest are so specific that two documents written independently seldom share one;
- two documents sharing MIN_SHARED_GRAMS of the others on one diagonal (DIAGONAL_WIDTH) are a candidate
  pair for reworded copying: a copy keeps its grams in order, chance shares them scattered.

Measured: 20,000 random pairs of PAN 2k's sources share a mean of 0.12 such grams, 6 at the 99.9th
percentile (function words alone: 0.06 and 3); the ten languages' source paragraphs with 80% of their
content words swapped share a median of 34.5 with their source, 18 at the 10th percentile (function words
alone: 18 and 7). The index and the term index together make candidates of all 180 of those copies (160
with function words alone). On PAN 2k the skeleton pairs are 2,793, and the candidate pairs of the whole
scan 12,961 instead of 12,558; 8 more pairs are reported, one of them a random obfuscation PAN lists. At
10 or 12 shared grams, two pairs PAN lists as randomly obfuscated would be lost. Counting shared grams per
pair instead of per diagonal, long documents paired by chance: PAN 2k got 381 more candidate pairs, mostly
of two texts of thousands of words. A MAX_GRAM_DOCUMENTS of 10 misses a source reworded by a dozen students
of one class.

The documents of each gram are paired directly (each gram pairs at most MAX_GRAM_DOCUMENTS documents), so the
work is linear in the class's words: the pairs are never compared all against all. This is what banding a
MinHash of the grams would come to here: to catch two documents sharing 8 of their 400 grams, bands would
need one row each, and a band of one row is a gram.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, group_ranks, pairs_of, run_starts
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.lexicon import NO_TERM, Words
from plagcheck.engine.text.wordhash import mix64

SKELETON_WORDS = 4
MAX_GAP = 3
MAX_GRAM_DOCUMENTS = 20
MIN_SHARED_GRAMS = 8
#: ... on one diagonal: grams at places p in A and q in B (counted in each document's grams) whose p - q
#: span fewer than this many values. A copy keeps its grams in order, so they share one diagonal; two long
#: texts share grams by chance too, but scattered over every diagonal.
DIAGONAL_WIDTH = 32
#: Two sentences sharing this many grams are a skeleton seed (passages.py: passages reworded in place) ...
MIN_SENTENCE_GRAMS = 2
#: ... and a gram found more often than this in the other document pairs nothing.
MAX_GRAM_OCCURRENCES = 8
_MIX = np.uint64(0x9E3779B97F4A7C15)


def skeleton_grams(word_hashes: np.ndarray, terms: np.ndarray,
                   marks: tuple[np.ndarray, np.ndarray] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Return a text's grams (uint32, in text order) and the index of the word each one starts on.

    `word_hashes` are the hashes of the text's folded words, `terms` their terms (NO_TERM for function
    words, lexicon.py), `marks` (punctuation_marks) the marks between its words, which count as function
    words.
    """
    return _grams([word_hashes], [terms], [marks])[0]


def class_skeletons(texts: Sequence[str], words: Sequence[Words], terms: Sequence[np.ndarray]
                    ) -> list[tuple[np.ndarray, np.ndarray]]:
    """Return skeleton_grams of every text, with its punctuation marks, worked out for the whole class at
    once: the same arrays as text by text, without the overhead of a few dozen array calls per text."""
    marks = _marks(texts, [w.starts for w in words], [w.ends for w in words])
    return _grams([w.hashes for w in words], terms, marks)


def _grams(word_hashes: Sequence[np.ndarray], terms: Sequence[np.ndarray],
           marks: Sequence[tuple[np.ndarray, np.ndarray] | None]) -> list[tuple[np.ndarray, np.ndarray]]:
    """Return skeleton_grams of each text (its words' hashes and terms, its marks), all texts in one pass."""
    sizes = np.array([t.size for t in terms], dtype=np.int64)
    first_word = np.concatenate(([0], np.cumsum(sizes)))
    function = np.flatnonzero(np.concatenate([*terms, np.zeros(0, np.int32)]) == NO_TERM)
    owner = np.searchsorted(first_word, function, side="right") - 1
    # Places in a doubled index: word k of its text at 2k, a mark before word k at 2k - 1.
    places = 2 * (function - first_word[owner])
    hashes = np.concatenate([*word_hashes, np.zeros(0, np.uint64)])[function].astype(np.uint64)
    given = [(text, m) for text, m in enumerate(marks) if m is not None and m[0].size]
    if given:
        mark_owner = np.repeat(np.array([text for text, _ in given]), [m[0].size for _, m in given])
        mark_places = 2 * np.concatenate([m[0] for _, m in given]).astype(np.int64) - 1
        # Both lists run in text order, then place order: each mark goes in before the first token after it.
        span = 2 * int(sizes.max()) + 2
        at = np.searchsorted(owner * span + places, mark_owner * span + mark_places)
        places = np.insert(places, at, mark_places)
        hashes = np.insert(hashes, at, np.concatenate([m[1] for _, m in given]).astype(np.uint64))
        owner = np.insert(owner, at, mark_owner)
    count = places.size - SKELETON_WORDS + 1
    if count <= 0:
        return [(np.zeros(0, np.uint32), np.zeros(0, np.int32)) for _ in terms]
    # The words strictly between two places p < q: the even numbers in (p, q) (meaningless between two texts,
    # where no gram is kept).
    gaps = np.minimum((places[1:] - 1) // 2 - places[:-1] // 2, MAX_GAP).astype(np.uint64)
    grams = hashes[:count].copy()
    with np.errstate(over="ignore"):
        for k in range(1, SKELETON_WORDS):
            grams = mix64(grams * _MIX ^ gaps[k - 1 : k - 1 + count] ^ (hashes[k : k + count] << np.uint64(2)))
    within = owner[:count] == owner[SKELETON_WORDS - 1 :]  # the gram's tokens are all of one text
    # 32 bits of each gram (and int32 word indices) halve the memory: among a million grams, a few hundred
    # chance equalities, far from the MIN_SHARED_GRAMS on one diagonal that pair two documents.
    grams = (grams[within] >> np.uint64(32)).astype(np.uint32)
    starts = ((places[:count][within] + 1) // 2).astype(np.int32)
    cuts = np.searchsorted(owner[:count][within], np.arange(len(terms) + 1)).tolist()
    return [(grams[lo:hi], starts[lo:hi]) for lo, hi in zip(cuts, cuts[1:])]


#: Punctuation a synonym tool leaves where it was: sentence ends (Latin, Devanagari, Arabic), commas (Latin,
#: Arabic, CJK), semicolons, colons and brackets.
_MARKS = np.zeros(0x10000, dtype=bool)  # a lookup table over the Basic Multilingual Plane
_MARKS[[ord(mark) for mark in ".!?,;:()[]\u0964\u061f\u060c\u061b\uff0c\u3001"]] = True
#: Characters looked at in one array (8 bytes each while looked at); texts are joined up to this many.
_CHUNK = 1 << 20


def punctuation_marks(text: str, word_starts: np.ndarray, word_ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return the punctuation marks between a text's words ([word_starts, word_ends) in characters): the
    index of the word each one comes before, and a hash for each kind of mark. Marks inside a word ("3.5",
    "U.S."), before its first word or after its last are left out."""
    return _marks([text], [word_starts], [word_ends])[0]


def _marks(texts: Sequence[str], word_starts: Sequence[np.ndarray], word_ends: Sequence[np.ndarray]
           ) -> list[tuple[np.ndarray, np.ndarray]]:
    """Return punctuation_marks of every text, texts joined in groups of about _CHUNK characters."""
    result: list[tuple[np.ndarray, np.ndarray]] = []
    group: list[int] = []
    size = 0
    for index, text in enumerate(texts):
        group.append(index)
        size += len(text) + 1
        if size >= _CHUNK or index == len(texts) - 1:
            result.extend(_group_marks([texts[k] for k in group], [word_starts[k] for k in group],
                                       [word_ends[k] for k in group]))
            group, size = [], 0
    return result


def _group_marks(texts: list[str], word_starts: list[np.ndarray], word_ends: list[np.ndarray]
                 ) -> list[tuple[np.ndarray, np.ndarray]]:
    """Return punctuation_marks of each of the texts, looked for in the texts joined by line breaks."""
    joined = "\n".join(texts)
    first_character = np.cumsum([0] + [len(text) + 1 for text in texts], dtype=np.int64)
    places, kinds = [], []
    for offset in range(0, len(joined), _CHUNK):
        characters = np.frombuffer(joined[offset : offset + _CHUNK].encode("utf-32-le", "surrogatepass"), np.uint32)
        at = np.flatnonzero(_MARKS[np.minimum(characters, 0xFFFF)])
        places.append(at + offset)
        kinds.append(characters[at])
    at, kind = np.concatenate([*places, np.zeros(0, np.int64)]), np.concatenate([*kinds, np.zeros(0, np.uint32)])
    counts = np.array([s.size for s in word_starts], dtype=np.int64)
    first_word = np.concatenate(([0], np.cumsum(counts)))
    starts = np.concatenate([s + first for s, first in zip(word_starts, first_character.tolist())] + [np.zeros(0, np.int64)])
    ends = np.concatenate([e + first for e, first in zip(word_ends, first_character.tolist())] + [np.zeros(0, np.int64)])
    owner = np.searchsorted(first_character, at, side="right") - 1
    before = np.searchsorted(starts, at)  # in the joined words
    local = before - first_word[owner]
    between = (local > 0) & (local < counts[owner])
    between[between] = at[between] >= ends[before[between] - 1]
    local, owner, codes = local[between], owner[between], mix64(kind[between].astype(np.uint64) * _MIX)
    cuts = np.searchsorted(owner, np.arange(len(texts) + 1)).tolist()
    return [(local[lo:hi], codes[lo:hi]) for lo, hi in zip(cuts, cuts[1:])]


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
    # One sort of each gram packed with its position: a gram's occurrences stay in document order, as a
    # stable argsort would leave them, in a third of its time.
    packed = np.sort((every.astype(np.uint64) << np.uint64(32)) | np.arange(every.size, dtype=np.uint64))
    every, at = (packed >> np.uint64(32)).astype(np.uint32), (packed & np.uint64(0xFFFFFFFF)).astype(np.int64)
    owner, place = owner[at], place[at]
    starts = run_starts(every)
    size = np.diff(np.append(starts, every.size))
    new_owner = np.ones(every.size, dtype=bool)
    new_owner[1:] = (every[1:] != every[:-1]) | (owner[1:] != owner[:-1])
    documents = np.add.reduceat(new_owner.astype(np.int64), starts) if starts.size else starts
    kept = (documents >= 2) & (documents <= MAX_GRAM_DOCUMENTS) & (size <= 2 * MAX_GRAM_DOCUMENTS)
    longest = max(g.size for g in arrays)
    span = 2 * longest + DIAGONAL_WIDTH  # keys of two pairs lie further apart than DIAGONAL_WIDTH
    keys = []
    for users in np.unique(size[kept]).tolist():
        rows = starts[kept & (size == users)][:, None] + np.arange(users)
        first, second = np.triu_indices(users, 1)
        owner_1, owner_2 = owner[rows][:, first].ravel(), owner[rows][:, second].ravel()
        apart = owner_1 != owner_2
        diagonal = (place[rows][:, first].ravel() - place[rows][:, second].ravel())[apart] + longest
        keys.append((owner_1[apart] * ids.size + owner_2[apart]) * span + diagonal)
    if not keys:
        return np.zeros((0, 2), dtype=np.int64)
    # In order, a pair's grams by diagonal: MIN_SHARED_GRAMS of them in a row spanning fewer than
    # DIAGONAL_WIDTH diagonals are grams shared on one diagonal.
    keys = np.sort(np.concatenate(keys))
    reach = MIN_SHARED_GRAMS - 1
    if keys.size <= reach:
        return np.zeros((0, 2), dtype=np.int64)
    first = keys[: keys.size - reach]
    shared = np.unique(first[keys[reach:] - first < DIAGONAL_WIDTH] // span)
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
    owner = np.repeat(np.arange(len(grams), dtype=np.uint64), [g.size for g in grams])
    every = np.concatenate(grams + [np.zeros(0, np.uint32)])
    packed = np.sort((every.astype(np.uint64) << np.uint64(32)) | owner)  # by gram, then by document
    packed = packed[run_starts(packed)]
    return (packed >> np.uint64(32)).astype(np.uint32), (packed & np.uint64(0xFFFFFFFF)).astype(np.int64)
