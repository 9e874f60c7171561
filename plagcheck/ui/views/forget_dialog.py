"""Tools → Forget cached texts…: says what is kept, where, and asks before deleting it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from plagcheck.vocabulary import counted


def ask_forget_in_dialog(parent: QWidget, cache_file: Path, count: int) -> bool:
    """Ask whether to delete the `count` texts kept in `cache_file`; return True if the teacher says yes."""
    box = QMessageBox(QMessageBox.Icon.Question, "Forget cached texts?",
                      f"plagcheck keeps the text it read from each file ({counted(count, 'text')} now), so that "
                      f"a second scan is fast. They are in {cache_file}, readable by you only. Delete them? "
                      "The next scan reads every file again. Saved checks keep their own copy of the texts.",
                      parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    forget = box.addButton("Forget them", QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is forget
