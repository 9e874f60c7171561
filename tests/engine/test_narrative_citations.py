"""Narrative citations of paraphrases (issue 39): "According to Hartley, …", "…, wie Aydın schreibt.",
"Öztürk'e göre, …", "X stellt in „…“ fest: …".

Two honest students who paraphrase one source and say so share its facts and its citation, which is no
evidence that one copied the other; a student who copies a classmate's cited paragraph has still copied it.
"""

from __future__ import annotations

import re

import pytest

from other_languages import LANGUAGES
from plagcheck.engine.text.citations import narrative_citation_marks, narrative_citation_spans, sentence_citation_marks
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator


@pytest.mark.parametrize("text, span", [
    ("Handys werden gesammelt, wie Kerem Aydın in „Handyverbot an Schulen: Pro und Contra“ schreibt. Gut.",
     "wie Kerem Aydın in „Handyverbot an Schulen: Pro und Contra“ schreibt"),
    ("Kerem Aydın hält in „Handyverbot an Schulen: Pro und Contra“ fest: Viele Eltern möchten das.",
     "Kerem Aydın hält in „Handyverbot an Schulen: Pro und Contra“ fest"),
    ('Elif Demir, "Depreme gerçekten hazır mıyız?" başlıklı yazısında şunu vurguluyor: Kentler hazır değil.',
     'Elif Demir, "Depreme gerçekten hazır mıyız?" başlıklı yazısında şunu vurguluyor'),
    ("Het is duur. In de woorden van Kennisinstituut voor Wonen en Bouwen: er zijn te weinig huizen.",
     "In de woorden van Kennisinstituut voor Wonen en Bouwen"),
    ("Hay que ahorrar, tal como recoge Instituto del Agua y el Clima en «Sequía y cambio climático».",
     "tal como recoge Instituto del Agua y el Clima en «Sequía y cambio climático»"),
])
def test_a_narrative_citation_set_off_in_its_sentence_is_a_span(text, span):
    assert [text[a:b].strip() for a, b in narrative_citation_spans(text)] == [span]


@pytest.mark.parametrize("text", [
    "Wir lernen viel, so ist das Leben.",  # "so" with no name after it
    "According to Smith bees die in winter.",  # the sentence is all there is: its words are the student's
    "According to the text, bees die in winter.",  # no source named
    "Some say, as I do, that bees matter.",
    "When Martin Luther wrote his Ninety-five Theses in 1517, printers had copies within weeks.",  # narration
    "Hartley writes that bees die in winter, sadly.",  # the clause goes on in the student's own words
])
def test_no_source_named_or_a_whole_sentence_gives_no_span(text):
    assert narrative_citation_spans(text) == []


@pytest.mark.parametrize("text", [
    "As Adeyemi notes, schemes catch few fragments.",
    "Eine Schule muss den Umgang lehren, so Bundesinstitut für Medienbildung.",
    "Öztürk’e göre, şehirlerde yapılan ölçümler kışın sınırları aşıyor.",
    "Cuando un acuífero se agota, tarda años en recuperarse, según Ortega.",
    "Bees die in winter, says Hartley.",
])
def test_a_short_narrative_citation_makes_its_sentence_cited_but_is_not_left_out(text):
    """Under NARRATIVE_MIN_WORDS words a citation makes no run of shingles: it stays in the comparison (a copied
    news report keeps "said Frank Iarossi"), and its sentence is a cited one."""
    assert narrative_citation_spans(text) == []
    assert sentence_citation_marks("Intro here. " + text, [0, 12]) == [12]


def test_a_sentence_naming_its_source_is_a_cited_sentence_even_without_a_comma():
    text = "Bees matter. According to Smith bees die in winter. I agree."
    starts = [0, 13, 52]
    assert sentence_citation_marks(text, starts) == [13]


def _sentence_starts(text: str) -> list[int]:
    return [0] + [match.end() for match in re.finditer(r"[.?!] ", text)]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_student_s_own_words_that_look_like_signal_phrases_cite_nothing_in_another_language(code):
    """"jak mówi się w Warszawie", "elever som skriver", "Kuten tiedämme, Suomi", "A terv szerint", "După
    război, România", "Όπως λέει ο κόσμος": ordinary words, no source named."""
    honest = LANGUAGES[code].honest
    assert narrative_citation_marks(honest, _sentence_starts(honest)) == []
    assert narrative_citation_spans(honest) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_paraphrase_naming_its_source_in_another_language_is_a_cited_sentence(code):
    """"Według Jana Kowalskiego …", "Matti Virtasen mukaan …", "Kovács Péter szerint …", "Σύμφωνα με τον …"."""
    text = LANGUAGES[code].paraphrase + " " + LANGUAGES[code].honest
    assert narrative_citation_marks(text, _sentence_starts(text)) == [0]


# ---------------------------------------------------------------- through the pipeline

FACTS = [
    ("According to Hartley, neonicotinoid pesticides weaken the ability of honeybees to find their way back to "
     "the hive after foraging.",
     "Neonicotinoid pesticides reduce the ability of honeybees to find the way back to their hive after "
     "foraging, Hartley explains."),
    ("As Okafor notes, a colony that survives one stress such as mites often collapses when drought and "
     "pesticides arrive together.",
     "A colony surviving a single stress like mites frequently collapses once drought and pesticides come "
     "together, according to Okafor."),
    ("Hartley writes that beekeepers in the valley lost a third of their hives over three hard winters.",
     "Over three hard winters beekeepers of the valley lost a third of their hives, as Hartley reports."),
    ("According to Okafor, planting wild flowers along field margins gives pollinators food early in spring.",
     "Wild flowers planted along field margins give pollinators food early in the spring, Okafor argues."),
]


def _essay(seed: int, sentences: list[str]) -> str:
    gen = TextGenerator(seed)
    return f"{gen.essay(220)}\n\n{' '.join(sentences)} {gen.paragraph()}\n\n{gen.essay(180)}"


def _listed(texts: list[str]) -> set[tuple[int, int]]:
    records = [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    result = drive(scan_documents(records, ScanSettings(workers=1)))
    return {(p.a, p.b) for p in result.pairs_above(result.settings.threshold)}


OWN = ["I saw this myself when our school garden lost its only hive last year.",
       "Nobody in my family had ever thought about where the food on our table comes from.",
       "This surprised me more than anything else I read for this essay."]


def test_two_students_paraphrasing_one_source_and_naming_it_are_no_pair():
    """Each paraphrases the same four sentences, in the source's order, one with their own remarks between:
    no pair. (Four paraphrases in a row, sentence for sentence and as long, would be a run reworded in place:
    CITED_IN_PLACE_RUN.)"""
    first = _essay(11, [a for a, _ in FACTS])
    second_sentences = [FACTS[0][1], OWN[0], FACTS[1][1], OWN[1], FACTS[2][1], OWN[2], FACTS[3][1]]
    second = _essay(12, second_sentences)
    assert _listed([first, second]) == set()


def test_a_classmate_s_cited_paragraph_copied_word_for_word_is_listed():
    first = _essay(11, [a for a, _ in FACTS])
    paragraph = first.split("\n\n")[1]
    copier = f"{TextGenerator(13).essay(200)}\n\n{paragraph}\n\n{TextGenerator(14).essay(200)}"
    assert (0, 1) in _listed([first, copier])


def test_a_paraphrase_that_drops_the_citation_still_pairs_with_the_cited_original():
    """Only both sides citing a source makes their sentences no evidence: a copier who rewords a classmate's
    cited paragraph and leaves the names out is listed with them."""
    uncited = [b.replace(", Hartley explains", "").replace(", according to Okafor", "")
               .replace(", as Hartley reports", "").replace(", Okafor argues", "") for _, b in FACTS]
    assert all("Hartley" not in s and "Okafor" not in s for s in uncited)
    first = _essay(11, [a for a, _ in FACTS])
    assert (0, 1) in _listed([first, _essay(12, uncited)])


# ---------------------------------------------------------------- quotations introduced by a named source

QUOTED = ("Les réseaux sociaux n’ont pas inventé la désinformation, mais ils lui ont donné une vitesse et une "
          "portée jamais connues.")


def test_a_block_quotation_after_a_sentence_naming_its_author_is_cited():
    from plagcheck.engine.text.citations import citation_spans
    for lead, kind in (("Comme l’écrit Claire Vasseur, les bots relaient les mêmes contenus sans arrêt.", "cited"),
                       ("Les bots relaient les mêmes contenus sans arrêt.", "quote")):
        text = f"Intro. {lead}\n\n{QUOTED}\n\nEn définitive, rien n'est simple."
        start = text.index(QUOTED)
        assert citation_spans(text, ((start, start + len(QUOTED)),)) == [(kind, start, start + len(QUOTED))]


def test_voici_ce_qu_ecrit_vasseur_cites_the_quotation():
    from plagcheck.engine.text.citations import citation_spans
    for apostrophe in ("'", "’"):
        text = f"Voici ce qu{apostrophe}écrit Vasseur : « {QUOTED[:-1]} ». Pour finir, rien."
        assert [kind for kind, _, _ in citation_spans(text)] == ["cited"]
    assert [kind for kind, _, _ in citation_spans(f"Voici ce qu'on lit : « {QUOTED[:-1]} ».")] == ["quote"]


def test_a_classmate_s_cited_paragraph_with_synonyms_swapped_in_place_is_listed():
    """Both sides cite in every sentence, but the copy keeps each sentence in its place and about as long: a
    run reworded in place (CITED_IN_PLACE_RUN) is evidence, cited or not."""
    original = [a for a, _ in FACTS]
    swapped = [s.replace("weaken", "reduce").replace("ability", "capacity").replace("find", "locate")
               .replace("survives", "endures").replace("collapses", "breaks down").replace("arrive", "come")
               .replace("beekeepers", "apiarists").replace("lost", "saw the loss of").replace("hard", "harsh")
               .replace("planting", "sowing").replace("gives", "offers").replace("food", "nourishment")
               for s in original]
    assert sum(a != b for a, b in zip(original, swapped)) == 4
    assert (0, 1) in _listed([_essay(11, original), _essay(12, swapped)])


@pytest.mark.parametrize("clause", ["pour reprendre l’analyse de Veille Médias Jeunesse", "as shown by Daniel Okafor"])
def test_signal_phrases_of_showing_and_taking_up_an_analysis_name_the_source(clause):
    text = f"Prendre un instant avant de réagir suffit souvent à éviter bien des erreurs, {clause}. Une autre phrase."
    assert [text[a:b] for a, b in narrative_citation_spans(text)] == [clause]


@pytest.mark.parametrize("title", ["Das Mindesthaltbarkeitsdatum richtig verstehen", "Warum wir so viel wegwerfen",
                                   "Handyverbot an Schulen"])
def test_a_title_of_lower_case_words_between_the_source_and_its_verb_keeps_the_citation(title):
    from plagcheck.engine.text.citations import narrative_citation_spans
    text = f"Man kann Reste an Nachbarn weitergeben, wie Verbraucherforum Ernährung in „{title}“ schreibt. Ende."
    clause = f"wie Verbraucherforum Ernährung in „{title}“ schreibt"
    assert [text[s:e] for s, e in narrative_citation_spans(text)] == [clause]
    # A sentence break inside the marks makes them no title.
    broken = text.replace(title, "Reste sind gut. Wir essen sie")
    assert narrative_citation_spans(broken) == []
