"""The archive's parts without a cluster: the streamed listing, its progress, class-independent term keys,
the stock-phrase limit relative to the archive's size."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pyarrow")

from plagcheck.archive.add import submissions  # noqa: E402
from plagcheck.archive.meter import Meter, duration  # noqa: E402
from plagcheck.engine import ingest  # noqa: E402
from plagcheck.engine.lexicon import text_words  # noqa: E402
from plagcheck.engine.library_index import (MAX_BUCKET_DOCUMENTS, ClassKeys, sample_candidates_from,  # noqa: E402
                                            stock_phrase_limit)
from plagcheck.engine.stable_terms import term_samples  # noqa: E402

from essays import Essays  # noqa: E402


def test_the_streamed_listing_lists_what_a_scan_lists_one_named_path_at_a_time(tmp_path):
    from plagcheck.models import ScanSettings

    essays = Essays(91)
    root = tmp_path / "incoming"
    for course in ("History 101", "biology"):
        essays.folder(root / course, 3, words=50)
    essays.folder(tmp_path / "loose", 2, words=50)
    paths = [str(root / "History 101"), str(root / "biology"), str(tmp_path / "loose")]
    streamed = list(submissions(paths, ScanSettings()))
    listed = ingest.find_submissions(paths)
    assert [(s.name, s.files) for s in streamed] == [(s.name, s.files) for s in listed] and len(listed) == 8


def test_progress_says_the_rate_and_the_time_left():
    meter = Meter("archive", "reading and indexing", 100_000)
    meter.started -= 100  # 100 s into the phase
    message = meter.progress(25_000).message
    assert message == "reading and indexing: 25,000 of 100,000 files, 250/s, about 5 min left"
    assert duration(4000) == "1 h 7 min" and duration(12) == "12 s"


def test_term_keys_of_a_text_depend_on_it_alone_and_survive_rewording():
    english = ("The committee examined the proposal carefully before the vote. Several members argued that "
               "the budget for the new library was far too small, and that the city council should fund the "
               "reading rooms, the archive of local newspapers and the children's section properly. ")
    reworded = ("Before voting, the committee carefully examined the proposal. Many members argued the new "
                "library's budget was much too small, and that city council ought to properly fund reading "
                "rooms, the local newspaper archive and the section for children. ")
    keys = term_samples(english * 3, text_words(english * 3))
    assert np.array_equal(keys, term_samples(english * 3, text_words(english * 3)))
    elsewhere = "An unrelated essay on volcanoes, magma chambers and the eruption of 1883. " * 3
    assert np.intersect1d(keys, term_samples(elsewhere, text_words(elsewhere))).size == 0
    # Without the modulus every element counts: the reworded text keeps many of them (stems, no stop words).
    from plagcheck.engine.stable_terms import stable_terms, term_elements
    a = np.unique(term_elements(stable_terms(english, text_words(english))))
    b = np.unique(term_elements(stable_terms(reworded, text_words(reworded))))
    assert np.intersect1d(a, b).size >= 0.15 * min(a.size, b.size)


def test_the_stock_phrase_limit_grows_with_the_archive():
    assert stock_phrase_limit(10_000) == MAX_BUCKET_DOCUMENTS
    assert stock_phrase_limit(100_000) == MAX_BUCKET_DOCUMENTS
    assert stock_phrase_limit(1_000_000) == 3_000 and stock_phrase_limit(10**8) == 300_000
    # Two keys shared with text 7, one of them held by 550 texts: a candidate under the limit of 10^6 texts,
    # not under the fixed 300.
    own = ClassKeys(np.array([16, 32], dtype=np.uint64), np.array([0, 0]), [1], np.array([2]), 4)
    keys = np.concatenate([np.array([16], dtype=np.uint64), np.full(550, 32, dtype=np.uint64)])
    owners = np.concatenate([[7], np.arange(7, 557)]).astype(np.int64)
    sizes = np.full(keys.size, 10, dtype=np.int32)
    assert sample_candidates_from(own, keys, owners, sizes) == set()
    assert sample_candidates_from(own, keys, owners, sizes, stock_phrase_limit(1_000_000)) == {(1, 7)}


def test_a_large_store_pairs_no_one_by_common_keys_alone():
    from plagcheck.engine.library_index import RARE_KEY_TEXTS

    # Class document 1 shares two keys with text 7: both held by 60 texts (two stock sentences), or one of
    # them held by text 7 alone (a copied passage).
    own = ClassKeys(np.array([16, 32], dtype=np.uint64), np.array([0, 0]), [1], np.array([2]), 4)
    common = np.concatenate([np.full(60, 16, dtype=np.uint64), np.full(60, 32, dtype=np.uint64)])
    owners = np.concatenate([np.arange(7, 67), np.arange(7, 67)]).astype(np.int64)
    sizes = np.full(common.size, 10, dtype=np.int32)
    assert (1, 7) in sample_candidates_from(own, common, owners, sizes)
    assert sample_candidates_from(own, common, owners, sizes, rare=RARE_KEY_TEXTS) == set()
    rare = np.concatenate([np.array([16], dtype=np.uint64), np.full(60, 32, dtype=np.uint64)])
    owners = np.concatenate([[7], np.arange(7, 67)]).astype(np.int64)
    assert sample_candidates_from(own, rare, owners, sizes[:61], rare=RARE_KEY_TEXTS) == {(1, 7)}
