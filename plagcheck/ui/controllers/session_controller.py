"""File → Save check… and Open check…: a whole check (result, threshold, reviews) in one .plagcheck file.

The file format and its checks are plagcheck.saved.session's work; this chooses the file, reports problems in plain
words and hands an opened session to the main controller. The default place is the user's Documents folder,
never the scanned folder.

A saved check is a file someone may have sent the teacher: it is read, and its original files hashed, on a
pool thread (`open` returns at once; `opened` or `failed` follows), so the window never freezes on one.
"""

from __future__ import annotations

import os
from dataclasses import replace
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QObject, QRunnable, QStandardPaths, QThreadPool, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from plagcheck.saved.session import SESSION_SUFFIX, OpenedSession, open_session, save_session
from plagcheck.shared.models import ScanResult
from plagcheck.triage.review import ReviewBook
from plagcheck.ui.translation import translate

def session_filter() -> str:
    """Return the file dialogs' filter for saved checks, in the window's language."""
    return translate("SessionController", "plagcheck checks ({pattern})").format(pattern=f"*{SESSION_SUFFIX}")
UnsavedAnswer = Literal["save", "discard", "cancel"]


def ask_unsaved_in_dialog(parent: QWidget) -> UnsavedAnswer:
    """Return what the teacher wants done with reviews not saved yet, asked in a message box."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("SessionController", "Unsaved reviews"),
                      translate(
                          "SessionController", "You reviewed pairs since this check was last saved. Save the check "
                                               "with its reviews?"),
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel, parent)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    if answer == QMessageBox.StandardButton.Save:
        return "save"
    return "discard" if answer == QMessageBox.StandardButton.Discard else "cancel"


def documents_folder() -> str:
    """Return the user's Documents folder (the home folder when the system has none)."""
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())


def original_folder(result: ScanResult) -> list[str]:
    """Return [the folder the class's documents were read from] while it still exists, else [].

    It is what a rescan after opening a check scans again.
    """
    paths = [d.path for d in result.documents if not d.is_reference and d.path]
    try:
        common = Path(os.path.commonpath(paths)) if paths else None
    except ValueError:  # relative and absolute paths mixed, or different drives
        return []
    if common is None:
        return []
    folder = common if common.is_dir() else common.parent
    return [str(folder)] if folder.is_dir() and folder.parent != folder else []


class _OpenSignals(QObject):
    """What an _Opening reports, on the window's thread: the session opened, or why it could not be."""

    done = Signal(object, str)
    failed = Signal(str, str)


class _Opening(QRunnable):
    """Reads a session file and checks its original files on a pool thread."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.signals = _OpenSignals()

    def run(self) -> None:
        """Open the session (on the pool thread) and report it, or why it could not be opened."""
        try:
            opened = open_session(self.path)
        except (ValueError, OSError) as exc:  # SessionError is a ValueError
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self._emit("failed", self.path, reason)
            return
        except Exception as exc:  # noqa: BLE001 - a hostile file must never take the window down
            self._emit("failed", self.path, translate("SessionController", "the file could not be read ({kind})").format(kind=type(exc).__name__))
            return
        self._emit("done", opened, self.path)

    def _emit(self, name: str, *arguments: object) -> None:
        try:
            getattr(self.signals, name).emit(*arguments)
        except RuntimeError:  # the window closed while the file was read: nobody is left to tell
            pass


class SessionController(QObject):
    """Saves the current check to a file the teacher chooses and opens saved checks; emits `opened`."""

    #: A check was opened: the OpenedSession and the file's path.
    opened = Signal(object, str)

    #: A check was saved to or opened from this path (for the recent list).
    used = Signal(str)

    #: Whether there are changes not saved yet (the window's title shows a *).
    modified = Signal(bool)

    #: A check could not be opened: its path and why (the teacher was shown the reason).
    failed = Signal(str, str)

    def __init__(self, window: QMainWindow, parent: QObject | None = None,
                 ask_unsaved: Callable[[QWidget], UnsavedAnswer] = ask_unsaved_in_dialog,
                 recall: Callable[[str], str] = lambda purpose: "", pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self._pool = pool or QThreadPool.globalInstance()
        #: The openings running (kept so their signals' objects live until they report).
        self._openings: list[_Opening] = []
        self.ask_unsaved = ask_unsaved
        self._recall = recall  # purpose -> the folder last used for it ("" if none)
        #: The check file last saved or opened: the next save offers it again.
        self.last_path: str | None = None
        #: The teacher changed a review since the check was last saved or opened.
        self.reviews_changed = False

    def note_review_change(self) -> None:
        """Remember that a review changed since the last save (closing the window will offer to save)."""
        self.reviews_changed = True
        self.modified.emit(True)

    def start_new(self) -> None:
        """Forget the check file: a scan of other files is a new check, which Save asks a place for."""
        self.last_path, self.reviews_changed = None, False
        self.modified.emit(False)

    def may_close(self, result: ScanResult | None, threshold: float, reviews: ReviewBook, name: str) -> bool:
        """Return True when the window may close: no review would be lost, or the teacher saved or dropped them."""
        if result is None or not self.reviews_changed or not len(reviews):
            return True
        answer = self.ask_unsaved(self.window)
        if answer == "save":
            return self.save(result, threshold, reviews, name) is not None
        return answer == "discard"

    def save(self, result: ScanResult | None, threshold: float, reviews: ReviewBook, name: str,
             save_as: bool = False) -> Path | None:
        """Save the check to the file it was opened from or last saved to; ask where (suggesting `name`) when
        there is none or with `save_as`. Return the path written, or None."""
        if result is None:
            self.window.statusBar().showMessage(
                translate("SessionController", "Scan a folder first: there is no check to save yet."), 8000)
            return None
        if self.last_path and not save_as:
            return self.write(result, threshold, reviews, self.last_path)
        suggested = self.last_path or str(Path(self._recall("check") or documents_folder()) / f"{name}{SESSION_SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(
            self.window, translate("SessionController", "Save check"), suggested, session_filter())
        return self.write(result, threshold, reviews, path) if path else None

    def write(self, result: ScanResult, threshold: float, reviews: ReviewBook, path: str) -> Path | None:
        """Save the check at `threshold` with `reviews` to `path` (suffix added if missing); return the path."""
        target = Path(path)
        if target.suffix.lower() != SESSION_SUFFIX:
            target = target.with_name(target.name + SESSION_SUFFIX)
        kept = replace(result, settings=result.settings.with_threshold(threshold))
        references = [d.id for d in result.documents if d.is_reference]
        try:
            written = save_session(kept, target, reviews, reference_ids=references)
        except OSError as exc:
            self._warn(
                translate(
                    "SessionController", "Saving failed"), translate(
                        "SessionController", "The check could not be saved to {target}: {exc}").format(
                            target=target, exc=exc.strerror or exc))
            return None
        self.last_path, self.reviews_changed = str(written), False
        self.modified.emit(False)
        self.used.emit(str(written))
        self.window.statusBar().showMessage(
            translate("SessionController", "Saved the check to {written}").format(written=written), 10000)
        return Path(written)

    def choose_and_open(self) -> None:
        """Ask for a saved check and open it (see open)."""
        start = str(Path(self.last_path).parent) if self.last_path else self._recall("check") or documents_folder()
        path, _ = QFileDialog.getOpenFileName(self.window, translate("SessionController", "Open check"), start,
                                              translate("SessionController", "{checks};;All files (*)").format(
                                                  checks=session_filter()))
        if path:
            self.open(path)

    def open(self, path: str) -> None:
        """Start opening the check saved in `path` on a pool thread and return at once: `opened` is emitted when
        it is read and its original files checked; a bad file gets a plain message and `failed`."""
        opening = _Opening(str(path))
        opening.signals.done.connect(self._opened)
        opening.signals.failed.connect(self._failed)
        self._openings.append(opening)
        self.window.statusBar().showMessage(translate("SessionController", "Opening the check {path}…").format(path=path))
        opening.setAutoDelete(False)  # kept in _openings until it has reported
        self._pool.start(opening)

    def shutdown(self) -> None:
        """Wait (a few seconds at most) for a check being opened, so that no thread outlives the window."""
        if self._openings:
            self._pool.waitForDone(5000)

    def _forget(self, path: str) -> None:
        self._openings = [o for o in self._openings if o.path != path]

    def _opened(self, opened: OpenedSession, path: str) -> None:
        self._forget(path)
        self.window.statusBar().clearMessage()
        self.last_path, self.reviews_changed = str(path), False
        self.modified.emit(False)
        self.used.emit(str(path))
        self.opened.emit(opened, str(path))

    def _failed(self, path: str, reason: str) -> None:
        self._forget(path)
        self.window.statusBar().clearMessage()
        self._warn(translate("SessionController", "Cannot open the check"), translate("SessionController", "{path} could not be opened: {reason}").format(path=path, reason=reason))
        self.failed.emit(path, reason)

    def _warn(self, title: str, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, parent=self.window)
        box.setTextFormat(box.textFormat().PlainText)  # the path is the teacher's, but never read it as HTML
        box.exec()
