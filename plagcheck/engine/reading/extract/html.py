"""HTML pages (.html, .htm): the visible text, one paragraph per block element; scripts and styles dropped.

The text of each <blockquote> is a block quote. lxml parses with its size limits lifted (a 20 MB page on one
line is a page like another: the file size limit bounds it), but even so libxml2 stops at 2,048 levels of
nested tags; a page nested deeper (no real page is) is read as plain text, its tags stripped, with a warning.
"""

from __future__ import annotations

import contextlib
import html
import re

import lxml.html
from lxml import etree

from plagcheck.engine.reading.extract.base import Extraction, ExtractionError, TextBudget, capped, with_info, with_note
from plagcheck.engine.reading.extract.cleanup import tidy
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, place_marks, strip_marks, take_marks
from plagcheck.engine.reading.extract.text import decode, display_name
from plagcheck.shared.charsets import is_text_codec

_INVISIBLE = {"script", "style", "head", "noscript", "template", "svg", "math", "iframe", "object", "select"}
_BLOCKS = {
    "p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "blockquote", "pre",
    "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "table", "tr", "caption",
    "figure", "figcaption", "address", "hr", "form", "fieldset", "details", "summary", "body", "title",
}
_CELLS = {"td", "th"}
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
# Runs of white space become one space: a single space is left where it is (replacing each of a long page's
# millions of single spaces took seconds).
_SPACES = re.compile(r"[ \t\r\n\f\v]{2,}|[\t\r\n\f\v]")


TOO_DEEP_NOTE = "read as plain text: its tags are nested more than 2,048 levels deep, as no real page is"


def read_html(data: bytes) -> Extraction:
    """Return the Extraction of an HTML file: its visible text with paragraphs kept."""
    source, encoding, guessed = _decode(data)
    parser = lxml.html.HTMLParser(huge_tree=True)
    budget = TextBudget()
    try:
        root = lxml.html.document_fromstring(source, parser=parser)
    except (etree.ParserError, ValueError) as exc:
        if not _nested_too_deeply(parser):
            raise ExtractionError("empty: the page holds no text") from exc
        root = None
    too_deep = _nested_too_deeply(parser)
    raw = tag_stripped_text(source) if too_deep or root is None else visible_text(root, budget)
    text, block_quotes = take_marks(tidy(_strip_line_edges(place_marks(raw))))
    if not text and not budget.full:
        raise ExtractionError("empty: the page holds no visible text")
    shown = display_name(encoding)
    result = Extraction("ok", "", "html", text, shown, block_quotes=block_quotes)
    if guessed:
        result = with_info(result, f"encoding guessed as {shown}")  # read in full: information, not a problem
    if too_deep:
        result = with_note(result, TOO_DEEP_NOTE)
    return capped(result, stopped_early=budget.full)


def _strip_line_edges(text: str) -> str:
    """Return `text` without spaces and tabs at the start and end of its lines."""
    return "\n".join([line.strip(" \t") for line in text.split("\n")])


def _nested_too_deeply(parser: etree.HTMLParser) -> bool:
    return any("Excessive depth" in entry.message for entry in parser.error_log)


def _decode(data: bytes) -> tuple[str, str, bool]:
    declared = _META_CHARSET.search(data[:4096])
    if declared:
        codec = declared.group(1).decode("ascii").lower()
        # Only a character set (not punycode, which decodes in quadratic time, or idna); a wrong declaration:
        # detect as for plain text.
        if is_text_codec(codec):
            with contextlib.suppress(UnicodeDecodeError):  # a wrong declaration: detected below
                return data.decode(codec), codec, False
    return decode(data)


def visible_text(root: etree._Element, budget: TextBudget | None = None) -> str:
    """Return the text a browser would show, a blank line around each block element.

    The text of each <blockquote> is enclosed in block-quote marks (see `marks`), to be placed. The text is
    counted in `budget`; reading stops once it is full.
    """
    budget = budget if budget is not None else TextBudget()
    out: list[str] = []
    preformatted = 0
    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    for event, element in walker:
        if budget.full:
            break
        if event in ("comment", "pi"):
            out.append(_inline(element.tail, preformatted))
            continue
        tag = element.tag if isinstance(element.tag, str) else ""
        if event == "start":
            if tag in _INVISIBLE:
                walker.skip_subtree()
                continue
            preformatted += tag == "pre"
            if tag in _BLOCKS:
                out.append("\n\n")
                if tag == "blockquote":
                    out.append(OPEN)
            elif tag == "br":
                out.append("\n")
            elif tag in _CELLS:
                out.append("\t")
            out.append(budget.count(_inline(element.text, preformatted)))
            continue
        if tag in _BLOCKS:
            out.append(CLOSE + "\n\n" if tag == "blockquote" else "\n\n")
        preformatted -= tag == "pre"
        out.append(budget.count(_inline(element.tail, preformatted)))
    return "".join(out)


_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)?[^<>]*>")  # stops at the next '<': linear time
_HIDDEN_SECTIONS = (("<!--", "-->"), ("<script", "</script"), ("<style", "</style"))


def tag_stripped_text(source: str) -> str:
    """Return the text of HTML `source` without a parser: comments, scripts and styles dropped, a blank line
    for each block tag, other tags removed, entities decoded. For pages no parser will take."""
    pieces: list[str] = []
    lower = source.lower()
    position = 0
    upcoming = {opening: lower.find(opening) for opening, _ in _HIDDEN_SECTIONS}  # each found once: linear
    while True:
        for opening in upcoming:
            if upcoming[opening] != -1 and upcoming[opening] < position:
                upcoming[opening] = lower.find(opening, position)
        found = [(start, closing) for (opening, closing) in _HIDDEN_SECTIONS if (start := upcoming[opening]) != -1]
        if not found:
            break
        start, closing = min(found)
        pieces.append(source[position:start])
        end = lower.find(closing, start + 4)
        position = len(source) if end == -1 else end + len(closing)
    pieces.append(source[position:])
    visible = "".join(pieces)

    def replace_tag(match: re.Match[str]) -> str:
        name = (match.group(2) or "").lower()
        return "\n\n" if name in _BLOCKS else "\n" if name == "br" else " " if name in _CELLS else ""

    return html.unescape(_TAG.sub(replace_tag, _SPACES.sub(" ", strip_marks(visible))))


def _inline(text: str | None, preformatted: int) -> str:
    if not text:
        return ""
    text = strip_marks(text)
    return text if preformatted else _SPACES.sub(" ", text)
