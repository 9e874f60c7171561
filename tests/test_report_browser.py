"""The report in a real browser (headless Chromium): hostile student text shows as text and runs nothing.

Skips where no Chromium is installed (Debian package `chromium`).
"""

import re
import shutil
import subprocess

import pytest
from test_report_factory import COMMON, make_result

from plagcheck.report import write_html_report

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed (Debian: apt-get "
                                                          "install chromium): the report is not checked in a browser")

FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Each payload, if it ever ran, would leave a mark the dumped DOM shows.
HOSTILE = (
    "<script>document.title='PWNED'</script> "
    "</textarea><img src=x onerror=\"document.documentElement.setAttribute('data-pwned','img')\"> "
    "<a href=\"javascript:document.documentElement.setAttribute('data-pwned','link')\" id=\"evil-link\">click</a> "
    "</script><script>document.documentElement.setAttribute('data-pwned','script')</script> "
    "<svg onload=\"document.documentElement.setAttribute('data-pwned','svg')\"></svg> <!-- "
)
HOSTILE_NAME = "<img src=x onerror=\"document.documentElement.setAttribute('data-pwned','name')\">.txt"


def hostile_report(tmp_path, keep_csp=True):
    texts = {HOSTILE_NAME: f"Intro. {HOSTILE} {COMMON} end.", "b.txt": f"B. {COMMON} {HOSTILE}", "c.txt": COMMON}
    path = write_html_report(make_result(texts, snippets=(COMMON, HOSTILE)), tmp_path / "report.html", threshold=0.1)
    if not keep_csp:
        page = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page), encoding="utf-8")
    return path


def dump_dom(tmp_path, url):
    completed = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=3000", "--dump-dom", url],
        capture_output=True, text=True, timeout=90,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    return completed.stdout


def drawn_texts(dom):
    """Return the inner HTML of each side-by-side text column the report's script filled."""
    return re.findall(r'<div class="text" data-side="[ab]" tabindex="0">(.*?)</div>', dom, re.S)


@pytest.mark.parametrize("keep_csp", [True, False], ids=["with-csp", "escaping-alone"])
def test_hostile_text_is_shown_as_text_and_runs_nothing(tmp_path, keep_csp):
    dom = dump_dom(tmp_path, hostile_report(tmp_path, keep_csp).as_uri() + "#pair-1")
    # The report's own script ran (it marks the page and drew the texts) ...
    assert re.search(r'<html[^>]*class="js"', dom)
    assert 'data-ready-ms="' in dom
    # ... and nothing the students wrote did.
    assert "data-pwned=" not in dom.replace("data-pwned','", "")
    assert re.search(r"<title>Similarity report(: [^<>]*)?, [0-9-]+</title>", dom)
    assert not re.search(r"<(?:img|textarea|a|svg|script)\b[^>]*(?:onerror|onload|javascript:|evil-link)", dom)
    assert "<img" not in dom and "<textarea" not in dom
    texts = drawn_texts(dom)
    assert len([t for t in texts if t]) >= 2
    visible = " ".join(texts)
    assert "&lt;script&gt;document.title='PWNED'&lt;/script&gt;" in visible
    assert "&lt;a href=\"javascript:document.documentElement" in visible
    assert "&lt;/textarea&gt;&lt;img src=x onerror=" in visible
    # Hostile file names appear as text in the tables and headings.
    assert "&lt;img src=x onerror=" in dom.split('<section class="pairs-detail">')[0]


def test_printing_draws_every_pair_and_colours_are_kept(tmp_path):
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    texts = {"a.txt": COMMON + " Alpha text.", "b.txt": "Bravo text. " + COMMON,
             "c.txt": "Charlie's quite distinct closing words. " + COMMON}
    path = write_html_report(make_result(texts, snippets=(COMMON,)), tmp_path / "report.html", threshold=0.1)
    pdf = tmp_path / "report.pdf"
    completed = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--no-pdf-header-footer",
         f"--print-to-pdf={pdf}", path.as_uri()],
        capture_output=True, text=True, timeout=90,
    )
    assert completed.returncode == 0 and pdf.exists(), completed.stderr[-2000:]
    text = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    # Both pairs' texts are printed in full, each pair starting a page ("\f" separates pages).
    pages = text.split("\f")
    first_pages = [i for i, page in enumerate(pages) if re.search(r"Pair [12]: ", page)]
    assert len(first_pages) == 2 and first_pages[0] != first_pages[1]
    assert "Charlie's quite distinct closing words." in pages[first_pages[1]]
    assert "Bravo text." in pages[first_pages[0]]


# Drives the report's own controls the way a reader would, then writes what it saw into the page.
PROBE = """<script>
window.addEventListener("load", function () {
  var section = document.getElementById("pair-1");
  var boxes = section.querySelectorAll(".text");
  var where = section.querySelector(".where");
  var seen = [];
  section.querySelector('button[data-step="1"]').click();
  seen.push(where.textContent);
  var before = boxes[1].scrollTop;
  boxes[0].querySelector('mark[data-p="1"]').click();
  seen.push(where.textContent);
  seen.push(boxes[1].scrollTop > before + 500 ? "twin scrolled into view" : "twin not scrolled");
  seen.push(section.querySelectorAll('mark.active[data-p="1"]').length + " active");
  document.dispatchEvent(new KeyboardEvent("keydown", {key: "n"}));
  seen.push(where.textContent);
  document.body.setAttribute("data-probe", seen.join("|"));
});
</script>"""


def test_passages_jump_to_their_twin_and_step_with_buttons_and_keys(tmp_path):
    filler = " ".join(f"Filler sentence number {i} says nothing in particular." for i in range(400))
    second = "A second shared passage that sits far down in document B, out of sight at first."
    # Emoji are two UTF-16 units in JavaScript but one character in Python: the highlights must not drift.
    texts = {"a.txt": f"😀 Emoji 🎉 first. {COMMON} Then {second}", "b.txt": f"{COMMON} {filler} 🎉 {second}",
             "c.txt": "Unrelated."}
    path = write_html_report(make_result(texts, snippets=(COMMON, second)), tmp_path / "report.html", threshold=0.1)
    page = path.read_text(encoding="utf-8")
    # The probe is an extra inline script, which the report's policy rightly refuses: drop the policy here.
    page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page).replace("</body>", PROBE + "</body>")
    path.write_text(page, encoding="utf-8")
    dom = dump_dom(tmp_path, path.as_uri() + "#pair-1")
    probe = re.search(r'data-probe="([^"]*)"', dom).group(1).split("|")
    assert probe == ["Passage 1 of 2 · copied, 100% alike", "Passage 2 of 2 · copied, 100% alike",
                     "twin scrolled into view", "2 active", "Passage 1 of 2 · copied, 100% alike"]
    marked = re.findall(r'<mark class="pp[^"]*"[^>]*data-p="(\d)"[^>]*>([^<]*)</mark>', dom)
    assert sorted(set(marked)) == [("0", COMMON), ("1", second)]


def test_the_toolbar_says_what_a_passage_of_shape_stands_on_and_its_text_runs_nothing(tmp_path):
    import html

    from reworded_factory import SHAPE_A, SHAPE_B, make_shape_result

    path = write_html_report(make_shape_result(), tmp_path / "report.html")
    page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", path.read_text(encoding="utf-8"))
    path.write_text(page.replace("</body>", PROBE + "</body>"), encoding="utf-8")
    dom = dump_dom(tmp_path, path.as_uri() + "#pair-1")
    probe = re.search(r'data-probe="([^"]*)"', dom).group(1).split("|")
    assert probe[0] == "Passage 1 of 2 · reworded, 64% alike"
    assert probe[1] == "Passage 2 of 2 · reworded, same sentence shapes, 14% alike in words"
    drawn = "".join(drawn_texts(dom))  # the passage of shape's markup is drawn as text, not as tags
    shown = html.unescape(re.sub(r"<[^>]*>", "", drawn))
    assert SHAPE_A in shown and SHAPE_B in shown
    assert "<script" not in drawn and "<b>" not in drawn


def test_hostile_collection_note_and_graph_names_run_nothing_and_new_styles_are_drawn(tmp_path):
    from test_report_factory import TEMPLATE, make_class_with_extras

    from plagcheck.triage.review import ReviewBook, ReviewState, set_review

    pwn = "document.documentElement.setAttribute('data-pwned','{}')"
    collection = f"<img src=x onerror=\"{pwn.format('collection')}\">"
    names = (HOSTILE_NAME, f"<svg onload=\"{pwn.format('graph')}\"></svg>.txt", "fay.txt", "old.txt")
    note = f"</td><script>{pwn.format('note')}</script><img src=x onerror=\"{pwn.format('note-img')}\">"
    book = set_review(ReviewBook(), 0, 1, ReviewState.CONFIRMED, note)
    result = make_class_with_extras(collection=collection, names=names)
    path = write_html_report(result, tmp_path / "report.html", reviews=book)
    dom = dump_dom(tmp_path, path.as_uri() + "#pair-1")
    assert re.search(r'<html[^>]*class="js"', dom)
    assert "data-pwned=" not in dom.replace("data-pwned','", "")
    assert not re.search(r"<(?:img|svg|script)\b[^>]*(?:onerror|onload)", dom)
    assert "&lt;/td&gt;&lt;script&gt;document.documentElement" in dom  # the note, shown as text
    assert "reference: &lt;img src=x onerror=" in dom
    assert 'id="groups"' in dom and '<svg class="cluster-graph"' in dom
    # The script drew the template greyed and the quotation's label in pair 1's texts.
    first = drawn_texts(dom)[0]
    assert f'<span class="ig ig-template" title="Template text: did not count">{TEMPLATE}</span>' in first
    assert '<span class="cite-tag tag-quote" aria-hidden="true"></span>' in first
