"""OpenDocument text (.odt): paragraphs, headings, lists, tables and frames of content.xml; notes at the end,
page headers and footers (from styles.xml) around the body, as for .docx. Paragraphs in the Quotations style
(or a style derived from it, such as the automatic styles P1.. an edited paragraph gets) are block quotes.

Read with lxml through the zip-bomb checks of `archive` (odfpy would unpack and build the whole tree first).
"""

from __future__ import annotations

from lxml import etree

from plagcheck.engine.reading.extract.archive import open_zip, parse_xml
from plagcheck.engine.reading.extract.base import Extraction, ExtractionError, TextBudget, capped, superscript
from plagcheck.engine.reading.extract.cleanup import tidy
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, place_marks, strip_marks, take_marks

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_PARAGRAPHS = {f"{TEXT}p", f"{TEXT}h"}
_VARIANTS = ("", "-left", "-first")
# Deleted text kept for change tracking.
_SKIPPED = {f"{TEXT}tracked-changes"}
#: The number printed where a note is anchored: written in the body as a superscript (engine/text/citations.py).
_NOTE_CITATION = f"{TEXT}note-citation"
#: Quotation styles by name (LibreOffice's own, and Word's as a converted .docx keeps them), lower case, with
#: the "_20_" that ODF style names use for a space decoded.
QUOTE_STYLE_NAMES = frozenset({"quotations", "quote", "intense quote", "block text"})
#: A parent-style-name chain longer than this is a loop or a hostile file.
MAX_STYLE_DEPTH = 50


def read_odt(data: bytes) -> Extraction:
    """Return the Extraction of an .odt file: page headers, body, footnotes and endnotes, page footers."""
    archive = open_zip(data, "OpenDocument .odt")
    manifest = archive.read("META-INF/manifest.xml") or b""
    if b"encryption-data" in manifest:
        raise ExtractionError("password protected: open it, remove the password and save it again")
    content = archive.read("content.xml")
    if content is None:
        raise ExtractionError("corrupt: not an OpenDocument text (no content inside)")
    content_root = parse_xml(content)
    styles = archive.read("styles.xml")
    styles_root = parse_xml(styles) if styles is not None else None
    common = paragraph_styles(styles_root, f"{OFFICE}styles") if styles_root is not None else {}
    budget = TextBudget()
    body, notes = content_text(content_root, quote_styles(common, paragraph_styles(content_root)), budget)
    headers, footers = ([], [])
    if styles_root is not None:
        furniture_quotes = quote_styles(common, paragraph_styles(styles_root))
        headers, footers = page_furniture_texts(styles_root, furniture_quotes, budget)
    raw = "\n\n".join(p for p in (*headers, body, notes, *footers) if p)
    text, block_quotes = take_marks(tidy(place_marks(raw)))
    if not text and not budget.full:
        raise ExtractionError("empty: the document holds no text")
    return capped(Extraction("ok", "", "odt", text, block_quotes=block_quotes), stopped_early=budget.full)


def paragraph_styles(root: etree._Element, section: str = f"{OFFICE}automatic-styles") -> dict[str, tuple[str, str]]:
    """Return {name: (display name or name, parent style name)} of the styles in one section of a tree."""
    found: dict[str, tuple[str, str]] = {}
    for part in root.iter(section):
        for style in part.iter(f"{STYLE}style"):
            name = style.get(f"{STYLE}name")
            if name:
                display = style.get(f"{STYLE}display-name") or name
                found[name] = (display, style.get(f"{STYLE}parent-style-name") or "")
    return found


def quote_styles(common: dict[str, tuple[str, str]], automatic: dict[str, tuple[str, str]]) -> frozenset[str]:
    """Return the names of the quotation styles: named so, or derived from one through parent-style-name.

    Automatic styles derive from common ones; a common style of the same name as an automatic one is not
    its parent, so a chain is looked up among automatic styles at its first step only.
    """
    found = set()
    for name in (*common, *automatic):
        current, table = name, automatic if name in automatic else common
        for _ in range(MAX_STYLE_DEPTH):
            display, parent = table.get(current, (current, ""))
            if _is_quote_name(current) or _is_quote_name(display):
                found.add(name)
                break
            if not parent:
                break
            current, table = parent, common
    return frozenset(found)


def _is_quote_name(name: str) -> bool:
    return name.replace("_20_", " ").strip().lower() in QUOTE_STYLE_NAMES


def _is_quoted(paragraph: etree._Element, quotes: frozenset[str]) -> bool:
    """Return True if the paragraph's style is a quotation style (judged by its name if it is not defined)."""
    name = paragraph.get(f"{TEXT}style-name")
    return bool(name) and (name in quotes or _is_quote_name(name))


def content_text(
    root: etree._Element, quotes: frozenset[str] = frozenset(), budget: TextBudget | None = None
) -> tuple[str, str]:
    """Return (body text, notes text) of an ODF content tree, a blank line between paragraphs.

    Paragraphs whose style is in `quotes` are enclosed in block-quote marks (see `marks`), already placed.
    The text is counted in `budget`; reading stops once it is full.
    """
    budget = budget if budget is not None else TextBudget()
    body: list[str] = []
    notes: list[str] = []
    note_depth = 0
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, element in walker:
        if budget.full:
            break
        tag = element.tag
        if event == "start":
            if tag in _SKIPPED:
                walker.skip_subtree()
                continue
            if tag == _NOTE_CITATION:
                body.append(budget.count(superscript("".join(element.itertext()).strip())))
                walker.skip_subtree()
                continue
            note_depth += tag == f"{TEXT}note"
            out = notes if note_depth else body
            if tag == f"{TEXT}s":
                out.append(budget.count(" " * _count(element.get(f"{TEXT}c"))))
            elif tag == f"{TEXT}tab":
                out.append("\t")
            elif tag == f"{TEXT}line-break":
                out.append("\n")
            elif _holds_text(tag):
                if tag in _PARAGRAPHS and _is_quoted(element, quotes):
                    out.append(OPEN)
                out.append(budget.count(strip_marks(element.text or "")))
            continue
        if tag in _PARAGRAPHS:
            out = notes if note_depth else body
            if _is_quoted(element, quotes):
                out.append(CLOSE)
            out.append("\n\n")
        note_depth -= tag == f"{TEXT}note"
        parent = element.getparent()
        if parent is not None and _holds_text(parent.tag):
            (notes if note_depth else body).append(budget.count(strip_marks(element.tail or "")))
    return place_marks("".join(body)), place_marks("".join(notes))


def page_furniture_texts(
    styles: etree._Element, quotes: frozenset[str] = frozenset(), budget: TextBudget | None = None
) -> tuple[list[str], list[str]]:
    """Return the distinct texts of the page headers and of the page footers defined in styles.xml."""
    found: dict[str, list[str]] = {"header": [], "footer": []}
    for element in styles.iter(*(f"{STYLE}{kind}{variant}" for kind in found for variant in _VARIANTS)):
        kind = "header" if element.tag.startswith(f"{STYLE}header") else "footer"
        found[kind].append(content_text(element, quotes, budget)[0].strip())
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
