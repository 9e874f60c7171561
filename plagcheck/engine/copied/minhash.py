"""MinHash signatures, computed for many shingle sets at once with numpy.

Each of the n permutations is simulated by a hash function from the multiply-add-shift family
h_i(x) = ((a_i * x + b_i) mod 2^64) >> 32 over 32-bit keys x (Dietzfelbinger 1996; a_i, b_i random 64-bit,
a_i odd), which is universal and, unlike `(a x + b) mod p`, needs no division: numpy's wrapping uint64
arithmetic is the modulus. The 64-bit shingle hashes are folded to 32-bit keys first. Parameters come from a
seeded generator, so signatures are reproducible and comparable across runs and machines.
"""

from __future__ import annotations

import numpy as np

# Elements of the (shingles x permutations) matrix processed at once: 8 MB of uint64, which stays in cache
# (measured on 1.2 million hashes: 0.25 s against 0.5 s with 32 MB chunks).
_CHUNK_ELEMENTS = 1_000_000


class MinHasher:
    """Computes MinHash signatures of `num_perm` permutations from seed `seed`."""

    def __init__(self, num_perm: int = 128, seed: int = 1) -> None:
        if num_perm < 1:
            raise ValueError(f"num_perm must be at least 1, not {num_perm}")
        rng = np.random.default_rng(seed)
        self.num_perm = num_perm
        self.seed = seed
        self._a = rng.integers(0, 2**64, size=num_perm, dtype=np.uint64, endpoint=False) | np.uint64(1)
        self._b = rng.integers(0, 2**64, size=num_perm, dtype=np.uint64, endpoint=False)

    def _keys(self, hashes: np.ndarray) -> np.ndarray:
        """Return the 64-bit hashes folded to 32-bit keys (as uint64)."""
        return (hashes ^ (hashes >> np.uint64(32))) & np.uint64(0xFFFFFFFF)

    def _permute_into(self, keys: np.ndarray, out: np.ndarray) -> np.ndarray:
        """Return out[:len(keys)] filled with h_i(key) for every key (rows) and permutation (columns)."""
        values = out[: keys.size]
        with np.errstate(over="ignore"):
            np.multiply(keys[:, None], self._a[None, :], out=values)  # in place: no temporaries this size
            values += self._b
        values >>= np.uint64(32)
        return values

    def signature(self, hashes: np.ndarray) -> np.ndarray:
        """Return the signature (num_perm uint32 values) of one set (or multiset) of shingle hashes.

        An empty set gets the all-ones signature, which matches no real signature.
        """
        keys = self._keys(np.asarray(hashes, dtype=np.uint64))
        result = np.full(self.num_perm, 0xFFFFFFFF, dtype=np.uint64)
        rows = max(1, _CHUNK_ELEMENTS // self.num_perm)
        buffer = np.empty((min(rows, keys.size), self.num_perm), dtype=np.uint64)
        for first in range(0, keys.size, rows):
            np.minimum(result, self._permute_into(keys[first : first + rows], buffer).min(axis=0), out=result)
        return result.astype(np.uint32)

    def block_signatures(self, hashes: np.ndarray, block: int) -> np.ndarray:
        """Return the signatures of consecutive blocks of `block` hashes, shape (ceil(n / block), num_perm).

        The last block is padded with repeats of the last hash, which leaves its set unchanged.
        """
        hashes = np.asarray(hashes, dtype=np.uint64)
        if hashes.size == 0:
            return np.zeros((0, self.num_perm), dtype=np.uint32)
        n_blocks = -(-hashes.size // block)
        keys = self._keys(np.concatenate([hashes, np.full(n_blocks * block - hashes.size, hashes[-1], np.uint64)]))
        blocks_per_chunk = max(1, _CHUNK_ELEMENTS // (self.num_perm * block))
        buffer = np.empty((min(blocks_per_chunk, n_blocks) * block, self.num_perm), dtype=np.uint64)
        result = np.empty((n_blocks, self.num_perm), dtype=np.uint32)
        for first in range(0, n_blocks, blocks_per_chunk):
            chunk = keys[first * block : (first + blocks_per_chunk) * block]
            count = chunk.size // block
            permuted = self._permute_into(chunk, buffer)
            result[first : first + count] = permuted.reshape(count, block, self.num_perm).min(axis=1)
        return result


def estimate_jaccard(signature_a: np.ndarray, signature_b: np.ndarray) -> float:
    """Return the share of positions where two signatures agree: an unbiased estimate of Jaccard similarity."""
    return float(np.mean(signature_a == signature_b))


def standard_error(jaccard: float, num_perm: int) -> float:
    """Return the standard error of the MinHash estimate at true similarity `jaccard`: sqrt(J(1-J)/n)."""
    return float(np.sqrt(jaccard * (1.0 - jaccard) / num_perm))
