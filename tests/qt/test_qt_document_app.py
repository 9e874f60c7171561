"""What every document app has (issue 29.8): Ctrl+S saves an opened check in place, a * marks unsaved changes,
Ctrl+F finds words in the compare view, the originals open and show in their folders, and a pair prints."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from conftest import scan_and_wait
from plagcheck.saved.session import SESSION_SUFFIX
from plagcheck.triage.review import ReviewState


def refuse_dialog(*args, **kwargs):
    raise AssertionError("Save asked where to save")


def test_ctrl_s_saves_an_opened_check_in_place_and_the_title_marks_changes(qtbot, controller, class_folder,
                                                                          tmp_path, monkeypatch):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    saved = controller.sessions.write(result, 0.2, controller.reviews.book, str(tmp_path / "week 3"))
    assert saved == tmp_path / f"week 3{SESSION_SUFFIX}"
    with qtbot.waitSignal(controller.sessions.opened):
        controller.sessions.open(str(saved))
    window = controller.window
    assert "[*]" in window.windowTitle() and not window.isWindowModified()
    window.results_page.table.selectRow(0)
    window.review_actions[ReviewState.CONFIRMED].trigger()
    assert window.isWindowModified()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(refuse_dialog))
    before = saved.stat().st_mtime_ns
    window.save_session_action.trigger()  # Ctrl+S: no dialog, no "Replace?"
    assert saved.stat().st_mtime_ns != before and not window.isWindowModified()
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: asked.append(args[2]) or (str(tmp_path / "copy"), "")))
    window.save_session_as_action.trigger()  # Save as… asks
    assert asked and (tmp_path / f"copy{SESSION_SUFFIX}").is_file()
    other = tmp_path / "other class"
    other.mkdir()
    for name in ("a.txt", "b.txt"):
        (other / name).write_text("The same two sentences in both files. " * 30, encoding="utf-8")
    scan_and_wait(qtbot, controller, [str(other)])
    asked.clear()
    window.save_session_action.trigger()  # a scan of other files is a new check: Save asks where
    assert asked


def test_find_looks_in_both_texts(qtbot, controller, class_folder):
    scan_and_wait(qtbot, controller, [str(class_folder)])
    qtbot.waitUntil(lambda: controller.results.shown_pair() is not None)
    controller.results.open_compare()
    view = controller.window.compare_view
    text_a, text_b = view.pane_a.toPlainText(), view.pane_b.toPlainText()
    only_b = next(word for word in text_b.split() if len(word) > 3 and word.isalpha() and word.lower() not in text_a.lower())
    controller.window.find_action.trigger()
    assert view.find_bar.isVisible()
    qtbot.keyClicks(view.find_bar.edit, only_b)
    qtbot.keyClick(view.find_bar.edit, Qt.Key.Key_Return)
    assert view.find_bar.result.text() == "Found in B"
    assert view.pane_b.textCursor().selectedText() == only_b
    view.find_bar.edit.setText("no such words anywhere")
    assert not view.find_bar.find_next() and view.find_bar.result.text() == "Not found"
    qtbot.keyClick(view.find_bar.edit, Qt.Key.Key_Escape)
    assert not view.find_bar.isVisible()


def test_originals_open_show_in_their_folder_and_a_pair_prints(qtbot, controller, class_folder, tmp_path):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    opened = []
    controller.documents.open_url = lambda url: opened.append(url) or True
    window = controller.window
    window.results_page.table.selectRow(0)
    pair = controller.results.shown_pair()
    window.open_a_action.trigger()
    window.folder_b_action.trigger()
    assert Path(opened[0].toLocalFile()) == Path(result.document(pair.a).path)
    assert Path(opened[1].toLocalFile()) == Path(result.document(pair.b).path).parent
    page = controller.documents.print_pair(tmp_path / "print")
    assert opened[-1].fragment() == "print" and Path(opened[-1].toLocalFile()) == page
    html = page.read_text(encoding="utf-8")
    assert 'id="pair-1"' in html and 'id="pair-2"' not in html
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(page.parent).st_mode) == 0o700


def test_a_gone_original_is_said_plainly(qtbot, controller, class_folder):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    controller.window.results_page.table.selectRow(0)
    pair = controller.results.shown_pair()
    Path(result.document(pair.a).path).unlink()
    opened = []
    controller.documents.open_url = lambda url: opened.append(url) or True
    controller.window.open_a_action.trigger()
    assert not opened and "is no longer at" in controller.window.statusBar().currentMessage()


@pytest.mark.parametrize("shortcut", ["Ctrl+S", "Ctrl+Shift+S", "Ctrl+F", "Ctrl+P"])
def test_the_usual_shortcuts_are_there(controller, shortcut):
    window = controller.window
    actions = (window.save_session_action, window.save_session_as_action, window.find_action, window.print_action)
    assert shortcut in [action.shortcut().toString() for action in actions]
