"""The platform's layout names the student: each platform's download, written by tests/layout_fixtures.py,
is read back as the right students, numbers, attempts, set-aside files and own file names."""

from __future__ import annotations

from pathlib import Path

import pytest

from plagcheck.engine.reading.layouts import LAYOUT_NAMES, LAYOUTS, PLATFORMS, recognise
from layout_fixtures import WRITERS, write_platform_class


def _parts_below(folder: Path) -> list[tuple[str, ...]]:
    return [p.relative_to(folder).parts for p in sorted(folder.rglob("*")) if p.is_file()]


def test_every_layout_a_teacher_can_choose_is_named_and_every_named_one_can_be_chosen():
    # models.LAYOUTS is what ScanSettings.validate and --layout accept; LAYOUT_NAMES what the window shows.
    assert tuple(LAYOUT_NAMES) == LAYOUTS
    assert set(PLATFORMS) < set(LAYOUTS)


@pytest.mark.parametrize("platform", sorted(WRITERS))
def test_each_platform_yields_its_students_attempts_and_set_aside_files(tmp_path, platform):
    made = write_platform_class(platform, tmp_path / platform)
    paths = _parts_below(tmp_path / platform)
    layout = recognise(paths)
    assert layout.layout == platform
    found = {s.name: s for s in layout.students}
    assert sorted(found) == sorted(s.name for s in made.students)
    for expected in made.students:
        student = found[expected.name]
        assert student.number == expected.number, expected.name
        assert tuple(sorted(student.own_names)) == expected.checked, expected.name
        assert len(student.earlier) == expected.earlier, expected.name
        assert student.late == expected.late, expected.name
    aside = len(layout.set_aside) + sum(len(s.set_aside) for s in layout.students)
    assert aside == made.set_aside
    assert len(layout.loose) == made.loose
    # Every file is accounted for exactly once.
    every = [*layout.loose, *(i for i, _ in layout.set_aside)]
    for student in layout.students:
        every += [*student.attempt.files, *(i for a in student.earlier for i in a.files),
                  *(i for i, _ in student.set_aside)]
    assert sorted(every) == list(range(len(paths)))


@pytest.mark.parametrize("platform", sorted(WRITERS))
def test_a_platform_named_by_the_teacher_reads_the_same_as_recognised(tmp_path, platform):
    write_platform_class(platform, tmp_path)
    paths = _parts_below(tmp_path)
    assert recognise(paths, platform) == recognise(paths)


def test_the_latest_attempt_is_checked_and_the_earlier_listed_newest_first():
    stem = "Essay 1_nminhkhai_attempt_"
    paths = [(f"{stem}2024-03-02-18-40-05_Draft.docx",), (f"{stem}2024-03-02-18-40-05.txt",),
             (f"{stem}2024-03-14-10-22-31_Essay.docx",), (f"{stem}2024-03-14-10-22-31.txt",),
             (f"{stem}2024-03-09-08-00-00_Second.docx",)]
    layout = recognise(paths)
    (student,) = layout.students
    assert student.attempt.files == (2,) and student.attempt.when == "2024-03-14 10:22:31"
    assert [a.when for a in student.earlier] == ["2024-03-09 08:00:00", "2024-03-02 18:40:05"]
    assert sorted(i for i, _ in student.set_aside) == [1, 3]
    assert all("receipt" in why for _, why in student.set_aside)


def test_brightspace_times_order_attempts_across_am_pm_and_the_two_spellings():
    paths = [("1-2 - Ana Ruiz - Mar 14, 2024 1022 AM - a.docx",), ("3-4 - Ana Ruiz - Mar 14, 2024 1:05 PM - b.docx",),
             ("5-6 - Ana Ruiz - Mar 9, 2024 1159 PM - c.docx",), ("index.html",)]
    layout = recognise(paths)
    (student,) = layout.students
    assert student.own_names == ("b.docx",) and student.attempt.when == "2024-03-14 13:05"
    assert [a.when for a in student.earlier] == ["2024-03-14 10:22", "2024-03-09 23:59"]
    assert layout.set_aside[0][0] == 3


def test_unknown_layouts_fall_back_to_loose_files_and_folders_group_by_the_folder_below_wrappers():
    paths = [("download", "Leo Garcia", "essay.docx"), ("download", "Leo Garcia", "notes.txt"),
             ("download", "Mia Chen", "essay.docx"), ("download", "question.pdf")]
    assert recognise(paths).layout == "files"
    assert recognise(paths).loose == (0, 1, 2, 3)
    folders = recognise(paths, "folders")
    assert [(s.name, s.own_names) for s in folders.students] == [("Leo Garcia", ("essay.docx", "notes.txt")),
                                                                ("Mia Chen", ("essay.docx",))]
    assert folders.loose == (3,)


def test_loose_names_that_look_like_a_weak_layout_by_chance_are_not_taken_for_one():
    # Two "Name - Title" files among many others are not a Google Classroom folder.
    paths = [("Ana Ruiz - Essay.docx",), ("Tom Li - Essay.docx",), *((f"essay{i}.docx",) for i in range(6))]
    assert recognise(paths).layout == "files"
    # One Moodle folder among loose files is Moodle: its naming cannot happen by chance.
    paths = [("Ana Ruiz_5501_assignsubmission_file_", "essay.docx"), ("sources", "wiki.txt"), ("question.pdf",)]
    layout = recognise(paths)
    assert layout.layout == "moodle" and layout.loose == (1, 2)


def test_moodle_blind_marking_names_participants_by_number():
    paths = [("Participant_1987001_assignsubmission_file_", "essay.docx"),
             ("Participant_1987002_assignsubmission_file_", "essay.docx")]
    assert [s.name for s in recognise(paths).students] == ["Participant 1987001", "Participant 1987002"]


def test_an_unknown_layout_name_is_refused():
    with pytest.raises(ValueError, match="unknown layout"):
        recognise([("a.txt",)], "webct")
    assert set(PLATFORMS) < set(LAYOUTS)


def test_teams_leaves_out_the_one_assignment_s_folder_and_keeps_several():
    one = [("Submitted files", name, "Essay 1", "essay.docx") for name in ("Ana Ruiz", "Tom Li")]
    assert [s.own_names for s in recognise(one).students] == [("essay.docx",), ("essay.docx",)]
    two = [*one, ("Submitted files", "Tom Li", "Lab report", "lab.docx")]
    assert [s.own_names for s in recognise(two).students] == [("Essay 1/essay.docx",),
                                                              ("Essay 1/essay.docx", "Lab report/lab.docx")]
