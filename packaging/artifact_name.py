"""Print the release file stem for this machine: plagcheck_<version>_<os>_<arch> (os: linux, windows, macos).

    python3 packaging/artifact_name.py          ->  plagcheck_0.1.0_linux_x86_64

The build scripts name their packages with it and CI names the uploaded artifacts with it, so they agree.
"""

import platform
import sys
import tomllib
from pathlib import Path

OS_NAMES = {"linux": "linux", "win32": "windows", "darwin": "macos"}
#: platform.machine() spellings -> the one used in file names.
ARCH_NAMES = {"x86_64": "x86_64", "amd64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def artifact_name() -> str:
    """Return plagcheck_<version>_<os>_<arch> for the running machine, reading the version from pyproject."""
    project = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    name, version = project["project"]["name"], project["project"]["version"]
    os_name = OS_NAMES.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    return f"{name}_{version}_{os_name}_{ARCH_NAMES.get(machine, machine)}"


if __name__ == "__main__":
    print(artifact_name())
