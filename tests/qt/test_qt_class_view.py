"""The Class tab: the teacher sees how the class's files were read (a Moodle download: which student handed in
what) and corrects the guess, which scans the class again."""

from __future__ import annotations

from conftest import scan_and_wait
from layout_fixtures import PRIYA, write_platform_class


def test_the_class_tab_shows_the_students_and_a_corrected_layout_rescans(qtbot, controller, counting_scan, tmp_path):
    made = write_platform_class("moodle", tmp_path / "class")
    scan_and_wait(qtbot, controller, [str(made.folder)])
    window = controller.window
    window.class_action.trigger()
    page = window.class_page
    assert window.tabs.currentWidget() is page
    assert page.summary.text().startswith("Read as a Moodle download (9 students).")
    students = [page.model.item(row, 0).text() for row in range(page.model.rowCount())]
    assert PRIYA.full in students and "(no student named)" in students
    row = students.index(PRIYA.full)
    assert page.model.item(row, 1).text() == PRIYA.number
    assert page.model.item(row, 2).text().startswith("Extended writing")
    assert page.chosen_layout() == "auto" and not page.apply_button.isEnabled()
    # The teacher reads the files one per submission instead: the class is scanned again that way.
    calls = counting_scan.calls
    page.layouts.setCurrentIndex(page.layouts.findData("files"))
    assert page.apply_button.isEnabled()
    page.apply_button.click()
    qtbot.waitUntil(lambda: counting_scan.calls == calls + 1 and controller.result is not None
                    and controller.result.settings.layout == "files", timeout=30_000)
    qtbot.waitUntil(lambda: page.summary.text().startswith("No learning platform"), timeout=10_000)
    assert all(page.model.item(row, 0).text() == "(no student named)" for row in range(page.model.rowCount()))
    # A new class is read from its own file names again.
    other = write_platform_class("canvas", tmp_path / "other")
    scan_and_wait(qtbot, controller, [str(other.folder)])
    assert controller.result.settings.layout == "auto"
    assert page.summary.text().startswith("Read as a Canvas download")
