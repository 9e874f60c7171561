"""Exports from the window through the real save dialog: an anonymised export names no student, whatever the
dialog returns, and the file offered is named after the class and the day."""

from __future__ import annotations

import json
import random
from datetime import date
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from class_folder import essay
from conftest import scan_and_wait
from plagcheck.triage.review import ReviewBook, ReviewState, set_review
from plagcheck.ui.controllers.export_controller import ANONYMISED, HTML_FILTER

STUDENTS = ("Kwame Mensah", "Aoife Byrne", "Tomasz Wierzbicki", "Priya Raman", "Lucía Ortega", "Jonah Feld")
COVER = "Name: Kwame Mensah, Student number 24-1022\nkwame.mensah@school.example\n\n"


def lms_class(root: Path) -> Path:
    """A class in per-student folders as a learning platform exports it; Kwame's essay has a cover sheet and
    shares two paragraphs with Aoife's, whose own text names him."""
    rng = random.Random(3)
    folder = root / "Year 10 science"
    essays = [essay(rng, 4) for _ in STUDENTS]
    essays[1][1:3] = essays[0][1:3]
    essays[1][3] += " I worked on this with Kwame in the library."
    for number, (name, paragraphs) in enumerate(zip(STUDENTS, essays)):
        student = folder / f"{name}_{1000 + number}_assignsubmission_file_"
        student.mkdir(parents=True)
        cover = COVER if number == 0 else f"{name}\n\n"
        (student / "essay.txt").write_text(cover + "\n\n".join(paragraphs) + "\n", encoding="utf-8")
    return folder


def answer_dialog(qtbot, target: Path, seen: list) -> None:
    """When the export dialog opens, note its formats and choice, then save to `target` as a person would,
    choosing the plain HTML report where it is offered."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(50, answer)
            return
        seen.append((dialog.windowTitle(), dialog.nameFilters(), dialog.selectedNameFilter(),
                     Path(dialog.selectedFiles()[0]).name))
        if HTML_FILTER in dialog.nameFilters():
            dialog.selectNameFilter(HTML_FILTER)
        name_edit = dialog.findChild(QLineEdit, "fileNameEdit")  # typed, as a person does
        name_edit.setText(str(target))
        dialog.accept()

    QTimer.singleShot(50, answer)


def test_an_anonymised_export_through_the_real_dialog_names_no_student(qtbot, controller, tmp_path):
    """Issue 29.2: the dialog opened on the named HTML report, so Save wrote every name; even anonymised, the
    cover sheet's name and number and a teacher's note naming a student stayed in the report."""
    folder = lms_class(tmp_path)
    result = scan_and_wait(qtbot, controller, [str(folder)])
    pair = result.pairs[0]
    names = {result.document(pair.a).path, result.document(pair.b).path}
    assert any("Kwame" in n for n in names) and any("Aoife" in n for n in names)
    controller.reviews.set_book(set_review(ReviewBook(), pair.a, pair.b, ReviewState.NEEDS_CONVERSATION,
                                           "Kwame says Aoife Byrne copied from him; ask Mensah for drafts"))
    offered = []
    controller.exports.after_export = lambda window, path: offered.append(path)
    seen: list = []
    answer_dialog(qtbot, tmp_path / "out" / "report.html", seen)
    (tmp_path / "out").mkdir()
    controller.window.export_anonymised_action.trigger()
    title, filters, chosen, suggested = seen[0]
    assert title == "Export anonymised report"
    assert all(ANONYMISED in f for f in filters) and ANONYMISED in chosen
    assert suggested == f"Year 10 science - anonymised similarity report {date.today().isoformat()}.html"
    written = offered[0]
    html = written.read_text(encoding="utf-8")
    assert "Anonymised</th><td>yes" in html.replace("\n", "") or "Anonymised: document names" in html
    for name in (*STUDENTS, *(part for s in STUDENTS for part in s.split()), "24-1022", "kwame.mensah",
                 "assignsubmission_file"):
        assert name not in html, name
    # Where the platform numbers its students, the pseudonym is the number (issue 28): "Student no. 1000".
    assert html.count("Student no. ") >= 2 or ("Student 1" in html and "Student 2" in html)
    for suffix, kind in ((".csv", "csv"), (".json", "json")):
        seen.clear()
        answer_dialog(qtbot, tmp_path / "out" / f"pairs{suffix}", seen)
        controller.window.export_anonymised_action.trigger()
        text = offered[-1].read_text(encoding="utf-8-sig")
        assert offered[-1].suffix == suffix
        if kind == "json":
            json.loads(text)
        for name in (*STUDENTS, "Kwame", "Mensah"):
            assert name not in text, (kind, name)


def test_the_named_export_offers_the_named_report_first_and_names_the_class(qtbot, controller, tmp_path):
    folder = lms_class(tmp_path)
    scan_and_wait(qtbot, controller, [str(folder)])
    offered = []
    controller.exports.after_export = lambda window, path: offered.append(path)
    seen: list = []
    answer_dialog(qtbot, tmp_path / "named.html", seen)
    controller.window.export_action.trigger()
    _title, filters, chosen, suggested = seen[0]
    assert chosen == HTML_FILTER and filters[0] == HTML_FILTER
    assert suggested == f"Year 10 science - similarity report {date.today().isoformat()}.html"
    html = offered[0].read_text(encoding="utf-8")
    assert "Kwame Mensah" in html and "<title>Similarity report: Year 10 science," in html
