"""A report of a real scan: PAN 2013 documents with known copied passages (skips without ../shared)."""

import json
import re
import shutil

from plagcheck.models import ScanSettings
from plagcheck.pipeline import run_scan
from plagcheck.report import write_html_report, write_pairs_csv

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
