"""Seeds of reworded passages: pairs of sentences, one in each document, that say much the same thing.

Every pair of sentences that shares content words is scored with the cosine of their tf-idf vectors (idf:
inverse document frequency over the class, so terms many documents use weigh little; a shared term also
weighs less the more sentences of these two texts hold it) and with the Dice coefficient of their term
sets. A pair above both SEED_COSINE and SEED_DICE, sharing at least SEED_MIN_SHARED terms, is a strong
seed; one above WEAK_SEED is a weak seed, which only joins a passage that strong seeds start (passages.py).
Each seed also says how many of its shared terms are not everyday words of the language (word_rarity.py):
two sentences that share only "agree", "read" and "found" say little of where one came from (passages.py
decides what that costs a seed).

The work is arrays of (sentence, term) entries: the cross product is taken per shared term and capped
(MAX_TERM_SENTENCES), so a pair costs time linear in the two documents' lengths, and many pairs are scored
in one pass (seeds_of_pairs), which costs far less than one pair at a time.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, group_ranks, run_starts
from plagcheck.engine.reworded.content import ContentDocument

SEED_COSINE = 0.33
SEED_DICE = 0.33
#: Weaker pairs of sentences (both measures at least this) extend a cluster but never start one: a
#: sentence reworded harder than its neighbours still belongs to the passage.
WEAK_SEED = 0.25
SEED_MIN_SHARED = 2
#: Documents sharing fewer distinct terms than this hold no reworded passage worth checking for.
MIN_SHARED_TERMS = 8
#: Sentence pairings made at a time (memory stays bounded for two long texts), and seeds kept at most.
CROSS_CHUNK = 1_000_000
MAX_SEEDS = 20_000
#: A term in more sentences than this on either side places nothing (it would pair every sentence) ...
MAX_TERM_SENTENCES = 24
#: ... nor does one in more than this share of both documents' sentences (and 3 or more): the two texts'
#: topic words (two web pages on annuities both say "annuity", "tax" and "deferred" in most sentences)
#: are no evidence that one was rewritten from the other.
MAX_TERM_SENTENCE_SHARE = 0.15


@dataclass(frozen=True)
class Seeds:
    """The seeds of a pair of documents: sentence a[k] of A with sentence b[k] of B, at cosine[k] (0 for a
    weak seed), sharing rare[k] terms that are not everyday words of the language."""

    a: np.ndarray
    b: np.ndarray
    cosine: np.ndarray
    rare: np.ndarray

    def only(self, keep: np.ndarray) -> Seeds:
        """Return the seeds where `keep` is True."""
        return self if keep.all() else Seeds(self.a[keep], self.b[keep], self.cosine[keep], self.rare[keep])


_NO_SEEDS = Seeds(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0), np.zeros(0, np.int64))


class _Pool:
    """The documents of a batch of pairs, their arrays laid end to end (each document once)."""

    def __init__(self, docs: list[ContentDocument]) -> None:
        runs = [doc.term_runs for doc in docs]
        entries = [doc.entries for doc in docs]
        entry_offsets = _offsets([e[0].size for e in entries])
        self.run_start = _offsets([r[0].size for r in runs])[:-1]
        self.run_length = np.array([r[0].size for r in runs], dtype=np.int64)
        self.run_terms = _joined([r[0] for r in runs], np.int64)
        self.run_first = _joined([r[1] + offset for r, offset in zip(runs, entry_offsets.tolist())], np.int64)
        self.run_count = _joined([r[2] for r in runs], np.int64)
        self.entry_sentence = _joined([e[0] for e in entries], np.int64)
        self.entry_weight = _joined([e[2] for e in entries], np.float64)
        self.entry_rare = _joined([~doc.entry_everyday for doc in docs], np.float64)
        self.sentence_count = np.array([doc.sentence_count for doc in docs], dtype=np.int64)
        self.sentence_start = _offsets(self.sentence_count.tolist())[:-1]
        self.norms = _joined([doc.norms for doc in docs], np.float64)
        self.sizes = _joined([doc.sizes for doc in docs], np.int64)

    def terms_of(self, slots: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return, for documents `slots` one after the other: (pair number << 32 | term) of every distinct
        term, ascending; the pair number; and the term's run in the pool."""
        lengths = self.run_length[slots]
        run = concatenated_ranges(self.run_start[slots], lengths)
        owner = np.repeat(np.arange(slots.size, dtype=np.int64), lengths)
        return (owner << 32) | self.run_terms[run], owner, run


def _offsets(sizes: list[int]) -> np.ndarray:
    """Return where each of consecutive arrays of these sizes starts, and the total at the end."""
    return np.concatenate(([0], np.cumsum(sizes, dtype=np.int64)))


def _joined(arrays: list[np.ndarray], dtype: type) -> np.ndarray:
    """Return the arrays laid end to end, as `dtype`."""
    return np.concatenate(arrays).astype(dtype, copy=False) if arrays else np.zeros(0, dtype)


def seeds_of_pairs(pairs: list[tuple[ContentDocument, ContentDocument]]) -> list[Seeds]:
    """Return the seeds of every pair of documents (see the module doc), found for all the pairs at once.

    One pass of array operations serves the whole batch, so a pair costs time linear in the two documents'
    lengths and little else; each pair's seeds are what comparing it alone would give.
    """
    if not pairs:
        return []
    slots: dict[int, int] = {}
    docs: list[ContentDocument] = []
    for pair in pairs:
        for doc in pair:
            if id(doc) not in slots:
                slots[id(doc)] = len(docs)
                docs.append(doc)
    pool = _Pool(docs)
    slot_a = np.array([slots[id(a)] for a, _ in pairs], dtype=np.int64)
    slot_b = np.array([slots[id(b)] for _, b in pairs], dtype=np.int64)
    sentence_bits = max(1, int(pool.sentence_count.max()).bit_length())
    if 2 * sentence_bits + max(1, len(pairs).bit_length()) > 63:  # codes would not fit: halve the batch
        half = len(pairs) // 2
        return seeds_of_pairs(pairs[:half]) + seeds_of_pairs(pairs[half:])

    # The terms each pair shares: every distinct term of B looked up among those of A (both ascending).
    keys_a, _, runs_a = pool.terms_of(slot_a)
    keys_b, owner, runs_b = pool.terms_of(slot_b)
    at = np.minimum(np.searchsorted(keys_a, keys_b), max(keys_a.size - 1, 0))
    match = keys_a[at] == keys_b if keys_a.size else np.zeros(keys_b.size, dtype=bool)
    run_a, run_b, owner = runs_a[at[match]], runs_b[match], owner[match]
    enough = np.bincount(owner, minlength=len(pairs)) >= MIN_SHARED_TERMS
    first_a, na = pool.run_first[run_a], pool.run_count[run_a]
    first_b, nb = pool.run_first[run_b], pool.run_count[run_b]
    count_a, count_b = pool.sentence_count[slot_a][owner], pool.sentence_count[slot_b][owner]
    limit_a = np.minimum(MAX_TERM_SENTENCES, np.maximum(3, MAX_TERM_SENTENCE_SHARE * count_a))
    limit_b = np.minimum(MAX_TERM_SENTENCES, np.maximum(3, MAX_TERM_SENTENCE_SHARE * count_b))
    usable = (enough[owner] & (na <= MAX_TERM_SENTENCES) & (nb <= MAX_TERM_SENTENCES)
              & ((na <= limit_a) | (nb <= limit_b)))
    first_a, na, first_b, nb, owner = first_a[usable], na[usable], first_b[usable], nb[usable], owner[usable]
    # A shared term counts less the more sentences of the two texts hold it (1 when one sentence of each
    # does): what the two texts are both about is weak evidence that one sentence was made from the other.
    total_sentences = (count_a + count_b + 1)[usable]
    discount = np.clip(np.log(total_sentences / (na + nb)) / np.log(total_sentences / 2), 0.0, 1.0)
    # Every entry of A with the term paired with every entry of B with it, summed per pair of sentences, a
    # bounded number of pairings at a time (two long texts can share many terms).
    reps = na * nb
    if int(reps.sum()) == 0:
        return [_NO_SEEDS] * len(pairs)
    ends = np.cumsum(reps)
    bounds = np.searchsorted(ends, np.arange(CROSS_CHUNK, int(ends[-1]) + CROSS_CHUNK, CROSS_CHUNK))
    parts, lo = [], 0
    for hi in np.append(bounds, reps.size).tolist():
        hi = max(hi, lo + 1)
        if lo >= reps.size:
            break
        part_reps = reps[lo:hi]
        shared = np.repeat(np.arange(lo, hi), part_reps)
        within = group_ranks(part_reps)
        ia = first_a[shared] + within // nb[shared]
        ib = first_b[shared] + within % nb[shared]
        codes = ((owner[shared] << (2 * sentence_bits)) | (pool.entry_sentence[ia] << sentence_bits)
                 | pool.entry_sentence[ib])
        parts.append(_summed(codes, pool.entry_weight[ia] * pool.entry_weight[ib] * discount[shared],
                             np.ones(shared.size), pool.entry_rare[ia]))
        lo = hi
    codes, dot, common, rare = _summed(*(np.concatenate(c) for c in zip(*parts))) if len(parts) > 1 else parts[0]
    mask = (1 << sentence_bits) - 1
    pair, i, j = codes >> (2 * sentence_bits), (codes >> sentence_bits) & mask, codes & mask
    at_a = pool.sentence_start[slot_a][pair] + i
    at_b = pool.sentence_start[slot_b][pair] + j
    cosine = dot / np.maximum(pool.norms[at_a] * pool.norms[at_b], 1e-12)
    dice = 2 * common / np.maximum(pool.sizes[at_a] + pool.sizes[at_b], 1)
    strong = (cosine >= SEED_COSINE) & (dice >= SEED_DICE)
    keep = (cosine >= WEAK_SEED) & (dice >= WEAK_SEED) & (common >= SEED_MIN_SHARED)
    pair, i, j, cosine = pair[keep], i[keep], j[keep], np.where(strong[keep], cosine[keep], 0.0)
    rare = np.rint(rare[keep]).astype(np.int64)
    cuts = np.searchsorted(pair, np.arange(len(pairs) + 1)).tolist()
    result = []
    for lo, hi in zip(cuts, cuts[1:]):
        if lo == hi:
            result.append(_NO_SEEDS)
            continue
        seeds = Seeds(i[lo:hi], j[lo:hi], cosine[lo:hi], rare[lo:hi])
        if hi - lo > MAX_SEEDS:  # two long texts alike throughout: the strongest seeds place the passages
            best = np.argsort(-seeds.cosine, kind="stable")[:MAX_SEEDS]
            seeds = Seeds(seeds.a[best], seeds.b[best], seeds.cosine[best], seeds.rare[best])
        result.append(seeds)
    return result


def _summed(codes: np.ndarray, *values: np.ndarray) -> tuple[np.ndarray, ...]:
    """Return the distinct codes with the sums of each of `values` over each code."""
    order = np.argsort(codes, kind="stable")
    codes = codes[order]
    starts = run_starts(codes)
    return (codes[starts], *(np.add.reduceat(value[order], starts) for value in values))
