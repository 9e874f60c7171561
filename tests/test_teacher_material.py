"""Which files are the teacher's in a class folder as dropped (engine/reading/placement.py): a folder named
for sources in any wording, a few files beside a platform's students, never students' essays merged into a
download, never a file whose cover sheet names a student."""

from __future__ import annotations

from pathlib import Path

import pytest

from other_languages import LANGUAGES
from plagcheck.engine.text.assignment_words import material_folder, says_assignment
from plagcheck.pipeline import run_scan
from plagcheck.shared.models import ScanSettings
from synthetic import TextGenerator

MOODLE = "{name}_{number}_assignsubmission_file_"
STUDENTS = ["Leo Wilson", "Ava Patel", "Sam Green", "Ruby Wright", "Omar Khan", "Ella Stone"]


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def placements(folder: Path) -> dict[str, str]:
    result = run_scan([folder], ScanSettings(workers=1))
    return {Path(d.path).name: d.placement for d in result.documents}


@pytest.mark.parametrize("name", ["Source material", "Documents fournis", "okuma metinleri", "testi forniti",
                                  "M1-M3", "Lesson 3 readings", "bahan bacaan", "Bronnen"])
def test_a_folder_named_for_sources_in_any_wording_is_material(name):
    assert material_folder(name)


@pytest.mark.parametrize("name", ["Leo Wilson_241001_assignsubmission_file_", "Ruby Wright", "essays", "Mi casa"])
def test_a_student_s_folder_is_no_material(name):
    assert not material_folder(name)


def _moodle_download(root: Path, loose: dict[str, str]) -> Path:
    gen = TextGenerator(17)
    folder = root / "download"
    for number, name in enumerate(STUDENTS, start=241001):
        write(folder / MOODLE.format(name=name, number=number) / "essay.txt", gen.essay(400))
    for file_name, text in loose.items():
        write(folder / file_name, text)
    return folder


def test_the_teacher_s_sheet_and_sources_beside_a_platform_s_students_are_beside(tmp_path):
    gen = TextGenerator(18)
    folder = _moodle_download(tmp_path, {"Assignment brief.txt": "Why do bees decline? Discuss in 800 words.",
                                         "Okafor 2021.txt": gen.essay(700), "Green Review.txt": gen.essay(700)})
    placed = placements(folder)
    assert placed["Assignment brief.txt"] == placed["Okafor 2021.txt"] == placed["Green Review.txt"] == "beside"


def test_essays_merged_into_a_platform_s_download_are_the_students_not_beside(tmp_path):
    """Seven loose essays beside six students' folders: handed in by mail and merged, not the teacher's."""
    gen = TextGenerator(19)
    folder = _moodle_download(tmp_path, {f"Essay ({i}).docx.txt": gen.essay(500) for i in range(7)})
    placed = placements(folder)
    assert all(placed[f"Essay ({i}).docx.txt"] == "" for i in range(7))


def test_a_file_beside_the_students_whose_cover_sheet_names_a_student_is_theirs(tmp_path):
    gen = TextGenerator(20)
    cover = "Name: Nora Bell\nClass: 10B\nTeacher: Mr Hughes\nDate: 3 March 2026\n\n"
    folder = _moodle_download(tmp_path, {"Essay.txt": cover + gen.essay(500), "Sheet.txt": "Discuss the decline."})
    placed = placements(folder)
    assert placed["Essay.txt"] == "" and placed["Sheet.txt"] == "beside"


OTHER_FOLDERS = [(code, folder) for code, language in LANGUAGES.items() for folder in language.folders]
OTHER_SHEETS = [(code, sheet) for code, language in LANGUAGES.items() for sheet in language.sheets]


@pytest.mark.parametrize("code, name", OTHER_FOLDERS, ids=[f"{c}: {n}" for c, n in OTHER_FOLDERS])
def test_a_folder_of_sources_or_instructions_in_another_language_is_material(code, name):
    """"Źródła", "Källor", "Kilder", "Lähteet", "Források", "Surse", "Fonts", "Πηγές" (a Greek final sigma folded
    as the folder's name is)."""
    assert material_folder(name)


@pytest.mark.parametrize("code, name", OTHER_SHEETS, ids=[f"{c}: {n}" for c, n in OTHER_SHEETS])
def test_the_assignment_sheet_s_name_in_another_language_says_it_is_the_assignment(code, name):
    """"Zadanie 3", "Uppgift", "Opgave", "Feladat", "Tehtävä", "Temă", "Εργασία"."""
    assert says_assignment(name)


@pytest.mark.parametrize("name", ["Jan Kowalski", "Esej o szkole", "Uppsats Anna Svensson", "Essee Virtanen",
                                  "Kovács Anna dolgozata", "Eseu Popescu", "Redacció Marta Puig", "Uppsatser",
                                  "Γιώργος Παπαδόπουλος"])
def test_a_student_s_name_or_essay_in_another_language_is_neither_the_sheet_nor_material(name):
    assert not says_assignment(name)
    assert not material_folder(name)
