"""Help > About: the version, what plagcheck does, its licence and the third-party notices (Qt's LGPL among them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from plagcheck import __version__
from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.notices import notices_text, own_licence_text
from plagcheck.ui.translation import translate
from plagcheck.ui.views.tab_style import give_accents_room

SUMMARY = QT_TRANSLATE_NOOP(
    "AboutDialog", "Compares every document of a class with every other one, on this computer only, and shows the "
           "shared passages side by side.\n\nplagcheck is free software under the MIT licence. It is built on "
           "Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.")


def plain_text_page(text: str, parent: QWidget) -> QPlainTextEdit:
    """Return a read-only, fixed-width plain-text view of `text` (never rich text: nothing in it is interpreted)."""
    view = QPlainTextEdit(parent)
    view.setReadOnly(True)
    view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    view.setPlainText(text)
    return view


class AboutDialog(QDialog):
    """The About box: a short summary on top, then tabs with plagcheck's licence and the third-party notices."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("AboutDialog", "About plagcheck"))
        self.resize(900, 620)
        title = QLabel(f"plagcheck {__version__}", self)
        title.setTextFormat(Qt.TextFormat.PlainText)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        summary = QLabel(translate("AboutDialog", SUMMARY), self)
        summary.setTextFormat(Qt.TextFormat.PlainText)
        summary.setWordWrap(True)
        self.tabs = QTabWidget(self)
        give_accents_room(self.tabs.tabBar())
        self.licence_view = plain_text_page(own_licence_text(), self)
        self.notices_view = plain_text_page(notices_text(), self)
        self.tabs.addTab(self.licence_view, translate("AboutDialog", "&Licence"))
        self.tabs.addTab(self.notices_view, translate("AboutDialog", "Third-party &notices"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
