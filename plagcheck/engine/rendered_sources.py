"""Passages two students each rendered from one source passage: listed with the source, not with each other.

Two students who each translate (or summarise, or paste) the same paragraph of an English source write
much the same German and Spanish: a translated passage between them is found though neither saw the
other's work. The sentence anchors of common_origin.py tell most such pairs apart, but not all: a summary's
sentence that merges two of the source's, or a sentence the dictionaries read too thinly, matches no
source sentence closely enough to be anchored, though the student's passage with the source is found and
listed. So the passages found with the sources are used too: a passage between two students is the
source's when each side overlaps that student's own passages with one source, the two render stretches of it
that overlap or lie at most common_origin.SHARED_ANCHOR_REACH sentences apart (a sentence merging several of
the source's is aligned with one of them), what lies outside them on the two sides could not be a passage on
its own (fewer words than translated.long_enough asks: a summary's merged sentence the student's passage with
the source left out, not the student's own paragraph copied by a classmate), and the two students are no more
alike there than RENDERING_MARGIN above the closer of them to the source (a classmate's translation copied
stays listed with the classmate).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from plagcheck.engine.reworded.common_origin import SHARED_ANCHOR_REACH
from plagcheck.engine.reworded.translated import long_enough
from plagcheck.shared.models import PairResult, Passage

#: A passage between two students rendering one source passage stays when it is this much more alike (its
#: similarity) than the closer of the two students' passages with the source: a rendering copied from a
#: classmate's, not made from the source (common_origin.ANCHOR_MARGIN for sentences).
RENDERING_MARGIN = 0.15


@dataclass(frozen=True)
class Rendering:
    """Characters start..end of a student's text render sentences first..last of `source` (inclusive), with
    this similarity (a passage found between the two)."""

    start: int
    end: int
    source: int
    first: int
    last: int
    similarity: float


def renderings(pairs: Iterable[PairResult], origins: set[int],
               sentences: Callable[[int, int, int], tuple[int, int]]) -> dict[int, tuple[Rendering, ...]]:
    """Return, for each document paired with an origin (a source of the class), the stretches of its text
    that render an origin's sentences: one per passage of those pairs. `sentences(document, start, end)` is
    the first and last sentence of the document that characters start..end touch."""
    found: dict[int, list[Rendering]] = {}
    for pair in pairs:
        if (pair.a in origins) == (pair.b in origins):
            continue
        student_is_a = pair.b in origins
        student, source = (pair.a, pair.b) if student_is_a else (pair.b, pair.a)
        for p in pair.passages:
            side = ((p.a_start, p.a_end, p.b_start, p.b_end) if student_is_a
                    else (p.b_start, p.b_end, p.a_start, p.a_end))
            found.setdefault(student, []).append(Rendering(side[0], side[1], source,
                                                           *sentences(source, side[2], side[3]), p.similarity))
    return {student: tuple(found[student]) for student in found}


def rendered_from_one_source(passage: Passage, renderings_a: tuple[Rendering, ...],
                             renderings_b: tuple[Rendering, ...]) -> bool:
    """Return True when the passage between two students (renderings_a and renderings_b: each one's passages
    with the sources) is each one's rendering of one source passage (see the module doc). The words outside
    the renderings are counted as the passage's words times the share of its characters outside them."""
    for source in {r.source for r in renderings_a} & {r.source for r in renderings_b}:
        inside_a = _inside(passage.a_start, passage.a_end, [r for r in renderings_a if r.source == source])
        inside_b = _inside(passage.b_start, passage.b_end, [r for r in renderings_b if r.source == source])
        outside_a = round((1 - _covered(passage.a_start, passage.a_end, inside_a)) * passage.length_a)
        outside_b = round((1 - _covered(passage.b_start, passage.b_end, inside_b)) * passage.length_b)
        if long_enough(outside_a, outside_b):
            continue
        overlapping = [(x, y) for x in inside_a for y in inside_b
                       if x.first <= y.last + SHARED_ANCHOR_REACH and y.first <= x.last + SHARED_ANCHOR_REACH]
        if not overlapping:
            continue
        closer = max(max(x.similarity, y.similarity) for x, y in overlapping)
        if passage.similarity < closer + RENDERING_MARGIN:
            return True
    return False


def _inside(start: int, end: int, renderings: list[Rendering]) -> list[Rendering]:
    """Return the renderings that overlap characters start..end."""
    return [r for r in renderings if r.start < end and start < r.end]


def _covered(start: int, end: int, renderings: list[Rendering]) -> float:
    """Return the share of characters start..end that the renderings cover."""
    if end <= start:
        return 0.0
    spans = sorted((max(r.start, start), min(r.end, end)) for r in renderings)
    covered, reached = 0, start
    for low, high in spans:
        low = max(low, reached)
        if high > low:
            covered += high - low
            reached = high
    return covered / (end - start)
