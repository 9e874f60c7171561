"""A pair opens on its first passage in both panes, most of it in sight (issue 29.9: at 1024 px the compare
view opened with the copied passage scrolled mostly out of sight)."""

from __future__ import annotations

from PySide6.QtCore import QSize

from conftest import scan_and_wait


def visible_share(pane, start: int, end: int) -> float:
    """Return how much of what could be shown of [start, end) the pane shows (1.0: all it has room for)."""
    top, bottom = pane.top_offset(), pane.bottom_offset()
    shown = max(0, min(end, bottom) - max(start, top))
    room = min(end - start, bottom - top)
    return shown / room if room > 0 else 0.0


def test_each_pair_opens_on_its_first_passage_in_both_panes(qtbot, controller, tmp_path):
    from class_folder import make_class_folder

    folder = make_class_folder(tmp_path / "class", students=12, copied_pairs=5, paragraphs=8)
    window = controller.window
    window.resize(1024, 680)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 680))
    scan_and_wait(qtbot, controller, [str(folder)])
    table = window.results_page.table
    view = window.compare_view
    for row in range(min(5, controller.proxy.rowCount())):
        window.tabs.setCurrentWidget(window.results_page)
        table.selectRow(row)  # chosen in the table while the compare view is hidden, then opened
        qtbot.wait(20)
        controller.results.open_compare()
        qtbot.wait(120)
        comparison = controller.compare.comparison
        first = comparison.passages[0]
        assert controller.compare.current == 0
        assert visible_share(view.pane_a, first.a_start, first.a_end) >= 0.75, row
        assert visible_share(view.pane_b, first.b_start, first.b_end) >= 0.75, row
