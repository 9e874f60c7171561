"""Cancelling a scan inside a long step, not only between steps.

A scan is a generator: it can be stopped whenever it yields. A single step that runs long (comparing one pair
of enormous documents) yields nothing until it ends, so the thread driving the scan marks it cancellable with
an Event (`cancellable`), and long loops inside the engine call `check()` now and then: once the Event is set
it raises Cancelled, which ends the step and the scan generator with it. Only the thread that entered
`cancellable` is affected; code run without it (tests, the command line, a compute worker) never raises.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Cancelled(Exception):
    """The scan was cancelled while one of its steps ran."""


_current = threading.local()


@contextmanager
def cancellable(event: threading.Event) -> Iterator[None]:
    """Make `check()` in this thread raise Cancelled once `event` is set, while the context lasts."""
    previous = getattr(_current, "event", None)
    _current.event = event
    try:
        yield
    finally:
        _current.event = previous


def check() -> None:
    """Raise Cancelled if the scan this thread runs has been cancelled."""
    event = getattr(_current, "event", None)
    if event is not None and event.is_set():
        raise Cancelled
