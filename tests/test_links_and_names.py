"""Issue 27, items 5-7: nothing outside the chosen folders is read, whatever is swapped or linked while the scan
runs, and every name the teacher dropped gets a row.

- A sub-folder swapped for a link to an outside folder, after the walk or during it, cannot redirect a read:
  folders and files are opened one step at a time without following a link, and must be what was found.
- A file with another name (a hard link) outside the chosen folders is listed, not read; one named directly
  is read. A name made after the file was found is refused when it is read.
- The same file under two names (a link, a hard link) is read once, under its own name; the other name has a
  row saying so.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from plagcheck.engine.reading import discovery
from plagcheck.engine.reading.discovery import discover
from plagcheck.engine.reading.extract import extract_path
from plagcheck.engine.reading.ingest import read_submissions
from plagcheck.pipeline import run_scan
from plagcheck.shared.models import ScanSettings

SECRET = "SECRET-OUTSIDE-TEXT never to be read"
ESSAY = "An essay of my own about the river and the floods that changed its course over the years."


def _class_and_outside(tmp_path: Path) -> tuple[Path, Path]:
    """A class folder with sub/essay.txt, and outside it a folder of the same shape holding a secret."""
    folder, outside = tmp_path / "class", tmp_path / "outside"
    (folder / "sub").mkdir(parents=True)
    (outside / "sub").mkdir(parents=True)
    (folder / "sub" / "essay.txt").write_text(ESSAY, encoding="utf-8")
    (folder / "other.txt").write_text("Another essay, on bridges and the towns beside them.", encoding="utf-8")
    (outside / "sub" / "essay.txt").write_text(SECRET, encoding="utf-8")
    return folder, outside


def _swap_for_link(folder: Path, outside: Path) -> None:
    """Swap class/sub for a link to outside/sub, as a student with write access to the class folder could."""
    os.rename(folder / "sub", folder / "sub-moved")
    os.symlink(outside / "sub", folder / "sub")


@pytest.fixture(params=["openat2", "stepwise"], autouse=True)
def opening(request, monkeypatch):
    """Every test twice: with the kernel refusing links (Linux's openat2) and one folder at a time."""
    from plagcheck.engine.reading.extract import files

    if request.param == "stepwise":
        monkeypatch.setattr(files._openat2, "call", None)
    elif files._openat2.call is None:
        pytest.skip("openat2 is not available here")
    return request.param


def _read(submissions, tmp_path: Path):
    return list(read_submissions(submissions, ScanSettings(workers=1), cache_dir=tmp_path / "cache"))


def test_a_folder_swapped_for_a_link_after_the_walk_leaks_nothing(tmp_path):
    folder, outside = _class_and_outside(tmp_path)
    submissions = discover([folder])
    _swap_for_link(folder, outside)
    records = _read(submissions, tmp_path)
    assert all(SECRET not in record.text for record in records)
    essay = next(r for r in records if r.name == "class/sub/essay.txt")
    assert essay.text == "" and essay.status in ("error", "skipped") and "link" in essay.message


def test_a_reader_worker_refuses_a_path_whose_folder_became_a_link(tmp_path):
    folder, outside = _class_and_outside(tmp_path)
    [location] = next(s for s in discover([folder]) if s.name == "class/sub/essay.txt").locations
    _swap_for_link(folder, outside)
    sha256, extraction, cacheable = extract_path(location)  # what a reader worker runs for the file
    assert SECRET not in extraction.text and extraction.status in ("error", "skipped") and not cacheable


class _Listed:
    """Entries already listed, as os.scandir hands them over (with and for iteration)."""

    def __init__(self, entries):
        self.entries = entries

    def __enter__(self):
        return iter(self.entries)

    def __exit__(self, *exc):
        return False

    def __iter__(self):
        return iter(self.entries)


def test_a_folder_swapped_for_a_link_during_the_walk_leaks_nothing(tmp_path, monkeypatch):
    folder, outside = _class_and_outside(tmp_path)
    real_scandir = os.scandir
    swapped = []

    def swapping_after_the_first_listing(target):
        with real_scandir(target) as entries:
            listed = list(entries)
        if not swapped:  # the class folder has been listed: its sub-folder is swapped before it is walked
            _swap_for_link(folder, outside)
            swapped.append(True)
        return _Listed(listed)

    monkeypatch.setattr(discovery.os, "scandir", swapping_after_the_first_listing)
    submissions = discover([folder])
    monkeypatch.undo()
    assert swapped
    records = _read(submissions, tmp_path)
    assert all(SECRET not in record.text for record in records)
    assert any(r.name.startswith("class/sub") and r.text == "" for r in records), [r.name for r in records]


def test_a_file_replaced_by_another_after_the_walk_is_not_read(tmp_path):
    folder, outside = _class_and_outside(tmp_path)
    submissions = discover([folder])
    os.unlink(folder / "other.txt")
    os.link(outside / "sub" / "essay.txt", folder / "other.txt")  # same name, another file: a hard link outside
    records = _read(submissions, tmp_path)
    assert all(SECRET not in record.text for record in records)
    other = next(r for r in records if r.name == "class/other.txt")
    assert other.status == "skipped" and other.message.startswith("skipped: the file was replaced")


def test_a_hard_link_to_a_file_outside_is_listed_and_never_read(tmp_path):
    folder, outside = _class_and_outside(tmp_path)
    os.link(outside / "sub" / "essay.txt", folder / "planted.txt")
    result = run_scan([folder], ScanSettings(workers=1))
    assert all(SECRET not in d.text for d in result.documents)
    planted = next(d for d in result.documents if d.name == "class/planted.txt")
    assert planted.status == "skipped" and "other names on disk" in planted.message and planted.sha256 == ""


def test_a_file_named_directly_is_read_whatever_its_other_names(tmp_path):
    folder, outside = _class_and_outside(tmp_path)
    os.link(folder / "other.txt", outside / "elsewhere.txt")
    [record] = _read(discover([folder / "other.txt"]), tmp_path)
    assert record.status == "ok" and "bridges" in record.text


def test_a_name_made_outside_after_the_walk_stops_the_read(tmp_path):
    folder, outside = _class_and_outside(tmp_path)
    submissions = discover([folder])
    os.link(folder / "other.txt", outside / "new-name.txt")
    other = next(r for r in _read(submissions, tmp_path) if r.name == "class/other.txt")
    assert other.status == "skipped" and "another name on disk" in other.message and other.text == ""


def test_a_link_to_a_file_inside_does_not_take_its_targets_row(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "victim.txt").write_text(ESSAY, encoding="utf-8")
    os.symlink("victim.txt", folder / "aaa.txt")  # met first in name order
    result = run_scan([folder], ScanSettings(workers=1))
    names = {d.name: d for d in result.documents}
    assert set(names) == {"class/aaa.txt", "class/victim.txt"}
    assert names["class/victim.txt"].status == "ok" and names["class/victim.txt"].text.startswith("An essay")
    link = names["class/aaa.txt"]
    assert link.status == "skipped" and link.text == "" and "class/victim.txt" in link.message
    assert not result.pairs  # one file read once: never compared with itself


def test_two_hard_links_inside_the_class_are_one_file_with_two_rows(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "b-first.txt").write_text(ESSAY, encoding="utf-8")
    os.link(folder / "b-first.txt", folder / "a-second.txt")
    result = run_scan([folder], ScanSettings(workers=1))
    names = {d.name: d for d in result.documents}
    assert set(names) == {"class/a-second.txt", "class/b-first.txt"}
    read = [d for d in result.documents if d.status == "ok"]
    assert len(read) == 1 and read[0].name == "class/a-second.txt"  # the first name met is read
    other = names["class/b-first.txt"]
    assert other.status == "skipped" and "same file as class/a-second.txt" in other.message
    assert not result.pairs


def test_a_link_across_groups_is_listed_beside_the_group_that_holds_it(tmp_path):
    folder = tmp_path / "class"
    for student in ("alice", "bob"):
        (folder / student).mkdir(parents=True)
    (folder / "bob" / "essay.txt").write_text(ESSAY, encoding="utf-8")
    (folder / "alice" / "mine.txt").write_text("Alice's own words on another subject.", encoding="utf-8")
    os.symlink(folder / "bob" / "essay.txt", folder / "alice" / "borrowed.txt")
    submissions = {s.name: s for s in discover([folder], group_subfolders=True)}
    assert [f.name for f in submissions["class/alice"].files] == ["mine.txt"]
    assert [f.name for f in submissions["class/bob"].files] == ["essay.txt"]
    assert "class/bob/essay.txt" in submissions["class/alice/borrowed.txt"].problem


@pytest.mark.parametrize("named", [["class", "class"], ["class", "class/sub"], ["class", "class/other.txt"]])
def test_the_same_name_named_twice_is_one_row(tmp_path, named):
    folder, _ = _class_and_outside(tmp_path)
    names = [s.name for s in discover([tmp_path / n for n in named])]
    assert len(names) == 2 and not any(s.problem for s in discover([tmp_path / n for n in named]))


def test_a_link_removed_while_it_is_resolved_is_listed_not_fatal(tmp_path, monkeypatch):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "essay.txt").write_text(ESSAY, encoding="utf-8")
    os.symlink("essay.txt", folder / "link.txt")
    real_realpath = os.path.realpath

    def vanishing(path, *args, **kwargs):  # the link is removed between its lstat and its readlink
        if str(path).endswith("link.txt"):
            raise FileNotFoundError(2, "No such file or directory", str(path))
        return real_realpath(path, *args, **kwargs)

    monkeypatch.setattr(discovery.os.path, "realpath", vanishing)
    names = {s.name: s for s in discover([folder])}
    assert names["class/link.txt"].problem == discovery.DANGLING_LINK and not names["class/essay.txt"].problem


def test_where_paths_are_opened_whole_folders_are_listed_by_path(tmp_path, monkeypatch, opening):
    from plagcheck.engine.reading.extract import files

    if opening != "stepwise":
        pytest.skip("once is enough")
    monkeypatch.setattr(files, "STEPWISE", False)  # as on Windows: no opening relative to a folder
    monkeypatch.setattr(discovery, "STEPWISE", False)
    folder, _ = _class_and_outside(tmp_path)
    records = {r.name: r for r in _read(discover([folder]), tmp_path)}
    assert records["class/sub/essay.txt"].text == ESSAY and records["class/other.txt"].status == "ok"
