"""Licence notices for the system libraries PyInstaller copies into the bundle (Linux: from Debian's packages).

packaging/plagcheck.spec passes the source paths of the bundled libraries that came from the build system (not
from a Python wheel); each is traced to the Debian package that installed it, whose copyright file
(/usr/share/doc/<package>/copyright) becomes a section of THIRD-PARTY-NOTICES.txt.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from plagcheck.shared.notices import Component  # noqa: E402


def debian_package(path: Path) -> str | None:
    """Return the Debian package that installed `path` (its real file or the path itself), or None."""
    for candidate in dict.fromkeys([str(path.resolve()), str(path)]):
        run = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if run.returncode == 0 and run.stdout:
            return run.stdout.split(":", 1)[0].split(",")[0].strip()
        # /lib is a link to /usr/lib on merged-/usr systems; dpkg knows some files under the other name
        other = candidate.replace("/usr/lib/", "/lib/", 1) if candidate.startswith("/usr/lib/") else None
        if other:
            run = subprocess.run(["dpkg-query", "-S", other], capture_output=True, text=True)
            if run.returncode == 0 and run.stdout:
                return run.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def system_library_components(paths: list[Path]) -> list[Component]:
    """Return one Component per Debian package that provided some of `paths` (with its copyright file).

    Libraries no package owns (built by hand, or on a system without dpkg) are listed together, by file name.
    """
    if not paths:
        return []
    if shutil.which("dpkg-query") is None:
        names = ", ".join(sorted(p.name for p in paths))
        return [Component("System libraries", "", "see each library's own licence", (),
                          f"Copied from the build system: {names}.")]
    by_package: dict[str, list[str]] = defaultdict(list)
    for path in paths:
        by_package[debian_package(path) or ""].append(path.name)
    components = []
    for package, names in sorted(by_package.items()):
        if not package:
            components.append(Component("Other system libraries", "", "see each library's own licence", (),
                                        "Copied from the build system, owned by no package: " + ", ".join(sorted(names))))
            continue
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                                 text=True).stdout.strip()
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        texts = ((f"/usr/share/doc/{package}/copyright",
                  copyright_file.read_text(encoding="utf-8", errors="replace")),) if copyright_file.is_file() else ()
        components.append(Component(f"{package} (Debian)", version, "see the copyright file below", texts,
                                    "Library files: " + ", ".join(sorted(names))))
    return components
