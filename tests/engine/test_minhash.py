"""MinHash: reproducible, and as accurate as the theory says."""

import numpy as np
import pytest

from plagcheck.engine.copied.minhash import MinHasher, estimate_jaccard, standard_error


def sets_with_jaccard(rng, size, jaccard):
    """Return two sets of uint64 hashes with exactly the given Jaccard similarity (approximately sized)."""
    shared = int(round(2 * size * jaccard / (1 + jaccard)))
    own = size - shared
    values = rng.choice(2**62, size=shared + 2 * own, replace=False).astype(np.uint64)
    return values[: shared + own], np.concatenate([values[:shared], values[shared + own :]])


def exact(a, b):
    inter = np.intersect1d(a, b).size
    return inter / (a.size + b.size - inter)


def test_same_seed_same_signature_other_seed_other():
    values = np.arange(1000, dtype=np.uint64) * np.uint64(7919)
    assert np.array_equal(MinHasher(128, seed=1).signature(values), MinHasher(128, seed=1).signature(values))
    assert not np.array_equal(MinHasher(128, seed=1).signature(values), MinHasher(128, seed=2).signature(values))


def test_identical_sets_estimate_one_and_order_and_repeats_do_not_matter():
    hasher = MinHasher(128)
    values = np.arange(500, dtype=np.uint64) * np.uint64(104729)
    shuffled = np.concatenate([values[::-1], values[:50]])
    assert estimate_jaccard(hasher.signature(values), hasher.signature(shuffled)) == 1.0


def test_block_signatures_combine_to_the_whole_signature():
    hasher = MinHasher(64)
    values = np.random.default_rng(3).integers(0, 2**63, size=1234).astype(np.uint64)
    blocks = hasher.block_signatures(values, 20)
    assert blocks.shape == (62, 64)
    assert np.array_equal(blocks.min(axis=0), hasher.signature(values))
    assert np.array_equal(blocks[1], hasher.signature(values[20:40]))
    assert np.array_equal(blocks[-1], hasher.signature(values[1220:]))


@pytest.mark.parametrize("jaccard", [0.1, 0.3, 0.5, 0.8, 0.95])
def test_estimate_error_is_within_what_theory_predicts(jaccard):
    rng = np.random.default_rng(42)
    num_perm = 256
    errors = []
    for trial in range(40):
        a, b = sets_with_jaccard(rng, 400, jaccard)
        hasher = MinHasher(num_perm, seed=trial)
        errors.append(estimate_jaccard(hasher.signature(a), hasher.signature(b)) - exact(a, b))
    errors = np.array(errors)
    se = standard_error(jaccard, num_perm)
    # Unbiased: the mean of 40 estimates is within 4 standard errors of the mean (se / sqrt(40)).
    assert abs(errors.mean()) < 4 * se / np.sqrt(len(errors))
    # Spread as predicted: the observed standard deviation is within a factor 1.5 of sqrt(J(1-J)/n).
    assert errors.std() < 1.5 * se
    assert np.abs(errors).max() < 4 * se


def test_standard_error_formula():
    assert standard_error(0.5, 100) == pytest.approx(0.05)
