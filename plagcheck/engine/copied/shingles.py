"""k-shingles of words or characters, hashed to stable 64-bit integers.

Units are hashed first (words as in wordhash.py, characters by code point), then each run of k consecutive
unit hashes is combined and mixed with numpy, all shingles of a document at once.
The hashes are the same on every run and machine (Python's salted `hash()` is never used).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, in_sorted, sorted_unique
from plagcheck.engine.text.normalize import NormalizeOptions, Units, characters, words
from plagcheck.engine.text.wordhash import mix64, word_hashes
from plagcheck.shared.models import ScanSettings

#: Bump whenever the hash of a shingle changes for the same text and settings: stored hashes (the
#: reference library's) of another version must be recomputed, not compared.
SHINGLE_HASH_VERSION = 3  # 3: marks of Indic and other scripts stay in their words
_MULTIPLIER = np.uint64(0x100000001B3)  # FNV-1a 64-bit prime: combines unit hashes position by position


@dataclass(frozen=True)
class ShingledDocument:
    """A document as its sequence of shingle hashes, plus the map from units back to original offsets.

    Shingle i covers units i .. i+k-1, that is original text[unit_starts[i] : unit_ends[i + k - 1]].
    """

    hashes: np.ndarray  # uint64, in text order, with repeats
    unit_starts: np.ndarray  # int64
    unit_ends: np.ndarray  # int64
    k: int  # effective shingle length (shorter than asked only for documents shorter than k units)
    #: Sorted hashes that do not count (template or class-wide common text); their positions stay in
    #: `hashes` so offsets are unchanged, but they are left out of the set, the signature and the passages.
    ignored: np.ndarray | None = None

    # Derived on first use (only documents in a candidate pair need them) and never pickled to workers.
    @cached_property
    def order(self) -> np.ndarray:
        """Return the positions of the shingles in hash order (a stable argsort of `hashes`)."""
        return np.argsort(self.hashes, kind="stable")

    @cached_property
    def shingle_set(self) -> np.ndarray:
        """Return the sorted distinct shingle hashes."""
        in_order = self.hashes[self.order]
        distinct = np.ones(in_order.size, dtype=bool)
        distinct[1:] = in_order[1:] != in_order[:-1]
        unique = in_order[distinct]
        if self.ignored is not None and self.ignored.size:
            unique = unique[~in_sorted(self.ignored, unique)]
        return unique

    @property
    def counted_hashes(self) -> np.ndarray:
        """Return the shingle hashes in text order without the ignored ones (what signatures are made of)."""
        if self.ignored is None or self.ignored.size == 0:
            return self.hashes
        return self.hashes[~self.ignored_mask]

    @property
    def ignored_mask(self) -> np.ndarray:
        """Return a boolean per shingle position: True where its hash is ignored."""
        if self.ignored is None or self.ignored.size == 0:
            return np.zeros(self.hashes.size, dtype=bool)
        return in_sorted(self.ignored, self.hashes)

    def counted_unit_mask(self) -> np.ndarray:
        """Return a boolean per unit: True where at least one counted (not ignored) shingle covers it."""
        return self.units_covered_by(~self.ignored_mask)

    def units_covered_by(self, shingles: np.ndarray) -> np.ndarray:
        """Return a boolean per unit: True where one of the shingles marked True (a boolean per shingle)
        covers it."""
        starts = np.flatnonzero(shingles)
        size = self.unit_count + 1
        cover = (np.bincount(starts, minlength=size)
                 - np.bincount(np.minimum(starts + self.k, self.unit_count), minlength=size))
        return np.cumsum(cover)[: self.unit_count] > 0

    def shingles_overlapping(self, ranges: list[tuple[int, int]]) -> np.ndarray:
        """Return a boolean per shingle: True where its text overlaps one of the sorted, disjoint `ranges`."""
        if not ranges or self.hashes.size == 0:
            return np.zeros(self.hashes.size, dtype=bool)
        bounds = np.array(ranges, dtype=np.int64)
        first = self.unit_starts[: self.hashes.size]
        last = self.unit_ends[np.arange(self.hashes.size) + self.k - 1]
        # the first range ending after the shingle's start must also start before the shingle's end
        index = np.searchsorted(bounds[:, 1], first, side="right")
        inside = index < len(bounds)
        hit = np.zeros(self.hashes.size, dtype=bool)
        hit[inside] = bounds[index[inside], 0] < last[inside]
        return hit

    def ignoring(self, hashes: np.ndarray) -> ShingledDocument:
        """Return this document with the sorted `hashes` ignored (besides those already ignored).

        Only the hashes it holds are kept: a class-wide array (template and common text) merged into every
        document's own would cost the class's size per document.
        """
        held = sorted_unique(self.hashes[in_sorted(hashes, self.hashes)])
        if self.ignored is not None and self.ignored.size:
            held = sorted_unique(np.concatenate((self.ignored, held)))
        return ShingledDocument(self.hashes, self.unit_starts, self.unit_ends, self.k, held)

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k not in ("order", "shingle_set")}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)

    def positions_of(self, shared: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Return (positions, index into `shared`) of every occurrence of the sorted hashes `shared`.

        Occurrences are grouped by hash, in text order within a hash.
        """
        in_order = self.hashes[self.order]
        first = np.searchsorted(in_order, shared, side="left")
        counts = np.searchsorted(in_order, shared, side="right") - first
        owner = np.repeat(np.arange(shared.size), counts)
        return self.order[concatenated_ranges(first, counts)], owner

    @property
    def set_size(self) -> int:
        """Return the number of distinct shingles."""
        return int(self.shingle_set.size)

    @property
    def unit_count(self) -> int:
        """Return the number of units (words or characters) in the document."""
        return int(self.unit_starts.size)

    def span(self, first_shingle: int, last_shingle: int) -> tuple[int, int]:
        """Return the original-text range covered by shingles first..last (inclusive).

        Blank units at either edge (character shingles) map to nothing, so the range starts and ends on text.
        """
        first, last = first_shingle, last_shingle + self.k - 1
        while first < last and self.unit_starts[first] == self.unit_ends[first]:
            first += 1
        while last > first and self.unit_starts[last] == self.unit_ends[last]:
            last -= 1
        return int(self.unit_starts[first]), int(self.unit_ends[last])


def character_hashes(units: Units) -> np.ndarray:
    """Return one stable uint64 per character unit: its code point, mixed (words are hashed in wordhash.py)."""
    codes = np.frombuffer("".join(units.values).encode("utf-32-le"), dtype=np.uint32)
    return mix64(codes.astype(np.uint64))


def shingle_hashes(hashes: np.ndarray, k: int) -> np.ndarray:
    """Return the hash of every run of k consecutive unit hashes (len(hashes) - k + 1 values, uint64)."""
    n = hashes.size - k + 1
    if n <= 0:
        return np.zeros(0, dtype=np.uint64)
    combined = np.zeros(n, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for offset in range(k):
            combined = combined * _MULTIPLIER + hashes[offset : offset + n]
    return mix64(combined ^ np.uint64(k))


def shingle_document(
    text: str, settings: ScanSettings, words: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
) -> ShingledDocument:
    """Return the shingled form of `text` under the scan's unit, k and normalisation options.

    `words` are the text's word_hashes under the same options, when the caller has them already.
    """
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    if settings.unit == "word":
        return _shingled(*(words if words is not None else word_hashes(text, options)), settings.shingle_k)
    units = characters(text, options)
    return _shingled(character_hashes(units), units.starts, units.ends, settings.shingle_k)


def _shingled(hashes: np.ndarray, starts: np.ndarray, ends: np.ndarray, k: int) -> ShingledDocument:
    """Return the document of these unit hashes; one shorter than k units gets one shingle of all of them."""
    effective_k = max(1, min(k, hashes.size))
    return ShingledDocument(shingle_hashes(hashes, effective_k), starts, ends, effective_k)


def shingle_strings(text: str, k: int, unit: str = "char") -> list[str]:
    """Return the k-shingles of `text` as strings, in order with repeats (for explanations and tests)."""
    units = words(text) if unit == "word" else characters(text)
    joiner = " " if unit == "word" else ""
    return [joiner.join(units.values[i : i + k]) for i in range(len(units) - k + 1)]
