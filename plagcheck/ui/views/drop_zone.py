"""The empty state: a large drop target telling the teacher to drop a folder, with open buttons and recents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from plagcheck.ui.pair_table import plain_tooltip
from plagcheck.ui.translation import translate


class DropZone(QWidget):
    """Draws a dashed drop area; emits `open_folder_clicked`, `open_files_clicked`, `open_check_clicked` and
    `recent_clicked(path)`."""

    open_folder_clicked = Signal()
    open_files_clicked = Signal()
    open_check_clicked = Signal()
    recent_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._highlight = False
        heading = QLabel(translate("DropZone", "Drop a folder of student work here"), self)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        heading.setFont(font)
        hint = QLabel(
            translate(
                "DropZone", "Every document is compared with every other one, on this computer only.\nWord, PDF, "
                            "OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed "
                            "as skipped."), self)
        hint.setTextFormat(Qt.TextFormat.PlainText)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setWordWrap(True)  # on a small screen the page narrows with the window
        hint.setStyleSheet("color: #55606e;")
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b91c1c;")
        self.message.hide()
        self.open_folder = QPushButton(translate("DropZone", "Open folder…"), self)
        self.open_folder.setToolTip(translate("DropZone", "Choose a folder to scan (Ctrl+O)"))
        self.open_files = QPushButton(translate("DropZone", "Open files…"), self)
        self.open_files.setToolTip(translate("DropZone", "Choose documents to scan (Ctrl+Shift+F)"))
        self.open_check = QPushButton(translate("DropZone", "Open a saved check…"), self)
        self.open_check.setToolTip(translate("DropZone", "Open a check saved earlier, with its reviews (Ctrl+Shift+O)"))
        self.open_folder.clicked.connect(self.open_folder_clicked)
        self.open_files.clicked.connect(self.open_files_clicked)
        self.open_check.clicked.connect(self.open_check_clicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_folder)
        buttons.addWidget(self.open_files)
        buttons.addWidget(self.open_check)
        buttons.addStretch(1)
        self.recent_title = QLabel(translate("DropZone", "Recent folders and checks"), self)
        self.recent_title.setTextFormat(Qt.TextFormat.PlainText)
        self.recent_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._recent_layout = QVBoxLayout()
        self._recent_layout.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 32, 40, 32)
        layout.addStretch(2)
        layout.addWidget(heading)
        layout.addSpacing(8)
        layout.addWidget(hint)
        layout.addSpacing(16)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addSpacing(24)
        layout.addWidget(self.recent_title)
        layout.addLayout(self._recent_layout)
        layout.addStretch(3)
        self.set_recent([])

    def set_recent(self, folders: list[str]) -> None:
        """Offer these folders and saved checks (most recent first): a click rescans or opens one."""
        while self._recent_layout.count():
            widget = self._recent_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        for folder in folders:
            button = QPushButton((Path(folder).name or folder).replace("&", "&&"), self)  # no shortcut keys
            button.setFlat(True)
            button.setToolTip(plain_tooltip(folder))
            button.setStyleSheet("text-decoration: underline; color: palette(link);")
            button.clicked.connect(lambda _=False, f=folder: self.recent_clicked.emit(f))
            self._recent_layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.recent_title.setVisible(bool(folders))

    def show_message(self, text: str) -> None:
        """Show a one-off message under the buttons (empty: hide it)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def set_drag_highlight(self, on: bool) -> None:
        """Draw the drop area highlighted while something droppable hovers over the window."""
        self._highlight = on
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the dashed rounded drop area."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#2563eb") if self._highlight else QColor("#9aa5b1")
        pen = QPen(colour, 2.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor("#eef4ff") if self._highlight else QColor("#fafbfc"))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(24, 24, -24, -24), 18, 18)
        painter.end()
