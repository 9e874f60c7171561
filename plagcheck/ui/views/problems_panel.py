"""The panel listing files that could not be used (or only partly): which file, and why."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from plagcheck.i18n import number
from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.display import display_name
from plagcheck.shared.engine_messages import engine_text, notice_text
from plagcheck.shared.engine_notices import Notice
from plagcheck.shared.models import DocumentRecord
from plagcheck.ui.pair_table import plain_tooltip
from plagcheck.ui.translation import translate

STATUS_WORDS = {
    "error": QT_TRANSLATE_NOOP("ProblemsPanel", "Not used"), "skipped": QT_TRANSLATE_NOOP("ProblemsPanel", "Skipped"),
                "warning": QT_TRANSLATE_NOOP(
                    "ProblemsPanel", "Warning"), "ok": QT_TRANSLATE_NOOP("ProblemsPanel", "Note")}
STATUS_COLOURS = {"error": "#b91c1c", "skipped": "#6b7280", "warning": "#a16207", "ok": "#55606e"}


def file_notes(documents: Sequence[DocumentRecord]) -> list[DocumentRecord]:
    """Return the documents read in full that carry information (e.g. a guessed encoding): not problems."""
    return [d for d in documents if d.status == "ok" and d.message]


def can_choose_encoding(document: DocumentRecord) -> bool:
    """Return True for a document read from one plain-text or Markdown file (its encoding can be chosen)."""
    return document.format in ("txt", "md") and not document.parts and bool(document.sha256)


class ProblemsPanel(QWidget):
    """A titled list of per-file problems (status, file, message); all text is shown as plain text.

    `encoding_requested(document id)`: the teacher asked to read a text file in another encoding.
    """

    encoding_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        # The title names the problems and the notes: in German it is wider than a small screen, so it wraps
        # rather than widen the window past the screen (1106 px against 1024, measured).
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.tree = QTreeWidget(self)
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([translate("ProblemsPanel", "Status"), translate("ProblemsPanel", "File"),
                                   translate("ProblemsPanel", "Why")])
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.resizeSection(1, 320)
        self.encoding_button = QPushButton(translate("ProblemsPanel", "Read in another encoding…"), self)
        self.encoding_button.setToolTip(
            translate("ProblemsPanel", "For a text file whose letters came out wrong: choose how to read it"))
        self.encoding_button.setEnabled(False)
        self.encoding_button.clicked.connect(self._request_encoding)
        self.tree.itemSelectionChanged.connect(self._update_button)
        self.tree.itemDoubleClicked.connect(lambda *_: self._request_encoding())
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.encoding_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        self._count = 0
        self.show_documents(())

    def show_documents(self, documents: Sequence[DocumentRecord],
                       file_warnings: Sequence[tuple[str, str]] = (), notices: Sequence[Notice] = ()) -> None:
        """List the scan's `notices` (a limit it could not hold, files compared in part to keep its memory
        budget), then every document whose status is not ok, errors first, then `file_warnings`: (path,
        message) about original files of an opened check that changed since it was saved."""
        order = {"error": 0, "warning": 1, "skipped": 2}
        problems = sorted((d for d in documents if d.status != "ok"), key=lambda d: (order.get(d.status, 3), d.name))
        notes = sorted(file_notes(documents), key=lambda d: d.name)
        self.tree.clear()
        items = []
        for notice in map(notice_text, notices):
            item = QTreeWidgetItem(
                [translate("ProblemsPanel", "Scan"), translate("ProblemsPanel", "(the whole scan)"), notice])
            item.setForeground(0, QBrush(QColor(STATUS_COLOURS["warning"])))
            item.setToolTip(2, plain_tooltip(notice))
            items.append(item)
        for doc in (*problems, *notes):
            item = QTreeWidgetItem([translate("ProblemsPanel", STATUS_WORDS.get(doc.status, doc.status)), doc.name,
                                     engine_text(doc.message) or "—"])
            item.setForeground(0, QBrush(QColor(STATUS_COLOURS.get(doc.status, "#374151"))))
            item.setToolTip(1, plain_tooltip(display_name(doc.path)))
            item.setToolTip(2, plain_tooltip(engine_text(doc.message)))
            if can_choose_encoding(doc):
                item.setData(0, Qt.ItemDataRole.UserRole, doc.id)
            items.append(item)
        for path, message in file_warnings:
            item = QTreeWidgetItem([translate("ProblemsPanel", "Changed"), Path(path).name, message])
            item.setForeground(0, QBrush(QColor(STATUS_COLOURS["warning"])))
            item.setToolTip(1, plain_tooltip(path))
            item.setToolTip(2, plain_tooltip(message))
            items.append(item)
        self._count = len(items) - len(notes) - len(notices)
        self.tree.addTopLevelItems(items)
        self._update_button()
        if file_warnings:
            title = translate(
                "ProblemsPanel", "File problems ({count}): some files changed since this check was saved").format(count=self._count)
        elif problems:
            title = translate(
                "ProblemsPanel", "File problems ({problems}): these files were not compared, or only partly").format(problems=len(problems))
        else:
            title = translate("ProblemsPanel", "File problems: none, every file was read")
        if notes:
            title += (
                translate("ProblemsPanel", " · 1 note on how files were read (listed last)") if len(notes) == 1 else
                      translate("ProblemsPanel", " · {notes} notes on how files were read (listed last)").format(
                          notes=number(len(notes))))
        if notices:
            title += translate("ProblemsPanel", " · the scan could not compare everything as usual (first rows)")
        self.title.setText(title)

    def _selected_text_document(self) -> int | None:
        items = self.tree.selectedItems()
        value = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return value if isinstance(value, int) else None

    def _update_button(self) -> None:
        self.encoding_button.setEnabled(self._selected_text_document() is not None)

    def _request_encoding(self) -> None:
        doc_id = self._selected_text_document()
        if doc_id is not None:
            self.encoding_requested.emit(doc_id)

    def problem_count(self) -> int:
        """Return the number of files listed as problems (notes such as a guessed encoding are not)."""
        return self._count
