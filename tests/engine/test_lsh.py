"""Banded LSH: the S-curve, the choice of (b, r), and bucketing."""

import numpy as np
import pytest

from plagcheck.engine.copied.lsh import candidate_pairs, choose_parameters, s_curve
from plagcheck.shared.models import LshParameters


def test_s_curve_table_for_20_bands_of_5_rows():
    # MMDS Figure 3.11: b = 20, r = 5.
    expected = {0.2: 0.006, 0.3: 0.047, 0.4: 0.186, 0.5: 0.470, 0.6: 0.802, 0.7: 0.975, 0.8: 0.9996}
    got = s_curve(list(expected), bands=20, rows=5)
    assert got == pytest.approx(list(expected.values()), abs=0.0006)
    params = LshParameters(20, 5, 100)
    assert params.threshold == pytest.approx(0.549, abs=0.001)
    assert params.probability(0.8) == pytest.approx(0.9996, abs=0.0001)


def test_chosen_parameters_fit_and_favour_recall():
    for threshold in (0.2, 0.3, 0.5, 0.8):
        params = choose_parameters(threshold, 128)
        assert params.bands * params.rows <= 128
        # Weighting false negatives above false positives: pairs at the threshold are caught more often than not.
        assert params.probability(threshold) > 0.5
        assert params.probability(min(threshold + 0.2, 1.0)) > 0.95
    assert choose_parameters(0.5, 128) == LshParameters(30, 4, 128)


def test_invalid_arguments_are_refused():
    with pytest.raises(ValueError):
        choose_parameters(0.0, 128)
    with pytest.raises(ValueError):
        choose_parameters(0.5, 1)


def test_rows_agreeing_in_one_band_pair_their_owners():
    signatures = np.array(
        [
            [1, 2, 3, 4],  # doc 0
            [1, 2, 9, 9],  # doc 1: band 0 equal to doc 0
            [7, 8, 3, 4],  # doc 2: band 1 equal to doc 0
            [5, 6, 5, 6],  # doc 3: alone
            [1, 2, 0, 0],  # doc 0 again (a second window): must not pair doc 0 with itself
        ],
        dtype=np.uint32,
    )
    owners = np.array([0, 1, 2, 3, 0])
    pairs = candidate_pairs(signatures, owners, LshParameters(2, 2, 4))
    assert pairs.tolist() == [[0, 1], [0, 2]]


def test_oversized_bucket_pairs_no_one():
    signatures = np.zeros((10, 4), dtype=np.uint32)
    pairs = candidate_pairs(signatures, np.arange(10), LshParameters(2, 2, 4), max_bucket=5)
    assert pairs.shape == (0, 2)
    assert candidate_pairs(signatures, np.arange(10), LshParameters(2, 2, 4)).shape == (45, 2)
