"""Documents in several languages, seen in one vocabulary: English stems (the pivot).

A translated copy shares no word with its source, but says what it says: its content words translate its
source's. Here every document of a class written in more than one language becomes a ContentDocument whose
terms are English Snowball stems: an English word's own stem; a word of another language, its stem looked
up in the pivot lexicon of that language (plagcheck/lexicons/LANG.tsv.gz, built from Debian's FreeDict
dictionaries by scripts/build_pivot_lexicon.py: a stem -> the English stems it translates to). The rest of
the reworded engine (seeds, passages, common origin) then compares them as it compares two texts of one
language.

- A document's language is recognised from its own words, as the class's is (lexicon.detect_language: the
  stop-word list covering most of its most frequent words), a document at a time, all in one pass of array
  operations (document_languages). A class whose documents all share one language, or whose other
  languages have no pivot lexicon, is left as it is: no lexicon is read and nothing is made.
- A word of several senses ("grand": big, great, large, tall) takes the sense the class supports most: the
  English stem that the most of the class's languages can say (English words counting as themselves), the
  dictionary's first among equals. Counting languages, not words, keeps one language's many words for
  "bear" (to bear fruit, a bear) from outvoting the "fruit" every language has a word for. So the French "grand", the Spanish "grande" and an English
  source's "large" all become "larg" when the source says "large".
- A name, number or date is no term at all: only words the dictionaries translate (or a word spelled as an
  English word of the lexicon, "instrument", "photo") count, so two texts sharing names and figures share no
  evidence of translation.
- Each language's stop words are function words, as are the words the scan leaves out of comparison
  (templates, quotations with a citation, common text), given as `left_out`, and, for the class, a word
  whose chosen sense is an English function word; in a pair, such a word takes a sense of its other ones
  that the other document's words may take too (PivotDocument.toward).

The lexicons are read on first use, a language at a time (LexiconFiles), so a class in one language pays
nothing for them.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cached_property, partial
from importlib import resources

import numpy as np

from plagcheck.engine.arrays import sorted_unique
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.lexicon import (IDF_BACKGROUND_DOCUMENTS, LANGUAGE_MARGIN, LANGUAGE_MIN_COVER,
                                               LANGUAGE_WORDS, NO_TERM, Lexicon, Words, class_words,
                                               inverse_document_frequency, snowball_stemmer, stop_word_lists)
from plagcheck.engine.reworded.word_rarity import EVERYDAY_ZIPF
from plagcheck.engine.text.normalize import normalize_word
from plagcheck.engine.text.wordhash import word_hashes

#: The languages translated copying reads (stop-word list names), and the file of each one's pivot lexicon.
PIVOT_LANGUAGES: dict[str, str] = {
    "english": "", "french": "fra", "spanish": "spa", "german": "deu", "italian": "ita", "portuguese": "por",
    "dutch": "nld", "indonesian": "ind", "turkish": "tur",
}
#: Lexicons read after a language's own file, for the stems it lacks: made from another source under a licence
#: that cannot be joined with the first file's (LICENSES.md). Italian's FreeDict dictionaries hold 2,782 of its
#: frequent stems ("ape", bee, and "polline", pollen, not among them); Apertium's Italian-Spanish and
#: Spanish-English pairs (GPL-2.0-only; scripts/build_apertium_lexicon.py) give 6,947.
SUPPLEMENTS: dict[str, tuple[str, ...]] = {"ita": ("ita-apertium",)}
#: What the class's English documents count for in choosing a word's sense, against one for each other
#: language: a source in English names the senses its translations take ("hembra": woman or female? the
#: source says "female"). Measured on bench_translated.py's class: 1 found 18 of 23 planted paragraphs, 3 found
#: 19 (on its first 16, before senses were also chosen per pair: 9 and 11).
ENGLISH_SUPPORT = 3
#: Senses kept per word (the lexicons keep up to 6 per stem).
MAX_SENSES = 6
#: A document's language is recognised from its LANGUAGE_WORDS most frequent words when it has at least
#: this many words (a title page or a table says too little).
MIN_LANGUAGE_WORDS = 40


class EnglishStems:
    """The English stems of the pivot, numbered as in english.tsv.gz, kept as one array of bytes (a dict of
    64,000 strings held 8 MB more at a scan's peak) and looked up by binary search."""

    def __init__(self, stems: list[str], encoded: np.ndarray | None = None) -> None:
        if encoded is None:
            encoded = np.array([stem.encode("utf-8") for stem in stems], dtype=bytes)
        self._order = np.argsort(encoded, kind="stable").astype(np.int32)
        self._sorted = encoded[self._order]

    def __len__(self) -> int:
        return int(self._sorted.size)

    def numbers(self, stems: list[str]) -> np.ndarray:
        """Return each stem's pivot term number (int32), NO_TERM for a stem the lexicons do not hold."""
        if not stems or self._sorted.size == 0:
            return np.full(len(stems), NO_TERM, dtype=np.int32)
        wanted = np.array([stem.encode("utf-8") for stem in stems], dtype=bytes)
        at = np.minimum(np.searchsorted(self._sorted, wanted), self._sorted.size - 1)
        return np.where(self._sorted[at] == wanted, self._order[at], NO_TERM).astype(np.int32)

    def get(self, stem: str) -> int | None:
        """Return the stem's pivot term number, or None."""
        number = int(self.numbers([stem])[0])
        return None if number == NO_TERM else number

    def stem(self, number: int) -> str:
        """Return the English stem of a pivot term number."""
        return self._sorted[int(np.flatnonzero(self._order == number)[0])].decode("utf-8")

    def with_stems(self, stems: list[str]) -> EnglishStems:
        """Return these stems with `stems` not among them numbered after them, in the order given."""
        listed = self.numbers(stems)
        new = list(dict.fromkeys(stem for stem, number in zip(stems, listed.tolist()) if number == NO_TERM))
        if not new:
            return self
        known = np.empty_like(self._sorted)
        known[self._order] = self._sorted  # each stem at its number
        return EnglishStems([], np.concatenate([known, np.array([stem.encode("utf-8") for stem in new], dtype=bytes)]))


class LexiconFiles:
    """The pivot lexicons shipped in plagcheck/lexicons, each read on first use and kept."""

    def __init__(self, package: str = "plagcheck.lexicons") -> None:
        self._package = package
        self._english: EnglishStems | None = None
        self._zipf: np.ndarray | None = None
        self._listed = 0
        self._version: str | None = None
        self._languages: dict[str, dict[str, tuple[int, ...]]] = {}

    def _lines(self, name: str) -> list[list[str]]:
        path = resources.files(self._package) / f"{name}.tsv.gz"
        with path.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as handle:
            return [line.rstrip("\n").split("\t") for line in handle]

    def english(self) -> EnglishStems:
        """Return every English stem the lexicons use, with its pivot term number."""
        if self._english is None:
            rows = self._lines("english")
            self._english = EnglishStems([stem for stem, _ in rows])
            self._zipf = np.array([float(zipf) for _, zipf in rows])
            self._listed = len(rows)
        return self._english

    def listed(self) -> int:
        """Return how many English stems english.tsv.gz lists: their term numbers are the same in every process
        (those a lexicon brings of its own are numbered in the order the lexicons are read)."""
        self.english()
        return self._listed

    def version(self) -> str:
        """Return a hash of the lexicon files' bytes (16 hex digits): what a stored text's pivot senses depend on."""
        if self._version is None:
            digest = hashlib.sha256()
            for entry in sorted(resources.files(self._package).iterdir(), key=lambda e: e.name):
                if entry.name.endswith(".tsv.gz"):
                    digest.update(entry.name.encode("utf-8") + b"\0" + entry.read_bytes())
            self._version = digest.hexdigest()[:16]
        return self._version

    def everyday(self) -> np.ndarray:
        """Return, per pivot term number, whether its English stem is an everyday word (word_rarity.py)."""
        self.english()
        return self._zipf >= EVERYDAY_ZIPF

    def senses(self, language: str) -> dict[str, tuple[int, ...]]:
        """Return {stem in `language` (a PIVOT_LANGUAGES name): its English senses' pivot term numbers, the
        most often given first}; {} for English."""
        code = PIVOT_LANGUAGES.get(language, "")
        if not code:
            return {}
        if code not in self._languages:
            rows = [(stem, glosses.split(" ")) for stem, glosses in self._lines(code)]
            for supplement in SUPPLEMENTS.get(code, ()):
                known = {stem for stem, _ in rows}
                rows += [(stem, glosses.split(" ")) for stem, glosses in self._lines(supplement) if stem not in known]
            glosses_read = [gloss for _, glosses in rows for gloss in glosses]
            # A lexicon under another licence than english.tsv.gz's (Indonesian: CC BY-SA 3.0) brings English
            # stems of its own: they are numbered after the listed ones, and are no everyday words.
            self._english = self.english().with_stems(glosses_read)
            self._zipf = np.concatenate([self._zipf, np.zeros(len(self._english) - self._zipf.size)])
            numbers = self._english.numbers(glosses_read).tolist()
            senses, at = {}, 0
            for stem, glosses in rows:
                found = tuple(n for n in numbers[at : at + len(glosses)] if n != NO_TERM)
                at += len(glosses)
                senses[stem] = found
            self._languages[code] = senses
        return self._languages[code]


LEXICONS = LexiconFiles()


@dataclass
class _StopWords:
    """The stop words of every language as sorted word hashes, with a bit per language of each."""

    hashes: np.ndarray = field(default_factory=lambda: np.zeros(0, np.uint64))
    bits: np.ndarray = field(default_factory=lambda: np.zeros(0, np.uint64))
    languages: list[str] = field(default_factory=list)


_STOP: _StopWords | None = None


def _stop_words() -> _StopWords:
    """Return the stop-word hashes of every language of the stop-words package, made once."""
    global _STOP
    if _STOP is None:
        lists = stop_word_lists()
        # Malay's list is nearly Indonesian's: with both, no Indonesian text would clear the margin.
        languages = sorted(language for language in lists if language != "malaysian")
        hashes, bits = [], []
        for number, language in enumerate(languages):
            words = sorted(lists[language])
            found = word_hashes(" ".join(words))[0]
            hashes.append(np.unique(found))
            bits.append(np.full(hashes[-1].size, np.uint64(1) << np.uint64(number)))
        joined = np.concatenate(hashes + [np.zeros(0, np.uint64)])
        mask = np.concatenate(bits + [np.zeros(0, np.uint64)])
        order = np.argsort(joined, kind="stable")
        joined, mask = joined[order], mask[order]
        starts = np.flatnonzero(np.append(True, joined[1:] != joined[:-1]))
        _STOP = _StopWords(joined[starts], np.bitwise_or.reduceat(mask, starts) if starts.size else mask, languages)
    return _STOP


def document_languages(words: dict[int, Words]) -> dict[int, str]:
    """Return {document id: its language (a stop-word list's name), or "" when not recognised} for each
    document, from its LANGUAGE_WORDS most frequent words as lexicon.detect_language decides for a class
    (LANGUAGE_MIN_COVER, LANGUAGE_MARGIN), all documents in one pass of array operations."""
    stop = _stop_words()
    ids = list(words)
    result = {doc_id: "" for doc_id in ids}
    long_enough = [doc_id for doc_id in ids if len(words[doc_id]) >= MIN_LANGUAGE_WORDS]
    if stop.hashes.size == 0:
        return result
    for lo in range(0, len(long_enough), LANGUAGE_BATCH):  # a batch at a time: memory stays small
        result.update(_languages_of(words, long_enough[lo : lo + LANGUAGE_BATCH], stop))
    return result


#: A language that writes with suffixes what others write with function words ("evde": in the house) says
#: few of its stop words: a Turkish encyclopaedia text's stop words are 13-28% of its 100 most frequent words,
#: an essay's 33-51%. Such a language is recognised from a lower cover (the first figure) when it leads the
#: next language by a wider margin (the second). On bench/data/multilingual/tr: 14 of 30 texts recognised as
#: Turkish with LANGUAGE_MIN_COVER alone, 23 with (0.15, 2.0): the 7 left are synonym-swapped rewrites; no
#: German, Spanish, Russian, Czech, Croatian or Ukrainian text taken for Turkish.
SPARSE_STOP_WORDS = {"turkish": (0.15, 2.0)}
#: Documents whose languages are recognised in one pass of array operations.
LANGUAGE_BATCH = 256


def _languages_of(words: dict[int, Words], long_enough: list[int], stop: _StopWords) -> dict[int, str]:
    """Return the recognised language of each of the documents `long_enough` (document_languages)."""
    result: dict[int, str] = {}
    # Each document's distinct words with their counts, its most frequent LANGUAGE_WORDS kept.
    distinct = [words[doc_id].distinct for doc_id in long_enough]
    hashes = np.concatenate([d[0] for d in distinct])
    counts = np.concatenate([d[2] for d in distinct]).astype(np.int64)
    owner = np.repeat(np.arange(len(long_enough)), [d[0].size for d in distinct])
    order = np.lexsort((-counts, owner))
    hashes, counts, owner = hashes[order], counts[order], owner[order]
    starts = np.searchsorted(owner, np.arange(len(long_enough)))
    rank = np.arange(owner.size) - starts[owner]
    top = rank < LANGUAGE_WORDS
    hashes, counts, owner = hashes[top], counts[top], owner[top]
    at = np.minimum(np.searchsorted(stop.hashes, hashes), stop.hashes.size - 1)
    masks = np.where(stop.hashes[at] == hashes, stop.bits[at], np.uint64(0))
    totals = np.bincount(owner, weights=counts, minlength=len(long_enough))
    shares = np.zeros((len(long_enough), len(stop.languages)))
    for number in range(len(stop.languages)):
        has = (masks & (np.uint64(1) << np.uint64(number))) != 0
        shares[:, number] = np.bincount(owner[has], weights=counts[has], minlength=len(long_enough))
    shares /= np.maximum(totals, 1)[:, None]
    ranked = np.sort(shares, axis=1)
    best, second = ranked[:, -1], ranked[:, -2] if shares.shape[1] > 1 else np.zeros(len(long_enough))
    chosen = np.argmax(shares, axis=1)
    recognised = (best >= LANGUAGE_MIN_COVER) & (best >= LANGUAGE_MARGIN * second)
    for language, (cover, margin) in SPARSE_STOP_WORDS.items():
        if language in stop.languages:
            column = stop.languages.index(language)
            recognised |= (chosen == column) & (best >= cover) & (best >= margin * second)
    for row, doc_id in enumerate(long_enough):
        if recognised[row]:
            result[doc_id] = stop.languages[int(chosen[row])]
    return result


def translated_languages(languages: dict[int, str]) -> set[str]:
    """Return the languages of `languages` that translated copying reads, when at least two of them are
    present (else an empty set: nothing is translated)."""
    present = {language for language in languages.values() if language in PIVOT_LANGUAGES}
    return present if len(present) >= 2 else set()


def document_senses(texts: dict[int, str], words: dict[int, Words], languages: dict[int, str],
                    lexicons: LexiconFiles = LEXICONS) -> dict[int, np.ndarray]:
    """Return {document id: the sorted distinct pivot term numbers (int32) its words may take} for each document
    whose language (`languages`) the pivot reads, each read on its own: every sense of every content word (up to
    MAX_SENSES), English function words' senses, numbers and the stems a lexicon brings of its own left out
    (LexiconFiles.listed), so that what a store keeps of a text depends on the text and the lexicon files alone.
    It holds the senses a PivotDocument's `sense_set` may hold, with no choice made for a class. The documents of
    one language are looked up through their vocabulary, each distinct word once."""
    ids = [doc_id for doc_id in texts if languages.get(doc_id) in PIVOT_LANGUAGES and len(words[doc_id])]
    by_language: dict[str, list[int]] = {}
    for doc_id in ids:
        by_language.setdefault(languages[doc_id], []).append(doc_id)
    for language in by_language:
        lexicons.senses(language)
    english = lexicons.english()
    listed = lexicons.listed()
    function_senses = _english_function_terms(english)
    result: dict[int, np.ndarray] = {}
    for language, members in by_language.items():
        vocabulary = class_words([words[doc_id] for doc_id in members])
        spellings = [_spelling(texts[members[doc]], words[members[doc]], at)
                     for doc, at in zip(vocabulary.document.tolist(), vocabulary.position.tolist())]
        stop = ENGLISH_FUNCTION_WORDS if language == "english" else frozenset(
            word for word in stop_word_lists().get(language, ()) if len(word) <= SHORT_STOP_WORD)
        senses = lexicons.senses(language)
        matrix = np.full((len(spellings) + 1, MAX_SENSES), NO_TERM, dtype=np.int32)  # last row: no word
        unlisted: list[int] = []
        entries = _stems(language, spellings)
        for row, (stem, spelled) in enumerate(entries):
            if spelled in stop or spelled.isdigit():
                continue
            options = senses.get(stem) or senses.get(_restored(language, stem, senses), ())
            if options:
                matrix[row, : min(len(options), MAX_SENSES)] = options[:MAX_SENSES]
            else:  # an English word, or one spelled as an English stem
                unlisted.append(row)
        if unlisted:
            matrix[unlisted, 0] = english.numbers([entries[row][0] for row in unlisted])
        matrix[(matrix >= listed) | np.isin(matrix, function_senses)] = NO_TERM
        for doc_id in members:
            rows = np.searchsorted(vocabulary.hashes, words[doc_id].distinct[0])
            values = np.unique(matrix[rows])
            result[doc_id] = values[values != NO_TERM].astype(np.int32)
    return result


def pivot_documents(texts: dict[int, str], words: dict[int, Words | None], contents: dict[int, ContentDocument],
                    languages: dict[int, str], left_out: dict[int, np.ndarray] | None = None,
                    lexicons: LexiconFiles = LEXICONS, lexicon: Lexicon | None = None,
                    weighed: set[int] | None = None) -> dict[int, PivotDocument]:
    """Return a PivotDocument (terms: English stems' pivot term numbers) of every document of
    `contents` whose language (`languages`) the pivot reads, with its sentences, paragraph openers and
    citations as in `contents`, the pivot idf over these documents and the English everyday words; words
    where `left_out` (per document) is True have no term.

    The documents in the class's own language (`lexicon`, when it stems them with that language's Snowball
    stemmer; their `words` may be None) are read through their terms in `contents`, already stems of that
    language: only the other
    languages' words are folded and stemmed again (a class of 2,000 English texts with one Dutch page pays
    for the Dutch page's words, not for the English ones').

    `weighed`, when given, are the documents whose terms make the idf (a class's, not the reference texts read
    with it: engine/references/translations.py); a term none of them holds weighs as an unseen one."""
    left_out = left_out or {}
    own = lexicon.stemming if lexicon is not None else ""
    ids = [doc_id for doc_id in contents if languages.get(doc_id) in PIVOT_LANGUAGES
           and (words.get(doc_id) is not None or (own and languages[doc_id] == own))]
    by_language: dict[str, list[int]] = {}
    for doc_id in ids:
        by_language.setdefault(languages[doc_id], []).append(doc_id)
    for language in by_language:  # first: a language's lexicon may number English stems of its own
        lexicons.senses(language)
    english = lexicons.english()
    own = own if own in by_language else ""
    # Each language's vocabulary (the class's terms for its own language, else the distinct words), the stem
    # of each entry, and the English senses each may take.
    vocabularies: dict[str, tuple[np.ndarray, list[tuple[int, ...]]]] = {}
    support = np.zeros(len(english), dtype=np.int64)
    for language, members in by_language.items():
        stop = ENGLISH_FUNCTION_WORDS if language == "english" else frozenset(
            word for word in stop_word_lists().get(language, ()) if len(word) <= SHORT_STOP_WORD)
        if language == own:
            stems = lexicon.stems()
            stop_stems = frozenset(_stems(language, sorted(stop)))
            entries = [(stem, stem if stem not in stop_stems else "") for stem in stems]
            keys = np.arange(len(stems), dtype=np.int64)
        else:
            vocabulary = class_words([words[i] for i in members])
            entries = _stems(language, [_spelling(texts[members[doc]], words[members[doc]], at)
                                        for doc, at in zip(vocabulary.document.tolist(),
                                                           vocabulary.position.tolist())])
            entries = [(stem, "" if spelled in stop else spelled) for stem, spelled in entries]
            keys = vocabulary.hashes
        senses = lexicons.senses(language)
        if language == "english":  # one sense a word, its own stem: looked up all at once
            numbers = english.numbers([stem if spelled and not spelled.isdigit() else "" for stem, spelled in entries])
            choices = [() if number == NO_TERM else (number,) for number in numbers.tolist()]
            support[np.unique(numbers[numbers != NO_TERM])] += ENGLISH_SUPPORT
            vocabularies[language] = (keys, choices)
            continue
        choices: list[tuple[int, ...]] = []
        unlisted: list[int] = []  # entries to look up as English stems, all at once
        for stem, spelled in entries:
            if not spelled or spelled.isdigit():
                choices.append(())
            elif stem not in senses and (restored := _restored(language, stem, senses)):
                choices.append(senses[restored])
            elif stem not in senses:  # an English word, or one spelled as an English stem
                unlisted.append(len(choices))
                choices.append(())
            else:
                choices.append(senses[stem])
        for at, number in zip(unlisted, english.numbers([entries[at][0] for at in unlisted]).tolist()):
            if number != NO_TERM:
                choices[at] = (number,)
        reachable = {term for options in choices for term in options}
        support[list(reachable)] += ENGLISH_SUPPORT if language == "english" else 1
        vocabularies[language] = (keys, choices)
    # A word whose sense is an English function word ("porque": because) is a function word too, for the class;
    # in a pair it may still take one of its other senses that the other document shares (toward): the
    # class's majority is no reason to read "pessoas" (people, person, some, anybody) as "some" where a Dutch
    # classmate's "mensen" says "person". bench_translated.py, seeds 0-14: Portuguese <- Dutch 0 -> 15 of 15.
    function_senses = _english_function_terms(english)
    # Each word's sense: the one most supported by the class's words, the dictionary's first among equals.
    terms_of: dict[str, np.ndarray] = {}
    senses_of: dict[str, np.ndarray] = {}
    for language, (keys, choices) in vocabularies.items():
        chosen = np.array([max(options, key=support.__getitem__) if options else NO_TERM for options in choices]
                          + [NO_TERM], dtype=np.int32)  # the last row: a word with no term
        functional = np.isin(chosen, function_senses)
        chosen[functional] = NO_TERM
        terms_of[language] = chosen
        if language == "english":  # one sense a word: no matrix
            continue
        matrix = np.full((len(choices) + 1, MAX_SENSES), NO_TERM, dtype=np.int32)
        for row, options in enumerate(choices):
            if options and (chosen[row] != NO_TERM or functional[row]):
                matrix[row, : min(len(options), MAX_SENSES)] = options[:MAX_SENSES]
        matrix[np.isin(matrix, function_senses)] = NO_TERM
        senses_of[language] = matrix
    # Per document only what every document needs now (its distinct pivot terms: the idf, the ranking of
    # candidates); its ContentDocument is made when it is compared (PivotDocument.content).
    everyday = lexicons.everyday()
    readings = {language: _Reading(terms_of[language], senses_of.get(language)) for language in vocabularies}
    made: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for language, members in by_language.items():
        rows = [_rows(language == own, vocabularies[language][0], terms_of[language].size - 1, contents[doc_id],
                      words.get(doc_id), left_out.get(doc_id)) for doc_id in members]
        made.update(zip(members, _distinct_per_document(rows, terms_of[language])))
    made = {doc_id: made[doc_id] for doc_id in ids}
    counted = [terms for doc_id, (terms, _) in made.items() if weighed is None or doc_id in weighed]
    idf = inverse_document_frequency(counted)
    longest = max((int(terms[-1]) + 1 for terms, _ in made.values() if terms.size), default=0)
    if longest > idf.size:  # terms only documents not weighed hold
        unseen = np.log(len(counted) + IDF_BACKGROUND_DOCUMENTS + 1) + 1
        idf = np.concatenate([idf, np.full(longest - idf.size, unseen)])
    result = {}
    for doc_id in ids:
        language = languages[doc_id]
        terms, distinct_rows = made[doc_id]
        reading = readings[language]
        if reading.senses is None:
            sense_set = terms
        else:
            values = np.unique(reading.senses[distinct_rows])
            sense_set = values[values != NO_TERM]
        is_own = language == own
        keys, last = vocabularies[language][0], terms_of[language].size - 1
        document_words = None if is_own else words.get(doc_id)  # the class's terms serve its own language
        rows = partial(_rows, is_own, keys, last, contents[doc_id], document_words, left_out.get(doc_id))
        result[doc_id] = PivotDocument(rows, contents[doc_id], reading, idf, everyday, sense_set)
    return result


def _distinct_per_document(rows: list[np.ndarray], chosen: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
    """Return, for each document's vocabulary `rows` (in [0, chosen.size)), (its distinct chosen terms but
    NO_TERM, its distinct rows), each sorted, as np.unique gives them: all documents at once, their values
    packed with their document's number (np.unique twice per document cost a class of 15,000 short files
    about 0.2 s)."""
    dtypes = {r.dtype for r in rows}
    if len(dtypes) != 1 or not rows:  # one document's rows of another type: each on its own
        return [_distinct_of(r, chosen) for r in rows]
    sizes = np.array([r.size for r in rows], dtype=np.int64)
    owners = np.repeat(np.arange(len(rows), dtype=np.int64), sizes)
    span = np.int64(max(chosen.size, 1))
    keys = sorted_unique(owners * span + np.concatenate(rows).astype(np.int64))
    key_owners = keys // span
    distinct = (keys - key_owners * span).astype(dtypes.pop())
    term_span = np.int64(int(chosen.max(initial=NO_TERM)) - NO_TERM + 1)
    term_keys = sorted_unique(key_owners * term_span + (chosen[distinct].astype(np.int64) - NO_TERM))
    term_owners = term_keys // term_span
    terms = (term_keys - term_owners * term_span + NO_TERM).astype(chosen.dtype)
    kept = terms != NO_TERM
    cuts = np.arange(1, len(rows))
    return list(zip(np.split(terms[kept], np.searchsorted(term_owners[kept], cuts)),
                    np.split(distinct, np.searchsorted(key_owners, cuts))))


def _distinct_of(rows: np.ndarray, chosen: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return (the distinct chosen terms of `rows` but NO_TERM, the distinct rows), each sorted."""
    distinct_rows = np.unique(rows)
    terms = np.unique(chosen[distinct_rows])
    return terms[terms != NO_TERM], distinct_rows


@dataclass(frozen=True)
class _Reading:
    """How one language's vocabulary rows become pivot terms: each row's chosen sense, and every sense each
    row may take (None in English: one each): a content word's, and those of a word whose chosen sense is a
    function word (it has no term for the class, and may take one in a pair: PivotDocument.toward)."""

    chosen: np.ndarray
    senses: np.ndarray | None


def _rows(own: bool, keys: np.ndarray, last: int, content: ContentDocument, words: Words | None,
          left_out: np.ndarray | None) -> np.ndarray:
    """Return the vocabulary row of each word of the document (`last`, a row of no term, for a function word
    or a word left out): its class term for a document in the class's language, else its word's row."""
    if own:
        rows = np.where(content.terms == NO_TERM, last, content.terms)
    elif words is None or len(words) == 0:
        rows = np.zeros(0, np.intp)
    else:
        distinct, _, _, inverse = words.distinct
        rows = np.searchsorted(keys, distinct)[inverse]
    if left_out is not None and left_out.size == rows.size and left_out.any():
        rows = np.where(left_out, last, rows)
    return rows


class PivotDocument:
    """A document in the pivot vocabulary: its ContentDocument with each word's sense chosen for the class
    (made when first asked for: `content`), every sense each word may take (`senses`: words x MAX_SENSES term
    numbers, NO_TERM where there are fewer; None for an English document, whose words have one sense each),
    and the set of those senses (`sense_set`)."""

    def __init__(self, rows: Callable[[], np.ndarray], source: ContentDocument, reading: _Reading,
                 idf: np.ndarray, everyday: np.ndarray, sense_set: np.ndarray,
                 content: ContentDocument | None = None) -> None:
        self._rows, self._source, self._reading = rows, source, reading
        self._idf, self._everyday = idf, everyday
        self.sense_set = sense_set
        if content is not None:
            self.__dict__["content"] = content

    @cached_property
    def content(self) -> ContentDocument:
        """Return the document's ContentDocument of pivot terms (the senses chosen for the class)."""
        source = self._source
        return ContentDocument(self._reading.chosen[self._rows()], source.word_starts, source.word_ends,
                               source.sentences, self._idf, source.openers, None, None, self._everyday, source.cited)

    @cached_property
    def senses(self) -> np.ndarray | None:
        """Return every sense each word may take (None for an English document)."""
        return None if self._reading.senses is None else self._reading.senses[self._rows()]

    def with_content(self, content: ContentDocument) -> PivotDocument:
        """Return the document with `content` as its ContentDocument (its anchors found, common_origin.py)."""
        document = PivotDocument(self._rows, self._source, self._reading, self._idf, self._everyday, self.sense_set,
                                 content)
        if "senses" in self.__dict__:
            document.__dict__["senses"] = self.__dict__["senses"]
        return document

    def toward(self, shared: np.ndarray) -> ContentDocument:
        """Return its ContentDocument with each word taking the first of its senses in `shared` (sorted
        term numbers), where it has one, a word whose class sense is a function word too; its chosen sense
        elsewhere."""
        senses = self.senses
        if senses is None or senses.size == 0 or shared.size == 0:
            return self.content
        wanted = np.zeros(int(shared[-1]) + 2, dtype=bool)  # a table, faster than np.isin's sorting per pair
        wanted[shared] = True
        inside = wanted[np.clip(senses, 0, wanted.size - 1)] & (senses >= 0)
        has = inside.any(axis=1)  # a function word's row, or a word's left out, holds no sense
        if not has.any():
            return self.content
        first = inside.argmax(axis=1)
        terms = np.where(has, senses[np.arange(senses.shape[0]), first], self.content.terms).astype(np.int32)
        if np.array_equal(terms, self.content.terms):  # every word's class sense serves: its figures are kept
            return self.content
        return replace(self.content, terms=terms)


def paired(a: PivotDocument, b: PivotDocument) -> tuple[ContentDocument, ContentDocument]:
    """Return the two documents' ContentDocuments with each word's sense chosen for this pair: a sense the
    other document's words may take too ("grand": big, great, large, tall, where the other says "large").
    Each word keeps one term, so a sentence is as long in terms as it was; a word with no sense in common
    keeps the one chosen for the class. Measured on bench_translated.py's class (23 planted paragraphs): 19
    found, 18 with the class's senses alone."""
    shared = np.intersect1d(a.sense_set, b.sense_set, assume_unique=True)
    return a.toward(shared), b.toward(shared)


def may_share(a: PivotDocument, b: PivotDocument, least: int) -> bool:
    """Return True when the two documents' words can take at least `least` senses in common (fewer: no
    sentence pair of theirs can be a seed, seeds.MIN_SHARED_TERMS)."""
    return np.intersect1d(a.sense_set, b.sense_set, assume_unique=True).size >= least


#: Indonesian's prefix me- (and pe-) replaces the first letter of a stem in t, p, k or s with a nasal:
#: "menanam" (to plant) is "tanam", "memotong" "potong"; the Snowball stemmer takes off the nasal and leaves
#: "anam", "otong". Where such a stem is not in the lexicon, the stem with each of those letters before it is.
_NASALISED = {"indonesian": ("t", "p", "k", "s")}


def _restored(language: str, stem: str, senses: dict[str, tuple[int, ...]]) -> str:
    """Return the stem with the letter its language's prefix took off put back, if that is in `senses`."""
    return next((letter + stem for letter in _NASALISED.get(language, ()) if letter + stem in senses), "")


#: English function words (the Snowball project's English stop-word list, which holds no content word; the
#: stop-words package's English list of 1,253 holds "year", "large", "help" and "number", which the other
#: languages' lists do not, so a translation kept words its English source had lost). In the other
#: languages, their stop words up to SHORT_STOP_WORD letters are function words, and so is every word whose
#: chosen sense is one of these ("porque": because). Measured on bench_translated.py's class (23 planted
#: paragraphs): 19 found; with the whole lists of every language, 17.
ENGLISH_FUNCTION_WORDS = frozenset("""
i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves what which who whom this that these those am is
are was were be been being have has had having do does did doing would should could ought a an the and but
if or because as until while of at by for with about against between into through during before after
above below to from up down in out on off over under again further then once here there when where why how
all any both each few more most other some such no nor not only own same so than too very can will just
shall may might must also yet however although though whether upon within without among
""".split())
SHORT_STOP_WORD = 5


def _english_function_terms(english: dict[str, int]) -> np.ndarray:
    """Return the pivot term numbers of the English function words' stems."""
    stemmer = snowball_stemmer("english")
    words = sorted(ENGLISH_FUNCTION_WORDS)
    stems = stemmer.stemWords(words) if stemmer is not None else words
    numbers = english.numbers(stems)
    return np.unique(numbers[numbers != NO_TERM]).astype(np.int32)


def _spelling(text: str, words: Words, at: int) -> str:
    """Return the word at position `at` of the document as written, folded (case, accents kept)."""
    raw = text[int(words.starts[at]) : int(words.ends[at])]
    return raw.lower() if raw.isascii() and raw.isalnum() else normalize_word(raw, False)


def _stems(language: str, spellings: list[str]) -> list[tuple[str, str]]:
    """Return (Snowball stem in `language`, spelling) of each spelling."""
    stemmer = snowball_stemmer(language)
    stems = stemmer.stemWords(spellings) if stemmer is not None else spellings
    return list(zip(stems, spellings))
