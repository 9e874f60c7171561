"""What a frozen bundle contains: its files, the modules inside its executables, and which of the build
environment's Python distributions those came from.

    python3 packaging/bundle_contents.py dist/plagcheck     # prints each shipped distribution and why

A distribution is shipped when the bundle holds something it installed: a file at the same path under `_internal`
as in its RECORD (an extension, a vendored library such as numpy.libs/…, package data, its .dist-info), or a
module or script inside the executables' archives (PyInstaller's PYZ: pure-Python modules; the CArchive: the
bootstrap and runtime hooks). Nothing else counts, so the notices list a distribution if and only if it is shipped.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

#: Names of licence files, for data that carries its own licence (a dictionary, a word list, translations).
#: (LICENSE, LICENSES.md, COPYING, copyright, NOTICE, x.license, and licence texts named by their SPDX id: GPL-3.txt)
DATA_LICENCE_FILE = re.compile(r"^(licen[cs]es?|copying|copyright|notice)([-._][^/]*)?$|\.licen[cs]e$"
                               r"|^(A|L)?GPL-\d[\w.+-]*\.(txt|md)$|^CC-BY[\w.+-]*\.(txt|md)$|^(CC0|MPL|ODbL|OFL|Apache)-[\w.+-]*\.txt$",
                               re.IGNORECASE)
#: Folders of the bundle that are not third-party data: the notices themselves and the licence texts plagcheck
#: carries for others (plagcheck/licenses/).
NOT_DATA = ("licenses/", "plagcheck/licenses/")


@dataclass(frozen=True)
class BundleContents:
    """What a bundle holds: file paths relative to its `_internal` folder, and the names inside its executables."""

    files: frozenset[str]
    archive_names: frozenset[str]


@dataclass(frozen=True)
class Shipped:
    """A distribution found in a bundle, with the first few of its files or modules that were found there."""

    distribution: metadata.Distribution
    evidence: tuple[str, ...]


def internal_folder(bundle: Path) -> Path:
    """Return the folder holding the bundle's libraries and data (`_internal`, or the bundle itself when flat)."""
    return bundle / "_internal" if (bundle / "_internal").is_dir() else bundle


def executables(bundle: Path) -> list[Path]:
    """Return the PyInstaller executables at the top of a bundle (files with an embedded archive beside _internal)."""
    return sorted(path for path in bundle.iterdir() if path.is_file()
                  and (path.suffix == ".exe" or not path.suffix and os.access(path, os.X_OK)))


def archive_names(executable: Path) -> set[str]:
    """Return the names in an executable's archives: CArchive entries and the PYZ's module names (needs PyInstaller)."""
    from PyInstaller.archive.readers import pkg_archive_contents

    return set(pkg_archive_contents(str(executable), recursive=True))


def read_bundle(bundle: Path, names: Iterable[str] | None = None) -> BundleContents:
    """Return what `bundle` contains; `names` are its archive names, read from its executables when not given."""
    internal = internal_folder(bundle)
    files = frozenset(path.relative_to(internal).as_posix() for path in internal.rglob("*")
                      if path.is_file() or path.is_symlink())
    if names is None:
        names = set().union(*(archive_names(exe) for exe in executables(bundle))) if executables(bundle) else set()
    return BundleContents(files, frozenset(names))


def module_name(record_path: str) -> str | None:
    """Return the module a RECORD path installs ('pkg/mod.py' -> 'pkg.mod', 'pkg/__init__.py' -> 'pkg'), or None."""
    if not record_path.endswith(".py") or ".." in record_path:
        return None
    parts = record_path[:-3].split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts) if parts else None


def shipped_distributions(contents: BundleContents, distributions: Iterable[metadata.Distribution],
                          skip: Iterable[str] = ("plagcheck",)) -> list[Shipped]:
    """Return the distributions of which `contents` holds a file or module, by name, without those in `skip`.

    Modules match by their full dotted name in the PYZ archive; bootstrap scripts and runtime hooks, which
    PyInstaller stores under their bare names (pyiboot01_bootstrap, pyi_rth_inspect...), by that name.
    """
    skipped = {re.sub(r"[-_.]+", "-", name).lower() for name in skip}
    found: dict[str, Shipped] = {}
    for dist in distributions:
        key = re.sub(r"[-_.]+", "-", dist.metadata["Name"] or "").lower()
        if not key or key in skipped or key in found:
            continue
        evidence = []
        for file in dist.files or []:
            path = str(file).replace("\\", "/")
            module = module_name(path)
            if path in contents.files:
                evidence.append(path)
            elif module and (module in contents.archive_names or module.rsplit(".", 1)[-1].startswith("pyi")
                             and module.rsplit(".", 1)[-1] in contents.archive_names):
                evidence.append(module)
            if len(evidence) >= 3:
                break
        if evidence:
            found[key] = Shipped(dist, tuple(evidence))
    return sorted(found.values(), key=lambda s: re.sub(r"[-_.]+", "-", s.distribution.metadata["Name"]).lower())


def owned_files(shipped: Iterable[Shipped]) -> set[str]:
    """Return the bundle-relative paths the shipped distributions installed (their RECORD entries)."""
    return {str(file).replace("\\", "/") for item in shipped for file in item.distribution.files or []}


def licensed_data_folders(contents: BundleContents, owned: set[str]) -> dict[str, list[str]]:
    """Return {folder: its licence files} for data in the bundle that no distribution installed and that carries
    a licence file (a bilingual dictionary, a word list, translations from elsewhere).

    The folder is the one holding the licence file; everything under it is the data it covers.
    """
    folders: dict[str, list[str]] = {}
    for path in sorted(contents.files - owned):
        if path.startswith(NOT_DATA) or "/" not in path:
            continue
        folder, name = path.rsplit("/", 1)
        if DATA_LICENCE_FILE.search(name):
            folders.setdefault(folder, []).append(path)
    return folders


def main(argv: list[str] | None = None) -> int:
    """Print the distributions a bundle ships, with evidence, and its licensed data folders; return 0."""
    args = argv if argv is not None else sys.argv[1:]
    bundle = Path(args[0] if args else "dist/plagcheck")
    contents = read_bundle(bundle)
    shipped = shipped_distributions(contents, metadata.distributions())
    for item in shipped:
        print(f"{item.distribution.metadata['Name']} {item.distribution.version}: {', '.join(item.evidence)}")
    for folder, licences in licensed_data_folders(contents, owned_files(shipped)).items():
        print(f"data {folder}: {', '.join(licences)}")
    print(f"{len(shipped)} distributions shipped; {len(contents.files)} files, {len(contents.archive_names)} archive names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
