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
#: The single marks and the marks that close them.
_SINGLE_MARKS = SINGLE | frozenset("".join(PAIRS[mark] for mark in SINGLE))
#: Marks that close a quotation in one language and open one in another: they open only before a word.
_ALSO_CLOSING = frozenset("”»›")
#: Marks that are apostrophes as often as quotation marks.
_APOSTROPHES = frozenset("'’‘‚")
_MARK = re.compile("[" + re.escape("".join(set(PAIRS) | set("".join(PAIRS.values())))) + "]")
#: A quotation longer than this is more likely an unclosed mark than a quotation.
MAX_QUOTE_CHARS = 2000
SPACES = " \u00a0\u202f\u2009\u2007\u2002\u2003\u2005\u2006\t\n"


def quotations_in(paragraph: str) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of the quotations of one paragraph, marks included, in order.

    Double marks are paired first; single marks (often apostrophes) then pair only outside those
    quotations and never around one. Each mark's next closing position is found by a pointer that only
    moves on, so the paragraph is read a bounded number of times whatever its marks.
    """
    found = [(m.start(), m.group()) for m in _MARK.finditer(paragraph)]
    if not found:
        return []
    doubles = _paired(paragraph, [f for f in found if f[1] not in _SINGLE_MARKS], ())
    singles = _paired(paragraph, [f for f in found if f[1] in _SINGLE_MARKS], doubles)
    return sorted(doubles + singles)


def _can_open(paragraph: str, i: int, mark: str) -> bool:
    after = paragraph[i + 1 : i + 2]
    if not after:
        return False
    if mark in _ALSO_CLOSING or mark in _APOSTROPHES:
        return after not in SPACES and not (i and paragraph[i - 1].isalnum())
    return True


def _can_close(paragraph: str, i: int, mark: str) -> bool:
    if mark in _APOSTROPHES:
        after = paragraph[i + 1 : i + 2]
        return i > 0 and paragraph[i - 1] not in SPACES and not (after and after.isalnum())
    return True


def _paired(paragraph: str, marks: list[tuple[int, str]], around: list[tuple[int, int]] | tuple) -> list[tuple[int, int]]:
    """Return the quotations the `marks` (position, mark) make, skipping marks inside the ranges `around`
    and never pairing across one of them."""
    closing_at: dict[str, list[int]] = {}
    for position, mark in marks:
        if _can_close(paragraph, position, mark):
            closing_at.setdefault(mark, []).append(position)
    pointer = dict.fromkeys(closing_at, 0)
    spaces = _NextSpace(paragraph)
    starts = [start for start, _ in around]
    next_around = 0  # index of the first range of `around` that does not end before the current mark
    spans: list[tuple[int, int]] = []
    resume = 0
    for position, mark in marks:
        if position < resume:
            continue
        while next_around < len(around) and around[next_around][1] <= position:
            next_around += 1
        if next_around < len(around) and starts[next_around] <= position:
            continue  # inside a quotation of the first pass
        if mark not in PAIRS or not _can_open(paragraph, position, mark):
            continue
        end = -1
        for closing in PAIRS[mark]:
            positions = closing_at.get(closing)
            if not positions:
                continue
            k = pointer[closing]
            while k < len(positions) and positions[k] <= position:
                k += 1
            pointer[closing] = k
            if k < len(positions) and (end == -1 or positions[k] < end):
                end = positions[k]
        if end == -1 or end - position > MAX_QUOTE_CHARS:
            continue
        if next_around < len(around) and starts[next_around] < end:
            continue  # it would hold a quotation of the first pass
        if mark in SINGLE and spaces.next_after(position) > end:
            continue  # ‘tis, ’90s, 'em: an apostrophe, not a quotation of words
        spans.append((position, end + 1))
        resume = end + 1
    return spans


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
