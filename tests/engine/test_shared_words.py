"""The words two sides of a reworded passage share, located in both texts."""

from __future__ import annotations

from plagcheck.engine.shared_words import shared_word_ranges


def words_at(text: str, ranges) -> list[str]:
    return [text[start:end] for start, end in ranges]


def test_shared_words_are_found_in_both_sides_whatever_their_order_and_case():
    a = "Intro. The Industrial Revolution changed how people worked. End."
    b = "Before: how people WORKED was changed by the industrial revolution, said the book."
    span_a = (a.index("The"), a.index(" End"))
    span_b = (b.index("how"), b.index(", said"))
    in_a, in_b = shared_word_ranges(a, span_a, b, span_b)
    # "the" and "how" in common say nothing: the language's short stop words are not emphasised
    assert words_at(a, in_a) == ["Industrial", "Revolution", "changed", "people", "worked"]
    assert words_at(b, in_b) == ["people", "WORKED", "changed", "industrial", "revolution"]
    assert all(span_a[0] <= s < e <= span_a[1] for s, e in in_a)  # only inside the passage
    assert "book" not in words_at(b, in_b) and "Intro" not in words_at(a, in_a)


def test_folded_forms_match_look_alike_letters_and_words_outside_the_other_passage_do_not():
    a = "сat sat on the mat"  # Cyrillic 'с'
    b = "a cat was sitting on a rug; mat outside"
    in_a, in_b = shared_word_ranges(a, (0, len(a)), b, (0, b.index(";")))
    assert words_at(a, in_a) == ["сat", "on"]
    assert words_at(b, in_b) == ["cat", "on"]


def test_empty_and_out_of_range_spans_give_nothing():
    assert shared_word_ranges("abc", (5, 9), "abc", (0, 3)) == ((), ())
    assert shared_word_ranges("", (0, 0), "", (0, 0)) == ((), ())

