"""A one-line plain-text label that shortens itself with an ellipsis instead of widening the window, and the
item delegate that shortens submission names in tables the same way: the file part first, never the student
(plagcheck/shared/display.py elide_label)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QStyleOptionViewItem, QStyledItemDelegate, QWidget

from plagcheck.shared.display import elide_label
from plagcheck.ui.pair_table import plain_tooltip

#: What a table cell's text loses to its margins, in pixels (Fusion and the platform styles draw 3-6 a side).
_CELL_MARGINS = 14


def elided_name(name: str, metrics: QFontMetrics, width: int) -> str:
    """Return the submission name `name` shortened to `width` pixels: its file part first, the student last."""
    return elide_label(name, lambda text: metrics.horizontalAdvance(text) <= width)


class NameDelegate(QStyledItemDelegate):
    """Draws a cell holding a submission's name shortened by `elided_name` (not Qt's cut at one end)."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        """Fill `option` as usual, with the name shortened to the cell's width."""
        super().initStyleOption(option, index)
        option.text = elided_name(option.text, option.fontMetrics, option.rect.width() - _CELL_MARGINS)


class ElidedLabel(QWidget):
    """Draws its text on one line, elided in the middle (file names keep their ends) or, with `elide` given, where
    it says, or (`name`) as a submission's name: file part first, never the student; never reads HTML."""

    def __init__(self, text: str = "", parent: QWidget | None = None, bold: bool = False,
                 elide: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle, name: bool = False) -> None:
        super().__init__(parent)
        self._elide = elide
        self._name = name
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

    def shown_text(self) -> str:
        """Return the text as drawn at the current width (shortened with an ellipsis when it does not fit)."""
        if self._name:
            return elided_name(self._text, self.fontMetrics(), self.width() - 2)
        return self.fontMetrics().elidedText(self._text, self._elide, self.width() - 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the text, elided to the current width."""
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        shown = self.shown_text()
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
        painter.end()
