"""What the class is compared against: the files given to everyone (templates) and the reference library.

Both end in new scan settings, which this controller hands to `apply_settings` (the main controller keeps,
remembers and rescans with them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QThreadPool

from plagcheck.shared.models import DocumentRecord, ScanResult, ScanSettings
from plagcheck.shared.vocabulary import ignored_text as ignored_phrases
from plagcheck.ui.controllers.library_controller import LibraryController
from plagcheck.ui.translation import translate
from plagcheck.ui.views.class_list_dialog import ClassListDialog, ListAsker, ask_class_list_file
from plagcheck.ui.views.main_window import MainWindow
from plagcheck.ui.views.templates_dialog import FileAsker, TemplatesDialog, ask_source_folder, ask_template_files


def ignored_text(result: ScanResult) -> str:
    """Return "412 template and 35 common phrases ignored" for `result` ("" when nothing was ignored)."""
    return ignored_phrases(result.ignored_template_shingles, result.ignored_common_shingles)


def problem_documents(result: ScanResult) -> tuple[DocumentRecord, ...]:
    """Return the result's documents and, named as such, the files given to everyone that had a problem."""
    templates = tuple(
        replace(t, name=translate("ClassController", "File given to everyone: {name}").format(name=t.name))
                      for t in result.templates if t.status != "ok")
    return (*result.documents, *templates)


class ClassController(QObject):
    """Opens the templates dialog and the reference library dialog, and applies what the teacher chose."""

    def __init__(self, window: MainWindow, current_settings: Callable[[], ScanSettings],
                 apply_settings: Callable[[ScanSettings], None], pool: QThreadPool | None = None,
                 parent: QObject | None = None, ask_files: FileAsker = ask_template_files) -> None:
        super().__init__(parent)
        self.window = window
        self._current = current_settings
        self._apply = apply_settings
        self.ask_files = ask_files
        self.ask_folder: FileAsker = ask_source_folder
        #: Replaced by tests to answer the dialog: (dialog) -> accepted.
        self.run_dialog: Callable[[TemplatesDialog], bool] = lambda dialog: bool(dialog.exec())
        self.library = LibraryController(window, current_settings, apply_settings, pool, self)
        window.templates_action.triggered.connect(self.edit_templates)
        window.sources_action.triggered.connect(self.edit_sources)
        window.library_action.triggered.connect(lambda: self.library.open_dialog())
        window.class_list_action.triggered.connect(self.edit_class_list)
        self.ask_class_list: ListAsker = ask_class_list_file
        #: Replaced by tests to answer the class list dialog: (dialog) -> accepted.
        self.run_class_list_dialog: Callable[[ClassListDialog], bool] = lambda dialog: bool(dialog.exec())

    def edit_templates(self) -> None:
        """Let the teacher edit the files given to everyone; a changed list is applied (and rescanned)."""
        settings = self._current()
        dialog = TemplatesDialog(settings.template_paths, self.window, self.ask_files)
        if self.run_dialog(dialog) and dialog.paths() != settings.template_paths:
            self._apply(replace(settings, template_paths=dialog.paths()))
        dialog.deleteLater()

    def edit_sources(self) -> None:
        """Let the teacher mark files or folders of the class as sources; a changed list is applied (rescan)."""
        settings = self._current()
        dialog = TemplatesDialog(settings.source_paths, self.window, self.ask_files, sources=True,
                                 ask_folder=self.ask_folder)
        if self.run_dialog(dialog) and dialog.paths() != settings.source_paths:
            self._apply(replace(settings, source_paths=dialog.paths()))
        dialog.deleteLater()

    def edit_class_list(self) -> None:
        """Let the teacher choose the class list (and its columns); a changed choice is applied (rescan)."""
        settings = self._current()
        dialog = ClassListDialog(settings.roster, settings.roster_name_column, settings.roster_id_column,
                                 self.window, self.ask_class_list)
        if self.run_class_list_dialog(dialog):
            path, name_column, id_column = dialog.chosen()
            chosen = replace(settings, roster=path, roster_name_column=name_column, roster_id_column=id_column)
            if chosen != settings:
                self._apply(chosen)
        dialog.deleteLater()

    def shutdown(self) -> None:
        """Stop adding to the library, if an add is running, and wait for its thread."""
        self.library.shutdown()
