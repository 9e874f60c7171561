"""Review states and the immutable review book."""

from dataclasses import replace

import pytest
from test_triage_clusters import make_result, pair

from plagcheck.triage.review import (
    Review,
    ReviewBook,
    ReviewState,
    book_from_list,
    book_to_list,
    carry_reviews,
    count_states,
    filter_pairs,
    pair_key,
    set_review,
)

WHEN = "2026-11-22T10:00:00+00:00"


def test_states_have_teacher_labels_and_parse_loosely():
    assert [s.label for s in ReviewState] == ["Not reviewed", "Not plagiarism", "Needs a conversation", "Confirmed"]
    assert ReviewState.parse("needs-conversation") is ReviewState.NEEDS_CONVERSATION
    assert ReviewState.parse("Not plagiarism") is ReviewState.NOT_PLAGIARISM
    assert ReviewState.parse(" CONFIRMED ") is ReviewState.CONFIRMED
    with pytest.raises(ValueError, match="not-plagiarism"):
        ReviewState.parse("guilty")


def test_set_review_returns_a_new_book_keyed_either_way_round():
    empty = ReviewBook()
    book = set_review(empty, 7, 3, ReviewState.CONFIRMED, "same typo in both", updated_at=WHEN)
    assert len(empty) == 0 and empty.state_of(3, 7) is ReviewState.UNREVIEWED
    assert book[(3, 7)] == book[(7, 3)] == Review(ReviewState.CONFIRMED, "same typo in both", WHEN)
    assert list(book) == [(3, 7)] and book.review_of(7, 3).note == "same typo in both"
    with pytest.raises(ValueError):
        pair_key(4, 4)


def test_note_is_kept_unless_given_and_a_cleared_pair_leaves_the_book():
    book = set_review(ReviewBook(), 1, 2, ReviewState.NEEDS_CONVERSATION, "ask about sources", updated_at=WHEN)
    book = set_review(book, 2, 1, ReviewState.CONFIRMED)
    assert book.review_of(1, 2).note == "ask about sources" and book.state_of(1, 2) is ReviewState.CONFIRMED
    assert book.review_of(1, 2).updated_at and book.review_of(1, 2).updated_at != WHEN
    kept = set_review(book, 1, 2, ReviewState.UNREVIEWED)
    assert kept.review_of(1, 2).note == "ask about sources" and len(kept) == 1
    cleared = set_review(book, 1, 2, ReviewState.UNREVIEWED, "")
    assert len(cleared) == 0 and cleared == ReviewBook()


def test_filter_and_count_by_state():
    pairs = [pair(0, 1, 0.9), pair(2, 3, 0.8), pair(4, 5, 0.7), pair(6, 7, 0.6)]
    book = set_review(ReviewBook(), 1, 0, ReviewState.CONFIRMED, updated_at=WHEN)
    book = set_review(book, 4, 5, ReviewState.NOT_PLAGIARISM, updated_at=WHEN)
    assert filter_pairs(pairs, book, [ReviewState.UNREVIEWED]) == (pairs[1], pairs[3])
    assert filter_pairs(pairs, book, {ReviewState.CONFIRMED, ReviewState.NOT_PLAGIARISM}) == (pairs[0], pairs[2])
    assert count_states(pairs, book) == {ReviewState.UNREVIEWED: 2, ReviewState.NOT_PLAGIARISM: 1,
                                         ReviewState.NEEDS_CONVERSATION: 0, ReviewState.CONFIRMED: 1}


def test_book_round_trips_through_its_json_form():
    book = set_review(ReviewBook(), 5, 2, ReviewState.NEEDS_CONVERSATION, "<script>alert(1)</script> é", WHEN)
    book = set_review(book, 0, 9, ReviewState.NOT_PLAGIARISM, "", WHEN)
    items = book_to_list(book)
    assert items[0] == {"a": 0, "b": 9, "state": "not_plagiarism", "note": "", "updated_at": WHEN}
    assert book_from_list(items) == book
    with pytest.raises(ValueError, match="malformed"):
        book_from_list([{"a": 1, "b": 2, "state": "guilty"}])
    with pytest.raises(ValueError, match="malformed"):
        book_from_list([["not", "a", "dict"]])


def test_reviews_follow_documents_into_a_rescan():
    old = make_result([], 4).documents
    # the rescan finds a late submission first (every id shifts by one) and s2.txt has been edited
    late = replace(old[0], id=0, path="/class/late.txt", name="late.txt", sha256="f" * 64)
    new = (late, *(replace(d, id=d.id + 1) for d in old))
    new = tuple(replace(d, sha256="e" * 64) if d.name == "s2.txt" else d for d in new)
    book = set_review(ReviewBook(), 0, 1, ReviewState.CONFIRMED, "kept", updated_at=WHEN)
    book = set_review(book, 1, 2, ReviewState.NOT_PLAGIARISM, "dropped: s2 changed", updated_at=WHEN)
    carried = carry_reviews(book, old, new)
    assert carried == ReviewBook({(1, 2): Review(ReviewState.CONFIRMED, "kept", WHEN)})
