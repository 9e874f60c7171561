"""The Results tab: threshold slider and exact box, the S-curve and histogram, the ranked table, file problems."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSlider,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from plagcheck.triage.review import ReviewState
from plagcheck.ui.pair_table import WIDEST_ROLE
from plagcheck.ui.views.elided_label import NameDelegate
from plagcheck.ui.views.charts import HistogramWidget, SCurveWidget
from plagcheck.ui.views.problems_panel import ProblemsPanel
from plagcheck.ui.views.threshold_scale import position_of, steps_from
from plagcheck.ui.translation import translate


class PairTableView(QTableView):
    """The ranked pairs; Enter (or a double click) asks for the compare view of the current row."""

    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSortingEnabled(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        # Names start with the student (or the folder that tells students apart): the file part is cut first.
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.name_delegate = NameDelegate(self)
        for column in (1, 2):
            self.setItemDelegateForColumn(column, self.name_delegate)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setHighlightSections(False)
        self.horizontalHeader().setStretchLastSection(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)  # the window adds the review actions
        self.doubleClicked.connect(lambda _: self.open_requested.emit())

    def keyPressEvent(self, event) -> None:
        """Open the compare view on Enter or Return; other keys navigate as usual."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.open_requested.emit()
            return
        super().keyPressEvent(event)

    def fit_columns(self) -> None:
        """Stretch the two name columns and size the figure columns to their titles (never by measuring rows:
        that reads every row and took seconds on large classes)."""
        header = self.horizontalHeader()
        metrics = self.fontMetrics()
        model = self.model()
        for column in range(header.count()):
            if column in (1, 2):  # the names
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
                continue
            title = str(model.headerData(column, Qt.Orientation.Horizontal)) if model is not None else ""
            widest = model.headerData(column, Qt.Orientation.Horizontal, WIDEST_ROLE) if model is not None else None
            lines = [metrics.horizontalAdvance(line) for line in title.split("\n")]
            width = max(*lines, metrics.horizontalAdvance(widest or "100,000")) + 24
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)


class ThresholdBox(QGroupBox):
    """A slider and an exact-value box for the threshold, kept in step; emits `changed(fraction)`."""

    changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("ResultsPage", "Show pairs sharing at least"), parent)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self._steps = steps_from(0.0)
        self.slider.setRange(0, len(self._steps) - 1)  # positions index round steps (threshold_scale.py)
        self.slider.setPageStep(3)
        self.slider.setToolTip(translate("ResultsPage", "Drag to show fewer or more pairs. No rescan is needed."))
        self.box = QDoubleSpinBox(self)
        self.box.setRange(0.0, 100.0)
        self.box.setDecimals(1)
        self.box.setSingleStep(1.0)
        self.box.setSuffix(" %")
        self.box.setKeyboardTracking(False)
        self.box.setToolTip(
            translate(
                "ResultsPage", "The exact threshold: a pair is shown when this share of either document is found in "
                               "the other."))
        self.count_label = QLabel(self)
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.count_label.setWordWrap(True)
        self.range_label = QLabel(self)
        self.range_label.setTextFormat(Qt.TextFormat.PlainText)
        self.range_label.setWordWrap(True)
        self.range_label.setStyleSheet("color: #55606e;")
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.box)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.count_label)
        layout.addWidget(self.range_label)
        layout.addStretch(1)
        self.slider.valueChanged.connect(lambda position: self._set(self.step_value(position), from_slider=True))
        self.box.valueChanged.connect(lambda value: self._set(value / 100, from_slider=False))

    def set_lowest(self, lowest: float) -> None:
        """Stop the controls below `lowest` (pairs under it were never verified, so only a rescan shows them),
        keeping the value shown and emitting nothing: moving the minimum must never apply a threshold."""
        value = self.value()
        with QSignalBlocker(self.slider), QSignalBlocker(self.box):
            self._steps = steps_from(lowest)
            self.slider.setRange(0, len(self._steps) - 1)
            self.box.setMinimum(round(lowest * 100, 1))
        self.set_value(max(value, lowest))
        self.range_label.setText(
            translate(
                "ResultsPage", "Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap "
                               "kept” in Settings and rescan to see them.").format(lowest=round(lowest * 100, 1)))

    def set_value(self, threshold: float) -> None:
        """Show `threshold` in both controls without emitting `changed`."""
        with QSignalBlocker(self.slider), QSignalBlocker(self.box):
            self.slider.setValue(position_of(self._steps, threshold))
            self.box.setValue(round(threshold * 100, 1))

    def value(self) -> float:
        """Return the threshold shown, as a fraction."""
        return round(self.box.value() / 100, 4)

    def step_value(self, position: int) -> float:
        """Return the threshold (a fraction) at slider position `position`."""
        return self._steps[max(0, min(position, len(self._steps) - 1))]

    def _set(self, threshold: float, from_slider: bool) -> None:
        with QSignalBlocker(self.slider), QSignalBlocker(self.box):
            if from_slider:
                self.box.setValue(round(threshold * 100, 1))
            else:
                self.slider.setValue(position_of(self._steps, threshold))
        self.changed.emit(round(threshold, 4))


class ReviewFilterBox(QComboBox):
    """Chooses which review state the table shows (or all); each state shows how many listed pairs are in it."""

    state_chosen = Signal(object)  # a ReviewState, or None for every state

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip(translate("ResultsPage", "Show only the pairs in one review state"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.addItem(translate("ResultsPage", "All review states"), None)
        for state in ReviewState:
            self.addItem(state.label, state)
        self.currentIndexChanged.connect(lambda index: self.state_chosen.emit(self.itemData(index)))

    def show_counts(self, counts: dict[ReviewState, int]) -> None:
        """Put each state's number of listed pairs after its name."""
        for index in range(1, self.count()):
            state = self.itemData(index)
            self.setItemText(index, f"{state.label} ({counts.get(state, 0):,})")

    def chosen_state(self) -> ReviewState | None:
        """Return the state shown, or None for every state."""
        return self.currentData()


class ResultsPage(QWidget):
    """Lays out the threshold controls and charts above the table, and the problems panel below it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.threshold = ThresholdBox(self)
        self.s_curve = SCurveWidget(self)
        self.histogram = HistogramWidget(self)
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setPlaceholderText(translate("ResultsPage", "Filter by name…"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setAcceptDrops(False)  # dropped folders go to the window, not into the box
        self.review_filter = ReviewFilterBox(self)
        self.table_label = QLabel(self)
        self.table_label.setTextFormat(Qt.TextFormat.PlainText)
        self.guide_link = QLabel(translate("ResultsPage", "<a href='guide'>How to read these results</a>"), self)
        self.guide_link.setTextFormat(Qt.TextFormat.RichText)
        self.guide_link.setToolTip(
            translate(
                "ResultsPage", "The built-in guide: the scores, the colours, what a score does and does not prove, and "
                               "how to review a pair fairly (F1)"))
        self.table = PairTableView(self)
        self.problems = ProblemsPanel(self)

        top = QHBoxLayout()
        top.addWidget(self.threshold, 3)
        top.addWidget(self.histogram, 4)
        top.addWidget(self.s_curve, 4)
        self.s_curve.hide()  # the method, not a result: View > Show the search curve (advanced)
        self.threshold.setMinimumWidth(260)

        filter_row = QHBoxLayout()
        filter_row.addWidget(self.filter_edit, 1)
        filter_row.addWidget(self.review_filter)
        filter_row.addWidget(self.table_label)
        filter_row.addSpacing(12)
        filter_row.addWidget(self.guide_link)

        table_area = QWidget(self)
        table_layout = QVBoxLayout(table_area)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addLayout(filter_row)
        table_layout.addWidget(self.table, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setObjectName("resultsSplitter")
        self.splitter.addWidget(table_area)
        self.splitter.addWidget(self.problems)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 4)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)
