"""Banded locality-sensitive hashing over MinHash signatures.

Signatures are cut into b bands of r rows; items whose rows agree in any band share a bucket and their owners
become a candidate pair. A pair of Jaccard similarity s becomes a candidate with probability 1 - (1 - s^r)^b.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache

import numpy as np

from plagcheck.engine.arrays import pairs_of, run_starts, sorted_unique
from plagcheck.shared.models import LshParameters

#: Missing a copied essay is worse than verifying an extra pair: false negatives weigh this much (of 1).
FALSE_NEGATIVE_WEIGHT = 0.8
#: A bucket holding more documents than this is text nearly everyone shares (a template): it pairs no one.
MAX_BUCKET_DOCUMENTS = 300
_ROW_BITS = np.uint64(24)
_ROW_MASK = np.uint64((1 << 24) - 1)


def s_curve(similarities: np.ndarray | list[float], bands: int, rows: int) -> np.ndarray:
    """Return P[candidate] = 1 - (1 - s^r)^b for each similarity s."""
    s = np.asarray(similarities, dtype=np.float64)
    return 1.0 - (1.0 - s**rows) ** bands


@lru_cache(maxsize=256)
def choose_parameters(
    threshold: float, num_perm: int, false_negative_weight: float = FALSE_NEGATIVE_WEIGHT
) -> LshParameters:
    """Return the (bands, rows) with b*r <= num_perm minimising the weighted error areas around `threshold`.

    As in datasketch's `_optimal_param`: the false-positive area is the integral of the S-curve below the
    threshold, the false-negative area the integral of (1 - S-curve) above it; their weighted sum is minimised.
    """
    if not 0.0 < threshold < 1.0:
        raise ValueError(f"the LSH threshold must be strictly between 0 and 1, not {threshold}")
    if num_perm < 2:
        raise ValueError(f"num_perm must be at least 2, not {num_perm}")
    if not 0.0 <= false_negative_weight <= 1.0:
        raise ValueError(f"false_negative_weight must be between 0 and 1, not {false_negative_weight}")
    below = np.linspace(0.0, threshold, 200)
    above = np.linspace(threshold, 1.0, 200)
    best: tuple[float, int, int] | None = None
    for bands in range(1, num_perm + 1):
        for rows in range(1, num_perm // bands + 1):
            false_positive = np.trapezoid(s_curve(below, bands, rows), below)
            false_negative = np.trapezoid(1.0 - s_curve(above, bands, rows), above)
            error = (1 - false_negative_weight) * false_positive + false_negative_weight * false_negative
            if best is None or error < best[0] - 1e-12:
                best = (error, bands, rows)
    assert best is not None
    return LshParameters(bands=best[1], rows=best[2], num_perm=num_perm)


def band_keys(signatures: np.ndarray, bands: int, rows: int) -> np.ndarray:
    """Return a (n_items, bands) uint64 array: one hash per band of each signature."""
    n = signatures.shape[0]
    if signatures.dtype.itemsize * rows in (4, 8):
        # A band's values fit in one machine word (two 32-bit or 16-bit rows, as every index here has): read
        # each band as that word and mix it, rather than gathering its rows one strided column at a time.
        word = np.uint32 if signatures.dtype.itemsize * rows == 4 else np.uint64
        packed = np.ascontiguousarray(signatures[:, : bands * rows]).view(word).astype(np.uint64, copy=False)
        with np.errstate(over="ignore"):
            keys = packed * np.uint64(0x9E3779B97F4A7C15)  # odd: a bijection, whose top bits see every bit
            keys ^= keys >> np.uint64(29)
        return keys
    sig = signatures[:, : bands * rows].reshape(n, bands, rows)
    keys = np.full((n, bands), 0xCBF29CE484222325, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for row in range(rows):  # in place, widening each row of values as it goes
            keys ^= sig[:, :, row]
            keys *= np.uint64(0x100000001B3)
            keys ^= keys >> np.uint64(29)
    return keys


def candidate_pairs(
    signatures: np.ndarray,
    owners: np.ndarray,
    params: LshParameters,
    max_bucket: int = MAX_BUCKET_DOCUMENTS,
    bands: range | None = None,
    groups: np.ndarray | None = None,
) -> np.ndarray:
    """Return the distinct owner pairs (a < b) that share a bucket in at least one band, shape (m, 2).

    `owners[i]` is the document that signature row i belongs to; rows of the same owner never pair, nor do
    those of the same `groups[owner]` if given (windows of one document, when the owners are windows).
    `bands` restricts the work to some of the bands (to report progress between groups of them).
    """
    owners = np.asarray(owners, dtype=np.int64)
    bands = range(params.bands) if bands is None else bands
    if signatures.shape[0] < 2 or len(bands) == 0:
        return np.zeros((0, 2), dtype=np.int64)
    rows = params.rows
    keys = band_keys(signatures[:, bands.start * rows : bands.stop * rows], len(bands), rows)
    keys = np.ascontiguousarray(keys.T)  # one band's keys contiguous: sorting them reads no strides
    n_owners = int(owners.max()) + 1
    # numpy sorts without the GIL: bands are bucketed on two threads.
    with ThreadPoolExecutor(max_workers=2) as pool:
        found = list(pool.map(lambda band: bucket_pairs(band, owners, max_bucket, n_owners, groups), keys))
    return pairs_of(sorted_unique(np.concatenate(found)), n_owners)


def bucket_pairs(keys: np.ndarray, owners: np.ndarray, max_bucket: int, n_owners: int,
                 groups: np.ndarray | None = None) -> np.ndarray:
    """Return pair codes a * n_owners + b (a < b) for owners sharing a key in this band (and, if `groups` is
    given, not of the same group)."""
    # Buckets are the keys' top 40 bits. Two keys equal there but not below only make an extra candidate,
    # which verification then drops. With the row (or owner) number packed into the low 24 bits, one plain
    # sort does the work of an argsort or a lexsort, about three times faster.
    if keys.size <= _ROW_MASK:
        packed = (keys & ~_ROW_MASK) | np.arange(keys.size, dtype=np.uint64)
        packed.sort()
        k, order = packed >> _ROW_BITS, (packed & _ROW_MASK).astype(np.int64)
    else:
        order = np.argsort(keys)
        k = keys[order] >> _ROW_BITS
    repeated = np.zeros(k.size, dtype=bool)
    repeated[1:] = k[1:] == k[:-1]
    repeated[:-1] |= repeated[1:]
    if not repeated.any():
        return np.zeros(0, dtype=np.int64)
    # Only keys held by two or more rows matter; within them, one entry per (bucket, owner).
    k, o = k[repeated], owners[order[repeated]]
    if n_owners <= _ROW_MASK:
        bucket_owner = sorted_unique((k << _ROW_BITS) | o.astype(np.uint64))
        k, o = bucket_owner >> _ROW_BITS, (bucket_owner & _ROW_MASK).astype(np.int64)
    else:
        inner = np.lexsort((o, k))
        k, o = k[inner], o[inner]
        keep = np.ones(k.size, dtype=bool)
        keep[1:] = (k[1:] != k[:-1]) | (o[1:] != o[:-1])
        k, o = k[keep], o[keep]
    group_start = run_starts(k)
    sizes = np.diff(np.append(group_start, k.size))
    codes: list[np.ndarray] = [np.zeros(0, dtype=np.int64)]
    for size in np.unique(sizes[(sizes >= 2) & (sizes <= max_bucket)]):
        starts = group_start[sizes == size]
        members = o[starts[:, None] + np.arange(size)[None, :]]  # (groups, size), owners ascending
        i, j = np.triu_indices(int(size), k=1)
        first, second = members[:, i].ravel(), members[:, j].ravel()
        if groups is not None:
            apart = groups[first] != groups[second]
            first, second = first[apart], second[apart]
        codes.append(first * n_owners + second)
    return np.concatenate(codes)
