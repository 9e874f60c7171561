"""The Groups tab: the groups of students at the current threshold, the chosen one drawn as a graph, and the
common-source hints of its pairs. It only shows what the triage controller gives it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from plagcheck.ui.views.cluster_graph import ClusterGraph
from plagcheck.ui.translation import translate
from plagcheck.i18n import QT_TRANSLATE_NOOP

GROUP_COLUMNS = (QT_TRANSLATE_NOOP("GroupsPage", "Students"), QT_TRANSLATE_NOOP("GroupsPage", "Highest"),
                 QT_TRANSLATE_NOOP("GroupsPage", "Members"))


@dataclass(frozen=True)
class GroupRow:
    """One line of the groups list: how many students, the highest pair score, and the members' names."""

    size: int
    max_score: float
    members: str


class GroupsPage(QWidget):
    """Groups list (worst first) beside the chosen group's graph and hints; emits `group_chosen(index)`."""

    group_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.groups = QTableWidget(0, len(GROUP_COLUMNS), self)
        self.groups.setHorizontalHeaderLabels([translate("GroupsPage", c) for c in GROUP_COLUMNS])
        self.groups.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.groups.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.groups.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # A group's member list wraps onto as many lines as it needs: every name stays readable.
        self.groups.setWordWrap(True)
        self.groups.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.groups.verticalHeader().hide()
        self.groups.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.groups.setAlternatingRowColors(True)
        header = self.groups.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.groups.itemSelectionChanged.connect(self._on_selection)

        self.graph = ClusterGraph(self)
        self.graph.setToolTip(translate("GroupsPage", "Click a line to compare those two documents"))
        legend = QLabel(
            translate(
                "GroupsPage", "Thicker line: more text in common. Click a line to compare the two documents. "
                              "Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey "
                              "dots: not plagiarism."), self)
        legend.setWordWrap(True)
        legend.setTextFormat(Qt.TextFormat.PlainText)
        self.hints = QLabel(self)
        self.hints.setTextFormat(Qt.TextFormat.PlainText)  # names are student-controlled: never markup
        self.hints.setWordWrap(True)
        self.hints.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hints.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.graph, 1)
        right_layout.addWidget(legend)
        right_layout.addWidget(self.hints)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.groups)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.splitter, 1)

    def show_groups(self, rows: list[GroupRow], summary: str) -> None:
        """List `rows` (worst first) under `summary`; the previously chosen row stays chosen if it still exists."""
        chosen = self.chosen_group()
        self.summary.setText(summary)
        self.groups.blockSignals(True)
        self.groups.setRowCount(len(rows))
        for row, group in enumerate(rows):
            for column, text in enumerate((f"{group.size}", f"{group.max_score:.0%}", group.members)):
                item = QTableWidgetItem(text)
                if column < 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if column == 2:
                    item.setToolTip(text)
                self.groups.setItem(row, column, item)
        self.groups.blockSignals(False)
        if rows:
            self.groups.selectRow(min(chosen, len(rows) - 1) if chosen is not None else 0)
            self._on_selection()
        else:
            self.graph.clear(translate("GroupsPage", "No group at this threshold: no two students share enough text."))
            self.hints.setText("")

    def chosen_group(self) -> int | None:
        """Return the row of the chosen group, or None."""
        rows = self.groups.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _on_selection(self) -> None:
        chosen = self.chosen_group()
        if chosen is not None:
            self.group_chosen.emit(chosen)
