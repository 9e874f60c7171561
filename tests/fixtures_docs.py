"""Generators of small test documents, written at test time into a temporary folder.

PDFs are written by hand (no LibreOffice needed): Courier text placed line by line (monospaced, so
lines wrapped at a number of characters end where typeset lines would), optional running
header and footer, or an image with no text at all. DOCX and ODT come either from python-docx or as
minimal zip packages whose XML the test spells out.
"""

from __future__ import annotations

import random
import zipfile
import zlib
from collections.abc import Sequence
from pathlib import Path

WORDS = (
    "history river council harvest merchant village winter bridge letter garden market teacher ancient "
    "kingdom treaty economy famine railway factory colony empire voyage science theory experiment energy "
    "climate mountain valley forest desert ocean island harbour castle church museum library student "
    "essay argument evidence source author reader language culture society politics revolution freedom "
    "justice labour industry machine engine steam coal iron steel cotton wool grain bread salt trade"
).split()
DATA = Path(__file__).parent / "data"


def essay_text(seed: int, paragraphs: int = 3, sentences: int = 4) -> list[str]:
    """Return `paragraphs` paragraphs of varied prose-like sentences, the same for the same seed."""
    rng = random.Random(seed)
    result = []
    for _ in range(paragraphs):
        words_per_sentence = [rng.randint(8, 16) for _ in range(sentences)]
        sentences_text = [" ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "." for n in words_per_sentence]
        result.append(" ".join(sentences_text))
    return result


# ---------------------------------------------------------------- PDF


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _page_stream(lines: Sequence[tuple[float, float, str]], size: float) -> bytes:
    ops = [b"BT", b"/F1 %.1f Tf" % size]
    for x, y, text in lines:
        ops.append(b"1 0 0 1 %.1f %.1f Tm " % (x, y) + _pdf_string(text) + b" Tj")
    ops.append(b"ET")
    return b"\n".join(ops)


def write_pdf_objects(path: Path, page_streams: Sequence[bytes], extra_resources: bytes = b"",
                      extra_objects: Sequence[bytes] = ()) -> Path:
    """Write a PDF whose pages draw the given content streams; return its path."""
    objects: list[bytes] = []
    n_pages = len(page_streams)
    first_page = 4 + len(extra_objects)
    kids = b" ".join(b"%d 0 R" % (first_page + 2 * i) for i in range(n_pages))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n_pages))
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
    objects.extend(extra_objects)
    for i, stream in enumerate(page_streams):
        contents = first_page + 2 * i + 1
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
            b"/Resources << /Font << /F1 3 0 R >> %s >> >>" % (contents, extra_resources)
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    return write_pdf_file(path, objects)


def write_pdf_file(path: Path, objects: Sequence[bytes]) -> Path:
    """Write a PDF made of `objects` (numbered from 1, the first the catalog) with its cross-reference table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.write_bytes(bytes(out))
    return path


def write_pdf(path: Path, pages: Sequence[Sequence[str]], header: str | None = None,
              footer: str | None = None, size: float = 10.0) -> Path:
    """Write a PDF with one line of text per string ('' leaves a paragraph gap, a leading tab indents).

    `header` and `footer` are drawn on every page; "{page}" and "{pages}" in them become page numbers.
    Returns the path written.
    """
    streams = []
    for number, lines in enumerate(pages, start=1):
        placed: list[tuple[float, float, str]] = []
        if header:
            placed.append((72, 750, header.format(page=number, pages=len(pages))))
        y = 700.0
        for line in lines:
            if line:
                indent = 18 if line.startswith("\t") else 0  # a tab asks for a first-line indent
                placed.append((72 + indent, y, line.lstrip("\t")))
                y -= size * 1.3
            else:
                y -= size * 0.9  # the space a paragraph leaves after itself
        if footer:
            placed.append((280, 40, footer.format(page=number, pages=len(pages))))
        streams.append(_page_stream(placed, size))
    return write_pdf_objects(path, streams)


def wrap(paragraphs: Sequence[str], width: int = 80) -> list[str]:
    """Return the lines of `paragraphs` wrapped at `width` characters, '' between paragraphs."""
    import textwrap

    lines: list[str] = []
    for paragraph in paragraphs:
        lines.extend(textwrap.wrap(paragraph, width))
        lines.append("")
    return lines[:-1]


def write_image_only_pdf(path: Path) -> Path:
    """Write a one-page PDF that shows only an image (like a scan without OCR); return its path."""
    pixels = zlib.compress(bytes(range(0, 256, 4)) * 64)
    image = (b"<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray "
             b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n" % len(pixels) + pixels
             + b"\nendstream")
    stream = b"q 400 0 0 500 100 150 cm /Im1 Do Q"
    return write_pdf_objects(path, [stream], extra_resources=b"/XObject << /Im1 4 0 R >>", extra_objects=[image])


# ---------------------------------------------------------------- DOCX and ODT

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
    'content-types"><Default Extension="xml" ContentType="application/xml"/></Types>'
)


def docx_paragraphs(*texts: str) -> str:
    """Return WordprocessingML paragraphs, one per text."""
    return "".join(f"<w:p><w:r><w:t xml:space=\"preserve\">{t}</w:t></w:r></w:p>" for t in texts)


def write_raw_docx(path: Path, body_xml: str, parts: dict[str, str] | None = None) -> Path:
    """Write a minimal .docx whose document body is `body_xml` plus other XML parts by name; return its path."""
    namespaces = (
        f'xmlns:w="{W_NS}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
        'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
        'xmlns:v="urn:schemas-microsoft-com:vml"'
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", _CONTENT_TYPES)
        archive.writestr("word/document.xml", f'<?xml version="1.0"?><w:document {namespaces}><w:body>'
                                              f"{body_xml}</w:body></w:document>")
        for name, xml in (parts or {}).items():
            archive.writestr(name, xml.replace("NAMESPACES", namespaces))
    return path


def write_docx(path: Path, paragraphs: Sequence[str], header: str = "", footer: str = "",
               table: Sequence[Sequence[str]] = ()) -> Path:
    """Write a .docx with python-docx: paragraphs, an optional table, header and footer; return its path."""
    import docx

    document = docx.Document()
    if header:
        document.sections[0].header.paragraphs[0].text = header
    if footer:
        document.sections[0].footer.paragraphs[0].text = footer
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    if table:
        grid = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                grid.cell(r, c).text = value
    document.save(path)
    return path


def write_zip_bomb_docx(path: Path, megabytes: int = 20) -> Path:
    """Write a .docx whose document.xml unpacks from a few KB to `megabytes` MB of blanks; return its path."""
    chunk = b" " * (1 << 20)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", _CONTENT_TYPES)
        with archive.open("word/document.xml", "w", force_zip64=True) as member:
            member.write(f'<w:document xmlns:w="{W_NS}"><w:body><w:p><w:r><w:t>'.encode())
            for _ in range(megabytes):
                member.write(chunk)
            member.write(b"</w:t></w:r></w:p></w:body></w:document>")
    return path


def write_odt(path: Path, body_xml: str, header: str = "", footer: str = "") -> Path:
    """Write a minimal .odt whose office:text holds `body_xml`, with an optional page header and footer.

    Returns the path written.
    """
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0">'
        f"<office:body><office:text>{body_xml}</office:text></office:body></office:document-content>"
    )
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
        if header or footer:
            archive.writestr("styles.xml", (
                '<?xml version="1.0" encoding="UTF-8"?><office:document-styles '
                'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
                'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
                'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:master-styles>'
                f'<style:master-page style:name="Standard"><style:header><text:p>{header}</text:p></style:header>'
                f"<style:footer><text:p>{footer}</text:p></style:footer></style:master-page>"
                "</office:master-styles></office:document-styles>"
            ))
    return path
