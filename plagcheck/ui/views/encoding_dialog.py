"""The "Read in another encoding" dialog: the teacher picks the encoding in which a text file reads right.

Old text files carry no note of their encoding, and for some languages (Czech, Hungarian) a wrong guess still
gives Latin letters. The dialog shows the beginning of the file as each encoding reads it, as plain text, so
the teacher can see which one is right. Decoding is injected (the controller reads the file), so the dialog
does no file I/O and tests need no file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)
from plagcheck.ui.translation import translate

#: Returns the start of the file decoded with a codec (plain text).
Preview = Callable[[str], str]


class EncodingDialog(QDialog):
    """Choose one of `choices` ((codec, shown name)) for the file `name`, watching a preview of its text."""

    def __init__(self, name: str, choices: Sequence[tuple[str, str]], current: str, preview: Preview,
                 parent: QWidget | None = None, guessed: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EncodingDialog", "Read in another encoding"))
        self._preview = preview
        explanation = QLabel(
            translate("EncodingDialog", "{name} was read as {current}").format(name=name, current=current)
            + (translate("EncodingDialog", " (a guess: the file does not say which encoding it uses)") if guessed else "")
            + translate(
                "EncodingDialog", ". If its letters look wrong below, pick the encoding in which the text reads right; "
                                  "the folder is then scanned again. The choice is remembered for this file."),
            self,
        )
        explanation.setTextFormat(Qt.TextFormat.PlainText)
        explanation.setWordWrap(True)
        self.codecs = QComboBox(self)
        for codec, shown in choices:
            self.codecs.addItem(shown, codec)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setMinimumSize(520, 220)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("EncodingDialog", "Read it this way"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(translate("EncodingDialog", "Encoding:"), self.codecs)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.codecs.setCurrentIndex(max(0, self.codecs.findText(current)))
        self.codecs.currentIndexChanged.connect(self._show_preview)
        self._show_preview()

    def chosen_codec(self) -> str:
        """Return the codec (Python name) selected."""
        return str(self.codecs.currentData())

    def _show_preview(self) -> None:
        self.text.setPlainText(self._preview(self.chosen_codec()))
