"""Add to the AppImage's notices what it adds to the bundle: its fonts, its fallback libraries and its runtime.

    python3 packaging/linux/appimage/appimage_notices.py APPDIR     # rewrites APPDIR's THIRD-PARTY-NOTICES.txt

Each gets a line in the summary and a section after the bundle's.

The fonts (usr/share/fonts) and the fallback libraries (usr/lib/fallback) are copies of the build system's, so
each is noticed with its Debian package's copyright file, as the bundle's other system libraries are. The runtime
(runtime.c, MIT, plagcheck's own) links squashfuse, libfuse3, zstd and glibc statically: their packages'
copyright files follow.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from plagcheck.shared.notices import BUNDLE_FOLDER, NOTICES_FILE_NAME, Component, add_components  # noqa: E402
from system_licences import system_library_components  # noqa: E402

#: Libraries linked statically into the runtime, named by a shared library of the same Debian source package (the
#: static archives' -dev packages carry no copyright file of their own in every case).
RUNTIME_LIBRARIES = ("libsquashfuse.so.0", "libfuse3.so.3", "libzstd.so.1", "libc.so.6")


def system_library(soname: str) -> Path:
    """Return the build system's file for a library soname (the first in the usual library folders)."""
    for folder in ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/lib/x86_64-linux-gnu",
                   "/lib/aarch64-linux-gnu", "/usr/lib", "/lib"):
        if (Path(folder) / soname).exists():
            return Path(folder) / soname
    raise FileNotFoundError(f"{soname} is not installed on this build system")


def components(appdir: Path) -> list[Component]:
    """Return the notices' components for the AppImage's fonts, fallback libraries and runtime."""
    fonts = sorted(Path("/usr/share/fonts/truetype/dejavu") / p.name for p in (appdir / "usr/share/fonts").glob("*.ttf"))
    fallback = sorted(system_library(p.name) for p in (appdir / "usr/lib/fallback").glob("*.so*"))
    parts = [Component("AppImage additions", "", "as below",
                       (), "The AppImage adds to the app: fonts for systems without any (usr/share/fonts), copies of "
                           "base libraries for systems without them (usr/lib/fallback), and its runtime, plagcheck's "
                           "own (MIT; packaging/linux/appimage/runtime.c), which links the libraries of the packages "
                           "below statically: " + ", ".join(RUNTIME_LIBRARIES) + ".")]
    parts += system_library_components(fonts + fallback + [system_library(s) for s in RUNTIME_LIBRARIES])
    return parts


def main(appdir: Path) -> Path:
    """Rewrite the notices inside `appdir` with the AppImage's additions; return the file's path."""
    notices = appdir / "usr/lib/plagcheck/_internal" / BUNDLE_FOLDER / NOTICES_FILE_NAME
    notices.write_text(add_components(notices.read_text(encoding="utf-8"), components(appdir)), encoding="utf-8")
    return notices


if __name__ == "__main__":
    print(f"appimage_notices.py: added the AppImage's parts to {main(Path(sys.argv[1]))}")
