"""The Help window: the built-in guide (plagcheck.report.guide), readable offline, beside the results."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from plagcheck.report.guide import guide_html
from plagcheck.ui.translation import translate


class HelpDialog(QDialog):
    """A non-modal window showing the guide; `show_section(title)` scrolls to one of its headings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HelpDialog", "plagcheck guide"))
        self.setModal(False)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)  # the guide has no links; never follow one out of the app
        self.browser.document().setDefaultStyleSheet(
            "h1 { font-size: 16pt; } h2 { font-size: 13pt; margin-top: 14px; } p { margin: 4px 0 6px 0; }")
        self.browser.setHtml(guide_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(640, 620)

    def set_scan(self, unit: str, k: int) -> None:
        """Word the guide for a scan counted in `unit` with shingles of `k` units."""
        self.browser.setHtml(guide_html(unit, k))

    def show_section(self, title: str = "") -> None:
        """Show the window, scrolled to the section titled `title` (the top if empty)."""
        self.show()
        self.raise_()
        self.activateWindow()
        if title:
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
            self.browser.find(title)
        else:
            self.browser.verticalScrollBar().setValue(0)
