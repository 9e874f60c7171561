"""Quotation marks of every typography paired into quotations, in time linear in the text's length.

Every pair Unicode knows is recognised: English “…” and ‘…’, German „…“ and »…«, Polish, Dutch and Croatian
„…”, Swedish and Finnish ”…” and »…», French, Swiss, Spanish, Italian and Russian «…» (with a space, a no-break
space or a narrow no-break space inside, or none), single guillemets ‹…›, Japanese and Chinese 「…」 and 『…』,
and the ASCII marks. A mark that is also an apostrophe (' ’ ‘ ‚) or that closes quotations in other languages
(” » ›) opens one only where a word starts after it and none ends before it, and an apostrophe closes one only
where no word goes on after it: l'écrit, l’écrit, don’t and it's never open or close a quotation, students’
may only close one.
"""

from __future__ import annotations

import re

#: Opening mark -> the closing marks it pairs with.
PAIRS = {
    '"': '"', "＂": "＂",
    "“": "”",  # English, Spanish, Italian, Portuguese, Dutch, Turkish, Indonesian
    "„": "“”",  # German, Czech, Danish (“); Polish, Dutch, Hungarian, Croatian, Romanian (”)
    "‟": "”",
    "”": "”",  # Swedish, Finnish
    "«": "»",  # French, Swiss, Spanish, Italian, Portuguese, Russian, Ukrainian, Arabic, Persian, Turkish
    "»": "«»",  # German, Danish (»…«); Swedish, Finnish (»…»)
    "‹": "›", "›": "‹›",
    "「": "」", "『": "』", "〝": "〞〟", "❝": "❞", "﹁": "﹂", "﹃": "﹄",
    # Single marks, often apostrophes too: paired in a second pass, never across a quotation of the first.
    "‚": "‘’", "‘": "’", "’": "’", "'": "'", "❛": "❜",
}
SINGLE = frozenset("‚‘’'❛")
#: Marks that close a quotation in one language and open one in another (” » ›), and marks that are
#: apostrophes as often as quotation marks (' ’ ‘ ‚), open a quotation only before a word and after none.
_GUARDED = frozenset("”»›'’‘‚")
#: Apostrophes close a quotation only after a non-space and before no word.
_APOSTROPHES = frozenset("'’‘")
_DOUBLE_OPENING = '"＂“„‟«‹「『〝❝﹁﹃”»›'
_SINGLE_OPENING = "❛‚‘’'"
_STRAIGHT_DOUBLE, _STRAIGHT_SINGLE = re.compile('"'), re.compile("'")
#: A quotation longer than this is more likely an unclosed mark than a quotation.
MAX_QUOTE_CHARS = 2000
SPACES = " \u00a0\u202f\u2009\u2007\u2002\u2003\u2005\u2006\t\n"


def marks_in(text: str) -> str:
    """Return the opening marks that occur in `text` (one search per mark: a paragraph is then searched for
    these only)."""
    return "".join(mark for mark in PAIRS if mark in text)


def quotations_in(paragraph: str, present: str | None = None) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of the quotations of one paragraph, marks included, in order.

    Double marks are paired first; single marks (often apostrophes) then pair only outside those
    quotations and never around one. Each kind of closing mark is searched for again only once the
    opening marks have passed its last position, so the paragraph is read a bounded number of times
    whatever its marks. `present`: the opening marks of the whole text (marks_in), when known.
    """
    if paragraph.isascii():  # a literal is found ten times faster than a set of characters
        doubles = _paired(paragraph, _positions(_STRAIGHT_DOUBLE, paragraph), []) if '"' in paragraph else []
        if "'" not in paragraph:
            return doubles
        singles = _paired(paragraph, _positions(_STRAIGHT_SINGLE, paragraph), doubles)
    else:
        present = marks_in(paragraph) if present is None else present
        doubles = _paired(paragraph, _occurrences(paragraph, [m for m in present if m in _DOUBLE_OPENING]), [])
        singles = _paired(paragraph, _occurrences(paragraph, [m for m in present if m in _SINGLE_OPENING]), doubles)
    return sorted(doubles + singles) if singles else doubles


def _positions(pattern: re.Pattern[str], paragraph: str) -> list[tuple[int, str]]:
    return [(match.start(), match.group()) for match in pattern.finditer(paragraph)]


def _occurrences(paragraph: str, marks: list[str]) -> list[tuple[int, str]]:
    """Return (position, mark) of every one of `marks` in the paragraph, in order. Each mark is looked for
    alone: twenty searches for one character cost a twentieth of a pattern matching any of them."""
    found = []
    for mark in marks:
        position = paragraph.find(mark)
        while position != -1:
            found.append((position, mark))
            position = paragraph.find(mark, position + 1)
    found.sort()
    return found


def _paired(paragraph: str, openings: list[tuple[int, str]], around: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Return the quotations that the opening marks `openings` (position, mark) make with their closing
    marks, skipping openings inside the ranges `around` and never pairing across one of them."""
    closing = _NextClosing(paragraph)
    spaces = _NextSpace(paragraph)
    next_around = 0  # index of the first range of `around` that does not end before the current mark
    spans: list[tuple[int, int]] = []
    resume = 0
    for position, mark in openings:
        if position < resume:
            continue
        if mark in _GUARDED and not _opens(paragraph, position):
            continue
        while next_around < len(around) and around[next_around][1] <= position:
            next_around += 1
        following = around[next_around][0] if next_around < len(around) else len(paragraph)
        if following <= position:
            continue  # inside a quotation of the first pass
        end = closing.first_of(PAIRS[mark], position + 1)
        if end == -1 or end - position > MAX_QUOTE_CHARS or end > following:
            continue  # unclosed, too long, or around a quotation of the first pass
        if mark in SINGLE and spaces.next_after(position) > end:
            continue  # ‘tis, ’90s, 'em: an apostrophe, not a quotation of words
        spans.append((position, end + 1))
        resume = end + 1
    return spans


def _opens(paragraph: str, position: int) -> bool:
    """Return True when a guarded mark at `position` stands before a word's start and after no word (an
    apostrophe-like mark before a digit is an elided century: ’90s)."""
    after = paragraph[position + 1 : position + 2]
    if not after or after.isspace() or (position and paragraph[position - 1].isalnum()):
        return False
    return not (after.isdigit() and paragraph[position] in _APOSTROPHES)


def _closes(paragraph: str, position: int) -> bool:
    """Return True when an apostrophe at `position` may close a quotation: after a non-space, before no word."""
    after = paragraph[position + 1 : position + 2]
    return position > 0 and not paragraph[position - 1].isspace() and not (after and after.isalnum())


class _NextClosing:
    """The next position of each closing mark in a paragraph, searched again only when passed: the searches
    start further and further on, so each kind of mark's positions are scanned once."""

    def __init__(self, paragraph: str) -> None:
        self.paragraph = paragraph
        self.found: dict[str, int] = {}

    def first_of(self, marks: str, start: int) -> int:
        """Return the first position at or after `start` where one of `marks` may close a quotation, or -1."""
        best = -1
        for mark in marks:
            position = self.found.get(mark, -2)
            if position != -1 and position < start:
                position = self.paragraph.find(mark, start)
                if mark in _APOSTROPHES:
                    while position != -1 and not _closes(self.paragraph, position):
                        position = self.paragraph.find(mark, position + 1)
                self.found[mark] = position
            if position != -1 and (best == -1 or position < best):
                best = position
        return best


class _NextSpace:
    """The next white space after a position, searched again only once passed (positions only grow)."""

    def __init__(self, paragraph: str) -> None:
        self.paragraph = paragraph
        self.found = -2

    def next_after(self, position: int) -> int:
        """Return the position of the first white space after `position`, or the paragraph's length."""
        if self.found <= position:
            match = _SPACE.search(self.paragraph, position + 1)
            self.found = match.start() if match else len(self.paragraph)
        return self.found


_SPACE = re.compile(r"\s")
