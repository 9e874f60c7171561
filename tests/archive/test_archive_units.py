"""The archive's parts without a cluster: the streamed listing, its progress, class-independent term keys,
the stock-phrase limit relative to the archive's size."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pyarrow")

from plagcheck.archive.add import submissions  # noqa: E402
from plagcheck.archive.meter import Meter, duration  # noqa: E402
from plagcheck.engine.reading import ingest  # noqa: E402
from plagcheck.engine.references.library_index import (BEST_PER_DOCUMENT, RARE_KEY_TEXTS, ClassKeys,  # noqa: E402
                                                       rare_key_limit, weighed_candidates_from)
from plagcheck.engine.reworded.lexicon import text_words  # noqa: E402
from plagcheck.engine.reworded.stable_terms import term_samples  # noqa: E402

from essays import Essays  # noqa: E402


def test_the_streamed_listing_lists_what_a_scan_lists_one_named_path_at_a_time(tmp_path):
    from plagcheck.shared.models import ScanSettings

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
    from plagcheck.engine.reworded.stable_terms import stable_terms, term_elements
    a = np.unique(term_elements(stable_terms(english, text_words(english))))
    b = np.unique(term_elements(stable_terms(reworded, text_words(reworded))))
    assert np.intersect1d(a, b).size >= 0.15 * min(a.size, b.size)


def _weighed(own: ClassKeys, holders_of: dict[int, list[int]], stored: int) -> set[tuple[int, int]]:
    """Return the candidates of `own` against a store where key k is held by the texts holders_of[k], from
    the hits a key-range task returns: only keys held by at most rare_key_limit(stored) texts."""
    limit = rare_key_limit(stored)
    rows = [(k, t, len(ts)) for k, ts in holders_of.items() if len(ts) <= limit for t in ts]
    keys = np.array([r[0] for r in rows], dtype=np.uint64)
    owners = np.array([r[1] for r in rows], dtype=np.int64)
    holders = np.array([r[2] for r in rows], dtype=np.int64)
    return weighed_candidates_from(own, keys, owners, holders, np.full(keys.size, 10, dtype=np.int32), stored)


def _held(text: int, by: int, first: int) -> list[int]:
    """Return `text` and by - 1 other texts (numbered from `first`): a key's holders."""
    return [text, *range(first, first + by - 1)]


def test_the_rare_key_limit_is_a_share_of_the_archive():
    assert rare_key_limit(10_000) == RARE_KEY_TEXTS
    assert rare_key_limit(100_000) == 50 and rare_key_limit(1_000_000) == 500 and rare_key_limit(10**8) == 50_000


def test_a_copy_found_at_one_size_is_found_at_ten_times_the_size():
    # Class document 1 shares two keys with text 7, each held by 0.04% of the archive's texts (a
    # restructured copy whose shared phrases are not rare): a candidate at 10^5 and at 10^6 alike. The
    # fixed limit of 20 texts found it at 10^5 only.
    own = ClassKeys(np.array([16, 32], dtype=np.uint64), np.array([0, 0]), [1], np.array([2]), 4)
    for stored in (100_000, 1_000_000):
        held = int(0.0004 * stored)
        assert _weighed(own, {16: _held(7, held, 1000), 32: _held(7, held, 10**7)}, stored) == {(1, 7)}


def test_a_large_store_pairs_no_one_by_stock_sentences():
    # Two keys shared with text 7, each held by 0.06% of the texts (two stock sentences): no candidate at
    # either size. With a third shared key held by two texts (a copied passage), text 7 is one.
    own = ClassKeys(np.array([16, 32, 48], dtype=np.uint64), np.array([0, 0, 0]), [1], np.array([3]), 4)
    for stored in (100_000, 1_000_000):
        held = int(0.0006 * stored)
        stock = {16: _held(7, held, 1000), 32: _held(7, held, 10**7)}
        assert _weighed(own, stock, stored) == set()
        assert _weighed(own, {16: [7], 32: stock[32]}, stored) == set()  # one key that counts is not two
        assert _weighed(own, stock | {48: [7, 8]}, stored) == set()
        assert _weighed(own, {16: [7], 32: stock[32], 48: [7, 8]}, stored) == {(1, 7)}


def test_each_class_document_gets_its_best_supported_texts_and_every_sure_one():
    # Class document 1 shares two keys with each of texts 100-129, held by 200-229 texts each (chance, at
    # 10^6). Texts 7, 8 and 9 share two keys held by those three alone: candidates whatever the others
    # weigh, and the heaviest; the rest of the BEST_PER_DOCUMENT are the texts whose keys are rarest.
    stored, holders_of = 1_000_000, {}
    for i in range(30):
        holders_of[(2 * i + 1) << 8] = _held(100 + i, 200 + i, 10**6 + 1000 * i)
        holders_of[(2 * i + 2) << 8] = _held(100 + i, 200 + i, 2 * 10**6 + 1000 * i)
    holders_of[1 << 40] = holders_of[2 << 40] = [7, 8, 9]
    keys = np.array(sorted(holders_of), dtype=np.uint64)
    own = ClassKeys(keys, np.zeros(keys.size, dtype=np.int64), [1], np.array([keys.size]), 4)
    found = _weighed(own, holders_of, stored)
    assert {(1, 7), (1, 8), (1, 9)} <= found
    assert sorted(t for _, t in found if t >= 100) == list(range(100, 100 + BEST_PER_DOCUMENT - 3))


def test_sample_pairs_are_summed_over_partitions_in_the_bucket_every_partition_sends_them_to():
    from plagcheck.archive.cluster import Runner
    from plagcheck.archive.sweep import _bucket_of, sample_candidates

    buckets = 4
    # (a, b, samples shared in this partition, needed in all) from three partitions
    partitions = [
        [(1, 2, 1, 2), (3, 4, 1, 2), (5, 6, 1, 1)],  # 5-6: a one-key sample needs its one key
        [(1, 2, 1, 2), (7, 8, 1, 2)],
        [(7, 9, 2, 2), (3, 5, 1, 2)],
    ]

    def pieces_of(rows):
        pairs = np.array([r[:2] for r in rows], dtype=np.int64)
        bucket = _bucket_of(pairs, buckets)
        return [(pairs[bucket == r], np.array([x[2] for x in rows], np.int32)[bucket == r],
                 np.array([x[3] for x in rows], np.int16)[bucket == r]) for r in range(buckets)]

    def one_partition(rows):
        return len(rows), pieces_of(rows)

    found, seen = [], []
    for reduced, index, result in Runner().shuffled([(one_partition, (rows,)) for rows in partitions],
                                                     sample_candidates, buckets):
        (found if reduced else seen).append(result if reduced else index)
    assert sorted(seen) == [0, 1, 2] and len(found) == buckets
    candidates = sorted(map(tuple, np.concatenate(found).tolist()))
    # 1-2 shares a sample in each of two partitions; 3-4, 7-8 and 3-5 share one sample each in all
    assert candidates == [(1, 2), (5, 6), (7, 9)]


def test_ranking_each_bucket_of_class_documents_apart_gives_the_candidates_of_ranking_them_all():
    from plagcheck.archive.source import weighed_bucket
    from plagcheck.engine.references.library_index import Occurrences, sorted_class_keys

    rng = np.random.default_rng(30)
    stored = 1_000_000
    per_document = [np.unique(rng.integers(1, 400, 40).astype(np.uint64) << np.uint64(8)) for _ in range(7)]
    own = sorted_class_keys([11, 12, 13, 14, 15, 16, 17], per_document, 4)
    keys = np.unique(own.keys)
    hit_keys, texts, holders = [], [], []
    for key in keys.tolist():  # each class key held by 1-40 of 60 texts (some of them past the share limit)
        held = rng.choice(60, size=int(rng.integers(1, 41)), replace=False)
        hit_keys += [key] * held.size
        texts += held.tolist()
        holders += [held.size] * held.size
    hit_keys, texts, holders = np.array(hit_keys, np.uint64), np.array(texts, np.int64), np.array(holders, np.int64)
    sizes = rng.integers(1, 30, 60)[texts]
    whole = weighed_candidates_from(own, hit_keys, texts, holders, sizes, stored)
    # the hits come from three key ranges, each split into 4 buckets by class document
    ranges = [np.flatnonzero((hit_keys >> np.uint64(8)) % np.uint64(3) == r) for r in range(3)]
    pieces = [Occurrences.of(own, hit_keys[at], texts[at], holders[at], sizes[at]).split(4) for at in ranges]
    rules = {"samples": (own, stored, 2, True)}
    apart = set().union(*(weighed_bucket(rules, *(("samples", p[b]) for p in pieces)).get("samples", set())
                          for b in range(4)))
    assert len(whole) > 20 and apart == whole
