"""File → Export report…: asks where to save and writes the HTML report, or the pairs as CSV or JSON.

The report itself is `plagcheck.report`'s work; this only chooses the file and reports the outcome. The default
place is the user's Documents folder, never the scanned folder (the app does not write into the teacher's
folders unless told to).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from plagcheck.models import ScanResult
from plagcheck.triage.review import ReviewBook

HTML_FILTER = "HTML report (*.html)"
CSV_FILTER = "Pairs as CSV (*.csv)"
JSON_FILTER = "Pairs as JSON (*.json)"
ANONYMISED = " — names replaced by pseudonyms"


ANONYMISED_FILTER = HTML_FILTER[:-8] + ANONYMISED + " (*.html)"


def offer_to_open(window: QMainWindow, written: Path) -> None:
    """Tell the teacher the export is written and offer to open it or show its folder."""
    box = QMessageBox(QMessageBox.Icon.Information, "Report saved", f"Saved {written.name} in {written.parent}.",
                      parent=window)
    box.setTextFormat(box.textFormat().PlainText)
    open_button = box.addButton("Open it", QMessageBox.ButtonRole.AcceptRole)
    folder_button = box.addButton("Show its folder", QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.exec()
    if box.clickedButton() is open_button:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(written)))
    elif box.clickedButton() is folder_button:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(written.parent)))


class ExportController(QObject):
    """Exports the current result at the current threshold to a file the teacher chooses, in the folder last
    exported to (remembered through `remember`: (purpose, folder) and `recall`: purpose -> folder or "")."""

    def __init__(self, window: QMainWindow, parent: QObject | None = None,
                 recall: Callable[[str], str] = lambda purpose: "",
                 remember: Callable[[str, str], None] = lambda purpose, folder: None) -> None:
        super().__init__(parent)
        self.window = window
        self._recall, self._remember = recall, remember
        #: Called with the written file after an export from the dialog (tests replace it).
        self.after_export: Callable[[QMainWindow, Path], None] = offer_to_open

    def export(self, result: ScanResult | None, threshold: float, reviews: ReviewBook | None = None,
               anonymise: bool = False) -> Path | None:
        """Ask for a file and write the chosen export (with `reviews`; anonymised first in the list when
        `anonymise`); return the path written, or None."""
        if result is None:
            self.window.statusBar().showMessage("Scan a folder first: there is nothing to export yet.", 8000)
            return None
        folder = self._recall("export") or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        filters = [HTML_FILTER, ANONYMISED_FILTER, CSV_FILTER, JSON_FILTER]
        name = "plagcheck-report-anonymised.html" if anonymise else "plagcheck-report.html"
        path, chosen = QFileDialog.getSaveFileName(self.window, "Export anonymised report" if anonymise else
                                                   "Export report", str(Path(folder) / name), ";;".join(filters),
                                                   ANONYMISED_FILTER if anonymise else HTML_FILTER)
        if not path:
            return None
        written = self.write(result, threshold, path, chosen, reviews)
        if written is not None:
            self._remember("export", str(written.parent))
            self.after_export(self.window, written)
        return written

    def write(self, result: ScanResult, threshold: float, path: str, chosen_filter: str = HTML_FILTER,
              reviews: ReviewBook | None = None) -> Path | None:
        """Write the export `chosen_filter` names (by the file's extension when unclear), each pair with its
        review from `reviews`; return its path."""
        from plagcheck import report

        target = Path(path)
        anonymise = ANONYMISED in chosen_filter
        suffix = target.suffix.lower()
        try:
            if suffix == ".csv" or (not suffix and chosen_filter == CSV_FILTER):
                written = report.write_pairs_csv(result, target.with_suffix(".csv"), threshold, anonymise,
                                                 reviews=reviews)
            elif suffix == ".json" or (not suffix and chosen_filter == JSON_FILTER):
                written = report.write_pairs_json(result, target.with_suffix(".json"), threshold, anonymise,
                                                  reviews=reviews)
            else:
                written = report.write_html_report(result, target if suffix else target.with_suffix(".html"),
                                                   threshold=threshold, anonymise=anonymise, reviews=reviews)
        except OSError as exc:
            box = QMessageBox(QMessageBox.Icon.Warning, "Export failed",
                              f"The report could not be written to {target}: {exc.strerror or exc}",
                              parent=self.window)
            box.setTextFormat(box.textFormat().PlainText)
            box.exec()
            return None
        self.window.statusBar().showMessage(f"Saved {written}", 10000)
        return Path(written)
