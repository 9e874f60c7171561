"""A narrative citation's clause is found from its marks the same way with or without quotations nearby: the
shortcut taken where no quotation opens (the last mark found from the end) gives what reading every mark gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.text.citations import (_CLAUSE_MARK, _SENTENCE_MARKS, NARRATIVE_REACH, _clause_start,
                                             _inside_a_title)

PIECES = st.sampled_from(list(",;:.!?\n “„«»‹›\"‘’‚「』」『”") + ["word", "As Hartley notes", "Wie", " ", "  ", "x" * 40])
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
