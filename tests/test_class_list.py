"""The class list names the students: each platform's export (tests/class_list_fixtures.py) with its
platform's download (tests/layout_fixtures.py), and a Canvas zip; names in the JSON, the report and the CSV;
the students who handed nothing in and the files on no list are listed."""

from __future__ import annotations

import csv
import json
import zipfile

import pytest

from class_list_fixtures import ABSENT, LISTS, STRANGER_FILE, listed_pupils, write_class_list, write_stranger
from layout_fixtures import EMMA, EMMA_TOO, MARY_JANE, PRIYA, ZOE, canvas_name, write_platform_class
from other_languages import LANGUAGES
from plagcheck.cli.commands import main
from plagcheck.engine.reading.class_list import ClassListError, read_class_list
from plagcheck.engine.reading.class_table import read_table
from plagcheck.engine.reading.cover_sheet import name_on_cover_sheet

#: Each list, the kind it must be recognised as, and the download it goes with.
KINDS = {"canvas": ("canvas", "canvas"), "moodle": ("moodle", "moodle"), "moodle-grades": ("moodle", "moodle"),
         "classroom": ("classroom", "classroom"), "teams": ("teams", "teams"), "table": ("table", "teams")}


@pytest.mark.parametrize("kind", sorted(LISTS))
def test_each_platforms_export_is_recognised_by_its_columns(tmp_path, kind):
    path = write_class_list(kind, tmp_path)
    read = read_class_list(path)
    pupils = listed_pupils(kind)
    assert read.kind == KINDS[kind][0]
    # Canvas's "Points Possible" row and Student View's test student, Classroom's due dates, points and
    # averages: none of them is a student.
    assert len(read.students) == len(pupils)
    names = [s.name.casefold() for s in read.students]
    assert names == [f"{p.first} {p.last}".casefold() for p in pupils]
    if kind == "canvas":
        assert read.students[0].number == PRIYA.number and PRIYA.username in read.students[0].ids


def _scan(tmp_path, kind: str, target=None, extra: tuple[str, ...] = ()):
    platform = KINDS[kind][1]
    made = write_platform_class(platform, tmp_path / "class")
    write_stranger(made.folder)
    roster = write_class_list(kind, tmp_path / "lists")
    out = tmp_path / "out"
    out.mkdir()
    assert main(["scan", str(target or made.folder), "--roster", str(roster), "--json", str(out / "r.json"),
                 "--csv", str(out / "p.csv"), "--html", str(out / "r.html"), "-q", "--workers", "1", *extra]) == 0
    data = json.loads((out / "r.json").read_text(encoding="utf-8"))
    rows = list(csv.reader((out / "p.csv").read_text(encoding="utf-8-sig").splitlines()))
    return made, data, rows, (out / "r.html").read_text(encoding="utf-8")


def _check_named(made, data, rows, report, kind):
    documents = {d["id"]: d for d in data["documents"]}
    on_list = [d for d in documents.values() if d["on_class_list"]]
    expected = {p.full for p in listed_pupils(kind) if p is not ABSENT}
    if KINDS[kind][1] == "moodle":
        # Moodle names its folders by full name alone: two Emma Smiths on the list cannot be told apart. Their
        # files are on the list, named as the download names them, and neither Emma is counted absent.
        emmas = [d for d in on_list if d["roster_name"] == EMMA.full]
        assert sorted(d["student"] for d in emmas) == [f"{EMMA.full} ({EMMA.number})",
                                                      f"{EMMA.full} ({EMMA_TOO.number})"]
        assert all(d["roster_id"] == "" for d in emmas)
        assert EMMA.full not in [s["roster_name"] for s in data["class"]["absent"]]
    if KINDS[kind][1] == "classroom":
        # Mary-Jane's own upload ("my essay final FINAL.docx") names no one: she is listed as handing nothing in.
        expected -= {MARY_JANE.full}
        assert MARY_JANE.full in [s["roster_name"] for s in data["class"]["absent"]]
    assert {d["roster_name"].casefold() for d in on_list} == {name.casefold() for name in expected}
    for doc in on_list:
        assert doc["student"].startswith(doc["roster_name"]) and doc["name"].startswith(doc["student"] + " — ")
    shown = {d["roster_name"].casefold(): d["roster_name"] for d in on_list}
    # The files on no list keep their names, and are marked.
    unmatched = {d["name"] for d in data["class"]["not_on_class_list"]}
    assert any(STRANGER_FILE in name for name in unmatched)
    assert all(documents[d["id"]]["on_class_list"] is False for d in data["class"]["not_on_class_list"])
    # The student on the list who handed nothing in.
    absent = [s["roster_name"] for s in data["class"]["absent"]]
    assert ABSENT.full.casefold() in [name.casefold() for name in absent]
    assert "handed nothing in" in report and absent[-1] in report
    assert "not on the class list" in report
    # Names in the CSV and the report: Priya's essay and Zoë's, who copied from it, by their names.
    pairs = {frozenset((row[1].split(" — ")[0], row[2].split(" — ")[0])) for row in rows[1:]}
    priya, zoe = shown[PRIYA.full.casefold()], shown[ZOE.full.casefold()]
    assert frozenset((priya, zoe)) in pairs
    assert f"{priya} — " in report and f"{zoe} — " in report
    return documents


@pytest.mark.parametrize("kind", sorted(LISTS))
def test_the_class_list_names_the_students_everywhere(tmp_path, kind):
    made, data, rows, report = _scan(tmp_path, kind)
    documents = _check_named(made, data, rows, report, kind)
    if kind == "canvas":
        # Canvas's squashed logins are gone from every name; kept as what the files said.
        assert not any(canvas_name(PRIYA) in d["name"] for d in documents.values())
        priya = next(d for d in documents.values() if d["roster_name"] == PRIYA.full)
        assert priya["named_in_files"] == canvas_name(PRIYA) and priya["roster_id"] == PRIYA.number
        # Two students of one name are told apart by their id.
        emmas = sorted(d["student"] for d in documents.values() if d["roster_name"] == EMMA.full)
        assert emmas == [f"{EMMA.full} ({EMMA.number})", f"{EMMA.full} ({EMMA_TOO.number})"]


def test_a_canvas_zip_with_its_gradebook(tmp_path):
    made = write_platform_class("canvas", tmp_path / "class")
    write_stranger(made.folder)
    archive = tmp_path / "submissions.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        for path in sorted(made.folder.iterdir()):
            packed.write(path, path.name)
    made2, data, rows, report = _scan(tmp_path / "run", "canvas", target=archive)
    documents = _check_named(made2, data, rows, report, "canvas")
    assert all("submissions.zip" in d["path"] for d in documents.values() if d["on_class_list"])
    assert data["class"]["class_list"] == {"file": str((tmp_path / "run" / "lists" / LISTS["canvas"][0]).resolve()),
                                           "kind": "canvas", "listed": 10, "handed_in": 9}


def test_canvas_numbered_copies_are_one_submission_the_later_checked(tmp_path):
    folder = tmp_path / "canvas"
    folder.mkdir()
    draft = "A first draft about bees and the farms that keep them, short and unfinished. " * 20
    final = "The final essay about pollinators, neonicotinoids and the evidence gathered since 2010. " * 30
    (folder / "dupontmarie_12345_67890_essai-1.txt").write_text(draft, encoding="utf-8")
    (folder / "dupontmarie_12345_67990_essai-2.txt").write_text(final, encoding="utf-8")
    (folder / "chevalieremma_12346_67991_essai.txt").write_text(final[:400] + draft[:300], encoding="utf-8")
    out = tmp_path / "r.json"
    assert main(["scan", str(folder), "--json", str(out), "-q", "--workers", "1"]) == 0
    marie = next(d for d in json.loads(out.read_text())["documents"] if d["student"] == "dupontmarie")
    assert marie["path"].endswith("essai-2.txt") and len(marie["parts"]) == 0
    assert marie["characters"] == len(final.strip())  # the final's text alone, not the draft's added to it
    assert marie["earlier_attempts"] == ["an earlier version of essai-2.txt: essai-1.txt"]


def test_columns_can_be_chosen_and_a_list_without_them_says_so(tmp_path):
    path = tmp_path / "list.csv"
    path.write_text("Élève;Code\nDUPONT Marie;12345\nCHEVALIER Emma;12346\n", encoding="utf-8")
    read = read_class_list(path)  # "Élève" is a name header, "Code" is not an id one...
    assert [s.name for s in read.students] == ["DUPONT Marie", "CHEVALIER Emma"]
    odd = tmp_path / "odd.csv"
    odd.write_text("Qui,Quoi\nDUPONT Marie,12345\n", encoding="utf-8")
    with pytest.raises(ClassListError, match="choose"):
        read_class_list(odd)
    chosen = read_class_list(odd, name_column="Qui", id_column="Quoi")
    assert chosen.students[0].name == "DUPONT Marie" and chosen.students[0].number == "12345"
    assert main(["scan", str(tmp_path), "--roster", str(odd), "-q"]) == 2
    with pytest.raises(ClassListError, match="no column"):
        read_class_list(odd, name_column="Nom")


def test_a_workbook_that_is_a_zip_bomb_or_not_a_table_is_refused(tmp_path):
    bomb = tmp_path / "list.xlsx"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as packed:
        packed.writestr("xl/workbook.xml", b"<" + b" " * (300 * 1024 * 1024) + b"/>")
    with pytest.raises(ClassListError, match="cannot be read as a workbook"):
        read_table(bomb)
    binary = tmp_path / "list.csv"
    binary.write_bytes(bytes(range(256)) * 40)
    with pytest.raises(ClassListError, match="neither a CSV nor an XLSX"):
        read_table(binary)


def test_a_cover_sheet_name_is_offered_never_assumed(tmp_path):
    assert name_on_cover_sheet("Nom : DUPONT\nPrénom : Marie\nClasse : 1reB\n\nLes réseaux…") == "Marie Dupont"
    assert name_on_cover_sheet("Nom : DUPONT / Prénom : Marie\n") == "Marie Dupont"
    assert name_on_cover_sheet("Name: Priya Sharma\nDate: 2 April 2025\n") == "Priya Sharma"
    assert name_on_cover_sheet("Name: this essay looks at the reasons why bees are dying in 2024\n") == ""
    assert name_on_cover_sheet("x" * 5000 + "\nName: Priya Sharma") == ""  # the start of a text only
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "essai1.txt").write_text("Nom : DUPONT\nPrénom : Marie\n\n" + "Les abeilles meurent. " * 40,
                                       encoding="utf-8")
    (folder / "essai2.txt").write_text("Un autre essai sur les pesticides et les champs. " * 40, encoding="utf-8")
    out = tmp_path / "r.json"
    assert main(["scan", str(folder), "--json", str(out), "-q", "--workers", "1"]) == 0
    documents = json.loads(out.read_text())["documents"]
    first = next(d for d in documents if d["path"].endswith("essai1.txt"))
    assert first["suggested_name"] == "Marie Dupont" and first["student"] == "" and "Marie" not in first["name"]
    assert first["on_class_list"] is None


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_cover_sheet_in_another_language_names_its_student(code):
    """"Imię i nazwisko:", "Namn:", "Fornavn: / Etternavn:", "Etunimi: / Sukunimi:", "Név:", "Nume și prenume:",
    "Nom i cognoms:", "Ονοματεπώνυμο:"; a sentence after the label is no name."""
    cover, name = LANGUAGES[code].cover
    assert name_on_cover_sheet(cover) == name
    label = cover.split(":")[0]
    assert name_on_cover_sheet(f"{label}: {LANGUAGES[code].honest}\n") == ""


def test_a_moodle_zip_dates_each_submission_in_handed_in(tmp_path):
    made = write_platform_class("moodle", tmp_path / "class")
    archive = tmp_path / "moodle.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        for number, path in enumerate(sorted(p for p in made.folder.rglob("*") if p.is_file())):
            info = zipfile.ZipInfo(str(path.relative_to(made.folder)), date_time=(2024, 3, 14, 9, number % 60, 0))
            packed.writestr(info, path.read_bytes())
    out = tmp_path / "r.json"
    assert main(["scan", str(archive), "--json", str(out), "-q", "--workers", "1"]) == 0
    documents = json.loads(out.read_text())["documents"]
    priya = next(d for d in documents if d["student"] == PRIYA.full)
    assert priya["attempt"].startswith("2024-03-14 09:")
    from plagcheck.saved.serialize import result_from_dict
    from plagcheck.triage.roster import class_rows

    rows = class_rows(result_from_dict(json.loads(out.read_text())))
    assert all(row.handed_in.startswith("2024-03-14 09:") for row in rows if row.student)


def test_a_saved_check_keeps_its_class_list(tmp_path):
    from plagcheck.saved.session import load_session

    made = write_platform_class("canvas", tmp_path / "class")
    roster = write_class_list("canvas", tmp_path / "lists")
    saved = tmp_path / "check.plagcheck"
    assert main(["scan", str(made.folder), "--roster", str(roster), "--session", str(saved), "-q",
                 "--workers", "1"]) == 0
    session = load_session(saved)
    assert session.result.settings.roster == str(roster.resolve())
    assert [s.name for s in session.result.class_list.absent] == [ABSENT.full]
    assert any(d.roster_name == PRIYA.full and d.named_in_files == canvas_name(PRIYA)
               for d in session.result.documents)


def test_an_anonymised_report_names_no_one_of_the_class_list(tmp_path):
    made = write_platform_class("canvas", tmp_path / "class")
    roster = write_class_list("canvas", tmp_path / "lists")
    html, pairs = tmp_path / "r.html", tmp_path / "p.csv"
    assert main(["scan", str(made.folder), "--roster", str(roster), "--html", str(html), "--csv", str(pairs),
                 "--anonymise", "-q", "--workers", "1"]) == 0
    report = html.read_text(encoding="utf-8") + pairs.read_text(encoding="utf-8-sig")
    for pupil in listed_pupils("canvas"):
        assert pupil.full not in report and pupil.last not in report, pupil.full
    assert "Listed student 1" in report  # the one who handed nothing in, counted, not named
