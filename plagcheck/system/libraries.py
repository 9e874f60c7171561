"""The system libraries Qt's window needs on Linux, and which of them are missing, named by their Debian and
Ubuntu packages: said before Qt starts, because when its xcb plugin cannot load Qt aborts the whole process
with a message naming only xcb-cursor ("Could not load the Qt platform plugin "xcb"").

The list is what `ldd` shows PySide6's libqxcb.so and libQt6XcbQpa.so.6 to need beyond the C library and
Qt itself (PySide6 6.8-6.11 wheels); the packages are those of Debian 12 and Ubuntu 24.04, where apt picks
libglib2.0-0t64 for libglib2.0-0 by itself.
"""

from __future__ import annotations

import ctypes
import os
import sys

#: Each library the xcb platform plugin loads, and the package that installs it.
XCB_LIBRARIES: dict[str, str] = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}


def _loads(library: str) -> bool:
    """Return True when the dynamic loader finds `library` (it is loaded, as Qt would load it)."""
    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def missing_xcb_libraries(loads=_loads) -> dict[str, str]:
    """Return the libraries of XCB_LIBRARIES the loader cannot find, each with its package ({} when all load)."""
    return {library: package for library, package in XCB_LIBRARIES.items() if not loads(library)}


def uses_xcb(environ=os.environ, platform: str = sys.platform) -> bool:
    """Return True when Qt will open its window through the xcb plugin: on Linux, unless another platform is
    asked for (QT_QPA_PLATFORM), or a Wayland session may serve the window instead."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(":", 1)[0].split(";", 1)[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def missing_libraries_message(missing: dict[str, str]) -> str:
    """Return what the teacher (or their IT) must install, in a few lines: the libraries and the command."""
    packages = sorted(set(missing.values()))
    return ("plagcheck cannot open its window: Qt's xcb plugin needs these system libraries, which are not "
            f"installed: {', '.join(missing)}.\n"
            f"On Debian or Ubuntu, install them with:\n  sudo apt-get install {' '.join(packages)}")
