"""Realistic classes for the honest-student bench (issue 26): a folder of essays as a teacher drops it, and its truth.

    python bench/realistic_classes.py --language en --topic bees --size 40 OUT
    python bench/realistic_classes.py --list [--split tuning|held-out]

Writes OUT/class/ (the folder to scan: the essays, some in Moodle-like per-student folders, the sources in
OUT/class/sources/, in some classes the teacher's prompt) and OUT/truth.json beside it (never inside).

A class answers one assignment of `bench/data/classes/LANGUAGE/TOPIC/` (the question, 2-3 sources). Honest
students write their own essay from the topic's ideas, each idea in one of several hand-written phrasings full
of alternatives, and share only what honest essays share: the question pasted at the top, a cover sheet, the
assignment's stock phrases, quotations of the sources with a citation (3-6 of them quote the same popular
sentence), cited paraphrases, reference lists. A sentence of a student's own writing is drawn again while it
shares a run of 6 words with another student's own writing or with a source, the question or a stock phrase,
so two honest students never share 8 words in a row outside that legitimately shared text.

Planted copies (KINDS) replace part of some students' essays: a whole essay from another student with light
edits, a paragraph verbatim, synonym-swapped, with its sentences reordered or paraphrased idea by idea (from a
student or a source), a source paragraph pasted, a source sentence quoted without citation. The truth gives,
for each, the two files and the planted text's character offsets in the text as plagcheck extracts it
(the files are read back with plagcheck's own reader and every run of text located in order).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import re
import shutil
import sys
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from class_files import FORMATS, Para, Run, pdf_encoding, rendered, write, write_html  # noqa: E402
from class_material import (  # noqa: E402
    Idea, Section, Source, Template, Topic, capitalise, load_topic, lower_first, search, split_sentences, topics,
)

SIZES = (5, 12, 40, 300)
#: A sentence of own writing sharing a run this long with another student's own writing is drawn again
#: (FRESH_RUN_LARGE in classes of LARGE students or more: 300 essays from one assignment use up the 6-word
#: runs of the material; 7 still keeps every shared run of own writing under the 8 words the test allows).
FRESH_RUN = 6
FRESH_RUN_LARGE = 7
LARGE = 100
#: (kind, copied from): every planted copy a class of 40 holds once.
KINDS = (
    ("whole", "student"), ("paragraph", "student"), ("synonyms", "student"), ("synonyms", "source"),
    ("reordered", "student"), ("reordered", "source"), ("paraphrased", "student"), ("paraphrased", "source"),
    ("source_pasted", "source"), ("quoted_uncited", "source"),
)
FORMAT_WEIGHTS = {"docx": 34, "pdf": 18, "txt": 12, "odt": 12, "rtf": 10, "html": 8}
#: Roles of text that is legitimately shared (see Run.role); "own" and "planted" are the others.
SHARED_ROLES = ("cover", "question", "title", "stock", "frame", "quote", "cite", "heading", "reference", "note")
_WORD = re.compile(r"\w+")


def words(text: str) -> list[str]:
    """Return the lower-case words of a text (the unit of the 6- and 8-word rules)."""
    return _WORD.findall(text.casefold())


def default_seed(language: str, topic: str, size: int) -> int:
    """Return the seed a class is generated with unless another is given."""
    return zlib.crc32(f"{language}/{topic}/{size}".encode())


# ---------------------------------------------------------------- the rule against shared runs


class RunRegistry:
    """Every FRESH_RUN-word run of the students' own writing (and of the shared texts, owned by nobody), with
    its first writer."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.owner: dict[tuple[str, ...], str] = {}

    def grams(self, tokens: list[str]):
        """Yield the n-word runs of tokens."""
        return (tuple(tokens[i : i + self.n]) for i in range(len(tokens) - self.n + 1))

    def clashes(self, tokens: list[str], who: str, first_new: int = 0) -> bool:
        """Return True when tokens share a run with text not written by `who` (only the runs that end at or
        after tokens[first_new] are looked at)."""
        start = max(0, first_new - self.n + 1)
        return any(self.owner.get(tuple(tokens[i : i + self.n]), who) != who
                   for i in range(start, len(tokens) - self.n + 1))

    def clashes_with(self, tokens: list[str], other: str, first_new: int = 0) -> bool:
        """Return True when tokens share a run with text `other` wrote."""
        start = max(0, first_new - self.n + 1)
        return any(self.owner.get(tuple(tokens[i : i + self.n])) == other
                   for i in range(start, len(tokens) - self.n + 1))

    def add(self, tokens: list[str], who: str) -> None:
        """Record tokens as written by `who` ("" for shared text that nobody may repeat as their own)."""
        for gram in self.grams(tokens):
            self.owner.setdefault(gram, who)


# ---------------------------------------------------------------- students and citations


@dataclass
class Student:
    """One student of the class and how they write and hand in."""

    id: str
    first: str
    last: str
    number: str
    form: str
    style: str
    marks: tuple[str, str]
    moodle: bool
    file_stem: str
    role: str = "honest"  # or "copier"
    files: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        """Return the student's full name."""
        return f"{self.first} {self.last}"


def initials(given: str) -> str:
    """Return 'J.' for 'Jane', 'J. R.' for 'Jane Rose'."""
    return " ".join(part[0] + "." for part in given.split())


def _end(text: str, mark: str = ".") -> str:
    return text if text[-1:] in ".?!" else text + mark


class Citer:
    """A student's citations in one style: in-text marks as they are used, then the reference list and notes."""

    def __init__(self, style: str, topic: Topic, accessed: str) -> None:
        self.style, self.topic, self.words = style, topic, topic.language.words
        self.title_marks = topic.language.marks[0]
        self.accessed = accessed
        self.order: list[str] = []  # sources in order of first citation
        self.notes: list[str] = []

    def mark(self, source: Source, page: int) -> tuple[str, bool]:
        """Return the in-text citation of `source` (page 0: none) and whether it is a superscript note mark."""
        if source.key not in self.order:
            self.order.append(source.key)
        number = self.order.index(source.key) + 1
        p = f"{self.words['page']} {page}"
        style = self.style
        if style == "apa":
            return f" ({source.short}, {source.year}" + (f", {p})" if page else ")"), False
        if style == "harvard":
            return f" ({source.short} {source.year}" + (f", {p})" if page else ")"), False
        if style == "mla":
            return f" ({source.short}" + (f" {page})" if page else ")"), False
        if style == "ieee":
            return f" [{number}" + (f", {p}]" if page else "]"), False
        if style == "vancouver":
            return f" ({number})", False
        self.notes.append(self.note(source, page, len(self.notes) + 1))
        return str(len(self.notes)), True

    def note(self, source: Source, page: int, number: int) -> str:
        """Return a Chicago note."""
        o, c = self.title_marks
        who = f"{source.given} {source.surname}" if source.given else source.surname
        at = f", {page}" if page else ""
        return f"{number}. {who}, {o}{source.title},{c} {source.site}, {source.year}{at}."

    def entry(self, source: Source, number: int) -> str:
        """Return the reference-list entry of a source in the student's style."""
        w, o, c, s = self.words, *self.title_marks, source
        inverted = f"{s.surname}, {initials(s.given)}" if s.given else s.surname
        site = "" if s.site == s.surname else f" {_end(s.site)}"
        if self.style == "apa":
            return f"{inverted} ({s.year}). {_end(s.title)}{site} {s.url}"
        if self.style == "harvard":
            return f"{inverted} ({s.year}) {_end(s.title)}{site} {w['available']}: {s.url} ({w['accessed']}: {self.accessed})."
        if self.style == "mla":
            name = f"{s.surname}, {s.given}." if s.given else _end(s.surname)
            return f"{name} {o}{_end(s.title)}{c} {s.site}, {s.year}, {s.url.split('://', 1)[-1]}."
        if self.style == "chicago":
            name = f"{s.surname}, {s.given}." if s.given else _end(s.surname)
            return f"{name} {o}{_end(s.title)}{c} {s.site}, {s.year}. {s.url}."
        if self.style == "ieee":
            who = f"{initials(s.given)} {s.surname}" if s.given else s.surname
            return f"[{number}] {who}, {o}{s.title},{c} {s.site}, {s.year}. {w['online']}: {s.url}"
        who = f"{s.surname} {initials(s.given).replace('.', '').replace(' ', '')}" if s.given else s.surname
        return f"{number}. {who}. {_end(s.title)} {s.site}; {s.year}. {w['available from']}: {s.url}"

    def closing(self) -> list[Para]:
        """Return the notes (Chicago) and the reference list, as paragraphs (none if nothing was cited)."""
        if not self.order:
            return []
        paras = []
        if self.notes:
            heading = self.words["notes"]
            paras.append(Para("heading", [Run(heading, "heading", f"heading:{heading}")]))
            paras += [Para("note", [Run(note, "note", f"note:{note}")]) for note in self.notes]
        heading = self.topic.language.reference_headings[self.style]
        paras.append(Para("heading", [Run(heading, "heading", f"heading:{heading}")]))
        ordered = self.order if self.style in ("ieee", "vancouver") else sorted(
            self.order, key=lambda k: self.topic.source(k).surname)
        for number, key in enumerate(ordered, start=1):
            entry = self.entry(self.topic.source(key), self.order.index(key) + 1 if self.style in ("ieee", "vancouver") else number)
            paras.append(Para("reference", [Run(entry, "reference", f"reference:{self.style}:{key}")]))
        return paras


# ---------------------------------------------------------------- writing one essay


class EssayWriter:
    """Writes honest essays for the students of one class, all through one RunRegistry."""

    def __init__(self, topic: Topic, rng: random.Random, registry: RunRegistry, size: int) -> None:
        self.topic, self.rng, self.registry, self.size = topic, rng, registry, size
        self.language = topic.language
        self.concepts = topic.concepts
        self.stats = Counter()
        #: No two students write this many ideas of a section in a row in the same order (a planted paraphrase
        #: is a whole paragraph of them): 3, or 4 in a class of LARGE or more, which has not enough orders.
        self.aligned = 4 if size >= LARGE else 3
        self.used_runs: set[tuple[str, ...]] = set()
        #: The last words of the student's own writing when the next paragraph goes straight on from them
        #: (no heading, quotation or stock phrase between): a run may cross a paragraph break.
        self.carry: list[str] = []

    # -------------------------------------------------------- sentences

    def sentence(self, phrasings: list[Template], who: str, context: list[str], prefix: Template | None = None,
                 avoid: int = -1, register: bool = True, capital: bool = True,
                 against: str = "") -> tuple[str, int] | None:
        """Return (a sentence drawn from one of `phrasings`, its index) that shares no FRESH_RUN-word run with
        another writer (`context`: the words just before it), or None when every draw does. With `against`,
        only runs of that writer count (a planted paraphrase must not repeat its victim's wording)."""
        order = [i for i in range(len(phrasings)) if i != avoid]
        self.rng.shuffle(order)
        if avoid >= 0:
            order.append(avoid)  # another phrasing first; the same one only when no other can be written
        before = context[-(self.registry.n - 1):]
        if against:
            clash = lambda tokens, first: self.registry.clashes_with(before + tokens, against, len(before) + first)  # noqa: E731
        else:
            clash = lambda tokens, first: self.registry.clashes(before + tokens, who, len(before) + first)  # noqa: E731
        for index in order:
            self.stats["searches"] += 1
            raw = search([prefix, phrasings[index]] if prefix else [phrasings[index]], self.rng, self.concepts, clash)
            if raw is None:
                self.stats["phrasings used up"] += 1
                continue
            text = finish(raw, self.language.code, capital)
            if register:
                self.registry.add(before + words(text), who)
            return text, index
        self.stats["sentences left out"] += 1
        return None

    def order_ideas(self, section: Section, count: int) -> list[Idea]:
        """Return a section's ideas in the order a student writes them: the first `count` are the ones
        chosen (in an order no other student used for `aligned` ideas in a row), the rest spares for an idea
        that cannot be written without repeating someone."""
        n = self.aligned
        for _ in range(40):
            chosen = self.rng.sample(section.ideas, min(count, len(section.ideas)))
            if self.rng.random() < 0.3:
                chosen.sort(key=section.ideas.index)  # some students keep the natural order
            runs = {tuple(i.key for i in chosen[j : j + n]) for j in range(len(chosen) - n + 1)}
            if not runs & self.used_runs:
                break
        else:
            chosen = chosen[: n - 1]
        self.used_runs |= {tuple(i.key for i in chosen[j : j + n]) for j in range(len(chosen) - n + 1)}
        spares = [i for i in section.ideas if i not in chosen]
        self.rng.shuffle(spares)
        return chosen + spares

    def write_ideas(self, ideas: list[Idea], count: int, student: Student, context: list[str], prefix=None):
        """Yield (idea, sentence, phrasing index) for `count` of the ideas, in order, taking the next spare
        idea when one cannot be written fresh."""
        written = 0
        for idea in ideas:
            if written == count:
                return
            got = self.sentence(idea.phrasings, student.id, context, prefix if written == 0 else None)
            if got is not None:
                written += 1
                yield idea, got[0], got[1]

    # -------------------------------------------------------- paragraphs

    def paragraph(self, student: Student, section: Section, count: int, citer: Citer, quote: tuple | None,
                  connective: bool, personal: bool) -> list[Para]:
        """Return a paragraph of `count` ideas of `section` (and the block quotation after it, if any).

        The paragraph's meta lists its sentences, each with the runs [first, last) it is made of."""
        runs: list[Run] = []
        meta: list[dict] = []
        context: list[str] = list(self.carry)  # the text goes on from the last paragraph's words
        after: list[Para] = []
        quote_at = self.rng.randint(1, max(1, count - 1)) if quote else -1
        personal_at = self.rng.randint(1, count) if personal else -1
        prefix = self.rng.choice(self.language.connectives) if connective else None
        ideas = self.write_ideas(self.order_ideas(section, count), count, student, context, prefix)
        for position in range(count + 1):
            if position == quote_at:
                first = len(runs)
                block = self.quotation(student, quote, citer, runs)
                meta.append({"idea": "quotation", "source": quote[0].key, "text": quote[2], "runs": [first, len(runs)]})
                if block:
                    after.append(block)
                context.clear()
                if self.rng.random() < 0.5:
                    self._own(runs, meta, self.language.comments, student, context, "comment")
            if position == personal_at:
                self._own(runs, meta, self.topic.personal, student, context, "personal")
            if position == count:
                break
            written = next(ideas, None)
            if written is None:
                continue
            idea, text, index = written
            first = len(runs)
            entry = {"idea": idea.key, "phrasing": index, "section": section.key, "text": text}
            if idea.cite:
                source = self.topic.source(idea.cite)
                mark, sup = citer.mark(source, idea.page if student.style == "mla" else 0)
                self._cited(runs, text, mark, sup, f"cite:{mark}")
                entry["cite"] = idea.cite
                context.clear()
            else:
                runs.append(Run(_spaced(runs, text)))
                context.extend(words(text))
            entry["runs"] = [first, len(runs)]
            meta.append(entry)
        para = Para("text", runs, {"section": section.key, "sentences": meta})
        self.carry = context[-FRESH_RUN_LARGE:] if runs and runs[-1].role == "own" and not after else []
        return [para] + after

    def _own(self, runs, meta, phrasings, student, context, kind) -> None:
        got = self.sentence(phrasings, student.id, context)
        if got:
            runs.append(Run(_spaced(runs, got[0])))
            context.extend(words(got[0]))
            meta.append({"idea": kind, "phrasing": got[1], "text": got[0], "runs": [len(runs) - 1, len(runs)]})

    def _cited(self, runs: list[Run], text: str, mark: str, sup: bool, key: str) -> None:
        """Append a sentence with its citation: before the full stop, or a note mark after it."""
        if sup:
            runs += [Run(_spaced(runs, text)), Run(mark, "cite", key, sup=True)]
        else:
            runs += [Run(_spaced(runs, text[:-1])), Run(mark, "cite", key), Run(text[-1])]

    def quotation(self, student: Student, quote: tuple, citer: Citer, runs: list[Run]) -> Para | None:
        """Add a cited quotation of a source sentence to `runs` (or return it as a block quotation)."""
        source, paragraph, sentence, index = quote
        key = f"quote:{source.key}:{index}"
        page = source.page_of(paragraph)
        mark, sup = citer.mark(source, page)
        cite = Run(mark, "cite", key, sup=sup)
        block = student.form in ("docx", "odt", "html") and len(sentence.split()) >= 18 and self.rng.random() < 0.35
        if block:
            lead = self.rng.choice([f for f in self.language.quote_frames if f.endswith(":")] or [":"])
            runs.append(Run(_spaced(runs, lead.format(author=source.short)), "frame", key))
            if sup:
                return Para("quote", [Run(sentence, "quote", key), cite], {"quote": key})
            return Para("quote", [Run(sentence[:-1], "quote", key), Run(mark, "cite", key), Run(".", "frame", key)],
                        {"quote": key})
        o, c = student.marks
        frame = self.rng.choice(self.language.quote_frames) if self.rng.random() < 0.6 else ""
        if frame:
            runs.append(Run(_spaced(runs, frame.format(author=source.short)) + " ", "frame", key))
        elif runs:
            runs.append(Run(" ", "frame", key))
        if sup:
            runs += [Run(f"{o}{sentence}{c}", "quote", key), cite]
        else:
            runs += [Run(f"{o}{sentence[:-1]}{c}", "quote", key), cite, Run(".", "frame", key)]
        return None

    # -------------------------------------------------------- the whole essay

    def essay(self, student: Student, plan: ClassPlan, quotes: list[tuple]) -> list[Para]:
        """Return an honest essay of `student`: cover sheet, title, question, intro, body, conclusion, references."""
        rng, topic, lang = self.rng, self.topic, self.language
        citer = Citer(student.style, topic, plan.accessed)
        paras: list[Para] = []
        if rng.random() < plan.cover_share:
            paras += plan.cover(student)
        title = self.title()
        if title:
            paras.append(title)
        if rng.random() < 0.35:
            label = lang.words["question"] + ": " if rng.random() < 0.5 else ""
            paras.append(Para("question", [Run(label + topic.question, "question", "question")]))
        paras += self.intro(student)
        sections = self.body_sections()
        quote_slots = {rng.randrange(len(sections)): q for q in quotes} if quotes else {}
        if len(quotes) > 1:  # two quotations: two different paragraphs where possible
            places = rng.sample(range(len(sections)), min(len(quotes), len(sections)))
            quote_slots = dict(zip(places, quotes))
        personal_in = rng.sample(range(len(sections) + 1), rng.choice([0, 1, 1, 1, 2]))
        headings = rng.random() < 0.2
        for number, section in enumerate(sections):
            if headings:
                paras.append(Para("heading", [Run(section.heading, "heading", f"heading:{section.heading}")]))
                self.carry = []  # shared text between two paragraphs breaks any run
            count = rng.choice([3, 4, 4, 5]) if self.size < 300 else rng.choice([3, 3, 4])
            paras += self.paragraph(student, section, count, citer, quote_slots.get(number),
                                    connective=number > 0 and rng.random() < 0.7, personal=number in personal_in)
        paras += self.conclusion(student, len(sections) in personal_in)
        return paras + citer.closing()

    def title(self) -> Para | None:
        """Return the essay's title: the assignment's, one of the students' usual ones, or none."""
        draw = self.rng.random()
        if draw < 0.35:
            return Para("title", [Run(self.topic.values["title"], "title", "title:assignment")])
        if draw < 0.8:
            text = capitalise(self.rng.choice(self.topic.titles).expand(self.rng, self.concepts), self.language.code)
            return Para("title", [Run(text, "title", f"title:{text}")])
        return None

    def intro(self, student: Student) -> list[Para]:
        """Return the introduction: the assignment's stock phrase (some students), then 2-3 opening ideas."""
        runs: list[Run] = []
        meta: list[dict] = []
        context: list[str] = []
        if self.rng.random() < 0.5 and self.topic.stock_intro:
            shared, own = self.rng.choice(self.topic.stock_intro)
            got = self.sentence([own], student.id, words(shared)[-2:], capital=False)  # the rule is about own words
            if got:
                continuation = got[0]  # written in its natural case: it goes on from the stock part
                runs += [Run(shared + " ", "stock", f"stock:{shared}"), Run(continuation)]
                meta.append({"idea": "stock", "text": shared + " " + continuation})
                context.extend(words(continuation))
        count = self.rng.choice([2, 3, 3, 4])
        for idea, text, index in self.write_ideas(self.order_ideas(self.topic.intro, count), count, student, context):
            runs.append(Run(_spaced(runs, text)))
            context.extend(words(text))
            meta.append({"idea": idea.key, "phrasing": index, "section": "intro", "text": text,
                         "runs": [len(runs) - 1, len(runs)]})
        self.carry = context[-FRESH_RUN_LARGE:] if runs and runs[-1].role == "own" else []
        return [Para("text", runs, {"section": "intro", "sentences": meta})]

    def conclusion(self, student: Student, personal: bool) -> list[Para]:
        """Return the conclusion: a stock opener (most students), 2-3 closing ideas, perhaps a personal note."""
        runs: list[Run] = []
        meta: list[dict] = []
        context: list[str] = []
        count = self.rng.choice([2, 3, 3])
        ideas = self.order_ideas(self.topic.conclusion, count)
        opener = self.rng.choice(self.language.conclusion_openers) if self.rng.random() < 0.75 else ""
        if not opener:
            context.extend(self.carry)  # the text goes on from the last paragraph's words
        for idea, text, index in self.write_ideas(ideas, count, student, context):
            if opener and not runs:
                if opener.endswith(","):
                    text = keep_case_after(text, self.language.code)
                runs.append(Run(opener + " ", "stock", f"stock:{opener}"))
                runs.append(Run(text))
            else:
                runs.append(Run(_spaced(runs, text)))
            context.extend(words(text))
            meta.append({"idea": idea.key, "phrasing": index, "section": "conclusion", "text": text,
                         "runs": [len(runs) - 1, len(runs)]})
        if personal:
            self._own(runs, meta, self.topic.personal, student, context, "personal")
        return [Para("text", runs, {"section": "conclusion", "sentences": meta})]

    def body_sections(self) -> list[Section]:
        """Return the 2-4 body sections a student writes about, mostly in the topic's order."""
        body = self.topic.body
        count = self.rng.choice([2, 3, 3, 3, 4]) if len(body) > 3 else len(body)
        last = body[-1]  # the "what can be done" section: most students answer that part of the question
        chosen = self.rng.sample(body[:-1], min(count - 1, len(body) - 1))
        chosen.sort(key=body.index)
        if self.rng.random() < 0.85:
            chosen.append(last)
        else:
            chosen = self.rng.sample(body, min(count, len(body)))
        if self.rng.random() < 0.2:
            self.rng.shuffle(chosen)
        return chosen


def _spaced(runs: list[Run], text: str) -> str:
    """Return text with the blank that separates it from what the paragraph already holds."""
    return (" " + text) if runs and not runs[-1].text.endswith(" ") else text


def finish(raw: str, language: str, capital: bool = True) -> str:
    """Return a drawn sentence tidied, capitalised (unless it continues a stock phrase) and ending with
    punctuation."""
    text = capitalise(raw.strip(), language) if capital else raw.strip()
    return text if text[-1:] in ".?!" else text + "."


def keep_case_after(text: str, language: str) -> str:
    """Return a sentence as it continues after an opener like "In conclusion,": its first letter lower case
    unless the language writes nouns with a capital (German) or the word is "I"."""
    if language == "de" or text.startswith(("I ", "I'")):
        return text
    return lower_first(text, language)


# ---------------------------------------------------------------- the class


@dataclass
class Plant:
    """A planted copy: what kind, who copied from whom, and the paragraphs it lies in on each side."""

    id: str
    kind: str
    origin: str  # "student" or "source"
    copier: Student
    victim: Student | None = None
    source: Source | None = None
    copier_paras: list[int] = field(default_factory=list)
    victim_paras: list[int] = field(default_factory=list)
    source_text: str = ""  # the text copied from the source, as the source has it
    details: dict = field(default_factory=dict)


class ClassPlan:
    """The class-wide choices: who the students are, the cover sheet, the teacher, the copies to plant."""

    def __init__(self, topic: Topic, size: int, rng: random.Random) -> None:
        self.topic, self.size, self.rng = topic, size, rng
        lang = topic.language
        pick = lambda key: rng.choice([v.strip() for v in topic.values[key].split("|")])  # noqa: E731
        self.course, self.teacher, self.school = pick("course"), pick("teacher"), pick("school")
        self.due = date.fromisoformat(topic.values["due"])
        self.accessed = self.date_text(self.due - timedelta(days=rng.randint(5, 20)))
        self.cover_share = rng.choice([0.3, 0.5, 0.7])
        self.cover_lines = ["name", "number", "course", "teacher", "date"] + (["school"] if rng.random() < 0.6 else [])
        self.has_prompt = rng.random() < 0.6
        self.students = self.make_students(lang)

    def date_text(self, day: date) -> str:
        """Return a date as the language writes it."""
        words = self.topic.language.words
        return words["date"].format(day=day.day, month=self.topic.language.months[day.month - 1], year=day.year)

    def make_students(self, lang) -> list[Student]:
        """Return `size` students with distinct names, numbers, formats, styles and file names."""
        rng = self.rng
        names = set()
        styles = dict(item.split() for item in lang.words["styles"].split(","))
        students = []
        moodle_count = 0
        for number in range(self.size):
            while True:
                first, last = rng.choice(lang.first_names), rng.choice(lang.last_names)
                if (first, last) not in names:
                    names.add((first, last))
                    break
            form = rng.choices(list(FORMAT_WEIGHTS), weights=list(FORMAT_WEIGHTS.values()))[0]
            style = rng.choices(list(styles), weights=[int(w) for w in styles.values()])[0]
            marks = lang.marks[0] if rng.random() < 0.6 else rng.choice(lang.marks)
            moodle = rng.random() < 0.4 or (number < 2)
            moodle_count += moodle
            stem = rng.choice(lang.file_names).format(first=first, last=last, subject=self.topic.values["subject"])
            students.append(Student(f"s{number + 1:03d}", first, last, f"24-{1001 + number * 7 % 9000:04d}", form,
                                    style, marks, moodle, stem))
        # two different students hand in files of the same name (each in their own folder)
        students[0].file_stem = students[1].file_stem = rng.choice(lang.file_names[:3])
        students[1].form = students[0].form
        return students

    def cover(self, student: Student) -> list[Para]:
        """Return a student's cover sheet: the class's labels, a paragraph each."""
        labels = self.topic.language.cover
        values = {"name": student.name, "number": student.number, "course": self.course, "teacher": self.teacher,
                  "date": self.date_text(self.due - timedelta(days=self.rng.randint(0, 3))), "school": self.school}
        return [Para("cover", [Run(f"{labels[key]}: {values[key]}", "cover", "cover")]) for key in self.cover_lines]


def copy_plan(size: int, language: str, topic: str) -> list[tuple[str, str]]:
    """Return the (kind, origin) of the copies planted in a class: every kind once in a class of 40, twice
    in one of 300; a turn of 4 (class of 12) or 2 (class of 5) of them, starting at a place set by the class."""
    if size >= 300:
        return list(KINDS) * 2
    if size >= 40:
        return list(KINDS)
    count = 4 if size >= 12 else 2
    start = zlib.crc32(f"{language}/{topic}/{size}".encode()) % len(KINDS)
    return [KINDS[(start + i * 3) % len(KINDS)] for i in range(count)]


@dataclass
class GeneratedClass:
    """A class as generated, before it is written: the students, their essays, the copies."""

    topic: Topic
    plan: ClassPlan
    essays: dict[str, list[Para]]
    plants: list[Plant]
    duplicate: Student | None
    stats: Counter
    quoters: dict[str, list[str]]


def generate(language: str, topic_key: str, size: int, seed: int | None = None) -> GeneratedClass:
    """Return a generated class (not yet written)."""
    seed = default_seed(language, topic_key, size) if seed is None else seed
    rng = random.Random(seed)
    topic = load_topic(language, topic_key)
    plan = ClassPlan(topic, size, rng)
    registry = RunRegistry(FRESH_RUN_LARGE if size >= LARGE else FRESH_RUN)
    for text in shared_texts(topic):
        registry.add(words(text), "")
    writer = EssayWriter(topic, rng, registry, size)
    kinds = copy_plan(size, language, topic_key)
    students = plan.students
    copiers = rng.sample(students, len(kinds))
    quotes, quoters = assign_quotes(topic, students, {s.id for s in copiers}, rng)
    essays = {}
    for student in rng.sample(students, len(students)):  # a student late in the list is not the one left short
        essays[student.id] = writer.essay(student, plan, quotes.get(student.id, []))
    essays = {s.id: essays[s.id] for s in students}
    plants = plant_copies(topic, plan, essays, list(zip(copiers, kinds)), writer, rng)
    involved = {p.copier.id for p in plants} | {p.victim.id for p in plants if p.victim}
    others = [s for s in students if s.id not in involved]
    duplicate = rng.choice(others or students)
    return GeneratedClass(topic, plan, essays, plants, duplicate, writer.stats, quoters)


def shared_texts(topic: Topic) -> list[str]:
    """Return the texts whose 6-word runs nobody may write as their own: sources, question, stock phrases."""
    texts = [p for s in topic.sources for p in s.paragraphs] + [p for s in topic.sources for p in s.paraphrases.values()]
    texts += [topic.question, *topic.prompt, *(shared for shared, _ in topic.stock_intro)]
    return texts


def assign_quotes(topic: Topic, students: list[Student], exclude: set[str], rng: random.Random):
    """Return (student id -> quotations, popular sentence key -> quoters).

    Each popular sentence is quoted by 3-6 students (fewer in a small class); other students quote other
    sentences of 12-40 words, each by at most one student in 25 of the class. Copiers (`exclude`) quote
    nothing: a planted copy may replace the paragraph a quotation is in. Nobody quotes more than twice."""
    quotes: dict[str, list[tuple]] = defaultdict(list)
    quoters: dict[str, list[str]] = {}
    candidates = [s for s in students if s.id not in exclude]
    size = len(students)
    for number, source in enumerate(topic.sources):
        for sentence in source.popular:
            index, paragraph = next((i, p) for i, (p, s) in enumerate(source.sentences()) if s == sentence)
            if number and size < 12:
                continue  # a class of 5 has one popular sentence
            most = 6 if size >= 40 else (4 if size >= 12 else 3)
            count = rng.randint(3, most) if number == 0 else rng.randint(2, max(2, most - 2))
            free = [s for s in candidates if len(quotes[s.id]) < 2]
            chosen = rng.sample(free, min(count, len(free)))
            for student in chosen:
                quotes[student.id].append((source, paragraph, sentence, index))
            quoters[f"quote:{source.key}:{index}"] = [s.id for s in chosen]
    others = [(source, p, s, i) for source in topic.sources for i, (p, s) in enumerate(source.sentences())
              if s not in source.popular and 12 <= len(s.split()) <= 40]
    cap = max(1, size // 25)
    used = Counter()
    for student in candidates:
        if len(quotes[student.id]) < 2 and rng.random() < 0.35 and others:
            choice = rng.choice(others)
            if used[choice[3], choice[0].key] < cap:
                used[choice[3], choice[0].key] += 1
                quotes[student.id].append(choice)
    return quotes, quoters


# ---------------------------------------------------------------- planted copies


def own_paragraphs(paras: list[Para], sentences: int = 4) -> list[int]:
    """Return the indices of body paragraphs of at least `sentences` sentences written by the student (cited
    paraphrases allowed; no quotation, no note mark), at most one of them not one of the topic's ideas."""
    found = []
    for i, para in enumerate(paras):
        meta = para.meta.get("sentences") or []
        if (para.kind == "text" and para.meta.get("section") not in (None, "intro", "conclusion")
                and all(r.role in ("own", "cite") and not r.sup for r in para.runs) and len(meta) >= sentences
                and sum(1 for m in meta if m.get("section")) >= sentences - 1):
            found.append(i)
    return found


def body_paragraphs(paras: list[Para]) -> list[int]:
    """Return the indices of a student's body paragraphs."""
    return [i for i, p in enumerate(paras) if p.kind == "text" and p.meta.get("section") not in (None, "intro", "conclusion")]


def swap_synonyms(text: str, synonyms: dict[str, list[str]], rng: random.Random, share: float = 1.0) -> tuple[str, int, int]:
    """Return (text with words replaced one for one by a synonym, words replaced, words that could be)."""
    replaced = possible = 0

    def one(match: re.Match) -> str:
        nonlocal replaced, possible
        word = match.group(0)
        options = synonyms.get(word.casefold())
        if not options:
            return word
        possible += 1
        if rng.random() >= share:
            return word
        replaced += 1
        new = rng.choice(options)
        return new[0].upper() + new[1:] if word[0].isupper() else new

    return re.sub(r"\w+", one, text), replaced, possible


def content_words(text: str) -> int:
    """Return the number of words of 4 letters or more (a rough count of content words)."""
    return sum(1 for w in _WORD.findall(text) if len(w) >= 4)


def plant_copies(topic: Topic, plan: ClassPlan, essays: dict[str, list[Para]], jobs, writer: EssayWriter,
                 rng: random.Random) -> list[Plant]:
    """Plant each (copier, (kind, origin)) copy into the copiers' essays; return the plants."""
    plants: list[Plant] = []
    copier_ids = {student.id for student, _ in jobs}
    victims_used: set[str] = set()
    students = {s.id: s for s in plan.students}
    for number, (copier, (kind, origin)) in enumerate(jobs, start=1):
        copier.role = "copier"
        plant = Plant(f"copy{number:02d}", kind, origin, copier)
        paras = essays[copier.id]
        if origin == "student":
            pool = [s for s in plan.students if s.id not in copier_ids and s.id not in victims_used]
            if kind != "whole":
                pool = [s for s in pool if own_paragraphs(essays[s.id])] or pool
            victim = rng.choice(pool)
            victims_used.add(victim.id)
            plant.victim = victim
            source_paras = essays[victim.id]
            if kind == "whole":
                essays[copier.id] = whole_copy(plant, paras, source_paras, topic, rng)
                plants.append(plant)
                continue
            candidates = own_paragraphs(source_paras) or body_paragraphs(source_paras)
            if kind == "synonyms":  # the paragraph whose words the synonym list covers best
                candidates.sort(key=lambda i: -swap_synonyms(source_paras[i].text, topic.synonyms, random.Random(0))[2]
                                / max(1, content_words(source_paras[i].text)))
                at = candidates[0]
            else:
                at = rng.choice(candidates)
            plant.victim_paras = [at]
            original = source_paras[at]
            text = student_copy_text(kind, original, topic, writer, copier, rng, plant)
        else:
            source = rng.choice(topic.sources if kind != "paraphrased" else [s for s in topic.sources if s.paraphrases])
            plant.source = source
            text = source_copy_text(kind, source, topic, rng, plant, copier)
        targets = body_paragraphs(paras)
        at = rng.choice(targets)
        if kind == "quoted_uncited":
            para = paras[at]
            frames = [f for f in topic.language.quote_frames if "{author}" not in f]
            frame = (rng.choice(frames) + " ") if frames and rng.random() < 0.5 else ""
            insert = 1 if len(para.runs) > 1 else len(para.runs)
            para.runs[insert:insert] = [Run(" " + frame, "own"), Run(text, "planted", plant.id)]
        else:
            paras[at] = Para("text", [Run(text, "planted", plant.id)], {"section": paras[at].meta.get("section"),
                                                                          "sentences": []})
        plant.copier_paras = [at]
        plants.append(plant)
    return plants


def student_copy_text(kind: str, original: Para, topic: Topic, writer: EssayWriter, copier: Student,
                      rng: random.Random, plant: Plant) -> str:
    """Return the copier's version of a classmate's paragraph for a planted copy of `kind`."""
    text = original.text
    runs = original.runs
    sentences = ["".join(r.text for r in runs[m["runs"][0] : m["runs"][1]]).strip()
                 for m in original.meta.get("sentences", [])] or split_sentences(text)
    if kind == "paragraph":
        return text
    if kind == "synonyms":
        swapped, replaced, possible = swap_synonyms(text, topic.synonyms, rng)
        plant.details.update(replaced=replaced, content_words=content_words(text))
        return swapped
    if kind == "reordered":
        order = list(range(len(sentences)))
        while order == sorted(order):
            rng.shuffle(order)
        plant.details["order"] = order
        return " ".join(sentences[i] for i in order)
    # paraphrased: each idea again, in the same order, in another phrasing
    ideas = {i.key: i for section in [topic.intro, *topic.body, topic.conclusion] for i in section.ideas}
    out = []
    for meta in original.meta.get("sentences", []):
        idea = ideas.get(meta.get("idea"))
        if idea is None:
            continue
        got = writer.sentence(idea.phrasings, copier.id, [], avoid=meta.get("phrasing", -1), register=False,
                              against=plant.victim.id)
        if got:
            out.append(got[0])
    plant.details["ideas"] = [m.get("idea") for m in original.meta.get("sentences", [])]
    return " ".join(out)


def source_copy_text(kind: str, source: Source, topic: Topic, rng: random.Random, plant: Plant,
                     copier: Student) -> str:
    """Return the copier's text for a copy of `kind` from a source, and set the plant's source_text."""
    if kind == "quoted_uncited":
        sentences = [s for _, s in source.sentences() if s not in source.popular and 18 <= len(s.split()) <= 45]
        sentence = rng.choice(sentences or [s for _, s in source.sentences()])
        plant.source_text = sentence
        o, c = copier.marks
        return f"{o}{sentence}{c}"
    if kind == "paraphrased":
        index = rng.choice(sorted(source.paraphrases))
        plant.source_text = source.paragraphs[index]
        plant.details["paragraph"] = index + 1
        return source.paraphrases[index]
    index = rng.choice([i for i, p in enumerate(source.paragraphs) if len(p.split()) >= 45] or [0])
    paragraph = source.paragraphs[index]
    plant.source_text = paragraph
    plant.details["paragraph"] = index + 1
    if kind == "source_pasted":
        return paragraph
    if kind == "synonyms":
        swapped, replaced, possible = swap_synonyms(paragraph, topic.synonyms, rng)
        plant.details.update(replaced=replaced, content_words=content_words(paragraph))
        return swapped
    sentences = split_sentences(paragraph)
    order = list(range(len(sentences)))
    while order == sorted(order) and len(order) > 1:
        rng.shuffle(order)
    plant.details["order"] = order
    return " ".join(sentences[i] for i in order)


def whole_copy(plant: Plant, own: list[Para], victim: list[Para], topic: Topic, rng: random.Random) -> list[Para]:
    """Return the copier's essay: their own cover sheet and title, then the classmate's essay with light
    edits (about one replaceable word in ten swapped for a synonym, a sentence of the conclusion dropped)."""
    head = [p for p in own if p.kind in ("cover", "title")]
    start = next(i for i, p in enumerate(victim) if p.meta.get("section") == "intro")
    copied = copy.deepcopy(victim[start:])
    edited = 0
    for para in copied:
        for run in para.runs:
            if run.role == "own":
                run.text, replaced, _ = swap_synonyms(run.text, topic.synonyms, rng, share=0.1)
                edited += replaced
                run.role, run.key = "planted", plant.id
    plant.victim_paras = list(range(start, len(victim)))
    plant.copier_paras = list(range(len(head), len(head) + len(copied)))
    plant.details["words_swapped"] = edited
    return head + copied


# ---------------------------------------------------------------- writing the folder


def write_class(generated: GeneratedClass, out: Path) -> dict:
    """Write the class folder OUT/class and return the truth (written to OUT/truth.json by `main`)."""
    topic, plan = generated.topic, generated.plan
    folder = out / "class"
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "sources").mkdir(parents=True)
    documents: dict[str, dict] = {}
    for source in topic.sources:
        rel = f"sources/{source.file_name}"
        documents[rel] = write_source(folder / rel, source, topic)
    if plan.has_prompt:
        form = plan.rng.choice(["docx", "pdf", "txt"])
        if form == "pdf" and pdf_encoding([topic.question, *topic.prompt]) is None:
            form = "docx"
        rel = f"{topic.values['prompt file']}.{form}"
        paras = prompt_paras(topic)
        write(folder / rel, paras, form, title=topic.values["title"], language=topic.language.code)
        documents[rel] = {"role": "prompt", "form": form, "paras": paras}
    taken: set[str] = set()
    for student in plan.students:
        paras = generated.essays[student.id]
        form = student.form
        if form == "pdf" and pdf_encoding([p.text for p in paras]) is None:
            form = student.form = "docx"
        name = f"{student.file_stem}.{form}"
        if student.moodle:
            rel = f"{student.name}_{student.number.replace('-', '')}_assignsubmission_file_/{name}"
        else:
            rel = name
            stem = student.file_stem
            copy_number = 1
            while rel.casefold() in taken:
                rel = f"{stem} ({copy_number}).{form}"
                copy_number += 1
        taken.add(rel.casefold())
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        write(folder / rel, paras, form, title=student.name, language=topic.language.code)
        student.files.append(rel)
        documents[rel] = {"role": "student", "student": student.id, "form": form, "paras": paras}
    duplicate = generated.duplicate
    if duplicate is not None:
        first = Path(duplicate.files[0])
        number = 1
        while (rel := (first.parent / f"{first.stem} ({number}){first.suffix}").as_posix()).casefold() in taken:
            number += 1
        shutil.copyfile(folder / first, folder / rel)
        duplicate.files.append(rel)
        documents[rel] = dict(documents[first.as_posix()])
    return truth(generated, folder, documents)


def write_source(path: Path, source: Source, topic: Topic) -> dict:
    """Write a source as the web page, text file or PDF the class was given; return its document entry."""
    words = topic.language.words
    byline = f"{words['by']} {source.given} {source.surname}".strip() if source.given else source.surname
    paras = [Para("title", [Run(source.title, "source")]), Para("text", [Run(f"{byline}, {source.year}", "source")])]
    paras += [Para("text", [Run(p, "source")]) for p in source.paragraphs]
    if source.form == "html":
        header = f"{source.site} · {words['nav']}"
        footer = f"© {source.year} {source.site}. {words['rights']}"
        write_html(path, paras, title=f"{source.title} | {source.site}", language=topic.language.code,
                   page=(header, footer))
    else:
        form = source.form if source.form != "pdf" or pdf_encoding([p.text for p in paras]) else "html"
        write(path, paras, form, title=source.title, language=topic.language.code)
    return {"role": "source", "source": source.key, "form": source.form, "paras": paras}


def prompt_paras(topic: Topic) -> list[Para]:
    """Return the teacher's assignment sheet: title, question, instructions, the sources given."""
    words = topic.language.words
    paras = [Para("title", [Run(topic.values["title"], "prompt")]),
             Para("text", [Run(topic.question, "prompt")])]
    paras += [Para("text", [Run(p, "prompt")]) for p in topic.prompt]
    paras.append(Para("heading", [Run(words["sources"], "prompt")]))
    for source in topic.sources:
        who = f"{source.given} {source.surname}" if source.given else source.surname
        paras.append(Para("text", [Run(f"{who} ({source.year}): {source.title}. {source.site}.", "prompt")]))
    return paras


# ---------------------------------------------------------------- the truth


class Located:
    """A document's text as plagcheck extracts it, searched while ignoring blanks (line breaks in PDFs)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.index = [i for i, ch in enumerate(text) if not ch.isspace()]
        self.dense = "".join(text[i] for i in self.index)
        self.cursor = 0

    def find(self, needle: str) -> tuple[int, int] | None:
        """Return the [start, end) of the next occurrence of needle (blanks ignored) after the last one found."""
        dense = "".join(needle.split())
        if not dense:
            return None
        at = self.dense.find(dense, self.cursor)
        if at < 0:
            return None
        self.cursor = at + len(dense)
        return self.index[at], self.index[at + len(dense) - 1] + 1

    def find_prefix(self, needle: str) -> tuple[int, int] | None:
        """Return the span of the longest prefix of needle's words found next (the reader dropped the rest:
        a PDF line it took for a running footer), or None."""
        words = needle.split()
        for count in range(len(words) - 1, 0, -1):
            span = self.find(" ".join(words[:count]))
            if span:
                return span
        return None


def extract(folder: Path) -> dict[str, str]:
    """Return every file's text as plagcheck's reader extracts it, by path relative to `folder`."""
    from plagcheck.engine.ingest import discover, read_submissions
    from plagcheck.models import ScanSettings

    texts = {}
    for record in read_submissions(discover([folder]), ScanSettings(), use_cache=False):
        texts[Path(record.path).relative_to(folder).as_posix()] = record.text
    return texts


def locate_runs(text: str, paras: list[Para], form: str, where: str,
                dropped: list[str]) -> dict[tuple[int, int], tuple[int, int]]:
    """Return the span in `text` of every run of `paras`, found in order; raise if one is missing. A run the
    reader kept only the start of is located by that start and added to `dropped`."""
    located = Located(text)
    spans = {}
    for p, para in enumerate(paras):
        for r, run in enumerate(para.runs):
            shown = rendered(run, form)
            span = located.find(shown)
            if span is None and run.sup:
                span = located.find(run.text)
            if span is None and len(shown.split()) > 1:
                span = located.find_prefix(shown)
                dropped.append(shown)
            if span is None and shown.strip():
                raise AssertionError(f"{where}: run {shown[:80]!r} of paragraph {p} not found in the extracted text")
            if span:
                spans[p, r] = span
    return spans


def truth(generated: GeneratedClass, folder: Path, documents: dict[str, dict]) -> dict:
    """Return the ground truth: students, documents with their shared spans, planted copies with offsets."""
    texts = extract(folder)
    topic, plan = generated.topic, generated.plan
    canonical = {f"quote:{s.key}:{i}": sentence for s in topic.sources for i, (_, sentence) in enumerate(s.sentences())}
    canonical.update(question=topic.question, cover="\n".join(f"{label}:" for label in topic.language.cover.values()))
    shared: dict[str, dict] = {}
    reader_dropped: dict[str, list[str]] = {}  # file -> runs the reader kept only the start of
    doc_truth = {}
    run_spans = {}
    for rel, doc in documents.items():
        text = texts[rel]
        if doc["role"] == "source":
            doc_truth[rel] = {"role": "source", "source": doc["source"], "format": doc["form"]}
            continue
        if doc["role"] == "prompt":
            doc_truth[rel] = {"role": "prompt", "format": doc["form"]}
            continue
        dropped: list[str] = []
        spans = locate_runs(text, doc["paras"], doc["form"], rel, dropped)
        if dropped:
            reader_dropped[rel] = dropped
        run_spans[rel] = spans
        shared_spans, planted_spans = [], []
        for (p, r), (start, end) in sorted(spans.items(), key=lambda item: item[1]):
            run = doc["paras"][p].runs[r]
            if run.role in SHARED_ROLES:
                key = run.key or run.role
                shared_spans.append([start, end, key])
                piece = shared.setdefault(key, {"kind": shared_kind(run), "text": canonical.get(key, run.text.strip()),
                                                "students": [], "occurrences": []})
                if doc["student"] not in piece["students"]:
                    piece["students"].append(doc["student"])
                piece["occurrences"].append({"file": rel, "start": start, "end": end, "role": run.role,
                                             "written": rendered(run, doc["form"])})
            elif run.role == "planted":
                planted_spans.append([start, end, run.key])
        doc_truth[rel] = {"role": "student", "student": doc["student"], "format": doc["form"],
                          "shared_spans": merge_spans(shared_spans), "planted_spans": merge_spans(planted_spans)}
    plants = []
    for plant in generated.plants:
        copier_file = plant.copier.files[0]
        doc = documents[copier_file]
        c_start, c_end, c_written = paras_span(run_spans[copier_file], plant.copier_paras, doc,
                                               plant.kind != "whole", plant.id)
        entry = {"id": plant.id, "kind": plant.kind, "origin": plant.origin, "copier": plant.copier.id,
                 "copier_file": copier_file, "copier_span": [c_start, c_end],
                 "copier_text": texts[copier_file][c_start:c_end], "copier_written": c_written,
                 "details": plant.details}
        if plant.victim is not None:
            other = plant.victim.files[0]
            o_start, o_end, o_written = paras_span(run_spans[other], plant.victim_paras, documents[other], False, "")
            entry.update(other=plant.victim.id, other_file=other)
        else:
            other = f"sources/{plant.source.file_name}"
            found = Located(texts[other]).find(plant.source_text)
            assert found, f"{plant.id}: source text not found in {other}"
            (o_start, o_end), o_written = found, plant.source_text
            entry.update(other=plant.source.key, other_file=other)
        entry.update(other_span=[o_start, o_end], other_text=texts[other][o_start:o_end], other_written=o_written)
        entry["reader_dropped_text"] = copier_file in reader_dropped or other in reader_dropped
        for side in ("copier", "other"):
            if not entry["reader_dropped_text"]:
                assert dense(entry[f"{side}_text"]) == dense(entry[f"{side}_written"]), f"{plant.id}: {side} offsets"
        plants.append(entry)
    students = []
    for s in plan.students:
        students.append({"id": s.id, "name": s.name, "number": s.number, "files": s.files, "role": s.role,
                         "format": s.form, "style": s.style,
                         "copied_from": any(p.victim is s for p in generated.plants)})
    return {
        "format": "plagcheck-realistic-class", "version": 1,
        "language": topic.language.code, "topic": topic.key, "split": topic.split, "size": plan.size,
        "question": topic.question, "sources": {s.key: f"sources/{s.file_name}" for s in topic.sources},
        "prompt": next((rel for rel, d in documents.items() if d["role"] == "prompt"), None),
        "students": students,
        "duplicate_upload": {"student": generated.duplicate.id, "files": generated.duplicate.files}
        if generated.duplicate else None,
        "planted": plants,
        "shared": [{"key": key, **piece} for key, piece in shared.items()],
        "quoters": generated.quoters,
        "documents": doc_truth,
        "reader_dropped": reader_dropped,
        "generation": dict(generated.stats),
    }


def shared_kind(run: Run) -> str:
    """Return the kind of legitimately shared piece a run belongs to."""
    if run.role in ("quote", "frame") or (run.role == "cite" and run.key.startswith("quote:")):
        return "cited_quotation"
    return {"cite": "citation", "stock": "stock_phrase", "cover": "cover_sheet", "question": "question",
            "title": "title", "heading": "heading", "reference": "reference_entry", "note": "note"}[run.role]


def merge_spans(spans: list[list]) -> list[list]:
    """Return spans sorted, with touching or overlapping spans of the same key merged."""
    merged: list[list] = []
    for start, end, key in sorted(spans):
        if merged and merged[-1][2] == key and start <= merged[-1][1] + 2:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end, key])
    return merged


def paras_span(spans: dict, paras_at: list[int], doc: dict, planted_only: bool, key: str) -> tuple[int, int, str]:
    """Return (start, end, text as written) from the first to the last located run of the given paragraphs
    of a document (only its planted runs when `planted_only`)."""
    paras = doc["paras"]
    found = sorted((span, paras[p].runs[r]) for (p, r), span in spans.items() if p in paras_at
                   and (not planted_only or paras[p].runs[r].role == "planted"))
    assert found, f"no located run in paragraphs {paras_at} {key}"
    written = "".join(rendered(run, doc["form"]) for _, run in found)
    return found[0][0][0], max(span[1] for span, _ in found), written


def dense(text: str) -> str:
    """Return text without blanks (extraction may break lines and join paragraphs differently)."""
    return "".join(text.split())


# ---------------------------------------------------------------- command line


def build(language: str, topic: str, size: int, out: Path, seed: int | None = None) -> dict:
    """Generate a class into OUT/class, write OUT/truth.json and return the truth."""
    generated = generate(language, topic, size, seed)
    out.mkdir(parents=True, exist_ok=True)
    result = write_class(generated, out)
    (out / "truth.json").write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return result


def main() -> None:
    """Generate one class, or list the topics."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, help="folder to write class/ and truth.json into")
    parser.add_argument("--language", default="en")
    parser.add_argument("--topic", help="topic key (see --list); default: the language's first tuning topic")
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--seed", type=int, default=None, help="default: fixed per language, topic and size")
    parser.add_argument("--list", action="store_true", help="list the topics (language, topic, split)")
    parser.add_argument("--split", default="all", choices=["all", "tuning", "held-out"])
    args = parser.parse_args()
    if args.list:
        for language, topic, split in topics(split=args.split):
            print(f"{language}\t{topic}\t{split}")
        return
    if args.out is None:
        parser.error("give the folder to write the class into")
    topic = args.topic or topics(args.language, "tuning")[0][1]
    result = build(args.language, topic, args.size, args.out, args.seed)
    honest = sum(1 for s in result["students"] if s["role"] == "honest")
    kinds = Counter(f"{p['kind']}/{p['origin']}" for p in result["planted"])
    print(f"{args.out / 'class'}: {len(result['students'])} students ({honest} honest), "
          f"{len(result['planted'])} planted copies {dict(kinds)}; truth in {args.out / 'truth.json'}")
    print(f"generation: {result['generation']}")


if __name__ == "__main__":
    main()
