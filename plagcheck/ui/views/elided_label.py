"""A one-line plain-text label that shortens itself with an ellipsis instead of widening the window."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from plagcheck.ui.pair_table import plain_tooltip


class ElidedLabel(QWidget):
    """Draws its text on one line, elided in the middle (file names keep their ends) or, with `elide` given, where
    it says; never reads HTML."""

    def __init__(self, text: str = "", parent: QWidget | None = None, bold: bool = False,
                 elide: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle) -> None:
        super().__init__(parent)
        self._elide = elide
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        if bold:
            font = self.font()
            font.setBold(True)
            self.setFont(font)
        self._text = ""
        self.set_text(text)

    def text(self) -> str:
        """Return the full, unshortened text."""
        return self._text

    def set_text(self, text: str) -> None:
        """Show `text` (plain) and offer it whole as the tooltip."""
        self._text = text
        self.setToolTip(plain_tooltip(text) if text else "")
        self.updateGeometry()  # a layout that gives it its whole width when it can must see the new size
        self.update()

    def sizeHint(self) -> QSize:
        """Return the size of the whole text on one line."""
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance(self._text) + 4, metrics.height() + 2)

    def minimumSizeHint(self) -> QSize:
        """Return a small width: the text elides to fit."""
        return QSize(40, self.fontMetrics().height() + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the text, elided to the current width."""
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        shown = self.fontMetrics().elidedText(self._text, self._elide, self.width() - 2)
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
        painter.end()
