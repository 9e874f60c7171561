"""The scan's progress: one row per pipeline stage with a bar and counts, and a Cancel button."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from plagcheck.i18n import number
from plagcheck.shared.models import Progress
from plagcheck.shared.vocabulary import STAGE_WORDS, STEPS, progress_note, step_words
from plagcheck.ui.translation import translate
from plagcheck.ui.views.elided_label import ElidedLabel

_DONE, _ACTIVE, _WAITING = "✓", "▶", "·"



class ProgressPanel(QWidget):
    """Shows which stage the scan is in and how far; emits `cancel_clicked`."""

    cancel_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        card = QFrame(self)
        card.setObjectName("progressCard")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        card.setMinimumWidth(520)
        card.setMaximumWidth(680)
        self.title = ElidedLabel(parent=card, bold=True)
        self.detail = QLabel(card)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setStyleSheet("color: #55606e;")
        grid = QGridLayout()
        grid.setColumnStretch(2, 1)
        grid.setHorizontalSpacing(10)
        self._rows: dict[str, tuple[QLabel, QLabel, QProgressBar, QLabel]] = {}
        for row, (words, _stages) in enumerate(STEPS):
            mark, name, bar, count = QLabel(
                _WAITING, card), QLabel(step_words(words), card), QProgressBar(card), QLabel(card)
            for label in (mark, name, count):
                label.setTextFormat(Qt.TextFormat.PlainText)
            bar.setTextVisible(False)
            bar.setRange(0, 1)
            bar.setValue(0)
            bar.setFixedHeight(12)
            count.setMinimumWidth(120)
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(mark, row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(bar, row, 2)
            grid.addWidget(count, row, 3)
            self._rows[words] = (mark, name, bar, count)
        self.cancel_button = QPushButton(translate("ProgressPanel", "Cancel scan"), card)
        self.cancel_button.setToolTip(translate("ProgressPanel", "Stop this scan (Esc)"))
        self.cancel_button.clicked.connect(self.cancel_clicked)
        card_layout = QVBoxLayout(card)
        card_layout.setContentsMargins(24, 20, 24, 20)
        card_layout.setSpacing(12)
        card_layout.addWidget(self.title)
        card_layout.addWidget(self.detail)
        card_layout.addLayout(grid)
        card_layout.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignRight)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        self._order = [words for words, _ in STEPS]

    def start(self, title: str) -> None:
        """Reset every stage to waiting and show `title` (plain text)."""
        self.title.set_text(title)
        self.detail.setText(translate("ProgressPanel", "Looking for documents…"))
        for mark, name, bar, count in self._rows.values():
            mark.setText(_WAITING)
            bar.setRange(0, 1)
            bar.setValue(0)
            count.setText("")
            font = name.font()
            font.setBold(False)
            name.setFont(font)
        # Reading is under way from the start (files are listed first): show it moving at once.
        self.show_progress(Progress(STEPS[0][1][0], 0, 0))

    def show_progress(self, progress: Progress) -> None:
        """Mark earlier steps done and show `progress` in its step's row (total 0: busy, count unknown).

        The bar always matches the count beside it (a step made of several stages counts each in turn), and
        it moves (a busy animation) while the first item of a stage is under way, so a slow start never looks
        stuck."""
        step = STAGE_WORDS.get(progress.stage)
        if step is None:
            return
        position = self._order.index(step)
        for index, stage in enumerate(self._order):
            mark, name, bar, count = self._rows[stage]
            font = name.font()
            font.setBold(index == position)
            name.setFont(font)
            if index < position and mark.text() != _DONE:
                mark.setText(_DONE)
                bar.setRange(0, 1)
                bar.setValue(1)
            elif index == position:
                mark.setText(_ACTIVE)
        mark, name, bar, count = self._rows[step]
        if progress.total and progress.done:
            bar.setRange(0, progress.total)
            bar.setValue(min(progress.done, progress.total))
            count.setText(f"{number(progress.done)} / {number(progress.total)}")
        elif progress.total:
            bar.setRange(0, 0)  # busy: the first item is being read
            count.setText(f"0 / {number(progress.total)}")
        else:
            bar.setRange(0, 0)  # busy indicator
            count.setText(number(progress.done) if progress.done else "")
        note = progress_note(progress)
        if note:
            self.detail.setText(note[:1].upper() + note[1:])

    def stage_text(self, stage: str) -> str:
        """Return the count shown for the step of pipeline stage `stage` (for tests and screenshots)."""
        return self._rows[STAGE_WORDS[stage]][3].text()
