"""Tools → Forget cached texts…: says what is kept, where, and asks before deleting it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from plagcheck.shared.vocabulary import count_text
from plagcheck.ui.translation import translate


def ask_forget_in_dialog(parent: QWidget, cache_file: Path, count: int) -> bool:
    """Ask whether to delete the `count` texts kept in `cache_file`; return True if the teacher says yes."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("ForgetDialog", "Forget cached texts?"),
                      translate(
                          "ForgetDialog", "plagcheck keeps the text it read from each file ({text} now), so that a "
                                          "second scan is fast. They are in {cache_file}, readable by you only. Delete "
                                          "them? The next scan reads every file again. Saved checks keep their own "
                                          "copy of the texts.").format(
                                              text=count_text(count, 'text'), cache_file=cache_file),
                      parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    forget = box.addButton(translate("ForgetDialog", "Forget them"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is forget
