"""Quotations in every typography and citations in every form (issue 39): guillemets with no-break spaces,
German, Swiss, Polish, Swedish and Japanese marks, nested and broken quotations, apostrophes that open
nothing, and narrative citations ("Comme l'écrit Claire Vasseur", "Según García", "Hartley'e göre") in
each bench language; a quotation with no citation beside it stays counted."""

from __future__ import annotations

import pytest

from other_languages import LANGUAGES
from plagcheck.engine.text.citations import citation_spans, indented_paragraphs, quotation_spans
from plagcheck.engine.text.quotation_marks import MAX_QUOTE_CHARS
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator

SENTENCE = ("Les réseaux sociaux n'ont pas inventé la désinformation, mais ils lui ont donné une vitesse et une "
            "portée jamais connues.")
#: Spaces a French text puts inside its guillemets: normal, no-break (Word's), narrow no-break, thin, none.
SPACES = {"space": " ", "no-break": "\u00a0", "narrow no-break": "\u202f", "thin": "\u2009", "none": ""}


def kinds(text: str) -> list[str]:
    return [kind for kind, _, _ in citation_spans(text)]


def quoted(text: str) -> list[str]:
    return [text[s:e] for s, e in quotation_spans(text)]


@pytest.mark.parametrize("space", SPACES.values(), ids=SPACES.keys())
def test_guillemets_with_any_space_inside_and_a_citation_after_them_are_cited(space):
    text = f"Comme on le sait, «{space}{SENTENCE}{space}» (Vasseur, 2023). Pourtant, rien n'est simple."
    spans = citation_spans(text)
    assert [kind for kind, _, _ in spans] == ["cited"]
    _, start, end = spans[0]
    assert text[start:end] == f"«{space}{SENTENCE}{space}»"
    # A page, a footnote's mark or a numbered reference serves as well.
    for citation in (" (Vasseur 2023, p. 4)", "¹", " [3]", "^3"):
        assert kinds(f"On lit «{space}{SENTENCE}{space}»{citation}. Ensuite.") == ["cited"], citation


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_a_narrative_citation_naming_the_author_and_the_paper_cites_the_quotation(apostrophe):
    text = (f"Comme l{apostrophe}écrit Claire Vasseur dans L{apostrophe}Écho numérique, «\u00a0{SENTENCE}\u00a0» "
            "Cette idée revient souvent.")
    assert kinds(text) == ["cited"]


#: (language, a sentence citing the quotation Q by a signal phrase naming its source).
NARRATIVE = [
    ("en", "According to Claire Vasseur, “Q”"),
    ("en", "As Vasseur writes, “Q”"),
    ("en", "As Hartley puts it in her review, “Q”"),
    ("en", "Claire Vasseur argues that “Q”"),
    ("en", "In the words of the World Health Organization, “Q”"),
    ("en", "In Vasseur’s words, “Q”"),
    ("en", "“Q,” says Hartley."),
    ("en", "“Q”, as Hartley puts it."),
    ("en", "According to The Guardian, “Q”"),
    ("fr", "Comme l'écrit Vasseur, « Q »"),
    ("fr", "Selon Vasseur, « Q »"),
    ("fr", "D'après l'INSEE, « Q »"),
    ("fr", "Pour Vasseur, « Q »"),
    ("fr", "« Q », écrit Claire Vasseur."),
    ("fr", "Claire Vasseur, journaliste à L'Écho numérique, affirme que « Q »"),
    ("es", "Según García, «Q»"),
    ("es", "Como afirma García, «Q»"),
    ("es", "De acuerdo con la UNESCO, «Q»"),
    ("es", "En palabras de Ana García, «Q»"),
    ("de", "Wie Müller schreibt, „Q“"),
    ("de", "Laut Müller „Q“"),
    ("de", "Nach Müller, „Q“"),
    ("de", "Müller zufolge „Q“"),
    ("de", "„Q“, so Müller."),
    ("it", "Secondo Rossi, «Q»"),
    ("it", "Come scrive Rossi, «Q»"),
    ("pt", "Segundo Silva, “Q”"),
    ("pt", "Como escreve Silva, “Q”"),
    ("pt", "De acordo com Silva, “Q”"),
    ("nl", "Volgens De Vries „Q”"),
    ("nl", "Zoals De Vries schrijft: „Q”"),
    ("id", "Menurut Hartley, “Q”"),
    ("id", "Seperti ditulis Hartley, “Q”"),
    ("tr", "Hartley'e göre “Q”"),
    ("tr", "Hartley’in dediği gibi, “Q”"),
    ("cs", "Podle Nováka „Q“"),
    ("cs", "Jak píše Novák, „Q“"),
    ("hr", "Prema Horvatu, „Q”"),
    ("hr", "Kako piše Horvat, „Q”"),
    ("ru", "По словам Иванова, «Q»"),
    ("ru", "Как пишет Иванов, «Q»"),
    ("uk", "За словами Шевченка, «Q»"),
    ("uk", "Як пише Шевченко, «Q»"),
    ("ar", "يقول هارتلي: «Q»"),
    ("ar", "وفقًا لهارتلي، «Q»"),
    ("fa", "به گفته هارتلی، «Q»"),
    ("hi", "हार्टले के अनुसार, “Q”"),
]


@pytest.mark.parametrize("language, sentence", NARRATIVE, ids=[f"{lang}: {s[:24]}" for lang, s in NARRATIVE])
def test_each_language_s_narrative_citation_cites_the_quotation(language, sentence):
    text = "Un premier paragraphe.\n\n" + sentence.replace("Q", SENTENCE) + " Then my own words follow."
    assert kinds(text) == ["cited"]


#: Signal phrases that name no source, or a source in another sentence.
NOT_NAMED = [
    "According to the text, “Q”",
    "Selon moi, « Q »",
    "Pour moi, « Q »",
    "As the author puts it, “Q”",
    "In other words, “Q”",
    "Students argue that “Q”",
    "He wrote “Q”",
    "Some say “Q”",
    "Laut dem Text „Q“",
    "Les jeunes, selon moi, disent « Q »",
    "Vasseur, une journaliste, écrit : « Q »",  # no other use of the name says it is one
    "Según el autor, «Q»",
    "Menurut saya, “Q”",
    "يقول الكاتب: «Q»",
    "Claire Vasseur wrote a book. Then “Q”",
    "“Q” Vasseur says otherwise.",
    "Vasseur argues that “Q”",  # a capital opening the sentence, nowhere else: no name known
]


@pytest.mark.parametrize("sentence", NOT_NAMED)
def test_a_quotation_with_no_source_named_in_its_sentence_stays_counted(sentence):
    text = sentence.replace("Q", SENTENCE) + " Then my own words follow."
    assert kinds(text) == ["quote"]


def test_a_name_the_text_uses_elsewhere_is_a_name_when_it_opens_the_sentence():
    text = (f"Vasseur argues that “{SENTENCE}” I agree.\n\nReferences\n\n"
            "Vasseur, C. (2023). Les réseaux. L'Écho numérique.")
    assert kinds(text) == ["cited", "bibliography"]


MARKS = {
    "German": ("„", "“"), "German reversed": ("»", "«"), "Swiss": ("«", "»"), "Polish": ("„", "”"),
    "Swedish": ("”", "”"), "Finnish": ("»", "»"), "English": ("“", "”"), "English single": ("‘", "’"),
    "German single": ("‚", "‘"), "single guillemets": ("‹", "›"), "Japanese": ("「", "」"),
    "Japanese double": ("『", "』"), "Chinese vertical": ("〝", "〞"), "ornamental": ("❝", "❞"),
    "fullwidth": ("＂", "＂"), "ASCII": ('"', '"'), "ASCII single": ("'", "'"),
}


@pytest.mark.parametrize("opening, closing", MARKS.values(), ids=MARKS.keys())
def test_quotation_marks_of_every_typography_make_a_quotation_and_a_cited_one_with_a_citation(opening, closing):
    quotation = f"{opening}{SENTENCE}{closing}"
    text = f"Er sagte {quotation} und ging. Dann {quotation} (Vasseur, 2023). Ende."
    assert quoted(text) == [quotation, quotation]
    assert kinds(text) == ["quote", "cited"]


def test_nested_quotations_and_one_across_a_line_break_are_one_quotation_each():
    nested = f"« Elle répond : “{SENTENCE}” et s'en va »"
    text = f"Il raconte {nested} (Vasseur, 2023). Puis « une autre citation\nsur deux lignes ici » fin."
    assert quoted(text) == [nested, "« une autre citation\nsur deux lignes ici »"]
    assert kinds(text) == ["cited", "quote"]


def test_apostrophes_open_and_close_no_quotation():
    text = ("L'écrit et l’écrit, don’t and don't, the students’ essays and the students' notes, ’90s and 'tis, "
            "Hartley’s view and O’Brien's book. ")
    assert quoted(text) == []
    quotation = f"‘{SENTENCE}’"
    assert quoted(text + f"She wrote {quotation} there.") == [quotation]
    assert quoted(f"The students’ view: “{SENTENCE}” and the teachers’ view.") == [f"“{SENTENCE}”"]


def test_an_unclosed_mark_swallows_nothing():
    text = f"« Une guillemet jamais fermée.\n\nUn autre paragraphe avec « {SENTENCE} » (Vasseur, 2023)."
    assert kinds(text) == ["cited"]
    marks = "".join(MARK for pair in MARKS.values() for MARK in pair)
    unmatched = " ".join(f"{marks[i % len(marks)]}mot" for i in range(20_000))
    text = f"{unmatched}\n\nIl dit « {SENTENCE} » (Vasseur, 2023). Fin."
    spans = citation_spans(text)
    assert spans[-1] == ("cited", text.index("« Les"), text.index("» (Vasseur") + 1)
    assert all(end - start <= MAX_QUOTE_CHARS + 1 for _, start, end in spans)


def test_an_indented_paragraph_of_a_plain_text_is_a_block_quotation():
    text = (f"Mon essai.\n\nComme l'écrit Vasseur :\n\n    {SENTENCE} (p. 4)\n\nJe reprends mes propres mots.\n\n"
            "Et je conclus ici.")
    block = (text.index(SENTENCE), text.index("\n\nJe reprends"))
    assert indented_paragraphs(text) == [block]
    assert citation_spans(text) == [("cited", *block)]
    uncited = text.replace("Comme l'écrit Vasseur :", "Je cite :").replace(" (p. 4)", "")
    assert kinds(uncited) == ["quote"]
    # A paragraph merely indented, ending with the citation of a paraphrase, is no quotation; an essay that
    # indents every paragraph's first line, and a list, have none either.
    assert indented_paragraphs(text.replace("Comme l'écrit Vasseur :", "Mes idées.")) == []
    assert indented_paragraphs("    Un.\n\n    Deux.\n\n    Trois.\n\nFin.") == []
    assert indented_paragraphs("Intro.\n\n  - un point\n\nSuite.\n\nFin.") == []


# ---------------------------------------------------------------- through the pipeline


def _french_class(cited: bool) -> list[str]:
    """Five otherwise honest essays, each quoting SENTENCE in guillemets with no-break spaces, cited in a
    different form (or, with cited=False, with neither citation nor signal phrase)."""
    frames = [
        "Comme on le lit souvent, «\u00a0Q\u00a0» (Vasseur, 2023).",
        "Un article le résume : «\u202fQ\u202f» (Vasseur, 2023, p. 4).",
        "On peut citer cette phrase : «\u00a0Q\u00a0» (Vasseur, 2023).",
        "Comme l'écrit Claire Vasseur dans L'Écho numérique, «\u00a0Q\u00a0»",
        "Selon Vasseur, «\u00a0Q\u00a0»",
    ]
    if not cited:
        frames = ["On lit souvent : «\u00a0Q\u00a0»"] * 5
    essays = []
    for student, frame in enumerate(frames):
        gen = TextGenerator(100 + student)
        essays.append(f"{gen.essay(250)}\n\n{frame.replace('Q', SENTENCE)} {gen.paragraph()}\n\n{gen.essay(200)}")
    return essays


def _listed(texts: list[str]) -> set[tuple[int, int]]:
    records = [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    result = drive(scan_documents(records, ScanSettings(workers=1)))
    return {(p.a, p.b) for p in result.pairs_above(result.settings.threshold)}


def test_five_students_quoting_one_french_sentence_with_a_citation_make_no_pair():
    assert _listed(_french_class(cited=True)) == set()


def test_the_same_quotation_with_no_citation_stays_counted_and_pairs_them():
    assert len(_listed(_french_class(cited=False))) == 10


@pytest.mark.parametrize("note", ["\u2078", "\u00b9\u00b2", "[8]"])
def test_the_last_sentence_s_footnote_mark_does_not_cite_the_quotation_after_it(note):
    """"…görür.⁸ "Dolapların …"": the note is the sentence before's; the quotation has none."""
    text = (f"Binalar depremde çok daha ağır hasar görür.{note} \"Dolapların duvara sabitlenmesi, bir deprem "
            "çantası hazırlanması ve aile içinde bir buluşma noktası belirlenmesi, basit ama etkili "
            "önlemlerdir.\"\n\nBütün ailenin bir çantası olmalı.")
    assert [kind for kind, _, _ in citation_spans(text)] == ["quote"]
    assert [kind for kind, _, _ in citation_spans(text.replace('dir."', 'dir."' + note))] == ["cited"]


# ---------------------------------------------------------------- languages the benches do not cover

OTHER_CITED = [(code, frame) for code, language in LANGUAGES.items() for frame in language.cited]
OTHER_UNNAMED = [(code, frame) for code, language in LANGUAGES.items() for frame in language.unnamed]


@pytest.mark.parametrize("code, frame", OTHER_CITED, ids=[f"{code}: {frame[:28]}" for code, frame in OTHER_CITED])
def test_a_narrative_citation_in_another_language_cites_the_quotation(code, frame):
    """"Według Kowalskiego", "Enligt Svensson", "Virtasen mukaan", "WHO:n mukaan", "Kovács szerint", "„…” – írja
    Kovács Péter", "Potrivit lui Popescu", "Σύμφωνα με τον Παπαδόπουλο"."""
    text = "Un premier paragraphe.\n\n" + frame.replace("Q", LANGUAGES[code].quotation) + " Then my own words follow."
    assert kinds(text) == ["cited"]


@pytest.mark.parametrize("code, frame", OTHER_UNNAMED, ids=[f"{code}: {frame[:28]}" for code, frame in OTHER_UNNAMED])
def test_a_signal_phrase_in_another_language_that_names_no_one_leaves_the_quotation_counted(code, frame):
    """"Według mnie", "Enligt mig", "Tekstin mukaan", "Sokak szerint", "După război": no source named."""
    text = frame.replace("Q", LANGUAGES[code].quotation) + " Then my own words follow."
    assert kinds(text) == ["quote"]


@pytest.mark.parametrize("code", ["pl", "sv", "fi", "hu", "ro", "el"])
def test_a_single_name_opening_the_sentence_cites_only_when_the_reference_list_names_it(code):
    frame = {"pl": "Kowalski twierdzi, że Q", "sv": "Svensson skriver att Q", "fi": "Virtanen kirjoittaa, että Q",
             "hu": "Kovács azt írja, hogy Q", "ro": "Popescu afirmă că Q", "el": "Παπαδόπουλος γράφει ότι Q"}[code]
    name = frame.split()[0]
    text = frame.replace("Q", LANGUAGES[code].quotation) + " Then my own words follow."
    assert kinds(text) == ["quote"]
    listed = f"{text}\n\nBibliografia\n\n{name}, J. (2020). Szkoła przyszłości. Warszawa: Wydawnictwo Naukowe."
    assert kinds(listed) == ["cited", "bibliography"]


def test_words_between_a_name_and_its_verb_keep_the_citation():
    """"Hartley has also argued", "Kaya şöyle yazar", "Kovács Péter azt írja": the words _BETWEEN were skipped,
    but the gap after them was still read as the name's (main's 03608e7 left these quotations uncited)."""
    for frame in ("Claire Hartley also argues that Q", "Elif Kaya şöyle yazar: Q", "Elif Kaya ayrıca şunu yazar: Q",
                  "Kovács Péter azt írja, hogy Q", "Anna Svensson skriver också att Q"):
        assert kinds(f"Intro.\n\n{frame.replace('Q', f'“{SENTENCE}”')} Fin.") == ["cited"], frame
    for frame in ("Students also argue that Q", "He also wrote Q", "Hartley, a researcher. Also writes Q"):
        assert kinds(f"Intro.\n\n{frame.replace('Q', f'“{SENTENCE}”')} Fin.") == ["quote"], frame


@pytest.mark.parametrize("code", LANGUAGES)
def test_another_language_s_quotation_marks_make_one_quotation(code):
    quotation = LANGUAGES[code].quotation
    assert quoted(f"Er sagte {quotation} und ging.") == [quotation]


def _other_language_class(code: str, cited: bool) -> list[str]:
    """Five honest essays quoting the language's quotation, each with a narrative citation in the language
    (cited=False: introduced by a phrase that names no one), and a sixth student's essay."""
    language = LANGUAGES[code]
    frames = (list(language.cited) * 2)[:5] if cited else [language.unnamed[0]] * 5
    essays = []
    for student, frame in enumerate(frames):
        gen = TextGenerator(300 + student)
        essays.append(f"{gen.essay(250)}\n\n{frame.replace('Q', language.quotation)} {gen.paragraph()}\n\n"
                      f"{gen.essay(200)}")
    return essays


@pytest.mark.parametrize("code", ["fi", "hu"])
def test_five_students_quoting_one_source_in_a_postposition_language_make_no_pair(code):
    assert _listed(_other_language_class(code, cited=True)) == set()
    assert len(_listed(_other_language_class(code, cited=False))) == 10


@pytest.mark.parametrize("citation", ["（Vasseur，2023）", "（山田，２０２０）", "（山田 2020）", "(Yamada, 2020)"])
def test_a_chinese_or_japanese_quotation_with_a_full_width_citation_is_cited(citation):
    from plagcheck.engine.text.citations import citation_marks, named_citation_spans
    text = f"他在文章中写道：「社交媒体并没有发明虚假信息，但它们赋予了它前所未有的速度。」{citation}。这是重要的。"
    assert kinds(text) == ["cited"]
    assert [text[s:e] for s, e in named_citation_spans(text)] == [citation]
    assert citation_marks(text) == [text.index(citation)]
    # Without the citation the quotation stays counted; a quotation of one word is no quotation to cite.
    assert kinds(text.replace(citation, "")) == ["quote"]
    assert kinds("他说「是的」（山田，2020）。") == ["quote"]


def test_a_citation_with_no_space_after_its_comma_names_its_source():
    from plagcheck.engine.text.citations import named_citation_spans
    text = "Il écrit « les réseaux sociaux accélèrent tout » (Vasseur,2023) et la suite suit."
    assert kinds(text) == ["cited"]
    assert [text[s:e] for s, e in named_citation_spans(text)] == ["(Vasseur,2023)"]


@pytest.mark.parametrize("heading", ["Bibliographie\u00a0:", "Références\u202f:", "Sitographie\u00a0:", "Webographie",
                                     "Bibliographie et sitographie\u00a0:", "Referencias\u00a0:"])
def test_a_reference_list_heading_with_a_no_break_space_before_its_colon_opens_the_list(heading):
    from plagcheck.engine.text.citations import bibliography_span
    body = "Les réseaux sociaux accélèrent la circulation des rumeurs. " * 20
    entries = "Vasseur, C. (2023). Pourquoi le faux circule. L’Écho numérique.\nMartin, P. (2021). Les infox.\n"
    text = f"{body}\n\n{heading}\n\n{entries}"
    assert bibliography_span(text) == (text.index(heading), len(text))
    assert bibliography_span(f"{body}\n\n{heading} de la classe\n\n{entries}") is None  # a sentence, not a heading


def test_a_quotation_after_a_long_title_the_signal_phrase_names_is_cited():
    text = ("Causas\n\nComo señala Instituto del Agua y el Clima en “Sequía y cambio climático en la península "
            "ibérica”, “En el Parque Nacional de Doñana, muchas lagunas que antes se llenaban cada invierno han "
            "permanecido secas durante varios años seguidos”.\n\nOtra cosa.")
    assert kinds(text) == ["cited", "cited"]
    # Words between the two quotations part them: the second has no signal phrase of its own.
    other = ("Él dijo “una cosa muy larga que tiene más de cuatro palabras” y luego “otra frase que nadie cita "
             "aquí en absoluto”.")
    assert kinds(other) == ["quote", "quote"]


@pytest.mark.parametrize("lead", [
    "Berdasarkan tulisan Wulandari, ", "Berdasarkan artikel Wulandari, ", "Ortega lo resume así: ",
    "Sanne Verhoeven legt het zo uit: ", "Verhoeven is daar duidelijk over: ", "Verhoeven wijst op het volgende: ",
    "In „Wie Smartphones unsere Konzentration verändern“ erklärt Sabine Hartwig: ",
    "Como señala Ortega en «Sequía y cambio climático en la península ibérica», "])
def test_signal_phrases_of_the_class_generator_s_frames_cite_the_quotation(lead):
    quotation = "“de vraag naar woningen neemt veel sneller toe dan het aanbod in de steden”"
    text = f"Eerst iets eigens (Wulandari, 2023; Ortega, 2022; Verhoeven, 2023). {lead}{quotation}. Daarna meer."
    assert kinds(text)[-1] == "cited"


def test_a_block_quotation_after_a_sentence_ending_on_a_citation_is_cited():
    text = ("Inleiding van het betoog.\n\nKleine deeltjes zijn in schelpdieren gevonden (Lembaga Kajian Pesisir "
            "2022).\n\nMikroplastik telah ditemukan di dalam perut ikan yang dijual di pasar tradisional, sehingga "
            "sampah kembali ke piring kita.\n\nSolusi")
    block = (text.index("Mikroplastik"), text.index("\n\nSolusi"))
    assert kinds_of(text, [block]) == ["cited"]
    uncited = text.replace(" (Lembaga Kajian Pesisir 2022)", "")
    block = (uncited.index("Mikroplastik"), uncited.index("\n\nSolusi"))
    assert kinds_of(uncited, [block]) == ["quote"]  # a lead-in citing nothing leaves the block counted


def kinds_of(text: str, blocks: list[tuple[int, int]]) -> list[str]:
    return [kind for kind, _, _ in citation_spans(text, blocks)]


@pytest.mark.parametrize("lead, cited", [
    ("Ulrike Brandt stellt in „Warum wir so viel wegwerfen“ fest: ", True),
    ("Elif Demir hält in „Warum wir so viel wegwerfen“ fest: ", True),
    ("Hartwig hebt in ihrem Artikel hervor: ", True),
    ("Er stellt in der Küche fest: ", False),  # a pronoun names no source
])
def test_a_german_verb_split_around_a_title_cites_the_quotation(lead, cited):
    text = f"Erst ein Satz. {lead}„Lebensmittel werden in vielen Haushalten ohne jeden Grund weggeworfen“. Ende."
    assert kinds(text)[-1] == ("cited" if cited else "quote")
