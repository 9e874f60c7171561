"""Writing the honest essays of a realistic class: students, their citations, and the rule against shared runs.

Every sentence of a student's own writing is searched for among the wordings of one of the topic's phrasings
until it shares no run of FRESH_RUN words with another student's own writing, a source, the question or a stock
phrase (RunRegistry). See realistic_classes for the whole picture.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, timedelta

from class_generator.class_families import StudentFamily, opens_sentence, question_text, signal_phrase, typeset
from class_generator.class_files import Para, Run
from class_generator.class_independence import Independence
from class_generator.class_material import (
    Idea, Section, Source, Template, Topic, capitalise, labelled, lower_first, search,
)

#: A sentence of own writing sharing a run this long with another student's own writing is drawn again
#: (FRESH_RUN_LARGE in classes of LARGE students or more: 300 essays from one assignment use up the 6-word
#: runs of the material; 7 still keeps every shared run of own writing under the 8 words the test allows).
FRESH_RUN = 6
FRESH_RUN_LARGE = 7
LARGE = 100
FORMAT_WEIGHTS = {"docx": 34, "pdf": 18, "txt": 12, "odt": 12, "rtf": 10, "html": 8}
_WORD = re.compile(r"\w+")


def words(text: str) -> list[str]:
    """Return the lower-case words of a text (the unit of the 6- and 8-word rules)."""
    return _WORD.findall(text.casefold())


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
    family: StudentFamily | None = None  # the class families' choices (None: --families off)

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

    def __init__(self, style: str, topic: Topic, accessed: str, marks: tuple[str, str] | None = None) -> None:
        self.style, self.topic, self.words = style, topic, topic.language.words
        self.title_marks = marks or topic.language.marks[0]
        self.accessed = accessed
        self.order: list[str] = []  # sources in order of first citation
        self.notes: list[str] = []

    def cited(self, source: Source) -> None:
        """Record that `source` is cited (by name in the sentence: a narrative citation needs no mark)."""
        if source.key not in self.order:
            self.order.append(source.key)

    def mark(self, source: Source, page: int) -> tuple[str, bool]:
        """Return the in-text citation of `source` (page 0: none) and whether it is a superscript note mark."""
        self.cited(source)
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
        self.independence = Independence(topic.language.code)
        for source in topic.sources:
            for _, sentence in source.sentences():
                self.independence.add_source(source.key, sentence)
        self.language = topic.language
        self.concepts = topic.concepts
        self.stats = Counter()
        #: No two students write this many ideas of a section in a row in the same order (a planted paraphrase
        #: is a whole paragraph of them): 3, or 4 in a class of LARGE or more, which has not enough orders.
        self.aligned = 4 if size >= LARGE else 3
        self.used_runs: set[tuple[str, ...]] = set()
        self.prefixed = False  # the paragraph being written starts with a connective
        #: The last words of the student's own writing when the next paragraph goes straight on from them
        #: (no heading, quotation or stock phrase between): a run may cross a paragraph break.
        self.carry: list[str] = []

    # -------------------------------------------------------- sentences

    def sentence(self, phrasings: list[Template], who: str, context: list[str], prefix: Template | None = None,
                 capital: bool = True, cites: str = "") -> tuple[str, int] | None:
        """Return (a sentence drawn from one of `phrasings`, its index) that shares no FRESH_RUN-word run with
        another writer (`context`: the words just before it) and is a paraphrase of no other student's
        sentence, nor of a source's sentence unless it cites that source (`cites`; class_independence), or
        None when every draw fails. A paraphrase of one classmate's sentence is let through only when nothing
        else can be written (once per pair of students)."""
        order = list(range(len(phrasings)))
        self.rng.shuffle(order)
        before = context[-(self.registry.n - 1):]
        clash = lambda tokens, first: self.registry.clashes(before + tokens, who, len(before) + first)  # noqa: E731
        for strict in (True, False):
            accept = lambda text, strict=strict: self.independence.acceptable(text, who, cites, strict)  # noqa: E731
            for index in order:
                self.stats["searches"] += 1
                raw = search([prefix, phrasings[index]] if prefix else [phrasings[index]], self.rng, self.concepts,
                             clash, accept=accept, keep=self.language.space_before())
                if raw is None:
                    self.stats["phrasings used up"] += 1
                    continue
                text = finish(raw, self.language.code, capital)
                self.registry.add(before + words(text), who)
                self.independence.add(text, who, cites)
                self.stats["paraphrase of a classmate let through"] += not strict
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
            got = self.sentence(idea.phrasings, student.id, context, prefix if written == 0 else None, cites=idea.cite)
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
        self.prefixed = prefix is not None
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
            self._idea(runs, meta, context, written, section.key, citer, student)
        para = Para("text", runs, {"section": section.key, "sentences": meta})
        self.carry = context[-FRESH_RUN_LARGE:] if runs and runs[-1].role == "own" and not after else []
        return [para] + after

    def _idea(self, runs: list[Run], meta: list[dict], context: list[str], written: tuple, section: str,
              citer: Citer, student: Student) -> None:
        """Append a written idea to the paragraph's runs, with its citation when it paraphrases a source."""
        idea, text, index = written
        first = len(runs)
        entry = {"idea": idea.key, "phrasing": index, "section": section, "text": text}
        if idea.cite:
            source = self.topic.source(idea.cite)
            # A sentence that goes on from a connective or an opener ("Moreover, ...") names its source at its end.
            prefixed = (self.prefixed and not meta) or bool(runs and runs[-1].text.rstrip().endswith((",", ":")))
            if self.narrative(student) and (not prefixed or self.language.signal_endings):
                entry["narrative"] = self._narrative(runs, text, source, citer, student, prefixed)
            else:
                mark, sup = citer.mark(source, idea.page if student.style == "mla" else 0)
                self._cited(runs, text, mark, sup, f"cite:{mark}")
            entry["cite"] = idea.cite
            context.clear()
        else:
            runs.append(Run(_spaced(runs, text)))
            context.extend(words(text))
        entry["runs"] = [first, len(runs)]
        meta.append(entry)

    def narrative(self, student: Student) -> bool:
        """Return True when the student's next citation names the source in the sentence (class families)."""
        return (student.family is not None and bool(self.language.signal_phrases)
                and self.rng.random() < student.family.narrative)

    def _narrative(self, runs: list[Run], text: str, source: Source, citer: Citer, student: Student,
                   prefixed: bool = False) -> str:
        """Append a sentence cited by naming its source ("According to Hartley, ...", "..., as Hartley
        notes."; only the latter when the sentence goes on from a connective); return the signal phrase."""
        citer.cited(source)
        key = f"cite:narrative:{source.key}"
        lang = self.language
        if lang.signal_endings and (prefixed or self.rng.random() < 0.3):
            ending = signal_phrase(lang.signal_endings, source, student.marks, self.rng, self.concepts, lang)
            runs += [Run(_spaced(runs, text[:-1])), Run(ending, "cite", key), Run(text[-1])]
            return ending
        phrase = signal_phrase(lang.signal_phrases, source, student.marks, self.rng, self.concepts, lang)
        body = text if opens_sentence(phrase) else keep_case_after(text, lang.code)
        runs += [Run(_spaced(runs, capitalise(phrase, lang.code)) + " ", "cite", key), Run(body)]
        return phrase

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
        if self.narrative(student):
            return self.named_quotation(student, quote, citer, runs)
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

    def named_quotation(self, student: Student, quote: tuple, citer: Citer, runs: list[Run]) -> Para | None:
        """Add a quotation cited by naming its source before it ("Comme l'écrit X dans Y, « ... »"), with no
        other citation (or return it as a block quotation)."""
        source, _, sentence, index = quote
        key = f"quote:{source.key}:{index}"
        citer.cited(source)
        lang = self.language
        phrase = capitalise(signal_phrase(lang.signal_phrases, source, student.marks, self.rng, self.concepts, lang),
                            lang.code)
        if student.form in ("docx", "odt", "html") and len(sentence.split()) >= 18 and self.rng.random() < 0.35:
            colon = " :" if ":" in lang.space_before() else ":"  # the blank becomes the student's (typeset)
            lead = phrase[:-1] + colon if phrase.endswith(",") else phrase
            runs.append(Run(_spaced(runs, lead), "frame", key))
            return Para("quote", [Run(sentence, "quote", key)], {"quote": key})
        o, c = student.marks
        runs.append(Run(_spaced(runs, phrase) + " ", "frame", key))
        runs += [Run(f"{o}{sentence[:-1]}{c}", "quote", key), Run(sentence[-1], "frame", key)]
        return None

    # -------------------------------------------------------- the whole essay

    def essay(self, student: Student, plan: ClassPlan, quotes: list[tuple]) -> list[Para]:
        """Return an honest essay of `student`: cover sheet, title, question, intro, body, conclusion, references."""
        rng, topic, lang = self.rng, self.topic, self.language
        family = student.family
        citer = Citer(student.style, topic, plan.accessed, student.marks if family else None)
        # Essays of 500-900 words, where reworded copies of sources hide; not in a class of LARGE or more, for
        # which the material has not enough independent sentences (they would be left out).
        longer = family is not None and self.size < LARGE
        sections = self.body_sections(longer)
        self.concepts = {**topic.concepts, **self.profile(), "my_sections": [self.sections_named(sections)]}
        paras: list[Para] = []
        question = None
        if family is not None and family.question != "none":
            label = labelled(lang.words["question"]) + " " if rng.random() < 0.5 else ""
            pasted = question_text(topic, family.question, rng)
            question = Para("question", [Run(label + pasted, "question", "question")])
            if family.question == "top":
                paras.append(question)
        if rng.random() < plan.cover_share:
            paras += plan.cover(student)
        if question and family.question == "after_cover":
            paras.append(question)
        title = self.title()
        if title:
            paras.append(title)
        if family is None and rng.random() < 0.35:
            label = labelled(lang.words["question"]) + " " if rng.random() < 0.5 else ""
            paras.append(Para("question", [Run(label + topic.question, "question", "question")]))
        if question and family.question in ("after_title", "part"):
            paras.append(question)
        paras += self.intro(student, citer, longer)
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
            if longer:
                count = rng.choice([4, 5, 5, 6]) if self.size < 300 else rng.choice([4, 4, 5])
            else:
                count = rng.choice([3, 4, 4, 5]) if self.size < 300 else rng.choice([3, 3, 4])
            paras += self.paragraph(student, section, count, citer, quote_slots.get(number),
                                    connective=number > 0 and rng.random() < 0.7, personal=number in personal_in)
        paras += self.conclusion(student, len(sections) in personal_in, citer)
        paras = [p for p in paras if p.runs] + citer.closing()
        if family is not None:
            typeset(paras, family, lang)
        return paras

    def profile(self) -> dict[str, list[Template]]:
        """Return a student's own world (the language's [profile] concepts, one choice each): their town,
        the relative or place an anecdote is about, the same wherever they write of it."""
        return {name: [self.rng.choice(choices)] for name, choices in self.language.profile.items()}

    def sections_named(self, sections: list[Section]) -> Template:
        """Return the student's body sections as a list in words (@my_sections): "pesticides, disease and
        what can be done"."""
        names = [s.heading if self.language.code == "de" else lower_first(s.heading, self.language.code)
                 for s in sections]
        listed = ", ".join(names[:-1]) + f" {self.language.words['and']} " + names[-1] if len(names) > 1 else names[0]
        return Template(listed.replace("{", "(").replace("}", ")").replace("|", "/").replace("@", ""))

    def title(self) -> Para | None:
        """Return the essay's title: the assignment's, one of the students' usual ones, or none."""
        draw = self.rng.random()
        if draw < 0.35:
            return Para("title", [Run(self.topic.values["title"], "title", "title:assignment")])
        if draw < 0.8:
            text = capitalise(self.rng.choice(self.topic.titles).expand(self.rng, self.concepts,
                                                                         self.language.space_before()),
                              self.language.code)
            return Para("title", [Run(text, "title", f"title:{text}")])
        return None

    def intro(self, student: Student, citer: Citer, longer: bool = False) -> list[Para]:
        """Return the introduction: the assignment's stock phrase (some students), then 2-3 opening ideas."""
        self.prefixed = False
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
        count = self.rng.choice([3, 3, 4] if longer else [2, 3, 3, 4])
        for written in self.write_ideas(self.order_ideas(self.topic.intro, count), count, student, context):
            self._idea(runs, meta, context, written, "intro", citer, student)
        self.carry = context[-FRESH_RUN_LARGE:] if runs and runs[-1].role == "own" else []
        return [Para("text", runs, {"section": "intro", "sentences": meta})]

    def conclusion(self, student: Student, personal: bool, citer: Citer) -> list[Para]:
        """Return the conclusion: a stock opener (most students), 2-3 closing ideas, perhaps a personal note."""
        self.prefixed = False
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
            self._idea(runs, meta, context, (idea, text, index), "conclusion", citer, student)
        if personal:
            self._own(runs, meta, self.topic.personal, student, context, "personal")
        return [Para("text", runs, {"section": "conclusion", "sentences": meta})]

    def body_sections(self, longer: bool = False) -> list[Section]:
        """Return the 2-4 body sections a student writes about (3-4 when `longer`), mostly in the topic's order."""
        body = self.topic.body
        count = self.rng.choice([3, 3, 4, 4] if longer else [2, 3, 3, 3, 4]) if len(body) > 3 else len(body)
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
        if {"last", "first"} <= lang.cover.keys() and rng.random() < 0.6:  # "Nom :" and "Prénom :" on two lines
            self.cover_lines[:1] = ["last", "first"]
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
        values = {"name": student.name, "last": student.last, "first": student.first, "number": student.number,
                  "course": self.course, "teacher": self.teacher,
                  "date": self.date_text(self.due - timedelta(days=self.rng.randint(0, 3))), "school": self.school}
        return [Para("cover", [Run(f"{labelled(labels[key])} {values[key]}", "cover", "cover")])
                for key in self.cover_lines]
