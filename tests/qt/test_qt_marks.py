"""The compare view's styles for text that did not count (grey) and citations (italic on a tint), its legend,
and reference documents labelled with their collection."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QTextCursor

from plagcheck.ui.compare_model import Mark, PairComparison
from plagcheck.ui.controllers.compare_controller import CompareController
from plagcheck.ui.pair_table import COL_B, PairTableModel
from plagcheck.ui.views.colours import CITATION_TINT, IGNORED_TEXT_COLOUR, PASSAGE_COLOURS
from plagcheck.ui.views.compare_view import CompareView
from test_qt_compare import FILLER, make_result


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
    assert char_format_at(pane_b, len(text_b) - 100).fontItalic()
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
