"""Cheap static checks of packaging/: nothing here runs PyInstaller (the build scripts and their smoke test do)."""

from __future__ import annotations

import configparser
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"
DESKTOP = PACKAGING / "linux" / "plagcheck.desktop"

sys.path.insert(0, str(PACKAGING))
import artifact_name  # noqa: E402
import smoke_test  # noqa: E402
import version_info  # noqa: E402


def test_spec_takes_name_version_and_entry_points_from_pyproject():
    spec = (PACKAGING / "plagcheck.spec").read_text(encoding="utf-8")
    assert 'tomllib.loads((ROOT / "pyproject.toml")' in spec
    assert 'PYPROJECT["version"]' in spec and 'PYPROJECT["name"]' in spec
    assert f'"{PROJECT["version"]}"' not in spec, "the version must not be written into the spec"
    # The keys the spec looks up must exist, with the module:function form pip uses.
    assert re.fullmatch(r"[\w.]+:\w+", PROJECT["gui-scripts"][PROJECT["name"]])
    assert re.fullmatch(r"[\w.]+:\w+", PROJECT["scripts"][f"{PROJECT['name']}-cli"])
    assert "strip=False" in spec and "upx=False" in spec  # --strip breaks numpy's OpenBLAS


def test_artifact_name_has_version_os_and_arch():
    name = artifact_name.artifact_name()
    assert re.fullmatch(rf"plagcheck_{re.escape(PROJECT['version'])}_(linux|windows|macos)_(x86_64|arm64|\w+)", name)


def test_desktop_entry_is_valid():
    validator = shutil.which("desktop-file-validate")
    if validator:
        run = subprocess.run([validator, str(DESKTOP)], capture_output=True, text=True)
        assert run.returncode == 0 and "error" not in run.stdout, run.stdout + run.stderr
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "plagcheck"
    assert section["Exec"].split()[0] == "plagcheck"
    assert section["Icon"] == "plagcheck" and section["Terminal"] == "false"
    assert "Education" in section["Categories"].split(";")
    # "Open with plagcheck" for folders and the document types it reads; %F hands them to the app.
    mime = set(filter(None, section["MimeType"].split(";")))
    assert {"inode/directory", "application/pdf", "text/plain", "application/vnd.oasis.opendocument.text",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document"} <= mime
    assert section["Exec"] == "plagcheck %F"


#: Runner labels GitHub has retired or is retiring (macos-14: retired 2026-11-02; ubuntu-22.04: brownouts from
#: March 2027, retired 2027-04-17; older ones long gone).
RETIRED_RUNNERS = {"macos-13", "macos-14", "ubuntu-20.04", "ubuntu-22.04", "windows-2019"}


def test_workflow_builds_three_systems_on_current_runners_and_names_artifacts():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` key as True
    linux, desktop = workflow["jobs"]["linux"], workflow["jobs"]["desktop"]
    # Linux is built in Debian 12 whatever the runner is, so the glibc floor stays Debian 12's.
    assert linux["container"] == "debian:12" and linux["runs-on"] == "ubuntu-24.04"
    matrix = desktop["strategy"]["matrix"]["include"]
    labels = {linux["runs-on"], *(m["os"] for m in matrix)}
    assert labels == {"ubuntu-24.04", "windows-2025", "macos-15"} and not labels & RETIRED_RUNNERS
    linux_runs = " ".join(step.get("run", "") for step in linux["steps"])
    for script in ("packaging/linux/ci_setup.sh", "packaging/linux/build.sh", "packaging/smoke_test.py",
                   "packaging/linux/test_install.sh"):
        assert script in linux_runs and (ROOT / script).is_file()
    for entry in matrix:  # every per-OS command is a script that exists in the repository
        for key in ("setup", "build", "install_test"):
            script = next(word for word in entry[key].split() if word.startswith("packaging/"))
            assert (ROOT / script).is_file(), f"{entry['os']} {key}: {script} is missing"
    for job in (linux, desktop):
        steps = job["steps"]
        uses = {step["uses"].split("@")[0]: step for step in steps if "uses" in step}
        assert {"actions/checkout", "actions/upload-artifact"} <= set(uses)
        naming = next(step for step in steps if step.get("id") == "name")
        assert "packaging/artifact_name.py" in naming["run"]
        upload = uses["actions/upload-artifact"]["with"]
        assert upload["name"] == "${{ steps.name.outputs.artifact }}"
        assert upload["if-no-files-found"] == "error"


def test_inno_setup_script_has_start_menu_entry_and_takes_version_from_build():
    iss = (PACKAGING / "windows" / "plagcheck.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in iss and PROJECT["version"] not in iss
    assert re.search(r"^Name: \"\{autoprograms\}", iss, re.MULTILINE)
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}", iss, re.MULTILINE)
    assert "PrivilegesRequired=lowest" in iss  # teachers rarely have administrator rights
    # ISCC rejects a pre-release in VersionInfoVersion: the build passes a numeric one beside the full version.
    assert "VersionInfoVersion={#AppNumericVersion}" in iss and "VersionInfoTextVersion={#AppVersion}" in iss
    build = (PACKAGING / "windows" / "build.ps1").read_text(encoding="utf-8")
    assert "version_info.py" in build and "/DAppNumericVersion=$NumericVersion" in build
    # "Check with plagcheck" on folders, per user (HKA is HKCU in a per-user install), removed on uninstall.
    assert re.search(r'^Root: HKA; Subkey: "Software\\Classes\\Directory\\shell\\plagcheck\\command".*%1', iss,
                     re.MULTILINE)
    assert re.search(r'^Root: HKA; Subkey: "Software\\Classes\\Directory\\shell\\plagcheck";.*uninsdeletekey', iss,
                     re.MULTILINE)


@pytest.mark.parametrize("version, numeric, debian", [
    ("0.1.0", "0.1.0.0", "0.1.0"),
    ("0.2.0rc1", "0.2.0.0", "0.2.0~rc1"),
    ("1.0.0b2", "1.0.0.0", "1.0.0~b2"),
    ("2.1", "2.1.0.0", "2.1"),
    ("1.2.3.4.5", "1.2.3.4", "1.2.3.4.5"),
    ("0.3.0.dev4", "0.3.0.0", "0.3.0~dev4"),
    ("0.2.0+local.7", "0.2.0.0", "0.2.0"),
])
def test_numeric_and_debian_versions(version, numeric, debian):
    assert version_info.numeric_version(version) == numeric
    assert version_info.debian_version(version) == debian


def test_numeric_version_refuses_what_windows_cannot_hold():
    with pytest.raises(ValueError):
        version_info.numeric_version("release-1")
    with pytest.raises(ValueError):
        version_info.numeric_version("1.70000.0")


def test_debian_orders_a_pre_release_before_its_release():
    if shutil.which("dpkg") is None:
        pytest.skip("dpkg is not installed")
    pre, final = version_info.debian_version("0.2.0rc1"), version_info.debian_version("0.2.0")
    assert subprocess.run(["dpkg", "--compare-versions", pre, "lt", final]).returncode == 0


def test_macos_bundle_takes_folders_and_documents():
    spec = (PACKAGING / "plagcheck.spec").read_text(encoding="utf-8")
    assert '"CFBundleDocumentTypes"' in spec and '"public.folder"' in spec and '"com.adobe.pdf"' in spec
    assert '"org.openxmlformats.wordprocessingml.document"' in spec
    assert '"LSMinimumSystemVersion": "14.0"' in spec  # the README promises macOS 14 or later


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not available")
@pytest.mark.parametrize("script", ["linux/build.sh", "linux/test_install.sh", "linux/ci_setup.sh",
                                    "linux/test_clean_debian.sh",
                                    "macos/build.sh", "macos/test_install.sh", "linux/AppRun"])
def test_shell_scripts_parse(script):
    run = subprocess.run(["bash", "-n", str(PACKAGING / script)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_icons_have_every_size():
    assert (ICONS / "plagcheck.svg").is_file()
    for size in (16, 24, 32, 48, 64, 128, 256, 512, 1024):
        assert _png_size(ICONS / f"plagcheck_{size}.png") == (size, size)
    ico = (ICONS / "plagcheck.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = sorted(ico[6 + 16 * i] or 256 for i in range(count))  # 0 means 256 in an ICO directory
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    icns = (ICONS / "plagcheck.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    types, offset = set(), 8
    while offset < len(icns):
        kind, length = icns[offset : offset + 4], struct.unpack(">I", icns[offset + 4 : offset + 8])[0]
        types.add(kind)
        offset += length
    assert offset == len(icns) and {b"ic07", b"ic08", b"ic09", b"ic10"} <= types


def test_smoke_class_plants_pairs_between_files_it_writes(tmp_path):
    planted = smoke_test.make_class(tmp_path)
    written = {p.name for p in tmp_path.iterdir()}
    assert len(written) >= 8 and all(a in written and b in written for a, b in planted)
    assert (tmp_path / "dara.pdf").read_bytes().startswith(b"%PDF-1.4")
    pdfium = pytest.importorskip("pypdfium2")
    pdf = pdfium.PdfDocument(str(tmp_path / "dara.pdf"))
    text = pdf[0].get_textpage().get_text_range()
    fatou = (tmp_path / "fatou.txt").read_text(encoding="utf-8").split()
    assert " ".join(fatou[40:60]) in " ".join(text.split())


def _throwaway_env(home: Path) -> dict[str, str]:
    smoke_test.HOME = home
    try:
        return smoke_test.offscreen_env(QT_QPA_PLATFORM="offscreen")
    finally:
        smoke_test.HOME = None


@pytest.mark.skipif(sys.platform == "win32", reason="the dummy is a shell script")
def test_smoke_test_fails_on_a_window_that_never_shows(tmp_path):
    dummy = tmp_path / "plagcheck"
    dummy.write_text("#!/bin/sh\nexec sleep 60\n", encoding="utf-8")
    dummy.chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    with pytest.raises(smoke_test.SmokeFailure, match="never showed itself"):
        smoke_test.check_window([str(dummy)], _throwaway_env(home), "dummy", tmp_path, timeout=1.5)


def test_smoke_test_fails_on_a_start_up_error(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    command = [sys.executable, "-c", "raise SystemExit('no platform plugin')"]
    with pytest.raises(smoke_test.SmokeFailure, match="before showing itself"):
        smoke_test.check_window(command, _throwaway_env(home), "broken", tmp_path, timeout=30)


def test_smoke_test_passes_on_the_real_window(tmp_path):
    pytest.importorskip("PySide6")
    home = tmp_path / "home"
    home.mkdir()
    env = _throwaway_env(home)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    shown = smoke_test.check_window([sys.executable, "-m", "plagcheck.app"], env, "real", tmp_path, quit_ms=200)
    assert 0 < shown < smoke_test.READY_TIMEOUT
    assert json.loads((tmp_path / "ready-real.json").read_text(encoding="utf-8"))["window_visible"] is True
