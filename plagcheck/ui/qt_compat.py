"""A guard against a reference-count bug in PySide6 6.12.0 on Python 3.11.

Measured here: with PySide6-Essentials 6.12.0 on CPython 3.11, every call of a Qt method that returns nothing
gives back `None` without taking a reference to it, and every Python-side `Signal.emit()` does the same with
`True` (6.11.3 does neither). Each call costs the singleton one reference; after a few thousand calls (a scan
with a progress panel makes that many) the interpreter aborts with "Fatal Python error: none_dealloc" or
"bool_dealloc". Python 3.12 made these singletons immortal, which is why the bug does not show there.

`protect_singletons()` checks whether the running PySide has the bug and, if so, does what Python 3.12 does:
gives None, True and False a reference count so large that no number of calls can bring it to zero. These
objects are never freed in any case, so this changes nothing else. With a fixed PySide, or on Python 3.12+,
it does nothing.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_PROBE_CALLS = 64
#: References added to each singleton when the bug is present (2^48: far beyond any session's call count).
BALLAST = 1 << 48


class _Probe(QObject):
    fired = Signal()


def pyside_drops_references() -> bool:
    """Return True when void Qt calls or Python-side emits lose a reference to None or True."""
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(_PROBE_CALLS):
        probe.setObjectName("probe")
        probe.fired.emit()
    lost = max(none_before - sys.getrefcount(None), true_before - sys.getrefcount(True))
    return lost >= _PROBE_CALLS // 2


def protect_singletons() -> bool:
    """Make None, True and False effectively immortal if this PySide needs it; return True if it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython" or not pyside_drops_references():
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object (a Py_ssize_t).
        ctypes.c_ssize_t.from_address(id(singleton)).value += BALLAST
    return True


#: Whether the guard was needed in this process (decided once, when plagcheck.ui is first imported).
PROTECTED = protect_singletons()
