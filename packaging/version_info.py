"""Numeric forms of the version, for the places that accept only numbers.

    python3 packaging/version_info.py            ->  0.2.0.0    (for pyproject's version 0.2.0rc1)
    python3 packaging/version_info.py --debian   ->  0.2.0~rc1  (the .deb's version)
    python3 packaging/version_info.py --project  ->  0.2.0rc1   (as written; the release job checks the tag)

Windows' VERSIONINFO resource and Inno Setup's VersionInfoVersion take at most four numbers (each 0-65535), so
a pre-release such as 0.2.0rc1 makes ISCC fail. The numeric form keeps the release numbers and pads them to four;
the full version (0.2.0rc1) is still what the installer, the About box and the file names show.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

RELEASE = re.compile(r"\s*v?(\d+(?:\.\d+)*)")


def numeric_version(version: str, parts: int = 4) -> str:
    """Return the release numbers of `version` as exactly `parts` dot-separated numbers (0.2.0rc1 -> 0.2.0.0).

    Raises ValueError when the version does not start with a number or a number is over 65535.
    """
    match = RELEASE.match(version)
    if not match:
        raise ValueError(f"version {version!r} does not start with a release number")
    numbers = [int(n) for n in match.group(1).split(".")][:parts]
    if any(n > 65535 for n in numbers):
        raise ValueError(f"version {version!r}: Windows version numbers go up to 65535")
    return ".".join(map(str, numbers + [0] * (parts - len(numbers))))


def debian_version(version: str) -> str:
    """Return `version` as Debian orders it: a pre-release sorts before its release (0.2.0rc1 -> 0.2.0~rc1)."""
    return re.sub(r"[.-]?(a|b|rc|alpha|beta|dev)(\d*)", r"~\1\2", version.split("+")[0], count=1)


def project_version() -> str:
    """Return the version in pyproject.toml."""
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a not in ("--debian", "--project")]
    given = arguments[0] if arguments else project_version()
    if "--project" in sys.argv:
        print(given)
    else:
        print(debian_version(given) if "--debian" in sys.argv else numeric_version(given))
