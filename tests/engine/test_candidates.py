"""The candidate set: its pairs, and which of them each reworded-copy index found, one flag per pair."""

from __future__ import annotations

import numpy as np

from plagcheck.engine import candidates
from plagcheck.engine.candidates import find_candidates
from plagcheck.pipeline import drive
from plagcheck.shared.models import ScanSettings


def _blocks(seed: int, settings: ScanSettings) -> np.ndarray:
    """Return one block signature of random minima: documents of other seeds share nothing with it."""
    return np.random.default_rng(seed).integers(0, 2**32, size=(1, settings.num_perm), dtype=np.uint32)


def test_each_pair_says_which_index_found_it(monkeypatch):
    monkeypatch.setattr(candidates, "_PAIRS_PER_SLICE", 2)  # tuples made a slice at a time
    settings = ScanSettings()
    blocks = {doc_id: _blocks(doc_id, settings) for doc_id in (10, 20, 30, 40, 50)}
    blocks[20] = blocks[10].copy()  # the same document twice: a whole-document candidate
    blocks[50] = blocks[40].copy()  # ... and one the skeleton index finds too
    shared_skeletons = np.array([[10, 30], [40, 50], [30, 99]])  # 99 is not indexed: left out
    found = drive(find_candidates(blocks, settings, None, shared_skeletons))
    assert found.pairs == [(10, 20), (10, 30), (40, 50)]
    assert found.reworded.tolist() == [False, True, True]
    assert found.skeleton.tolist() == [False, True, True]


def test_no_reworded_index_flags_nothing():
    settings = ScanSettings()
    blocks = {doc_id: _blocks(doc_id, settings) for doc_id in (1, 2)}
    blocks[2] = blocks[1].copy()
    found = drive(find_candidates(blocks, settings))
    assert found.pairs == [(1, 2)] and found.reworded.tolist() == [False] and found.skeleton.tolist() == [False]


def test_every_student_is_compared_with_every_marked_source():
    from plagcheck.engine.candidates import always_compared
    pairs = always_compared([0, 1, 2, 5, 7], {5, 7})
    assert sorted(map(tuple, pairs.tolist())) == [(0, 5), (0, 7), (1, 5), (1, 7), (2, 5), (2, 7)]
    assert always_compared([0, 1, 2], set()).shape == (0, 2)


def test_the_shingles_indexed_in_a_worker_give_the_candidates_made_here():
    import random

    from plagcheck.engine import compute
    from plagcheck.engine.candidates import shingle_index_task
    from plagcheck.engine.copied.shingles import shingle_document
    from plagcheck.engine.copied.signatures import sign_all

    settings = ScanSettings()
    rng = random.Random(3)
    vocabulary = [f"word{i}" for i in range(400)]
    texts = {doc_id: " ".join(rng.choice(vocabulary) for _ in range(300)) for doc_id in range(3, 15)}
    texts[5] = texts[8][:900] + " " + texts[12][-900:]  # a passage of each of two others
    texts[14] = ""  # nothing to index
    documents = {doc_id: shingle_document(text, settings) for doc_id, text in texts.items()}
    here = drive(find_candidates(drive(sign_all(documents, settings)), settings))
    ids = list(documents)
    indexing = compute.Background(shingle_index_task, [(ids, [documents[i].counted_hashes for i in ids], settings)], 2)
    there = drive(find_candidates({}, settings, index=indexing.results()[0]))
    assert here.pairs and (5, 8) in here.pairs and (5, 12) in here.pairs
    assert there.pairs == here.pairs
    assert there.doc_ids.tolist() == here.doc_ids.tolist() and 14 not in here.doc_ids.tolist()
    assert np.array_equal(there.signatures, here.signatures)
    assert there.reworded.tolist() == here.reworded.tolist() and there.skeleton.tolist() == here.skeleton.tolist()
