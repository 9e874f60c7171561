"""The teacher's review of each pair: the review book, the actions that change it, the Review column's filter.

The book (plagcheck.triage.review.ReviewBook, immutable) lives here, not in any widget: every change makes a
new book, which the table model, the filter box and the compare view's buttons are then shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QInputDialog, QWidget

from plagcheck.i18n import QT_TRANSLATE_NOOP
from plagcheck.shared.models import PairResult
from plagcheck.triage.review import PairKey, ReviewBook, ReviewState, count_states, pair_key, set_review
from plagcheck.ui.pair_table import PairFilterProxy, PairTableModel
from plagcheck.ui.translation import translate
from plagcheck.ui.views.main_window import MainWindow

#: Asks for a note: (parent, window title, current note) -> the new note, or None when cancelled.
NoteAsker = Callable[[QWidget, str, str], "str | None"]

NOTE_PROMPT = QT_TRANSLATE_NOOP(
    "ReviewController", "Your note on this pair (kept with its review; reports include it):")


def ask_note_in_dialog(parent: QWidget, title: str, note: str) -> str | None:
    """Return the note the teacher writes in a multi-line box, or None when they cancel.

    The document names go in the window title, which Qt never reads as rich text (the label would).
    """
    text, accepted = QInputDialog.getMultiLineText(parent, title, translate("ReviewController", NOTE_PROMPT), note)
    return text.strip() if accepted else None


class ReviewController(QObject):
    """Keeps the review book and applies review actions to the pair shown in the compare view."""

    #: The book changed (a state or a note was set).
    changed = Signal()

    def __init__(self, window: MainWindow, model: PairTableModel, proxy: PairFilterProxy,
                 current_pair: Callable[[], PairResult | None], names: Callable[[PairResult], tuple[str, str]],
                 parent: QObject | None = None, ask_note: NoteAsker = ask_note_in_dialog) -> None:
        super().__init__(parent)
        self.window, self.model, self.proxy = window, model, proxy
        self.book = ReviewBook()
        self.ask_note = ask_note
        self._current_pair = current_pair
        self._names = names
        for state, action in window.review_actions.items():
            action.triggered.connect(lambda _=False, s=state: self.set_state(s))
        window.note_action.triggered.connect(self.edit_note)
        window.results_page.review_filter.state_chosen.connect(self._on_filter)
        self.show_pair(None)

    def set_book(self, book: ReviewBook, changed: PairKey | None = None) -> None:
        """Show `book`'s reviews in the table, the filter counts and the compare view; `changed` names the one
        pair whose review differs from the book shown before, if that is all that changed."""
        self.book = book
        self.model.set_reviews(book, changed)
        if changed is None:
            self.proxy.refilter()  # one changed row is re-checked by the proxy itself (dataChanged)
        self.show_pair(self._current_pair())
        self.update_counts()

    def set_state(self, state: ReviewState) -> None:
        """Give the pair shown `state` (its note is kept)."""
        pair = self._current_pair()
        if pair is not None:
            self._change(set_review(self.book, pair.a, pair.b, state), pair_key(pair.a, pair.b))

    def set_note(self, note: str) -> None:
        """Give the pair shown `note` (its state is kept)."""
        pair = self._current_pair()
        if pair is not None:
            book = set_review(self.book, pair.a, pair.b, self.book.state_of(pair.a, pair.b), note=note)
            self._change(book, pair_key(pair.a, pair.b))

    def edit_note(self) -> None:
        """Ask for the note of the pair shown and keep it (unless the teacher cancels)."""
        pair = self._current_pair()
        if pair is None:
            return
        name_a, name_b = self._names(pair)
        note = self.ask_note(
            self.window, translate(
                "ReviewController", "Note on {name_a} and {name_b}").format(
                    name_a=name_a, name_b=name_b), self.book.review_of(pair.a, pair.b).note)
        if note is not None:
            self.set_note(note)

    def show_pair(self, pair: PairResult | None) -> None:
        """Check the state of `pair` among the review actions and show its note (None: no pair, actions off)."""
        self.window.set_review_enabled(pair is not None)
        review = self.book.review_of(pair.a, pair.b) if pair is not None else None
        if review is not None:
            self.window.review_actions[review.state].setChecked(True)
        self.window.compare_view.show_note(review.note if review is not None else "")

    def update_counts(self) -> None:
        """Show how many listed pairs are in each state, in the filter box."""
        self.window.results_page.review_filter.show_counts(count_states(self.model.shown_pairs(), self.book))

    def _change(self, book: ReviewBook, changed: PairKey) -> None:
        table = self.window.results_page.table
        rows = table.selectionModel().selectedRows()
        row = rows[0].row() if rows else None
        self.set_book(book, changed)
        # Filtered by state, a reviewed pair leaves the table: select the one that took its place, so the
        # teacher can go on reviewing with the keyboard.
        if row is not None and not table.selectionModel().hasSelection() and self.proxy.rowCount():
            table.selectRow(min(row, self.proxy.rowCount() - 1))
        self.changed.emit()

    def _on_filter(self, state: ReviewState | None) -> None:
        self.proxy.set_state_filter(state)
        self.window.results_page.table.scrollToTop()
