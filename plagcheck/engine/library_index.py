"""Finding the library documents worth verifying for a class, from an index held in memory.

The index (read by ReferenceLibrary for the chosen collections) holds each library document's mod-16 sample
of shingles and its MinHash signature. Two lookups use it: shared sampled shingles find a copied passage (a
containment question whole-document MinHash cannot answer), and banded LSH over the signatures finds
documents similar as a whole, including short ones whose sample is empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.candidates import document_lsh_parameters
from plagcheck.engine.lsh import MAX_BUCKET_DOCUMENTS, band_keys, repeated_at_least
from plagcheck.engine.minhash import MinHasher
from plagcheck.engine.shingles import ShingledDocument
from plagcheck.models import ScanSettings

SAMPLE_MODULUS = 16
#: Shared samples that make a library document a candidate (fewer when either sample is smaller).
MIN_SHARED_SAMPLES = 2
_KEY_TABLE_SIZE = 1 << 22  # bits of the class's keys looked at first (4 MB of booleans)
_SAMPLE_BITS = np.uint64(4)  # SAMPLE_MODULUS is 2**4: the low bits of a sampled hash are 0


def sample(shingle_set: np.ndarray) -> np.ndarray:
    """Return the hashes of a sorted shingle set that are 0 modulo SAMPLE_MODULUS (still sorted)."""
    return shingle_set[shingle_set % np.uint64(SAMPLE_MODULUS) == 0]



@dataclass(frozen=True)
class LibraryIndex:
    """What a query reads of the chosen collections, one row per library document."""

    ids: np.ndarray  # library document ids, ascending
    sample_hashes: np.ndarray  # every sampled hash of those documents, row by row
    sample_owner: np.ndarray  # row of each sampled hash
    sample_sizes: np.ndarray  # sampled hashes per row
    signatures: np.ndarray  # (rows, num_perm) uint32


def without_stock_phrases(hashes: np.ndarray, owners: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return the sampled hashes (and their owners) held by at most MAX_BUCKET_DOCUMENTS library documents.

    A shingle in more documents is a stock phrase ("on the other hand, the"): like an oversized LSH bucket,
    it would make every class document that uses it a candidate with all of them, and pairs no one.
    """
    # A document's sample holds a hash once, so repeats count documents.
    repeated = repeated_at_least(hashes, MAX_BUCKET_DOCUMENTS + 1)
    if repeated.size == 0:
        return hashes, owners
    keep = ~np.isin(hashes, repeated)
    return hashes[keep], owners[keep]


def sample_candidates(documents: Mapping[int, ShingledDocument], index: LibraryIndex) -> set[tuple[int, int]]:
    """Return (class document id, index row) pairs sharing enough sampled shingles.

    The class's samples are few: they are sorted, and the library's looked up in them, after a table of their
    bits has ruled out almost all (the library's need no sorting, which took longer than the rest).
    """
    class_ids = list(documents)
    own_samples = [sample(documents[d].shingle_set) for d in class_ids]
    own = np.concatenate(own_samples) if own_samples else np.zeros(0, dtype=np.uint64)
    if own.size == 0 or index.sample_hashes.size == 0:
        return set()
    own_sizes = np.array([s.size for s in own_samples], dtype=np.int64)
    order = np.argsort(own)
    own, own_row = own[order], np.repeat(np.arange(len(class_ids)), own_sizes)[order]
    mask = np.uint64(_KEY_TABLE_SIZE - 1)
    seen = np.zeros(_KEY_TABLE_SIZE, dtype=bool)
    seen[(own >> _SAMPLE_BITS) & mask] = True  # the low bits of a sampled hash are all 0
    maybe = np.flatnonzero(seen[(index.sample_hashes >> _SAMPLE_BITS) & mask])
    first = np.searchsorted(own, index.sample_hashes[maybe], side="left")
    last = np.searchsorted(own, index.sample_hashes[maybe], side="right")
    counts = last - first
    # every (library occurrence, class occurrence) of a shared sampled hash, as one code per document pair
    theirs = np.repeat(index.sample_owner[maybe], counts)
    mine = own_row[np.repeat(first - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())]
    pairs, shared = np.unique(mine * np.int64(index.ids.size) + theirs, return_counts=True)
    mine, theirs = pairs // index.ids.size, pairs % index.ids.size
    needed = np.minimum(np.minimum(MIN_SHARED_SAMPLES, own_sizes[mine]), index.sample_sizes[theirs])
    keep = shared >= needed
    return {(class_ids[m], t) for m, t in zip(mine[keep].tolist(), theirs[keep].tolist())}


def signature_candidates(
    documents: Mapping[int, ShingledDocument], settings: ScanSettings, index: LibraryIndex
) -> set[tuple[int, int]]:
    """Return (class document id, index row) pairs sharing a bucket of the whole-document LSH.

    All bands are looked up at once: two keys of different bands are equal only by a 64-bit accident, which
    would make one extra candidate. A table of the class keys' low bits first rules out almost every library
    key with one gather, so only a few percent are looked up in the sorted class keys.
    """
    class_ids = [doc_id for doc_id, doc in documents.items() if doc.set_size]
    if not class_ids:
        return set()
    params = document_lsh_parameters(settings)
    hasher = MinHasher(settings.num_perm, settings.seed)
    own = band_keys(np.stack([hasher.signature(documents[d].shingle_set) for d in class_ids]), params.bands,
                    params.rows).ravel()
    order = np.argsort(own)
    own, own_row = own[order], order // params.bands
    seen = np.zeros(_KEY_TABLE_SIZE, dtype=bool)
    seen[own & np.uint64(_KEY_TABLE_SIZE - 1)] = True
    theirs = band_keys(index.signatures, params.bands, params.rows).ravel()
    maybe = np.flatnonzero(seen[theirs & np.uint64(_KEY_TABLE_SIZE - 1)])
    keys = theirs[maybe]
    first = np.searchsorted(own, keys, side="left")
    hit = own[np.minimum(first, own.size - 1)] == keys
    library_rows, keys, first = maybe[hit] // params.bands, keys[hit], first[hit]
    _, members, counts = np.unique(keys, return_inverse=True, return_counts=True)
    small = counts[members] <= MAX_BUCKET_DOCUMENTS  # a bucket of more library documents pairs no one
    found: set[tuple[int, int]] = set()
    for row, key, start in zip(library_rows[small].tolist(), keys[small], first[small].tolist()):
        end = int(np.searchsorted(own, key, side="right"))
        found.update((class_ids[i], row) for i in own_row[start:end].tolist())
    return found
