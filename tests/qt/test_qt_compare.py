"""The compare view: the right text and highlight ranges, twin colours, clicks, keyboard, scrolling in step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from plagcheck.shared.models import DocumentRecord, LshParameters, PairResult, Passage, ScanResult, ScanSettings
from plagcheck.ui.compare_model import PairComparison
from plagcheck.ui.controllers.compare_controller import CompareController
from plagcheck.ui.views.compare_view import CompareView

FILLER = "Unrelated words fill this line of the essay so that the panes have to scroll. "


def make_result() -> ScanResult:
    """Two documents sharing three passages; B holds them in a different order, and <b>HTML</b> in the text."""
    shared = ["The railway reached the valley in 1851 and changed the market town for ever. ",
              "Wages rose slowly while the price of bread followed the harvest up and down. ",
              "<b>Not bold</b> & <i>not italic</i>: student text is never markup. "]
    a_parts = [FILLER * 10, shared[0], FILLER * 10, shared[1], FILLER * 10, shared[2], FILLER * 10]
    b_parts = [FILLER * 5, shared[1], FILLER * 12, shared[0], FILLER * 3, shared[2], FILLER * 20]
    text_a, text_b = "".join(a_parts), "".join(b_parts)
    passages = []
    for index, sentence in enumerate(shared):
        a = text_a.index(sentence)
        b = text_b.index(sentence)
        passages.append(Passage(a, a + len(sentence), b, b + len(sentence), 8, len(sentence.split()),
                                len(sentence.split())))
    docs = (DocumentRecord(0, "/class/a.txt", "a.txt", "ok", "", text=text_a),
            DocumentRecord(1, "/class/b.txt", "b.txt", "ok", "", text=text_b))
    # Passages deliberately out of reading order in A: the view sorts them.
    pair = PairResult(0, 1, 0.2, 0.3, 0.28, 30, 14, passages=(passages[2], passages[0], passages[1]))
    return ScanResult(ScanSettings(), docs, (pair,), LshParameters(20, 5, 100), 1)


def shown_compare_view(qtbot) -> CompareController:
    """Return a controller over a compare view of 1000 x 500 pixels, shown."""
    view = CompareView()
    qtbot.addWidget(view)
    view.resize(1000, 500)
    view.show()
    qtbot.waitExposed(view)
    return CompareController(view)


@pytest.fixture
def compare(qtbot):
    controller = shown_compare_view(qtbot)
    result = make_result()
    controller.show_pair(result, 0)
    return controller, result


def test_selecting_a_pair_fills_both_panes_with_the_right_highlights(compare):
    controller, result = compare
    view = controller.view
    pair = result.pairs[0]
    assert view.pane_a.toPlainText() == result.documents[0].text
    assert view.pane_b.toPlainText() == result.documents[1].text
    in_reading_order = sorted(pair.passages, key=lambda p: p.a_start)
    assert view.pane_a.highlight_ranges() == [(p.a_start, p.a_end) for p in in_reading_order]
    assert view.pane_b.highlight_ranges() == [(p.b_start, p.b_end) for p in in_reading_order]
    colours_a = [s.format.background().color().name() for s in view.pane_a.extraSelections()]
    colours_b = [s.format.background().color().name() for s in view.pane_b.extraSelections()]
    assert colours_a == colours_b  # twins share a colour
    assert len(set(colours_a[1:])) == 2 and colours_a[0] not in colours_a[1:]  # distinct passages differ
    assert controller.current == 0
    assert "Passage 1 of 3" in view.position_label.text()


def test_student_text_is_plain_text_never_html(compare):
    controller, result = compare
    pane = controller.view.pane_a
    assert "<b>Not bold</b> & <i>not italic</i>" in pane.toPlainText()
    cursor = QTextCursor(pane.document())
    cursor.setPosition(pane.toPlainText().index("Not bold") + 1)
    assert not cursor.charFormat().font().bold()


def test_next_and_previous_passage_by_keyboard_wrap_around(qtbot, compare):
    controller, _ = compare
    view = controller.view
    view.pane_a.setFocus()
    qtbot.keyClick(view.pane_a, Qt.Key.Key_F3)
    assert controller.current == 1
    qtbot.keyClick(view.pane_a, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert controller.current == 2
    qtbot.keyClick(view.pane_a, Qt.Key.Key_F3)
    assert controller.current == 0
    qtbot.keyClick(view.pane_b, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert controller.current == 2
    qtbot.keyClick(view.pane_b, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert controller.current == 1
    qtbot.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
    assert controller.current == 2


def test_clicking_a_passage_selects_it_and_scrolls_its_twin_into_view(qtbot, compare):
    controller, result = compare
    view = controller.view
    comparison = controller.comparison
    last = len(comparison.passages) - 1
    a_start, a_end = comparison.range("a", last)
    b_start, b_end = comparison.range("b", last)
    view.pane_a.scroll_to_offset(a_start)
    cursor = QTextCursor(view.pane_a.document())
    cursor.setPosition((a_start + a_end) // 2)
    point = view.pane_a.cursorRect(cursor).center()
    qtbot.mouseClick(view.pane_a.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert controller.current == last
    assert view.pane_b.top_offset() <= b_start <= view.pane_b.bottom_offset()


def test_clicking_the_match_map_selects_that_passage(qtbot, compare):
    controller, _ = compare
    match_map = controller.view.match_map
    target = 1
    span = controller.comparison.spans("a")[target]
    length = len(controller.comparison.doc_a.text)
    y = match_map._y((span.start + span.end) / 2 / length)
    qtbot.mouseClick(match_map, Qt.MouseButton.LeftButton, pos=QPoint(5, int(y)))
    assert controller.current == target


def test_scrolling_one_pane_brings_the_twin_level_in_the_other(qtbot, compare):
    controller, _ = compare
    view = controller.view
    comparison = controller.comparison
    # The last passage is an anchor of the mapping (its twin comes after the first passage's twin in B).
    index = len(comparison.passages) - 1
    view.pane_a.set_top_offset(comparison.range("a", index)[0])
    qtbot.wait(10)
    b_top = view.pane_b.top_offset()
    b_start = comparison.range("b", index)[0]
    # The twin's first line is at the top of pane B, give or take the line the passage starts in.
    line = view.pane_b.line_of_offset(b_start) - view.pane_b.line_of_offset(b_top)
    assert abs(line) <= 2
    view.sync_box.setChecked(False)
    before = view.pane_b.verticalScrollBar().value()
    view.pane_a.verticalScrollBar().setValue(0)
    assert view.pane_b.verticalScrollBar().value() == before


def test_a_pair_without_passages_says_so(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    controller = CompareController(view)
    result = make_result()
    bare = ScanResult(result.settings, result.documents, (PairResult(0, 1, 0.1, 0.1, 0.1, 3, 5),), result.lsh, 1)
    controller.show_pair(bare, 0)
    assert view.pane_a.highlight_ranges() == []
    assert "No passage" in view.position_label.text()
    assert not view.next_button.isEnabled()


def test_comparison_model_maps_offsets_and_finds_passages():
    result = make_result()
    comparison = PairComparison.build(result.pairs[0], result.documents[0], result.documents[1])
    for i in range(len(comparison.passages)):
        a0, a1 = comparison.range("a", i)
        b0, b1 = comparison.range("b", i)
        assert comparison.passage_at("a", a0) == i and comparison.passage_at("b", b1 - 1) == i
        assert comparison.passage_at("a", a1) != i
    assert comparison.passage_at("a", 0) is None
    anchored = [i for i in range(3) if comparison.map_offset("a", comparison.range("a", i)[0])
                == comparison.range("b", i)[0]]
    assert anchored  # passages kept as anchors map exactly onto their twins
    offsets = [comparison.map_offset("a", x) for x in range(0, len(comparison.doc_a.text), 50)]
    assert offsets == sorted(offsets)  # never scrolls backwards
    assert comparison.map_offset("a", len(comparison.doc_a.text)) == len(comparison.doc_b.text)


def test_comparison_model_clamps_offsets_beyond_the_text():
    result = make_result()
    doc_a = result.documents[0]
    wild = PairResult(0, 1, 0.1, 0.1, 0.1, 3, 5, passages=(Passage(10, 10**9, -5, 20, 1, 1, 1),
                                                             Passage(10**9, 10**9 + 5, 0, 5, 1, 1, 1)))
    comparison = PairComparison.build(wild, doc_a, result.documents[1])
    assert comparison.passages == (Passage(10, len(doc_a.text), 0, 20, 1, 1, 1),)


def test_a_translated_pair_shows_its_score_not_a_similarity_of_phrases_it_cannot_have(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    controller = CompareController(view)
    result = make_result()
    text_a, text_b = result.documents[0].text, result.documents[1].text
    translated = Passage(0, 200, 0, 180, 0, 30, 28, "translated", 0.6, languages=("french", "english"))
    pair = PairResult(0, 1, 0.0, 0.0, 0.0, 0, 0, passages=(translated,), reworded_a=0.47, reworded_b=0.5)
    controller.show_pair(ScanResult(result.settings, result.documents, (pair,), result.lsh, 1), 0)
    shown = view.summary_label.text()
    assert shown.startswith("Score 50%") and "longest run" not in shown, shown  # it shares no run of words
    assert len(text_a) > 200 and len(text_b) > 180
    controller.show_pair(result, 0)  # a copied pair still shows how alike the two are as wholes
    assert view.summary_label.text().startswith("Similar overall 20%"), view.summary_label.text()
