"""Writing a generated essay (or a source, or the teacher's prompt) as a file: DOCX, ODT, RTF, HTML, TXT or PDF.

A document is a list of `Para`s, each a list of `Run`s; a run may be superscript (a Chicago note mark) and a
paragraph may be a block quotation (Word's Quote style, ODT's Quotations, HTML's <blockquote>). Every writer
gives the same bytes for the same document (zip members carry a fixed date), so a generated class is the same
from run to run.

The PDF writer draws Helvetica text with the Windows code page that covers the language (cp1252, or cp1254
for Turkish, whose six extra letters the font's /Differences names), so no font file is embedded; a language
neither page covers gets no PDF (`pdf_encoding` returns None).
"""

from __future__ import annotations

import html
import io
import re
import zipfile
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.fixtures_docs import write_pdf_file  # noqa: E402  (the cross-reference table, as the tests write it)

FIXED_DATE = (2025, 3, 1, 12, 0, 0)
#: The text width of the PDF pages: an A4 page (595 points) less margins of one inch (72 points).
TEXT_WIDTH = 595.0 - 2 * 72.0
SUPERSCRIPT_DIGITS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
FORMATS = ("docx", "odt", "rtf", "html", "txt", "pdf")


@dataclass
class Run:
    """A stretch of a paragraph's text: `role` says whose text it is (see realistic_classes), `key` which
    shared piece or planted copy it belongs to."""

    text: str
    role: str = "own"
    key: str = ""
    sup: bool = False


@dataclass
class Para:
    """A paragraph: kind is text, title, heading, quote (a block quotation), cover, question, reference or note."""

    kind: str
    runs: list[Run]
    meta: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        """Return the paragraph's text as written (superscripts as plain digits)."""
        return "".join(r.text for r in self.runs)


def rendered(run: Run, form: str) -> str:
    """Return a run's text as the file of format `form` holds it (plain text has no superscript: ¹²³)."""
    return run.text.translate(SUPERSCRIPT_DIGITS) if run.sup and form == "txt" else run.text


def write(path: Path, paras: list[Para], form: str, title: str = "", language: str = "en") -> None:
    """Write `paras` to `path` in format `form`."""
    writers = {"docx": write_docx, "odt": write_odt, "rtf": write_rtf, "html": write_html, "txt": write_txt,
               "pdf": write_pdf}
    writers[form](path, paras, title=title, language=language)


# ---------------------------------------------------------------- zip packages with fixed dates


def _fixed_zip(entries: list[tuple[str, bytes]], path: Path, stored_first: bool = False) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        for number, (name, data) in enumerate(entries):
            info = zipfile.ZipInfo(name, FIXED_DATE)
            info.compress_type = zipfile.ZIP_STORED if stored_first and number == 0 else zipfile.ZIP_DEFLATED
            archive.writestr(info, data)


def write_docx(path: Path, paras: list[Para], title: str = "", language: str = "en") -> None:
    """Write a .docx with python-docx: Title and Heading 2 styles, Word's Quote style for block quotations,
    superscript runs; then repack it with fixed dates."""
    import docx

    document = docx.Document()
    document.core_properties.title = title
    styles = {"title": "Title", "heading": "Heading 2", "quote": "Quote"}
    for para in paras:
        paragraph = document.add_paragraph(style=styles.get(para.kind))
        for run in para.runs:
            added = paragraph.add_run(run.text)
            if run.sup:
                added.font.superscript = True
    buffer = io.BytesIO()
    document.save(buffer)
    with zipfile.ZipFile(io.BytesIO(buffer.getvalue())) as archive:
        entries = [(info.filename, archive.read(info.filename)) for info in archive.infolist()]
    entries = [(name, _fixed_core(data) if name == "docProps/core.xml" else data) for name, data in entries]
    _fixed_zip(entries, path)


def _fixed_core(data: bytes) -> bytes:
    """Return core.xml with python-docx's creation and modification times replaced by a fixed one."""
    import re

    return re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*", rb"\g<1>2025-03-01T12:00:00Z", data)


_ODT_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2"'
)


def write_odt(path: Path, paras: list[Para], title: str = "", language: str = "en") -> None:
    """Write an .odt: Title, Heading and Quotations paragraph styles, superscript runs (text style T1)."""
    body = []
    for para in paras:
        style = {"title": "Title", "heading": "Heading_20_2", "quote": "Quotations"}.get(para.kind, "Standard")
        runs = "".join(
            f'<text:span text:style-name="T1">{_xml(r.text)}</text:span>' if r.sup else _xml(r.text)
            for r in para.runs
        )
        body.append(f'<text:p text:style-name="{style}">{runs}</text:p>')
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {_ODT_NS}><office:automatic-styles>'
        '<style:style style:name="T1" style:family="text"><style:text-properties style:text-position="super 58%"/>'
        "</style:style></office:automatic-styles><office:body><office:text>"
        + "".join(body) + "</office:text></office:body></office:document-content>"
    )
    styles = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-styles {_ODT_NS}><office:styles>'
        '<style:style style:name="Standard" style:family="paragraph"/>'
        '<style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard"/>'
        '<style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" '
        'style:parent-style-name="Standard"/>'
        '<style:style style:name="Quotations" style:family="paragraph" style:parent-style-name="Standard">'
        '<style:paragraph-properties fo:margin-left="1cm" fo:margin-right="1cm"/></style:style>'
        "</office:styles></office:document-styles>"
    )
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
        'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
        '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
        '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
        "</manifest:manifest>"
    )
    _fixed_zip([("mimetype", b"application/vnd.oasis.opendocument.text"), ("content.xml", content.encode()),
                ("styles.xml", styles.encode()), ("META-INF/manifest.xml", manifest.encode())], path, stored_first=True)


def _xml(text: str) -> str:
    return html.escape(text, quote=False)


# ---------------------------------------------------------------- RTF, HTML, plain text


def _rtf_text(text: str) -> str:
    out = []
    for ch in text:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\u{code if code < 32768 else code - 65536}?")
    return "".join(out)


def write_rtf(path: Path, paras: list[Para], title: str = "", language: str = "en") -> None:
    """Write an .rtf as WordPad or Word would: one \\par per paragraph, \\uN? for letters outside ASCII,
    {\\super ...} for superscripts, a left indent for block quotations."""
    lines = ["{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\froman Times New Roman;}}",
             "{\\info{\\title " + _rtf_text(title) + "}}\\f0\\fs24"]
    for para in paras:
        start = {"title": "\\pard\\qc\\b\\fs32 ", "heading": "\\pard\\b ", "quote": "\\pard\\li720\\ri720 "}.get(
            para.kind, "\\pard ")
        runs = "".join("{\\super " + _rtf_text(r.text) + "}" if r.sup else _rtf_text(r.text) for r in para.runs)
        end = "\\b0\\fs24\\par" if para.kind in ("title", "heading") else "\\par"
        lines.append(start + runs + end)
    lines.append("}")
    path.write_bytes("\n".join(lines).encode("ascii"))


def write_html(path: Path, paras: list[Para], title: str = "", language: str = "en", page: tuple = ()) -> None:
    """Write an HTML page: <h1> title, <h2> headings, <blockquote>, <sup>; `page` is (site header, footer) of
    a web page around the article."""
    body = []
    for para in paras:
        runs = "".join(f"<sup>{_xml(r.text)}</sup>" if r.sup else _xml(r.text) for r in para.runs)
        tag = {"title": "h1", "heading": "h2"}.get(para.kind, "p")
        body.append(f"<blockquote><p>{runs}</p></blockquote>" if para.kind == "quote" else f"<{tag}>{runs}</{tag}>")
    header, footer = page or ("", "")
    text = (
        f'<!DOCTYPE html>\n<html lang="{language}">\n<head>\n<meta charset="utf-8">\n<title>{_xml(title)}</title>\n'
        "</head>\n<body>\n" + (f"<nav>{header}</nav>\n" if header else "") + "<article>\n" + "\n".join(body)
        + "\n</article>\n" + (f"<footer>{footer}</footer>\n" if footer else "") + "</body>\n</html>\n"
    )
    path.write_text(text, encoding="utf-8")


def write_txt(path: Path, paras: list[Para], title: str = "", language: str = "en") -> None:
    """Write UTF-8 plain text: a blank line between paragraphs, block quotations indented, superscripts ¹²³."""
    out = []
    for para in paras:
        text = "".join(rendered(r, "txt") for r in para.runs)
        out.append("    " + text if para.kind == "quote" else text)
    path.write_text("\n\n".join(out) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- PDF

#: Code page -> the /Differences that name the glyphs it has where cp1252 has others.
_PDF_PAGES = {
    "cp1252": b"",
    "cp1254": b"/Differences [208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]",
}


def pdf_encoding(texts: list[str]) -> str | None:
    """Return the code page a PDF of these texts can be written in, or None when none covers them."""
    for page in _PDF_PAGES:
        try:
            for text in texts:
                text.encode(page)
            return page
        except UnicodeEncodeError:
            continue
    return None


def _pdf_string(text: str, page: str) -> bytes:
    raw = text.encode(page)
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def write_pdf(path: Path, paras: list[Para], title: str = "", language: str = "en") -> None:
    """Write a PDF of Helvetica lines (11 pt), each filled to the text width by the font's measured widths
    as a word processor fills it, superscripts raised in a smaller size, block quotations indented on both
    sides, a new page when one is full."""
    page_code = pdf_encoding([p.text for p in paras] + [title])
    if page_code is None:
        raise ValueError("no code page covers this text: write another format")
    lines: list[tuple[float, float, list[tuple[str, bool]]]] = []  # (indent, size, segments)
    for para in paras:
        size = {"title": 16.0, "heading": 12.5}.get(para.kind, 11.0)
        indent = 36.0 if para.kind == "quote" else 0.0
        for line in _filled(para.runs, TEXT_WIDTH - 2 * indent, size):
            lines.append((indent, size, line))
        lines.append((0.0, 0.0, []))  # the gap after a paragraph
    streams, ops, y = [], [b"BT"], 740.0
    for indent, size, segments in lines:
        if not segments:
            y -= 8.0
            continue
        if y < 60:
            streams.append(b"\n".join(ops + [b"ET"]))
            ops, y = [b"BT"], 740.0
        ops.append(b"1 0 0 1 %.1f %.1f Tm" % (72 + indent, y))
        for text, sup in segments:
            ops.append(b"/F1 %.1f Tf %.1f Ts " % (size * 0.6 if sup else size, size * 0.35 if sup else 0.0)
                       + _pdf_string(text, page_code) + b" Tj")
        y -= size * 1.35
    streams.append(b"\n".join(ops + [b"ET"]))
    encoding = b"<< /Type /Encoding /BaseEncoding /WinAnsiEncoding " + _PDF_PAGES[page_code] + b" >>"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 4 0 R >>", encoding]
    kids = []
    for stream in streams:
        page_number = len(objects) + 1
        kids.append(b"%d 0 R" % page_number)
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
                       b"/Resources << /Font << /F1 3 0 R >> >> >>" % (page_number + 1))
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(kids), len(kids))
    write_pdf_file(path, objects)


def text_width(text: str, size: float) -> float:
    """Return the width in points of text set in Helvetica at `size` (the font's standard metrics)."""
    from pdfminer.fontmetrics import FONT_METRICS

    widths = FONT_METRICS["Helvetica"][1]
    return sum(widths.get(ch, 556) for ch in text) * size / 1000


def _filled(runs: list[Run], width: float, size: float) -> list[list[tuple[str, bool]]]:
    """Return the paragraph's lines (_wrap_runs), filled a little narrower while its last line is a short
    one: a last line like "2023." is read as a page number, and a short line ending two pages alike as a
    running footer, and dropped, as a reader of any PDF would (a word processor's widows and orphans
    control keeps such lines from a page's edge too)."""
    lines = _wrap_runs(runs, width, size)
    narrower = width
    while len(lines) > 1 and sum(len(text) for text, _ in lines[-1]) < 32 and narrower > width * 0.6:
        narrower -= 12.0
        lines = _wrap_runs(runs, narrower, size)
    return lines


def _wrap_runs(runs: list[Run], width: float, size: float) -> list[list[tuple[str, bool]]]:
    """Return the lines of a paragraph filled greedily up to `width` points, each a list of (text,
    superscript): a line ends where its next word would not fit, so a reader sees the paragraph go on."""
    pieces: list[tuple[str, bool]] = []  # words and the blanks between them, each with its superscript flag
    for run in runs:
        for part in re.split(r"( +)", run.text):
            if part:
                pieces.append((part, run.sup))
    words: list[list[tuple[str, bool]]] = [[]]  # each word: its pieces (a note mark sticks to its word)
    for text, sup in pieces:
        if text.startswith(" "):
            words.append([])
        else:
            words[-1].append((text, sup))
    words = [w for w in words if w]

    def measure(word: list[tuple[str, bool]]) -> float:
        return sum(text_width(text, size * 0.6 if sup else size) for text, sup in word)

    space = text_width(" ", size)
    lines: list[list[tuple[str, bool]]] = []
    line: list[tuple[str, bool]] = []
    used = 0.0
    for word in words:
        wide = measure(word)
        if line and used + space + wide > width:
            lines.append(line)
            line, used = [], 0.0
        if line:
            line.append((" ", word[0][1] and line[-1][1]))
            used += space
        line.extend(word)
        used += wide
    if line:
        lines.append(line)
    merged = []
    for line in lines:  # neighbouring pieces of one kind as one segment
        segments: list[tuple[str, bool]] = []
        for text, sup in line:
            if segments and segments[-1][1] == sup:
                segments[-1] = (segments[-1][0] + text, sup)
            else:
                segments.append((text, sup))
        merged.append(segments)
    return merged
