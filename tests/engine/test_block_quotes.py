"""Block quotations marked by a file's formatting (issue 7): Word and ODT quotation styles, HTML <blockquote>,
Markdown '>'; found at exact offsets of the final text, cached, shifted in grouped submissions, and left out
of scoring with exclude_quotes."""

import json
import re
import zipfile

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fixtures_docs import docx_paragraphs, essay_text, write_odt, write_raw_docx
from plagcheck.engine.reading.extract import Extraction, extract_bytes
from plagcheck.engine.reading.extract.cache import TextCache
from plagcheck.engine.reading.extract.cleanup import tidy
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, place_marks, strip_marks, take_marks
from plagcheck.engine.reading.ingest import Submission, build_record, discover, read_submissions
from plagcheck.shared.models import ScanSettings

QUOTED = "Four score and seven years ago our fathers brought forth on this continent a new nation."
MARKS = (OPEN, CLOSE)


def quoted_texts(result) -> list[str]:
    return [result.text[start:end] for start, end in result.block_quotes]


def assert_clean(result) -> None:
    """No mark leaks, and the ranges are sorted, disjoint, non-empty and inside the text."""
    assert not any(mark in result.text for mark in MARKS)
    previous_end = 0
    for start, end in result.block_quotes:
        assert previous_end <= start < end <= len(result.text)
        previous_end = end


# ---------------------------------------------------------------- marks through clean-up

# Text made of what clean-up changes: spaces, tabs, line ends of every kind, form feeds, controls, ligatures.
_PIECES = st.sampled_from(["word", "é", " ", "  ", "\t", "\n", "\n\n\n", "\r\n", "\r", "\f", "\x01", "\x0b",
                           "\u00a0", "\ufb01", "\ufffe", ".", OPEN, CLOSE])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=40))
def test_placed_marks_do_not_change_what_clean_up_makes_of_the_text(pieces):
    raw = "".join(pieces)
    text, ranges = take_marks(tidy(place_marks(raw)))
    assert text == tidy(strip_marks(raw))
    for start, end in ranges:
        # A range starts and ends on a visible character: clean-up never strips it off.
        assert not text[start].isspace() and not text[end - 1].isspace()


def test_marks_enclose_exactly_the_quotation_after_clean_up():
    raw = (f"Intro.  \n\n\n{OPEN}  \t{QUOTED}  {CLOSE}\n\n{OPEN}\n{CLOSE}\n\nAfter \ufb01ne.\n"
           f"{OPEN}  Second. \r\n{CLOSE}")
    text, ranges = take_marks(tidy(place_marks(raw)))
    assert text == f"Intro.\n\n  \t{QUOTED}\n\nAfter fine.\n  Second."
    assert [text[s:e] for s, e in ranges] == [QUOTED, "Second."]


def test_consecutive_and_nested_quotations_make_one_range_and_stray_marks_none():
    raw = f"{OPEN}One.{CLOSE}\n\n{OPEN}Two {OPEN}inner{CLOSE}.{CLOSE}\n\nNot. {CLOSE}"
    text, ranges = take_marks(place_marks(raw))
    assert text == "One.\n\nTwo inner.\n\nNot. "
    assert ranges == ((0, 16),)
    assert take_marks(f"a{CLOSE}b{OPEN}c") == ("abc", ())  # out of order: no range, nothing leaks
    long_blanks = OPEN + "a" + " " * 200 + "b" + " \n" * 300 + CLOSE + "x"
    assert take_marks(place_marks(long_blanks))[1] == ((0, 202),)


# ---------------------------------------------------------------- DOCX

def styled(style: str, text: str) -> str:
    return f'<w:p><w:pPr><w:pStyle w:val="{style}"/></w:pPr><w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'


def styles_xml(*styles: tuple[str, str, str]) -> str:
    """Return a styles part with (id, name, basedOn id or '') paragraph styles."""
    body = "".join(
        f'<w:style w:type="paragraph" w:styleId="{style_id}"><w:name w:val="{name}"/>'
        + (f'<w:basedOn w:val="{based_on}"/>' if based_on else "") + "</w:style>"
        for style_id, name, based_on in styles
    )
    return f"<w:styles NAMESPACES>{body}</w:styles>"


# A German Word: the built-in styles have German ids, English names.
GERMAN_STYLES = styles_xml(("Standard", "Normal", ""), ("Zitat", "Quote", "Standard"),
                           ("IntensivesZitat", "Intense Quote", "Standard"), ("Blocktext", "Block Text", "Standard"),
                           ("MeinZitat", "Mein Zitat", "Zitat"), ("Tief", "Tief", "MeinZitat"),
                           ("Quote", "Not a quote", "Standard"), ("Kreis", "Kreis", "Kreis"))


@pytest.mark.parametrize("style", ["Zitat", "IntensivesZitat", "Blocktext", "MeinZitat", "Tief"])
def test_docx_quote_styles_are_block_quotes_through_styles_xml(tmp_path, style):
    plain = docx_paragraphs("An introduction of my own.")
    path = write_raw_docx(tmp_path / "q.docx", plain + styled(style, QUOTED) + docx_paragraphs("My conclusion."),
                          {"word/styles.xml": GERMAN_STYLES})
    result = extract_bytes(path.read_bytes(), ".docx")
    assert result.text == f"An introduction of my own.\n\n{QUOTED}\n\nMy conclusion."
    assert quoted_texts(result) == [QUOTED]
    assert_clean(result)


def test_docx_normal_and_unrelated_styles_are_not_quotes_and_the_text_is_unchanged(tmp_path):
    paragraphs = [" Leading and trailing blanks ", QUOTED, "Last."]
    as_quotes = (docx_paragraphs(paragraphs[0]) + styled("Zitat", paragraphs[1]) + styled("Zitat", paragraphs[2]))
    # "Quote" is defined here as a style of another name: the name decides. "Kreis" is based on itself.
    as_normal = (docx_paragraphs(paragraphs[0]) + styled("Quote", paragraphs[1]) + styled("Kreis", paragraphs[2]))
    quoted = extract_bytes(write_raw_docx(tmp_path / "a.docx", as_quotes,
                                          {"word/styles.xml": GERMAN_STYLES}).read_bytes(), ".docx")
    normal = extract_bytes(write_raw_docx(tmp_path / "b.docx", as_normal,
                                          {"word/styles.xml": GERMAN_STYLES}).read_bytes(), ".docx")
    assert quoted.text == normal.text
    assert normal.block_quotes == ()
    assert quoted_texts(quoted) == [f"{QUOTED}\n\nLast."]  # consecutive quote paragraphs: one range


def test_docx_style_changes_tracked_by_word_count_as_the_new_style(tmp_path):
    def changed(new: str, old: str, text: str) -> str:
        return (f'<w:p><w:pPr><w:pStyle w:val="{new}"/><w:pPrChange w:id="1" w:author="T"><w:pPr>'
                f'<w:pStyle w:val="{old}"/></w:pPr></w:pPrChange></w:pPr><w:r><w:t>{text}</w:t></w:r></w:p>')

    body = changed("Standard", "Zitat", "Was quoted.") + changed("Zitat", "Standard", "Now quoted.")
    result = extract_bytes(write_raw_docx(tmp_path / "a.docx", body,
                                          {"word/styles.xml": GERMAN_STYLES}).read_bytes(), ".docx")
    assert quoted_texts(result) == ["Now quoted."]


def test_docx_with_a_damaged_styles_part_is_still_read(tmp_path):
    body = styled("Quote", "Quoted.") + docx_paragraphs("Mine.")
    path = write_raw_docx(tmp_path / "a.docx", body, {"word/styles.xml": "<w:styles NAMESPACES><w:style"})
    result = extract_bytes(path.read_bytes(), ".docx")
    assert (result.status, result.text, quoted_texts(result)) == ("ok", "Quoted.\n\nMine.", ["Quoted."])
    twice = '<w:p><w:pPr><w:pStyle w:val="Quote"/><w:pStyle w:val="Quote"/></w:pPr><w:r><w:t>Q.</w:t></w:r></w:p>'
    result = extract_bytes(write_raw_docx(tmp_path / "b.docx", twice + docx_paragraphs("Mine.")).read_bytes(), ".docx")
    assert quoted_texts(result) == ["Q."]


def test_docx_without_styles_part_knows_the_english_ids_and_python_docx_quote_styles(tmp_path):
    body = styled("Quote", "First quoted.") + docx_paragraphs("Mine.") + styled("IntenseQuote", "Second quoted.")
    result = extract_bytes(write_raw_docx(tmp_path / "a.docx", body).read_bytes(), ".docx")
    assert quoted_texts(result) == ["First quoted.", "Second quoted."]

    import docx

    document = docx.Document()
    document.add_paragraph("My own words.")
    document.add_paragraph(QUOTED, style="Quote")
    document.add_paragraph("More of mine.", style="Intense Quote")
    document.add_paragraph("The end.")
    document.save(tmp_path / "b.docx")
    result = extract_bytes((tmp_path / "b.docx").read_bytes(), ".docx")
    assert quoted_texts(result) == [f"{QUOTED}\n\nMore of mine."]


def test_docx_quotes_in_headers_and_notes_and_offsets_after_them(tmp_path):
    header = f"<w:hdr NAMESPACES>{docx_paragraphs('Class 10B')}</w:hdr>"
    footnotes = (f'<w:footnotes NAMESPACES><w:footnote w:id="1">{styled("Zitat", "Noted quote.")}</w:footnote>'
                 "</w:footnotes>")
    body = docx_paragraphs("Body.") + styled("Zitat", f"  {QUOTED}\u00ad ") + docx_paragraphs("\ufb01n.")
    path = write_raw_docx(tmp_path / "a.docx", body, {"word/styles.xml": GERMAN_STYLES,
                                                      "word/header1.xml": header, "word/footnotes.xml": footnotes})
    result = extract_bytes(path.read_bytes(), ".docx")
    assert result.text.startswith("Class 10B\n\nBody.\n\n")
    assert quoted_texts(result) == [f"{QUOTED}\u00ad", "Noted quote."]
    assert_clean(result)


def test_docx_marks_written_in_a_file_never_leak(tmp_path):
    body = docx_paragraphs(f"Sneaky {CLOSE}words{OPEN} here.") + styled("Zitat", f"{OPEN}Quoted.{CLOSE}")
    result = extract_bytes(write_raw_docx(tmp_path / "a.docx", body,
                                          {"word/styles.xml": GERMAN_STYLES}).read_bytes(), ".docx")
    assert result.text == "Sneaky words here.\n\nQuoted."
    assert quoted_texts(result) == ["Quoted."]


def test_docx_warning_path_and_misnamed_file_keep_block_quotes(tmp_path):
    body = styled("Quote", "Quoted.") + '<w:p><w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden</w:t></w:r></w:p>'
    data = write_raw_docx(tmp_path / "a.docx", body).read_bytes()
    for suffix in (".docx", ".pdf"):
        result = extract_bytes(data, suffix)
        assert result.status == "warning" and quoted_texts(result) == ["Quoted."]


# ---------------------------------------------------------------- ODT

ODF = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
       'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
       'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"')


def write_styled_odt(path, body_xml: str, automatic: str = "", common: str = "", header: str = ""):
    """Write an .odt with automatic styles in content.xml, common styles (and a page header) in styles.xml."""
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF}>'
               f"<office:automatic-styles>{automatic}</office:automatic-styles>"
               f"<office:body><office:text>{body_xml}</office:text></office:body></office:document-content>")
    styles = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-styles {ODF}>'
              f"<office:styles>{common}</office:styles><office:master-styles>"
              f'<style:master-page style:name="Standard"><style:header>{header}</style:header></style:master-page>'
              "</office:master-styles></office:document-styles>")
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
        archive.writestr("styles.xml", styles, zipfile.ZIP_DEFLATED)
    return path


def odt_style(name: str, parent: str = "", display: str = "") -> str:
    return (f'<style:style style:name="{name}" style:family="paragraph"'
            + (f' style:parent-style-name="{parent}"' if parent else "")
            + (f' style:display-name="{display}"' if display else "") + "/>")


COMMON = (odt_style("Standard") + odt_style("Text_20_body", "Standard", "Text body")
          + odt_style("Quotations", "Standard") + odt_style("My_20_quote", "Quotations", "My quote")
          + odt_style("Intense_20_Quote", "Standard", "Intense Quote"))
# An automatic style P1 may share its name with nothing common; P3 derives from a custom quote style.
AUTOMATIC = odt_style("P1", "Quotations") + odt_style("P2", "Text_20_body") + odt_style("P3", "My_20_quote")


@pytest.mark.parametrize("style", ["Quotations", "P1", "My_20_quote", "P3", "Intense_20_Quote"])
def test_odt_quotations_style_and_styles_derived_from_it(tmp_path, style):
    body = (f'<text:p text:style-name="P2">Mine.</text:p><text:p text:style-name="{style}"> {QUOTED} </text:p>'
            '<text:p text:style-name="Standard">Also mine.</text:p>')
    result = extract_bytes(write_styled_odt(tmp_path / "a.odt", body, AUTOMATIC, COMMON).read_bytes(), ".odt")
    assert result.text == f"Mine.\n\n {QUOTED}\n\nAlso mine."
    assert quoted_texts(result) == [QUOTED]
    assert_clean(result)


def test_odt_normal_paragraphs_are_not_quotes_and_notes_headers_count(tmp_path):
    body = ('<text:p text:style-name="P2">Mine <text:span>with a span</text:span>.</text:p>'
            '<text:p text:style-name="P1">Quoted<text:note><text:note-citation>1</text:note-citation><text:note-body>'
            '<text:p text:style-name="Standard">A plain note.</text:p></text:note-body></text:note> text.</text:p>')
    header = '<text:p text:style-name="Quotations">Header motto.</text:p>'
    result = extract_bytes(write_styled_odt(tmp_path / "a.odt", body, AUTOMATIC, COMMON, header).read_bytes(), ".odt")
    assert result.text == "Header motto.\n\nMine with a span.\n\nQuoted¹ text.\n\nA plain note."
    assert quoted_texts(result) == ["Header motto.", "Quoted¹ text."]
    plain = body.replace('"P1"', '"P2"')
    header = header.replace("Quotations", "Standard")
    plain_result = extract_bytes(write_styled_odt(tmp_path / "b.odt", plain, AUTOMATIC, COMMON, header).read_bytes(),
                                 ".odt")
    assert (plain_result.text, plain_result.block_quotes) == (result.text, ())


def test_odt_without_styles_judges_a_style_by_its_name(tmp_path):
    body = '<text:p>Mine.</text:p><text:p text:style-name="Quotations">Quoted.</text:p>'
    result = extract_bytes(write_odt(tmp_path / "a.odt", body).read_bytes(), ".odt")
    assert (result.text, quoted_texts(result)) == ("Mine.\n\nQuoted.", ["Quoted."])


def test_odt_style_loops_do_not_hang(tmp_path):
    common = odt_style("A", "B") + odt_style("B", "A")
    body = '<text:p text:style-name="A">Looping style.</text:p>'
    result = extract_bytes(write_styled_odt(tmp_path / "a.odt", body, "", common).read_bytes(), ".odt")
    assert (result.text, result.block_quotes) == ("Looping style.", ())


# ---------------------------------------------------------------- HTML and Markdown

def test_html_blockquote_is_a_block_quote_and_div_is_not():
    page = ("<html><body><h1>Essay</h1><p>My  own\n words.</p><blockquote>\n  <p>{q}</p>\n  <p>Second <b>para</b>."
            "</p><blockquote>nested</blockquote>\n</blockquote><p>After.</p><blockquote> </blockquote></body></html>")
    quoted = extract_bytes(page.format(q=QUOTED).encode(), ".html")
    as_div = extract_bytes(page.format(q=QUOTED).replace("blockquote", "div").encode(), ".html")
    assert quoted.text == as_div.text == f"Essay\n\nMy own words.\n\n{QUOTED}\n\nSecond para.\n\nnested\n\nAfter."
    assert quoted_texts(quoted) == [f"{QUOTED}\n\nSecond para.\n\nnested"]
    assert as_div.block_quotes == ()
    assert_clean(quoted)


def test_html_marks_from_the_page_never_leak():
    page = f"<p>a{OPEN}b &#x10fffd; c</p><blockquote>q{CLOSE}</blockquote>".encode()
    result = extract_bytes(page, ".html")
    assert result.text == "ab c\n\nq" and quoted_texts(result) == ["q"]


def test_markdown_quoted_lines_with_lazy_continuation():
    source = (f"# Title\n\nMine.\n\n> {QUOTED}\nstill quoted *here*\n>\n> more\n\n- a list\n\n> other\n- not quoted"
              f"\n\nplain {OPEN}text\n")
    result = extract_bytes(source.encode(), ".md")
    assert result.text == (f"Title\n\nMine.\n\n{QUOTED}\nstill quoted here\n\nmore\n\n- a list\n\nother\n- not quoted"
                           "\n\nplain text")
    assert quoted_texts(result) == [f"{QUOTED}\nstill quoted here\n\nmore", "other"]


def test_other_formats_have_no_block_quotes():
    assert extract_bytes(b"> not markdown here\n\nText.", ".txt").block_quotes == ()
    assert extract_bytes(rb"{\rtf1\ansi Quoted.\par}", ".rtf").block_quotes == ()


# ---------------------------------------------------------------- cache, records, worker processes

def test_cache_round_trip_keeps_block_quotes(tmp_path):
    cache = TextCache.open(tmp_path)
    cache.put("abc", Extraction("ok", "", "docx", "One. Two quoted.", block_quotes=((5, 16),)))
    cache.put("def", Extraction("ok", "", "txt", "Plain."))
    cache.close()
    cache = TextCache.open(tmp_path)
    assert cache.get("abc").block_quotes == ((5, 16),)
    assert cache.get("def") == Extraction("ok", "", "txt", "Plain.")
    cache.close()


def test_cache_of_the_previous_schema_is_not_served(tmp_path):
    import sqlite3

    database = sqlite3.connect(tmp_path / "extracted-text.sqlite3")
    database.execute("CREATE TABLE texts (sha256 TEXT NOT NULL, extractor INTEGER NOT NULL, status TEXT NOT NULL,"
                     " message TEXT NOT NULL, format TEXT NOT NULL, text TEXT NOT NULL, encoding TEXT, pages INTEGER,"
                     " used_at REAL NOT NULL, PRIMARY KEY (sha256, extractor))")
    from plagcheck.engine.reading.extract.base import EXTRACTOR_VERSION

    database.execute("INSERT INTO texts VALUES ('abc', ?, 'ok', '', 'docx', 'Old text.', NULL, NULL, 1e12)",
                     (EXTRACTOR_VERSION,))
    database.execute("PRAGMA user_version = 1")
    database.commit()
    database.close()
    cache = TextCache.open(tmp_path)
    assert cache.get("abc") is None
    cache.close()


def _quote_docx(path, own: list[str], quoted: str):
    import docx

    document = docx.Document()
    document.add_paragraph(own[0])
    document.add_paragraph(quoted, style="Quote")
    for paragraph in own[1:]:
        document.add_paragraph(paragraph)
    document.save(path)
    return path


def test_grouped_submission_shifts_each_files_block_quotes(tmp_path):
    root = tmp_path / "class"
    (root / "alice").mkdir(parents=True)
    (root / "alice" / "1 intro.txt").write_text("Alice writes an introduction.", encoding="utf-8")
    _quote_docx(root / "alice" / "2 body.docx", ["The body.", "The end."], QUOTED)
    (root / "alice" / "3 notes.html").write_bytes(b"<p>Notes.</p><blockquote>Quoted in HTML.</blockquote>")
    submissions = discover([root], group_subfolders=True)
    [alice] = read_submissions(submissions, ScanSettings(workers=1), cache_dir=tmp_path / "cache")
    assert [alice.text[s:e] for s, e in alice.block_quotes] == [QUOTED, "Quoted in HTML."]
    body = alice.parts[1]
    assert body.start < alice.block_quotes[0][0] < alice.block_quotes[0][1] < body.end

    single = build_record(0, Submission("x", (root / "x.docx",)), [("h", Extraction("ok", "", "docx", "Ab cd",
                                                                                   block_quotes=((3, 5),)))])
    assert single.block_quotes == ((3, 5),)
    failed = build_record(0, Submission("x", (root / "x.docx",)), [("h", Extraction("error", "bad", "docx"))])
    assert failed.block_quotes == ()


def test_block_quotes_come_back_from_the_cache_and_from_worker_processes(tmp_path):
    from plagcheck.engine.reading.extract import workers

    path = _quote_docx(tmp_path / "a.docx", ["Mine.", "Also mine."], QUOTED)
    for _ in range(2):  # the second read comes from the cache
        [record] = read_submissions(discover([path]), ScanSettings(workers=1), cache_dir=tmp_path / "cache")
        assert [record.text[s:e] for s, e in record.block_quotes] == [QUOTED]
    # A worker process sends the Extraction back through a pipe (every file is read there).
    [outcome] = [o for o in workers.extract_all([("k", str(path), None)], workers=1) if o is not None]
    assert [outcome.extraction.text[s:e] for s, e in outcome.extraction.block_quotes] == [QUOTED]


# ---------------------------------------------------------------- end to end

LONG_QUOTE = " ".join(essay_text(901, paragraphs=1, sentences=8))


@pytest.fixture
def two_students(tmp_path, monkeypatch):
    monkeypatch.setenv("PLAGCHECK_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "class5"
    folder.mkdir()
    _quote_docx(folder / "alice.docx", essay_text(902, paragraphs=3), LONG_QUOTE)
    _quote_docx(folder / "bob.docx", essay_text(903, paragraphs=3), LONG_QUOTE)
    assert '"' not in LONG_QUOTE and len(LONG_QUOTE.split()) > 60
    return folder


def _shared_passages(result, start_words: str) -> list:
    alice = result.documents[0].text
    return [p for pair in result.pairs for p in pair.passages if start_words in alice[p.a_start:p.a_end]]


def test_scan_leaves_a_shared_block_quote_out_when_asked(two_students):
    from plagcheck.pipeline import run_scan

    middle = " ".join(LONG_QUOTE.split()[20:26])
    reported = run_scan([two_students], ScanSettings(workers=1, exclude_quotes=False))
    assert reported.pairs and reported.pairs[0].score > 0.2
    assert _shared_passages(reported, middle)

    excluded = run_scan([two_students], ScanSettings(workers=1, exclude_quotes=True))
    assert not _shared_passages(excluded, middle)
    assert all(pair.score < 0.02 for pair in excluded.pairs)
    for doc in excluded.documents:
        start = doc.text.index(LONG_QUOTE)
        assert doc.block_quotes == ((start, start + len(LONG_QUOTE)),)
        assert ("quote", start, start + len(LONG_QUOTE)) in excluded.citation_spans[doc.id]


def test_cli_json_shows_the_documents_block_quotes(two_students, tmp_path):
    from plagcheck.cli.commands import main

    out = tmp_path / "result.json"
    assert main(["scan", str(two_students), "--json", str(out), "--quiet", "--workers", "1",
                 "--exclude-quotes"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    for doc in data["documents"]:
        [[start, end]] = doc["block_quotes"]
        assert end - start == len(LONG_QUOTE)
        assert [["quote", start, end]] == [s for s in data["citations"][str(doc["id"])] if s[0] == "quote"]


def test_readers_output_for_random_styled_paragraphs_is_exact(tmp_path):
    """Many paragraphs, some quoted, with blanks around them: every range is exactly one run of quoted ones."""
    import random

    rng = random.Random(5)
    paragraphs = [(rng.choice(["", " ", "  \t"]) + text + rng.choice(["", " "]), rng.random() < 0.4)
                  for text in essay_text(904, paragraphs=30, sentences=1)]
    body = "".join(styled("Zitat", t) if q else docx_paragraphs(t) for t, q in paragraphs)
    result = extract_bytes(write_raw_docx(tmp_path / "r.docx", body,
                                          {"word/styles.xml": GERMAN_STYLES}).read_bytes(), ".docx")
    expected, run = [], []
    for text, quoted in paragraphs + [("", False)]:
        if quoted:
            run.append(text.strip())
        elif run:
            expected.append("\n\n".join(run))
            run = []
    assert [re.sub(r"\n\n[ \t]+", "\n\n", q) for q in quoted_texts(result)] == expected
    assert_clean(result)
