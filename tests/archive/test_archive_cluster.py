"""The archive on a real cluster on the loopback interface (a scheduler and two worker processes): `archive
check` against `scan --reference`, a worker killed during `archive add`, adding again, two adds at once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason='the archive needs the [archive] extra: pip install ".[archive]"')

from plagcheck.archive import add as add_module  # noqa: E402
from plagcheck.archive.add import add  # noqa: E402
from plagcheck.archive.info import archive_info  # noqa: E402
from plagcheck.archive.layout import Archive  # noqa: E402
from plagcheck.cli.commands import main  # noqa: E402
from plagcheck.pipeline import drive  # noqa: E402
from plagcheck.shared.models import ScanSettings  # noqa: E402
from synthetic import plant  # noqa: E402

from essays import Essays  # noqa: E402


def pairs_by_name(path: Path) -> dict:
    """Return {(class name, other name): (scores, passages)} of a scan JSON."""
    data = json.loads(path.read_text())
    names = {d["id"]: d["name"] for d in data["documents"]}
    return {(names[p["a"]], names[p["b"]]): (
        round(p["jaccard"], 12), round(p["containment_a"], 12), round(p["containment_b"], 12), p["shared_shingles"],
        p["longest_run"], tuple((q["a_start"], q["a_end"], q["b_start"], q["b_end"], q["kind"]) for q in p["passages"]))
        for p in data["pairs"]}


def test_archive_check_gives_the_same_pairs_and_passages_as_scan_with_a_reference(tmp_path, cluster, scheduler):
    from synthetic import TextGenerator

    essays = Essays(5)
    old = essays.folder(tmp_path / "Essays 2025", 40, words=400)
    gen = TextGenerator(6)
    students = tmp_path / "class"
    students.mkdir()
    for i in range(10):
        text = essays.essay(500)
        if i < 5:  # a copied paragraph; one student copied from two sources
            text, *_ = plant(gen, old[i * 3], text, 120 if i % 2 else 60, "verbatim" if i < 4 else "light")
        if i == 1:
            text, *_ = plant(gen, old[30], text, 80, "verbatim")
        (students / f"student_{i}.txt").write_text(text, encoding="utf-8")
    (students / "whole_copy.txt").write_text(old[7], encoding="utf-8")
    library, archive = tmp_path / "library.sqlite3", tmp_path / "archive"

    scanned, checked = tmp_path / "scan.json", tmp_path / "check.json"
    assert main(["scan", str(students), "--reference", str(tmp_path / "Essays 2025"), "--library", str(library),
                 "--json", str(scanned), "-q", "--workers", "1"]) == 0
    assert main(["archive", "add", str(archive), "--collection", "Essays 2025", "--term", "2025",
                 str(tmp_path / "Essays 2025"), "--scheduler", scheduler, "-q"]) == 0
    _, client = cluster
    client.run_on_scheduler(_forget_task_prefixes)
    assert main(["archive", "check", str(archive), str(students), "--json", str(checked), "--scheduler", scheduler,
                 "-q", "--workers", "1"]) == 0

    expected, found = pairs_by_name(scanned), pairs_by_name(checked)
    references = [key for key in expected if key[1].startswith("Essays 2025/")]
    assert len(references) >= 6 and {key: found.get(key) for key in expected} == expected
    # The archive's term samples may find a planted copy the library's shingle samples miss; nothing else.
    planted = {(f"class/student_{i}.txt", f"Essays 2025/Essays 2025/essay_{i * 3:04d}.txt") for i in range(5)}
    assert set(found) - set(expected) <= planted
    documents = {d["name"]: d for d in json.loads(checked.read_text())["documents"]}
    assert documents["Essays 2025/Essays 2025/essay_0007.txt"]["format"] == "archive"
    # the partitions were searched, the candidates verified (their texts read there) and the documents holding
    # them found by tasks on the cluster's workers
    assert {"range_hits", "verify_candidates", "segment_documents", "read_documents"} <= set(
        client.run_on_scheduler(_task_prefixes))


def _forget_task_prefixes(dask_scheduler=None) -> None:
    dask_scheduler.task_prefixes.clear()


def _task_prefixes(dask_scheduler=None) -> list[str]:
    return list(dask_scheduler.task_prefixes)


def test_a_worker_killed_during_add_loses_nothing_and_adding_again_adds_nothing(tmp_path, cluster, monkeypatch):
    local, client = cluster
    texts = Essays(11).folder(tmp_path / "old", 1200, words=250)
    address = str(tmp_path / "archive")
    monkeypatch.setattr(add_module, "BATCH_DOCUMENTS", 25)  # 48 batch tasks, so the kill lands mid-add
    workers = client.run(os.getpid)
    killed: list[int] = []
    finished = threading.Event()

    def kill_one_worker() -> None:
        segments = Path(address) / "segments"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not finished.is_set():
            if len(list(segments.glob("*/texts-*.parquet"))) >= 6:  # some batches done, more to come
                pid = list(workers.values())[0]
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                return
            time.sleep(0.005)

    killer = threading.Thread(target=kill_one_worker)
    killer.start()
    try:
        report = drive(add(address, [str(tmp_path / "old")], "Old", "2024", ScanSettings(), client))
    finally:
        finished.set()
        killer.join()
    assert killed, "the add finished before a worker could be killed"
    batches_written = len(list((Path(address) / "segments").glob("*/texts-*.parquet")))
    assert (report.added, report.already_there, report.unreadable) == (1200, 0, ())
    info = archive_info(address)
    assert (info["documents"], info["texts"], batches_written) == (1200, 1200, 48)
    # every text is there once, and a copy of any of them is found
    manifest = Archive(address).latest()
    assert sum(manifest.segments[0].batch_texts) == 1200 and not manifest.segments[0].text_aliases
    client.wait_for_workers(2, timeout=30)  # the nanny restarted the killed worker

    again = drive(add(address, [str(tmp_path / "old")], "Old", "2024", ScanSettings(), client))
    assert (again.added, again.already_there, again.segments) == (0, 1200, 0)
    assert archive_info(address)["documents"] == 1200 and len(Archive(address).latest().segments) == 1
    student = tmp_path / "student"
    student.mkdir()
    (student / "copy.txt").write_text(texts[1000] + "\n\n" + Essays(12).essay(300), encoding="utf-8")
    out = tmp_path / "check.json"
    assert main(["scan", str(student), "--reference", address, "--json", str(out), "-q", "--workers", "1"]) == 0
    data = json.loads(out.read_text())
    names = {d["id"]: d["name"] for d in data["documents"]}
    assert [names[p["b"]] for p in data["pairs"]] == ["Old/old/essay_1000.txt"]


def test_two_adds_at_once_both_land_and_the_same_texts_are_stored_once(tmp_path, scheduler):
    essays = Essays(21)
    first, second = tmp_path / "first", tmp_path / "second"
    texts = essays.folder(first, 150)
    essays.folder(second, 100, prefix="other")
    for i in range(50):  # the same 50 files in both folders
        (second / f"essay_{i:04d}.txt").write_text(texts[i], encoding="utf-8")
    address = str(tmp_path / "archive")
    Archive(address, create=True)
    command = [sys.executable, "-m", "plagcheck.cli", "archive", "add", address, "--collection", "Shared",
               "--scheduler", scheduler, "-q", "--json", "-"]
    runs = [subprocess.Popen([*command, str(folder)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for folder in (first, second)]
    outputs = [run.communicate(timeout=120) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], outputs
    reports = [json.loads(out) for out, _ in outputs]
    assert sum(r["added"] for r in reports) == 250 and sum(r["already_there"] for r in reports) == 50
    info = archive_info(address)
    assert (info["documents"], info["texts"], info["segments"]) == (250, 250, 2)
    assert not (Path(address) / "commit.lock").exists()


def test_a_crashed_commit_leaves_the_archive_readable_and_the_next_add_goes_on(tmp_path, cluster):
    _, client = cluster
    address = str(tmp_path / "archive")
    Essays(31).folder(tmp_path / "a", 30)
    Essays(32).folder(tmp_path / "b", 30)
    drive(add(address, [str(tmp_path / "a")], "A", "", ScanSettings(), client))
    archive = Archive(address)
    # A crash after writing a segment's files, before its commit, while holding the lock: an orphan folder,
    # a stale lock, and half a manifest (as an object store never shows, but a full disk might leave).
    orphan = Path(address) / "segments" / "0123456789abcdef"
    (orphan / "x").mkdir(parents=True)
    (orphan / "documents-00000.parquet").write_bytes(b"PAR1 cut short")
    lock = Path(address) / "commit.lock"
    lock.write_text("{}")
    old = time.time() - 3600
    os.utime(lock, (old, old))
    (Path(address) / "manifests" / "0000000002.json").write_text('{"format": "plagcheck-arch')
    assert archive.latest().sequence == 1 and archive_info(address)["documents"] == 30

    report = drive(add(address, [str(tmp_path / "b")], "B", "", ScanSettings(), client))
    assert report.added == 30 and archive_info(address)["documents"] == 60
    assert archive.latest().sequence == 3 and not lock.exists()


def test_verifying_on_the_workers_gives_what_verifying_here_gives_in_any_batches(tmp_path, cluster, monkeypatch):
    from plagcheck.archive import source as source_module
    from plagcheck.archive.source import ArchiveSource
    from plagcheck.pipeline import verify_references
    from synthetic import TextGenerator

    _, client = cluster
    essays, gen = Essays(71), TextGenerator(72)
    old = essays.folder(tmp_path / "old", 30, words=400)
    students = tmp_path / "class"
    students.mkdir()
    for i in range(9):  # copied, lightly edited and paraphrased passages of archive essays
        text, *_ = plant(gen, old[i], essays.essay(400), 120, ("verbatim", "light", "paraphrase")[i % 3])
        (students / f"student_{i}.txt").write_text(text, encoding="utf-8")
    address = str(tmp_path / "archive")
    drive(add(address, [str(tmp_path / "old")], "Old", "", ScanSettings(), client))
    compare_class = ArchiveSource.compare_class
    handed = {}

    def keep(self, given, settings, floor):
        handed.update(given=given, settings=settings, floor=floor)
        return (yield from compare_class(self, given, settings, floor))

    monkeypatch.setattr(ArchiveSource, "compare_class", keep)
    assert main(["scan", str(students), "--reference", address, "--json", str(tmp_path / "c.json"), "-q"]) == 0
    given, settings, floor = handed["given"], handed["settings"], handed["floor"]
    source = ArchiveSource(address)
    by_text = drive(source.text_candidates(given.shingled, settings, given.texts))
    holders = source_module.documents_of_texts(source.runner, address, source.manifest, {t for _, t in by_text})
    candidates = sorted((a, d) for a, t in by_text for d in holders[t])
    stored = drive(source.stored_documents({d for _, d in candidates}))
    here = drive(verify_references(candidates, stored, given, settings, floor))
    assert len(here) >= 6 and any(p.kind == "reworded" for pair in here for p in pair.passages)
    _, on_workers = drive(compare_class(source, given, settings, floor))
    assert on_workers == here
    monkeypatch.setattr(source_module, "VERIFY_PAIRS", 1)  # a pair per task
    assert drive(compare_class(source, given, settings, floor))[1] == here


def test_the_archive_is_searched_while_the_class_compares_itself_and_cancel_stops_the_search(tmp_path, cluster,
                                                                                               monkeypatch):
    from plagcheck.archive.cluster import Started
    from plagcheck.pipeline import scan

    _, client = cluster
    essays = Essays(81)
    essays.folder(tmp_path / "old", 20, words=300)
    students = essays.folder(tmp_path / "class", 6, words=300)
    assert students
    address = str(tmp_path / "archive")
    drive(add(address, [str(tmp_path / "old")], "Old", "", ScanSettings(), client))
    started, cancelled = [], []
    start, cancel = Started.__init__, Started.cancel
    monkeypatch.setattr(Started, "__init__", lambda self, *a: (started.append(self), start(self, *a))[1])
    monkeypatch.setattr(Started, "cancel", lambda self: (cancelled.append(self), cancel(self))[1])
    steps = scan([str(tmp_path / "class")], ScanSettings(reference_archives=(address,)))
    stages = []
    for progress in steps:
        stages.append(progress.stage)
        if progress.stage == "verify":  # the class compares itself: the archive's key reads have begun
            assert len(started) == 1 and not cancelled
            break
    steps.close()  # Cancel
    assert stages[-1] == "verify" and "reference" not in stages[stages.index("shingle"):]
    assert cancelled == started  # the begun search is cancelled with the scan
