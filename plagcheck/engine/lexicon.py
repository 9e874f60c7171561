"""Content words: what a reworded copy keeps when its words and their order change.

A reworded passage keeps the *content* words of its source (names, nouns, verbs), often inflected
differently, while its function words ("the", "of", "und", "de") and its word order change freely. So for
reworded copying each word becomes a *term*: its stem, or nothing when it is a function word.

- Function words are derived from the class itself, in any language written with spaces: a word is one
  when it is in at least FUNCTION_DOCUMENT_SHARE of the documents (classes of FUNCTION_MIN_DOCUMENTS or
  more), or makes up at least FUNCTION_TOKEN_SHARE of all the class's words (any class, and at least
  FUNCTION_MIN_COUNT times). A topic word the
  whole class uses ("photosynthesis" in a biology class) counts as a function word too, which is right:
  sharing it is no evidence of copying.
- The class's language is recognised by its most frequent words: the language whose stop-word list (from
  the stop-words package, 33 languages, optional) covers most of them. Its stop words then count as
  function words too, and its Snowball stemmer (PyStemmer, optional) stems the rest; where either
  package is missing or the language is not recognised, the derived function words alone are left out and
  a term is the folded word.

Terms are small integers, numbered per Lexicon: comparable only between documents of one scan.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from plagcheck.engine.normalize import NormalizeOptions, normalize_word
from plagcheck.engine.wordhash import word_hashes

#: A word in at least this share of the class's documents is a function word (classes of 10 or more).
FUNCTION_DOCUMENT_SHARE = 0.4
FUNCTION_MIN_DOCUMENTS = 10
#: A word making up at least this share of all the class's words is a function word (any class). English
#: "the" is about 6% of running text, "of" 3%, "is" 1%; a content word rarely reaches 0.5% of a class.
FUNCTION_TOKEN_SHARE = 0.005
#: ... and occurs at least this often (in a class of two short essays every word is 0.5% of the text).
FUNCTION_MIN_COUNT = 5
#: The class's most frequent words, by count, that recognise its language.
LANGUAGE_WORDS = 100
#: A language is recognised when its stop words make up at least this share of those words' occurrences,
#: and LANGUAGE_MARGIN times the share of the next best language (Danish and Norwegian share many).
LANGUAGE_MIN_COVER = 0.3
LANGUAGE_MARGIN = 1.5
NO_TERM = -1


@dataclass(frozen=True)
class Words:
    """A text's normalised words: hash of the folded form, and [start, end) in the original text."""

    hashes: np.ndarray  # uint64
    starts: np.ndarray  # int64
    ends: np.ndarray  # int64

    def __len__(self) -> int:
        return int(self.hashes.size)

    @cached_property
    def distinct(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Return (distinct hashes sorted, first position of each, count of each, each word's index in them)."""
        distinct, first, inverse, counts = np.unique(self.hashes, return_index=True, return_inverse=True,
                                                     return_counts=True)
        return distinct, first, counts, inverse.reshape(-1)


def text_words(text: str, options: NormalizeOptions = NormalizeOptions()) -> Words:
    """Return the normalised words of `text` (the same words word shingles are made of)."""
    return Words(*word_hashes(text, options))


def stop_word_lists() -> dict[str, frozenset[str]]:
    """Return {language name: folded stop words} from the stop-words package ({} when it is absent)."""
    global _STOP_WORDS
    if _STOP_WORDS is None:
        try:
            import stop_words
        except ImportError:
            _STOP_WORDS = {}
        else:
            _STOP_WORDS = {
                language: frozenset(normalize_word(w) for w in stop_words.get_stop_words(language))
                for language in stop_words.AVAILABLE_LANGUAGES
            }
    return _STOP_WORDS


_STOP_WORDS: dict[str, frozenset[str]] | None = None


def detect_language(frequent: dict[str, int]) -> str:
    """Return the language (a stop-word list's name) whose stop words cover most of the occurrences of the
    class's `frequent` words ({folded word: count}), or "" when no language clearly does."""
    total = sum(frequent.values())
    if not total:
        return ""
    shares = sorted(((sum(c for word, c in frequent.items() if word in words) / total, language)
                     for language, words in stop_word_lists().items()), reverse=True)
    if not shares:
        return ""
    cover, best = shares[0]
    second = shares[1][0] if len(shares) > 1 else 0.0
    return best if cover >= LANGUAGE_MIN_COVER and cover >= LANGUAGE_MARGIN * second else ""


def snowball_stemmer(language: str):
    """Return a PyStemmer stemmer for the `language`, or None (no stemmer for it, or not installed)."""
    try:
        import Stemmer
    except ImportError:
        return None
    return Stemmer.Stemmer(language) if language in Stemmer.algorithms() else None


@dataclass
class Lexicon:
    """The class's function words and its word -> term numbering (a term is a stem, or the folded word)."""

    function_words: np.ndarray  # sorted uint64 word hashes
    language: str = ""
    stemmer: object | None = None
    fold_homoglyphs: bool = True
    #: The recognised language's stop words (folded): function words too.
    stop_words: frozenset[str] = frozenset()
    #: Sorted word hashes met so far and the term of each (NO_TERM for function words).
    _words: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.uint64))
    _word_terms: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    _numbers: dict[str, int] = field(default_factory=dict)

    @property
    def stemming(self) -> str:
        """Return the Snowball language in use, or "" when words are compared unstemmed."""
        return self.language if self.stemmer is not None else ""

    def learn(self, texts: list[str], words: list[Words]) -> None:
        """Number the terms of every word of the texts not met before (one fold and stem per spelling)."""
        firsts = [w.distinct[:2] for w in words]
        hashes = np.concatenate([h for h, _ in firsts] + [np.zeros(0, np.uint64)])
        if hashes.size == 0:
            return
        owner = np.repeat(np.arange(len(firsts)), [h.size for h, _ in firsts])
        position = np.concatenate([i for _, i in firsts] + [np.zeros(0, np.int64)])
        distinct, first = np.unique(hashes, return_index=True)
        new = ~np.isin(distinct, self._words, assume_unique=True)
        distinct, first = distinct[new], first[new]
        if distinct.size == 0:
            return
        spellings = []
        for doc, at in zip(owner[first].tolist(), position[first].tolist()):
            raw = texts[doc][words[doc].starts[at] : words[doc].ends[at]]
            spellings.append(raw.lower() if raw.isascii() and raw.isalnum() else normalize_word(raw, self.fold_homoglyphs))
        stems = self.stemmer.stemWords(spellings) if self.stemmer is not None else spellings
        numbers = self._numbers
        terms = np.fromiter((numbers.setdefault(stem, len(numbers)) for stem in stems), dtype=np.int32,
                            count=len(stems))
        terms[np.isin(distinct, self.function_words, assume_unique=True)] = NO_TERM
        if self.stop_words:
            terms[[k for k, word in enumerate(spellings) if word in self.stop_words]] = NO_TERM
        merged = np.concatenate([self._words, distinct])
        order = np.argsort(merged, kind="stable")
        self._words = merged[order]
        self._word_terms = np.concatenate([self._word_terms, terms])[order]

    def terms(self, text: str, words: Words) -> np.ndarray:
        """Return the term number of every word of `text` (int32; NO_TERM for function words)."""
        if len(words) == 0:
            return np.zeros(0, dtype=np.int32)
        distinct, _, _, inverse = words.distinct
        where = np.searchsorted(self._words, distinct)
        known = (where < self._words.size) & (self._words[np.minimum(where, self._words.size - 1)] == distinct)
        if not known.all():
            self.learn([text], [words])
            where = np.searchsorted(self._words, distinct)
        return self._word_terms[where][inverse]


def inverse_document_frequency(terms_per_document: list[np.ndarray]) -> np.ndarray:
    """Return log((N + 1) / (df + 1)) + 1 per term number, over the N documents' term arrays."""
    present = [np.unique(t[t != NO_TERM]) for t in terms_per_document]
    everything = np.concatenate(present + [np.zeros(0, np.int32)]).astype(np.int64)
    frequency = np.bincount(everything) if everything.size else np.zeros(0, np.int64)
    return np.log((len(present) + 1) / (frequency + 1)) + 1


def build_lexicon(texts: list[str], words: list[Words], fold_homoglyphs: bool = True) -> Lexicon:
    """Return the lexicon of a class: function words from its own word statistics, its language recognised
    by its most frequent words, stems in that language, and every word of the class already numbered."""
    function, frequent = function_words(words, LANGUAGE_WORDS)
    spelled: dict[str, int] = {}
    for word_hash, count in frequent:
        for doc, (text, doc_words) in enumerate(zip(texts, words)):
            at = np.flatnonzero(doc_words.hashes == word_hash)
            if at.size:
                raw = text[doc_words.starts[at[0]] : doc_words.ends[at[0]]]
                folded = normalize_word(raw, fold_homoglyphs)
                spelled[folded] = spelled.get(folded, 0) + count
                break
    language = detect_language(spelled)
    stop = stop_word_lists().get(language, frozenset())
    lexicon = Lexicon(function, language, snowball_stemmer(language), fold_homoglyphs, stop)
    lexicon.learn(texts, words)
    return lexicon


def function_words(words: list[Words], most: int = 0) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """Return the sorted hashes of the class's function words (see the module's docstring), and the `most`
    frequent words' (hash, count), most frequent first."""
    documents = [w.distinct for w in words if len(w)]
    if not documents:
        return np.zeros(0, dtype=np.uint64), []
    hashes = np.concatenate([d[0] for d in documents])
    order = np.argsort(hashes, kind="stable")
    hashes = hashes[order]
    starts = np.flatnonzero(np.concatenate(([True], hashes[1:] != hashes[:-1])))
    distinct = hashes[starts]
    counts = np.add.reduceat(np.concatenate([d[2] for d in documents])[order], starts)
    document_frequency = np.diff(np.append(starts, hashes.size))  # each document holds a word once here
    del hashes, order
    total = int(counts.sum())
    top = np.argsort(-counts, kind="stable")[:most]
    frequent = list(zip(distinct[top].tolist(), counts[top].tolist()))
    function = counts >= max(FUNCTION_TOKEN_SHARE * total, FUNCTION_MIN_COUNT)
    if len(documents) >= FUNCTION_MIN_DOCUMENTS:
        function |= document_frequency >= FUNCTION_DOCUMENT_SHARE * len(documents)
    return distinct[function], frequent
