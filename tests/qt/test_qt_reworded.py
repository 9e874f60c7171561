"""Reworded passages and the long-passage rule in the window, on a hand-built result (no engine needed)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt  # noqa: E402
from reworded_factory import REWORDED_A, make_reworded_result  # noqa: E402

from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402
from plagcheck.ui.pair_table import COL_A, COL_B, COL_REASON  # noqa: E402


def rows(controller: MainController) -> list[tuple[str, str, str]]:
    proxy = controller.proxy
    return [tuple(proxy.index(r, c).data() for c in (COL_A, COL_B, COL_REASON)) for r in range(proxy.rowCount())]


def show(qtbot, controller: MainController, result) -> None:
    controller.show_result(result)
    qtbot.waitUntil(lambda: controller.compare.comparison is not None)


def test_pairs_listed_for_a_long_passage_say_so(qtbot, controller):
    show(qtbot, controller, make_reworded_result())
    assert rows(controller) == [("alice.txt", "bob.txt", "score"), ("bob.txt", "carol.txt", "score"),
                                ("alice.txt", "carol.txt", "long passage")]
    note = controller.window.results_page.threshold.count_label.text()
    assert "3 of 3 checked pairs listed" in note
    assert "1 of them below the threshold, listed for a shared passage of 40+ words" in note
    tip = controller.proxy.index(2, COL_REASON).data(Qt.ItemDataRole.ToolTipRole)
    assert "a long shared passage (66 words)" in tip
    controller.results.set_threshold(0.5)  # the long passage keeps its pair whatever the score
    assert rows(controller) == [("alice.txt", "bob.txt", "score"), ("alice.txt", "carol.txt", "long passage")]


def test_reworded_passages_are_drawn_apart_with_their_shared_words(qtbot, controller):
    show(qtbot, controller, make_reworded_result())
    view = controller.window.compare_view
    assert view.pane_a.highlight_kinds() == ["copied", "reworded"]
    assert view.pane_b.highlight_kinds() == ["copied", "reworded"]  # twins keep their kind (and colour)
    text_a = controller.compare.comparison.doc_a.text
    bold = [text_a[s:e] for s, e in view.pane_a.shared_word_ranges()]
    assert {"harvest", "autumn", "wheat", "barley"} <= set(bold)
    assert all(text_a.index(REWORDED_A) <= s < text_a.index(REWORDED_A) + len(REWORDED_A)
               for s, _ in view.pane_a.shared_word_ranges())  # only inside the reworded passage
    legend = view.legend_label.text()
    assert "the same words in the same order" in legend and "the same content in other words or order" in legend
    assert not view.legend_label.isHidden()
    controller.compare.select(1)
    assert "reworded, 64% alike" in view.position_label.text()
    controller.compare.select(0)
    assert "copied, 100% alike" in view.position_label.text()


def test_copied_only_hides_reworded_text_changes_no_scan_and_is_remembered(qtbot, tmp_path):
    ini = str(tmp_path / "settings.ini")
    first = MainController(store=make_test_settings(ini))
    qtbot.addWidget(first.window)
    show(qtbot, first, make_reworded_result())
    first.window.copied_only_action.trigger()
    assert first.settings.copied_only and first.result.settings.copied_only is False  # the scan is untouched
    assert rows(first) == [("alice.txt", "bob.txt", "score"), ("alice.txt", "carol.txt", "long passage")]
    assert first.window.results_page.histogram.counts  # recounted with copied scores
    assert first.compare.comparison.kinds() == ("copied",)
    assert first.window.compare_view.pane_a.highlight_kinds() == ["copied"]
    assert "copied text only" in first.window.results_page.threshold.count_label.text()
    assert first.results.display_result().settings.copied_only  # what an export writes
    assert first.proxy.index(0, 3).data() == "35%"  # A found in B without the reworded 15%
    first.shutdown()
    second = MainController(store=make_test_settings(ini))
    qtbot.addWidget(second.window)
    assert second.settings.copied_only and second.window.copied_only_action.isChecked()
    second.window.copied_only_action.trigger()
    assert not second.settings.copied_only


def test_a_passage_of_shape_says_what_it_stands_on_and_the_others_do_not(qtbot, controller):
    from reworded_factory import SHAPE_A, make_shape_result

    show(qtbot, controller, make_shape_result())
    controller.results.open_compare()
    view = controller.window.compare_view
    evidence = ("Same sentence shapes: 6 sentences in a row keep their order, length and small words, with most "
                "other words changed")
    controller.compare.select(1)  # the harbour paragraph, after the ordinary reworded one in A
    assert view.position_label.text() == ("Passage 2 of 2 · reworded, same sentence shapes, 14% alike in words · "
                                          "29 words in A, 29 in B")
    assert view.evidence_label.text() == evidence and view.evidence_label.isVisible()
    controller.compare.select(0)
    assert view.position_label.text().startswith("Passage 1 of 2 · reworded, 64% alike · ")
    # The line stays (empty) for the pair's other passages: the panes do not move from passage to passage.
    assert view.evidence_label.text() == "" and view.evidence_label.isVisible()
    assert "<i>same sentence shapes</i>: sentences in a row keep their order" in view.legend_label.text()
    # Student text stays text: the markup in the passage of shape is shown as typed, and never reaches the
    # rich-text legend.
    assert SHAPE_A in view.pane_a.toPlainText() and "<script>" not in view.legend_label.text()
    assert not view.pane_a.document().toHtml().count("<b>harbour")
    # A pair without a passage of shape has no such line and no such legend.
    show(qtbot, controller, make_reworded_result())
    controller.compare.select(1)
    assert view.evidence_label.isHidden() and "same sentence shapes" not in view.legend_label.text()
    assert "same sentence shapes" not in view.position_label.text()
