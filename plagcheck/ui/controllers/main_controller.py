"""Wires the main window to scans, settings, the results page (results_controller.py) and the compare view.

The window only lays out; this object decides what a drop, a menu item or a slider move does.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QThreadPool, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QWidget

from plagcheck.engine.reading.marked_sources import likely_source_folders
from plagcheck.i18n import number
from plagcheck.saved.session import SESSION_SUFFIX, OpenedSession
from plagcheck.shared.models import LshParameters, PairResult, Progress, ScanResult, ScanSettings
from plagcheck.shared.vocabulary import count_text, human_date
from plagcheck.triage.review import ReviewBook, carry_reviews
from plagcheck.ui.controllers.class_controller import ClassController, problem_documents
from plagcheck.ui.controllers.class_view_controller import ClassViewController
from plagcheck.ui.controllers.compare_controller import CompareController
from plagcheck.ui.controllers.document_controller import DocumentController
from plagcheck.ui.controllers.drop_checks import ask_sources_in_dialog, ask_template_in_dialog, not_documents
from plagcheck.ui.controllers.encoding_controller import EncodingController
from plagcheck.ui.controllers.export_controller import ExportController
from plagcheck.ui.controllers.results_controller import ResultsController
from plagcheck.ui.controllers.review_controller import ReviewController
from plagcheck.ui.controllers.scan_controller import ScanController, ScanFunction, pipeline_scan
from plagcheck.ui.controllers.session_controller import SessionController, original_folder
from plagcheck.ui.controllers.settings_store import SettingsStore
from plagcheck.ui.controllers.triage_controller import TriageController
from plagcheck.ui.pair_table import PairFilterProxy, PairTableModel
from plagcheck.ui.translation import translate
from plagcheck.ui.views.forget_dialog import ask_forget_in_dialog
from plagcheck.ui.views.main_window import MainWindow
from plagcheck.ui.views.settings_dialog import SettingsDialog


def preview_lsh(settings: ScanSettings) -> LshParameters | None:
    """Return the LSH banding a scan with `settings` would use (None when the engine cannot say)."""
    if settings.bands is not None and settings.rows is not None:
        return LshParameters(settings.bands, settings.rows, settings.num_perm)
    try:
        from plagcheck.engine.copied.lsh import choose_parameters

        return choose_parameters(settings.lowest_threshold, settings.num_perm)
    except (ImportError, ValueError):
        return None



#: The window asks about at most this many files that look like the assignment's question, one by one.
OFFERED_AT_MOST = 3


class MainController(QObject):
    """Owns the window, the current scan and the current result; every user action lands here."""

    def __init__(self, window: MainWindow | None = None, store: SettingsStore | None = None,
                 scan_function: ScanFunction = pipeline_scan, pool: QThreadPool | None = None,
                 log_dir: str | None = None) -> None:
        super().__init__()
        self.window = window or MainWindow()
        self.store = store or SettingsStore()
        self.settings = self.store.scan_settings()
        self.result: ScanResult | None = None
        #: Asks whether folders named like sources hold sources: (window, folders) -> the confirmed ones.
        self.ask_sources: Callable[[QWidget, list[str]], list[str]] = ask_sources_in_dialog
        #: Asks before forgetting cached texts: (window, cache file, texts held) -> True to go ahead.
        self.ask_forget: Callable[[QWidget, Path, int], bool] = ask_forget_in_dialog
        self._sources_asked: set[str] = set()
        #: Asks whether a file that looks like the assignment's question is it: (window, its name) -> True if so.
        self.ask_template: Callable[[QWidget, str], bool] = ask_template_in_dialog
        self._templates_asked: set[str] = set()
        self.scan_paths: list[str] = []
        self.log_dir = log_dir
        self.scans = ScanController(scan_function, pool, self)
        self.compare = CompareController(self.window.compare_view, self)
        self.compare.copied_only = self.settings.copied_only
        self.model = PairTableModel(self)
        self.proxy = PairFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.exports = ExportController(self.window, self, self.store.last_folder, self.store.save_last_folder)
        self.sessions = SessionController(self.window, self, recall=self.store.last_folder, pool=pool)
        self.sessions.used.connect(self._note_check)
        self.sessions.modified.connect(self.window.setWindowModified)
        self.documents = DocumentController(self.window, self._shown_with_reviews, self)
        self.reviews = ReviewController(self.window, self.model, self.proxy, lambda: self.results.shown_pair(),
                                        self._pair_names, self)
        self.triage = TriageController(self.window.groups_page, self.window.students_page, self._triage_visible,
                                       pool, self)
        self.classes = ClassController(self.window, lambda: self.settings, self.take_settings, pool, self)
        self.class_view = ClassViewController(self.window.class_page, lambda: self.settings, self.take_settings, self)
        self.encodings = EncodingController(self.window, lambda: self.result, lambda: self.settings,
                                            self.take_settings, self)
        self.results = ResultsController(self.window, self.model, self.proxy, self.compare, self.reviews, self.triage,
                                         self.class_view, self.store, lambda: self.result, lambda: self.settings,
                                         self._keep_settings, lambda: self.scan_paths, self)
        self._wire()
        self._restore_layout()
        self._show_recent()
        page = self.window.results_page
        page.threshold.set_lowest(self.settings.min_score)
        page.threshold.set_value(self.settings.threshold)
        self.results.apply_threshold(self.settings.threshold)
        page.s_curve.set_parameters(preview_lsh(self.settings))
        self.results.update_counts()
        self.window.show_drop_zone()
        # Draw the results and compare pages once off screen while the app is idle: Qt and PySide set up
        # styles, fonts and enums on first use, which would otherwise land on the first result (~90 ms).
        QTimer.singleShot(0, self._warm_up)

    def _warm_up(self) -> None:
        self.window.results_page.grab()
        self.window.compare_view.grab()

    def _wire(self) -> None:
        w, page = self.window, self.window.results_page
        w.paths_dropped.connect(self.start_scan)
        w.closing.connect(self.shutdown)
        w.open_folder_action.triggered.connect(self.choose_folder)
        w.open_files_action.triggered.connect(self.choose_files)
        w.rescan_action.triggered.connect(self.rescan)
        w.settings_action.triggered.connect(self.edit_settings)
        w.cancel_action.triggered.connect(self.scans.cancel)
        w.quit_action.triggered.connect(w.close)
        w.log_action.triggered.connect(self.show_log_folder)
        w.forget_texts_action.triggered.connect(self.forget_cached_texts)
        w.about_action.triggered.connect(w.show_about)
        w.export_action.triggered.connect(
            lambda: self.exports.export(self.results.display_result(), self.model.threshold, self.reviews.book))
        w.export_anonymised_action.triggered.connect(
            lambda: self.exports.export(self.results.display_result(), self.model.threshold, self.reviews.book, True))
        w.save_session_action.triggered.connect(lambda: self.sessions.save(*self._check_to_save()))
        w.save_session_as_action.triggered.connect(lambda: self.sessions.save(*self._check_to_save(), save_as=True))
        w.print_action.triggered.connect(lambda: self.documents.print_pair())
        w.open_a_action.triggered.connect(lambda: self.documents.open_original("a"))
        w.open_b_action.triggered.connect(lambda: self.documents.open_original("b"))
        w.folder_a_action.triggered.connect(lambda: self.documents.show_folder("a"))
        w.folder_b_action.triggered.connect(lambda: self.documents.show_folder("b"))
        w.may_close = lambda: self.sessions.may_close(*self._check_to_save())
        self.reviews.changed.connect(self.sessions.note_review_change)
        w.open_session_action.triggered.connect(self.sessions.choose_and_open)
        w.drop_zone.open_check_clicked.connect(self.sessions.choose_and_open)
        self.sessions.opened.connect(self.show_session)
        w.drop_zone.open_folder_clicked.connect(self.choose_folder)
        w.drop_zone.open_files_clicked.connect(self.choose_files)
        w.drop_zone.recent_clicked.connect(self.open_recent)
        w.progress_panel.cancel_clicked.connect(self.scans.cancel)
        self.scans.started.connect(self._on_scan_started)
        self.scans.progress_due.connect(w.show_progress)
        self.scans.progress.connect(self._on_progress)
        self.scans.finished.connect(self._on_scan_finished)
        self.scans.failed.connect(self._on_scan_failed)
        self.scans.cancelled.connect(self._on_scan_cancelled)
        page.threshold.changed.connect(self.results.apply_threshold)
        page.histogram.threshold_picked.connect(self.results.set_threshold)
        page.s_curve.threshold_picked.connect(self.results.set_threshold)
        page.filter_edit.textChanged.connect(self.results.on_filter)
        page.review_filter.state_chosen.connect(lambda _: self.results.update_counts())
        self.reviews.changed.connect(self.results.update_counts)
        page.table.setModel(self.proxy)
        page.table.fit_columns()
        page.table.sortByColumn(0, self.proxy.sortOrder().AscendingOrder)
        page.table.selectionModel().selectionChanged.connect(self.results.on_selection)
        page.table.open_requested.connect(self.results.open_compare)
        w.compare_view.next_pair.connect(lambda: self.results.step_pair(1))
        w.compare_view.previous_pair.connect(lambda: self.results.step_pair(-1))
        w.tabs.currentChanged.connect(lambda _: self.triage.refresh() if self._triage_visible() else None)
        self.reviews.changed.connect(self.results.update_triage)
        self.triage.pair_requested.connect(self.results.open_pair)
        w.copied_only_action.setChecked(self.settings.copied_only)
        w.copied_only_action.toggled.connect(self.results.set_copied_only)

    # Starting and stopping scans

    def start_scan(self, paths: list[str]) -> None:
        """Scan `paths` (files or folders) with the current settings, replacing any scan that is running."""
        paths = [p for p in paths if p]
        if not paths:
            return
        if len(paths) == 1 and paths[0].lower().endswith(SESSION_SUFFIX) and Path(paths[0]).is_file():
            self.sessions.open(paths[0])  # a saved check, dropped or given on the command line
            return
        refused = not_documents(paths)
        if len(refused) == len(paths):
            message = "; ".join(
                refused) + translate("MainController", ". Drop a folder of submissions, or the documents themselves.")
            self.window.statusBar().showMessage(message, 15000)
            if self.result is None:
                self.window.drop_zone.show_message(message)
            return
        for path in paths:
            if Path(path).is_dir():
                self._show_recent(self.store.add_recent_folder(str(Path(path).resolve())))
        self._offer_sources(paths)
        if list(paths) != self.scan_paths:  # other files: a new check (a rescan saves over the same file)
            self.sessions.start_new()
            if self.settings.layout != "auto":
                self.settings = replace(self.settings, layout="auto")  # a layout chosen for one class is not the next's
        self.scan_paths = list(paths)
        self.scans.start(paths, self.settings)

    def _offer_sources(self, paths: list[str]) -> None:
        """Ask whether sub-folders named like sources ("sources", "readings"…) hold sources, not students'
        work, once per folder; the ones confirmed are marked (Scan → Sources in the class folder…)."""
        marked = set(self.settings.source_paths)
        found = [f for f in likely_source_folders(paths) if f not in marked and f not in self._sources_asked]
        if not found:
            return
        self._sources_asked.update(found)
        chosen = self.ask_sources(self.window, found)
        if chosen:
            self.settings = replace(self.settings, source_paths=(*self.settings.source_paths, *chosen))
            self.store.save_scan_settings(self.settings)

    def rescan(self) -> None:
        """Scan the last paths again (after a settings change, say)."""
        if self.scan_paths:
            self.start_scan(self.scan_paths)

    def choose_folder(self) -> None:
        """Ask for a folder and scan it."""
        recent = self.store.recent_folders()
        start = recent[0] if recent else str(Path.home())
        folder = QFileDialog.getExistingDirectory(
            self.window, translate("MainController", "Choose a folder of student work"), start)
        if folder:
            self.start_scan([folder])

    def choose_files(self) -> None:
        """Ask for documents and scan them."""
        from plagcheck.engine.reading.extract import SUFFIX_FORMATS

        patterns = " ".join(f"*{suffix}" for suffix in SUFFIX_FORMATS)
        files, _ = QFileDialog.getOpenFileNames(
            self.window, translate("MainController", "Choose documents to compare"), str(Path.home()),
                                                translate(
                                                    "MainController", "Documents ({patterns});;All files (*)").format(patterns=patterns))
        if files:
            self.start_scan(files)

    def open_recent(self, folder: str) -> None:
        """Scan a recent folder or open a recent saved check, or forget it if it is gone."""
        if Path(folder).is_dir() or (folder.lower().endswith(SESSION_SUFFIX) and Path(folder).is_file()):
            self.start_scan([folder])
        else:
            self._show_recent(self.store.remove_recent_folder(folder))
            self.window.statusBar().showMessage(
                translate("MainController", "{folder} no longer exists.").format(folder=folder), 8000)

    def _note_check(self, path: str) -> None:
        """Put a saved or opened check first in the recent list, and remember its folder for the next one."""
        self.store.save_last_folder("check", str(Path(path).resolve().parent))
        self._show_recent(self.store.add_recent_folder(str(Path(path).resolve())))

    def shutdown(self) -> None:
        """Stop any scan, wait for its thread, and remember the window layout."""
        self.scans.shutdown()
        self.sessions.shutdown()
        self.triage.shutdown()
        self.classes.shutdown()
        self.store.save_window_state("geometry", self.window.saveGeometry())
        self.store.save_window_state("results-splitter", self.window.results_page.splitter.saveState())
        self.store.save_scan_settings(self.settings)
        self.store.sync()

    def _on_scan_started(self, paths: list[str]) -> None:
        names = ", ".join(Path(p).name or p for p in paths[:3]) + (" …" if len(paths) > 3 else "")
        self.window.setWindowTitle(translate("MainController", "Scanning {names} — plagcheck").format(names=names))
        self.window.progress_panel.start(f"Scanning {names}")
        self.window.tabs.setEnabled(False)  # the old result stays visible but cannot be used meanwhile
        self.window.drop_zone.show_message("")
        self.window.statusBar().showMessage(translate("MainController", "Scanning…"))

    def _on_progress(self, progress: Progress) -> None:
        self.window.progress_panel.show_progress(progress)

    def _on_scan_finished(self, result: ScanResult, seconds: float) -> None:
        if not isinstance(result, ScanResult):
            self._on_scan_failed(translate("MainController", "the scan ended without a result"))
            return
        self.window.tabs.setEnabled(True)
        # Reviews follow their documents into the rescan (ids may shift); a changed text loses its reviews.
        old = self.result
        self.show_result(result, carry_reviews(self.reviews.book, old.documents, result.documents) if old else None)
        # The counts beside it say how many files were read and compared, and the line above the table what
        # was ignored: the message repeats neither (in a long language it had no room left).
        self.window.statusBar().showMessage(
            translate("MainController", "Scanned in {seconds} s.").format(seconds=number(seconds, 1)), 15000)
        shown = self.result
        if shown is not None and shown.offered_templates:
            QTimer.singleShot(0, lambda: self._offer_templates(shown))

    def _offer_templates(self, result: ScanResult) -> None:
        """Ask, once per file, whether each document offered as the assignment's question (engine/copied/prompt.py)
        is it; the ones confirmed become files given to everyone, and the class is scanned again."""
        if result is not self.result:
            return  # another scan has replaced it
        by_id = {d.id: d for d in result.documents}
        # A file inside a zip cannot be named as a template: only files on disk are offered.
        offered = [by_id[doc_id] for doc_id in result.offered_templates if doc_id in by_id
                   and by_id[doc_id].path not in self._templates_asked and Path(by_id[doc_id].path).is_file()]
        self._templates_asked.update(d.path for d in offered)
        if len(offered) > OFFERED_AT_MOST:
            # Many look-alikes are a class whose essays share much, not sheets: say so once, ask nothing.
            self.window.statusBar().showMessage(self.tr(
                "{count} files look like the assignment's question; if one is, add it under Scan → Files given "
                "to everyone…").format(count=len(offered)), 20000)
            return
        chosen = [d.path for d in offered if self.ask_template(self.window, d.name)]
        if chosen:
            self.take_settings(replace(self.settings, template_paths=(*self.settings.template_paths, *chosen)))

    def _on_scan_failed(self, message: str) -> None:
        self._after_stopped_scan(
            translate("MainController", "The scan stopped with an error: {message}").format(message=message))

    def _on_scan_cancelled(self) -> None:
        self._after_stopped_scan(translate("MainController", "Scan cancelled."))

    def _after_stopped_scan(self, message: str) -> None:
        self.window.tabs.setEnabled(True)
        self.window.statusBar().showMessage(message, 15000)
        if self.result is None:
            self.window.setWindowTitle("plagcheck")
            self.window.drop_zone.show_message(message)
            self.window.show_drop_zone()
        else:
            self.results.set_title(self.result)
            self.window.show_results()

    # Showing a result

    def show_result(self, result: ScanResult, reviews: ReviewBook | None = None) -> None:
        """Make `result` the current one and show it with `reviews` (None: none yet): table, charts, problems and
        the first pair."""
        self.result = result
        self.results.show(result, reviews)

    def show_session(self, opened: OpenedSession, path: str) -> None:
        """Show a check opened from `path`: its result at its threshold, its reviews, and changed files."""
        self.scans.cancel()
        result = opened.session.result
        self.settings = result.settings  # a rescan uses the settings the check was made with
        self.scan_paths = original_folder(result)
        self.window.tabs.setEnabled(True)
        self.show_result(result, opened.session.reviews)
        changed = [(check.file.path, check.message) for check in opened.warnings]
        self.window.results_page.problems.show_documents(problem_documents(result), changed, result.notices)
        self.results.update_counts()
        missing = (
            translate(
                "MainController", " {missing} original files are no longer where they were; their saved text is shown.").format(missing=number(opened.missing))
                   if opened.missing else "")
        self.window.statusBar().showMessage(
            translate(
                "MainController", "Opened {name}, saved {saved_at}.{missing}").format(
                    name=Path(path).name, saved_at=human_date(opened.session.saved_at), missing=missing))
        self.window.setWindowTitle(translate("MainController", "{name}[*] — plagcheck").format(name=Path(path).name))

    def _shown_with_reviews(self) -> tuple[ScanResult, PairResult, ReviewBook] | None:
        pair = self.results.shown_pair()
        result = self.results.display_result()
        return None if pair is None or result is None else (result, pair, self.reviews.book)

    def _check_to_save(self) -> tuple[ScanResult | None, float, ReviewBook, str]:
        name = Path(self.scan_paths[0]).name if self.scan_paths else translate("MainController", "plagcheck check")
        return self.result, self.model.threshold, self.reviews.book, name

    def _triage_visible(self) -> bool:
        return self.window.tabs.currentWidget() in (self.window.groups_page, self.window.students_page)

    def _pair_names(self, pair: PairResult) -> tuple[str, str]:
        assert self.result is not None
        return self.result.document(pair.a).name, self.result.document(pair.b).name

    # Settings and help

    def edit_settings(self) -> None:
        """Open the Settings dialog; if a comparison setting changed, remember it and rescan."""
        dialog = SettingsDialog(self.settings, self.window, language=self.store.language())
        if not dialog.exec():
            return
        if dialog.language() != self.store.language():
            self.store.save_language(dialog.language())
            self.window.statusBar().showMessage(translate(
                "MainController", "The new language takes effect the next time plagcheck starts."), 15000)
        new = dialog.settings()
        changed = new.with_threshold(self.settings.threshold) != self.settings
        self.settings = new
        self.store.save_scan_settings(new)
        if self.result is None:
            self.window.results_page.threshold.set_lowest(new.min_score)
        self.results.set_threshold(new.threshold)
        if self.result is None:
            self.window.results_page.s_curve.set_parameters(preview_lsh(new))
        if changed and self.scan_paths:
            self.rescan()

    def _keep_settings(self, new: ScanSettings) -> None:
        self.settings = new

    def take_settings(self, new: ScanSettings) -> None:
        """Use `new` settings (templates or reference collections changed): remember them and rescan."""
        self.settings = new
        self.store.save_scan_settings(new)
        if self.scan_paths:
            self.rescan()

    def forget_cached_texts(self) -> None:
        """Ask, then delete the cache of texts read from students' files (not while a scan uses it)."""
        from plagcheck.engine.reading.extract.cache import cache_path, cached_count, clear_cache

        if self.scans.running:
            self.window.statusBar().showMessage(
                translate("MainController", "Wait for the scan to end (or cancel it) to forget cached texts."),
                                                10000)
            return
        path = cache_path()
        if not self.ask_forget(self.window, path, cached_count()):
            return
        try:
            forgotten = clear_cache()
        except (OSError, sqlite3.Error) as exc:
            self.window.statusBar().showMessage(
                translate("MainController", "The cached texts could not be deleted: {exc}").format(exc=exc), 15000)
            return
        self.window.statusBar().showMessage(
            translate("MainController", "Forgot {text}.").format(text=count_text(forgotten, 'cached text')), 10000)

    def show_log_folder(self) -> None:
        """Open the folder holding the app's log files."""
        if self.log_dir:
            QDesktopServices.openUrl(QUrl.fromLocalFile(self.log_dir))

    def _show_recent(self, folders: list[str] | None = None) -> None:
        folders = self.store.recent_folders() if folders is None else folders
        self.window.drop_zone.set_recent(folders)
        menu = self.window.recent_menu
        menu.clear()
        for folder in folders:
            action = menu.addAction(folder.replace("&", "&&"))  # '&' would mark a shortcut key
            action.triggered.connect(lambda _=False, f=folder: self.open_recent(f))
        menu.setEnabled(bool(folders))

    def _restore_layout(self) -> None:
        geometry = self.store.window_state("geometry")
        if geometry is not None and self.window.restoreGeometry(geometry):
            self.window.fit_to_screen(keep_size=True)  # remembered on a larger screen: fit this one
        splitter = self.store.window_state("results-splitter")
        if splitter is not None:
            self.window.results_page.splitter.restoreState(splitter)


def make_test_settings(path: str) -> SettingsStore:
    """Return a SettingsStore backed by an INI file at `path` (tests and screenshots never touch the real one)."""
    return SettingsStore(QSettings(path, QSettings.Format.IniFormat))
