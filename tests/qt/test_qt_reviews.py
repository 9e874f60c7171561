"""Review states and notes per pair: shortcuts, context menu, compare-view buttons, the column and its filter,
reviews carried over a rescan and written into exports."""

from __future__ import annotations

import csv

from PySide6.QtCore import Qt

from conftest import scan_and_wait
from plagcheck.triage.review import ReviewBook, ReviewState, set_review
from plagcheck.ui.pair_table import COL_REVIEW, NOTE_MARK, PairTableModel
from test_qt_app_parts import result_with_scores


def review_texts(controller) -> list[str]:
    proxy = controller.proxy
    return [proxy.index(row, COL_REVIEW).data() for row in range(proxy.rowCount())]


def test_shortcuts_buttons_and_menu_set_the_selected_pairs_state(qtbot, controller, class_folder):
    scan_and_wait(qtbot, controller, [str(class_folder)])
    window = controller.window
    table = window.results_page.table
    qtbot.waitUntil(lambda: controller.results.shown_pair() is not None)
    first = controller.results.shown_pair()
    assert review_texts(controller)[0] == ReviewState.UNREVIEWED.label
    window.activateWindow()
    qtbot.waitActive(window)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert controller.reviews.book.state_of(first.a, first.b) is ReviewState.CONFIRMED
    assert review_texts(controller)[0] == "Confirmed"
    # The compare view's buttons show the state, and set it.
    buttons = {b.defaultAction().data(): b for b in window.compare_view.review_buttons if b.defaultAction().data()}
    assert buttons["confirmed"].isChecked()
    buttons["needs_conversation"].click()
    assert controller.reviews.book.state_of(first.a, first.b) is ReviewState.NEEDS_CONVERSATION
    assert window.review_actions[ReviewState.NEEDS_CONVERSATION].isChecked()
    # The table's context menu offers the same actions; another pair gets its own state.
    assert window.review_actions[ReviewState.NOT_PLAGIARISM] in table.actions()
    table.selectRow(1)
    second = controller.results.shown_pair()
    assert second is not first and not window.review_actions[ReviewState.NEEDS_CONVERSATION].isChecked()
    window.review_actions[ReviewState.NOT_PLAGIARISM].trigger()
    assert review_texts(controller)[:2] == ["Needs a conversation", "Not plagiarism"]
    counts = window.results_page.review_filter
    assert counts.itemText(2) == "Not plagiarism (1)" and counts.itemText(3) == "Needs a conversation (1)"


def test_a_note_is_kept_shown_as_plain_text_and_survives_a_state_change(qtbot, controller, class_folder):
    scan_and_wait(qtbot, controller, [str(class_folder)])
    qtbot.waitUntil(lambda: controller.results.shown_pair() is not None)
    pair = controller.results.shown_pair()
    asked = []

    def answer(parent, title, note):
        asked.append((title, note))
        return "Talk to <b>both</b> on Monday\nbring the drafts"

    controller.reviews.ask_note = answer
    controller.window.note_action.trigger()
    names = controller.result.document(pair.a).name, controller.result.document(pair.b).name
    assert asked == [(f"Note on {names[0]} and {names[1]}", "")]
    assert review_texts(controller)[0] == ReviewState.UNREVIEWED.label + NOTE_MARK
    assert controller.window.compare_view.note_label.text() == "Talk to <b>both</b> on Monday bring the drafts"
    controller.window.review_actions[ReviewState.CONFIRMED].trigger()
    review = controller.reviews.book.review_of(pair.a, pair.b)
    assert review.state is ReviewState.CONFIRMED and review.note.startswith("Talk to <b>both</b>")
    controller.reviews.ask_note = lambda parent, title, note: None  # cancelled: nothing changes
    controller.window.note_action.trigger()
    assert controller.reviews.book.review_of(pair.a, pair.b) == review


def test_filtering_by_state_and_reviewing_moves_on_to_the_next_pair(qtbot, controller, class_folder):
    scan_and_wait(qtbot, controller, [str(class_folder)])
    qtbot.waitUntil(lambda: controller.results.shown_pair() is not None)
    listed = controller.proxy.rowCount()
    assert listed >= 3
    box = controller.window.results_page.review_filter
    box.setCurrentIndex(box.findData(ReviewState.UNREVIEWED))
    assert controller.proxy.rowCount() == listed
    first = controller.results.shown_pair()
    controller.reviews.set_state(ReviewState.NOT_PLAGIARISM)
    assert controller.proxy.rowCount() == listed - 1
    assert controller.results.shown_pair() is not first and controller.results.shown_pair() is controller.proxy.pair_at(0)
    assert controller.window.results_page.table_label.text().split(" · ")[0] == f"{listed - 1} pairs listed"
    box.setCurrentIndex(box.findData(ReviewState.NOT_PLAGIARISM))
    assert controller.proxy.rowCount() == 1 and controller.proxy.pair_at(0) is first
    box.setCurrentIndex(0)
    assert controller.proxy.rowCount() == listed


def test_reviews_carry_over_a_rescan_unless_a_text_changed(qtbot, controller, class_folder):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    pairs = result.pairs_above(controller.model.threshold)
    book = set_review(ReviewBook(), pairs[0].a, pairs[0].b, ReviewState.CONFIRMED, "copied")
    book = set_review(book, pairs[1].a, pairs[1].b, ReviewState.NOT_PLAGIARISM)
    controller.reviews.set_book(book)
    changed = result.document(pairs[1].a)
    (class_folder / "A late hand-in.txt").write_text("Something else entirely, written late.", encoding="utf-8")
    with open(changed.path, "a", encoding="utf-8") as stream:
        stream.write("\nA sentence added after the first check.\n")
    new = scan_and_wait(qtbot, controller, [str(class_folder)])
    carried = controller.reviews.book
    ids = {d.path: d.id for d in new.documents}
    old_a, old_b = result.document(pairs[0].a), result.document(pairs[0].b)
    assert carried.review_of(ids[old_a.path], ids[old_b.path]).note == "copied"
    assert len(carried) == 1  # the pair whose text changed lost its review
    assert "Confirmed" + NOTE_MARK in review_texts(controller)


def test_exports_carry_the_reviews(qtbot, controller, class_folder, tmp_path):
    from plagcheck.ui.controllers.export_controller import CSV_FILTER

    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    pair = result.pairs[0]
    controller.reviews.set_book(set_review(ReviewBook(), pair.a, pair.b, ReviewState.CONFIRMED, "=cmd|note"))
    path = controller.exports.write(result, 0.2, str(tmp_path / "pairs.csv"), CSV_FILTER, controller.reviews.book)
    rows = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))
    assert any("Confirmed" in row for row in rows)
    assert not any(cell.startswith("=") for row in rows for cell in row)  # the note cannot run as a formula


def test_the_review_column_sorts_by_state_and_follows_new_books(qtmodeltester):
    result = result_with_scores([0.9, 0.7, 0.5])
    model = PairTableModel()
    model.set_result(result, 0.0)
    book = set_review(ReviewBook(), 0, 2, ReviewState.CONFIRMED)
    model.set_reviews(book)
    qtmodeltester.check(model)
    model.sort(COL_REVIEW, Qt.SortOrder.DescendingOrder)
    assert model.pair(0).b == 2 and model.data(model.index(0, COL_REVIEW)) == "Confirmed"
    model.set_reviews(set_review(book, 0, 3, ReviewState.CONFIRMED, "x"))
    assert [model.pair(row).b for row in range(2)] == [2, 3]  # ties keep rank order
    assert model.data(model.index(1, COL_REVIEW)) == "Confirmed" + NOTE_MARK
    assert "x" in model.data(model.index(1, COL_REVIEW), Qt.ItemDataRole.ToolTipRole)
    # One pair reviewed: only its row is announced (a filtering proxy then re-checks that row alone).
    model.sort(COL_REVIEW, Qt.SortOrder.AscendingOrder)
    model.sort(0, Qt.SortOrder.AscendingOrder)
    announced = []
    model.dataChanged.connect(lambda top, bottom: announced.append((top.row(), bottom.row(), top.column())))
    model.set_reviews(set_review(model.reviews, 1, 0, ReviewState.NOT_PLAGIARISM), changed=(1, 0))
    assert announced == [(0, 0, COL_REVIEW)] and model.data(model.index(0, COL_REVIEW)) == "Not plagiarism"
