"""Fills the compare view with one pair and handles passage selection, clicks and synchronised scrolling."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QObject, QTimer

from plagcheck.i18n import number
from plagcheck.shared.engine_messages import engine_text, notice_text
from plagcheck.shared.models import DocumentRecord, ScanResult
from plagcheck.shared.vocabulary import basis_text, figure_label, pair_figures, passage_text, percent, units_word
from plagcheck.triage.labels import class_names
from plagcheck.ui.compare_model import PairComparison, Side, reference_label
from plagcheck.ui.translation import translate
from plagcheck.ui.views.compare_view import CompareView


def document_detail(share: float, role: str, other: str, document: DocumentRecord) -> str:
    """Return a pane's detail line: how much of it is found in the other, and any note on how it was read."""
    line = translate(
        "CompareController", "{share} of {role} found in {other}").format(share=percent(share), role=role, other=other)
    return line + (f" · {engine_text(document.message)}" if document.status == "ok" and document.message else "")


class CompareController(QObject):
    """Shows a PairComparison in a CompareView and keeps the selected passage and both panes in step."""

    def __init__(self, view: CompareView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.comparison: PairComparison | None = None
        self.current: int | None = None
        self._units = units_word("word")
        #: Show copied passages only (the window's View setting); applies from the next show_pair.
        self.copied_only = False
        self._sync = True
        self._syncing = False
        view.next_passage.connect(self.next_passage)
        view.previous_passage.connect(self.previous_passage)
        view.sync_toggled.connect(self._set_sync)
        view.match_map.passage_clicked.connect(lambda index: self.select(index))
        view.pane_a.clicked.connect(lambda offset: self._on_click("a", offset))
        view.pane_b.clicked.connect(lambda offset: self._on_click("b", offset))
        view.pane_a.verticalScrollBar().valueChanged.connect(lambda _: self._on_scrolled("a"))
        view.pane_b.verticalScrollBar().valueChanged.connect(lambda _: self._on_scrolled("b"))
        self.clear()

    def clear(self, message: str = "") -> None:
        """Show no pair, with `message` in its place (by default, where to choose one)."""
        self.comparison, self.current = None, None
        self.view.show_empty(message or translate(
            "CompareController", "Select a pair in the Results tab to compare the two documents here."))

    def show_pair(self, result: ScanResult, pair_index: int) -> None:
        """Show pair number `pair_index` of `result` side by side, with its first passage selected."""
        pair = result.pairs[pair_index]
        doc_a, doc_b = result.document(pair.a), result.document(pair.b)
        comparison = PairComparison.build(pair, doc_a, doc_b, result, self.copied_only)
        self.comparison, self.current = comparison, None
        self._units = units_word(result.settings.unit)
        view = self.view
        with self._scrolling():
            view.pane_a.show_text(doc_a.text)
            view.pane_b.show_text(doc_b.text)
            view.pane_a.set_marks(comparison.marks("a"))
            view.pane_b.set_marks(comparison.marks("b"))
        view.set_legend(comparison.mark_kinds(), comparison.kinds(), comparison.has_shape())
        view.show_evidence_line(comparison.has_shape())
        view.show_pair_note(notice_text(pair.note))
        figures = pair_figures(pair, self.copied_only)
        names = class_names(result)
        view.header_a.show_document(names[doc_a.id], document_detail(figures["share_a"], "A", "B", doc_a),
                                    reference_label(doc_a))
        view.header_b.show_document(names[doc_b.id], document_detail(figures["share_b"], "B", "A", doc_b),
                                    reference_label(doc_b))
        unit = result.settings.unit
        # A translation shares no phrase: its "similar overall" is always 0%, which reads as a contradiction
        # beside the shares above, and so would its longest run of 0 words; its score says how much of it is
        # translated.
        translated = bool(pair.passages) and all(p.kind == "translated" for p in pair.passages)
        if translated:
            summary = f"{figure_label('score', unit)} {percent(figures['score'])}"
        else:
            summary = translate("CompareController", "{label} {similar} · longest run {longest} {units}").format(
                label=figure_label("similar_overall", unit), similar=percent(figures["similar_overall"]),
                longest=number(pair.longest_run), units=self._units)
        view.summary_label.set_text(
            summary + (translate("CompareController", " · copied passages only") if self.copied_only else ""))
        spans_a, spans_b = comparison.spans("a"), comparison.spans("b")
        view.match_map.set_passages(spans_a, spans_b, len(doc_a.text), len(doc_b.text))
        view.show_content()
        if comparison.passages:
            self.select(0)
        else:
            view.pane_a.set_spans((), None)
            view.pane_b.set_spans((), None)
            view.set_position(
                translate(
                    "CompareController", "No passage long enough to show: the shared phrases are scattered."), False)
        # The panes only know their line layout once shown; align them when the event loop is next free.
        QTimer.singleShot(0, self._after_layout)

    def select(self, index: int, keep_side: Side | None = None) -> None:
        """Select passage `index`: outline it in both panes and scroll it into view (not in `keep_side`)."""
        comparison = self.comparison
        if comparison is None or not 0 <= index < len(comparison.passages):
            return
        self.current = index
        view = self.view
        view.pane_a.set_spans(comparison.spans("a"), index, comparison.shared_words("a"))
        view.pane_b.set_spans(comparison.spans("b"), index, comparison.shared_words("b"))
        view.match_map.set_current(index)
        passage = comparison.passages[index]
        count = len(comparison.passages)
        view.set_position(
            translate(
                "CompareController", "Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B").format(index=index + 1, count=count, passage=passage_text(passage), length_a=number(passage.length_a), units=self._units, length_b=number(passage.length_b)), count > 1)
        view.set_evidence(basis_text(passage))
        self._scroll_to_current(keep_side)

    def _scroll_to_current(self, keep_side: Side | None = None) -> None:
        if self.comparison is None or self.current is None:
            return
        passage = self.comparison.passages[self.current]
        with self._scrolling():
            if keep_side != "a":
                self.view.pane_a.scroll_to_offset(passage.a_start)
            if keep_side != "b":
                self.view.pane_b.scroll_to_offset(passage.b_start)
        self._update_map_view()

    def next_passage(self) -> None:
        """Select the next passage (after the last comes the first)."""
        if self.comparison and self.comparison.passages:
            start = -1 if self.current is None else self.current
            self.select((start + 1) % len(self.comparison.passages))

    def previous_passage(self) -> None:
        """Select the previous passage (before the first comes the last)."""
        if self.comparison and self.comparison.passages:
            start = 0 if self.current is None else self.current
            self.select((start - 1) % len(self.comparison.passages))

    def _on_click(self, side: Side, offset: int) -> None:
        if self.comparison is None:
            return
        index = self.comparison.passage_at(side, offset)
        if index is not None:
            self.select(index, keep_side=side)

    def _set_sync(self, enabled: bool) -> None:
        self._sync = enabled

    @contextmanager
    def _scrolling(self):
        # Programmatic scrolling must not trigger the scroll-sync handlers.
        self._syncing = True
        try:
            yield
        finally:
            self._syncing = False

    def _on_scrolled(self, side: Side) -> None:
        view = self.view
        source, target = (view.pane_a, view.pane_b) if side == "a" else (view.pane_b, view.pane_a)
        # A pane keeping its passage in view as it is laid out or shown moves by itself: the other keeps its own.
        if self.comparison is not None and self._sync and not self._syncing and not source.keeping_in_view():
            with self._scrolling():
                target.set_top_offset(self.comparison.map_offset(side, source.top_offset()))
        self._update_map_view()

    def _after_layout(self) -> None:
        self._scroll_to_current()
        self._update_map_view()

    def _update_map_view(self) -> None:
        view = self.view
        if self.comparison is None:
            return
        view.match_map.set_visible_ranges((view.pane_a.top_offset(), view.pane_a.bottom_offset()),
                                          (view.pane_b.top_offset(), view.pane_b.bottom_offset()))
