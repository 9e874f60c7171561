"""A faint reworded passage alone is no evidence (issue 39: reworded/passages.py, LONE_COSINE and LONE_SEEDS)."""

from __future__ import annotations

from plagcheck.engine.compare import prepare_texts
from plagcheck.engine.reworded.passages import LONE_SEEDS, Fragment, _faint, _without_a_slight_one_alone
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
