"""Where each side of a pair is highlighted: passages turned into non-overlapping, numbered segments.

Passages on one side may overlap (a sentence copied twice into one essay matches twice in the other), so
each stretch of text is given to one passage: the innermost, i.e. the one that started last. Template,
common, quoted and reference-list text is then laid over them (styled_pieces). The report's script only
slices the text at these offsets, so all the arithmetic lives here, where it is tested.
"""

from __future__ import annotations

from collections.abc import Sequence

from plagcheck.shared.models import PairResult
from plagcheck.shared.utf16 import Utf16Offsets

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


#: Style bits of a stretch of text; one stretch can carry several (a quotation inside common text).
TEMPLATE, COMMON, QUOTE, BIBLIOGRAPHY = 1, 2, 4, 8
#: Set on the first stretch of each quotation or reference list, where the report writes a small label.
LABEL = 16
#: Quotations shorter than this many characters ("fruit", a quoted term) are styled but get no label: a
#: badge on every quoted word cluttered the text.
MIN_LABELLED_QUOTE = 40
#: A word of a reworded passage that the twin passage also has (drawn bold), and a stretch of a reworded
#: passage (drawn with a dashed outline); see with_reworded.
SHARED_WORD, REWORDED = 32, 64
#: Text several essays have at the same place (a cover sheet, the question), and a quotation with a citation
#: beside it: neither counted.
PLACED, CITED = 128, 256
#: Text that did not count: shown greyed, never as part of a passage's highlight.
GREYED = TEMPLATE | COMMON | PLACED | CITED
KIND_BITS = {"template": TEMPLATE, "common": COMMON, "placed": PLACED, "quote": QUOTE, "cited": CITED,
             "bibliography": BIBLIOGRAPHY, "shared": SHARED_WORD}

#: A drawn stretch: [start, end), the passage number it belongs to (-1 for none) and its style bits.
Piece = tuple[int, int, int, int]


def styled_pieces(side: Sequence[Segment], marked: Sequence[tuple[str, int, int]], text_length: int) -> list[Piece]:
    """Return the stretches of one side to draw specially, in text order, without overlaps.

    `side` holds the passage segments (from `segments`), `marked` the document's ignored and citation
    spans as (kind, start, end). Counted text keeps its passage highlight; greyed text (template or
    common) inside a passage loses it, since it did not count. Unknown kinds are left out.
    """
    events: dict[int, list[tuple[int, int]]] = {}  # offset -> (bit, +1 | -1)
    label_starts: set[int] = set()
    for kind, start, end in marked:
        bit = KIND_BITS.get(kind)
        start, end = max(0, min(start, text_length)), max(0, min(end, text_length))
        if bit is None or start >= end:
            continue
        events.setdefault(start, []).append((bit, 1))
        events.setdefault(end, []).append((bit, -1))
        if bit & BIBLIOGRAPHY or (bit & (QUOTE | CITED) and end - start >= MIN_LABELLED_QUOTE):
            label_starts.add(start)
    for start, end, _ in side:
        events.setdefault(start, [])
        events.setdefault(end, [])
    cuts = sorted(events)
    open_counts = dict.fromkeys(KIND_BITS.values(), 0)
    pieces: list[Piece] = []
    passage_index = 0
    for left, right in zip(cuts, cuts[1:]):
        for bit, change in events[left]:
            open_counts[bit] += change
        flags = sum(bit for bit, count in open_counts.items() if count > 0)
        while passage_index < len(side) and side[passage_index][1] <= left:
            passage_index += 1
        inside = passage_index < len(side) and side[passage_index][0] <= left
        number = side[passage_index][2] if inside and not flags & GREYED else -1
        if number < 0 and not flags:
            continue
        if left in label_starts:
            flags |= LABEL
        last = pieces[-1] if pieces else None
        if last and last[1] == left and last[2] == number and last[3] & ~LABEL == flags:
            pieces[-1] = (last[0], right, number, last[3])
        else:
            pieces.append((left, right, number, flags))
    return pieces


def with_reworded(pieces: Sequence[Piece], reworded: set[int]) -> list[Piece]:
    """Return `pieces` with the REWORDED bit on every stretch of a passage whose number is in `reworded`."""
    return [(start, end, number, bits | REWORDED if number in reworded else bits)
            for start, end, number, bits in pieces]


def flatten_pieces(pieces: Sequence[Piece], to_js: Utf16Offsets) -> list[int]:
    """Return pieces as one flat list [start, end, number, bits, ...] in JavaScript offsets."""
    flat: list[int] = []
    for start, end, number, bits in pieces:
        flat.extend((to_js(start), to_js(end), number, bits))
    return flat
