"""Starts, cancels and supersedes background scans; drops every report from a scan that is no longer current.

Each scan gets a generation number. Starting a scan while one runs cancels the old one at once (its worker
stops at its next step) and bumps the generation, so nothing the old worker still emits is ever applied.
Following Anki, the progress UI is only asked for once a scan has run for `PROGRESS_DELAY_MS`: short scans
never flash it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from plagcheck.shared.models import Progress, ScanResult, ScanSettings
from plagcheck.ui.worker import GeneratorWorker

#: How long a scan may run before the progress panel appears.
PROGRESS_DELAY_MS = 500

ScanFunction = Callable[[Sequence[str | Path], ScanSettings], Generator[Progress, None, ScanResult]]


def pipeline_scan(paths: Sequence[str | Path], settings: ScanSettings) -> Generator[Progress, None, ScanResult]:
    """Return the real pipeline's scan generator (imported late so the window opens fast)."""
    import plagcheck.archive  # noqa: F401  (hands the engine the archive's opener: settings may name archives)
    from plagcheck import pipeline
    from plagcheck.engine.reading.marked_sources import with_sources

    return with_sources(pipeline.scan(paths, settings))


class ScanController(QObject):
    """Owns the current scan: start(), cancel(), and signals carrying only the current scan's reports."""

    started = Signal(list)  # the paths being scanned
    progress_due = Signal()  # the scan has run long enough to deserve a progress panel
    progress = Signal(object)  # Progress
    finished = Signal(object, float)  # ScanResult, seconds taken
    failed = Signal(str)
    cancelled = Signal()
    #: A cancelled or superseded worker has actually stopped (carries its generation).
    worker_stopped = Signal(int)

    def __init__(self, scan_function: ScanFunction = pipeline_scan, pool: QThreadPool | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scan_function = scan_function
        self._pool = pool or QThreadPool.globalInstance()
        self._generation = 0
        self._worker: GeneratorWorker | None = None
        self._live_workers: list[GeneratorWorker] = []  # keeps Python wrappers alive until their run ends
        self._started_at = 0.0
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(PROGRESS_DELAY_MS)
        self._delay.timeout.connect(self._on_delay)

    @property
    def generation(self) -> int:
        """Return the number of the current (or last) scan."""
        return self._generation

    @property
    def running(self) -> bool:
        """Return True while the current scan has not finished, failed or been cancelled."""
        return self._worker is not None

    def start(self, paths: Sequence[str | Path], settings: ScanSettings) -> int:
        """Cancel any running scan and start scanning `paths`; return the new scan's generation."""
        self._stop_worker()
        self._generation += 1
        generation = self._generation
        path_list = [str(p) for p in paths]
        scan_function = self._scan_function
        worker = GeneratorWorker(lambda: scan_function(path_list, settings), generation)
        worker.signals.progress.connect(self._on_progress)
        worker.signals.finished.connect(self._on_finished)
        worker.signals.errored.connect(self._on_errored)
        worker.signals.aborted.connect(self._on_aborted)
        self._worker = worker
        self._live_workers = [w for w in self._live_workers if not w.wait(0)] + [worker]
        self._started_at = time.perf_counter()
        self.started.emit(path_list)
        self._delay.start()
        self._pool.start(worker)
        return generation

    def cancel(self) -> None:
        """Stop the current scan; the UI hears `cancelled` at once, the worker stops at its next step."""
        if self._worker is None:
            return
        self._stop_worker()
        self._generation += 1  # anything the old worker still sends is now stale
        self.cancelled.emit()

    def shutdown(self, timeout_s: float = 5.0) -> None:
        """Cancel any scan and wait for the pool's threads to finish (call before the app quits)."""
        self.cancel()
        self._pool.waitForDone(int(timeout_s * 1000))

    def _stop_worker(self) -> None:
        self._delay.stop()
        if self._worker is not None:
            self._worker.cancel()
            self._worker = None

    def _is_current(self, generation: int) -> bool:
        return generation == self._generation and self._worker is not None

    def _on_delay(self) -> None:
        if self._worker is not None:
            self.progress_due.emit()

    def _on_progress(self, generation: int, progress: Any) -> None:
        if self._is_current(generation):
            self.progress.emit(progress)

    def _on_finished(self, generation: int, result: Any) -> None:
        if self._is_current(generation):
            self._stop_worker()
            self.finished.emit(result, time.perf_counter() - self._started_at)

    def _on_errored(self, generation: int, message: str) -> None:
        if self._is_current(generation):
            self._stop_worker()
            self.failed.emit(message)

    def _on_aborted(self, generation: int) -> None:
        # The UI already heard `cancelled` when the scan was stopped; this only reports the thread is free.
        self.worker_stopped.emit(generation)
