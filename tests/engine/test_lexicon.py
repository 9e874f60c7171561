"""The lexicon's faster steps give exactly what the straightforward ones below give, on any class of texts.

The reference functions are the lexicon module's earlier code (np.unique per document and per class, a Python
loop per distinct word), kept here as the specification: the same function words, language, term numbers,
terms and idf, bit for bit.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plagcheck.engine.reworded.lexicon import (
    FUNCTION_DOCUMENT_SHARE,
    FUNCTION_MIN_COUNT,
    FUNCTION_MIN_DOCUMENTS,
    FUNCTION_TOKEN_SHARE,
    IDF_BACKGROUND_DOCUMENTS,
    LANGUAGE_WORDS,
    NO_TERM,
    PREFIX_LENGTH,
    Lexicon,
    Words,
    DOCUMENTS_PER_STEP,
    build_lexicon,
    build_lexicon_steps,
    detect_language,
    function_words,
    inverse_document_frequency,
    snowball_stemmer,
    stop_word_lists,
    text_words,
)
from plagcheck.engine.text.normalize import normalize_word
from synthetic import TextGenerator

EXAMPLES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def reference_distinct(words: Words):
    distinct, first, inverse, counts = np.unique(words.hashes, return_index=True, return_inverse=True,
                                                 return_counts=True)
    return distinct, first, counts, inverse.reshape(-1)


def reference_function_words(words: list[Words], most: int = 0):
    documents = [reference_distinct(w) for w in words if len(w)]
    if not documents:
        return np.zeros(0, dtype=np.uint64), []
    hashes = np.concatenate([d[0] for d in documents])
    order = np.argsort(hashes, kind="stable")
    hashes = hashes[order]
    starts = np.flatnonzero(np.concatenate(([True], hashes[1:] != hashes[:-1])))
    distinct = hashes[starts]
    counts = np.add.reduceat(np.concatenate([d[2] for d in documents])[order], starts)
    document_frequency = np.diff(np.append(starts, hashes.size))
    total = int(counts.sum())
    top = np.argsort(-counts, kind="stable")[:most]
    frequent = list(zip(distinct[top].tolist(), counts[top].tolist()))
    function = counts >= max(FUNCTION_TOKEN_SHARE * total, FUNCTION_MIN_COUNT)
    if len(documents) >= FUNCTION_MIN_DOCUMENTS:
        function |= document_frequency >= FUNCTION_DOCUMENT_SHARE * len(documents)
    return distinct[function], frequent


@dataclass
class ReferenceLexicon(Lexicon):
    """The lexicon's earlier learn and terms."""

    def learn(self, texts, words):
        firsts = [reference_distinct(w)[:2] for w in words]
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
        spellings, written = [], []  # folded (matches the stop words), and as the stemmer reads it (own script)
        for doc, at in zip(owner[first].tolist(), position[first].tolist()):
            raw = texts[doc][words[doc].starts[at] : words[doc].ends[at]]
            spellings.append(raw.lower() if raw.isascii() and raw.isalnum() else normalize_word(raw, self.fold_homoglyphs))
            written.append(spellings[-1] if raw.isascii() else normalize_word(raw, False))
        stems = self.stemmer.stemWords(written) if self.stemmer is not None else [w[:PREFIX_LENGTH] for w in written]
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

    def terms(self, text, words):
        if len(words) == 0:
            return np.zeros(0, dtype=np.int32)
        distinct, _, _, inverse = reference_distinct(words)
        where = np.searchsorted(self._words, distinct)
        if self._words.size == 0:  # the earlier code raised IndexError here; the lexicon now learns the words
            known = np.zeros(distinct.size, dtype=bool)
        else:
            known = (where < self._words.size) & (self._words[np.minimum(where, self._words.size - 1)] == distinct)
        if not known.all():
            self.learn([text], [words])
            where = np.searchsorted(self._words, distinct)
        return self._word_terms[where][inverse]


def reference_build_lexicon(texts, words, fold_homoglyphs=True) -> ReferenceLexicon:
    function, frequent = reference_function_words(words, LANGUAGE_WORDS)
    spelled: dict[str, int] = {}
    for word_hash, count in frequent:
        for text, doc_words in zip(texts, words):
            at = np.flatnonzero(doc_words.hashes == word_hash)
            if at.size:
                folded = normalize_word(text[doc_words.starts[at[0]] : doc_words.ends[at[0]]], fold_homoglyphs)
                spelled[folded] = spelled.get(folded, 0) + count
                break
    language = detect_language(spelled)
    stop = stop_word_lists().get(language, frozenset()) & frozenset(spelled)
    lexicon = ReferenceLexicon(function, language, snowball_stemmer(language), fold_homoglyphs, stop)
    lexicon.learn(texts, words)
    return lexicon


def reference_idf(terms_per_document):
    present = [np.unique(t[t != NO_TERM]) for t in terms_per_document]
    everything = np.concatenate(present + [np.zeros(0, np.int32)]).astype(np.int64)
    frequency = np.bincount(everything) if everything.size else np.zeros(0, np.int64)
    return np.log((len(present) + IDF_BACKGROUND_DOCUMENTS + 1) / (frequency + 1)) + 1


def assert_identical(got, expected) -> None:
    if isinstance(expected, (tuple, list)):
        assert type(got) is type(expected) and len(got) == len(expected)
        for a, b in zip(got, expected):
            assert_identical(a, b)
    elif isinstance(expected, np.ndarray):
        assert got.dtype == expected.dtype and got.shape == expected.shape
        assert got.tobytes() == expected.tobytes()
    else:
        assert got == expected


def assert_same_lexicon(got: Lexicon, expected: Lexicon) -> None:
    assert_identical(got.function_words, expected.function_words)
    assert (got.language, got.stemming, got.stop_words) == (expected.language, expected.stemming, expected.stop_words)
    assert_identical(got._words, expected._words)
    assert_identical(got._word_terms, expected._word_terms)
    assert got._numbers == expected._numbers and list(got._numbers) == list(expected._numbers)


# Words that repeat across documents (so that function words emerge), inflections a stemmer joins, spellings
# that fold to one word (case, accents, homoglyphs, ligatures), and words only the Python path hashes.
ENGLISH = ["the", "of", "and", "is", "to", "in", "it", "that", "The", "OF"]
CONTENT = ["cell", "cells", "grow", "growing", "grows", "water", "waters", "light", "energy", "plant", "plants",
           "run", "running", "runner", "café", "CAFÉ", "cafe\u0301", "naïve", "\u0441ell", "\ufb01sh", "fish",
           "snake_case", "x2", "3", "co-operate", "well-\nknown", "Straße", "strasse", "\u6f22\u5b57", "über", "uber"]
GERMAN = ["der", "die", "und", "ist", "nicht", "das", "zu", "den", "mit", "sich"]
WORD = st.sampled_from(ENGLISH + CONTENT + GERMAN)
SEPARATOR = st.sampled_from([" ", " ", " ", ", ", ". ", "\n", "\n\n", " (", ") ", "-"])
TEXT = st.lists(st.tuples(WORD, SEPARATOR), max_size=50).map(lambda pairs: "".join(w + s for w, s in pairs))
CLASS = st.lists(TEXT, max_size=14)


@EXAMPLES
@given(TEXT)
def test_distinct_is_numpy_unique(text):
    words = text_words(text)
    assert_identical(words.distinct, reference_distinct(words))


@EXAMPLES
@given(CLASS, st.integers(0, 12))
def test_function_words_match_the_reference(texts, most):
    words = [text_words(t) for t in texts]
    assert_identical(function_words(words, most), reference_function_words(words, most))


@EXAMPLES
@given(CLASS, st.booleans(), st.lists(TEXT, max_size=3))
def test_lexicon_terms_and_idf_match_the_reference(texts, fold_homoglyphs, unseen):
    words = [text_words(t) for t in texts]
    got, expected = build_lexicon(texts, words, fold_homoglyphs), reference_build_lexicon(texts, words, fold_homoglyphs)
    assert_same_lexicon(got, expected)
    everything = texts + unseen  # documents the lexicon has not met are learnt as they come
    terms = [got.terms(t, text_words(t)) for t in everything]
    assert_identical(terms, [expected.terms(t, text_words(t)) for t in everything])
    assert_same_lexicon(got, expected)
    assert_identical(inverse_document_frequency(terms), reference_idf(terms))


@EXAMPLES
@given(st.lists(st.lists(st.integers(-1, 40), max_size=60), max_size=8))
def test_idf_matches_the_reference(documents):
    terms = [np.array(t, dtype=np.int32) for t in documents]
    assert_identical(inverse_document_frequency(terms), reference_idf(terms))


def english_essay(rng: np.random.Generator, sentences: int) -> str:
    """Return random sentences of English words, content words inflected in several ways."""
    function = ["the", "of", "and", "is", "to", "in", "it", "that", "a", "was", "for", "on", "are", "with"]
    content = ["cell", "cells", "growing", "grows", "water", "light", "energy", "plants", "plant", "roots",
               "leaves", "leaf", "sugar", "sugars", "carbon", "oxygen", "produces", "producing", "system",
               "information", "chlorophyll", "absorbs", "absorbed", "green", "studies", "studying"]
    text = []
    for _ in range(sentences):
        picked = rng.choice(function + content, size=int(rng.integers(3, 25)),
                            p=np.array([4.0] * len(function) + [1.0] * len(content)) / (4 * len(function) + len(content)))
        text.append(" ".join(picked).capitalize() + rng.choice([". ", "! ", ".\n\n"]))
    return "".join(text)


def test_a_generated_class_gets_the_reference_lexicon():
    gen, rng = TextGenerator(4), np.random.default_rng(4)
    for texts, language in (([gen.essay(400) for _ in range(15)] + ["", "   ", "Ωμέγα λέξη"], ""),
                            ([english_essay(rng, 30) for _ in range(12)] + [""], "english")):
        words = [text_words(t) for t in texts]
        got, expected = build_lexicon(texts, words), reference_build_lexicon(texts, words)
        if stop_word_lists() and snowball_stemmer("english") is not None:  # both packages are optional
            assert got.language == language and got.stemming == language
        assert_same_lexicon(got, expected)
        terms = [got.terms(t, w) for t, w in zip(texts, words)]
        assert_identical(terms, [expected.terms(t, w) for t, w in zip(texts, words)])
        assert_identical(inverse_document_frequency(terms), reference_idf(terms))


def test_an_empty_class_learns_its_words_as_they_come():
    lexicon = build_lexicon([], [])
    assert lexicon.function_words.size == 0 and lexicon.language == ""
    text = "Photosynthesis turns light into energy"
    terms = lexicon.terms(text, text_words(text))
    assert sorted(terms.tolist()) == [0, 1, 2, 3, 4]  # numbered in the order of their hashes
    assert inverse_document_frequency([]).size == 0


def test_a_learning_copy_learns_new_words_without_changing_the_lexicon():
    rng = np.random.default_rng(7)
    texts = [english_essay(rng, 20) for _ in range(6)]
    words = [text_words(t) for t in texts]
    lexicon = build_lexicon(texts, words)
    before = (lexicon._words.copy(), lexicon._word_terms.copy(), dict(lexicon._numbers), lexicon._term_zipf.copy())
    unseen = "Zephyrs quarrelled over marmalade; the marmalade quarrelled back."
    copy = lexicon.learning_copy()
    copy_terms = copy.terms(unseen, text_words(unseen))
    after = (lexicon._words, lexicon._word_terms, lexicon._numbers, lexicon._term_zipf)
    for was, now in zip(before, after):
        assert (was == now) if isinstance(was, dict) else np.array_equal(was, now)
    assert len(copy._numbers) > len(lexicon._numbers)  # the copy learnt the new words
    # and numbers them as the lexicon itself would have
    assert_identical([copy_terms], [lexicon.terms(unseen, text_words(unseen))])


def test_without_a_stemmer_for_the_class_words_are_cut_to_their_first_characters():
    # Made-up words: no language is recognised, so no stemmer serves the class.
    texts = ["valdorimo kestrana valdorimos pelutavi", "kestranai pelutavin valdorimo morquela"]
    words = [text_words(t) for t in texts]
    lexicon = build_lexicon(texts, words)
    assert lexicon.language == "" and lexicon.stemming == ""
    first, second = (lexicon.terms(t, w) for t, w in zip(texts, words))
    assert first[0] == first[2] == second[2]  # valdorimo, valdorimos: "valdor"
    assert first[1] == second[0] and first[3] == second[1]  # kestrana/kestranai, pelutavi/pelutavin
    assert len({*first.tolist(), *second.tolist()}) == 4  # and morquela


def test_a_large_class_lexicon_is_built_in_steps_a_scan_can_cancel_between():
    texts = [english_essay(np.random.default_rng(seed), 2) for seed in range(2 * DOCUMENTS_PER_STEP + 10)]
    words = [text_words(t) for t in texts]
    steps, pauses = build_lexicon_steps(texts, words), 0
    while True:
        try:
            next(steps)
            pauses += 1
        except StopIteration as finished:
            stepped = finished.value
            break
    assert pauses >= 2 + 2  # after each 500 documents' distinct words, the class's words and its language
    assert_same_lexicon(stepped, build_lexicon(texts, [text_words(t) for t in texts]))
