"""The two small charts beside the threshold slider, painted with QPainter (PySide6-Essentials has no QtCharts).

`SCurveWidget`: the chance that the LSH index makes a pair a candidate, by similarity, for the banding in force.
`HistogramWidget`: how many checked pairs there are at each score (log scale, so single outliers show).
Both mark the threshold and let the teacher click or drag on them to move it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from plagcheck.shared.models import LshParameters
from plagcheck.shared.vocabulary import percent
from plagcheck.ui.translation import translate

ACCENT = QColor("#c2410c")
MUTED = QColor("#7b8794")
GRID = QColor("#e3e6ea")
CURVE = QColor("#1d4ed8")
HISTOGRAM_BINS = 50


class _Chart(QWidget):
    """A plot area over similarity 0..1 with axes, a title and a draggable threshold marker."""

    threshold_picked = Signal(float)

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(220, 130)
        self.title = title
        self.threshold = 0.0
        self._rect_cache: tuple[tuple[int, int], QRectF] | None = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        """Return the chart's preferred size."""
        return QSize(320, 150)

    def set_threshold(self, threshold: float) -> None:
        """Move the threshold marker."""
        self.threshold = threshold
        self.update()

    def plot_rect(self) -> QRectF:
        """Return the rectangle the data is drawn in (inside the axes); cached per widget size."""
        key = (self.width(), self.height())
        if self._rect_cache is not None and self._rect_cache[0] == key:
            return self._rect_cache[1]
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("100%") + 10
        top = metrics.height() + 8
        bottom = metrics.height() + 8
        right = metrics.horizontalAdvance("100%") // 2 + 6  # room for the last x label
        rect = QRectF(left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom))
        self._rect_cache = (key, rect)
        return rect

    def x_of(self, similarity: float) -> float:
        """Return the x pixel of a similarity."""
        rect = self.plot_rect()
        return rect.left() + similarity * rect.width()

    def similarity_at(self, x: float) -> float:
        """Return the similarity under x pixel `x`, within [0, 1]."""
        rect = self.plot_rect()
        return min(1.0, max(0.0, (x - rect.left()) / rect.width()))

    def draw_frame(self, painter: QPainter, y_labels: Sequence[tuple[float, str]]) -> None:
        """Draw the background, title, grid and axis labels; `y_labels` are (fraction of height, text)."""
        rect = self.plot_rect()
        painter.fillRect(self.rect(), QColor("#ffffff"))
        painter.setPen(QColor("#1f2937"))
        bold = painter.font()
        bold.setBold(True)
        painter.save()
        painter.setFont(bold)
        painter.drawText(QRectF(4, 2, self.width() - 8, rect.top() - 4),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.title)
        painter.restore()
        metrics = self.fontMetrics()
        for i in range(6):
            s = i / 5
            x = self.x_of(s)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            painter.setPen(MUTED)
            label = f"{s:.0%}"
            painter.drawText(QPointF(x - metrics.horizontalAdvance(label) / 2, rect.bottom() + metrics.ascent() + 3),
                             label)
        for fraction, label in y_labels:
            y = rect.bottom() - fraction * rect.height()
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(MUTED)
            painter.drawText(QPointF(rect.left() - metrics.horizontalAdvance(label) - 5, y + metrics.ascent() / 2 - 1),
                             label)
        painter.setPen(QPen(MUTED, 1))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.drawLine(rect.bottomLeft(), rect.topLeft())

    def draw_marker(self, painter: QPainter, label: str) -> None:
        """Draw the threshold line with `label` beside it (on whichever side has room)."""
        rect = self.plot_rect()
        x = self.x_of(self.threshold)
        painter.setPen(QPen(ACCENT, 2))
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        metrics = self.fontMetrics()
        width = metrics.horizontalAdvance(label)
        text_x = x + 5 if x + 5 + width < rect.right() else x - 5 - width
        painter.fillRect(QRectF(text_x - 2, rect.top() + 1, width + 4, metrics.height()), QColor(255, 255, 255, 220))
        painter.drawText(QPointF(text_x, rect.top() + metrics.ascent() + 1), label)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Move the threshold to the similarity clicked."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.threshold_picked.emit(round(self.similarity_at(event.position().x()), 2))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Drag the threshold."""
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.threshold_picked.emit(round(self.similarity_at(event.position().x()), 2))


class SCurveWidget(_Chart):
    """Plots P(candidate) = 1 - (1 - s^r)^b for the LSH banding, with the threshold marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("Charts", "Whole-document search: chance a pair is checked"), parent)
        self.lsh: LshParameters | None = None
        self.setToolTip(
            translate(
                "Charts", "Advanced. The whole-document search checks a pair with this chance, by how similar the two "
                          "texts are overall. A copied paragraph inside a long essay is found by the passage search "
                          "instead, so this curve does not limit what the threshold can show."))

    def set_parameters(self, lsh: LshParameters | None) -> None:
        """Plot the S-curve of `lsh` (None: no curve)."""
        self.lsh = lsh
        if lsh is not None:
            self.title = translate(
                "Charts", "Whole-document search: chance a pair is checked ({bands} × {rows})").format(
                    bands=lsh.bands, rows=lsh.rows)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the curve, its steepest point and the threshold marker."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw_frame(painter, [(0.5, "50%"), (1.0, "100%")])
        rect = self.plot_rect()
        lsh = self.lsh
        if lsh is None:
            painter.setPen(MUTED)
            painter.drawText(
                rect, int(Qt.AlignmentFlag.AlignCenter), translate("Charts", "Scan a folder to see the curve"))
            painter.end()
            return
        path = QPainterPath()
        steps = max(50, int(rect.width()))
        for i in range(steps + 1):
            s = i / steps
            point = QPointF(self.x_of(s), rect.bottom() - lsh.probability(s) * rect.height())
            path.moveTo(point) if i == 0 else path.lineTo(point)
        painter.setPen(QPen(CURVE, 2))
        painter.drawPath(path)
        steep = min(1.0, lsh.threshold)
        painter.setPen(QPen(CURVE, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(self.x_of(steep), rect.top()), QPointF(self.x_of(steep), rect.bottom()))
        self.draw_marker(painter, translate("Charts", "{chance} at {similarity} similar overall").format(
            chance=percent(round(lsh.probability(self.threshold), 2)), similarity=percent(self.threshold)))
        painter.end()


class HistogramWidget(_Chart):
    """Bars of how many verified pairs fall at each score; bars at or above the threshold are highlighted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("Charts", "How many pairs at each score"), parent)
        self.counts: list[int] = [0] * HISTOGRAM_BINS
        self.setToolTip(
            translate(
                "Charts", "How many pairs share each share of text (tall bars are drawn shorter, so that a single pair "
                          "still shows). Pairs on the right deserve a look. Click or drag to move the threshold."))

    def set_scores(self, scores: Sequence[float]) -> None:
        """Count `scores` (each in [0, 1]) into the bins and redraw."""
        import numpy as np  # loaded with the first scores, not at start-up

        bins = np.clip((np.asarray(scores, dtype=np.float64) * HISTOGRAM_BINS).astype(np.int64), 0, HISTOGRAM_BINS - 1)
        self.counts = np.bincount(bins, minlength=HISTOGRAM_BINS).tolist()
        self.update()

    def count_at_or_above(self, threshold: float) -> int:
        """Return how many counted scores lie in bins at or above `threshold`'s bin (for the marker label)."""
        return sum(self.counts[min(HISTOGRAM_BINS - 1, int(threshold * HISTOGRAM_BINS)):])

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the bars (log scale) and the threshold marker."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        peak = max(self.counts)
        top = math.log1p(peak) if peak else 1.0
        labels = [(1.0, f"{peak:,}")] if peak else []
        self.draw_frame(painter, labels)
        rect = self.plot_rect()
        if not peak:
            painter.setPen(MUTED)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), translate("Charts", "No pairs yet"))
            painter.end()
            return
        width = rect.width() / HISTOGRAM_BINS
        painter.setPen(Qt.PenStyle.NoPen)
        for i, count in enumerate(self.counts):
            if not count:
                continue
            height = max(2.0, math.log1p(count) / top * rect.height())
            above = (i + 1) / HISTOGRAM_BINS > self.threshold + 1e-9
            painter.setBrush(ACCENT if above else MUTED.lighter(130))
            painter.drawRect(QRectF(rect.left() + i * width + 0.5, rect.bottom() - height, max(1.0, width - 1), height))
        self.draw_marker(painter, percent(self.threshold))
        painter.end()
