"""Run a progress-yielding generator (such as `pipeline.scan`) on a thread-pool thread.

Composition as in superqt: the `QRunnable` does the work and a separate `QObject` carries its signals.
Cancelling sets a `threading.Event` that the worker checks between steps (a queued signal would never reach a
busy worker), and that long steps inside the engine check too (engine/cancel.py), so Cancel stops a scan within
a second even in the middle of a step. Every signal carries the worker's generation so a controller can drop
reports of superseded scans. A worker that finishes after the window has gone (the app quit while it ran)
reports to no one: its signals' object may be deleted by then, and emitting is skipped.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Generator
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from plagcheck.engine.cancel import Cancelled, cancellable

log = logging.getLogger(__name__)

#: Progress reports closer together than this are dropped (the last one of a stage is always sent), so a fast
#: stage never floods the GUI thread's event queue.
MIN_PROGRESS_INTERVAL_S = 0.05


class WorkerSignals(QObject):
    """The signals of one GeneratorWorker; each carries the worker's generation number first."""

    progress = Signal(int, object)
    finished = Signal(int, object)
    errored = Signal(int, str)
    aborted = Signal(int)


class GeneratorWorker(QRunnable):
    """Drives `make_generator()` to its end on a pool thread; emits progress, then exactly one final signal."""

    def __init__(self, make_generator: Callable[[], Generator[Any, None, Any]], generation: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.generation = generation
        self.signals = WorkerSignals()
        self._make_generator = make_generator
        self._cancel = threading.Event()
        self._done = threading.Event()

    def cancel(self) -> None:
        """Ask the worker to stop at its next step; it then emits `aborted` instead of `finished`."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        """Return True once cancel() has been called."""
        return self._cancel.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker has emitted its final signal; return False on timeout."""
        return self._done.wait(timeout)

    def run(self) -> None:
        """Step through the generator, checking the cancel flag between steps (runs on the pool thread)."""
        try:
            self._run()
        finally:
            self._done.set()

    def _run(self) -> None:
        generation = self.generation
        try:
            generator = self._make_generator()
        except Exception as exc:  # bad settings or paths: report, never crash the pool thread
            log.exception("could not start the job")
            self._emit("errored", generation, _describe(exc))
            return
        last_emit, last_stage, pending = 0.0, None, None
        try:
            while True:
                if self._cancel.is_set():
                    generator.close()
                    self._emit("aborted", generation)
                    return
                try:
                    with cancellable(self._cancel):
                        progress = next(generator)
                except StopIteration as stop:
                    if pending is not None:
                        self._emit("progress", generation, pending)
                    self._emit("finished", generation, stop.value)
                    return
                except Cancelled:  # cancelled inside a step: the generator has ended with it
                    self._emit("aborted", generation)
                    return
                stage = getattr(progress, "stage", None)
                now = time.monotonic()
                if stage != last_stage and pending is not None:
                    self._emit("progress", generation, pending)  # the last report of the stage that ended
                if stage != last_stage or now - last_emit >= MIN_PROGRESS_INTERVAL_S:
                    self._emit("progress", generation, progress)
                    last_emit, last_stage, pending = now, stage, None
                else:
                    pending = progress
        except Exception as exc:
            log.exception("the job failed")
            generator.close()
            self._emit("errored", generation, _describe(exc))

    def _emit(self, name: str, *arguments: Any) -> None:
        """Emit signal `name`, unless its object is gone (the app quit while this worker ran)."""
        try:
            getattr(self.signals, name).emit(*arguments)
        except RuntimeError:  # "Signal source has been deleted": nobody is left to hear it
            log.info("a %s report of a job that outlived its window was dropped", name)


def _describe(exc: BaseException) -> str:
    """Return a one-line description of an exception for the user."""
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
