"""A narrative citation's clause is found from its marks the same way with or without quotations nearby: the
shortcut taken where no quotation opens (the last mark found from the end) gives what reading every mark gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.text.citations import (_CLAUSE_MARK, _SENTENCE_MARKS, NARRATIVE_REACH, _clause_start,
                                             _inside_a_title)

PIECES = st.sampled_from(list(",;:.!?\n “„«»‹›\"‘’‚「』」『”")
                         + ["word", "As Hartley notes", "Wie", " ", "  ", "x" * 40])
TEXTS = st.lists(PIECES, max_size=120).map("".join)


def _clause_start_read_mark_by_mark(text: str, position: int, marks: frozenset[str]) -> tuple[int, str]:
    lower = max(0, position - NARRATIVE_REACH)
    last, mark = lower, ""
    for match in _CLAUSE_MARK.finditer(text, lower, position):
        if match.group(1) in marks:
            last, mark = match.end(), match.group(1)
    while last < position and text[last] in " \t\u00a0\u202f":
        last += 1
    return last, mark


def _inside_a_title_read_mark_by_mark(text: str, position: int) -> bool:
    return any(match.group(1) is None and match.start() < position < match.end()
               for match in _CLAUSE_MARK.finditer(text, max(0, position - 100), position + 101))


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_clause_edges_are_those_of_every_mark_read(text: str) -> None:
    for position in range(len(text) + 1):
        for marks in (frozenset(",;:.!?\n"), _SENTENCE_MARKS):
            assert _clause_start(text, position, marks) == _clause_start_read_mark_by_mark(text, position, marks)
        assert _inside_a_title(text, position) == _inside_a_title_read_mark_by_mark(text, position)


def test_lowering_keeps_every_word_character_one_and_every_other_character_not() -> None:
    import re

    word = re.compile(r"\w")
    changed = [hex(code) for code in range(0x110000) if not 0xD800 <= code <= 0xDFFF
               and len(chr(code).lower()) == 1 and bool(word.match(chr(code))) != bool(word.match(chr(code).lower()))]
    assert changed == []  # trigger_positions reads the lowered text's words where the text's stand


TRIGGER_PIECES = st.sampled_from(["said", "SAID", "Said", "According", "to", "İstanbul", "ΣΟΦΊΑ", "σ", "ς", "selon",
                                  "GEMÄSS", "gemäß", "so", "So", "x", "_", "1", " ", ",", "'", "’", "l'écrit", "\n",
                                  "ΑΣ", "ß", "ẞ", "per", "Für"])


@settings(max_examples=300, deadline=None)
@given(st.lists(TRIGGER_PIECES, max_size=60).map("".join))
def test_trigger_positions_are_those_of_each_word_lowered(text: str) -> None:
    import re

    from plagcheck.engine.text.signal_phrases import _ANY_TRIGGER, trigger_positions

    expected = [m.start() for m in re.finditer(r"\w+", text) if m.group().lower() in _ANY_TRIGGER]
    assert trigger_positions(text) == expected


def test_a_regex_word_character_is_a_letter_or_digit_or_underscore_over_every_code_point() -> None:
    import re

    word = re.compile(r"\w")
    differ = [hex(code) for code in range(0x110000)
              if bool(word.match(chr(code))) != (chr(code).isalnum() or chr(code) == "_")]
    assert differ == []  # _word_characters reads str.isalnum where trigger_positions read a regex's words


ARRAY_PIECES = st.sampled_from(["said", "so", "according", "to", "selon", "gemäß", "según", "x", "sa", "sd", "saiid",
                                "_", "1", "٣", " ", ",", "'", "’", "l'écrit", "\n", "\u0301", "\u200c", "é", "ß",
                                "σ", "ς", "ı", "\x7f", "\ud800", "के अनुसार", "به گفته", "по словам", "zufolge"])


@settings(max_examples=300, deadline=None)
@given(st.lists(ARRAY_PIECES, max_size=80).map("".join))
def test_triggers_found_by_arrays_are_those_of_every_word_read(text: str) -> None:
    import re

    from plagcheck.engine.text.signal_phrases import _ANY_TRIGGER, _triggers_by_arrays

    expected = [m.start() for m in re.finditer(r"\w+", text) if m.group() in _ANY_TRIGGER]
    assert _triggers_by_arrays(text) == expected


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(TRIGGER_PIECES, max_size=40).map("".join), max_size=12),
       st.integers(min_value=0, max_value=11))
def test_the_triggers_of_texts_read_together_are_each_texts_own(texts: list[str], long_one: int) -> None:
    from plagcheck.engine.text.signal_phrases import ARRAY_MIN_CHARACTERS, trigger_positions, trigger_positions_of

    # One text long enough to be read on its own, among short ones read joined (a trigger at a text's end and
    # at the next one's start stays each one's).
    if texts:
        index = long_one % len(texts)
        texts[index] = texts[index] + " said so" * (ARRAY_MIN_CHARACTERS // 8 + 1)
    assert trigger_positions_of(texts) == [trigger_positions(text) for text in texts]


def test_the_triggers_of_texts_read_together_stay_in_their_text() -> None:
    from plagcheck.engine.text.signal_phrases import trigger_positions_of

    assert trigger_positions_of(["he said", "said he", "", "İstanbul said", "sa", "id"]) == [
        [3], [0], [], [9], [], []]
