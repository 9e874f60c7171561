"""What a drop or an opened folder holds, before a scan starts: files that are not documents (refused with a
message) and sub-folders that look like sources (the teacher is asked)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from plagcheck.shared.engine_messages import engine_text
from plagcheck.ui.translation import translate


def ask_sources_in_dialog(parent: QWidget, folders: list[str]) -> list[str]:
    """Ask whether `folders` hold sources rather than students' work; return them if the teacher says yes."""
    names = ", ".join(f"“{Path(f).name}”" for f in folders)
    box = QMessageBox(QMessageBox.Icon.Question, translate("DropChecks", "Sources in the class folder?"),
                      translate(
                          "DropChecks", "The folder {names} looks like it holds sources (readings, original texts), "
                                        "not students' work. Treat its files as sources? They are still compared with "
                                        "every student, but never counted or grouped as students. You can change this "
                                        "later under Scan → Sources in the class folder…").format(
                                            names=names), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    yes = box.addButton(translate("DropChecks", "Treat as sources"), QMessageBox.ButtonRole.YesRole)
    box.addButton(translate("DropChecks", "They are students' work"), QMessageBox.ButtonRole.NoRole)
    box.exec()
    return folders if box.clickedButton() is yes else []


def ask_template_in_dialog(parent: QWidget, name: str) -> bool:
    """Ask whether the file shown as `name` is the assignment's question, whose text every student may paste;
    return True if the teacher says it is (it is then a file given to everyone)."""
    box = QMessageBox(QMessageBox.Icon.Question,
                      QCoreApplication.translate("TemplateOffer", "The assignment's question?"),
                      QCoreApplication.translate(
                          "TemplateOffer",
                          "“{name}” looks like the assignment's question: several essays begin with its text. It was "
                          "compared like every other file, because a student may have handed it in. If it is the "
                          "question you gave the class, its text can be left out of every essay. You can change "
                          "this later under Scan → Files given to everyone…").format(name=name), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    yes = box.addButton(QCoreApplication.translate("TemplateOffer", "It is the question: leave its text out"),
                        QMessageBox.ButtonRole.YesRole)
    box.addButton(QCoreApplication.translate("TemplateOffer", "A student handed it in: keep comparing it"),
                  QMessageBox.ButtonRole.NoRole)
    box.exec()
    return box.clickedButton() is yes


def not_documents(paths: list[str]) -> list[str]:
    """Return a plain sentence for each of `paths` that is neither a folder nor a document plagcheck reads."""
    from plagcheck.engine.reading.extract import SUFFIX_FORMATS
    from plagcheck.engine.reading.ingest import CONVERT_HINTS
    from plagcheck.engine.reading.zip_folders import is_zip

    refused = []
    for path in map(Path, paths):
        if path.is_dir() or path.suffix.lower() in SUFFIX_FORMATS or is_zip(path):  # a zip is read as a folder
            continue
        if not path.exists():
            refused.append(translate("DropChecks", "{name} was not found").format(name=path.name))
            continue
        hint = CONVERT_HINTS.get(path.suffix.lower())
        refused.append(
            translate(
                "DropChecks", "{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)").format(name=path.name) + (f": {engine_text(hint)}" if hint else ""))
    return refused
