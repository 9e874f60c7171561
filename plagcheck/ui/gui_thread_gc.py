"""Python's cyclic garbage collector, run on the GUI thread only.

Left automatic, the collector runs in whichever thread happens to allocate when a threshold is crossed: a
scan's worker thread could then destroy Qt objects that belong to the GUI thread, and the process crashed
now and then (a segfault in "Garbage-collecting" while a scan ran, about once in eight test runs). So the
automatic collector is switched off and a timer on the GUI thread collects, generation by generation, with
the usual thresholds — the approach pyqtgraph takes for the same reason.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadGarbageCollector(QObject):
    """Disables automatic collection and collects on the GUI thread every `interval_ms`."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 500) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(interval_ms)

    def collect(self) -> int:
        """Collect the generations whose allocation counts crossed their thresholds; return objects freed."""
        counts = gc.get_count()
        freed = 0
        if counts[0] > self._thresholds[0]:
            generation = 0
            if counts[1] > self._thresholds[1]:
                generation = 2 if counts[2] > self._thresholds[2] else 1
            freed = gc.collect(generation)
        return freed

    def stop(self) -> None:
        """Stop collecting on the timer and give collection back to Python."""
        self._timer.stop()
        gc.enable()
