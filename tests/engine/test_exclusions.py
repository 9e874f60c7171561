"""Template text and class-wide common text do not count as shared."""

from dataclasses import replace

from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator


def records(texts):
    return [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]


def test_prompt_only_overlap_scores_near_zero_and_identical_essays_stay_at_100():
    gen = TextGenerator(21)
    prompt = gen.essay(250)
    alice = prompt + "\n\n" + gen.essay(600)
    bob = prompt + "\n\n" + gen.essay(600)
    carol = prompt + "\n\n" + gen.essay(600)
    dave = carol  # handed in the same essay
    template = DocumentRecord(0, "prompt.txt", "prompt.txt", "ok", "", text=prompt)
    settings = ScanSettings(workers=1, threshold=0.0)

    without = drive(scan_documents(records([alice, bob, carol, dave]), settings))
    assert {(p.a, p.b) for p in without.pairs_above(0.2)} >= {(0, 1), (2, 3)}  # the prompt alone looks like 30%

    result = drive(scan_documents(records([alice, bob, carol, dave]), settings, templates=[template]))
    scores = {(p.a, p.b): p for p in result.pairs}
    assert (0, 1) not in scores or scores[(0, 1)].score < 0.02
    assert scores[(2, 3)].jaccard == 1.0 and scores[(2, 3)].score == 1.0
    assert result.ignored_template_shingles > 200
    # the prompt's text is reported as template text in every document, starting at 0
    kinds = {kind for spans in result.ignored_spans.values() for kind, _, _ in spans}
    assert kinds == {"template"}
    assert all(spans[0][1] == 0 for spans in result.ignored_spans.values())
    # the copied essay's passage begins where the greyed template text ends (shingles crossing the
    # boundary hold a few of the prompt's last words)
    template_end = result.ignored_spans[2][0][2]
    assert len(prompt) - 40 < template_end <= len(prompt)
    assert all(p.a_start >= template_end for p in scores[(2, 3)].passages)


def test_boilerplate_most_of_the_class_shares_is_ignored():
    gen = TextGenerator(5)
    header = "Declaration of originality. I confirm that this work is my own and that I have cited all sources."
    texts = [header + "\n\n" + gen.essay(300) for _ in range(20)]
    texts[7] = texts[3]  # one real copy
    on = drive(scan_documents(records(texts), ScanSettings(workers=1, threshold=0.0)))
    off = drive(scan_documents(records(texts), ScanSettings(workers=1, threshold=0.0, common_share=0.0)))
    assert on.ignored_common_shingles >= 10
    assert {(p.a, p.b) for p in on.pairs_above(0.02)} == {(3, 7)}
    assert len(off.pairs_above(0.02)) > 1 or off.candidate_count > on.candidate_count
    assert any(kind == "common" for kind, _, _ in on.ignored_spans[0])


def test_small_class_keeps_a_copying_ring():
    gen = TextGenerator(8)
    shared = gen.essay(200)
    texts = [shared + "\n\n" + gen.essay(200) for _ in range(4)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert result.ignored_common_shingles == 0
    assert len(result.pairs_above(0.3)) == 6


COVER = ("Name: {name}\nStudent number: {number}\nCourse: Biology 101 - Ecology and Evolution\n"
         "Teacher: Ms Rachel Ortega\nSchool: Hillcrest Academy, Department of Science\nDate: 12 March 2026\n\n")
NAMES = ["Kwame Mensah", "Priya Sharma", "Lena Vogel", "Tomás Ruiz", "Aiko Tanaka", "Sam Okoro"]


def test_a_cover_sheet_and_the_question_at_the_top_of_a_small_class_make_no_pair():
    gen = TextGenerator(31)
    question = gen.essay(70).replace("\n\n", " ")
    texts = [COVER.format(name=name, number=f"24-10{i:02d}") + (question + "\n\n" if i % 2 else "") + gen.essay(400)
             for i, name in enumerate(NAMES)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert result.pairs_above(0.02) == ()
    for doc_id, text in enumerate(texts):  # the labels, and the question where it was pasted, are shown grey
        placed = [(s, e) for kind, s, e in result.ignored_spans[doc_id] if kind == "placed"]
        essay = text.index("\n\n", text.index(question[-20:]) if doc_id % 2 else 0)
        assert placed and placed[-1][1] <= essay
        assert any(s <= text.index("Teacher") and e >= text.index("Department") for s, e in placed)
        if doc_id % 2:
            # All but its last four words: its last shingles reach into the essay, and are counted.
            before_last = text.index(" ".join(question.split()[-5:]))
            assert any(s <= text.index(question[:20]) and e > before_last for s, e in placed)


def test_text_a_source_holds_is_never_placed_text():
    gen = TextGenerator(32)
    source_text = gen.essay(300)
    opening = source_text[:source_text.index("\n\n")]
    texts = [opening + "\n\n" + gen.essay(300) for _ in range(3)] + [gen.essay(200) + "\n\n" + source_text]
    documents = [DocumentRecord(i, f"/class/s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    documents[3] = DocumentRecord(3, "/class/sources/src.txt", "src.txt", "ok", "", text=texts[3])
    result = drive(scan_documents(documents, ScanSettings(workers=1, source_paths=("/class/sources",))))
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} >= {(0, 3), (1, 3), (2, 3)}
    assert not any(kind == "placed" for spans in result.ignored_spans.values() for kind, _, _ in spans)



def test_a_source_s_sentence_pasted_above_the_question_and_cover_sheet_is_no_placed_text():
    """Four students paste the question and a cover sheet at their top; one pastes a source's sentence of eleven
    words above them, in quotation marks and citing nothing (a class of 300: de/smartphones). The opening block of placed
    text takes in what lies between its parts, but never what a source holds: that student is listed with it."""
    gen = TextGenerator(33)
    question = " ".join(gen.paragraph().split()[:30]) + "?"
    source_text = gen.essay(300)
    sentence = " ".join(source_text.split()[40:51]) + "."
    texts = [question + "\n\n" + COVER.format(name=name, number=f"24-10{i:02d}") + gen.essay(300)
             for i, name in enumerate(NAMES[:4])]
    texts[0] = f"\u00ab{sentence}\u00bb\n\n" + texts[0]
    texts.append(source_text)
    documents = [DocumentRecord(i, f"/class/s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    documents[4] = DocumentRecord(4, "/class/sources/src.txt", "src.txt", "ok", "", text=texts[4])
    result = drive(scan_documents(documents, ScanSettings(workers=1, source_paths=("/class/sources",))))
    placed = [(s, e) for kind, s, e in result.ignored_spans.get(0, ()) if kind == "placed"]
    assert placed and not any(s < len(sentence) for s, e in placed)  # the cover sheet and question only
    pair = next(p for p in result.pairs if (p.a, p.b) == (0, 4))
    assert any(p.a_start <= 2 and p.kind == "copied" for p in pair.passages)
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} & {(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)} == set()

def test_a_source_lying_unmarked_among_the_answers_keeps_the_opening_they_pasted_at_their_top():
    """Loose files: three answers paste a source's opening at their top and, further on, each another part of it.
    The opening is placed text of the answers (their tops), but the source is where it comes from: the source
    keeps it as its own text, so that an answer rewording it is compared with it."""
    gen = TextGenerator(34)
    source_text = gen.essay(400)
    words = source_text.split()
    opening = " ".join(words[:40]) + "."
    texts = [opening + "\n\n" + gen.essay(200) + "\n\n" + " ".join(words[120 + 80 * i : 180 + 80 * i]) + ".\n\n"
             + gen.essay(100) for i in range(3)]
    texts += [source_text, gen.essay(300)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert not any(kind == "placed" for kind, _, _ in result.ignored_spans.get(3, ()))
    for answer in range(3):
        placed = [(s, e) for kind, s, e in result.ignored_spans[answer] if kind == "placed"]
        assert placed and placed[0][0] == 0 and placed[-1][1] <= len(opening) + 1
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} == {(0, 3), (1, 3), (2, 3)}


def test_a_student_whose_paragraph_one_classmate_copied_is_no_origin_of_the_question_pasted_above_it():
    """Five students paste the question at their top; one copies a paragraph of another. Neither is where the
    question comes from (one document copying further on is a copy, not a source): the question stays placed
    text of all five, and only the copy is listed."""
    gen = TextGenerator(35)
    question = " ".join(gen.paragraph().split()[:35]) + "?"
    texts = [question + "\n\n" + gen.essay(400) for _ in range(5)]
    paragraph = " ".join(texts[0].split()[120:200]) + "."
    texts[1] += "\n\n" + paragraph
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    for doc_id in range(5):
        assert any(kind == "placed" and s == 0 for kind, s, _ in result.ignored_spans[doc_id])
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} == {(0, 1)}


def test_a_student_two_classmates_copied_from_is_still_a_student_for_the_quotation_she_shares():
    """Five students paste the question at their top; two copy different paragraphs of Vera's essay, so Vera is
    where the others copied from (origins_of_placed). She quotes a source's sentence in quotation marks, as an
    honest classmate does: that shared quotation pairs no one, as between any two students (es/agua/300)."""
    gen = TextGenerator(36)
    question = " ".join(gen.paragraph().split()[:35]) + "?"
    quoted = "\u201c" + " ".join(gen.paragraph().split()[:30]) + ".\u201d"
    vera = [gen.paragraph() for _ in range(4)]
    texts = [question + "\n\n" + "\n\n".join(vera[:2] + ["The report says it plainly: " + quoted] + vera[2:]),
             question + "\n\n" + gen.essay(300) + "\n\n" + vera[0],
             question + "\n\n" + gen.essay(300) + "\n\n" + vera[3],
             question + "\n\n" + gen.essay(300) + "\n\n" + "In the words of the report, " + quoted + "\n\n"
             + gen.essay(100),
             question + "\n\n" + gen.essay(400)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert not any(kind == "placed" for kind, _, _ in result.ignored_spans.get(0, ()))
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} == {(0, 1), (0, 2)}


def test_the_assignment_sheet_outside_the_submissions_is_the_template_and_a_loose_one_is_only_offered():
    gen = TextGenerator(33)
    question = gen.essay(120)
    texts = [question + "\n\n" + gen.essay(400), gen.essay(400), question + "\n\n" + gen.essay(400), question]
    documents = records(texts)
    # In a sources or instructions folder, or beside the students' folders, and named as the assignment: the sheet.
    documents[3] = DocumentRecord(3, "sources/Essay task sheet.txt", "Essay task sheet.txt", "ok", "", text=question,
                                  placement="material")
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.pairs_above(0.02) == ()
    assert result.documents[3].status == "skipped" and "assignment sheet" in result.documents[3].message
    assert result.ignored_template_shingles > 100 and result.offered_templates == ()
    # Among loose files, where each file is a submission, two essays beginning with it may have copied a
    # classmate's opening: it is compared like any other, and not even offered.
    documents[3] = replace(documents[3], path="Essay task sheet.txt", placement="")
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[3].status == "ok" and result.offered_templates == ()
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} >= {(0, 3), (2, 3)}
    # Three essays beginning with it: it is offered, and still compared.
    documents.append(DocumentRecord(4, "s4.txt", "s4.txt", "ok", "", text=question + "\n\n" + gen.essay(400)))
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[3].status == "ok" and result.offered_templates == (3,)
    # Outside but not saying it is the assignment: offered, not taken.
    documents[3] = DocumentRecord(3, "week3.txt", "week3.txt", "ok", "", text=question, placement="material")
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[3].status == "ok" and result.offered_templates == (3,)
    # Its first line saying so is enough.
    documents[3] = replace(documents[3], text="Assignment\n\n" + question)
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[3].status == "skipped" and result.pairs_above(0.02) == ()


def test_a_short_essay_copied_whole_by_two_classmates_is_no_question_sheet():
    gen = TextGenerator(34)
    essay = gen.essay(250)
    texts = [essay, essay + "\n\n" + gen.essay(100), essay, gen.essay(300)]
    documents = records(texts)
    documents[0] = DocumentRecord(0, "Assignment 2.txt", "Assignment 2.txt", "ok", "", text=essay)
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[0].status == "ok"
    assert {(p.a, p.b) for p in result.pairs_above(0.02)} == {(0, 1), (0, 2), (1, 2)}


def test_a_cover_sheet_whose_labels_most_of_a_large_class_holds_is_grey_with_each_name_and_number():
    gen = TextGenerator(43)
    names = [f"Student Number{i} Lastname{i}" for i in range(14)]
    texts = [COVER.format(name=name, number=f"24-11{i:02d}") + gen.essay(400) for i, name in enumerate(names)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert result.pairs_above(0.02) == ()
    for doc_id, text in enumerate(texts):  # the labels are common text; the name before them is placed text
        spans = sorted(result.ignored_spans[doc_id], key=lambda span: span[1])
        assert spans[0][1] == 0 and spans[-1][2] >= text.index("Department of Science")
        assert {kind for kind, _, _ in spans} <= {"common", "placed"}


def test_a_student_s_essay_named_as_homework_is_never_taken_for_the_question_sheet():
    gen = TextGenerator(35)
    question = gen.essay(40)
    short = question + "\n\n" + gen.essay(260)
    texts = [short, question + "\n\n" + gen.essay(700), gen.essay(500)]
    documents = records(texts)
    # An essay the layout gives to a student is their submission, whatever its name ("Ödev": homework).
    documents[0] = DocumentRecord(0, "Eren Aydın_1_assignsubmission_file_/Ödev.docx", "Eren Aydın — Ödev.docx", "ok",
                                  "", text=short, student="Eren Aydın")
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[0].status == "ok" and result.offered_templates == ()
    # A loose file named so is a submission too: as short as a sheet, it is offered, never skipped.
    documents[0] = DocumentRecord(0, "Ödev.docx", "Ödev.docx", "ok", "", text=question + "\n\n" + gen.essay(60))
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    assert result.documents[0].status == "ok" and result.offered_templates == (0,)
    # Outside the submissions, its name may be inflected: Turkish "ödevi yönergesi" (the homework's instructions).
    documents[0] = DocumentRecord(0, "Yönergeler/Deprem ödevi yönergesi.pdf", "Deprem ödevi yönergesi.pdf", "ok", "",
                                  text=question + "\n\n" + gen.essay(60), placement="material")
    assert drive(scan_documents(documents, ScanSettings(workers=1))).documents[0].status == "skipped"
    # ... but not when another document holds a run of it further down: that is a source, copied.
    documents[2] = replace(documents[2], text=gen.essay(200) + "\n\n" + documents[0].text[-300:] + gen.essay(200))
    assert drive(scan_documents(documents, ScanSettings(workers=1))).documents[0].status == "ok"


def test_the_question_pasted_at_the_top_of_just_two_essays_makes_no_pair_and_a_copied_opening_does():
    gen = TextGenerator(36)
    question = ("Why are bees and other pollinators declining, and what can be done to protect them? Discuss the "
                "main causes and suggest realistic solutions, using at least two of the sources provided.")
    texts = [f"Bees at risk\n\n{question}\n\n{gen.essay(400)}", f"{question}\n\n{gen.essay(400)}",
             gen.essay(400), gen.essay(400), gen.essay(400)]
    assert drive(scan_documents(records(texts), ScanSettings(workers=1))).pairs_above(0.0) == ()
    # An opening paragraph of the student's own words, copied by a classmate, is listed.
    opening = gen.essay(45).replace("\n\n", " ")
    texts[:2] = [f"{opening}\n\n{gen.essay(400)}", f"{opening}\n\n{gen.essay(400)}"]
    assert [(p.a, p.b) for p in drive(scan_documents(records(texts), ScanSettings(workers=1))).pairs_above(0.0)] \
        == [(0, 1)]


def test_the_question_at_the_top_of_two_essays_and_a_cited_phrase_make_no_pair_but_a_sentence_more_does():
    gen = TextGenerator(37)
    question = ("Perché molti piccoli comuni italiani si stanno spopolando e che cosa si può fare per ridare loro vita? "
                "Discutete le cause e proponete soluzioni realistiche.")
    phrase = "come un unico progetto (Osservatorio Nazionale sulle Aree Interne, 2023)"
    texts = [f"{question}\n\n{gen.essay(300)} Bisogna pensare ai servizi {phrase}. {gen.essay(300)}",
             f"Il mio tema\n\n{question}\n\n{gen.essay(250)} Servono scuole e medici {phrase}. {gen.essay(300)}",
             gen.essay(500), gen.essay(500)]
    assert drive(scan_documents(records(texts), ScanSettings(workers=1))).pairs_above(0.0) == ()
    copied = gen.sentence() + " " + gen.sentence() + " " + gen.sentence()
    texts[0] += "\n\n" + copied
    texts[1] += "\n\n" + copied
    assert [(p.a, p.b) for p in drive(scan_documents(records(texts), ScanSettings(workers=1))).pairs_above(0.0)] \
        == [(0, 1)]


def test_the_question_is_placed_text_of_the_short_essays_that_are_little_more_than_it():
    """Four essays paste the question at their top; three students handed in little more than a title and the
    question. Its quarter of a short essay is no top, yet it neither vetoes the question nor pairs the three."""
    gen = TextGenerator(41)
    question = " ".join(gen.paragraph().split()[:24]) + "."
    long = [f"Essay {i}\n\n{question}\n\n" + gen.essay(600) for i in range(4)]
    short = [f"Title {i}\n\n{question}\n\n" + " ".join(gen.paragraph().split()[:12]) + "." for i in range(3)]
    result = drive(scan_documents(records(long + short), ScanSettings(workers=1)))
    assert result.pairs_above(0.02) == ()
    assert all(any(kind == "placed" for kind, _, _ in result.ignored_spans.get(i, ())) for i in range(7))


def test_short_answers_copied_whole_by_three_students_are_no_placed_text():
    """Three answers of 40 words, the same text: their top is all of them, yet they are a copying ring."""
    gen = TextGenerator(42)
    answer = " ".join(gen.paragraph().split()[:40]) + "."
    texts = [answer] * 3 + [" ".join(gen.paragraph().split()[:40]) + "." for _ in range(3)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert {(p.a, p.b) for p in result.pairs_above(0.5)} == {(0, 1), (0, 2), (1, 2)}


def test_many_short_essays_that_are_mostly_the_question_are_not_each_offered_as_the_question():
    """Six students handed in little more than the question: a class that pasted it, not six sheets."""
    gen = TextGenerator(43)
    question = " ".join(gen.paragraph().split()[:30]) + "?"
    long = [f"Essay {i}\n\n{question}\n\n" + gen.essay(600) for i in range(5)]
    # ... each opening with the question's label, as the sheet does: only the file named so is offered
    short = [f"Question: {question}\n\n" + " ".join(gen.paragraph().split()[:8]) + "." for _ in range(6)]
    records_ = records(long + short)
    records_[5] = replace(records_[5], name="Assignment sheet.txt", path="Assignment sheet.txt")
    result = drive(scan_documents(records_, ScanSettings(workers=1)))
    assert result.offered_templates == (5,)
