"""The ranked pairs as a Qt table: a source model cut at the threshold, and a proxy that sorts and filters by name.

`ScanResult.pairs` is sorted best first, so the pairs at or above a threshold are always a prefix of it: moving
the threshold inserts or removes rows at the end of the model, with no rescan and no model reset (the
selection survives).
"""

from __future__ import annotations

import html
from bisect import bisect_left

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from plagcheck.models import PairResult, ScanResult

#: Role giving the raw value a column sorts by.
SORT_ROLE = Qt.ItemDataRole.UserRole
#: Role giving the row's PairResult.
PAIR_ROLE = Qt.ItemDataRole.UserRole + 1

COLUMNS = ("#", "Document A", "Document B", "Jaccard", "% of A in B", "% of B in A", "Shared {units}",
           "Longest run ({units})")
COL_RANK, COL_A, COL_B, COL_JACCARD, COL_A_IN_B, COL_B_IN_A, COL_SHARED, COL_LONGEST = range(len(COLUMNS))

ModelIndex = QModelIndex | QPersistentModelIndex


def shared_units(pair: PairResult) -> int:
    """Return how many words (characters in char mode) of document A lie inside shared passages."""
    return sum(p.length_a for p in pair.passages)


def plain_tooltip(text: str) -> str:
    """Return `text` as a tooltip that Qt shows literally (tooltips would otherwise guess rich text)."""
    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>"


class PairTableModel(QAbstractTableModel):
    """The verified pairs of one ScanResult whose score is at or above the threshold, best first."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._result: ScanResult | None = None
        self._names: tuple[str, ...] = ()
        self._negated_scores: list[float] = []
        self._threshold = 0.0
        self._rows = 0
        self._units = "words"

    def set_result(self, result: ScanResult | None, threshold: float) -> None:
        """Show the pairs of `result` (None: nothing) at or above `threshold`."""
        self.beginResetModel()
        self._result = result
        pairs = result.pairs if result else ()
        self._names = tuple(d.name for d in result.documents) if result else ()
        self._negated_scores = [-p.score for p in pairs]
        self._units = "characters" if result and result.settings.unit == "char" else "words"
        self._threshold = threshold
        self._rows = self._count_above(threshold)
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def set_threshold(self, threshold: float) -> None:
        """Show the pairs at or above `threshold`: rows are added or removed at the end, nothing else moves."""
        self._threshold = threshold
        rows = self._count_above(threshold)
        if rows > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()
        elif rows < self._rows:
            self.beginRemoveRows(QModelIndex(), rows, self._rows - 1)
            self._rows = rows
            self.endRemoveRows()

    @property
    def threshold(self) -> float:
        """Return the threshold the rows are cut at."""
        return self._threshold

    @property
    def total_pairs(self) -> int:
        """Return the number of verified pairs in the result, whatever the threshold."""
        return len(self._negated_scores)

    def pair(self, row: int) -> PairResult:
        """Return the pair shown in source row `row`."""
        assert self._result is not None
        return self._result.pairs[row]

    def _count_above(self, threshold: float) -> int:
        # Scores are sorted descending, so the negated scores ascend: bisect finds the cut.
        return bisect_right_le(self._negated_scores, -threshold)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        """Return the number of pairs at or above the threshold."""
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Return the number of columns."""
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        """Return column titles (in the scan's units) and row numbers."""
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section].format(units=self._units)
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        """Return the text, sort value, alignment, tooltip or PairResult of a cell."""
        if not index.isValid() or self._result is None or index.row() >= self._rows:
            return None
        pair = self._result.pairs[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(pair, index.row(), column)
        if role == SORT_ROLE:
            return self._sort_value(pair, index.row(), column)
        if role == PAIR_ROLE:
            return pair
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (COL_A, COL_B):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column in (COL_A, COL_B):
            doc = self._result.document(pair.a if column == COL_A else pair.b)
            return plain_tooltip(doc.path)
        return None

    def _display(self, pair: PairResult, row: int, column: int) -> str:
        if column == COL_RANK:
            return str(row + 1)
        if column == COL_A:
            return self._names[pair.a]
        if column == COL_B:
            return self._names[pair.b]
        if column == COL_JACCARD:
            return f"{pair.jaccard:.2f}"
        if column == COL_A_IN_B:
            return f"{pair.containment_a:.0%}"
        if column == COL_B_IN_A:
            return f"{pair.containment_b:.0%}"
        if column == COL_SHARED:
            return f"{shared_units(pair):,}"
        return f"{pair.longest_run:,}"

    def _sort_value(self, pair: PairResult, row: int, column: int):
        values = {
            COL_RANK: row,
            COL_A: self._names[pair.a].casefold(),
            COL_B: self._names[pair.b].casefold(),
            COL_JACCARD: pair.jaccard,
            COL_A_IN_B: pair.containment_a,
            COL_B_IN_A: pair.containment_b,
            COL_SHARED: shared_units(pair),
            COL_LONGEST: pair.longest_run,
        }
        return values[column]


def bisect_right_le(ascending: list[float], value: float) -> int:
    """Return how many items of the ascending list are <= `value` (with a small tolerance for float noise)."""
    return bisect_left(ascending, value + 1e-12)


class PairFilterProxy(QSortFilterProxyModel):
    """Sorts by the raw values and keeps rows where either document name contains the filter text."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self._needle = ""

    def set_name_filter(self, text: str) -> None:
        """Keep only pairs where either name contains `text` (case-insensitive; empty keeps all)."""
        needle = text.strip().casefold()
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self._needle = needle
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._needle = needle
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        """Return True when the row's names match the filter text."""
        if not self._needle:
            return True
        model = self.sourceModel()
        for column in (COL_A, COL_B):
            name = model.data(model.index(source_row, column, source_parent), Qt.ItemDataRole.DisplayRole)
            if name and self._needle in name.casefold():
                return True
        return False

    def pair_at(self, proxy_row: int) -> PairResult | None:
        """Return the pair shown in proxy row `proxy_row`, or None when out of range."""
        if not 0 <= proxy_row < self.rowCount():
            return None
        return self.data(self.index(proxy_row, 0), PAIR_ROLE)
