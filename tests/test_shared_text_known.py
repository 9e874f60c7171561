"""Shared text is known, not guessed (issue 39): folders as a teacher drops them, read from disk.

The assignment sheet is the template only where no student could have put it; the question pasted after a
cover sheet is left out; and no rule that removes text hides a copy: a student's file named like the
assignment, or a source lying unmarked beside the answers, is compared like any other file.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from other_language_classes import CLASSES, ROLES
from plagcheck.pipeline import run_scan
from plagcheck.shared.models import ScanSettings
from synthetic import TextGenerator

QUESTION = ("Les réseaux sociaux sont-ils une menace pour la démocratie ? Vous répondrez dans une dissertation "
            "argumentée de 800 mots, en vous appuyant sur au moins deux des documents fournis.")
SHEET = ("Consigne de dissertation\n\n" + QUESTION + "\n\nDocuments : Claire Vasseur, « La fabrique du faux », "
         "L'Écho numérique, 2023 ; article « Désinformation », encyclopédie en ligne. À rendre le 14 mars avant "
         "18 h, au format PDF ou Word, avec une bibliographie.")
COVER = ("Nom : {last}\nPrénom : {first}\nClasse : Terminale B\nÉtablissement : Lycée Victor-Hugo\n"
         "Professeur : M. Lefèvre\nDate : 14 mars 2026\n\n")
NAMES = [("DUPONT", "Marie"), ("MARTIN", "Lucas"), ("BERNARD", "Emma"), ("PETIT", "Hugo"), ("ROBERT", "Chloé")]


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def names_of(result, pair) -> set[str]:
    return {Path(result.documents[pair.a].path).name, Path(result.documents[pair.b].path).name}


def listed(result) -> list[set[str]]:
    return [names_of(result, p) for p in result.pairs_above(result.settings.threshold)]


def test_the_question_pasted_after_a_cover_sheet_by_three_of_five_students_makes_no_pair(tmp_path):
    gen = TextGenerator(51)
    for i, (last, first) in enumerate(NAMES):
        pasted = QUESTION + "\n\n" if i < 3 else ""
        write(tmp_path / "classe" / f"{first} {last}" / "dissertation.txt",
              COVER.format(last=last, first=first) + pasted + gen.essay(600))
    result = run_scan([tmp_path / "classe"], ScanSettings(workers=1))
    assert listed(result) == []
    assert all(d.status == "ok" for d in result.documents)


def test_the_assignment_sheet_in_the_sources_folder_is_the_template_not_a_source(tmp_path):
    gen = TextGenerator(52)
    source = gen.essay(700)
    write(tmp_path / "classe" / "sources" / "Consigne.docx.txt", SHEET)
    write(tmp_path / "classe" / "sources" / "Vasseur 2023.txt", source)
    copier = ""
    for i, (last, first) in enumerate(NAMES):
        text = COVER.format(last=last, first=first) + QUESTION + "\n\n" + gen.essay(600)
        if i == 4:  # one student copies a paragraph of the source
            copier = f"{first} {last}"
            text += "\n\n" + source[1000:1900]
        write(tmp_path / "classe" / f"{first} {last}" / "dissertation.txt", text)
    for marked in ((), (str(tmp_path / "classe" / "sources"),)):
        result = run_scan([tmp_path / "classe"], ScanSettings(workers=1, source_paths=marked))
        sheet = next(d for d in result.documents if d.path.endswith("Consigne.docx.txt"))
        assert sheet.status == "skipped" and "assignment sheet" in sheet.message
        assert result.ignored_template_shingles > 20
        pairs = [(result.documents[p.a].path, result.documents[p.b].path) for p in result.pairs_above(0.02)]
        assert len(pairs) == 1 and any("Vasseur" in path for path in pairs[0])
        assert any(copier in path for path in pairs[0])


def test_a_student_s_assignment_txt_holding_a_copy_is_listed(tmp_path):
    gen = TextGenerator(53)
    essays = [gen.essay(700) for _ in range(5)]
    opening = " ".join(essays[0].split()[:200])
    # Loose files: every file is a submission, whatever its name.
    for i, essay in enumerate(essays):
        write(tmp_path / "loose" / f"student{i}.txt", essay)
    write(tmp_path / "loose" / "assignment.txt", opening)
    result = run_scan([tmp_path / "loose"], ScanSettings(workers=1))
    assert {"assignment.txt", "student0.txt"} in listed(result)
    assert all(d.status == "ok" for d in result.documents) and result.offered_templates == ()
    # In the student's own folder of a class handed in one folder per student.
    for i, essay in enumerate(essays):
        write(tmp_path / "folders" / f"Student {i}" / "essay.txt", essay)
    write(tmp_path / "folders" / "Student 5" / "assignment.txt", opening)
    result = run_scan([tmp_path / "folders"], ScanSettings(workers=1))
    assert {"assignment.txt", "essay.txt"} in listed(result)
    # Even beside the students' folders, where the teacher's sheet would lie: the start of a classmate's essay.
    (tmp_path / "folders" / "Student 5" / "assignment.txt").rename(tmp_path / "folders" / "assignment.txt")
    result = run_scan([tmp_path / "folders"], ScanSettings(workers=1))
    copy = next(d for d in result.documents if d.path.endswith("assignment.txt"))
    assert copy.placement == "beside" and copy.status == "ok"
    assert {"assignment.txt", "essay.txt"} in listed(result)


def test_a_cut_and_paste_answer_with_its_source_beside_it_unmarked_is_listed(tmp_path):
    gen = TextGenerator(54)
    source = gen.essay(330)
    sentences = source.replace("\n\n", " ").split(". ")
    answers = {
        "cut-1.txt": ". ".join(sentences[:6]) + ".",  # pasted from the source's start: short, like a question
        "cut-2.txt": ". ".join(sentences[:5]) + ". " + gen.essay(120),
        "cut-3.txt": ". ".join(sentences[:5]) + ". " + gen.essay(150),
        "cut-4.txt": ". ".join(sentences[:5]) + ". " + gen.essay(140),
        "non-1.txt": gen.essay(200),
        "non-2.txt": gen.essay(220),
    }
    write(tmp_path / "answers" / "orig_taska.txt", source)
    for name, text in answers.items():
        write(tmp_path / "answers" / name, text)
    result = run_scan([tmp_path / "answers"], ScanSettings(workers=1))
    assert all(d.status == "ok" for d in result.documents)
    pairs = listed(result)
    for name in ("cut-1.txt", "cut-2.txt", "cut-3.txt", "cut-4.txt"):
        assert {name, "orig_taska.txt"} in pairs, name
    assert not any(name.startswith("non-") for pair in pairs for name in pair)


def test_a_student_s_file_at_the_top_beside_the_folders_named_like_the_assignment_is_compared(tmp_path):
    gen = TextGenerator(55)
    essays = [gen.essay(700) for _ in range(6)]
    for i, essay in enumerate(essays):
        write(tmp_path / "klasse" / f"Schüler {i}" / "Aufsatz.txt", essay)
    # A classmate's opening and a few lines of one's own, named like the sheet, beside the students' folders.
    write(tmp_path / "klasse" / "Aufgabe.txt", " ".join(essays[2].split()[:150]) + "\n\n" + gen.essay(100))
    result = run_scan([tmp_path / "klasse"], ScanSettings(workers=1))
    copy = next(d for d in result.documents if d.path.endswith("Aufgabe.txt"))
    assert copy.placement == "beside" and copy.status == "ok"
    assert {"Aufgabe.txt", "Aufsatz.txt"} in listed(result)
    # A class handed in partly as loose files: its top holds students' files, never the teacher's alone.
    for i in range(3):
        (tmp_path / "klasse" / f"Schüler {i}" / "Aufsatz.txt").rename(tmp_path / "klasse" / f"Aufsatz {i}.txt")
    write(tmp_path / "klasse" / "Aufgabe.txt", gen.essay(250))
    result = run_scan([tmp_path / "klasse"], ScanSettings(workers=1))
    assert all(d.placement == "" and d.status == "ok" for d in result.documents)


# ---------------------------------------------------------------- a source's sentence held by two students


def _class_with_a_source_sentence(root: Path, source_folder: str | None, own_copy: bool) -> Path:
    """Five students; Marie pastes a paragraph of the source with no marks, Lucas quotes the same paragraph
    in quotation marks with no citation; with `own_copy`, Lucas also copies a paragraph of Marie's own. The
    source lies in `source_folder` (None: loose among the answers, as one more file)."""
    gen = TextGenerator(61)
    source = gen.essay(700)
    paragraph = " ".join(source.split()[120:190])
    essays = {name: gen.essay(600) for _, name in NAMES}
    essays["Marie"] += "\n\n" + paragraph + "\n\n" + gen.paragraph()
    essays["Lucas"] += f"\n\nThe article says: “{paragraph}”\n\n" + gen.paragraph()
    if own_copy:
        essays["Lucas"] += "\n\n" + " ".join(essays["Marie"].split()[200:300])
    folder = root / "class"
    for last, first in NAMES:
        write(folder / f"{first} {last}" / "essay.txt", essays[first])
    where = folder / source_folder if source_folder else folder / "Anna KOCH"
    write(where / "Hartley 2023.txt", source)
    return folder


def test_two_students_holding_one_source_paragraph_are_each_listed_with_the_source_not_with_each_other(tmp_path):
    folder = _class_with_a_source_sentence(tmp_path, "sources", own_copy=False)
    for marked in ((), (str(folder / "sources"),)):
        result = run_scan([folder], ScanSettings(workers=1, source_paths=marked))
        pairs = listed(result)
        assert {"essay.txt", "Hartley 2023.txt"} in pairs  # Marie's paste, with the source
        assert {"essay.txt"} not in pairs  # not Marie with Lucas


def test_a_student_who_also_copied_the_classmate_s_own_words_is_listed_with_them(tmp_path):
    folder = _class_with_a_source_sentence(tmp_path, "sources", own_copy=True)
    result = run_scan([folder], ScanSettings(workers=1))
    students = [p for p in result.pairs_above(result.settings.threshold)
                if {Path(result.documents[i].path).parent.name for i in (p.a, p.b)} == {"Marie DUPONT", "Lucas MARTIN"}]
    assert len(students) == 1
    source_text = next(d.text for d in result.documents if d.path.endswith("Hartley 2023.txt"))
    marie = result.documents[students[0].a if "Marie" in result.documents[students[0].a].path else students[0].b]
    shown = [marie.text[p.a_start:p.a_end] if result.documents[students[0].a] is marie else
             marie.text[p.b_start:p.b_end] for p in students[0].passages]
    assert shown and all(text not in source_text for text in shown)  # her own words, not the source's


def test_a_source_lying_as_a_student_s_file_is_no_origin_and_the_pair_stays(tmp_path):
    """Among the students' folders the source is one more submission: no rule can tell it is a source, so
    the two students who share its paragraph stay listed with each other too."""
    folder = _class_with_a_source_sentence(tmp_path, None, own_copy=False)
    result = run_scan([folder], ScanSettings(workers=1))
    assert {"essay.txt"} in listed(result)


# ---------------------------------------------------------------- a copied opening among shared fragments

FRAGMENTS = ["earthquakes are natural events but", "turns into a disaster depends on people",
             "the same painful scenes are repeated", "collapsed buildings and people under the rubble"]


def test_a_copied_opening_paragraph_made_of_phrases_others_share_is_no_placed_text(tmp_path):
    """Students paraphrasing one source at their top share its phrases here and there (runs of a phrase
    each); a paragraph copied whole from a classmate's opening is one long run, and is listed."""
    gen = TextGenerator(71)
    opening = "In this essay I will examine why earthquakes cause such heavy losses and what the state can do."
    victim = (f"{opening} Although {FRAGMENTS[0]} whether a tremor {FRAGMENTS[1]}. After every quake "
              f"{FRAGMENTS[2]}: {FRAGMENTS[3]}.")
    for i in range(6):
        own = (f"{opening} Many say {FRAGMENTS[i % 4]} in every region. My own view differs, because "
               f"{FRAGMENTS[(i + 1) % 4]} when nobody checks the plans.")
        write(tmp_path / "class" / f"student{i}.txt", own + "\n\n" + gen.essay(500))
    write(tmp_path / "class" / "victim.txt", victim + "\n\n" + gen.essay(500))
    write(tmp_path / "class" / "copier.txt", victim + "\n\n" + gen.essay(500))
    result = run_scan([tmp_path / "class"], ScanSettings(workers=1))
    assert {"victim.txt", "copier.txt"} in listed(result)


def test_two_students_quoting_one_sentence_in_marks_are_no_pair_but_each_is_listed_with_the_source(tmp_path):
    """Neither cites it, so the quotation still counts against the source lying loose among the files; between
    the two students, a sentence each puts in quotation marks is no copying."""
    gen = TextGenerator(81)
    source = gen.essay(600)
    sentence = " ".join(source.split()[200:232]).rstrip(".,;:") + "."
    write(tmp_path / "class" / "ana.txt", gen.essay(500) + f"\n\nOne article puts it plainly: “{sentence}”\n\n" + gen.essay(200))
    write(tmp_path / "class" / "ben.txt", gen.essay(500) + f"\n\nAs we read, \"{sentence}\" This matters.\n\n" + gen.essay(200))
    write(tmp_path / "class" / "cleo.txt", gen.essay(600))
    write(tmp_path / "class" / "article.txt", source)
    pairs = listed(run_scan([tmp_path / "class"], ScanSettings(workers=1)))
    assert {"ana.txt", "ben.txt"} not in pairs
    assert {"ana.txt", "article.txt"} in pairs and {"ben.txt", "article.txt"} in pairs


def test_two_of_five_students_pasting_the_question_above_their_own_introduction_make_no_pair(tmp_path):
    """No sheet in the folder, two holders: the question is no placed text. Pasted at the top of both above
    introductions that say much the same, it is taken from the sheet, as a citation's sentence from its source,
    and makes no reworded passage; the same introductions with a classmate's body copied stay listed."""
    gen = TextGenerator(91)
    question = ("Vraag: Beschrijf de belangrijkste oorzaken van het woningtekort in Nederland en bespreek "
                "twee oplossingen die de overheid kan kiezen.")
    intro_a = ("Het woningtekort raakt vooral jonge mensen die voor het eerst een huis zoeken. In dit betoog "
               "bespreek ik de oorzaken en twee oplossingen van de overheid.")
    intro_b = ("Mijn oudere zus zoekt al drie jaar een appartement in Utrecht, zonder succes. Wat zij meemaakt, "
               "laat zien waarom dit onderwerp ertoe doet.")
    body = gen.essay(500)
    texts = {"anna.txt": f"{question}\n\n{intro_a}\n\n{gen.essay(500)}",
             "bram.txt": f"{question}\n\n{intro_b}\n\n{gen.essay(500)}",
             "cees.txt": gen.essay(550), "dirk.txt": gen.essay(550), "eva.txt": gen.essay(550)}
    for name, text in texts.items():
        write(tmp_path / "honest" / name, text)
    assert listed(run_scan([tmp_path / "honest"], ScanSettings(workers=1))) == []
    texts["bram.txt"] = f"{question}\n\n{intro_b}\n\n{body}"
    texts["anna.txt"] = f"{question}\n\n{intro_a}\n\n{body}"
    for name, text in texts.items():
        write(tmp_path / "copied" / name, text)
    assert {"anna.txt", "bram.txt"} in listed(run_scan([tmp_path / "copied"], ScanSettings(workers=1)))


def test_a_source_sentence_one_student_pastes_and_another_quotes_pairs_neither_with_the_other(tmp_path):
    """One sentence of the source (in a folder "Source material"): Marie pastes it unmarked, Lucas quotes it
    with a citation. The words at the passage's edges are each student's own, so only the shingles the two
    share are weighed against the source: it holds them all, and the two are not paired."""
    gen = TextGenerator(62)
    source = gen.essay(700)
    sentence = " ".join(source.split()[150:172]).rstrip(".,;:") + "."
    essays = {name: gen.essay(600) for _, name in NAMES}
    essays["Marie"] += f"\n\n{gen.sentence()} {sentence} {gen.sentence()}\n\n" + gen.paragraph()
    essays["Lucas"] += f"\n\n{gen.sentence()} « {sentence} » (Hartley, 2023). {gen.sentence()}\n\n" + gen.paragraph()
    folder = tmp_path / "class"
    for last, first in NAMES:
        write(folder / f"{first} {last}" / "essay.txt", essays[first])
    write(folder / "Source material" / "Hartley 2023.txt", source)
    result = run_scan([folder], ScanSettings(workers=1))
    assert next(d for d in result.documents if d.path.endswith("Hartley 2023.txt")).placement == "material"
    pairs = listed(result)
    assert {"essay.txt", "Hartley 2023.txt"} in pairs  # Marie's paste, with the source
    assert {"essay.txt"} not in pairs  # not Marie with Lucas


# ---------------------------------------------------------------- a copied opening that asks a question

def _class_with_a_copied_opening(root: Path, opening: str) -> Path:
    """Five students' loose files; copier.txt begins with victim.txt's title and first paragraph (`opening`)."""
    gen = TextGenerator(93)
    folder = root / "class"
    for i in range(3):
        write(folder / f"student{i}.txt", gen.essay(600))
    write(folder / "victim.txt", opening + "\n\n" + gen.essay(600))
    write(folder / "copier.txt", opening + "\n\n" + gen.essay(600))
    return folder


def test_a_copied_opening_under_a_title_that_asks_is_listed_not_taken_for_the_question(tmp_path):
    gen = TextGenerator(94)
    opening = "Smartphones at school: yes or no?\n\n" + " ".join(gen.paragraph().split()[:60])
    pairs = listed(run_scan([_class_with_a_copied_opening(tmp_path, opening)], ScanSettings(workers=1)))
    assert {"victim.txt", "copier.txt"} in pairs


def test_a_copied_opening_citing_a_title_that_asks_is_listed_not_taken_for_the_question(tmp_path):
    gen = TextGenerator(95)
    words = gen.paragraph().split()
    opening = (" ".join(words[:25]) + ', as Sari Wulandari writes in "Why is plastic waste an emergency?". '
               + " ".join(words[25:45]) + " (Wulandari, 2023).")
    pairs = listed(run_scan([_class_with_a_copied_opening(tmp_path, opening)], ScanSettings(workers=1)))
    assert {"victim.txt", "copier.txt"} in pairs


SOURCE_PARAGRAPH = ("Tiny fragments of plastic travel from washing machines through drains into rivers and coastal waters. "
                    "Sewage sludge spread on farmland carries microfibres back into the soil and later the sea. "
                    "Car tyres shed a fine rubber dust that rain washes into streams.")
PARAPHRASES = {
    "Marie": SOURCE_PARAGRAPH,  # pasted as it stands
    "Lucas": ("Small pieces of plastic move from laundry machines via drains into rivers and the coastal waters. "
              "Sludge from sewage works that is spread on farmland brings microfibres into soil and eventually the "
              "ocean. Fine rubber dust from car tyres is washed by rain into the streams."),
}


def test_two_students_taking_one_paragraph_of_a_sources_folder_are_listed_with_it_not_with_each_other(tmp_path):
    """Marie pastes it, Lucas rewords it: what the two share reworded is the source's, and the sources folder
    need not be marked for that."""
    gen = TextGenerator(63)
    folder = tmp_path / "class"
    for last, first in NAMES:
        essay = gen.essay(500)
        if first in PARAPHRASES:
            essay += "\n\n" + PARAPHRASES[first] + "\n\n" + gen.paragraph()
        write(folder / f"{first} {last}" / "essay.txt", essay)
    write(folder / "sources" / "Lindqvist 2022.txt", gen.essay(300) + "\n\n" + SOURCE_PARAGRAPH + "\n\n" + gen.essay(300))
    result = run_scan([folder], ScanSettings(workers=1))
    students = [p for p in result.pairs_above(result.settings.threshold)
                if {Path(result.documents[i].path).parent.name for i in (p.a, p.b)} == {"Marie DUPONT", "Lucas MARTIN"}]
    assert students == []
    assert sum(1 for pair in listed(result) if pair == {"essay.txt", "Lindqvist 2022.txt"}) == 2


def test_a_source_s_sentences_that_ask_copied_at_a_student_s_top_are_copying_not_the_question(tmp_path):
    """Two sentences of a guide's opening, the second asking, pasted at the top of an essay: the question rule
    is for what students paste, not for a source's sentences."""
    gen = TextGenerator(64)
    opening = ("Un message sans auteur identifiable, sans date, ou qui cherche avant tout à provoquer une émotion "
               "forte doit éveiller votre méfiance. Avant de partager un contenu, prenez quelques secondes pour "
               "vous poser trois questions simples : qui a publié cette information, à quelle date, et dans quel but ?")
    folder = tmp_path / "class"
    for last, first in NAMES:
        essay = gen.essay(500)
        write(folder / f"{first} {last}" / "devoir.txt", (opening + "\n\n" + essay) if first == "Marie" else essay)
    write(folder / "sources" / "Guide.txt", "Vérifier une information\n\n" + opening + "\n\n" + gen.essay(300))
    assert {"devoir.txt", "Guide.txt"} in listed(run_scan([folder], ScanSettings(workers=1)))


#: The narrative citations of the hand-made classes (tests/other_language_classes.py), and what a student who
#: names no source writes instead.
UNNAMED = {
    "pl": {"Według Anny Zielińskiej „": "Czytamy: „", "Anna Zielińska podkreśla jednak, że „": "Czytamy też: „",
           "Jak pisze Zielińska w swoim artykule, „": "Czytamy: „", ",” przypomina Zielińska.": ".”"},
    "fi": {"Liisa Korhosen mukaan ”": "Luin: ”", "Tutkija Liisa Korhonen muistuttaa kuitenkin, että ”": "Luin myös: ”",
           "Kuten Korhonen toteaa, ”": "Luin: ”", "”, kirjoittaa Korhonen.": ".”"},
}


def _written_class(folder: Path, code: str, unnamed: bool = False) -> Path:
    for path, text in CLASSES[code].items():
        if unnamed:
            for phrase, plain in UNNAMED[code].items():
                text, count = re.subn(r"\s+".join(map(re.escape, phrase.split())), plain, text)
                assert count <= 1
        write(folder / path, text)
    return folder


@pytest.mark.parametrize("code", ["pl", "fi"])
def test_a_hand_made_class_in_another_language_lists_the_copy_and_not_the_students_who_cite_the_source(
        tmp_path, code):
    """Polish and Finnish: two students quote the source in the class's sources folder ("Źródła", "Lähteet"),
    naming it ("Według Anny Zielińskiej", "Liisa Korhosen mukaan", "”…”, kirjoittaa Korhonen"); one copied a
    classmate's paragraph. Only the copy is listed. With no source named, each quoter is listed with the
    source (main's 03608e7 listed them so even with the citations: 0.34 in Polish, 0.63 and 0.68 in Finnish)."""
    quoters, copier, copied, source = ROLES[code]
    pairs = listed(run_scan([_written_class(tmp_path / "named", code)], ScanSettings(workers=1)))
    assert pairs == [{copier, copied}]
    pairs = listed(run_scan([_written_class(tmp_path / "unnamed", code, unnamed=True)], ScanSettings(workers=1)))
    source_name = Path(source).name
    assert {copier, copied} in pairs and all({quoter, source_name} in pairs for quoter in quoters)


def test_students_loose_files_beside_the_folders_pasting_the_question_make_no_pair(tmp_path):
    gen = TextGenerator(57)
    asks = "Warum werfen Haushalte so viele Lebensmittel weg, und was kann man dagegen tun?"
    instructions = ("Erläutern Sie Ursachen und Folgen, schlagen Sie realistische Lösungen vor und nutzen Sie "
                    "mindestens zwei der angegebenen Quellen.")
    for i in range(5):
        pasted = f"Frage: {asks} {instructions}\n\n" if i == 0 else ""
        write(tmp_path / "klasse" / f"Schüler {i}" / "Aufsatz.txt", pasted + gen.essay(500))
    # Two students hand in loose files at the top of the download, each pasting the instructions under a title.
    for name, title in (("Aufsatz_Kerem.txt", "Lebensmittel retten"), ("Aufsatz_Melis.txt", "Zu gut für die Tonne")):
        write(tmp_path / "klasse" / name, f"{title}\n\n{instructions}\n\n" + gen.essay(500))
    result = run_scan([tmp_path / "klasse"], ScanSettings(workers=1))
    assert {d.placement for d in result.documents if "Kerem" in d.path or "Melis" in d.path} == {"beside"}
    assert listed(result) == []
