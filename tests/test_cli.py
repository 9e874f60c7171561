"""The command line: the JSON contract, settings, and exit codes."""

import json
import subprocess
import sys

import pytest

from plagcheck.cli.commands import main
from synthetic import write_class


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("class") / "class1"
    truth = write_class(folder, students=12, essay_words=500, seed=4)
    (folder / "notes.xyz").write_bytes(b"\x00\x01")
    (folder / "empty.txt").write_bytes(b"")
    return folder, truth


def run_cli(*args: str):
    return subprocess.run([sys.executable, "-m", "plagcheck.cli", *args], capture_output=True, text=True)


def test_scan_writes_the_json_contract(class_folder, tmp_path):
    folder, truth = class_folder
    out = tmp_path / "result.json"
    assert main(["scan", str(folder), "--json", str(out), "--quiet", "--workers", "1"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert {"documents", "pairs", "settings"} <= data.keys()
    docs = {d["id"]: d for d in data["documents"]}
    for doc in docs.values():
        assert {"id", "path", "status", "message"} <= doc.keys()
        assert doc["status"] in ("ok", "warning", "error", "skipped")
    by_name = {d["path"].rsplit("/", 1)[-1]: d for d in docs.values()}
    assert by_name["notes.xyz"]["status"] == "skipped" and by_name["notes.xyz"]["message"]
    assert by_name["empty.txt"]["status"] == "error" and by_name["empty.txt"]["message"]
    scores = [p["score"] for p in data["pairs"]]
    assert scores == sorted(scores, reverse=True)
    for pair in data["pairs"]:
        assert {"a", "b", "jaccard", "containment_a", "containment_b", "passages"} <= pair.keys()
        assert pair["a"] in docs and pair["b"] in docs
    found = {frozenset((docs[p["a"]]["path"].rsplit("/", 1)[-1], docs[p["b"]]["path"].rsplit("/", 1)[-1])): p
             for p in data["pairs"]}
    for copy in truth:
        pair = found[frozenset((copy.source, copy.target))]
        texts = {name: (folder / name).read_text(encoding="utf-8") for name in (copy.source, copy.target)}
        passage = max(pair["passages"], key=lambda q: q["a_end"] - q["a_start"])
        a_name = docs[pair["a"]]["path"].rsplit("/", 1)[-1]
        a_range = (passage["a_start"], passage["a_end"])
        b_range = (passage["b_start"], passage["b_end"])
        src_range, dst_range = (a_range, b_range) if a_name == copy.source else (b_range, a_range)
        # offsets index the decoded file content: the passage sits on the planted range (a paraphrase
        # loses the edges where edited words cluster)
        tolerance = {"verbatim": 2, "light": 80, "paraphrase": 300}[copy.mode]
        assert abs(src_range[0] - copy.source_start) <= tolerance
        assert abs(dst_range[1] - copy.target_end) <= tolerance
        if copy.mode != "paraphrase":  # a reworded passage starts where its sentence starts
            assert texts[copy.source][src_range[0]:src_range[1]].split()[0] in texts[copy.target][dst_range[0]:dst_range[1]]
        assert passage["kind"] == ("reworded" if copy.mode == "paraphrase" else "copied")
        assert pair["reported_because"] in ("score", "passage")
    assert data["settings"]["unit"] == "word" and data["settings"]["k"] == 5


def test_settings_flow_into_the_result(class_folder, tmp_path):
    folder, _ = class_folder
    out = tmp_path / "r.json"
    code = main(["scan", str(folder), "--json", str(out), "-q", "--unit", "char", "--k", "7",
                 "--threshold", "0.3", "--num-perm", "64", "--workers", "1"])
    assert code == 0
    data = json.loads(out.read_text())
    assert (data["settings"]["unit"], data["settings"]["k"], data["settings"]["num_perm"]) == ("char", 7, 64)
    assert data["settings"]["threshold"] == 0.3
    assert all(p["score"] >= 0.3 or p["reported_because"] == "passage" for p in data["pairs"])
    assert all(p["longest_passage"] >= data["settings"]["passage_words"] for p in data["pairs"] if p["score"] < 0.3)


def test_json_to_standard_output(class_folder):
    folder, _ = class_folder
    proc = run_cli("scan", str(folder), "--json", "-", "-q", "--workers", "1")
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["documents"]


@pytest.mark.parametrize(
    "args, message",
    [
        (["scan", "/no/such/folder", "--json", "x.json"], "no such file or folder"),
        (["scan", ".", "--threshold", "150"], "between 0% and 100%"),
        (["scan", ".", "--unit", "sentence"], "invalid choice"),
        (["scan", ".", "--k", "0"], "k must be"),
        (["scan", ".", "--bands", "20"], "bands and rows"),
        (["scan", ".", "--bands", "50", "--rows", "5"], "bands x rows"),
        (["scan", ".", "--json", "/no/such/dir/out.json"], "folder does not exist"),
        (["frobnicate"], "invalid choice"),
        (["scan", ".", "--encoding", "essay.txt"], "FILE=ENCODING"),
        (["scan", ".", "--encoding", "/no/such/essay.txt=cp1250"], "cannot read"),
        (["scan", ".", "--encoding", "pyproject.toml=klingon"], "unknown encoding"),
    ],
)
def test_bad_arguments_exit_non_zero_with_one_line(args, message):
    proc = run_cli(*args)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_report_and_pair_list_outputs(class_folder, tmp_path):
    folder, truth = class_folder
    html, csv_out, pairs = tmp_path / "r.html", tmp_path / "p.csv", tmp_path / "p.json"
    code = main(["scan", str(folder), "-q", "--workers", "1", "--html", str(html), "--csv", str(csv_out),
                 "--pairs-json", str(pairs), "--anonymise"])
    assert code == 0
    page = html.read_text(encoding="utf-8")
    assert page.lstrip().lower().startswith("<!doctype html") and "Student 1" in page
    assert "student_0" not in page.split("<body", 1)[1].split("<script", 1)[0]  # names replaced in the page
    rows = csv_out.read_text(encoding="utf-8-sig").splitlines()
    assert len(rows) >= 1 + len(truth)
    assert len(json.loads(pairs.read_text(encoding="utf-8"))["pairs"]) >= len(truth)


def test_a_chosen_encoding_reads_a_mis_guessed_file(tmp_path):
    polish = " ".join(f"Zażółć gęślą jaźń {i}, pisał uczeń w wypracowaniu numer {i * 7} o historii miasta."
                      for i in range(30))
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "anna.txt").write_bytes(polish.encode("cp1250"))
    (folder / "piotr.txt").write_text(polish, encoding="utf-8")
    out = tmp_path / "out.json"
    assert main(["scan", str(folder), "--json", str(out), "-q",
                 "--encoding", f"{folder / 'anna.txt'}=cp1250"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    anna = next(d for d in data["documents"] if d["name"].endswith("anna.txt"))
    assert (anna["status"], anna["encoding"], anna["message"]) == ("ok", "Windows-1250", "read as Windows-1250, as chosen")
    assert data["pairs"] and data["pairs"][0]["score"] > 0.95  # the same essay, once both are read right
    assert data["settings"]["encodings"][0][1] == "cp1250"


def test_copied_only_and_reworded_flags(class_folder, tmp_path):
    folder, truth = class_folder
    both, copied = tmp_path / "both.json", tmp_path / "copied.json"
    assert main(["scan", str(folder), "--json", str(both), "-q", "--workers", "1"]) == 0
    assert main(["scan", str(folder), "--json", str(copied), "-q", "--workers", "1", "--copied-only"]) == 0
    kinds = {p["kind"] for pair in json.loads(both.read_text())["pairs"] for p in pair["passages"]}
    assert kinds == {"copied", "reworded"}  # the planted paraphrase is reworded
    only = json.loads(copied.read_text())
    assert {p["kind"] for pair in only["pairs"] for p in pair["passages"]} == {"copied"}
    assert all(pair["score"] == pair["copied_score"] for pair in only["pairs"])
    off = tmp_path / "off.json"
    assert main(["scan", str(folder), "--json", str(off), "-q", "--workers", "1", "--no-reworded"]) == 0
    data = json.loads(off.read_text())
    assert data["settings"]["find_reworded"] is False
    assert {p["kind"] for pair in data["pairs"] for p in pair["passages"]} == {"copied"}


def test_the_summary_counts_in_the_singular_and_the_plural(tmp_path):
    # "1 pairs checked closely" read wrong; every count in the summary takes its noun's number.
    from plagcheck.cli.commands import _summary
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    text = " ".join(f"word{i}" for i in range(300))
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    (tmp_path / "b.txt").write_text(text + " and an ending of its own", encoding="utf-8")
    summary = _summary(run_scan([tmp_path / "a.txt", tmp_path / "b.txt"], ScanSettings(workers=1)))
    assert summary.startswith("2 files, 2 compared, 0 with problems; 1 pair compared closely, 1 pair listed at 2%")


def test_the_json_says_what_each_passage_stands_on(tmp_path):
    from reworded_factory import write_shape_class

    folder = write_shape_class(tmp_path / "class")
    out = tmp_path / "r.json"
    assert main(["scan", str(folder), "--json", str(out), "-q", "--workers", "1"]) == 0
    (pair,) = json.loads(out.read_text(encoding="utf-8"))["pairs"]
    shown = [(p["kind"], p["basis"]) for p in pair["passages"]]
    # The copied paragraph, the reworded one (its words alike) and the harbour paragraph (its shape).
    assert shown == [("copied", "words"), ("reworded", "words"), ("reworded", "shape")]
    copied, reworded, shape = pair["passages"]
    assert copied["in_place_sentences"] == 0 and shape["in_place_sentences"] == 6
    assert shape["similarity"] < 0.38 <= reworded["similarity"]
