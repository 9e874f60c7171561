"""The engine's messages as the teacher reads them: why a file was not read, what a scan noted.

The engine writes its messages in English and knows nothing of languages (the command line and the JSON keep
them as they are). The window and the report look each message up here: a message is one or more notes joined
by "; ", each either a fixed sentence or a pattern with {names} standing for the file names, sizes and
encodings the engine put in. A note not listed stays in English. No Qt here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from plagcheck.i18n import QT_TRANSLATE_NOOP, translate

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


def engine_text(message: str) -> str:
    """Return an engine message (notes joined by "; ") in the current language, note by note; a note the
    catalogue does not know stays as the engine wrote it."""
    if not message:
        return message
    whole = _known_note(message)  # a note may hold "; " itself
    if whole is not None:
        return whole
    return "; ".join(_known_note(note) or note for note in message.split("; "))
