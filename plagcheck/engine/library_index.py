"""Finding the reference documents worth verifying for a class: the one candidate search every reference
store uses (the SQLite library on a laptop, the Parquet archive on a cluster).

Each reference document is indexed by two kinds of keys: its mod-16 sample of shingles and the band keys
of its whole-document MinHash signature. Shared sampled shingles find a copied passage (a containment
question whole-document MinHash cannot answer); a shared band key finds a document similar as a whole,
including a short one whose sample is empty. A store finds its *hits*, the stored (key, owner) rows whose
key is one of the class's keys (`hit_positions`: all of a stored index at once, or one partition at a time),
and `sample_candidates_from` and `band_candidates_from` turn the hits into candidate pairs. A key held by
more than MAX_BUCKET_DOCUMENTS reference documents pairs no one (a stock phrase, an oversized bucket): all
of a key's rows are hits when any is, so that rule needs the hits only.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.candidates import document_lsh_parameters
from plagcheck.engine.arrays import repeated_at_least
from plagcheck.engine.lsh import MAX_BUCKET_DOCUMENTS, band_keys
from plagcheck.engine.minhash import MinHasher
from plagcheck.engine.shingles import ShingledDocument
from plagcheck.models import ScanSettings

SAMPLE_MODULUS = 16
#: A key held by more than this share of a large store's texts (and more than MAX_BUCKET_DOCUMENTS) is a
#: stock phrase: stock_phrase_limit. The share is MAX_BUCKET_DOCUMENTS of 10^5, where the fixed limit was
#: measured, so a store of any size keeps the keys it kept at 10^5.
STOCK_PHRASE_SHARE = 0.003
#: Shared samples that make a library document a candidate (fewer when either sample is smaller).
MIN_SHARED_SAMPLES = 2
_KEY_TABLE_SIZE = 1 << 22  # bits of the class's keys looked at first (4 MB of booleans)
#: SAMPLE_MODULUS is 2**4: the low bits of a sampled hash are 0, so the bits above them are looked at.
SAMPLE_SHIFT = 4


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


@dataclass(frozen=True)
class ClassKeys:
    """The class's keys of one kind, sorted, with the class document each belongs to."""

    keys: np.ndarray  # sorted uint64
    rows: np.ndarray  # position in `ids` of each key's document
    ids: list[int]  # class document ids
    sizes: np.ndarray  # keys per class document
    shift: int  # low bits every key of this kind has equal (looked past by `hit_positions`)

    @property
    def empty(self) -> bool:
        """Return True when the class has no key of this kind."""
        return self.keys.size == 0


def sorted_class_keys(ids: list[int], per_document: list[np.ndarray], shift: int = 0) -> ClassKeys:
    """Return the class's keys of one kind from each document's keys (`ids` in the same order)."""
    sizes = np.array([k.size for k in per_document], dtype=np.int64)
    keys = np.concatenate(per_document) if per_document else np.zeros(0, dtype=np.uint64)
    order = np.argsort(keys)
    rows = np.repeat(np.arange(len(ids)), sizes)[order]
    return ClassKeys(keys[order], rows, ids, sizes, shift)


def class_samples(documents: Mapping[int, ShingledDocument]) -> ClassKeys:
    """Return the class documents' sampled shingles."""
    ids = list(documents)
    return sorted_class_keys(ids, [sample(documents[d].shingle_set) for d in ids], SAMPLE_SHIFT)


def class_band_keys(documents: Mapping[int, ShingledDocument], settings: ScanSettings) -> ClassKeys:
    """Return the band keys of the class documents' whole-document signatures (documents without shingles
    have none). All bands are looked up at once: two keys of different bands are equal only by a 64-bit
    accident, which would make one extra candidate."""
    ids = [doc_id for doc_id, doc in documents.items() if doc.set_size]
    if not ids:
        return sorted_class_keys([], [], 0)
    params = document_lsh_parameters(settings)
    hasher = MinHasher(settings.num_perm, settings.seed)
    keys = band_keys(np.stack([hasher.signature(documents[d].shingle_set) for d in ids]), params.bands, params.rows)
    return sorted_class_keys(ids, list(keys), 0)


def stored_band_keys(signatures: np.ndarray, settings: ScanSettings) -> np.ndarray:
    """Return the (documents, bands) band keys of stored whole-document signatures under `settings`."""
    params = document_lsh_parameters(settings)
    return band_keys(signatures, params.bands, params.rows)


def hit_positions(own: ClassKeys, theirs: np.ndarray) -> np.ndarray:
    """Return the positions of the stored keys `theirs` that are among the class's keys, ascending.

    A table of the class keys' low bits first rules out almost every stored key with one gather, so only a
    few percent are looked up in the sorted class keys (the stored keys need no sorting).
    """
    if own.empty or theirs.size == 0:
        return np.zeros(0, dtype=np.int64)
    mask, shift = np.uint64(_KEY_TABLE_SIZE - 1), np.uint64(own.shift)
    seen = np.zeros(_KEY_TABLE_SIZE, dtype=bool)
    seen[(own.keys >> shift) & mask] = True
    maybe = np.flatnonzero(seen[(theirs >> shift) & mask])
    where = np.minimum(np.searchsorted(own.keys, theirs[maybe]), own.keys.size - 1)
    return maybe[own.keys[where] == theirs[maybe]]


#: In a large store (the archive), a candidate must share at least one key held by at most this many texts:
#: a copied passage has keys only its source and its copies hold, while a pair sharing nothing but stock
#: sentences (each in 0.05% of the texts: 50 of 10^5, 500 of 10^6) would make a candidate of every essay
#: that uses two of them, and their number would grow with the store. The other shared keys may be as
#: common as stock_phrase_limit allows (a restructured copy sharing one rare and one common key is found).
RARE_KEY_TEXTS = 20


def stock_phrase_limit(stored: int) -> int:
    """Return how many of `stored` reference texts may hold a key before it counts as a stock phrase: the
    larger of MAX_BUCKET_DOCUMENTS and STOCK_PHRASE_SHARE of them. A fixed number would drop, as a store
    grows, keys that are as rare as ever in it (a shingle in 0.05% of the texts is held by 50 texts of 10^5
    and 500 of 10^6), and with them the copies they find."""
    return max(MAX_BUCKET_DOCUMENTS, math.ceil(STOCK_PHRASE_SHARE * stored))


def _occurrence_pairs(own: ClassKeys, keys: np.ndarray, owners: np.ndarray, limit: int = MAX_BUCKET_DOCUMENTS,
                      rare: int | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Return (class row, owner) for every (class occurrence, stored occurrence) of each hit key, after
    leaving out keys held by more than `limit` stored owners; and, given `rare`, whether the key of each is
    held by at most `rare` owners (None otherwise)."""
    keys, owners = without_stock_phrases(keys, owners, limit)
    first = np.searchsorted(own.keys, keys, side="left")
    counts = np.searchsorted(own.keys, keys, side="right") - first
    theirs = np.repeat(owners, counts)
    mine = own.rows[np.repeat(first - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())]
    if rare is None:
        return mine, theirs, None
    _, inverse, held = np.unique(keys, return_inverse=True, return_counts=True)
    return mine, theirs, np.repeat((held <= rare)[inverse], counts)


def without_stock_phrases(hashes: np.ndarray, owners: np.ndarray,
                          limit: int = MAX_BUCKET_DOCUMENTS) -> tuple[np.ndarray, np.ndarray]:
    """Return the keys (and their owners) held by at most `limit` stored documents.

    A shingle in more documents is a stock phrase ("on the other hand, the"), a band key in more an
    oversized bucket: it would make every class document that has it a candidate with all of them, and
    pairs no one. A document's sample holds a hash once (and a band key repeats in its bands only by a
    64-bit accident), so repeats count documents.
    """
    repeated = repeated_at_least(hashes, limit + 1)
    if repeated.size == 0:
        return hashes, owners
    keep = ~np.isin(hashes, repeated)
    return hashes[keep], owners[keep]


def sample_candidates_from(
    own: ClassKeys, keys: np.ndarray, owners: np.ndarray, owner_sample_sizes: np.ndarray,
    limit: int = MAX_BUCKET_DOCUMENTS, min_shared: int = MIN_SHARED_SAMPLES, whole_sample: bool = True,
    rare: int | None = None,
) -> set[tuple[int, int]]:
    """Return (class document id, owner) pairs sharing enough sampled keys: `min_shared`, or (`whole_sample`)
    all of the smaller sample. `keys`, `owners` and `owner_sample_sizes` (the owner's whole sample size) are
    the hits; keys held by more than `limit` owners do not count. With `rare`, a pair must also share a key
    held by at most `rare` owners (RARE_KEY_TEXTS: a large store's rule)."""
    mine, theirs, is_rare = _occurrence_pairs(own, keys, owners, limit, rare)
    if mine.size == 0:
        return set()
    sizes = dict(zip(owners.tolist(), owner_sample_sizes.tolist()))
    span = np.int64(int(theirs.max()) + 1)
    pairs, inverse, shared = np.unique(mine * span + theirs, return_inverse=True, return_counts=True)
    mine, theirs = pairs // span, pairs % span
    their_sizes = np.array([sizes[t] for t in theirs.tolist()], dtype=np.int64)
    needed = np.minimum(np.minimum(min_shared, own.sizes[mine]), their_sizes) if whole_sample else min_shared
    keep = shared >= needed
    if is_rare is not None:
        keep &= np.bincount(inverse.ravel(), weights=is_rare, minlength=pairs.size) > 0
    return {(own.ids[m], t) for m, t in zip(mine[keep].tolist(), theirs[keep].tolist())}


def band_candidates_from(own: ClassKeys, keys: np.ndarray, owners: np.ndarray,
                         limit: int = MAX_BUCKET_DOCUMENTS) -> set[tuple[int, int]]:
    """Return (class document id, owner) pairs sharing a band key; `keys` and `owners` are the hits."""
    mine, theirs, _ = _occurrence_pairs(own, keys, owners, limit)
    return {(own.ids[m], t) for m, t in zip(mine.tolist(), theirs.tolist())}


def sample_candidates(documents: Mapping[int, ShingledDocument], index: LibraryIndex) -> set[tuple[int, int]]:
    """Return (class document id, index row) pairs sharing enough sampled shingles."""
    own = class_samples(documents)
    hit = hit_positions(own, index.sample_hashes)
    owners = index.sample_owner[hit]
    return sample_candidates_from(own, index.sample_hashes[hit], owners, index.sample_sizes[owners])


def signature_candidates(
    documents: Mapping[int, ShingledDocument], settings: ScanSettings, index: LibraryIndex
) -> set[tuple[int, int]]:
    """Return (class document id, index row) pairs sharing a bucket of the whole-document LSH."""
    own = class_band_keys(documents, settings)
    theirs = stored_band_keys(index.signatures, settings)
    hit = hit_positions(own, theirs.ravel())
    return band_candidates_from(own, theirs.ravel()[hit], hit // theirs.shape[1])
