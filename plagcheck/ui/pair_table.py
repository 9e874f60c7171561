"""The ranked pairs as a Qt table: a source model of the pairs reported at the threshold, sorted, and a proxy
filtering by name.

A pair is listed when its score reaches the threshold or when it shares a long passage whatever its score
(`PairResult.reported_because`); the "Listed for" column says which. `ScanResult.pairs` is sorted best first,
so when the listed pairs before and after a threshold move differ only at the end (the usual case, in rank
order), rows are inserted or removed there (no reset; the selection survives).
Sorting happens here, in one Python sort over precomputed keys, rather than in QSortFilterProxyModel, which
would call `data()` about N·log N times (measured here on 100,000 pairs, sorting by Jaccard: 19.6 s in the
proxy, 0.27 s in this model).
"""

from __future__ import annotations

import html
from collections.abc import Callable

import numpy as np

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from plagcheck.engine.reading.marked_sources import reference_words
from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.display import display_name
from plagcheck.shared.models import PairResult, ScanResult
from plagcheck.shared.vocabulary import (
    figure_explanation,
    figure_label,
    format_figure,
    pair_figures,
    reason_text,
    shared_units,
)
from plagcheck.triage.labels import class_names
from plagcheck.triage.review import PairKey, ReviewBook, ReviewState, pair_key
from plagcheck.ui.translation import translate

#: Role giving the raw value a column sorts by.
SORT_ROLE = Qt.ItemDataRole.UserRole
#: Role giving the row's PairResult.
PAIR_ROLE = Qt.ItemDataRole.UserRole + 1
#: Header role giving the widest text a column shows, for sizing it (figure columns: "100,000").
WIDEST_ROLE = Qt.ItemDataRole.UserRole + 2

#: The figure (plagcheck.shared.vocabulary key) each figure column shows; the others are "#", the names, "Listed for"
#: and "Review".
FIGURE_COLUMNS = {3: "share_a", 4: "share_b", 5: "similar_overall", 6: "shared_words", 7: "longest_run"}
COLUMNS = ("#", QT_TRANSLATE_NOOP("PairTable", "Document A"), QT_TRANSLATE_NOOP("PairTable", "Document B"),
           *(f"{{{key}}}" for key in FIGURE_COLUMNS.values()), QT_TRANSLATE_NOOP("PairTable", "Listed for"),
           QT_TRANSLATE_NOOP("PairTable", "Review"))
(COL_RANK, COL_A, COL_B, COL_A_IN_B, COL_B_IN_A, COL_SIMILAR, COL_SHARED, COL_LONGEST, COL_REASON,
 COL_REVIEW) = range(len(COLUMNS))
#: Review states in the order the Review column sorts them (undecided first, as the teacher works through them).
STATE_ORDER = {state: i for i, state in enumerate(ReviewState)}
UNREVIEWED_COLOUR = QColor("#6b7280")
#: Marks a review that has a note, after the state's label.
NOTE_MARK = " ✎"
#: Stands for "leave this filter as it is" (None is a real value of the state filter: every state).
_UNCHANGED = object()

ModelIndex = QModelIndex | QPersistentModelIndex


def _two_lines(title: str) -> str:
    """Return a column title on two lines: before its unit ("Longest run\n(words)"), or else at the space nearest
    its middle ("Share of A\nfound in B"), so that the figure columns leave the students' names room."""
    if " (" in title:
        return title.replace(" (", "\n(", 1)
    spaces = [i for i, char in enumerate(title) if char == " "]
    if len(title) < 12 or not spaces:
        return title
    middle = min(spaces, key=lambda i: abs(i - len(title) / 2))
    return title[:middle] + "\n" + title[middle + 1:]


def plain_tooltip(text: str) -> str:
    """Return `text` as a tooltip that Qt shows literally (tooltips would otherwise guess rich text)."""
    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>"


class PairTableModel(QAbstractTableModel):
    """The verified pairs of one ScanResult reported at the threshold (score or long passage), in the chosen
    order; with `copied_only`, scores count copied text only and reworded passages do not report a pair."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._result: ScanResult | None = None
        self._pairs: tuple[PairResult, ...] = ()
        self._names: tuple[str, ...] = ()
        self._labels: tuple[str, ...] = ()  # names as shown: reference documents say which collection
        #: The score of every verified pair, in rank order (also what the histogram counts).
        self.scores: list[float] = []
        self._score_array = np.zeros(0)
        self._longest = np.zeros(0, dtype=np.int64)  # each pair's longest passage (words), for the passage rule
        self._passage_words = 0
        self._copied_only = False
        self._threshold = 0.0
        self._order: list[int] = []  # display row -> index into self._pairs (always a subset of the prefix)
        self._sort_column = COL_RANK
        self._descending = False
        self._keys: dict[int, list] = {}
        self._units = "words"
        self._reviews = ReviewBook()
        self._pair_indexes: dict[PairKey, int] | None = None  # pair key -> index in self._pairs, when needed

    def set_result(self, result: ScanResult | None, threshold: float, copied_only: bool = False) -> None:
        """Show the pairs of `result` (None: nothing) reported at `threshold` (copied text only if asked)."""
        self.beginResetModel()
        self._result = result
        self._copied_only = copied_only
        self._pairs = result.pairs if result else ()
        self._names = tuple(d.name for d in result.documents) if result else ()
        # Names as shown: the student first, without the folders the whole class sits in (the path is the tooltip).
        shown = class_names(result) if result else []
        self._labels = tuple(
            name + (f"  ({reference_words(d.collection)})" if d.is_reference else "")
                             for name, d in zip(shown, result.documents)) if result else ()
        self.scores = [p.score_counting(copied_only) for p in self._pairs]
        self._score_array = np.asarray(self.scores, dtype=np.float64)
        self._passage_words = result.settings.passage_words if result else 0
        self._longest = np.asarray([p.longest_passage(copied_only) if self._passage_words else 0
                                    for p in self._pairs], dtype=np.int64)
        self._keys = {}
        self._pair_indexes = None
        self._units = "characters" if result and result.settings.unit == "char" else "words"
        self._threshold = threshold
        self._order = self._sorted(self._listed(threshold))
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def set_threshold(self, threshold: float) -> None:
        """Show the pairs reported at `threshold` (in rank order, rows usually change at the end only)."""
        self._threshold = threshold
        listed = self._listed(threshold)
        old, count = len(self._order), len(listed)
        in_rank_order = self._sort_column == COL_RANK and not self._descending
        if in_rank_order and count > old and listed[:old] == self._order:
            self.beginInsertRows(QModelIndex(), old, count - 1)
            self._order.extend(listed[old:])
            self.endInsertRows()
        elif in_rank_order and count < old and self._order[:count] == listed:
            self.beginRemoveRows(QModelIndex(), count, old - 1)
            del self._order[count:]
            self.endRemoveRows()
        elif set(listed) != set(self._order):
            self.beginResetModel()
            self._order = self._sorted(listed)
            self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows by `column`; persistent indexes (the selection) follow their pairs."""
        self.layoutAboutToBeChanged.emit()
        old_order = self._order
        self._sort_column, self._descending = column, order == Qt.SortOrder.DescendingOrder
        self._order = self._sorted(old_order)
        new_row = {pair_index: row for row, pair_index in enumerate(self._order)}
        old_indexes = self.persistentIndexList()
        self.changePersistentIndexList(
            old_indexes,
            [self.index(new_row[old_order[i.row()]], i.column()) if 0 <= i.row() < len(old_order) else QModelIndex()
             for i in old_indexes])
        self.layoutChanged.emit()

    def _sorted(self, indexes) -> list[int]:
        if self._sort_column == COL_RANK:
            return sorted(indexes, reverse=self._descending)
        key = self._column_keys(self._sort_column)
        # Ties keep rank order, whichever the direction.
        return sorted(sorted(indexes), key=key.__getitem__, reverse=self._descending)

    def _column_keys(self, column: int) -> list:
        if column not in self._keys:
            value = self._key_function(column)
            self._keys[column] = [value(p) for p in self._pairs]
        return self._keys[column]

    def _key_function(self, column: int) -> Callable[[PairResult], object]:
        names = self._names
        return {
            COL_A: lambda p: names[p.a].casefold(),
            COL_B: lambda p: names[p.b].casefold(),
            COL_SIMILAR: lambda p: p.jaccard,
            COL_A_IN_B: lambda p: p.containment_a if self._copied_only else p.share_a,
            COL_B_IN_A: lambda p: p.containment_b if self._copied_only else p.share_b,
            COL_SHARED: lambda p: shared_units(p, self._copied_only),
            COL_LONGEST: lambda p: p.longest_run,
            COL_REASON: lambda p: self.reason(p) or "",
            COL_REVIEW: lambda p: STATE_ORDER[self._reviews.state_of(p.a, p.b)],
        }[column]

    def set_reviews(self, reviews: ReviewBook, changed: PairKey | None = None) -> None:
        """Show the review states of `reviews` (re-sorting when the table is sorted by review).

        `changed` names the only pair whose review differs from the book shown before: then only its row is
        announced, so a filtering proxy re-checks that row instead of every row.
        """
        self._reviews = reviews
        self._keys.pop(COL_REVIEW, None)
        if self._sort_column == COL_REVIEW:
            self.sort(COL_REVIEW, Qt.SortOrder.DescendingOrder if self._descending else Qt.SortOrder.AscendingOrder)
        if changed is not None:
            pair_index = self._index_of_key().get(pair_key(*changed))
            row = self.row_of(pair_index) if pair_index is not None else None
            if row is not None:
                self.dataChanged.emit(self.index(row, COL_REVIEW), self.index(row, COL_REVIEW))
        elif self._order:
            self.dataChanged.emit(self.index(0, COL_REVIEW), self.index(len(self._order) - 1, COL_REVIEW))

    def _index_of_key(self) -> dict[PairKey, int]:
        if self._pair_indexes is None:
            self._pair_indexes = {pair_key(p.a, p.b): i for i, p in enumerate(self._pairs)}
        return self._pair_indexes

    @property
    def reviews(self) -> ReviewBook:
        """Return the review book the Review column shows."""
        return self._reviews

    def review_state(self, row: int) -> ReviewState:
        """Return the review state of the pair in row `row`."""
        pair = self.pair(row)
        return self._reviews.state_of(pair.a, pair.b)

    def shown_pairs(self) -> tuple[PairResult, ...]:
        """Return the pairs reported at the threshold, best first."""
        return tuple(self._pairs[i] for i in sorted(self._order))

    def reason(self, pair: PairResult) -> str | None:
        """Return why `pair` is listed at the threshold ("score" or "passage"), or None."""
        passage_words = self._result.settings.passage_words if self._result else 0
        return pair.reported_because(self._threshold, passage_words, self._copied_only)

    @property
    def passage_rule(self) -> bool:
        """Return True when the long-passage rule is on (otherwise every pair is listed for its score)."""
        return bool(self._passage_words)

    @property
    def copied_only(self) -> bool:
        """Return True when the figures count copied text only."""
        return self._copied_only

    def passage_only_count(self) -> int:
        """Return how many listed pairs are listed only for a long passage (their score is below the threshold)."""
        if not self._order:
            return 0
        return int(np.count_nonzero(self._score_array[self._order] < self._threshold - 1e-12))

    @property
    def threshold(self) -> float:
        """Return the threshold the rows are cut at."""
        return self._threshold

    @property
    def total_pairs(self) -> int:
        """Return the number of verified pairs in the result, whatever the threshold."""
        return len(self._pairs)

    def pair(self, row: int) -> PairResult:
        """Return the pair shown in row `row`."""
        return self._pairs[self._order[row]]

    def names(self, row: int) -> tuple[str, str]:
        """Return the names of both documents of the pair in row `row`."""
        pair = self.pair(row)
        return self._names[pair.a], self._names[pair.b]

    def row_of(self, pair_index: int) -> int | None:
        """Return the row showing pair `pair_index` of the result, or None when it is not shown."""
        try:
            return self._order.index(pair_index)
        except ValueError:
            return None

    def pair_index(self, row: int) -> int:
        """Return the index in `ScanResult.pairs` of the pair shown in row `row`."""
        return self._order[row]

    def _listed(self, threshold: float) -> list[int]:
        """Return the indexes (rank order) of the pairs reported at `threshold`: score, or a long passage."""
        listed = self._score_array >= threshold - 1e-12
        if self._passage_words:
            listed |= self._longest >= self._passage_words
        return np.flatnonzero(listed).tolist()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        """Return the number of pairs at or above the threshold."""
        return 0 if parent.isValid() else len(self._order)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        """Return the number of columns."""
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        """Return column titles (in the scan's units)."""
        unit = "char" if self._units == "characters" else "word"
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:  # figure titles on two lines: narrower columns, longer names
            key = FIGURE_COLUMNS.get(section)
            if key:
                return _two_lines(figure_label(key, unit))
            title = translate("PairTable", COLUMNS[section])
            # "Aufgeführt wegen" is wider than anything under it: two lines leave the names the room.
            return _two_lines(title) if section == COL_REASON else title
        if role == WIDEST_ROLE:
            return {COL_REASON: translate("PairTable", "long passage"), COL_REVIEW: max((s.label for s in ReviewState), key=len) + NOTE_MARK,
                    COL_RANK: "9,999"}.get(section, "100,000")
        if role == Qt.ItemDataRole.ToolTipRole:
            key = FIGURE_COLUMNS.get(section)
            if key:
                return figure_explanation(
                    key, unit) + (translate("PairTable", " Copied text only.") if self._copied_only else "")
            if section == COL_REASON:
                return (translate("PairTable", "Why the pair is listed: its score reaches the threshold, or it shares "
                                               "a passage long enough to look at whatever its score."))
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        """Return the text, sort value, alignment, tooltip or PairResult of a cell."""
        row = index.row()
        if self._result is None or not 0 <= row < len(self._order):
            return None
        pair_index = self._order[row]
        pair = self._pairs[pair_index]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(pair, pair_index, column)
        if role == SORT_ROLE:
            return pair_index if column == COL_RANK else self._key_function(column)(pair)
        if role == PAIR_ROLE:
            return pair
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (COL_A, COL_B, COL_REASON, COL_REVIEW):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column in (COL_A, COL_B):
            # The whole name (the cell may be shortened), then where the file is.
            doc_id = pair.a if column == COL_A else pair.b
            path = display_name(self._result.document(doc_id).path)
            label = self._labels[doc_id] if doc_id < len(self._labels) else path
            return plain_tooltip(label if label == path else f"{label}\n{path}")
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_REASON:
            unit = "char" if self._units == "characters" else "word"
            return plain_tooltip(reason_text(self.reason(pair), pair, self._copied_only, unit))
        if column == COL_REVIEW:
            return self._review_data(pair, role)
        return None

    def _review_data(self, pair: PairResult, role: int):
        review = self._reviews.review_of(pair.a, pair.b)
        if role == Qt.ItemDataRole.ToolTipRole and review.note:
            return plain_tooltip(review.note)
        if role == Qt.ItemDataRole.ForegroundRole and review.state is ReviewState.UNREVIEWED:
            return QBrush(UNREVIEWED_COLOUR)
        return None

    def _display(self, pair: PairResult, pair_index: int, column: int) -> str:
        if column == COL_RANK:
            return str(pair_index + 1)
        if column == COL_A:
            return self._labels[pair.a]
        if column == COL_B:
            return self._labels[pair.b]
        if column in FIGURE_COLUMNS:
            key = FIGURE_COLUMNS[column]
            return format_figure(key, pair_figures(pair, self._copied_only)[key])
        if column == COL_REASON:
            return translate(
                "PairTable", "long passage") if self.reason(pair) == "passage" else translate("PairTable", "score")
        if column == COL_REVIEW:
            review = self._reviews.review_of(pair.a, pair.b)
            return review.state.label + (NOTE_MARK if review.note else "")
        return ""


class PairFilterProxy(QSortFilterProxyModel):
    """Keeps rows where either document name contains the filter text and, if one is chosen, whose review is in
    the chosen state; sorting is passed to the source model."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._state: ReviewState | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by asking the source model (a single keyed sort instead of N·log N calls into data())."""
        source = self.sourceModel()
        if source is not None and column >= 0:
            source.sort(column, order)

    def set_name_filter(self, text: str) -> None:
        """Keep only pairs where either name contains `text` (case-insensitive; empty keeps all)."""
        self._change_filter(needle=text.strip().casefold())

    def set_state_filter(self, state: ReviewState | None) -> None:
        """Keep only pairs whose review state is `state` (None keeps every state)."""
        self._change_filter(state=state)

    def refilter(self) -> None:
        """Apply the filters again (after review states changed)."""
        self._change_filter()

    def _change_filter(self, **values) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self._set_filter_values(**values)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._set_filter_values(**values)
            self.invalidateRowsFilter()

    def _set_filter_values(self, needle: str | None = None, state: object = _UNCHANGED) -> None:
        if needle is not None:
            self._needle = needle
        if state is not _UNCHANGED:
            self._state = state  # type: ignore[assignment]

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        """Return True when the row's review state and names match the filters."""
        source = self.sourceModel()
        if self._state is not None and source.review_state(source_row) is not self._state:
            return False
        if not self._needle:
            return True
        name_a, name_b = source.names(source_row)
        return self._needle in name_a.casefold() or self._needle in name_b.casefold()

    def pair_at(self, proxy_row: int) -> PairResult | None:
        """Return the pair shown in proxy row `proxy_row`, or None when out of range."""
        if not 0 <= proxy_row < self.rowCount():
            return None
        return self.sourceModel().pair(self.mapToSource(self.index(proxy_row, 0)).row())
