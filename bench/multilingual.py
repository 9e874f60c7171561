"""Classes of copied, disguised and honest texts in several languages, with exact passage offsets.

The texts are in `bench/data/multilingual/<language>/` (see its README): per language six encyclopedic
source articles of three paragraphs, a synonym-substituted copy of each source's second paragraph and a
paraphrase of its third (`rewrites/`), six student essays on unrelated subjects (`hosts/`), and six honest
essays on the sources' subjects by another writer who never saw them (`honest/`).

`build_class` makes one language's class as PAN built its corpora: each host essay receives three passages
from three different sources, each as a paragraph of its own between the host's paragraphs, so each
(host, source) pair holds exactly one case. The first paragraph of each source goes in copied verbatim or
disguised by a program (`OBFUSCATIONS`, seeded: the class is the same on every run); the second goes in as
its synonym-substituted rewrite, the third as its paraphrase. The class never reads or writes outside the
folder it is given.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "multilingual"
#: How each source's first paragraph is disguised, by source number (1-6).
OBFUSCATIONS = ("verbatim", "random", "shuffled", "random", "shuffled", "reordered")
#: Every kind of case, in the order figures are printed.
KINDS = ("verbatim", "random", "shuffled", "reordered", "synonym", "paraphrase")
SOURCES = 6
#: PAN's random obfuscation: this share of a passage's words undergo one operation (shift, delete, insert,
#: replace with a word of the host essay).
RANDOM_SHARE = 0.3


@dataclass(frozen=True)
class Case:
    """One planted passage: the host essay it sits in and the source it came from, with [start, end) in each."""

    kind: str
    suspicious: str
    source: str
    this_start: int
    this_end: int
    source_start: int
    source_end: int


def languages() -> list[str]:
    """Return the language folders present, sorted (empty when the data is absent)."""
    return sorted(p.name for p in DATA.iterdir() if (p / "sources").is_dir()) if DATA.is_dir() else []


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Return [start, end) of each paragraph of `text` (blocks separated by blank lines), without the
    white space around it."""
    return [(m.start(), m.end()) for m in re.finditer(r"\S(?:.*?\S)?(?=\s*(?:\n\s*\n|\Z))", text, re.S)]


def sentences(paragraph: str) -> list[str]:
    """Return the paragraph's sentences: split after . ! ? or the Arabic-script question mark, the Urdu full
    stop or the Devanagari danda; not after a full stop ending a word of one or two letters, as abbreviations
    do ("v. Chr.", "S. 12")."""
    text, parts, start = paragraph.strip(), [], 0
    for end in re.finditer(r"(?<=[.!?؟۔।])\s+", text):
        word = text[start : end.start()].split()[-1]
        if not word.endswith(".") or len(word) > 3:
            parts.append(text[start : end.start()])
            start = end.end()
    return parts + [text[start:]]


def obfuscated(paragraph: str, kind: str, host_words: list[str], rng: random.Random) -> str:
    """Return the paragraph copied as `kind`: verbatim; random (PAN's random text operations on
    RANDOM_SHARE of its words); shuffled (each sentence's words in a random order); reordered (its
    sentences in a random order)."""
    if kind == "verbatim":
        return paragraph.strip()
    if kind == "reordered":
        parts = sentences(paragraph)
        order = list(range(len(parts)))
        while len(parts) > 1 and order == sorted(order):
            rng.shuffle(order)
        return " ".join(parts[i] for i in order)
    if kind == "shuffled":
        shuffled = []
        for sentence in sentences(paragraph):
            words = sentence.split()
            rng.shuffle(words)
            shuffled.append(" ".join(words))
        return " ".join(shuffled)
    if kind == "random":
        words = paragraph.split()
        for _ in range(round(RANDOM_SHARE * len(words))):
            at = rng.randrange(len(words))
            operation = rng.choice(("shift", "delete", "insert", "replace"))
            if operation == "shift":
                word = words.pop(at)
                words.insert(min(len(words), max(0, at + rng.randint(-3, 3))), word)
            elif operation == "delete" and len(words) > 1:
                words.pop(at)
            elif operation == "insert":
                words.insert(at, rng.choice(host_words))
            else:
                words[at] = rng.choice(host_words)
        return " ".join(words)
    raise ValueError(kind)


def build_class(language: str, folder: Path, seed: int = 13) -> list[Case]:
    """Write one language's class into `folder` (sources, hosts with their planted passages, honest essays)
    and return its cases."""
    root = DATA / language
    rng = random.Random(f"{language}-{seed}")
    folder.mkdir(parents=True, exist_ok=True)
    sources = {}
    for number in range(1, SOURCES + 1):
        name = f"src-{number:02d}.txt"
        text = (root / "sources" / name).read_text(encoding="utf-8").strip() + "\n"
        (folder / name).write_text(text, encoding="utf-8")
        sources[number] = (name, text, paragraphs(text))
    cases = []
    for host in range(1, SOURCES + 1):
        host_text = (root / "hosts" / f"host-{host:02d}.txt").read_text(encoding="utf-8")
        host_parts = [host_text[a:b] for a, b in paragraphs(host_text)]
        assert len(host_parts) > 3, f"{language} host-{host:02d} needs four paragraphs or more"
        host_words = host_text.split()
        planted = []  # (kind, source number, source paragraph index, text)
        for step, (index, kind) in enumerate(((0, None), (1, "synonym"), (2, "paraphrase"))):
            number = (host - 1 + step) % SOURCES + 1
            name, text, parts = sources[number]
            if kind is None:
                kind = OBFUSCATIONS[number - 1]
                copy = obfuscated(text[slice(*parts[index])], kind, host_words, rng)
            else:
                copy = (root / "rewrites" / f"src-{number:02d}-{kind}.txt").read_text(encoding="utf-8").strip()
            planted.append((kind, number, index, copy))
        pieces, offset, name = [], 0, f"host-{host:02d}.txt"
        for i, part in enumerate(host_parts):
            pieces.append(part)
            offset += len(part) + 2
            if i < len(planted):
                kind, number, index, copy = planted[i]
                source_name, _, parts = sources[number]
                cases.append(Case(kind, name, source_name, offset, offset + len(copy), *parts[index]))
                pieces.append(copy)
                offset += len(copy) + 2
        (folder / name).write_text("\n\n".join(pieces) + "\n", encoding="utf-8")
    for path in sorted((root / "honest").glob("honest-*.txt")):
        (folder / path.name).write_text(path.read_text(encoding="utf-8").strip() + "\n", encoding="utf-8")
    return cases


def in_place_material(language: str) -> tuple[dict[int, str], dict[str, str], object, list[str]]:
    """Return a language's sources (by number) and honest essays (by file name), the class lexicon of both
    (lexicon.py), and the honest essays' content words: what `reworded_in_place` swaps in."""
    from plagcheck.engine.reworded.lexicon import NO_TERM, build_lexicon, text_words

    root = DATA / language
    sources = {n: (root / "sources" / f"src-{n:02d}.txt").read_text(encoding="utf-8").strip() + "\n"
               for n in range(1, SOURCES + 1)}
    honest = {path.name: path.read_text(encoding="utf-8").strip() + "\n"
              for path in sorted((root / "honest").glob("honest-*.txt"))}
    texts = [*sources.values(), *honest.values()]
    lexicon = build_lexicon(texts, [text_words(t) for t in texts])
    replacements = []
    for text in honest.values():
        words = text_words(text)
        replacements += [text[s:e] for s, e, term in zip(words.starts.tolist(), words.ends.tolist(),
                                                          lexicon.terms(text, words).tolist()) if term != NO_TERM]
    return sources, honest, lexicon, replacements


def reworded_in_place(paragraph: str, share: float, lexicon, replacements: list[str], rng: random.Random) -> str:
    """Return the paragraph with `share` of its content words (by `lexicon`) replaced one for one by words of
    `replacements`, every other word left where it was: what a synonym tool does."""
    from plagcheck.engine.reworded.lexicon import NO_TERM, text_words

    words = text_words(paragraph)
    pieces, last = [], 0
    for start, end, term in zip(words.starts.tolist(), words.ends.tolist(), lexicon.terms(paragraph, words).tolist()):
        if term != NO_TERM and rng.random() < share:
            pieces += [paragraph[last:start], rng.choice(replacements)]
            last = end
    return "".join(pieces) + paragraph[last:]


def build_in_place_class(language: str, folder: Path, share: float, seed: int = 13) -> list[Case]:
    """Write a class of copies reworded in place into `folder` and return its cases (kind "in place").

    What a synonym tool does, in a language it needs no thesaurus of: each paragraph of each source goes, as a
    paragraph of its own, into a copy of the host essay of the same number, with `share` of its content words
    (lexicon.py: the words the class does not use everywhere) replaced one for one by content words of the
    honest essays, every function word left where it was (reworded_in_place). The sources and honest essays
    are in the class too: 6 sources, 18 hosts, 6 honest essays.
    """
    rng = random.Random(f"{language}-{share}-{seed}")
    folder.mkdir(parents=True, exist_ok=True)
    sources, honest, lexicon, replacements = in_place_material(language)
    cases = []
    for number, text in sources.items():
        source_name = f"src-{number:02d}.txt"
        (folder / source_name).write_text(text, encoding="utf-8")
        host = (DATA / language / "hosts" / f"host-{number:02d}.txt").read_text(encoding="utf-8")
        host_parts = [host[a:b] for a, b in paragraphs(host)]
        for index, (start, end) in enumerate(paragraphs(text)):
            copy = reworded_in_place(text[start:end], share, lexicon, replacements, rng)
            name = f"host-{number:02d}-{index + 1}.txt"
            at = len(host_parts[0]) + 2
            (folder / name).write_text("\n\n".join([host_parts[0], copy, *host_parts[1:]]) + "\n", encoding="utf-8")
            cases.append(Case("in place", name, source_name, at, at + len(copy), start, end))
    for name, text in honest.items():
        (folder / name).write_text(text, encoding="utf-8")
    return cases
