"""The compare view's styles for text that did not count (grey) and citations (italic on a tint), its legend,
and reference documents labelled with their collection."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextCharFormat, QTextCursor

from plagcheck.ui.compare_model import Mark, PairComparison
from plagcheck.ui.controllers.compare_controller import CompareController
from plagcheck.ui.pair_table import COL_B, PairTableModel
from plagcheck.ui.views.colours import BIBLIOGRAPHY_TINT, CITATION_TINT, IGNORED_TEXT_COLOUR, PASSAGE_COLOURS
from plagcheck.ui.views.compare_view import CompareView
from test_qt_compare import FILLER, make_result, shown_compare_view


def marked_result():
    """The compare test's pair, with template text and a quotation in A, a reference list in B, B a reference."""
    result = make_result()
    text_a, text_b = result.documents[0].text, result.documents[1].text
    first = result.pairs[0].passages[1]  # the railway sentence
    quote_start = text_a.index(FILLER, first.a_end)
    documents = (result.documents[0],
                 replace(result.documents[1], collection="Web <sources> & co"))
    return replace(result, documents=documents,
                   ignored_spans={0: (("template", 0, 40), ("common", first.a_start, first.a_start + 10),
                                      ("unknown", 50, 60))},
                   citation_spans={0: (("quote", quote_start, quote_start + len(FILLER)),),
                                   1: (("bibliography", len(text_b) - 200, len(text_b) + 999),)})


def char_format_at(pane, offset: int):
    cursor = QTextCursor(pane.document())
    cursor.setPosition(offset + 1)
    return cursor.charFormat()


def test_ignored_text_is_grey_and_citations_italic_under_the_passage_colours(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    controller = CompareController(view)
    result = marked_result()
    controller.show_pair(result, 0)
    pane_a, pane_b = view.pane_a, view.pane_b
    text_b = result.documents[1].text
    assert ("template", 0, 40) in pane_a.mark_ranges()
    assert ("unknown", 50, 60) not in pane_a.mark_ranges()  # unknown kinds are dropped
    assert pane_b.mark_ranges() == [("bibliography", len(text_b) - 200, len(text_b))]  # clamped to the text
    template = char_format_at(pane_a, 5)
    assert template.foreground().color() == IGNORED_TEXT_COLOUR
    assert template.background().style().name == "NoBrush"  # greyed, not highlighted
    quote = char_format_at(pane_a, pane_a.mark_ranges()[-1][1])
    assert quote.fontItalic() and quote.background().color() == CITATION_TINT
    assert CITATION_TINT.name() not in PASSAGE_COLOURS
    # The reference list has a style of its own: upright on beige, never the quotation's.
    bibliography = char_format_at(pane_b, len(text_b) - 100)
    assert not bibliography.fontItalic() and bibliography.background().color() == BIBLIOGRAPHY_TINT
    assert BIBLIOGRAPHY_TINT != CITATION_TINT and BIBLIOGRAPHY_TINT.name() not in PASSAGE_COLOURS
    assert not char_format_at(pane_a, 45).fontItalic()  # unmarked text stays plain
    # Passages are still drawn over the marks, in the same ranges as before.
    in_reading_order = sorted(result.pairs[0].passages, key=lambda p: p.a_start)
    assert pane_a.highlight_ranges() == [(p.a_start, p.a_end) for p in in_reading_order]


def test_legend_lists_only_the_styles_present(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    view.show()
    controller = CompareController(view)
    controller.show_pair(marked_result(), 0)
    legend = view.legend_label.text()
    assert view.legend_label.isVisible()
    for words in ("assignment or template text", "common to the class", "quotation", "reference list"):
        assert words in legend
    # A counted quotation and the reference list are drawn differently, and the legend names each style.
    assert "Italic on grey-blue&nbsp;</i>: quotation with no citation (counted)" in legend
    assert "Upright on beige&nbsp;</span>: reference list" in legend
    plain = make_result()
    controller.show_pair(plain, 0)
    assert not view.legend_label.isVisible()
    only_quote = replace(plain, citation_spans={1: (("quote", 0, 30),)})
    controller.show_pair(only_quote, 0)
    assert "quotation" in view.legend_label.text()
    assert "Grey" not in view.legend_label.text() and "reference list" not in view.legend_label.text()


def test_reference_documents_name_their_collection_in_header_and_table(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    controller = CompareController(view)
    result = marked_result()
    controller.show_pair(result, 0)
    assert view.header_b.name.text() == "B: b.txt  (reference: Web <sources> & co)"
    assert view.header_a.name.text() == "A: a.txt"
    model = PairTableModel()
    model.set_result(result, 0.0)
    assert model.data(model.index(0, COL_B)) == "b.txt  (reference: Web <sources> & co)"


def test_marks_are_built_in_text_order_and_listed_once_per_kind():
    result = marked_result()
    comparison = PairComparison.build(result.pairs[0], result.documents[0], result.documents[1], result)
    assert [m.start for m in comparison.marks("a")] == sorted(m.start for m in comparison.marks("a"))
    assert comparison.marks("a")[0] == Mark("template", 0, 40)
    assert comparison.mark_kinds() == ("template", "common", "quote", "bibliography")
    assert PairComparison.build(result.pairs[0], result.documents[0], result.documents[1]).mark_kinds() == ()


def test_highlights_stay_on_their_words_after_characters_beyond_u_ffff(qtbot):
    # Qt counts an emoji or a mathematical letter as two positions, Python as one: unconverted, every
    # highlight after one would start a character early ("😀😀 abc": text[3:6] is "abc", Qt's 3..6 " a").
    from plagcheck.ui.compare_model import Span
    from plagcheck.ui.views.passage_text import PassageTextEdit

    pane = PassageTextEdit()
    qtbot.addWidget(pane)
    text = "😀😀 abc 𝐜𝐨𝐩𝐲 def ghi"
    pane.show_text(text)
    start = text.index("def")
    pane.set_spans((Span(start, start + 3, 0, "copied"),), 0, shared_words=((start, start + 3),))
    pane.set_marks((Mark("quote", 3, 6),))
    assert pane.extraSelections()[0].cursor.selectedText() == "def"
    assert pane.shared_word_ranges() == [(start, start + 3)]
    cursor = QTextCursor(pane.document())
    cursor.setPosition(pane._qt(3))
    cursor.setPosition(pane._qt(6), QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == "abc" and char_format_at(pane, pane._qt(3)).background().color() == CITATION_TINT
    assert [pane._index(pane._qt(i)) for i in range(len(text) + 1)] == list(range(len(text) + 1))
    pane.resize(400, 200)
    pane.show()
    assert pane.top_offset() == 0


def test_a_quotation_the_italic_font_cannot_draw_is_shown_upright(qtbot):
    # With only DejaVu fonts (a minimal Linux), the oblique face has no Arabic: Qt drew a Persian quotation
    # in italics as empty boxes. Private-use characters stand for such text here: no italic font has them.
    from plagcheck.ui.views.passage_text import PassageTextEdit, italic_draws

    pane = PassageTextEdit()
    qtbot.addWidget(pane)
    text = "plain «\ue000\ue001\ue002» and «quoted words» end"
    pane.show_text(text)
    undrawable, latin = text.index("\ue000") - 1, text.index("«quoted")
    pane.set_marks((Mark("quote", undrawable, undrawable + 5), Mark("quote", latin, latin + 14)))
    assert not italic_draws(pane.font(), "\ue000")
    assert not char_format_at(pane, undrawable).fontItalic()
    assert char_format_at(pane, undrawable).background().color() == CITATION_TINT  # still marked as a quotation
    assert char_format_at(pane, latin).fontItalic()


def test_a_passage_scrolled_to_stays_in_view_while_the_lines_are_laid_out(qtbot):
    # The pane lays out its lines a few blocks at a time once shown, so an offset's line grows as the lines
    # above it wrap: scrolled to at once, a passage far down a long text ended up above the view (seen under
    # Xvfb on a Hindi pair). The pane keeps the passage in view until the reader scrolls.
    from plagcheck.ui.views.passage_text import PassageTextEdit

    pane = PassageTextEdit()
    qtbot.addWidget(pane)
    paragraph = "A line of ordinary words that wraps a few times in a narrow pane. " * 12
    text = "\n\n".join(paragraph for _ in range(40)) + "\n\nTHE PASSAGE is here.\n\n" + paragraph
    pane.resize(300, 200)
    pane.show_text(text)
    target = text.index("THE PASSAGE")
    pane.show()
    pane.scroll_to_offset(target)
    qtbot.waitUntil(lambda: pane.top_offset() <= target <= pane.bottom_offset(), timeout=3000)
    pane.verticalScrollBar().triggerAction(pane.verticalScrollBar().SliderAction.SliderToMinimum)
    qtbot.wait(50)
    assert pane.top_offset() == 0  # the reader's scrolling is not undone


def _click_text(qtbot, pane, offset: int) -> None:
    """Click pane at the text position `offset`, as a reader does (the text cursor moves there)."""
    cursor = QTextCursor(pane.document())
    cursor.setPosition(offset)
    pane.set_top_offset(offset)
    qtbot.mouseClick(pane.viewport(), Qt.MouseButton.LeftButton, pos=pane.cursorRect(cursor).center())


@pytest.mark.parametrize(("pane_name", "kind"), [("pane_a", "template"), ("pane_a", "common"),
                                                 ("pane_a", "quote"), ("pane_b", "bibliography")])
def test_the_next_pair_is_drawn_plain_after_a_click_in_marked_text(qtbot, pane_name, kind):
    """Issue 29.1: the text box kept the character format at its cursor when the next text was loaded, so after
    a click in grey text the next document was drawn grey throughout, its passages included."""
    controller = shown_compare_view(qtbot)
    view = controller.view
    controller.show_pair(marked_result(), 0)
    pane = getattr(view, pane_name)
    start, end = next((s, e) for k, s, e in pane.mark_ranges() if k == kind)
    _click_text(qtbot, pane, (start + end) // 2)
    assert pane.textCursor().charFormat() != QTextCharFormat()  # the cursor sits in marked text
    plain = make_result()
    controller.show_pair(plain, 0)
    text = pane.toPlainText()
    assert text == plain.documents[0 if pane_name == "pane_a" else 1].text
    step = max(1, len(text) // 97)
    for offset in range(0, len(text) - 1, step):
        text_format = char_format_at(pane, offset)
        assert text_format.foreground().style() == Qt.BrushStyle.NoBrush, offset
        assert text_format.background().style() == Qt.BrushStyle.NoBrush, offset
        assert not text_format.fontItalic(), offset
        assert text_format.fontWeight() != QFont.Weight.Bold, offset
    assert pane.currentCharFormat() == QTextCharFormat()
