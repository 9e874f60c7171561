"""Per-student figures with fixed expected values on hand-made pairs."""

import pytest
from test_triage_clusters import make_result, pair

from plagcheck.triage.students import StudentFigures, figures_to_dict, student_figures

# 0-1: 90% of s0 is in s1, 60% of s1 in s0; 1-2: 50% / 45%; 0-2: 10% / 30%. s3 could not be read; s4 matches no one.
PAIRS = [pair(0, 1, 0.9, 0.6), pair(1, 2, 0.5, 0.45), pair(0, 2, 0.1, 0.3)]


def test_figures_at_a_threshold():
    result = make_result(PAIRS, 5, unusable=(3,))
    assert student_figures(result, 0.4) == (
        StudentFigures(1, "s1.txt", 0.9, 0, 0.6, 2, True),
        StudentFigures(0, "s0.txt", 0.9, 1, 0.9, 1, True),
        StudentFigures(2, "s2.txt", 0.5, 1, 0.45, 1, True),
        StudentFigures(3, "s3.txt", 0.0, None, 0.0, 0, False),
        StudentFigures(4, "s4.txt", 0.0, None, 0.0, 0, True),
    )


def test_threshold_changes_counts_not_the_highest_match():
    result = make_result(PAIRS, 5, threshold=0.2)
    by_id = {f.doc_id: f for f in student_figures(result)}  # the scan's own threshold, 0.2
    assert [by_id[i].matches for i in range(5)] == [2, 2, 2, 0, 0]
    high = {f.doc_id: f for f in student_figures(result, 0.95)}
    assert [high[i].matches for i in range(5)] == [0, 0, 0, 0, 0]
    assert high[2].highest_score == 0.5 and high[2].highest_with == 1


def test_excluded_documents_are_left_out_but_their_matches_count():
    result = make_result(PAIRS, 5)
    figures = student_figures(result, 0.4, exclude={1})
    assert [f.doc_id for f in figures] == [0, 2, 3, 4]
    assert figures[0].matches == 1 and figures[0].highest_with == 1


def test_json_form_names_the_partner():
    result = make_result(PAIRS, 5)
    data = figures_to_dict(student_figures(result, 0.4)[0], result)
    assert data == {"id": 1, "name": "s1.txt", "student": "", "usable": True, "highest_score": 0.9, "highest_with": 0,
                    "highest_with_name": "s0.txt", "own_share": 0.6, "matches": 2}
    lonely = figures_to_dict(student_figures(result, 0.4)[-1], result)
    assert lonely["highest_with"] is None and lonely["highest_with_name"] is None


def test_copied_only_mode_counts_copied_text_in_groups_and_students():
    from dataclasses import replace

    from reworded_factory import make_reworded_result
    from plagcheck.triage.overview import triage_overview

    result = make_reworded_result()
    both = triage_overview(result)
    copied = triage_overview(replace(result, settings=replace(result.settings, copied_only=True)))
    # Both kinds: alice-bob 60% (bob: 40% copied + 20% reworded), bob-carol 30% reworded: one group of three.
    assert [c.members for c in both.clusters] == [(0, 1, 2)]
    assert both.clusters[0].max_score == pytest.approx(0.6)
    # Copied text only: bob-carol shares nothing copied and leaves the group; alice-bob scores 40%.
    assert [c.members for c in copied.clusters] == [(0, 1, 2)]  # alice-carol: listed for the long passage
    assert {(p.a, p.b) for p in copied.clusters[0].pairs} == {(0, 1), (0, 2)}
    assert copied.clusters[0].max_score == 0.4
    assert all(p.kind == "copied" for c in copied.clusters for pair in c.pairs for p in pair.passages)
    bob = next(f for f in copied.students if f.doc_id == 1)
    assert (bob.highest_score, bob.highest_with) == (0.4, 0)
