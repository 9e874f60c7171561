"""Cheap static checks of packaging/: nothing here runs PyInstaller (the build scripts and their smoke test do)."""

from __future__ import annotations

import configparser
import json
import os
import platform
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
    assert section["Exec"] == "plagcheck %F"  # "Open with" another program hands files and folders to the app
    # No MimeType: a type listed there makes plagcheck the default program for it wherever nothing else claims it
    # (xdg-mime reads mimeinfo.cache, then every entry's MimeType), e.g. folders on a system without a file manager.
    assert "MimeType" not in section


def test_file_manager_actions_offer_plagcheck_without_claiming_file_types():
    servicemenu = configparser.ConfigParser(interpolation=None)
    servicemenu.optionxform = str
    servicemenu.read(PACKAGING / "linux" / "plagcheck-servicemenu.desktop", encoding="utf-8")
    assert servicemenu["Desktop Entry"]["Type"] == "Service"  # not an Application: not in mimeinfo.cache
    assert {"inode/directory", "application/pdf"} <= set(servicemenu["Desktop Entry"]["MimeType"].split(";"))
    action = servicemenu["Desktop Action " + servicemenu["Desktop Entry"]["Actions"].strip(";")]
    assert action["Exec"] == "plagcheck %F" and "plagcheck" in action["Name"]
    nemo = configparser.ConfigParser(interpolation=None)
    nemo.optionxform = str
    nemo.read(PACKAGING / "linux" / "plagcheck.nemo_action", encoding="utf-8")
    assert nemo["Nemo Action"]["Exec"] == "plagcheck %F" and "dir" in nemo["Nemo Action"]["Extensions"].split(";")
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    assert "usr/share/kio/servicemenus/" in build and "usr/share/nemo/actions/" in build
    assert "applications/" not in build.split("servicemenu")[1].split("\n")[0]  # never among the applications


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
                                    "linux/test_clean_debian.sh", "linux/test_appimage.sh",
                                    "linux/appimage/build_runtime.sh", "linux/clean_root.sh", "linux/test_tools.sh", "linux/find_python.sh",
                                    "macos/build.sh", "macos/test_install.sh", "macos/retry.sh", "linux/AppRun",
                                    "lock.sh"])
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


# --- the glyph check: a screenshot shows known strings in letters, not in the boxes of a system without fonts ---


def _drawn(tmp_path: Path, name: str, boxes: bool) -> Path:
    """Write a screenshot-like PNG with two file names drawn at 12 px, or (boxes) a box in place of each letter."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

    image = QImage(420, 120, QImage.Format.Format_RGB32)
    image.fill(QColor("#f0f0f0"))
    painter = QPainter(image)
    font = QFont()
    font.setPixelSize(12)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    metrics = QFontMetrics(font)
    for y, text in ((30, "alice.txt"), (70, "bruno.txt")):
        if boxes:  # what Qt draws without fonts: a hollow box per character, as wide as a letter
            for i in range(len(text)):
                painter.drawRect(QRect(40 + i * 8, y - 9, 6, 9))
        else:
            painter.drawText(40, y, text)
    painter.end()
    path = tmp_path / name
    image.save(str(path))
    assert metrics.horizontalAdvance("alice.txt") > 20
    return path


def test_glyph_check_finds_real_letters_and_rejects_boxes(tmp_path, qapp):
    pytest.importorskip("PySide6")
    import glyph_check

    letters = glyph_check.check(_drawn(tmp_path, "letters.png", boxes=False), ["alice.txt", "bruno.txt"])
    assert all(match.score >= glyph_check.MIN_SCORE for match in letters), letters
    assert abs(letters[0].y - 21) <= 4 and abs(letters[0].x - 40) <= 3  # found where it was drawn
    boxes = glyph_check.check(_drawn(tmp_path, "boxes.png", boxes=True), ["alice.txt", "bruno.txt"])
    assert all(match.score < glyph_check.MIN_SCORE for match in boxes), boxes
    assert glyph_check.main([str(tmp_path / "boxes.png"), "alice.txt"]) == 1


# --- the manual pages, made from the argument parsers ---


def _every_option(parser) -> set[str]:
    import manpages

    found = set()
    for action in parser._actions:
        found.update(action.option_strings)
    for _, _, sub in manpages.subcommands(parser):
        found |= _every_option(sub)
    return found


def test_manual_pages_name_every_command_and_option_of_the_parsers(tmp_path):
    import manpages

    from plagcheck.cli import commands as cli
    from plagcheck.cli.archive import build_archive_parser

    cli_page, gui_page = (tmp_path / "plagcheck-cli.1"), (tmp_path / "plagcheck.1")
    assert set(manpages.write_pages(tmp_path)) == {cli_page, gui_page}
    page = cli_page.read_text(encoding="utf-8")
    plain = page.replace("\\-", "-").replace("\\e", "\\")
    for option in _every_option(cli.build_parser()) | _every_option(build_archive_parser()):
        assert option in plain, option
    for name, _, _ in manpages.subcommands(cli.build_parser()):
        assert f".SS plagcheck-cli {name}" in plain, name
    assert ".SS plagcheck-cli archive add" in plain and ".SS plagcheck-cli library" in plain
    assert page.startswith(".TH PLAGCHECK\\-CLI 1 ") and ".SH EXIT STATUS" in page
    assert "FOLDER\\-OR\\-FILE" in gui_page.read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
def test_manual_pages_are_valid_roff(tmp_path):
    import manpages

    for page in manpages.write_pages(tmp_path):
        run = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", str(page)], capture_output=True, text=True)
        assert run.returncode == 0 and run.stderr == "", run.stderr


def test_roff_escapes_what_roff_would_read_as_requests():
    import manpages

    assert manpages.roff(".hidden\n'quoted\n--json C:\\x") == "\\&.hidden\n\\&'quoted\n\\-\\-json C:\\ex"


# --- the AppImage: its runtime (built from Debian's packages) and its AppRun ---

RUNTIME = PACKAGING / "linux" / "appimage"


def test_runtime_lock_pins_the_packages_the_build_script_uses():
    lock = dict(line.split(" ", 1) for line in (RUNTIME / "runtime.lock").read_text(encoding="utf-8").splitlines()
                if line and not line.startswith("#"))
    script = (RUNTIME / "build_runtime.sh").read_text(encoding="utf-8")
    packages = re.search(r"^PACKAGES=\((.*)\)$", script, re.MULTILINE).group(1).split()
    assert set(lock) == set(packages) | {"sha256"}
    assert re.fullmatch(r"[0-9a-f]{64}", lock["sha256"])
    assert "curl" not in script and "wget" not in script  # built, not downloaded
    assert "-comp zstd" in (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")  # what the runtime reads


def _apprun(tmp_path: Path, needs: str, cache: str) -> tuple[Path, dict[str, str]]:
    """Make an AppDir with AppRun, a system-libraries list and a stand-in ldconfig printing `cache`."""
    appdir = tmp_path / "AppDir"
    (appdir / "usr/lib/plagcheck").mkdir(parents=True)
    (appdir / "usr/lib/fallback").mkdir()
    shutil.copy(PACKAGING / "linux" / "AppRun", appdir / "AppRun")
    (appdir / "usr/lib/system-libraries.txt").write_text(needs, encoding="utf-8")
    for program in ("plagcheck", "plagcheck-cli"):
        (appdir / "usr/lib/plagcheck" / program).write_text(
            f'#!/bin/sh\necho "{program} $* LD=${{LD_LIBRARY_PATH:-}} FC=${{FONTCONFIG_FILE:-}}"\n', encoding="utf-8")
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "ldconfig").write_text(f"#!/bin/sh\ncat <<'EOF'\n{cache}\nEOF\n", encoding="utf-8")
    for path in [appdir / "AppRun", tools / "ldconfig", *(appdir / "usr/lib/plagcheck").iterdir()]:
        path.chmod(0o755)
    env = {"PATH": f"{tools}:/usr/bin:/bin", "DISPLAY": ":1"}
    return appdir, env


@pytest.mark.skipif(sys.platform != "linux" or platform.machine() != "x86_64", reason="AppRun runs on Linux x86_64")
def test_apprun_checks_every_library_and_takes_base_ones_from_its_fallback(tmp_path):
    needs = ("libGL.so.1 libgl1 window\nlibexpat.so.1 libexpat1 cli\nlibstdc++.so.6 libstdc++6 cli\n"
             "libxcb.so.1 libxcb1 window\nlibwayland-client.so.0 libwayland-client0 window\n")
    cache = "\tlibstdc++.so.6 (libc6,x86-64) => /lib/x86_64-linux-gnu/libstdc++.so.6"  # a minimal system
    appdir, env = _apprun(tmp_path, needs, cache)
    (appdir / "usr/lib/fallback/libexpat.so.1").write_bytes(b"")
    cli = subprocess.run([str(appdir / "AppRun"), "cli", "--help"], capture_output=True, text=True, env=env)
    assert cli.returncode == 0, cli.stderr  # the command line needs no OpenGL; libexpat comes from the fallback
    assert cli.stdout.startswith("plagcheck-cli --help") and f"LD={appdir}/usr/lib/fallback" in cli.stdout
    window = subprocess.run([str(appdir / "AppRun")], capture_output=True, text=True, env=env)
    assert window.returncode == 1
    assert "libGL.so.1 (libgl1)" in window.stderr and "libxcb.so.1 (libxcb1)" in window.stderr
    assert "wayland" not in window.stderr  # an X11 session: Wayland's libraries are not needed
    (appdir / "usr/lib/fallback/libexpat.so.1").unlink()
    cli = subprocess.run([str(appdir / "AppRun"), "cli", "--help"], capture_output=True, text=True, env=env)
    assert cli.returncode == 1 and "libexpat.so.1 (libexpat1)" in cli.stderr


@pytest.mark.skipif(sys.platform != "linux" or platform.machine() != "x86_64", reason="AppRun runs on Linux x86_64")
def test_apprun_brings_its_fonts_where_the_system_has_no_fontconfig_configuration(tmp_path):
    cache = "\tlibGL.so.1 (libc6,x86-64) => /x/libGL.so.1\n\tlibxcb.so.1 (libc6,x86-64) => /x/libxcb.so.1"
    appdir, env = _apprun(tmp_path, "libGL.so.1 libgl1 window\nlibxcb.so.1 libxcb1 window\n", cache)
    run = subprocess.run([str(appdir / "AppRun"), "FOLDER"], capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    expected = f"FC={appdir}/usr/share/fontconfig/fonts.conf" if not Path("/etc/fonts/fonts.conf").exists() else "FC="
    assert run.stdout.strip().endswith(expected) and run.stdout.startswith("plagcheck FOLDER")
    fonts_conf = (RUNTIME / "fonts.conf").read_text(encoding="utf-8")
    assert '<dir prefix="relative">../fonts</dir>' in fonts_conf  # usr/share/fonts, beside usr/share/fontconfig


@pytest.mark.skipif(shutil.which("mksquashfs") is None or shutil.which("gcc") is None
                    or not Path("/usr/include/squashfuse/ll.h").exists(),
                    reason="needs squashfs-tools, gcc and libsquashfuse-dev (packaging/linux/ci_setup.sh)")
def test_runtime_runs_an_appdir_extracted_and_extracts_it(tmp_path):
    runtime = tmp_path / "runtime"
    build = subprocess.run(["bash", str(RUNTIME / "build_runtime.sh"), str(runtime)], capture_output=True, text=True)
    assert build.returncode == 0, build.stdout + build.stderr
    assert runtime.read_bytes()[8:11] == b"AI\x02"  # the AppImage type 2 mark
    appdir = tmp_path / "AppDir"
    (appdir / "usr").mkdir(parents=True)
    (appdir / "usr" / "data.txt").write_text("inside the image\n", encoding="utf-8")
    (appdir / "AppRun").write_text('#!/bin/sh\necho "args: $*"\necho "appdir: $APPDIR"\ncat "$APPDIR/usr/data.txt"\n',
                                   encoding="utf-8")
    (appdir / "AppRun").chmod(0o755)
    (appdir / "link").symlink_to("usr/data.txt")
    image = tmp_path / "image.squashfs"
    subprocess.run(["mksquashfs", str(appdir), str(image), "-root-owned", "-noappend", "-comp", "zstd", "-quiet",
                    "-no-progress"], check=True, capture_output=True)
    appimage = tmp_path / "demo.AppImage"
    appimage.write_bytes(runtime.read_bytes() + image.read_bytes())
    appimage.chmod(0o755)
    offset = subprocess.run([str(appimage), "--appimage-offset"], capture_output=True, text=True, check=True)
    assert int(offset.stdout) == runtime.stat().st_size
    run = subprocess.run([str(appimage), "--appimage-extract-and-run", "one", "two"], capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "TMPDIR": str(tmp_path)}, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "args: one two" in run.stdout and "inside the image" in run.stdout
    assert not list(tmp_path.glob("appimage_extracted_*"))  # removed after the run
    subprocess.run([str(appimage), "--appimage-extract"], cwd=tmp_path, check=True, capture_output=True)
    assert (tmp_path / "squashfs-root" / "usr" / "data.txt").read_text(encoding="utf-8") == "inside the image\n"
    assert (tmp_path / "squashfs-root" / "link").is_symlink()


# --- CI: when it builds, what it builds from, what a tag publishes (read here, run on GitHub) ---


def _workflow(name: str) -> dict:
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / name).read_text(encoding="utf-8"))
    workflow["on"] = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` key as True
    return workflow


def test_workflow_builds_every_change_to_main_and_weekly_not_only_packaging_changes():
    triggers = _workflow("installers.yml")["on"]
    assert triggers["push"]["branches"] == ["main"] and "paths" not in triggers["push"]
    assert triggers["push"]["tags"] == ["v*"]
    assert not (triggers.get("pull_request") or {}).get("paths")  # a change to plagcheck/ can break freezing too
    assert triggers["schedule"] and "workflow_dispatch" in triggers


def test_workflow_installs_python_packages_from_the_hashed_lock_only():
    workflow = _workflow("installers.yml")
    for job in ("linux", "desktop"):
        runs = " ".join(step.get("run", "") for step in workflow["jobs"][job]["steps"])
        assert "pip install --require-hashes -r packaging/requirements.lock" in runs
        assert '.[package]' not in runs and "lock" in workflow["jobs"][job]["needs"]
    assert "bash packaging/lock.sh --check" in " ".join(s.get("run", "") for s in workflow["jobs"]["lock"]["steps"])
    lock = (PACKAGING / "requirements.lock").read_text(encoding="utf-8")
    pins = dict(re.findall(r"^([a-z0-9][a-z0-9._-]*)==(\S+)", lock, re.MULTILINE))
    for requirement in [*PROJECT["dependencies"], *PROJECT["optional-dependencies"]["package"]]:
        name = re.match(r"[A-Za-z0-9._-]+", requirement).group(0).lower().replace("_", "-").replace(".", "-")
        assert name in pins, name
    blocks = re.split(r"\n(?=[a-z0-9])", lock.split("\n", 2)[2])
    assert all("--hash=sha256:" in block for block in blocks if "==" in block)  # every pin carries its hashes
    weekly = _workflow("lock.yml")
    assert weekly["on"]["schedule"]
    runs = " ".join(step.get("run", "") for step in weekly["jobs"]["upgrade"]["steps"])
    assert "bash packaging/lock.sh --upgrade" in runs and "gh workflow run installers.yml" in runs


def test_a_tag_publishes_the_three_installers_their_sums_and_notices():
    workflow = _workflow("installers.yml")
    release = workflow["jobs"]["release"]
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')" and set(release["needs"]) == {"linux", "desktop"}
    assert release["permissions"] == {"contents": "write"}
    runs = "\n".join(step.get("run", "") for step in release["steps"])
    assert "for kind in deb AppImage exe dmg" in runs and "sha256sum" in runs and "SHA256SUMS.txt" in runs
    assert "gh release create" in runs and "--verify-tag" in runs
    for job in ("linux", "desktop"):  # each uploads its notices beside its installers
        naming = next(step for step in workflow["jobs"][job]["steps"] if step.get("id") == "name")
        assert "THIRD-PARTY-NOTICES.txt" in naming["run"]


def test_inno_setup_is_pinned_and_an_upgrade_replaces_the_bundle():
    version = (PACKAGING / "windows" / "INNO_SETUP_VERSION").read_text(encoding="utf-8").strip()
    assert re.fullmatch(r"6\.\d+\.\d+", version)  # Inno Setup 7 installs elsewhere: a deliberate change
    setup = (PACKAGING / "windows" / "ci_setup.ps1").read_text(encoding="utf-8")
    assert "choco install innosetup --version $Version" in setup and "INNO_SETUP_VERSION" in setup
    build = (PACKAGING / "windows" / "build.ps1").read_text(encoding="utf-8")
    assert "INNO_SETUP_VERSION" in build and "ProductVersion" in build and "Get-Command iscc" not in build
    iss = (PACKAGING / "windows" / "plagcheck.iss").read_text(encoding="utf-8")
    assert re.search(r"^ChangesAssociations=yes$", iss, re.MULTILINE)
    install_delete = iss.split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in install_delete


def test_macos_hdiutil_steps_are_retried():
    build = (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")
    install = (PACKAGING / "macos" / "test_install.sh").read_text(encoding="utf-8")
    assert ". packaging/macos/retry.sh" in build and "retry build_dmg" in build
    assert "retry hdiutil attach" in install and "retry hdiutil detach" in install


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not available")
def test_retry_tries_again_until_the_command_succeeds(tmp_path):
    counter = tmp_path / "count"
    script = (f'. "{PACKAGING / "macos" / "retry.sh"}"\nsleep() {{ :; }}\n'
              f'flaky() {{ echo x >> "{counter}"; [ "$(wc -l < "{counter}")" -ge 3 ]; }}\nretry flaky\n')
    run = subprocess.run(["bash", "-c", script], capture_output=True, text=True)
    assert run.returncode == 0 and counter.read_text().count("x") == 3
    assert run.stderr.count("failed") == 2
    failing = subprocess.run(["bash", "-c", f'. "{PACKAGING / "macos" / "retry.sh"}"\nsleep() {{ :; }}\nretry false'],
                             capture_output=True, text=True)
    assert failing.returncode == 1 and failing.stderr.count("failed") == 5
