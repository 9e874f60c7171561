"""Issue 28, zip files as folders: a dropped or named .zip (and a zip inside it) is read as a folder of
submissions, in the reader workers, in memory, under limits; hostile zips are listed with their reasons and
nothing is written anywhere."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from hostile_cases import CONTROL_A, CONTROL_B
from plagcheck.engine.reading import ingest
from plagcheck.engine.reading.discovery import discover
from plagcheck.engine.reading.ingest import read_submissions
from plagcheck.engine.reading.marked_sources import SOURCE_COLLECTION, mark_sources
from plagcheck.engine.reading.zip_folders import SEPARATOR
from plagcheck.pipeline import run_scan
from plagcheck.shared.models import ScanSettings
from zip_cases import (SHARED, ZIP_CASES, build_zip_case, with_raw_name, write_class_files, zip_bytes,
                       zip_folder)

#: Hostile zips at a size that shows the fault without making the test slow.
SCALE = 0.1


@pytest.fixture
def class_zip(tmp_path) -> Path:
    """class.zip: six students' folders (DOCX and PDF essays), students 0 and 1 sharing a paragraph."""
    unpacked = tmp_path / "unpacked" / "class"
    write_class_files(unpacked, 6)
    (tmp_path / "zipped").mkdir()
    return zip_folder(unpacked, tmp_path / "zipped" / "class.zip")


def _scan(paths, **settings):
    settings.setdefault("workers", 2)
    return run_scan([str(p) for p in paths], ScanSettings(**settings))


def test_a_zip_is_a_folder_of_submissions_named_through_the_zip(class_zip):
    result = _scan([class_zip])
    names = {d.name: d for d in result.documents}
    assert set(names) == {f"class.zip{SEPARATOR}Student {n:03d}/essay.{'pdf' if n % 2 else 'docx'}"
                          for n in range(6)}
    assert all(d.status == "ok" and d.text for d in result.documents)
    first, second = names[f"class.zip{SEPARATOR}Student 000/essay.docx"], names[f"class.zip{SEPARATOR}Student 001/essay.pdf"]
    assert any({p.a, p.b} == {first.id, second.id} for p in result.pairs)
    assert first.path == str(class_zip / "Student 000" / "essay.docx")  # below the zip, as below a folder


def test_a_zip_is_seen_as_its_unpacked_folder(class_zip, tmp_path):
    unpacked = tmp_path / "unpacked" / "class"
    for group in (False, True):
        zipped = discover([class_zip], group_subfolders=group)
        folder = discover([unpacked], group_subfolders=group)
        assert [[f.relative_to(class_zip).parts for f in s.files] for s in zipped] == \
               [[f.relative_to(unpacked).parts for f in s.files] for s in folder]
        assert [s.name.replace(f"class.zip{SEPARATOR}", "class/") for s in zipped] == [s.name for s in folder]
        if group:
            assert [s.folder.relative_to(class_zip) for s in zipped] == [s.folder.relative_to(unpacked) for s in folder]


def test_a_zip_in_a_folder_is_a_sub_folder_of_it(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    for seed, student in enumerate(("alice", "bob")):
        write_class_files(tmp_path / student, 1, seed=seed)
        zip_folder(tmp_path / student, folder / f"{student}.zip")
    (folder / "carol.txt").write_text("Carol handed in plain text.", encoding="utf-8")
    flat = [s.name for s in discover([folder])]
    assert flat == [f"class/alice.zip{SEPARATOR}Student 000/essay.docx", f"class/bob.zip{SEPARATOR}Student 000/essay.docx",
                    "class/carol.txt"]
    grouped = {s.name: s for s in discover([folder], group_subfolders=True)}
    assert set(grouped) == {"class/alice.zip", "class/bob.zip", "class/carol.txt"}
    assert grouped["class/alice.zip"].folder == folder / "alice.zip"
    assert grouped["class/alice.zip"].file_names == (f"class/alice.zip{SEPARATOR}Student 000/essay.docx",)


def test_several_zips_dropped_together_are_one_class(tmp_path):
    for group, students in (("group-a", (0,)), ("group-b", (1,))):
        unpacked = tmp_path / group
        write_class_files(unpacked, 2)
        for number in (0, 1):
            if number not in students:
                for file in (unpacked / f"Student {number:03d}").iterdir():
                    file.unlink()
                (unpacked / f"Student {number:03d}").rmdir()
        zip_folder(unpacked, tmp_path / f"{group}.zip")
    result = _scan([tmp_path / "group-a.zip", tmp_path / "group-b.zip"])
    assert [d.name for d in result.documents] == [f"group-a.zip{SEPARATOR}Student 000/essay.docx",
                                                  f"group-b.zip{SEPARATOR}Student 001/essay.pdf"]
    assert len(result.pairs) == 1  # the shared paragraph, across the two zips


def test_a_zip_marked_as_sources_or_given_as_a_template(tmp_path, class_zip):
    sources = tmp_path / "readings.zip"
    sources.write_bytes(zip_bytes({"reading.txt": f"A reading for the class. {SHARED}"}))
    result = mark_sources(_scan([class_zip, sources], source_paths=(str(sources.resolve()),)))
    reading = next(d for d in result.documents if d.name == f"readings.zip{SEPARATOR}reading.txt")
    assert reading.collection == SOURCE_COLLECTION
    assert all(not d.is_reference for d in result.documents if d.name.startswith("class.zip"))
    templated = _scan([class_zip], template_paths=(str(sources),))
    assert [t.name for t in templated.templates] == [f"readings.zip{SEPARATOR}reading.txt"]
    assert templated.templates[0].status == "ok"


def test_names_in_cp437_and_utf8_are_read_as_meant(tmp_path):
    data = zip_bytes({"CafX.txt": "cp437", "NaXXve.txt": "utf-8 without the flag", "Zo\u00eb.txt": "utf-8 flagged"})
    data = with_raw_name(data, "CafX.txt", b"Caf\x82.txt")  # 0x82 is e-acute in CP437
    data = with_raw_name(data, "NaXXve.txt", "Na\u00efve.txt".encode("utf-8"))
    (tmp_path / "names.zip").write_bytes(data)
    names = [s.name for s in discover([tmp_path / "names.zip"])]
    assert names == [f"names.zip{SEPARATOR}Caf\u00e9.txt", f"names.zip{SEPARATOR}Na\u00efve.txt",
                     f"names.zip{SEPARATOR}Zo\u00eb.txt"]


def test_junk_in_a_zip_is_left_out_and_other_types_are_listed(tmp_path):
    (tmp_path / "mac.zip").write_bytes(zip_bytes({
        "essay.txt": "An essay.", "__MACOSX/._essay.txt": b"\x00\x05\x16\x07", ".DS_Store": b"\x00", "photo.png": b"\x89PNG",
    }))
    records = {r.name: r for r in read_submissions(discover([tmp_path / "mac.zip"]), ScanSettings(workers=1),
                                                   cache_dir=tmp_path / "cache")}
    assert set(records) == {f"mac.zip{SEPARATOR}essay.txt", f"mac.zip{SEPARATOR}photo.png"}
    assert records[f"mac.zip{SEPARATOR}photo.png"].message.startswith("unsupported type (.png)")


def test_a_members_text_is_cached_by_its_content(class_zip, tmp_path, monkeypatch):
    settings = ScanSettings(workers=1)
    first = list(read_submissions(discover([class_zip]), settings, cache_dir=tmp_path / "cache"))
    asked: list = []

    def no_extraction(jobs, *args, **kwargs):
        asked.extend(jobs)
        yield from ()

    monkeypatch.setattr(ingest, "extract_all", no_extraction)
    second = list(read_submissions(discover([class_zip]), settings, cache_dir=tmp_path / "cache"))
    assert asked == [] and second == first
    # The same bytes unpacked are the same texts: the cache is keyed by content, wherever it lies.
    unpacked = list(read_submissions(discover([tmp_path / "unpacked" / "class"]), settings,
                                     cache_dir=tmp_path / "cache"))
    assert asked == [] and [r.text for r in unpacked] == [r.text for r in first]


def test_a_zip_changed_since_it_was_listed_is_not_misread(class_zip, tmp_path):
    submissions = discover([class_zip])
    other = tmp_path / "other"
    write_class_files(other, 6, seed=7)
    zip_folder(other, class_zip)  # the same names, other essays, written over the same file
    records = list(read_submissions(submissions, ScanSettings(workers=1), use_cache=False))
    assert all(r.status == "skipped" and r.message.startswith("skipped: the zip changed") for r in records)


def test_a_member_bigger_than_the_limit_is_too_large(tmp_path):
    (tmp_path / "big.zip").write_bytes(zip_bytes({"big.txt": os.urandom(3 << 19).hex()}))  # 3 MB of text
    records = list(read_submissions(discover([tmp_path / "big.zip"], max_file_mb=1), ScanSettings(max_file_mb=1),
                                    use_cache=False))
    assert records[0].status == "error" and records[0].message.startswith("too large: 3.0 MB, above the 1 MB")


@pytest.mark.parametrize("name", sorted(ZIP_CASES))
def test_a_hostile_zip_is_listed_with_its_reason(name, tmp_path):
    case = build_zip_case(name, tmp_path / "classes", SCALE)
    result = _scan(case.paths)
    names = {d.name: d for d in result.documents}
    control = {names[f"{name}/{c}"].id for c in (CONTROL_A, CONTROL_B)}
    assert any({p.a, p.b} == control for p in result.pairs), "the control pair was lost"
    for entry, message in case.expected.items():
        assert entry in names, sorted(names)
        assert names[entry].message.startswith(message), names[entry].message
        if message:
            assert names[entry].text == "" and names[entry].status in ("error", "skipped")
        else:
            assert names[entry].status == "ok" and names[entry].text


def _tree(root: Path) -> dict[str, str]:
    """Return every file under `root` with the hash of its bytes (and every folder)."""
    found = {}
    for folder, folders, files in os.walk(root):
        for name in folders:
            found[os.path.join(folder, name)] = "folder"
        for name in files:
            path = os.path.join(folder, name)
            found[path] = "link" if os.path.islink(path) else hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return found


def test_hostile_zips_write_nothing_anywhere(tmp_path):
    classes = tmp_path / "classes"
    cases = [build_zip_case(name, classes, SCALE) for name in sorted(ZIP_CASES)]
    home, temporary, cache = tmp_path / "home", tmp_path / "tmp", tmp_path / "cache"
    for folder in (home, temporary):
        folder.mkdir()
    before = _tree(classes)
    environment = {**os.environ, "HOME": str(home), "TMPDIR": str(temporary), "PLAGCHECK_CACHE_DIR": str(cache),
                   "PLAGCHECK_DATA_DIR": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache"),
                   "XDG_DATA_HOME": str(home / "share"), "XDG_CONFIG_HOME": str(home / "config")}
    paths = [p for case in cases for p in case.paths]
    run = subprocess.run([sys.executable, "-m", "plagcheck.cli", "scan", *paths, "--json", "-", "-q",
                          "--workers", "2"], capture_output=True, text=True, timeout=600, env=environment,
                         cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    documents = {d["name"]: d for d in json.loads(run.stdout)["documents"]}
    for case in cases:
        for entry, message in case.expected.items():
            assert documents[entry]["message"].startswith(message)
    assert _tree(classes) == before
    assert _tree(temporary) == {} and _tree(home) == {}
    assert {Path(p).name for p in _tree(cache)} <= {"extracted-text.sqlite3", "extracted-text.sqlite3-wal",
                                                     "extracted-text.sqlite3-shm"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "classes", "home", "tmp"]


def test_a_zip_larger_than_the_file_limit_is_still_a_folder(tmp_path, class_zip):
    settings = replace(ScanSettings(workers=1), max_file_mb=class_zip.stat().st_size / 2 / 1024 / 1024)
    records = list(read_submissions(discover([class_zip], max_file_mb=settings.max_file_mb), settings,
                                    use_cache=False))
    assert len(records) == 6 and all(r.status == "ok" for r in records)


def test_the_json_names_a_member_through_its_zip(class_zip, tmp_path):
    out = tmp_path / "out.json"
    from plagcheck.cli.commands import main

    assert main(["scan", str(class_zip), "--json", str(out), "-q", "--workers", "1"]) == 0
    documents = json.loads(out.read_text(encoding="utf-8"))["documents"]
    assert documents[0]["name"] == f"class.zip{SEPARATOR}Student 000/essay.docx"
    assert zipfile.is_zipfile(class_zip)


def test_a_saved_check_finds_its_files_in_their_zip(class_zip, tmp_path):
    from plagcheck.saved.session import open_session, save_session

    saved = save_session(_scan([class_zip]), tmp_path / "check.plagcheck")
    assert {c.state for c in open_session(saved).checks} == {"unchanged"}
    unpacked = tmp_path / "unpacked" / "class"
    (unpacked / "Student 002" / "essay.docx").unlink()
    write_class_files(tmp_path / "changed", 1, seed=9)
    (unpacked / "Student 000" / "essay.docx").write_bytes((tmp_path / "changed" / "Student 000" / "essay.docx").read_bytes())
    zip_folder(unpacked, class_zip)
    states = {Path(c.file.path).relative_to(class_zip).parts[0]: c.state for c in open_session(saved).checks}
    assert states == {"Student 000": "changed", "Student 001": "unchanged", "Student 002": "missing",
                      "Student 003": "unchanged", "Student 004": "unchanged", "Student 005": "unchanged"}


def test_the_encoding_of_a_text_file_in_a_zip_can_be_chosen(tmp_path):
    from plagcheck.cli.commands import main
    from plagcheck.engine.reading.zip_folders import read_location

    text = "Příliš žluťoučký kůň úpěl ďábelské ódy, a student o tom napsal esej."
    (tmp_path / "czech.zip").write_bytes(zip_bytes({"essay.txt": text.encode("cp1250")}))
    member = tmp_path / "czech.zip" / "essay.txt"
    assert read_location(str(member), 10) == text.encode("cp1250")[:10]
    out = tmp_path / "out.json"
    assert main(["scan", str(tmp_path / "czech.zip"), "--json", str(out), "-q", "--workers", "1", "--include-text",
                 "--encoding", f"{member}=cp1250"]) == 0
    [document] = json.loads(out.read_text(encoding="utf-8"))["documents"]
    assert document["text"] == text


def test_a_name_in_an_info_zip_unicode_path_field_is_read_from_it(tmp_path):
    import struct
    import zlib

    raw = b"Rapport d?t?.txt"  # what an old tool wrote, having no better letters
    field = struct.pack("<B", 1) + struct.pack("<I", zlib.crc32(raw)) + "Rapport d\u2019\u00e9t\u00e9.txt".encode()
    info = zipfile.ZipInfo(raw.decode("ascii"))
    info.extra = struct.pack("<HH", 0x7075, len(field)) + field
    with zipfile.ZipFile(tmp_path / "old.zip", "w") as archive:
        archive.writestr(info, "An essay written in summer.")
    assert [s.name for s in discover([tmp_path / "old.zip"])] == [f"old.zip{SEPARATOR}Rapport d\u2019\u00e9t\u00e9.txt"]


@pytest.mark.parametrize("platform", ["moodle", "canvas", "blackboard", "brightspace", "classroom", "teams"])
def test_a_platforms_download_zipped_reads_as_unpacked(platform, tmp_path):
    from layout_fixtures import write_platform_class

    made = write_platform_class(platform, tmp_path / "unpacked" / "class")
    archive = zip_folder(made.folder, tmp_path / "class.zip")
    unpacked, zipped = (_scan([path], threshold=0.0) for path in (made.folder, archive))

    def seen(result, below, prefix):  # a file of nobody's is named below the folder, or the zip
        # Moodle's zip dates each file when it was handed in (ingest._dated): the zip's readings carry the date.
        dated = platform == "moodle" and prefix.startswith("class.zip")
        return [(d.student, d.name.removeprefix(prefix), d.status,
                 d.attempt.partition(", ")[2] if dated and d.attempt[:1].isdigit() else d.attempt, d.earlier_attempts,
                 len(d.set_aside), d.text, tuple(Path(p.location).relative_to(below).parts for p in d.parts))
                for d in result.documents]

    assert seen(zipped, archive, f"class.zip{SEPARATOR}") == seen(unpacked, made.folder, f"{made.folder.name}/")
    assert len({d.student for d in zipped.documents if d.student}) == len(made.students)
    if platform == "moodle":
        assert all(d.attempt[:4].isdigit() for d in zipped.documents if d.student)


def test_cancel_while_a_zip_is_listed_stops_the_listing_within_a_second(tmp_path, monkeypatch):
    import time

    from plagcheck.engine.reading import zip_folders
    from plagcheck.pipeline import scan

    with zipfile.ZipFile(tmp_path / "class.zip", "w") as archive:
        archive.writestr("Ana/essay.txt", "An essay of some length. " * 40)
    stopped = []

    def slow_listing(jobs, workers, time_limit=None):  # a listing that takes for ever, as a huge zip's hashing
        try:
            while True:
                time.sleep(0.05)
                yield None  # extract_all's tick while its workers are busy
        finally:
            stopped.append(time.monotonic())

    monkeypatch.setattr(zip_folders, "extract_all", slow_listing)
    steps = scan([str(tmp_path / "class.zip")], ScanSettings())
    seen = []
    for progress in steps:
        seen.append(progress.message)
        if len(seen) == 5:
            break
    assert seen.count("listing the zips") == 5  # the scan reports while the zip is listed
    asked = time.monotonic()
    steps.close()  # Cancel
    assert stopped and stopped[0] - asked < 1.0  # the listing was stopped, at once
