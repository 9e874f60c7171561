"""The array idioms that stand for slower numpy calls give exactly what those calls give."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.arrays import stable_argsort

SIZES = st.sampled_from([0, 1, 2, 7, 4095, 4096, 5000, 20000])


@settings(max_examples=40, deadline=None)
@given(SIZES, st.integers(min_value=1, max_value=2**63), st.integers(min_value=0, max_value=2**32 - 1),
       st.sampled_from([np.uint64, np.int64, np.int32]))
def test_stable_argsort_is_numpys_stable_argsort(size: int, spread: int, seed: int, dtype: type) -> None:
    rng = np.random.default_rng(seed)
    high = min(spread, np.iinfo(dtype).max)
    values = rng.integers(0, high, size, dtype=dtype, endpoint=True)
    if size > 10 and seed % 2:  # many ties: runs of equal values in every order
        values[rng.integers(0, size, size // 3)] = values[0]
    assert np.array_equal(stable_argsort(values), np.argsort(values, kind="stable"))


def test_stable_argsort_keeps_equal_values_in_their_order() -> None:
    values = np.array([5, 3, 5, 3, 5] * 2000, dtype=np.uint64)  # large enough for the quick sort and its repair
    order = stable_argsort(values).tolist()
    assert order[:4000] == [i for i in range(10000) if i % 5 in (1, 3)]
    assert order[4000:] == [i for i in range(10000) if i % 5 in (0, 2, 4)]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=1, max_value=60),
       st.integers(min_value=1, max_value=300))
def test_pivot_rows_of_all_documents_at_once_are_each_ones_own(seed: int, documents: int, vocabulary: int) -> None:
    from plagcheck.engine.reworded.pivot import _distinct_of, _distinct_per_document

    rng = np.random.default_rng(seed)
    chosen = rng.integers(-1, 50, vocabulary + 1).astype(np.int32)  # -1: NO_TERM
    rows = [rng.integers(0, vocabulary + 1, rng.integers(0, 40)).astype(np.int32) for _ in range(documents)]
    for (terms, distinct), (alone_terms, alone_distinct) in zip(_distinct_per_document(rows, chosen),
                                                                [_distinct_of(r, chosen) for r in rows]):
        assert terms.dtype == alone_terms.dtype and distinct.dtype == alone_distinct.dtype
        assert terms.tolist() == alone_terms.tolist() and distinct.tolist() == alone_distinct.tolist()


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=2000), st.integers(min_value=0, max_value=2**32), st.booleans())
def test_many_values_sieved_are_held_as_a_binary_search_finds_them(set_size: int, seed: int, small_keys: bool) -> None:
    from plagcheck.engine import arrays
    from plagcheck.engine.arrays import in_sorted

    rng = np.random.default_rng(seed)
    if small_keys:  # keys built from small numbers (signal_phrases._run_keys): alike in their low bits
        values = rng.integers(0, 40, 20_000, dtype=np.uint64) * np.uint64(0x110000 ** 3) + np.uint64(0x73)
    else:
        values = rng.integers(0, 2**64 - 1, 20_000, dtype=np.uint64, endpoint=True)
    values[:3] = [0, 2**64 - 1, 2**63]
    held = np.unique(np.concatenate([rng.choice(values, set_size), rng.integers(0, 2**64 - 1, set_size,
                                                                                 dtype=np.uint64)]))
    assert values.size >= arrays._SIEVE_MIN_VALUES and values.size >= arrays._SIEVE_RATIO * held.size  # sieved
    assert np.array_equal(in_sorted(held, values), np.isin(values, held))
    assert np.array_equal(in_sorted(held, values[:100]), np.isin(values[:100], held))  # too few to sieve
