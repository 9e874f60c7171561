"""Planted copies of a realistic class: which kinds, who copies from whom, and the copied text.

Kinds (KINDS): a whole essay from a classmate with light edits, a paragraph verbatim, synonym-swapped, with its
sentences reordered or paraphrased (its own sentences reworked: class_rework; from a classmate or a source), a
source paragraph pasted, a source sentence quoted without citation. And the class as generated, its copies
planted (GeneratedClass), which class_truth writes.
"""

from __future__ import annotations

import copy
import random
import re
import zlib
from collections import Counter
from dataclasses import dataclass, field

from class_generator.class_essays import ClassPlan, Student
from class_generator.class_families import Family
from class_generator.class_files import Para, Run
from class_generator.class_material import Source, Topic, lowercase_words, split_sentences
from class_generator.class_rework import rework

#: (kind, copied from): every planted copy a class of 40 holds once.
KINDS = (
    ("whole", "student"), ("paragraph", "student"), ("synonyms", "student"), ("synonyms", "source"),
    ("reordered", "student"), ("reordered", "source"), ("paraphrased", "student"), ("paraphrased", "source"),
    ("source_pasted", "source"), ("quoted_uncited", "source"),
)
_WORD = re.compile(r"\w+")


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


# ---------------------------------------------------------------- planted copies


#: A classmate's essay handed in whole holds at least this many words of the classmate's own writing.
WHOLE_OWN_WORDS = 15


def own_words(paras: list[Para]) -> int:
    """Return the number of words of an essay's paragraphs of text its writer wrote (runs of role "own")."""
    return sum(len(run.text.split()) for para in paras if para.kind == "text"
               for run in para.runs if run.role == "own")


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


def plant_copies(topic: Topic, plan: ClassPlan, essays: dict[str, list[Para]], jobs,
                 rng: random.Random, quoted: frozenset[str] = frozenset()) -> list[Plant]:
    """Plant each (copier, (kind, origin)) copy into the copiers' essays; return the plants. `quoted`: source
    sentences honest students quote with a citation, which an uncited quotation does not take (the pair of
    the two would be a copy of the source, not of each other: the class families pass them)."""
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
            else:
                # An essay handed in whole has its writer's own sentences in it: in a class of 300 the phrasings
                # run out, and an essay may be no more than a cited quotation and its reference, which two
                # students share without copying each other.
                pool = [s for s in pool if own_words(essays[s.id]) >= WHOLE_OWN_WORDS] or pool
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
            text = student_copy_text(kind, original, topic, rng, plant)
        else:
            source = rng.choice(topic.sources)
            plant.source = source
            text = source_copy_text(kind, source, topic, rng, plant, copier, quoted)
        targets = body_paragraphs(paras) or [i for i, p in enumerate(paras) if p.kind == "text"]
        if not targets:  # the material ran out for every sentence of this essay (a class of 300): a paragraph of its own
            paras.insert(0, Para("text", [], {"section": "body"}))
            targets = [0]
        at = rng.choice(targets)
        if kind == "quoted_uncited":
            para = paras[at]
            frames = [f for f in topic.language.quote_frames if "{author}" not in f]
            frame = (rng.choice(frames) + " ") if frames and rng.random() < 0.5 else ""
            insert = _after_first_sentence(para.runs)
            para.runs[insert:insert] = [Run(" " + frame, "own"), Run(text, "planted", plant.id)]
        else:
            paras[at] = Para("text", [Run(text, "planted", plant.id)], {"section": paras[at].meta.get("section"),
                                                                          "sentences": []})
        plant.copier_paras = [at]
        plants.append(plant)
    return plants


def _after_first_sentence(runs: list[Run]) -> int:
    """Return the index of the run after a paragraph's first sentence, its citation included (a note mark
    after the full stop belongs to the sentence before it, not to what is inserted after)."""
    for i in range(1, len(runs) + 1):
        if "".join(r.text for r in runs[:i]).rstrip().endswith((".", "!", "?", "\u3002")) and (
                i == len(runs) or runs[i].role != "cite"):
            return i
    return len(runs)


def student_copy_text(kind: str, original: Para, topic: Topic, rng: random.Random, plant: Plant) -> str:
    """Return the copier's version of a classmate's paragraph for a planted copy of `kind`."""
    text = original.text
    runs = original.runs
    sentences = ["".join(r.text for r in runs[m["runs"][0] : m["runs"][1]]).strip()
                 for m in original.meta.get("sentences", [])] or split_sentences(text)
    return rewrite(kind, text, sentences, topic, rng, plant)


def source_copy_text(kind: str, source: Source, topic: Topic, rng: random.Random, plant: Plant,
                     copier: Student, quoted: frozenset[str] = frozenset()) -> str:
    """Return the copier's text for a copy of `kind` from a source, and set the plant's source_text."""
    if kind == "quoted_uncited":
        sentences = [s for _, s in source.sentences() if s not in source.popular and 18 <= len(s.split()) <= 45
                     and s not in quoted]
        sentence = rng.choice(sentences or [s for _, s in source.sentences()])
        plant.source_text = sentence
        o, c = copier.marks
        return f"{o}{sentence}{c}"
    index = rng.choice([i for i, p in enumerate(source.paragraphs) if len(p.split()) >= 45] or [0])
    paragraph = source.paragraphs[index]
    plant.source_text = paragraph
    plant.details["paragraph"] = index + 1
    return rewrite(kind, paragraph, split_sentences(paragraph), topic, rng, plant)


def rewrite(kind: str, text: str, sentences: list[str], topic: Topic, rng: random.Random, plant: Plant) -> str:
    """Return a copied text as the copier hands it in: verbatim (paragraph, source_pasted), with its words
    swapped for synonyms, with its sentences in another order, or paraphrased (its own sentences reworked,
    class_rework)."""
    if kind == "paraphrased":
        reworked = rework(sentences, topic.language, topic.paraphrase_words, rng, lowercase_words(topic))
        plant.details.update(kept=round(reworked.kept, 2), operations=reworked.operations)
        return reworked.text
    if kind == "synonyms":
        swapped, replaced, _ = swap_synonyms(text, topic.synonyms, rng)
        plant.details.update(replaced=replaced, content_words=content_words(text))
        return swapped
    if kind == "reordered":
        order = list(range(len(sentences)))
        while order == sorted(order) and len(order) > 1:
            rng.shuffle(order)
        plant.details["order"] = order
        return " ".join(sentences[i] for i in order)
    return text


def plant_opening(plant_id: str, copier: Student, victim: Student, essays: dict[str, list[Para]]) -> Plant:
    """Return a planted copy of a classmate's opening: the copier's introduction replaced by the victim's
    (kind "paragraph", details "opening")."""
    copier.role = "copier"
    plant = Plant(plant_id, "paragraph", "student", copier, victim, details={"opening": True})
    own, theirs = essays[copier.id], essays[victim.id]
    source_at = intro_at(theirs)
    runs = [Run(r.text, "planted", plant_id) for r in theirs[source_at].runs]
    at = next((i for i, p in enumerate(own) if p.meta.get("section") == "intro"), None)
    if at is None:  # no sentence of the copier's own introduction could be written: the copy goes before the body
        bodies = body_paragraphs(own)
        at = bodies[0] if bodies else len(own)  # an essay of headings only (a class of 300): after them
        own.insert(at, Para("text", [], {}))
    own[at] = Para("text", runs, {"section": "intro", "sentences": []})
    plant.copier_paras, plant.victim_paras = [at], [source_at]
    return plant


def intro_at(paras: list[Para]) -> int | None:
    """Return the index of an essay's introduction (None when it has none)."""
    return next((i for i, p in enumerate(paras) if p.meta.get("section") == "intro"), None)


def whole_copy(plant: Plant, own: list[Para], victim: list[Para], topic: Topic, rng: random.Random) -> list[Para]:
    """Return the copier's essay: their own cover sheet and title, then the classmate's essay with light
    edits (about one replaceable word in ten swapped for a synonym, a sentence of the conclusion dropped)."""
    head = [p for p in own if p.kind in ("cover", "title")]
    # From the introduction on (or the first paragraph of the body when the classmate's intro was left out).
    start = next((i for i, p in enumerate(victim) if p.meta.get("section") == "intro"),
                 next((i for i, p in enumerate(victim) if p.kind == "text"), 0))
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
    family: Family | None = None  # the class families' choices (None: --families off)
