"""A student's name as their cover sheet writes it ("Nom : DUPONT", "Prénom : Marie"; "Name: Priya Sharma"):
offered to the teacher as a suggestion where nothing else names the student, never taken as the student's.

Only the start of a text is read (COVER_CHARS), cut into fields (lines, cells, runs of spaces), each field
into "label: value" pieces; every pattern is anchored and unambiguous, so the time is linear in COVER_CHARS
whatever a student writes there (tests/test_hostile.py, tests/test_linear_time.py).
"""

from __future__ import annotations

import re

#: How much of the start of a text a cover sheet is looked for in.
COVER_CHARS = 1500
#: The labels of a whole name, of a family name and of a given name, in the languages teachers use most and the
#: other languages of Europe (Polish, Slovak, Swedish, Danish, Norwegian, Finnish, Hungarian, Romanian, Catalan,
#: Greek).
_WHOLE = (r"name|student|student's name|nom et pr[ée]nom|nom complet|[ée]l[èe]ve|[ée]tudiant|[ée]tudiante|"
          r"nombre completo|alumno|alumna|sch[üu]ler|sch[üu]lerin|"
          r"imi[ęe] i nazwisko|ucze[ńn]|uczennica|meno a priezvisko|[žz]iak|[žz]ia[čc]ka|namn|elevens namn|elev|"
          r"navn|elevens navn|nimi|opiskelija|oppilas|n[ée]v|tanul[óo]|di[áa]k|nume [șşs]i prenume|numele [șşs]i "
          r"prenumele|nom i cognoms|alumne|ονοματεπώνυμο|ονοματεπωνυμο|μαθητής|μαθήτρια")
_FAMILY = (r"last name|surname|family name|nom|nom de famille|nachname|familienname|apellido|apellidos|"
           r"nazwisko|priezvisko|efternamn|efternavn|etternavn|sukunimi|vezet[ée]kn[ée]v|csal[áa]dn[ée]v|nume|"
           r"cognoms|cognom|επώνυμο|επωνυμο")
_GIVEN = (r"first name|given name|pr[ée]nom|vorname|nombre|imi[ęe]|meno|f[öo]rnamn|fornavn|etunimi|"
          r"keresztn[ée]v|ut[óo]n[ée]v|prenume|όνομα|ονομα")
_OTHER = (r"class|classe|klasse|clase|date|datum|fecha|teacher|professeur|lehrer|profesor|klasa|trieda|klass|"
          r"luokka|oszt[áa]ly|clasa|curs|τάξη|ταξη|ημερομηνία|data|d[áa]tum|p[äa]iv[äa]m[äa][äa]r[äa]|nauczyciel|"
          r"l[äa]rare|l[æa]rer|opettaja|tan[áa]r|profesorul|professor|professora|καθηγητής")
#: Where one field of a cover sheet ends: a line, a tab, a table cell, " / ", or three spaces.
_FIELD_BREAK = re.compile(r"\n|\t|\||\s/\s| {3,}")
#: A "label:" inside a field ("Nom : DUPONT Prénom : Marie"), consumed whole: "First name:" is one label, not
#: "First" and "name:".
_LABEL = re.compile(rf"(?<!\w)(?:{_WHOLE}|{_FAMILY}|{_GIVEN}|{_OTHER}) ?[:：]", re.IGNORECASE)
#: A label holds no colon but its last character, and is at most this long: its colon is found first, and the
#: label looked for just before it (the pattern's length bounds what each word of it matches).
_LABEL_REACH = max(len(word) for word in f"{_WHOLE}|{_FAMILY}|{_GIVEN}|{_OTHER}".split("|")) + 2
_COLON = re.compile(r"[:：]")
_PIECES = {kind: re.compile(rf"(?:{label}) ?[:：](?P<value>.*)", re.IGNORECASE | re.DOTALL)
           for kind, label in (("whole", _WHOLE), ("family", _FAMILY), ("given", _GIVEN))}
#: A name is a few words of letters (apostrophes, hyphens and dots inside): not a sentence after a colon.
_NAME_WORD = re.compile(r"[^\W\d_][\w'’.\-]*")


def _pieces(head: str) -> list[str]:
    """Return the "label: value" pieces of the start of a text, stripped."""
    pieces: list[str] = []
    if ":" not in head and "：" not in head:
        return pieces
    for field in _FIELD_BREAK.split(head):
        starts = _label_starts(field)
        for start, end in zip(starts, [*starts[1:], len(field)]):
            pieces.append(field[start:end].strip())
    return pieces


def _label_starts(field: str) -> list[int]:
    """Return where each label of a field starts, as _LABEL.finditer finds them: each colon's label is looked
    for within _LABEL_REACH characters before it (a long field of prose is not searched word by word)."""
    starts = []
    position = 0
    while (colon := _COLON.search(field, position)) is not None:
        match = _LABEL.search(field, max(position, colon.start() - _LABEL_REACH), colon.end())
        if match is not None:
            starts.append(match.start())
        position = colon.end() if match is None else match.end()
    return starts


def _name(value: str) -> str:
    words = value.split()
    if not 1 <= len(words) <= 5 or not all(_NAME_WORD.fullmatch(word) for word in words):
        return ""
    return " ".join(words)


def _cased(name: str) -> str:
    """Return a name written in capitals as a name is usually shown ("DUPONT" -> "Dupont"); others unchanged."""
    return "-".join(part.capitalize() for part in name.split("-")) if name.isupper() else name


def name_on_cover_sheet(text: str) -> str:
    """Return the student's name read on the cover sheet at the start of `text` ("Marie Dupont"), or ""."""
    found: dict[str, str] = {}
    for piece in _pieces(text[:COVER_CHARS]):
        for kind, pattern in _PIECES.items():
            match = pattern.fullmatch(piece)
            if match and kind not in found:
                found[kind] = _name(match["value"])
                break
    family, given, whole = found.get("family", ""), found.get("given", ""), found.get("whole", "")
    if family and given:
        return " ".join(_cased(word) for word in f"{given} {family}".split())
    return " ".join(_cased(word) for word in whole.split()) if whole else ""
