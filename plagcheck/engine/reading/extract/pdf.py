"""PDF: pypdfium2 first, pdfminer.six when pypdfium2 cannot open or read the file.

Measured here (bench/bench_extract.py, ECOSYSTEM.md): pypdfium2 reads typical essays 20-40 times faster than
pdfminer.six with text at least as good, so it is the primary reader. Lines keep their position on the page,
which tells where paragraphs start (a wider gap, an indent, or a line that ends early) and lets running
headers, footers and page numbers be dropped.
"""

from __future__ import annotations

import io
import logging
import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_raw

from plagcheck.engine.reading.extract.base import Extraction, ExtractionError, TextBudget, capped
from plagcheck.engine.reading.extract.cleanup import TextLine, ends_sentence, find_page_furniture, join_lines, tidy
from plagcheck.engine.reading.extract.pdf_hidden import hidden_text_objects, mask_hidden
from plagcheck.engine.reading.extract.pdf_streams import check_streams

PASSWORD_MESSAGE = "password protected: the PDF cannot be opened without its password"
_PDFIUM_PASSWORD_ERROR = 4
_PDFIUM_SECURITY_ERROR = 5
_LINE = re.compile(r"[^\r\n]+")


@dataclass(frozen=True)
class PlacedLine:
    """A line of text with its box on the page (PDF points, y grows upwards); no box if unknown."""

    text: str
    left: float = 0.0
    right: float = 0.0
    top: float = 0.0
    bottom: float = 0.0
    placed: bool = False
    #: Without a box: True when the reader knows a paragraph starts here.
    starts_block: bool = False


@dataclass(frozen=True)
class PdfLayout:
    """What a reader found: each page's lines, the page count, images, and hidden characters left out."""

    pages: list[list[PlacedLine]]
    page_count: int
    has_images: bool
    hidden_chars: int = 0
    #: True when the reader stopped before the last page: the text passed the limit for one file.
    stopped_early: bool = False


def read_pdf(data: bytes) -> Extraction:
    """Return the Extraction of a PDF; raise ExtractionError for encrypted, image-only, empty or broken files,
    and for a file built to exhaust the readers (refused before either reader sees it: pdf_streams.py)."""
    check_streams(data)
    try:
        layout = _pdfium_layout(data)
    except ExtractionError:
        raise
    except Exception:  # noqa: BLE001 - any failure of the primary reader moves on to the fallback
        layout = _pdfminer_layout(data)
    return _extraction(layout)


def read_pdf_with_pdfminer(data: bytes) -> Extraction:
    """Return the Extraction made by the fallback reader alone (to compare the two readers)."""
    return _extraction(_pdfminer_layout(data))


def _extraction(layout: PdfLayout) -> Extraction:
    text = tidy(join_lines(paragraph_lines(layout.pages)))
    if not text and layout.stopped_early:
        return capped(Extraction("ok", "", "pdf"), stopped_early=True)  # raises: nothing but blank text
    if not text:
        if layout.has_images:
            raise ExtractionError("scanned or image-only PDF: it has no text layer (it would need OCR)")
        if layout.hidden_chars:
            raise ExtractionError("empty: the PDF holds only hidden text (white, or in a tiny font)")
        raise ExtractionError("empty: the PDF holds no text")
    if layout.hidden_chars:
        message = f"hidden text left out: {layout.hidden_chars:,} characters in white or in a tiny font"
        result = Extraction("warning", message, "pdf", text, pages=layout.page_count)
    else:
        result = Extraction("ok", "", "pdf", text, pages=layout.page_count)
    return capped(result, stopped_early=layout.stopped_early)


def _pdfium_layout(data: bytes) -> PdfLayout:
    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        if code == _PDFIUM_PASSWORD_ERROR:
            raise ExtractionError(PASSWORD_MESSAGE) from exc
        if code == _PDFIUM_SECURITY_ERROR:
            raise ExtractionError("encrypted with a method that cannot be read") from exc
        raise
    try:
        pages: list[list[PlacedLine]] = []
        has_images = False
        hidden_chars = 0
        budget = TextBudget()
        for index in range(len(document)):
            if budget.full:
                return PdfLayout(pages, len(document), has_images, hidden_chars, stopped_early=True)
            page = document[index]
            textpage = page.get_textpage()
            text, hidden = mask_hidden(textpage.get_text_range(), textpage, hidden_text_objects(page))
            hidden_chars += hidden
            budget.count(text)
            lines = _placed_lines(textpage, text)
            if not lines and not has_images:
                has_images = any(True for _ in page.get_objects(filter=[pdfium_raw.FPDF_PAGEOBJ_IMAGE]))
            pages.append(lines)
            textpage.close()
            page.close()
        return PdfLayout(pages, len(document), has_images, hidden_chars)
    finally:
        document.close()


def _placed_lines(textpage: pdfium.PdfTextPage, text: str) -> list[PlacedLine]:
    placed = len(text) == textpage.count_chars()  # then string indexes are character indexes
    lines = []
    for match in _LINE.finditer(text):
        line = match.group()
        if not line.strip():
            continue
        if not placed:
            lines.append(PlacedLine(line))
            continue
        first = match.start() + len(line) - len(line.lstrip())
        last = match.start() + len(line.rstrip()) - 1
        left, bottom, _, top = textpage.get_charbox(first, loose=True)
        _, _, right, _ = textpage.get_charbox(last, loose=True)
        lines.append(PlacedLine(line, left, right, top, bottom, True))
    return lines


def _pdfminer_layout(data: bytes) -> PdfLayout:
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LAParams, LTFigure, LTImage, LTTextContainer, LTTextLine
    from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

    logging.getLogger("pdfminer").setLevel(logging.ERROR)  # it logs every damaged object it skips
    pages: list[list[PlacedLine]] = []
    has_images = False
    budget = TextBudget()
    try:
        for layout in extract_pages(io.BytesIO(data), laparams=LAParams()):
            if budget.full:
                return PdfLayout(pages, len(pages), has_images, stopped_early=True)
            lines: list[PlacedLine] = []
            for box in layout:
                if isinstance(box, LTTextContainer):
                    # pdfminer groups lines into text boxes, one per paragraph: that is all we keep.
                    for n, item in enumerate(i for i in box if isinstance(i, LTTextLine)):
                        lines.append(PlacedLine(budget.count(item.get_text().strip("\n")), starts_block=n == 0))
                has_images = has_images or isinstance(box, (LTFigure, LTImage))
            pages.append(lines)
    except (PDFPasswordIncorrect, PDFEncryptionError) as exc:
        raise ExtractionError(PASSWORD_MESSAGE) from exc
    except Exception as exc:  # noqa: BLE001 - pdfminer raises many kinds on damaged files (ECOSYSTEM.md)
        raise ExtractionError("corrupt: the PDF is damaged and could not be read") from exc
    return PdfLayout(pages, len(pages), has_images)


def paragraph_lines(pages: Sequence[Sequence[PlacedLine]]) -> list[TextLine]:
    """Return the lines of all pages without headers, footers and page numbers, paragraph starts marked."""
    furniture = find_page_furniture([[line.text for line in page] for page in pages])
    bodies = [[line for i, line in enumerate(page) if i not in dropped] for page, dropped in zip(pages, furniture)]
    bodies = [body for body in bodies if body]
    result: list[TextLine] = []
    for n, body in enumerate(bodies):
        starts = _paragraph_starts(body)
        if n > 0:
            starts[0] = _new_paragraph_on_new_page(bodies[n - 1], body[0])
        result.extend(TextLine(line.text, start) for line, start in zip(body, starts))
    return result


#: A line reaching this share of the text's width is a line of a paragraph, not a title or a heading: short of
#: the margin, it ends its paragraph only on a full stop (or the like), and in a text whose paragraphs are set
#: apart by gaps, not even then.
FULL_LINE_SHARE = 0.6


def _paragraph_starts(lines: Sequence[PlacedLine]) -> list[bool]:
    if not all(line.placed for line in lines):
        return [True] + [line.starts_block or ends_sentence(prev.text) for prev, line in zip(lines, lines[1:])]
    pitches = [a.top - b.top for a, b in zip(lines, lines[1:]) if 0 < a.top - b.top]
    pitch = statistics.median(pitches) if pitches else 0.0
    margin_left = min(line.left for line in lines)
    margin_right = max(line.right for line in lines)
    # A text that sets its paragraphs apart by a gap says where each ends: a line short of the margin is then
    # a paragraph's end only as a title or a heading is (a writer may wrap lines by characters, not by width).
    spaced = pitch > 0 and any(a.top - b.top > 1.4 * pitch and ends_sentence(a.text)
                               for a, b in zip(lines, lines[1:]))
    starts = [True]
    for prev, line in zip(lines, lines[1:]):
        char_width = _char_width(line)
        gap = prev.top - line.top
        wide = prev.right - margin_left >= FULL_LINE_SHARE * (margin_right - margin_left)
        starts.append(
            gap <= 0  # a new column or a text block placed out of order
            or (pitch > 0 and gap > 1.4 * pitch)
            or (prev.right + _first_word_width(line, char_width) < margin_right  # it would have fitted
                and not (wide and (spaced or not ends_sentence(prev.text))))
            or (line.left > margin_left + 1.5 * char_width and prev.left <= margin_left + char_width)
        )
    return starts


def _new_paragraph_on_new_page(previous_page: Sequence[PlacedLine], first: PlacedLine) -> bool:
    # No gap tells across a page break: a sentence that ends the page and a capital that starts the next
    # more often than not mean a new paragraph (paragraphs end on a full stop; few other lines do).
    last = previous_page[-1]
    opens = first.text.lstrip()[:1]
    if ends_sentence(last.text) and (opens.isupper() or opens.isdigit()):
        return True
    if not (last.placed and first.placed):
        return False
    margin_right = max(line.right for line in previous_page)
    return last.right + _first_word_width(first, _char_width(last)) < margin_right


def _char_width(line: PlacedLine) -> float:
    return max(line.right - line.left, 1.0) / max(len(line.text.strip()), 1)


def _first_word_width(line: PlacedLine, char_width: float) -> float:
    # Estimated from an average letter width, so allow for wide letters and the space before the word.
    first_word = line.text.split(maxsplit=1)[0] if line.text.strip() else ""
    return (len(first_word) + 3) * char_width
