"""A planted paraphrase: the copier reworks the origin's own sentences, as a student who paraphrases a text does.

The copy keeps the origin's names and numbers and a share of its content words (KEPT_LOW to KEPT_HIGH of its
content stems, class_independence.content_stems) and changes the rest and the structure: sentences merged or
split, a leading phrase moved to the end, words swapped for the topic's synonyms, small words dropped. What
each language needs (its conjunctions, the words that open a movable phrase, the words a paraphrase drops)
is in its language.txt, block [rework].
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from class_generator.class_independence import content_stems
from class_generator.class_material import Language, capitalise, lower_first

#: A planted paraphrase keeps this share of its origin's content stems, from KEPT_LOW to KEPT_HIGH.
KEPT_LOW, KEPT_HIGH = 0.4, 0.7
_CITATION = re.compile(r"\s*(\([^()]*\d[^()]*\)|\[[^\[\]]*\d[^\[\]]*\])(?=[.!?]?$)")
_NOTE_MARK = re.compile(r"(?<=[.!?])[0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+$")


@dataclass
class Reworked:
    """A reworked text, the share of the origin's content stems it keeps, and what was done."""

    text: str
    kept: float
    operations: list[str] = field(default_factory=list)


def uncited(sentence: str) -> str:
    """Return a sentence without its in-text citation or note mark: a copier who reworks a classmate's
    sentences leaves the classmate's references behind."""
    sentence = _NOTE_MARK.sub("", sentence.strip())
    return _CITATION.sub("", sentence)


def kept_share(origin: str, copy: str, language: str) -> float:
    """Return the share of the origin's content stems that the copy keeps."""
    before = content_stems(origin, language)
    return len(before & content_stems(copy, language)) / max(1, len(before))


def rework(sentences: list[str], language: Language, synonyms: dict[str, list[str]], rng: random.Random,
           lowercase: set[str]) -> Reworked:
    """Return the sentences of a paragraph reworked: structure first (merge, split, move, a trailing clause
    left out), then words (synonyms, dropped small words) at rising strength until KEPT_LOW..KEPT_HIGH of the
    content stems stay. `lowercase`: the words the topic's texts write in lower case (a sentence's first
    word that is not one of them, a name or a German noun, keeps its capital inside another sentence)."""
    words = language.rework
    sentences = [uncited(s) for s in sentences if s.strip()]
    origin = " ".join(sentences)
    restructured, operations = restructure(sentences, language, rng, lowercase)
    best = None
    for strength in (0.3, 0.45, 0.6, 0.75, 0.9, 1.0):
        draw = random.Random(rng.random())
        text = " ".join(_reword(s, synonyms, words.get("droppable", "").split(), strength, draw)
                        for s in restructured)
        kept = kept_share(origin, text, language.code)
        candidate = Reworked(text, kept, operations + [f"words at {strength:.2f}"])
        if KEPT_LOW <= kept <= KEPT_HIGH:
            return candidate
        if best is None or _distance(kept) < _distance(best.kept):
            best = candidate
    return best


def _distance(kept: float) -> float:
    return max(KEPT_LOW - kept, kept - KEPT_HIGH, 0.0)


def restructure(sentences: list[str], language: Language, rng: random.Random,
                lowercase: set[str]) -> tuple[list[str], list[str]]:
    """Return the sentences with their structure changed, and the operations done: two short sentences
    merged, a long one split at a conjunction or semicolon, a leading phrase moved to the end."""
    out: list[str] = []
    operations: list[str] = []
    i = 0
    while i < len(sentences):
        sentence = sentences[i]
        following = sentences[i + 1] if i + 1 < len(sentences) else None
        split = _split(sentence, language, lowercase)
        if split and rng.random() < 0.7:
            out += split
            operations.append("split")
            i += 1
            continue
        if (following and len(sentence.split()) <= 16 and len(following.split()) <= 16 and sentence[-1:] == "."
                and rng.random() < 0.6):
            out.append(_merge(sentence, following, language, rng, lowercase))
            operations.append("merged")
            i += 2
            continue
        out.append(sentence)
        i += 1
    trimmed = []
    for sentence in out:
        short = _trim(sentence, language)
        if short and rng.random() < 0.5:
            trimmed.append(short)
            operations.append("trimmed")
        else:
            trimmed.append(sentence)
    moved = []
    for sentence in trimmed:
        turned = _move(sentence, language, lowercase)
        if turned and rng.random() < 0.7:
            moved.append(turned)
            operations.append("moved")
        else:
            moved.append(sentence)
    if not operations and len(moved) > 1:  # at least one change of structure: merge the two shortest neighbours
        at = min(range(len(moved) - 1), key=lambda k: len(moved[k].split()) + len(moved[k + 1].split()))
        moved[at : at + 2] = [_merge(moved[at], moved[at + 1], language, rng, lowercase)]
        operations.append("merged")
    return moved, operations


def _lower(word_text: str, language: Language, lowercase: set[str]) -> str:
    """Return a sentence's start as it reads inside another sentence (names and German nouns keep capitals)."""
    first = re.match(r"\w+", word_text)
    if not first or lower_first(first.group(), language.code) not in lowercase:
        return word_text
    return lower_first(word_text, language.code)


def _merge(first: str, second: str, language: Language, rng: random.Random, lowercase: set[str]) -> str:
    """Return two sentences made one: joined by the language's 'and' or a semicolon."""
    joins = [j for j in language.rework.get("merge", ", and|;").split("|")]
    join = rng.choice(joins)
    if join.strip() == "y" or join.endswith(" y"):
        join = join[:-1] + ("e" if re.match(r"h?i(?!e)", second.casefold()) else "y")
    return first.rstrip(".!?") + join + " " + _lower(second, language, lowercase)


def _split(sentence: str, language: Language, lowercase: set[str]) -> list[str] | None:
    """Return a sentence split in two at its first conjunction or semicolon with five words or more on
    each side, or None."""
    for marker in language.rework.get("split", ";|, and|, but").split("|"):
        marker = marker.strip() + " "
        at = sentence.find(marker)
        while at >= 0:
            left, right = sentence[:at].rstrip(" ,;"), sentence[at + len(marker):]
            if len(left.split()) >= 5 and len(right.split()) >= 5:
                opener = language.rework.get("after " + marker.strip(" ,;"), "")
                right = f"{opener} {_lower(right, language, lowercase)}" if opener else right
                return [left + ".", capitalise(right.strip(), language.code)]
            at = sentence.find(marker, at + 1)
    return None


def _trim(sentence: str, language: Language) -> str | None:
    """Return a sentence without its trailing clause (", which ...", ", weil ...": a detail a paraphrase
    leaves out), or None when it has none or too little would be left."""
    for marker in language.rework.get("trailing", "").split("|"):
        marker = ", " + marker.strip() + " "
        at = sentence.rfind(marker)
        if at > 0 and len(sentence[:at].split()) >= 7 and len(sentence[at:].split()) >= 4:
            return sentence[:at] + (sentence[-1] if sentence[-1:] in ".!?" else ".")
    return None


def _move(sentence: str, language: Language, lowercase: set[str]) -> str | None:
    """Return a sentence whose leading phrase ("In some winters, ...", "When ..., ...") is moved to its end,
    or None (no such phrase, or the language does not allow it: German and Turkish word order)."""
    movable = set(language.rework.get("movable", "").split())
    at = sentence.find(", ")
    if not movable or at < 0:
        return None
    lead, rest = sentence[:at], sentence[at + 2 :]
    first = lead.split()[0].casefold() if lead.split() else ""
    if first not in movable or not 2 <= len(lead.split()) <= 8 or len(rest.split()) < 4 or "," in lead:
        return None
    end = rest[-1] if rest[-1:] in ".!?" else "."
    return capitalise(rest.rstrip(".!?"), language.code) + " " + _lower(lead, language, lowercase) + end


def _reword(sentence: str, synonyms: dict[str, list[str]], droppable: list[str], strength: float,
            rng: random.Random) -> str:
    """Return a sentence with a share `strength` of its replaceable words swapped for a synonym and of its
    droppable small words left out (never its first word)."""
    drop = {w.casefold() for w in droppable}
    out = []
    for number, token in enumerate(re.split(r"(\w+)", sentence)):
        folded = token.casefold()
        if number > 1 and folded in drop and rng.random() < strength:
            continue  # the blanks around it become one below
        options = synonyms.get(folded)
        if options and rng.random() < strength:
            new = rng.choice(options)
            token = new[0].upper() + new[1:] if token[:1].isupper() else new
        out.append(token)
    text = re.sub(r"  +", " ", "".join(out)).replace(" ,", ",").replace(" .", ".")
    return re.sub(r"\b(\w+) \1\b", r"\1", text, flags=re.IGNORECASE)  # "the the majority", "üstelik üstelik"
