"""Pseudonyms for reports: every document's name and path become "Student n" (or, where the class's layout
gave the student a number, "Student no. 241003"), consistently.

Documents from the reference library (earlier years' essays) become "Reference n" in the same numbering.
Names and paths are replaced wherever a per-file message or a review note quotes them, and the students'
names and identity fields written inside the texts and the notes (a cover sheet's "Name: …, Student number
…") are masked character for character (plagcheck.report.redact), so every passage stays on its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import PurePath

from plagcheck.i18n import translate
from plagcheck.report.redact import name_masker
from plagcheck.shared.models import DocumentPart, DocumentRecord, ListedStudent, ScanResult
from plagcheck.triage.review import Review, ReviewBook


#: The words stand-ins are made of, never masked as a student's name.
STAND_IN_WORDS = ("student", "reference", "file")


def pseudonym(doc_id: int) -> str:
    """Return the stand-in name for a document id: "Student 1" for id 0, and so on."""
    return translate("Anonymise", "Student {number}").format(number=doc_id + 1)


def stand_in_name(doc: DocumentRecord) -> str:
    """Return the stand-in name of a document: "Reference n" for a reference; "Student no. 241003" when the
    class's layout gave the student a number (the teacher can look the student up, a reader cannot); else its
    pseudonym."""
    if doc.is_reference:
        return translate("Anonymise", "Reference {number}").format(number=doc.id + 1)
    if doc.student_number:
        return translate("Anonymise", "Student no. {number}").format(number=doc.student_number)
    return pseudonym(doc.id)


def _suffix(path: str) -> str:
    """Return a file's extension (".pdf"), or "" for folders and files without one."""
    suffix = PurePath(path.replace("\\", "/")).suffix
    # Only short alphanumeric extensions are kept: anything else could carry part of a name.
    return suffix if 1 < len(suffix) <= 6 and suffix[1:].isalnum() else ""


def _scrubber(replacements: dict[str, str]) -> Callable[[str], str]:
    """Return a function that replaces every original name or path in a message by its pseudonym.

    One pass with the longest originals first, so a path goes before the file name inside it and a
    pseudonym already written is never replaced again.
    """
    # Very short names ("a.txt" -> "a") would mangle every message they occur in by chance.
    originals = sorted((o for o in replacements if len(o) >= 3), key=len, reverse=True)
    if not originals:
        return lambda message: message
    pattern = re.compile("|".join(re.escape(o) for o in originals))
    return lambda message: pattern.sub(lambda match: replacements[match.group(0)], message)


def _anonymise_part(part: DocumentPart, name: str, number: int) -> DocumentPart:
    return replace(part, path=f"{name}, file {number}{_suffix(part.path)}", location="")


def name_scrubber(result: ScanResult) -> Callable[[str], str]:
    """Return a function replacing every document name or path of `result` in a text by its stand-in."""
    replacements: dict[str, str] = {}
    for doc in result.documents:
        stand_in = stand_in_name(doc)
        for original in (doc.path, doc.name, doc.student, doc.roster_name, doc.named_in_files, doc.suggested_name,
                         *(part.path for part in doc.parts)):
            if not original:
                continue
            file_name = PurePath(original.replace("\\", "/"))
            for form in (original, file_name.name, file_name.stem):
                replacements.setdefault(form, stand_in)
    return _scrubber(replacements)


def anonymise(result: ScanResult, reviews: ReviewBook | None = None) -> tuple[ScanResult, ReviewBook | None]:
    """Return copies of `result` and `reviews` that name no student: document names and paths become
    stand-ins (also in messages and notes), and names and identity fields written in the texts and the notes
    are masked.

    Document ids, text lengths, hashes, collections and all scores are unchanged, so the copy ranks and reads
    the same. Template files are the teacher's own and keep their names.
    """
    scrub = name_scrubber(result)
    mask = name_masker(result.documents, keep=STAND_IN_WORDS)
    documents = tuple(_anonymise_document(doc, scrub, mask) for doc in result.documents)
    if reviews is not None:
        reviews = ReviewBook({key: Review(r.state, mask(scrub(r.note)), r.updated_at) for key, r in reviews.items()})
    class_list = result.class_list
    if class_list is not None:  # the students who handed nothing in are counted, not named
        absent = tuple(ListedStudent(translate("Anonymise", "Listed student {number}").format(number=i))
                       for i, _ in enumerate(class_list.absent, start=1))
        class_list = replace(class_list, path=_suffix(class_list.path), absent=absent)
    return replace(result, documents=documents, class_list=class_list), reviews


def anonymise_result(result: ScanResult) -> ScanResult:
    """Return a copy of `result` that names no student (see `anonymise`)."""
    return anonymise(result)[0]


def anonymise_reviews(reviews: ReviewBook, result: ScanResult) -> ReviewBook:
    """Return a copy of `reviews` whose notes name none of `result`'s students (see `anonymise`)."""
    anonymous = anonymise(result, reviews)[1]
    assert anonymous is not None
    return anonymous


def _anonymise_document(doc: DocumentRecord, scrub: Callable[[str], str],
                        mask: Callable[[str], str]) -> DocumentRecord:
    name = stand_in_name(doc)
    return replace(
        doc,
        name=name + _suffix(doc.name) if not doc.parts else name,
        path=name + _suffix(doc.path) if not doc.parts else name,
        message=mask(scrub(doc.message)),
        text=mask(doc.text),
        parts=tuple(_anonymise_part(p, name, i) for i, p in enumerate(doc.parts, start=1)),
        student=name if doc.student else "",
        earlier_attempts=tuple(mask(scrub(line)) for line in doc.earlier_attempts),
        set_aside=tuple(mask(scrub(line)) for line in doc.set_aside),
        roster_name=name if doc.roster_name else "",
        roster_id="",
        named_in_files="",
        suggested_name="",
    )
