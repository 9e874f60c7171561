"""Shows unexpected errors from any thread in one non-modal message box at a time (later ones go to the log)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox
from plagcheck.ui.translation import translate


class ErrorReporter(QObject):
    """`report.emit(summary)` from any thread shows the summary on the GUI thread, never a storm of boxes."""

    report = Signal(str)

    def __init__(self, log_path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log_path = log_path
        self.box: QMessageBox | None = None
        self.shown = 0
        self.report.connect(self._show)

    def _show(self, summary: str) -> None:
        if self.box is not None and self.box.isVisible():
            return
        self.box = QMessageBox(QMessageBox.Icon.Warning, translate("ErrorReporter", "Something went wrong"),
                               translate(
                                   "ErrorReporter", "plagcheck hit an unexpected error and carried "
                                                    "on.\n\n{summary}\n\nDetails were written to {log_path}.").format(summary=summary, log_path=self.log_path))
        self.box.setTextFormat(Qt.TextFormat.PlainText)
        self.box.setModal(False)
        self.box.show()
        self.shown += 1
