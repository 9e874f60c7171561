"""Fills the Class tab from the result (plagcheck.triage.roster) and rescans when the teacher chooses another
way to read the files (a platform's layout, one folder per student, one file per submission)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject

from plagcheck.shared.models import ScanResult, ScanSettings
from plagcheck.triage.roster import class_rows, layout_summary
from plagcheck.ui.translation import translate
from plagcheck.ui.views.class_page import ClassPage


class ClassViewController(QObject):
    """Shows how the class was read; hands settings with the chosen layout to `apply_settings` (a rescan)."""

    def __init__(self, page: ClassPage, current_settings: Callable[[], ScanSettings],
                 apply_settings: Callable[[ScanSettings], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self._current = current_settings
        self._apply = apply_settings
        page.layout_chosen.connect(self.choose_layout)

    def show_result(self, result: ScanResult | None) -> None:
        """Show the class of `result` (None: nothing yet)."""
        if result is None:
            self.page.show_class([], translate("ClassViewController", "No scan yet."), self._current().layout)
            return
        self.page.show_class(class_rows(result), layout_summary(result), result.settings.layout)

    def choose_layout(self, layout: str) -> None:
        """Read the class's files as `layout` from now on (the class is scanned again)."""
        settings = self._current()
        if layout != settings.layout:
            self._apply(replace(settings, layout=layout))
