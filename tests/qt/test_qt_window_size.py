"""The window fits the screen it opens on, remembers where it was, and keeps every control reachable at
1024x680 (issue 29.3: it was always 1280x800, so a smaller screen lost the status bar, the Review column and
File problems off its edges)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize

from conftest import scan_and_wait
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings
from plagcheck.ui.pair_table import COL_REVIEW
from plagcheck.ui.views.main_window import DEFAULT_SIZE, first_size, fitted_geometry


def inside(widget, window) -> bool:
    """Return True when `widget` is shown and lies wholly inside `window`."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))


def test_the_first_window_fits_the_screen(qtbot, tmp_path):
    main = MainController(store=make_test_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(main.window)
    main.window.show()
    available = main.window.screen().availableGeometry()
    assert available.contains(main.window.frameGeometry()), (available, main.window.frameGeometry())
    main.shutdown()


def test_the_window_is_fitted_to_small_and_large_screens():
    small = fitted_geometry(QRect(0, 0, 1024, 680))
    assert QRect(0, 0, 1024, 680).contains(small.adjusted(-8, -40, 8, 8)) and small.width() >= 1000
    large = fitted_geometry(QRect(0, 0, 1920, 1080), first_size(QRect(0, 0, 1920, 1080)))
    assert large.size() == QSize(1536, 864) and large.center().x() in range(955, 966)
    laptop = QRect(0, 0, 1366, 768)
    assert fitted_geometry(laptop, first_size(laptop)).width() >= DEFAULT_SIZE.width()
    assert fitted_geometry(QRect(1920, 0, 1280, 1024)).left() >= 1920  # on the screen it opens on


def test_a_size_remembered_on_a_larger_screen_is_fitted_and_one_that_fits_is_kept(qtbot, tmp_path):
    ini = str(tmp_path / "settings.ini")
    first = MainController(store=make_test_settings(ini))
    qtbot.addWidget(first.window)
    first.window.show()
    first.window.setGeometry(QRect(30, 60, 3000, 2000))
    first.shutdown()
    second = MainController(store=make_test_settings(ini))
    qtbot.addWidget(second.window)
    second.window.show()
    assert second.window.screen().availableGeometry().contains(second.window.frameGeometry())
    second.window.setGeometry(QRect(40, 70, 720, 500))
    second.shutdown()
    third = MainController(store=make_test_settings(ini))
    qtbot.addWidget(third.window)
    third.window.show()
    assert third.window.geometry() == QRect(40, 70, 720, 500)
    third.shutdown()
    assert isinstance(third.store.window_state("geometry"), QByteArray)


def test_every_control_is_reachable_at_1024_by_680(qtbot, controller, class_folder):
    window = controller.window
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 680
    window.resize(1024, 680)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 680))
    assert inside(window.drop_zone.open_folder, window)
    scan_and_wait(qtbot, controller, [str(class_folder)])
    page = window.results_page
    qtbot.wait(50)
    table = page.table
    assert table.columnViewportPosition(COL_REVIEW) + table.columnWidth(COL_REVIEW) <= table.viewport().width() + 1
    for widget in (page.problems, page.threshold, page.filter_edit, window.counts_label, table):
        assert inside(widget, window), widget
    window.tabs.setCurrentWidget(window.compare_view)
    controller.results.open_compare()
    view = window.compare_view
    for widget in (view.next_pair_button, view.sync_box, view.pane_a, view.pane_b, *view.review_buttons):
        assert inside(widget, window), widget
