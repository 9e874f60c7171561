"""Locating shared passages in both documents of a pair.

1. Every position i of A and j of B whose shingles are equal is a match (i, j). Matches on one diagonal
   (j - i constant) at consecutive positions form a *tile*: an exact shared run.
2. Tiles are chained in text order when the next one starts soon after the current passage ends in both
   documents (a changed, inserted or deleted word only shifts the diagonal), so a lightly edited paragraph
   stays one passage.
3. Passages are mapped to character ranges of the original texts, and short ones are dropped.
4. A passage's edge that only reaches a few words past a paragraph break is cut back to the break: those
   words share a shingle with the paragraph before (both documents start the next paragraph alike) but
   are not part of the copy a reader would see.

A passage found in A is paired with its twin in B by construction: both ranges come from the same chain.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import numpy as np

from plagcheck.engine.arrays import group_ranks
from plagcheck.engine.sentences import PARAGRAPH_BREAK
from plagcheck.engine.shingles import ShingledDocument
from plagcheck.models import Passage

#: Only the first this many occurrences of a shingle in each document are paired with each other: text
#: repeated more often (a passage pasted 40 times) is still matched where it first occurs, and the work per
#: shingle stays bounded (at most MAX_OCCURRENCES squared pairings). Repetition never hides copying.
MAX_OCCURRENCES = 16


@dataclass(frozen=True)
class Tile:
    """An exact run of `length` shared shingles: A's shingles a..a+length-1 equal B's b..b+length-1."""

    a: int
    b: int
    length: int


@dataclass(frozen=True)
class Alignment:
    """The passages of a pair, the longest exact run (in units), and the tiles that count."""

    passages: tuple[Passage, ...]
    longest_run: int
    #: Tiles belonging to a chain with a run of at least `min_run` units: the shared text that counts.
    counted_tiles: tuple[Tile, ...] = ()


def find_tiles(doc_a: ShingledDocument, doc_b: ShingledDocument, shared: np.ndarray) -> list[Tile]:
    """Return the maximal exact runs of shared shingles between A and B, in A's order."""
    if shared.size == 0:
        return []
    pos_a, idx_a = _first_occurrences(*doc_a.positions_of(shared), shared.size)
    pos_b, idx_b = _first_occurrences(*doc_b.positions_of(shared), shared.size)
    count_b = np.bincount(idx_b, minlength=shared.size)
    start_b = np.cumsum(count_b) - count_b
    # Every occurrence in A paired with every occurrence in B of the same hash, vectorised.
    pa, ia = pos_a, idx_a
    reps = count_b[ia]
    match_a = np.repeat(pa, reps)
    owner = np.repeat(ia, reps)
    match_b = pos_b[start_b[owner] + group_ranks(reps)]
    if match_a.size == 0:
        return []
    # Sorted by diagonal, then position in A, with one sort of (diagonal, position) packed in an int64.
    key = ((match_b - match_a + doc_a.hashes.size) << 32) | match_a
    key.sort()
    a = key & 0xFFFFFFFF
    d = key >> 32
    b = d - doc_a.hashes.size + a
    new_run = np.ones(a.size, dtype=bool)
    new_run[1:] = (d[1:] != d[:-1]) | (a[1:] != a[:-1] + 1)
    starts = np.flatnonzero(new_run)
    lengths = np.diff(np.append(starts, a.size))
    tiles = [Tile(int(a[s]), int(b[s]), int(n)) for s, n in zip(starts, lengths)]
    tiles.sort(key=lambda t: (t.a, t.b))
    return tiles


def _first_occurrences(positions: np.ndarray, owner: np.ndarray, count: int) -> tuple[np.ndarray, np.ndarray]:
    """Return (positions, owner) keeping the first MAX_OCCURRENCES occurrences of each hash (grouped by hash,
    in text order within a hash, as ShingledDocument.positions_of gives them)."""
    per_hash = np.bincount(owner, minlength=count)
    if per_hash.size == 0 or per_hash.max() <= MAX_OCCURRENCES:
        return positions, owner
    keep = group_ranks(per_hash) < MAX_OCCURRENCES
    return positions[keep], owner[keep]


@dataclass
class _Chain:
    a_first: int
    a_last: int  # last shingle index in A
    b_first: int
    b_last: int
    tiles: list[Tile]

    @property
    def shared(self) -> int:
        return sum(t.length for t in self.tiles)


def chain_tiles(tiles: list[Tile], max_gap: int, k: int) -> list[_Chain]:
    """Return tiles chained into passages: a tile joins the chain it continues within `max_gap` units."""
    chains: list[_Chain] = []
    open_chains: list[_Chain] = []
    for tile in tiles:
        best: _Chain | None = None
        best_gap = 0
        for chain in open_chains:
            # Gaps in units between the chain's last word and the tile's first, in each document.
            gap_a = tile.a - (chain.a_last + k)
            gap_b = tile.b - (chain.b_last + k)
            if -k < gap_a <= max_gap and -k < gap_b <= max_gap and tile.b > chain.b_first:
                gap = max(gap_a, gap_b)
                if best is None or gap < best_gap:
                    best, best_gap = chain, gap
        if best is None:
            best = _Chain(tile.a, tile.a + tile.length - 1, tile.b, tile.b + tile.length - 1, [tile])
            chains.append(best)
            open_chains.append(best)
        else:
            best.a_last = max(best.a_last, tile.a + tile.length - 1)
            best.b_last = max(best.b_last, tile.b + tile.length - 1)
            best.tiles.append(tile)
        # Chains that can no longer be continued by later tiles (sorted by a) are closed.
        open_chains = [c for c in open_chains if c.a_last + k + max_gap >= tile.a]
    return chains


def align(
    doc_a: ShingledDocument,
    doc_b: ShingledDocument,
    tiles: list[Tile],
    max_gap: int,
    min_length: int,
    min_run: int = 0,
) -> Alignment:
    """Return the shared passages of A and B (twins paired, in A's order), the longest run, the counted tiles.

    `tiles` are the exact shared runs (find_tiles). Lengths are in units (words or characters): gaps up to
    `max_gap` are bridged; passages shorter than `min_length` are not reported; a chain counts only if one
    of its exact runs spans at least `min_run` units (the small-match filter: isolated short matches are
    coincidence, short runs next to a long one are the edited edges of a copy).
    """
    if not tiles:
        return Alignment((), 0)
    k = doc_a.k
    passages = []
    counted: list[Tile] = []
    for chain in chain_tiles(tiles, max_gap, k):
        if max(t.length for t in chain.tiles) + k - 1 < min_run:
            continue
        counted.extend(chain.tiles)
        length_a = chain.a_last - chain.a_first + k
        length_b = chain.b_last - chain.b_first + k
        if max(length_a, length_b) < min_length:
            continue
        a_start, a_end = doc_a.span(chain.a_first, chain.a_last)
        b_start, b_end = doc_b.span(chain.b_first, chain.b_last)
        similarity = round(min(1.0, chain.shared / max(1, length_a - k + 1)), 3)  # share shared exactly
        passages.append(Passage(a_start, a_end, b_start, b_end, chain.shared, length_a, length_b, "copied", similarity))
    passages.sort(key=lambda p: (p.a_start, p.b_start))
    longest = max((t.length for t in counted), default=1 - k) + k - 1
    return Alignment(_drop_nested(passages), longest, tuple(counted))


def _drop_nested(passages: list[Passage]) -> tuple[Passage, ...]:
    """Return the passages without those lying inside another passage in both documents.

    One sweep in A's order: a passage can only lie inside one that starts no later in A and still runs at
    its start, so each is checked against those alone (a few: find_tiles pairs a shingle's first
    MAX_OCCURRENCES occurrences at most), not against every passage kept.
    """
    kept: list[Passage] = []
    running: list[Passage] = []  # kept passages whose A range reaches the current start
    for p in sorted(passages, key=lambda p: (p.a_start, -p.a_end)):
        running = [q for q in running if q.a_end >= p.a_start]
        if not any(q.a_end >= p.a_end and q.b_start <= p.b_start and p.b_end <= q.b_end for q in running):
            kept.append(p)
            running.append(p)
    kept.sort(key=lambda p: (p.a_start, p.b_start))
    return tuple(kept)


_WORD = re.compile(r"\w+")


def trim_to_paragraphs(passage: Passage, text_a: str, text_b: str, min_words: int) -> Passage:
    """Return the passage with each edge that reaches fewer than `min_words` words past a paragraph break cut
    back to the break, in each document (unchanged if that would leave fewer than `min_words` words)."""
    a_start, a_end, cut_a = _trimmed(text_a, passage.a_start, passage.a_end, min_words)
    b_start, b_end, cut_b = _trimmed(text_b, passage.b_start, passage.b_end, min_words)
    if not (cut_a or cut_b):
        return passage
    return replace(passage, a_start=a_start, a_end=a_end, b_start=b_start, b_end=b_end,
                   length_a=max(1, passage.length_a - cut_a), length_b=max(1, passage.length_b - cut_b))


#: Characters that close a sentence or a quotation: a passage ending just before them takes them in.
_CLOSING = frozenset(".!?…)]}»\"'”’؟۔।॥")
_MAX_CLOSING = 3


def with_closing_marks(passage: Passage, text_a: str, text_b: str) -> Passage:
    """Return the passage with each end taking in the closing punctuation that follows it directly (the full
    stop and quotation mark after its last word: part of what was copied), up to three characters."""
    a_end, b_end = _closed(text_a, passage.a_end), _closed(text_b, passage.b_end)
    return passage if (a_end, b_end) == (passage.a_end, passage.b_end) else replace(passage, a_end=a_end, b_end=b_end)


def _closed(text: str, end: int) -> int:
    """Return `end` moved past up to _MAX_CLOSING closing marks that follow it in `text`."""
    stop = min(len(text), end + _MAX_CLOSING)
    while end < stop and text[end] in _CLOSING:
        end += 1
    return end


def _trimmed(text: str, start: int, end: int, min_words: int) -> tuple[int, int, int]:
    """Return (start, end, words cut) of text[start:end] with short edges past paragraph breaks cut."""
    inside = text[start:end]
    breaks = list(PARAGRAPH_BREAK.finditer(inside))
    if not breaks:
        return start, end, 0
    new_start, new_end, cut = 0, len(inside), 0
    tail = len(_WORD.findall(inside, breaks[-1].end()))
    if tail < min_words:
        new_end, cut = breaks[-1].start(), tail
    head = len(_WORD.findall(inside, 0, breaks[0].start()))
    if head < min_words and breaks[0].end() < new_end:
        new_start, cut = breaks[0].end(), cut + head
    if len(_WORD.findall(inside, new_start, new_end)) < min_words:
        return start, end, 0
    return start + new_start, start + new_end, cut
