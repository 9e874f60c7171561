"""Reworded passages: copying that survives changed words and changed order.

Exact shingle runs (align.py) stop at the first changed word. A paraphrase, a shuffle or a round-trip
translation keeps the *content words* of each sentence instead, so here two documents are compared sentence
by sentence as bags of terms (lexicon.py: stems of content words), in the manner of the best PAN text
alignment systems (Sanchez-Perez, Sidorov and Gelbukh, PAN 2014):

1. Seeds: every pair of sentences (one per document) that shares content words is scored with the cosine
   of their tf-idf vectors (idf: inverse document frequency over the class, so terms many documents use
   weigh little; a shared term also weighs less the more sentences of these two texts hold it) and with
   the Dice coefficient of their term sets. A pair above both
   SEED_COSINE and SEED_DICE, sharing at least SEED_MIN_SHARED terms, is a seed; one above WEAK_SEED
   only joins a cluster that strong seeds start.
2. Extension: seeds close to each other in both documents (within GAP sentences in each, whatever their
   order) form one cluster, so a paragraph whose sentences were shuffled comes out as one passage. An edge
   sentence held only by weak seeds, to sentences that strong seeds of the cluster match already, is
   left out: it is a neighbour sharing a few words, not part of the passage.
3. Validation: a cluster is kept only if its two fragments, compared whole as bags of terms, have a cosine
   of at least FRAGMENT_COSINE, and it is backed by enough evidence: MIN_SEEDS strong seeds, or one of
   cosine SINGLE_SEED_COSINE or more, or one strong and one weak seed if the fragments then reach
   SINGLE_SEED_COSINE as a whole. Independent texts on one topic share words, but rarely sentence after
   sentence in the same region of both texts.

Every step works on arrays of (sentence, term) pairs; the cross product is taken per shared term and
capped (MAX_TERM_SENTENCES), so a pair costs time linear in the two documents' lengths.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from plagcheck.engine.lexicon import NO_TERM
from plagcheck.engine.wordhash import mix64

SEED_COSINE = 0.33
SEED_DICE = 0.33
#: Weaker pairs of sentences (both measures at least this) extend a cluster but never start one: a
#: sentence reworded harder than its neighbours still belongs to the passage.
WEAK_SEED = 0.25
SEED_MIN_SHARED = 2
GAP = 4
#: A summary condenses a long stretch of its source: its sentences match sentences spread far apart in
#: the source. Fragments next to each other in one document and within this many sentences in the other
#: are merged when the merged fragment still validates.
SUMMARY_GAP = 24
FRAGMENT_COSINE = 0.38
MIN_SEEDS = 2
SINGLE_SEED_COSINE = 0.5
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
#: A cluster must have seeds in at least this share of the sentences it spans in one of the documents:
#: a rewritten paragraph matches sentence after sentence, independent texts on a topic only here and there.
MIN_SEED_DENSITY = 0.5


@dataclass(frozen=True)
class ContentDocument:
    """A document as terms per word (NO_TERM for function words) grouped in sentences, with word offsets."""

    terms: np.ndarray  # int32 per word
    word_starts: np.ndarray  # int64 character offsets
    word_ends: np.ndarray
    sentences: np.ndarray  # int64: first word of each sentence, ascending, from 0
    #: Inverse document frequency per term number over the class (terms past its end count as unseen).
    idf: np.ndarray | None = None

    @cached_property
    def entries(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return (sentence, term, tf-idf weight) of every distinct term of every sentence, sorted by term."""
        content = np.flatnonzero(self.terms != NO_TERM)
        if content.size == 0:
            return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0)
        sentence = np.searchsorted(self.sentences, content, side="right") - 1
        keys = (self.terms[content].astype(np.int64) << 32) | sentence
        keys.sort()
        distinct = np.concatenate(([True], keys[1:] != keys[:-1]))
        counts = np.diff(np.append(np.flatnonzero(distinct), keys.size))
        keys = keys[distinct]
        terms = keys >> 32
        return keys & 0xFFFFFFFF, terms, (1 + np.log(counts)) * self.term_idf(terms)

    def term_idf(self, terms: np.ndarray) -> np.ndarray:
        """Return the inverse document frequency of each term (1 for every term without class figures)."""
        if self.idf is None:
            return np.ones(terms.size)
        unseen = float(self.idf.max()) if self.idf.size else 1.0
        inside = terms < self.idf.size
        return np.where(inside, self.idf[np.minimum(terms, max(self.idf.size - 1, 0))], unseen) if self.idf.size else np.ones(terms.size)

    @cached_property
    def _sentence_order(self) -> tuple[np.ndarray, np.ndarray]:
        """Return the entries' indices in sentence order, and where each sentence's begin among them."""
        sentence = self.entries[0]
        order = np.argsort(sentence, kind="stable")
        return order, np.searchsorted(sentence[order], np.arange(self.sentence_count + 1))

    def bag(self, first: int, last: int) -> tuple[np.ndarray, np.ndarray]:
        """Return the distinct terms of sentences first..last (inclusive), ascending, and each one's summed
        weight over them (time linear in the range's length, not the document's)."""
        order, starts = self._sentence_order
        at = order[starts[first] : starts[last + 1]]
        if at.size == 0:
            return np.zeros(0, np.int64), np.zeros(0)
        by_term = np.argsort(self.entries[1][at], kind="stable")
        term, weight = self.entries[1][at[by_term]], self.entries[2][at[by_term]]
        begins = np.flatnonzero(np.concatenate(([True], term[1:] != term[:-1])))
        return term[begins], np.add.reduceat(weight, begins)

    @cached_property
    def norms(self) -> np.ndarray:
        """Return the Euclidean norm of each sentence's weight vector."""
        sentence, _, weight = self.entries
        return np.sqrt(np.bincount(sentence, weights=weight * weight, minlength=self.sentence_count))

    @cached_property
    def sizes(self) -> np.ndarray:
        """Return the number of distinct terms of each sentence."""
        return np.bincount(self.entries[0], minlength=self.sentence_count)

    @cached_property
    def term_runs(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return the document's distinct terms (sorted), where each one's entries start, and how many
        sentences hold it."""
        terms = self.entries[1]
        if terms.size == 0:
            return terms, terms, terms
        first = np.flatnonzero(np.concatenate(([True], terms[1:] != terms[:-1])))
        return terms[first], first, np.diff(np.append(first, terms.size))

    def term_hashes(self) -> np.ndarray:
        """Return the hashes its reworded-copy windows are signed from, in text order: for each content term,
        the unordered pairs it makes with the next term and the one after (two elements per term)."""
        terms = self.terms[self.terms != NO_TERM].astype(np.uint64) + np.uint64(1)
        if terms.size < 2:
            return mix64(terms)
        elements = np.empty((terms.size, 2), dtype=np.uint64)
        for distance in (1, 2):
            other = np.concatenate([terms[distance:], terms[-1:].repeat(min(distance, terms.size))])[: terms.size]
            with np.errstate(over="ignore"):
                elements[:, distance - 1] = mix64(np.minimum(terms, other) * np.uint64(0x9E3779B97F4A7C15)
                                                  ^ np.maximum(terms, other))
        return elements.ravel()

    def without(self, mask: np.ndarray) -> ContentDocument:
        """Return the document with the words where `mask` is True taken out of comparison (no term)."""
        if not mask.any():
            return self
        return ContentDocument(np.where(mask, NO_TERM, self.terms).astype(np.int32), self.word_starts,
                               self.word_ends, self.sentences, self.idf)

    @property
    def sentence_count(self) -> int:
        """Return the number of sentences."""
        return int(self.sentences.size)

    def sentence_words(self, first: int, last: int) -> tuple[int, int]:
        """Return the [start, end) word range of sentences first..last (inclusive)."""
        end = int(self.sentences[last + 1]) if last + 1 < self.sentences.size else int(self.terms.size)
        return int(self.sentences[first]), end


@dataclass(frozen=True)
class Fragment:
    """A reworded passage: sentences a_sentences of A match sentences b_sentences of B (inclusive ranges)."""

    a_sentences: tuple[int, int]
    b_sentences: tuple[int, int]
    similarity: float  # cosine of the two fragments as bags of terms
    seeds: int


@dataclass(frozen=True)
class Seeds:
    """The seeds of a pair of documents: sentence a[k] of A with sentence b[k] of B, at cosine[k] (0 for a
    weak seed)."""

    a: np.ndarray
    b: np.ndarray
    cosine: np.ndarray


_NO_SEEDS = Seeds(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0))


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
        self.sentence_count = np.array([doc.sentence_count for doc in docs], dtype=np.int64)
        self.sentence_start = _offsets(self.sentence_count.tolist())[:-1]
        self.norms = _joined([doc.norms for doc in docs], np.float64)
        self.sizes = _joined([doc.sizes for doc in docs], np.int64)

    def terms_of(self, slots: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return, for documents `slots` one after the other: (pair number << 32 | term) of every distinct
        term, ascending; the pair number; and the term's run in the pool."""
        lengths = self.run_length[slots]
        run = _ranges(self.run_start[slots], lengths)
        owner = np.repeat(np.arange(slots.size, dtype=np.int64), lengths)
        return (owner << 32) | self.run_terms[run], owner, run


def _offsets(sizes: list[int]) -> np.ndarray:
    """Return where each of consecutive arrays of these sizes starts, and the total at the end."""
    return np.concatenate(([0], np.cumsum(sizes, dtype=np.int64)))


def _joined(arrays: list[np.ndarray], dtype: type) -> np.ndarray:
    """Return the arrays laid end to end, as `dtype`."""
    return np.concatenate(arrays).astype(dtype, copy=False) if arrays else np.zeros(0, dtype)


def _ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Return the concatenation of arange(start, start + length) for each start and length."""
    total = int(lengths.sum())
    if total == 0:
        return np.zeros(0, np.int64)
    shift = np.repeat(starts - (np.cumsum(lengths) - lengths), lengths)
    return np.arange(total, dtype=np.int64) + shift


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
        within = np.arange(shared.size) - np.repeat(np.cumsum(part_reps) - part_reps, part_reps)
        ia = first_a[shared] + within // nb[shared]
        ib = first_b[shared] + within % nb[shared]
        codes = ((owner[shared] << (2 * sentence_bits)) | (pool.entry_sentence[ia] << sentence_bits)
                 | pool.entry_sentence[ib])
        parts.append(_summed(codes, pool.entry_weight[ia] * pool.entry_weight[ib] * discount[shared],
                             np.ones(shared.size)))
        lo = hi
    codes, dot, common = _summed(*(np.concatenate(c) for c in zip(*parts))) if len(parts) > 1 else parts[0]
    mask = (1 << sentence_bits) - 1
    pair, i, j = codes >> (2 * sentence_bits), (codes >> sentence_bits) & mask, codes & mask
    at_a = pool.sentence_start[slot_a][pair] + i
    at_b = pool.sentence_start[slot_b][pair] + j
    cosine = dot / np.maximum(pool.norms[at_a] * pool.norms[at_b], 1e-12)
    dice = 2 * common / np.maximum(pool.sizes[at_a] + pool.sizes[at_b], 1)
    keep = (cosine >= WEAK_SEED) & (dice >= WEAK_SEED) & (common >= SEED_MIN_SHARED)
    strong = (cosine >= SEED_COSINE) & (dice >= SEED_DICE)
    pair, i, j, cosine = pair[keep], i[keep], j[keep], np.where(strong[keep], cosine[keep], 0.0)
    cuts = np.searchsorted(pair, np.arange(len(pairs) + 1)).tolist()
    result = []
    for lo, hi in zip(cuts, cuts[1:]):
        if lo == hi:
            result.append(_NO_SEEDS)
            continue
        seeds = Seeds(i[lo:hi], j[lo:hi], cosine[lo:hi])
        if hi - lo > MAX_SEEDS:  # two long texts alike throughout: the strongest seeds place the passages
            best = np.argsort(-seeds.cosine, kind="stable")[:MAX_SEEDS]
            seeds = Seeds(seeds.a[best], seeds.b[best], seeds.cosine[best])
        result.append(seeds)
    return result


def _summed(codes: np.ndarray, dot: np.ndarray, common: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return the distinct codes with the sums of `dot` and `common` over each."""
    order = np.argsort(codes, kind="stable")
    codes = codes[order]
    starts = np.flatnonzero(np.concatenate(([True], codes[1:] != codes[:-1])))
    return codes[starts], np.add.reduceat(dot[order], starts), np.add.reduceat(common[order], starts)


def _clusters(i: np.ndarray, j: np.ndarray, gap: int, strong: np.ndarray) -> list[np.ndarray]:
    """Return the seeds grouped by proximity: seeds within `gap` sentences in both documents join. A seed
    alone is left out unless its cosine (`strong`, 0 for a weak seed) reaches SINGLE_SEED_COSINE: it could
    not make a passage."""
    order = np.lexsort((j, i))
    i, j = i[order], j[order]
    parent = list(range(i.size))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    low = 0
    il, jl = i.tolist(), j.tolist()
    for k in range(len(il)):
        while il[k] - il[low] > gap:
            low += 1
        for m in range(low, k):
            if abs(jl[k] - jl[m]) <= gap:
                parent[root(k)] = root(m)
    groups: dict[int, list[int]] = {}
    for k in range(len(il)):
        groups.setdefault(root(k), []).append(k)
    return [order[np.array(members)] for members in groups.values()
            if len(members) > 1 or strong[order[members[0]]] >= SINGLE_SEED_COSINE]


def _fragment_cosine(doc_a: ContentDocument, doc_b: ContentDocument, a_range: tuple[int, int],
                     b_range: tuple[int, int]) -> float:
    """Return the cosine of the two fragments (sentence ranges, inclusive) as bags of weighted terms."""
    terms_a, vec_a = doc_a.bag(*a_range)
    terms_b, vec_b = doc_b.bag(*b_range)
    norm = float(np.sqrt((vec_a**2).sum() * (vec_b**2).sum()))
    if not norm:
        return 0.0
    at = np.minimum(np.searchsorted(terms_a, terms_b), terms_a.size - 1)
    common = terms_a[at] == terms_b
    return float((vec_a[at[common]] * vec_b[common]).sum()) / norm


def reworded_fragments(doc_a: ContentDocument, doc_b: ContentDocument,
                       copied: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (),
                       seeds: Seeds | None = None) -> list[Fragment]:
    """Return the reworded passages shared by A and B, in A's order (clusters of similar sentences).

    `copied` are ([start, end) words in A, [start, end) words in B) of text copied word for word: a pair of
    sentences inside one of them on both sides is no seed, so that a copied paragraph next to a reworded
    one stays a passage of its own. `seeds` are the pair's seeds if already found (seeds_of_pairs).
    """
    if seeds is None:
        seeds = seeds_of_pairs([(doc_a, doc_b)])[0]
    i, j, cosine = seeds.a, seeds.b, seeds.cosine
    if not cosine.any():  # a cluster needs a strong seed
        return []
    if copied and i.size:
        keep = np.ones(i.size, dtype=bool)
        first_a, first_b = doc_a.sentences[i], doc_b.sentences[j]
        for (a0, a1), (b0, b1) in copied:
            keep &= ~((first_a >= a0) & (first_a < a1) & (first_b >= b0) & (first_b < b1))
        i, j, cosine = i[keep], j[keep], cosine[keep]
    if i.size == 0:
        return []
    fragments = []
    for members in _clusters(i, j, GAP, cosine):
        members = _without_weak_edges(members, i, j, cosine)
        a_range = (int(i[members].min()), int(i[members].max()))
        b_range = (int(j[members].min()), int(j[members].max()))
        strong = int(np.count_nonzero(cosine[members]))
        if strong == 0 or (strong < MIN_SEEDS and members.size < MIN_SEEDS and float(cosine[members].max()) < SINGLE_SEED_COSINE):
            continue
        thin = strong < MIN_SEEDS and float(cosine[members].max()) < SINGLE_SEED_COSINE
        density_a = np.unique(i[members]).size / (a_range[1] - a_range[0] + 1)
        density_b = np.unique(j[members]).size / (b_range[1] - b_range[0] + 1)
        if max(density_a, density_b) < MIN_SEED_DENSITY:
            continue
        similarity = _fragment_cosine(doc_a, doc_b, a_range, b_range)
        if similarity >= (SINGLE_SEED_COSINE if thin else FRAGMENT_COSINE):
            fragments.append(Fragment(a_range, b_range, similarity, int(members.size)))
    fragments = _merged_summaries(_merged_summaries(fragments, doc_a, doc_b, "a"), doc_a, doc_b, "b")
    return _without_overlaps(fragments)


def _without_weak_edges(members: np.ndarray, i: np.ndarray, j: np.ndarray, cosine: np.ndarray) -> np.ndarray:
    """Return the cluster's seeds without the edge sentences that add nothing (see _weak_edge), edge after
    edge."""
    strong = cosine[members] > 0
    if strong.all() or not strong.any():  # nothing weak to leave out, or nothing to keep (rejected later)
        return members
    while (edge := _weak_edge(members, i, j, cosine)) is not None:
        members = members[~edge]
    return members


def _weak_edge(members: np.ndarray, i: np.ndarray, j: np.ndarray, cosine: np.ndarray) -> np.ndarray | None:
    """Return which seeds of the cluster lie on an edge sentence (its first or last in either document)
    that adds nothing, or None: every seed of that sentence is weak, and pairs it with a sentence that a
    strong seed of the cluster matches already (a neighbour sharing a few words with it)."""
    if members.size <= _SMALL_CLUSTER:  # plain Python is quicker than numpy on a few seeds
        a, b, weights = i[members].tolist(), j[members].tolist(), cosine[members].tolist()
        for side, other in ((a, b), (b, a)):
            matched = {x for x, w in zip(other, weights) if w > 0}
            for edge in (min(side), max(side)):
                on_edge = [x == edge for x in side]
                if all(on_edge) or any(w > 0 for w, on in zip(weights, on_edge) if on):
                    continue
                if all(y in matched for y, on in zip(other, on_edge) if on):
                    return np.array(on_edge)
        return None
    strong = members[cosine[members] > 0]
    for side, other in ((i, j), (j, i)):
        at = side[members]
        for edge in (at.min(), at.max()):
            on_edge = at == edge
            if on_edge.all() or cosine[members[on_edge]].any():
                continue
            if np.isin(other[members[on_edge]], other[strong]).all():
                return on_edge
    return None


_SMALL_CLUSTER = 48


def _merged_summaries(fragments: list[Fragment], doc_a: ContentDocument, doc_b: ContentDocument,
                      side: str) -> list[Fragment]:
    """Return the fragments with neighbours in one document (`side`) merged when they lie within
    SUMMARY_GAP sentences in the other and the merged fragment still validates."""
    near, far = ("a_sentences", "b_sentences") if side == "a" else ("b_sentences", "a_sentences")
    result: list[Fragment] = []
    for fragment in sorted(fragments, key=lambda f: getattr(f, near)):
        if result:
            last = result[-1]
            close = getattr(fragment, near)[0] - getattr(last, near)[1] <= GAP
            span = (min(getattr(last, far)[0], getattr(fragment, far)[0]),
                    max(getattr(last, far)[1], getattr(fragment, far)[1]))
            if close and span[1] - span[0] <= SUMMARY_GAP + (getattr(last, far)[1] - getattr(last, far)[0]):
                joined = (getattr(last, near)[0], max(getattr(last, near)[1], getattr(fragment, near)[1]))
                a_range, b_range = (joined, span) if side == "a" else (span, joined)
                similarity = _fragment_cosine(doc_a, doc_b, a_range, b_range)
                if similarity >= FRAGMENT_COSINE:
                    result[-1] = Fragment(a_range, b_range, similarity, last.seeds + fragment.seeds)
                    continue
        result.append(fragment)
    return result


def _without_overlaps(fragments: list[Fragment]) -> list[Fragment]:
    """Return the fragments, keeping the more similar of any two that overlap in A or in B."""
    kept: list[Fragment] = []
    taken_a: list[tuple[int, int]] = []  # the kept fragments' ranges, which never overlap: sorted
    taken_b: list[tuple[int, int]] = []
    for f in sorted(fragments, key=lambda f: -f.similarity):
        if _overlaps_any(f.a_sentences, taken_a) or _overlaps_any(f.b_sentences, taken_b):
            continue
        kept.append(f)
        bisect.insort(taken_a, f.a_sentences)
        bisect.insort(taken_b, f.b_sentences)
    return sorted(kept, key=lambda f: f.a_sentences)


def _overlaps_any(x: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    """Return True when the inclusive range x shares a sentence with one of the sorted, disjoint `taken`."""
    at = bisect.bisect_right(taken, (x[1], float("inf")))  # the ranges starting at or before x's end
    return at > 0 and taken[at - 1][1] >= x[0]
