"""Block quotations marked in the raw text of a reader, found again at exact offsets after clean-up.

A reader that knows from a file's formatting where a quotation starts and ends (Word's Quote style, an
HTML <blockquote>) writes OPEN and CLOSE around it while it builds the raw text. `place_marks` moves them
onto the quotation's first and last visible characters (so they sit between two characters that clean-up
never removes, and no clean-up step sees them as anything but part of a word), joins consecutive
quotations and drops empty ones. After every clean-up, `take_marks` removes them and returns the ranges.

The marks are private-use characters of plane 16, which no text uses; `strip_marks` removes any a file
itself holds before the reader adds its own, so a mark can never come from a file or leak into a text.
"""

from __future__ import annotations

import re

OPEN = "\U0010fffc"
CLOSE = "\U0010fffd"

Ranges = tuple[tuple[int, int], ...]

# What clean-up may remove, turn into line breaks or strip (white space and control characters), and marks.
_SKIPPED = f"[\\s\\x00-\\x08\\x0e-\\x1f\\x7f\\ufffe\\uffff{OPEN}{CLOSE}]"
_SKIPPED_RUN = re.compile(f"{_SKIPPED}*")
_SKIPPED_TO_END = re.compile(f"(?<!{_SKIPPED}){_SKIPPED}*\\Z")  # from a run's start only: linear time


def strip_marks(text: str) -> str:
    """Return `text` without OPEN and CLOSE characters (a file's own, before the reader adds marks)."""
    if OPEN in text or CLOSE in text:
        return text.replace(OPEN, "").replace(CLOSE, "")
    return text


def place_marks(raw: str) -> str:
    """Return `raw` with its marks balanced (outermost pairs only), moved onto the first and last visible
    characters between them, consecutive quotations joined and empty ones dropped."""
    marks = _marks(raw)
    if not marks:
        return raw
    ranges: list[tuple[int, int]] = []
    for opened, closed in _outermost(marks, len(raw)):
        start = _SKIPPED_RUN.match(raw, opened + 1, closed).end()
        if start == closed:
            continue  # nothing visible inside
        end = _visible_end(raw, start, closed)
        if ranges and _SKIPPED_RUN.match(raw, ranges[-1][1], start).end() == start:
            ranges[-1] = (ranges[-1][0], end)  # only blanks since the previous quotation: the same one
        else:
            ranges.append((start, end))
    # Insertions sort before a removal at the same place: (place, 0, mark) < (place, 1, "").
    edits = sorted([(i, 1, "") for i, _ in marks]
                   + [edit for start, end in ranges for edit in ((start, 0, OPEN), (end, 0, CLOSE))])
    pieces: list[str] = []
    position = 0
    for place, removal, mark in edits:
        pieces.append(raw[position:place])
        pieces.append(mark)
        position = place + removal
    pieces.append(raw[position:])
    return "".join(pieces)


def take_marks(text: str) -> tuple[str, Ranges]:
    """Return `text` without its marks, and the sorted [start, end) ranges they enclosed in the result.

    Marks that are not in OPEN, CLOSE order (which `place_marks` output never has) are dropped with no range.
    """
    marks = _marks(text)
    if not marks:
        return text, ()
    if [mark for _, mark in marks] != [OPEN, CLOSE] * (len(marks) // 2):
        return strip_marks(text), ()
    # Mark number n sits at marks[n][0] in `text`, so at marks[n][0] - n once the marks before it are gone.
    places = [i - n for n, (i, _) in enumerate(marks)]
    ranges = tuple((start, end) for start, end in zip(places[::2], places[1::2]) if end > start)
    return strip_marks(text), ranges


def _visible_end(raw: str, start: int, stop: int) -> int:
    """Return the index after the last visible character of raw[start:stop] (raw[start] is one)."""
    # Usually the blanks before a quotation's end are few: look at the last few characters first.
    found = _SKIPPED_TO_END.search(raw, max(start, stop - 64), stop)
    if found is None:  # a longer run of blanks
        found = _SKIPPED_TO_END.search(raw, start, stop)
    return found.start()


def _marks(text: str) -> list[tuple[int, str]]:
    """Return (index, mark) of every mark in `text`, in order."""
    found: list[tuple[int, str]] = []
    for mark in (OPEN, CLOSE):
        i = text.find(mark)
        while i != -1:
            found.append((i, mark))
            i = text.find(mark, i + 1)
    return sorted(found)


def _outermost(marks: list[tuple[int, str]], length: int) -> list[tuple[int, int]]:
    """Return the (OPEN index, CLOSE index) of the outermost pairs of marks; one left open closes at `length`."""
    pairs: list[tuple[int, int]] = []
    depth, opened = 0, 0
    for i, mark in marks:
        if mark == OPEN:
            depth += 1
            if depth == 1:
                opened = i
        elif depth:
            depth -= 1
            if depth == 0:
                pairs.append((opened, i))
    if depth:
        pairs.append((opened, length))
    return pairs
