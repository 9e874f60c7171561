"""Anonymising: names and paths become Student n, consistently; texts and scores are untouched."""

from dataclasses import replace

from test_report_factory import make_document, make_result

from plagcheck.report.anonymise import anonymise_result, pseudonym
from plagcheck.shared.models import DocumentPart


def test_every_document_gets_a_numbered_pseudonym_keeping_its_extension():
    result = anonymise_result(make_result())
    assert [d.name for d in result.documents] == ["Student 1.txt", "Student 2.txt", "Student 3.txt", "Student 4.pdf"]
    assert all(d.path == d.name for d in result.documents)
    assert pseudonym(0) == "Student 1"


def test_text_lengths_hashes_and_pairs_are_unchanged():
    original = make_result()
    result = anonymise_result(original)
    assert [len(d.text) for d in result.documents] == [len(d.text) for d in original.documents]
    assert [d.sha256 for d in result.documents] == [d.sha256 for d in original.documents]
    assert result.pairs == original.pairs


def test_messages_lose_paths_names_and_stems():
    original = make_result()
    broken = original.documents[3]
    message = f"could not open {broken.path}; also tried broken.pdf and 'broken' next to alice.txt"
    documents = (*original.documents[:3], replace(broken, message=message))
    result = anonymise_result(replace(original, documents=documents))
    scrubbed = result.documents[3].message
    assert "broken" not in scrubbed and "alice" not in scrubbed and "teacher" not in scrubbed
    assert scrubbed == "could not open Student 4; also tried Student 4 and 'Student 4' next to Student 1"


def test_a_pseudonym_is_never_replaced_again():
    # A student whose file is called "Student" must not turn "Student 1" into "Student 2 1".
    doc_a = make_document(0, "Jane Doe.txt", "some text", "warning", "Jane Doe.txt: odd characters")
    doc_b = make_document(1, "Student.txt", "other text", "warning", "Student.txt and Jane Doe.txt look alike")
    result = anonymise_result(replace(make_result(), documents=(doc_a, doc_b), pairs=()))
    assert result.documents[0].message == "Student 1: odd characters"
    assert result.documents[1].message == "Student 2 and Student 1 look alike"


def test_parts_of_a_grouped_submission_are_renamed_too():
    part = DocumentPart("/home/teacher/class/jane/essay.docx", 0, 4, "ab" * 32)
    doc = replace(make_document(0, "jane", "text"), parts=(part, replace(part, path="/x/jane/notes.pdf")))
    result = anonymise_result(replace(make_result(), documents=(doc,), pairs=()))
    anonymous = result.documents[0]
    assert anonymous.name == "Student 1"
    assert [p.path for p in anonymous.parts] == ["Student 1, file 1.docx", "Student 1, file 2.pdf"]


def test_a_student_number_from_the_layout_is_the_pseudonym_and_names_go_everywhere():
    from plagcheck.shared.models import DocumentRecord, LshParameters, ScanResult, ScanSettings

    docs = (DocumentRecord(0, "/c/Priya Sharma_241003_assignsubmission_file_/Essay.docx", "Priya Sharma — Essay.docx",
                           "ok", "Essay (1).docx: the same as Essay.docx, read once", student="Priya Sharma",
                           student_number="241003", layout="moodle",
                           set_aside=("Essay (1).docx: the same as Essay.docx, read once",)),
            DocumentRecord(1, "/c/Essay 1_tli_attempt_2024-03-14-10-22-31_a.docx", "tli — a.docx", "ok", "",
                           student="tli", layout="blackboard",
                           earlier_attempts=("2024-03-02 18:40:05: Draft.docx",),
                           set_aside=("Essay 1_tli_attempt_2024-03-14-10-22-31.txt: Blackboard's receipt",)))
    result = ScanResult(ScanSettings(), docs, (), LshParameters(16, 8, 128), 0)
    first, second = anonymise_result(result).documents
    assert first.name == "Student no. 241003.docx" and first.student == "Student no. 241003"
    assert second.name == "Student 2.docx" and second.student == "Student 2"
    assert "tli" not in " ".join(second.set_aside) and "Priya" not in first.name + first.message
