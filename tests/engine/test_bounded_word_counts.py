"""Word counts stopped once they settle a comparison give what counting every word gives: the question at the
top (evidence._at_the_top, _question_ends) and a passage's edges past paragraph breaks (align._trimmed)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.copied.align import _words_up_to
from plagcheck.engine.evidence import _at_most_words

PIECES = st.sampled_from(["word", "Wörter", "?", " ", "  ", "\n", "\n\n", "\t", "\u00a0", "\u2003", "\x1c", "-", "42",
                          "l'écrit", "—", "。", "語"])
TEXTS = st.lists(PIECES, max_size=60).map("".join)


@settings(max_examples=300, deadline=None)
@given(TEXTS, st.integers(min_value=0, max_value=12))
def test_at_most_words_is_a_count_of_every_word(text: str, most: int) -> None:
    assert _at_most_words(text, most) == (len(text.split()) <= most)


@settings(max_examples=300, deadline=None)
@given(TEXTS, st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=200),
       st.integers(min_value=0, max_value=200))
def test_words_up_to_is_the_count_of_every_word_below_its_limit(text: str, most: int, start: int, end: int) -> None:
    every = len(re.findall(r"\w+", text[:end][start:])) if start <= end else 0
    counted = _words_up_to(text, min(start, len(text)), min(end, len(text)), most)
    assert counted == min(every, most)
