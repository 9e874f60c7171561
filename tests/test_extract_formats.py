"""One reader per format: plain text encodings, Markdown, HTML, RTF, DOCX and ODT."""

import codecs

import pytest

from fixtures_docs import docx_paragraphs, essay_text, write_docx, write_odt, write_raw_docx, write_zip_bomb_docx
from plagcheck.engine.reading.extract import extract_bytes, sniff

FRENCH = "L'élève a rédigé un essai très intéressant sur la géographie. Où est-il allé ? « Déjà » – l'été."
RUSSIAN = "Студент написал очень интересное сочинение о географии России и её истории."
POLISH = "Wczoraj poszedłem do szkoły. Nauczycielka powiedziała, że musimy napisać wypracowanie o mieście."
GREEK = "Οι μαθητές έγραψαν εκθέσεις για την ιστορία της πόλης τους και για τις παραδόσεις της οικογένειάς τους."


@pytest.mark.parametrize(
    ("data", "encoding", "status"),
    [
        (FRENCH.encode("utf-8"), "UTF-8", "ok"),
        (codecs.BOM_UTF8 + FRENCH.encode("utf-8"), "UTF-8", "ok"),
        (FRENCH.encode("utf-16"), "UTF-16", "ok"),
        (FRENCH.encode("utf-16-le"), "UTF-16", "ok"),
        (FRENCH.encode("cp1252"), "Windows-1252", "ok"),
    ],
)
def test_plain_text_encodings(data, encoding, status):
    result = extract_bytes(data, ".txt")
    assert (result.status, result.encoding, result.text) == (status, encoding, FRENCH)
    if encoding == "Windows-1252":  # read in full: information, not a problem
        assert result.message == "encoding guessed as Windows-1252"


@pytest.mark.parametrize(
    ("text", "codec", "shown"),
    [(RUSSIAN, "cp1251", "Windows-1251"), (RUSSIAN, "koi8_r", "KOI8-R"), (GREEK, "cp1253", "Windows-1253"),
     (POLISH, "cp1250", "Windows-1250")],
)
def test_cyrillic_greek_and_central_european_code_pages_are_told_apart(text, codec, shown):
    result = extract_bytes(text.encode(codec), ".txt")
    assert (result.text, result.encoding) == (text, shown)


def test_binary_data_renamed_txt_is_refused():
    result = extract_bytes(bytes(range(256)) * 20, ".txt")
    assert result.status == "error" and "not a text file" in result.message


def test_white_space_only_text_is_empty():
    result = extract_bytes(b"  \n\t\n ", ".txt")
    assert result.status == "error" and result.message.startswith("empty")


def test_markdown_markup_is_removed():
    source = b"# The *Title*\n\nSome **bold** words, a [link](http://x.y) and `code`.\n\n> quoted\n\n---\n"
    result = extract_bytes(source, ".md")
    assert (result.status, result.format) == ("ok", "md")
    assert result.text == "The Title\n\nSome bold words, a link and code.\n\nquoted"


def test_html_visible_text_with_paragraphs():
    page = (b"<html><head><title>t</title><style>p{}</style><script>alert('x')</script></head><body>"
            b"<h1>Essay</h1><p>First <b>para</b>graph\n  here.</p><!-- note --><p>Second&nbsp;one &amp; more."
            b"</p><ul><li>item</li></ul></body></html>")
    result = extract_bytes(page, ".html")
    assert result.text == "Essay\n\nFirst paragraph here.\n\nSecond\u00a0one & more.\n\nitem"
    assert "alert" not in result.text


def test_html_declared_charset_is_used():
    page = '<meta charset="windows-1251"><p>Привет, мир</p>'.encode("cp1251")
    assert extract_bytes(page, ".htm").text == "Привет, мир"


def test_rtf_with_code_page_and_paragraphs():
    rtf = rb"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Times;}}\f0 Caf\'e9 cr\'e8me.\par Second paragraph.\par}"
    result = extract_bytes(rtf, ".rtf")
    assert (result.status, result.text) == ("ok", "Café crème.\n\nSecond paragraph.")


def test_rtf_that_is_not_rtf_is_corrupt():
    result = extract_bytes(b"just some words", ".rtf")
    assert result.status == "error" and result.message.startswith("corrupt")


def test_docx_body_table_header_and_footer(tmp_path):
    paragraphs = essay_text(1, paragraphs=2)
    path = write_docx(tmp_path / "a.docx", paragraphs, header="Class 10B", footer="Draft",
                      table=[["cell one", "cell two"]])
    result = extract_bytes(path.read_bytes(), ".docx")
    assert result.status == "ok"
    assert result.text.split("\n\n") == ["Class 10B", *paragraphs, "cell one", "cell two", "Draft"]


def test_docx_text_box_footnote_and_tracked_changes(tmp_path):
    body = (
        docx_paragraphs("Main text.")
        + "<w:p><w:r><mc:AlternateContent><mc:Choice Requires=\"wps\"><w:drawing><wps:txbx><w:txbxContent>"
        + docx_paragraphs("Inside the box.")
        + "</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>"
        + docx_paragraphs("Inside the box.")
        + "</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>"
        + "<w:p><w:r><w:t>Kept </w:t></w:r><w:ins><w:r><w:t>inserted</w:t></w:r></w:ins>"
        + "<w:del><w:r><w:delText>deleted</w:delText></w:r></w:del><w:r><w:t> words.</w:t></w:r></w:p>"
    )
    footnotes = (
        "<w:footnotes NAMESPACES><w:footnote w:type=\"separator\" w:id=\"-1\"><w:p><w:r><w:separator/></w:r>"
        "</w:p></w:footnote><w:footnote w:id=\"1\">" + docx_paragraphs("A footnote.") + "</w:footnote></w:footnotes>"
    )
    path = write_raw_docx(tmp_path / "b.docx", body, {"word/footnotes.xml": footnotes})
    result = extract_bytes(path.read_bytes(), ".docx")
    assert result.text == "Main text.\n\nInside the box.\n\nKept inserted words.\n\nA footnote."


def test_docx_note_anchors_and_superscript_numbers_are_written_as_superscripts(tmp_path):
    body = (
        "<w:p><w:r><w:t>“A quoted sentence.”</w:t></w:r><w:r><w:rPr><w:vertAlign w:val=\"superscript\"/></w:rPr>"
        "<w:footnoteReference w:id=\"1\"/></w:r><w:r><w:t xml:space=\"preserve\"> Typed by hand</w:t></w:r>"
        "<w:r><w:rPr><w:vertAlign w:val=\"superscript\"/></w:rPr><w:t>12</w:t></w:r><w:r><w:t>, then 34.</w:t></w:r></w:p>"
    )
    footnotes = ("<w:footnotes NAMESPACES><w:footnote w:id=\"1\">" + docx_paragraphs("Hartley, Bees, 4.")
                 + "</w:footnote></w:footnotes>")
    path = write_raw_docx(tmp_path / "n.docx", body, {"word/footnotes.xml": footnotes})
    result = extract_bytes(path.read_bytes(), ".docx")
    assert result.text == "“A quoted sentence.”¹ Typed by hand¹², then 34.\n\nHartley, Bees, 4."


def test_docx_zip_bomb_is_refused_without_unpacking(tmp_path):
    path = write_zip_bomb_docx(tmp_path / "bomb.docx", megabytes=20)
    assert path.stat().st_size < 100_000
    result = extract_bytes(path.read_bytes(), ".docx")
    assert result.status == "error" and "zip bomb" in result.message


def test_truncated_docx_is_corrupt(tmp_path):
    data = write_docx(tmp_path / "c.docx", essay_text(2)).read_bytes()
    result = extract_bytes(data[: len(data) // 2], ".docx")
    assert result.status == "error" and result.message.startswith("corrupt")


def test_password_protected_docx_is_recognised():
    # Word stores an encrypted .docx as an OLE compound file holding an "EncryptedPackage" stream.
    data = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 500 + "EncryptedPackage".encode("utf-16-le") + b"\x00" * 99
    result = extract_bytes(data, ".docx")
    assert result.status == "error" and result.message.startswith("password protected")


def test_odt_paragraphs_spaces_notes_and_tracked_changes(tmp_path):
    body = (
        "<text:tracked-changes><text:changed-region><text:deletion><text:p>gone</text:p></text:deletion>"
        "</text:changed-region></text:tracked-changes>"
        "<text:h>Heading</text:h><text:p>One<text:s text:c=\"2\"/>two<text:tab/>three"
        "<text:note><text:note-citation>1</text:note-citation><text:note-body><text:p>The note.</text:p>"
        "</text:note-body></text:note> after.</text:p>"
        "<text:list><text:list-item><text:p>Listed <text:span>span</text:span> item</text:p></text:list-item></text:list>"
    )
    path = write_odt(tmp_path / "d.odt", body)
    result = extract_bytes(path.read_bytes(), ".odt")
    assert result.text == "Heading\n\nOne  two\tthree¹ after.\n\nListed span item\n\nThe note."


def test_sniffing_prefers_content_over_name(tmp_path):
    docx_bytes = write_docx(tmp_path / "e.docx", ["Real words here."]).read_bytes()
    assert sniff(docx_bytes, ".pdf") == "docx"
    result = extract_bytes(docx_bytes, ".pdf")
    assert result.status == "warning" and "really a Word document" in result.message
    assert result.text == "Real words here."


def test_unknown_type_is_skipped():
    result = extract_bytes(b"whatever", ".xyz")
    assert (result.status, result.message) == ("skipped", "unsupported type (.xyz)")


def test_odt_page_header_and_footer_surround_the_body(tmp_path):
    path = write_odt(tmp_path / "f.odt", "<text:p>Body.</text:p>", header="Class 10B", footer="Draft")
    assert extract_bytes(path.read_bytes(), ".odt").text == "Class 10B\n\nBody.\n\nDraft"


def test_rtf_pictures_are_left_out():
    picture = bytes(range(256)).hex().encode() * 400
    rtf = rb"{\rtf1\ansi Before.\par{\pict\pngblip " + picture + rb"}\par After.\par}"
    assert extract_bytes(rtf, ".rtf").text == "Before.\n\nAfter."


def test_docx_hidden_white_and_tiny_runs_are_left_out_with_a_warning(tmp_path):
    def run(text, props=""):
        return f"<w:r><w:rPr>{props}</w:rPr><w:t xml:space=\"preserve\">{text}</w:t></w:r>"

    body = ("<w:p>" + run("Seen words ") + run("junk one ", "<w:vanish/>") + run("junk two ", '<w:color w:val="FFFFFF"/>')
            + run("junk three ", '<w:sz w:val="2"/>') + run("more seen.", '<w:color w:val="FF0000"/><w:vanish w:val="0"/>')
            + "</w:p>")
    result = extract_bytes(write_raw_docx(tmp_path / "h.docx", body).read_bytes(), ".docx")
    assert result.text == "Seen words more seen."
    assert result.status == "warning" and result.message.startswith("hidden text left out: 26 characters")


def test_a_text_file_that_mentions_a_pdf_header_stays_text():
    result = extract_bytes(b"Every PDF starts with %PDF-1.7 and a binary comment.", ".txt")
    assert (result.status, result.format) == ("ok", "txt")


def test_password_protected_odt_is_recognised(tmp_path):
    import zipfile

    path = tmp_path / "locked.odt"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", bytes(range(256)) * 4)
        archive.writestr("META-INF/manifest.xml", '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:'
                         'xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="content.xml">'
                         "<manifest:encryption-data/></manifest:file-entry></manifest:manifest>")
    result = extract_bytes(path.read_bytes(), ".odt")
    assert result.status == "error" and result.message.startswith("password protected")


def test_strict_open_xml_docx_reads_like_a_transitional_one(tmp_path):
    # Word's "Strict Open XML Document": the same parts, the elements in the purl.oclc.org namespace.
    import zipfile

    transitional = write_docx(tmp_path / "t.docx", ["First paragraph of the essay.", "Second one."],
                              header="Running head")
    strict = tmp_path / "s.docx"
    with zipfile.ZipFile(transitional) as source, zipfile.ZipFile(strict, "w") as target:
        for item in source.infolist():
            data = source.read(item.filename).replace(
                b"http://schemas.openxmlformats.org/wordprocessingml/2006/main",
                b"http://purl.oclc.org/ooxml/wordprocessingml/main",
            )
            target.writestr(item, data)
    assert b"purl.oclc.org" in zipfile.ZipFile(strict).read("word/document.xml")
    read = extract_bytes(strict.read_bytes(), "s.docx")
    assert read.status == "ok"
    assert read.text == extract_bytes(transitional.read_bytes(), "t.docx").text
    assert "Second one." in read.text and "Running head" in read.text


def test_a_text_file_read_in_a_chosen_encoding():
    from plagcheck.engine.reading.extract import extract_bytes_as

    polish = "Zażółć gęślą jaźń."
    chosen = extract_bytes_as(polish.encode("cp1250"), ".txt", "cp1250")
    assert (chosen.status, chosen.text, chosen.encoding) == ("ok", polish, "Windows-1250")
    # Bytes the chosen code page lacks are replaced and counted; other formats are read as usual.
    wrong = extract_bytes_as(b"caf\x81 au lait", ".txt", "cp1252")
    assert wrong.status == "warning" and "1 byte are not Windows-1252" in wrong.message
    quoted = extract_bytes_as("> Cytat z książki.\n\nWłasny tekst.".encode("cp1250"), ".md", "cp1250")
    assert quoted.text == "Cytat z książki.\n\nWłasny tekst." and quoted.block_quotes == ((0, 16),)
    html = extract_bytes_as(b"<p>Hello</p>", ".html", "cp1250")
    assert html.text == "Hello" and "plain-text files only" in html.message
