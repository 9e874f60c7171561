"""Independent writing in the realistic classes: no honest student's sentence is a paraphrase of another's.

Two students who answer one question share ideas and topic words, but independent writers do not write the
same sentence in other words. Measured on content words: a sentence's *content stems* are its words, folded
to lower case, without the language's function words (the stop-words package), each cut to its Snowball
stem (PyStemmer). Two sentences are *paraphrases* when the Dice coefficient of their content stems,
2|A∩B| / (|A|+|B|), is PARAPHRASE_DICE or more.

The generator (class_essays.EssayWriter) asks an `Independence` record before it keeps a sentence of a
student's own writing: a sentence that is a paraphrase of another student's own sentence is drawn again (or
its idea skipped), except once per pair of students (ALLOWANCE), so no two essays hold two such pairs (and
so never two in a row). A sentence without a citation that is a paraphrase of a source's sentence is drawn
again too: an uncited paraphrase of a source is copying from it. Two sentences that cite the same source
may be alike: both rework that source's words, and both say so.

    python bench/independence_figures.py [--sizes 12 40] [--languages en de ...]

prints, per class, the distribution of the largest sentence-pair Dice between two honest students and of
the paraphrase pairs per pair of honest students (the figures of bench/README.md).
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

#: Two sentences whose content stems have a Dice coefficient of this or more are paraphrases of each other.
PARAPHRASE_DICE = 0.5
#: Paraphrase pairs allowed between the own writing of two students (when no other wording can be found).
ALLOWANCE = 1
#: Sentences with fewer content stems than this are not compared ("I agree." shares its one word by chance).
MIN_STEMS = 3

_WORD = re.compile(r"\w+")
STEMMERS = {"en": "english", "de": "german", "es": "spanish", "id": "indonesian", "tr": "turkish", "fr": "french",
             "it": "italian", "pt": "portuguese", "nl": "dutch"}


#: Function words the stop-word lists miss (the Turkish list is short and partly mis-encoded).
_MORE_FUNCTION_WORDS = {
    "tr": "olarak kadar olan değil sonra göre ancak mi mı mu mü şu o ise olduğu olduğunu kendi diğer içinde "
          "arasında şekilde gibi fakat yalnızca sadece bile artık böyle"
          .split(),
    "id": "untuk ya menjadi jadi secara atas".split(),
    "de": "schon mehr mal immer wurde ganz beim seit".split(),
    "nl": "waar onze alleen weer moeten komt echt heel mee alle zoals komen tijdens jij jullie kunt zullen erg "
          "daarom daardoor waardoor terwijl wanneer steeds even".split(),
}


@lru_cache(maxsize=None)
def _language(code: str):
    """Return the stemmer and function words of a language: the stop-word list's words that are among the
    language's 300 most frequent (wordfreq; the long lists hold content words: "causes", "available"), and a
    few the lists miss."""
    import Stemmer
    import stop_words
    import wordfreq

    frequent = set(wordfreq.top_n_list(code, 300))
    stop = {w.casefold() for w in stop_words.get_stop_words(code)} & frequent
    return Stemmer.Stemmer(STEMMERS[code]), frozenset(stop | set(_MORE_FUNCTION_WORDS.get(code, ())))


def function_words(language: str) -> frozenset[str]:
    """Return the function words of a language (left out of content stems)."""
    return _language(language)[1]


def content_stems(text: str, language: str) -> frozenset[str]:
    """Return the stems of a text's content words (function words and one-letter words left out)."""
    stemmer, stop = _language(language)
    if language == "tr":  # Turkish dotted and dotless i: "İ".lower() would give "i" and a combining dot
        text = text.replace("İ", "i").replace("I", "ı")
    folded = [w for w in _WORD.findall(text.lower()) if len(w) > 1 and w not in stop]
    return frozenset(stemmer.stemWords(folded))


def dice(a: frozenset[str], b: frozenset[str]) -> float:
    """Return the Dice coefficient of two stem sets (0 when either is empty)."""
    return 2 * len(a & b) / (len(a) + len(b)) if a and b else 0.0


# ---------------------------------------------------------------- the rule while generating


@dataclass(frozen=True)
class Written:
    """One sentence of own writing as the rule sees it: who wrote it, its stems, the source it cites."""

    who: str
    stems: frozenset[str]
    cites: str = ""


class Independence:
    """Every sentence of the class's own writing so far (and of the sources), and the paraphrase pairs let
    through between two students."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.sentences: list[Written] = []
        self.by_stem: dict[str, list[int]] = defaultdict(list)
        self.allowed = Counter()  # frozenset({a, b}) -> paraphrase pairs let through
        self._stems: dict[str, frozenset[str]] = {}

    def stems(self, text: str) -> frozenset[str]:
        """Return the content stems of a sentence (remembered: the search asks about one text more than once)."""
        found = self._stems.get(text)
        if found is None:
            found = self._stems[text] = content_stems(text, self.language)
        return found

    def add_source(self, key: str, sentence: str) -> None:
        """Record a source's sentence: own writing that paraphrases it must cite that source."""
        self._add(Written(f"source:{key}", content_stems(sentence, self.language), key))

    def paraphrased(self, stems: frozenset[str], who: str, cites: str) -> list[Written]:
        """Return the sentences (a student's or a source's) that `stems`, written by `who` citing `cites`,
        paraphrases: the sources it does not cite and every student's sentence, `who`'s own included (a
        student does not say the same thing twice), except one citing the same source."""
        if len(stems) < MIN_STEMS:
            return []
        need = PARAPHRASE_DICE * len(stems) / 2  # |A∩B| >= dice (|A| + |B|) / 2 > this
        shared = Counter(i for stem in stems for i in self.by_stem.get(stem, ()))
        found = []
        for i, count in shared.items():
            if count < need:
                continue
            written = self.sentences[i]
            if cites and written.cites == cites:
                continue  # both rework the source they cite (a source's own sentence included)
            if dice(stems, written.stems) >= PARAPHRASE_DICE:
                found.append(written)
        return found

    def acceptable(self, text: str, who: str, cites: str = "", strict: bool = True) -> bool:
        """Return True when `who` may write `text`: a paraphrase of no sentence of a source it does not cite,
        of no sentence of its own and of no other student's sentence (with strict=False: of at most one
        sentence, of a student with whom no pair was let through yet)."""
        found = self.paraphrased(self.stems(text), who, cites)
        if not found:
            return True
        if strict or len(found) > 1 or found[0].who.startswith("source:") or found[0].who == who:
            return False
        return self.allowed[frozenset((who, found[0].who))] < ALLOWANCE

    def add(self, text: str, who: str, cites: str = "") -> None:
        """Record a sentence `who` wrote (and the paraphrase pair it makes, if any)."""
        stems = self.stems(text)
        for written in self.paraphrased(stems, who, cites):
            if written.who != who and not written.who.startswith("source:"):
                self.allowed[frozenset((who, written.who))] += 1
        self._add(Written(who, stems, cites))

    def _add(self, written: Written) -> None:
        index = len(self.sentences)
        self.sentences.append(written)
        for stem in written.stems:
            self.by_stem[stem].append(index)


# ---------------------------------------------------------------- measuring a generated class


def own_sentences(paras) -> list[tuple[str, str]]:
    """Return (sentence, cited source or "") for each sentence of a student's own writing in an essay: the
    text of its "own" runs (not the stock phrase before it, nor a citation or quotation in it)."""
    found = []
    for para in paras:
        if para.kind != "text":
            continue
        covered = set()
        for meta in para.meta.get("sentences", []):
            if "runs" not in meta:
                continue
            first, last = meta["runs"]
            covered |= set(range(first, last))
            text = " ".join(r.text.strip() for r in para.runs[first:last] if r.role == "own").strip()
            if text:
                found.append((text, meta.get("cite", "")))
        for r, run in enumerate(para.runs):
            if r not in covered and run.role == "own" and run.text.strip():
                found.append((run.text.strip(), ""))
    return found


@dataclass
class PairFigures:
    """For one pair of students: the largest Dice of two of their sentences, their paraphrase pairs, and the
    most paraphrase pairs in a row."""

    a: str
    b: str
    largest: float
    pairs: int
    in_a_row: int
    example: tuple[str, str] | None


def pair_figures(a: str, b: str, first: list[tuple[str, frozenset, str]],
                 second: list[tuple[str, frozenset, str]]) -> PairFigures:
    """Return the figures of two students' own sentences ((text, stems, cited source) each)."""
    largest, pairs, example = 0.0, [], None
    for i, (text_a, stems_a, cite_a) in enumerate(first):
        for j, (text_b, stems_b, cite_b) in enumerate(second):
            if len(stems_a) < MIN_STEMS or len(stems_b) < MIN_STEMS or (cite_a and cite_a == cite_b):
                continue
            value = dice(stems_a, stems_b)
            if value > largest:
                largest, example = value, (text_a, text_b)
            if value >= PARAPHRASE_DICE:
                pairs.append((i, j))
    best = 1 if pairs else 0
    chosen = set(pairs)
    for i, j in pairs:
        length = 1
        while (i + length, j + length) in chosen:
            length += 1
        best = max(best, length)
    return PairFigures(a, b, largest, len(pairs), best, example)


def class_figures(generated) -> list[PairFigures]:
    """Return the figures of every pair of honest students of a generated class."""
    language = generated.topic.language.code
    honest = [s for s in generated.plan.students if s.role == "honest"]
    sentences = {s.id: [(t, content_stems(t, language), c) for t, c in own_sentences(generated.essays[s.id])]
                 for s in honest}
    return [pair_figures(a.id, b.id, sentences[a.id], sentences[b.id]) for a, b in combinations(honest, 2)]


def uncited_source_paraphrases(generated) -> list[tuple[str, str, str]]:
    """Return (student, sentence, source sentence) for each honest sentence without a citation that is a
    paraphrase of a source's sentence."""
    language = generated.topic.language.code
    source = [(s, content_stems(s, language)) for src in generated.topic.sources for _, s in src.sentences()]
    found = []
    for student in generated.plan.students:
        if student.role != "honest":
            continue
        for text, cite in own_sentences(generated.essays[student.id]):
            stems = content_stems(text, language)
            if cite or len(stems) < MIN_STEMS:
                continue
            for sentence, other in source:
                if dice(stems, other) >= PARAPHRASE_DICE:
                    found.append((student.id, text, sentence))
                    break
    return found


def distribution(values: list[float]) -> str:
    """Return the median, 90th percentile and largest of values."""
    if not values:
        return "-"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered):.2f}, p90 {p90:.2f}, max {ordered[-1]:.2f}"
