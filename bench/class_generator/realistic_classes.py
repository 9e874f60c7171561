"""Realistic classes for the honest-student bench (issue 26): a folder of essays as a teacher drops it, and its truth.

    python bench/class_generator/realistic_classes.py --language en --topic bees --size 40 [--families on|off] OUT
    python bench/class_generator/realistic_classes.py --list [--split tuning|held-out]

Writes OUT/class/ (the folder to scan: the essays, loose, in Moodle-like per-student folders or in a Moodle or
Canvas zip, the sources in a folder or loose, in some classes the teacher's assignment sheet) and OUT/truth.json
beside it (never inside). Each class is of a *family* (class_families: the hand-over, where the sheet, the
sources and the pasted question lie, each student's typography and citation forms, files named like the
assignment); `--families off` gives the classes these seeds gave before the families.

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
import json
import random
import sys
import zlib
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # bench/, which holds class_generator
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, which holds plagcheck and tests

from class_generator.class_copies import (  # noqa: E402
    KINDS, GeneratedClass, Plant, copy_plan, intro_at, plant_copies, plant_opening,
)
from class_generator.class_essays import (  # noqa: E402
    FRESH_RUN, FRESH_RUN_LARGE, LARGE, ClassPlan, EssayWriter, RunRegistry, Student, words,
)
from class_generator.class_families import Family, draw_family, draw_student  # noqa: E402
from class_generator.class_files import Para  # noqa: E402
from class_generator.class_material import Topic, load_topic, topics  # noqa: E402
from class_generator.class_truth import extract, write_class  # noqa: E402

__all__ = ["KINDS", "SIZES", "build", "default_seed", "extract", "generate", "words"]


SIZES = (5, 12, 40, 300)


def default_seed(language: str, topic: str, size: int) -> int:
    """Return the seed a class is generated with unless another is given."""
    return zlib.crc32(f"{language}/{topic}/{size}".encode())


def generate(language: str, topic_key: str, size: int, seed: int | None = None, families: bool = True) -> GeneratedClass:
    """Return a generated class (not yet written): with `families`, varied as class_families says; without,
    the class the seed gave before families existed."""
    seed = default_seed(language, topic_key, size) if seed is None else seed
    rng = random.Random(seed)
    topic = load_topic(language, topic_key)
    plan = ClassPlan(topic, size, rng)
    family = None
    if families:  # a generator of its own: the main one draws what it drew before
        family_rng = random.Random(f"{seed}/families")
        family = draw_family(topic, size, family_rng)
        plan.has_prompt = family.sheet != "absent"
        for student in plan.students:
            student.family = family.students[student.id] = draw_student(family, topic.language, family_rng)
            student.marks = student.family.marks
            if family.layout == "loose":
                student.moodle = False
            elif family.layout != "mixed":
                student.moodle = True
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
    quoted = frozenset(q[2] for qs in quotes.values() for q in qs) if family is not None else frozenset()
    plants = plant_copies(topic, plan, essays, list(zip(copiers, kinds)), rng, quoted)
    if family is not None:
        name_like_assignment(topic, plan, essays, plants, family, family_rng)
    involved = {p.copier.id for p in plants} | {p.victim.id for p in plants if p.victim}
    others = [s for s in students if s.id not in involved]
    duplicate = rng.choice(others or students)
    return GeneratedClass(topic, plan, essays, plants, duplicate, writer.stats, quoters, family)


def intro_words(paras: list[Para]) -> int:
    """Return the number of words of an essay's introduction (0 when it has none)."""
    at = intro_at(paras)
    return 0 if at is None else len(paras[at].text.split())


def name_like_assignment(topic: Topic, plan: ClassPlan, essays: dict[str, list[Para]], plants: list[Plant],
                         family: Family, rng: random.Random) -> None:
    """Name the files of `family.assignment_named` students like the assignment (`assignment.docx`,
    `consigne.txt`); the first of them, when `family.opening_copy`, hands in a classmate's opening (a
    planted copy of kind "paragraph")."""
    names = topic.language.assignment.get("student file") or ["assignment", "Assignment"]
    involved = {p.copier.id for p in plants} | {p.victim.id for p in plants if p.victim}
    free = [s for s in plan.students if s.id not in involved]
    chosen = rng.sample(free, min(family.assignment_named, len(free) - 1 if family.opening_copy else len(free)))
    for student in chosen:
        student.family.assignment_named = True
        student.file_stem = rng.choice(names).format(subject=topic.values["subject"])
        if family.layout == "mixed":
            student.moodle = False  # lying loose at the top, where a guess about "the assignment" looks
    if family.opening_copy and chosen:
        copier = chosen[0]
        victims = [s for s in free if s not in chosen and intro_words(essays[s.id]) >= 30] or [
            s for s in free if s not in chosen and intro_words(essays[s.id])]
        plants.append(plant_opening(f"copy{len(plants) + 1:02d}", copier, rng.choice(victims), essays))


def shared_texts(topic: Topic) -> list[str]:
    """Return the texts whose 6-word runs nobody may write as their own: sources, question, stock phrases."""
    texts = [p for s in topic.sources for p in s.paragraphs]
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


# ---------------------------------------------------------------- command line


def build(language: str, topic: str, size: int, out: Path, seed: int | None = None, families: bool = True) -> dict:
    """Generate a class into OUT/class, write OUT/truth.json and return the truth."""
    generated = generate(language, topic, size, seed, families)
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
    parser.add_argument("--families", choices=["on", "off"], default="on",
                        help="vary layout, sheet, sources, question, typography and citations (off: the classes "
                             "the seeds gave before the families, for earlier figures)")
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
    result = build(args.language, topic, args.size, args.out, args.seed, args.families == "on")
    honest = sum(1 for s in result["students"] if s["role"] == "honest")
    kinds = Counter(f"{p['kind']}/{p['origin']}" for p in result["planted"])
    print(f"{args.out / 'class'}: {len(result['students'])} students ({honest} honest), "
          f"{len(result['planted'])} planted copies {dict(kinds)}; truth in {args.out / 'truth.json'}")
    print(f"generation: {result['generation']}")


if __name__ == "__main__":
    main()
