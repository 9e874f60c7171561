"""Licences: the third-party notices made from installed metadata, and the build checks of the Linux bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from plagcheck import notices

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging" / "linux"))
import check_bundle  # noqa: E402


def test_notices_list_pyside6_and_qt_under_the_lgpl_with_its_text():
    pytest.importorskip("PySide6")
    text = notices.build_notices(["PySide6-Essentials", "numpy"])
    summary = text.split("\n\n\n", 1)[0]
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
    summary = text.split("\n\n\n", 1)[0]
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
