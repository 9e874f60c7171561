"""Names elide where they do not tell rows apart: the student's name and a reference tag stay whole, the file
name keeps its end (where a draft and a final differ) as much as its start."""

from __future__ import annotations

from plagcheck.shared.display import elide_label


def _fits(width: int):
    return lambda text: len(text) <= width


def test_the_student_and_the_end_of_the_file_name_stay():
    label = "Marie Dupont — Réseaux sociaux et démocratie, version finale-2.docx"
    shown = elide_label(label, _fits(40))
    assert shown.startswith("Marie Dupont — Ré") and shown.endswith("-2.docx") and len(shown) <= 40
    draft = elide_label(label.replace("-2.docx", "-1.docx"), _fits(40))
    assert draft != shown  # the two rows are still told apart


def test_a_reference_tag_is_kept_whole_while_the_file_name_can_be_cut():
    label = "Consigne dissertation 2024 pour la classe.docx  (reference: Sources)"
    shown = elide_label(label, _fits(45))
    assert shown.endswith(".docx  (reference: Sources)") and shown.startswith("Consigne") and len(shown) <= 45
    assert elide_label(label, _fits(len(label))) == label


def test_nothing_of_the_file_left_cuts_the_student_last():
    label = "Marie Dupont — essay.docx"
    assert elide_label(label, _fits(14)) == "Marie Dupont…"
    assert elide_label(label, _fits(6)) == "Marie…"


def test_a_sources_folder_goes_before_its_file_name():
    """Every source of a class sits in one folder ("Quellen/"): kept, it was all a narrow column showed of each
    ("Quellen…"), so the folder goes first, then the tag, the file's own name last."""
    label = "Quellen/Aydin_2021_Handyverbot_Pro_Contra.txt  (Quelle)"
    assert elide_label(label, _fits(30)) == "…/Aydin_202…ntra.txt  (Quelle)"
    assert elide_label(label, _fits(18)) == "Aydin_2021_Handyv…"
    assert elide_label(label, _fits(len(label))) == label
    # A student's own folder (no tag) still names the student first.
    assert elide_label("Amelie Braun/Aufsatz Endversion.docx", _fits(24)).startswith("Amelie Braun/")


def test_a_tagged_name_with_no_room_for_its_tag_shows_the_start_of_its_own_name():
    label = "Pourquoi le faux circule plus vite que le vrai.html  (source)"
    assert elide_label(label, _fits(14)) == "Pourquoi le f…"  # not "…  (source)", which tells no row apart
