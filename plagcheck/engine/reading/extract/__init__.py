"""Text extraction: one reader per format, chosen by the file's first bytes and then its name.

`extract_bytes` never raises: whatever the bytes, it returns an Extraction whose message a teacher can read.
Every text is capped at MAX_TEXT_CHARS (the file is then marked "shortened"). The time and memory limits are
the worker process's (`workers`), which is where every file is read.
"""

from __future__ import annotations

import hashlib
import importlib
import io
import zipfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from plagcheck.engine.reading.extract.base import (
    EXTRACTOR_VERSION, MEMORY_MESSAGE, Extraction, ExtractionError, capped, memory_message, with_note,
)
from plagcheck.engine.reading.extract.files import MISSING_MESSAGE, DiskFile, open_document
from plagcheck.engine.reading.extract.text import read_markdown, read_text, read_text_as
from plagcheck.shared.charsets import text_codec

if TYPE_CHECKING:
    from plagcheck.engine.reading.extract.zipped import ZipFolder, ZipMember

__all__ = [
    "EXTRACTOR_VERSION", "MEMORY_MESSAGE", "MISSING_MESSAGE", "SUFFIX_FORMATS", "Extraction", "ExtractionError", "extract_bytes",
    "extract_bytes_as", "extract_path", "sniff",
]

#: The file name endings read, and the format each one names.
SUFFIX_FORMATS: dict[str, str] = {
    ".pdf": "pdf",
    ".docx": "docx", ".docm": "docx", ".dotx": "docx",
    ".odt": "odt", ".ott": "odt",
    ".rtf": "rtf",
    ".html": "html", ".htm": "html", ".xhtml": "html",
    ".txt": "txt", ".text": "txt",
    ".md": "md", ".markdown": "md",
}


def _imported_on_use(module: str, function: str) -> Callable[[bytes], Extraction]:
    """Return a reader whose module is imported on its first file: a worker process reading a class of
    plain-text essays never loads pdfium or lxml (about 0.1 s of each worker's start)."""

    def read(data: bytes) -> Extraction:
        return getattr(importlib.import_module(f"plagcheck.engine.reading.extract.{module}"), function)(data)

    return read


READERS: dict[str, Callable[[bytes], Extraction]] = {
    "pdf": _imported_on_use("pdf", "read_pdf"), "docx": _imported_on_use("docx", "read_docx"),
    "odt": _imported_on_use("odt", "read_odt"), "rtf": _imported_on_use("rtf", "read_rtf"),
    "html": _imported_on_use("html", "read_html"), "txt": read_text, "md": read_markdown,
}
_FORMAT_NAMES = {"pdf": "PDF", "docx": "Word document", "odt": "OpenDocument text", "rtf": "RTF document"}


def sniff(data: bytes, suffix: str) -> str:
    """Return the format to read `data` as: what its first bytes say, else what its name ending says."""
    named = SUFFIX_FORMATS.get(suffix.lower(), "")
    head = data[:1024]
    # PDF readers accept a header anywhere in the first kilobyte; a text file that merely mentions one does not
    # turn into a PDF.
    if head.startswith(b"%PDF-") or (b"%PDF-" in head and named not in ("txt", "md", "html")):
        return "pdf"
    if head.lstrip().startswith(b"{\\rtf"):
        return "rtf"
    if head.startswith(b"PK\x03\x04") and named not in ("docx", "odt"):
        return _zip_format(data) or named
    return named


def _zip_format(data: bytes) -> str:
    try:
        names = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return ""
    if "word/document.xml" in names:
        return "docx"
    if "content.xml" in names:
        return "odt"
    return ""


def extract_bytes(data: bytes, suffix: str) -> Extraction:
    """Return the Extraction of a file's bytes (its name ending `suffix` is a hint); never raises."""
    fmt = sniff(data, suffix)
    named = SUFFIX_FORMATS.get(suffix.lower(), "")
    if not fmt:
        return Extraction("skipped", f"unsupported type ({suffix or 'no extension'})")
    result = _guarded(lambda: capped(READERS[fmt](data)), fmt)
    if named and named != fmt and fmt in _FORMAT_NAMES and result.status in ("ok", "warning"):
        return with_note(result, f"this is really a {_FORMAT_NAMES[fmt]} despite its name")
    return result


def _guarded(read: Callable[[], Extraction], fmt: str) -> Extraction:
    """Return what `read` returns, or the Extraction telling why it failed; never raises (but MemoryError's
    message is the memory limit's, and a worker stopped from outside never gets here)."""
    try:
        return read()
    except ExtractionError as exc:
        return Extraction(exc.status, exc.message, fmt)
    except MemoryError:
        return Extraction("error", memory_message(), fmt)
    except RecursionError:
        return Extraction("error", "corrupt: the file is nested too deeply to read", fmt)
    except Exception as exc:  # noqa: BLE001 - a hostile file must never stop the batch
        return Extraction("error", f"corrupt: the file could not be read ({type(exc).__name__})", fmt)


def extract_bytes_as(data: bytes, suffix: str, codec: str) -> Extraction:
    """Return the Extraction of a text or Markdown file's bytes decoded with `codec` (the teacher's choice);
    other formats are read as usual, with a note that the choice does not apply. Never raises."""
    fmt = sniff(data, suffix)
    if fmt not in ("txt", "md"):
        result = extract_bytes(data, suffix)
        note = "the chosen encoding applies to plain-text files only"
        return replace(result, message=f"{result.message}; {note}" if result.message else note)
    try:
        codec = text_codec(codec)
    except ValueError as exc:
        return Extraction("error", f"could not be read as chosen: {exc}", fmt)
    return _guarded(lambda: capped(read_text_as(data, codec, markdown=fmt == "md")), fmt)


def extract_path(path: str | DiskFile | ZipFolder | ZipMember, codec: str | None = None
                 ) -> tuple[str, Extraction, bool]:
    """Read and extract one file (as text in `codec` when the teacher chose one); return (sha256 of its bytes,
    Extraction, whether the result may be cached: not when it failed to open, nor read as chosen).

    `path` is a path, a file as discovery found it (DiskFile), a member of a zip (ZipMember), or a zip to list
    as a folder (ZipFolder: its Extraction holds the zip's entries).
    """
    if not isinstance(path, (str, DiskFile)):
        from plagcheck.engine.reading.extract import zipped  # loaded by the workers that meet a zip

        if isinstance(path, zipped.ZipFolder):
            return "", zipped.list_zip(path), False
    try:
        if isinstance(path, (str, DiskFile)):
            with open_document(path) as stream:
                data = stream.read()
            suffix = Path(path if isinstance(path, str) else path.path).suffix
        else:
            data, suffix = zipped.read_zip_member(path), path.suffix
    except ExtractionError as exc:
        return "", Extraction(exc.status, exc.message), False
    except OSError as exc:
        return "", Extraction("error", f"could not be read: {exc.strerror or exc}"), False
    sha256 = hashlib.sha256(data).hexdigest()
    if codec is not None:
        return sha256, extract_bytes_as(data, suffix, codec), False
    return sha256, extract_bytes(data, suffix), True
