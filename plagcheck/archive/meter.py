"""Progress of an archive command's long phases, with a rate and an estimate of the time left: the message of
each Progress says them, so the command line and the window show them alike."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from plagcheck.shared.models import Progress
from plagcheck.shared.vocabulary import counted

#: A rate is only quoted after this long (the first seconds of a phase are start-up).
SETTLE_SECONDS = 2.0


def duration(seconds: float) -> str:
    """Return a duration in words: '40 s', '3 min', '1 h 20 min'."""
    if seconds < 60:
        return f"{max(seconds, 1):.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    return f"{seconds // 3600:.0f} h {seconds % 3600 / 60:.0f} min"


@dataclass
class Meter:
    """One phase of a command: `done` of `total` `unit`s, timed from its start."""

    stage: str
    phase: str
    total: int
    unit: str = "file"
    started: float = field(default_factory=time.monotonic)

    def progress(self, done: int) -> Progress:
        """Return the Progress of `done` items, its message saying the phase, the rate and the time left."""
        elapsed = time.monotonic() - self.started
        words = f"{self.phase}: {done:,} of {counted(self.total, self.unit)}" if self.total else \
            f"{self.phase}: {counted(done, self.unit)}"
        if done and elapsed >= SETTLE_SECONDS:
            rate = done / elapsed
            words += f", {rate:,.0f}/s" if rate >= 10 else f", {rate:,.1f}/s"
            if self.total and done < self.total:
                words += f", about {duration((self.total - done) / rate)} left"
        return Progress(self.stage, done, self.total, words)
