"""The Students tab: every submission with its highest match (with whom, how much) and how many matches reach
the threshold; sortable, and a double click (or Enter) asks for that best pair."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from plagcheck.ui.views.elided_label import NameDelegate
from plagcheck.ui.translation import translate
from plagcheck.i18n import QT_TRANSLATE_NOOP

STUDENT_COLUMNS = (QT_TRANSLATE_NOOP("StudentsPage", "Submission"), QT_TRANSLATE_NOOP("StudentsPage", "Highest match"),
                   QT_TRANSLATE_NOOP("StudentsPage", "With"), QT_TRANSLATE_NOOP("StudentsPage", "Matches at threshold"))
#: The role each cell sorts by (numbers as numbers, names case-folded).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The role of the first cell holding the row's document id.
DOC_ROLE = Qt.ItemDataRole.UserRole + 2


@dataclass(frozen=True)
class StudentRow:
    """One submission: its id and name, its best partner (id and name; None: no pair), score and match count."""

    doc_id: int
    name: str
    highest_score: float
    partner: int | None
    partner_name: str
    matches: int
    usable: bool


class StudentsPage(QWidget):
    """Sortable table of submissions; emits `pair_requested(doc_id, partner_id)` on double click or Enter."""

    pair_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.model = QStandardItemModel(0, len(STUDENT_COLUMNS), self)
        self.model.setHorizontalHeaderLabels([translate("StudentsPage", c) for c in STUDENT_COLUMNS])
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # most worrying first
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        # Names start with the student (or the folder that tells students apart): the file part is cut first.
        self.name_delegate = NameDelegate(self)
        for column in (0, 2):
            self.table.setItemDelegateForColumn(column, self.name_delegate)
        self.table.verticalHeader().hide()
        self.table.setToolTip(
            translate("StudentsPage", "Double-click (or press Enter) to compare a submission with its highest match"))
        header = self.table.horizontalHeader()
        for column in range(len(STUDENT_COLUMNS)):
            mode = QHeaderView.ResizeMode.Stretch if column in (0, 2) else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        self.table.activated.connect(lambda index: self._request(index.row()))  # double click or Enter
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)

    def show_students(self, rows: list[StudentRow], summary: str) -> None:
        """Fill the table with `rows` (kept in the column order the teacher sorted by) under `summary`."""
        self.summary.setText(summary)
        self.table.setUpdatesEnabled(False)
        self.model.setRowCount(0)
        for row in rows:
            name = QStandardItem(
                row.name if row.usable else translate(
                    "StudentsPage", "{name}  (could not be read)").format(name=row.name))
            name.setData(row.name.casefold(), SORT_ROLE)
            name.setData(row.doc_id, DOC_ROLE)
            has_partner = row.partner is not None
            score = QStandardItem(f"{row.highest_score:.0%}" if has_partner else "—")
            score.setData(row.highest_score, SORT_ROLE)
            partner = QStandardItem(row.partner_name if has_partner else "")
            partner.setData(row.partner_name.casefold(), SORT_ROLE)
            partner.setData(row.partner if has_partner else -1, DOC_ROLE)
            matches = QStandardItem(f"{row.matches}")
            matches.setData(row.matches, SORT_ROLE)
            for item in (score, matches):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.model.appendRow([name, score, partner, matches])
        self.table.setUpdatesEnabled(True)

    def row_ids(self, proxy_row: int) -> tuple[int, int | None]:
        """Return the document id and best partner id (None: no pair) of the row shown at `proxy_row`."""
        doc_id = self.proxy.index(proxy_row, 0).data(DOC_ROLE)
        partner = self.proxy.index(proxy_row, 2).data(DOC_ROLE)
        return int(doc_id), (None if partner is None or partner < 0 else int(partner))

    def _request(self, proxy_row: int) -> None:
        doc_id, partner = self.row_ids(proxy_row)
        if partner is not None:
            self.pair_requested.emit(doc_id, partner)
