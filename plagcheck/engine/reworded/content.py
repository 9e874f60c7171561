"""A document as reworded copying sees it: the term of each word (lexicon.py) grouped in sentences
(sentences.py), with the per-sentence tf-idf weights the sentence comparison (seeds.py) and the fragment
checks (passages.py) read, each computed once per document and kept."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, run_starts
from plagcheck.engine.reworded.lexicon import NO_TERM
from plagcheck.engine.text.wordhash import mix64


def cited_sentences(marks: list[int], word_starts: np.ndarray, sentences: np.ndarray) -> np.ndarray:
    """Return, per sentence (`sentences`: the first word of each), whether a citation mark (a character
    offset: citations.citation_marks) lies in it: before its next sentence's first word."""
    cited = np.zeros(sentences.size, dtype=bool)
    if marks and sentences.size:
        words = np.searchsorted(word_starts, np.array(marks, dtype=np.int64))
        cited[np.searchsorted(sentences, words, side="right") - 1] = True
    return cited


@dataclass(frozen=True)
class ContentDocument:
    """A document as terms per word (NO_TERM for function words) grouped in sentences, with word offsets."""

    terms: np.ndarray  # int32 per word
    word_starts: np.ndarray  # int64 character offsets
    word_ends: np.ndarray
    sentences: np.ndarray  # int64: first word of each sentence, ascending, from 0
    #: Inverse document frequency per term number over the class (terms past its end count as unseen).
    idf: np.ndarray | None = None
    #: Whether each sentence opens a paragraph (sentences.paragraph_openers), if known.
    openers: np.ndarray | None = None
    #: Its skeleton grams the class does not use widely (skeleton.py), in text order, and the word each one
    #: starts on; None when not worked out.
    skeleton: np.ndarray | None = None
    skeleton_starts: np.ndarray | None = None
    #: Per term number, whether it is an everyday word of the language (lexicon.Lexicon.everyday_terms);
    #: terms past its end, and every term when None, are not.
    everyday: np.ndarray | None = None
    #: Per sentence, whether it holds an in-text citation (citations.citation_marks); None when not known.
    cited: np.ndarray | None = None
    #: Per sentence, the source sentence it matches best, and how well (common_origin.py); None when the
    #: class marks no source.
    anchors: np.ndarray | None = None
    anchor_cosine: np.ndarray | None = None

    @cached_property
    def entries(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return (sentence, term, tf-idf weight) of every distinct term of every sentence, sorted by term."""
        content = np.flatnonzero(self.terms != NO_TERM)
        if content.size == 0:
            return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0)
        sentence = np.searchsorted(self.sentences, content, side="right") - 1
        keys = (self.terms[content].astype(np.int64) << 32) | sentence
        keys.sort()
        distinct = run_starts(keys)
        counts = np.diff(np.append(distinct, keys.size))
        keys = keys[distinct]
        terms = keys >> 32
        return keys & 0xFFFFFFFF, terms, (1 + np.log(counts)) * self.term_idf(terms)

    def term_is_everyday(self, terms: np.ndarray) -> np.ndarray:
        """Return whether each term is an everyday word of the language (see `everyday`)."""
        if self.everyday is None or self.everyday.size == 0:
            return np.zeros(terms.size, dtype=bool)
        inside = terms < self.everyday.size
        return inside & self.everyday[np.where(inside, terms, 0)]

    @cached_property
    def entry_everyday(self) -> np.ndarray:
        """Return, for each of `entries`, whether its term is an everyday word."""
        return self.term_is_everyday(self.entries[1])

    def term_idf(self, terms: np.ndarray) -> np.ndarray:
        """Return the inverse document frequency of each term (1 for every term without class figures)."""
        if self.idf is None or self.idf.size == 0:
            return np.ones(terms.size)
        inside = terms < self.idf.size
        if inside.all():
            return self.idf[terms]
        # Terms met after the class's figures were taken (a reference text's own words) count as unseen.
        return np.where(inside, self.idf[np.where(inside, terms, 0)], self.idf.max())

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
        return self._summed(order[starts[first] : starts[last + 1]])

    def bag_of(self, sentences: np.ndarray, rare: bool = False) -> tuple[np.ndarray, np.ndarray]:
        """Return bag() of the given sentences (distinct, ascending; not necessarily next to each other), with
        `rare` of their terms that are not everyday words only."""
        order, starts = self._sentence_order
        at = order[concatenated_ranges(starts[sentences], starts[sentences + 1] - starts[sentences])]
        return self._summed(at[~self.entry_everyday[at]] if rare else at)

    def _summed(self, at: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return the distinct terms of the entries `at`, ascending, and each one's summed weight."""
        if at.size == 0:
            return np.zeros(0, np.int64), np.zeros(0)
        at = np.sort(at)  # the entries are sorted by term: so are their indexes' terms, once the indexes are
        term, weight = self.entries[1][at], self.entries[2][at]
        begins = run_starts(term)
        return term[begins], np.add.reduceat(weight, begins)

    @cached_property
    def whole_bag(self) -> tuple[np.ndarray, np.ndarray]:
        """Return bag() of the whole document: its distinct terms, ascending, and their summed weights."""
        if self.sentence_count == 0:
            return np.zeros(0, np.int64), np.zeros(0)
        return self.bag(0, self.sentence_count - 1)

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
    def skeleton_index(self) -> tuple[np.ndarray, np.ndarray]:
        """Return its skeleton grams sorted, and the sentence of each (that of the gram's first word)."""
        if self.skeleton is None or self.skeleton_starts is None:
            return np.zeros(0, np.uint32), np.zeros(0, np.int32)
        order = np.argsort(self.skeleton, kind="stable")
        sentence = np.searchsorted(self.sentences, self.skeleton_starts[order], side="right") - 1
        return self.skeleton[order], sentence.astype(np.int32)

    @cached_property
    def sentence_lengths(self) -> np.ndarray:
        """Return the number of words (function words too) of each sentence."""
        return np.diff(np.append(self.sentences, self.terms.size))

    @cached_property
    def term_runs(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return the document's distinct terms (sorted), where each one's entries start, and how many
        sentences hold it."""
        terms = self.entries[1]
        first = run_starts(terms)
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
        skeleton, skeleton_starts = self.skeleton, self.skeleton_starts
        if skeleton is not None and skeleton_starts is not None:
            kept = ~mask[skeleton_starts]
            skeleton, skeleton_starts = skeleton[kept], skeleton_starts[kept]
        return ContentDocument(np.where(mask, NO_TERM, self.terms).astype(np.int32), self.word_starts,
                               self.word_ends, self.sentences, self.idf, self.openers, skeleton, skeleton_starts,
                               self.everyday, self.cited, self.anchors, self.anchor_cosine)

    @property
    def sentence_count(self) -> int:
        """Return the number of sentences."""
        return int(self.sentences.size)

    def sentence_words(self, first: int, last: int) -> tuple[int, int]:
        """Return the [start, end) word range of sentences first..last (inclusive)."""
        end = int(self.sentences[last + 1]) if last + 1 < self.sentences.size else int(self.terms.size)
        return int(self.sentences[first]), end
