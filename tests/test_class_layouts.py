"""A class as a learning platform hands it over, scanned end to end: each student is one submission named
after the student, a re-upload is read once, the latest attempt is checked and the earlier listed, platform
files are never compared, and the JSON gives each document its student."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from layout_fixtures import JOSE, NGUYEN, PRIYA, ROSTER, ZOE, write_platform_class
from plagcheck.cli.commands import main
from plagcheck.engine.reading import ingest
from plagcheck.pipeline import run_scan
from plagcheck.shared.models import ScanSettings


def _scan(folder: Path, **settings):
    return run_scan([folder], ScanSettings(workers=1, threshold=0.0, **settings))


def _by_student(result) -> dict:
    return {d.student: d for d in result.documents if d.student}


def test_a_moodle_class_names_each_submission_after_its_student(tmp_path):
    made = write_platform_class("moodle", tmp_path / "class")
    result = _scan(made.folder)
    students = _by_student(result)
    assert sorted(students) == sorted(s.name for s in made.students)
    priya = students[PRIYA.full]
    # The same file uploaded twice is one submission, read once, with a note: not a pair at 100%.
    assert priya.name.startswith("Priya Sharma — Extended writing") and len(priya.parts) == 1
    assert "the same as" in priya.message and priya.student_number == PRIYA.number and priya.layout == "moodle"
    jose = students[JOSE.full]
    assert jose.name == "José García López — Ensayo final.docx + 1 more file"
    # The copied passage is found between two students, named by their names.
    pairs = {frozenset((result.document(p.a).student, result.document(p.b).student)) for p in result.pairs_above(0.05)}
    assert frozenset((PRIYA.full, ZOE.full)) in pairs
    # The teacher's question sheet beside the download stays a file of its own.
    assert any(d.name.endswith("Question sheet.txt") and not d.student for d in result.documents)


def test_a_blackboard_class_checks_the_latest_attempt_and_lists_the_earlier_and_the_receipts(tmp_path):
    made = write_platform_class("blackboard", tmp_path / "class")
    result = _scan(made.folder)
    students = _by_student(result)
    # The receipt's "Name: Nguyễn Thị Minh Khai (nminhkhai)" names the student; the file names carry the user name.
    assert set(students) == {*(p.full for p in ROSTER if p.full != "Emma Smith"),
                             "Emma Smith (esmith)", "Emma Smith (esmith2)"}
    nguyen = students[NGUYEN.full]
    assert nguyen.attempt == "2024-03-14 10:22:31"
    assert nguyen.earlier_attempts == ("2024-03-02 18:40:05: Draft.docx",)
    assert len(nguyen.set_aside) == 2 and all("receipt" in line for line in nguyen.set_aside)
    # No receipt and no earlier attempt is a document: nothing of them is compared.
    assert not any(d.name.endswith(".txt") and "_attempt_" in d.name for d in result.documents)
    assert len(result.documents) == len(made.students)


def test_brightspace_s_index_page_is_listed_never_compared(tmp_path):
    made = write_platform_class("brightspace", tmp_path / "class")
    result = _scan(tmp_path / "class")
    index = [d for d in result.documents if d.path.endswith("index.html")]
    assert len(index) == 1 and index[0].status == "skipped" and not index[0].usable
    assert len(_by_student(result)) == len(made.students)


def test_the_layout_can_be_corrected_and_unknown_layouts_keep_the_old_grouping(tmp_path):
    made = write_platform_class("moodle", tmp_path / "class")
    as_files = _scan(made.folder, layout="files")
    assert not any(d.student for d in as_files.documents)
    # Moodle's folders read as plain per-student folders: one submission per folder, named by the folder.
    as_folders = _scan(made.folder, layout="folders")
    assert any(d.student == f"{PRIYA.full}_{PRIYA.number}_assignsubmission_file_" for d in as_folders.documents)
    plain = tmp_path / "plain"
    for student in ("Leo Garcia", "Mia Chen"):
        (plain / student).mkdir(parents=True)
        (plain / student / "essay.txt").write_text(f"An essay by {student} about rivers and bridges.\n")
    assert {d.student for d in _scan(plain, group_subfolders=True).documents} == {"Leo Garcia", "Mia Chen"}
    assert {d.student for d in _scan(plain).documents} == {""}


def test_a_re_upload_in_a_student_s_folder_is_one_submission_not_a_pair(tmp_path):
    # Issue 26: the same file twice under one student's folder was pair #1 at 100%.
    folder = tmp_path / "class"
    text = "My own essay about wild bees and the farms around our village, written for this class. " * 12
    for name in ("essay.txt", "essay (1).txt"):
        (folder / "Amy Lee").mkdir(parents=True, exist_ok=True)
        (folder / "Amy Lee" / name).write_text(text)
    (folder / "Ben Ode").mkdir()
    (folder / "Ben Ode" / "essay.txt").write_text("A different essay on rivers, bridges and old mills. " * 12)
    result = _scan(folder)
    (again,) = [d for d in result.documents if d.status == "skipped"]
    assert "same student's folder" in again.message and not again.usable and again.duplicate_of is not None
    assert result.pairs_above(0.0) == ()
    # Files side by side in the class folder itself may be two students': those stay a pair.
    flat = tmp_path / "flat"
    flat.mkdir()
    for name in ("amy.txt", "ben.txt"):
        (flat / name).write_text(text)
    assert len(_scan(flat).pairs_above(0.5)) == 1


def test_a_file_saved_again_under_a_copy_s_name_is_read_once(tmp_path):
    # Issue 26: "My essay.docx" and "My essay (1).docx" side by side are one student's file saved twice.
    text = "My own essay about wild bees and the farms around our village, written for this class. " * 12
    for folder_name, names in (("browser", ("My essay.txt", "My essay (1).txt")),
                               ("explorer", ("Essay.txt", "Essay - Copy.txt")), ("mac", ("essay.txt", "essay copy 2.txt"))):
        folder = tmp_path / folder_name
        folder.mkdir()
        for name in names:
            (folder / name).write_text(text)
        (folder / "other.txt").write_text("A different essay on rivers, bridges and old mills. " * 12)
        result = _scan(folder)
        (again,) = [d for d in result.documents if d.status == "skipped"]
        assert "copy's name" in again.message and again.duplicate_of is not None, folder_name
        assert result.pairs_above(0.0) == ()
    # Two students' files of different names stay a pair at 100%, whatever the copy suffix looks like.
    folder = tmp_path / "two"
    folder.mkdir()
    for name in ("essay (1).txt", "report (1).txt"):
        (folder / name).write_text(text)
    assert len(_scan(folder).pairs_above(0.5)) == 1


def test_the_json_gives_each_document_its_student_and_the_cli_takes_a_layout(tmp_path):
    made = write_platform_class("canvas", tmp_path / "class")
    out = tmp_path / "scan.json"
    assert main(["scan", str(made.folder), "--json", str(out), "-q", "--workers", "1"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    documents = data["documents"]
    assert all("student" in d for d in documents)
    assert data["class"]["layouts"] == {"canvas": 9} and data["class"]["layout_asked"] == "auto"
    assert data["class"]["summary"].startswith("Read as a Canvas download (9 students).")
    late = next(d for d in documents if d["student"] == "smithjonesmaryjane")
    assert late["attempt"] == "late" and late["student_number"] == "241009" and late["layout"] == "canvas"
    assert main(["scan", str(made.folder), "--json", str(out), "-q", "--workers", "1", "--layout", "files"]) == 0
    assert not any(d["student"] for d in json.loads(out.read_text(encoding="utf-8"))["documents"])
    with pytest.raises(SystemExit):
        main(["scan", str(made.folder), "--layout", "webct"])


def test_submissions_come_in_the_order_of_their_first_file(tmp_path):
    made = write_platform_class("moodle", tmp_path / "class")
    found = [s.files[0] for s in ingest.discover([made.folder])]
    firsts = [min(found.index(f) for f in s.files) for s in ingest.find_submissions([made.folder])]
    assert firsts == sorted(firsts) and len(firsts) == len(made.students) + made.loose


def test_the_class_summary_says_how_the_files_were_read(tmp_path):
    from plagcheck.triage.roster import class_rows, layout_summary

    made = write_platform_class("blackboard", tmp_path / "class")
    result = _scan(made.folder)
    summary = layout_summary(result)
    assert summary.startswith("Read as a Blackboard Learn download (9 students).")
    assert "1 earlier attempt listed, not checked" in summary and "10 files of the platform's own" in summary
    rows = class_rows(result)
    assert [row.student for row in rows] == sorted((d.student for d in result.documents), key=str.casefold)
    nguyen = next(row for row in rows if row.student == NGUYEN.full)
    assert nguyen.handed_in == "2024-03-14 10:22:31" and len(nguyen.earlier) == 1
    assert layout_summary(_scan(made.folder, layout="files")).startswith("No learning platform")


def test_the_report_and_csv_name_students_first_and_list_earlier_attempts(tmp_path):
    made = write_platform_class("blackboard", tmp_path / "class")
    html, csv = tmp_path / "report.html", tmp_path / "pairs.csv"
    assert main(["scan", str(made.folder), "--html", str(html), "--csv", str(csv), "-q", "--workers", "1",
                 "--threshold", "0.05"]) == 0
    report = html.read_text(encoding="utf-8")
    assert "earlier attempt, not checked: 2024-03-02 18:40:05: Draft.docx" in report
    assert "Priya Sharma — Extended writing" in report
    rows = csv.read_text(encoding="utf-8-sig").splitlines()
    assert rows[1].startswith("1,Priya Sharma — Extended writing.docx,Zoë van der Berg — Essay.docx,")


def test_a_receipt_names_only_its_own_user_and_its_name_is_made_safe_to_show(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    stem = "Essay_tli_attempt_2024-03-14-10-22-31"
    (folder / f"{stem}_a.txt").write_text("An essay about bridges, rivers and mills in the old town. " * 10)
    (folder / f"{stem}.txt").write_text("Name: Tom\u202eLi (tli)\nAssignment: Essay\n")
    stem = "Essay_abo_attempt_2024-03-14-11-00-00"
    (folder / f"{stem}_a.txt").write_text("A different essay on wild bees and farms around the village. " * 10)
    (folder / f"{stem}.txt").write_text("Name: Someone Else (not-abo)\n")
    students = {d.student for d in _scan(folder).documents}
    assert students == {"Tom[U+202E]Li", "abo"}
