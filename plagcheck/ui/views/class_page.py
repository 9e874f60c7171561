"""The Class tab: how the class's files were read (which platform's download, which student handed in what,
the attempts checked and not, the platform's files left out), and a way to correct the guess."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine.reading.layouts import LAYOUT_NAMES
from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.engine_messages import engine_text
from plagcheck.triage.roster import ClassRow, set_aside_words
from plagcheck.ui.pair_table import plain_tooltip
from plagcheck.ui.translation import translate
from plagcheck.ui.views.elided_label import NameDelegate

CLASS_COLUMNS = (QT_TRANSLATE_NOOP("ClassPage", "Student"), QT_TRANSLATE_NOOP("ClassPage", "Number"),
                 QT_TRANSLATE_NOOP("ClassPage", "Read"), QT_TRANSLATE_NOOP("ClassPage", "Handed in"),
                 QT_TRANSLATE_NOOP("ClassPage", "Class list"),
                 QT_TRANSLATE_NOOP("ClassPage", "Earlier attempts (not checked)"),
                 QT_TRANSLATE_NOOP("ClassPage", "Not compared"))
#: The role of the first cell holding the row's document id.
DOC_ROLE = Qt.ItemDataRole.UserRole + 1


class ClassPage(QWidget):
    """The class's students as the layout named them; emits `layout_chosen(key)` when the teacher asks to read
    the files another way."""

    layout_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.layouts = QComboBox(self)
        for key, words in LAYOUT_NAMES.items():
            self.layouts.addItem(engine_text(words), key)
        self.layouts.setToolTip(
            translate(
                "ClassPage", "How the files name their students. Recognised from the file names unless you choose: a "
                             "platform's download, one folder per student, or one file per submission."))
        self.apply_button = QPushButton(translate("ClassPage", "Check again this way"), self)
        self.apply_button.setToolTip(translate("ClassPage", "Scan the class again, reading the files as chosen"))
        self.apply_button.setEnabled(False)
        self.layouts.currentIndexChanged.connect(self._on_choice)
        self.apply_button.clicked.connect(lambda: self.layout_chosen.emit(self.chosen_layout()))
        choice = QHBoxLayout()
        label = QLabel(translate("ClassPage", "Read the files as:"), self)
        label.setBuddy(self.layouts)
        choice.addWidget(label)
        choice.addWidget(self.layouts)
        choice.addWidget(self.apply_button)
        choice.addStretch(1)
        self.model = QStandardItemModel(0, len(CLASS_COLUMNS), self)
        self.model.setHorizontalHeaderLabels([translate("ClassPage", c) for c in CLASS_COLUMNS])
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.name_delegate = NameDelegate(self)
        for column in (0, 2):
            self.table.setItemDelegateForColumn(column, self.name_delegate)
        header = self.table.horizontalHeader()
        for column in range(len(CLASS_COLUMNS)):
            stretch = column in (0, 2, 5, 6)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if stretch
                                        else QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(choice)
        layout.addWidget(self.table, 1)
        self._shown_layout = "auto"

    def chosen_layout(self) -> str:
        """Return the layout chosen in the box ("auto", "moodle", ...)."""
        return str(self.layouts.currentData())

    def show_class(self, rows: list[ClassRow], summary: str, layout: str) -> None:
        """Show the class's `rows` under `summary`, with `layout` (the one the scan used) in the box."""
        self.summary.setText(summary)
        self._shown_layout = layout
        self.layouts.setCurrentIndex(max(0, self.layouts.findData(layout)))
        self.apply_button.setEnabled(False)
        self.model.setRowCount(0)
        for row in rows:
            self.model.appendRow(self._row_items(row))
        # A column the class's layout has nothing for (no numbers, no attempts, no list) is left out.
        for column, has in ((1, any(r.number for r in rows)), (3, any(r.handed_in for r in rows)),
                            (4, any(r.on_list is not None or r.suggested for r in rows)),
                            (5, any(r.earlier for r in rows)), (6, any(r.set_aside for r in rows))):
            self.table.setColumnHidden(column, not has)

    def _row_items(self, row: ClassRow) -> list[QStandardItem]:
        """Return the cells of one row of the class."""
        student = QStandardItem(row.student or self.tr("(no student named)"))
        student.setData(row.doc_id, DOC_ROLE)
        tip = [row.student] if row.student else []
        if row.named_in_files and row.named_in_files != row.student:
            tip.append(self.tr("Named in the files: {name}").format(name=row.named_in_files))
        if tip:
            student.setToolTip(plain_tooltip("\n".join(tip)))
        if not row.student or row.absent:
            student.setForeground(Qt.GlobalColor.darkGray)
        if row.absent:
            read = QStandardItem()
        else:
            read = QStandardItem(row.files if row.status != "skipped" else self.tr("{files}  (not read)").format(
                files=row.files))
            read.setToolTip(plain_tooltip("\n".join(row.parts or (row.files,))))
        listed = QStandardItem(self._list_words(row))
        if row.suggested:
            listed.setToolTip(plain_tooltip(self.tr("The cover sheet names {name}: a suggestion, not taken. Choose "
                                                    "File → Class list… to name the students.").format(
                                                        name=row.suggested)))
        if row.on_list is False:
            listed.setForeground(Qt.GlobalColor.darkRed)
        earlier = QStandardItem("; ".join(row.earlier))
        aside = QStandardItem(set_aside_words(row.set_aside))
        for item, lines in ((earlier, row.earlier), (aside, row.set_aside)):
            if lines:
                item.setToolTip(plain_tooltip("\n".join(map(engine_text, lines))))
        return [student, QStandardItem(row.number), read, QStandardItem(row.handed_in), listed, earlier, aside]

    def _list_words(self, row: ClassRow) -> str:
        """Return what the class list (or a cover sheet) says of a row, in a few words."""
        if row.absent:
            return self.tr("handed nothing in")
        if row.on_list is False:
            return self.tr("not on the class list")
        if row.on_list and not row.roster_id and row.named_in_files:
            return self.tr("on the class list (name shared)")
        if row.on_list:
            return self.tr("on the class list")
        if row.suggested:
            return self.tr("cover sheet: {name}?").format(name=row.suggested)
        return ""

    def _on_choice(self, _index: int) -> None:
        self.apply_button.setEnabled(self.chosen_layout() != self._shown_layout)
