"""The main window's layout: menus, the three pages (drop zone, progress, the results/compare/groups/students
tabs), status bar.

It accepts dropped folders and files anywhere on the window and reports them as `paths_dropped`; what happens
next is the MainController's business.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QStackedWidget, QTabWidget, QWidget

from plagcheck.triage.review import ReviewState

from plagcheck.ui.views.class_page import ClassPage
from plagcheck.ui.views.compare_view import CompareView
from plagcheck.ui.views.drop_zone import DropZone
from plagcheck.ui.views.groups_page import GroupsPage
from plagcheck.ui.views.help_dialog import HelpDialog
from plagcheck.ui.views.progress_panel import ProgressPanel
from plagcheck.ui.views.results_page import ResultsPage
from plagcheck.ui.views.students_page import StudentsPage
from plagcheck.ui.translation import translate
from plagcheck.ui.views.tab_style import give_accents_room

DEFAULT_SIZE = QSize(1280, 800)
#: Room left on the screen for the window's frame, which the window manager adds around it: the title bar
#: above, a border on each side and below.
TITLE_BAR, BORDER = 40, 8


def first_size(available: QRect) -> QSize:
    """Return the size a first window asks for on a screen with free area `available`: DEFAULT_SIZE, or four
    fifths of a larger screen (fitted_geometry shrinks it to a smaller one)."""
    return QSize(max(DEFAULT_SIZE.width(), available.width() * 4 // 5),
                 max(DEFAULT_SIZE.height(), available.height() * 4 // 5))


def fitted_geometry(available: QRect, wanted: QSize = DEFAULT_SIZE) -> QRect:
    """Return a window geometry (without its frame) of `wanted` size, or smaller to fit with its frame in
    `available` (a screen's free area), centred there."""
    width = max(320, min(wanted.width(), available.width() - 2 * BORDER))
    height = max(240, min(wanted.height(), available.height() - TITLE_BAR - BORDER))
    left = available.left() + BORDER + max(0, available.width() - 2 * BORDER - width) // 2
    top = available.top() + TITLE_BAR + max(0, available.height() - TITLE_BAR - BORDER - height) // 2
    return QRect(left, top, width, height)


def local_paths(event: QDragEnterEvent | QDropEvent) -> list[str]:
    """Return the local file and folder paths carried by a drag (empty when it carries none)."""
    mime = event.mimeData()
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile() and url.toLocalFile()]


class MainWindow(QMainWindow):
    """Lays out the app; emits `paths_dropped(paths)` and `closing` and exposes its actions and pages."""

    paths_dropped = Signal(list)
    closing = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("plagcheck")
        self.setAcceptDrops(True)
        self.fit_to_screen()

        self.drop_zone = DropZone(self)
        self.progress_panel = ProgressPanel(self)
        self.results_page = ResultsPage(self)
        self.compare_view = CompareView(self)
        self.compare_view.pane_a.setAcceptDrops(False)
        self.compare_view.pane_b.setAcceptDrops(False)
        self.groups_page = GroupsPage(self)
        self.students_page = StudentsPage(self)
        self.class_page = ClassPage(self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        give_accents_room(self.tabs.tabBar())
        self.tabs.addTab(self.results_page, translate("MainWindow", "Results"))
        self.tabs.addTab(self.compare_view, translate("MainWindow", "Compare"))
        self.tabs.addTab(self.groups_page, translate("MainWindow", "Groups"))
        self.tabs.addTab(self.students_page, translate("MainWindow", "Students"))
        self.tabs.addTab(self.class_page, translate("MainWindow", "Class"))
        self.pages = QStackedWidget(self)
        for page in (self.drop_zone, self.progress_panel, self.tabs):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)

        #: Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).
        self.may_close: Callable[[], bool] = lambda: True
        self.help_dialog: HelpDialog | None = None
        self.counts_label = QLabel(self)
        self.counts_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.counts_label)
        self._build_menus()

    def fit_to_screen(self, keep_size: bool = False) -> None:
        """Size and place the window to fit its screen's free area: DEFAULT_SIZE (four fifths of a larger
        screen) where there is room, smaller on a small screen, centred. With `keep_size` (
            a remembered geometry), only a window larger than the
        screen or partly off it is shrunk to fit and centred."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(DEFAULT_SIZE)
            return
        available = screen.availableGeometry()
        if keep_size:  # before it is shown the window has no frame yet: count the room one takes
            frame = self.frameGeometry() if self.isVisible() else \
                self.geometry().adjusted(-BORDER, -TITLE_BAR, BORDER, BORDER)
            if available.contains(frame):
                return
        self.setGeometry(fitted_geometry(available, self.size() if keep_size else first_size(available)))

    def _action(self, text: str, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
        return action

    def _build_menus(self) -> None:
        self.open_folder_action = self._action(translate("MainWindow", "Open &folder…"), QKeySequence.StandardKey.Open,
                                               translate("MainWindow", "Scan every document in a folder"))
        self.open_files_action = self._action(
            translate("MainWindow", "Open f&iles…"), "Ctrl+Shift+F", translate("MainWindow", "Scan chosen documents"))
        self.open_session_action = self._action(translate("MainWindow", "Open chec&k…"), "Ctrl+Shift+O",
                                                translate("MainWindow", "Open a check saved earlier, with its reviews"))
        self.save_session_action = self._action(translate("MainWindow", "&Save check"), QKeySequence.StandardKey.Save,
                                                translate(
                                                    "MainWindow", "Save this check and its reviews to one file, to "
                                                                  "open later"))
        self.save_session_as_action = self._action(
            translate("MainWindow", "Save check &as…"), QKeySequence.StandardKey.SaveAs,
                                                   translate(
                                                       "MainWindow", "Save this check and its reviews to another file"))
        self.print_action = self._action(translate("MainWindow", "&Print pair…"), QKeySequence.StandardKey.Print,
                                         translate(
                                             "MainWindow", "Print the selected pair side by side, as the report shows "
                                                           "it"))
        self.open_a_action = self._action(translate("MainWindow", "Open document &A"), "Ctrl+Shift+A",
                                          translate(
                                              "MainWindow", "Open the selected pair's document A in the program that "
                                                            "opens it"))
        self.open_b_action = self._action(translate("MainWindow", "Open document &B"), "Ctrl+Shift+B",
                                          translate(
                                              "MainWindow", "Open the selected pair's document B in the program that "
                                                            "opens it"))
        self.folder_a_action = self._action(
            translate(
                "MainWindow", "Show A in its folder"), None, translate(
                    "MainWindow", "Open the folder holding document A"))
        self.folder_b_action = self._action(
            translate(
                "MainWindow", "Show B in its folder"), None, translate(
                    "MainWindow", "Open the folder holding document B"))
        self.find_action = self._action(translate("MainWindow", "&Find in texts…"), QKeySequence.StandardKey.Find,
                                        translate("MainWindow", "Find words in the two texts of the compare view"))
        self.rescan_action = self._action(
            translate("MainWindow", "&Rescan"), "F5", translate("MainWindow", "Scan the same folder again"))
        self.export_action = self._action(translate("MainWindow", "&Export report…"), "Ctrl+E",
                                          translate(
                                              "MainWindow", "Save an HTML report of the pairs shown (also CSV or JSON)"))
        self.export_anonymised_action = self._action(
            translate("MainWindow", "Export &anonymised report…"), "Ctrl+Shift+E",
            translate("MainWindow", "The same report with every student named by a pseudonym (Student 1, Student 2…)"))
        self.quit_action = self._action(translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit)
        self.settings_action = self._action(
            translate("MainWindow", "&Settings…"), "Ctrl+,", translate("MainWindow", "How documents are compared"))
        self.cancel_action = self._action(
            translate("MainWindow", "&Cancel scan"), "Esc", translate("MainWindow", "Stop the scan that is running"))
        self.class_list_action = self._action(translate("MainWindow", "Class &list…"), None,
                                              translate("MainWindow",
                                                        "Name the students from the class list your platform exports"))
        self.templates_action = self._action(translate("MainWindow", "Files given to &everyone…"), None,
                                             translate(
                                                 "MainWindow", "The assignment or template every student got: its text "
                                                               "never counts"))
        self.sources_action = self._action(translate("MainWindow", "&Sources in the class folder…"), None,
                                           translate(
                                               "MainWindow", "Mark files or folders of the class as sources, not "
                                                             "students' work"))
        self.library_action = self._action(translate("MainWindow", "Reference &library…"), None,
                                           translate(
                                               "MainWindow", "Collections of texts the class is compared with (last "
                                                             "year's essays…)"))
        self.compare_action = self._action(translate("MainWindow", "Open &compare view"), "Alt+2")
        self.results_action = self._action(translate("MainWindow", "Show &results"), "Alt+1")
        self.groups_action = self._action(
            translate(
                "MainWindow", "Show &groups"), "Alt+3", translate(
                    "MainWindow", "Groups of students linked by shared text"))
        self.students_action = self._action(
            translate(
                "MainWindow", "Show &students"), "Alt+4", translate("MainWindow", "Each submission's highest match"))
        self.class_action = self._action(translate("MainWindow", "Show the c&lass"), "Alt+5",
                                         translate(
                                             "MainWindow", "How the files were read: which student handed in what "
                                                           "(correct it here)"))
        # One checkable action per review state (Ctrl+1..4, in ReviewState order), shared by the Review menu,
        # the table's context menu and the compare view's buttons.
        self.review_group = QActionGroup(self)
        self.review_actions: dict[ReviewState, QAction] = {}
        for number, state in enumerate(ReviewState, start=1):
            action = self._action(f"&{number} {state.label}", f"Ctrl+{number}",
                                  translate(
                                      "MainWindow", "Mark the selected pair: {lower}").format(
                                          lower=state.label.lower()))
            action.setCheckable(True)
            action.setIconText(state.label)
            action.setToolTip(
                translate(
                    "MainWindow", "Mark this pair: {lower} (Ctrl+{number})").format(
                        lower=state.label.lower(), number=number))
            action.setData(state.value)
            self.review_group.addAction(action)
            self.review_actions[state] = action
        self.note_action = self._action(
            translate(
                "MainWindow", "Write a &note…"), "F2", translate("MainWindow", "Write a note about the selected pair"))
        self.note_action.setIconText(translate("MainWindow", "Note…"))
        self.note_action.setToolTip(translate("MainWindow", "Write a note about this pair (F2)"))
        self.guide_action = self._action(
            translate("MainWindow", "plagcheck &guide"), QKeySequence.StandardKey.HelpContents,
                                         translate(
                                             "MainWindow", "How to read the scores and colours, and how to review a "
                                                           "pair fairly"))
        self.method_action = self._action(
            translate(
                "MainWindow", "How it &works"), None, translate(
                    "MainWindow", "The method behind the figures (advanced)"))
        self.copied_only_action = self._action(translate("MainWindow", "Show &copied passages only"), "Ctrl+Shift+C",
                                               translate(
                                                   "MainWindow", "Hide reworded passages and count copied text only "
                                                                 "(no rescan)"))
        self.copied_only_action.setCheckable(True)
        self.curve_action = self._action(translate("MainWindow", "Show the search &curve (advanced)"), None,
                                         translate(
                                             "MainWindow", "The chance the whole-document search checks a pair, by "
                                                           "similarity"))
        self.curve_action.setCheckable(True)
        self.forget_texts_action = self._action(translate("MainWindow", "&Forget cached texts…"), None,
                                                translate(
                                                    "MainWindow", "Delete the texts kept from files already read (the "
                                                                  "next scan reads every file again)"))
        self.log_action = self._action(translate("MainWindow", "Show &log folder"))
        self.about_action = self._action(translate("MainWindow", "&About plagcheck"))

        file_menu = self.menuBar().addMenu(translate("MainWindow", "&File"))
        file_menu.addAction(self.open_folder_action)
        file_menu.addAction(self.open_files_action)
        self.recent_menu = QMenu(translate("MainWindow", "Open &recent"), self)
        file_menu.addMenu(self.recent_menu)
        file_menu.addAction(self.rescan_action)
        file_menu.addAction(self.class_list_action)
        file_menu.addSeparator()
        file_menu.addAction(self.open_session_action)
        file_menu.addAction(self.save_session_action)
        file_menu.addAction(self.save_session_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.export_anonymised_action)
        file_menu.addAction(self.print_action)
        file_menu.addSeparator()
        for action in (self.open_a_action, self.open_b_action, self.folder_a_action, self.folder_b_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        scan_menu = self.menuBar().addMenu(translate("MainWindow", "&Scan"))
        scan_menu.addAction(self.settings_action)
        scan_menu.addAction(self.templates_action)
        scan_menu.addAction(self.sources_action)
        scan_menu.addAction(self.cancel_action)
        review_menu = self.menuBar().addMenu(translate("MainWindow", "Re&view"))
        review_menu.addActions(list(self.review_actions.values()))
        review_menu.addSeparator()
        review_menu.addAction(self.note_action)
        view_menu = self.menuBar().addMenu(translate("MainWindow", "&View"))
        view_menu.addAction(self.results_action)
        view_menu.addAction(self.compare_action)
        view_menu.addAction(self.groups_action)
        view_menu.addAction(self.students_action)
        view_menu.addAction(self.class_action)
        view_menu.addSeparator()
        view_menu.addAction(self.find_action)
        view_menu.addSeparator()
        view_menu.addAction(self.copied_only_action)
        view_menu.addAction(self.curve_action)
        tools_menu = self.menuBar().addMenu(translate("MainWindow", "&Tools"))
        tools_menu.addAction(self.library_action)
        tools_menu.addSeparator()
        tools_menu.addAction(self.forget_texts_action)
        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(self.guide_action)
        help_menu.addAction(self.method_action)
        help_menu.addSeparator()
        help_menu.addAction(self.log_action)
        help_menu.addAction(self.about_action)
        review_items = [*self.review_actions.values(), self._separator(), self.note_action, self._separator(),
                        self.open_a_action, self.open_b_action, self.folder_a_action, self.folder_b_action]
        self.results_page.table.addActions(review_items)
        self.compare_view.set_review_actions(list(self.review_actions.values()), self.note_action)
        self.results_action.triggered.connect(lambda: self.tabs.setCurrentWidget(self.results_page))
        self.compare_action.triggered.connect(lambda: self.tabs.setCurrentWidget(self.compare_view))
        self.groups_action.triggered.connect(lambda: self.tabs.setCurrentWidget(self.groups_page))
        self.students_action.triggered.connect(lambda: self.tabs.setCurrentWidget(self.students_page))
        self.class_action.triggered.connect(lambda: self.tabs.setCurrentWidget(self.class_page))
        self.guide_action.triggered.connect(lambda: self.show_guide())
        self.method_action.triggered.connect(lambda: self.show_guide(translate("MainWindow", "How it works")))
        self.results_page.guide_link.linkActivated.connect(lambda _: self.show_guide())
        self.curve_action.toggled.connect(self.results_page.s_curve.setVisible)
        self.find_action.triggered.connect(self._find)

    def _find(self) -> None:
        self.tabs.setCurrentWidget(self.compare_view)
        self.compare_view.show_find_bar()

    def _separator(self) -> QAction:
        separator = QAction(self)
        separator.setSeparator(True)
        return separator

    def set_review_enabled(self, enabled: bool) -> None:
        """Enable the actions on the selected pair (review, open, print) when there is one, disable them
        otherwise."""
        self.review_group.setEnabled(enabled)
        for action in (self.note_action, self.print_action, self.open_a_action, self.open_b_action,
                       self.folder_a_action, self.folder_b_action):
            action.setEnabled(enabled)

    def show_about(self) -> None:
        """Show the version, what the app does, its licence and the third-party notices."""
        from plagcheck.ui.views.about_dialog import AboutDialog  # only when asked: it reads the notices

        AboutDialog(self).exec()

    def show_guide(self, section: str = "") -> HelpDialog:
        """Show the built-in guide (made on first use), at the section titled `section`; return its window."""
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self)
        self.help_dialog.show_section(section)
        return self.help_dialog

    def show_drop_zone(self) -> None:
        """Show the empty state."""
        self.pages.setCurrentWidget(self.drop_zone)

    def show_progress(self) -> None:
        """Show the progress panel."""
        self.pages.setCurrentWidget(self.progress_panel)

    def show_results(self) -> None:
        """Show the results and compare tabs."""
        self.pages.setCurrentWidget(self.tabs)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept drags that carry local files or folders, and highlight the drop zone."""
        if local_paths(event):
            event.acceptProposedAction()
            self.drop_zone.set_drag_highlight(True)
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        """Keep accepting a drag of local paths as it moves over child widgets."""
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        """Drop the highlight when the drag leaves."""
        self.drop_zone.set_drag_highlight(False)

    def dropEvent(self, event: QDropEvent) -> None:
        """Report the dropped local paths as `paths_dropped`."""
        self.drop_zone.set_drag_highlight(False)
        paths = local_paths(event)
        if paths:
            event.acceptProposedAction()
            self.paths_dropped.emit(paths)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Unless `may_close` says no, tell the controller the window is closing (it stops any scan), then close."""
        if not self.may_close():
            event.ignore()
            return
        self.closing.emit()
        super().closeEvent(event)
