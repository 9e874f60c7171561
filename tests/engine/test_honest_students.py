"""Never accuse an honest student: cited quotations, a shared quotation's neighbours and stock phrases make
no listed pair, while the same quotation pasted without marks or citation is listed as copied."""

from __future__ import annotations

import re

import pytest

from honest_essays import (ESSAY_ANNA, ESSAY_ANNA_UNMARKED, ESSAY_BEN, ESSAY_CHLOE, ESSAY_DANIEL, QUOTED,
                           SOURCE, STOCK_A, STOCK_B, STOCK_PHRASE)

from plagcheck.engine.compare import compare_documents, prepare_texts
from plagcheck.engine.evidence import holds_a_sentence, rests_on_a_stock_phrase
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, PairResult, Passage, ScanSettings

SETTINGS = ScanSettings(workers=1)


def scanned(*texts: str, settings: ScanSettings = SETTINGS):
    records = [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    return drive(scan_documents(records, settings))


def listed(result) -> set[tuple[int, int]]:
    return {(p.a, p.b) for p in result.pairs_above(result.settings.threshold)}


def test_three_students_quoting_one_sentence_with_a_citation_make_no_listed_pair():
    result = scanned(ESSAY_ANNA, ESSAY_BEN, ESSAY_CHLOE)
    assert listed(result) == set()
    for doc_id in range(3):  # each quotation is recognised as quoted and cited
        assert any(kind == "cited" and QUOTED in result.documents[doc_id].text[s:e]
                   for kind, s, e in result.citation_spans[doc_id])


def test_the_same_quotation_without_marks_or_citation_is_listed_as_copied():
    unmarked = [re.sub(r"“|”|\s\(Hartley, 2023(, p\. 4)?\)", "", text).replace("Hartley (2023) explains", "Some say")
                for text in (ESSAY_ANNA, ESSAY_BEN, ESSAY_CHLOE)]
    assert all("“" not in text and "Hartley" not in text for text in unmarked)
    result = scanned(*unmarked)
    assert listed(result) == {(0, 1), (0, 2), (1, 2)}
    for pair in result.pairs:
        assert [p.kind for p in pair.passages] == ["copied"]
        assert QUOTED in result.documents[pair.a].text[pair.passages[0].a_start : pair.passages[0].a_end]


def test_an_unmarked_copy_is_listed_with_its_source_and_not_with_those_who_cited_it():
    result = scanned(ESSAY_ANNA_UNMARKED, ESSAY_BEN, ESSAY_CHLOE, SOURCE)
    assert listed(result) == {(0, 3)}


def test_a_shared_quotation_and_everyday_words_around_it_make_no_reworded_passage():
    # Counted as plain text, the cited quotation is a copied passage; the honest sentences beside it,
    # which share "read", "found" and "agree", must not grow it into a reworded one.
    settings = ScanSettings(workers=1, exclude_cited_quotes=False)
    prepared = prepare_texts({0: ESSAY_ANNA, 1: ESSAY_BEN, 2: ESSAY_CHLOE}, settings)
    for a, b in ((0, 1), (0, 2), (1, 2)):
        pair = compare_documents(a, b, prepared, settings)
        assert [p.kind for p in pair.passages] == ["copied"], (a, b)
        assert not pair.reworded_a and not pair.reworded_b


def test_two_essays_sharing_a_stock_phrase_and_everyday_words_are_not_listed():
    settings = ScanSettings(workers=1, threshold=0.0, min_score=0.0)
    prepared = prepare_texts({0: STOCK_A, 1: STOCK_B}, settings)
    pair = compare_documents(0, 1, prepared, settings)
    assert [p.kind for p in pair.passages] == ["copied"]  # the phrase itself, and no reworded passage
    assert rests_on_a_stock_phrase(pair, STOCK_A, STOCK_B)
    assert listed(scanned(STOCK_A, STOCK_B, settings=settings)) == set()


def test_a_stock_phrase_is_a_part_of_a_sentence_and_a_pasted_sentence_is_not():
    start = STOCK_A.index(STOCK_PHRASE)
    assert not holds_a_sentence(STOCK_A, start, start + len(STOCK_PHRASE))
    text = f"My own opening. {QUOTED}. My own ending."
    start = text.index(QUOTED)
    assert holds_a_sentence(text, start, start + len(QUOTED) + 1)
    assert holds_a_sentence("In short: the bees are dying because of the sprays we use.\nMore", 0, 57)


def test_a_cover_sheets_fields_and_a_heading_are_no_sentence():
    cover = "Name: Ann Lee\nCourse: Biology 11\nTeacher: Mrs Dr. Ray\nDate: 2. April 2025\n\nBees matter."
    assert not holds_a_sentence(cover, cover.index("Course"), cover.index("\n\nBees"))
    text = "Bees matter to us all.\n\nImpacts on the environment and services\n\nFlying cheaply costs the planet."
    assert not holds_a_sentence(text, text.index("Impacts"), text.index(" costs"))
    assert holds_a_sentence(text, text.index("Impacts"), len(text))
    a = f"Name: Ann Lee\n{cover[cover.index('Course'):]}"
    b = f"Name: Bo Li\n{cover[cover.index('Course'):]}"
    passage = Passage(a.index("Course"), a.index("\n\nBees"), b.index("Course"), b.index("\n\nBees"), 6, 11, 11,
                      "copied", 1.0)
    assert rests_on_a_stock_phrase(PairResult(0, 1, 0.1, 0.1, 0.1, 6, 11, (passage,)), a, b)


def test_a_source_reworded_is_still_found_beside_honest_quoters():
    result = scanned(ESSAY_ANNA, ESSAY_BEN, ESSAY_CHLOE, ESSAY_DANIEL, SOURCE)
    assert listed(result) == {(3, 4)}
    pair = result.pairs_above(result.settings.threshold)[0]
    assert [p.kind for p in pair.passages] == ["reworded"]
    passage = pair.passages[0]
    assert "Milder winters" in ESSAY_DANIEL[passage.a_start : passage.a_end]
    assert "Warmer winters" in SOURCE[passage.b_start : passage.b_end]


def test_a_heading_and_a_connective_shared_word_for_word_are_no_evidence():
    from plagcheck.shared.models import PairResult, Passage
    a = "Plastics break down slowly in the sea and harm birds.\n\nWhat can be done\n\nOn the other hand, bans work."
    b = "Nobody knows how much is in the ocean today, I think.\n\nWhat can be done\n\nOn the other hand, taxes help."
    start_a, start_b = a.index("What"), b.index("What")
    passage = Passage(start_a, a.index(", bans"), start_b, b.index(", taxes"), 4, 8, 8, "copied", 1.0)
    pair = PairResult(0, 1, 0.02, 0.02, 0.02, 4, 8, (passage,))
    assert rests_on_a_stock_phrase(pair, a, b)


def test_two_students_paraphrasing_one_source_and_citing_it_make_no_reworded_passage():
    first = ("Plastic is everywhere in our lives and we rarely think about where it goes. "
             "Tiny fragments of plastic travel from washing machines through drains into rivers and coastal "
             "waters (Lindqvist, 2022). Sewage sludge spread on farmland carries microfibres back into the soil "
             "and later the sea (Marine Conservation Institute, 2021). Car tyres shed a fine rubber dust that rain "
             "washes into streams (Lindqvist, 2022). My grandmother still uses cloth bags.")
    second = ("When I started this essay I had never heard of microbeads at all. "
              "Small pieces of plastic move from laundry machines via drains into rivers and the coastal "
              "waters (Lindqvist, 2022). Sludge from sewage works that is spread on farmland brings microfibres "
              "into soil and eventually the ocean (Marine Conservation Institute, 2021). Fine rubber dust from car "
              "tyres is washed by rain into the streams (Lindqvist, 2022). We recycle at school.")
    settings = ScanSettings(workers=1, threshold=0.0, min_score=0.0)
    pair = compare_documents(0, 1, prepare_texts({0: first, 1: second}, settings), settings)
    assert not [p for p in pair.passages if p.kind == "reworded"]
    uncited = [re.sub(r" \([^)]*\d{4}\)", "", text) for text in (first, second)]
    pair = compare_documents(0, 1, prepare_texts({0: uncited[0], 1: uncited[1]}, settings), settings)
    assert [p.kind for p in pair.passages] == ["reworded"]  # the same paraphrase without citations is one


def test_two_students_citing_one_source_share_no_run_through_the_citation():
    first = ("Farmers in the south lose part of their harvest in dry years. Many growers have lost part of their "
             "crop to the drought (Instituto del Agua y el Clima, 2022). Rain now falls in short violent storms "
             "that flood the streets and barely refill the aquifers. My family talks about this at dinner.")
    second = ("When I was small the river near our town never ran dry. Whole villages depend on wells that are "
              "sinking every summer (Instituto del Agua y el Clima, 2022). Rain now falls in brief heavy bursts "
              "which cause damage but hardly fill reservoirs. We should all use less water at home.")
    settings = ScanSettings(workers=1, threshold=0.0, min_score=0.0)
    pair = compare_documents(0, 1, prepare_texts({0: first, 1: second}, settings), settings)
    assert [p for p in pair.passages if p.kind == "copied"] == []  # the citation and "Rain now falls in" are 9 words
    kept = ScanSettings(workers=1, threshold=0.0, min_score=0.0, exclude_bibliography=False)
    pair = compare_documents(0, 1, prepare_texts({0: first, 1: second}, kept), kept)
    assert [p.kind for p in pair.passages] == ["copied"]  # counted when references are counted



def test_a_heading_chained_to_a_phrase_three_lines_on_is_a_stock_phrase():
    a = ("Loss of flowers and habitat\n\nApart from that, many people want tidy front gardens with perfect lawns. "
         "Where there once were meadows covered in flowers, we see")
    b = "Loss of flowers and habitat\n\nApart from that, where people once saw fields covered in flowers we see"
    # One copied passage chained from the heading to "covered in flowers we see": a fifth of it shared.
    chained = Passage(0, len(a), 0, len(b), 4, 34, 19, "copied", 0.19)
    assert rests_on_a_stock_phrase(PairResult(0, 1, 0.02, 0.02, 0.02, 4, 6, (chained,)), a, b)
    # Synonyms swapped into a source's sentence leave more of it shared: that is evidence.
    swapped = Passage(0, len(a), 0, len(b), 8, 34, 19, "copied", 0.4)
    assert not rests_on_a_stock_phrase(PairResult(0, 1, 0.02, 0.02, 0.02, 8, 19, (swapped,)), a, b)


def test_the_question_a_pdf_cut_at_a_line_break_is_still_the_question():
    from plagcheck.engine.evidence import rests_on_the_question
    from plagcheck.shared.models import PairResult, Passage
    question = "Mengapa sampah plastik menjadi masalah besar di Indonesia, dan apa yang dapat dilakukan untuk mengatasinya?"
    a = f"Pertanyaan: {question} Jelaskan penyebab dan dampaknya.\n\nEsai saya dimulai di sini."
    b = "Kenapa Indonesia tenggelam\n\n" + question.replace("apa yang dapat", "apa yang\n\ndapat") + "\n\nEsai lain."
    cut_b = b.index("apa yang") + len("apa yang")  # the passage stops at the PDF's line break
    passage = Passage(a.index("Mengapa"), a.index("apa yang") + 8, b.index("Mengapa"), cut_b, 11, 11, 11, "copied", 1.0)
    assert rests_on_the_question(PairResult(0, 1, 0.04, 0.04, 0.04, 11, 11, (passage,)), a, b)
    # A copied opening that goes on past its sentences is no question, whatever ends the sentence after it.
    opening = ("Plastik ada di mana-mana. Kita memakainya setiap hari tanpa berpikir. Sungai penuh dengan sampah "
               "dan laut juga. Jadi apa yang harus kita lakukan sekarang?")
    c, d = opening + " Esai A.", opening.replace("sekarang?", "bersama?") + " Esai B."
    cut = opening.index("sekarang")
    copied = Passage(0, cut, 0, cut, 20, 20, 20, "copied", 1.0)
    assert not rests_on_the_question(PairResult(0, 1, 0.3, 0.3, 0.3, 20, 20, (copied,)), c, d)


def test_a_passage_is_not_cut_back_at_a_line_break_inside_a_sentence():
    from dataclasses import replace

    from plagcheck.engine.copied.align import trim_to_paragraphs
    from plagcheck.shared.models import Passage
    a = "Mengapa sampah plastik menjadi masalah besar di Indonesia, dan apa yang\n\ndapat dilakukan?\n\nLain."
    end = a.index("?") + 1
    passage = Passage(0, end, 0, end, 15, 15, 15, "copied", 1.0)
    assert trim_to_paragraphs(passage, a, a, 5) == passage
    b = a.replace("yang\n\ndapat", "yang.\n\nDapat")  # a real paragraph: the short edge past it is cut back
    cut = trim_to_paragraphs(replace(passage, a_end=b.index("?") + 1, b_end=b.index("?") + 1), b, b, 5)
    assert cut.a_end == b.index("\n\n")


FRENCH_COVER = ("Nom\u202f: {name}\n\nClasse\u202f: Seconde 7 – SES\n\nNuméro d’élève\u202f: {number}\n\n"
                "Date\u202f: 19 mars 2025\n\nÉtablissement\u202f: Lycée polyvalent Marie-Curie\n\n"
                "Les réseaux sociaux et la désinformation\n\nPourquoi le faux se propage\n\n")


def test_a_french_cover_sheet_with_no_break_spaces_is_form_fields():
    from plagcheck.engine.text.sentences import is_form_field
    assert is_form_field("Date\u202f: 19 mars 2025") and is_form_field("Date\u00a0: 19 mars 2025")
    assert is_form_field("Numéro d’élève\u202f: 24-1505")
    assert not is_form_field("Les réseaux sociaux et la désinformation")


def test_a_cover_sheet_title_and_headings_shared_word_for_word_are_no_evidence():
    a = FRENCH_COVER.format(name="Garnier", number="24-1351") + "On partage vite ce qui nous indigne."
    b = FRENCH_COVER.format(name="Durand", number="24-2380") + "Les algorithmes récompensent la colère."
    start_a, start_b = a.index("Date"), b.index("Date")
    end_a, end_b = a.index("propage") + 7, b.index("propage") + 7
    # 20 words of fields, title and heading: more than a stock phrase's words, but no line of prose.
    passage = Passage(start_a, end_a, start_b, end_b, 17, 20, 20, "copied", 0.85)
    assert rests_on_a_stock_phrase(PairResult(0, 1, 0.4, 0.4, 0.4, 17, 20, (passage,)), a, b)
    # A heading that asks, and the next one: an outline handed in as an essay.
    outline = "Comment lutter contre la désinformation\u00a0?\n\nPourquoi le faux se propage\n\nLes conséquences"
    other = "Nom\u202f: Lefebvre\n\nComment lutter contre la désinformation\n\nPourquoi le faux se propage\n\nPar ailleurs"
    passage = Passage(0, outline.index("\n\nLes"), other.index("Comment"), other.index("\n\nPar"), 8, 10, 10,
                      "copied", 1.0)
    assert rests_on_a_stock_phrase(PairResult(0, 1, 0.6, 0.6, 0.2, 8, 10, (passage,)), outline, other)
    # Numbered headings are headings too.
    numbered = "1. Einleitung\n2. Ursachen des Bienensterbens\n2.1 Pestizide und Monokulturen\nIV. Fazit"
    passage = Passage(0, len(numbered), 0, len(numbered), 9, 11, 11, "copied", 1.0)
    assert rests_on_a_stock_phrase(PairResult(0, 1, 0.6, 0.6, 0.6, 9, 11, (passage,)), numbered, numbered)


def test_a_copied_paragraph_below_a_shared_cover_sheet_is_evidence():
    paragraph = ("Les plateformes sont conçues pour capter notre attention le plus longtemps possible, et une "
                 "information choquante retient davantage qu’une information nuancée.")
    a = FRENCH_COVER.format(name="Garnier", number="24-1351") + paragraph
    b = FRENCH_COVER.format(name="Durand", number="24-2380") + paragraph
    passage = Passage(a.index("Date"), len(a), b.index("Date"), len(b), 40, 44, 44, "copied", 0.95)
    assert not rests_on_a_stock_phrase(PairResult(0, 1, 0.6, 0.6, 0.6, 40, 44, (passage,)), a, b)
    # A list of short lines copied at length is evidence too: only outlines up to OUTLINE_MAX_WORDS are not.
    items = "\n".join(f"Étape {n} vérifier la source et la date de publication" for n in range(1, 8))
    passage = Passage(0, len(items), 0, len(items), 60, 63, 63, "copied", 1.0)
    assert not rests_on_a_stock_phrase(PairResult(0, 1, 0.9, 0.9, 0.9, 60, 63, (passage,)), items, items)
    # Scanned whole: the pair is listed, with the copied paragraph as its passage.
    result = scanned(a, b, settings=ScanSettings(workers=1, threshold=0.0, min_score=0.0))
    assert listed(result) == {(0, 1)}


SOURCE_ARTICLE = (
    "Microplastics and the household.\n\nWhere does the plastic go once it leaves our homes? Small pieces of "
    "plastic move from laundry machines via drains into rivers and the coastal waters. Sludge from sewage works that "
    "is spread on farmland brings microfibres into soil and eventually the ocean. Fine rubber dust from car tyres is "
    "washed by rain into the streams. Seabirds and turtles swallow floating fragments and starve with full stomachs. "
    "Oysters and mussels filter the water and collect tiny particles in their bodies. Filters on washing machines "
    "could stop much of the laundry fibre.\n\nGovernments have begun to respond. The European Union restricted "
    "intentionally added microplastics in cosmetics, and several countries now require filters in new appliances. "
    "Researchers still disagree about the health effects on people, but most agree that less plastic in the "
    "environment is better for wildlife.")
#: A student who paraphrases the article sentence by sentence, citing it in each, with her own sentences between.
PARAPHRASE_CITED = (
    "My family never thought about plastic until our teacher showed us a jar of sand from the beach. It was full "
    "of coloured grains that turned out to be plastic. Since then I look at packaging differently.\n\n"
    "Small bits of plastic travel from laundry machines through drains into rivers and coastal waters (Lindqvist, "
    "2022). I was surprised by this because I always thought washing was harmless. Sludge from sewage plants "
    "spread on farmland carries microfibres into the soil and finally the ocean (Lindqvist, 2022). Fine rubber "
    "dust from car tyres is carried by rain into streams (Lindqvist, 2022). Seabirds and turtles swallow floating "
    "bits and starve although their stomachs are full (Lindqvist, 2022). Our biology class watched a film about "
    "this last spring. Oysters and mussels filter water and gather tiny particles in their bodies (Lindqvist, "
    "2022).\n\nAt school we started a campaign to bring lunch in boxes instead of foil. Our canteen also stopped "
    "selling water in small bottles. I think small steps like these matter, even if they do not solve everything.")


def _against_a_source(student: str, source: str, side: str):
    from plagcheck.engine.compare import PairJob, compare_pairs
    settings = ScanSettings(workers=1, threshold=0.0, min_score=0.0)
    texts = {0: source, 1: student} if side == "b" else {0: student, 1: source}
    prepared = prepare_texts(texts, settings)
    job = PairJob(0, 1, prepared[0], prepared[1], True, True, True, side)
    return [p.kind for p in compare_pairs([job], settings)[0].passages]


@pytest.mark.parametrize("side", ["a", "b"])
def test_a_student_paraphrasing_a_source_and_citing_it_is_not_reworded_from_it(side):
    assert _against_a_source(PARAPHRASE_CITED, SOURCE_ARTICLE, side) == []
    # The same paraphrase with no citation is a reworded copy of the source.
    uncited = re.sub(r" \([^)]*\d{4}\)", "", PARAPHRASE_CITED)
    assert _against_a_source(uncited, SOURCE_ARTICLE, side) == ["reworded"]
    # Between two sources (no student side) the cited sentences count as any others.
    assert _against_a_source(PARAPHRASE_CITED, SOURCE_ARTICLE, "") == ["reworded"]


def test_a_heading_the_question_gives_counts_no_words_of_a_phrase_run_into_it():
    a = ("El turismo crece cada año en las ciudades.\n\nImpacto en el medio ambiente y los servicios\n\nLas "
         "administraciones locales deben dar servicio a un número de personas mucho mayor que sus vecinos, y eso "
         "cuesta.\n\nMedidas para un turismo sostenible\n\nHay que limitar los pisos.")
    b = ("Muchos vecinos protestan contra los pisos turísticos.\n\nImpacto en el medio ambiente y los servicios\n\n"
         "Las administraciones locales deben dar servicio a un número de personas mucho mayor sin recibir más "
         "dinero.\n\nMedidas para un turismo sostenible\n\nLos vecinos deben opinar.")
    # 8 words of heading run into 14 of a sentence's opening, and another heading alone: 27 words, 14 shown.
    run = Passage(a.index("Impacto"), a.index(" que sus"), b.index("Impacto"), b.index(" sin recibir"), 18, 22, 22,
                  "copied", 0.8)
    heading = Passage(a.index("Medidas"), a.index("\n\nHay"), b.index("Medidas"), b.index("\n\nLos"), 1, 5, 5,
                      "copied", 1.0)
    assert rests_on_a_stock_phrase(PairResult(0, 1, 0.05, 0.05, 0.05, 19, 22, (run, heading)), a, b)
    # The same run with a sentence of prose where the heading is: 22 words shown, evidence.
    prose = a.replace("Impacto en el medio ambiente y los servicios\n\n", "Eso afecta al medio ambiente y los servicios. ")
    other = b.replace("Impacto en el medio ambiente y los servicios\n\n", "Eso afecta al medio ambiente y los servicios. ")
    run = Passage(prose.index("Eso"), prose.index(" que sus"), other.index("Eso"), other.index(" sin recibir"), 18, 22,
                  22, "copied", 0.8)
    assert not rests_on_a_stock_phrase(PairResult(0, 1, 0.05, 0.05, 0.05, 19, 22, (run, heading)), prose, other)


def test_short_lines_of_prose_wrapped_by_hand_are_no_headings():
    from plagcheck.engine.evidence import _heading_words
    text = ("The committee met on Tuesday and agreed\nthat the new budget would be\nsent to the members before "
            "the vote.\n\nBudget\n\nThe figures follow.")
    assert _heading_words(text, 0, text.index(" before")) == 0  # "that the new budget would be" is prose
    assert _heading_words(text, text.index("Budget"), len(text)) == 1
