"""Names and identity fields written in texts and notes are masked for anonymised exports, position for
position; words that only happen to be in a file's name are not."""

from dataclasses import replace

from test_report_factory import make_document, make_result

from plagcheck.report.anonymise import anonymise, anonymise_result
from plagcheck.report.redact import MASK, name_masker, name_words
from plagcheck.triage.review import ReviewBook, ReviewState, set_review


def documents(*named_texts):
    return [make_document(i, path, text) for i, (path, text) in enumerate(named_texts)]


def test_name_words_are_those_few_files_of_the_class_have():
    docs = documents(("/c/Kwame Mensah_101_assignsubmission_file_/essay.docx", "a"),
                     ("/c/Aoife Byrne_102_assignsubmission_file_/essay.docx", "b"),
                     ("/c/Jo Li_103_assignsubmission_file_/essay final.docx", "c"),
                     ("/c/Ada Obi_104_assignsubmission_file_/essay.docx", "d"))
    words = name_words(docs)
    assert words[0] == ("kwame", "mensah")
    assert words[2] == ("final",)  # "Jo", "Li" too short to tell from initials; "essay" everyone's
    assert "assignsubmission" not in {w for ws in words for w in ws}


def test_cover_sheet_fields_and_names_are_masked_keeping_every_position():
    cover = ("Name: Kwame Mensah, Student number 24-1022\nEmail: k.mensah@school.example\n"
             "Candidate no. AB 12345\n\nBees visit flowers. The bees of Mensah Farm; Kwame wrote this.")
    docs = documents(("/c/Kwame Mensah/essay.txt", cover), ("/c/bees (1).txt", "the bees and the flowers"),
                     ("/c/Ada Obi/essay.txt", "mensah kwame wrote to ADA OBI about bees"))
    mask = name_masker(docs)
    masked = mask(cover)
    assert len(masked) == len(cover)
    for gone in ("Kwame", "Mensah", "24-1022", "k.mensah", "12345"):
        assert gone not in masked, gone
    assert masked.startswith("Name: ") and "Bees visit flowers. The bees of" in masked  # "bees" is a word here
    assert mask(docs[2].text) == f"{MASK * 6} {MASK * 5} wrote to {MASK * 3} {MASK * 3} about bees"


def test_words_that_are_not_names_stay_readable():
    text = "In the exam 2024 results the student id of five cats, and the name of the river, stayed plain."
    docs = documents(("/c/Final essay.txt", text), ("/c/Essay.txt", "other"))
    assert name_masker(docs)(text) == text


def test_anonymised_texts_notes_and_messages_name_no_student():
    original = make_result()
    doc = replace(original.documents[0], path="/home/t/class/Kwame Mensah/essay.txt", name="Kwame Mensah/essay.txt",
                  text="Kwame Mensah\nStudent ID: 240 1022\n" + original.documents[0].text)
    result = replace(original, documents=(doc, *original.documents[1:]), pairs=())
    book = set_review(ReviewBook(), 0, 1, ReviewState.CONFIRMED, "Kwame admitted it to me")
    anonymous, notes = anonymise(result, book)
    assert "Kwame" not in anonymous.documents[0].text and "1022" not in anonymous.documents[0].text
    assert len(anonymous.documents[0].text) == len(doc.text)
    assert notes.review_of(0, 1).note == f"{MASK * 5} admitted it to me"
    assert anonymise_result(result).documents[0].name == "Student 1.txt"
