"""A class holding one of each hostile file of issue 13 scans to completion from the window, every entry
listed in File problems with its reason; Cancel stops a scan within a second while a file is being read."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt

from conftest import scan_and_wait
from hostile_cases import CASES, CONTROL_A, CONTROL_B, remove_tree, stalling_worker, write_controls
from plagcheck.engine.reading.extract import workers
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings

#: Smaller than the issue's sizes where size only costs time (the faults are in the kind, not the size).
SCALES = {"02-unclosed-quotes": 0.1, "03-quotes-in-block-quotes": 0.2, "10-pdf-deflate-bomb": 0.0,
          "13a-html-one-line": 0.6, "13b-html-deep": 0.2, "04-punycode-charset": 0.3}


@pytest.fixture
def hostile_class(tmp_path, monkeypatch):
    """One class folder with every case of hostile_cases in it (and the paths to scan: the folder and a pipe)."""
    monkeypatch.setenv("PLAGCHECK_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "hostile"
    write_controls(folder)
    cases = {name: build(folder, SCALES.get(name, 1.0)) for name, build in CASES.items()}
    paths = sorted({path for case in cases.values() for path in case.paths})
    yield folder, paths, cases
    remove_tree(tmp_path)


def test_a_class_of_hostile_files_scans_to_completion_from_the_window(qtbot, controller, hostile_class):
    folder, paths, cases = hostile_class
    result = scan_and_wait(qtbot, controller, paths, timeout_ms=120_000)
    names = {d.name: d for d in result.documents}
    a, b = names[f"hostile/{CONTROL_A}"], names[f"hostile/{CONTROL_B}"]
    assert any({p.a, p.b} == {a.id, b.id} for p in result.pairs)
    tree = controller.window.results_page.problems.tree
    listed = {tree.topLevelItem(i).text(1): tree.topLevelItem(i).text(2) for i in range(tree.topLevelItemCount())}
    for name, case in cases.items():
        if case.name is None or not case.message:
            continue
        assert case.name in listed, name
        assert listed[case.name].startswith(case.message), (name, listed[case.name])
    assert all("\u202e" not in shown for shown in listed)


def test_cancel_works_while_a_file_is_being_read(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PLAGCHECK_CACHE_DIR", str(tmp_path / "cache"))
    # The worker's function is found by its module's name in the worker process: it lives in hostile_cases,
    # which imports no conftest (a module-level `from conftest import` resolves differently there).
    monkeypatch.setattr(workers, "_serve", stalling_worker)
    monkeypatch.setattr(workers, "_shared_lock", threading.Lock())  # workers of this test's own
    monkeypatch.setattr(workers, "_shared", None)
    folder = tmp_path / "class"
    write_controls(folder)
    main = MainController(store=make_test_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(main.window)
    main.window.show()
    main.start_scan([str(folder)])
    qtbot.waitUntil(lambda: main.window.pages.currentWidget() is main.window.progress_panel, timeout=10_000)
    qtbot.waitUntil(lambda: workers._shared is not None and any(w.busy for w in workers._shared.workers),
                    timeout=10_000)
    started = time.perf_counter()
    with qtbot.waitSignal(main.scans.worker_stopped, timeout=1000):
        qtbot.mouseClick(main.window.progress_panel.cancel_button, Qt.MouseButton.LeftButton)
    assert time.perf_counter() - started < 1.0
    assert main.result is None
    assert not any(w.busy for w in workers._shared.workers)  # the stuck workers were stopped, not left running
    main.shutdown()
    workers._shared.stop_all()
