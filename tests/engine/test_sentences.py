"""Sentence starts: the vectorised steps give exactly what the straightforward ones below give, on any input.

The reference functions are the sentence module's earlier code (a regex tried at every position, pure-Python
loops over sentences), kept here as the specification the faster code must match bit for bit.
"""

from __future__ import annotations

import re

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.reworded.lexicon import text_words
from plagcheck.engine.text.sentences import _SENTENCE_END, MAX_WORDS, MIN_WORDS, _evened, sentence_starts

EXAMPLES = settings(max_examples=300, deadline=None)

_REFERENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f][\"'\u201d\u2019\u00bb)\]]*\s+|\n[ \t]*\n\s*")


def reference_evened(starts: np.ndarray, words: int) -> np.ndarray:
    lengths = np.diff(np.append(starts, words))
    pieces = []
    for start, length in zip(starts.tolist(), lengths.tolist()):
        parts = -(-length // MAX_WORDS)
        pieces.extend(start + (length * i) // parts for i in range(parts))
    kept, run_start = [], None
    bounds = pieces + [words]
    for i, start in enumerate(pieces):
        if run_start is None:
            run_start = start
        if bounds[i + 1] - run_start >= MIN_WORDS:
            kept.append(run_start)
            run_start = None
    if run_start is not None and not kept:
        kept.append(run_start)
    return np.array(kept, dtype=np.int64)


def reference_sentence_starts(text: str, word_starts: np.ndarray) -> np.ndarray:
    words = int(word_starts.size)
    if words == 0:
        return np.zeros(0, dtype=np.int64)
    ends = np.fromiter((m.end() for m in _REFERENCE_END.finditer(text)), dtype=np.int64)
    cuts = np.unique(np.searchsorted(word_starts, ends))
    cuts = cuts[(cuts > 0) & (cuts < words)]
    return reference_evened(np.concatenate(([0], cuts)), words)


def assert_identical(got: np.ndarray, expected: np.ndarray) -> None:
    assert got.dtype == expected.dtype == np.int64
    assert got.shape == expected.shape
    assert got.tobytes() == expected.tobytes()


# Sentence lengths: mostly short (below MIN_WORDS) or long (over MAX_WORDS, several times over), the cases
# where pieces are joined or cut, and at the thresholds themselves.
LENGTHS = st.one_of(
    st.integers(1, MIN_WORDS + 1),
    st.sampled_from([MIN_WORDS - 1, MIN_WORDS, MAX_WORDS - 1, MAX_WORDS, MAX_WORDS + 1, 2 * MAX_WORDS + 1]),
    st.integers(1, 5 * MAX_WORDS),
    st.integers(1, 1000),
)


@st.composite
def sentence_runs(draw) -> tuple[np.ndarray, int]:
    """Return (ascending distinct sentence starts from 0, number of words)."""
    lengths = draw(st.lists(LENGTHS, min_size=1, max_size=60))
    bounds = np.cumsum([0] + lengths)
    return bounds[:-1].astype(np.int64), int(bounds[-1])


@EXAMPLES
@given(sentence_runs())
def test_evened_matches_the_reference(run):
    starts, words = run
    assert_identical(_evened(starts, words), reference_evened(starts, words))


@EXAMPLES
@given(st.lists(st.integers(1, MIN_WORDS - 1), min_size=1, max_size=40))
def test_evened_joins_all_short_runs_like_the_reference(lengths):
    bounds = np.cumsum([0] + lengths)
    starts, words = bounds[:-1].astype(np.int64), int(bounds[-1])
    evened = _evened(starts, words)
    assert_identical(evened, reference_evened(starts, words))
    assert evened.size >= 1 and evened[0] == 0  # a text of only short runs keeps at least its first start


def test_evened_edge_cases():
    cases = [
        (np.zeros(0, np.int64), 0),  # no sentences
        (np.array([0]), 1),  # one word
        (np.array([0]), MIN_WORDS - 1),  # one short sentence: kept
        (np.array([0, 3]), 5),  # only short sentences: one start
        (np.array([0, MIN_WORDS]), MIN_WORDS + 2),  # a short last sentence stays with the one before
        (np.array([0, 2]), 2 + MIN_WORDS),  # a short first sentence joins the next
        (np.array([0]), MAX_WORDS),  # exactly MAX_WORDS: not cut
        (np.array([0]), MAX_WORDS + 1),  # just over: two parts
        (np.array([0]), 100_000),  # a very long run: equal parts
        (np.array([0, 1, 2, 3, 4, 5, 6]), 7 + 10 * MAX_WORDS),  # shorts before a long run
    ]
    for starts, words in cases:
        assert_identical(_evened(starts.astype(np.int64), words), reference_evened(starts.astype(np.int64), words))


def test_a_very_long_run_is_cut_into_equal_parts():
    evened = _evened(np.array([0], dtype=np.int64), 10 * MAX_WORDS + 3)
    lengths = np.diff(np.append(evened, 10 * MAX_WORDS + 3))
    assert evened.size == 11 and lengths.max() - lengths.min() <= 1 and lengths.max() <= MAX_WORDS


# Texts made of the characters sentence ends are made of, words, and every kind of white space \s knows.
PIECES = st.sampled_from(
    [".", "!", "?", "\u3002", "\uff01", "\uff1f", '"', "'", "\u201d", "\u2019", "\u00bb", ")", "]", "(", ",",
     " ", "\t", "\n", "\n\n", "\r\n", " \n \t\n ", "\x0b", "\x0c", "\x1c", "\x85", "\u00a0", "\u2028", "\u2029",
     "\u3000", "\u200b", "word", "Word", "x", "e.g.", "3.5", "well-\nknown", "caf\u00e9", "\u6f22\u5b57", "..."]
)
TEXTS = st.one_of(
    st.lists(PIECES, max_size=80).map("".join),
    st.text(max_size=200),
    st.builds(lambda sentence, repeat: sentence * repeat,
              st.lists(st.sampled_from(["w ", "word ", ". ", "! ", "\n\n"]), max_size=30).map("".join),
              st.integers(1, 40)),
)


@EXAMPLES
@given(TEXTS)
def test_sentence_ends_are_found_where_the_reference_finds_them(text):
    assert [m.end() for m in _SENTENCE_END.finditer(text)] == [m.end() for m in _REFERENCE_END.finditer(text)]


@EXAMPLES
@given(TEXTS)
def test_sentence_starts_match_the_reference(text):
    words = text_words(text)
    assert_identical(sentence_starts(text, words.starts), reference_sentence_starts(text, words.starts))


def test_sentence_starts_edge_texts():
    for text in ["", "   \n\n ", "word", "One.", "Two words.", "a. b. c. d. e. f. g.", ". . . word", "word ." * 5,
                 " ".join(["w"] * 1000), ("Short. " * 3) + " ".join(["long"] * 95) + ". End.", "x\n\n\n\ny"]:
        words = text_words(text)
        assert_identical(sentence_starts(text, words.starts), reference_sentence_starts(text, words.starts))


def test_sentence_starts_on_generated_essays():
    rng = np.random.default_rng(3)
    vocabulary = ["the", "cell", "grows", "and", "divides", "quickly", "in", "warm", "water", "it"]
    sentences = []
    for length in rng.integers(1, 90, size=400):
        sentences.append(" ".join(rng.choice(vocabulary, size=length)) + rng.choice([". ", "! ", "? ", ".\n\n", " "]))
    text = "".join(sentences)
    words = text_words(text)
    assert_identical(sentence_starts(text, words.starts), reference_sentence_starts(text, words.starts))


def test_paragraph_openers_mark_the_sentences_after_a_blank_line():
    from plagcheck.engine.reworded.lexicon import text_words
    from plagcheck.engine.text.sentences import paragraph_openers

    text = ("One sentence here, long enough. Two sentence here with more words!\n\n"
            "New paragraph starts now, it does. And it goes on for a while longer.\n \n\t"
            "Third paragraph here is short but fine enough. Still the third one, here.\nA line break alone.")
    words = text_words(text)
    sentences = sentence_starts(text, words.starts)
    openers = paragraph_openers(text, words.starts, words.ends, sentences)
    opening = [text[words.starts[s] :].split()[0] for s, o in zip(sentences.tolist(), openers) if o]
    assert opening == ["One", "New", "Third"]
    assert paragraph_openers("", words.starts[:0], words.ends[:0], sentences[:0]).size == 0
