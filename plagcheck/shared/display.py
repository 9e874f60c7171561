"""File names as a teacher is shown them: invisible and direction-changing characters made visible.

A student chooses their file's name. A right-to-left override (U+202E) makes "report\u202efdp.txt" read as
"reporttxt.pdf"; zero-width and control characters hide or forge parts of a name; bytes that are not UTF-8
(a name from an old zip) reach Python as lone surrogates, which no window, report or CSV can show. Every name
a submission gets passes through `display_name` once, where paths become names (`ingest`), so the window,
the report, the CSV and the command line's messages all show the same neutral form. The true path stays in
DocumentRecord.path.

The marks that join names in a label, " › " between a zip and a file in it and " — " between a student and
their file, are written out too when a name holds them (or a character drawn like them), so that no file or
student name can pass for a zip's member or for another student's file.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from plagcheck.i18n import number, translate

# Categories never shown as themselves: controls (Cc), format characters (Cf: bidi controls, zero-width
# spaces, soft hyphen, byte-order mark), surrogates (Cs: undecodable bytes), line and paragraph separators
# (Zl, Zp), unassigned and private-use code points (Cn, Co).
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp", "Cn", "Co"})
#: Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol.
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")
_UNDECODED_BYTES = range(0xDC80, 0xDD00)  # surrogateescape: byte b becomes U+DC00 + b
#: The marks labels join names with (" › ", " — "), and the characters drawn like them: never shown as
#: themselves inside a name.
JOINING_MARKS = frozenset("\u203a\u276f\u232a\u3009\ufe65\u02c3\u2014\u2015\u2e3a\u2e3b\ufe58\u2012")


def display_name(name: str) -> str:
    """Return `name` with every invisible, control or direction-changing character written out visibly:
    "[U+202E]" for a character, "[0xE9]" for a byte that was not UTF-8; other characters are kept."""
    if name.isascii() and name.isprintable():
        return name
    return "".join(_shown(char) for char in name)


def _shown(char: str) -> str:
    code = ord(char)
    if code in _UNDECODED_BYTES:
        return f"[0x{code - 0xDC00:02X}]"
    if char == " " or not (unicodedata.category(char) in _HIDDEN_CATEGORIES or char in _BLANK_LOOKING
                           or char in JOINING_MARKS):
        return char
    return f"[U+{code:04X}]"


#: Between the student and the file in a submission's label: "Priya Sharma — Extended writing.docx".
LABEL_SEPARATOR = " — "


def submission_label(student: str, files: Sequence[str]) -> str:
    """Return a student's submission as the teacher is shown it, the student first and the file second:
    "Priya Sharma — Extended writing.docx", "Priya Sharma — Essay.docx + 1 more file", or the student alone."""
    if not files:
        return student
    more = len(files) - 1
    extra = (translate("Display", " + 1 more file") if more == 1 else
             translate("Display", " + {more} more files").format(more=number(more))) if more else ""
    return f"{student}{LABEL_SEPARATOR}{files[0]}{extra}"


def label_parts(label: str) -> tuple[str, str]:
    """Return (who, what) of a shown name: ("student — ", file) for "student — file", (first folder with its "/",
    the rest) for a path, ("", name) for a bare file name. Who tells two students apart; what may be cut."""
    student, separator, file = label.partition(LABEL_SEPARATOR)
    if separator:
        return student + separator, file
    folder, slash, rest = label.partition("/")
    if slash and rest:
        return folder + slash, rest
    return "", label


#: The fewest characters of a file part kept in a shortened name (three at each end of the ellipsis).
_FEWEST_SHOWN = 6
#: A tag a shown name ends with that says what kind of document it is: kept whole while the file part can be cut.
_TAG_START = "  ("


def _tag(what: str) -> tuple[str, str]:
    """Return (file part, tag) of a shown name's file part: "b.txt  (reference: Sources)" ->
    ("b.txt", "  (reference: Sources)"); ("name", "") when it has no tag."""
    head, start, tail = what.rpartition(_TAG_START)
    if start and head and tail.endswith(")"):
        return head, start + tail
    return what, ""


def elide_label(label: str, fits, ellipsis: str = "…") -> str:
    """Return `label` shortened until `fits(text)` says it fits, where it does not tell rows apart: the student's
    name and a trailing tag ("  (source)") stay (a tagged document's folder goes first: "…/Aydin_2…ra.txt  (source)"), and the file part is cut in its middle, keeping as
    much of its end as of its start (the end is where two of a student's files differ: "essai-2.docx",
    "(1).pdf", ".odt"). The student is cut (its start kept) only when nothing of the file part is left.

    `fits` measures a candidate (a font's width, a character count); the whole label is returned if it fits.
    """
    if fits(label):
        return label
    who, what = label_parts(label)
    what, tag = _tag(what)
    if tag and who.endswith("/"):
        # A reference's or a source's folder ("Quellen/") is no student and tells no row apart: its file does.
        who = ellipsis + "/"
    # Fewer than this many characters of a file name say nothing ("E…x"): the student alone is shown then.
    dot = what.rfind(".")
    extension = len(what) - dot if dot > 0 and len(what) - dot <= 6 else 0
    for keep in range(len(what) - 1, min(_FEWEST_SHOWN, len(what)) - 1, -1):
        tail = min(keep - 3, max(keep // 2, extension))  # the extension whole, three characters of the start
        candidate = who + what[: keep - tail] + ellipsis + (what[len(what) - tail:] if tail else "") + tag
        if fits(candidate):
            return candidate
    if tag and who in ("", ellipsis + "/"):  # a tagged file too long for its tag: the start of its name alone
        return next((what[:keep] + ellipsis for keep in range(len(what) - 1, 0, -1) if fits(what[:keep] + ellipsis)),
                    ellipsis)
    if tag and fits(who + ellipsis + tag):
        return who + ellipsis + tag
    if who and fits(who.rstrip(" —/") + ellipsis):
        return who.rstrip(" —/") + ellipsis
    for keep in range(len(who) - 1, 0, -1):
        if fits(who[:keep] + ellipsis):
            return who[:keep] + ellipsis
    return ellipsis
