"""The generator worker: progress then one final signal; cancel stops it promptly; errors become a signal."""

from __future__ import annotations

import time

from PySide6.QtCore import QThreadPool

from plagcheck.shared.models import Progress
from plagcheck.ui.worker import GeneratorWorker


def counting(n: int):
    for i in range(n):
        yield Progress("read", i + 1, n)
    return f"done {n}"


def endless():
    i = 0
    while True:
        i += 1
        time.sleep(0.005)
        yield Progress("verify", i, 0)


def broken():
    yield Progress("read", 0, 1)
    raise RuntimeError("disk on fire")


def test_worker_emits_progress_then_finished(qtbot):
    worker = GeneratorWorker(lambda: counting(3), generation=7)
    seen = []
    worker.signals.progress.connect(lambda generation, progress: seen.append((generation, progress.done)))
    with qtbot.waitSignal(worker.signals.finished, timeout=5000) as blocker:
        QThreadPool.globalInstance().start(worker)
    assert blocker.args == [7, "done 3"]
    assert seen[0] == (7, 1) and seen[-1] == (7, 3)  # throttled in between, but the first and last arrive


def test_cancel_stops_an_endless_job_within_a_second(qtbot):
    worker = GeneratorWorker(endless, generation=1)
    finished = []
    worker.signals.finished.connect(lambda *args: finished.append(args))
    with qtbot.waitSignal(worker.signals.progress, timeout=5000):
        QThreadPool.globalInstance().start(worker)
    started = time.perf_counter()
    with qtbot.waitSignal(worker.signals.aborted, timeout=1000) as blocker:
        worker.cancel()
    assert time.perf_counter() - started < 1.0
    assert blocker.args == [1]
    assert not finished


def test_an_exception_in_the_job_becomes_an_errored_signal(qtbot):
    worker = GeneratorWorker(broken, generation=3)
    with qtbot.waitSignal(worker.signals.errored, timeout=5000) as blocker:
        QThreadPool.globalInstance().start(worker)
    assert blocker.args == [3, "RuntimeError: disk on fire"]


def test_a_job_that_cannot_start_reports_an_error(qtbot):
    def refuse():
        raise ValueError("k must be between 1 and 50, not 99")

    worker = GeneratorWorker(refuse, generation=4)
    with qtbot.waitSignal(worker.signals.errored, timeout=5000) as blocker:
        QThreadPool.globalInstance().start(worker)
    assert blocker.args == [4, "ValueError: k must be between 1 and 50, not 99"]
