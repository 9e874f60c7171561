"""OpenDocument text (.odt): paragraphs, headings, lists, tables and frames of content.xml; notes at the end,
page headers and footers (from styles.xml) around the body, as for .docx.

Read with lxml through the zip-bomb checks of `archive` (odfpy would unpack and build the whole tree first).
"""

from __future__ import annotations

from lxml import etree

from plagcheck.engine.extract.archive import open_zip, parse_xml, read_member
from plagcheck.engine.extract.base import Extraction, ExtractionError
from plagcheck.engine.extract.cleanup import tidy

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
_PARAGRAPHS = {f"{TEXT}p", f"{TEXT}h"}
_VARIANTS = ("", "-left", "-first")
# Deleted text kept for change tracking, and the number printed where a note is anchored.
_SKIPPED = {f"{TEXT}tracked-changes", f"{TEXT}note-citation"}


def read_odt(data: bytes) -> Extraction:
    """Return the Extraction of an .odt file: page headers, body, footnotes and endnotes, page footers."""
    archive = open_zip(data, "OpenDocument .odt")
    manifest = read_member(archive, "META-INF/manifest.xml") or b""
    if b"encryption-data" in manifest:
        raise ExtractionError("password protected: open it, remove the password and save it again")
    content = read_member(archive, "content.xml")
    if content is None:
        raise ExtractionError("corrupt: not an OpenDocument text (no content inside)")
    body, notes = content_text(parse_xml(content))
    styles = read_member(archive, "styles.xml")
    headers, footers = page_furniture_texts(parse_xml(styles)) if styles else ([], [])
    text = tidy("\n\n".join(p for p in (*headers, body, notes, *footers) if p))
    if not text:
        raise ExtractionError("empty: the document holds no text")
    return Extraction("ok", "", "odt", text)


def content_text(root: etree._Element) -> tuple[str, str]:
    """Return (body text, notes text) of an ODF content tree, a blank line between paragraphs."""
    body: list[str] = []
    notes: list[str] = []
    note_depth = 0
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, element in walker:
        tag = element.tag
        if event == "start":
            if tag in _SKIPPED:
                walker.skip_subtree()
                continue
            note_depth += tag == f"{TEXT}note"
            out = notes if note_depth else body
            if tag == f"{TEXT}s":
                out.append(" " * _count(element.get(f"{TEXT}c")))
            elif tag == f"{TEXT}tab":
                out.append("\t")
            elif tag == f"{TEXT}line-break":
                out.append("\n")
            elif _holds_text(tag):
                out.append(element.text or "")
            continue
        if tag in _PARAGRAPHS:
            (notes if note_depth else body).append("\n\n")
        note_depth -= tag == f"{TEXT}note"
        parent = element.getparent()
        if parent is not None and _holds_text(parent.tag):
            (notes if note_depth else body).append(element.tail or "")
    return "".join(body), "".join(notes)


def page_furniture_texts(styles: etree._Element) -> tuple[list[str], list[str]]:
    """Return the distinct texts of the page headers and of the page footers defined in styles.xml."""
    found: dict[str, list[str]] = {"header": [], "footer": []}
    for element in styles.iter(*(f"{STYLE}{kind}{variant}" for kind in found for variant in _VARIANTS)):
        kind = "header" if element.tag.startswith(f"{STYLE}header") else "footer"
        found[kind].append(content_text(element)[0].strip())
    return list(dict.fromkeys(t for t in found["header"] if t)), list(dict.fromkeys(t for t in found["footer"] if t))


def _holds_text(tag: str) -> bool:
    # Text directly inside paragraphs, headings and inline spans is content; inside other elements
    # (tables, lists, frames) it is only indentation between child elements.
    return tag in _PARAGRAPHS or tag in (f"{TEXT}span", f"{TEXT}a", f"{TEXT}bookmark-ref", f"{TEXT}sequence")


def _count(value: str | None) -> int:
    try:
        return max(1, min(int(value or 1), 1000))
    except ValueError:
        return 1
