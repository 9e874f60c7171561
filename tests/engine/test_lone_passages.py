"""A faint reworded passage alone is no evidence (issue 39: reworded/passages.py, LONE_COSINE and LONE_SEEDS)."""

from __future__ import annotations

import numpy as np

from plagcheck.engine.compare import prepare_texts
from plagcheck.engine.reworded.passages import (CLEAR_COSINE, LONE_SEEDS, Fragment, _faint, _slight,
                                               _without_a_slight_one_alone)
from plagcheck.shared.models import ScanSettings

SETTINGS = ScanSettings(workers=1)


def test_a_faint_reworded_passage_alone_is_no_evidence_and_a_clearer_one_is():
    text = ("Bees pollinate most of the fruit crops grown on the farms of our region. Varroa mites spread quickly "
            "between hives that stand close together in one apiary. Colonies that carry many mites often weaken "
            "and die during the long winter months. Farmers move their hives across the country every spring "
            "for the flowering season. Honey prices rose last year.")
    prepared = prepare_texts({0: text, 1: text}, SETTINGS)
    a, b = prepared[0].content, prepared[1].content
    faint = Fragment((0, 2), (0, 2), similarity=0.40, seeds=2, in_place=1)
    assert _without_a_slight_one_alone([faint], a, b) == []
    clear = Fragment((0, 2), (0, 2), similarity=0.50, seeds=2, in_place=1)
    assert _without_a_slight_one_alone([clear], a, b) == [clear]
    beside = Fragment((3, 3), (3, 3), similarity=0.40, seeds=1, in_place=0)  # too short to be shown: no evidence
    assert _without_a_slight_one_alone([faint, beside], a, b) == []


def test_faint_is_only_a_fragment_of_words_with_few_strong_seeds_and_no_run_in_place():
    faint = Fragment((0, 2), (0, 2), similarity=0.40, seeds=2, in_place=1)
    assert _faint(faint)
    assert not _faint(Fragment((0, 3), (0, 3), similarity=0.45, seeds=2, in_place=1))
    assert not _faint(Fragment((0, 4), (0, 4), similarity=0.40, seeds=LONE_SEEDS, in_place=1))
    assert not _faint(Fragment((0, 4), (0, 4), similarity=0.40, seeds=2, in_place=3))
    assert not _faint(Fragment((0, 4), (0, 4), similarity=0.20, seeds=0, in_place=4, basis="shape"))


def _seeds(pairs: list[tuple[int, int, float]]):
    from plagcheck.engine.reworded.seeds import Seeds

    a, b, cosine = (np.array(column) for column in zip(*pairs))
    return Seeds(a.astype(np.int64), b.astype(np.int64), cosine.astype(float), np.ones(a.size, dtype=np.int64))


def test_two_sentences_on_one_idea_are_slight_however_many_seeds_pair_them_crosswise():
    """Two honest students' two sentences on one idea (generated Indonesian class: 0.64 alike), each sentence sharing
    a few words with both of the other's: four seeds, two strong, in two sentences a side. Three sentences a side
    paired in turn are more than one idea."""
    crosswise = _seeds([(7, 0, 0.5), (7, 1, 0.0), (8, 0, 0.0), (8, 1, 0.45)])
    inside = np.arange(4)
    assert _slight(Fragment((7, 8), (0, 1), similarity=0.64, seeds=2, in_place=2), crosswise, inside)
    assert not _slight(Fragment((7, 8), (0, 1), similarity=CLEAR_COSINE, seeds=2, in_place=2), crosswise, inside)
    three = _seeds([(4, 10, 0.5), (5, 11, 0.0), (6, 12, 0.45)])
    assert not _slight(Fragment((4, 6), (10, 12), similarity=0.5, seeds=2, in_place=3), three, np.arange(3))
