"""The side-by-side compare view: document A, the match map, document B, and passage navigation.

Layout only: the CompareController fills the panes, reacts to clicks and keeps the scrolling in step.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.vocabulary import kind_label, kind_words, shape_label, shape_words
from plagcheck.ui.compare_model import IGNORED_KINDS
from plagcheck.ui.translation import translate
from plagcheck.ui.views.colours import (BIBLIOGRAPHY_TINT, CITATION_TINT, IGNORED_TEXT_COLOUR, passage_colour,
                                        reworded_colour)
from plagcheck.ui.views.elided_label import ElidedLabel
from plagcheck.ui.views.find_bar import FindBar
from plagcheck.ui.views.match_map import MatchMap
from plagcheck.ui.views.passage_text import PassageTextEdit

NEXT_KEYS = ("F3", "Alt+Down")
PREVIOUS_KEYS = ("Shift+F3", "Alt+Up")
NEXT_PAIR_KEYS = ("Alt+PgDown",)
PREVIOUS_PAIR_KEYS = ("Alt+PgUp",)

#: What each kind of mark means, in the legend.
MARK_WORDS = {
    "template": QT_TRANSLATE_NOOP("CompareView", "assignment or template text"),
    "common": QT_TRANSLATE_NOOP("CompareView", "text common to the class"),
    "placed": QT_TRANSLATE_NOOP(
        "CompareView", "text several essays have at the same place (a cover sheet, the question)"),
    "quote": QT_TRANSLATE_NOOP("CompareView", "quotation with no citation (counted)"),
    "cited": QT_TRANSLATE_NOOP("CompareView", "quotation with a citation (grey: not counted)"),
    "bibliography": QT_TRANSLATE_NOOP(
        "CompareView", "reference list (left out of the scores unless the settings count it)"),
}


def kinds_legend_html(kinds: tuple[str, ...], shape: bool = False) -> str:
    """Return the legend of the kinds of passage present: a filled sample for copied, a pale dashed one for
    reworded, and with `shape` what “same sentence shapes” means (fixed words only)."""
    parts = []
    if "copied" in kinds:
        parts.append(f"<span style='background-color:{passage_colour(0).name()}'>&nbsp;{kind_label('copied')}"
                     f"&nbsp;</span>: {kind_words('copied')}")
    if "reworded" in kinds:
        parts.append(f"<span style='background-color:{reworded_colour(0).name()}; text-decoration: underline; "
                     f"text-decoration-style: dashed'>&nbsp;{kind_label('reworded')}&nbsp;</span>: "
                     f"{kind_words('reworded')} " + translate("CompareView", "(<b>bold</b>: words both sides share)"))
    if "translated" in kinds:
        parts.append(f"<span style='background-color:{reworded_colour(0).name()}; text-decoration: underline; "
                     f"text-decoration-style: dashed'>&nbsp;{kind_label('translated')}&nbsp;</span>: "
                     f"{kind_words('translated')} " + translate("CompareView", "(its languages in the line above)"))
    if "reworded" in kinds and shape:
        parts.append(f"<i>{shape_label()}</i>: {shape_words()}")
    return " &nbsp;·&nbsp; ".join(parts)


def _and_list(items: list[str]) -> str:
    """Return "a", "a and b", "a, b and c" in the window's language."""
    if len(items) < 2:
        return "".join(items)
    return translate("CompareView", "{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def legend_html(kinds: tuple[str, ...], passage_kinds: tuple[str, ...] = (), shape: bool = False) -> str:
    """Return the legend for the mark kinds and passage kinds present, and with `shape` for passages that
    stand on their shape (fixed words only: no document text)."""
    parts = []
    if "reworded" in passage_kinds or "translated" in passage_kinds:
        parts.append(kinds_legend_html(passage_kinds, shape))
    ignored = [translate("CompareView", MARK_WORDS[k]) for k in kinds if k in IGNORED_KINDS]
    if ignored:
        parts.append(translate("CompareView", "<span style='color:{colour}'>Grey text</span>: {kinds}, not counted")
                     .format(colour=IGNORED_TEXT_COLOUR.name(), kinds=_and_list(ignored)))
    # Each kind of citation its own style, each named: a counted quotation is never drawn like a reference list.
    grey = IGNORED_TEXT_COLOUR.name()
    styles = {
        "quote": f"<i style='background-color:{CITATION_TINT.name()}'>&nbsp;"
                 + translate("CompareView", "Italic on grey-blue") + "&nbsp;</i>",
        "cited": f"<i style='background-color:{CITATION_TINT.name()}; color:{grey}'>&nbsp;"
                 + translate("CompareView", "Grey italic on grey-blue") + "&nbsp;</i>",
        "bibliography": f"<span style='background-color:{BIBLIOGRAPHY_TINT.name()}'>&nbsp;"
                        + translate("CompareView", "Upright on beige") + "&nbsp;</span>",
    }
    for kind in ("quote", "cited", "bibliography"):
        if kind in kinds:
            parts.append(f"{styles[kind]}: {translate('CompareView', MARK_WORDS[kind])}")
    if parts and "reworded" not in passage_kinds and "translated" not in passage_kinds:
        parts.append(translate("CompareView", "Coloured: shared passages"))
    return " &nbsp;·&nbsp; ".join(parts)


class DocumentHeader(QWidget):
    """The name of one pane's document and how much of it is found in the other."""

    def __init__(self, role: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 4)
        layout.setSpacing(1)
        self.name = ElidedLabel(parent=self, bold=True, name=True)
        self.detail = QLabel(self)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setStyleSheet("color: #55606e;")
        self._role = role
        layout.addWidget(self.name)
        layout.addWidget(self.detail)

    def show_document(self, name: str, detail: str, reference: str = "") -> None:
        """Show the document's name (as plain text), "reference: <collection>" if given, and a one-line detail."""
        self.name.set_text(translate("CompareView", "{side}: {name}").format(side=self._role, name=name)
                           + (f"  ({reference})" if reference else ""))
        self.detail.setText(detail)


class CompareView(QWidget):
    """Two read-only text panes with a match map between them and next/previous passage controls."""

    next_passage = Signal()
    previous_passage = Signal()
    next_pair = Signal()
    previous_pair = Signal()
    sync_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header_a = DocumentHeader("A", self)
        self.header_b = DocumentHeader("B", self)
        self.pane_a = PassageTextEdit(self)
        self.pane_b = PassageTextEdit(self)
        self.pane_a.setObjectName("paneA")
        self.pane_b.setObjectName("paneB")
        self.match_map = MatchMap(self)
        self.find_bar = FindBar(self.pane_a, self.pane_b, self)

        self.previous_button = QPushButton(translate("CompareView", "◀ Previous passage"), self)
        self.previous_button.setToolTip(translate("CompareView", "Previous shared passage (Shift+F3 or Alt+Up)"))
        self.next_button = QPushButton(translate("CompareView", "Next passage ▶"), self)
        self.next_button.setToolTip(translate("CompareView", "Next shared passage (F3 or Alt+Down)"))
        self.previous_pair_button = QPushButton(translate("CompareView", "◀ Pair"), self)
        self.previous_pair_button.setToolTip(translate("CompareView", "The pair above in the results table (Alt+PgUp)"))
        self.next_pair_button = QPushButton(translate("CompareView", "Pair ▶"), self)
        self.next_pair_button.setToolTip(translate("CompareView", "The pair below in the results table (Alt+PgDown)"))
        # Both shorten themselves (full text in the tooltip): at 1024 px wide they would otherwise widen the window.
        # The passage's kind and evidence come first in it and matter most: it gives way at its end.
        self.position_label = ElidedLabel(parent=self, elide=Qt.TextElideMode.ElideRight)
        # What a passage standing on its shape stands on. Shown for a whole pair with such a passage (empty for
        # its other passages), so that the panes do not move as the teacher steps from passage to passage.
        self.evidence_label = ElidedLabel(parent=self, elide=Qt.TextElideMode.ElideRight)
        self.evidence_label.setStyleSheet("color: #55606e;")
        self.evidence_label.hide()
        # Why a pair was compared only in part (its time limit), in full: a teacher must not miss it.
        self.pair_note_label = QLabel(self)
        self.pair_note_label.setTextFormat(Qt.TextFormat.PlainText)
        self.pair_note_label.setWordWrap(True)
        self.pair_note_label.setStyleSheet("color: #a16207;")
        self.pair_note_label.hide()
        self.summary_label = ElidedLabel(parent=self)
        self.summary_label.setStyleSheet("color: #55606e;")
        # Its whole text when there is room (the note gives way first), shortened only when there is not.
        self.summary_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.sync_box = QCheckBox(translate("CompareView", "Scroll together"), self)
        self.sync_box.setChecked(True)
        self.sync_box.setToolTip(translate("CompareView", "Keep matching passages level in both panes while scrolling"))
        self.legend_label = QLabel(self)
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)
        self.legend_label.setWordWrap(True)
        self.legend_label.setStyleSheet("color: #55606e;")
        self.legend_label.hide()
        self.review_label = QLabel(translate("CompareView", "Review:"), self)
        self.review_buttons: list[QToolButton] = []
        self.note_label = ElidedLabel(parent=self)
        self.note_label.setStyleSheet("color: #55606e;")
        self.empty_label = QLabel(
            translate("CompareView", "Select a pair in the Results tab to compare the two documents here."), self)
        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_label.setWordWrap(True)  # a long language's sentence must not widen the window past the screen
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setStyleSheet("color: #55606e; font-size: 14pt;")

        navigation = QHBoxLayout()
        navigation.addWidget(self.previous_pair_button)
        navigation.addWidget(self.next_pair_button)
        navigation.addSpacing(12)
        navigation.addWidget(self.previous_button)
        navigation.addWidget(self.next_button)
        navigation.addSpacing(12)
        navigation.addWidget(self.position_label, 1)
        navigation.addSpacing(12)
        navigation.addWidget(self.sync_box)

        self._review_row = QHBoxLayout()
        self._review_row.addWidget(self.review_label)
        self._review_row.addWidget(self.note_label, 1)
        self._review_row.addSpacing(12)
        self._review_row.addWidget(self.summary_label)

        headers = QHBoxLayout()
        headers.addWidget(self.header_a, 1)
        headers.addSpacing(self.match_map.sizeHint().width())
        headers.addWidget(self.header_b, 1)

        panes = QHBoxLayout()
        panes.setSpacing(0)
        panes.addWidget(self.pane_a, 1)
        panes.addWidget(self.match_map)
        panes.addWidget(self.pane_b, 1)

        self._content = QWidget(self)
        content_layout = QVBoxLayout(self._content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addLayout(navigation)
        content_layout.addWidget(self.evidence_label)
        content_layout.addWidget(self.pair_note_label)
        content_layout.addLayout(self._review_row)
        content_layout.addLayout(headers)
        content_layout.addLayout(panes, 1)
        content_layout.addWidget(self.find_bar)
        content_layout.addWidget(self.legend_label)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(self._content, 1)
        self._content.hide()

        self.previous_button.clicked.connect(self.previous_passage)
        self.next_button.clicked.connect(self.next_passage)
        self.previous_pair_button.clicked.connect(self.previous_pair)
        self.next_pair_button.clicked.connect(self.next_pair)
        self.sync_box.toggled.connect(self.sync_toggled)
        for keys, signal in ((NEXT_KEYS, self.next_passage), (PREVIOUS_KEYS, self.previous_passage),
                             (NEXT_PAIR_KEYS, self.next_pair), (PREVIOUS_PAIR_KEYS, self.previous_pair)):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(signal)

    def show_find_bar(self) -> None:
        """Show the find bar under the texts, ready to type (Ctrl+F)."""
        if self._content.isVisible():
            self.find_bar.open()

    def show_empty(self, message: str) -> None:
        """Hide the panes and show `message` instead (no pair selected)."""
        self.empty_label.setText(message)
        self._content.hide()
        self.empty_label.show()
        self.pane_a.show_text("")
        self.pane_b.show_text("")

    def show_content(self) -> None:
        """Show the panes (after the controller has filled them)."""
        self.empty_label.hide()
        self._content.show()

    def set_review_actions(self, state_actions: list[QAction], note_action: QAction) -> None:
        """Add a button for each review action (they show which state is checked) and one for the note."""
        for index, action in enumerate([*state_actions, note_action], start=1):
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            if action is note_action:
                self._review_row.insertSpacing(index, 8)
            self._review_row.insertWidget(index + (1 if action is note_action else 0), button)
            self.review_buttons.append(button)

    def show_note(self, note: str) -> None:
        """Show the pair's note on one line (plain text), or nothing."""
        self.note_label.set_text(" ".join(note.split()))

    def show_pair_note(self, note: str) -> None:
        """Show why the pair was compared only in part (plain text), or hide the line when it was not."""
        self.pair_note_label.setText(note[:1].upper() + note[1:])
        self.pair_note_label.setVisible(bool(note))

    def show_evidence_line(self, shown: bool) -> None:
        """Show the line saying what the selected passage stands on (for a pair with a passage of shape), or
        hide it."""
        self.evidence_label.set_text("")
        self.evidence_label.setVisible(shown)

    def set_evidence(self, text: str) -> None:
        """Show what the selected passage stands on, in plain words (plain text; "" for nothing)."""
        self.evidence_label.set_text(text[:1].upper() + text[1:])

    def set_legend(self, kinds: tuple[str, ...], passage_kinds: tuple[str, ...] = (), shape: bool = False) -> None:
        """Show the legend for the mark kinds and passage kinds present (reworded ones need explaining, and
        with `shape` passages standing on their shape), or hide it when there is nothing to explain."""
        text = legend_html(kinds, passage_kinds, shape)
        self.legend_label.setText(text)
        self.legend_label.setVisible(bool(text))

    def set_position(self, text: str, can_move: bool) -> None:
        """Show where the selected passage is in the list, and enable the buttons when there is somewhere to go."""
        self.position_label.set_text(text)
        self.previous_button.setEnabled(can_move)
        self.next_button.setEnabled(can_move)
