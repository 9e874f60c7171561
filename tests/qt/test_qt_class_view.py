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


def test_a_class_list_names_the_students_and_lists_who_handed_nothing_in(qtbot, controller, counting_scan,
                                                                         tmp_path):
    from class_list_fixtures import ABSENT, write_class_list, write_stranger

    made = write_platform_class("canvas", tmp_path / "class")
    write_stranger(made.folder)
    roster = write_class_list("canvas", tmp_path / "lists")
    scan_and_wait(qtbot, controller, [str(made.folder)])
    window = controller.window
    page = window.class_page
    calls = counting_scan.calls
    classes = controller.classes
    classes.ask_class_list = lambda parent: str(roster)
    chosen = {}

    def answer(dialog) -> bool:
        dialog.choose_file()
        chosen["sample"] = dialog.found.text()
        return True

    classes.run_class_list_dialog = answer
    window.class_list_action.trigger()
    assert chosen["sample"].startswith("Read as a Canvas gradebook export, its columns recognised: 10 students.")
    assert PRIYA.full in chosen["sample"]
    qtbot.waitUntil(lambda: counting_scan.calls == calls + 1 and controller.result is not None
                    and controller.result.settings.roster == str(roster), timeout=30_000)
    qtbot.waitUntil(lambda: "Names from the class list" in page.summary.text(), timeout=10_000)
    rows = {page.model.item(row, 0).text(): row for row in range(page.model.rowCount())}
    assert PRIYA.full in rows and ABSENT.full in rows
    assert page.model.item(rows[ABSENT.full], 4).text() == "handed nothing in"
    assert page.model.item(rows[PRIYA.full], 4).text() == "on the class list"
    stranger = next(row for name, row in rows.items() if name == "(no student named)")
    assert page.model.item(stranger, 4).text() == "not on the class list"
    assert "sharmapriya" in page.model.item(rows[PRIYA.full], 0).toolTip()
    assert not page.table.isColumnHidden(4)
    # The results show the names too.
    names = [d.name for d in controller.result.documents]
    assert f"{PRIYA.full} — Extended writing.docx" in names
    # No class list again: the files' own names come back.
    classes.run_class_list_dialog = lambda dialog: (dialog.clear(), True)[1]
    window.class_list_action.trigger()
    qtbot.waitUntil(lambda: counting_scan.calls == calls + 2 and controller.result.settings.roster == "",
                    timeout=30_000)
