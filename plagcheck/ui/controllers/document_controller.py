"""The selected pair's documents as files: open the original, show its folder, print the pair.

Opening goes to the system (QDesktopServices), as double-clicking the file would. Printing writes the report
of that one pair into a private folder in the user's cache (it holds students' text) and opens it in the
browser, which prints it at once (report.html#print), laid out as the report prints a pair.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMainWindow

from plagcheck.shared.models import DocumentRecord, PairResult, ScanResult
from plagcheck.triage.review import ReviewBook
from plagcheck.ui.translation import translate

#: The folder (inside the text cache's) where pairs to print are written; Forget cached texts empties it.
PRINT_FOLDER = "to-print"


def original_file(document: DocumentRecord) -> Path | None:
    """Return the file (or, for a submission of several files, the folder) a document was read from, while it
    is still there; None for a reference-library text or a file that has gone."""
    if document.is_reference and not document.path:
        return None
    path = Path(document.path)
    return path if path.exists() else None


class DocumentController(QObject):
    """Acts on the documents of the pair the compare view shows (given by `shown`: () -> (result, pair, reviews)
    or None)."""

    def __init__(self, window: QMainWindow,
                 shown: Callable[[], tuple[ScanResult, PairResult, ReviewBook] | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self._shown = shown
        #: Opens a URL (tests replace it).
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl

    def _original(self, side: str) -> Path | None:
        """Return the original file of document A or B of the shown pair, saying why in the status bar when
        there is none."""
        shown = self._shown()
        if shown is None:
            self.window.statusBar().showMessage(translate("DocumentController", "Select a pair first."), 8000)
            return None
        result, pair, _reviews = shown
        document = result.document(pair.a if side == "a" else pair.b)
        path = original_file(document)
        if path is None:
            self._gone(document)
        return path

    def open_original(self, side: str) -> None:
        """Open document A or B (`side` "a" or "b") of the shown pair in the program that opens it."""
        path = self._original(side)
        if path is not None:
            self.open_url(QUrl.fromLocalFile(str(path)))

    def show_folder(self, side: str) -> None:
        """Open the folder holding document A or B of the shown pair."""
        path = self._original(side)
        if path is not None:
            self.open_url(QUrl.fromLocalFile(str(path if path.is_dir() else path.parent)))

    def _gone(self, document: DocumentRecord) -> None:
        where = translate("DocumentController", "is a reference-library text, kept inside plagcheck") if document.is_reference and not document.path \
            else translate("DocumentController", "is no longer at {path}").format(path=document.path)
        self.window.statusBar().showMessage(
            translate(
                "DocumentController", "The original of {name} {where}.").format(name=document.name, where=where), 12000)

    def print_pair(self, folder: Path | None = None) -> Path | None:
        """Write the shown pair's report page into a private folder (`folder`, default: in the text cache's)
        and open it to print; return the page written, or None."""
        from plagcheck.engine.reading.extract.cache import default_cache_dir
        from plagcheck.shared.private_files import private_folder
        from plagcheck.report import write_html_report

        shown = self._shown()
        if shown is None:
            self.window.statusBar().showMessage(translate("DocumentController", "Select a pair first."), 8000)
            return None
        result, pair, reviews = shown
        target = private_folder(folder or default_cache_dir() / PRINT_FOLDER) / "pair.html"
        try:
            written = write_html_report(result, target, selected=[(pair.a, pair.b)], reviews=reviews)
        except OSError as exc:
            self.window.statusBar().showMessage(
                translate(
                    "DocumentController", "The pair could not be made ready to print: {exc}").format(exc=exc), 12000)
            return None
        url = QUrl.fromLocalFile(str(written))
        url.setFragment("print")
        self.open_url(url)
        self.window.statusBar().showMessage(
            translate("DocumentController", "The pair opens in your browser, ready to print."), 10000)
        return Path(written)
