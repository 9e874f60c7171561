"""Help > About: the version, plagcheck's licence and the third-party notices (Qt and PySide6 under the LGPL)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from plagcheck import __version__
from plagcheck.ui.views.about_dialog import AboutDialog


def test_about_shows_version_licence_and_notices(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    labels = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"plagcheck {__version__}" in labels
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["&Licence", "Third-party &notices"]
    assert "MIT License" in dialog.licence_view.toPlainText()
    notices = dialog.notices_view.toPlainText()
    assert "PySide6_Essentials" in notices and "\n  Qt " in notices and "GNU LESSER GENERAL PUBLIC LICENSE" in notices
    assert dialog.notices_view.isReadOnly()


def test_help_menu_opens_the_about_dialog(controller, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: shown.append(self) or 0)
    controller.window.about_action.trigger()
    assert len(shown) == 1 and shown[0].windowTitle() == "About plagcheck"
