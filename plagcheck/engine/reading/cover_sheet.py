"""A student's name as their cover sheet writes it ("Nom : DUPONT", "Prénom : Marie"; "Name: Priya Sharma"):
offered to the teacher as a suggestion where nothing else names the student, never taken as the student's.

Only the start of a text is read (COVER_CHARS), so the cost does not grow with the essay.
"""

from __future__ import annotations

import re

#: How much of the start of a text a cover sheet is looked for in.
COVER_CHARS = 1500
#: The labels of a whole name, of a family name and of a given name, in the languages teachers use most.
_WHOLE = r"(?:name|student|student's name|nom et pr[ée]nom|nom complet|[ée]l[èe]ve|[ée]tudiant\(?e?\)?|" \
         r"nombre completo|alumno|alumna|sch[üu]ler(?:in)?)"
_FAMILY = r"(?:last name|surname|family name|nom|nom de famille|nachname|familienname|apellidos?)"
_GIVEN = r"(?:first name|given name|pr[ée]nom|vorname|nombre)"
_VALUE = r"[ \t]*[:：][ \t]*(?P<value>[^\W\d_][^\n:：|]{0,60}?)[ \t]*(?=$|\n|\||/|\t| {3,}|" \
         r"(?:last name|surname|first name|nom|pr[ée]nom|vorname|nachname|nombre|apellidos?|class|classe|date)\b)"
_LINE_START = r"(?:^|\n|[|/]\s*|\s{3,})[ \t]*"
_PATTERNS = {kind: re.compile(_LINE_START + label + _VALUE, re.IGNORECASE)
             for kind, label in (("whole", _WHOLE), ("family", _FAMILY), ("given", _GIVEN))}


def _value(kind: str, head: str) -> str:
    match = _PATTERNS[kind].search(head)
    if not match:
        return ""
    value = " ".join(match["value"].split())
    words = value.split()
    # A name is a few words of letters; a sentence after a colon is not one.
    if not 1 <= len(words) <= 5 or not all(re.fullmatch(r"[^\W\d_][\w'’.\-]*", word) for word in words):
        return ""
    return value


def _cased(name: str) -> str:
    """Return a name written in capitals as a name is usually shown ("DUPONT" -> "Dupont"); others unchanged."""
    return "-".join(part.capitalize() for part in name.split("-")) if name.isupper() else name


def name_on_cover_sheet(text: str) -> str:
    """Return the student's name read on the cover sheet at the start of `text` ("Marie Dupont"), or ""."""
    head = text[:COVER_CHARS]
    family, given = _value("family", head), _value("given", head)
    if family and given:
        return " ".join(_cased(word) for word in f"{given} {family}".split())
    whole = _value("whole", head)
    return " ".join(_cased(word) for word in whole.split()) if whole else ""
