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

from collections import Counter

import numpy as np

from plagcheck.engine.lexicon import (LANGUAGE_WORDS, Words, detect_language, normalize_word, snowball_stemmer,
                                      stop_word_lists, truncated)
from plagcheck.engine.wordhash import mix64

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
    spellings = [raw.lower() if raw.isascii() and raw.isalnum() else normalize_word(raw, fold_homoglyphs)
                 for raw in raws]
    frequent = Counter()
    for at in np.argsort(-counts, kind="stable")[:LANGUAGE_WORDS].tolist():
        frequent[spellings[at]] += int(counts[at])
    language = detect_language(dict(frequent))
    if language:
        function = np.array([word in stop_word_lists()[language] for word in spellings], dtype=bool)
    else:
        function = (counts >= max(OWN_FUNCTION_SHARE * len(words), OWN_FUNCTION_MIN_COUNT))
    written = [normalize_word(raw, False) if fold_homoglyphs and not raw.isascii() else spelled
               for raw, spelled in zip(raws, spellings)]
    stemmer = _stemmer(language)
    stems = stemmer.stemWords(written) if stemmer is not None else truncated(written)
    hashes = stem_hashes(stems)
    content = ~function[inverse]
    return hashes[inverse][content]


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
