"""A reference list under a heading the citation rules do not know, or under none: recognised by its entries.

Students head their lists in many ways ("Sitografia", "Bronnenlijst", "Referências bibliográficas",
"Works I used") or not at all. What does not vary is the entries: short paragraphs at the very end of the text,
each opening with an author's name followed by a comma, an organisation followed by the year in brackets, or a
note's number, and each holding a year or a web address. Two or more such entries under a short heading line,
or three or more on their own, are the list. The rule is strict on purpose: it leaves text out of the
comparison, and a conclusion that begins "Ultimately, in 2023 ..." must stay in (it is followed by no other
entry-like paragraph, and its length and sentences give it away).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

#: An entry opens with a note's number, an author ("Colombo, M.", "van Dijk, Sanne,", "Colombo M."), a name or
#: organisation before a bracketed year ("Centro de Estudos do Fogo Rural (2022)"), or an organisation's name of
#: capitalised words and short particles before a full stop ("Kennisinstituut voor Wonen en Bouwen.": not
#: "Housing is expensive.").
_ENTRY_OPENING = re.compile(
    r"\s*(?:[\[(]?\d{1,3}[\].)]\s"
    r"|(?:[a-z]{1,3}\s)?[^\W\d_][\w'’\-]*(?:\s[^\W\d_][\w'’\-]*){0,3},\s"
    r"|[^\W\d_][\w'’\-]*\s[A-Z]{1,3}\.?[\s,]"
    r"|[^\W\d_][^\n.()]{0,120}\(\d{4}[a-z]?\)"
    r"|[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’&\-]*(?:\s(?:[A-ZÀ-ÖØ-ÞĀ-Ž&][\w'’&\-]*|[a-zà-ÿ]{1,4})){0,7}\.\s)")
#: ... and holds a year or a web address.
_ENTRY_MARK = re.compile(r"\b(?:1[6-9]|20)\d{2}[a-z]?\b|https?://|www\.")
#: An entry is no longer than this many characters (a long paragraph is prose).
ENTRY_MAX_CHARACTERS = 500
#: A heading line is this short, and does not end as a sentence does.
HEADING_MAX_WORDS = 5
#: Entries needed under a heading, and without one.
ENTRIES_UNDER_A_HEADING = 2
ENTRIES_ALONE = 3
_BLANK_LINE = re.compile(r"\n[ \t\r]*\n")


def unnamed_reference_list(text: str, start: int) -> int | None:
    """Return where the reference list at the end of `text` begins (its heading line, or its first entry), when
    its entries say it is one (see the module's docstring) and it begins at `start` or later; else None.

    Paragraphs are read from the end back, and the reading stops at the first that is no entry: the cost is
    the list's length, not the text's."""
    entries: list[int] = []
    for at, paragraph in _paragraphs_from_the_end(text, start):
        if _is_entry(paragraph):
            entries.append(at)
            continue
        if len(entries) >= ENTRIES_UNDER_A_HEADING and _is_heading(paragraph):
            return at
        break
    return entries[-1] if len(entries) >= ENTRIES_ALONE else None


def _paragraphs_from_the_end(text: str, start: int) -> Iterator[tuple[int, str]]:
    """Yield (start, paragraph) of the non-blank paragraphs (between blank lines) of text[start:], last first."""
    end = len(text)
    while end > start:
        cut = _last_blank_line(text, start, end)
        at = start if cut is None else cut.end()
        paragraph = text[at:end]
        if paragraph.strip():
            yield at + len(paragraph) - len(paragraph.lstrip()), paragraph.strip()
        if cut is None:
            return
        end = cut.start()


def _last_blank_line(text: str, start: int, end: int) -> re.Match[str] | None:
    """Return the last blank line (a line break, blanks, a line break) in text[start:end], or None."""
    at = text.rfind("\n", start, end)
    while at > start:
        before = text.rfind("\n", start, at)
        if before == -1:
            return None
        match = _BLANK_LINE.fullmatch(text, before, at + 1)
        if match:
            return match
        at = before
    return None


def _is_entry(paragraph: str) -> bool:
    """Return True when a paragraph reads as one reference entry."""
    return (len(paragraph) <= ENTRY_MAX_CHARACTERS and bool(_ENTRY_OPENING.match(paragraph))
            and bool(_ENTRY_MARK.search(paragraph)))


def _is_heading(paragraph: str) -> bool:
    """Return True for a short line that does not end as a sentence does."""
    line = paragraph.strip()
    return "\n" not in line and 0 < len(line.split()) <= HEADING_MAX_WORDS and line[-1] not in ".!?;,"
