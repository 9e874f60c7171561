"""What every format reader returns, and the one exception they raise for a file they cannot read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: Bump when any reader's output changes for the same bytes: cached texts of older versions are not used.
EXTRACTOR_VERSION = 13

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


class ExtractionError(Exception):
    """A file cannot be read; the message is shown to the teacher as is (e.g. "password protected")."""

    def __init__(self, message: str, status: ExtractionStatus = "error") -> None:
        super().__init__(message)
        self.message = message
        self.status = status
