"""File → Export report…: asks where to save and writes the HTML report, or the pairs as CSV or JSON.

The report itself is `plagcheck.report`'s work; this only chooses the file and reports the outcome. The default
place is the user's Documents folder, never the scanned folder (the app does not write into the teacher's
folders unless told to), and the default name names the class and the day.

*Export anonymised report…* offers anonymised formats only, and writes anonymised whatever the dialog returns:
a name must never reach a file the teacher asked to be anonymous.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox

from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.report.naming import report_file_name
from plagcheck.shared.models import ScanResult
from plagcheck.triage.review import ReviewBook
from plagcheck.ui.translation import translate

HTML_FILTER = QT_TRANSLATE_NOOP("ExportController", "HTML report (*.html)")
CSV_FILTER = QT_TRANSLATE_NOOP("ExportController", "Pairs as CSV (*.csv)")
JSON_FILTER = QT_TRANSLATE_NOOP("ExportController", "Pairs as JSON (*.json)")
ANONYMISED = QT_TRANSLATE_NOOP("ExportController", " — names replaced by pseudonyms")


def _anonymised(name_filter: str) -> str:
    return name_filter[: name_filter.rindex(" (")] + ANONYMISED + name_filter[name_filter.rindex(" ("):]


ANONYMISED_FILTER = _anonymised(HTML_FILTER)
#: The formats offered by each export, the first chosen when the dialog opens.
NAMED_FILTERS = (HTML_FILTER, ANONYMISED_FILTER, CSV_FILTER, JSON_FILTER)
ANONYMISED_FILTERS = (ANONYMISED_FILTER, _anonymised(CSV_FILTER), _anonymised(JSON_FILTER))


def shown_filter(name_filter: str) -> str:
    """Return one of the filters above in the window's language, as the file dialog lists it."""
    if ANONYMISED in name_filter:
        base = name_filter.replace(ANONYMISED, "")
        shown = translate("ExportController", base)
        return shown[: shown.rindex(" (")] + translate("ExportController", ANONYMISED) + shown[shown.rindex(" ("):]
    return translate("ExportController", name_filter)


def offer_to_open(window: QMainWindow, written: Path) -> None:
    """Tell the teacher the export is written and offer to open it or show its folder."""
    box = QMessageBox(
        QMessageBox.Icon.Information, translate(
            "ExportController", "Report saved"), translate(
                "ExportController", "Saved {name} in {parent}.").format(name=written.name, parent=written.parent),
                      parent=window)
    box.setTextFormat(box.textFormat().PlainText)
    open_button = box.addButton(translate("ExportController", "Open it"), QMessageBox.ButtonRole.AcceptRole)
    folder_button = box.addButton(translate("ExportController", "Show its folder"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.exec()
    if box.clickedButton() is open_button:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(written)))
    elif box.clickedButton() is folder_button:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(written.parent)))


def ask_save_path(window: QMainWindow, title: str, suggested: str, filters: tuple[str, ...]) -> tuple[str, str]:
    """Show a save dialog with `filters`, the first chosen; return (path, chosen filter), or ("", "")."""
    dialog = QFileDialog(window, title, suggested, ";;".join(filters))
    dialog.setObjectName("exportDialog")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.selectNameFilter(filters[0])
    dialog.setDirectory(str(Path(suggested).parent))
    dialog.selectFile(Path(suggested).name)
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return "", ""
    return dialog.selectedFiles()[0], dialog.selectedNameFilter()


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
        """Ask for a file and write the chosen export (with `reviews`; with `anonymise` only anonymised ones,
        whatever the dialog returns); return the path written, or None."""
        if result is None:
            self.window.statusBar().showMessage(
                translate("ExportController", "Scan a folder first: there is nothing to export yet."), 8000)
            return None
        folder = next((f for f in (self._recall("export"), QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)) if f and Path(f).is_dir()), str(Path.home()))
        name = report_file_name(result, date.today(), anonymised=anonymise)
        path, chosen = ask_save_path(
            self.window, translate(
                "ExportController", "Export anonymised report") if anonymise else translate(
                    "ExportController", "Export report"),
                                     str(Path(folder) / name), tuple(map(shown_filter, ANONYMISED_FILTERS if anonymise else NAMED_FILTERS)))
        if not path:
            return None
        written = self.write(result, threshold, path, chosen, reviews, anonymise)
        if written is not None:
            self._remember("export", str(written.parent))
            self.after_export(self.window, written)
        return written

    def write(self, result: ScanResult, threshold: float, path: str, chosen_filter: str = HTML_FILTER,
              reviews: ReviewBook | None = None, anonymise: bool = False) -> Path | None:
        """Write the export `chosen_filter` names (by the file's extension when unclear), each pair with its
        review from `reviews`, anonymised when `anonymise` or the filter says so; return its path."""
        from plagcheck import report

        target = Path(path)
        anonymise = anonymise or ANONYMISED in chosen_filter or translate(
            "ExportController", ANONYMISED) in chosen_filter
        suffix = target.suffix.lower()
        try:
            if suffix == ".csv" or (not suffix and "(*.csv)" in chosen_filter):
                written = report.write_pairs_csv(result, target.with_suffix(".csv"), threshold, anonymise,
                                                 reviews=reviews)
            elif suffix == ".json" or (not suffix and "(*.json)" in chosen_filter):
                written = report.write_pairs_json(result, target.with_suffix(".json"), threshold, anonymise,
                                                  reviews=reviews)
            else:
                written = report.write_html_report(result, target if suffix else target.with_suffix(".html"),
                                                   threshold=threshold, anonymise=anonymise, reviews=reviews)
        except OSError as exc:
            box = QMessageBox(QMessageBox.Icon.Warning, translate("ExportController", "Export failed"),
                              translate(
                                  "ExportController", "The report could not be written to {target}: {exc}").format(target=target, exc=exc.strerror or exc),
                              parent=self.window)
            box.setTextFormat(box.textFormat().PlainText)
            box.exec()
            return None
        self.window.statusBar().showMessage(
            translate("ExportController", "Saved {written}").format(written=written), 10000)
        return Path(written)
