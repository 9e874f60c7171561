"""Issue 29, item 5: students' names are never lost. At 1024 px every Document A/B cell read "submissio…",
groups named members by bare file names and the compare headers cut names in the middle of the path. The
student comes first and the file second everywhere, and what is cut is the file part, never the student."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QStyleOptionViewItem

from conftest import scan_and_wait
from synthetic import TextGenerator, plant
from plagcheck.ui.pair_table import COL_A, COL_B


def _class_with_two_folders(root: Path) -> list[str]:
    """Per-student folders under a long class folder, and a sources folder dropped beside it."""
    generator = TextGenerator(3)
    students = ["Amy Lee", "Ben Ode", "Chiara Rossi", "Dawit Bekele"]
    texts = {name: generator.essay(400) for name in students}
    texts["Ben Ode"] = plant(generator, texts["Amy Lee"], texts["Ben Ode"], 150, "verbatim")[0]
    texts["Dawit Bekele"] = plant(generator, texts["Chiara Rossi"], texts["Dawit Bekele"], 150, "verbatim")[0]
    submissions = root / "submissions for the science essay, autumn term"
    for name, text in texts.items():
        (submissions / name).mkdir(parents=True)
        (submissions / name / "science essay final version for marking.txt").write_text(text, encoding="utf-8")
    (root / "sources").mkdir()
    (root / "sources" / "wiki.txt").write_text(generator.essay(300), encoding="utf-8")
    return [str(submissions), str(root / "sources")]


def _painted(view, row: int, column: int) -> str:
    """Return a table cell's text as it is painted at the column's current width."""
    index = view.model().index(row, column)
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = view.visualRect(index)
    view.itemDelegateForIndex(index).initStyleOption(option, index)
    return option.fontMetrics.elidedText(option.text, view.textElideMode(), option.rect.width() - 14)


def test_at_1024_px_the_pair_table_and_compare_headers_show_the_students(qtbot, controller, tmp_path):
    paths = _class_with_two_folders(tmp_path)
    result = scan_and_wait(qtbot, controller, paths)
    window = controller.window
    window.resize(1024, 680)
    window.show()
    qtbot.waitExposed(window)
    view = window.results_page.table
    students = {"Amy Lee", "Ben Ode", "Chiara Rossi", "Dawit Bekele"}
    assert view.model().rowCount() >= 2
    for row in range(2):
        for column in (COL_A, COL_B):
            painted = _painted(view, row, column)
            assert any(painted.startswith(student) for student in students), painted
    # The compare view's headers, squeezed, keep the student and cut the file name.
    pair = result.pairs[0]
    controller.results.open_pair(pair.a, pair.b)
    header = window.compare_view.header_a.name
    header.resize(200, header.height())
    shown = header.shown_text()
    assert shown.startswith("A: ") and any(student in shown for student in students), shown
    assert "…" in shown
    assert result is not None


def test_the_students_tab_keeps_the_student_when_the_column_is_narrow(qtbot, controller, tmp_path):
    scan_and_wait(qtbot, controller, _class_with_two_folders(tmp_path))
    window = controller.window
    window.resize(1024, 680)
    window.show()
    window.students_action.trigger()
    qtbot.waitUntil(lambda: window.students_page.proxy.rowCount() > 0)
    table = window.students_page.table
    table.horizontalHeader().resizeSection(0, 150)
    painted = [_painted(table, row, 0) for row in range(table.model().rowCount())]
    assert sum(text.startswith(("Amy Lee", "Ben Ode", "Chiara Rossi", "Dawit Bekele")) for text in painted) == 4
