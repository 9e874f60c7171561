"""Passages two students each rendered from one source passage (engine/rendered_sources.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from plagcheck.engine.rendered_sources import RENDERING_MARGIN, Rendering, rendered_from_one_source, renderings
from plagcheck.engine.reworded.common_origin import SHARED_ANCHOR_REACH
from plagcheck.shared.models import PairResult, Passage, ScanSettings

SOURCE = 9


def _passage(a: tuple[int, int], b: tuple[int, int], words: tuple[int, int], similarity: float = 0.45) -> Passage:
    return Passage(a[0], a[1], b[0], b[1], 0, words[0], words[1], "translated", similarity)


def test_renderings_are_each_students_passages_with_a_source_on_the_students_side():
    student_first = PairResult(1, SOURCE, 0.0, 0.0, 0.0, 0, 0, passages=(_passage((10, 90), (200, 400), (20, 30)),))
    source_first = PairResult(SOURCE, 2, 0.0, 0.0, 0.0, 0, 0, passages=(_passage((200, 400), (5, 70), (30, 20)),))
    between = PairResult(1, 2, 0.0, 0.0, 0.0, 0, 0, passages=(_passage((10, 90), (5, 70), (20, 20)),))
    # The source's sentences are 100 characters long.
    found = renderings([student_first, source_first, between], {SOURCE},
                       lambda doc_id, start, end: (start // 100, (end - 1) // 100))
    assert found == {1: (Rendering(10, 90, SOURCE, 2, 3, 0.45),), 2: (Rendering(5, 70, SOURCE, 2, 3, 0.45),)}


def test_a_summarys_merged_sentence_outside_its_rendering_does_not_pair_two_students():
    # A's passage with the source leaves out A's last sentence (24 of its 40 words), which renders source
    # sentences B's passage with the source holds: too little outside to be a passage of its own.
    a = (Rendering(85, 302, SOURCE, 1, 5, 0.47),)
    b = (Rendering(75, 520, SOURCE, 5, 10, 0.48),)
    assert rendered_from_one_source(_passage((202, 465), (75, 520), (40, 62)), a, b)
    # B's merged sentence aligned with the last source sentence it renders, two after A's.
    b = (Rendering(75, 520, SOURCE, 5 + 2, 10, 0.48),)
    assert rendered_from_one_source(_passage((202, 465), (75, 520), (40, 62)), a, b)


def test_a_classmates_own_paragraph_copied_with_a_source_rendering_still_pairs_them():
    a = (Rendering(100, 300, SOURCE, 0, 4, 0.5),)
    b = (Rendering(50, 250, SOURCE, 1, 5, 0.5),)
    assert rendered_from_one_source(_passage((100, 300), (50, 250), (30, 30)), a, b)
    # The passage runs on through 60 words of A's own that B translated too: it stays.
    assert not rendered_from_one_source(_passage((100, 700), (50, 650), (90, 90)), a, b)
    # Renderings of stretches of the source apart, or of another source: not one source passage.
    apart = (Rendering(50, 250, SOURCE, 4 + SHARED_ANCHOR_REACH + 1, 12, 0.5),)
    assert not rendered_from_one_source(_passage((100, 300), (50, 250), (30, 30)), a, apart)
    other = (Rendering(50, 250, SOURCE + 1, 1, 5, 0.5),)
    assert not rendered_from_one_source(_passage((100, 300), (50, 250), (30, 30)), a, other)
    # Far more alike than either is to the source: one copied the other's rendering.
    copied = _passage((100, 300), (50, 250), (30, 30), similarity=0.5 + RENDERING_MARGIN + 0.05)
    assert not rendered_from_one_source(copied, a, b)


def test_students_rendering_one_source_paragraph_are_listed_with_it_not_with_each_other(tmp_path):
    # bench_translated.py's class: summaries merge the source's sentences, and two of them (German and
    # Spanish, Spanish and Portuguese) were listed with each other; a French and a Portuguese translation too.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from translated_classes import all_students, build, common_origin

    from plagcheck.pipeline import run_scan

    build(tmp_path)
    students = all_students()
    sources = ("source_web.txt", "source_article.txt")
    result = run_scan([tmp_path], ScanSettings(source_paths=tuple(str(tmp_path / name) for name in sources)))
    names = {d.id: Path(d.path).name for d in result.documents}
    listed = {frozenset((names[p.a], names[p.b])) for p in result.pairs_above(result.settings.threshold)}
    pairs = common_origin(students)
    assert pairs and not [pair for pair in pairs if frozenset((f"{pair[0]}.txt", f"{pair[1]}.txt")) in listed]
    summaries = [s for s in students if s.kind == "summary"]
    assert summaries
    found = [s.name for s in summaries if frozenset((f"{s.name}.txt", s.source)) in listed]
    # Each summary that pairs with a classmate's rendering is still listed with its source.
    for name in ("de_moritz", "es_pablo", "pt_summary"):
        assert name in found, name
