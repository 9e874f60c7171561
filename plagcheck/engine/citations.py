"""Legitimately shared text: quotations and reference lists.

Both are found as character ranges of a document's text, so they can be shown in their own style and,
when the teacher asks, left out of the comparison.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence

#: Opening mark -> closing marks it pairs with (typographic quotes of English, German, French and others).
_PAIRS = {"“": "”", "„": "“”", "«": "»", "»": "«", "‚": "‘’", "‘": "’", "「": "」", "『": "』"}
#: A quotation longer than this is more likely an unclosed mark than a quotation.
MAX_QUOTE_CHARS = 2000
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_OPENING = re.compile('["' + "".join(_PAIRS) + "]")
# A reference-list heading alone on its line, optionally numbered ("7. References", "VI Bibliography:"),
# matched with the line break before it: a pattern starting with a literal is searched for much faster.
_BIBLIOGRAPHY_HEADING = re.compile(
    r"\n[ \t]*(?:[0-9IVXivx]+[.)]?[ \t]+)?"
    r"(references?|reference list|bibliography|works cited|literature cited|sources|sources cited"
    r"|literaturverzeichnis|literatur|quellenverzeichnis|quellen|bibliographie|références"
    r"|références bibliographiques|referencias|bibliografía|bibliografia|riferimenti bibliografici"
    r"|referenties|literatuurlijst|litteratur|litteraturförteckning|kaynakça|bibliografi)"
    r"[ \t]*:?[ \t]*(?=\n|\Z)",
    re.IGNORECASE,
)
#: A reference list starts in the last part of a document; an earlier heading is a table of contents.
BIBLIOGRAPHY_MIN_POSITION = 0.3


def quotation_spans(text: str) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of quotations, marks included, in text order.

    Straight double quotes pair up within a paragraph; typographic ones pair with their closing mark.
    Single straight quotes are left alone: they are apostrophes far more often than quotation marks.
    Linear time: the next closing mark of each kind is looked for only once it is behind (a paragraph of a
    million unclosed '“' made each one search to the paragraph's end: minutes).
    """
    spans: list[tuple[int, int]] = []
    for paragraph_start, paragraph in _paragraphs(text):
        plain = paragraph.isascii()  # then '"' is the only mark, found faster by str.find than by a pattern
        closing = _NextMark(paragraph)
        i = 0
        while (i := paragraph.find('"', i) if plain else _search_opening(paragraph, i)) != -1:
            ch = paragraph[i]
            end = closing.find_any('"' if ch == '"' else _PAIRS[ch], i + 1)
            if end == -1 or end - i > MAX_QUOTE_CHARS:
                i += 1
                continue
            if ch == "‘" and not paragraph[i + 1 : end].count(" "):
                i += 1  # ‘tis, ‘90s: an apostrophe, not a quotation
                continue
            spans.append((paragraph_start + i, paragraph_start + end + 1))
            i = end + 1
    return spans


def bibliography_span(text: str) -> tuple[int, int] | None:
    """Return the range from the last reference-list heading to the end of the text, or None."""
    start = max(int(BIBLIOGRAPHY_MIN_POSITION * len(text)) - 1, 0)  # - 1: the heading's line break
    last = None
    for last in _BIBLIOGRAPHY_HEADING.finditer(text, start):
        pass
    return None if last is None else (last.start() + 1, len(text))


def citation_spans(text: str, block_quotes: Sequence[tuple[int, int]] = ()) -> list[tuple[str, int, int]]:
    """Return ("quote" | "bibliography", start, end) for every quotation and the reference list, in order.

    `block_quotes` are ranges the file's formatting marks as quotations (see DocumentRecord.block_quotes);
    quotation marks inside them are part of the block, not quotations of their own.
    """
    blocks = sorted(block_quotes)
    # A quotation lies inside a block when a block starting at or before it reaches as far as its end: one
    # binary search per quotation (testing every block for every quotation took minutes on 60,000 of each).
    block_starts = [start for start, _ in blocks]
    furthest_end = list(itertools.accumulate((end for _, end in blocks), max))

    def inside_a_block(start: int, end: int) -> bool:
        before = bisect.bisect_right(block_starts, start)
        return before > 0 and furthest_end[before - 1] >= end

    marked = [(s, e) for s, e in quotation_spans(text) if not inside_a_block(s, e)]
    spans = [("quote", s, e) for s, e in sorted(marked + blocks)]
    bibliography = bibliography_span(text)
    if bibliography is not None:
        spans = [q for q in spans if q[2] <= bibliography[0]] + [("bibliography", *bibliography)]
    return spans


def _paragraphs(text: str) -> list[tuple[int, str]]:
    parts, start = [], 0
    for match in _PARAGRAPH_BREAK.finditer(text):
        parts.append((start, text[start : match.start()]))
        start = match.end()
    parts.append((start, text[start:]))
    return parts


def _search_opening(text: str, start: int) -> int:
    found = _OPENING.search(text, start)
    return -1 if found is None else found.start()


class _NextMark:
    """The next position of each closing mark in a paragraph, searched again only when passed: the searches
    of one paragraph start further and further on, so each mark's positions are scanned once."""

    def __init__(self, paragraph: str) -> None:
        self.paragraph = paragraph
        self.found: dict[str, int] = {}

    def find_any(self, marks: str, start: int) -> int:
        """Return the first position at or after `start` of any of `marks`, or -1."""
        best = -1
        for mark in marks:
            position = self.found.get(mark, -2)
            if position != -1 and position < start:
                position = self.paragraph.find(mark, start)
                self.found[mark] = position
            if position != -1 and (best == -1 or position < best):
                best = position
        return best
