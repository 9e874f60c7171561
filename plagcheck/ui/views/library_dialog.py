"""The Reference library dialog: the collections (name, documents, since), a check box per collection choosing
what the next scan compares the class with, "Add folder as collection…", "Remove", and the progress of an add;
below them the institution's archives the class is compared with (read only), and "Add archive…".

It only shows and asks; the library controller reads and writes the library.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.vocabulary import human_date
from plagcheck.ui.translation import translate

if TYPE_CHECKING:  # the engine (numpy) is not needed to draw the dialog
    from plagcheck.engine.references.library import CollectionInfo

EXPLANATION = QT_TRANSLATE_NOOP("LibraryDialog", 
    "The reference library keeps texts the class may have copied from: last year's essays, a textbook "
    "chapter, web pages saved as files. Tick the collections the next scan should compare the class with; "
    "each student is compared with them, and they are never compared with each other. The library is kept "
    "in plagcheck's own data folder: the folders you add are only read."
)
COLUMNS = (QT_TRANSLATE_NOOP("LibraryDialog", "Collection"), QT_TRANSLATE_NOOP("LibraryDialog", "Documents"),
           QT_TRANSLATE_NOOP("LibraryDialog", "Since"))
ARCHIVE_EXPLANATION = QT_TRANSLATE_NOOP("LibraryDialog", 
    "An institution's archive of past submissions (a folder on a shared drive, or the address your IT "
    "department gives you) is only read: the class is compared with every document in it. Ticked archives are used by "
    "the next scan; an unticked one leaves this list when the dialog closes."
)
ARCHIVE_COLUMNS = (QT_TRANSLATE_NOOP("LibraryDialog", "Archive"), QT_TRANSLATE_NOOP("LibraryDialog", "Documents"))


def since_text(created_at: str) -> str:
    """Return when a collection was made, in local time as a person says it ("today at 20:36")."""
    return human_date(created_at)


def _checked_list(columns: tuple[str, ...], parent: QWidget) -> QTreeWidget:
    """Return a flat list with these columns, the first stretched, the others as wide as their contents."""
    tree = QTreeWidget(parent)
    tree.setColumnCount(len(columns))
    tree.setHeaderLabels(columns)
    tree.setRootIsDecorated(False)
    header = tree.header()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, len(columns)):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(False)
    return tree


def _beside(widget: QWidget, *buttons: QPushButton) -> QHBoxLayout:
    """Return a row: `widget`, and the buttons stacked at its right."""
    side = QVBoxLayout()
    for button in buttons:
        side.addWidget(button)
    side.addStretch(1)
    row = QHBoxLayout()
    row.addWidget(widget, 1)
    row.addLayout(side)
    return row


class LibraryDialog(QDialog):
    """Lists collections with check boxes; emits `add_requested`, `remove_requested(name)`, `cancel_requested`."""

    add_requested = Signal()
    remove_requested = Signal(str)
    cancel_requested = Signal()
    archive_folder_requested = Signal()
    archive_address_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("LibraryDialog", "Reference library"))
        self.setMinimumSize(600, 420)
        explanation = QLabel(translate("LibraryDialog", EXPLANATION), self)
        explanation.setWordWrap(True)
        explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.collections = _checked_list([translate("LibraryDialog", c) for c in COLUMNS], self)
        self.collections.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.empty_label = QLabel(
            translate("LibraryDialog", "The library is empty. Add a folder of texts as a collection to start."), self)
        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.add_button = QPushButton(translate("LibraryDialog", "&Add folder as collection…"), self)
        self.remove_button = QPushButton(translate("LibraryDialog", "&Remove"), self)
        self.add_button.clicked.connect(self.add_requested)
        self.remove_button.clicked.connect(self._on_remove)
        self.collections.itemSelectionChanged.connect(self._update_buttons)
        row = _beside(self.collections, self.add_button, self.remove_button)

        archive_explanation = QLabel(translate("LibraryDialog", ARCHIVE_EXPLANATION), self)
        archive_explanation.setWordWrap(True)
        archive_explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.archives = _checked_list([translate("LibraryDialog", c) for c in ARCHIVE_COLUMNS], self)
        self.archives.setMaximumHeight(110)
        self.add_archive_button = QPushButton(translate("LibraryDialog", "Add archive &folder…"), self)
        self.add_archive_address_button = QPushButton(translate("LibraryDialog", "Add archive a&ddress…"), self)
        self.add_archive_button.clicked.connect(self.archive_folder_requested)
        self.add_archive_address_button.clicked.connect(self.archive_address_requested)
        archive_row = _beside(self.archives, self.add_archive_button, self.add_archive_address_button)
        side_buttons = (self.add_button, self.remove_button, self.add_archive_button, self.add_archive_address_button)
        for button in side_buttons:  # one width, so both lists end at the same place
            button.setMinimumWidth(max(b.sizeHint().width() for b in side_buttons))

        self.progress_label = QLabel(self)
        self.progress_label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress_label.setWordWrap(True)
        self.progress_bar = QProgressBar(self)
        self.cancel_button = QPushButton(translate("LibraryDialog", "Cancel adding"), self)
        self.cancel_button.clicked.connect(self.cancel_requested)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress_bar, 1)
        progress_row.addWidget(self.cancel_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(row, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(archive_explanation)
        layout.addLayout(archive_row)
        layout.addWidget(self.progress_label)
        layout.addLayout(progress_row)
        layout.addWidget(buttons)
        self.show_busy(False)
        self._update_buttons()

    def show_collections(self, collections: Iterable[CollectionInfo], chosen: Iterable[str]) -> None:
        """List `collections`, ticking those named in `chosen`; the selected one stays selected."""
        wanted = set(chosen)
        selected = self.selected_collection()
        self.collections.clear()
        for info in collections:
            item = QTreeWidgetItem([info.name, f"{info.documents:,}", since_text(info.created_at)])
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Checked if info.name in wanted else Qt.CheckState.Unchecked)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(
                0, translate("LibraryDialog", "Ticked: the next scan compares the class with this collection"))
            self.collections.addTopLevelItem(item)
            if info.name == selected:
                item.setSelected(True)
        self.empty_label.setVisible(self.collections.topLevelItemCount() == 0)
        self._update_buttons()

    def chosen_collections(self) -> tuple[str, ...]:
        """Return the names of the ticked collections, in list order."""
        items = (self.collections.topLevelItem(i) for i in range(self.collections.topLevelItemCount()))
        return tuple(item.text(0) for item in items if item.checkState(0) == Qt.CheckState.Checked)

    def set_chosen(self, name: str, chosen: bool) -> None:
        """Tick (or untick) the collection `name`, if listed."""
        for i in range(self.collections.topLevelItemCount()):
            item = self.collections.topLevelItem(i)
            if item.text(0) == name:
                item.setCheckState(0, Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)

    def show_archives(self, archives: Iterable[tuple[str, str]], chosen: Iterable[str]) -> None:
        """List `archives` as (address, documents or what is wrong), ticking those in `chosen`."""
        wanted = set(chosen)
        self.archives.clear()
        for address, documents in archives:
            item = QTreeWidgetItem([address, documents])
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Checked if address in wanted else Qt.CheckState.Unchecked)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(
                0, translate(
                    "LibraryDialog", "Ticked: the next scan compares the class with every document of this archive"))
            self.archives.addTopLevelItem(item)

    def chosen_archives(self) -> tuple[str, ...]:
        """Return the addresses of the ticked archives, in list order."""
        items = (self.archives.topLevelItem(i) for i in range(self.archives.topLevelItemCount()))
        return tuple(item.text(0) for item in items if item.checkState(0) == Qt.CheckState.Checked)

    def selected_collection(self) -> str | None:
        """Return the name of the selected collection, or None."""
        items = self.collections.selectedItems()
        return items[0].text(0) if items else None

    def show_busy(self, busy: bool, message: str = "") -> None:
        """Show (or hide) the progress bar and Cancel button; `message` stays visible either way."""
        self.progress_label.setText(message)
        self.progress_label.setVisible(bool(message))
        self.progress_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.progress_bar.setRange(0, 0)
        self.add_button.setEnabled(not busy)
        self._update_buttons()

    def show_progress(self, done: int, total: int, message: str) -> None:
        """Show how far an add has got."""
        self.progress_label.setText(message)
        self.progress_label.setVisible(True)
        self.progress_bar.setRange(0, max(total, 0))
        self.progress_bar.setValue(min(done, total) if total else 0)

    def _on_remove(self) -> None:
        name = self.selected_collection()
        if name is not None:
            self.remove_requested.emit(name)

    def _update_buttons(self) -> None:
        busy = self.cancel_button.isVisibleTo(self)
        self.remove_button.setEnabled(self.selected_collection() is not None and not busy)
