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
  the stop-words package, 33 languages, optional) covers most of them. Those of its stop words that are
  among the class's most frequent words then count as function words too (the lists are long and hold
  content words), and its Snowball stemmer (PyStemmer, optional) stems the rest; where either
  package is missing or the language is not recognised, the derived function words alone are left out and
  a term is the folded word cut to its first PREFIX_LENGTH characters.
- Where the language is recognised, a term is *everyday* when one of its spellings is among the
  language's most frequent words (word_rarity.py: "found", "read", "important", not "neonicotinoid"):
  sentences sharing only everyday terms are no seed of a reworded passage (everyday_terms).

Terms are small integers, numbered per Lexicon: comparable only between documents of one scan.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field, replace
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import run_starts
from plagcheck.engine.reworded.word_rarity import EVERYDAY_ZIPF, UNLISTED_ZIPF, zipf_frequencies
from plagcheck.engine.steps import drained
from plagcheck.engine.text.normalize import NormalizeOptions, normalize_word
from plagcheck.engine.text.wordhash import word_hashes

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
#: Inverse document frequencies count this many more documents, using none of the class's terms: the rest
#: of the language. In a class of three texts on one subject, a word two of them use would otherwise weigh
#: little beside words each uses alone, and two passages on that subject would look unlike; in a class of
#: thousands it changes nothing. Measured with 0, 10, 20, 30 and 50: at 30, the README's class of three
#: (an article, an essay copying a paragraph of it and rewording the next, an honest essay) shows the
#: reworded paragraph, as no value under 20 does; 40 generated classes of three independent essays give no
#: reworded passage (1 at 0); the short-answer corpus gives 2 pairs with an honest answer and a reworded
#: passage (3 at 0) and finds 4 heavy revisions (3); PAN's disguised pairs aligned directly are unchanged.
IDF_BACKGROUND_DOCUMENTS = 30
#: Where no Snowball stemmer serves the class's language (none exists for it, PyStemmer is not installed, or
#: the language is not recognised), a word's term is its first PREFIX_LENGTH characters. Truncation is
#: known to join inflected forms about as well as a stemmer in most European languages (McNamee, Nicholas
#: and Mayfield, SIGIR 2009). Bulgarian, Slovak and Ukrainian have stop-word lists but no Snowball stemmer;
#: a class in a language without a stop-word list (Estonian, Latvian, Croatian...) is not recognised. Measured on PAN 2013's disguised cases (English,
#: pairs aligned directly), overall plagdet: Snowball 0.8677, the first 6 characters 0.8685, 5 characters
#: 0.8670, whole words 0.8647; with 6 characters, the same no-plagiarism pair and essays as with Snowball
#: (bench_precision.py).
PREFIX_LENGTH = 6


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
        """Return (distinct hashes sorted, first position of each, count of each, each word's index in them).

        The same arrays as np.unique(hashes, return_index=True, return_inverse=True, return_counts=True),
        without its overhead, which dominates for a document's thousand words.
        """
        hashes = self.hashes
        size = hashes.size
        order = np.argsort(hashes, kind="stable")  # stable: the first of each group is its first position
        in_order = hashes[order]
        new = np.empty(size, dtype=bool)
        new[:1] = True
        np.not_equal(in_order[1:], in_order[:-1], out=new[1:])
        groups = np.flatnonzero(new)
        bounds = np.append(groups, size)
        inverse = np.empty(size, dtype=np.intp)
        inverse[order] = np.cumsum(new) - 1
        return in_order[groups], order[groups], bounds[1:] - bounds[:-1], inverse


@dataclass(frozen=True)
class ClassWords:
    """The distinct words of a class of documents, with what the lexicon needs to know of each."""

    hashes: np.ndarray  # sorted distinct uint64 word hashes
    document: np.ndarray  # index of the first document holding each word
    position: np.ndarray  # the word's first position in that document
    counts: np.ndarray  # the word's occurrences in the class
    documents: np.ndarray  # how many documents hold the word
    nonempty: int  # documents with at least one word


def class_words(words: list[Words]) -> ClassWords:
    """Return the distinct words of the documents' `words`, from their per-document distinct values."""
    distinct = [w.distinct for w in words]
    hashes = np.concatenate([d[0] for d in distinct] + [np.zeros(0, np.uint64)])
    # Stable: equal hashes stay in document order, so the first of each group is its first document's.
    order = np.argsort(hashes, kind="stable")
    hashes = hashes[order]
    starts = run_starts(hashes)
    first = order[starts]
    owner = np.repeat(np.arange(len(words)), [d[0].size for d in distinct])
    position = np.concatenate([d[1] for d in distinct] + [np.zeros(0, np.intp)])
    counts = np.concatenate([d[2] for d in distinct] + [np.zeros(0, np.intp)])[order]
    counts = np.add.reduceat(counts, starts) if starts.size else counts
    documents = np.diff(np.append(starts, hashes.size))  # each document holds a word once here
    return ClassWords(hashes[starts], owner[first], position[first], counts, documents,
                      sum(1 for w in words if len(w)))


def text_words(text: str, options: NormalizeOptions = NormalizeOptions()) -> Words:
    """Return the normalised words of `text` (the same words word shingles are made of)."""
    return Words(*word_hashes(text, options))


#: The stop-words package's Turkish list was written in Windows-1254 and read as Latin-1: "altý" is "altı",
#: "þey" "şey", "ðibi" "ğibi" (a dotless ı folds to i). Only its words without those letters matched a Turkish
#: text, so 8 of the 30 Turkish texts of bench/data/multilingual/tr were recognised as Turkish one by one
#: (pivot.document_languages); with the list repaired, 10.
_MOJIBAKE = {"turkish": str.maketrans({"ý": "i", "þ": "ş", "ð": "ğ", "Ý": "i", "Þ": "ş", "Ð": "ğ"})}
#: Turkish function words the package's list lacks, among the 120 most frequent words of wordfreq's Turkish
#: list ("olarak": as, "kadar": until, "değil": not, "göre": according to...). The list's 114 words covered
#: 28-31% of a Turkish essay's 100 most frequent words, at the edge of LANGUAGE_MIN_COVER.
_MISSING_STOP_WORDS = {"turkish": """
olarak kadar olan o var sonra yok değil mi mı mu mü ise bile böyle önce artık göre aynı olduğunu olduğu olur
kendi birlikte diğer başka ancak içinde arasında şekilde yine hemen öyle şimdi işte sadece tek
""".split()}


def stop_word_lists() -> dict[str, frozenset[str]]:
    """Return {language name: folded stop words} from the stop-words package ({} when it is absent), its
    Turkish list repaired (_MOJIBAKE) and completed (_MISSING_STOP_WORDS): every reader of stop words (the
    class's language and terms here, the pivot's languages of documents) reads these."""
    global _STOP_WORDS
    if _STOP_WORDS is None:
        try:
            import stop_words
        except ImportError:
            _STOP_WORDS = {}
        else:
            _STOP_WORDS = {language: _repaired(language, stop_words.get_stop_words(language))
                           for language in stop_words.AVAILABLE_LANGUAGES}
    return _STOP_WORDS


def _repaired(language: str, words: list[str]) -> frozenset[str]:
    """Return the folded stop words of `language`, repaired and completed where the package's list is not
    right (_MOJIBAKE, _MISSING_STOP_WORDS)."""
    folded = frozenset(normalize_word(word) for word in words)
    if language not in _MOJIBAKE:
        return folded
    return (frozenset(word.translate(_MOJIBAKE[language]) for word in folded)
            | frozenset(normalize_word(word) for word in _MISSING_STOP_WORDS.get(language, ())))


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


def truncated(words: list[str]) -> list[str]:
    """Return each word cut to its first PREFIX_LENGTH characters (the stem where no stemmer serves)."""
    return [word[:PREFIX_LENGTH] for word in words]


def snowball_stemmer(language: str):
    """Return a PyStemmer stemmer for the `language`, or None (no stemmer for it, or not installed)."""
    try:
        import Stemmer
    except ImportError:
        return None
    if language not in Stemmer.algorithms():
        return None
    stemmer = Stemmer.Stemmer(language)
    # A lexicon stems each spelling once: a cache would only be filled and purged (it made stemming 2.5x slower).
    stemmer.maxCacheSize = 0
    return stemmer


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
    #: Per term number, the Zipf frequency in the language of its most frequent spelling met (word_rarity.py);
    #: empty when no frequency list serves the language.
    _term_zipf: np.ndarray = field(default_factory=lambda: np.zeros(0))

    @property
    def stemming(self) -> str:
        """Return the Snowball language in use, or "" when words are cut to PREFIX_LENGTH characters instead."""
        return self.language if self.stemmer is not None else ""

    def learning_copy(self) -> Lexicon:
        """Return a copy that learns words without changing this lexicon. Learning replaces the word arrays
        (never writes into them); only the stem numbering and the terms' frequencies are written in place."""
        return replace(self, _numbers=dict(self._numbers), _term_zipf=self._term_zipf.copy())

    def learn(self, texts: list[str], words: list[Words]) -> None:
        """Number the terms of every word of the texts not met before (one fold and stem per spelling)."""
        self._learn(texts, words, class_words(words))

    def _learn(self, texts: list[str], words: list[Words], vocabulary: ClassWords) -> None:
        """learn, given the texts' class_words."""
        new = ~np.isin(vocabulary.hashes, self._words, assume_unique=True)
        distinct = vocabulary.hashes[new]
        if distinct.size == 0:
            return
        # Each new word as first written: its document, and where it is in that document's words.
        document = vocabulary.document[new]
        offsets = np.cumsum([0] + [len(w) for w in words[:-1]], dtype=np.intp)
        at = offsets[document] + vocabulary.position[new]
        starts = np.concatenate([w.starts for w in words])[at].tolist()
        ends = np.concatenate([w.ends for w in words])[at].tolist()
        fold = self.fold_homoglyphs
        raws = [texts[doc][start:end] for doc, start, end in zip(document.tolist(), starts, ends)]
        spellings = [raw.lower() if raw.isascii() and raw.isalnum() else normalize_word(raw, fold) for raw in raws]
        # The stemmer reads each word in its own script: folded look-alikes would turn Russian "красивый" into
        # "kpacиbый", Greek likewise, Turkish "ı" into "i", and no suffix would be recognised. A word and its
        # homoglyph-disguised twin still share one term: terms are numbered by the folded word's hash.
        written = [normalize_word(raw, False) if fold and not raw.isascii() else spelled
                   for raw, spelled in zip(raws, spellings)]
        stems = self.stemmer.stemWords(written) if self.stemmer is not None else truncated(written)
        # A stem not met before gets the next number, in the order the stems come.
        numbers = self._numbers
        unseen = [stem for stem in dict.fromkeys(stems) if stem not in numbers]
        numbers.update(zip(unseen, range(len(numbers), len(numbers) + len(unseen))))
        terms = np.fromiter(map(numbers.__getitem__, stems), dtype=np.int32, count=len(stems))
        self._note_frequencies(spellings, terms, len(numbers))
        terms[np.isin(distinct, self.function_words, assume_unique=True)] = NO_TERM
        if self.stop_words:
            terms[[k for k, word in enumerate(spellings) if word in self.stop_words]] = NO_TERM
        merged = np.concatenate([self._words, distinct])
        order = np.argsort(merged, kind="stable")
        self._words = merged[order]
        self._word_terms = np.concatenate([self._word_terms, terms])[order]

    def _note_frequencies(self, spellings: list[str], terms: np.ndarray, term_count: int) -> None:
        """Raise each term's Zipf frequency to that of its most frequent spelling among `spellings`."""
        zipf = zipf_frequencies(self.language, spellings) if self.language else None
        if zipf is None:
            return
        known = self._term_zipf
        if known.size < term_count:
            known = np.concatenate([known, np.full(term_count - known.size, UNLISTED_ZIPF)])
        np.maximum.at(known, terms, zipf)
        self._term_zipf = known

    def stems(self) -> list[str]:
        """Return the stem (or cut word) of each term number, in number order."""
        stems = [""] * len(self._numbers)
        for stem, number in self._numbers.items():
            stems[number] = stem
        return stems

    def everyday_terms(self, count: int) -> np.ndarray:
        """Return, for terms 0..count-1, whether each is an everyday word of the class's language (one of
        its spellings at EVERYDAY_ZIPF or more); all False when no frequency list serves the language."""
        everyday = np.zeros(count, dtype=bool)
        known = min(count, self._term_zipf.size)
        everyday[:known] = self._term_zipf[:known] >= EVERYDAY_ZIPF
        return everyday

    def terms(self, text: str, words: Words) -> np.ndarray:
        """Return the term number of every word of `text` (int32; NO_TERM for function words)."""
        if len(words) == 0:
            return np.zeros(0, dtype=np.int32)
        distinct, _, _, inverse = words.distinct
        where = np.searchsorted(self._words, distinct)
        if self._words.size == 0 or not (self._words.take(where, mode="clip") == distinct).all():
            self.learn([text], [words])
            where = np.searchsorted(self._words, distinct)
        return self._word_terms[where][inverse]


def inverse_document_frequency(terms_per_document: list[np.ndarray]) -> np.ndarray:
    """Return log((N + B + 1) / (df + 1)) + 1 per term number, over the N documents' term arrays, B being
    IDF_BACKGROUND_DOCUMENTS."""
    present = []
    for terms in terms_per_document:  # each document's distinct terms (and NO_TERM), from one plain sort
        in_order = np.sort(terms)
        present.append(in_order[np.flatnonzero(in_order[1:] != in_order[:-1])])  # all but the last value
        present.append(in_order[-1:])
    everything = np.concatenate(present + [np.zeros(0, np.int32)]).astype(np.int64)
    everything = everything[everything != NO_TERM]
    frequency = np.bincount(everything) if everything.size else np.zeros(0, np.int64)
    return np.log((len(terms_per_document) + IDF_BACKGROUND_DOCUMENTS + 1) / (frequency + 1)) + 1


def build_lexicon(texts: list[str], words: list[Words], fold_homoglyphs: bool = True) -> Lexicon:
    """Return the lexicon of a class: function words from its own word statistics, its language recognised
    by its most frequent words, stems in that language, and every word of the class already numbered."""
    return drained(build_lexicon_steps(texts, words, fold_homoglyphs))


#: build_lexicon_steps yields after this many documents' distinct words (about 0.04 s on PAN's texts).
DOCUMENTS_PER_STEP = 500


def build_lexicon_steps(texts: list[str], words: list[Words], fold_homoglyphs: bool = True
                        ) -> Generator[None, None, Lexicon]:
    """build_lexicon, yielding between its steps so that a scan of thousands of documents can be cancelled
    during it; returns what build_lexicon returns."""
    for count, document_words in enumerate(words, start=1):
        _ = document_words.distinct  # cached on the Words, for class_words below
        if count % DOCUMENTS_PER_STEP == 0:
            yield
    vocabulary = class_words(words)
    yield
    function, frequent = _function_words(vocabulary, LANGUAGE_WORDS)
    spelled: dict[str, int] = {}
    for doc, at, count in zip(vocabulary.document[frequent].tolist(), vocabulary.position[frequent].tolist(),
                              vocabulary.counts[frequent].tolist()):
        raw = texts[doc][words[doc].starts[at] : words[doc].ends[at]]  # as first written in the class
        folded = normalize_word(raw, fold_homoglyphs)
        spelled[folded] = spelled.get(folded, 0) + count
    language = detect_language(spelled)
    # Only the stop words among the class's most frequent words: the lists are long (English: 1,333 words,
    # "information", "system" and "problem" among them), and what a class writes about must stay content.
    stop = stop_word_lists().get(language, frozenset()) & frozenset(spelled)
    lexicon = Lexicon(function, language, snowball_stemmer(language), fold_homoglyphs, stop)
    yield
    lexicon._learn(texts, words, vocabulary)
    return lexicon


def function_words(words: list[Words], most: int = 0) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """Return the sorted hashes of the class's function words (see the module's docstring), and the `most`
    frequent words' (hash, count), most frequent first."""
    vocabulary = class_words(words)
    function, frequent = _function_words(vocabulary, most)
    return function, list(zip(vocabulary.hashes[frequent].tolist(), vocabulary.counts[frequent].tolist()))


def _function_words(vocabulary: ClassWords, most: int) -> tuple[np.ndarray, np.ndarray]:
    """Return the sorted hashes of the class's function words, and the indices in `vocabulary` of its
    `most` most frequent words, most frequent first (in hash order among equals)."""
    counts = vocabulary.counts
    top = np.argsort(-counts, kind="stable")[:most]
    function = counts >= max(FUNCTION_TOKEN_SHARE * int(counts.sum()), FUNCTION_MIN_COUNT)
    if vocabulary.nonempty >= FUNCTION_MIN_DOCUMENTS:
        function |= vocabulary.documents >= FUNCTION_DOCUMENT_SHARE * vocabulary.nonempty
    return vocabulary.hashes[function], top
