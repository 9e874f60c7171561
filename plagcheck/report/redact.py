"""Names written inside texts and notes, masked for anonymised exports.

Two kinds are masked:

- identity fields: a cover sheet's or a header's "Name: Kwame Mensah, Student number 24-1022", "Email: …",
  "Student ID 240 1022": the value after the label, to the end of its line, and e-mail addresses anywhere;
- the students' own names, known from the names of their files and folders. A word of a file's or folder's
  name counts as a name when few files of the class have it ("essay", "final", "assignsubmission" do not).
  It is masked where it is written as a name: capitalised ("Kwame", "KWAME") when the class's texts never
  write it in lower case (so "bees (1).docx" does not mask the bees of an essay about bees), and wherever two
  name words of one student stand together ("Mensah, Kwame"; "rose smith").

Masking keeps every character's position: each character of a masked stretch but white space becomes "█", so
passages, marks and shared words stay on their words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import PurePath

from plagcheck.shared.models import DocumentRecord
from plagcheck.triage.labels import without_shared_folders

MASK = "█"

#: Labels of identity fields on cover sheets and headers, in the languages teachers most often meet.
_NAME_LABELS = (
    r"(?:student(?:'?s)?\s+|full\s+|first\s+|last\s+|family\s+|given\s+|candidate(?:'?s)?\s+|pupil(?:'?s)?\s+)?"
    r"(?:name|names|surname|forename)",
    r"student", r"candidate", r"learner", r"pupil", r"author", r"authors", r"submitted\s+by", r"written\s+by",
    r"e-?mail", r"nom", r"prénom", r"nombre", r"apellidos?", r"nome", r"cognome", r"naam", r"vorname",
    r"nachname", r"imię", r"nazwisko", r"isim", r"ad(?:ı)?\s+soyad(?:ı)?",
)
_NUMBER_LABELS = (
    r"(?:student|candidate|learner|pupil|matriculation|matric|registration|enrol(?:l)?ment|roll|admission|"
    r"exam(?:ination)?|identity|id)[ \t]*(?:number|no\.?|num\.?|#|id|code)[ \t]*[:：#=.]?",
    r"(?:id|student|candidate)[ \t]*[:：#=]",
    r"matrikel(?:nummer|nr\.?)[ \t]*[:：=]?", r"numéro\s+(?:d'étudiant|étudiant)[ \t]*[:：=]?",
    r"número\s+de\s+estudiante[ \t]*[:：=]?",
)
#: "Label: value" to the end of the line (a value of at most 120 characters: a field, not a paragraph).
_FIELD = re.compile(
    r"(?im)(?:^|(?<=[,;|]))[ \t]*(?:" + "|".join(_NAME_LABELS) + r")[ \t]*[:：=][ \t]*(?P<value>[^\n]{1,120}?)[ \t]*$"
)
#: "Student number 24-1022", "ID: 2401022", "Matrikelnummer 123456": a label, then a value holding a digit.
_NUMBER = re.compile(
    r"(?i)\b(?:" + "|".join(_NUMBER_LABELS) + r")[ \t]*(?P<value>(?:[A-Z]{1,3}[-/ ]?)?\d[\w\-/]*(?: \d[\w\-/]*)*)"
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_WORD = re.compile(r"[^\W_]+")
#: What may stand between two name words of a full name: spaces, a comma, a full stop ("Mensah, Kwame").
_NAME_GAP = re.compile(r"[ \t,.]{1,3}")


def name_words(documents: Iterable[DocumentRecord]) -> list[tuple[str, ...]]:
    """Return, per document in order, the words of its file's and folders' names that name its student
    (lower case): words that few files of the class have. Words of two letters or fewer, and words of digits
    shorter than four, are left out (initials and version numbers)."""
    documents = list(documents)
    paths = [[doc.path, doc.name, *(part.path for part in doc.parts)] for doc in documents]
    relative = without_shared_folders([p for group in paths for p in group])
    words_of: list[set[str]] = []
    position = 0
    for group in paths:
        words: set[str] = set()
        for path in relative[position : position + len(group)]:
            pure = PurePath(path.replace("\\", "/"))
            for component in (*pure.parent.parts, pure.stem):
                words.update(w.lower() for w in _WORD.findall(component) if _could_name(w))
        words_of.append(words)
        position += len(group)
    counts = Counter(w for words in words_of for w in words)
    common = max(3, len(documents) // 10)
    return [tuple(sorted(w for w in words if counts[w] <= common)) for words in words_of]


def _could_name(word: str) -> bool:
    if word.isdigit():
        return len(word) >= 4
    return len(word) >= 3 and not any(ch.isdigit() for ch in word)


def lower_case_words(texts: Iterable[str], together: set[tuple[str, str]] = frozenset()) -> set[str]:
    """Return every word the texts write in lower case (a word they use as a word, not as a name), outside
    e-mail addresses and outside two name words written together (`together`: "mensah kwame")."""
    found: set[str] = set()
    for text in texts:
        words = [w.lower() if w.islower() else "" for w in _WORD.findall(_EMAIL.sub(" ", text))]
        for index, word in enumerate(words):
            if word and (index + 1 == len(words) or (word, words[index + 1]) not in together) \
                    and (index == 0 or (words[index - 1], word) not in together):
                found.add(word)
    return found


def name_masker(documents: Iterable[DocumentRecord], keep: Iterable[str] = ()) -> Callable[[str], str]:
    """Return a function that masks, in a text, the identity fields and the names of `documents`' students
    (see the module's docstring), keeping the text's length and every character's position. Words in `keep`
    (lower case: the stand-ins' own words) are never masked as names."""
    documents = list(documents)
    kept = set(keep)
    per_document = [tuple(w for w in words if w not in kept) for words in name_words(documents)]
    together = {(x, y) for words in per_document for x in words for y in words if x != y}
    written_lower = lower_case_words((doc.text for doc in documents), together)
    single = {w for words in per_document for w in words if w not in written_lower or w.isdigit()}

    def mask(text: str) -> str:
        spans = _field_spans(text)
        tokens = list(_WORD.finditer(text))
        for index, token in enumerate(tokens):
            word = token.group()
            lower = word.lower()
            if lower in single and (word[0].isupper() or word.isdigit()):
                spans.append(token.span())
            if index + 1 < len(tokens) and (lower, tokens[index + 1].group().lower()) in together:
                following = tokens[index + 1]
                if _NAME_GAP.fullmatch(text, token.end(), following.start()):
                    spans.extend((token.span(), following.span()))
        return masked(text, spans)

    return mask


def _field_spans(text: str) -> list[tuple[int, int]]:
    spans = [m.span("value") for m in _FIELD.finditer(text)]
    spans.extend(m.span("value") for m in _NUMBER.finditer(text))
    spans.extend(m.span() for m in _EMAIL.finditer(text))
    return spans


def masked(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """Return `text` with every character of `spans` but white space replaced by MASK (same length)."""
    spans = sorted(spans)
    if not spans:
        return text
    pieces = []
    position = 0
    for start, end in spans:
        start = max(start, position)
        if end <= start:
            continue
        pieces.append(text[position:start])
        pieces.append(re.sub(r"\S", MASK, text[start:end]))
        position = end
    pieces.append(text[position:])
    return "".join(pieces)
