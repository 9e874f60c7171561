"""The results page: the ranked pair table and its name filter, the threshold slider and the charts beside
it, the copied-only switch, the counts, and which pair the compare view shows (the table's selection).

The main controller owns the current result and the settings, and wires the page's signals here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QItemSelection, QObject, QSignalBlocker, QTimer

from plagcheck.i18n import number
from plagcheck.shared.class_figures import class_figures, files_text
from plagcheck.shared.models import PairResult, ScanResult, ScanSettings
from plagcheck.shared.vocabulary import count_text, percent, units_word
from plagcheck.triage.review import ReviewBook
from plagcheck.ui.controllers.class_controller import ignored_text, problem_documents
from plagcheck.ui.controllers.class_view_controller import ClassViewController
from plagcheck.ui.controllers.compare_controller import CompareController
from plagcheck.ui.controllers.review_controller import ReviewController
from plagcheck.ui.controllers.settings_store import SettingsStore
from plagcheck.ui.controllers.triage_controller import TriageController
from plagcheck.ui.pair_table import COL_REASON, PairFilterProxy, PairTableModel
from plagcheck.ui.translation import translate
from plagcheck.ui.views.main_window import MainWindow


def listed_line(model: PairTableModel, result: ScanResult | None) -> str:
    """Return the slider's note: how many pairs are listed, and how many only for a long passage."""
    line = translate(
        "ResultsController", "{rowCount} of {total_pairs} checked pairs listed").format(
            rowCount=number(model.rowCount()), total_pairs=number(model.total_pairs))
    passage_only = model.passage_only_count()
    if passage_only and result is not None:
        units = units_word(result.settings.unit)
        line += (
            translate(
                "ResultsController", "; {passage_only} of them below the threshold, listed for a shared passage of "
                                     "{passage_words}+ {units}").format(
                                         passage_only=number(
                                             passage_only), passage_words=number(
                                                 result.settings.passage_words), units=units))
    if model.copied_only:
        line += translate("ResultsController", " (copied text only)")
    return line


def slider_floor(settings: ScanSettings) -> float:
    """Return the lowest threshold the slider may reach: pairs under it were dropped by the scan."""
    return min(settings.min_score, settings.threshold)


class ResultsController(QObject):
    """Shows the current result on the results page and keeps the table, the charts, the compare view, the
    reviews and the groups in step with the threshold, the filter and the selection."""

    def __init__(self, window: MainWindow, model: PairTableModel, proxy: PairFilterProxy,
                 compare: CompareController, reviews: ReviewController, triage: TriageController,
                 class_view: ClassViewController, store: SettingsStore, result: Callable[[], ScanResult | None],
                 settings: Callable[[], ScanSettings], keep_settings: Callable[[ScanSettings], None],
                 scan_paths: Callable[[], list[str]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.model = model
        self.proxy = proxy
        self.compare = compare
        self.reviews = reviews
        self.triage = triage
        self.class_view = class_view
        self.store = store
        #: The current result (the main controller's), the settings and a way to keep new ones without a rescan,
        #: and the paths scanned (for the title).
        self._result = result
        self._settings = settings
        self._keep_settings = keep_settings
        self._scan_paths = scan_paths
        self._display: tuple[ScanResult, ScanResult] | None = None  # (result, as displayed)

    def show(self, result: ScanResult, reviews: ReviewBook | None = None) -> None:
        """Show `result` (the current one) with `reviews` (None: none yet): table, charts, problems and the first
        pair."""
        self.compare.clear()
        page = self.window.results_page
        floor = slider_floor(result.settings)
        threshold = max(self._settings().threshold, floor)
        page.threshold.set_lowest(floor)
        page.threshold.set_value(threshold)
        self.model.set_result(result, threshold, self._settings().copied_only)
        self.reviews.set_book(reviews if reviews is not None else ReviewBook())
        page.table.fit_columns()
        page.table.setColumnHidden(COL_REASON, not self.model.passage_rule)  # all "score" when the rule is off
        page.histogram.set_scores(self.model.scores)
        page.s_curve.set_parameters(result.lsh)
        page.problems.show_documents(problem_documents(result), notices=result.notices)
        self.class_view.show_result(result)
        self.apply_threshold(threshold)
        self.set_title(result)
        self.window.show_results()
        self.window.tabs.setCurrentWidget(page)
        page.table.setFocus()
        # The first pair's texts are laid out on the next turn of the event loop, after the table is painted,
        # so no single step keeps the loop busy for long.
        QTimer.singleShot(0, lambda: self._select_first_pair(result))

    def _select_first_pair(self, result: ScanResult) -> None:
        if result is not self._result() or self.window.results_page.table.selectionModel().hasSelection():
            return
        if self.proxy.rowCount():
            self.window.results_page.table.selectRow(0)
        else:
            self.compare.clear(
                translate("ResultsController", "No pair reaches the threshold. Lower it with the slider to see more."))
            self.reviews.show_pair(None)

    def set_threshold(self, threshold: float) -> None:
        """Move the threshold (from a chart click): update the controls, which re-filter the table."""
        floor = slider_floor(self._result().settings) if self._result() else self._settings().min_score
        threshold = max(floor, min(1.0, threshold))
        self.window.results_page.threshold.set_value(threshold)
        self.apply_threshold(threshold)

    def apply_threshold(self, threshold: float) -> None:
        """Filter the table at `threshold` and bring the charts, counts, reviews and groups in step with it (the
        slider moved); the settings keep it."""
        page = self.window.results_page
        self._keep_settings(self._settings().with_threshold(threshold))
        shown = self.compare.comparison.pair if self.compare.comparison is not None else None
        self.model.set_threshold(threshold)
        if shown is not None and self._result() is not None and not page.table.selectionModel().hasSelection():
            index = next((i for i, pair in enumerate(self._result().pairs) if pair is shown), None)
            if index is not None:
                self._select_pair(index)
        page.histogram.set_threshold(threshold)
        page.s_curve.set_threshold(threshold)
        page.threshold.count_label.setText(listed_line(self.model, self._result()))
        self.reviews.update_counts()
        self.update_counts()
        self.update_triage()

    def set_copied_only(self, copied_only: bool) -> None:
        """Show copied passages only (or both kinds): figures, table, charts and compare view; no rescan.
        Remembered like the threshold."""
        settings = replace(self._settings(), copied_only=copied_only)
        self._keep_settings(settings)
        self.store.save_scan_settings(settings)
        with QSignalBlocker(self.window.copied_only_action):
            self.window.copied_only_action.setChecked(copied_only)
        if self._result() is None:
            return
        shown = self.shown_pair()
        self.model.set_result(self._result(), self.model.threshold, copied_only)
        self.window.results_page.histogram.set_scores(self.model.scores)
        self.apply_threshold(self.model.threshold)
        index = next((i for i, pair in enumerate(self._result().pairs) if pair is shown), None)
        if index is not None:
            self.compare.copied_only = copied_only
            self.compare.show_pair(self._result(), index)
            self._select_pair(index)

    def display_result(self) -> ScanResult | None:
        """Return the result as the window shows it: with the display settings (copied only) in force, for
        the groups, exports and the report (one object per result and setting, so views can tell it is the same)."""
        if self._result() is None:
            return None
        if self._display is None or self._display[0] is not self._result() or \
                self._display[1].settings.copied_only != self._settings().copied_only:
            settings = replace(self._result().settings, copied_only=self._settings().copied_only)
            self._display = (self._result(), replace(self._result(), settings=settings))
        return self._display[1]

    def update_triage(self) -> None:
        """Show the groups and students at the threshold, with the reviews."""
        self.triage.set_state(self.display_result(), self.model.threshold, self.reviews.book)

    def open_pair(self, a: int, b: int) -> None:
        """Show the pair of documents `a` and `b` in the compare view (selecting its row if the table lists it)."""
        index = self.triage.pair_of(a, b)
        if index is None or self._result() is None:
            return
        self.window.results_page.table.clearSelection()
        self._select_pair(index)
        if self.shown_pair() is not self._result().pairs[index]:  # filtered out of the table: show it anyway
            self.compare.show_pair(self._result(), index)
            self.reviews.show_pair(self._result().pairs[index])
        self.open_compare()

    def on_filter(self, text: str) -> None:
        """List only the pairs whose names hold `text`."""
        self.proxy.set_name_filter(text)
        self.update_counts()

    def on_selection(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        """Show the selected row's pair in the compare view and the review panel."""
        indexes = self.window.results_page.table.selectionModel().selectedRows()
        if self._result() is None or not indexes:
            return
        pair_index = self.model.pair_index(self.proxy.mapToSource(indexes[0]).row())
        if self.compare.comparison is None or self.compare.comparison.pair is not self._result().pairs[pair_index]:
            self.compare.show_pair(self._result(), pair_index)
            self.reviews.show_pair(self._result().pairs[pair_index])

    def shown_pair(self) -> PairResult | None:
        """Return the pair the compare view shows (the selected one; review actions apply to it), or None."""
        return self.compare.comparison.pair if self.compare.comparison is not None else None

    def _select_pair(self, pair_index: int) -> None:
        """Select the row of pair `pair_index` again (after a re-sorted threshold change), if it is shown."""
        row = self.model.row_of(pair_index)
        if row is not None:
            proxy_index = self.proxy.mapFromSource(self.model.index(row, 0))
            if proxy_index.isValid():
                self.window.results_page.table.selectRow(proxy_index.row())

    def step_pair(self, step: int) -> None:
        """Select the pair `step` rows below (negative: above) the selected one in the table, if there is one."""
        table = self.window.results_page.table
        rows = table.selectionModel().selectedRows()
        target = (rows[0].row() if rows else -1) + step
        if 0 <= target < self.proxy.rowCount():
            table.selectRow(target)

    def open_compare(self) -> None:
        """Show the compare view of the selected pair."""
        if self.compare.comparison is not None:
            self.window.tabs.setCurrentWidget(self.window.compare_view)
            self.window.compare_view.pane_a.setFocus()

    def set_title(self, result: ScanResult) -> None:
        """Title the window with the folders scanned."""
        names = ", ".join(Path(p).name or p for p in self._scan_paths()[:2]) or "results"
        self.window.setWindowTitle(translate("ResultsController", "{names}[*] — plagcheck").format(names=names))

    def update_counts(self) -> None:
        """Write the counts above the table and in the status bar."""
        page = self.window.results_page
        if self._result() is None:
            self.window.counts_label.setText(translate("ResultsController", "No scan yet"))
            page.table_label.setText("")
            return
        figures = class_figures(self._result())
        shown = self.proxy.rowCount()
        ignored = ignored_text(self._result())
        page.table_label.setText(
            translate("ResultsController", "{pairs} listed").format(pairs=count_text(shown, "pair"))
                                 + (f" · {ignored}" if ignored else ""))
        self.window.counts_label.setText(
            translate(
                "ResultsController", "{figures} · {problems} with problems · {pair} listed at {threshold} · "
                                     "{total_pairs} checked").format(
                                         figures=files_text(
                                             figures), problems=number(
                                                 figures.problems), pair=count_text(
                                                     self.model.rowCount(), 'pair'), threshold=percent(
                                                         self.model.threshold), total_pairs=number(
                                                             self.model.total_pairs)))
