"""The common-source hint: both students of a pair match the same reference document."""

import pytest
from test_triage_clusters import make_result, pair

from plagcheck.shared.models import Passage
from plagcheck.triage.common_source import SourceMatch, common_source_hints, hint_text

# 0 and 1 are students sharing 200 characters each side; 2 is a reference holding most of that text;
# 4 is a second reference both match, but covering less; 3 is a student who copied 0 without any source.
PAIRS = [
    pair(0, 1, 0.5, passages=(Passage(100, 300, 500, 700, 30, 40, 40),)),
    pair(0, 2, 0.4, passages=(Passage(100, 250, 0, 150, 20, 30, 30),)),
    pair(1, 2, 0.45, passages=(Passage(500, 700, 0, 200, 30, 40, 40),)),
    pair(0, 3, 0.6, passages=(Passage(400, 600, 0, 200, 30, 40, 40),)),
    pair(0, 4, 0.35, passages=(Passage(280, 300, 0, 20, 4, 4, 4),)),
    pair(1, 4, 0.3, passages=(Passage(680, 720, 0, 40, 4, 8, 8),)),
]


def test_pair_sharing_a_reference_gets_a_hint_naming_it():
    result = make_result(PAIRS, 5)
    hints = common_source_hints(result, {2, 4}, 0.2)
    assert list(hints) == [(0, 1)]
    hint = hints[(0, 1)]
    assert hint.reference == 2
    # covered: in s0 [100,250) of [100,300), in s1 all of [500,700): (150 + 200) / 400
    assert hint.sources[0] == SourceMatch(2, 0.4, 0.45, pytest.approx(0.875))
    # reference 4 covers [280,300) in s0 and [680,700) in s1: 40 / 400
    assert hint.sources[1] == SourceMatch(4, 0.35, 0.3, pytest.approx(0.1))
    assert hint_text(hint, result) == (
        "Common source: s0.txt and s1.txt both match s2.txt (and 1 other reference); "
        "88% of the text they share is also in it."
    )


def test_no_hint_below_the_threshold_or_without_references():
    result = make_result(PAIRS, 5)
    assert common_source_hints(result, {2}, 0.42) == {}  # s0 matches s2 at 0.4 only
    assert common_source_hints(result, set(), 0.2) == {}
    assert list(common_source_hints(result, {2}, 0.2)) == [(0, 1)]
    assert common_source_hints(make_result(PAIRS, 5, threshold=0.5), {2, 4}) == {}  # the scan's own threshold


def test_pairs_without_passages_have_zero_coverage():
    result = make_result([pair(0, 1, 0.5), pair(0, 2, 0.5), pair(1, 2, 0.5)], 3)
    assert common_source_hints(result, [2], 0.2)[(0, 1)].sources == (SourceMatch(2, 0.5, 0.5, 0.0),)
