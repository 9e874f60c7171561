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
