"""What every format reader returns (for a zip listed as a folder: its entries), and the one exception they
raise for a file they cannot read."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

#: Bump when any reader's output changes for the same bytes: cached texts of older versions are not used.
EXTRACTOR_VERSION = 15

#: Digits as superscripts: a note's anchor is written as the superscript number a reader sees on the page
#: ("…hive.”²"), so that a quotation's Chicago-style note is seen beside it (engine/text/citations.py).
_SUPERSCRIPT_DIGITS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def superscript(text: str) -> str:
    """Return `text` with its digits written as superscript digits."""
    return text.translate(_SUPERSCRIPT_DIGITS)

ExtractionStatus = Literal["ok", "warning", "error", "skipped"]


@dataclass(frozen=True)
class Extraction:
    """The text of one file as read, with a verdict a teacher can understand."""

    status: ExtractionStatus
    #: Why the status; with "ok", information only (e.g. "encoding guessed as Windows-1252").
    message: str
    format: str = ""
    text: str = ""
    encoding: str | None = None
    pages: int | None = None
    #: Sorted, disjoint [start, end) ranges of `text` that the file's formatting marks as block quotations
    #: (Word's Quote style, ODT's Quotations, HTML <blockquote>, Markdown '>'), as DocumentRecord.block_quotes.
    block_quotes: tuple[tuple[int, int], ...] = ()
    #: For a zip read as a folder (extract/zipped.py): its entries, the folder's "text". Never cached.
    members: tuple[ZipEntry, ...] = ()


@dataclass(frozen=True)
class ZipEntry:
    """One member of a listed zip (extract/zipped.py): its path below the zip as components, one tuple for each
    zip on the way (a member of a zip inside it has two), and either its hash or why it is not read."""

    levels: tuple[tuple[str, ...], ...]
    indexes: tuple[int, ...]
    sha256: str = ""
    size: int = 0
    problem: str = ""
    status: str = "skipped"
    #: Its name leads out of the zip (`../`, a root): the name is kept whole, as one component.
    unsafe_name: bool = False
    #: When the file was last changed, as the zip says ("2024-03-14 10:22"), or "".
    modified: str = ""


class ExtractionError(Exception):
    """A file cannot be read; the message is shown to the teacher as is (e.g. "password protected")."""

    def __init__(self, message: str, status: ExtractionStatus = "error") -> None:
        super().__init__(message)
        self.message = message
        self.status = status


#: Longest text kept from one file, in characters: about 1.6 million words, 4,000 printed pages; longer
#: text is cut there (at a word's end) and the file is marked "shortened".
MAX_TEXT_CHARS = 10_000_000
#: Raw text a reader gathers before it stops early: clean-up removes some white space, so a little more.
MAX_RAW_CHARS = 2 * MAX_TEXT_CHARS
#: Most bytes one file may unpack (zip members of a .docx/.odt, compressed streams of a PDF): a 300-page
#: thesis's document.xml is about 20 MB, while a "zip bomb" or deflate bomb unpacks to gigabytes.
MAX_UNPACKED_BYTES = 256 * 1024 * 1024
#: Levels of drawings inside drawings (PDF form XObjects) a PDF may nest: PDFium silently leaves out what is
#: nested more than 40 levels deep, and real documents nest a few.
MAX_FORM_DEPTH = 32
#: Times a PDF's drawings may be drawn in all: a reader reads a form again each time it is drawn, so ten forms
#: each drawing the next ten times are read 10^10 times. A chart's markers are drawn once a point (matplotlib's
#: scatter of 100,000 points: 100,000 drawings, 6 s and 210 MB in PDFium); between this and that, the time
#: and memory limits of the reader stand (10^5 drawings of a line of text took PDFium 12 s and 880 MB).
MAX_FORMS_DRAWN = 1_000_000

#: Memory a worker process may use for one file beyond what it uses idle (Linux: address space, set with
#: setrlimit by `workers`). The readers' own caps keep real documents far below it.
MEMORY_LIMIT_MB = 1024

SHORTENED_NOTE = f"shortened: only its first {MAX_TEXT_CHARS:,} characters were read (the limit for one file)"
EXPANDS_MESSAGE = (f"refused: the file expands to more than {MAX_RAW_CHARS:,} characters of blank or repeated "
                   "text (built to exhaust memory), so it was not read")
MEMORY_MESSAGE = f"too large to read: it needs more than the {MEMORY_LIMIT_MB:,} MB of memory a reader may use"
#: The memory this process's readers may use (bytes; None: no limit), as the worker set it: see workers.py.
_reader_memory: int | None = MEMORY_LIMIT_MB << 20
BOMB_MESSAGE = ("refused: its compressed contents unpack to an enormous size (a 'zip bomb', built to exhaust "
                "memory), so it was not opened")


def set_reader_memory(room: int | None) -> None:
    """Record the memory this process's readers may use (bytes), for memory_message."""
    global _reader_memory
    _reader_memory = room


def memory_message(room: int | None = None) -> str:
    """Return the message for a file that needed more memory than a reader may use (`room` bytes; default:
    what this process's readers may use): MEMORY_MESSAGE under the usual limit."""
    room = _reader_memory if room is None else room
    if room is None or room >> 20 >= MEMORY_LIMIT_MB:
        return MEMORY_MESSAGE
    return f"too large to read: it needs more than the {room >> 20:,} MB of memory a reader may use here"


class TextBudget:
    """Counts the raw text a reader gathers from one file; `full` once past MAX_RAW_CHARS, when the reader
    stops, so a hostile file cannot make it build gigabytes of text (an .odt's "repeat this space 1,000
    times", 360,000 times over, is 720 million characters)."""

    def __init__(self, limit: int = MAX_RAW_CHARS) -> None:
        self.size = 0
        self.limit = limit

    @property
    def full(self) -> bool:
        """Return True once the reader has gathered more than the limit."""
        return self.size > self.limit

    def count(self, piece: str) -> str:
        """Count `piece` and return it."""
        self.size += len(piece)
        return piece


def with_info(result: Extraction, note: str) -> Extraction:
    """Return `result` with `note` added to its message as information (its status unchanged: a guessed
    encoding, say, is no problem with the file)."""
    return replace(result, message=f"{result.message}; {note}" if result.message else note)


def with_note(result: Extraction, note: str) -> Extraction:
    """Return `result` as a warning with `note` added to its message."""
    message = f"{result.message}; {note}" if result.message else note
    status = "warning" if result.status == "ok" else result.status
    return replace(result, status=status, message=message)


def capped(result: Extraction, stopped_early: bool = False) -> Extraction:
    """Return `result` with its text cut to MAX_TEXT_CHARS (at a word's end), marked shortened if it was
    cut or if its reader `stopped_early`; raise ExtractionError if a reader that stopped early found no text."""
    if stopped_early and not result.text.strip():
        raise ExtractionError(EXPANDS_MESSAGE)
    if len(result.text) <= MAX_TEXT_CHARS:
        return with_note(result, SHORTENED_NOTE) if stopped_early else result
    cut = result.text.rfind(" ", MAX_TEXT_CHARS - 1000, MAX_TEXT_CHARS)
    cut = cut if cut > 0 else MAX_TEXT_CHARS
    text = result.text[:cut].rstrip()
    quotes = tuple((start, min(end, len(text))) for start, end in result.block_quotes if start < len(text))
    return with_note(replace(result, text=text, block_quotes=quotes), SHORTENED_NOTE)
