"""The HTML report as text: contents, escaping, the Content-Security-Policy, options, embedded data."""

import base64
import hashlib
import json
import re
from dataclasses import replace
from datetime import datetime, timezone
from html import unescape

import pytest
from test_report_factory import COMMON, SECOND, make_result

from plagcheck import __version__
from plagcheck.report import write_html_report
from plagcheck.report.histogram import histogram_svg, score_histogram
from plagcheck.report.html import excerpt, render_html_report
from plagcheck.shared.models import DocumentPart

WHEN = datetime(2026, 3, 4, 10, 30, tzinfo=timezone.utc)
HOSTILE = (
    '<script>document.title="PWNED"</script> </textarea><img src=x onerror="alert(1)"> '
    '<a href="javascript:alert(2)">link</a> </script><script>alert(3)</script> <!-- ]]>'
)


def script_data(page: str) -> dict:
    match = re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
    return json.loads(match.group(1))


def test_writes_one_file_and_returns_its_path(tmp_path):
    path = write_html_report(make_result(), tmp_path / "out" / "report.html", now=WHEN)
    assert path == tmp_path / "out" / "report.html"
    assert [p.name for p in path.parent.iterdir()] == ["report.html"]
    assert path.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_header_has_version_date_settings_inputs_and_problems():
    result = make_result()
    page = render_html_report(result, now=WHEN)
    assert f"plagcheck {__version__}" in page
    assert "4 Mar 2026 at 10:30 UTC" in page
    for label in ("Shingle length", "MinHash permutations", "Lowest score kept", "LSH bands × rows"):
        assert label in page
    for doc in result.documents:
        assert doc.name in page
        assert doc.sha256 in page
    assert "could not be read: damaged PDF" in page


def test_pair_list_holds_pairs_at_or_above_the_threshold_with_all_scores():
    page = render_html_report(make_result(), now=WHEN)
    assert page.count('<a href="#pair-') == 1  # only alice-bob reaches the scan's 15%
    assert 'id="pair-1"' in page and 'id="pair-2"' not in page
    for figure in ("72%", "58%", "43%"):  # written as the window writes them (plagcheck.shared.vocabulary)
        assert figure in page
    lower = render_html_report(make_result(), threshold=0.1, now=WHEN)
    assert 'id="pair-2"' in lower and "12%" in lower


def test_each_text_is_embedded_once_with_segments_for_both_sides():
    result = make_result()
    data = script_data(render_html_report(result, threshold=0.1, now=WHEN))
    assert set(data["texts"]) == {"0", "1", "2"}  # alice is in both pairs but embedded once
    first = data["pairs"][0]
    assert (first["a"], first["b"], first["n"]) == ("0", "1", 2)
    text_a, text_b = data["texts"]["0"], data["texts"]["1"]
    # Each side is a flat list of pieces: start, end, passage number, style bits (none here).
    spans_a = {first["sa"][i + 2]: text_a[first["sa"][i] : first["sa"][i + 1]] for i in range(0, len(first["sa"]), 4)}
    spans_b = {first["sb"][i + 2]: text_b[first["sb"][i] : first["sb"][i + 1]] for i in range(0, len(first["sb"]), 4)}
    assert spans_a == spans_b == {0: COMMON, 1: SECOND}
    assert first["sa"][3::4] == first["sb"][3::4] == [0, 0]


def test_student_text_and_names_are_escaped_everywhere():
    texts = {HOSTILE + ".txt": "A. " + HOSTILE + " " + COMMON, "b.txt": COMMON + " " + HOSTILE, "c.txt": COMMON}
    page = render_html_report(make_result(texts, snippets=(COMMON, HOSTILE)), threshold=0.1, now=WHEN)
    # The only script elements are the report's own two; the hostile markup survives only as text.
    assert len(re.findall(r"<script", page)) == 2
    assert "<img" not in page and "<a href=\"javascript" not in page and "<textarea" not in page.lower()
    assert "&lt;script&gt;document.title=&#34;PWNED&#34;&lt;/script&gt;" in page
    data = script_data(page)
    assert HOSTILE in data["texts"]["0"]
    assert data["pairs"][0]["n"] == 2


def test_csp_allows_only_the_report_own_style_and_script_and_no_network():
    page = render_html_report(make_result(), now=WHEN)
    csp = unescape(re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1))
    assert "default-src 'none'" in csp and "base-uri 'none'" in csp and "form-action 'none'" in csp
    style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
    script = re.findall(r"<script>(.*?)</script>", page, re.S)[-1]
    for kind, body in (("style-src", style), ("script-src", script)):
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        assert f"{kind} 'sha256-{digest}'" in csp
    # Nothing is fetched: every link is an anchor inside the page.
    assert not re.search(r'\s(?:src|href|action)="(?!#)', page)
    assert not re.search(r"url\((?!#)", page)


def test_anonymised_report_names_no_student_and_says_what_it_does_not_cover():
    page = render_html_report(make_result(), threshold=0.1, anonymise=True, now=WHEN)
    for name in ("alice.txt", "bob.txt", "carol.txt", "broken.pdf", "/home/teacher"):
        assert name not in page
    assert "Student 1.txt" in page and "Student 3.txt" in page and "Student 4.pdf" in page
    # A name inside a text that is also a file's name is masked; the report says what may remain.
    assert "Intro by █████" in page and "Alice" not in page
    assert "A name written anywhere else may remain" in page


def test_selected_pairs_only():
    page = render_html_report(make_result(), selected=[(2, 0)], now=WHEN)
    assert 'id="pair-1"' in page and 'id="pair-2"' not in page
    assert "carol.txt" in re.search(r'<section class="pair" id="pair-1".*?</h3>', page, re.S).group(0)
    assert "chosen by the person who exported it" in page


def test_threshold_below_the_verified_range_is_flagged():
    page = render_html_report(make_result(), threshold=0.005, now=WHEN)
    assert "below the lowest score this scan kept (1%)" in page
    assert "below the lowest score" not in render_html_report(make_result(), threshold=0.05, now=WHEN)


def test_no_pairs_still_makes_a_complete_report():
    page = render_html_report(make_result(), threshold=0.9, now=WHEN)
    assert "No pair scores at or above 90%" in page
    data = script_data(page)
    assert data["texts"] == {} and data["pairs"] == []


def test_passage_table_quotes_the_start_of_each_passage():
    page = render_html_report(make_result(), now=WHEN)
    assert COMMON in page and SECOND in page
    assert excerpt("word " * 100, limit=20) == "word word word word …"
    assert excerpt("  short\n\ttext ") == "short text"


def test_histogram_counts_every_verified_pair():
    histogram = score_histogram([0.12, 0.72, 0.35, 1.0, 0.0], threshold=0.15)
    assert histogram.total == 5
    assert histogram.counts[2] == 1 and histogram.counts[14] == 1 and histogram.counts[7] == 1
    assert histogram.counts[19] == 1 and histogram.counts[0] == 1
    svg = str(histogram_svg(histogram))
    assert svg.startswith("<svg") and svg.count("<rect") == 5 + 1  # five bars and the hatch tile
    assert "threshold 15%" in svg


def test_invalid_threshold_is_refused():
    with pytest.raises(ValueError):
        render_html_report(make_result(), threshold=-0.1)


def test_each_file_of_a_grouped_submission_is_listed_with_its_hash():
    result = make_result()
    parts = (DocumentPart("jane/essay.docx", 0, 10, "1" * 64), DocumentPart("jane/notes.pdf", 10, 30, "2" * 64))
    grouped = replace(result.documents[2], name="jane", parts=parts)
    page = render_html_report(replace(result, documents=(*result.documents[:2], grouped, result.documents[3])))
    assert "└ jane/essay.docx" in page and "1" * 64 in page
    assert "└ jane/notes.pdf" in page and "2" * 64 in page


def test_a_guessed_encoding_is_a_note_not_a_problem():
    result = make_result()
    guessed = replace(result.documents[1], message="encoding guessed as Windows-1252")
    result = replace(result, documents=(result.documents[0], guessed, *result.documents[2:]))
    page = render_html_report(result, now=WHEN)
    problems = page[page.index('<section id="problems">'):page.index('<section id="settings"')]
    assert problems.count("<tr><td class=\"num\">") == 1  # broken.pdf only
    assert "Notes on how files were read" in problems
    assert "bob.txt</span>: encoding guessed as Windows-1252" in problems
    assert '<div class="figure">1</div><div class="label">files with problems</div>' in page


def test_names_break_between_words_and_after_folders_not_inside_an_extension():
    from plagcheck.report.html import breakable

    assert str(breakable("class/orig_taska.txt")) == "class/<wbr>orig_<wbr>taska.txt"
    assert str(breakable("<b>x</b>/a.txt")) == "&lt;b&gt;x&lt;/<wbr>b&gt;/<wbr>a.txt"
    page = render_html_report(make_result(), now=WHEN)
    assert "overflow-wrap: break-word" in page and "overflow-wrap: anywhere; }" not in page.split("td.name")[1][:40]


def test_each_paragraph_of_student_text_reads_in_its_own_direction():
    # A Persian or Hebrew paragraph was laid out from the left in the side-by-side columns (looked at in
    # headless Chromium on a Persian class): each paragraph now takes its direction, and its alignment, from
    # its own first letter.
    page = render_html_report(make_result(), now=WHEN)
    rule = re.search(r"\.text, \.passages td\.excerpt \{([^}]*)\}", page)
    assert rule and "unicode-bidi: plaintext" in rule.group(1) and "text-align: start" in rule.group(1)
