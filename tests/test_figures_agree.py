"""One set of figures everywhere (issue 29.4): the command line, its JSON, the report and the window count the
same files, leave sources out of groups, give a pair the same shares, and take the window's percentages."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

from plagcheck.cli.commands import build_parser, main
from plagcheck.saved.serialize import pair_to_dict
from plagcheck.shared.models import PairResult, Passage, ScanSettings
from plagcheck.shared.vocabulary import pair_figures, percent

sys.path.insert(0, str(Path(__file__).parent / "qt"))
from class_folder import essay  # noqa: E402  (the generated essays the Qt tests use; no Qt in it)


def class_with_sources(root: Path) -> tuple[Path, Path]:
    """A class of eight whose first five students each copy a different paragraph of one source text, kept in
    the class folder's "sources" sub-folder with a second, unrelated source."""
    rng = random.Random(11)
    folder = root / "Biology"
    sources = folder / "sources"
    sources.mkdir(parents=True)
    original = essay(rng, 6)
    (sources / "original.txt").write_text("\n\n".join(original), encoding="utf-8")
    (sources / "other reading.txt").write_text("\n\n".join(essay(rng, 4)), encoding="utf-8")
    for number in range(8):
        paragraphs = essay(rng, 4)
        if number < 5:
            paragraphs[1] = original[number]
        (folder / f"student {number}.txt").write_text("\n\n".join(paragraphs), encoding="utf-8")
    (folder / "broken.txt").write_bytes(b"")
    return folder, sources


@pytest.fixture(scope="module")
def scanned(tmp_path_factory):
    root = tmp_path_factory.mktemp("figures")
    folder, sources = class_with_sources(root)
    out = root / "result.json"
    session = root / "check.plagcheck"
    report = root / "report.html"
    assert main(["scan", str(folder), "--source", str(sources), "--json", str(out), "--session", str(session),
                 "--html", str(report), "--threshold", "2", "-q", "--workers", "1"]) == 0
    return json.loads(out.read_text(encoding="utf-8")), session, report.read_text(encoding="utf-8"), root


def test_sources_join_no_group_from_the_command_line(scanned):
    data, session, _report, root = scanned
    sources = {d["id"] for d in data["documents"] if d["collection"]}
    assert len(sources) == 2
    assert any(sources & {p["a"], p["b"]} for p in data["pairs"])  # the source matches its copiers
    out = root / "groups.json"
    assert main(["clusters", str(session), "--json", str(out), "-q"]) == 0
    groups = json.loads(out.read_text(encoding="utf-8"))
    members = {m["id"] for g in groups["clusters"] for m in g["members"]}
    assert not members & sources
    assert not {s["id"] for s in groups["students"]} & sources


def test_the_json_the_report_and_the_summary_count_the_same_files(scanned, capsys):
    data, _session, report, root = scanned
    assert data["counts"] == {"files": 9, "compared": 8, "sources_and_references": 2, "with_problems": 1}
    cards = dict((label, int(figure)) for figure, label in
                 re.findall(r'<div class="figure">(\d+)</div><div class="label">([^<(]+)', report))
    assert cards["files "] == 9 and cards["files with problems"] == 1 and cards["source texts compared with them"] == 2
    assert "files (8 compared)" in report
    folder = root / "Biology"
    assert main(["scan", str(folder), "--source", str(folder / "sources"), "--json", str(root / "again.json"),
                 "--workers", "1"]) == 0
    assert "9 files, 8 compared (and 2 source texts), 1 with problems" in capsys.readouterr().err


def test_a_pairs_json_figures_are_the_windows():
    passages = (Passage(0, 50, 0, 50, 40, 50, 50, kind="copied"),
                Passage(100, 200, 300, 420, 0, 90, 110, kind="reworded", similarity=0.6))
    pair = PairResult(0, 1, 0.05, 0.1, 0.08, 40, 50, reworded_a=0.18, reworded_b=0.23, passages=passages)
    data = pair_to_dict(pair, ScanSettings())
    window = pair_figures(pair)
    assert data["figures"]["a_found_in_b"] == window["share_a"] == pytest.approx(0.28)
    assert data["figures"]["b_found_in_a"] == window["share_b"] == pytest.approx(0.31)
    assert data["figures"]["score"] == data["score"] == window["score"]
    assert data["containment_a"] == 0.1  # the copied share alone, still readable under its old name


@pytest.mark.parametrize(("written", "share"), [("10", 0.1), ("10%", 0.1), ("0.1", 0.1), ("2.5", 0.025),
                                                ("0", 0.0), ("100", 1.0), ("1", 0.01)])
def test_threshold_takes_the_windows_percentage_or_a_fraction(written, share):
    args = build_parser().parse_args(["scan", ".", "--threshold", written])
    assert args.threshold == pytest.approx(share)
    assert percent(args.threshold) == (percent(share))
