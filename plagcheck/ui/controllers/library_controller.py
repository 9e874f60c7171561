"""Runs the Reference library dialog: lists the collections, adds a folder as a collection on a pool thread
(reading its files and storing them, never on the GUI thread), removes one, lists the institution's archives
the class is compared with (read only: adding one only checks that it is one), and applies the ticked
collections and archives to the scan settings when the dialog closes.

The library file is opened where it is used: briefly on the GUI thread to list or remove, and by the worker
for an add (a SQLite connection belongs to the thread that opened it).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from plagcheck.i18n import number
from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.models import Progress, ScanSettings
from plagcheck.shared.vocabulary import STAGE_WORDS, step_words
from plagcheck.ui.translation import translate
from plagcheck.ui.views.library_dialog import LibraryDialog
from plagcheck.ui.worker import GeneratorWorker

if TYPE_CHECKING:
    from plagcheck.engine.references.library import AddReport, CollectionInfo, ReferenceLibrary


def open_library(path: Path) -> ReferenceLibrary:
    """Return the reference library at `path`, opened (the engine and numpy load here, not at start-up)."""
    from plagcheck.engine.references.library import ReferenceLibrary

    return ReferenceLibrary(path)


_STAGE_WORDS = {"library": QT_TRANSLATE_NOOP("LibraryController", "Adding to the library")}


def ask_folder(parent: QWidget) -> str:
    """Return the folder the teacher picks ("" when cancelled)."""
    return QFileDialog.getExistingDirectory(
        parent, translate("LibraryController", "Choose a folder of texts to add as a collection"), str(Path.home()))


def ask_collection_name(parent: QWidget, suggested: str) -> str | None:
    """Return the collection name the teacher types (None when cancelled)."""
    name, accepted = QInputDialog.getText(parent, translate("LibraryController", "Name the collection"),
                                          translate(
                                              "LibraryController", "Collection name (an existing name adds to that "
                                                                   "collection):"),
                                          text=suggested)
    return name.strip() if accepted else None


def confirm_remove(parent: QWidget, name: str, documents: int) -> bool:
    """Return True when the teacher confirms removing collection `name` from the library."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("LibraryController", "Remove collection"),
                      translate("LibraryController", "Remove the collection {name} ({documents} documents) from the "
                                                     "library? The original files are not touched.").format(
                          name=name, documents=number(documents)),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setTextFormat(box.textFormat().PlainText)  # the name is the teacher's, maybe a folder's: never markup
    return box.exec() == QMessageBox.StandardButton.Yes


def ask_archive_folder(parent: QWidget) -> str:
    """Return the archive folder the teacher picks ("" when cancelled)."""
    return QFileDialog.getExistingDirectory(
        parent, translate("LibraryController", "Choose the folder of an institution's archive"), str(Path.home()))


def ask_archive_address(parent: QWidget) -> str | None:
    """Return the archive address the teacher types (None when cancelled)."""
    address, accepted = QInputDialog.getText(parent, translate("LibraryController", "Add an archive"),
                                             translate(
                                                 "LibraryController", "The archive's address, as your IT department "
                                                                      "gives it (or a folder):"))
    return address.strip() if accepted else None


def archive_documents_text(address: str) -> tuple[str, bool]:
    """Return (its number of documents, or what is wrong, as text; True when the archive can be used)."""
    try:
        from plagcheck.archive.info import archive_documents  # pyarrow and fsspec: the [archive] extra

        return f"{archive_documents(address):,}", True
    except ImportError:
        from plagcheck.archive import INSTALL_HINT

        return INSTALL_HINT, False
    except Exception as exc:  # not an archive, another format version, unreachable: say so
        return translate("LibraryController", "cannot be used: {exc}").format(exc=exc), False


def add_folder_job(library_path: Path, folder: str, name: str,
                   settings: ScanSettings) -> Generator[Progress, None, AddReport]:
    """Read every file under `folder` and add the readable ones to collection `name`; returns the AddReport."""
    from plagcheck.pipeline import read_documents

    documents = yield from read_documents([folder], replace(settings, group_subfolders=False))
    with open_library(library_path) as library:
        report = yield from library.add(name, documents, settings)
    return report


def report_text(name: str, report: AddReport) -> str:
    """Return one sentence saying what adding to collection `name` did."""
    text = translate(
        "LibraryController", "Added {added} documents to {name}").format(added=number(report.added), name=name)
    if report.already_there:
        text += translate(
            "LibraryController", "; {already_there} were already in it").format(
                already_there=number(report.already_there))
    if report.unreadable:
        shown = ", ".join(doc.name for doc in report.unreadable[:3])
        more = translate(
            "LibraryController", " and {unreadable} more").format(
                unreadable=number(len(report.unreadable) - 3)) if len(report.unreadable) > 3 else ""
        text += translate(
            "LibraryController", "; {unreadable} could not be read ({shown}{more})").format(
                unreadable=number(len(report.unreadable)), shown=shown, more=more)
    return text + "."


class LibraryController(QObject):
    """Opens the dialog (Tools → Reference library…) and does what it asks."""

    def __init__(self, parent_widget: QWidget, current_settings: Callable[[], ScanSettings],
                 apply_settings: Callable[[ScanSettings], None], pool: QThreadPool | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent_widget
        self._current = current_settings
        self._apply = apply_settings
        self._pool = pool or QThreadPool.globalInstance()
        self.ask_folder: Callable[[QWidget], str] = ask_folder
        self.ask_name: Callable[[QWidget, str], str | None] = ask_collection_name
        self.confirm_remove: Callable[[QWidget, str, int], bool] = confirm_remove
        self.ask_archive_folder: Callable[[QWidget], str] = ask_archive_folder
        self.ask_archive_address: Callable[[QWidget], str | None] = ask_archive_address
        self._archives: list[tuple[str, str]] = []  # (address, documents text) listed in the dialog
        self.dialog: LibraryDialog | None = None
        self._worker: GeneratorWorker | None = None  # the add running now, if any
        self._live_workers: list[GeneratorWorker] = []  # keeps Python wrappers alive until their run() ends
        self._generation = 0

    def library_path(self) -> Path:
        """Return the library file the scans use (the settings' one, else the default in the data folder)."""
        chosen = self._current().library_path
        from plagcheck.engine.references.library_file import default_library_path

        return Path(chosen) if chosen else default_library_path()

    def open_dialog(self, modal: bool = True) -> LibraryDialog:
        """Show the dialog (modal unless told otherwise: tests drive it without a nested loop); return it."""
        dialog = LibraryDialog(self.parent_widget)
        self.dialog = dialog
        dialog.add_requested.connect(self.add_folder)
        dialog.remove_requested.connect(self.remove_collection)
        dialog.cancel_requested.connect(self.cancel_add)
        dialog.archive_folder_requested.connect(lambda: self.add_archive(self.ask_archive_folder(dialog)))
        dialog.archive_address_requested.connect(lambda: self.add_archive(self.ask_archive_address(dialog)))
        dialog.finished.connect(self._on_closed)
        self.refresh(self._current().reference_collections)
        chosen = self._current().reference_archives
        self._archives = [(address, archive_documents_text(address)[0]) for address in chosen]
        dialog.show_archives(self._archives, chosen)
        if modal:
            dialog.exec()
        else:
            dialog.show()
        return dialog

    def refresh(self, chosen: tuple[str, ...] | None = None) -> None:
        """List the library's collections in the dialog, ticking `chosen` (default: those ticked now)."""
        dialog = self.dialog
        if dialog is None:
            return
        ticked = dialog.chosen_collections() if chosen is None else chosen
        try:
            with open_library(self.library_path()) as library:
                collections = library.collections()
        except Exception as exc:  # an unreadable or newer library file: say so, keep the window working
            dialog.show_collections([], ())
            dialog.show_busy(
                False, translate("LibraryController", "The library could not be opened: {exc}").format(exc=exc))
            return
        dialog.show_collections(collections, ticked)

    def add_folder(self) -> None:
        """Ask for a folder and a name, then add the folder's texts as a collection on a pool thread."""
        dialog = self.dialog
        if dialog is None or self._worker is not None:
            return
        folder = self.ask_folder(dialog)
        if not folder:
            return
        name = self.ask_name(dialog, Path(folder).name or translate("LibraryController", "Collection"))
        if not name:
            return
        self._generation += 1
        settings, path = self._current(), self.library_path()
        worker = GeneratorWorker(lambda: add_folder_job(path, folder, name, settings), self._generation)
        worker.signals.progress.connect(self._on_progress)
        worker.signals.finished.connect(lambda generation, report: self._on_added(generation, name, report))
        worker.signals.errored.connect(self._on_failed)
        worker.signals.aborted.connect(self._on_aborted)
        self._worker = worker
        self._live_workers = [w for w in self._live_workers if not w.wait(0)] + [worker]
        dialog.show_busy(
            True, translate("LibraryController", "Adding {folder} as {name}…").format(folder=folder, name=name))
        self._pool.start(worker)

    def add_archive(self, address: str | None) -> None:
        """List an archive (a folder or an address) and tick it, if it can be read as one; else say why."""
        dialog = self.dialog
        if dialog is None or not address:
            return
        documents, usable = archive_documents_text(address)
        if not usable:
            dialog.show_busy(
                False, translate(
                    "LibraryController", "{address} was not added: {documents}").format(
                        address=address, documents=documents))
            return
        ticked = set(dialog.chosen_archives()) | {address}
        self._archives = [row for row in self._archives if row[0] != address] + [(address, documents)]
        dialog.show_archives(self._archives, ticked)
        dialog.show_busy(
            False, translate(
                "LibraryController", "Added the archive {address} ({documents} documents); the next scan uses it.").format(address=address, documents=documents))

    def cancel_add(self) -> None:
        """Stop an add that is running (what was already stored stays; adding again completes it)."""
        if self._worker is not None:
            self._worker.cancel()

    def remove_collection(self, name: str) -> None:
        """Remove collection `name` from the library once the teacher confirms."""
        dialog = self.dialog
        if dialog is None:
            return
        counts = {info.name: info.documents for info in self._collections()}
        if name not in counts or not self.confirm_remove(dialog, name, counts[name]):
            return
        try:
            with open_library(self.library_path()) as library:
                removed = library.remove(name)
        except Exception as exc:
            dialog.show_busy(
                False, translate("LibraryController", "{name} could not be removed: {exc}").format(name=name, exc=exc))
            return
        dialog.set_chosen(name, False)
        self.refresh()
        dialog.show_busy(
            False, translate(
                "LibraryController", "Removed {name} ({removed} documents).").format(
                    name=name, removed=number(removed)))

    def shutdown(self) -> None:
        """Cancel an add that is running and wait for its thread."""
        if self._worker is not None:
            self._worker.cancel()
        for worker in self._live_workers:
            worker.wait(10)

    def _collections(self) -> list[CollectionInfo]:
        with open_library(self.library_path()) as library:
            return library.collections()

    def _on_progress(self, generation: int, progress: Progress) -> None:
        if generation == self._generation and self.dialog is not None:
            words = translate("LibraryController", _STAGE_WORDS[progress.stage]) if progress.stage in _STAGE_WORDS \
                else step_words(STAGE_WORDS.get(progress.stage, progress.stage))
            self.dialog.show_progress(progress.done, progress.total,
                                      translate(
                                          "LibraryController", "{words}: {done} of {total}").format(
                                              words=words, done=number(progress.done), total=number(progress.total)))

    def _on_added(self, generation: int, name: str, report: AddReport) -> None:
        if generation != self._generation:
            return
        self._worker = None
        if self.dialog is not None:
            self.refresh()
            self.dialog.set_chosen(name, True)  # a new collection is meant to be used
            self.dialog.show_busy(False, report_text(name, report))

    def _on_failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self._worker = None
            if self.dialog is not None:
                self.dialog.show_busy(
                    False, translate(
                        "LibraryController", "Adding stopped with an error: {message}").format(message=message))

    def _on_aborted(self, generation: int) -> None:
        if generation == self._generation:
            self._worker = None
            if self.dialog is not None:
                self.refresh()
                self.dialog.show_busy(
                    False, translate("LibraryController", "Adding cancelled; the documents stored so far are kept."))

    def _on_closed(self) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is None:
            return
        self.cancel_add()
        chosen, archives = dialog.chosen_collections(), dialog.chosen_archives()
        settings = self._current()
        if set(chosen) != set(settings.reference_collections) or archives != settings.reference_archives:
            self._apply(replace(settings, reference_collections=chosen, reference_archives=archives))
        dialog.deleteLater()
