"""Finding submissions and reading a whole folder: diagnostics, grouping, duplicates, cache, processes."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fixtures_docs import DATA, essay_text, write_docx, write_image_only_pdf, write_zip_bomb_docx
from plagcheck.engine.reading import ingest
from plagcheck.engine.reading.extract import MEMORY_MESSAGE, workers
from plagcheck.engine.reading.extract.cache import TextCache
from plagcheck.engine.reading.ingest import discover, read_submissions
from plagcheck.shared.models import ScanSettings


def _read(paths, tmp_path, **settings):
    settings.setdefault("workers", 1)
    scan = ScanSettings(**settings)
    subs = discover(paths, group_subfolders=scan.group_subfolders)
    return list(read_submissions(subs, scan, cache_dir=tmp_path / "cache"))


def _by_name(records):
    return {r.name: r for r in records}


@pytest.fixture
def hostile_folder(tmp_path):
    """A class folder holding one file of every troublesome kind, next to good ones."""
    folder = tmp_path / "class1"
    folder.mkdir()
    paragraphs = essay_text(11, paragraphs=4)
    write_docx(folder / "alice.docx", paragraphs)
    (folder / "bob.txt").write_text("\n\n".join(essay_text(12)), encoding="utf-8")
    (folder / "copy of bob.txt").write_text("\n\n".join(essay_text(12)), encoding="utf-8")
    (folder / "empty.txt").write_bytes(b"")
    (folder / "program.txt").write_bytes(bytes(range(256)) * 40)
    (folder / "notes.xyz").write_text("what is this", encoding="utf-8")
    (folder / "locked.pdf").write_bytes((DATA / "password.pdf").read_bytes())
    (folder / "cut.pdf").write_bytes((DATA / "word_export.pdf").read_bytes()[:3000])
    alice = (folder / "alice.docx").read_bytes()
    (folder / "cut.docx").write_bytes(alice[: len(alice) // 3])
    write_zip_bomb_docx(folder / "bomb.docx", megabytes=12)
    write_image_only_pdf(folder / "scan.pdf")
    (folder / "Zoë Łukasz 日本.txt").write_text("Unicode names are fine. " * 5, encoding="utf-8")
    # Junk the teacher never asked about: silently left out.
    (folder / ".DS_Store").write_bytes(b"\x00\x01")
    (folder / "~$alice.docx").write_bytes(b"\x00lock")
    (folder / "Thumbs.db").write_bytes(b"\x00")
    return folder


def test_every_hostile_file_gets_its_diagnostic(hostile_folder, tmp_path):
    records = _by_name(_read([hostile_folder], tmp_path))
    assert set(records) == {
        "class1/alice.docx", "class1/bob.txt", "class1/copy of bob.txt", "class1/empty.txt",
        "class1/program.txt", "class1/notes.xyz", "class1/locked.pdf", "class1/cut.pdf", "class1/cut.docx",
        "class1/bomb.docx", "class1/scan.pdf", "class1/Zoë Łukasz 日本.txt",
    }
    expected = {
        "class1/alice.docx": ("ok", ""),
        "class1/bob.txt": ("ok", ""),
        "class1/copy of bob.txt": ("warning", "identical to class1/bob.txt"),
        "class1/empty.txt": ("error", "empty"),
        "class1/program.txt": ("error", "not a text file"),
        "class1/notes.xyz": ("skipped", "unsupported type (.xyz)"),
        "class1/locked.pdf": ("error", "password protected"),
        "class1/cut.pdf": ("error", "corrupt"),
        "class1/cut.docx": ("error", "corrupt"),
        "class1/bomb.docx": ("error", "refused"),
        "class1/scan.pdf": ("error", "scanned or image-only PDF"),
        "class1/Zoë Łukasz 日本.txt": ("ok", ""),
    }
    for name, (status, message) in expected.items():
        record = records[name]
        assert record.status == status, (name, record.message)
        assert record.message.startswith(message), (name, record.message)
        assert record.usable == (status in ("ok", "warning"))
    copy = records["class1/copy of bob.txt"]
    assert copy.duplicate_of == records["class1/bob.txt"].id


def test_ids_follow_submission_order_with_one_or_two_processes(hostile_folder, tmp_path):
    in_process = _read([hostile_folder], tmp_path / "a", workers=1)
    parallel = _read([hostile_folder], tmp_path / "b", workers=2)
    assert [r.id for r in parallel] == list(range(len(parallel)))
    assert parallel == in_process


def test_too_large_uses_the_configured_limit(tmp_path):
    (tmp_path / "big.txt").write_text("word " * 50_000, encoding="utf-8")
    (record,) = _read([tmp_path / "big.txt"], tmp_path, max_file_mb=0.1)
    assert record.status == "error"
    assert record.message == "too large: 0.2 MB, above the 0.1 MB limit"


def test_file_that_disappears_mid_scan(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    for name in ("a.txt", "b.txt"):
        (folder / name).write_text("Some words to read.", encoding="utf-8")
    submissions = discover([folder])
    (folder / "b.txt").unlink()
    records = list(read_submissions(submissions, ScanSettings(workers=1), cache_dir=tmp_path / "cache"))
    assert [r.status for r in records] == ["ok", "error"]
    assert records[1].message == "not found: the file was moved, renamed or deleted"


def test_missing_path_given_directly(tmp_path):
    (record,) = _read([tmp_path / "nowhere.txt"], tmp_path)
    assert record.status == "error" and record.message.startswith("not found")


def test_grouped_subfolders_make_one_submission_with_traceable_parts(tmp_path):
    root = tmp_path / "class2"
    (root / "alice").mkdir(parents=True)
    (root / "bob").mkdir()
    (root / "empty").mkdir()
    (root / "alice" / "1 intro.txt").write_text("Alice writes an introduction.", encoding="utf-8")
    write_docx(root / "alice" / "2 body.docx", ["The body of the essay.", "And a conclusion."])
    (root / "alice" / "photo.png").write_bytes(b"\x89PNG")
    (root / "bob" / "essay.txt").write_text("Bob's own essay.", encoding="utf-8")
    (root / "loose.txt").write_text("Handed in without a folder.", encoding="utf-8")

    records = _by_name(_read([root], tmp_path, group_subfolders=True))
    assert list(records) == ["class2/alice", "class2/bob", "class2/empty", "class2/loose.txt"]
    alice = records["class2/alice"]
    assert alice.text == "Alice writes an introduction.\n\nThe body of the essay.\n\nAnd a conclusion."
    assert [p.path for p in alice.parts] == ["class2/alice/1 intro.txt", "class2/alice/2 body.docx"]
    assert [alice.text[p.start:p.end] for p in alice.parts] == [
        "Alice writes an introduction.", "The body of the essay.\n\nAnd a conclusion."]
    assert alice.status == "warning" and "class2/alice/photo.png: unsupported type (.png)" in alice.message
    assert alice.format == "txt+docx" and alice.path == str(root / "alice")
    assert records["class2/bob"].status == "ok" and records["class2/bob"].text == "Bob's own essay."
    assert records["class2/empty"].status == "error" and "empty folder" in records["class2/empty"].message
    assert records["class2/loose.txt"].parts == ()


def test_without_grouping_every_file_is_a_submission(tmp_path):
    root = tmp_path / "class3"
    (root / "alice").mkdir(parents=True)
    (root / "alice" / "a.txt").write_text("one", encoding="utf-8")
    (root / "alice" / "b.txt").write_text("two", encoding="utf-8")
    names = [s.name for s in discover([root, root / "alice" / "a.txt"])]
    assert names == ["class3/alice/a.txt", "class3/alice/b.txt"]  # a file dropped twice counts once


def test_second_scan_does_no_extraction(hostile_folder, tmp_path, monkeypatch):
    first = _read([hostile_folder], tmp_path)
    asked: list = []

    def no_extraction(jobs, *args, **kwargs):
        asked.extend(jobs)
        yield from ()

    monkeypatch.setattr(ingest, "extract_all", no_extraction)
    second = _read([hostile_folder], tmp_path)
    assert asked == [] and second == first


def test_cache_is_keyed_by_extractor_version_and_schema(tmp_path, monkeypatch):
    from plagcheck.engine.reading.extract import cache as cache_module
    from plagcheck.engine.reading.extract.base import Extraction

    def reopened():
        cache = TextCache.open(tmp_path)
        assert cache is not None
        return cache

    cache = reopened()
    cache.put("abc", Extraction("ok", "", "txt", "hello", "UTF-8"))
    cache.close()
    other_scan = reopened()  # a second scan may read while the first one still has the cache open
    assert reopened().get("abc") == other_scan.get("abc") == Extraction("ok", "", "txt", "hello", "UTF-8")
    other_scan.close()
    monkeypatch.setattr(cache_module, "EXTRACTOR_VERSION", 999)
    assert reopened().get("abc") is None
    monkeypatch.setattr(cache_module, "SCHEMA_VERSION", 999)
    assert len(reopened()) == 0


def test_the_cache_commits_its_new_rows_after_a_while_not_every_few_rows(tmp_path, monkeypatch):
    from plagcheck.engine.reading.extract import cache as cache_module
    from plagcheck.engine.reading.extract.base import Extraction

    clock = [100.0]
    monkeypatch.setattr(cache_module.time, "monotonic", lambda: clock[0])
    cache = TextCache.open(tmp_path)
    reader = TextCache.open(tmp_path)  # another scan's: it sees committed rows only
    for number in range(50):  # a fast read: many rows within COMMIT_SECONDS, one commit
        cache.put(f"fast{number}", Extraction("ok", "", "txt", f"text {number}", "UTF-8"))
    assert reader.get("fast0") is None
    clock[0] += cache_module.COMMIT_SECONDS
    cache.put("slow", Extraction("ok", "", "txt", "a slow file", "UTF-8"))
    assert reader.get("fast0") is not None and reader.get("slow") is not None
    cache.put("last", Extraction("ok", "", "txt", "the last file", "UTF-8"))
    assert reader.get("last") is None
    cache.close()  # and closing commits the rest
    assert reader.get("last") == Extraction("ok", "", "txt", "the last file", "UTF-8")
    reader.close()


def test_unusable_cache_file_does_not_stop_the_scan(tmp_path):
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "extracted-text.sqlite3").write_bytes(b"this is not a database" * 100)
    (tmp_path / "a.txt").write_text("Readable words.", encoding="utf-8")
    (record,) = _read([tmp_path / "a.txt"], tmp_path)
    assert record.status == "ok"


def test_reading_never_writes_into_the_input_folder(hostile_folder, tmp_path, monkeypatch):
    def snapshot():
        return sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in hostile_folder.rglob("*"))

    before = snapshot()
    _read([hostile_folder], tmp_path, workers=2)
    assert snapshot() == before


def _outcomes(jobs, **options):
    return [o for o in workers.extract_all(jobs, **options) if o is not None]


@pytest.fixture
def own_pool(monkeypatch):
    """Workers of this test's own (not the shared ones other tests keep), stopped at its end."""
    monkeypatch.setattr(workers, "_shared_lock", __import__("threading").Lock())
    monkeypatch.setattr(workers, "_shared", None)
    yield
    if workers._shared is not None:
        workers._shared.stop_all()


def _stalling_worker(connection, memory_bytes):
    """A worker process that never answers, as one stuck in a reader would."""
    connection.recv()
    time.sleep(60)


def test_a_worker_past_its_time_limit_is_stopped(tmp_path, monkeypatch, own_pool):
    monkeypatch.setattr(workers, "_serve", _stalling_worker)
    paths = [write_image_only_pdf(tmp_path / f"{n}.pdf") for n in range(4)]
    started = time.monotonic()
    outcomes = _outcomes([(n, str(p), None) for n, p in enumerate(paths)], workers=2, time_limit=0.5)
    assert time.monotonic() - started < 10
    assert sorted(o.key for o in outcomes) == [0, 1, 2, 3]
    assert all(o.extraction.message.startswith("took too long") and not o.cacheable for o in outcomes)


def test_path_names_are_relative_to_the_dropped_folders_parent(tmp_path):
    folder = tmp_path / "Classe de M. Dupré" / "3e B"
    folder.mkdir(parents=True)
    (folder / "élève.txt").write_text("Texte.", encoding="utf-8")
    (sub,) = discover([folder])
    assert sub.name == "3e B/élève.txt" and sub.files == (folder / "élève.txt",)
    assert os.fspath(Path(sub.files[0])).endswith("élève.txt")


def test_pipeline_finds_one_essay_handed_in_as_docx_and_as_pdf(tmp_path, monkeypatch):
    from fixtures_docs import wrap, write_pdf
    from plagcheck.pipeline import run_scan

    monkeypatch.setenv("PLAGCHECK_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "class4"
    folder.mkdir()
    paragraphs = essay_text(21, paragraphs=4, sentences=5)
    write_docx(folder / "alice.docx", paragraphs)
    lines = wrap(paragraphs)
    write_pdf(folder / "bob.pdf", [lines[:12], lines[12:]], header="Bob - Essay", footer="{page}")
    (folder / "carol.txt").write_text("\n\n".join(essay_text(22, paragraphs=4, sentences=5)), encoding="utf-8")
    result = run_scan([folder], ScanSettings(workers=1))
    names = [d.name for d in result.documents]
    assert names == ["class4/alice.docx", "class4/bob.pdf", "class4/carol.txt"]
    best = result.pairs[0]
    assert (best.a, best.b) == (0, 1) and best.score > 0.95
    assert result.documents[1].status == "warning" and result.documents[1].duplicate_of == 0


def test_stopping_a_scan_early_stops_the_worker_processes(hostile_folder, tmp_path, monkeypatch):
    import multiprocessing

    from plagcheck.engine import compute

    submissions = discover([hostile_folder])
    reading = read_submissions(submissions, ScanSettings(workers=2), cache_dir=tmp_path / "cache")
    next(reading)
    reading.close()
    # The busy workers were stopped; idle ones stay for the next scan (and so do idle compute workers).
    kept = {w.process.pid for w in workers._shared.workers}
    kept |= {w.process.pid for w in (compute._shared.workers if compute._shared else ()) if not w.queue}
    assert not any(w.busy for w in workers._shared.workers)
    assert {child.pid for child in multiprocessing.active_children()} <= kept


def test_a_scan_cancelled_from_another_thread_closes_cleanly(hostile_folder, tmp_path):
    import threading

    reading = read_submissions(discover([hostile_folder]), ScanSettings(workers=1), cache_dir=tmp_path / "cache")
    worker = threading.Thread(target=lambda: next(reading))
    worker.start()
    worker.join()
    reading.close()  # here, in the main thread, as a GUI cancelling a background scan would
    assert TextCache.open(tmp_path / "cache") is not None


def _dying_worker(connection, memory_bytes):
    """A worker process that dies on its first file, as one would on a crash inside a native library."""
    connection.recv()
    os._exit(3)


def test_a_worker_that_dies_costs_only_its_file(tmp_path, monkeypatch, own_pool):
    monkeypatch.setattr(workers, "_serve", _dying_worker)
    paths = [write_image_only_pdf(tmp_path / f"{n}.pdf") for n in range(3)]
    outcomes = _outcomes([(n, str(p), None) for n, p in enumerate(paths)], workers=2)
    assert sorted(o.key for o in outcomes) == [0, 1, 2]
    assert all(o.extraction.message == workers.CRASH_MESSAGE and not o.cacheable for o in outcomes)


def _aborting_worker(connection, memory_bytes):
    """A worker that aborts, as pdfium does when the memory limit refuses an allocation."""
    connection.recv()
    os.abort()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the memory limit is set on Linux")
def test_a_worker_that_aborts_is_reported_out_of_memory(tmp_path, monkeypatch, own_pool):
    monkeypatch.setattr(workers, "_serve", _aborting_worker)
    path = write_image_only_pdf(tmp_path / "a.pdf")
    [outcome] = _outcomes([(0, str(path), None)], workers=1)
    assert outcome.extraction.message == MEMORY_MESSAGE and not outcome.cacheable


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the memory limit is set on Linux")
def test_the_memory_limit_turns_a_huge_allocation_into_memory_error():
    code = ("from plagcheck.engine.reading.extract.workers import limit_memory\n"
            "limit_memory(200 << 20)\n"
            "try:\n    bytearray(600 << 20)\nexcept MemoryError:\n    print('refused')\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == "refused", proc.stderr
