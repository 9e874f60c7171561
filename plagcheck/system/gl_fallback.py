"""OpenGL's loader libraries for a Linux system that has none, so that the window opens there too.

Qt's GUI library is linked against libGL.so.1 and libEGL.so.1 and cannot be loaded without them, although a
window of widgets never draws with OpenGL (Qt paints it in software, measured on a Debian 12 without Mesa:
packaging/README.md). On Debian and Ubuntu those two files come with the packages libgl1 and libegl1, which pull in
Mesa's drivers and LLVM (about 200 MB on a minimal Debian 12). The Linux bundle therefore carries GLVND's four
dispatch libraries (libGLdispatch, libGLX, libGL, libEGL: they hold no driver, and load the system's own driver
when one is asked for) in `_internal/gl-fallback/`, and this module loads them, before Qt, only when the system
cannot give its own. A system that has them (every desktop) uses its own, untouched.

Once a library is loaded, the dynamic loader hands it to every later library that needs its name (soname), so
loading the fallback copies first is enough; nothing is put in LD_LIBRARY_PATH, so programs the app starts (a
browser for a report) never see them.
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

#: Folder, inside the bundle's _internal, holding the fallback copies.
FALLBACK_FOLDER = "gl-fallback"
#: The loader libraries Qt needs, by soname, and what each needs loaded before it (all in FALLBACK_FOLDER or, for
#: libX11, in the bundle itself).
LIBRARIES = ("libGLdispatch.so.0", "libX11.so.6", "libGLX.so.0", "libGL.so.1", "libEGL.so.1")
NEEDED_BY_QT = ("libGL.so.1", "libEGL.so.1")


def system_has(soname: str) -> bool:
    """Return whether the dynamic loader finds `soname` on this system (loading it, as Qt is about to)."""
    try:
        ctypes.CDLL(soname, mode=ctypes.RTLD_GLOBAL)
    except OSError:
        return False
    return True


def load_fallback(internal: Path | None = None) -> list[str]:
    """Load the bundle's copies of the OpenGL loader libraries when the system lacks one Qt needs; return the
    sonames loaded from the bundle (empty when the system has its own, or outside a frozen Linux app)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if internal is None and frozen is None:
        return []  # run from source or a pip install: the system's libraries, as pip's PySide6 uses them
    base = internal if internal is not None else Path(frozen)
    folder = base / FALLBACK_FOLDER
    if not sys.platform.startswith("linux") or not folder.is_dir():
        return []
    missing = [soname for soname in NEEDED_BY_QT if not system_has(soname)]
    if not missing:
        return []
    loaded = []
    for soname in LIBRARIES:
        if soname in NEEDED_BY_QT and soname not in missing:
            continue
        if soname in ("libGLdispatch.so.0", "libGLX.so.0") and system_has(soname):
            continue  # the system's dispatcher, which its own libGL or libEGL already uses
        path = folder / soname if (folder / soname).exists() else base / soname
        if path.exists():
            ctypes.CDLL(str(path), mode=ctypes.RTLD_GLOBAL)
            loaded.append(soname)
    return loaded
