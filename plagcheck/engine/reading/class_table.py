"""A class list's table, as the teacher's platform or spreadsheet exported it: CSV (any common encoding and
separator) or XLSX (its first sheet), read into rows of strings.

An XLSX file is a zip: it is opened through the same bomb checks as a .docx (extract/archive.py), and only
three small parts are read (the workbook, its relations, the shared strings) besides the first sheet, parsed
without entities or network. No spreadsheet library is needed for a table of names.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from pathlib import Path

from plagcheck.engine.reading.extract.archive import open_zip, parse_xml
from plagcheck.engine.reading.extract.base import ExtractionError
from plagcheck.engine.reading.extract.text import decode

#: A class list larger than this is no class list (a school's whole directory is a few MB).
MAX_LIST_BYTES = 20 * 1024 * 1024
#: Rows and columns read at most: a school's year group fits many times over.
MAX_ROWS = 20_000
MAX_COLUMNS = 1_000

_SHEET = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_RELS = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_DOC_RELS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_STRICT = b"http://purl.oclc.org/ooxml/spreadsheetml/main"
_CELL_REF = re.compile(r"^([A-Z]{1,3})\d+$")


class ClassListError(ValueError):
    """A class list that cannot be read, with the reason in plain words."""


@dataclass(frozen=True)
class ClassTable:
    """A class list's cells: its header row and the rows below it, each cell stripped of spaces."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def read_table(path: str | Path) -> ClassTable:
    """Return the table in the CSV or XLSX file at `path` (the first sheet of a workbook); raise ClassListError."""
    path = Path(path)
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_LIST_BYTES + 1)
    except OSError as exc:
        raise ClassListError(f"the class list {path.name} cannot be read: {exc.strerror or exc}") from exc
    if len(data) > MAX_LIST_BYTES:
        raise ClassListError(f"the class list {path.name} is larger than {MAX_LIST_BYTES // 1024 // 1024} MB")
    if data.startswith(b"PK\x03\x04"):
        rows = _xlsx_rows(data, path.name)
    else:
        rows = _csv_rows(data, path.name)
    return _table(rows, path.name)


def _table(rows: list[list[str]], name: str) -> ClassTable:
    rows = [row for row in rows if any(cell for cell in row)]
    if not rows:
        raise ClassListError(f"the class list {name} is empty")
    width = min(MAX_COLUMNS, max(len(row) for row in rows))
    padded = [tuple((row + [""] * width)[:width]) for row in rows[: MAX_ROWS + 1]]
    return ClassTable(padded[0], tuple(padded[1:]))


def _csv_rows(data: bytes, name: str) -> list[list[str]]:
    try:
        text, _, _ = decode(data)
    except ExtractionError as exc:
        raise ClassListError(f"the class list {name} is neither a CSV nor an XLSX file ({exc.message})") from exc
    first_line = text.lstrip("\ufeff").split("\n", 1)[0]
    # A spreadsheet in a French or German locale writes ";" between cells; a few tools write tabs.
    separator = max((",", ";", "\t"), key=first_line.count)
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff")), delimiter=separator)
    rows = []
    try:
        for row in reader:
            rows.append([cell.strip() for cell in row[:MAX_COLUMNS]])
            if len(rows) > MAX_ROWS:
                break
    except csv.Error as exc:
        raise ClassListError(f"the class list {name} is not a readable CSV file ({exc})") from exc
    return rows


def _xlsx_rows(data: bytes, name: str) -> list[list[str]]:
    try:
        archive = open_zip(data, "Excel .xlsx")
        sheet_name = _first_sheet(archive)
        strings = _shared_strings(archive)
        sheet = archive.read(sheet_name)
        if sheet is None:
            raise ExtractionError("corrupt: the workbook's first sheet is missing")
        root = parse_xml(sheet.replace(_STRICT, _SHEET[1:-1].encode()))
    except ExtractionError as exc:
        raise ClassListError(f"the class list {name} cannot be read as a workbook: {exc.message}") from exc
    rows: list[list[str]] = []
    for row in root.iter(f"{_SHEET}row"):
        cells: dict[int, str] = {}
        for position, cell in enumerate(row.iter(f"{_SHEET}c")):
            column = _column_index(cell.get("r", ""), position)
            if column < MAX_COLUMNS:
                cells[column] = _cell_text(cell, strings).strip()
        rows.append([cells.get(i, "") for i in range(max(cells, default=-1) + 1)])
        if len(rows) > MAX_ROWS:
            break
    return rows


def _first_sheet(archive) -> str:
    """Return the zip name of the workbook's first sheet (its relations say where it is)."""
    book = archive.read("xl/workbook.xml")
    if book is None:
        raise ExtractionError("corrupt: not an Excel workbook (no xl/workbook.xml)")
    first = next(parse_xml(book.replace(_STRICT, _SHEET[1:-1].encode())).iter(f"{_SHEET}sheet"), None)
    relations = archive.read("xl/_rels/workbook.xml.rels")
    if first is not None and relations is not None:
        wanted = first.get(f"{_DOC_RELS}id") or first.get("{http://purl.oclc.org/ooxml/officeDocument/relationships}id")
        for relation in parse_xml(relations).iter(f"{_RELS}Relationship"):
            if relation.get("Id") == wanted:
                target = relation.get("Target", "").lstrip("/")
                return target if target.startswith("xl/") else f"xl/{target}"
    return "xl/worksheets/sheet1.xml"


def _shared_strings(archive) -> list[str]:
    data = archive.read("xl/sharedStrings.xml")
    if data is None:
        return []
    root = parse_xml(data.replace(_STRICT, _SHEET[1:-1].encode()))
    return ["".join(t.text or "" for t in item.iter(f"{_SHEET}t")) for item in root.iter(f"{_SHEET}si")]


def _column_index(reference: str, position: int) -> int:
    """Return a cell's column from its reference ("C7" is 2), or its position when it has none."""
    match = _CELL_REF.match(reference)
    if not match:
        return position
    index = 0
    for letter in match[1]:
        index = index * 26 + ord(letter) - 64
    return index - 1


def _cell_text(cell, strings: list[str]) -> str:
    kind = cell.get("t", "n")
    if kind == "inlineStr":
        return "".join(t.text or "" for t in cell.iter(f"{_SHEET}t"))
    value = cell.find(f"{_SHEET}v")
    text = value.text or "" if value is not None else ""
    if kind == "s":
        try:
            return strings[int(text)]
        except (ValueError, IndexError):
            return ""
    if kind == "n" and text.endswith(".0"):
        return text[:-2]  # an id typed as a number: 12345, not 12345.0
    return text
