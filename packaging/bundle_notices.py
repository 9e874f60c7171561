"""The third-party notices of a frozen bundle, made from what it contains, and the check that every shared library
in it is covered by a notice.

    python3 packaging/bundle_notices.py dist/plagcheck            # exit 1 if a library has no notice
    python3 packaging/bundle_notices.py dist/plagcheck --write    # (re)write its THIRD-PARTY-NOTICES.txt first

The notices list (packaging/bundle_contents.py finds what is shipped): Python; every distribution of the build
environment that the bundle holds a file or module of, and nothing else; the libraries built into those
distributions' native files as their wheels' licence files describe them (packaging/wheel_parts.py: numpy's
OpenBLAS, lxml's libxml2, libxslt, libexslt, zlib and iconv, PDFium's parts); the parts no metadata names
(EMBEDDED_PARTS below: Qt's, cryptography's); data in the bundle that carries its own licence file; and the system
libraries copied from the build machine (packaging/system_licences.py). Each is a line of the summary and a
section with its licence texts.

Some libraries carry other projects inside them: Qt's libraries are built with their own copies of PCRE2, harfbuzz,
libpng, libjpeg-turbo, libtiff, libwebp, md4c and double-conversion, PySide6's wheel ships ICU beside them, and
cryptography's Rust extension links OpenSSL and about twenty Rust crates statically. Their wheels' metadata name
none of them (PySide6's has no licence file at all), so EMBEDDED_PARTS does, with the licence texts in
plagcheck/licenses/. A part is noticed only when a bundled file it lives in is there; its version is read from
that file when the file says it.

A shared library is covered when (1) its owner has a section in THIRD-PARTY-NOTICES.txt with a licence text: the
Python distribution whose RECORD lists it, Python itself (the standard library's extensions, libpython), or the
Debian package it was copied from (system libraries, named in that package's section); and (2) every part
EMBEDDED_PARTS or VENDORED places in it has a section too (or, for VENDORED, is named in its owner's section).
"""

from __future__ import annotations

import fnmatch
import importlib.metadata as metadata
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bundle_contents import (BundleContents, internal_folder, licensed_data_folders, owned_files,  # noqa: E402
                             read_bundle, shipped_distributions)
from plagcheck.shared import notices as notices_module  # noqa: E402
from plagcheck.shared.notices import LICENCE_TEXTS, Component, canonical  # noqa: E402
from wheel_parts import wheel_parts  # noqa: E402

#: Folders of the bundle holding copies of the build system's libraries, besides its top folder.
COPIED_FOLDERS = ("gl-fallback/",)
HEADING = re.compile(r"^#{78}\n(.+)\n#{78}\n", re.MULTILINE)


@dataclass(frozen=True)
class Part:
    """A third-party project built into bundled files: where it lives, its licence and the texts that go with it."""

    name: str
    licence: str
    files: tuple[str, ...]  # bundle-relative globs of the files that contain it
    texts: tuple[str, ...]  # file names under plagcheck/licenses/
    version: str = ""  # a regular expression whose group 1 is the version, searched in the files' bytes
    note: str = ""


QT_LIB = "PySide6/Qt/lib/"
QT_PLUGINS = "PySide6/Qt/plugins/"
RUST_CRATES = (
    # Crates compiled into cryptography's _rust extension (its Cargo.lock, less build scripts and proc-macros),
    # with their licences from their Cargo.toml. Versions, where the binary names them, come from the file.
    ("asn1", "BSD-3-Clause"), ("base64", "MIT OR Apache-2.0"), ("bitflags", "MIT OR Apache-2.0"),
    ("cfg-if", "MIT OR Apache-2.0"), ("foreign-types", "MIT OR Apache-2.0"),
    ("foreign-types-shared", "MIT OR Apache-2.0"), ("itoa", "MIT OR Apache-2.0"), ("libc", "MIT OR Apache-2.0"),
    ("memoffset", "MIT"), ("once_cell", "MIT OR Apache-2.0"), ("openssl", "Apache-2.0"), ("openssl-sys", "MIT"),
    ("pem", "MIT"), ("portable-atomic", "Apache-2.0 OR MIT"), ("pyo3", "MIT OR Apache-2.0"),
    ("pyo3-ffi", "MIT OR Apache-2.0"), ("self_cell", "Apache-2.0 OR GPL-2.0-only (Apache-2.0 chosen)"),
    ("unindent", "MIT OR Apache-2.0"), ("Rust standard library (std, core, alloc)", "MIT OR Apache-2.0"),
)
EMBEDDED_PARTS = (
    Part("ICU", "Unicode-3.0 AND ICU", (QT_LIB + "libicu*",), ("qt/icu.txt",), r"libicu\w+\.so\.(\d+)",
         "International Components for Unicode, shipped with Qt in PySide6's wheel."),
    Part("PCRE2", "BSD-3-Clause WITH PCRE2-exception", (QT_LIB + "libQt6Core.so*",), ("qt/pcre2.txt",),
         r"\b(10\.\d\d) 20\d\d-\d\d-\d\d\b", "Built into Qt Core (regular expressions)."),
    Part("double-conversion", "BSD-3-Clause", (QT_LIB + "libQt6Core.so*",), ("qt/double-conversion.txt",),
         note="Built into Qt Core (number formatting)."),
    Part("harfbuzz", "MIT-Modern-Variant", (QT_LIB + "libQt6Gui.so*",), ("qt/harfbuzz.txt",),
         note="HarfBuzz text shaping, built into Qt GUI."),
    Part("libpng", "Libpng-2.0", (QT_LIB + "libQt6Gui.so*",), ("qt/libpng.txt",), r"libpng version (\d+\.\d+\.\d+)",
         "Built into Qt GUI."),
    Part("md4c", "MIT", (QT_LIB + "libQt6Gui.so*",), ("qt/md4c.txt",), note="Markdown parser, built into Qt GUI."),
    Part("libjpeg-turbo", "IJG AND BSD-3-Clause AND Zlib", (QT_PLUGINS + "imageformats/libqjpeg.so",),
         ("qt/libjpeg-turbo.txt",), r"libjpeg-turbo version (\d+\.\d+\.\d+)",
         "Built into Qt's JPEG plugin. This software is based in part on the work of the Independent JPEG Group."),
    Part("libtiff", "libtiff", (QT_PLUGINS + "imageformats/libqtiff.so",), ("qt/libtiff.txt",),
         r"LIBTIFF, Version (\d+\.\d+\.\d+)", "Built into Qt's TIFF plugin."),
    Part("libwebp", "BSD-3-Clause", (QT_PLUGINS + "imageformats/libqwebp.so",), ("qt/libwebp.txt",),
         note="Built into Qt's WebP plugin."),
    Part("OpenSSL", "Apache-2.0", ("cryptography/hazmat/bindings/_rust*.so",), ("Apache-2.0.txt",),
         r"OpenSSL (\d+\.\d+\.\d+) ", "Linked statically into cryptography's Rust extension."),
    Part("Rust crates in cryptography", "MIT OR Apache-2.0, and as listed", ("cryptography/hazmat/bindings/_rust*.so",),
         ("MIT.txt", "Apache-2.0.txt", "BSD-3-Clause.txt"),
         note="Linked statically into cryptography's Rust extension; each crate is copyright its authors (the "
              "crate's developers, as its Cargo.toml names them):\n"
              + "\n".join(f"  {name}{{{name}}}: {licence}" for name, licence in RUST_CRATES)),
)
#: Libraries a wheel vendors (auditwheel's <dist>.libs folders) and documents in its own licence files: the
#: owner's section must name them.
VENDORED = (
    ("numpy.libs/*openblas*", "OpenBLAS"),
    ("numpy.libs/libgfortran*", "libgfortran"),
    ("numpy.libs/libquadmath*", "libquadmath"),
    ("lxml/*.so", "libxml2"),
    ("lxml/etree*.so", "libxslt"),
)


def _version(part: Part, sources: list[Path]) -> str:
    """Return the version of `part` read from the first of its files that names it ('' when none does)."""
    if not part.version:
        return ""
    pattern = re.compile(part.version.encode())
    for source in sources:
        for candidate in (source.name.encode(), source.read_bytes()):
            match = pattern.search(candidate)
            if match:
                return match.group(1).decode()
    return ""


def _rust_crate_versions(sources: list[Path]) -> dict[str, str]:
    """Return {crate: version} for the crates whose source paths (kept for panic messages) the files contain."""
    found: dict[str, str] = {}
    for source in sources:
        for name, version in re.findall(rb"registry/src/[^/]+/([A-Za-z0-9_-]+)-(\d+\.\d+\.\d+)/", source.read_bytes()):
            found[name.decode()] = version.decode()
    return found


def embedded_components(files: dict[str, Path]) -> list[Component]:
    """Return a Component for every part of EMBEDDED_PARTS that lives in one of `files` ({bundle path: source})."""
    components = []
    for part in EMBEDDED_PARTS:
        sources = [source for dest, source in sorted(files.items())
                   if any(fnmatch.fnmatch(dest, pattern) for pattern in part.files)]
        if not sources:
            continue
        texts = tuple((name, (LICENCE_TEXTS / name).read_text(encoding="utf-8")) for name in part.texts)
        note = part.note
        if "{" in note:
            versions = _rust_crate_versions(sources)
            note = note.format(**{name: f" {versions[name.replace('-', '_')]}" if name.replace("-", "_") in versions
                                  else f" {versions[name]}" if name in versions else "" for name, _ in RUST_CRATES})
        components.append(Component(part.name, _version(part, sources), part.licence, texts,
                                    f"{note}\nIn: {', '.join(sorted({s.name for s in sources}))}."))
    return components


def sections(notices: str) -> dict[str, str]:
    """Return the notices' sections by heading ('name version'), each with its text."""
    found = {}
    headings = list(HEADING.finditer(notices))
    for match, following in zip(headings, headings[1:] + [None]):
        found[match.group(1).strip()] = notices[match.end():following.start() if following else len(notices)]
    return found


def section_of(notices_sections: dict[str, str], name: str) -> str | None:
    """Return the text of the section headed `name` (with or without a version), or None."""
    for heading, text in notices_sections.items():
        if heading == name or heading.startswith(name + " "):
            return text
    return None


def _has_licence_text(text: str | None) -> bool:
    return text is not None and "--- " in text


def record_owners(distributions: list[metadata.Distribution]) -> dict[str, str]:
    """Return {path relative to site-packages: distribution name} for the files the distributions installed."""
    return {str(file).replace("\\", "/"): dist.metadata["Name"] for dist in distributions for file in dist.files or []}


def owner_section(library: str, owners: dict[str, str], notices_sections: dict[str, str]) -> tuple[str, str | None]:
    """Return (owner's name, its section's text or None) for one bundle-relative library path."""
    if library in owners:
        name = owners[library]
        for heading, text in notices_sections.items():
            if canonical(heading.split(" ")[0]) == canonical(name):
                return name, text
        return name, None
    if library.startswith("python3") or Path(library).name.startswith("libpython3"):
        return "Python", section_of(notices_sections, "Python")
    if "/" not in library or library.startswith(COPIED_FOLDERS):  # copied from the build system: the Debian
        name = library.rsplit("/", 1)[-1]                            # package's section names the file
        for heading, text in notices_sections.items():
            if heading.endswith("(Debian)") or " (Debian) " in heading:
                if re.search(rf"Library files: [^\n]*\b{re.escape(name)}\b", text):
                    return heading, text
        return "a system package", None
    return "no distribution", None


def uncovered(libraries: list[str], notices: str, owners: dict[str, str]) -> dict[str, str]:
    """Return {library: why it has no notice} for the bundle-relative library paths without one."""
    notices_sections = sections(notices)
    problems = {}
    for library in libraries:
        owner, text = owner_section(library, owners, notices_sections)
        reasons = []
        if not _has_licence_text(text):
            reasons.append(f"its owner ({owner}) has no section with a licence text")
        for part in EMBEDDED_PARTS:
            if any(fnmatch.fnmatch(library, pattern) for pattern in part.files):
                if not _has_licence_text(section_of(notices_sections, part.name)):
                    reasons.append(f"it contains {part.name}, which has no section with a licence text")
        for pattern, name in VENDORED:
            if fnmatch.fnmatch(library, pattern) and name.lower() not in (text or "").lower():
                reasons.append(f"it contains {name}, which {owner}'s licence texts do not name")
        if reasons:
            problems[library] = "; ".join(reasons)
    return problems


def shared_libraries(internal: Path) -> list[str]:
    """Return the bundle-relative paths of the ELF shared libraries and extensions under a bundle's _internal."""
    found = []
    for path in sorted(internal.rglob("*")):
        if path.is_file() and not path.is_symlink() and ".so" in path.name:
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path.relative_to(internal).as_posix())
    return found


#: SPDX ids of licences data comes under, as a folder's licence note names them.
SPDX_IDS = re.compile(r"(?<![\w.-])((?:A|L)?GPL-\d\.\d(?:-only|-or-later)|CC-BY(?:-SA|-NC)?-\d\.\d|CC0-1\.0|ODbL-1\.0|"
                      r"OFL-1\.1|MPL-2\.0|Apache-2\.0|MIT|BSD-[23]-Clause)(?![\w.-])")


def data_component(folder: str, licence_paths: list[str], contents: BundleContents, internal: Path) -> Component:
    """Return the component of a data folder that carries a licence file: its licence texts and what it holds."""
    texts = tuple((path, (internal / path).read_text(encoding="utf-8", errors="replace")) for path in licence_paths)
    spdx = re.search(r"SPDX-License-Identifier:\s*(\S[^\n]*)", "\n".join(t for _, t in texts))
    # A folder's own licence note (LICENSES.md, NOTICE) may name the licences of its files by SPDX id.
    # A table there (| file | licence |) is what it says of the files; its prose may name other things' licences.
    named = dict.fromkeys(m for path, text in texts if not re.match(r"(A|L)?GPL|CC|MPL|ODbL|OFL|Apache", Path(path).name)
                          for line in ([l for l in text.splitlines() if l.lstrip().startswith("|")]
                                       or text.splitlines())
                          for m in SPDX_IDS.findall(line))
    licence = (spdx.group(1).strip() if spdx else " AND ".join(named) if named
               else notices_module.licence_in_texts(texts) or "see the licence text below")
    held = sorted(p for p in contents.files if p.startswith(folder + "/") and p not in licence_paths)
    shown = ", ".join(held[:6]) + (f" and {len(held) - 6} more" if len(held) > 6 else "")
    return Component(f"Data: {folder}", "", licence, texts, f"Data files in the app: {shown or 'none besides the licence'}.")


#: Folders a Linux build system keeps its libraries in, where a library copied into the bundle's top folder is
#: looked up to find its Debian package.
SYSTEM_LIBRARY_FOLDERS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/lib/x86_64-linux-gnu",
                          "/lib/aarch64-linux-gnu", "/usr/lib", "/lib")


def system_components(contents: BundleContents, owned: set[str], internal: Path) -> list[Component]:
    """Return the components of the libraries in the bundle's top folder that no distribution installed: copies of
    the build system's, each traced to its Debian package (Linux builds only; elsewhere none). Links PyInstaller
    puts there to libraries inside the bundle (libQt6Core.so.6 -> PySide6/Qt/lib/...) are not copies."""
    if not sys.platform.startswith("linux"):
        return []
    from system_licences import system_library_components

    sources = []
    for path in sorted(p for p in contents.files - owned if (p.startswith(COPIED_FOLDERS) or "/" not in p)
                       and ".so" in p and not (internal / p).is_symlink()):
        name = path.rsplit("/", 1)[-1]
        found = next((Path(folder) / name for folder in SYSTEM_LIBRARY_FOLDERS if (Path(folder) / name).exists()), None)
        sources.append(found or Path(name))
    return system_library_components(sources)


def components_for_bundle(bundle: Path, contents: BundleContents, distributions, system: list[Component] | None = None
                          ) -> list[Component]:
    """Return the notices' components for what `bundle` contains, in the order of the notices."""
    internal = internal_folder(bundle)
    shipped = shipped_distributions(contents, distributions)
    own, parts = [], []
    for item in shipped:
        dist = item.distribution
        found = wheel_parts(dist, set(contents.files), internal)
        component = notices_module.distribution_component(dist)
        if any(title.startswith("pypdfium2: BUILD_LICENSES/") for part in found for title, _ in part.texts):
            # PDFium's parts have their own sections; the shared texts they include stay with pypdfium2.
            component = replace(component, texts=tuple(t for t in component.texts if "BUILD_LICENSES/" not in t[0]
                                                       or "BUILD_LICENSES/SHARED/" in t[0]))
        own.append(component)
        if canonical(dist.metadata["Name"]) == "pyside6-essentials":
            own.append(notices_module.qt_component(component))
        parts += [part.component() for part in found]
    own.sort(key=lambda c: canonical(c.name) not in notices_module.QT_PARTS)
    binaries = {path: internal / path for path in sorted(contents.files) if (internal / path).is_file()
                and re.search(r"\.(so(\.\d+)*|pyd|dll|dylib)$", path)}
    embedded = embedded_components(binaries)
    data = [data_component(folder, paths, contents, internal)
            for folder, paths in licensed_data_folders(contents, owned_files(shipped)).items()]
    if system is None:
        system = system_components(contents, owned_files(shipped), internal)
    return [notices_module.python_component(), *own, *parts, *embedded, *data, *system]


def notices_for_bundle(bundle: Path, contents: BundleContents, distributions, system: list[Component] | None = None
                       ) -> str:
    """Return THIRD-PARTY-NOTICES.txt for what `bundle` contains (see components_for_bundle)."""
    from plagcheck import __version__

    return notices_module.render(f"plagcheck {__version__}: third-party notices",
                                 components_for_bundle(bundle, contents, distributions, system))


def write_notices(bundle: Path, system: list[Component] | None = None, names=None) -> Path:
    """Write THIRD-PARTY-NOTICES.txt and LICENSE.txt into the bundle's licences folder; return the notices' path."""
    folder = internal_folder(bundle) / notices_module.BUNDLE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / notices_module.LICENSE_FILE_NAME).write_text((ROOT / "LICENSE").read_text(encoding="utf-8"),
                                                           encoding="utf-8")
    target = folder / notices_module.NOTICES_FILE_NAME
    target.unlink(missing_ok=True)
    contents = read_bundle(bundle, names)
    target.write_text(notices_for_bundle(bundle, contents, metadata.distributions(), system), encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    """Check a frozen bundle's notices (with --write, write them first); print the libraries without one; exit 1 if any."""
    args = argv if argv is not None else sys.argv[1:]
    paths = [a for a in args if not a.startswith("--")]
    bundle = Path(paths[0] if paths else "dist/plagcheck")
    internal = internal_folder(bundle)
    if "--write" in args:
        print(f"wrote {write_notices(bundle)}")
    notices = (internal / notices_module.BUNDLE_FOLDER / notices_module.NOTICES_FILE_NAME).read_text(encoding="utf-8")
    owners = record_owners([item.distribution for item in
                            shipped_distributions(read_bundle(bundle), metadata.distributions())])
    libraries = shared_libraries(internal)
    problems = uncovered(libraries, notices, owners)
    for library, why in sorted(problems.items()):
        print(f"  no notice: {library}: {why}")
    print(f"{len(libraries)} shared libraries in {bundle}; without a notice: {len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
