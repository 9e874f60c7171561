"""Reworded-copy keys that do not depend on a class: what a store of past work (the archive) can index once.

A scan's reworded-copy index (candidates.py, ContentDocument.term_hashes) numbers terms per class: its
function words come from the class's own word statistics, and term numbers mean nothing outside one scan.
A store that indexes each text once, when it is added, needs terms that come out the same whoever reads the
text and whatever else is read with it. Here a text's terms depend on that text alone:

- its language is recognised from its own most frequent words (lexicon.detect_language, the stop-words
  package's 33 lists); the words of that language's stop list are function words, and the others are
  stemmed by its Snowball stemmer (PyStemmer), or cut to lexicon.PREFIX_LENGTH characters where none serves;
- in a text whose language is not recognised, a word that makes up OWN_FUNCTION_SHARE of the text's words
  (and occurs OWN_FUNCTION_MIN_COUNT times) is a function word: in every language the dozen most frequent
  words are the function words;
- a term is a 64-bit hash of its stem (stable across processes and machines: no Python hash).

The keys are the scan's reworded-copy elements (unordered pairs of content terms at most two terms apart:
robust to inflection, local reordering and changed function words) sampled 0 modulo TERM_SAMPLE_MODULUS, as
the library samples shingles. A store then counts the keys a class text shares with each stored text; how
many make a candidate is the store's rule (the archive weighs them by how rare they are in it).
"""

from __future__ import annotations

import numpy as np

from plagcheck.engine.reworded.lexicon import (LANGUAGE_MARGIN, LANGUAGE_MIN_COVER, LANGUAGE_WORDS, Words,
                                               normalize_word, snowball_stemmer, stop_word_lists, truncated)
from plagcheck.engine.text.wordhash import mix64

#: Elements kept as keys: those 0 modulo this (a 150-word passage has about 150 elements in English).
TERM_SAMPLE_MODULUS = 8
#: In a text of no recognised language, words this frequent in it are function words.
OWN_FUNCTION_SHARE = 0.01
OWN_FUNCTION_MIN_COUNT = 3

_stemmers: dict[str, object] = {}


def _stemmer(language: str):
    if language not in _stemmers:
        _stemmers[language] = snowball_stemmer(language) if language else None
    return _stemmers[language]


def stable_terms(text: str, words: Words, fold_homoglyphs: bool = True) -> np.ndarray:
    """Return the 64-bit term hash of every content word of `text`, in text order (function words left out)."""
    if len(words) == 0:
        return np.zeros(0, dtype=np.uint64)
    distinct, first, counts, inverse = words.distinct
    raws = [text[start:end] for start, end in zip(words.starts[first].tolist(), words.ends[first].tolist())]
    joined = "\n".join(raws)
    if joined.isascii() and joined.count("\n") == len(raws) - 1 and "-" not in joined:
        spellings = written = joined.lower().split("\n")  # ASCII words: folding is lower-casing (one call)
    else:
        spellings = [raw.lower() if raw.isascii() and raw.isalnum() else normalize_word(raw, fold_homoglyphs)
                     for raw in raws]
        # The stemmer reads each word in its own script, as the scan's lexicon does.
        written = [normalize_word(raw, False) if fold_homoglyphs and not raw.isascii() else spelled
                   for raw, spelled in zip(raws, spellings)]
    top = np.argsort(-counts, kind="stable")[:LANGUAGE_WORDS].tolist()
    language = _language([spellings[at] for at in top], counts[top].tolist())
    if language:
        stop = stop_word_lists()[language]
        function = np.array([word in stop for word in spellings], dtype=bool)
    else:
        function = (counts >= max(OWN_FUNCTION_SHARE * len(words), OWN_FUNCTION_MIN_COUNT))
    stemmer = _stemmer(language)
    stems = stemmer.stemWords(written) if stemmer is not None else truncated(written)
    hashes = stem_hashes(stems)
    content = ~function[inverse]
    return hashes[inverse][content]


def _language(frequent: list[str], counts: list[int]) -> str:
    """Return lexicon.detect_language of the text's most frequent words (their distinct folded spellings and
    counts), with each word looked up once rather than once per language."""
    languages = _languages_of_words()
    total = sum(counts)
    covered: dict[str, int] = {}
    for word, count in zip(frequent, counts):
        for language in languages.get(word, ()):
            covered[language] = covered.get(language, 0) + count
    if not total or not covered:
        return ""
    shares = sorted(((count / total, name) for name, count in covered.items()), reverse=True)
    cover, best = shares[0]
    second = shares[1][0] if len(shares) > 1 else 0.0
    return best if cover >= LANGUAGE_MIN_COVER and cover >= LANGUAGE_MARGIN * second else ""


_WORD_LANGUAGES: dict[str, tuple[str, ...]] | None = None


def _languages_of_words() -> dict[str, tuple[str, ...]]:
    """Return {folded stop word: the languages whose list holds it}."""
    global _WORD_LANGUAGES
    if _WORD_LANGUAGES is None:
        found: dict[str, list[str]] = {}
        for language, words in stop_word_lists().items():
            for word in words:
                found.setdefault(word, []).append(language)
        _WORD_LANGUAGES = {word: tuple(languages) for word, languages in found.items()}
    return _WORD_LANGUAGES


def stem_hashes(stems: list[str]) -> np.ndarray:
    """Return a 64-bit hash of each stem (of its first 16 bytes in UTF-8: longer stems sharing those are rare,
    and would only join two terms)."""
    if not stems:
        return np.zeros(0, dtype=np.uint64)
    halves = np.array([stem.encode("utf-8") for stem in stems], dtype="S16").view(np.uint64).reshape(-1, 2)
    return mix64(halves[:, 0] ^ mix64(halves[:, 1]))


def term_elements(terms: np.ndarray) -> np.ndarray:
    """Return the unordered pairs each term makes with the next term and the one after, hashed (uint64)."""
    if terms.size < 2:
        return mix64(terms)
    pairs = []
    for distance in (1, 2):
        a, b = terms[:-distance], terms[distance:]
        with np.errstate(over="ignore"):
            pairs.append(mix64(np.minimum(a, b) * np.uint64(0x9E3779B97F4A7C15) ^ np.maximum(a, b)))
    return np.concatenate(pairs)


def term_samples(text: str, words: Words, fold_homoglyphs: bool = True) -> np.ndarray:
    """Return the text's reworded-copy keys: its distinct term elements that are 0 modulo
    TERM_SAMPLE_MODULUS, sorted."""
    elements = np.unique(term_elements(stable_terms(text, words, fold_homoglyphs)))
    return elements[elements % np.uint64(TERM_SAMPLE_MODULUS) == 0]
