"""The report's newer parts: greyed and cited text, reference documents, templates, reviews and groups."""

import json
import re
from datetime import datetime, timezone

from test_report_factory import COMMON, QUOTE, SOURCE, TEMPLATE, make_class_with_extras, make_result

from plagcheck.report.highlight import BIBLIOGRAPHY, LABEL, QUOTE as QUOTE_BIT, TEMPLATE as TEMPLATE_BIT
from plagcheck.report.html import render_html_report
from plagcheck.triage.review import ReviewBook, ReviewState, set_review

WHEN = datetime(2026, 3, 4, 10, 30, tzinfo=timezone.utc)
HOSTILE_NOTE = '<script>alert("note")</script><img src=x onerror=alert(2)> & spoke to dan.txt'


def script_data(page: str) -> dict:
    return json.loads(re.search(r'id="report-data">(.*?)</script>', page, re.S).group(1))


def pieces(flat: list[int], text: str) -> list[tuple[str, int, int]]:
    """Return a side's pieces as (text, passage number, style bits)."""
    return [(text[flat[i] : flat[i + 1]], flat[i + 2], flat[i + 3]) for i in range(0, len(flat), 4)]


def body(page: str) -> str:
    """Return the page between <body> and the embedded data (what the reader sees without the script)."""
    return page.split("<body>", 1)[1].split('<script type="application/json"', 1)[0]


def reviews() -> ReviewBook:
    book = set_review(ReviewBook(), 0, 1, ReviewState.CONFIRMED, HOSTILE_NOTE, "2026-03-04T10:00:00+00:00")
    return set_review(book, 0, 2, ReviewState.NOT_PLAGIARISM, "", "2026-03-04T10:00:00+00:00")


def test_template_text_is_greyed_and_quotations_and_reference_lists_are_marked():
    result = make_class_with_extras()
    data = script_data(render_html_report(result, now=WHEN))
    first = data["pairs"][0]  # dan and eve
    drawn = pieces(first["sa"], data["texts"][first["a"]])
    assert (TEMPLATE, -1, TEMPLATE_BIT) in drawn
    assert (COMMON, 0, 0) in drawn
    quote_mark = QUOTE[: QUOTE.index(',"') + 2]
    assert (quote_mark, 1, QUOTE_BIT | LABEL) in drawn  # a copied quotation keeps its passage highlight
    assert any(text.startswith("References") and bits == BIBLIOGRAPHY | LABEL for text, _, bits in drawn)


def test_legend_and_settings_say_what_counted():
    page = render_html_report(make_class_with_extras(), now=WHEN)
    assert "template text" in page and "common text" in page
    assert "quotations with a citation did not count, quotations without one did; reference lists did not" in page
    for label, value in (
        ("Template files (their text never counts)", "assignment.txt"),
        ("Reference library collections compared", "Essays 2024"),
        ("Quotations left out of the scores", "no (always shown in their own style)"),
        ("Reference lists and in-text citations left out of the scores", "yes (always shown in their own style)"),
        ("Shortest exact run that counts (words)", "8"),
        ("Ignored as common text when shared by more than", "30.0% (and 10 or more documents)"),
        ("Template phrases ignored", "11"),
    ):
        assert f"<tr><th>{label}</th><td>{value}</td></tr>" in page
    assert "/home/teacher" not in body(page)  # the template's folder is not shown, only its name


def test_template_files_are_listed_with_their_hash_and_problems():
    result = make_class_with_extras()
    page = render_html_report(result, now=WHEN)
    inputs = page.split('id="inputs"', 1)[1].split("pairs-detail", 1)[0]
    assert "Template files" in inputs and result.templates[0].sha256 in inputs


def test_reference_documents_are_tagged_in_the_pair_list_inputs_and_pair_sections():
    hostile = '<img src=x onerror=alert(1)> "2024"'
    page = render_html_report(make_class_with_extras(collection=hostile), now=WHEN)
    tag = '<span class="ref-tag">reference: &lt;img src=x onerror=alert(1)&gt; &#34;2024&#34;</span>'
    pair_list = page.split('id="pairs"', 1)[1].split("</table>", 1)[0]
    inputs = page.split('id="inputs"', 1)[1].split("</table>", 1)[0]
    assert tag in pair_list and tag in inputs and tag in page.split('class="pairs-detail"', 1)[1]
    assert "<img" not in page
    assert re.search(r'<div class="figure">1</div><div class="label">source texts compared with them', page)


def test_reviews_show_state_and_escaped_note_in_the_list_and_the_pair_section():
    page = render_html_report(make_class_with_extras(), now=WHEN, reviews=reviews())
    pair_list = page.split('id="pairs"', 1)[1].split("</table>", 1)[0]
    assert "<th>Review</th>" in pair_list
    assert '<span class="review state-confirmed">Confirmed</span>' in pair_list
    assert '<span class="review state-not_plagiarism">Not plagiarism</span>' in pair_list
    assert '<span class="review state-unreviewed">Not reviewed</span>' in pair_list
    escaped = (
        "&lt;script&gt;alert(&#34;note&#34;)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; spoke to dan.txt"
    )
    assert escaped in pair_list
    section = page.split('id="pair-1"', 1)[1].split('id="pair-2"', 1)[0]
    assert "Confirmed" in section and escaped in section
    assert len(re.findall(r"<script", page)) == 2 and "<img" not in page


def test_without_reviews_there_is_no_review_column_or_note():
    page = render_html_report(make_class_with_extras(), now=WHEN)
    assert "<th>Review</th>" not in page and 'class="review ' not in page and "Teacher’s note" not in page
    assert "<tr><th>Review states</th><td>not included</td></tr>" in page


def test_groups_are_drawn_as_inline_svg_with_the_review_colours_and_the_common_source():
    page = render_html_report(make_class_with_extras(), now=WHEN, reviews=reviews())
    groups = page.split('id="groups"', 1)[1].split("</section>", 1)[0]
    assert groups.count('<figure class="group"') == 1  # dan, eve, fay; the reference joins no group
    graph = groups.split('<svg class="cluster-graph"', 1)[1].split("</svg>")[0]
    assert graph.count('<g class="student"') == 3 and "old.txt" not in graph
    assert 'stroke="#b00020"' in groups  # the confirmed pair's colour ...
    assert '<a href="#pair-1">1</a> (Confirmed)' in groups  # ... and its state in words, for grey-scale print
    assert "Common source: dan.txt and eve.txt both match Essays 2024/old.txt" in groups
    assert "Common source: dan.txt and eve.txt" in page.split('id="pair-1"', 1)[1].split('id="pair-2"', 1)[0]
    assert not re.search(r"<svg[^>]*\son\w+=|<script|<foreignObject", groups)


def test_no_groups_section_when_no_three_students_are_joined():
    assert 'id="groups"' not in render_html_report(make_result(), now=WHEN)


def test_hostile_names_are_escaped_inside_the_group_graph():
    names = ("<b>dan</b>.txt", 'eve"><script>alert(1)</script>.txt', "fay.txt", "old.txt")
    page = render_html_report(make_class_with_extras(names=names), now=WHEN)
    svg = page.split('<svg class="cluster-graph"', 1)[1].split("</svg>", 1)[0]
    assert "&lt;b&gt;dan&lt;/b&gt;.txt" in svg and "<b>" not in svg and "<script" not in svg


def test_anonymising_covers_references_graphs_and_notes():
    page = render_html_report(make_class_with_extras(), now=WHEN, reviews=reviews(), anonymise=True)
    seen = body(page)
    for name in ("dan.txt", "eve.txt", "fay.txt", "old.txt"):
        assert name not in seen, name
    assert "Reference 4.txt" in seen and "reference: Essays 2024" in seen
    assert "spoke to Student 1" in seen
    assert "Student 2.txt" in seen.split('<svg class="cluster-graph"', 1)[1].split("</svg>", 1)[0]
    assert SOURCE in json.dumps(script_data(page), ensure_ascii=False)  # texts themselves are kept
