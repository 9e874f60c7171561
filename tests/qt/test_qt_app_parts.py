"""Smaller parts of the app: the table model's threshold cut, the charts, remembered settings, error hooks."""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

from plagcheck import app
from plagcheck.shared.models import DocumentRecord, LshParameters, PairResult, ScanResult, ScanSettings
from plagcheck.ui import qt_compat
from plagcheck.ui.controllers.settings_store import SettingsStore
from plagcheck.ui.error_reporter import ErrorReporter
from plagcheck.ui.pair_table import COL_A_IN_B, COL_RANK, PairFilterProxy, PairTableModel
from plagcheck.ui.views.charts import HistogramWidget, SCurveWidget
from plagcheck.ui.views.settings_dialog import SettingsDialog


def result_with_scores(scores: list[float]) -> ScanResult:
    names = [f"student {i:02d}.txt" for i in range(len(scores) + 1)]
    docs = tuple(DocumentRecord(i, f"/c/{n}", n, "ok", "", text="x") for i, n in enumerate(names))
    pairs = tuple(PairResult(0, i + 1, s / 2, s, s * 0.9, 10, 5) for i, s in enumerate(sorted(scores, reverse=True)))
    return ScanResult(ScanSettings(), docs, pairs, LshParameters(20, 5, 100), len(pairs))


def test_the_model_cuts_at_the_threshold_by_adding_and_removing_rows_at_the_end(qtmodeltester):
    result = result_with_scores([0.9, 0.7, 0.5, 0.5, 0.3, 0.1])
    model = PairTableModel()
    model.set_result(result, 0.5)
    qtmodeltester.check(model)
    assert model.rowCount() == 4
    model.set_threshold(0.3)
    assert model.rowCount() == 5
    model.set_threshold(0.95)
    assert model.rowCount() == 0
    model.set_threshold(0.0)
    assert model.rowCount() == 6 == model.total_pairs
    assert model.index(0, COL_A_IN_B).data() == "90%"


def test_the_proxy_sorts_by_value_and_filters_by_either_name():
    result = result_with_scores([0.9, 0.7, 0.5, 0.3])
    model = PairTableModel()
    model.set_result(result, 0.0)
    proxy = PairFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(COL_A_IN_B, Qt.SortOrder.AscendingOrder)
    assert [proxy.index(r, COL_A_IN_B).data() for r in range(4)] == ["30%", "50%", "70%", "90%"]
    proxy.sort(COL_RANK, Qt.SortOrder.AscendingOrder)
    proxy.set_name_filter("STUDENT 03")
    assert proxy.rowCount() == 1 and proxy.pair_at(0).b == 3
    proxy.set_name_filter("student 00")  # document A of every pair
    assert proxy.rowCount() == 4
    proxy.set_name_filter("")
    assert proxy.rowCount() == 4 and proxy.pair_at(9) is None


def test_histogram_counts_and_click_moves_the_threshold(qtbot):
    chart = HistogramWidget()
    qtbot.addWidget(chart)
    chart.resize(400, 160)
    chart.set_scores([0.05, 0.06, 0.41, 0.99, 1.0])
    assert sum(chart.counts) == 5 and chart.counts[-1] == 2
    assert chart.count_at_or_above(0.4) == 3
    rect = chart.plot_rect()
    with qtbot.waitSignal(chart.threshold_picked) as blocker:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(int(rect.left() + rect.width() * 0.5), 50))
    assert blocker.args[0] == pytest.approx(0.5, abs=0.01)


def test_s_curve_shows_the_probability_at_the_threshold(qtbot):
    chart = SCurveWidget()
    qtbot.addWidget(chart)
    chart.resize(400, 160)
    lsh = LshParameters(20, 5, 100)
    chart.set_parameters(lsh)
    chart.set_threshold(0.8)
    assert "(20 × 5)" in chart.title
    image = chart.grab().toImage()
    rect = chart.plot_rect()
    # The blue curve is drawn where 1 - (1 - s^r)^b says: at s = 0.5 it is at 47% of the plot's height.
    x = int(chart.x_of(0.5))
    blue_rows = [y for y in range(int(rect.top()), int(rect.bottom()))
                 if image.pixelColor(x, y).blue() - image.pixelColor(x, y).red() > 80]
    expected = rect.bottom() - lsh.probability(0.5) * rect.height()
    assert blue_rows and min(abs(y - expected) for y in blue_rows) <= 2


def test_settings_come_back_typed_after_a_restart(tmp_path: Path):
    ini = str(tmp_path / "s.ini")
    store = SettingsStore(QSettings(ini, QSettings.Format.IniFormat))
    store.add_recent_folder("/only/one")
    wanted = ScanSettings(unit="char", k=7, num_perm=256, threshold=0.35, min_score=0.05, lowest_threshold=0.3,
                          fold_homoglyphs=False, group_subfolders=True, min_passage_words=12)
    store.save_scan_settings(wanted)
    store.sync()
    again = SettingsStore(QSettings(ini, QSettings.Format.IniFormat))
    assert again.recent_folders() == ["/only/one"]  # a one-item list, not the string's characters
    assert again.scan_settings() == wanted
    for folder in [f"/f{i}" for i in range(12)]:
        again.add_recent_folder(folder)
    assert len(again.recent_folders()) == 8 and again.recent_folders()[0] == "/f11"


def test_garbage_in_the_settings_file_falls_back_to_defaults(tmp_path: Path):
    ini = tmp_path / "s.ini"
    ini.write_text("[scan]\nnum_perm=lots\nunit=klingon\nthreshold=0.4\n", encoding="utf-8")
    store = SettingsStore(QSettings(str(ini), QSettings.Format.IniFormat))
    assert store.scan_settings() == ScanSettings()


def test_settings_dialog_edits_and_validates(qtbot):
    dialog = SettingsDialog(ScanSettings(threshold=0.4))
    qtbot.addWidget(dialog)
    dialog.chars.setChecked(True)
    dialog.k.setValue(0)
    dialog.num_perm.setValue(64)
    dialog.fold_homoglyphs.setChecked(False)
    edited = dialog.settings()
    assert (edited.unit, edited.k, edited.num_perm, edited.fold_homoglyphs, edited.threshold) == \
           ("char", None, 64, False, 0.4)
    dialog.k.setValue(9)
    assert dialog.settings().shingle_k == 9


def test_settings_dialog_edits_reworded_copying_and_the_long_passage_rule(qtbot):
    dialog = SettingsDialog(ScanSettings(passage_words=40, copied_only=True))
    qtbot.addWidget(dialog)
    assert dialog.find_reworded.isChecked() and dialog.passage_words.value() == 40
    dialog.find_reworded.setChecked(False)
    dialog.passage_words.setValue(0)
    assert dialog.passage_words.text() == "Off"
    edited = dialog.settings()
    assert (edited.find_reworded, edited.passage_words, edited.copied_only) == (False, 0, True)


def test_exception_hooks_log_and_report_once_per_box(qtbot, tmp_path: Path, caplog):
    reporter = ErrorReporter(str(tmp_path / "plagcheck.log"))
    saved = sys.excepthook, threading.excepthook
    try:
        app.install_exception_hooks(reporter.report.emit)
        with caplog.at_level(logging.ERROR, logger="plagcheck"):
            try:
                raise ValueError("broken slot")
            except ValueError:
                sys.excepthook(*sys.exc_info())
            thread = threading.Thread(target=lambda: 1 / 0)
            thread.start()
            thread.join()
        qtbot.waitUntil(lambda: reporter.box is not None)
        assert "ValueError: broken slot" in reporter.box.text()
        assert reporter.shown == 1  # the second error went to the log, not a second box
        assert "ZeroDivisionError" in caplog.text and "broken slot" in caplog.text
        reporter.box.close()
    finally:
        sys.excepthook, threading.excepthook = saved


def test_logging_goes_to_a_rotating_file(tmp_path: Path):
    root = logging.getLogger()
    handlers = list(root.handlers)
    try:
        path = app.setup_logging(tmp_path / "logs")
        logging.getLogger("plagcheck.test").error("written to the file")
        for handler in root.handlers:
            handler.flush()
        assert "written to the file" in path.read_text(encoding="utf-8")
    finally:
        for handler in root.handlers:
            if handler not in handlers:
                root.removeHandler(handler)
                handler.close()


def test_command_line_paths_are_scanned_when_they_exist(tmp_path: Path):
    (tmp_path / "essay.txt").write_text("x", encoding="utf-8")
    assert app.scan_arguments(["plagcheck", str(tmp_path), "--verbose", str(tmp_path / "missing")]) == [str(tmp_path)]


def test_many_qt_calls_and_emits_never_exhaust_none_or_true(qtbot):
    chart = HistogramWidget()
    qtbot.addWidget(chart)
    received = []
    chart.threshold_picked.connect(received.append)
    for i in range(20_000):  # PySide6 6.12.0 on Python 3.11 aborted the interpreter long before this unguarded
        chart.threshold_picked.emit(i / 20_000)
        chart.setObjectName("chart")
    assert len(received) == 20_000
    if qt_compat.PROTECTED:
        assert sys.getrefcount(None) > qt_compat.BALLAST // 2 and sys.getrefcount(True) > qt_compat.BALLAST // 2
    else:
        assert not qt_compat.pyside_drops_references()


def test_settings_dialog_edits_what_counts_as_shared_and_the_store_keeps_it(qtbot, tmp_path: Path):
    dialog = SettingsDialog(ScanSettings())
    qtbot.addWidget(dialog)
    assert dialog.exclude_bibliography.isChecked() and not dialog.exclude_quotes.isChecked()
    assert dialog.exclude_cited_quotes.isChecked()
    assert (dialog.common_share.value(), dialog.min_match.value()) == (30, 8)
    dialog.exclude_quotes.setChecked(True)
    dialog.exclude_cited_quotes.setChecked(False)
    dialog.exclude_bibliography.setChecked(False)
    dialog.common_share.setValue(0)  # shown as "Off"
    dialog.min_match.setValue(12)
    edited = dialog.settings()
    assert (edited.exclude_quotes, edited.exclude_bibliography, edited.common_share, edited.min_match_words) == \
           (True, False, 0.0, 12)
    assert not edited.exclude_cited_quotes
    ini = str(tmp_path / "s.ini")
    store = SettingsStore(QSettings(ini, QSettings.Format.IniFormat))
    store.save_scan_settings(edited)
    store.sync()
    again = SettingsStore(QSettings(ini, QSettings.Format.IniFormat)).scan_settings()
    assert (again.exclude_quotes, again.exclude_bibliography, again.common_share, again.min_match_words) == \
           (True, False, 0.0, 12)
    assert not again.exclude_cited_quotes


def test_progress_moves_from_the_start_and_each_bar_matches_its_count(qtbot):
    from plagcheck.shared.models import Progress
    from plagcheck.ui.views.progress_panel import ProgressPanel

    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.start("Scanning class")
    reading = panel._rows["Reading"]
    assert reading[0].text() == "▶" and reading[2].maximum() == 0  # busy before any file is read
    panel.show_progress(Progress("read", 0, 100))
    assert reading[2].maximum() == 0 and panel.stage_text("read") == "0 / 100"
    panel.show_progress(Progress("read", 40, 100))
    assert (reading[2].value(), reading[2].maximum(), panel.stage_text("read")) == (40, 100, "40 / 100")
    panel.show_progress(Progress("signature", 3, 12))
    comparing = panel._rows["Comparing"]
    assert reading[0].text() == "✓" and (comparing[2].value(), comparing[2].maximum()) == (3, 12)
    assert panel.stage_text("shingle") == "3 / 12"  # one row for the three comparing stages
    assert [panel._rows[words][1].text() for words in panel._order] == [
        "Reading", "Comparing", "Checking matches", "Checking the reference library"]
