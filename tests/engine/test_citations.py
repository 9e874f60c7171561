"""Quotations and reference lists: detected, shown, and left out only when asked."""

import pytest

from other_languages import ENTRIES, LANGUAGES
from plagcheck.engine.text.citations import bibliography_span, citation_spans, quotation_spans
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator


def quoted(text):
    return [text[s:e] for s, e in quotation_spans(text)]


def test_quotation_marks_of_several_languages():
    text = (
        'He said "plain quotes" and “curly ones”, then „German style“ and « French style » and '
        "‚single low‘ and ‘single curly words’. It’s not a quote, nor are ‘90s."
    )
    assert quoted(text) == [
        '"plain quotes"', "“curly ones”", "„German style“", "« French style »", "‚single low‘",
        "‘single curly words’",
    ]


def test_unclosed_quote_does_not_swallow_the_next_paragraph():
    text = 'An "unclosed mark here.\n\nNext paragraph with "a real quote" inside.'
    assert quoted(text) == ['"a real quote"']


def test_bibliography_heading_variants_and_position():
    body = "Essay text. " * 100
    for heading in ("References", "7. Bibliography", "Works Cited:", "Literaturverzeichnis", "Références"):
        text = f"Contents\n{heading}\n\n{body}\n{heading}\nSmith, J. (2020). A book.\n"
        start, end = bibliography_span(text)
        assert text[start:end].strip().startswith(heading) and end == len(text)
        assert start > len(body)  # the table-of-contents entry near the top is not it
    assert bibliography_span(body) is None


def test_citation_spans_keep_quotes_before_the_bibliography():
    text = "Intro " * 50 + '"quoted words"\n\nReferences\n"A Title in quotes", Journal.\n'
    kinds = [kind for kind, _, _ in citation_spans(text)]
    assert kinds == ["quote", "bibliography"]


def records(texts):
    return [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]


def test_a_quotation_without_citation_counts_unless_every_quotation_is_left_out():
    gen = TextGenerator(4)
    source = gen.essay(150).replace("\n\n", " ").replace("\n", " ").strip()
    a = gen.essay(400) + f'\n\nAs the author puts it, "{source}" and so on.\n\n' + gen.essay(300)
    b = gen.essay(350) + f'\n\nSmith writes: “{source}”\n\n' + gen.essay(300)
    shown = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0)))
    hidden = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0, exclude_quotes=True)))
    assert shown.pairs and shown.pairs[0].score > 0.1
    assert not hidden.pairs_above(0.02)
    # shown in both runs as quotations, whatever the toggle
    for result in (shown, hidden):
        assert any(kind == "quote" and e - s > len(source) for kind, s, e in result.citation_spans[0])


def test_a_quotation_with_a_citation_counts_only_when_asked():
    gen = TextGenerator(4)
    source = " ".join(gen.essay(150).split()[:60])
    a = gen.essay(400) + f'\n\nAs the author puts it, "{source}" (Smith 2020).\n\n' + gen.essay(300)
    b = gen.essay(350) + f'\n\nSmith (2020) writes: “{source}”\n\n' + gen.essay(300)
    default = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0)))
    counted = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0,
                                                                  exclude_cited_quotes=False)))
    assert not default.pairs_above(0.02)
    assert counted.pairs and counted.pairs[0].score > 0.05
    for result in (default, counted):
        for doc_id in (0, 1):
            assert any(kind == "cited" and e - s > len(source) for kind, s, e in result.citation_spans[doc_id])


def test_shared_reference_list_does_not_count_by_default():
    gen = TextGenerator(6)
    references = "\n".join(f"Author{i}, A. ({2000 + i}). {gen.sentence()} Publisher." for i in range(25))
    a = gen.essay(500) + "\n\nReferences\n" + references
    b = gen.essay(500) + "\n\nBibliography\n" + references
    default = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0)))
    counted = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0, exclude_bibliography=False)))
    assert counted.pairs and counted.pairs[0].score > 0.2
    assert not default.pairs_above(0.02)
    assert [k for k, _, _ in default.citation_spans[1]][-1] == "bibliography"


def test_block_quotes_from_formatting_are_quotations_and_absorb_marks_inside_them():
    text = 'Intro "short one" here.\n\nA block with "marks" inside it.\n\nEnd "last" words.'
    block = (text.index("A block"), text.index("it.") + 3)
    spans = citation_spans(text, block_quotes=[block])
    assert spans == [
        ("quote", text.index('"short'), text.index("one\"") + 4),
        ("quote", *block),
        ("quote", text.index('"last'), text.index('last"') + 5),
    ]


QUOTATION = "the words of the source that every student in the class wanted to quote in full"
#: A quotation of QUOTATION's length with a citation in each style, in the benches' languages.
CITED = [
    f"As one review puts it, “{QUOTATION}” (Hartley, 2023). I agree.",  # APA
    f"Hartley (2023) explains that “{QUOTATION}.” I agree.",  # APA, narrative
    f"A study concludes: “{QUOTATION}” (Hartley et al., 2023, p. 4).",
    f"He wrote “{QUOTATION}” (Hartley 4).",  # MLA
    f"He wrote “{QUOTATION}” (Hartley, “Bees” 12-13).",  # MLA with a title
    f"He wrote “{QUOTATION}” [3].",  # IEEE
    f"He wrote “{QUOTATION}” [3, p. 7].",
    f"He wrote “{QUOTATION}” (3).",  # Vancouver
    f"He wrote “{QUOTATION}.”¹ Then more.",  # Chicago note, as .docx and .odt readers write it
    f"He wrote “{QUOTATION}.”12 Then more.",  # a note number as a PDF's text layer gives it
    f"Er schreibt: „{QUOTATION}“ (Hartley, 2023, S. 4).",  # German
    f"Dijo «{QUOTATION}» (Hartley, 2023, pág. 4).",  # Spanish
    f"Menurut Hartley (2023, hlm. 4), “{QUOTATION}”.",  # Indonesian
    f"Hartley'e göre “{QUOTATION}” (2023, s. 4).",  # Turkish
    f"Autor píše: „{QUOTATION}“ (Hartley, 2023, s. 4).",  # Czech
    f"Он пишет: «{QUOTATION}» (Хартли, 2023, с. 4).",  # Russian
    f"Він пише: «{QUOTATION}» (Хартлі, 2023).",  # Ukrainian
    f"يقول الكاتب: «{QUOTATION}» (هارتلي، ٢٠٢٣).",  # Arabic, Arabic-Indic digits
    f"نویسنده می‌گوید: «{QUOTATION}» (هارتلی، ۲۰۲۳، ص. ۴).",  # Persian
    f"लेखक लिखते हैं: “{QUOTATION}” (हार्टले, २०२३).",  # Hindi, Devanagari digits
    f"Autor piše: „{QUOTATION}” (Hartley, 2023).",  # Croatian
    f"He wrote “{QUOTATION}” (ibid.).",
    f"He wrote “{QUOTATION}” (Hartley, n.d.).",
]
UNCITED = [
    f"He wrote “{QUOTATION}.” And I agree with it.",
    f"He wrote “{QUOTATION}” (and I agree).",
    f"In 2019 they said “{QUOTATION}”.\n\nHartley (2023) is another matter.",  # the citation is a paragraph away
    f"He wrote “{QUOTATION}” (see the figures).",
    f"Students often say “{QUOTATION}”, which is true.",
]


def test_a_citation_beside_a_quotation_in_every_style_and_language_makes_it_cited():
    for text in CITED:
        spans = citation_spans(text)
        assert spans[0][0] == "cited" and QUOTATION in text[spans[0][1] : spans[0][2]], text
        assert all(kind == "quote" and e - s < 10 for kind, s, e in spans[1:]), text  # “Bees”, a title


def test_a_quotation_with_no_citation_beside_it_stays_a_plain_quotation():
    for text in UNCITED:
        assert [kind for kind, _, _ in citation_spans(text)] == ["quote"], text


def test_a_citation_serves_its_own_quotation_not_the_next_one():
    text = f"Hartley (2023) says “{QUOTATION}” and then people say “{QUOTATION}” too, all the time, everywhere."
    assert [kind for kind, _, _ in citation_spans(text)] == ["cited", "quote"]


def test_a_block_quotation_with_its_citation_at_its_end_is_cited():
    text = f"Intro sentence here.\n\n{QUOTATION}. (Hartley, 2023, p. 4)\n\nMy own words follow."
    block = (text.index(QUOTATION), text.index("\n\nMy own"))
    assert citation_spans(text, block_quotes=[block]) == [("cited", *block)]


def test_a_stray_mark_paired_with_another_far_on_is_never_a_cited_quotation():
    body = " ".join(["word"] * 150)
    text = f'It was an " unusual car (1994), and {body} ended there". More text.'
    assert [kind for kind, _, _ in citation_spans(text)] == ["quote"]
    long_quote = f"He wrote “{body}” (Hartley, 2023)."
    assert [kind for kind, _, _ in citation_spans(long_quote)] == ["quote"]
    # A block quotation the file formats as such may be long.
    text = f"Intro.\n\n{body}\n\n(Hartley, 2023, p. 4)\n\nMy own words."
    block = (text.index("word"), text.index("\n\n(Hartley"))
    assert citation_spans(text, block_quotes=[block]) == [("cited", *block)]


def test_the_next_sentence_s_citation_does_not_cite_a_quotation_that_has_none():
    # A student quotes without a citation, then cites another source in the next sentence (issue 26's bench).
    text = (f"Manche sagen: „{QUOTATION}“. Die Jugendlichen bewegen sich heute weniger als früher (Aydın 2021). "
            "Das ist bekannt.")
    assert [kind for kind, _, _ in citation_spans(text)] == ["quote"]
    text = f"He wrote “{QUOTATION}.” Others disagree [4]."
    assert [kind for kind, _, _ in citation_spans(text)] == ["quote"]
    # The quotation's own sentence may cite it after other words, or before it.
    text = f"He wrote “{QUOTATION},” as she put it in her review (Hartley, 2023, p. 4). Next."
    assert [kind for kind, _, _ in citation_spans(text)] == ["cited"]
    text = f"Something else (Okafor, 2021). Hartley (2023) writes: “{QUOTATION}.” Next."
    assert [kind for kind, _, _ in citation_spans(text)] == ["cited"]
    text = f"Something else (Okafor, 2021). Then “{QUOTATION}.” Next."
    assert [kind for kind, _, _ in citation_spans(text)] == ["quote"]


def test_a_cited_sentence_names_its_source_and_a_web_page_s_brackets_do_not():
    from plagcheck.engine.text.citations import citation_marks
    named = ["at all (Hartley).", "fields (Hartley, 2023).", "fields (Hartley et al., 2023, p. 4).",
             "fields (Hartley 4).", "Hartley (2023) says so.", "fields (Marine Conservation Institute, 2021).",
             "mukaan (Hartley, 2023, hlm. 4).", "(Хартли, 2023, с. 4).", "x (Aydın 2021).", "x (هارتلي، ٢٠٢٣)."]
    for text in named:
        assert citation_marks(text), text
    for text in ("born (1985) there", "the (IRRI). x", "people [2]. more", "fields (see Figure 3).",
                 "in (March 2021).", "pages (167) on"):
        assert not citation_marks(text), text
    essay = "Body text. " * 40 + "Lots of people agree [2]. More text.\n\nReferences\n\n[2] Hartley, J. (2023)."
    assert citation_marks(essay)  # numbered references count in a text with a reference list


def test_an_organisation_numbered_references_and_pdf_note_numbers_cite_a_source():
    from plagcheck.engine.text.citations import citation_marks
    for text in ("x (Observatorio del Turismo Sostenible, 2023). y", "x (Centre for the Study of Plastics, 2020).",
                 "x (Institut für Umwelt, 2021). y", "x (Pusat Studi Iklim Perkotaan, 2023). y",
                 "x (Osservatorio Nazionale sulle Aree Interne 2023). y", "x (Observatoire pour la Jeunesse 2022). y",
                 "x (Instituto Nacional para a Conservação da Natureza, 2021). y"):
        assert citation_marks(text), text
    body = "Microplastics are tiny (1). Fish eat them.2 Firms (3) say so.\n\n" + "More text here. " * 40
    numbered = body + "\n\nReferences\n\n1. Lindqvist M. Tiny. 2022.\n\n2. MCI. Brief. 2021.\n\n3. Adeyemi T. 2023."
    found = {numbered[m:m + 4] for m in citation_marks(numbered)}
    assert found == {"(1).", "2 Fi"}  # "(3) say" is followed by a word: an enumeration as often as not
    unnumbered = body + "\n\nReferences\n\nLindqvist, M. (2022). Tiny.\n\nMCI (2021). Brief.\n\nAdeyemi, T. (2023)."
    assert citation_marks(unnumbered) == []  # without a numbered list, "(1)" and ".2" are no references
    over = (body.replace("them.2", "them.7")
            + "\n\nNotes\n\n1. Lindqvist M. Tiny. 2022.\n\n2. MCI. 2021. 3. Adeyemi. 2023.")
    assert {over[m:m + 4] for m in citation_marks(over)} == {"(1)."}  # 7 is no note of a list of three


def test_spanish_and_other_mla_reference_headings_are_reference_lists():
    from plagcheck.engine.text.citations import bibliography_span
    for heading in ("Obras citadas", "Trabajos citados", "Fuentes", "Quellenangaben", "Daftar Rujukan", "Kaynakça"):
        text = "Body text of the essay. " * 40 + f"\n\n{heading}\n\nSerrano, Antonio. «El turismo.» 2021.\n"
        assert bibliography_span(text) is not None, heading


def test_italian_portuguese_and_dutch_reference_headings_are_reference_lists():
    for heading in ("Sitografia", "Bibliografia e sitografia", "Referências bibliográficas", "Bronnenlijst",
                    "Geciteerde werken", "Bibliografie", "Noten"):
        text = "Body text of the essay. " * 40 + f"\n\n{heading}\n\nVerhoeven, S. (2023). Waarom jongeren geen huis.\n"
        assert bibliography_span(text) is not None, heading


def test_the_citation_ending_the_sentence_before_a_single_quoted_quotation_is_not_its_citation():
    quotation = ("‘A pile of logs, a sunny bank of earth or a simple bee hotel made of bamboo canes can give "
                 "solitary bees somewhere to lay their eggs.’")
    before = "Varroa mites pass on viruses around the entire hive (Okafor 2021). "
    assert [kind for kind, _, _ in citation_spans(before + quotation + " Next.")] == ["quote"]
    assert [kind for kind, _, _ in citation_spans("As Hartley (2023) writes, " + quotation + " Next.")] == ["cited"]


def test_an_mla_block_quotation_ending_with_its_author_alone_is_cited():
    text = ("Buildings must be checked.\n\nHeavy things should not be kept on high shelves, and every family "
            "should know where to turn off the gas (Kaya).\n\nIn the end, it is people who decide.")
    block = (text.index("Heavy"), text.index("\n\nIn the end"))
    assert citation_spans(text, [block]) == [("cited", *block)]
    # Without the formatting that makes it a block, a bracketed name is no citation.
    assert citation_spans(text) == []


def test_a_quotation_broken_by_a_page_break_mid_sentence_is_one_quotation():
    text = ("In the words of Adeyemi, “The most effective policies are those that stop plastic from being "
            "produced\n\nand thrown away in the first place” (2). My own view differs.")
    start, end = text.index("“"), text.index("”") + 1
    assert citation_spans(text) == [("cited", start, end)]
    # A break after a full stop, before a capital, ends the paragraph: no quotation across it.
    assert quotation_spans("He said “Hello there.\n\nThen” she left.") == []


def test_a_notes_heading_a_pdf_glued_to_the_paragraph_before_it_starts_the_reference_list():
    body = "Bees recover fast when conditions improve.9 " * 12
    text = (f"{body}Simple actions in gardens help.10 Notes\n\n1. Jane Hartley, “Why are bees disappearing?,” "
            "Green Science Review, 2023.\n\n2. Daniel Okafor, “Neonicotinoids,” Farming Today, 2021.")
    assert bibliography_span(text) == (text.index("Notes"), len(text))
    # A word that ends a sentence mid-line is no heading.
    assert bibliography_span(body + "I read the Notes and the sources. Then I wrote.\n\nMore text.") is None


def test_two_notes_after_a_blank_line_before_the_bibliography_are_part_of_the_reference_list():
    """"Anmerkungen", a blank line, two notes, then "Literatur": the notes are references too."""
    essay = "Studien belegen, dass Menschen Aufgaben weniger gut bewältigen, solange ihr Handy sichtbar liegt. " * 8
    notes = ("Anmerkungen\n\n1. Sabine Hartwig, »Wie Smartphones unsere Konzentration verändern,« Wissenschaft "
             "kompakt, 2022.\n\n2. Kerem Aydın, »Handyverbot an Schulen: Pro und Contra,« Schulforum Online, 2021.")
    text = essay + "\n\n" + notes + "\n\nLiteratur\n\nAydın, Kerem. »Handyverbot an Schulen.« Schulforum Online, 2021."
    assert bibliography_span(text) == (text.index("Anmerkungen"), len(text))


OTHER_HEADINGS = [(code, heading) for code, language in LANGUAGES.items() for heading in language.headings]


@pytest.mark.parametrize("code, heading", OTHER_HEADINGS, ids=[f"{c}: {h}" for c, h in OTHER_HEADINGS])
def test_a_reference_list_under_another_language_s_heading_is_a_reference_list(code, heading):
    """"Bibliografia", "Źródła", "Källor", "Litteraturliste", "Irodalomjegyzék", "Lähteet", "Βιβλιογραφία"..."""
    body = (LANGUAGES[code].honest + " ") * 8
    text = f"{body}\n\n{heading}\n\n{ENTRIES}"
    assert bibliography_span(text) == (text.index(f"\n\n{heading}\n") + 2, len(text))
    # The same word opening the essay's body, or heading its first part, starts no reference list.
    assert bibliography_span(f"{heading}\n\n{body}\n\n{body}") is None


@pytest.mark.parametrize("citation", [
    "(Kowalski, b.d.)", "(Svensson, u.å.)", "(Popescu, f.a.)", "(Puig, s.d.)", "(Kowalski, 2020, s. 5)",
    "(Novák, 2020, str. 12)", "(Kovács, 2019, o. 23)", "(Παπαδόπουλος, 2018, σ. 45)", "(Svensson och Berg, 2020)",
    "(Hansen og Jensen, 2021)", "(Virtanen ym., 2020)", "(Kovács és mtsai., 2018)", "(Novák a kol., 2017)",
    "(Kowalski i in., 2020)", "(Svensson m.fl., 2019)"])
def test_another_language_s_citation_in_brackets_cites_the_sentence(citation):
    from plagcheck.engine.text.citations import citation_marks
    assert citation_marks(f"Mamy dużo pracy w szkole {citation}. Potem.", bibliography=None) == [25]


@pytest.mark.parametrize("bracket", ["(Tabela 2)", "(Kapitel 3)", "(Maj 2020)", "(Σχήμα 2)", "(Ábra 3)",
                                     "(Taulukko 1)", "(Μάιος 2020)", "(Octombrie 2021)"])
def test_a_figure_table_or_month_in_another_language_cites_nothing(bracket):
    from plagcheck.engine.text.citations import citation_marks
    assert citation_marks(f"Mamy dużo pracy w szkole {bracket}. Potem.", bibliography=None) == []
