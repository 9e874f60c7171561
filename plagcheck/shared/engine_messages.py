"""The engine's messages as the teacher reads them: why a file was not read, what a scan noted.

The engine writes its messages in English and knows nothing of languages (the command line and the JSON keep
them as they are). The window and the report look each message up here: a message is one or more notes joined
by "; ", each either a fixed sentence or a pattern with {names} standing for the file names, sizes and
encodings the engine put in. A note not listed stays in English. No Qt here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from plagcheck.i18n import QT_TRANSLATE_NOOP, number, translate
from plagcheck.shared.engine_notices import CONTEXT as NOTICES_CONTEXT
from plagcheck.shared.engine_notices import TEXTS, Counted, Notice, Value

_CONTEXT = "EngineMessages"

#: Every note the catalogue knows, in the engine's English ({name}: a part the engine fills in).
NOTES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the document holds no text"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the file holds no text"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the file holds only white space"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the file is 0 bytes"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the page holds no text"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the page holds no visible text"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the PDF holds no text"),
    QT_TRANSLATE_NOOP("EngineMessages", "empty: the PDF holds only hidden text (white, or in a tiny font)"),
    QT_TRANSLATE_NOOP("EngineMessages", "scanned or image-only PDF: it has no text layer (it would need OCR)"),
    QT_TRANSLATE_NOOP("EngineMessages", "password protected: the PDF cannot be opened without its password"),
    QT_TRANSLATE_NOOP("EngineMessages", "password protected: open it, remove the password and save it again"),
    QT_TRANSLATE_NOOP("EngineMessages", "password protected: the zip encrypts this file; unpack it with its "
                                        "password to check it"),
    QT_TRANSLATE_NOOP("EngineMessages", "encrypted with a method that cannot be read"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: the PDF is damaged and could not be read"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: not a real RTF file (it does not start like one)"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: the RTF file is damaged"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: not a Word document (no main text inside)"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: not an OpenDocument text (no content inside)"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: the document's contents are damaged"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: not a readable {kind} file (damaged or cut short)"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: not a readable zip file (damaged or cut short)"),
    QT_TRANSLATE_NOOP("EngineMessages", "corrupt: this file is damaged inside the zip"),
    QT_TRANSLATE_NOOP("EngineMessages", "not a real {kind} file: it is an old-style Office file; save it as {kind2} "
                                        "or PDF"),
    QT_TRANSLATE_NOOP("EngineMessages", "not a text file: it holds binary data (perhaps another kind of file renamed "
                                        ".txt)"),
    QT_TRANSLATE_NOOP("EngineMessages", "not a valid {encoding} text file"),
    QT_TRANSLATE_NOOP("EngineMessages", "encoding guessed as {encoding}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the chosen encoding applies to plain-text files only"),
    QT_TRANSLATE_NOOP("EngineMessages", "unsupported type ({suffix})"),
    QT_TRANSLATE_NOOP("EngineMessages", "identical to {name}"),
    QT_TRANSLATE_NOOP("EngineMessages", "the same as {name}, in the same student's folder: read once"),
    QT_TRANSLATE_NOOP("EngineMessages", "the same as {name}, saved again under a copy's name: read once"),
    QT_TRANSLATE_NOOP("EngineMessages", "the same as {name}, read once"),
    QT_TRANSLATE_NOOP("EngineMessages", "not found: the file was moved, renamed or deleted"),
    QT_TRANSLATE_NOOP("EngineMessages", "could not be read: you do not have permission to open it"),
    QT_TRANSLATE_NOOP("EngineMessages", "could not be read: its path is longer than the system allows"),
    QT_TRANSLATE_NOOP("EngineMessages", "could not be read: {reason}"),
    QT_TRANSLATE_NOOP("EngineMessages", "too large to read: it needs more than the {size} MB of memory a reader may "
                                        "use here"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: not a document (a pipe, a device or a folder), so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a link to a file that does not exist"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a link that leads round in a loop, to no file"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a link to {other}, which is read under its own name (one file is "
                                        "read once)"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: the zip changed since it was listed, so this file was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "a web address the student handed in (Canvas's page leading to it), not a "
                                        "document"),
    QT_TRANSLATE_NOOP("EngineMessages", "a draft in the student's Teams working files, not handed in"),
    # Layouts (engine/reading/layouts.py LAYOUT_NAMES), as the Class tab's list and the report name them.
    QT_TRANSLATE_NOOP("EngineMessages", "Recognised from the file names"),
    QT_TRANSLATE_NOOP("EngineMessages", "Moodle download"),
    QT_TRANSLATE_NOOP("EngineMessages", "Canvas download"),
    QT_TRANSLATE_NOOP("EngineMessages", "Blackboard Learn download"),
    QT_TRANSLATE_NOOP("EngineMessages", "Brightspace (D2L) download"),
    QT_TRANSLATE_NOOP("EngineMessages", "Google Classroom folder"),
    QT_TRANSLATE_NOOP("EngineMessages", "Microsoft Teams assignment files"),
    QT_TRANSLATE_NOOP("EngineMessages", "Each sub-folder is one student"),
    QT_TRANSLATE_NOOP("EngineMessages", "Each file is one submission"),
    # The platform's own files (engine/reading/layouts.py), listed and never compared.
    QT_TRANSLATE_NOOP("EngineMessages", "Blackboard's receipt of the attempt handed in {when} (the student's name, "
                                        "comments and files)"),
    QT_TRANSLATE_NOOP("EngineMessages", "Brightspace's index page of the download (which file is whose), not a "
                                        "student's work"),
    QT_TRANSLATE_NOOP("EngineMessages", "unsupported type (no extension)"),
    # What to do with a file of a kind not read (engine/reading/ingest.py CONVERT_HINTS).
    QT_TRANSLATE_NOOP("EngineMessages", "save it as .docx or PDF"),
    QT_TRANSLATE_NOOP("EngineMessages", "export it as PDF or .docx"),
    QT_TRANSLATE_NOOP("EngineMessages", "export it as PDF"),
    # The reasons a file was not read, or read in part, that the reading and the pipeline give (each message
    # constant of engine/reading and pipeline.py is checked against this list by tests/test_translations.py).
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a link to a folder (links to folders are not followed; the files they lead to are read "
                                        "where they are, if they are in the folders you chose)"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a folder nested more than {depth} levels deep, not looked into"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: the folder was replaced by another since it was found, so it was not looked into"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: another name on disk (a hard link) for the same file as {other}, which is read under that "
                                        "name (one file is read once)"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was"
                                        " not read: it may be a file from elsewhere. If it is a student's work, copy it into the folder"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: its compressed contents unpack to an enormous size (a 'zip bomb', built to exhaust memory),"
                                        " so it was not opened"),
    QT_TRANSLATE_NOOP("EngineMessages", "shortened: only its first {chars} characters were read (the limit for one file)"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: the file expands to more than {chars} characters of blank or repeated text (built to "
                                        "exhaust memory), so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "too large to read: it needs more than the {size} MB of memory a reader may use"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: the file was replaced by another since it was found, so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: the file was given another name on disk (a hard link) since it was found, so it was not "
                                        "read: that name may be outside the folders you chose"),
    QT_TRANSLATE_NOOP("EngineMessages", "read as plain text: its tags are nested more than {depth} levels deep, as no real page is"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in"
                                        " a loop, which readers cut short (built to stall or mislead readers), so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), "
                                        "so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "took too long to read (over {seconds} s): the file may be damaged or built to stall readers"),
    QT_TRANSLATE_NOOP("EngineMessages", "the reader crashed on this file: it is probably damaged"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may "
                                        "be built to stall readers. Split it, or unpack the part you need"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers "
                                        "does, so it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a link stored in the zip (to {target}), not a document; links are not followed"),
    QT_TRANSLATE_NOOP("EngineMessages", "skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first"
                                        " is read"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: its files overlap inside the zip (one block of data stands for many files), as only a 'zip "
                                        "bomb' built to exhaust memory and time is made, so it was not opened"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: its files together unpack to an enormous size, each packed far tighter than any document (a"
                                        " 'zip bomb' of many members, built to exhaust memory and time), so it was not opened"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: the zip unpacks to more than {size} GB in all (a 'zip bomb', built to exhaust memory and "
                                        "time), so the rest of it was not read"),
    QT_TRANSLATE_NOOP("EngineMessages", "an attempt dated in the future ({when}), which no platform writes: its file names may have been made"
                                        " to look like the platform's, so check who handed it in"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: the zips of this check hold more than {count} files in all, as no class does (they may be "
                                        "built to stall the check); the zips listed before this one are read, this one and those after it are"
                                        " not. Check fewer zips at a time, or unpack the part you need"),
    QT_TRANSLATE_NOOP("EngineMessages", "refused: the zips of this check unpack to more than {size} GB in all (a 'zip bomb' spread over many "
                                        "zips, built to exhaust memory and time); the zips listed before this one are read, this one and "
                                        "those after it are not"),
    QT_TRANSLATE_NOOP("EngineMessages", "not read: listing the zips of this check took more than {seconds} s in all (they may be built to "
                                        "stall the check); the zips listed before are read, this one is not. Check fewer zips at a time"),
    QT_TRANSLATE_NOOP("EngineMessages", "not compared: the assignment sheet (it lies outside the students' submissions and says it is the "
                                        "assignment); its text is left out of every essay, as a template's is"),
    QT_TRANSLATE_NOOP("EngineMessages", "compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan "
                                        "within its memory budget"),
    QT_TRANSLATE_NOOP("EngineMessages", "compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan"
                                        " within its memory budget"),
    QT_TRANSLATE_NOOP("EngineMessages", "hidden text left out: {chars} characters hidden, in white or in a tiny font"),
    QT_TRANSLATE_NOOP("EngineMessages", "hidden text left out: {chars} characters in white or in a tiny font"),
    QT_TRANSLATE_NOOP("EngineMessages", "read as {encoding}, as chosen"),
    QT_TRANSLATE_NOOP("EngineMessages", "{count} bytes are not {encoding}"),
    QT_TRANSLATE_NOOP("EngineMessages", "{count} byte are not {encoding}"),
    # The class lists' kinds (engine/reading/class_list.py LIST_KINDS).
    QT_TRANSLATE_NOOP("EngineMessages", "a Canvas gradebook export"),
    QT_TRANSLATE_NOOP("EngineMessages", "a Moodle participants or grades export"),
    QT_TRANSLATE_NOOP("EngineMessages", "a Google Classroom grades export"),
    QT_TRANSLATE_NOOP("EngineMessages", "a Microsoft Teams grades export"),
    QT_TRANSLATE_NOOP("EngineMessages", "a table of names"),
)


@lru_cache(maxsize=None)
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Return each note with {names} as a pattern matching the engine's text, fixed notes first."""
    compiled = []
    for note in sorted(NOTES, key=lambda n: "{" in n):
        parts = re.split(r"\{(\w+)\}", note)
        pattern = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts))
        compiled.append((re.compile(pattern + r"\Z"), note))
    return tuple(compiled)


def _known_note(note: str) -> str | None:
    """Return one note in the current language, or None when the catalogue does not know it."""
    for pattern, english in _patterns():
        found = pattern.match(note)
        if found:
            return translate(_CONTEXT, english).format(**found.groupdict())
    return None


#: How many ": " of a note are tried as the end of its label (a student's file name may hold many).
_LABEL_TRIES = 4


def _labelled_note(note: str) -> str | None:
    """Return a note of the form "LABEL: NOTE" (a file's name and why it was set aside, or a reason and what to
    do) in the current language when the catalogue knows the part after a ": ", else None."""
    start, tries = note.find(": "), 0
    while start >= 0 and tries < _LABEL_TRIES:
        tries += 1
        known = _known_note(note[start + 2:])
        if known is not None:
            label = note[:start]
            return translate("EngineMessages", "{label}: {note}").format(label=_known_note(label) or label, note=known)
        start = note.find(": ", start + 2)
    return None


def engine_text(message: str) -> str:
    """Return an engine message (notes joined by "; ") in the current language, note by note; a note the
    catalogue does not know stays as the engine wrote it."""
    if not message:
        return message
    whole = _known_note(message) or _labelled_note(message)  # a note may hold "; " itself
    if whole is not None:
        return whole
    return "; ".join(_known_note(note) or _labelled_note(note) or note for note in message.split("; "))


def notice_text(notice: Notice | None) -> str:
    """Return an engine notice (engine_notices.Notice) in the current language, its numbers written as the
    language writes them and its counts in the language's plural ("" for None); a notice of an earlier
    version's English text is translated note by note, as engine_text does."""
    if notice is None:
        return ""
    if notice.key == "text":
        return engine_text(str(notice.values.get("text", "")))
    return translate(NOTICES_CONTEXT, TEXTS[notice.key]).format(
        **{name: _written(value) for name, value in notice.params})


def _written(value: Value) -> str:
    """Return a notice's value as the current language writes it."""
    from plagcheck.shared.vocabulary import count_text  # vocabulary imports the models, which import the notices

    if isinstance(value, Counted):
        return count_text(value.count, value.noun)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    return number(value, 0 if value == int(value) else 1)
