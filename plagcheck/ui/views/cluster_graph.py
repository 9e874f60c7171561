"""One group of students drawn as a small graph with QPainter: nodes are students, edges are their pairs.

Positions come from plagcheck.triage.layout (the same picture as the HTML report's); an edge's width says its
score and its colour and dash pattern its review state (EDGE_STYLES). Clicking an edge reports its two
document ids. Names are drawn with drawText, which never reads them as markup.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from plagcheck.triage.graph_svg import EDGE_STYLES
from plagcheck.triage.labels import distinct_labels
from plagcheck.triage.layout import place_labels
from plagcheck.triage.layout import Positions, edge_width
from plagcheck.triage.review import ReviewState
from plagcheck.ui.translation import translate

NODE_RADIUS = 7.0
#: How close (in pixels) to an edge a click must land to pick it.
EDGE_PICK_PIXELS = 6.0
_NODE_FILL = QColor("#ffffff")
_NODE_LINE = QColor("#33414f")


@dataclass(frozen=True)
class GraphEdge:
    """One pair of the group: its two document ids, its score and its review state."""

    a: int
    b: int
    score: float
    state: ReviewState


def dash_pattern(dashes: str, width: float) -> list[float]:
    """Return an SVG dash string ("8 4") as a Qt dash pattern, which Qt measures in line widths."""
    return [max(float(part) / max(width, 1.0), 0.5) for part in dashes.split()]


def distance_to_segment(point: QPointF, start: QPointF, end: QPointF) -> float:
    """Return the distance in pixels from `point` to the segment start-end."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((point.x() - start.x()) * dx + (point.y() - start.y()) * dy)
                                             / length2))
    return math.hypot(point.x() - (start.x() + t * dx), point.y() - (start.y() + t * dy))


class ClusterGraph(QWidget):
    """Paints one group; emits `edge_clicked(a, b)` when the teacher clicks one of its edges."""

    edge_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self._names: dict[int, str] = {}
        self._labels: dict[int, str] = {}
        self._positions: Positions = {}
        self._edges: tuple[GraphEdge, ...] = ()
        self._message = translate("ClusterGraph", "Choose a group to see it drawn here.")

    def sizeHint(self) -> QSize:
        """Return a comfortable size for a group of a dozen students."""
        return QSize(420, 340)

    def set_graph(self, names: dict[int, str], positions: Positions, edges: tuple[GraphEdge, ...],
                  everyone: Sequence[str] = ()) -> None:
        """Draw the group: `names` and `positions` (unit square) per document id, and its edges; nodes are
        labelled so that each names one submission of `everyone` (the class)."""
        self._names, self._positions, self._edges = dict(names), dict(positions), tuple(edges)
        ids = list(self._positions)
        self._labels = dict(zip(ids, distinct_labels([self._names.get(d, str(d)) for d in ids], everyone=everyone)))
        self.update()

    def clear(self, message: str) -> None:
        """Draw nothing but `message` (plain text)."""
        self._names, self._labels, self._positions, self._edges = {}, {}, {}, ()
        self._message = message
        self.update()

    def edges(self) -> tuple[GraphEdge, ...]:
        """Return the edges drawn."""
        return self._edges

    def node_point(self, doc_id: int) -> QPointF:
        """Return where the node of `doc_id` is drawn, in widget pixels."""
        x, y = self._positions[doc_id]
        area = self._area()
        return QPointF(area.left() + x * area.width(), area.top() + y * area.height())

    def edge_at(self, point: QPointF) -> GraphEdge | None:
        """Return the edge nearest `point` if it is within EDGE_PICK_PIXELS (plus half its width), else None."""
        best, best_distance = None, math.inf
        for edge in self._edges:
            distance = distance_to_segment(point, self.node_point(edge.a), self.node_point(edge.b))
            if distance <= EDGE_PICK_PIXELS + edge_width(edge.score) / 2 and distance < best_distance:
                best, best_distance = edge, distance
        return best

    def _area(self) -> QRectF:
        # Room at the sides and bottom for the names under the nodes.
        return QRectF(70, 16, max(self.width() - 140, 10), max(self.height() - 44, 10))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the edges (weakest first, so strong ones lie on top), then the nodes and their names."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        if not self._positions:
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._message)
            return
        for edge in sorted(self._edges, key=lambda e: e.score):
            colour, dashes = EDGE_STYLES[edge.state]
            width = edge_width(edge.score)
            pen = QPen(QColor(colour), width)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            if dashes:
                pen.setDashPattern(dash_pattern(dashes, width))
            painter.setPen(pen)
            painter.drawLine(self.node_point(edge.a), self.node_point(edge.b))
        for doc_id in self._positions:
            painter.setPen(QPen(_NODE_LINE, 1.5))
            painter.setBrush(_NODE_FILL)
            painter.drawEllipse(self.node_point(doc_id), NODE_RADIUS, NODE_RADIUS)
        painter.setPen(self.palette().text().color())
        for doc_id, box in self.label_boxes().items():
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._labels[doc_id])

    def label_boxes(self) -> dict[int, QRectF]:
        """Return where each node's name is drawn (layout.place_labels: beside its node, overlapping as little
        as possible)."""
        metrics = QFontMetricsF(self.font())
        centres = {d: (self.node_point(d).x(), self.node_point(d).y()) for d in self._positions}
        sizes = {d: (metrics.horizontalAdvance(self._labels[d]) + 4, metrics.height()) for d in self._positions}
        bounds = (0.0, 0.0, float(self.width()), float(self.height()))
        return {d: QRectF(*box) for d, box in place_labels(centres, sizes, bounds, NODE_RADIUS).items()}

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Show a pointing hand over a clickable edge."""
        over = self.edge_at(event.position()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Report a left click on an edge as `edge_clicked(a, b)`."""
        edge = self.edge_at(event.position()) if event.button() == Qt.MouseButton.LeftButton else None
        if edge is not None:
            self.edge_clicked.emit(edge.a, edge.b)
        else:
            super().mousePressEvent(event)
