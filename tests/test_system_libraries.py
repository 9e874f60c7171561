"""Before Qt starts, the app names the system libraries its window lacks, and the packages to install."""

from __future__ import annotations

import re
from pathlib import Path

from plagcheck import app
from plagcheck.system.libraries import (XCB_LIBRARIES, missing_libraries_message, missing_xcb_libraries,
                                        uses_xcb)


def test_the_missing_libraries_are_named_with_their_packages():
    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    missing = missing_xcb_libraries(loads=lambda library: library not in gone)
    assert missing == {"libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-keysyms.so.1": "libxcb-keysyms1"}
    message = missing_libraries_message(missing)
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in message
    assert message.endswith("sudo apt-get install libxcb-icccm4 libxcb-keysyms1")
    assert missing_xcb_libraries(loads=lambda library: True) == {}


def test_only_an_xcb_window_is_checked():
    assert uses_xcb({}, "linux") and uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux") and not uses_xcb({}, "win32")


def test_the_app_stops_with_the_message_instead_of_qts_abort(monkeypatch, capsys):
    monkeypatch.setattr("plagcheck.system.libraries.uses_xcb", lambda: True)
    monkeypatch.setattr("plagcheck.system.libraries.missing_xcb_libraries",
                        lambda: {"libxcb-icccm.so.4": "libxcb-icccm4"})
    assert app.main(["plagcheck"]) == 1
    assert "sudo apt-get install libxcb-icccm4" in capsys.readouterr().err


def test_the_readme_installs_every_package_the_window_needs():
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    command = re.search(r"sudo apt-get install (python3-venv [^`]+)`", readme)
    assert command, "the README's apt-get line"
    packages = set(command.group(1).split())
    assert set(XCB_LIBRARIES.values()) <= packages
    assert {"fontconfig-config", "fonts-dejavu-core"} <= packages  # a bare system has no font to draw with
