"""The compare view's find bar (Ctrl+F): finds words in the two texts, the pane last read first."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QToolButton, QWidget

from plagcheck.ui.views.passage_text import PassageTextEdit
from plagcheck.ui.translation import translate


class FindBar(QWidget):
    """A line to type in, Next and Previous, and where the words were found; hidden until asked for."""

    def __init__(self, pane_a: PassageTextEdit, pane_b: PassageTextEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._panes = {"A": pane_a, "B": pane_b}
        self._current = "A"
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(translate("FindBar", "Find in both texts"))
        self.edit.setClearButtonEnabled(True)
        self.next_button = QPushButton(translate("FindBar", "Next"), self)
        self.previous_button = QPushButton(translate("FindBar", "Previous"), self)
        self.result = QLabel(self)
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        self.result.setStyleSheet("color: #55606e;")
        close = QToolButton(self)
        close.setText("✕")
        close.setToolTip(translate("FindBar", "Close the find bar (Esc)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("FindBar", "Find:"), self))
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.previous_button)
        layout.addWidget(self.next_button)
        layout.addWidget(self.result)
        layout.addWidget(close)
        self.edit.returnPressed.connect(self.find_next)
        self.next_button.clicked.connect(self.find_next)
        self.previous_button.clicked.connect(self.find_previous)
        close.clicked.connect(self.hide)
        QShortcut(QKeySequence("Shift+Return"), self.edit, self.find_previous)
        self.edit.installEventFilter(self)  # Esc closes the bar (the window's Esc cancels a scan elsewhere)
        for side, pane in self._panes.items():
            pane.clicked.connect(lambda _offset, side=side: self._set_current(side))
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Close the bar on Esc in its line, before the window's own Esc shortcut can take the key."""
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and \
                event.key() == Qt.Key.Key_Escape:
            event.accept()
            if event.type() == QEvent.Type.KeyPress:
                self.hide()
            return event.type() == QEvent.Type.KeyPress
        return super().eventFilter(watched, event)

    def open(self) -> None:
        """Show the bar with its words selected, ready to type."""
        self.show()
        self.edit.setFocus()
        self.edit.selectAll()

    def _set_current(self, side: str) -> None:
        self._current = side

    def find_next(self) -> bool:
        """Find the words after the cursor (the pane last read first, then the other); return True if found."""
        return self._find(backward=False)

    def find_previous(self) -> bool:
        """Find the words before the cursor; return True if found."""
        return self._find(backward=True)

    def _find(self, backward: bool) -> bool:
        words = self.edit.text()
        if not words:
            self.result.setText("")
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        other = "B" if self._current == "A" else "A"
        # On from the cursor in the pane last read, then the other text from its start (or end), then round.
        for side, from_edge in ((self._current, False), (other, True), (self._current, True)):
            pane = self._panes[side]
            pane.stop_keeping_in_view()  # the reader moves: the pane no longer holds the passage in view
            if from_edge:
                self._move_to_edge(pane, backward)
            if pane.find(words, flags):
                self._current = side
                self.result.setText(translate("FindBar", "Found in {side}").format(side=side))
                return True
        self.result.setText(translate("FindBar", "Not found"))
        return False

    @staticmethod
    def _move_to_edge(pane: PassageTextEdit, backward: bool) -> None:
        cursor = pane.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start)
        pane.setTextCursor(cursor)
