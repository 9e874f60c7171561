"""Array idioms the engine uses in many places, each written once: distinct sorted values, where runs of
equal values begin, each item's rank within its group, and pairs packed into one integer."""

from __future__ import annotations

import numpy as np


def sorted_unique(values: np.ndarray) -> np.ndarray:
    """Return the distinct values, sorted (np.unique's hash table is slower than sorting for integers)."""
    values = np.sort(values)
    return values[run_starts(values)]


#: Below this many values numpy's stable sort is the faster (stable_argsort).
_STABLE_SORT_MAX = 4096


def stable_argsort(values: np.ndarray) -> np.ndarray:
    """Return np.argsort(values, kind="stable") of an integer array: equal values in the order they come.

    For a large array, a quicker unstable sort, then only the runs of equal values put back in order, one sort of
    their (run, position) packed in an int64 (2.85 million shingle hashes: 0.50 s stable, 0.30 s so).
    """
    if values.size < _STABLE_SORT_MAX or not np.issubdtype(values.dtype, np.integer):
        return np.argsort(values, kind="stable")
    order = np.argsort(values)
    in_order = values[order]
    tied = in_order[1:] == in_order[:-1]
    if not tied.any():
        return order
    n = order.size
    starts = np.ones(n, dtype=bool)
    starts[1:] = ~tied
    run_start = np.maximum.accumulate(np.where(starts, np.arange(n), 0))
    in_a_run = np.zeros(n, dtype=bool)
    in_a_run[:-1] |= tied
    in_a_run[1:] |= tied
    at = np.flatnonzero(in_a_run)
    key = run_start[at].astype(np.int64) * n + order[at]
    key.sort()
    order[at] = key % n
    return order


def in_sorted(sorted_set: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Return a boolean per item of `values`: True where the sorted array `sorted_set` holds it (one binary
    search each: np.isin sorts both arrays together, which costs the larger one's size on every call).

    Many uint64 values (hashes, keys) are first sieved (_sieved): only those the sieve lets through are searched.
    """
    if sorted_set.size == 0:
        return np.zeros(values.size, dtype=bool)
    if (values.size >= _SIEVE_MIN_VALUES and values.size >= _SIEVE_RATIO * sorted_set.size
            and values.dtype == np.uint64 and sorted_set.dtype == np.uint64):
        return _sieved(sorted_set, values)
    at = np.minimum(np.searchsorted(sorted_set, values), sorted_set.size - 1)
    return sorted_set[at] == values


#: in_sorted sieves this many uint64 values or more, when they are this many times the set's size or more: a
#: binary search per value costs about 50 ns (a branch mispredicted at every step), the sieve 5-10 ns (PAN 2k's
#: 2.3 million distinct shingles looked up among 1,500 placed ones: 0.34 -> 0.07 s).
_SIEVE_MIN_VALUES = 4096
_SIEVE_RATIO = 4
#: The sieve holds a bit per slot, at least 16 slots per value of the set, 2**12 to 2**22 of them.
_SIEVE_MIN_BITS = 12
_SIEVE_MAX_BITS = 22


def _sieved(sorted_set: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Return in_sorted(sorted_set, values) of uint64 arrays: a value whose slot (a few of its bits, folded)
    no value of the set takes is not in the set; the binary search reads only the others."""
    bits = min(_SIEVE_MAX_BITS, max(_SIEVE_MIN_BITS, int(sorted_set.size).bit_length() + 4))
    sieve = np.zeros(1 << bits, dtype=bool)
    sieve[_slots(sorted_set, bits)] = True
    maybe = np.flatnonzero(sieve[_slots(values, bits)])
    held = np.zeros(values.size, dtype=bool)
    candidates = values[maybe]
    at = np.minimum(np.searchsorted(sorted_set, candidates), sorted_set.size - 1)
    held[maybe] = sorted_set[at] == candidates
    return held


def _slots(values: np.ndarray, bits: int) -> np.ndarray:
    """Return each uint64 value's slot among 2**bits: its bits folded (high onto low, so that keys built from
    small numbers, which differ in their high bits, spread too)."""
    folded = values >> np.uint64(23)  # folded in place: one array of the values' size besides them
    folded ^= values
    folded ^= values >> np.uint64(41)
    folded &= np.uint64((1 << bits) - 1)
    return folded.view(np.int64)  # below 2**22: the same number as a signed integer


def true_runs(flags: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return (starts, ends) of the runs of True in the boolean array `flags`, each end one past its run."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], flags.astype(np.int8), [0]))))
    return edges[::2], edges[1::2]


def repeated_at_least(values: np.ndarray, times: int) -> np.ndarray:
    """Return the distinct values found at least `times` times in `values`, sorted.

    One sort: a value repeats `times` times where, in sorted order, the value `times - 1` places further on
    is the same (np.unique with counts took 0.35 s on PAN 2k's 2.3 million shingles, this 0.07 s).
    """
    if values.size < times:
        return values[:0]
    held = np.sort(values)
    return sorted_unique(held[times - 1:][held[times - 1:] == held[: held.size - times + 1]])


def run_starts(ordered: np.ndarray) -> np.ndarray:
    """Return the indices where a run of equal values begins in `ordered` (values grouped, e.g. sorted)."""
    if ordered.size == 0:
        return np.zeros(0, dtype=np.intp)
    return np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))


def group_ranks(counts: np.ndarray) -> np.ndarray:
    """Return, for consecutive groups of counts[g] items, each item's rank within its group (0, 1, ...)."""
    return np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)


def concatenated_ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Return the concatenation of arange(start, start + length) for each start and length."""
    return np.repeat(starts, lengths) + group_ranks(lengths)


def pairs_of(codes: np.ndarray, n: int) -> np.ndarray:
    """Return the pairs (a, b) packed as codes a * n + b, shape (m, 2)."""
    n = max(1, n)
    return np.stack([codes // n, codes % n], axis=1)


def values_with_owners(arrays: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Return every value of `arrays` as int64 in ascending order (ties in the arrays' order), and beside each
    the index of the array it came from: an inverted index of documents' terms."""
    value = np.concatenate([a.astype(np.int64) for a in arrays]) if arrays else np.zeros(0, np.int64)
    owner = np.repeat(np.arange(len(arrays), dtype=np.int64), [a.size for a in arrays])
    order = np.argsort(value, kind="stable")
    return value[order], owner[order]
