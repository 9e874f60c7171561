"""The libraries built into a wheel's native files, as the wheel's own licence files describe them, each a component
of the notices with its own line in the summary.

Wheels document what their binaries carry in three ways, each read here:

- numpy: blocks in LICENSE.txt, "Name: OpenBLAS / Files: numpy.libs/libscipy_openblas*.so / License: BSD-3-Clause"
  followed by the licence; a part is shipped when a bundled file matches its Files glob;
- lxml: a "Binary wheels" list in LICENSES.txt, "**libxml2**: MIT" followed by the licence, for the libraries
  linked statically into its extensions (zlib, iconv, libxml2, libxslt, libexslt); a part is shipped when one of
  the wheel's extensions is bundled and, where MARKERS says how to tell, contains it;
- pypdfium2: one licence file per part of PDFium's build in .dist-info/licenses/BUILD_LICENSES/ (PDFium, FreeType,
  OpenJPEG, libjpeg-turbo, lcms2, ICU...), sub-folders naming the builds a part is in (musl, android, v8_xfa);
  shipped when libpdfium is bundled and the folder's build is this one.

A part the tables below do not name is still listed, under its file's name, with "see the licence text".
"""

from __future__ import annotations

import fnmatch
import importlib.metadata as metadata
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from plagcheck.shared.notices import LICENCE_TEXTS, Component, licence_files  # noqa: E402

#: Full texts plagcheck carries for licences that a wheel only names (file names under plagcheck/licenses/).
STANDARD_TEXTS = {
    "Zlib": "Zlib.txt",
    "LGPL-2.1-or-later": "LGPL-2.1-only.txt",
    "LGPL-2.1-only": "LGPL-2.1-only.txt",
    "GPL-3.0-or-later": "GPL-3.0-only.txt",
    "GCC-exception-3.1": "GCC-exception-3.1.txt",
}
#: lxml's words for its parts' licences, as SPDX.
LXML_LICENCES = {"zlib": "Zlib", "iconv": "LGPL-2.1-or-later", "libxml2": "MIT", "libxslt": "MIT", "libexslt": "MIT"}
#: Bytes that show a statically linked library is inside a binary (its own symbols or strings).
MARKERS = {
    "zlib": rb"inflate 1\.\d+",
    "iconv": rb"libiconv",
    "libxml2": rb"xmlReadMemory",
    "libxslt": rb"xsltApplyStylesheet",
    "libexslt": rb"exsltRegisterAll",
}
#: Versions read from the binaries, where they say them (group 1).
VERSIONS = {"zlib": rb"inflate (1\.\d+\.\d+)"}
#: pypdfium2's BUILD_LICENSES files: display name and SPDX licence.
PDFIUM_PARTS = {
    "pdfium": ("PDFium", "BSD-3-Clause"),
    "freetype": ("FreeType", "FTL"),
    "libopenjpeg": ("OpenJPEG", "BSD-2-Clause"),
    "libjpeg_turbo": ("libjpeg-turbo", "IJG AND BSD-3-Clause AND Zlib"),
    "lcms": ("Little CMS (lcms2)", "MIT"),
    "libpng": ("libpng", "Libpng-2.0"),
    "libtiff": ("libtiff", "libtiff"),
    "zlib": ("zlib", "Zlib"),
    "icu": ("ICU", "Unicode-3.0"),
    "harfbuzz": ("HarfBuzz", "MIT-Modern-Variant"),
    "abseil": ("Abseil", "Apache-2.0"),
    "highway": ("Highway", "Apache-2.0"),
    "fast_float": ("fast_float", "MIT"),
    "simdutf": ("simdutf", "MIT"),
    "dragonbox": ("Dragonbox", "Apache-2.0 WITH LLVM-exception OR BSL-1.0"),
    "agg23": ("Anti-Grain Geometry 2.3", "AGG (permissive, text below)"),
    "brotli": ("Brotli", "MIT"),
    "libyuv": ("libyuv", "BSD-3-Clause"),
    "llvm-libc": ("LLVM libc", "Apache-2.0 WITH LLVM-exception"),
    "pdfium-binaries": ("pdfium-binaries build scripts", "MIT"),
    "musl": ("musl libc", "MIT"),
    "libgcc_and_libstdc++": ("GCC runtime libraries", "GPL-3.0-or-later WITH GCC-exception-3.1"),
}


@dataclass(frozen=True)
class WheelPart:
    """A library built into some of a distribution's bundled files: name, version, licence and its texts."""

    name: str
    version: str
    licence: str
    texts: tuple[tuple[str, str], ...]
    owner: str
    files: tuple[str, ...]  # bundle-relative paths of the files it is in

    def component(self) -> Component:
        """Return the part as a component of the notices, saying where it is."""
        where = ", ".join(Path(f).name for f in self.files[:4]) + (" and others" if len(self.files) > 4 else "")
        return Component(self.name, f"{self.version} (in {self.owner})".strip(), self.licence, self.texts,
                         f"Built into {self.owner}: {where}.")


def standard_texts(licence: str) -> list[tuple[str, str]]:
    """Return (title, text) of the full licence texts plagcheck carries for the SPDX ids named in `licence`."""
    found = []
    for spdx, file_name in STANDARD_TEXTS.items():
        if re.search(rf"(?<![\w.-]){re.escape(spdx)}(?![\w.-])", licence) and (LICENCE_TEXTS / file_name).is_file():
            found.append((spdx, (LICENCE_TEXTS / file_name).read_text(encoding="utf-8")))
    return list(dict(found).items())


def _glob(pattern: str) -> str:
    """Return a Files glob that also matches versioned library names (libx*.so -> libx*.so*)."""
    return pattern + "*" if pattern.endswith(".so") else pattern


def numpy_style_parts(dist: metadata.Distribution, texts: list[tuple[str, str]], files: set[str]) -> list[WheelPart]:
    """Return the parts declared by "Name: / Files: / License:" blocks in a distribution's licence texts."""
    parts = []
    for _, text in texts:
        for block in re.split(r"\n(?=Name: )|\n-{4,}\n", text):
            fields = dict(re.findall(r"^(Name|Files|License): *(.+)$", block, re.MULTILINE))
            if not {"Name", "Files", "License"} <= set(fields):
                continue
            globs = [_glob(g.strip()) for g in fields["Files"].split(",")]
            matched = tuple(sorted(f for f in files if any(fnmatch.fnmatch(f, g) for g in globs)))
            if matched:
                licence = fields["License"].strip()
                parts.append(WheelPart(fields["Name"].strip(), "", licence,
                                       ((f"{dist.metadata['Name']}: {fields['Name'].strip()}", block.strip()),
                                        *standard_texts(licence)),
                                       dist.metadata["Name"], matched))
    return parts


def lxml_style_parts(dist: metadata.Distribution, texts: list[tuple[str, str]], binaries: dict[str, Path]) -> list[WheelPart]:
    """Return the parts a "Binary wheels" list names ("**name**: licence"), found in the distribution's binaries."""
    parts = []
    for _, text in texts:
        if "Binary wheels" not in text:
            continue
        listed = text.split("Binary wheels", 1)[1]
        for match in re.finditer(r"^\*\*([\w.+-]+)\*\*: *(.*?)\n(.*?)(?=^\*\*[\w.+-]+\*\*:|\Z)", listed,
                                 re.MULTILINE | re.DOTALL):
            name, declared, body = match.group(1), match.group(2).strip(), match.group(3).strip()
            marker = MARKERS.get(name.lower())
            holding = tuple(sorted(path for path, source in binaries.items()
                                   if marker is None or re.search(marker, source.read_bytes())))
            if not holding:
                continue
            licence = LXML_LICENCES.get(name.lower(), declared)
            version = ""
            if name.lower() in VERSIONS:
                found = re.search(VERSIONS[name.lower()], binaries[holding[0]].read_bytes())
                version = found.group(1).decode() if found else ""
            block = f"{name}: {declared}\n\n{body}".strip()
            parts.append(WheelPart(name, version, licence,
                                   ((f"{dist.metadata['Name']}: {name}", block), *standard_texts(licence)),
                                   dist.metadata["Name"], holding))
    return parts


def _resolved(text: str, folder: Path) -> str:
    """Return a BUILD_LICENSES text with its '#include ./X' lines replaced by the files they name."""
    def include(match: re.Match) -> str:
        target = (folder / match.group(1)).resolve()
        return target.read_text(encoding="utf-8", errors="replace") if target.is_file() else match.group(0)
    return re.sub(r"^#include +(\S+)$", include, text, flags=re.MULTILINE)


def pdfium_parts(dist: metadata.Distribution, files: set[str]) -> list[WheelPart]:
    """Return the parts of PDFium's build listed in pypdfium2's BUILD_LICENSES, for a bundled libpdfium."""
    holding = tuple(sorted(f for f in files if re.search(r"(^|/)(lib)?pdfium[^/]*\.(so|dll|dylib)", f)))
    if not holding:
        return []
    version_file = next((dist.locate_file(f) for f in dist.files or [] if str(f).endswith("pypdfium2_raw/version.json")), None)
    build = json.loads(Path(version_file).read_text(encoding="utf-8")) if version_file else {}
    flags = {str(flag).lower() for flag in build.get("flags", [])}
    origin = str(build.get("origin", ""))
    version = ".".join(str(build[k]) for k in ("major", "minor", "build", "patch") if k in build)
    # The sub-folders say which builds carry a part; this bundle's libpdfium is a glibc (or Windows/macOS) build.
    applies = {"": True, "all_except_musl": True, "pbin_and_sbuild": True, "pbin_musl": False, "cibw_musl": False,
               "android": False, "v8_xfa": bool(flags & {"v8", "xfa"}), "SHARED": False}
    by_part: dict[str, list[tuple[str, str]]] = {}
    for file in dist.files or []:
        path = str(file).replace("\\", "/")
        if "/licenses/BUILD_LICENSES/" not in path:
            continue
        relative = path.split("/licenses/BUILD_LICENSES/", 1)[1]
        scope = relative.rsplit("/", 1)[0] if "/" in relative else ""
        if not applies.get(scope, True):
            continue
        stem = Path(relative).stem
        key = "dragonbox" if stem.startswith("dragonbox") else stem
        if key == "pdfium-binaries" and not origin.startswith("pdfium-binaries"):
            continue
        source = Path(dist.locate_file(file))
        by_part.setdefault(key, []).append((f"pypdfium2: BUILD_LICENSES/{relative}",
                                            _resolved(source.read_text(encoding="utf-8", errors="replace"), source.parent)))
    parts = []
    for key, texts in sorted(by_part.items()):
        name, licence = PDFIUM_PARTS.get(key, (key, "see the licence text"))
        part_version = version if key == "pdfium" else ""
        if key == "zlib":
            found = re.search(r"version (\d+\.\d+\.\d+)", texts[0][1])
            part_version = found.group(1) if found else ""
        parts.append(WheelPart(name, part_version, licence, tuple(texts), dist.metadata["Name"], holding))
    return parts


def wheel_parts(dist: metadata.Distribution, files: set[str], internal: Path) -> list[WheelPart]:
    """Return the parts built into the files of `dist` that the bundle holds (`files`, under `internal`)."""
    installed = {str(f).replace("\\", "/") for f in dist.files or []}
    mine = installed & files
    texts = licence_files(dist)
    binaries = {path: internal / path for path in sorted(mine)
                if re.search(r"\.(so(\.\d+)*|pyd|dll|dylib)$", path) and (internal / path).is_file()}
    return [*numpy_style_parts(dist, texts, mine), *lxml_style_parts(dist, texts, binaries), *pdfium_parts(dist, mine)]

