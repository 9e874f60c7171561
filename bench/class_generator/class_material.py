"""The hand-written material of the realistic classes (`bench/data/classes/`): reading it and expanding templates.

The format is described in `bench/data/classes/README.md`. In short: a language file (names, cover-sheet
labels, quotation marks, stock phrases, connectives, citation words) and per topic a topic file (the
assignment, concepts, ideas with several phrasings, personal sentences, synonyms) and its sources. Templates
hold inline alternatives `{a|b|}` (the empty one: nothing) and concepts `@name`, themselves lists of templates.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data" / "classes"
_CONCEPT = re.compile(r"@([A-Za-z_][A-Za-z0-9_]*)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[^\s])")


# ---------------------------------------------------------------- templates


class Template:
    """A parsed template: expand() draws one wording of it."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.nodes, end = _parse(text, 0, top=True)
        assert end == len(text), f"unbalanced braces in template: {text!r}"

    def expand(self, rng: random.Random, concepts: dict[str, list[Template]], keep: str = "") -> str:
        """Return one wording: each {..|..} resolved at random, each @concept replaced by one of its templates
        (`keep`: punctuation that keeps the blank before it, see tidy)."""
        return tidy(_expand(self.nodes, rng, concepts), keep)


def search(templates: list[Template], rng: random.Random, concepts: dict[str, list[Template]],
           clash, budget: int = 400, accept=None, tries: int = 6, keep: str = "") -> str | None:
    """Return a wording of the templates in sequence (joined by blanks) whose words pass `clash` and whose
    whole text passes `accept` (when given), or None.

    A depth-first search over the choices, each tried in random order: the first path is an ordinary random
    draw, and a choice is undone as soon as the words written so far make `clash(words, first_new)` true
    (first_new: the index of the first word not yet checked). A whole wording that fails `accept` starts the
    search again from the first choice (a new random draw: changing the last word seldom makes a sentence
    another one), at most `tries` times. At most `budget` choices are tried in all.
    """
    pending = None
    for number, template in enumerate(reversed(templates)):
        pending = _link(template.nodes + ([" "] if number else []), pending)
    left = [budget]

    def walk(pending, parts: list[str], checked: int):
        while pending is not None and isinstance(pending[0], str):
            parts.append(pending[0])
            pending = pending[1]
        text = "".join(parts)
        tokens = _WORDS.findall(text.casefold())
        if pending is not None and text[-1:].isalnum():
            tokens = tokens[:-1]  # the last word may go on in the next choice
        if len(tokens) > checked and clash(tokens, checked):
            return None
        if pending is None:
            return text if accept is None or accept(text) else _REJECTED
        left[0] -= 1
        if left[0] < 0:
            return None
        node, rest = pending
        options = node[1] if node[0] == "alt" else [c.nodes for c in concepts[node[1]]]
        for option in rng.sample(options, len(options)):
            found = walk(_link(option, rest), list(parts), len(tokens))
            if found is not None:
                return found
        return None

    for _ in range(tries):
        found = walk(pending, [], 0)
        if found is not _REJECTED:
            return None if found is None else tidy(found, keep)
    return None


_REJECTED = object()  # a whole wording that `accept` refused: the search starts again
_WORDS = re.compile(r"\w+")


def _link(nodes: list, rest):
    """Return nodes put in front of the linked list `rest` ((node, rest) pairs; None is empty)."""
    for node in reversed(nodes):
        rest = (node, rest)
    return rest


def _parse(text: str, at: int, top: bool = False) -> tuple[list, int]:
    """Parse a sequence up to '|' or '}' (or the end); return (nodes, position)."""
    nodes: list = []
    literal = []
    while at < len(text):
        ch = text[at]
        if ch == "{":
            if literal:
                nodes.append("".join(literal))
                literal = []
            options = []
            at += 1
            while True:
                option, at = _parse(text, at)
                options.append(option)
                assert at < len(text), f"unclosed brace in template: {text!r}"
                if text[at] == "}":
                    at += 1
                    break
                at += 1  # '|'
            nodes.append(("alt", options))
        elif ch in "|}":
            assert not top, f"stray {ch!r} in template: {text!r}"
            break
        elif ch == "@" and (match := _CONCEPT.match(text, at)):
            if literal:
                nodes.append("".join(literal))
                literal = []
            nodes.append(("concept", match.group(1)))
            at = match.end()
        else:
            literal.append(ch)
            at += 1
    if literal:
        nodes.append("".join(literal))
    return nodes, at


def _expand(nodes: list, rng: random.Random, concepts: dict[str, list[Template]]) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif node[0] == "alt":
            out.append(_expand(rng.choice(node[1]), rng, concepts))
        else:
            choices = concepts.get(node[1])
            assert choices, f"unknown concept @{node[1]}"
            out.append(_expand(rng.choice(choices).nodes, rng, concepts))
    return "".join(out)


def tidy(text: str, keep: str = "") -> str:
    """Return text with runs of blanks made one space and no space before punctuation (but before the marks
    in `keep`: French writes "écrit :")."""
    text = re.sub(r"\s+", " ", text).strip()
    marks = "".join(ch for ch in ",.;:!?)" if ch not in keep)
    return re.sub(f" ([{re.escape(marks)}])", r"\1", text)


def labelled(label: str) -> str:
    """Return a label followed by its colon, unless the language file wrote it with one ("Nom :")."""
    return label if label.endswith(":") else label + ":"


def capitalise(text: str, language: str) -> str:
    """Return text with its first letter upper case (Turkish: i -> İ)."""
    if not text:
        return text
    first = text[0]
    if language == "tr" and first in "iı":
        return ("İ" if first == "i" else "I") + text[1:]
    return first.upper() + text[1:]


def lower_first(text: str, language: str) -> str:
    """Return text with its first letter lower case (Turkish: İ -> i, I -> ı)."""
    if not text:
        return text
    first = text[0]
    if language == "tr" and first in "İI":
        return ("i" if first == "İ" else "ı") + text[1:]
    return first.lower() + text[1:]


def split_sentences(paragraph: str) -> list[str]:
    """Return a paragraph's sentences (split after . ! or ? and a blank)."""
    return [s for s in _SENTENCE_END.split(paragraph.strip()) if s]


# ---------------------------------------------------------------- the block file format


@dataclass
class Block:
    """One [header] block of a material file: its name, argument, key: value pairs, and items in order."""

    name: str
    argument: str
    values: dict[str, str] = field(default_factory=dict)
    items: list[tuple[str, str]] = field(default_factory=list)  # (kind, text): kind "-", "*", "@", "=" or "text"


def read_blocks(path: Path) -> list[Block]:
    """Return the blocks of a material file (see README.md: '[name argument]' headers, then lines)."""
    blocks: list[Block] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            if blocks and not line and blocks[-1].items and blocks[-1].items[-1][0] == "text":
                blocks[-1].items.append(("text", ""))  # a paragraph break in free text
            continue
        if line.startswith("[") and line.endswith("]"):
            name, _, argument = line[1:-1].strip().partition(" ")
            blocks.append(Block(name, argument.strip()))
            continue
        assert blocks, f"{path}:{number}: text before the first [block]"
        block = blocks[-1]
        if line.startswith("- "):
            block.items.append(("-", line[2:].strip()))
        elif line.startswith("* "):
            block.items.append(("*", line[2:].strip()))
        elif line.startswith("@"):
            block.items.append(("@", line[1:].strip()))
        elif re.match(r"^[\w .'-]+:( |$)", line) and block.name in _KEYED_BLOCKS:
            key, _, value = line.partition(":")
            block.values[key.strip()] = value.strip()
        elif " = " in line and block.name in _PAIRED_BLOCKS:
            block.items.append(("=", line))
        else:
            block.items.append(("text", line))
    return blocks


_KEYED_BLOCKS = {"language", "cover", "words", "topic", "references", "rework", "typography", "assignment"}
_PAIRED_BLOCKS = {"synonyms", "paraphrase words"}


def _list(block: Block) -> list[str]:
    return [text for kind, text in block.items if kind == "-"]


def _paragraphs(block: Block) -> list[str]:
    """Return the free text of a block as paragraphs (lines joined, blank lines between paragraphs)."""
    paragraphs, current = [], []
    for kind, text in block.items:
        if kind != "text":
            continue
        if text:
            current.append(text)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return paragraphs


def _concepts(block: Block, into: dict[str, list[Template]]) -> None:
    for kind, text in block.items:
        if kind == "@":
            name, _, alternatives = text.partition("=")
            into[name.strip()] = [Template(a.strip()) for a in _split_top(alternatives)]


def _split_top(text: str) -> list[str]:
    """Split on '|' outside braces."""
    parts, depth, current = [], 0, []
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "|" and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    parts.append("".join(current))
    return parts


def _synonyms(block: Block, into: dict[str, list[str]]) -> None:
    for kind, text in block.items:
        if kind == "=":
            word, _, alternatives = text.partition(" = ")
            into[word.strip().casefold()] = [a.strip() for a in alternatives.split("|") if a.strip()]


# ---------------------------------------------------------------- languages


@dataclass
class Language:
    """What a class's language gives every topic: names, labels, marks, stock phrases, citation words."""

    code: str
    name: str
    words: dict[str, str]
    cover: dict[str, str]
    months: list[str]
    first_names: list[str]
    last_names: list[str]
    marks: list[tuple[str, str]]
    conclusion_openers: list[str]
    connectives: list[Template]
    quote_frames: list[str]
    reference_headings: dict[str, str]
    file_names: list[str]
    concepts: dict[str, list[Template]]
    personal: list[Template]
    comments: list[Template]
    synonyms: dict[str, list[str]]
    rework: dict[str, str]  # what a planted paraphrase needs (class_rework): conjunctions, movable phrases
    profile: dict[str, list[Template]]  # concepts a student draws once (@me_town): the same in all their essay
    paraphrase_words: dict[str, list[str]]  # more synonyms, for planted paraphrases only
    # What the class families vary (class_families; bench/data/classes/README.md "Families"):
    mark_choices: list[tuple[tuple[str, str], int]] = field(default_factory=list)  # every pair, its weight
    spaced_marks: set[tuple[str, str]] = field(default_factory=set)  # pairs written with a space inside (French)
    typography: dict[str, str] = field(default_factory=dict)  # inner space, space before, apostrophe
    signal_phrases: list[Template] = field(default_factory=list)  # narrative citations before a sentence
    signal_endings: list[Template] = field(default_factory=list)  # narrative citations before its full stop
    assignment: dict[str, list[str]] = field(default_factory=dict)  # sheet, student file, sources folder names

    def space_before(self) -> str:
        """Return the punctuation the language writes with a space before it (French: ";:!?"), or ""."""
        return self.typography.get("space before", "").replace(" ", "")


#: The names a signal phrase fills in ("{author}"), which a template would read as a choice of one.
PLACEHOLDERS = ("author", "full", "title", "site", "year", "author+a", "author+in")


def placeholders(text: str) -> str:
    """Return a template's text with its placeholders ("{author}") written as ⟨author⟩, which the template
    syntax leaves alone."""
    for name in PLACEHOLDERS:
        text = text.replace("{" + name + "}", f"\u27e8{name}\u27e9")
    return text


def load_language(code: str) -> Language:
    """Return the language material of `code` (bench/data/classes/CODE/language.txt)."""
    blocks = {(b.name, b.argument): b for b in read_blocks(DATA / code / "language.txt")}

    def block(name: str, argument: str = "") -> Block:
        return blocks.get((name, argument)) or Block(name, argument)

    concepts: dict[str, list[Template]] = {}
    _concepts(block("concepts"), concepts)
    synonyms: dict[str, list[str]] = {}
    _synonyms(block("synonyms"), synonyms)
    paraphrase_words: dict[str, list[str]] = {}
    _synonyms(block("paraphrase words"), paraphrase_words)
    profile: dict[str, list[Template]] = {}
    _concepts(block("profile"), profile)
    marks, choices, spaced = [], [], set()
    for item in _list(block("marks")):
        opening, closing, *more = item.split()
        if "families" not in more:  # a pair only the class families use is not drawn by the classes before them
            marks.append((opening, closing))
        choices.append(((opening, closing), next((int(m) for m in more if m.isdigit()), 1)))
        if "spaced" in more:
            spaced.add((opening, closing))
    assignment = {key: [v.strip() for v in value.split("|") if v.strip()]
                  for key, value in block("assignment").values.items()}
    return Language(
        code=code,
        name=block("language").values.get("name", code),
        words=block("words").values,
        cover=block("cover").values,
        months=_list(block("months")),
        first_names=_list(block("names", "first")),
        last_names=_list(block("names", "last")),
        marks=marks,
        conclusion_openers=_list(block("openers", "conclusion")),
        connectives=[Template(t) for t in _list(block("connectives"))],
        quote_frames=_list(block("quote", "frames")),
        reference_headings=block("references").values,
        file_names=_list(block("files")),
        concepts=concepts,
        personal=[Template(t) for t in _list(block("personal"))],
        comments=[Template(t) for t in _list(block("comments"))],
        synonyms=synonyms,
        rework=block("rework").values,
        profile=profile,
        paraphrase_words=paraphrase_words,
        mark_choices=choices,
        spaced_marks=spaced,
        typography=block("typography").values,
        signal_phrases=[Template(placeholders(t)) for t in _list(block("signal", "phrases"))],
        signal_endings=[Template(placeholders(t)) for t in _list(block("signal", "phrases end"))],
        assignment=assignment,
    )


# ---------------------------------------------------------------- topics


@dataclass
class Idea:
    """One idea of a section, with its phrasings; `cite` names the source it paraphrases (then it is cited)."""

    key: str
    phrasings: list[Template]
    cite: str = ""
    page: int = 0


@dataclass
class Section:
    """A part of the essay (intro, a body section, conclusion) and the ideas students draw from it."""

    key: str
    heading: str
    ideas: list[Idea]


@dataclass
class Source:
    """One of the assignment's sources: who wrote it, its paragraphs, its popular sentence(s)."""

    key: str
    surname: str
    given: str
    organisation: bool
    year: str
    title: str
    site: str
    url: str
    form: str  # the file it is given as: html, txt or pdf
    file_name: str
    first_page: int  # 0 when it has no page numbers (a web page)
    paragraphs: list[str]
    popular: list[str]

    @property
    def short(self) -> str:
        """Return the name an in-text citation uses (the surname, or the organisation)."""
        return self.surname

    def page_of(self, paragraph: int) -> int:
        """Return the page a paragraph is on (0 for a source without pages)."""
        return self.first_page + paragraph // 3 if self.first_page else 0

    def sentences(self) -> list[tuple[int, str]]:
        """Return (paragraph index, sentence) for every sentence of the source."""
        return [(i, s) for i, paragraph in enumerate(self.paragraphs) for s in split_sentences(paragraph)]


@dataclass
class Topic:
    """One assignment in one language by one writer: the question, the sources and the material to write from."""

    language: Language
    key: str
    split: str  # "tuning" or "held-out"
    values: dict[str, str]
    question: str
    prompt: list[str]
    titles: list[Template]
    stock_intro: list[tuple[str, Template]]
    concepts: dict[str, list[Template]]
    intro: Section
    body: list[Section]
    conclusion: Section
    personal: list[Template]
    synonyms: dict[str, list[str]]
    paraphrase_words: dict[str, list[str]]  # the synonyms and more words a planted paraphrase may swap
    sources: list[Source]

    def source(self, key: str) -> Source:
        """Return the source named `key`."""
        return next(s for s in self.sources if s.key == key)


def _ideas(block: Block) -> list[Idea]:
    ideas: list[Idea] = []
    for kind, text in block.items:
        if kind == "*":
            key, *options = text.split()
            values = dict(o.split("=", 1) for o in options)
            ideas.append(Idea(key, [], values.get("cite", ""), int(values.get("page", 0))))
        elif kind == "-":
            assert ideas, f"a phrasing before any idea in [{block.name} {block.argument}]"
            ideas[-1].phrasings.append(Template(text))
    return ideas


def load_topic(language: str, key: str) -> Topic:
    """Return the topic `key` of `language` (bench/data/classes/LANGUAGE/KEY/)."""
    folder = DATA / language / key
    lang = load_language(language)
    blocks = read_blocks(folder / "topic.txt")
    named = {(b.name, b.argument): b for b in blocks}

    def block(name: str, argument: str = "") -> Block:
        return named.get((name, argument)) or Block(name, argument)

    concepts = dict(lang.concepts)
    _concepts(block("concepts"), concepts)
    synonyms = dict(lang.synonyms)
    _synonyms(block("synonyms"), synonyms)
    paraphrase_words = {**lang.paraphrase_words, **synonyms}
    _synonyms(block("paraphrase words"), paraphrase_words)
    body = []
    for b in blocks:
        if b.name == "body":
            section_key, _, heading = b.argument.partition(":")
            body.append(Section(section_key.strip(), heading.strip(), _ideas(b)))
    stock = []
    for item in _list(block("stock", "intro")):
        shared, _, own = item.partition(" + ")
        stock.append((shared.strip(), Template(own.strip())))
    meta = block("topic").values
    sources = [read_source(path) for path in sorted((folder / "sources").glob("*.txt"))]
    topic = Topic(
        language=lang, key=key, split=meta["split"], values=meta,
        question=" ".join(_paragraphs(block("question"))),
        prompt=_paragraphs(block("prompt")),
        titles=[Template(t) for t in _list(block("titles"))],
        stock_intro=stock,
        concepts=concepts,
        intro=Section("intro", "", _ideas(block("intro"))),
        body=body,
        conclusion=Section("conclusion", "", _ideas(block("conclusion"))),
        personal=[Template(t) for t in _list(block("personal"))] + lang.personal,
        synonyms=synonyms,
        paraphrase_words=paraphrase_words,
        sources=sources,
    )
    for section in [topic.intro, *topic.body, topic.conclusion]:
        for idea in section.ideas:
            assert idea.phrasings, f"{language}/{key}: idea {idea.key} has no phrasing"
            assert not idea.cite or any(s.key == idea.cite for s in sources), f"unknown source {idea.cite}"
    return topic


_POPULAR = re.compile(r"\[\[(.+?)\]\]")


def read_source(path: Path) -> Source:
    """Return a source file: 'key: value' header lines, '---', then the paragraphs.

    The popular sentence(s) are written between [[ and ]] in the text (the marks are removed).
    """
    header, _, rest = path.read_text(encoding="utf-8").partition("\n---\n")
    values = {}
    for line in header.splitlines():
        if line.strip() and not line.startswith("#"):
            key, _, value = line.partition(":")
            values[key.strip()] = value.strip()
    paragraphs = [" ".join(p.split()) for p in rest.split("\n\n") if p.strip()]
    popular = [m for p in paragraphs for m in _POPULAR.findall(p)]
    paragraphs = [_POPULAR.sub(r"\1", p) for p in paragraphs]
    return Source(
        key=path.stem, surname=values["surname"], given=values.get("given", ""),
        organisation=not values.get("given"), year=values["year"], title=values["title"], site=values["site"],
        url=values["url"], form=values.get("form", "html"), file_name=values["file"],
        first_page=int(values.get("first page", 0)), paragraphs=paragraphs, popular=popular,
    )


def lowercase_words(topic: Topic) -> set[str]:
    """Return the words the topic's texts (sources, question, phrasings, concepts) write in lower case."""
    texts = [p for s in topic.sources for p in s.paragraphs] + [topic.question]
    sections = [topic.intro, *topic.body, topic.conclusion]
    texts += [t.text for section in sections for idea in section.ideas for t in idea.phrasings]
    texts += [t.text for templates in topic.concepts.values() for t in templates]
    return {w for text in texts for w in re.findall(r"\w+", text) if w[:1].islower()}


def topics(language: str | None = None, split: str = "all") -> list[tuple[str, str, str]]:
    """Return (language, topic, split) of every topic written, optionally of one language and one split."""
    found = []
    for folder in sorted(DATA.glob("*/*/topic.txt")):
        lang, key = folder.parent.parent.name, folder.parent.name
        if language and lang != language:
            continue
        topic_split = next(b for b in read_blocks(folder) if b.name == "topic").values["split"]
        if split in ("all", topic_split):
            found.append((lang, key, topic_split))
    return found


# ---------------------------------------------------------------- checking material while writing it


def hot_runs(topic: Topic, draws: int = 300, n: int = 6, share: float = 0.2) -> list[tuple[str, float, str]]:
    """Return (section/idea, share of draws, run) for every n-word run that more than `share` of a phrasing's
    draws contain: a stretch with too few alternatives, which the students will soon have used up.

    Runs shared with a source are reported too (share 1.0): they can never be drawn.
    """
    import collections

    words = lambda text: re.findall(r"\w+", text.casefold())  # noqa: E731
    source_runs = set()
    for source in topic.sources:
        for paragraph in source.paragraphs:
            tokens = words(paragraph)
            source_runs |= {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}
    rng = random.Random(1)
    concepts = {**topic.concepts, **topic.language.profile}  # a student's own world (@me_town), all of it
    found = []
    groups = [(f"{s.key}/{i.key}", i.phrasings) for s in [topic.intro, *topic.body, topic.conclusion] for i in s.ideas]
    groups += [("personal", topic.personal), ("stock", [t for _, t in topic.stock_intro])]
    for name, phrasings in groups:
        for number, template in enumerate(phrasings):
            counts: collections.Counter = collections.Counter()
            for _ in range(draws):
                tokens = words(template.expand(rng, concepts))
                counts.update({tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)})
            for run, count in counts.items():
                if run in source_runs:
                    found.append((f"{name}#{number + 1}", 1.0, "SOURCE: " + " ".join(run)))
                elif count / draws > share:
                    found.append((f"{name}#{number + 1}", count / draws, " ".join(run)))
    return found


if __name__ == "__main__":
    import sys

    language, key = sys.argv[1:3]
    for where, how_often, run in hot_runs(load_topic(language, key)):
        print(f"{how_often:.2f}  {where}  {run}")
