"""The "Files given to everyone" dialog: the assignment sheet, a template or starter text every student got.

Text from these files never counts as shared, so a class that all filled in the same template is not flagged
for it. The dialog only edits a list of paths; asking for files is injected so tests need no file dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from plagcheck.ui.translation import translate
from plagcheck.i18n import QT_TRANSLATE_NOOP

#: Asks for files: (parent) -> chosen paths (empty when cancelled).
FileAsker = Callable[[QWidget], list[str]]

EXPLANATION = QT_TRANSLATE_NOOP("TemplatesDialog", 
    "Add the files every student was given: the assignment sheet, a template to fill in, starter text or "
    "questions to copy. Text from these files never counts as shared between students, and it is shown in "
    "grey in the compare view. They are used from the next scan on (the current folder is scanned again "
    "when you press OK). plagcheck only reads these files."
)


def ask_template_files(parent: QWidget) -> list[str]:
    """Return the files the teacher picks in a file dialog (empty when cancelled)."""
    from plagcheck.engine.reading.extract import SUFFIX_FORMATS

    patterns = " ".join(f"*{suffix}" for suffix in SUFFIX_FORMATS)
    files, _ = QFileDialog.getOpenFileNames(
        parent, translate("TemplatesDialog", "Choose the files given to everyone"), str(Path.home()),
                                            translate(
                                                "TemplatesDialog", "Documents ({patterns});;All files (*)").format(patterns=patterns))
    return files


SOURCES_EXPLANATION = QT_TRANSLATE_NOOP("TemplatesDialog", 
    "Add the files or folders among your class folder that hold sources, not students' work: the readings, "
    "the original texts the task was based on, model answers. They are still compared with every student, "
    "but they are never counted or grouped as students, and a group of students matching one of them is "
    "shown with it as the likely origin. Applied by scanning the folder again when you press OK."
)


def ask_source_folder(parent: QWidget) -> list[str]:
    """Return the folder of sources the teacher picks (empty when cancelled)."""
    folder = QFileDialog.getExistingDirectory(
        parent, translate("TemplatesDialog", "Choose a folder of sources"), str(Path.home()))
    return [folder] if folder else []


class TemplatesDialog(QDialog):
    """Edits a list of files (by default the files given to everyone; with `sources`, the sources, which may
    also be folders); `paths()` returns it once accepted."""

    def __init__(self, paths: Iterable[str], parent: QWidget | None = None,
                 ask_files: FileAsker = ask_template_files, sources: bool = False,
                 ask_folder: FileAsker = ask_source_folder) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate(
                "TemplatesDialog", "Sources and references in the class folder") if sources else translate(
                    "TemplatesDialog", "Files given to everyone"))
        self.setMinimumWidth(560)
        self._ask_files = ask_files
        self._ask_folder = ask_folder
        explanation = QLabel(translate("TemplatesDialog", SOURCES_EXPLANATION if sources else EXPLANATION), self)
        explanation.setWordWrap(True)
        explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.files = QListWidget(self)
        self.files.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.files.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.add_button = QPushButton(translate("TemplatesDialog", "&Add…"), self)
        self.remove_button = QPushButton(translate("TemplatesDialog", "&Remove"), self)
        self.add_button.clicked.connect(self.choose_files)
        self.remove_button.clicked.connect(self.remove_selected)
        self.files.itemSelectionChanged.connect(self._update_buttons)
        self.folder_button = QPushButton(translate("TemplatesDialog", "Add &folder…"), self)
        self.folder_button.clicked.connect(lambda: self.add_paths(self._ask_folder(self)))
        self.folder_button.setVisible(sources)
        self.empty_label = QLabel(translate("TemplatesDialog", "No sources: every file is a student's.") if sources else
                                  translate("TemplatesDialog", "No files: every shared passage counts."), self)
        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        side = QVBoxLayout()
        side.addWidget(self.add_button)
        side.addWidget(self.folder_button)
        side.addWidget(self.remove_button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.files, 1)
        row.addLayout(side)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(row, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(buttons)
        self.add_paths(paths)

    def add_paths(self, paths: Iterable[str]) -> None:
        """Add `paths` to the list (each once), showing the file name and the full path as its tooltip."""
        known = set(self.paths())
        for path in paths:
            if path and path not in known:
                known.add(path)
                item = QListWidgetItem(f"{Path(path).name}   ({Path(path).parent})")
                item.setToolTip(path)
                item.setData(Qt.ItemDataRole.UserRole, path)
                self.files.addItem(item)
        self._update_buttons()

    def choose_files(self) -> None:
        """Ask for files and add them."""
        self.add_paths(self._ask_files(self))

    def remove_selected(self) -> None:
        """Take the selected files off the list."""
        for item in self.files.selectedItems():
            self.files.takeItem(self.files.row(item))
        self._update_buttons()

    def paths(self) -> tuple[str, ...]:
        """Return the listed paths, in the order added."""
        return tuple(self.files.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.files.count()))

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(bool(self.files.selectedItems()))
        self.empty_label.setVisible(self.files.count() == 0)
