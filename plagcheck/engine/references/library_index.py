"""Finding the reference documents worth verifying for a class: the one candidate search every reference
store uses (the SQLite library on a laptop, the Parquet archive on a cluster).

Each reference document is indexed by two kinds of keys: its mod-16 sample of shingles and the band keys
of its whole-document MinHash signature. Shared sampled shingles find a copied passage (a containment
question whole-document MinHash cannot answer); a shared band key finds a document similar as a whole,
including a short one whose sample is empty. A store finds its *hits*, the stored (key, owner) rows whose
key is one of the class's keys (`hit_positions`: all of a stored index at once, or one partition at a time),
and `sample_candidates_from` and `band_candidates_from` turn the hits into candidate pairs. A key held by
more than MAX_BUCKET_DOCUMENTS reference documents pairs no one (a stock phrase, an oversized bucket): all
of a key's rows are hits when any is, so that rule needs the hits only. A large store (the archive) counts
a key only when at most a share of its texts hold it, and weighs the candidates it finds that way
(`weighed_candidates_from`), so that neither its recall nor its candidates change with its size.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, repeated_at_least, run_starts
from plagcheck.engine.candidates import document_lsh_parameters
from plagcheck.engine.copied.lsh import MAX_BUCKET_DOCUMENTS, band_keys
from plagcheck.engine.copied.minhash import MinHasher
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.shared.models import ScanSettings

SAMPLE_MODULUS = 16
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


def sorted_hit_positions(own: ClassKeys, theirs: np.ndarray) -> np.ndarray:
    """Return the positions of the stored keys `theirs`, sorted (as a partition file stores them), that are
    among the class's keys, ascending: two binary searches per class key, where hit_positions looks at every
    stored key (a class of 300 has a key in almost every row group of an archive's partitions)."""
    distinct = distinct_keys(own)
    first = np.searchsorted(theirs, distinct, side="left")
    return concatenated_ranges(first, np.searchsorted(theirs, distinct, side="right") - first)


def distinct_keys(own: ClassKeys) -> np.ndarray:
    """Return the class's distinct keys of this kind, sorted."""
    return own.keys[run_starts(own.keys)]


#: In a large store (the archive), a key held by more than this share of its texts counts for no one
#: (rare_key_limit): stock sentences are each in about 0.06% of the bench's essays (real essays reuse them
#: too), a copied passage's keys are held by its source and its copies. A share, not a number, so that a
#: key counts at any size exactly when it counted in a smaller archive of the same kind, and recall holds
#: as the archive grows (issue 30: a fixed number lost copies at 10^6 that 10^5 found).
RARE_KEY_SHARE = 0.0005
#: The limit never falls below this many texts; and a pair sharing enough keys held by at most this many is
#: verified whatever its rank (BEST_PER_DOCUMENT): such keys are rarely shared by chance. It is also the
#: limit of a band key: a near-duplicate's band keys are held by its source and its copies alone, while
#: chance collisions of two-row bands grow with the archive (3,146 band candidates for a class of 300 at
#: 10^6 under a limit of 3,000, 30 under 20, every planted copy in both).
RARE_KEY_TEXTS = 20
#: Candidates per class document found by keys rarer than RARE_KEY_SHARE but commoner than RARE_KEY_TEXTS:
#: the ones whose shared keys weigh most (the sum of log(texts / holders) over them). With a limit relative
#: to the archive's size, the pairs that share two such keys by chance grow with it (11,136 term-sample
#: candidates for a class of 300 at 10^6 against 1,356 at 10^5); a copy is among its class essay's few
#: best-supported texts at any size. Measured on the bench's class of 300 (16 reworded copies): 15 of 16
#: reworded copies are candidates at 10^5 and at 10^6 alike, with 1,171 and 2,697 candidates in all.
BEST_PER_DOCUMENT = 10


def rare_key_limit(stored: int) -> int:
    """Return how many of `stored` reference texts may hold a key before it counts for no one in a large
    store: RARE_KEY_SHARE of them, and at least RARE_KEY_TEXTS."""
    return max(RARE_KEY_TEXTS, math.ceil(RARE_KEY_SHARE * stored))


def _occurrences(own: ClassKeys, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Return, for every (class occurrence, stored occurrence) of each hit key, the class row; and how many
    class occurrences each hit has (np.repeat the hits' columns by it to line them up)."""
    first = np.searchsorted(own.keys, keys, side="left")
    counts = np.searchsorted(own.keys, keys, side="right") - first
    return own.rows[concatenated_ranges(first, counts)], counts


def _occurrence_pairs(own: ClassKeys, keys: np.ndarray, owners: np.ndarray,
                      limit: int = MAX_BUCKET_DOCUMENTS) -> tuple[np.ndarray, np.ndarray]:
    """Return (class row, owner) for every (class occurrence, stored occurrence) of each hit key, after
    leaving out keys held by more than `limit` stored owners."""
    keys, owners = without_stock_phrases(keys, owners, limit)
    mine, counts = _occurrences(own, keys)
    return mine, np.repeat(owners, counts)


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
) -> set[tuple[int, int]]:
    """Return (class document id, owner) pairs sharing enough sampled keys: `min_shared`, or (`whole_sample`)
    all of the smaller sample. `keys`, `owners` and `owner_sample_sizes` (the owner's whole sample size) are
    the hits; keys held by more than `limit` owners do not count."""
    mine, theirs = _occurrence_pairs(own, keys, owners, limit)
    if mine.size == 0:
        return set()
    span = np.int64(int(theirs.max()) + 1)
    pairs, shared = np.unique(mine * span + theirs, return_counts=True)
    mine, theirs = pairs // span, pairs % span
    known, first = np.unique(owners, return_index=True)
    needed = _needed(own, mine, owner_sample_sizes[first][np.searchsorted(known, theirs)], min_shared, whole_sample)
    keep = shared >= needed
    return {(own.ids[m], t) for m, t in zip(mine[keep].tolist(), theirs[keep].tolist())}


def weighed_candidates_from(
    own: ClassKeys, keys: np.ndarray, owners: np.ndarray, holders: np.ndarray, owner_sample_sizes: np.ndarray,
    stored: int, min_shared: int = MIN_SHARED_SAMPLES, whole_sample: bool = True, best: int = BEST_PER_DOCUMENT,
) -> set[tuple[int, int]]:
    """Return a large store's (class document id, owner) pairs: sharing enough keys (as sample_candidates_from),
    and among the `best` of their class document by the weight of what they share, or sharing that many
    keys held by at most RARE_KEY_TEXTS owners.

    The hits (`keys`, `owners`, `owner_sample_sizes`) are of keys held by at most rare_key_limit(stored) of
    the store's `stored` texts; `holders` is how many hold each hit's key. A key weighs log(stored /
    holders): a key few texts hold is the better evidence.
    """
    return best_supported(own, Occurrences.of(own, keys, owners, holders, owner_sample_sizes), stored, min_shared,
                          whole_sample, best)


@dataclass(frozen=True)
class Occurrences:
    """The hits of a class's keys, one row per (class occurrence, stored occurrence) of each: the class row,
    the owner, how many owners hold the key, and the owner's whole sample size. Rows of different class
    documents can be ranked apart (best_supported), so a store can split them by class row."""

    mine: np.ndarray
    theirs: np.ndarray
    holders: np.ndarray
    their_sizes: np.ndarray

    @classmethod
    def of(cls, own: ClassKeys, keys: np.ndarray, owners: np.ndarray, holders: np.ndarray,
           owner_sample_sizes: np.ndarray) -> Occurrences:
        """Return the occurrences of the hits (`keys`, their `owners`, `holders` and `owner_sample_sizes`)."""
        mine, counts = _occurrences(own, keys)
        return cls(mine, np.repeat(owners, counts), np.repeat(holders, counts), np.repeat(owner_sample_sizes, counts))

    def split(self, pieces: int) -> list[Occurrences]:
        """Return the occurrences in `pieces` parts by class row (row % pieces): each part ranks alone."""
        part = self.mine % pieces
        return [self.taken(np.flatnonzero(part == p)) for p in range(pieces)]

    def taken(self, rows: np.ndarray) -> Occurrences:
        """Return the occurrences at `rows`."""
        return Occurrences(self.mine[rows], self.theirs[rows], self.holders[rows], self.their_sizes[rows])

    @staticmethod
    def joined(parts: Sequence[Occurrences]) -> Occurrences:
        """Return the occurrences of `parts` together."""
        empty = np.zeros(0, dtype=np.int64)
        return Occurrences(*(np.concatenate([getattr(p, name) for p in parts] or [empty])
                             for name in ("mine", "theirs", "holders", "their_sizes")))


def best_supported(own: ClassKeys, found: Occurrences, stored: int, min_shared: int = MIN_SHARED_SAMPLES,
                   whole_sample: bool = True, best: int = BEST_PER_DOCUMENT) -> set[tuple[int, int]]:
    """Return the (class document id, owner) pairs of weighed_candidates_from, from the hits' occurrences."""
    mine, theirs = found.mine, found.theirs
    if mine.size == 0:
        return set()
    weight = np.log(max(stored, 1) / np.maximum(found.holders, 1))
    few = found.holders <= RARE_KEY_TEXTS
    span = np.int64(int(theirs.max()) + 1)
    pairs, first, inverse, shared = np.unique(mine * span + theirs, return_index=True, return_inverse=True,
                                              return_counts=True)
    inverse = inverse.ravel()
    weights = np.bincount(inverse, weights=weight, minlength=pairs.size)
    sure = np.bincount(inverse, weights=few, minlength=pairs.size)
    mine, theirs = pairs // span, pairs % span
    # an owner's sample size is the same in every row of it
    needed = _needed(own, mine, found.their_sizes[first], min_shared, whole_sample)
    enough = np.flatnonzero(shared >= needed)
    order = enough[np.lexsort((-weights[enough], mine[enough]))]  # by class document, heaviest first
    rank = np.arange(order.size) - np.searchsorted(mine[order], mine[order], side="left")
    keep = order[(rank < best) | (sure[order] >= needed[order])]
    return {(own.ids[m], t) for m, t in zip(mine[keep].tolist(), theirs[keep].tolist())}


def _needed(own: ClassKeys, mine: np.ndarray, their_sizes: np.ndarray, min_shared: int,
            whole_sample: bool) -> np.ndarray:
    """Return the shared keys each (class row, owner) pair needs: `min_shared`, or (`whole_sample`) fewer
    when either sample (the class row's, or the owner's `their_sizes`) is smaller."""
    if not whole_sample:
        return np.full(mine.size, min_shared, dtype=np.int64)
    return np.minimum(np.minimum(min_shared, own.sizes[mine]), their_sizes.astype(np.int64))


def band_candidates_from(own: ClassKeys, keys: np.ndarray, owners: np.ndarray,
                         limit: int = MAX_BUCKET_DOCUMENTS) -> set[tuple[int, int]]:
    """Return (class document id, owner) pairs sharing a band key; `keys` and `owners` are the hits."""
    mine, theirs = _occurrence_pairs(own, keys, owners, limit)
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
