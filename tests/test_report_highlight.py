"""Highlight segments: overlaps, clamping, and Python-to-JavaScript offsets."""

from plagcheck.report.highlight import (
    BIBLIOGRAPHY,
    CITED,
    COMMON,
    GREYED,
    LABEL,
    PLACED,
    MIN_LABELLED_QUOTE,
    QUOTE,
    TEMPLATE,
    flatten_pieces,
    pair_segments,
    segments,
    styled_pieces,
)
from plagcheck.shared.models import PairResult, Passage
from plagcheck.shared.utf16 import Utf16Offsets


def test_disjoint_passages_keep_their_numbers_in_text_order():
    assert segments([(20, 30), (0, 5)], 100) == [(0, 5, 1), (20, 30, 0)]


def test_nested_passage_wins_inside_the_outer_one():
    assert segments([(0, 10), (5, 8)], 100) == [(0, 5, 0), (5, 8, 1), (8, 10, 0)]


def test_overlapping_passages_split_at_the_later_start():
    assert segments([(0, 10), (6, 15)], 100) == [(0, 6, 0), (6, 15, 1)]


def test_identical_spans_go_to_the_lower_number():
    assert segments([(5, 10), (5, 10)], 100) == [(5, 10, 0)]


def test_touching_passages_stay_separate():
    assert segments([(0, 5), (5, 9)], 100) == [(0, 5, 0), (5, 9, 1)]


def test_offsets_are_clamped_to_the_text_and_empty_spans_dropped():
    assert segments([(90, 150), (7, 7), (200, 300)], 100) == [(90, 100, 0)]


def test_pair_segments_give_each_side_its_own_offsets():
    pair = PairResult(0, 1, 0.5, 0.5, 0.5, 10, 8, (Passage(0, 4, 10, 14, 3, 1, 1), Passage(6, 9, 0, 3, 2, 1, 1)))
    side_a, side_b = pair_segments(pair, 20, 20)
    assert side_a == [(0, 4, 0), (6, 9, 1)]
    assert side_b == [(0, 3, 1), (10, 14, 0)]


def test_astral_characters_count_twice_in_javascript_offsets():
    text = "a😀b😀c"
    to_js = Utf16Offsets(text)
    assert [to_js(i) for i in range(len(text) + 1)] == [0, 1, 3, 4, 6, 7]
    # What the script slices must be what Python sliced.
    assert text.encode("utf-16-le")[2 * to_js(2) : 2 * to_js(5)].decode("utf-16-le") == text[2:5]
    # And back (the compare panes map Qt's positions, also UTF-16, to the engine's): inside a split character,
    # the offset after it.
    assert [to_js.index(u) for u in range(8)] == [0, 1, 2, 2, 3, 4, 4, 5]
    assert all(to_js.index(to_js(i)) == i for i in range(len(text) + 1))


def test_flattened_pieces_are_start_end_number_bits_quadruples():
    assert flatten_pieces([(0, 2, 0, 0), (3, 5, 1, 4)], Utf16Offsets("é😀xyzw")) == [0, 3, 0, 0, 4, 6, 1, 4]


def test_styled_pieces_grey_ignored_text_even_inside_a_passage():
    # Passage 0 covers 0-20; template text 5-10 inside it did not count, so it is greyed, not highlighted.
    pieces = styled_pieces([(0, 20, 0)], [("template", 5, 10)], 100)
    assert pieces == [(0, 5, 0, 0), (5, 10, -1, TEMPLATE), (10, 20, 0, 0)]


def test_styled_pieces_keep_the_passage_on_quotations_and_label_their_first_piece():
    pieces = styled_pieces([(10, 50, 2)], [("quote", 0, 40), ("bibliography", 60, 90)], 70)
    assert pieces == [
        (0, 10, -1, QUOTE | LABEL),
        (10, 40, 2, QUOTE),
        (40, 50, 2, 0),
        (60, 70, -1, BIBLIOGRAPHY | LABEL),  # clamped to the text
    ]


def test_short_quotations_are_styled_without_a_label():
    # A quoted word ("fruit") is italic like any quotation, but gets no badge of its own.
    pieces = styled_pieces([], [("quote", 0, 7), ("quote", 20, 20 + MIN_LABELLED_QUOTE)], 100)
    assert pieces == [(0, 7, -1, QUOTE), (20, 20 + MIN_LABELLED_QUOTE, -1, QUOTE | LABEL)]


def test_styled_pieces_combine_kinds_and_skip_unknown_or_empty_spans():
    pieces = styled_pieces([], [("common", 0, 10), ("quote", 5, 55), ("typo", 0, 50), ("quote", 70, 70)], 100)
    assert pieces == [(0, 5, -1, COMMON), (5, 10, -1, COMMON | QUOTE | LABEL), (10, 55, -1, QUOTE)]
    assert styled_pieces([(0, 4, 0)], [], 10) == [(0, 4, 0, 0)]
    assert GREYED == TEMPLATE | COMMON | PLACED | CITED


def test_placed_text_and_cited_quotations_are_greyed_and_a_cited_quotation_is_labelled():
    pieces = styled_pieces([(0, 100, 0)], [("placed", 0, 20), ("cited", 40, 90)], 100)
    assert pieces == [(0, 20, -1, PLACED), (20, 40, 0, 0), (40, 90, -1, CITED | LABEL), (90, 100, 0, 0)]
