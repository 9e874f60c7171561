"""Issue 27 item 4: Cancel during a stall in "Checking matches", then quit. The scan stops within a second of
Cancel, even inside one long step; quitting does not wait; and a worker that outlives its window reports to no
one instead of printing "RuntimeError: Signal source has been deleted"."""

from __future__ import annotations

import threading
import time

import shiboken6
from PySide6.QtCore import QThreadPool, Qt

from hostile_texts import write_stalling_pair
from plagcheck.engine import cancel, compute
from plagcheck.shared.models import Progress
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings
from plagcheck.ui.worker import GeneratorWorker


def one_long_step(inside: threading.Event):
    """A scan whose second step runs for minutes unless cancelled (as one pair of enormous documents did)."""
    yield Progress("verify", 0, 1)
    inside.set()
    stop = time.monotonic() + 300
    while time.monotonic() < stop:
        cancel.check()
        sum(range(10_000))
    yield Progress("verify", 1, 1)


def test_cancel_stops_a_scan_inside_a_long_step(qtbot):
    inside = threading.Event()
    worker = GeneratorWorker(lambda: one_long_step(inside), generation=2)
    QThreadPool.globalInstance().start(worker)
    assert inside.wait(10)
    started = time.perf_counter()
    with qtbot.waitSignal(worker.signals.aborted, timeout=1000) as blocker:
        worker.cancel()
    assert blocker.args == [2]
    assert time.perf_counter() - started < 1.0
    assert worker.wait(1)


def test_a_worker_outliving_its_window_reports_to_no_one(qtbot, caplog):
    worker = GeneratorWorker(lambda: (Progress("read", n, 1) for n in range(2)), generation=3)
    shiboken6.delete(worker.signals)  # what quitting the app does to it while the worker still runs
    worker.run()  # must not raise "RuntimeError: Signal source has been deleted"
    assert worker.wait(0)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def test_cancel_during_a_stalling_pair_then_quit(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PLAGCHECK_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "class"
    write_stalling_pair(folder, words=20_000, repeats=16, chunk=5, seed=11)
    main = MainController(store=make_test_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(main.window)
    main.window.show()
    stages: list[str] = []
    main.scans.progress.connect(lambda progress: stages.append(progress.stage))
    main.start_scan([str(folder)])
    # The pair is compared in a compute worker: wait until it is, in "Checking matches".
    qtbot.waitUntil(lambda: "verify" in stages and compute._shared is not None
                    and any(w.queue for w in compute._shared.workers), timeout=120_000)
    started = time.perf_counter()
    with qtbot.waitSignal(main.scans.worker_stopped, timeout=1000):
        qtbot.mouseClick(main.window.progress_panel.cancel_button, Qt.MouseButton.LeftButton)
    assert time.perf_counter() - started < 1.0
    assert main.result is None
    assert not any(w.queue for w in compute._shared.workers)  # the busy worker was stopped, not left running
    started = time.perf_counter()
    main.shutdown()
    assert time.perf_counter() - started < 1.0
