"""PDF reading: paragraphs, running headers and footers, hyphenation, encryption, scans, damage, fallback."""

import pypdfium2
import pytest

from fixtures_docs import DATA, essay_text, wrap, write_image_only_pdf, write_pdf, write_pdf_objects
from plagcheck.engine.reading.extract import extract_bytes
from plagcheck.engine.reading.extract import pdf as pdf_reader


def _three_page_essay(tmp_path):
    paragraphs = essay_text(3, paragraphs=9, sentences=5)
    lines = wrap(paragraphs)
    pages = [lines[:30], lines[30:60], lines[60:]]
    path = write_pdf(tmp_path / "essay.pdf", pages, header="Alice Martin - Essay", footer="Page {page} of {pages}")
    return path, paragraphs


def test_paragraphs_kept_and_headers_footers_dropped(tmp_path):
    path, paragraphs = _three_page_essay(tmp_path)
    result = extract_bytes(path.read_bytes(), ".pdf")
    assert (result.status, result.format, result.pages) == ("ok", "pdf", 3)
    assert "Alice Martin" not in result.text and "Page 2 of 3" not in result.text
    assert result.text.split("\n\n") == paragraphs


def test_word_export_reads_back_exactly():
    result = extract_bytes((DATA / "word_export.pdf").read_bytes(), ".pdf")
    expected = (DATA / "word_export.txt").read_text(encoding="utf-8")
    assert result.pages == 3
    assert result.text == "The efficient railway\n\n" + expected


def test_hyphenated_line_ends_are_repaired(tmp_path):
    lines = ["The students wrote a remark-", "able essay about the indus-", "trial revolution in Britain."]
    result = extract_bytes(write_pdf(tmp_path / "h.pdf", [lines]).read_bytes(), ".pdf")
    assert result.text == "The students wrote a remarkable essay about the industrial revolution in Britain."


def test_password_protected_pdf():
    result = extract_bytes((DATA / "password.pdf").read_bytes(), ".pdf")
    assert result.status == "error" and result.message.startswith("password protected")


def test_image_only_pdf_needs_ocr(tmp_path):
    result = extract_bytes(write_image_only_pdf(tmp_path / "scan.pdf").read_bytes(), ".pdf")
    assert result.status == "error" and "no text layer" in result.message


def test_pdf_without_text_or_images_is_empty(tmp_path):
    result = extract_bytes(write_pdf_objects(tmp_path / "blank.pdf", [b""]).read_bytes(), ".pdf")
    assert result.status == "error" and result.message.startswith("empty")


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.9])
def test_truncated_pdf_gives_a_diagnostic(tmp_path, keep):
    data = (DATA / "word_export.pdf").read_bytes()
    result = extract_bytes(data[: int(len(data) * keep)], ".pdf")
    assert result.status in ("ok", "error")
    if result.status == "error":
        assert result.message.startswith(("corrupt", "empty"))


def test_pdfminer_takes_over_when_pdfium_fails(tmp_path, monkeypatch):
    path, paragraphs = _three_page_essay(tmp_path)

    def refuse(*args, **kwargs):
        raise pypdfium2.PdfiumError("simulated failure")

    monkeypatch.setattr(pdf_reader.pdfium, "PdfDocument", refuse)
    result = extract_bytes(path.read_bytes(), ".pdf")
    assert (result.status, result.pages) == ("ok", 3)
    assert result.text.split() == " ".join(paragraphs).split()
    assert "Alice Martin" not in result.text


def test_indented_paragraphs_without_gaps_as_latex_sets_them(tmp_path):
    paragraphs = essay_text(5, paragraphs=4, sentences=4)
    lines = []
    for paragraph in paragraphs:
        wrapped = wrap([paragraph], width=70)
        lines.extend(["\t" + wrapped[0], *wrapped[1:]])
    result = extract_bytes(write_pdf(tmp_path / "latex.pdf", [lines]).read_bytes(), ".pdf")
    assert result.text.split("\n\n") == paragraphs


def test_white_and_tiny_text_is_left_out_with_a_warning(tmp_path):
    stream = (b"BT /F1 10 Tf 1 0 0 1 72 700 Tm (Visible words stay.) Tj ET\n"
              b"BT 1 1 1 rg /F1 10 Tf 1 0 0 1 72 686 Tm (white junk) Tj ET\n"
              b"BT 0 0 0 rg /F1 0.5 Tf 1 0 0 1 72 672 Tm (tiny junk) Tj ET\n"
              b"BT /F1 10 Tf 0.05 0 0 0.05 72 658 Tm (scaled junk) Tj ET\n"
              b"BT 3 Tr /F1 10 Tf 1 0 0 1 72 644 Tm (An OCR layer is kept.) Tj ET\n")
    result = extract_bytes(write_pdf_objects(tmp_path / "hidden.pdf", [stream]).read_bytes(), ".pdf")
    assert result.text.split() == "Visible words stay. An OCR layer is kept.".split()
    assert result.status == "warning"
    assert result.message == "hidden text left out: 27 characters in white or in a tiny font"


def _ragged(paragraph: str, widths: list[int]) -> list[str]:
    """Wrap a paragraph at a changing number of characters, as a writer wrapping by characters does."""
    words, lines, line, n = paragraph.split(), [], "", 0
    for word in words:
        if line and len(line) + 1 + len(word) > widths[n % len(widths)]:
            lines.append(line)
            line, n = word, n + 1
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


def test_ragged_lines_wrapped_short_of_the_margin_stay_one_paragraph(tmp_path):
    paragraphs = essay_text(7, paragraphs=3, sentences=6)
    lines = ["Causes and consequences", ""]
    for paragraph in paragraphs:
        lines += _ragged(paragraph, [88, 61, 74, 57, 82, 66]) + [""]
    result = extract_bytes(write_pdf(tmp_path / "ragged.pdf", [lines[:-1]]).read_bytes(), ".pdf")
    assert result.text.split("\n\n") == ["Causes and consequences", *paragraphs]
