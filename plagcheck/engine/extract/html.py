"""HTML pages (.html, .htm): the visible text, one paragraph per block element; scripts and styles dropped.

The text of each <blockquote> is a block quote.
"""

from __future__ import annotations

import re
from contextlib import suppress

import lxml.html
from lxml import etree

from plagcheck.engine.extract.base import Extraction, ExtractionError
from plagcheck.engine.extract.cleanup import tidy
from plagcheck.engine.extract.marks import CLOSE, OPEN, place_marks, strip_marks, take_marks
from plagcheck.engine.extract.text import decode, display_name

_INVISIBLE = {"script", "style", "head", "noscript", "template", "svg", "math", "iframe", "object", "select"}
_BLOCKS = {
    "p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "blockquote", "pre",
    "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "table", "tr", "caption",
    "figure", "figcaption", "address", "hr", "form", "fieldset", "details", "summary", "body", "title",
}
_CELLS = {"td", "th"}
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
_SPACES = re.compile(r"[ \t\r\n\f\v]+")
_LINE_EDGE_SPACES = re.compile(r"(?<![ \t])[ \t]*\n[ \t]*")  # from a run's start only: linear time


def read_html(data: bytes) -> Extraction:
    """Return the Extraction of an HTML file: its visible text with paragraphs kept."""
    text, encoding, guessed = _decode(data)
    try:
        root = lxml.html.document_fromstring(text)
    except (etree.ParserError, ValueError) as exc:
        raise ExtractionError("empty: the page holds no text") from exc
    result, block_quotes = take_marks(tidy(_LINE_EDGE_SPACES.sub("\n", place_marks(visible_text(root)))))
    if not result:
        raise ExtractionError("empty: the page holds no visible text")
    shown = display_name(encoding)
    if guessed:
        return Extraction("ok", f"encoding guessed as {shown}", "html", result, shown, block_quotes=block_quotes)
    return Extraction("ok", "", "html", result, shown, block_quotes=block_quotes)


def _decode(data: bytes) -> tuple[str, str, bool]:
    declared = _META_CHARSET.search(data[:4096])
    if declared:
        codec = declared.group(1).decode("ascii").lower()
        with suppress(LookupError, UnicodeDecodeError):  # a wrong declaration: detect as for plain text
            return data.decode(codec), codec, False
    return decode(data)


def visible_text(root: etree._Element) -> str:
    """Return the text a browser would show, a blank line around each block element.

    The text of each <blockquote> is enclosed in block-quote marks (see `marks`), to be placed.
    """
    out: list[str] = []
    preformatted = 0
    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    for event, element in walker:
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
            out.append(_inline(element.text, preformatted))
            continue
        if tag in _BLOCKS:
            out.append(CLOSE + "\n\n" if tag == "blockquote" else "\n\n")
        preformatted -= tag == "pre"
        out.append(_inline(element.tail, preformatted))
    return "".join(out)


def _inline(text: str | None, preformatted: int) -> str:
    if not text:
        return ""
    text = strip_marks(text)
    return text if preformatted else _SPACES.sub(" ", text)
