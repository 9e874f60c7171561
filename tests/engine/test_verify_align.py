"""Exact verification and passage alignment, on hand-made and planted documents."""

import numpy as np
import pytest

from plagcheck.engine.copied.shingles import shingle_document
from plagcheck.engine.copied.verify import exact_scores, verify_pair
from plagcheck.shared.models import ScanSettings
from synthetic import TextGenerator, plant


def test_exact_scores():
    a = np.array([1, 2, 3, 4], dtype=np.uint64)
    b = np.array([3, 4, 5, 6, 7, 8], dtype=np.uint64)
    jaccard, in_a, in_b, shared = exact_scores(a, b)
    assert (jaccard, in_a, in_b) == (2 / 8, 2 / 4, 2 / 6)
    assert shared.tolist() == [3, 4]


def pair_of(text_a: str, text_b: str, settings: ScanSettings = ScanSettings()):
    return verify_pair(0, 1, shingle_document(text_a, settings), shingle_document(text_b, settings), settings)


def overlap(found: tuple[int, int], truth: tuple[int, int]) -> float:
    """Share of the true range covered by the found one."""
    inter = max(0, min(found[1], truth[1]) - max(found[0], truth[0]))
    return inter / (truth[1] - truth[0])


@pytest.mark.parametrize(
    "mode, min_overlap, max_edge_error",
    [("verbatim", 0.99, 2), ("light", 0.9, 60), ("paraphrase", 0.6, 200)],
)
def test_planted_passage_is_found_at_the_right_place_in_both_documents(mode, min_overlap, max_edge_error):
    for seed in range(5):
        gen = TextGenerator(seed)
        source, target = gen.essay(900), gen.essay(1200)
        target, s0, s1, t0, t1 = plant(gen, source, target, 150, mode)
        result = pair_of(source, target)
        assert result.passages, f"{mode} seed {seed}: nothing found"
        best = max(result.passages, key=lambda p: p.a_end - p.a_start)
        assert overlap((best.a_start, best.a_end), (s0, s1)) >= min_overlap
        assert overlap((best.b_start, best.b_end), (t0, t1)) >= min_overlap
        assert abs(best.a_start - s0) <= max_edge_error and abs(best.b_end - t1) <= max_edge_error
        if mode == "verbatim":
            # the planted range may end on punctuation; the passage ends on the last word
            assert source[best.a_start : best.a_end] == target[best.b_start : best.b_end]
            assert source[s0:s1].startswith(source[best.a_start : best.a_end])
            assert result.longest_run == 150
        # one copied passage is reported as one passage, not split by the edits
        assert len([p for p in result.passages if p.length_a >= 40]) == 1


def test_copied_paragraph_in_a_long_essay_is_reported_by_containment():
    gen = TextGenerator(7)
    source, target = gen.essay(300), gen.essay(6000)
    target, *_ = plant(gen, source, target, 150, "verbatim")
    result = pair_of(source, target)
    assert result.jaccard < 0.05
    assert result.containment_a > 0.4  # half the short source appears in the long essay
    assert result.score == result.containment_a


def test_twins_match_and_offsets_are_string_indices():
    a = "Intro words here.\n\nThe shared passage runs for quite a few words, enough to count as copied text.\n"
    b = "Other opening lines, different.\n\nThe shared passage runs for quite a few words, enough to count as copied text. End"
    result = pair_of(a, b)
    (passage,) = result.passages
    assert a[passage.a_start : passage.a_end] == b[passage.b_start : passage.b_end]
    assert a[passage.a_start : passage.a_end].startswith("The shared passage")
    assert a[passage.a_start : passage.a_end].endswith("copied text")


def test_reordered_paragraphs_give_two_passages_paired_correctly():
    gen = TextGenerator(3)
    p1, p2, filler = gen.essay(120), gen.essay(120), gen.essay(200)
    a = p1 + "\n" + filler + "\n" + p2
    b = p2 + "\n" + gen.essay(100) + "\n" + p1
    result = pair_of(a, b)
    long_ones = [p for p in result.passages if p.length_a >= 100]
    assert len(long_ones) == 2
    for p in long_ones:
        assert a[p.a_start : p.a_end] == b[p.b_start : p.b_end]


def test_unrelated_documents_have_no_passages():
    gen = TextGenerator(11)
    result = pair_of(gen.essay(1000), gen.essay(1000))
    assert result.passages == ()
    assert result.score < 0.02


def test_character_unit_alignment():
    settings = ScanSettings(unit="char")
    a = "Completely different opening. The same sentence copied over verbatim into both. Tail A."
    b = "Another start here! The same sentence copied over verbatim into both. Tail B text."
    result = pair_of(a, b, settings)
    best = max(result.passages, key=lambda p: p.a_end - p.a_start)
    assert a[best.a_start : best.a_end] == b[best.b_start : best.b_end]
    assert "same sentence copied over verbatim into both" in a[best.a_start : best.a_end]


def test_small_match_filter_ignores_isolated_phrases_but_not_copied_runs():
    gen = TextGenerator(13)
    phrases = [" ".join(gen.sentence().split()[:5]) for _ in range(12)]
    a = gen.essay(400) + "\n\n" + " ".join(p + " " + gen.sentence() for p in phrases)
    b = gen.essay(400) + "\n\n" + " ".join(gen.sentence() + " " + p for p in phrases)
    filtered = pair_of(a, b, ScanSettings(min_match_words=6))
    unfiltered = pair_of(a, b, ScanSettings(min_match_words=0))
    assert unfiltered.shared_shingles >= 12 and unfiltered.score > 0.01
    assert filtered.shared_shingles == 0 and filtered.score == 0.0
    copied = gen.essay(120)
    with_copy = pair_of(a + "\n\n" + copied, b + "\n\n" + copied, ScanSettings(min_match_words=6))
    assert with_copy.shared_shingles >= 110  # the copied run counts in full


def test_passage_edges_reaching_a_few_words_past_a_paragraph_break_are_cut_back():
    from plagcheck.engine.copied.align import trim_to_paragraphs
    from plagcheck.shared.models import Passage

    copied = "one two three four five six seven eight nine ten."
    a = f"Intro of a.\n\n{copied}\n\nThe new loom of the farms"
    b = f"Start of b here.\n\n{copied}\n\nThe rural ferry of the city"
    # As located: from the end of a's first paragraph to the first word of the next one in both.
    passage = Passage(a.index("of a"), a.index("new") - 1, b.index("here"), b.index("rural") - 1, 9, 15, 13)
    trimmed = trim_to_paragraphs(passage, a, b, min_words=5)
    assert a[trimmed.a_start:trimmed.a_end] == copied
    assert b[trimmed.b_start:trimmed.b_end] == copied
    assert (trimmed.length_a, trimmed.length_b) == (12, 11)
    # Five words past a break are a real part of the passage; a passage without breaks is left alone.
    longer = Passage(a.index(copied), len(a), b.index(copied), len(b), 9, 16, 16)
    assert trim_to_paragraphs(longer, a, b, min_words=5) == longer
    assert trim_to_paragraphs(passage, a, b, min_words=1) == passage


def test_a_passage_takes_in_the_full_stop_and_quotation_mark_after_its_last_word():
    from plagcheck.engine.copied.align import with_closing_marks
    from plagcheck.shared.models import Passage

    text_a = 'She wrote: "the river floods every spring." Then she left.'
    text_b = "Notes. The river floods every spring!) And more."
    end_a, end_b = text_a.index("spring") + 6, text_b.index("spring") + 6
    passage = Passage(text_a.index("the river"), end_a, text_b.index("The river"), end_b, 1, 5, 5, "copied", 1.0)
    closed = with_closing_marks(passage, text_a, text_b)
    assert text_a[closed.a_start : closed.a_end].endswith('spring."')
    assert text_b[closed.b_start : closed.b_end].endswith("spring!)")
    # Nothing to take in: unchanged; and never more than three marks.
    assert with_closing_marks(closed, text_a, text_b) == closed
    dots = Passage(0, 4, 0, 4, 1, 1, 1, "copied", 1.0)
    assert with_closing_marks(dots, "word.....", "word").a_end == 7
