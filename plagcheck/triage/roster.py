"""The class as its layout named it: which platform's download was recognised, each student's submission, the
attempts checked and not, and the platform's files left out. What the window's Class tab shows (no Qt here)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from plagcheck.engine.reading.class_list import LIST_KINDS
from plagcheck.engine.reading.layouts import (BLACKBOARD_RECEIPT, CANVAS_LINK, D2L_INDEX, LAYOUT_NAMES,
                                              PLATFORM_FILE_REASONS, SAME_FILE_END, TEAMS_WORKING)
from plagcheck.i18n import QT_TRANSLATE_NOOP, number, plural_index, translate
from plagcheck.shared.display import label_parts
from plagcheck.shared.engine_messages import engine_text
from plagcheck.shared.models import DocStatus, DocumentRecord, ScanResult
from plagcheck.shared.vocabulary import count_text
from plagcheck.triage.labels import class_names


@dataclass(frozen=True)
class ClassRow:
    """One submission of the class: its student (empty when no layout named one) and what was read of it."""

    doc_id: int
    student: str
    number: str
    #: What was read: the label's file part ("Extended writing.docx + 1 more file"), or the file's name.
    files: str
    #: When the checked attempt was handed in, as the platform says ("" when it does not).
    handed_in: str
    earlier: tuple[str, ...]
    set_aside: tuple[str, ...]
    status: DocStatus
    #: True on the class list, False not on it, None without a list.
    on_list: bool | None = None
    #: A student on the class list who handed nothing in (no document: doc_id is -1).
    absent: bool = False
    #: The name the submission's cover sheet gives, offered (never taken); "" for none.
    suggested: str = ""
    #: The name the files gave the student before the class list did ("dupontmarie"), or "".
    named_in_files: str = ""
    #: The files read, one per line, for the tooltip.
    parts: tuple[str, ...] = ()
    #: The id the class list gives the student ("" when the list could not tell which of several it is).
    roster_id: str = ""


#: A set-aside file's kind in a word or two, by the start of its reason (a re-upload's reason ends SAME_FILE_END).
_ASIDE_KINDS = ((BLACKBOARD_RECEIPT.split("{", 1)[0], "receipt"), (CANVAS_LINK, "web address"),
                (TEAMS_WORKING, "draft not handed in"), (D2L_INDEX, "index page"))
#: How each layout reads in a sentence ("Read as a Moodle download"), by its key (engine/reading/layouts.py).
_LAYOUT_WORDS = {
    "auto": QT_TRANSLATE_NOOP("Roster", "the layout recognised from the file names"),
    "moodle": QT_TRANSLATE_NOOP("Roster", "a Moodle download"),
    "canvas": QT_TRANSLATE_NOOP("Roster", "a Canvas download"),
    "blackboard": QT_TRANSLATE_NOOP("Roster", "a Blackboard Learn download"),
    "brightspace": QT_TRANSLATE_NOOP("Roster", "a Brightspace (D2L) download"),
    "classroom": QT_TRANSLATE_NOOP("Roster", "a Google Classroom folder"),
    "teams": QT_TRANSLATE_NOOP("Roster", "Microsoft Teams assignment files"),
    "folders": QT_TRANSLATE_NOOP("Roster", "one folder per student"),
    "files": QT_TRANSLATE_NOOP("Roster", "one file per submission"),
}


def set_aside_words(lines: tuple[str, ...]) -> str:
    """Return a student's set-aside files ("file: why") counted by kind: "2 receipts, 1 file handed in twice"."""
    kinds: Counter[str] = Counter()
    for line in lines:
        why = line.split(": ", 1)[-1]
        if line.endswith(SAME_FILE_END):
            kinds["file handed in twice"] += 1
        else:
            kinds[next((kind for start, kind in _ASIDE_KINDS if why.startswith(start)), "platform file")] += 1
    return ", ".join(count_text(count, kind) for kind, count in kinds.items())


def is_platform_file(document: DocumentRecord) -> bool:
    """Return True for a file the platform added to the download (an index page), listed and never read."""
    return document.status == "skipped" and document.message.removeprefix("skipped: ").startswith(PLATFORM_FILE_REASONS)


def class_rows(result: ScanResult) -> list[ClassRow]:
    """Return a row for each of the class's own submissions (not reference texts, not the platform's files),
    the named students first, by name."""
    rows = []
    shown = class_names(result)
    for doc in result.documents:
        if doc.is_reference or is_platform_file(doc):
            continue
        files = label_parts(doc.name)[1] if doc.student else shown[doc.id]
        rows.append(ClassRow(doc.id, doc.student, doc.roster_id or doc.student_number, files, doc.attempt,
                             doc.earlier_attempts, doc.set_aside, doc.status, doc.on_class_list,
                             suggested=doc.suggested_name, named_in_files=doc.named_in_files,
                             parts=tuple(part.path for part in doc.parts), roster_id=doc.roster_id))
    if result.class_list is not None:
        rows.extend(ClassRow(-1, s.name, s.number or s.email, "", "", (), (), "skipped", True, absent=True)
                    for s in result.class_list.absent)
    rows.sort(key=lambda row: (not row.student, row.absent, row.student.casefold(), row.files.casefold(),
                               row.doc_id))
    return rows


def layout_summary(result: ScanResult) -> str:
    """Return one paragraph saying how the class's files were read: "Read as a Moodle download: 9 students, …"."""
    own = [d for d in result.documents if not d.is_reference]
    layouts = Counter(d.layout for d in own if d.layout)
    uploaded_twice = sum(1 for d in own for line in d.set_aside if line.endswith(SAME_FILE_END))
    platform_files = sum(1 for d in own if is_platform_file(d)) + sum(len(d.set_aside) for d in own) - uploaded_twice
    nobody = sum(1 for d in own if not d.student and not is_platform_file(d))
    named = class_list_summary(result)
    if not layouts:
        chosen = result.settings.layout
        how = (translate("Roster", "No learning platform's download was recognised: each file is one submission.")
               if chosen in ("auto", "files")
               else translate(
                   "Roster", "Read as {layout}, but no file fitted it.").format(layout=_layout_words(chosen)))
        return "\n".join(part for part in (how, named) if part)
    read_as = ", ".join(translate("Roster", "{layout} ({students})").format(
        layout=_layout_words(layout), students=count_text(count, "student")) for layout, count in layouts.most_common())
    details = []
    several = [d for d in own if d.student and len(d.parts) > 1]
    if several:
        files = count_text(sum(len(d.parts) for d in several), "file")
        if len(several) == 1:
            details.append(translate("Roster", "{student} handed in {files}: they are read together as one "
                                               "submission").format(student=several[0].student, files=files))
        else:
            details.append(translate("Roster", "{student} and {others} handed in {files}: each student's are read "
                                               "together as one submission").format(
                student=several[0].student, others=count_text(len(several) - 1, "other"), files=files))
    earlier = sum(len(d.earlier_attempts) for d in own)
    if earlier:
        details.append(translate("Roster", "{attempts} listed, not checked (the latest is)").format(
            attempts=count_text(earlier, "earlier attempt")))
    if uploaded_twice:
        details.append((translate("Roster", "{files} handed in twice by the same student, read once")
                        if plural_index(uploaded_twice) else
                        translate("Roster", "{files} handed in twice by its student, read once")).format(files=count_text(uploaded_twice, "file")))
    if platform_files:
        details.append(translate("Roster", "{files} of the platform's own (receipts, index pages, links) not "
                                           "compared").format(files=count_text(platform_files, "file")))
    if nobody and result.class_list is None:  # with a class list, its sentence counts the files of no one
        details.append((translate("Roster", "{files} named no student and are checked on their own")
                        if plural_index(nobody) else
                        translate("Roster", "{files} named no student and is checked on its own")).format(
            files=count_text(nobody, "file")))
    said = translate(
        "Roster", "Read as {layouts}.").format(layouts=read_as) + "".join(f" {detail}." for detail in details)
    return "\n".join(part for part in (said, named) if part)


def class_list_summary(result: ScanResult) -> str:
    """Return what the class list did, in a sentence or two ("" without a list or suggestions): "Names from
    the class list Grades.csv (a Canvas gradebook export): 34 of its 35 students handed work in; 1 handed
    nothing in. 1 file is not on the class list.", or how many cover sheets offer a name."""
    outcome = result.class_list
    own = [d for d in result.documents if not d.is_reference]
    if outcome is None:
        offered = sum(1 for d in own if d.suggested_name)
        if not offered:
            return ""
        return (translate("Roster", "{sheets} name a student: offered in the Student column, not taken (choose File → "
                                    "Class list… to name the students).") if plural_index(offered) else
                translate("Roster", "{sheets} names a student: offered in the Student column, not taken (choose File → "
                                    "Class list… to name the students).")).format(
            sheets=count_text(offered, "cover sheet"))
    absent = len(outcome.absent)
    words = translate("Roster", "Names from the class list {file} ({kind}): {present} of its {students} handed work "
                                "in").format(file=Path(outcome.path).name,
                                             kind=engine_text(LIST_KINDS.get(outcome.kind, "a table of names")),
                                             present=number(outcome.listed - absent),
                                             students=count_text(outcome.listed, "student"))
    if absent:
        words += translate("Roster", "; {absent} handed nothing in (listed with the students)").format(
            absent=number(absent))
    unmatched = sum(1 for d in own if d.on_class_list is False)
    if unmatched:
        words += (
            translate("Roster", ". {files} match no one on it and keep their own names") if plural_index(unmatched)
                  else translate("Roster", ". {files} matches no one on it and keeps its own name")).format(
            files=count_text(unmatched, "file"))
    return words + "."


def _layout_words(layout: str) -> str:
    """Return "a Moodle download", "one folder per student", in the current language."""
    return translate("Roster", _LAYOUT_WORDS[layout]) if layout in _LAYOUT_WORDS else LAYOUT_NAMES.get(layout, layout)
