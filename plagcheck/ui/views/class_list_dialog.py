"""The "Class list" dialog: the platform's export (gradebook, participants) that names the class's students.

The teacher picks the file; its columns are recognised (Canvas, Moodle, Google Classroom, Teams, or a table
with a name and an id or e-mail column) or chosen here, and the first students read are shown so the choice
can be checked before the class is scanned again. Asking for the file is injected so tests need no file dialog.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine.reading.class_list import LIST_KINDS, ClassListError, class_list_from, recognise_columns
from plagcheck.engine.reading.class_table import ClassTable, read_table
from plagcheck.shared.engine_messages import engine_text

#: Asks for one file: (parent) -> the chosen path ("" when cancelled).
ListAsker = Callable[[QWidget], str]
#: How many students the dialog shows as a sample of what was read.
SAMPLE = 4


def ask_class_list_file(parent: QWidget) -> str:
    """Return the class list the teacher picks in a file dialog ("" when cancelled)."""
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("ClassListDialog", "Choose the class list"), "",
        QCoreApplication.translate("ClassListDialog", "Class lists (*.csv *.xlsx *.txt);;All files (*)"))
    return path


class ClassListDialog(QDialog):
    """Choose the class list and, where they are not recognised, its name and id columns."""

    def __init__(self, path: str, name_column: str, id_column: str, parent: QWidget | None = None,
                 ask_file: ListAsker = ask_class_list_file) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Class list"))
        self.ask_file = ask_file
        self._table: ClassTable | None = None
        explanation = QLabel(self.tr(
            "Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle's "
            "participants or grades, Google Classroom's or Teams' grades, as CSV or Excel (.xlsx); or any table "
            "with the students' names and their ids or e-mail addresses. Submissions are named after it, and "
            "the students who handed nothing in are listed in the Class tab. plagcheck only reads this file."), self)
        explanation.setWordWrap(True)
        self.path_edit = QLineEdit(path, self)
        self.path_edit.setReadOnly(True)
        self.path_edit.setPlaceholderText(self.tr("No class list"))
        self.choose_button = QPushButton(self.tr("Choose…"), self)
        self.clear_button = QPushButton(self.tr("No class list"), self)
        self.choose_button.clicked.connect(self.choose_file)
        self.clear_button.clicked.connect(self.clear)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.clear_button)
        self.name_box = QComboBox(self)
        self.id_box = QComboBox(self)
        self.name_box.currentIndexChanged.connect(self._show_sample)
        self.id_box.currentIndexChanged.connect(self._show_sample)
        form = QFormLayout()
        form.addRow(self.tr("Student's name:"), self.name_box)
        form.addRow(self.tr("Id or e-mail address:"), self.id_box)
        self.found = QLabel(self)
        self.found.setTextFormat(Qt.TextFormat.PlainText)  # names come from the file: never rich text
        self.found.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.found)
        layout.addWidget(self.buttons)
        self.resize(620, 360)
        self._load(path, name_column, id_column)

    def chosen(self) -> tuple[str, str, str]:
        """Return (path, name column, id column): "" for a column left to be recognised, all "" for no list."""
        path = self.path_edit.text()
        if not path:
            return "", "", ""
        return path, str(self.name_box.currentData() or ""), str(self.id_box.currentData() or "")

    def choose_file(self) -> None:
        """Ask for the class list and read it."""
        path = self.ask_file(self)
        if path:
            self._load(path, "", "")

    def clear(self) -> None:
        """Use no class list."""
        self._load("", "", "")

    def _load(self, path: str, name_column: str, id_column: str) -> None:
        self.path_edit.setText(path)
        self._table = None
        problem = ""
        if path:
            try:
                self._table = read_table(path)
            except ClassListError as exc:
                problem = str(exc)
        headers = self._table.headers if self._table else ()
        for box, chosen in ((self.name_box, name_column), (self.id_box, id_column)):
            box.blockSignals(True)
            box.clear()
            box.addItem(self.tr("(recognised from the columns)"), "")
            for header in headers:
                if header:
                    box.addItem(header, header)
            box.setCurrentIndex(max(0, box.findData(chosen)))
            box.setEnabled(bool(headers))
            box.blockSignals(False)
        if problem:
            self.found.setText(problem)
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        else:
            self._show_sample()

    def _show_sample(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self._table is None:
            self.found.setText(self.tr("Without a class list, students are named as their files name them."))
            ok.setEnabled(True)
            return
        _, name_column, id_column = self.chosen()
        try:
            read = class_list_from(self._table, self.path_edit.text(), name_column, id_column)
        except ClassListError as exc:
            self.found.setText(str(exc))
            ok.setEnabled(False)
            return
        ok.setEnabled(True)
        recognised = recognise_columns(self._table.headers) is not None and not (name_column or id_column)
        kind = engine_text(LIST_KINDS.get(read.kind, read.kind))
        sample = "\n".join(f"   {s.name}  ({s.number or s.email})" for s in read.students[:SAMPLE])
        more = len(read.students) - SAMPLE
        lines = [self.tr("Read as {kind}{how}: {count} students.").format(
                     kind=kind, how=self.tr(", its columns recognised") if recognised else "",
                     count=len(read.students)), sample]
        if more > 0:
            lines.append(self.tr("   … and {count} more").format(count=more))
        self.found.setText("\n".join(lines))
