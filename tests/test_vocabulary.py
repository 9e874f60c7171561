"""One vocabulary and one set of figures: the window's table, the report and the CSV label every figure alike."""

from __future__ import annotations

import csv
import io
import re
from html import unescape

import pytest
from test_report_factory import make_result

from plagcheck.report.exports import pairs_csv_text
from plagcheck.report.html import render_html_report
from plagcheck.shared.vocabulary import FIGURES, csv_header, figure_label, format_figure, pair_figures, percent


def report_labels(page: str) -> list[str]:
    head = page[page.index('<table class="pair-list">'):page.index("</thead>")]
    return [unescape(label) for label in re.findall(r"<th[^>]*>([^<]*)</th>", head)]


def window_labels(unit: str) -> list[str]:
    pytest.importorskip("PySide6")
    from dataclasses import replace

    from PySide6.QtCore import Qt

    from plagcheck.ui.pair_table import PairTableModel

    model = PairTableModel()
    result = make_result()
    model.set_result(replace(result, settings=replace(result.settings, unit=unit)), 0.1)
    return [" ".join(model.headerData(c, Qt.Orientation.Horizontal).split()) for c in range(model.columnCount())]


@pytest.mark.parametrize("unit", ["word", "char"])
def test_window_report_and_csv_use_the_same_label_for_each_figure(unit):
    from dataclasses import replace

    result = make_result()
    result = replace(result, settings=replace(result.settings, unit=unit))
    report = report_labels(render_html_report(result, threshold=0.1))
    csv_header_row = next(csv.reader(io.StringIO(pairs_csv_text(result, threshold=0.1))))
    window = window_labels(unit)
    for figure in FIGURES:
        label = figure_label(figure.key, unit)
        assert label in report, (label, report)
        assert csv_header(figure.key, unit) in csv_header_row
        assert csv_header(figure.key, unit).startswith(label)
    shown_in_window = [f.key for f in FIGURES if figure_label(f.key, unit) in window]
    assert {"share_a", "share_b", "similar_overall", "shared_words", "longest_run"} <= set(shown_in_window)
    for words in ("Jaccard", "shingle", "containment"):  # the method's words stay out of the labels
        assert not any(words.lower() in label.lower() for label in report + window + csv_header_row)


def test_the_window_and_the_report_write_the_same_figures():
    from PySide6.QtCore import Qt

    from plagcheck.ui.pair_table import COL_A_IN_B, COL_SHARED, COL_SIMILAR, PairTableModel

    result = make_result()
    page = render_html_report(result, threshold=0.1)
    model = PairTableModel()
    model.set_result(result, 0.1)
    for row, pair in enumerate(result.pairs):
        figures = pair_figures(pair)
        for column, key in ((COL_A_IN_B, "share_a"), (COL_SIMILAR, "similar_overall"), (COL_SHARED, "shared_words")):
            shown = model.index(row, column).data(Qt.ItemDataRole.DisplayRole)
            assert shown == format_figure(key, figures[key])
            assert f'<td class="num">{shown}</td>' in page


def test_percent_is_whole_above_ten_and_one_decimal_below():
    assert [percent(v) for v in (0.72, 0.576, 0.045, 0.008, 0.1, 0.0995, 1.0, 0.02)] == [
        "72%", "58%", "4.5%", "0.8%", "10%", "10%", "100%", "2%"]


def test_dates_are_local_and_human():
    from datetime import datetime, timedelta, timezone

    from plagcheck.shared.vocabulary import human_date

    moment = datetime(2026, 11, 23, 18, 38, 7, tzinfo=timezone.utc)
    local = moment.astimezone()
    assert human_date(moment.isoformat(), now=moment) == f"today at {local:%H:%M}"
    assert human_date(moment.isoformat(), now=moment + timedelta(days=1)) == f"yesterday at {local:%H:%M}"
    later = human_date(moment.isoformat(), now=moment + timedelta(days=30))
    assert later == f"{local.day} {local:%b %Y} at {local:%H:%M}" and "T" not in later and "+00:00" not in later
    assert human_date("not a date") == "not a date"


def test_copied_only_figures_count_the_runs_a_reworded_passage_took_in():
    # The compare view and the report show those runs as copied passages in copied-only mode; the header,
    # the pair list's columns and the CSV counted them out ("0 passages" beside a drawn 40-word passage).
    from plagcheck.shared.models import Passage, PairResult

    run = Passage(10, 60, 110, 160, shared=30, length_a=40, length_b=40)
    reworded = Passage(0, 200, 100, 300, shared=30, length_a=150, length_b=150, kind="reworded", similarity=0.6)
    copied = Passage(400, 450, 500, 550, shared=20, length_a=25, length_b=25)
    pair = PairResult(0, 1, jaccard=0.1, containment_a=0.2, containment_b=0.2, shared_shingles=50,
                      longest_run=40, passages=(reworded, copied), reworded_a=0.5, reworded_b=0.5,
                      absorbed=(run,))
    both, only = pair_figures(pair), pair_figures(pair, copied_only=True)
    assert (both["passages"], both["shared_words"]) == (2, 175)
    assert (only["passages"], only["shared_words"]) == (2, 65)
    assert only == pair_figures(pair.copied_part(), copied_only=True)


def test_a_passage_of_shape_says_what_it_stands_on_in_plain_words():
    from dataclasses import replace

    from plagcheck.report.guide import guide_html
    from plagcheck.shared.models import Passage
    from plagcheck.shared.vocabulary import basis_text, passage_text

    words = Passage(0, 10, 0, 10, 5, 40, 40, "reworded", 0.642, "words", 2)
    shape = Passage(0, 10, 0, 10, 0, 98, 98, "reworded", 0.142, "shape", 6)
    assert passage_text(words) == "reworded, 64% alike"
    assert passage_text(Passage(0, 10, 0, 10, 5, 40, 40)) == "copied, 100% alike"
    assert passage_text(shape) == "reworded, same sentence shapes, 14% alike in words"
    assert basis_text(shape) == ("same sentence shapes: 6 sentences in a row keep their order, length and small "
                                 "words, with most other words changed")
    assert basis_text(words) == "" and basis_text(Passage(0, 10, 0, 10, 5, 40, 40)) == ""
    # Without its count (a result written by hand) the words still hold.
    assert basis_text(replace(shape, in_place_sentences=0)).startswith("same sentence shapes: sentences in a row")
    for jargon in ("cosine", "skeleton", "gram", "seed", "diagonal"):
        assert jargon not in passage_text(shape) + basis_text(shape)
    assert "same sentence shapes" in guide_html()  # the guide says what the mark means
