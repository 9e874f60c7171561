"""Reworded passages and the long-passage rule in the report, JSON and CSV (hand-built result, no engine)."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import replace

from reworded_factory import REWORDED_A, REWORDED_B, make_reworded_result

from plagcheck.report.exports import pairs_csv_text, pairs_json_data
from plagcheck.report.highlight import REWORDED, SHARED_WORD
from plagcheck.report.html import render_html_report


def script_data(page: str) -> dict:
    return json.loads(re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)[1])


def pieces(flat: list[int]) -> list[tuple[int, int, int, int]]:
    return [tuple(flat[i:i + 4]) for i in range(0, len(flat), 4)]


def test_reworded_passages_are_styled_apart_with_their_shared_words_marked():
    result = make_reworded_result()
    page = render_html_report(result)
    data = script_data(page)
    first = data["pairs"][0]  # alice-bob: passage 0 copied, passage 1 reworded
    text_a = data["texts"][first["a"]]
    side_a = pieces(first["sa"])
    reworded = [p for p in side_a if p[3] & REWORDED]
    assert reworded and {p[2] for p in reworded} == {1}
    assert all(not p[3] & REWORDED for p in side_a if p[2] == 0)  # the copied passage keeps the usual style
    bold = {text_a[s:e] for s, e, _, bits in side_a if bits & SHARED_WORD}
    assert {"harvest", "autumn", "barley", "wheat"} <= bold
    start = text_a.index(REWORDED_A)
    assert all(start <= s and e <= start + len(REWORDED_A) for s, e, _, bits in side_a if bits & SHARED_WORD)
    text_b = data["texts"][first["b"]]
    assert "farmers" in {text_b[s:e] for s, e, _, bits in pieces(first["sb"]) if bits & SHARED_WORD}
    assert REWORDED_B[:20] in text_b
    # The legend and the passage list say what each kind is, with its similarity.
    assert "the same content in other words or order" in page and "the same words in the same order" in page
    assert '<td class="kind-reworded">reworded</td><td class="num">64%</td>' in page
    assert '<td class="kind-copied">copied</td><td class="num">100%</td>' in page


def test_the_report_says_which_rule_listed_each_pair():
    page = render_html_report(make_reworded_result())
    assert page.count('<section class="pair" id="pair-') == 3
    assert '<td class="reason by-passage">a long shared passage (66 words)</td>' in page
    assert page.count('<td class="reason">score at or above the threshold</td>') == 2
    assert "or when the two documents share a passage of at least 40" in page


def test_copied_only_reports_leave_reworded_text_out():
    result = make_reworded_result()
    shown = replace(result, settings=replace(result.settings, copied_only=True))
    page = render_html_report(shown)
    assert page.count('<section class="pair" id="pair-') == 2  # bob-carol shared reworded text only
    assert "This report counts copied text only" in page
    assert '<td class="kind-reworded">' not in page
    assert not any(bits & REWORDED for entry in script_data(page)["pairs"] for bits in entry["sa"][3::4])
    rows = list(csv.DictReader(io.StringIO(pairs_csv_text(shown))))
    assert [r["Score (%)"] for r in rows] == ["40.00", "1.50"]
    assert [r["Reworded passages"] for r in rows] == ["0", "0"]


def test_json_and_csv_carry_kind_similarity_and_reason():
    result = make_reworded_result()
    data = pairs_json_data(result)
    passages = data["pairs"][0]["passages"]
    assert [(p["kind"], p["similarity"]) for p in passages] == [("copied", 1.0), ("reworded", 0.64)]
    rows = list(csv.DictReader(io.StringIO(pairs_csv_text(result))))
    assert [r["Reworded passages"] for r in rows] == ["1", "1", "0"]
    assert rows[2]["Listed for"] == "a long shared passage (66 words)"
    assert rows[0]["A found in B (%)"] == "50.00"  # copied 35% + reworded 15%


def test_a_passage_of_shape_says_what_it_stands_on_and_its_text_stays_escaped():
    from reworded_factory import SHAPE_A, make_shape_result

    page = render_html_report(make_shape_result())
    evidence = ("same sentence shapes: 6 sentences in a row keep their order, length and small words, with most "
                "other words changed")
    # The passage list: the passage of shape, then a line saying what it stands on; the ordinary one has none.
    assert page.count('<tr class="evidence">') == 1
    assert f'<tr class="evidence"><td></td><td colspan="5">{evidence}</td></tr>' in page
    shape_row = page[page.index('<tr class="with-evidence">'):page.index('<tr class="evidence">')]
    assert '<td class="kind-reworded">reworded</td><td class="num">14%</td>' in shape_row
    assert "&lt;b&gt;harbour&lt;/b&gt;" in shape_row and "<b>harbour" not in page  # the excerpt is escaped
    # Both legends say what the mark means.
    assert page.count("<em>same sentence shapes</em>") == 2
    # The toolbar's line for each passage, as the window's; the texts go in the script data, never as markup.
    data = script_data(page)
    assert data["pairs"][0]["labels"] == ["reworded, 64% alike", "reworded, same sentence shapes, 14% alike in words"]
    assert SHAPE_A in data["texts"]["0"]
    assert "<script>alert" not in page and "alice<b>.txt" not in page


def test_a_report_without_passages_of_shape_does_not_mention_them():
    page = render_html_report(make_reworded_result())
    # Only the method's paragraph names the mark (in "How it works"): no legend, no line under a passage.
    assert page.count("same sentence shapes") == 1 and '<tr class="evidence">' not in page
    method = page[page.index("How it works"):]
    assert method.index("same sentence shapes") < method.index("</section>")
