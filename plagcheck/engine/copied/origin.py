"""Text two students each took from one source in the class: copied from the source, not from each other.

A student who pastes a sentence of a source without quotation marks and a classmate who quotes the same
sentence (or also pastes it) share it word for word. When the source lies in the class folder (marked by the
teacher, in a sources or instructions folder, or beside the students' folders: placement.py), each of them is
listed with the source, where the copy shows; a passage between the two students that the source holds too is
the source's, and does not pair them. What the two share besides stays: a student who copied a classmate's
essay, source sentences and all, is still listed with that classmate for the rest.

Nor does a sentence both students put in quotation marks pair them, wherever its source lies: each says it
quotes someone else (inside_quotations). Without a citation it still counts against the source itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from plagcheck.engine.arrays import in_sorted
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.shared.models import Passage

#: A copied passage is a source's when the source holds at least this share of its shingles (a few at its
#: edges may run into the students' own words).
HELD_SHARE = 0.8


def origin_sets(shingled: Mapping[int, ShingledDocument], origins: Iterable[int]) -> dict[int, np.ndarray]:
    """Return each origin document's sorted distinct shingle hashes (those it lacks are left out)."""
    return {doc_id: shingled[doc_id].shingle_set for doc_id in origins if doc_id in shingled}


def held_by_an_origin(passage: Passage, document: ShingledDocument, other: ShingledDocument,
                      origins: Mapping[int, np.ndarray], pair: tuple[int, int],
                      held_by_any: np.ndarray | None = None) -> bool:
    """Return True when `passage` (copied, its side in `document`: a_start..a_end; `other` is the pair's
    second document) is held by one of the `origins` other than the pair's own two documents: HELD_SHARE or
    more of the shingles the two students share there.

    Only the shared shingles are weighed: those that straddle the passage's edges run into each student's own
    words, and in a sentence-long passage they would be a third of its shingles. `held_by_any`, if given, is the
    sorted union of the origins' sets: a passage too little of which it holds is held by none of them, which one
    lookup tells (PAN + disguised's 18 origins, one search each per passage: 4.9 s of CPU).
    """
    if passage.kind != "copied":
        return False
    inside = document.shingles_overlapping([(passage.a_start, passage.a_end)])
    hashes = document.hashes[inside]
    shared = hashes[in_sorted(other.shingle_set, hashes)]
    if shared.size == 0:
        return False
    if held_by_any is not None and in_sorted(held_by_any, shared).mean() < HELD_SHARE:
        return False
    for doc_id, held in origins.items():
        if doc_id not in pair and in_sorted(held, shared).mean() >= HELD_SHARE:
            return True
    return False


#: How far a copied passage may reach past its quotation marks (the marks and a space or two).
QUOTE_SLACK = 3


def inside_quotations(quotations: tuple[tuple[str, int, int], ...], start: int, end: int) -> bool:
    """Return True when [start, end) lies inside one of the text's quotations (citations.citation_spans:
    kind "quote" or "cited"), give or take QUOTE_SLACK characters."""
    return any(kind in ("quote", "cited") and q_start - QUOTE_SLACK <= start and end <= q_end + QUOTE_SLACK
               for kind, q_start, q_end in quotations)
