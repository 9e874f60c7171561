"""What the side-by-side view shows for one pair, with no Qt in it (as Meld keeps its matcher toolkit-free).

Passages are put in reading order of document A; passage i of pane A and passage i of pane B are twins and share
colour i. `map_offset` turns a position in one text into the matching position in the other, which is what
keeps the panes' scrolling aligned across matched regions.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Literal

from plagcheck.engine.reading.marked_sources import reference_words
from plagcheck.engine.reworded.shared_words import shared_word_ranges
from plagcheck.shared.models import DocumentRecord, PairResult, Passage, PassageKind, ScanResult
from plagcheck.ui.translation import translate

Side = Literal["a", "b"]
MarkKind = Literal["template", "common", "placed", "quote", "cited", "bibliography"]

#: Every kind of marked text, in the order the legend lists them.
MARK_KINDS: tuple[MarkKind, ...] = ("template", "common", "placed", "quote", "cited", "bibliography")
#: Marked text that did not count in the comparison (shown grey).
IGNORED_KINDS: tuple[MarkKind, ...] = ("template", "common", "placed")

#: Number of distinct passage colours; passage i uses colour i modulo this.
PALETTE_SIZE = 8


@dataclass(frozen=True)
class Span:
    """A highlighted range [start, end) of one pane's text and the colour slot it is painted with."""

    start: int
    end: int
    colour: int
    #: "copied" spans are filled with their colour; "reworded" ones are drawn in another style.
    kind: PassageKind = "copied"


@dataclass(frozen=True)
class Mark:
    """A range [start, end) of one pane's text that is styled for what it is, not for being shared.

    "template", "common" and "placed" text did not count in the comparison (IGNORED_KINDS); "quote" (a
    quotation with no citation), "cited" (a quotation with one) and "bibliography" are citations.
    """

    kind: MarkKind
    start: int
    end: int


def document_marks(result: ScanResult, document: DocumentRecord) -> tuple[Mark, ...]:
    """Return the ignored and citation ranges of `document` in `result`, clamped to its text, in text order.

    Unknown kinds and empty ranges are dropped, so a damaged result cannot upset the panes.
    """
    length = len(document.text)
    marks = []
    for spans in (result.ignored_spans.get(document.id, ()), result.citation_spans.get(document.id, ())):
        for kind, start, end in spans:
            start, end = _clamp(start, end, length)
            if kind in MARK_KINDS and end > start:
                marks.append(Mark(kind, start, end))
    marks.sort(key=lambda m: (m.start, m.end))
    return tuple(marks)


def reference_label(document: DocumentRecord) -> str:
    """Return "reference: <collection>" for a reference-library document ("source" for a source of the class
    folder), or "" for a student's."""
    return reference_words(document.collection) if document.is_reference else ""


@dataclass(frozen=True)
class PairComparison:
    """One pair ready to show: both texts, and its passages in reading order of document A."""

    pair: PairResult
    doc_a: DocumentRecord
    doc_b: DocumentRecord
    passages: tuple[Passage, ...]
    #: Ignored text and citations of each document (see Mark).
    marks_a: tuple[Mark, ...] = ()
    marks_b: tuple[Mark, ...] = ()
    #: Per reworded passage index, the words each side shares with the other (computed when first asked).
    _shared: dict[int, tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]] = field(
        default_factory=dict, compare=False, repr=False)

    @classmethod
    def build(cls, pair: PairResult, doc_a: DocumentRecord, doc_b: DocumentRecord,
              result: ScanResult | None = None, copied_only: bool = False) -> PairComparison:
        """Return the comparison of `pair`, with offsets clamped to the texts and passages sorted by A.

        With `result`, each document's ignored text and citations come along as marks. With `copied_only`,
        the pair's copied part is shown (PairResult.copied_part: no reworded passage).
        """
        len_a, len_b = len(doc_a.text), len(doc_b.text)
        clamped = []
        for p in (pair.copied_part() if copied_only else pair).passages:
            a_start, a_end = _clamp(p.a_start, p.a_end, len_a)
            b_start, b_end = _clamp(p.b_start, p.b_end, len_b)
            if a_end > a_start and b_end > b_start:
                clamped.append(replace(p, a_start=a_start, a_end=a_end, b_start=b_start, b_end=b_end))
        clamped.sort(key=lambda p: (p.a_start, p.b_start))
        if result is None:
            return cls(pair, doc_a, doc_b, tuple(clamped))
        return cls(pair, doc_a, doc_b, tuple(clamped), document_marks(result, doc_a), document_marks(result, doc_b))

    def marks(self, side: Side) -> tuple[Mark, ...]:
        """Return the marked (ignored or cited) ranges of pane `side`."""
        return self.marks_a if side == "a" else self.marks_b

    def mark_kinds(self) -> tuple[MarkKind, ...]:
        """Return the kinds of mark present in either pane, in legend order."""
        present = {m.kind for m in self.marks_a + self.marks_b}
        return tuple(kind for kind in MARK_KINDS if kind in present)

    def text(self, side: Side) -> str:
        """Return the text shown in pane `side`."""
        return self.doc_a.text if side == "a" else self.doc_b.text

    def range(self, side: Side, index: int) -> tuple[int, int]:
        """Return the [start, end) offsets of passage `index` in pane `side`."""
        p = self.passages[index]
        return (p.a_start, p.a_end) if side == "a" else (p.b_start, p.b_end)

    def spans(self, side: Side) -> tuple[Span, ...]:
        """Return the highlighted ranges of pane `side`; twin passages share a colour slot and a kind."""
        return tuple(Span(*self.range(side, i), colour=i % PALETTE_SIZE, kind=p.kind)
                     for i, p in enumerate(self.passages))

    def kinds(self) -> tuple[PassageKind, ...]:
        """Return the kinds of passage present, copied first (for the legend)."""
        present = {p.kind for p in self.passages}
        return tuple(kind for kind in ("copied", "reworded", "translated") if kind in present)

    def has_shape(self) -> bool:
        """Return True when a passage stands on its shape (models.PassageBasis "shape"), for the legend."""
        return any(p.basis == "shape" for p in self.passages)

    def shared_words(self, side: Side) -> tuple[tuple[int, int], ...]:
        """Return the ranges of pane `side` inside reworded passages whose words the twin passage also has."""
        ranges: list[tuple[int, int]] = []
        for i, p in enumerate(self.passages):
            if p.kind != "reworded":
                continue
            if i not in self._shared:
                self._shared[i] = shared_word_ranges(self.doc_a.text, (p.a_start, p.a_end),
                                                     self.doc_b.text, (p.b_start, p.b_end))
            ranges.extend(self._shared[i][0 if side == "a" else 1])
        return tuple(sorted(ranges))

    def passage_at(self, side: Side, offset: int) -> int | None:
        """Return the index of the passage containing `offset` in pane `side` (the shortest if nested), or None."""
        hits = [i for i in range(len(self.passages)) if self.range(side, i)[0] <= offset < self.range(side, i)[1]]
        if not hits:
            return None
        return min(hits, key=lambda i: self.range(side, i)[1] - self.range(side, i)[0])

    def map_offset(self, side: Side, offset: int) -> int:
        """Return the position in the other pane that lines up with `offset` in pane `side`.

        Inside a passage this is the same fraction of its twin; between passages it interpolates between the
        neighbouring passages (and the texts' ends), so scrolling one pane keeps twins level in the other.
        """
        other: Side = "b" if side == "a" else "a"
        anchors = self._anchors(side, other)
        keys = [a[0] for a in anchors]
        i = max(0, min(bisect_right(keys, offset) - 1, len(anchors) - 2))
        (x0, y0), (x1, y1) = anchors[i], anchors[i + 1]
        if x1 <= x0:
            return y0
        fraction = min(1.0, max(0.0, (offset - x0) / (x1 - x0)))
        return round(y0 + fraction * (y1 - y0))

    def _anchors(self, side: Side, other: Side) -> list[tuple[int, int]]:
        # Start and end of every passage, ordered along `side`; twins that would run backwards in `other`
        # are left out so the mapping is monotonic and scrolling never jumps back.
        points = [(0, 0)]
        for i in sorted(range(len(self.passages)), key=lambda i: self.range(side, i)):
            (s0, s1), (o0, o1) = self.range(side, i), self.range(other, i)
            if s0 >= points[-1][0] and o0 >= points[-1][1]:
                points.extend([(s0, o0), (s1, o1)])
        points.append((max(len(self.text(side)), points[-1][0]), max(len(self.text(other)), points[-1][1])))
        return points


def _clamp(start: int, end: int, length: int) -> tuple[int, int]:
    start = max(0, min(start, length))
    return start, max(start, min(end, length))
