"""Word .docx: body, tables, text boxes, tracked insertions, headers, footers, footnotes and endnotes.

The XML parts are read directly with lxml rather than through python-docx, whose `Document.paragraphs` misses
tables, text boxes, notes and tracked insertions (ECOSYSTEM.md), and which would unpack a zip bomb unchecked.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass

from lxml import etree

from plagcheck.engine.extract.archive import open_zip, parse_xml, read_member
from plagcheck.engine.extract.base import Extraction, ExtractionError
from plagcheck.engine.extract.cleanup import tidy

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_PARAGRAPH = f"{W}p"
# Deleted text, field codes, and drawings' alternative (VML) copies of text boxes already read once.
_SKIPPED = {f"{W}delText", f"{W}instrText", f"{W}del", f"{W}moveFrom", MC_FALLBACK}
_NOTE_SEPARATORS = {"separator", "continuationSeparator", "continuationNotice"}
#: A run coloured with red, green and blue all at least this (of 255) is white on the page.
WHITE_LEVEL = 245
_HEADER_FOOTER = re.compile(r"word/(header|footer)(\d*)\.xml$")


@dataclass
class HiddenText:
    """Characters left out so far because Word would not show them (hidden, white or tiny runs)."""

    chars: int = 0


def read_docx(data: bytes) -> Extraction:
    """Return the Extraction of a .docx file: headers, body, footnotes, endnotes, footers, in that order."""
    archive = open_zip(data, "Word .docx")
    body = read_member(archive, "word/document.xml")
    if body is None:
        raise ExtractionError("corrupt: not a Word document (no main text inside)")
    hidden = HiddenText()
    headers, footers = _header_footer_texts(archive, hidden)
    sections = [
        *headers,
        part_text(parse_xml(body), hidden),
        _notes_text(archive, "word/footnotes.xml", f"{W}footnote", hidden),
        _notes_text(archive, "word/endnotes.xml", f"{W}endnote", hidden),
        *footers,
    ]
    text = tidy("\n\n".join(s for s in sections if s))
    if not text:
        raise ExtractionError("empty: the document holds no text")
    if hidden.chars:
        message = f"hidden text left out: {hidden.chars:,} characters hidden, in white or in a tiny font"
        return Extraction("warning", message, "docx", text)
    return Extraction("ok", "", "docx", text)


def part_text(root: etree._Element, hidden: HiddenText) -> str:
    """Return the text of one WordprocessingML part, a blank line between paragraphs; count hidden runs."""
    out: list[str] = []
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, element in walker:
        tag = element.tag
        if event == "start":
            if tag in _SKIPPED:
                walker.skip_subtree()
            elif tag == f"{W}r" and is_hidden_run(element):
                hidden.chars += sum(len((t.text or "").strip()) for t in element.iter(f"{W}t"))
                walker.skip_subtree()
            elif tag == f"{W}t" and element.text:
                out.append(element.text)
            elif tag == f"{W}tab":
                out.append("\t")
            elif tag in (f"{W}br", f"{W}cr"):
                out.append("\n\n" if element.get(f"{W}type") == "page" else "\n")
            elif tag == f"{W}noBreakHyphen":
                out.append("-")
        elif tag == _PARAGRAPH:
            out.append("\n\n")
    return "".join(out)


def is_hidden_run(run: etree._Element) -> bool:
    """Return True if the run's own formatting hides it: hidden, white, or under 1.5 points."""
    props = run.find(f"{W}rPr")
    if props is None:
        return False
    vanish = props.find(f"{W}vanish")
    if vanish is not None and vanish.get(f"{W}val", "true") not in ("0", "false", "off"):
        return True
    color = props.find(f"{W}color")
    value = color.get(f"{W}val", "") if color is not None else ""
    if len(value) == 6 and all(c in "0123456789abcdefABCDEF" for c in value):
        if min(int(value[i:i + 2], 16) for i in (0, 2, 4)) >= WHITE_LEVEL:
            return True
    size = props.find(f"{W}sz")
    half_points = size.get(f"{W}val", "") if size is not None else ""
    return half_points.isdigit() and int(half_points) < 3


def _notes_text(archive: zipfile.ZipFile, name: str, note_tag: str, hidden: HiddenText) -> str:
    data = read_member(archive, name)
    if data is None:
        return ""
    notes = []
    for note in parse_xml(data).iter(note_tag):
        if note.get(f"{W}type") not in _NOTE_SEPARATORS:
            notes.append(part_text(note, hidden).strip())
    return "\n\n".join(n for n in notes if n)


def _header_footer_texts(archive: zipfile.ZipFile, hidden: HiddenText) -> tuple[list[str], list[str]]:
    found: dict[str, list[tuple[int, str]]] = {"header": [], "footer": []}
    for name in archive.namelist():
        match = _HEADER_FOOTER.match(name)
        if match:
            data = read_member(archive, name)
            text = part_text(parse_xml(data), hidden).strip() if data else ""
            found[match.group(1)].append((int(match.group(2) or 0), text))
    # A document with first-page or even-page variants repeats the same words: keep each text once.
    headers = list(dict.fromkeys(t for _, t in sorted(found["header"]) if t))
    footers = list(dict.fromkeys(t for _, t in sorted(found["footer"]) if t))
    return headers, footers
