"""Fixtures for the Qt tests: a generated class folder, a main window on a throw-away settings file, and a
guard that fails any test leaving a pool thread, QThread or Python thread running."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from pytestqt.exceptions import TimeoutError as QtBotTimeout

from class_folder import make_class_folder
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings
from plagcheck.ui.controllers.scan_controller import pipeline_scan
from plagcheck.ui.gui_thread_gc import GuiThreadGarbageCollector

#: How long a finished worker may take to hand its thread back to the pool after its last signal.
THREAD_GRACE_MS = 2000


@pytest.fixture(autouse=True, scope="package")
def gui_thread_gc(qapp) -> Iterator[None]:
    """Garbage is collected on the GUI thread only, as in the app (see plagcheck/ui/gui_thread_gc.py)."""
    collector = GuiThreadGarbageCollector(qapp)
    yield
    collector.stop()


@pytest.fixture(autouse=True)
def no_threads_left(qtbot) -> Iterator[None]:
    """Fail the test if it leaves a thread-pool worker or a new Python thread running.

    The previous tests' windows and controllers are collected here, while no worker runs: collected by a
    later automatic pass, in the middle of a scan, they crashed the process now and then (a segfault in
    "Garbage-collecting" with a pool thread scanning; seen about once in eight runs before the Groups tab).
    """
    gc.collect()
    before = {t.ident for t in threading.enumerate()}
    yield
    pool = QThreadPool.globalInstance()
    try:
        qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=THREAD_GRACE_MS)
    except QtBotTimeout:
        pool.waitForDone(10_000)
        pytest.fail("the test left a QThreadPool worker running")
    left = [t for t in threading.enumerate()
            if t.ident not in before and t.is_alive() and not t.daemon and not isinstance(t, threading._DummyThread)]
    assert not left, f"the test left threads running: {left}"


@pytest.fixture
def class_folder(tmp_path: Path) -> Path:
    """A class of 12 essays (three pairs share passages) plus an empty, an unsupported and a garbled file."""
    return make_class_folder(tmp_path / "class")


class CountingScan:
    """The real pipeline scan, counting how often it is started."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, paths, settings):
        self.calls += 1
        return pipeline_scan(paths, settings)


@pytest.fixture
def counting_scan() -> CountingScan:
    """A scan function that runs the real pipeline and counts its calls."""
    return CountingScan()


@pytest.fixture
def controller(qtbot, tmp_path: Path, counting_scan: CountingScan) -> Iterator[MainController]:
    """The app's main controller and window, on a settings file in tmp_path and the (counted) real pipeline."""
    main = MainController(store=make_test_settings(str(tmp_path / "settings.ini")), scan_function=counting_scan)
    qtbot.addWidget(main.window)
    # Closing the window with unsaved reviews would ask in a modal box: tests that review answer "discard".
    main.sessions.ask_unsaved = lambda parent: "discard"
    # A folder named like sources ("sources", "Readings") would ask in a modal box: tests say "students' work".
    main.ask_sources = lambda window, folders: []
    # A file that looks like the assignment's question would be offered in a modal box: tests say "a student's".
    main.ask_template = lambda window, name: False
    main.window.show()
    yield main
    main.shutdown()


def scan_and_wait(qtbot, controller: MainController, paths: list[str], timeout_ms: int = 30_000):
    """Start scanning `paths` and return the ScanResult once the controller shows it."""
    with qtbot.waitSignal(controller.scans.finished, timeout=timeout_ms) as blocker:
        controller.start_scan(paths)
    return blocker.args[0]
