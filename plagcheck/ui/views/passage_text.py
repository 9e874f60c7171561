"""One pane of the compare view: a read-only plain-text editor that highlights passages and outlines one.

Student text goes in through `setPlainText` only, so nothing in it is ever read as HTML. Ignored text and
citations are styled in the document itself (grey; italic on a tint), and passages are extra selections
drawn over it, so a passage's colour is always on top.

Offsets in and out of the pane are the engine's: indices into the Python string. Qt counts UTF-16 units
(plagcheck.shared.utf16), so the pane converts both ways.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QTextCharFormat,
    QTextCursor,
    QWheelEvent,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from plagcheck.shared.utf16 import Utf16Offsets
from plagcheck.ui.compare_model import IGNORED_KINDS, Mark, Span
from plagcheck.ui.views.colours import (
    BIBLIOGRAPHY_TINT,
    CITATION_TINT,
    IGNORED_TEXT_COLOUR,
    PAGE_COLOUR,
    SELECTED_OUTLINE,
    TEXT_COLOUR,
    passage_colour,
    passage_edge,
    reworded_colour,
)


def span_format(span: Span, selected: bool) -> QTextCharFormat:
    """Return how a passage is drawn: copied ones filled with their colour; reworded ones with a paler fill of
    the same colour and a dashed underline (told apart without colour too)."""
    text_format = QTextCharFormat()
    if span.kind in ("reworded", "translated"):
        text_format.setBackground(reworded_colour(span.colour, selected))
        text_format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DashUnderline)
        text_format.setUnderlineColor(passage_edge(span.colour))
    else:
        text_format.setBackground(passage_colour(span.colour, selected))
    return text_format


def shared_word_format() -> QTextCharFormat:
    """Return how the words both sides of a reworded passage share are emphasised: bold."""
    text_format = QTextCharFormat()
    text_format.setFontWeight(QFont.Weight.Bold)
    return text_format


def mark_format(kind: str, italic: bool = True) -> QTextCharFormat:
    """Return the character format of a mark: grey text for what did not count, italic (if `italic`) on a cool
    tint for quotations (grey too when quoted and cited), upright on a warm tint for a reference list."""
    text_format = QTextCharFormat()
    if kind in IGNORED_KINDS:
        text_format.setForeground(IGNORED_TEXT_COLOUR)
    elif kind == "bibliography":  # a reference list: upright on beige, never taken for a quotation
        text_format.setBackground(BIBLIOGRAPHY_TINT)
    else:
        text_format.setFontItalic(italic)
        text_format.setBackground(CITATION_TINT)
        if kind == "cited":  # quoted and cited: did not count, so grey too
            text_format.setForeground(IGNORED_TEXT_COLOUR)
    return text_format


def italic_draws(font: QFont, text: str) -> bool:
    """Return True when the italic form of `font` has a glyph for every visible character of `text`. Qt does
    not fall back to another font for a glyph an italic lacks: with only DejaVu fonts installed (a minimal
    Linux), an Arabic or Persian quotation in italics is drawn as empty boxes."""
    italic = QFont(font)
    italic.setItalic(True)
    metrics = QFontMetrics(italic)
    return all(metrics.inFontUcs4(ord(ch)) for ch in set(text) if not ch.isspace())


class PassageTextEdit(QPlainTextEdit):
    """Shows a document's text with coloured passages; emits `clicked(offset)` when the text is clicked."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
        font.setPointSizeF(max(font.pointSizeF(), 10.5))
        self.setFont(font)
        palette = self.palette()  # a white page in every theme, so the light passage colours stay readable
        palette.setColor(QPalette.ColorRole.Base, PAGE_COLOUR)
        palette.setColor(QPalette.ColorRole.Text, TEXT_COLOUR)
        self.setPalette(palette)
        self.document().setDocumentMargin(10)
        self._spans: tuple[Span, ...] = ()
        self._shared_words: tuple[tuple[int, int], ...] = ()
        self._marks: tuple[Mark, ...] = ()
        self._current: tuple[int, int] | None = None
        self._current_slot = 0
        self._text = ""
        self._utf16 = Utf16Offsets("")
        # An offset scrolled to, kept in view while the lines are laid out, until the reader scrolls.
        self._pending_scroll: int | None = None
        self.verticalScrollBar().rangeChanged.connect(self._on_range_changed)
        self.verticalScrollBar().actionTriggered.connect(self._forget_pending_scroll)

    def show_text(self, text: str) -> None:
        """Replace the text (as plain text) and forget the highlights."""
        self._spans, self._current, self._marks, self._shared_words = (), None, (), ()
        self._pending_scroll = None
        self.setExtraSelections([])
        self._text = text
        self._utf16 = Utf16Offsets(text)
        # setPlainText writes the new text in the character format at the text cursor: after a click in grey
        # or cited text the whole next document would be grey or italic. The text goes in plain, always.
        self.document().clear()
        self.setCurrentCharFormat(QTextCharFormat())
        self.setPlainText(text)
        self.setCurrentCharFormat(QTextCharFormat())

    def _qt(self, offset: int) -> int:
        """Return the Qt position (UTF-16 units) of the text's index `offset`."""
        return self._utf16(offset)

    def _index(self, position: int) -> int:
        """Return the text's index at Qt position `position`."""
        return self._utf16.index(position)

    def set_marks(self, marks: tuple[Mark, ...]) -> None:
        """Style the ignored and cited ranges of the text shown (call after `show_text`)."""
        self._marks = marks
        cursor = QTextCursor(self.document())
        for mark in marks:
            cursor.setPosition(self._qt(mark.start))
            cursor.setPosition(self._qt(mark.end), QTextCursor.MoveMode.KeepAnchor)
            drawable = italic_draws(self.font(), self._text[mark.start : mark.end])
            cursor.mergeCharFormat(mark_format(mark.kind, drawable))

    def mark_ranges(self) -> list[tuple[str, int, int]]:
        """Return the (kind, start, end) ranges styled as ignored text or citations."""
        return [(m.kind, m.start, m.end) for m in self._marks]

    def set_spans(self, spans: tuple[Span, ...], current: int | None,
                  shared_words: tuple[tuple[int, int], ...] = ()) -> None:
        """Highlight `spans`; span number `current` (or none) is the selected passage; `shared_words` are the
        ranges inside reworded passages that the twin passage shares (drawn bold)."""
        self._spans = spans
        self._current = (spans[current].start, spans[current].end) if current is not None else None
        self._current_slot = spans[current].colour if current is not None else 0
        selections = [self._selection(span.start, span.end, span_format(span, i == current))
                      for i, span in enumerate(spans)]
        if shared_words != self._shared_words:
            self._embolden(shared_words)
        self.setExtraSelections(selections)
        self.viewport().update()

    def _embolden(self, ranges: tuple[tuple[int, int], ...]) -> None:
        """Draw `ranges` bold in the text itself (extra selections cannot change the font), others not."""
        cursor = QTextCursor(self.document())
        plain = QTextCharFormat()
        plain.setFontWeight(QFont.Weight.Normal)
        for start, end in self._shared_words:
            cursor.setPosition(self._qt(start))
            cursor.setPosition(self._qt(end), QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeCharFormat(plain)
        emphasis = shared_word_format()
        for start, end in ranges:
            cursor.setPosition(self._qt(start))
            cursor.setPosition(self._qt(end), QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeCharFormat(emphasis)
        self._shared_words = ranges

    def _selection(self, start: int, end: int, text_format: QTextCharFormat) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        selection.format = text_format
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._qt(start))
        cursor.setPosition(self._qt(end), QTextCursor.MoveMode.KeepAnchor)
        selection.cursor = cursor
        return selection

    def highlight_ranges(self) -> list[tuple[int, int]]:
        """Return the [start, end) ranges of the passages highlighted, in the order they were given."""
        return [(s.start, s.end) for s in self._spans]

    def highlight_kinds(self) -> list[str]:
        """Return the kind of each passage highlighted ("copied" or "reworded"), as drawn."""
        styles = [s.format.underlineStyle() for s in self.extraSelections()[:len(self._spans)]]
        return ["reworded" if style == QTextCharFormat.UnderlineStyle.DashUnderline else "copied"
                for style in styles]

    def shared_word_ranges(self) -> list[tuple[int, int]]:
        """Return the ranges drawn bold as words both sides of a reworded passage share (checked on the text)."""
        ranges = []
        for start, end in self._shared_words:
            cursor = QTextCursor(self.document())
            cursor.setPosition(self._qt(start) + 1)
            if cursor.charFormat().fontWeight() == QFont.Weight.Bold:
                ranges.append((start, end))
        return ranges

    def scroll_to_offset(self, offset: int) -> None:
        """Scroll so that text position `offset` is near the top of the pane, a few lines of context above it,
        and keep it there while the pane is laid out and sized (it lays out its lines a few blocks at a time
        once shown, and a pane filled while its tab was hidden gets its real height only when shown) until
        the reader scrolls."""
        self._pending_scroll = offset
        self._scroll_to_pending()

    def stop_keeping_in_view(self) -> None:
        """Stop keeping a passage in view: the reader moves elsewhere (a find, say)."""
        self._pending_scroll = None

    def keeping_in_view(self) -> bool:
        """Return True while the pane keeps a passage scrolled to in view (the reader has not scrolled since):
        its scrolling then is its own, not the reader's."""
        return self._pending_scroll is not None

    def _scroll_to_pending(self) -> None:
        context = min(3, self._visible_lines() // 6)  # a passage usually runs on: most of the pane is for it
        line = self.line_of_offset(self._pending_scroll) - context
        self.verticalScrollBar().setValue(max(0, line))

    def resizeEvent(self, event) -> None:
        """Resize as usual, keeping a passage scrolled to in view at the new height."""
        super().resizeEvent(event)
        if self._pending_scroll is not None:
            self._scroll_to_pending()

    def showEvent(self, event) -> None:
        """Show as usual, scrolling to a passage chosen while the pane was hidden."""
        super().showEvent(event)
        if self._pending_scroll is not None:
            self._scroll_to_pending()

    def _on_range_changed(self, _minimum: int, _maximum: int) -> None:
        if self._pending_scroll is not None:
            self._scroll_to_pending()

    def _forget_pending_scroll(self, *_args) -> None:
        self._pending_scroll = None

    def top_offset(self) -> int:
        """Return the text position shown at the top-left of the pane."""
        return self._index(self.cursorForPosition(QPoint(4, 4)).position())

    def bottom_offset(self) -> int:
        """Return the text position shown at the bottom-right of the pane."""
        viewport = self.viewport()
        return self._index(self.cursorForPosition(QPoint(viewport.width() - 4, viewport.height() - 4)).position())

    def set_top_offset(self, offset: int) -> None:
        """Scroll so that the line holding text position `offset` is the first one shown."""
        self._pending_scroll = None
        self.verticalScrollBar().setValue(self.line_of_offset(offset))

    def line_of_offset(self, offset: int) -> int:
        """Return the scroll bar value (visual line number) of the line holding text position `offset`."""
        offset = max(0, min(self._qt(offset), self.document().characterCount() - 1))
        block = self.document().findBlock(offset)
        line = block.firstLineNumber()
        layout = block.layout()
        if layout is not None and layout.lineCount() > 0:
            line += max(0, layout.lineForTextPosition(offset - block.position()).lineNumber())
        return line

    def _visible_lines(self) -> int:
        return max(1, self.viewport().height() // max(1, self.fontMetrics().lineSpacing()))

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Scroll as usual; the reader's scrolling ends keeping a passage in view."""
        self._forget_pending_scroll()
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Move as usual; the reader's keys end keeping a passage in view."""
        self._forget_pending_scroll()
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Report a click (not a drag that selected text) as `clicked(offset)`."""
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and not self.textCursor().hasSelection():
            self.clicked.emit(self._index(self.cursorForPosition(event.position().toPoint()).position()))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the text, then an outline around the selected passage."""
        super().paintEvent(event)
        if self._current is None:
            return
        rect = self._range_rect(*self._current)
        if rect is None or not rect.intersects(self.viewport().rect()):
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(SELECTED_OUTLINE, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -1, 3, 1), 4, 4)
        painter.end()

    def _range_rect(self, start: int, end: int) -> QRect | None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._qt(start))
        first = self.cursorRect(cursor)
        cursor.setPosition(self._qt(max(start, end - 1)))
        last = self.cursorRect(cursor)
        if first.top() == last.top():  # on one line: hug the words
            return QRect(first.left(), first.top(), max(4, last.right() - first.left() + 6), first.height())
        margin = int(self.document().documentMargin())
        return QRect(margin - 2, first.top(), self.viewport().width() - 2 * margin + 4, last.bottom() - first.top())
