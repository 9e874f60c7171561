"""The strip between the two panes: where each passage sits in A (left) and B (right), joined by bands.

Like Meld's linkmap and chunkmap in one: each column is a whole document from top to bottom, a grey box marks
the part each pane shows, and clicking a passage's band selects it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from plagcheck.ui.compare_model import Span
from plagcheck.ui.views.colours import SELECTED_OUTLINE, passage_colour, passage_edge, reworded_colour
from plagcheck.ui.translation import translate

_COLUMN = 12  # width of each document column, in pixels
_PAD = 4


class MatchMap(QWidget):
    """Paints passage positions of both documents and emits `passage_clicked(index)`."""

    passage_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setToolTip(
            translate("MatchMap", "Where the shared passages are in each document. Click a band to select it."))
        self._spans_a: tuple[Span, ...] = ()
        self._spans_b: tuple[Span, ...] = ()
        self._length_a = self._length_b = 1
        self._current: int | None = None
        self._view_a = self._view_b = (0.0, 0.0)

    def sizeHint(self) -> QSize:
        """Return the strip's preferred size (fixed width)."""
        return QSize(72, 400)

    def minimumSizeHint(self) -> QSize:
        """Return the strip's smallest size."""
        return QSize(72, 60)

    def set_passages(self, spans_a: tuple[Span, ...], spans_b: tuple[Span, ...], length_a: int,
                     length_b: int) -> None:
        """Show these twin spans (same index on both sides) for texts of these lengths."""
        self._spans_a, self._spans_b = spans_a, spans_b
        self._length_a, self._length_b = max(1, length_a), max(1, length_b)
        self._current = None
        self.update()

    def set_current(self, index: int | None) -> None:
        """Outline passage `index` (None: no outline)."""
        self._current = index
        self.update()

    def set_visible_ranges(self, a: tuple[int, int], b: tuple[int, int]) -> None:
        """Mark the text ranges the two panes currently show."""
        self._view_a = (a[0] / self._length_a, a[1] / self._length_a)
        self._view_b = (b[0] / self._length_b, b[1] / self._length_b)
        self.update()

    def _y(self, fraction: float) -> float:
        return _PAD + fraction * (self.height() - 2 * _PAD)

    def _band(self, span: Span, length: int) -> tuple[float, float]:
        top, bottom = self._y(span.start / length), self._y(span.end / length)
        return top, max(bottom, top + 3)

    def _link_path(self, index: int) -> QPainterPath:
        a_top, a_bottom = self._band(self._spans_a[index], self._length_a)
        b_top, b_bottom = self._band(self._spans_b[index], self._length_b)
        left, right = float(_COLUMN), float(self.width() - _COLUMN)
        middle = (left + right) / 2
        path = QPainterPath(QPointF(left, a_top))
        path.cubicTo(QPointF(middle, a_top), QPointF(middle, b_top), QPointF(right, b_top))
        path.lineTo(QPointF(right, b_bottom))
        path.cubicTo(QPointF(middle, b_bottom), QPointF(middle, a_bottom), QPointF(left, a_bottom))
        path.closeSubpath()
        return path

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw both document columns, the visible-range boxes and the bands joining twin passages."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.width(), self.height()
        painter.fillRect(self.rect(), self.palette().window())
        column_pen = QPen(QColor("#9aa1ab"), 1)
        for x in (0, width - _COLUMN):
            painter.setPen(column_pen)
            painter.setBrush(QColor("#f4f5f7"))
            painter.drawRect(QRectF(x + 0.5, _PAD, _COLUMN - 1, height - 2 * _PAD))
        for index in range(len(self._spans_a)):
            span_a = self._spans_a[index]
            reworded = span_a.kind in ("reworded", "translated")
            colour = (reworded_colour if reworded else passage_colour)(span_a.colour, selected=index == self._current)
            link = QColor(colour)
            link.setAlpha(150)
            # A reworded link is pale with a dashed edge, as the passages in the panes are.
            painter.setPen(QPen(passage_edge(span_a.colour), 1, Qt.PenStyle.DashLine) if reworded
                           else Qt.PenStyle.NoPen)
            painter.setBrush(link)
            painter.drawPath(self._link_path(index))
            painter.setBrush(colour.darker(110))
            for x, span, length in ((0, self._spans_a[index], self._length_a),
                                    (width - _COLUMN, self._spans_b[index], self._length_b)):
                top, bottom = self._band(span, length)
                painter.drawRect(QRectF(x + 1, top, _COLUMN - 2, bottom - top))
        if self._current is not None and self._current < len(self._spans_a):
            painter.setPen(QPen(SELECTED_OUTLINE, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._link_path(self._current))
        painter.setPen(QPen(QColor("#4b5563"), 1))
        painter.setBrush(QColor(0, 0, 0, 28))
        for x, (top, bottom) in ((0, self._view_a), (width - _COLUMN, self._view_b)):
            if bottom > top:
                y0, y1 = self._y(top), self._y(bottom)
                painter.drawRect(QRectF(x + 0.5, y0, _COLUMN - 1, max(2.0, y1 - y0)))
        painter.end()

    def passage_at(self, x: float, y: float) -> int | None:
        """Return the index of the passage drawn under point (x, y), preferring the selected one."""
        hits = []
        for index in range(len(self._spans_a)):
            if self._link_path(index).contains(QPointF(x, y)):
                hits.append(index)
                continue
            for left, span, length in ((0, self._spans_a[index], self._length_a),
                                       (self.width() - _COLUMN, self._spans_b[index], self._length_b)):
                top, bottom = self._band(span, length)
                if left <= x <= left + _COLUMN and top - 1 <= y <= bottom + 1:
                    hits.append(index)
                    break
        if not hits:
            return None
        return self._current if self._current in hits else hits[0]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Select the passage under the mouse, if any."""
        point = event.position()
        index = self.passage_at(point.x(), point.y())
        if index is not None:
            self.passage_clicked.emit(index)
