"""The window counts a class as the command line and the report do (issue 29.4)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from conftest import scan_and_wait

sys.path.insert(0, str(Path(__file__).parent.parent))
from test_figures_agree import class_with_sources  # noqa: E402


def test_the_window_counts_files_as_the_command_line_does(qtbot, controller, tmp_path):
    folder, sources = class_with_sources(tmp_path)
    controller.settings = replace(controller.settings, source_paths=(str(sources.resolve()),))
    scan_and_wait(qtbot, controller, [str(folder)])
    counts = controller.window.counts_label.text()
    assert counts.startswith("9 files, 8 compared (and 2 source texts) · 1 with problems · "), counts
