"""A reference list under a heading the rules do not know, or under none, is recognised by its entries."""

from plagcheck.engine.text.citations import bibliography_span
from plagcheck.engine.text.reference_lists import unnamed_reference_list

ESSAY = ("Il problema non deriva soltanto da chi se ne va. " * 30).strip()
ENTRIES = {
    "apa": ["Colombo, M. (2022). Borghi vuoti: perché i giovani se ne vanno. Il Quotidiano del Territorio. "
            "https://www.quotidianodelterritorio.it/borghi", "Centro de Estudos do Fogo Rural (2022). Incêndios "
            "rurais e alterações climáticas: relatório anual. https://www.cefr.pt/relatorio"],
    "mla": ["Verhoeven, Sanne. „Waarom jongeren geen huis kunnen vinden.” De Nieuwe Stad, 2023, "
            "www.denieuwestad.nl/wonen", "Kennisinstituut voor Wonen en Bouwen. “Staat van de woningmarkt 2022.” "
            "Kennisinstituut voor Wonen en Bouwen, 2022."],
    "notes": ["1. Martina Colombo, «Borghi vuoti,» Il Quotidiano del Territorio, 2022.",
              "2. Osservatorio Nazionale sulle Aree Interne, «Rapporto 2023,» 2023."],
    "ieee": ["[1] M. Colombo, “Borghi vuoti,” Il Quotidiano del Territorio, 2022.",
             "[2] L. Ferraro, “Case a un euro,” Nuove Comunità, 2021."],
}


def test_a_list_under_an_unknown_heading_is_found_in_every_style():
    for heading in ("Sitografia", "Bronnenlijst", "Referências bibliográficas", "Works I used"):
        for style, entries in ENTRIES.items():
            text = ESSAY + f"\n\n{heading}\n\n" + "\n\n".join(entries)
            assert bibliography_span(text) == (text.index(heading), len(text)), (heading, style)


def test_three_entries_without_a_heading_are_a_list_and_two_are_not():
    entries = ENTRIES["apa"] + ENTRIES["mla"][:1]
    text = ESSAY + "\n\n" + "\n\n".join(entries)
    assert bibliography_span(text) == (text.index(entries[0]), len(text))
    text = ESSAY + "\n\n" + "\n\n".join(entries[:2])
    assert bibliography_span(text) is None


def test_a_conclusion_with_a_year_is_no_entry():
    conclusion = ("Ultimately, in 2023 the towns of the Apennines lost more people than in any year before, and "
                  "the measures taken so far have not stopped it.")
    for ending in (conclusion, "In conclusion, the problem is old.\n\n" + conclusion,
                   "Housing is expensive. Since 2021 it has cost more every year.\n\n" + conclusion):
        text = ESSAY + "\n\n" + ending
        assert unnamed_reference_list(text, 0) is None
