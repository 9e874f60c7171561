"""Licences: plagcheck's own (MIT) and the third-party notices of everything it ships, with the licence texts.

The installers carry THIRD-PARTY-NOTICES.txt, written at build time (packaging/plagcheck.spec) from the metadata of
the distributions that were frozen; Help > About shows it. A pip install has no such file: the same text is made
from the installed distributions' metadata when asked for.
"""

from __future__ import annotations

import contextlib
import importlib.metadata as metadata
import re
import sys
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

NOTICES_FILE_NAME = "THIRD-PARTY-NOTICES.txt"
LICENSE_FILE_NAME = "LICENSE.txt"
#: Folder, inside a frozen bundle, holding LICENSE.txt and THIRD-PARTY-NOTICES.txt.
BUNDLE_FOLDER = "licenses"
LICENCE_TEXTS = Path(__file__).resolve().parents[1] / "licenses"
#: The licence plagcheck uses a multi-licensed distribution under, and the texts that go with it when the
#: distribution's metadata carries none (PySide6 and shiboken6 wheels ship no licence file; odfpy neither).
CHOSEN = {
    "pyside6-essentials": ("LGPL-3.0-only", ("LGPL-3.0-only", "GPL-3.0-only")),
    "shiboken6": ("LGPL-3.0-only", ("LGPL-3.0-only", "GPL-3.0-only")),
    "odfpy": ("Apache-2.0", ("Apache-2.0",)),
}
NOTES = {
    "pyside6-essentials": (
        "Includes the Qt 6 libraries (The Qt Company Ltd and other contributors), used under the GNU LGPL v3: "
        "unmodified, as separate shared libraries (the Qt and PySide6 files in the app's folder), which you may "
        "replace with your own build. LGPL-3.0 adds permissions to the GNU GPL v3, so both texts follow. The source "
        "code is at https://code.qt.io and https://download.qt.io/official_releases/QtForPython/ ; write to the "
        "plagcheck developers for a copy of it."
    ),
    "pyinstaller": (
        "Only PyInstaller's bootloader is in the app (the two executables): GPL-2.0-or-later with an exception "
        "that allows it in programs under any licence."
    ),
    "wordfreq": (
        "Only wordfreq's word frequency lists are in the app (wordfreq/data/small_*.msgpack.gz): wordfreq's code is "
        "Apache-2.0, its lists are (c) Robyn Speer and derived from the sources its README names, under the "
        "Creative Commons Attribution-ShareAlike 4.0 licence, https://creativecommons.org/licenses/by-sa/4.0/ ."
    ),
}
#: Licences declared wrongly or not at all in a distribution's metadata, as its licence file states them.
LICENCE_CORRECTIONS = {
    "wordfreq": "Apache-2.0 (code) AND CC-BY-SA-4.0 (word lists)",
}
#: Declared licences that say nothing: the licence file's first lines are read instead (locate declares
#: "Other/Proprietary License" and ships the MIT licence).
UNINFORMATIVE = {"", "not declared", "Other/Proprietary License", "UNKNOWN"}
#: First words of well-known licence texts, and their SPDX ids.
KNOWN_TEXTS = (
    (re.compile(r"^\s*(The )?MIT License", re.IGNORECASE), "MIT"),
    (re.compile(r"^\s*Apache License\s+Version 2\.0", re.IGNORECASE), "Apache-2.0"),
    (re.compile(r"^\s*BSD 3-Clause License", re.IGNORECASE), "BSD-3-Clause"),
    (re.compile(r"^\s*BSD 2-Clause License", re.IGNORECASE), "BSD-2-Clause"),
)
#: Where the sections begin, after the summary: a blank line and the first heading's rule.
SECTIONS_START = "\n\n" + "#" * 78 + "\n"
#: Width of the summary's name and version column.
SUMMARY_WIDTH = 36
QT_PARTS = {"qt", "pyside6-essentials", "shiboken6"}
LICENCE_FILE_PATTERN = re.compile(r"(^|/)(licen[cs]e|copying|notice|authors)[^/]*$", re.IGNORECASE)


@dataclass(frozen=True)
class Component:
    """One shipped component: its name, version, licence (SPDX expression or words), note and licence texts."""

    name: str
    version: str
    licence: str
    texts: tuple[tuple[str, str], ...]  # (title, text)
    note: str = ""

    def covers(self) -> tuple[str, ...]:
        """Return the names of what this component's licence texts cover, when it carries more than one text."""
        if len(self.texts) < 2:
            return ()
        return tuple(dict.fromkeys(text_subject(title) for title, _ in self.texts))


def text_subject(title: str) -> str:
    """Return what a licence text's title names: 'licenses/numpy/fft/pocketfft/LICENSE.md' -> 'numpy/fft/pocketfft'."""
    path = title.split(": ", 1)[-1].removeprefix("licenses/")
    folder, _, name = path.rpartition("/")
    if LICENCE_FILE_PATTERN.search(name) and folder:
        return folder
    return path


def canonical(name: str) -> str:
    """Return a distribution name in its normalised form (PEP 503): lower case, runs of -_. as one '-'."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _marker_applies(marker: str) -> bool:
    """Return whether a requirement's environment marker holds here (requirements of an extra never do)."""
    if "extra" in marker:
        return False
    try:
        from packaging.markers import Marker  # present wherever PyInstaller is (it depends on it)
    except ImportError:
        return True  # without `packaging`, keep it when it is installed (the caller checks)
    return Marker(marker).evaluate()


def requirement_closure(roots: Iterable[str]) -> list[metadata.Distribution]:
    """Return the installed distributions named in `roots` (requirement strings) and everything they require."""
    found: dict[str, metadata.Distribution] = {}
    pending = list(roots)
    while pending:
        requirement = pending.pop()
        spec, _, marker = requirement.partition(";")
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
        if not match or (marker.strip() and not _marker_applies(marker.strip())):
            continue
        key = canonical(match.group(1))
        if key in found:
            continue
        try:
            dist = metadata.distribution(match.group(1))
        except metadata.PackageNotFoundError:
            continue
        found[key] = dist
        pending.extend(dist.requires or [])
    return sorted(found.values(), key=lambda d: canonical(d.metadata["Name"]))


def licence_in_texts(texts: Iterable[tuple[str, str]]) -> str | None:
    """Return the SPDX id of the first licence text that begins as a well-known licence does, or None."""
    for _, text in texts:
        for pattern, spdx in KNOWN_TEXTS:
            if pattern.search(text[:200]):
                return spdx
    return None


def licence_of(dist: metadata.Distribution) -> str:
    """Return the distribution's licence as declared: expression, License field or classifiers."""
    meta = dist.metadata
    expression = meta.get("License-Expression")
    if expression:
        return expression
    field = (meta.get("License") or "").strip()
    if field and "\n" not in field and len(field) <= 120:
        return field
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]
    if classifiers:
        return " / ".join(classifiers)
    return field.splitlines()[0] if field else "not declared"


def shipped_text(spdx: str) -> tuple[str, str]:
    """Return (title, text) of one of the licence texts plagcheck carries (plagcheck/licenses/<spdx>.txt)."""
    return spdx, (LICENCE_TEXTS / f"{spdx}.txt").read_text(encoding="utf-8")


def licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """Return (title, text) of every licence file a distribution ships, each once, in a stable order.

    Three places, as wheels have put them over the years: the files its metadata names (`License-File`, under
    the .dist-info's `licenses/` folder per PEP 639, or at its top in older wheels), anything else in a
    `licenses/` or `LICENSES/` folder of the .dist-info (pypdfium2 keeps the licences of PDFium's parts
    there), and files at the .dist-info's top whose names say licence, copying, notice or authors.
    """
    inside_info = {}
    for file in dist.files or []:
        path = str(file).replace("\\", "/")
        if ".dist-info/" in path:
            inside_info[path.split(".dist-info/", 1)[1]] = file
    names = []
    for declared in dist.metadata.get_all("License-File") or []:
        names += [f"licenses/{declared}", declared]
    for inside in inside_info:
        if inside.split("/", 1)[0].lower() == "licenses" or ("/" not in inside and LICENCE_FILE_PATTERN.search(inside)):
            names.append(inside)
    texts: dict[str, str] = {}
    for name in dict.fromkeys(names):
        try:
            data = inside_info[name].read_binary() if name in inside_info else (dist.read_text(name) or "").encode()
        except OSError:
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:  # a few licence files are Latin-1 (FreeType's, in pypdfium2)
            text = data.decode("latin-1")
        if text.strip():
            texts[name] = text
    return sorted(texts.items())


def distribution_component(dist: metadata.Distribution) -> Component:
    """Return the Component of an installed distribution: licence, the licence files it ships, our note."""
    name = dist.metadata["Name"]
    key = canonical(name)
    texts = licence_files(dist)
    licence = LICENCE_CORRECTIONS.get(key) or licence_of(dist)
    if licence in UNINFORMATIVE:
        licence = licence_in_texts(texts) or licence
    if key in CHOSEN:
        chosen, fallbacks = CHOSEN[key]
        licence = f"{chosen} (chosen from: {licence})" if chosen != licence else licence
        if not texts:
            texts = [shipped_text(spdx) for spdx in fallbacks]
    return Component(name, dist.version, licence, tuple(texts), NOTES.get(key, ""))


def qt_component(pyside: Component) -> Component:
    """Return a Component naming Qt itself, which the PySide6 wheel carries (Qt for Python versions follow Qt's)."""
    return Component("Qt", pyside.version, "LGPL-3.0-only", (),
                     f"The Qt libraries inside {pyside.name} {pyside.version}; the notice and licence texts are "
                     f"those of {pyside.name}, above.")


def python_component() -> Component:
    """Return the Component for the Python runtime itself (PSF licence, from the interpreter's LICENSE.txt)."""
    version = ".".join(map(str, sys.version_info[:3]))
    candidates = [Path(sys.base_prefix) / "LICENSE.txt",
                  Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt",
                  Path(sys.base_prefix) / "share" / "doc" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "copyright",
                  Path("/usr/share/doc") / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "copyright"]
    found = next((path for path in candidates if path.is_file()), None)
    texts = ((found.name, found.read_text(encoding="utf-8", errors="replace")),) if found else ()
    return Component("Python", version, "PSF-2.0", texts, "The Python interpreter and standard library.")


def render(title: str, components: Iterable[Component]) -> str:
    """Return the notices as plain text: a summary table, then each component with its licence texts."""
    components = list(components)
    lines = [title, "=" * len(title), "",
             "plagcheck is free software under the MIT licence (LICENSE.txt). The app includes the components below,",
             "each under its own licence; their licence texts follow the summary.", "", "Summary", "-------"]
    lines += summary_lines(components, SUMMARY_WIDTH)
    return "\n".join(lines) + "".join(section(component) for component in components)


def summary_lines(components: Iterable[Component], width: int) -> list[str]:
    """Return the summary's lines: each component's name, version and licence, and what its texts also cover."""
    lines = []
    for c in components:
        lines.append(f"  {f'{c.name} {c.version}':<{width}} {c.licence}")
        covers = [subject for subject in c.covers() if canonical(subject) != canonical(c.name)]
        if covers:
            lines += textwrap.wrap("with the licence texts of: " + ", ".join(covers), 112,
                                   initial_indent=" " * 6, subsequent_indent=" " * 8, break_on_hyphens=False)
    return lines


def add_components(notices: str, components: Iterable[Component]) -> str:
    """Return `notices` (as render made it) with `components` added: in the summary, and their sections at the end."""
    components = list(components)
    summary, sep, rest = notices.partition(SECTIONS_START)
    added = "\n".join(summary_lines(components, SUMMARY_WIDTH))
    return summary + "\n" + added + sep + rest + "".join(section(c) for c in components)


def summary_of(notices: str) -> str:
    """Return the summary part of notices made by render (everything before the first section)."""
    return notices.partition(SECTIONS_START)[0]


def section(component: Component) -> str:
    """Return one component's part of the notices: a heading, its licence, our note and its licence texts."""
    heading = f"{component.name} {component.version}".strip()
    lines = ["", "", "#" * 78, heading, "#" * 78, f"Licence: {component.licence}"]
    if component.note:
        lines += ["", component.note]
    if not component.texts and component.name != "Qt":
        lines += ["", "(This component ships no licence text; its licence is the one named above.)"]
    for text_title, text in component.texts:
        lines += ["", f"--- {text_title} ---", "", text.rstrip()]
    return "\n".join(lines) + "\n"


def build_notices(roots: Iterable[str], extra: Iterable[Component] = ()) -> str:
    """Return the notices for the distributions `roots` require (with their requirements), Python, and `extra`."""
    components = []
    for dist in requirement_closure(roots):
        if canonical(dist.metadata["Name"]) != "plagcheck":
            components.append(distribution_component(dist))
            if canonical(dist.metadata["Name"]) == "pyside6-essentials":
                components.append(qt_component(components[-1]))
    # Qt and its Python binding first: the LGPL parts, whose notices matter most.
    components.sort(key=lambda c: canonical(c.name) not in QT_PARTS)
    from plagcheck import __version__

    return render(f"plagcheck {__version__}: third-party notices", [python_component(), *components, *extra])


def bundled_file(name: str) -> Path | None:
    """Return the path of a licence file inside a frozen app (None when not frozen or missing)."""
    base = getattr(sys, "_MEIPASS", None)
    path = Path(base) / BUNDLE_FOLDER / name if base else None
    return path if path is not None and path.is_file() else None


def notices_text() -> str:
    """Return the third-party notices: the file the build wrote into a frozen app, or made from installed metadata."""
    path = bundled_file(NOTICES_FILE_NAME)
    if path is not None:
        return path.read_text(encoding="utf-8")
    try:
        roots = metadata.requires("plagcheck") or []
    except metadata.PackageNotFoundError:
        roots = []
    return build_notices(roots)


def own_licence_text() -> str:
    """Return plagcheck's own licence text (MIT): from a frozen app, the installed metadata or the checkout."""
    path = bundled_file(LICENSE_FILE_NAME)
    if path is not None:
        return path.read_text(encoding="utf-8")
    checkout = Path(__file__).resolve().parents[2] / "LICENSE"
    if checkout.is_file():
        return checkout.read_text(encoding="utf-8")
    with contextlib.suppress(metadata.PackageNotFoundError):  # not installed: the sentence below
        for file in metadata.distribution("plagcheck").files or []:
            if LICENCE_FILE_PATTERN.search(str(file)) and ".dist-info/" in str(file):
                return file.read_text(encoding="utf-8")
    return "plagcheck is free software under the MIT licence."
