"""Word .docx: body, tables, text boxes, tracked insertions, headers, footers, footnotes and endnotes.

Paragraphs in a quotation style (Quote, Intense Quote, Block Text, or a style based on one) are block quotes.

The XML parts are read directly with lxml rather than through python-docx, whose `Document.paragraphs` misses
tables, text boxes, notes and tracked insertions (ECOSYSTEM.md), and which would unpack a zip bomb unchecked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree

from plagcheck.engine.reading.extract.archive import Archive, open_zip, parse_xml
from plagcheck.engine.reading.extract.base import Extraction, ExtractionError, TextBudget, capped, superscript
from plagcheck.engine.reading.extract.cleanup import tidy
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, place_marks, strip_marks, take_marks

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_TRANSITIONAL_NAMESPACE = W[1:-1].encode()
_STRICT_NAMESPACE = b"http://purl.oclc.org/ooxml/wordprocessingml/main"
MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_PARAGRAPH = f"{W}p"
_PARAGRAPH_PROPERTIES = f"{W}pPr"
_PARAGRAPH_STYLE = f"{W}pStyle"
# Deleted text, field codes, and drawings' alternative (VML) copies of text boxes already read once.
_SKIPPED = {f"{W}delText", f"{W}instrText", f"{W}del", f"{W}moveFrom", MC_FALLBACK}
_NOTE_SEPARATORS = {"separator", "continuationSeparator", "continuationNotice"}
#: Where a footnote or endnote is anchored: written as its number in superscript (engine/text/citations.py).
_NOTE_REFERENCES = {f"{W}footnoteReference", f"{W}endnoteReference"}
#: A run coloured with red, green and blue all at least this (of 255) is white on the page.
WHITE_LEVEL = 245
_HEADER_FOOTER = re.compile(r"word/(header|footer)(\d*)\.xml$")
#: Names of Word's built-in quotation styles (stored in English whatever the language of Word), lower case;
#: "quotations" is LibreOffice's, kept when it saves a .docx.
QUOTE_STYLE_NAMES = frozenset({"quote", "intense quote", "block text", "quotations"})
#: Their style ids in an English Word, used as they are for styles a file does not define.
QUOTE_STYLE_IDS = frozenset({"Quote", "IntenseQuote", "BlockText"})
#: A basedOn chain longer than this is a loop or a hostile file.
MAX_STYLE_DEPTH = 50


def read_part(archive: Archive, name: str) -> bytes | None:
    """Return a part's bytes (None if absent), Strict Open XML's namespace renamed to the usual one.

    Word's "Strict Open XML Document" format names the same elements in another namespace.
    """
    data = archive.read(name)
    return data.replace(_STRICT_NAMESPACE, _TRANSITIONAL_NAMESPACE) if data and _STRICT_NAMESPACE in data else data


@dataclass
class HiddenText:
    """Characters left out so far because Word would not show them (hidden, white or tiny runs), and the
    raw text gathered so far from every part (the reader stops when it is full)."""

    chars: int = 0
    budget: TextBudget = field(default_factory=TextBudget)


def read_docx(data: bytes) -> Extraction:
    """Return the Extraction of a .docx file: headers, body, footnotes, endnotes, footers, in that order."""
    archive = open_zip(data, "Word .docx")
    body = read_part(archive, "word/document.xml")
    if body is None:
        raise ExtractionError("corrupt: not a Word document (no main text inside)")
    hidden = HiddenText()
    quotes = _quote_styles(archive)
    headers, footers = _header_footer_texts(archive, hidden, quotes)
    sections = [
        *headers,
        part_text(parse_xml(body), hidden, quotes),
        _notes_text(archive, "word/footnotes.xml", f"{W}footnote", hidden, quotes),
        _notes_text(archive, "word/endnotes.xml", f"{W}endnote", hidden, quotes),
        *footers,
    ]
    text, block_quotes = take_marks(tidy(place_marks("\n\n".join(s for s in sections if s))))
    if not text and not hidden.budget.full:
        raise ExtractionError("empty: the document holds no text")
    if hidden.chars:
        message = f"hidden text left out: {hidden.chars:,} characters hidden, in white or in a tiny font"
        result = Extraction("warning", message, "docx", text, block_quotes=block_quotes)
    else:
        result = Extraction("ok", "", "docx", text, block_quotes=block_quotes)
    return capped(result, stopped_early=hidden.budget.full)


def _quote_styles(archive: Archive) -> frozenset[str]:
    try:
        styles = read_part(archive, "word/styles.xml")
        return quote_styles(parse_xml(styles)) if styles else QUOTE_STYLE_IDS
    except ExtractionError:
        return QUOTE_STYLE_IDS  # a damaged styles part costs only the quotation styles, not the text


def quote_styles(styles: etree._Element) -> frozenset[str]:
    """Return the ids of the quotation styles in a styles part: those named as Word's built-in quotation
    styles, every style whose basedOn chain reaches one of them, and the English ids of styles it lacks."""
    names: dict[str, str] = {}
    based_on: dict[str, str] = {}
    for style in styles.iter(f"{W}style"):
        style_id = style.get(f"{W}styleId")
        if not style_id:
            continue
        name = style.find(f"{W}name")
        names[style_id] = (name.get(f"{W}val") or "").strip().lower() if name is not None else ""
        parent = style.find(f"{W}basedOn")
        if parent is not None and parent.get(f"{W}val"):
            based_on[style_id] = parent.get(f"{W}val")

    def is_quote(style_id: str) -> bool:
        return names[style_id] in QUOTE_STYLE_NAMES if style_id in names else style_id in QUOTE_STYLE_IDS

    found = {style_id for style_id in QUOTE_STYLE_IDS if style_id not in names}
    for style_id in names:
        current: str | None = style_id
        for _ in range(MAX_STYLE_DEPTH):
            if current is None:
                break
            if is_quote(current):
                found.add(style_id)
                break
            current = based_on.get(current)
    return frozenset(found)


def part_text(root: etree._Element, hidden: HiddenText, quotes: frozenset[str] = frozenset()) -> str:
    """Return the text of one WordprocessingML part, a blank line between paragraphs; count hidden runs.

    Paragraphs whose style is in `quotes` are enclosed in block-quote marks (see `marks`), already placed.
    A note's anchor and the digits of a superscript run are written as superscript digits.
    """
    out: list[str] = []
    raised: etree._Element | None = None  # the superscript run being read
    quoted: list[etree._Element] = []  # quotation paragraphs open around the current element, innermost last
    budget = hidden.budget
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, element in walker:
        if budget.full:
            break
        tag = element.tag
        if event == "start":
            if tag in _SKIPPED:
                walker.skip_subtree()
            elif tag == f"{W}r" and is_hidden_run(element):
                hidden.chars += sum(len((t.text or "").strip()) for t in element.iter(f"{W}t"))
                walker.skip_subtree()
            elif tag == f"{W}t" and element.text:
                text = strip_marks(element.text)
                out.append(budget.count(superscript(text) if raised is not None else text))
            elif tag == f"{W}r" and _is_superscript(element):
                raised = element
            elif tag in _NOTE_REFERENCES and element.get(f"{W}customMarkFollows") not in ("1", "true", "on"):
                out.append(superscript(element.get(f"{W}id", "")))
            elif tag == _PARAGRAPH_STYLE and element.get(f"{W}val") in quotes:
                # The style comes first in a paragraph (w:p/w:pPr/w:pStyle); not the old style of a tracked change.
                paragraph = _styled_paragraph(element)
                if paragraph is not None and not (quoted and quoted[-1] is paragraph):
                    quoted.append(paragraph)
                    out.append(OPEN)
            elif tag == f"{W}tab":
                out.append("\t")
            elif tag in (f"{W}br", f"{W}cr"):
                out.append("\n\n" if element.get(f"{W}type") == "page" else "\n")
            elif tag == f"{W}noBreakHyphen":
                out.append("-")
        elif element is raised:
            raised = None
        elif tag == _PARAGRAPH:
            if quoted and quoted[-1] is element:
                quoted.pop()
                out.append(CLOSE)
            out.append("\n\n")
    return place_marks("".join(out))


def _styled_paragraph(style: etree._Element) -> etree._Element | None:
    """Return the paragraph a w:pStyle element gives its style to, or None if it is not a paragraph's own."""
    props = style.getparent()
    paragraph = props.getparent() if props is not None and props.tag == _PARAGRAPH_PROPERTIES else None
    return paragraph if paragraph is not None and paragraph.tag == _PARAGRAPH else None


def _is_superscript(run: etree._Element) -> bool:
    """Return True if the run's own formatting raises it as a superscript (a note number typed by hand)."""
    props = run.find(f"{W}rPr")
    align = props.find(f"{W}vertAlign") if props is not None else None
    return align is not None and align.get(f"{W}val") == "superscript"


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


def _notes_text(
    archive: Archive, name: str, note_tag: str, hidden: HiddenText, quotes: frozenset[str]
) -> str:
    data = read_part(archive, name)
    if data is None:
        return ""
    notes = []
    for note in parse_xml(data).iter(note_tag):
        if note.get(f"{W}type") not in _NOTE_SEPARATORS:
            notes.append(part_text(note, hidden, quotes).strip())
    return "\n\n".join(n for n in notes if n)


def _header_footer_texts(
    archive: Archive, hidden: HiddenText, quotes: frozenset[str]
) -> tuple[list[str], list[str]]:
    found: dict[str, list[tuple[int, str]]] = {"header": [], "footer": []}
    for name in archive.namelist():
        match = _HEADER_FOOTER.match(name)
        if match:
            data = read_part(archive, name)
            text = part_text(parse_xml(data), hidden, quotes).strip() if data else ""
            found[match.group(1)].append((int(match.group(2) or 0), text))
    # A document with first-page or even-page variants repeats the same words: keep each text once.
    headers = list(dict.fromkeys(t for _, t in sorted(found["header"]) if t))
    footers = list(dict.fromkeys(t for _, t in sorted(found["footer"]) if t))
    return headers, footers
