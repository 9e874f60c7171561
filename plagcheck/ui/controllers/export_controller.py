"""File → Export report…: asks where to save and writes the HTML report, or the pairs as CSV or JSON.

The report itself is `plagcheck.report`'s work; this only chooses the file and reports the outcome. The default
place is the user's Documents folder, never the scanned folder (the app does not write into the teacher's
folders unless told to).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from plagcheck.models import ScanResult
from plagcheck.triage.review import ReviewBook

HTML_FILTER = "HTML report (*.html)"
CSV_FILTER = "Pairs as CSV (*.csv)"
JSON_FILTER = "Pairs as JSON (*.json)"
ANONYMISED = " — names replaced by pseudonyms"


class ExportController(QObject):
    """Exports the current result at the current threshold to a file the teacher chooses."""

    def __init__(self, window: QMainWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window

    def export(self, result: ScanResult | None, threshold: float, reviews: ReviewBook | None = None) -> Path | None:
        """Ask for a file and write the chosen export (with `reviews`); return the path written, or None."""
        if result is None:
            self.window.statusBar().showMessage("Scan a folder first: there is nothing to export yet.", 8000)
            return None
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        filters = [HTML_FILTER, HTML_FILTER[:-8] + ANONYMISED + " (*.html)", CSV_FILTER, JSON_FILTER]
        path, chosen = QFileDialog.getSaveFileName(self.window, "Export report",
                                                   str(Path(folder) / "plagcheck-report.html"), ";;".join(filters))
        if not path:
            return None
        return self.write(result, threshold, path, chosen, reviews)

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
