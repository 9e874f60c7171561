"""Class families (issue 39): what varies from class to class and from student to student beyond the essays.

A family is the set of choices that make one class unlike another of the same assignment, each drawn at
random from the class's own seed (a generator of its own, so that `--families off` leaves the classes as
they were):

- how the folder was handed over (LAYOUTS): the old mix of Moodle-like folders and loose files, loose files
  only, an unpacked Moodle download, a Moodle zip, a Canvas zip;
- where the teacher's assignment sheet lies (SHEET_PLACES: in the sources folder, at the top of the class
  folder, absent) and what it is called (the language's `[assignment] sheet` names or the topic's own);
- where the sources lie (SOURCE_PLACES: a folder `sources`, a folder of another name, loose beside the
  students' files);
- where students paste the question (QUESTION_PLACES: at the very top, after the title, after a cover sheet,
  one sentence of it, not at all), the class leaning to one place;
- the typography of each student (which quotation marks, the space inside French ones and before `;:!?`,
  straight or curly apostrophes), the class leaning to one convention;
- how often citations are narrative ("According to X, ...") rather than parenthetical, numbered or notes;
- students whose own file is named like the assignment (`assignment.docx`, `consigne.txt`).

The choices are recorded in the truth (`families`), per class and per student.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import asdict, dataclass, field

from class_generator.class_files import Para
from class_generator.class_material import Language, Source, Template, Topic, split_sentences

LAYOUTS = ("mixed", "loose", "moodle", "moodle_zip", "canvas_zip")
LAYOUT_WEIGHTS = (3, 3, 2, 3, 3)
SHEET_PLACES = ("sources", "top", "absent")
SOURCE_PLACES = ("sources", "renamed", "loose")
QUESTION_PLACES = ("top", "after_title", "after_cover", "part", "none")
#: The spaces written inside spaced quotation marks (French) and before ; : ! ? where the language does.
SPACES = {"nbsp": "\u00a0", "narrow": "\u202f", "space": " ", "none": ""}
_APOSTROPHE = re.compile(r"(?<=\w)['\u2019](?=\w)")


@dataclass
class StudentFamily:
    """One student's own choices: typography, where the question is pasted, citations, the file's name."""

    marks: tuple[str, str]  # as written, the inner spaces included
    apostrophe: str  # "’" or "'"
    space: str  # the blank before ; : ! ? where the language writes one (French)
    question: str  # one of QUESTION_PLACES
    narrative: float  # share of this student's citations that are narrative
    assignment_named: bool = False  # the student's file is named like the assignment

    def described(self) -> dict:
        """Return the choices as the truth records them (the spaces by name)."""
        names = {v: k for k, v in SPACES.items()}
        opening, closing = self.marks
        inner = opening[1:] if len(opening) > 1 else (closing[:-1] if len(closing) > 1 else "")
        return {"marks": f"{opening.strip()}{closing.strip()}", "inner_space": names.get(inner, "none"),
                "apostrophe": "curly" if self.apostrophe == "\u2019" else "straight",
                "space_before": names.get(self.space, "none"), "question": self.question,
                "narrative": round(self.narrative, 2), "assignment_named": self.assignment_named}


@dataclass
class Family:
    """A class's choices (see the module's doc)."""

    layout: str
    sheet: str
    sheet_name: str
    sources: str
    sources_folder: str  # "" when the sources lie loose
    question_share: float  # share of students who paste the question (or part of it)
    question_place: str  # the place most of them paste it
    marks: tuple[str, str]  # the class's usual marks (without spaces)
    inner_space: str  # the class's usual space inside spaced marks (a key of SPACES)
    apostrophe: str
    narrative: float
    assignment_named: int  # students whose file is named like the assignment
    opening_copy: bool  # one of them hands in a classmate's opening
    zip_name: str = ""
    students: dict[str, StudentFamily] = field(default_factory=dict)

    def described(self) -> dict:
        """Return the class's choices as the truth records them."""
        data = asdict(self)
        data["marks"] = "".join(self.marks)
        data["students"] = {sid: s.described() for sid, s in self.students.items()}
        return data


def weighted(spec: str, default: dict[str, int]) -> dict[str, int]:
    """Return the weights of a `name N, name N` line (`default` when empty)."""
    found = {}
    for item in spec.split(","):
        parts = item.split()
        if len(parts) == 2 and parts[1].isdigit():
            found[parts[0]] = int(parts[1])
    return found or default


def _pick(rng: random.Random, weights: dict[str, int]) -> str:
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def draw_marks(language: Language, rng: random.Random) -> tuple[str, str]:
    """Return a pair of quotation marks of the language, drawn by their weights."""
    pairs = [pair for pair, _ in language.mark_choices] or language.marks
    weights = [weight for _, weight in language.mark_choices] or [1] * len(pairs)
    return rng.choices(pairs, weights=weights)[0]


def draw_family(topic: Topic, size: int, rng: random.Random) -> Family:
    """Return a class's family, drawn with `rng` (the class's own generator for families)."""
    lang = topic.language
    names = lang.assignment
    layout = rng.choices(LAYOUTS, weights=LAYOUT_WEIGHTS)[0]
    sheet = rng.choice(SHEET_PLACES)
    sheet_name = rng.choice(names.get("sheet", []) + [topic.values["prompt file"]] * 2)
    sources = rng.choice(SOURCE_PLACES)
    folders = names.get("sources folder") or ["sources"]
    folder = {"sources": folders[0], "renamed": rng.choice(folders[1:] or ["Material"]), "loose": ""}[sources]
    marks = draw_marks(lang, rng)
    inner = _pick(rng, weighted(lang.typography.get("inner space", ""), {"nbsp": 1}))
    if not lang.spaced_marks and not lang.space_before():
        inner = "none"  # drawn all the same: the draws after it stay as they were
    apostrophe = _pick(rng, weighted(lang.typography.get("apostrophe", ""), {"\u2019": 1, "'": 1}))
    if apostrophe not in ("\u2019", "'"):
        apostrophe = "\u2019"
    named = rng.choice([0, 1, 1, 2]) if size >= 12 else rng.choice([0, 1])
    family = Family(
        layout=layout, sheet=sheet, sheet_name=sheet_name, sources=sources, sources_folder=folder,
        question_share=rng.choice([0.2, 0.35, 0.5, 0.6]), question_place=rng.choice(QUESTION_PLACES[:4]),
        marks=marks, inner_space=inner, apostrophe=apostrophe, narrative=rng.choice([0.0, 0.15, 0.3, 0.5]),
        assignment_named=named, opening_copy=named > 0 and rng.random() < 0.6,
    )
    if layout == "moodle_zip":
        course = re.sub(r"[^\w]+", "", topic.values["subject"])[:6].upper() or "CLASS"
        family.zip_name = f"{course}10-{topic.values['title']}-{rng.randint(1000, 99999)}.zip"
        family.zip_name = re.sub(r'[\\/:*?"<>|]', "", family.zip_name)
    elif layout == "canvas_zip":
        family.zip_name = "submissions.zip"
    return family


def draw_student(family: Family, language: Language, rng: random.Random) -> StudentFamily:
    """Return one student's choices: mostly the class's conventions, a third of them their own."""
    lang = language
    own = rng.random() < 0.35
    marks = draw_marks(lang, rng) if own else family.marks
    inner = _pick(rng, weighted(lang.typography.get("inner space", ""), {"nbsp": 1})) if own else family.inner_space
    if marks in lang.spaced_marks:
        space = SPACES.get(inner, "\u00a0")
        marks = (marks[0] + space, space + marks[1])
    apostrophe = family.apostrophe if rng.random() < 0.7 else rng.choice(["\u2019", "'"])
    before = SPACES.get(inner if lang.space_before() else "none", "")
    if rng.random() < family.question_share:
        question = family.question_place if rng.random() < 0.7 else rng.choice(QUESTION_PLACES[:4])
    else:
        question = "none"
    narrative = min(1.0, max(0.0, family.narrative + rng.choice([-0.3, -0.15, 0.0, 0.0, 0.15, 0.3, 0.7])))
    return StudentFamily(marks, apostrophe, before, question, narrative)


def question_text(topic: Topic, place: str, rng: random.Random) -> str:
    """Return what a student pastes of the question at `place`: all of it, or one sentence ("part")."""
    if place != "part":
        return topic.question
    sentences = split_sentences(topic.question)
    return rng.choice(sentences) if len(sentences) > 1 else " ".join(topic.question.split()[: max(8, len(topic.question.split()) // 2)])


# ---------------------------------------------------------------- typography


def typeset(paras: list[Para], student: StudentFamily, language: Language) -> None:
    """Write a student's text in their typography: apostrophes straight or curly, the blank before ; : ! ?
    (French). Quotations and the question keep their typography (they were pasted)."""
    before = language.space_before()
    for para in paras:
        for run in para.runs:
            if run.role in ("quote", "planted", "question"):
                continue
            text = _APOSTROPHE.sub(student.apostrophe, run.text)
            if before:
                text = re.sub(f" (?=[{re.escape(before)}])", student.space, text)
            run.text = text


# ---------------------------------------------------------------- narrative citations


def turkish_suffix(name: str, suffix: str) -> str:
    """Return a Turkish name with its case suffix after an apostrophe by vowel harmony: "a" the dative
    (Yılmaz'a, Demir'e, Kaya'ya), "in" the genitive (Yılmaz'ın, Demir'in, Kaya'nın, Okur'un)."""
    vowels = [ch for ch in name.casefold() if ch in "aeıioöuü"]
    last = vowels[-1] if vowels else "e"
    ends_in_vowel = name[-1:].casefold() in "aeıioöuü"
    if suffix == "a":
        vowel = "a" if last in "aıou" else "e"
        return f"{name}'{'y' if ends_in_vowel else ''}{vowel}"
    vowel = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[last]
    return f"{name}'{'n' if ends_in_vowel else ''}{vowel}n"


def signal_phrase(templates: list[Template], source: Source, marks: tuple[str, str], rng: random.Random,
                  concepts: dict, language: Language) -> str:
    """Return a narrative citation of `source` drawn from `templates` ("According to Hartley,"), its title in
    the student's quotation marks."""
    text = rng.choice(templates).expand(rng, concepts, language.space_before())
    full = f"{source.given} {source.surname}" if source.given else source.surname
    values = {"author": source.short, "full": full, "title": f"{marks[0]}{source.title}{marks[1]}",
              "site": source.site, "year": source.year,
              "author+a": turkish_suffix(source.short, "a"), "author+in": turkish_suffix(source.short, "in")}
    for key, value in values.items():
        text = text.replace(f"\u27e8{key}\u27e9", value)
    return text


def opens_sentence(phrase: str) -> bool:
    """Return True when a signal phrase is followed by a sentence kept with its capital (it ends with ':')."""
    return phrase.rstrip().endswith(":")


# ---------------------------------------------------------------- file names of the platforms


def canvas_name(first: str, last: str) -> str:
    """Return the name part Canvas writes: the sortable name ("Last, First") in lower case, letters and
    digits only (plagcheck/engine/reading/layouts.py)."""
    sortable = f"{last}, {first}".lower()
    return "".join(ch for ch in sortable if ch.isalnum() or unicodedata.category(ch).startswith("M"))

