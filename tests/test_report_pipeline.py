"""A report of a real scan: PAN 2013 documents with known copied passages (skips without ../shared)."""

import json
import re
import shutil

from plagcheck.pipeline import run_scan
from plagcheck.report import write_html_report, write_pairs_csv
from plagcheck.shared.models import ScanSettings

# Two suspicious documents and the sources PAN copied passages from.
FILES = ("susp/suspicious-document00005.txt", "src/source-document01090.txt",
         "susp/suspicious-document00013.txt", "src/source-document00010.txt")


def test_a_real_scan_reports_its_pairs_with_highlights_inside_the_texts(pan_corpus, tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    for name in FILES:
        shutil.copy(pan_corpus / name, folder)
    result = run_scan([folder], ScanSettings(workers=1))
    pairs = result.pairs_above(result.settings.threshold)
    assert len(pairs) >= 2

    page = write_html_report(result, tmp_path / "report.html").read_text(encoding="utf-8")
    data = json.loads(re.search(r'id="report-data">(.*?)</script>', page, re.S).group(1))
    assert len(data["pairs"]) == len(pairs)
    for pair, entry in zip(pairs, data["pairs"]):
        assert entry["n"] == len(pair.passages) > 0
        for side, doc_id in (("sa", entry["a"]), ("sb", entry["b"])):
            flat, text = entry[side], data["texts"][doc_id]
            starts, ends, numbers = flat[0::4], flat[1::4], flat[2::4]
            assert all(0 <= s < e <= len(text) for s, e in zip(starts, ends))
            assert all(e <= s for e, s in zip(ends, starts[1:]))  # in order, never overlapping
            assert set(numbers) - {-1} == set(range(len(pair.passages)))  # every passage is drawn
    rows = write_pairs_csv(result, tmp_path / "pairs.csv").read_text(encoding="utf-8-sig").splitlines()
    assert len(rows) == len(pairs) + 1


def test_a_real_scan_greys_template_text_and_marks_a_quotation(tmp_path):
    from plagcheck.report.highlight import LABEL, QUOTE, TEMPLATE
    from synthetic import write_class

    folder = tmp_path / "class"
    write_class(folder, students=6, copies=(("verbatim", 120),), essay_words=300, seed=2)
    assignment = "Write three hundred words on the causes of the industrial revolution and cite your sources."
    (tmp_path / "assignment.txt").write_text(assignment, encoding="utf-8")
    quote = '"Machines do not rest, and neither did the children who tended them."'
    for path in sorted(folder.glob("*.txt"))[:2]:
        path.write_text(f"{assignment}\n\n{path.read_text(encoding='utf-8')}\n\nAn inspector wrote {quote}\n",
                        encoding="utf-8")
    settings = ScanSettings(workers=1, template_paths=(str(tmp_path / "assignment.txt"),))
    result = run_scan([folder], settings)
    page = write_html_report(result, tmp_path / "report.html", threshold=0.0).read_text(encoding="utf-8")
    data = json.loads(re.search(r'id="report-data">(.*?)</script>', page, re.S).group(1))
    drawn = {
        (data["texts"][entry[side[1]]][flat[i] : flat[i + 1]], flat[i + 3])
        for entry in data["pairs"] for side in (("sa", "a"), ("sb", "b")) for flat in [entry[side[0]]]
        for i in range(0, len(flat), 4)
    }
    assert any(bits & TEMPLATE and "industrial revolution" in text for text, bits in drawn)
    quoted = [(text, bits) for text, bits in drawn if bits & QUOTE]
    assert quoted and all(text in quote for text, _ in quoted)  # the quotation may be split by a passage's edge
    assert any(bits & LABEL and text.startswith('"Machines') for text, bits in quoted)
    assert "assignment.txt" in page.split('id="inputs"', 1)[1]
