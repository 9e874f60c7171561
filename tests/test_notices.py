"""Licences: the third-party notices made from installed metadata, and the build checks of the Linux bundle."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from plagcheck.shared import notices

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging" / "linux"))
import check_bundle  # noqa: E402


def test_notices_list_pyside6_and_qt_under_the_lgpl_with_its_text():
    pytest.importorskip("PySide6")
    text = notices.build_notices(["PySide6-Essentials", "numpy"])
    summary = notices.summary_of(text)
    assert "PySide6_Essentials" in summary and "shiboken6" in summary and "numpy" in summary
    qt_line = next(line for line in summary.splitlines() if line.strip().startswith("Qt "))
    assert "LGPL-3.0-only" in qt_line
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "GNU GENERAL PUBLIC LICENSE" in text  # LGPL-3 supplements the GPL-3: both texts go with it
    assert "Python" in summary and "PSF-2.0" in summary


def test_notices_carry_the_licence_files_distributions_ship():
    pytest.importorskip("numpy")
    component = notices.distribution_component(__import__("importlib.metadata").metadata.distribution("numpy"))
    assert component.licence.startswith("BSD-3-Clause")
    assert any("LICENSE" in title for title, _ in component.texts)
    assert all(text.strip() for _, text in component.texts)


def test_requirement_closure_follows_requirements_and_skips_extras():
    pytest.importorskip("docx")
    names = {notices.canonical(d.metadata["Name"]) for d in notices.requirement_closure(["python-docx"])}
    assert {"python-docx", "lxml", "typing-extensions"} <= names
    assert "cssselect" not in names  # lxml's cssselect extra is not required
    assert notices.requirement_closure(["not-a-distribution-anyone-has"]) == []


def test_own_licence_is_mit():
    assert "MIT License" in notices.own_licence_text()
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_frozen_app_reads_the_notices_the_build_wrote(tmp_path, monkeypatch):
    folder = tmp_path / notices.BUNDLE_FOLDER
    folder.mkdir()
    (folder / notices.NOTICES_FILE_NAME).write_text("notices written at build time\n", encoding="utf-8")
    (folder / notices.LICENSE_FILE_NAME).write_text("MIT License (bundled)\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert notices.notices_text() == "notices written at build time\n"
    assert notices.own_licence_text() == "MIT License (bundled)\n"


def test_bundle_search_paths_inside_and_outside(tmp_path):
    bundle = tmp_path / "plagcheck"
    library = bundle / "_internal" / "numpy.libs" / "libx.so"
    assert check_bundle.inside_bundle("$ORIGIN", library, bundle)
    assert check_bundle.inside_bundle("$ORIGIN/../..", library, bundle)
    assert check_bundle.inside_bundle("${ORIGIN}/../lib", library, bundle)
    assert not check_bundle.inside_bundle("$ORIGIN/../../..", library, bundle)  # the bundle's parent
    assert not check_bundle.inside_bundle("/root/.pyenv/versions/3.11.7/lib", library, bundle)
    assert not check_bundle.inside_bundle("/opt/hostedtoolcache/Python/3.11.9/x64/lib", library, bundle)


def test_control_depends_are_parsed_with_their_versions(tmp_path):
    control = tmp_path / "control"
    control.write_text("Package: plagcheck\nDepends: libc6 (>= 2.35), libstdc++6 (>= 12), libgl1\nSection: education\n",
                       encoding="utf-8")
    assert check_bundle.parse_depends(control) == {"libc6": ">= 2.35", "libstdc++6": ">= 12", "libgl1": ""}


def test_committed_control_template_states_the_floor_the_build_measured():
    template = (ROOT / "packaging" / "linux" / "control.in").read_text(encoding="utf-8")
    assert "Depends: libc6 (>= 2.35)," in template  # Debian 12 build: the highest GLIBC_ symbol is 2.35
    for carried in ("libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libxcb-cursor0"):
        assert carried not in template  # the bundle carries these libraries itself


sys.path.insert(0, str(ROOT / "packaging"))
import bundle_notices  # noqa: E402


def _fake_distribution(tmp_path: Path, files: dict[str, str], declared: list[str]):
    """Return an importlib.metadata distribution whose .dist-info holds `files` and declares `declared`."""
    info = tmp_path / "demo-1.0.dist-info"
    for name, text in files.items():
        (info / name).parent.mkdir(parents=True, exist_ok=True)
        (info / name).write_text(text, encoding="utf-8")
    metadata_lines = ["Metadata-Version: 2.4", "Name: demo", "Version: 1.0", "License-Expression: MIT"]
    (info / "METADATA").write_text("\n".join(metadata_lines + [f"License-File: {d}" for d in declared]) + "\n",
                                   encoding="utf-8")
    (info / "RECORD").write_text("".join(f"demo-1.0.dist-info/{name},,\n" for name in [*files, "METADATA"]),
                                 encoding="utf-8")
    return __import__("importlib.metadata").metadata.PathDistribution(info)


def test_licence_files_come_from_license_file_metadata_and_licenses_folders(tmp_path):
    dist = _fake_distribution(tmp_path, {
        "licenses/LICENSE": "demo licence",
        "licenses/BUILD_LICENSES/freetype.txt": "The FreeType Project LICENSE",  # a name the old pattern missed
        "licenses/third_party/zlib.txt": "zlib licence, not declared but in licenses/",
        "AUTHORS": "the demo authors",
    }, declared=["LICENSE", "BUILD_LICENSES/freetype.txt"])
    component = notices.distribution_component(dist)
    titles = {title for title, _ in component.texts}
    assert titles == {"licenses/LICENSE", "licenses/BUILD_LICENSES/freetype.txt", "licenses/third_party/zlib.txt",
                      "AUTHORS"}
    assert component.licence == "MIT"


def test_pypdfium2_notice_carries_the_licences_of_pdfiums_parts():
    pdfium = pytest.importorskip("pypdfium2")  # noqa: F841
    component = notices.distribution_component(__import__("importlib.metadata").metadata.distribution("pypdfium2"))
    titles = " ".join(title for title, _ in component.texts)
    assert len(component.texts) >= 30
    for part in ("freetype", "libpng", "libjpeg_turbo", "libopenjpeg", "lcms", "libtiff", "zlib", "icu", "pdfium"):
        assert part in titles, part


def _libraries_of(distributions) -> dict[str, Path]:
    """Return {path relative to site-packages: file} of the shared libraries the distributions installed."""
    return {str(file): Path(dist.locate_file(file)) for dist in distributions for file in dist.files or []
            if ".so" in Path(str(file)).name or str(file).endswith(".pyd")}


def test_every_shared_library_of_the_apps_distributions_is_covered_by_a_notice():
    """What the bundle carries from wheels (Qt, ICU, OpenBLAS, PDFium, OpenSSL...) each has a notice."""
    pytest.importorskip("PySide6")
    import tomllib

    roots = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    distributions = notices.requirement_closure(roots)
    libraries = _libraries_of(distributions)
    text = notices.build_notices(roots, bundle_notices.embedded_components(libraries))
    problems = bundle_notices.uncovered(sorted(libraries), text, bundle_notices.record_owners(distributions))
    assert len(libraries) > 100
    assert problems == {}
    summary = notices.summary_of(text)
    for part in ("ICU 73", "PCRE2", "harfbuzz", "libpng", "libjpeg-turbo", "libtiff", "libwebp", "md4c",
                 "double-conversion", "OpenSSL", "Rust crates in cryptography"):
        assert f"\n  {part}" in summary, part


def test_a_library_whose_embedded_part_has_no_notice_is_uncovered():
    owners = {"PySide6/Qt/lib/libQt6Core.so.6": "PySide6_Essentials", "lxml/etree.so": "lxml"}
    qt_section = ["#" * 78, "PySide6_Essentials 6.11.3", "#" * 78, "Licence: LGPL-3.0-only", "", "--- LGPL ---", "text"]
    pcre = ["#" * 78, "PCRE2 10.49", "#" * 78, "Licence: BSD-3-Clause", "", "--- qt/pcre2.txt ---", "text"]
    lxml = ["#" * 78, "lxml 6.1", "#" * 78, "Licence: BSD-3-Clause", "", "--- LICENSES.txt ---", "zlib only"]
    text = "\n".join(["summary", "", ""] + qt_section + ["", ""] + lxml) + "\n"
    problems = bundle_notices.uncovered(["PySide6/Qt/lib/libQt6Core.so.6", "lxml/etree.so"], text, owners)
    assert "PCRE2" in problems["PySide6/Qt/lib/libQt6Core.so.6"] and "double-conversion" in problems["PySide6/Qt/lib/libQt6Core.so.6"]
    assert "libxml2" in problems["lxml/etree.so"] or "libxslt" in problems["lxml/etree.so"]
    text = "\n".join(["summary", "", ""] + qt_section + ["", ""] + pcre) + "\n"
    assert "double-conversion" in bundle_notices.uncovered(["PySide6/Qt/lib/libQt6Core.so.6"], text, owners).get(
        "PySide6/Qt/lib/libQt6Core.so.6", "")


def test_a_system_library_is_covered_by_its_debian_packages_section():
    section = ["#" * 78, "libfoo1 (Debian) 1.2-3", "#" * 78, "Licence: see the copyright file below", "",
               "Library files: libbar.so.2, libfoo.so.1", "", "--- /usr/share/doc/libfoo1/copyright ---", "text"]
    text = "\n".join(["summary", "", ""] + section) + "\n"
    assert bundle_notices.uncovered(["libfoo.so.1"], text, {}) == {}
    assert "system package" in bundle_notices.uncovered(["libbaz.so.1"], text, {})["libbaz.so.1"]


def test_versions_and_rust_crates_are_read_from_the_bundled_files(tmp_path):
    rust = tmp_path / "_rust.abi3.so"
    rust.write_bytes(b"\x7fELF..OpenSSL 4.0.0 14 Apr 2026\x00/root/.cargo/registry/src/index.crates.io-1949cf8c/"
                     b"pyo3-0.28.3/src/err.rs\x00registry/src/index.crates.io-1949cf8c/openssl-sys-0.9.115/src/x.rs")
    core = tmp_path / "libQt6Core.so.6"
    core.write_bytes(b"\x7fELF..10.49 2026-09-28\x00")
    components = {c.name: c for c in bundle_notices.embedded_components({
        "cryptography/hazmat/bindings/_rust.abi3.so": rust, "PySide6/Qt/lib/libQt6Core.so.6": core})}
    assert set(components) == {"OpenSSL", "Rust crates in cryptography", "PCRE2", "double-conversion"}
    assert components["OpenSSL"].version == "4.0.0" and components["PCRE2"].version == "10.49"
    note = components["Rust crates in cryptography"].note
    assert "pyo3 0.28.3: MIT OR Apache-2.0" in note and "openssl-sys 0.9.115: MIT" in note
    assert "self_cell: Apache-2.0" in note  # a crate without a version in the binary is still listed
    assert all(text.strip() for _, text in components["PCRE2"].texts)


def test_control_template_depends_on_fontconfigs_configuration_and_a_font():
    template = (ROOT / "packaging" / "linux" / "control.in").read_text(encoding="utf-8")
    depends = check_bundle.parse_depends_text(template)
    assert {"fontconfig-config", "fonts-dejavu-core"} <= set(depends)
    assert set(check_bundle.DATA_PACKAGES) == {"fontconfig-config", "fonts-dejavu-core"}


def test_control_check_asks_for_the_data_packages_a_bundled_library_reads(tmp_path):
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "libfontconfig.so.1").write_bytes(b"not an ELF file: no dependencies")
    control = tmp_path / "control"
    control.write_text("Package: plagcheck\nDepends: libc6 (>= 2.35)\n", encoding="utf-8")
    problems = check_bundle.check_control(control, bundle, [], (2, 35))
    assert any("Depends lacks fontconfig-config" in p for p in problems)
    assert any("Depends lacks fonts-dejavu-core" in p for p in problems)
    control.write_text("Package: plagcheck\nDepends: libc6 (>= 2.35), fontconfig-config, fonts-dejavu-core\n",
                       encoding="utf-8")
    assert check_bundle.check_control(control, bundle, [], (2, 35)) == []
    (bundle / "_internal" / "libfontconfig.so.1").unlink()  # nothing reads them any more: the list must shrink
    assert any("no longer carries" in p for p in check_bundle.check_control(control, bundle, [], (2, 35)))


import bundle_contents  # noqa: E402
import wheel_parts  # noqa: E402

MIT_TEXT = "MIT License\n\nCopyright (c) the authors\n\nPermission is hereby granted, free of charge...\n"


def _distribution(site: Path, name: str, version: str, files: dict[str, bytes | str], meta: list[str],
                  licence_files: dict[str, str]):
    """Return a distribution installed in `site`: `files` (site-relative) and `licence_files` in its .dist-info."""
    info = f"{name}-{version}.dist-info"
    for path, data in {**files, **{f"{info}/licenses/{n}": t for n, t in licence_files.items()}}.items():
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        (site / path).write_bytes(data if isinstance(data, bytes) else data.encode())
    (site / info).mkdir(parents=True, exist_ok=True)
    (site / info / "METADATA").write_text("\n".join(["Metadata-Version: 2.4", f"Name: {name}", f"Version: {version}",
                                                     *meta, *[f"License-File: {n}" for n in licence_files]]) + "\n",
                                          encoding="utf-8")
    record = [*files, *[f"{info}/licenses/{n}" for n in licence_files], f"{info}/METADATA", f"{info}/RECORD"]
    (site / info / "RECORD").write_text("".join(f"{p},,\n" for p in record), encoding="utf-8")
    return __import__("importlib.metadata").metadata.PathDistribution(site / info)


def _fake_bundle(tmp_path: Path):
    """Return (bundle, archive names, distributions): a small frozen app and the environment it was built from."""
    site = tmp_path / "site-packages"
    so = "_native.cpython-311-x86_64-linux-gnu.so"
    dists = [
        # shipped as a pure-Python module in the executables' archive
        _distribution(site, "alpha", "1.0", {"alpha/__init__.py": "", "alpha/core.py": ""},
                      ["License-Expression: MIT"], {"LICENSE": MIT_TEXT}),
        # an extension and a vendored library, which numpy-style blocks in its licence file describe
        _distribution(site, "beta", "2.0", {f"beta/{so}": b"\x7fELF beta", "beta.libs/libzeta-1a2b.so.1.2": b"\x7fELF z"},
                      ["License-Expression: BSD-3-Clause"],
                      {"LICENSE.txt": "beta's own licence\n\n----\n\nName: Zeta\nFiles: beta.libs/libzeta*.so\n"
                                      "License: Zlib\n  Copyright (c) the Zeta authors\n\n----\n\n"
                                      "Name: Omega\nFiles: beta.libs/libomega*.so\nLicense: MIT\n  not bundled\n"}),
        # only its data is shipped
        _distribution(site, "gamma", "3.0", {"gamma/__init__.py": "", "gamma/data/words.txt": "w"},
                      ["License: Apache-2.0"], {"LICENSE": "Apache License\nVersion 2.0, January 2004\n"}),
        # an extension with libraries linked in statically, listed lxml's way; libxslt's symbols are in it, libexslt's not
        _distribution(site, "delta", "4.0", {f"delta/{so}": b"\x7fELF xsltApplyStylesheet inflate 1.3.1 "},
                      ["License-Expression: BSD-3-Clause"],
                      {"LICENSES.txt": "delta is BSD.\n\nBinary wheels\n-------------\n\n**zlib**: zlib-license\n\n"
                                       "**libxslt**: MIT\n\n Copyright (C) Daniel Veillard.\n\n"
                                       "**libexslt**: MIT\n\n Copyright (C) Thomas Broyer.\n"}),
        # its metadata says "Other/Proprietary License", its licence file is MIT's (as locate's)
        _distribution(site, "locate", "1.1.1", {"locate/__init__.py": ""},
                      ["Classifier: License :: Other/Proprietary License"], {"LICENSE": MIT_TEXT}),
        # the bootloader's bootstrap script, stored under its bare name
        _distribution(site, "pyinst", "6.0", {"PyInstaller/loader/pyiboot01_bootstrap.py": ""},
                      ["License-Expression: GPL-2.0-or-later"], {"COPYING.txt": "GPL with exception"}),
        # installed where the app was built, and not in the app
        _distribution(site, "unshipped", "9.9", {"unshipped/__init__.py": "", f"unshipped/{so}": b"\x7fELF"},
                      ["License-Expression: MIT"], {"LICENSE": MIT_TEXT}),
        _distribution(site, "plagcheck", "0.1.0", {"plagcheck/__init__.py": ""}, ["License-Expression: MIT"], {}),
    ]
    bundle = tmp_path / "plagcheck"
    internal = bundle / "_internal"
    shipped_files = [f"beta/{so}", "beta.libs/libzeta-1a2b.so.1.2", "gamma/data/words.txt", f"delta/{so}"]
    for path in shipped_files:
        (internal / path).parent.mkdir(parents=True, exist_ok=True)
        (internal / path).write_bytes((site / path).read_bytes())
    extra = {
        # a dictionary carrying its own licence (as a bilingual dictionary would), translations without one,
        # the licence texts plagcheck carries for others, and the notices themselves
        "plagcheck/data/dictionaries/eng-fra/COPYING": "SPDX-License-Identifier: GPL-2.0-or-later\n\nFreeDict eng-fra\n",
        "plagcheck/data/dictionaries/eng-fra/eng-fra.dict.dz": "dictionary",
        "plagcheck/i18n/plagcheck_fr.qm": "translations",
        # data whose licence note names its files' licences, with the texts beside it (as FreeDict-derived lexicons)
        "plagcheck/lexicons/LICENSES.md": "| fra.tsv.gz | GPL-2.0-or-later |\n| ind.tsv.gz | CC-BY-SA-3.0 |\n",
        "plagcheck/lexicons/GPL-2.txt": "GNU GENERAL PUBLIC LICENSE\nVersion 2, June 1991\n",
        "plagcheck/lexicons/CC-BY-SA-3.0.txt": "Creative Commons Attribution-ShareAlike 3.0\n",
        "plagcheck/lexicons/fra.tsv.gz": "lexicon",
        "plagcheck/licenses/MIT.txt": MIT_TEXT,
        "licenses/THIRD-PARTY-NOTICES.txt": "an earlier build's notices",
        "base_library.zip": "stdlib",
    }
    for path, text in extra.items():
        (internal / path).parent.mkdir(parents=True, exist_ok=True)
        (internal / path).write_text(text, encoding="utf-8")
    names = {"alpha", "alpha.core", "locate", "pyiboot01_bootstrap", "pyimod01_archive", "plagcheck", "plagcheck.cli", "os", "json"}
    return bundle, names, dists


def _summary_names(text: str) -> list[str]:
    """Return the names and versions on the notices' summary lines, as written."""
    summary = notices.summary_of(text).split("Summary\n-------\n", 1)[1]
    return [re.split(r" {2,}", line.strip())[0].strip() for line in summary.splitlines()
            if line.startswith("  ") and not line.startswith("      ")]


def test_notices_of_a_bundle_list_exactly_what_it_ships(tmp_path):
    bundle, names, dists = _fake_bundle(tmp_path)
    contents = bundle_contents.read_bundle(bundle, names)
    text = bundle_notices.notices_for_bundle(bundle, contents, dists)
    python = notices.python_component()
    expected = [f"Python {python.version}", "alpha 1.0", "beta 2.0", "delta 4.0", "gamma 3.0", "locate 1.1.1",
                "pyinst 6.0", "Zeta (in beta)", "zlib 1.3.1 (in delta)", "libxslt (in delta)", "Data: plagcheck/data/dictionaries/eng-fra",
                "Data: plagcheck/lexicons"]
    assert _summary_names(text) == expected
    assert "unshipped" not in text and "plagcheck_fr" not in text
    assert "Omega" not in notices.summary_of(text) and "libexslt" not in notices.summary_of(text)
    lines = {name: line for line in notices.summary_of(text).splitlines() for name in expected
             if line.strip().startswith(name + " ") or line.strip() == name}
    assert lines["locate 1.1.1"].split()[-1] == "MIT"
    assert lines["Zeta (in beta)"].rstrip().endswith("Zlib") and lines["zlib 1.3.1 (in delta)"].rstrip().endswith("Zlib")
    assert lines["Data: plagcheck/data/dictionaries/eng-fra"].rstrip().endswith("GPL-2.0-or-later")
    # every section has its line in the summary, with a licence text (Python's when this interpreter has one)
    sections = bundle_notices.sections(text)
    assert [h for h in sections] == expected
    for heading, body in sections.items():
        assert "--- " in body or heading.startswith("Python"), heading
    assert "Copyright (c) the Zeta authors" in sections["Zeta (in beta)"]
    assert "Daniel Veillard" in sections["libxslt (in delta)"]
    assert "zlib License" in sections["zlib 1.3.1 (in delta)"]  # its full text, which the wheel only names
    assert "eng-fra.dict.dz" in sections["Data: plagcheck/data/dictionaries/eng-fra"]
    assert lines["Data: plagcheck/lexicons"].rstrip().endswith("GPL-2.0-or-later AND CC-BY-SA-3.0")
    lexicons = sections["Data: plagcheck/lexicons"]
    assert "Version 2, June 1991" in lexicons and "Attribution-ShareAlike 3.0" in lexicons and "fra.tsv.gz" in lexicons


def test_a_file_added_to_the_bundle_changes_the_list(tmp_path):
    bundle, names, dists = _fake_bundle(tmp_path)
    before = _summary_names(bundle_notices.notices_for_bundle(bundle, bundle_contents.read_bundle(bundle, names), dists))
    assert "unshipped 9.9" not in before
    (bundle / "_internal" / "unshipped").mkdir()
    (bundle / "_internal" / "unshipped" / "_native.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    after = _summary_names(bundle_notices.notices_for_bundle(bundle, bundle_contents.read_bundle(bundle, names), dists))
    assert set(after) - set(before) == {"unshipped 9.9"}
    names = names - {"alpha", "alpha.core"}
    fewer = _summary_names(bundle_notices.notices_for_bundle(bundle, bundle_contents.read_bundle(bundle, names), dists))
    assert set(after) - set(fewer) == {"alpha 1.0"}


def test_appimage_additions_join_the_summary():
    first = notices.Component("alpha", "1.0", "MIT", (("LICENSE", MIT_TEXT),))
    text = notices.render("t", [first])
    added = notices.add_components(text, [notices.Component("fonts-dejavu-core (Debian)", "2.37", "see below",
                                                            (("copyright", "Bitstream Vera"),))])
    assert _summary_names(added) == ["alpha 1.0", "fonts-dejavu-core (Debian) 2.37"]
    assert list(bundle_notices.sections(added)) == ["alpha 1.0", "fonts-dejavu-core (Debian) 2.37"]


def test_summary_names_what_a_components_licence_texts_cover():
    component = notices.Component("numpy", "2.4", "BSD-3-Clause", (
        ("licenses/LICENSE.txt", "numpy"), ("licenses/numpy/fft/pocketfft/LICENSE.md", "pocketfft"),
        ("licenses/numpy/random/src/mt19937/LICENSE.md", "mt19937")))
    summary = notices.summary_of(notices.render("t", [component]))
    assert "with the licence texts of: LICENSE.txt, numpy/fft/pocketfft, numpy/random/src/mt19937" in summary


REAL_BUNDLE = ROOT / "dist" / "plagcheck"


@pytest.mark.skipif(not (REAL_BUNDLE / "_internal").is_dir(), reason="no build in dist/plagcheck")
def test_a_real_builds_notices_match_what_it_ships():
    """The notices the build wrote, made again from the bundle: the same list; and each listed distribution owns a
    top-level name the bundle holds, and every name the bundle holds that a distribution owns is listed."""
    pytest.importorskip("PyInstaller")
    import importlib.metadata as metadata

    contents = bundle_contents.read_bundle(REAL_BUNDLE)
    written = (REAL_BUNDLE / "_internal" / "licenses" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    made = bundle_notices.notices_for_bundle(REAL_BUNDLE, contents, metadata.distributions())
    assert _summary_names(written)[:len(_summary_names(made))] == _summary_names(made)
    owners = metadata.packages_distributions()
    tops = {name.split(".")[0] for name in contents.archive_names} | {p.split("/")[0] for p in contents.files}
    held = {notices.canonical(d) for top in tops for d in owners.get(top, [])} - {"plagcheck"}
    listed = {notices.canonical(item.distribution.metadata["Name"])
              for item in bundle_contents.shipped_distributions(contents, metadata.distributions())}
    assert held <= listed
    for name in ("pdfium", "openjpeg", "libxml2", "libxslt", "libexslt", "iconv", "icu", "openblas"):
        assert any(name in entry.lower().replace(" ", "") for entry in _summary_names(made)), name


def test_control_template_leaves_opengl_and_wayland_out_of_depends():
    """The window is painted in software (measured without Mesa: packaging/README.md): OpenGL's loader libraries
    travel in the bundle for systems without them, and only Wayland's plugin needs libwayland, so it is recommended."""
    template = (ROOT / "packaging" / "linux" / "control.in").read_text(encoding="utf-8")
    depends = check_bundle.parse_depends_text(template)
    recommends = check_bundle.parse_depends_text(template, "Recommends")
    assert not {"libgl1", "libegl1"} & (set(depends) | set(recommends))
    assert {"libwayland-client0", "libwayland-cursor0", "libwayland-egl1"} == set(recommends)
    assert not any(name.startswith("libwayland") for name in depends)


def test_gl_fallback_loads_the_bundles_copies_only_for_what_the_system_lacks(tmp_path, monkeypatch):
    from plagcheck.system import gl_fallback

    folder = tmp_path / gl_fallback.FALLBACK_FOLDER
    folder.mkdir()
    for name in ("libGLdispatch.so.0", "libGLX.so.0", "libGL.so.1", "libEGL.so.1"):
        (folder / name).write_bytes(b"")
    (tmp_path / "libX11.so.6").write_bytes(b"")
    loaded = []
    monkeypatch.setattr(gl_fallback.ctypes, "CDLL", lambda path, mode=0: loaded.append(path))
    monkeypatch.setattr(gl_fallback.sys, "platform", "linux")

    monkeypatch.setattr(gl_fallback, "system_has", lambda soname: True)
    assert gl_fallback.load_fallback(tmp_path) == [] and loaded == []  # a desktop: the system's own
    monkeypatch.setattr(gl_fallback, "system_has", lambda soname: False)
    assert gl_fallback.load_fallback(tmp_path) == ["libGLdispatch.so.0", "libX11.so.6", "libGLX.so.0", "libGL.so.1",
                                                    "libEGL.so.1"]
    assert loaded == [str(folder / "libGLdispatch.so.0"), str(tmp_path / "libX11.so.6"), str(folder / "libGLX.so.0"),
                      str(folder / "libGL.so.1"), str(folder / "libEGL.so.1")]
    loaded.clear()
    monkeypatch.setattr(gl_fallback, "system_has", lambda soname: soname != "libEGL.so.1")
    assert gl_fallback.load_fallback(tmp_path) == ["libX11.so.6", "libEGL.so.1"]  # the system's dispatcher stays
    assert gl_fallback.load_fallback(tmp_path / "not-a-bundle") == []
