"""Student text at rest, from the window (issue 27.9): Tools → Forget cached texts…, and settings owner-only."""

from __future__ import annotations

import os
import stat

import pytest

from conftest import scan_and_wait
from plagcheck.engine.reading.extract.cache import CACHE_DIR_ENV, cached_count
from plagcheck.ui.controllers.main_controller import make_test_settings


def test_forget_cached_texts_asks_then_deletes_them(qtbot, controller, class_folder, tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "cache"))
    scan_and_wait(qtbot, controller, [str(class_folder)])
    held = cached_count()
    assert held >= 12
    asked = []
    controller.ask_forget = lambda window, path, count: asked.append((path, count)) or False
    controller.window.forget_texts_action.trigger()
    assert asked[0][1] == held and cached_count() == held  # "Cancel" keeps them
    controller.ask_forget = lambda window, path, count: True
    controller.window.forget_texts_action.trigger()
    assert cached_count() == 0
    assert controller.window.statusBar().currentMessage() == f"Forgot {held} cached texts."


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX's")
def test_the_settings_file_is_owner_only(tmp_path):
    folder = tmp_path / "plagcheck"
    folder.mkdir(mode=0o755)
    ini = folder / "plagcheck.conf"
    ini.write_text("[recent]\n")
    os.chmod(ini, 0o644)
    store = make_test_settings(str(ini))
    store.add_recent_folder(str(tmp_path / "Kwame Mensah"))
    store.sync()
    assert stat.S_IMODE(os.stat(ini).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
