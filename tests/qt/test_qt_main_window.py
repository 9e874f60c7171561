"""The main window end to end on the real pipeline: drop a folder, scan, table, slider, cancel, supersede."""

from __future__ import annotations

from dataclasses import replace

import time
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from class_folder import make_class_folder
from conftest import scan_and_wait
from plagcheck.shared.models import ScanSettings
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings
from plagcheck.ui.controllers.scan_controller import pipeline_scan
from plagcheck.ui.pair_table import COL_A, COL_B


def drag_event(cls, mime: QMimeData):
    """Return a drag event at (200, 200): PySide6 6.11 takes a QPoint there, 6.12 a QPointF."""
    rest = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        return cls(QPointF(200, 200), *rest)
    except TypeError:
        return cls(QPoint(200, 200), *rest)


def drop_paths(widget, paths: list[Path]) -> None:
    """Send the drag-enter and drop events a file manager would send for `paths`."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = drag_event(QDragEnterEvent, mime)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(widget, drag_event(QDropEvent, mime))


def names_in_table(controller: MainController) -> list[tuple[str, str]]:
    proxy = controller.proxy
    return [(proxy.index(r, COL_A).data(), proxy.index(r, COL_B).data()) for r in range(proxy.rowCount())]


def test_dropping_a_folder_runs_a_scan_and_fills_the_table(qtbot, controller, class_folder):
    window = controller.window
    assert window.pages.currentWidget() is window.drop_zone
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        drop_paths(window, [class_folder])
    result = blocker.args[0]
    assert window.pages.currentWidget() is window.tabs
    assert controller.proxy.rowCount() == len(result.pairs_above(controller.model.threshold)) > 0
    top_a, top_b = names_in_table(controller)[0]
    first, second = sorted((top_a, top_b))
    copied = sorted(d.name for d in result.documents if d.name.endswith("essay.txt"))
    # Students 0 and 1 of the generated class share most of their essays: they must rank first.
    names = {result.document(result.pairs[0].a).name, result.document(result.pairs[0].b).name}
    assert {first, second} == {name.rsplit("/", 1)[-1] for name in names} and names <= set(copied)
    problems = window.results_page.problems
    listed = {problems.tree.topLevelItem(i).text(1) for i in range(problems.problem_count())}
    assert any("Empty hand-in" in name for name in listed)
    assert any("Slides.key" in name for name in listed)
    assert "files" in window.counts_label.text()
    qtbot.waitUntil(lambda: controller.compare.comparison is not None)
    assert controller.compare.comparison.pair is result.pairs[0]
    assert str(class_folder.resolve()) in controller.store.recent_folders()


def test_dropping_a_file_that_is_not_a_document_gives_a_message(qtbot, controller, tmp_path, counting_scan):
    picture = tmp_path / "photo.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n")
    slides = tmp_path / "talk.pptx"
    slides.write_bytes(b"PK")
    drop_paths(controller.window, [picture, slides])
    message = controller.window.drop_zone.message
    assert message.isVisibleTo(controller.window)
    assert "photo.png is not a document plagcheck reads" in message.text()
    assert "export it as PDF" in message.text()
    assert counting_scan.calls == 0


def test_the_slider_filters_without_a_rescan(qtbot, controller, class_folder, counting_scan):
    controller.settings = replace(controller.settings, passage_words=0)  # the score rule alone
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    assert counting_scan.calls == 1
    threshold_box = controller.window.results_page.threshold
    scores = sorted({round(p.score, 3) for p in result.pairs}, reverse=True)
    assert len(scores) >= 3
    for fraction in (0.9, scores[1] - 0.001, scores[-1], 0.5):
        threshold_box.box.setValue(round(fraction * 100, 1))
        expected = len(result.pairs_above(threshold_box.value()))
        assert controller.proxy.rowCount() == expected
    threshold_box.slider.setValue(threshold_box.slider.minimum())
    assert controller.proxy.rowCount() == len(result.pairs_above(threshold_box.value()))
    assert threshold_box.box.value() == round(threshold_box.step_value(0) * 100, 1)
    assert counting_scan.calls == 1


def test_filter_by_name_and_enter_opens_the_compare_view(qtbot, controller, class_folder):
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    controller.results.set_threshold(0.0)
    page = controller.window.results_page
    wanted = result.document(result.pairs[1].a).name.split("/")[-1].split(" - ")[0]
    page.filter_edit.setText(wanted.upper())
    rows = names_in_table(controller)
    assert rows and all(wanted in a or wanted in b for a, b in rows)
    page.table.setFocus()
    page.table.selectRow(0)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert controller.window.tabs.currentWidget() is controller.window.compare_view
    shown = {controller.compare.comparison.doc_a.name, controller.compare.comparison.doc_b.name}
    assert {name.rsplit("/", 1)[-1] for name in shown} == set(rows[0])  # the class's folder is left out
    assert len(rows) > 1  # the student also borrowed sentences: more than one pair at threshold 0
    qtbot.keyClick(controller.window.compare_view.pane_a, Qt.Key.Key_PageDown, Qt.KeyboardModifier.AltModifier)
    shown = {controller.compare.comparison.doc_a.name, controller.compare.comparison.doc_b.name}
    assert {name.rsplit("/", 1)[-1] for name in shown} == set(rows[1])  # Alt+PgDown: the next pair of the table


def test_cancel_stops_the_scan_within_a_second(qtbot, tmp_path):
    def slow_scan(paths, settings):
        for i in range(10_000):
            time.sleep(0.01)
            yield from ()
            from plagcheck.shared.models import Progress
            yield Progress("read", i, 10_000)
        return None

    main = MainController(store=make_test_settings(str(tmp_path / "s.ini")), scan_function=slow_scan)
    qtbot.addWidget(main.window)
    main.window.show()
    main.start_scan([str(tmp_path)])
    qtbot.waitUntil(lambda: main.window.pages.currentWidget() is main.window.progress_panel, timeout=3000)
    assert main.window.progress_panel.stage_text("read")
    started = time.perf_counter()
    with qtbot.waitSignal(main.scans.worker_stopped, timeout=1000):
        qtbot.mouseClick(main.window.progress_panel.cancel_button, Qt.MouseButton.LeftButton)
    assert time.perf_counter() - started < 1.0
    assert not main.scans.running
    assert main.window.pages.currentWidget() is main.window.drop_zone
    assert "cancelled" in main.window.drop_zone.message.text()
    main.shutdown()


def test_cancel_stops_a_real_scan(qtbot, tmp_path):
    folder = make_class_folder(tmp_path, students=400, copied_pairs=20, broken=False)
    main = MainController(store=make_test_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(main.window)
    with qtbot.waitSignal(main.scans.progress, timeout=10_000):
        main.start_scan([str(folder)])
    started = time.perf_counter()
    with qtbot.waitSignal(main.scans.worker_stopped, timeout=2000):
        main.scans.cancel()
    assert time.perf_counter() - started < 1.0
    assert main.result is None
    main.shutdown()


def test_a_second_scan_supersedes_the_first_and_its_result_is_never_shown(qtbot, tmp_path):
    small = make_class_folder(tmp_path / "small", students=6, copied_pairs=1, broken=False)
    big = make_class_folder(tmp_path / "big", students=300, copied_pairs=5, broken=False, seed=3)
    main = MainController(store=make_test_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(main.window)
    finished = []
    main.scans.finished.connect(lambda result, seconds: finished.append(result))
    main.start_scan([str(big)])
    with qtbot.waitSignal(main.scans.finished, timeout=30_000):
        main.start_scan([str(small)])
    qtbot.wait(200)
    assert len(finished) == 1
    assert len(finished[0].documents) == 6
    assert main.result is finished[0]
    main.shutdown()


def test_a_short_scan_never_flashes_the_progress_panel(qtbot, controller, tmp_path):
    folder = make_class_folder(tmp_path, students=4, copied_pairs=1, broken=False)
    due = []
    controller.scans.progress_due.connect(lambda: due.append(True))
    scan_and_wait(qtbot, controller, [str(folder)])
    assert not due
    assert controller.window.pages.currentWidget() is controller.window.tabs


def test_recent_folders_survive_a_restart(qtbot, tmp_path, class_folder):
    ini = str(tmp_path / "settings.ini")
    first = MainController(store=make_test_settings(ini), scan_function=pipeline_scan)
    qtbot.addWidget(first.window)
    scan_and_wait(qtbot, first, [str(class_folder)])
    first.shutdown()
    second = MainController(store=make_test_settings(ini))
    qtbot.addWidget(second.window)
    assert second.store.recent_folders() == [str(class_folder.resolve())]
    assert second.window.recent_menu.actions()[0].text() == str(class_folder.resolve())
    assert second.settings == first.settings


def test_a_remembered_threshold_survives_a_restart(qtbot, tmp_path):
    ini = str(tmp_path / "settings.ini")
    first = MainController(store=make_test_settings(ini))
    qtbot.addWidget(first.window)
    assert first.settings.threshold == ScanSettings().threshold  # the default, not the slider's minimum
    assert first.window.results_page.threshold.value() == ScanSettings().threshold
    first.window.results_page.threshold.box.setValue(3.5)
    assert first.settings.threshold == 0.035
    first.shutdown()
    second = MainController(store=make_test_settings(ini))
    qtbot.addWidget(second.window)
    assert second.settings.threshold == 0.035
    assert second.window.results_page.threshold.value() == 0.035
    assert second.model.threshold == 0.035


def test_the_slider_gives_the_low_range_room_and_lands_on_round_values(qtbot, controller):
    box = controller.window.results_page.threshold
    box.set_lowest(0.01)
    positions = box.slider.maximum() + 1
    values = [box.step_value(i) for i in range(positions)]
    assert values[0] == 0.01 and values[-1] == 1.0
    assert values == sorted(values)
    low = sum(1 for v in values if v <= 0.10)
    assert low / positions >= 0.4  # 1-10% takes at least 40% of the track (it took 9% when linear)
    for position in range(positions):
        box.slider.setValue(position)
        shown = box.box.value()
        assert shown == round(shown * 2) / 2  # whole or half percents above the minimum, never 31.7
        assert controller.settings.threshold == box.value()
    box.box.setValue(3.2)  # an exact value typed in the box stays exact; the slider shows the nearest step
    assert box.value() == 0.032 and box.step_value(box.slider.value()) == 0.03


def test_hostile_file_names_are_shown_as_plain_text(qtbot, controller, tmp_path):
    folder = make_class_folder(tmp_path, students=2, copied_pairs=1, broken=False)
    essays = sorted(folder.glob("*.txt"))
    hostile = folder / "<b>bold<img src=x onerror=alert(1)>&amp;.txt"
    essays[0].rename(hostile)
    scan_and_wait(qtbot, controller, [str(folder)])
    controller.results.set_threshold(0.0)
    qtbot.waitUntil(lambda: controller.compare.comparison is not None)  # the first pair opens on the next turn
    names = [name for pair in names_in_table(controller) for name in pair]
    assert any("<b>bold<img src=x onerror=alert(1)>&amp;.txt" in n for n in names)
    tooltip = controller.proxy.index(0, COL_A).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;b&gt;bold&lt;img" in tooltip and "<b>" not in tooltip
    header = controller.window.compare_view.header_a.name.text() + controller.window.compare_view.header_b.name.text()
    assert "<b>bold<img src=x onerror=alert(1)>&amp;.txt" in header


def test_settings_change_is_used_by_the_next_scan(qtbot, controller, class_folder):
    scan_and_wait(qtbot, controller, [str(class_folder)])
    controller.settings = ScanSettings(unit="char", threshold=0.3)
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    assert result.settings.unit == "char"
    assert controller.model.headerData(6, Qt.Orientation.Horizontal).replace("\n", " ") == "Shared characters"


def test_export_writes_the_report_where_asked_and_never_into_the_class_folder(qtbot, controller, class_folder,
                                                                               tmp_path):
    from plagcheck.ui.controllers.export_controller import CSV_FILTER, HTML_FILTER

    before = sorted(p.name for p in class_folder.rglob("*"))
    result = scan_and_wait(qtbot, controller, [str(class_folder)])
    out = tmp_path / "reports"
    html_path = controller.exports.write(result, 0.2, str(out / "report"), HTML_FILTER)
    assert html_path == out / "report.html" and "<html" in html_path.read_text(encoding="utf-8").lower()
    csv_path = controller.exports.write(result, 0.2, str(out / "pairs.csv"), CSV_FILTER)
    assert csv_path.suffix == ".csv" and csv_path.stat().st_size > 0
    assert sorted(p.name for p in class_folder.rglob("*")) == before
    assert "Saved" in controller.window.statusBar().currentMessage()


def test_changing_settings_in_the_dialog_rescans_with_them(qtbot, controller, class_folder, counting_scan,
                                                            monkeypatch):
    from plagcheck.ui.views.settings_dialog import SettingsDialog

    scan_and_wait(qtbot, controller, [str(class_folder)])

    def accept_with_characters(dialog):
        dialog.chars.setChecked(True)
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", accept_with_characters)
    with qtbot.waitSignal(controller.scans.finished, timeout=30_000) as blocker:
        controller.edit_settings()
    assert counting_scan.calls == 2
    assert blocker.args[0].settings.unit == "char"
    assert controller.store.scan_settings().unit == "char"


def test_the_window_never_widens_itself(qtbot, controller, class_folder):
    window = controller.window
    window.resize(1024, 680)
    qtbot.waitUntil(lambda: window.width() == 1024)
    scan_and_wait(qtbot, controller, [str(class_folder)])
    qtbot.waitUntil(lambda: controller.compare.comparison is not None)
    for tab in (window.compare_view, window.groups_page, window.students_page, window.results_page):
        window.tabs.setCurrentWidget(tab)
        QApplication.processEvents()
        qtbot.wait(20)
        assert (window.width(), window.height()) == (1024, 680), tab.objectName() or type(tab).__name__
        assert window.minimumSizeHint().width() <= 1024
    controller.compare.next_passage()
    controller.edit_settings = lambda: None
    QApplication.processEvents()
    assert window.width() == 1024


def test_a_scan_comparing_in_compute_workers_shows_what_one_process_finds(qtbot, tmp_path, monkeypatch):
    import plagcheck.pipeline as pipeline
    from plagcheck.pipeline import run_scan

    folder = make_class_folder(tmp_path, students=40, copied_pairs=8, broken=False)
    monkeypatch.setattr(pipeline, "COMPUTE_MIN_PAIRS", 0)  # compare in worker processes, started from the
    monkeypatch.setattr(pipeline, "_VERIFY_BATCH", 3)  # scan's thread, a few pairs per task
    main = MainController(store=make_test_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(main.window)
    shown = scan_and_wait(qtbot, main, [str(folder)])
    alone = run_scan([folder], replace(shown.settings, workers=1))
    assert shown.candidate_count > 6
    assert [(p.a, p.b, p.passages) for p in shown.pairs] == [(p.a, p.b, p.passages) for p in alone.pairs]
    main.shutdown()
