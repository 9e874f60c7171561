"""Issue 40, hostile files round three: nothing a student uploads can take work out of the check.

A copy hidden in a student's own zip under a classmate's platform name is compared; names differing in case are
two students; a future attempt is flagged; a damaged member or a false UTF-8 flag spoils one member only;
overlapping and near-floor zips are named as bombs; the zips of a scan share one budget; saved sessions are
read as hostile files; progress notes are printed once; the marks that join names cannot be imitated. Times are
measured by bench/bench_hostile.py (`--round-three`), not here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import zipfile
from datetime import datetime
from pathlib import Path

import pytest

from plagcheck.engine.reading import zip_folders
from plagcheck.engine.reading.discovery import discover
from plagcheck.engine.reading.extract.base import BOMB_MESSAGE
from plagcheck.engine.reading.extract.files import DiskFile
from plagcheck.engine.reading.extract.zipped import DAMAGED, OVERLAPPING, PACKED_TIGHT, ZipFolder, list_zip
from plagcheck.engine.reading.layouts import FUTURE_ATTEMPT, recognise
from plagcheck.engine.reading.zip_folders import SCAN_FILES, SCAN_TIME, SEPARATOR, budget_notice
from plagcheck.pipeline import run_scan
from plagcheck.saved.session import SessionError, check_inputs, load_session, open_session
from plagcheck.shared.display import display_name, submission_label
from plagcheck.shared.models import Progress, ScanSettings
from round_three_cases import (HIDDEN_COPY_PLATFORMS, assignment_copy, case_pair, class_texts,
                               damaged_member_zip, false_utf8_flag_zip, hidden_copy, near_floor_zip,
                               overlapping_zip, session_huge_version, session_inflating, session_naming,
                               session_payload, write_session_file)
from zip_cases import zip_bytes

ROOT = Path(__file__).resolve().parents[1]


def _scan(paths, **settings):
    settings.setdefault("workers", 2)
    settings.setdefault("threshold", 0.0)
    return run_scan([str(p) for p in paths], ScanSettings(**settings))


def _listed(result, a, b) -> bool:
    return any({p.a, p.b} == {a.id, b.id} for p in result.pairs)


# ---------------------------------------------------------------- who handed in what

@pytest.mark.parametrize("platform", HIDDEN_COPY_PLATFORMS)
def test_a_copy_hidden_in_a_students_own_zip_stays_theirs_and_is_listed(platform, tmp_path):
    made = hidden_copy(platform, tmp_path)
    result = _scan([made.path])
    texts = class_texts()
    priya = next(d for d in result.documents if d.student.startswith(made.priya))
    # Her own essay is the one checked: nothing in Bob's zip became her latest attempt or her "same file".
    assert priya.text.strip() == texts["priya"].strip() and priya.status in ("ok", "warning")
    assert not priya.earlier_attempts and "the same as" not in priya.message
    holders = [d for d in result.documents if d.id != priya.id and texts["priya"][:300] in d.text]
    assert len(holders) == 1
    copy = holders[0]
    assert _listed(result, priya, copy)  # Bob's verbatim copy is compared, and listed
    if platform != "classroom":  # Classroom names are the students' own: the zip's inside is nobody's there
        assert copy.student.startswith(made.bob)
        assert f"{SEPARATOR}" in copy.name or len(copy.parts) == 2


def test_names_that_differ_in_case_only_are_two_students_compared(tmp_path):
    result = _scan([case_pair(tmp_path / "classroom")])
    students = {d.student: d for d in result.documents if d.student}
    assert set(students) == {"Priya Sharma (1)", "priya sharma (2)", "Chen Wei"}
    assert _listed(result, students["Priya Sharma (1)"], students["priya sharma (2)"])


def test_a_second_classroom_copy_under_one_students_name_is_compared_not_merged():
    paths = [("Priya Sharma - Essay.docx",), ("Priya Sharma - Essay (1).docx",), ("Chen Wei - Essay.docx",)]
    layout = recognise(paths, "classroom")
    assert all(len(s.attempt.files) == 1 for s in layout.students)
    assert 1 in layout.loose or 0 in layout.loose


def test_an_attempt_dated_in_the_future_is_flagged(tmp_path):
    folder = tmp_path / "bb"
    folder.mkdir()
    texts = class_texts()
    for user, date, text in (("psharma", "2024-03-11-09-15-01", texts["priya"]),
                             ("psharma", "2099-12-31-23-59-59", texts["priya"] + " More."),
                             ("cwei", "2024-03-12-11-00-03", texts["chen"])):
        (folder / f"Essay 1_{user}_attempt_{date}_Essay.txt").write_text(text, encoding="utf-8")
    layout = recognise([(p.name,) for p in sorted(folder.iterdir())], now=datetime(2026, 12, 2))
    priya = next(s for s in layout.students if s.name == "psharma")
    assert priya.notes == (FUTURE_ATTEMPT.format(when="2099-12-31 23:59:59"),)
    assert not next(s for s in layout.students if s.name == "cwei").notes
    out = tmp_path / "scan.json"
    from plagcheck.cli.commands import main

    assert main(["scan", str(folder), "--json", str(out), "-q", "--workers", "1"]) == 0
    documents = {d["student"]: d for d in json.loads(out.read_text(encoding="utf-8"))["documents"]}
    assert "dated in the future (2099-12-31 23:59:59)" in documents["psharma"]["message"]
    assert documents["psharma"]["status"] == "warning" and "future" not in documents["cwei"]["message"]


def test_a_students_assignment_txt_copying_a_classmates_opening_is_compared(tmp_path):
    result = _scan([assignment_copy(tmp_path / "class")])
    names = {Path(d.path).name: d for d in result.documents}
    assert names["assignment.txt"].status == "ok"
    assert _listed(result, names["assignment.txt"], names["priya.txt"])
    assert _listed(result, names["bob.txt"], names["priya.txt"])
    pair = next(p for p in result.pairs if {p.a, p.b} == {names["bob.txt"].id, names["priya.txt"].id})
    assert pair.containment_a > 0.95 and pair.containment_b > 0.95


# ---------------------------------------------------------------- damaged members and names

def test_a_damaged_member_is_one_damaged_file_and_the_rest_is_read(tmp_path):
    damaged = damaged_member_zip(tmp_path / "class.zip")
    result = _scan([tmp_path / "class.zip"])
    by_name = {d.name: d for d in result.documents}
    assert len(by_name) == 6
    bad = by_name[f"class.zip{SEPARATOR}{damaged}"]
    assert bad.status == "error" and bad.message == DAMAGED
    assert sum(1 for d in result.documents if d.status == "ok" and d.text) == 5


def test_a_name_flagged_utf8_that_is_not_spoils_only_its_member(tmp_path):
    shown = false_utf8_flag_zip(tmp_path / "flagged.zip")
    with pytest.raises(UnicodeDecodeError):
        zipfile.ZipFile(tmp_path / "flagged.zip")  # Python's own reader refuses the whole zip
    result = _scan([tmp_path / "flagged.zip"])
    names = sorted(d.name for d in result.documents)
    assert names == sorted([f"flagged.zip{SEPARATOR}fine.txt", f"flagged.zip{SEPARATOR}{display_name(shown)}"])
    assert all(d.status == "ok" and d.text for d in result.documents)


def test_names_in_an_east_asian_code_page_are_read_in_it(tmp_path):
    names = ["レポート_山田太郎.txt", "感想文_佐藤花子.txt"]
    data = zip_bytes({f"N{i:0{len(n.encode('cp932')) - 5}d}.txt": f"An essay {i}." * 30 for i, n in enumerate(names)})
    for i, name in enumerate(names):
        placeholder = f"N{i:0{len(name.encode('cp932')) - 5}d}.txt"
        data = data.replace(placeholder.encode(), name.encode("cp932"))
    (tmp_path / "jp.zip").write_bytes(data)
    found = sorted(s.name for s in discover([tmp_path / "jp.zip"], workers=1))
    assert found == sorted(f"jp.zip{SEPARATOR}{name}" for name in names)


def test_the_marks_joining_names_cannot_be_imitated_by_a_name(tmp_path):
    assert display_name("essay \u203a fake.txt") == "essay [U+203A] fake.txt"
    assert display_name("Priya Sharma \u2014 Essay.docx") == "Priya Sharma [U+2014] Essay.docx"
    (tmp_path / "imitation.zip").write_bytes(zip_bytes({"other.zip \u203a essay.txt": "An essay. " * 30}))
    [found] = discover([tmp_path / "imitation.zip"], workers=1)
    assert found.name == f"imitation.zip{SEPARATOR}other.zip [U+203A] essay.txt"
    assert found.name.count(SEPARATOR) == 1
    # A student's folder named like a label: the label shows the name written out, then the real file.
    folder = tmp_path / "class"
    for student in ("Priya Sharma \u2014 Essay.docx", "Bob"):
        (folder / student).mkdir(parents=True)
        (folder / student / "work.txt").write_text(f"{student} wrote this essay. " * 20, encoding="utf-8")
    result = _scan([folder], layout="folders")
    labels = sorted(d.name for d in result.documents)
    assert labels == ["Bob \u2014 work.txt", "Priya Sharma [U+2014] Essay.docx \u2014 work.txt"]
    assert submission_label("Bob", ["work.txt"]).count("\u2014") == 1


# ---------------------------------------------------------------- bombs and one budget per scan

def _listing(path: Path):
    return list_zip(ZipFolder(DiskFile(str(path)), 50 << 20))


def test_overlapping_entries_are_named_a_bomb(tmp_path):
    size = overlapping_zip(tmp_path / "overlap.zip")
    assert size < 200_000
    listing = _listing(tmp_path / "overlap.zip")
    assert listing.status == "error" and listing.message == OVERLAPPING and "zip bomb" in listing.message
    # Inside a class zip, the bomb is one file listed with its reason: the essays beside it are read.
    (tmp_path / "class.zip").write_bytes(zip_bytes({"overlap.zip": (tmp_path / "overlap.zip").read_bytes(),
                                                    "essay.txt": "An honest essay. " * 40}))
    found = {s.name: s for s in discover([tmp_path / "class.zip"], workers=1)}
    assert found[f"class.zip{SEPARATOR}overlap.zip"].problem == OVERLAPPING
    assert not found[f"class.zip{SEPARATOR}essay.txt"].problem


def test_many_members_just_under_the_size_floor_are_named_a_bomb(tmp_path):
    near_floor_zip(tmp_path / "floor.zip")
    listing = _listing(tmp_path / "floor.zip")
    assert listing.status == "error" and listing.message == PACKED_TIGHT and "zip bomb" in listing.message
    # One such member alone is no bomb (a document may compress well): only their sum is.
    near_floor_zip(tmp_path / "one.zip", members=1)
    assert _listing(tmp_path / "one.zip").status == "ok"


def test_the_zips_of_a_scan_share_one_file_budget(tmp_path, monkeypatch):
    monkeypatch.setattr(zip_folders, "MAX_SCAN_ZIP_FILES", 250)
    for z in range(4):
        (tmp_path / f"pile{z}.zip").write_bytes(zip_bytes({f"f{n:03d}.txt": f"note {z} {n}" for n in range(100)}))
    found = discover([tmp_path], workers=1)
    read = [s for s in found if not s.problem]
    refused = [s for s in found if s.problem]
    assert len(read) == 200  # the first two zips
    assert [s.name for s in refused] == [f"{tmp_path.name}/pile2.zip", f"{tmp_path.name}/pile3.zip"]
    assert all(s.problem == SCAN_FILES for s in refused)
    notice = budget_notice(s.problem for s in found)
    assert "2 zips" in str(notice) and "more than 250 files in all" in str(notice)


def test_the_zips_of_a_scan_share_one_listing_time(tmp_path, monkeypatch):
    (tmp_path / "class.zip").write_bytes(zip_bytes({"Ana/essay.txt": "An essay. " * 40}))

    def slow_listing(jobs, workers, time_limit=None):  # a listing that never ends, as a stalling zip's
        while True:
            time.sleep(0.05)
            yield None

    monkeypatch.setattr(zip_folders, "extract_all", slow_listing)
    monkeypatch.setattr(zip_folders, "MAX_LISTING_SECONDS", 0.3)
    [found] = discover([tmp_path / "class.zip"], workers=1)
    assert found.problem == SCAN_TIME


# ---------------------------------------------------------------- sessions

@pytest.mark.skipif(os.name != "posix", reason="named pipes and /proc are POSIX's")
def test_a_session_naming_system_files_and_pipes_hashes_none_of_them(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "looks-like-an-essay.txt"
    link.symlink_to("/proc/self/pagemap")
    session = load_session(session_naming(tmp_path / "s.plagcheck", [
        "/proc/self/pagemap", "/dev/zero", "/sys/kernel/mm/transparent_hugepage/enabled", str(fifo), str(link)]))
    checks = check_inputs(session)
    assert [c.state for c in checks] == ["unreadable", "unreadable", "unreadable", "changed", "unreadable"]
    assert all("\n" not in c.message for c in checks)


def test_a_file_growing_past_its_size_is_not_hashed_past_it(tmp_path):
    from plagcheck.saved.session import _digest

    essay = tmp_path / "essay.txt"
    essay.write_text("An essay. " * 100, encoding="utf-8")
    assert _digest(str(essay), essay.stat().st_size) is not None
    assert _digest(str(essay), 10) is None  # holds more than it said: not what it says it is


def _in_a_process(code: str) -> dict:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"})
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.splitlines()[-1])


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="the peak is read from /proc (Linux)")
@pytest.mark.parametrize("variant", ["inflating", "huge-version"])
def test_a_hostile_session_is_refused_in_one_line_within_300_mb(tmp_path, variant):
    path = tmp_path / f"{variant}.plagcheck"
    if variant == "inflating":
        session_inflating(path)
        assert path.stat().st_size < 2_000_000
    else:
        session_huge_version(path)
    said = _in_a_process(f"""
import json
from plagcheck.saved.session import SessionError, open_session
try:
    open_session({str(path)!r}); message = ""
except SessionError as exc:
    message = str(exc)
# This process's own peak (ru_maxrss would carry the parent's across exec).
with open("/proc/self/status") as status:
    peak_kb = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
print(json.dumps({{"message": message, "peak_mb": peak_kb / 1024}}))
""")
    assert said["message"] and "\n" not in said["message"] and "Exceeds the limit" not in said["message"]
    assert said["peak_mb"] < 300


def _damaged_fields():
    """Yield (name, a change to a good session's JSON) for every field made wrong in a few ways."""
    bad_values = [None, "text", -1, 10**4000, [], {}, [[[]]], 1.5e308, True]
    for field in ("format_version", "settings", "result", "result_extra", "inputs", "reviews", "reference_ids",
                  "saved_at", "plagcheck_version"):
        for n, value in enumerate(bad_values):
            yield f"{field}-{n}", (lambda data, f=field, v=value: data.__setitem__(f, v))
    for field in ("threshold", "k", "num_perm", "max_file_mb", "workers", "unit", "layout"):
        for n, value in enumerate(bad_values):
            yield f"settings.{field}-{n}", (lambda data, f=field, v=value: data["settings"].__setitem__(f, v))
    for field in ("id", "path", "name", "status", "text", "parts"):
        for n, value in enumerate(bad_values):
            yield f"document.{field}-{n}", (lambda data, f=field, v=value: data["result"]["documents"][0].__setitem__(f, v))


def test_every_malformed_field_gets_a_one_line_message(tmp_path):
    good = session_payload([{"doc_id": 0, "path": str(tmp_path / "gone.txt"), "sha256": "0" * 64}])
    load_session(write_session_file(tmp_path / "good.plagcheck", good))  # the base opens
    refused = 0
    for name, change in _damaged_fields():
        data = json.loads(json.dumps(good))
        change(data)
        try:
            text = json.dumps(data).encode()
        except ValueError:  # a value JSON cannot hold (an int too long to write): nothing to test
            continue
        path = write_session_file(tmp_path / "bad.plagcheck", text)
        try:
            open_session(path)
        except SessionError as exc:
            message = str(exc)
            assert message and "\n" not in message and len(message) < 400, (name, message)
            refused += 1
    assert refused > 100


def test_the_window_opens_a_session_off_its_thread(qtbot, tmp_path, monkeypatch):
    import threading

    from plagcheck.ui.controllers import session_controller
    from plagcheck.ui.controllers.main_controller import MainController
    from plagcheck.ui.controllers.main_controller import make_test_settings  # noqa: F811

    good = write_session_file(tmp_path / "good.plagcheck", session_payload([]))
    threads = []
    real = session_controller.open_session

    def watched(path):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(path)

    monkeypatch.setattr(session_controller, "open_session", watched)
    warnings = []
    monkeypatch.setattr(session_controller.SessionController, "_warn",
                        lambda self, title, message: warnings.append(message))
    controller = MainController(store=make_test_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(controller.window)
    with qtbot.waitSignal(controller.sessions.opened, timeout=10_000):
        controller.sessions.open(str(good))
    assert threads == [False]
    with qtbot.waitSignal(controller.sessions.failed, timeout=10_000):
        controller.sessions.open(str(session_huge_version(tmp_path / "bad.plagcheck")))
    assert len(warnings) == 1 and "digits" in warnings[0] and "\n" not in warnings[0]
    controller.shutdown()


# ---------------------------------------------------------------- the progress line

def test_the_progress_line_is_printed_once_per_step(capsys):
    from plagcheck.cli.args import progress_printer

    report = progress_printer(quiet=False)
    for _ in range(135):
        report(Progress("read", 0, 0, "listing the zips"))
    report(Progress("read", 0, 44, "44 files found"))
    for done in range(1, 45):
        report(Progress("read", done, 44))
    lines = capsys.readouterr().err.splitlines()
    assert lines.count("Reading: listing the zips") == 1
    assert len(lines) <= 4
