"""The window's chart, Settings and reference library speak plainly (issue 29.6)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from plagcheck.shared.models import ScanSettings
from plagcheck.ui.views import library_dialog
from plagcheck.ui.views.charts import HistogramWidget
from plagcheck.ui.views.settings_dialog import SettingsDialog
from test_plain_words import JARGON


def test_settings_the_chart_and_the_library_use_plain_words(qtbot):
    dialog = SettingsDialog(ScanSettings())
    qtbot.addWidget(dialog)
    shown = [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
    assert shown and not [text for text in shown if JARGON.search(text) or "curve" in text]
    chart = HistogramWidget()
    qtbot.addWidget(chart)
    assert not JARGON.search(chart.title + chart.toolTip())
    assert not JARGON.search(library_dialog.ARCHIVE_EXPLANATION + library_dialog.EXPLANATION)


def test_the_progress_panel_speaks_plainly(qtbot):
    from plagcheck.shared.models import Progress
    from plagcheck.ui.views.progress_panel import ProgressPanel

    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.start("Scanning History essays")
    for progress in (Progress("read", 0, 44, "44 files found"), Progress("candidates", 0, 12, "440 passage windows"),
                     Progress("verify", 0, 26, "26 candidate pairs")):
        panel.show_progress(progress)
        assert not JARGON.search(panel.detail.text()), panel.detail.text()
    assert panel.detail.text() == "26 pairs to check closely"
