"""Turning raw extracted text into text a teacher reads naturally.

Shared by the readers: ligatures expanded, control characters dropped, page headers, footers and page numbers
removed, lines joined into paragraphs with words hyphenated across lines repaired, one blank line between
paragraphs.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

# Typographic ligatures (Unicode's presentation forms). Letters such as "œ" in French are words' own
# spelling and stay as they are.
LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "st",
             "\ufb06": "st"}
_LIGATURE = re.compile("[\ufb00-\ufb06]")
# Controls other than tab and newline, and non-characters some PDF libraries emit (U+FFFE, U+FFFF).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")
_ASCII_CONTROLS = bytes([*range(0, 9), 11, 12, *range(14, 32), 127])
_MANY_BLANK_LINES = re.compile(r"\n{3,}")
_DIGITS = re.compile(r"\d+")
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"[^\W\d_]+")
# Starts only where a word starts: from inside a long word it would rescan the word (quadratic time).
_COMPOUND = re.compile(r"(?<![^\W\d_])[^\W\d_]+-[^\W\d_]+")
# "3", "- 3 -", "Page 3", "page 3 of 12", "3/12", "Seite 3 von 12", "p. 3", "iv".
_PAGE_NUMBER = re.compile(
    r"^[\W_]*(?:(?:page|p\.|pg\.?|seite|pagina|página|sida|side)\s*)?"
    r"(?:\d{1,4}|[ivxlc]{1,6})(?:\s*(?:of|/|von|de|sur|di|av|af)\s*\d{1,4})?[\W_]*$",
    re.IGNORECASE,
)
# Characters some PDFs use at the end of a line for a hyphen the typesetter added.
SOFT_HYPHENS = ("\u00ad", "\x02")
HARD_HYPHENS = ("-", "\u2010")
_TERMINAL = ".!?:;\"'\u201d\u2019)]\u00bb"

#: Lines this close to the top or bottom of a page are looked at as possible headers and footers.
FURNITURE_ZONE = 3


def tidy(text: str) -> str:
    """Return `text` with ligatures expanded, controls dropped, line ends unified and blank runs collapsed."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n\n")
    # A substitution rather than str.translate, which is slow on long non-ASCII texts (3 s for 12 MB).
    # Each pattern only where it can match: a plain-ASCII text has no ligatures, and a test for control
    # characters or blank runs in C costs a fraction of a pattern that scans the text (PAN 2k: 0.3 s).
    if not text.isascii():
        text = _LIGATURE.sub(lambda m: LIGATURES[m.group()], text)
    if not text.isascii() or _has_control_bytes(text):
        text = _CONTROL.sub("", text)
    # Line by line: a pattern for the trailing blanks is tried at every position (0.44 s over PAN 2k's 14 M
    # characters, against 0.03 s).
    text = "\n".join([line.rstrip(" \t\u00a0") for line in text.split("\n")])
    return (_MANY_BLANK_LINES.sub("\n\n", text) if "\n\n\n" in text else text).strip()


def _has_control_bytes(ascii_text: str) -> bool:
    data = ascii_text.encode("ascii")
    return len(data.translate(None, _ASCII_CONTROLS)) != len(data)


def furniture_key(line: str) -> str:
    """Return the form of a line compared across pages: case and white space folded, numbers as '#'."""
    return _DIGITS.sub("#", _SPACES.sub(" ", line.strip().lower()))


def is_page_number(line: str) -> bool:
    """Return True if the line is only a page number ("3", "- 3 -", "Page 3 of 12")."""
    stripped = line.strip()
    return bool(stripped) and len(stripped) <= 24 and bool(_PAGE_NUMBER.match(stripped))


def find_page_furniture(pages: Sequence[Sequence[str]]) -> list[set[int]]:
    """Return, per page, the indexes of lines that are running headers, footers or page numbers.

    A line among the first or last few of a page is furniture when it is a page number, or when the same
    line (numbers ignored) holds the same place (counted from the top, or from the bottom) on at least half
    the pages, and at least two.
    """
    zones = [_zone_places(len(lines)) for lines in pages]
    counts: Counter[tuple[int, str]] = Counter()
    for lines, zone in zip(pages, zones):
        counts.update({(place, furniture_key(lines[i])) for i, place in zone if lines[i].strip()})
    needed = max(2, math.ceil(len(pages) / 2))
    furniture: list[set[int]] = []
    for lines, zone in zip(pages, zones):
        furniture.append(
            {i for i, place in zone if is_page_number(lines[i]) or counts[place, furniture_key(lines[i])] >= needed}
        )
    return furniture


def _zone_places(count: int) -> list[tuple[int, int]]:
    """Return (line index, place) for the lines near the edges: place 0, 1.. from the top, -1, -2.. from the bottom."""
    top = [(i, i) for i in range(min(FURNITURE_ZONE, count))]
    bottom = [(i, i - count) for i in range(max(count - FURNITURE_ZONE, len(top)), count)]
    return top + bottom


@dataclass(frozen=True)
class TextLine:
    """One line of a laid-out page; `new_paragraph` is True when a paragraph starts at this line."""

    text: str
    new_paragraph: bool


def ends_sentence(line: str) -> bool:
    """Return True if the line ends with punctuation that can close a paragraph."""
    stripped = line.rstrip()
    return bool(stripped) and stripped[-1] in _TERMINAL


def join_lines(lines: Sequence[TextLine]) -> str:
    """Return the paragraphs made of `lines`, one blank line apart, with line-end hyphenation repaired."""
    vocabulary = _Vocabulary(lines)
    paragraphs: list[str] = []
    pieces: list[str] = []  # joined once per paragraph: adding to a growing string would be quadratic
    for line in lines:
        text = line.text.strip()
        if not text:
            continue
        if line.new_paragraph and pieces:
            paragraphs.append("".join(pieces))
            pieces = []
        if pieces:
            pieces[-1], separator = _line_end(pieces[-1], text, vocabulary)
            pieces.append(separator)
        pieces.append(text)
    if pieces:
        paragraphs.append("".join(pieces))
    return "\n\n".join(paragraphs)


def _line_end(left: str, right: str, vocabulary: _Vocabulary) -> tuple[str, str]:
    """Return the line `left` as it ends before `right`, and what separates them (a space or nothing)."""
    if left.endswith(SOFT_HYPHENS):
        return left[:-1], ""
    if left.endswith(HARD_HYPHENS) and len(left) > 1 and left[-2].isalpha() and right[0].islower():
        before = _WORD.findall(left[-40:])
        after = _WORD.match(right[:40])
        if before and after:
            head, tail = before[-1].lower(), after.group().lower()
            # Keep the hyphen of a compound ("well-known") when the document writes it so elsewhere.
            if f"{head}{tail}" not in vocabulary and f"{head}-{tail}" in vocabulary:
                return left, ""
        return left[:-1], ""
    return left, " "


class _Vocabulary:
    """The document's words and hyphenated compounds, lower-cased, gathered only if a hyphen needs them."""

    def __init__(self, lines: Sequence[TextLine]) -> None:
        self._lines = lines
        self._words: set[str] | None = None

    def __contains__(self, word: str) -> bool:
        if self._words is None:
            text = "\n".join(line.text for line in self._lines).lower()
            self._words = set(_WORD.findall(text)) | set(_COMPOUND.findall(text))
        return word in self._words
