"""The archive's format and commands: versions refused with a message, info, sweep (a term, identical texts,
planted copies), other shingle settings refused, bad arguments."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason='the archive needs the [archive] extra: pip install ".[archive]"')
pq = pytest.importorskip("pyarrow.parquet")

from plagcheck.archive.layout import MARKER, Archive, ArchiveError  # noqa: E402
from plagcheck.cli.commands import main  # noqa: E402
from synthetic import TextGenerator, plant  # noqa: E402

from essays import Essays  # noqa: E402


@pytest.mark.parametrize("version, words", [(0, "older plagcheck"), (99, "newer plagcheck")])
def test_an_archive_of_another_format_version_is_refused_with_a_clear_message(tmp_path, version, words, capsys):
    address = tmp_path / "archive"
    Archive(str(address), create=True)
    marker = json.loads((address / MARKER).read_text())
    (address / MARKER).write_text(json.dumps(marker | {"version": version}))
    with pytest.raises(ArchiveError, match=words):
        Archive(str(address))
    assert main(["archive", "info", str(address)]) == 2
    assert words in capsys.readouterr().err
    student = tmp_path / "student.txt"
    student.write_text(Essays(1).essay(200), encoding="utf-8")
    assert main(["scan", str(student), "--reference", str(address), "-q"]) == 2
    assert words in capsys.readouterr().err


def test_a_folder_that_is_no_archive_is_not_made_one_by_check_or_info(tmp_path, capsys):
    assert main(["archive", "info", str(tmp_path)]) == 2
    assert "not a plagcheck archive" in capsys.readouterr().err
    assert not (tmp_path / MARKER).exists()


def test_sweep_finds_copies_inside_the_archive_and_identical_texts_across_courses(tmp_path, scheduler, capsys):
    essays = Essays(41)
    gen = TextGenerator(42)
    first, second = tmp_path / "History 101", tmp_path / "Biology 201"
    old = essays.folder(first, 40, words=400)
    second.mkdir()
    for i in range(6):  # this term: copies of last term's essays, and one essay handed in to both courses
        text, *_ = plant(gen, old[i], essays.essay(400), 150, "verbatim")
        (second / f"new_{i}.txt").write_text(text, encoding="utf-8")
    (second / "same_essay.txt").write_text(old[20], encoding="utf-8")
    address = str(tmp_path / "archive")
    for folder, term in ((first, "2025"), (second, "2026")):
        assert main(["archive", "add", address, "--collection", folder.name, "--term", term, str(folder),
                     "--scheduler", scheduler, "-q"]) == 0
    assert main(["archive", "info", address, "--json", "-"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["documents"], info["texts"]) == (47, 46)
    assert info["terms"] == {"2025": 40, "2026": 7} and info["collections"]["Biology 201"] == 7
    assert info["indexes"][0]["settings"]["bands"] == 56 and info["bytes_on_disk"] > 0

    out = tmp_path / "pairs.parquet"
    assert main(["archive", "sweep", address, "--out", str(out), "--scheduler", scheduler, "-q"]) == 0
    summary = json.loads(capsys.readouterr().out)
    pairs = pq.read_table(out).to_pylist()
    assert summary["document_pairs"] == len(pairs) and summary["identical_document_pairs"] == 1
    names = {frozenset((Path(p["a_path"]).name, Path(p["b_path"]).name)): p for p in pairs}
    for i in range(6):
        pair = names[frozenset((f"essay_{i:04d}.txt", f"new_{i}.txt"))]
        assert pair["score"] > 0.25 and pair["passages"] and not pair["identical"]
    same = names[frozenset(("essay_0020.txt", "same_essay.txt"))]
    assert same["identical"] and {same["a_collection"], same["b_collection"]} == {"History 101", "Biology 201"}
    # a planted passage is where the truth says, in both texts
    copy = names[frozenset(("essay_0000.txt", "new_0.txt"))]
    passage = max(copy["passages"], key=lambda p: p["words"])
    texts = {Path(copy[f"{side}_path"]).name: Path(copy[f"{side}_path"]).read_text() for side in "ab"}
    a_text, b_text = texts[Path(copy["a_path"]).name], texts[Path(copy["b_path"]).name]
    assert a_text[passage["a_start"]:passage["a_end"]] == b_text[passage["b_start"]:passage["b_end"]]

    # within one term: the copies are across terms, the identical essay too, so nothing
    assert main(["archive", "sweep", address, "--term", "2026", "--out", str(out), "--scheduler", scheduler,
                 "-q"]) == 0
    assert json.loads(capsys.readouterr().out)["documents"] == 7 and pq.read_table(out).num_rows == 0


def test_an_add_with_other_shingle_settings_is_refused(tmp_path, scheduler, capsys):
    address = str(tmp_path / "archive")
    Essays(51).folder(tmp_path / "a", 5)
    assert main(["archive", "add", address, "--collection", "A", str(tmp_path / "a"), "--scheduler", scheduler,
                 "-q"]) == 0
    assert main(["archive", "add", address, "--collection", "A", str(tmp_path / "a"), "--unit", "char",
                 "--scheduler", scheduler, "-q"]) == 2
    assert "other shingle settings" in capsys.readouterr().err
    student = tmp_path / "student.txt"
    student.write_text(Essays(52).essay(200), encoding="utf-8")
    assert main(["scan", str(student), "--reference", address, "--k", "7", "-q"]) == 2
    assert "not indexed for these shingle settings" in capsys.readouterr().err


@pytest.mark.parametrize("argv, message", [
    (["archive", "add", "A", "x"], "--collection"),
    (["archive", "sweep", "A"], "--out"),
    (["archive", "info", "A", "extra"], "unrecognized arguments"),
])
def test_bad_archive_arguments_exit_2_with_one_line(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2 and message in capsys.readouterr().err


def _scored(pair: dict) -> tuple:
    """Return what a reader sees of a pair: scores and passages (offsets, kind, similarity, basis)."""
    passages = tuple((p["a_start"], p["a_end"], p["b_start"], p["b_end"], p["kind"], round(p["similarity"], 9),
                      p["basis"]) for p in pair["passages"])
    return (round(pair["score"], 9), round(pair["jaccard"], 9), round(pair["containment_a"], 9),
            round(pair["containment_b"], 9), passages)


def test_a_sweep_scores_a_pair_as_a_scan_of_the_two_whatever_its_batch(tmp_path, scheduler, capsys):
    import numpy as np

    from plagcheck.archive import sweep as sweep_module
    from plagcheck.shared.models import ScanSettings

    essays, gen = Essays(81), TextGenerator(82)
    folder = tmp_path / "Essays"
    old = essays.folder(folder, 30, words=400)
    for i in range(4):  # reworded and copied passages of earlier essays, and essays alike in their words
        text, *_ = plant(gen, old[i], essays.essay(400), 150, ("paraphrase", "verbatim")[i % 2])
        (folder / f"new_{i}.txt").write_text(text, encoding="utf-8")
    address = str(tmp_path / "archive")
    assert main(["archive", "add", address, "--collection", "C", str(folder), "--scheduler", scheduler, "-q"]) == 0
    out = tmp_path / "pairs.parquet"
    assert main(["archive", "sweep", address, "--out", str(out), "--scheduler", scheduler, "-q"]) == 0
    capsys.readouterr()
    pairs = pq.read_table(out).to_pylist()
    assert len(pairs) >= 4 and all("similarity" in p and "basis" in p for q in pairs for p in q["passages"])
    for pair in pairs:  # each as `plagcheck-cli scan A B` scores it
        scanned = tmp_path / "scan.json"
        assert main(["scan", pair["a_path"], pair["b_path"], "--json", str(scanned), "-q"]) == 0
        [alone] = json.loads(scanned.read_text())["pairs"]
        assert _scored(alone) == _scored(pair)
    # verified alone, or in one batch with every other candidate: the same results
    archive = Archive(address)
    segments = archive.latest().segments
    texts = sorted({t for s in segments for t in range(s.number << 40, (s.number << 40) + s.texts)})
    every = np.array([(a, b) for i, a in enumerate(texts) for b in texts[i + 1:]], dtype=np.int64)
    together = sweep_module.verify_texts(address, segments, every, ScanSettings(), 0.1)
    assert together
    for a, b, pair in together:
        [(_, _, alone)] = sweep_module.verify_texts(address, segments, np.array([[a, b]]), ScanSettings(), 0.1)
        assert alone == pair
