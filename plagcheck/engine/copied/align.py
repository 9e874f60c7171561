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

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from plagcheck.engine.arrays import group_ranks
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.text.sentences import PARAGRAPH_BREAK
from plagcheck.shared.models import Passage

#: Only the first this many occurrences of a shingle in each document are paired with each other: text
#: repeated more often (a passage pasted 40 times) is still matched where it first occurs, and the work per
#: shingle stays bounded (at most MAX_OCCURRENCES squared pairings). Repetition never hides copying.
MAX_OCCURRENCES = 16
#: A pair gives at most this many passages, the longest: two texts made of one text's pieces shuffled and
#: repeated share over a million, which no reader could go through, and whose making (Python objects,
#: each trimmed and checked) took a minute and a gigabyte. Real pairs have a few dozen at most.
MAX_PASSAGES = 5000


@dataclass(frozen=True)
class Tiles:
    """Exact runs of shared shingles, in (a, b) order: run i covers A's shingles a[i]..a[i]+length[i]-1, equal
    to B's b[i]..b[i]+length[i]-1 (int64 arrays)."""

    a: np.ndarray
    b: np.ndarray
    length: np.ndarray

    @property
    def size(self) -> int:
        """Return the number of tiles."""
        return int(self.a.size)

    def take(self, index: np.ndarray) -> Tiles:
        """Return the tiles at `index`."""
        return Tiles(self.a[index], self.b[index], self.length[index])


_NO_TILES = Tiles(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64))


@dataclass(frozen=True)
class Alignment:
    """The passages of a pair, the longest exact run (in units), and the tiles that count."""

    passages: tuple[Passage, ...]
    longest_run: int
    #: Tiles belonging to a chain with a run of at least `min_run` units: the shared text that counts.
    counted_tiles: Tiles = _NO_TILES
    #: True when the alignment stopped at its deadline: passages after the point reached were not looked for.
    cut_short: bool = False
    #: True when the pair shares more than MAX_PASSAGES passages: only the longest of them are given.
    crowded: bool = False


def find_tiles(doc_a: ShingledDocument, doc_b: ShingledDocument, shared: np.ndarray) -> Tiles:
    """Return the maximal exact runs of shared shingles between A and B, in (a, b) order."""
    if shared.size == 0:
        return _NO_TILES
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
        return _NO_TILES
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
    tiles = Tiles(a[starts].astype(np.int64), b[starts].astype(np.int64), lengths.astype(np.int64))
    return tiles.take(np.lexsort((tiles.b, tiles.a)))


def _first_occurrences(positions: np.ndarray, owner: np.ndarray, count: int) -> tuple[np.ndarray, np.ndarray]:
    """Return (positions, owner) keeping the first MAX_OCCURRENCES occurrences of each hash (grouped by hash,
    in text order within a hash, as ShingledDocument.positions_of gives them)."""
    per_hash = np.bincount(owner, minlength=count)
    if per_hash.size == 0 or per_hash.max() <= MAX_OCCURRENCES:
        return positions, owner
    keep = group_ranks(per_hash) < MAX_OCCURRENCES
    return positions[keep], owner[keep]


@dataclass
class Chains:
    """Tiles chained into passages: chain c spans A's shingles a_first[c]..a_last[c] and B's b_first[c]..
    b_last[c], holds `shared[c]` shingles in its tiles, the longest `longest[c]`; tile i belongs to chain
    owner[i] (-1: not reached before the deadline)."""

    a_first: list[int]
    a_last: list[int]
    b_first: list[int]
    b_last: list[int]
    shared: list[int]
    longest: list[int]
    owner: np.ndarray

    @property
    def count(self) -> int:
        """Return the number of chains."""
        return len(self.a_first)


#: Tiles chained between two looks at the clock (a few milliseconds of work).
_CLOCK_EVERY = 4096


def chain_tiles(tiles: Tiles, max_gap: int, k: int, deadline: Callable[[], bool] | None = None
                ) -> tuple[Chains, bool]:
    """Return the tiles chained into passages, and whether `deadline()` stopped the work early (the chains
    then cover the tiles up to that point).

    Tiles are taken in (a, b) order; each joins the chain it continues best: the chain whose last word comes
    within `max_gap` units before the tile's first in both documents (overlapping it by less than k), with
    the smallest gap, the earliest made on a tie; else it starts a chain. Only chains whose end lies within
    reach of the tile in B are looked at (they are kept in buckets of `max_gap` + k positions of B by their
    end), and a chain left behind in A is dropped from its bucket for good: the work per tile is bounded by
    the tiles near it, not by the number of chains.
    """
    reach = max_gap + k
    a_first: list[int] = []
    a_last: list[int] = []
    b_first: list[int] = []
    b_last: list[int] = []
    shared: list[int] = []
    longest: list[int] = []
    owner = [-1] * tiles.size
    buckets: dict[int, list[int]] = {}
    cut_short = False
    for index, (a, b, length) in enumerate(zip(tiles.a.tolist(), tiles.b.tolist(), tiles.length.tolist())):
        if index % _CLOCK_EVERY == 0 and index and deadline is not None and deadline():
            cut_short = True
            break
        best, best_gap = -1, 0
        low, high = (b - reach) // reach, (b - 1) // reach
        for bucket in (low, high) if low != high else (low,):
            members = buckets.get(bucket)
            if not members:
                continue
            behind = False
            for c in members:
                last_a = a_last[c]
                if last_a + reach < a:  # left behind in A: can never be joined again
                    behind = True
                    continue
                # Gaps in units between the chain's last word and the tile's first, in each document.
                gap_a = a - last_a - k
                gap_b = b - b_last[c] - k
                if -k < gap_a <= max_gap and -k < gap_b <= max_gap and b > b_first[c]:
                    gap = gap_a if gap_a > gap_b else gap_b
                    if best < 0 or gap < best_gap or (gap == best_gap and c < best):
                        best, best_gap = c, gap
            if behind:
                buckets[bucket] = [c for c in members if a_last[c] + reach >= a]
        end_a, end_b = a + length - 1, b + length - 1
        if best < 0:
            owner[index] = len(a_first)
            buckets.setdefault(end_b // reach, []).append(len(a_first))
            a_first.append(a)
            a_last.append(end_a)
            b_first.append(b)
            b_last.append(end_b)
            shared.append(length)
            longest.append(length)
            continue
        owner[index] = best
        old_bucket = b_last[best] // reach
        if end_a > a_last[best]:
            a_last[best] = end_a
        if end_b > b_last[best]:
            b_last[best] = end_b
        shared[best] += length
        if length > longest[best]:
            longest[best] = length
        if b_last[best] // reach != old_bucket:
            buckets[old_bucket].remove(best)
            buckets.setdefault(b_last[best] // reach, []).append(best)
    return Chains(a_first, a_last, b_first, b_last, shared, longest, np.array(owner, dtype=np.int64)), cut_short


def align(
    doc_a: ShingledDocument,
    doc_b: ShingledDocument,
    tiles: Tiles,
    max_gap: int,
    min_length: int,
    min_run: int = 0,
    deadline: Callable[[], bool] | None = None,
) -> Alignment:
    """Return the shared passages of A and B (twins paired, in A's order), the longest run, the counted tiles.

    `tiles` are the exact shared runs (find_tiles). Lengths are in units (words or characters): gaps up to
    `max_gap` are bridged; passages shorter than `min_length` are not reported; a chain counts only if one
    of its exact runs spans at least `min_run` units (the small-match filter: isolated short matches are
    coincidence, short runs next to a long one are the edited edges of a copy). `deadline()`, looked at every
    few thousand tiles, stops the chaining when it returns True: the alignment is then `cut_short`.
    """
    if tiles.size == 0:
        return Alignment((), 0)
    k = doc_a.k
    chains, cut_short = chain_tiles(tiles, max_gap, k, deadline)
    counts = np.array(chains.longest, dtype=np.int64) + k - 1 >= min_run
    a_first, a_last = np.array(chains.a_first, dtype=np.int64), np.array(chains.a_last, dtype=np.int64)
    b_first, b_last = np.array(chains.b_first, dtype=np.int64), np.array(chains.b_last, dtype=np.int64)
    lengths_a, lengths_b = a_last - a_first + k, b_last - b_first + k
    shown = np.flatnonzero(counts & (np.maximum(lengths_a, lengths_b) >= min_length))
    crowded = shown.size > MAX_PASSAGES
    if crowded:  # the longest MAX_PASSAGES, by the words they share exactly
        shared = np.array(chains.shared, dtype=np.int64)
        shown = np.sort(shown[np.argpartition(-shared[shown], MAX_PASSAGES)[:MAX_PASSAGES]])
    passages = []
    for c in shown.tolist():
        length_a, length_b = int(lengths_a[c]), int(lengths_b[c])
        a_start, a_end = doc_a.span(chains.a_first[c], chains.a_last[c])
        b_start, b_end = doc_b.span(chains.b_first[c], chains.b_last[c])
        similarity = round(min(1.0, chains.shared[c] / max(1, length_a - k + 1)), 3)  # share shared exactly
        passages.append(Passage(a_start, a_end, b_start, b_end, chains.shared[c], length_a, length_b, "copied",
                                similarity))
    passages.sort(key=lambda p: (p.a_start, p.b_start))
    counted = tiles.take(np.flatnonzero((chains.owner >= 0) & counts[np.maximum(chains.owner, 0)]))
    longest = int(np.array(chains.longest)[counts].max()) if counts.any() else 1 - k
    return Alignment(_drop_nested(passages), longest + k - 1, counted, cut_short, crowded)


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
    breaks = [b for b in PARAGRAPH_BREAK.finditer(inside) if not _through_a_sentence(inside, b.start(), b.end())]
    if not breaks:
        return start, end, 0
    new_start, new_end, cut = 0, len(inside), 0
    tail = _words_up_to(inside, breaks[-1].end(), len(inside), min_words)
    if tail < min_words:
        new_end, cut = breaks[-1].start(), tail
    head = _words_up_to(inside, 0, breaks[0].start(), min_words)
    if head < min_words and breaks[0].end() < new_end:
        new_start, cut = breaks[0].end(), cut + head
    if _words_up_to(inside, new_start, new_end, min_words) < min_words:
        return start, end, 0
    return start + new_start, start + new_end, cut


def _words_up_to(text: str, start: int, end: int, most: int) -> int:
    """Return how many words text[start:end] holds, counted no further than `most` (a long passage's words were
    all listed to be compared with a few)."""
    return sum(1 for _ in itertools.islice(_WORD.finditer(text, start, end), most))


def _through_a_sentence(text: str, start: int, end: int) -> bool:
    """Return True when the paragraph break text[start:end] goes through a sentence: after a word or a comma,
    before a lower-case letter (a PDF's line break: "… dan apa yang / dapat dilakukan …")."""
    return (start > 0 and end < len(text) and (text[start - 1].isalnum() or text[start - 1] == ",")
            and text[end].islower())
