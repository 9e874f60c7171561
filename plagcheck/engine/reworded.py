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
   order) form one cluster, so a paragraph whose sentences were shuffled comes out as one passage.
3. Validation: a cluster is kept only if its two fragments, compared whole as bags of terms, have a cosine
   of at least FRAGMENT_COSINE, and it is backed by enough evidence: MIN_SEEDS seeds, or one seed of
   cosine SINGLE_SEED_COSINE or more. Independent texts on one topic share words, but rarely sentence
   after sentence in the same region of both texts.

Every step works on arrays of (sentence, term) pairs; the cross product is taken per shared term and
capped (MAX_TERM_SENTENCES), so a pair costs time linear in the two documents' lengths.
"""

from __future__ import annotations

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
    def _by_sentence(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return the entries' terms and weights in sentence order, and where each sentence's entries start."""
        sentence, term, weight = self.entries
        order = np.argsort(sentence, kind="stable")
        starts = np.searchsorted(sentence[order], np.arange(self.sentence_count + 1))
        return term[order], weight[order], starts

    def sentence_range(self, first: int, last: int) -> tuple[np.ndarray, np.ndarray]:
        """Return the terms and weights of the entries of sentences first..last (inclusive)."""
        term, weight, starts = self._by_sentence
        return term[starts[first] : starts[last + 1]], weight[starts[first] : starts[last + 1]]

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
    def distinct_terms(self) -> np.ndarray:
        """Return the document's distinct terms, sorted."""
        terms = self.entries[1]
        return terms[np.concatenate(([True], terms[1:] != terms[:-1]))] if terms.size else terms

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


def _seed_scores(doc_a: ContentDocument, doc_b: ContentDocument):
    """Return (sentence a, sentence b, cosine) of the sentence pairs that are seeds (see the module doc); weak
    seeds have cosine 0."""
    sa, ta, wa = doc_a.entries
    sb, tb, wb = doc_b.entries
    empty = (np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0))
    shared = np.intersect1d(doc_a.distinct_terms, doc_b.distinct_terms, assume_unique=True)
    if shared.size < MIN_SHARED_TERMS:
        return empty
    # Entries are sorted by term: each shared term's entries are one run on each side.
    first_a, last_a = np.searchsorted(ta, shared), np.searchsorted(ta, shared, side="right")
    first_b, last_b = np.searchsorted(tb, shared), np.searchsorted(tb, shared, side="right")
    na, nb = last_a - first_a, last_b - first_b
    limit_a = min(MAX_TERM_SENTENCES, max(3, MAX_TERM_SENTENCE_SHARE * doc_a.sentence_count))
    limit_b = min(MAX_TERM_SENTENCES, max(3, MAX_TERM_SENTENCE_SHARE * doc_b.sentence_count))
    usable = (na <= MAX_TERM_SENTENCES) & (nb <= MAX_TERM_SENTENCES) & ((na <= limit_a) | (nb <= limit_b))
    first_a, na, first_b, nb = first_a[usable], na[usable], first_b[usable], nb[usable]
    # A shared term counts less the more sentences of the two texts hold it (1 when one sentence of each
    # does): what the two texts are both about is weak evidence that one sentence was made from the other.
    total_sentences = doc_a.sentence_count + doc_b.sentence_count + 1
    discount = np.clip(np.log(total_sentences / (na + nb)) / np.log(total_sentences / 2), 0.0, 1.0)
    # Every entry of A with the term paired with every entry of B with it, a bounded number at a time (two
    # long texts can share many terms), summed per pair of sentences.
    reps = na * nb
    if int(reps.sum()) == 0:
        return empty
    bounds = np.searchsorted(np.cumsum(reps), np.arange(CROSS_CHUNK, int(reps.sum()) + CROSS_CHUNK, CROSS_CHUNK))
    parts, lo = [], 0
    for hi in np.append(bounds, reps.size).tolist():
        hi = max(hi, lo + 1)
        if lo >= reps.size:
            break
        chunk = slice(lo, hi)
        part_reps = reps[chunk]
        owner = np.repeat(np.arange(lo, hi), part_reps)
        within = np.arange(owner.size) - np.repeat(np.cumsum(part_reps) - part_reps, part_reps)
        ia = first_a[owner] + within // nb[owner]
        ib = first_b[owner] + within % nb[owner]
        parts.append(_summed(sa[ia] * doc_b.sentence_count + sb[ib], wa[ia] * wb[ib] * discount[owner],
                             np.ones(owner.size)))
        lo = hi
    codes, dot, common = _summed(*(np.concatenate(c) for c in zip(*parts))) if len(parts) > 1 else parts[0]
    i, j = codes // doc_b.sentence_count, codes % doc_b.sentence_count
    cosine = dot / np.maximum(doc_a.norms[i] * doc_b.norms[j], 1e-12)
    dice = 2 * common / np.maximum(doc_a.sizes[i] + doc_b.sizes[j], 1)
    keep = (cosine >= WEAK_SEED) & (dice >= WEAK_SEED) & (common >= SEED_MIN_SHARED)
    strong = (cosine >= SEED_COSINE) & (dice >= SEED_DICE)
    i, j, cosine = i[keep], j[keep], np.where(strong[keep], cosine[keep], 0.0)
    if i.size > MAX_SEEDS:  # two long texts alike throughout: the strongest seeds place the passages
        best = np.argsort(-cosine, kind="stable")[:MAX_SEEDS]
        i, j, cosine = i[best], j[best], cosine[best]
    return i, j, cosine


def _summed(codes: np.ndarray, dot: np.ndarray, common: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return the distinct codes with the sums of `dot` and `common` over each."""
    order = np.argsort(codes, kind="stable")
    codes = codes[order]
    starts = np.flatnonzero(np.concatenate(([True], codes[1:] != codes[:-1])))
    return codes[starts], np.add.reduceat(dot[order], starts), np.add.reduceat(common[order], starts)


def _clusters(i: np.ndarray, j: np.ndarray, gap: int) -> list[np.ndarray]:
    """Return the seeds grouped by proximity: seeds within `gap` sentences in both documents join."""
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
    return [order[np.array(members)] for members in groups.values()]


def _fragment_cosine(doc_a: ContentDocument, doc_b: ContentDocument, a_range: tuple[int, int],
                     b_range: tuple[int, int]) -> float:
    """Return the cosine of the two fragments (sentence ranges, inclusive) as bags of weighted terms."""
    terms_a, vec_a = _bag(*doc_a.sentence_range(*a_range))
    terms_b, vec_b = _bag(*doc_b.sentence_range(*b_range))
    common, ia, ib = np.intersect1d(terms_a, terms_b, assume_unique=True, return_indices=True)
    norm = float(np.sqrt((vec_a**2).sum() * (vec_b**2).sum()))
    return float((vec_a[ia] * vec_b[ib]).sum()) / norm if norm else 0.0


def _bag(terms: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return the distinct terms and their summed weights."""
    distinct, inverse = np.unique(terms, return_inverse=True)
    return distinct, np.bincount(inverse.reshape(-1), weights=weights)


def reworded_fragments(doc_a: ContentDocument, doc_b: ContentDocument,
                       copied: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = ()) -> list[Fragment]:
    """Return the reworded passages shared by A and B, in A's order (clusters of similar sentences).

    `copied` are ([start, end) words in A, [start, end) words in B) of text copied word for word: a pair of
    sentences inside one of them on both sides is no seed, so that a copied paragraph next to a reworded
    one stays a passage of its own.
    """
    i, j, cosine = _seed_scores(doc_a, doc_b)
    if copied and i.size:
        keep = np.ones(i.size, dtype=bool)
        first_a, first_b = doc_a.sentences[i], doc_b.sentences[j]
        for (a0, a1), (b0, b1) in copied:
            keep &= ~((first_a >= a0) & (first_a < a1) & (first_b >= b0) & (first_b < b1))
        i, j, cosine = i[keep], j[keep], cosine[keep]
    if i.size == 0:
        return []
    fragments = []
    for members in _clusters(i, j, GAP):
        a_range = (int(i[members].min()), int(i[members].max()))
        b_range = (int(j[members].min()), int(j[members].max()))
        strong = int(np.count_nonzero(cosine[members]))
        if strong == 0 or (strong < MIN_SEEDS and float(cosine[members].max()) < SINGLE_SEED_COSINE):
            continue
        density_a = np.unique(i[members]).size / (a_range[1] - a_range[0] + 1)
        density_b = np.unique(j[members]).size / (b_range[1] - b_range[0] + 1)
        if max(density_a, density_b) < MIN_SEED_DENSITY:
            continue
        similarity = _fragment_cosine(doc_a, doc_b, a_range, b_range)
        if similarity >= FRAGMENT_COSINE:
            fragments.append(Fragment(a_range, b_range, similarity, int(members.size)))
    fragments = _merged_summaries(_merged_summaries(fragments, doc_a, doc_b, "a"), doc_a, doc_b, "b")
    return _without_overlaps(fragments)


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
    for f in sorted(fragments, key=lambda f: -f.similarity):
        if not any(_overlaps(f.a_sentences, k.a_sentences) or _overlaps(f.b_sentences, k.b_sentences) for k in kept):
            kept.append(f)
    return sorted(kept, key=lambda f: f.a_sentences)


def _overlaps(x: tuple[int, int], y: tuple[int, int]) -> bool:
    """Return True when two inclusive sentence ranges share a sentence."""
    return x[0] <= y[1] and y[0] <= x[1]
