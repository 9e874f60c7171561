"""Where each side of a pair is highlighted: passages turned into non-overlapping, numbered segments.

Passages on one side may overlap (a sentence copied twice into one essay matches twice in the other), so
each stretch of text is given to one passage: the innermost, i.e. the one that started last. The report's
script only slices the text at these offsets, so all the arithmetic lives here, where it is tested.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from plagcheck.models import PairResult

#: A highlighted stretch: [start, end) and the number of the passage it belongs to.
Segment = tuple[int, int, int]


def segments(spans: Sequence[tuple[int, int]], text_length: int) -> list[Segment]:
    """Return the highlighted segments for passage spans on one side, in text order, without overlaps.

    `spans[i]` is passage i's (start, end); offsets are clamped to the text and empty spans are dropped.
    """
    clean = [
        (max(0, min(start, text_length)), max(0, min(end, text_length)), number)
        for number, (start, end) in enumerate(spans)
    ]
    clean = [(start, end, number) for start, end, number in clean if start < end]
    starts: dict[int, list[tuple[int, int]]] = {}
    for start, end, number in clean:
        starts.setdefault(start, []).append((end, number))
    cuts = sorted({offset for start, end, _ in clean for offset in (start, end)})
    active: dict[int, tuple[int, int]] = {}  # passage number -> (start, end), for passages open at a cut
    result: list[Segment] = []
    for left, right in zip(cuts, cuts[1:]):
        for end, number in starts.get(left, ()):
            active[number] = (left, end)
        active = {n: span for n, span in active.items() if span[1] > left}
        if not active:
            continue
        number = max(active, key=lambda n: (active[n][0], -n))
        if result and result[-1][1] == left and result[-1][2] == number:
            result[-1] = (result[-1][0], right, number)
        else:
            result.append((left, right, number))
    return result


def pair_segments(pair: PairResult, length_a: int, length_b: int) -> tuple[list[Segment], list[Segment]]:
    """Return the segments of side a and side b of a pair; passage i is the twin of passage i."""
    side_a = segments([(p.a_start, p.a_end) for p in pair.passages], length_a)
    side_b = segments([(p.b_start, p.b_end) for p in pair.passages], length_b)
    return side_a, side_b


class Utf16Offsets:
    """Converts Python string offsets (code points) to JavaScript ones (UTF-16 code units)."""

    def __init__(self, text: str) -> None:
        # Characters beyond the Basic Multilingual Plane (emoji, rare CJK) take two units in JavaScript.
        self._astral = [i for i, char in enumerate(text) if ord(char) > 0xFFFF] if not text.isascii() else []

    def __call__(self, offset: int) -> int:
        """Return the UTF-16 offset of the Python offset `offset`."""
        return offset + bisect_left(self._astral, offset) if self._astral else offset


def flatten_for_script(side: Sequence[Segment], to_js: Utf16Offsets) -> list[int]:
    """Return segments as one flat list [start, end, number, ...] in JavaScript offsets (compact in JSON)."""
    flat: list[int] = []
    for start, end, number in side:
        flat.extend((to_js(start), to_js(end), number))
    return flat
