"""Generated essays on one topic in real words, and reworded copies of their passages: ground truth for the
reworded-copying tests and benchmarks (engine/reworded/passages.py), in English and in German.

Every essay on a topic draws from the same topic words through the same sentence patterns, as independent
answers to one assignment do: a harsh test of precision, since such essays share most of their content
words. A reworded copy keeps a passage's meaning while changing its surface: sentences reordered, words
replaced by synonyms, words moved inside a sentence.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

#: Everyday words of each language that any essay may use besides its topic words (no synonyms).
_GENERAL = {
    "en": {
        "n": "school family village market bridge garden hospital street teacher student doctor worker child "
             "mother father neighbour library museum station airport harbour island mountain valley road "
             "kitchen window machine computer phone newspaper radio painting song story history science "
             "language holiday summer winter morning evening breakfast dinner football bicycle train".split(),
        "v": "describes explains follows watches builds opens closes carries teaches learns visits measures "
             "records compares imagines prepares repairs collects".split(),
        "a": "old young small quiet busy careful strange simple recent famous local rural urban cheap "
             "expensive difficult".split(),
    },
    "de": {
        "n": "Schule Familie Dorf Brücke Garten Krankenhaus Straße Lehrer Schüler Arzt Arbeiter Kind Mutter "
             "Vater Nachbar Bibliothek Museum Bahnhof Flughafen Hafen Insel Berg Tal Küche Fenster Maschine "
             "Computer Zeitung Radio Gemälde Lied Geschichte Wissenschaft Sprache Urlaub Morgen Abend "
             "Frühstück Fußball Fahrrad Zug".split(),
        "v": "beschreibt erklärt verfolgt beobachtet baut öffnet trägt lehrt lernt besucht misst vergleicht "
             "bereitet repariert sammelt".split(),
        "a": "alte junge kleine ruhige belebte sorgfältige seltsame einfache neue berühmte örtliche "
             "ländliche städtische billige teure schwierige".split(),
    },
}

#: Per language: sentence patterns ({n} noun, {v} verb, {a} adjective) and topic words with synonyms.
_LANGUAGES = {
    "en": {
        "patterns": [
            "The {a} {n} {v} the {n} in many {a} ways.",
            "Many people think that {n} {v} {a} {n}.",
            "In the last years the {n} of {n} has become more {a}.",
            "A {a} {n} often {v} the {n} and the {n}.",
            "Scientists say the {n} {v} because of {a} {n}.",
            "It is clear that {a} {n} {v} every {n}.",
            "Without {n}, the {n} would not {v} so {a} {n}.",
            "Some experts argue that the {n} {v} {a} {n} in cities.",
            "When the {n} is {a}, the {n} {v} the {n} quickly.",
            "This shows how {a} {n} and {n} are connected.",
        ],
        "n": {"climate": "weather", "temperature": "heat", "ocean": "sea", "forest": "woodland",
              "emission": "release", "carbon": "coal", "energy": "power", "government": "state",
              "farmer": "grower", "glacier": "icefield", "storm": "tempest", "city": "town",
              "economy": "market", "policy": "strategy", "river": "stream", "animal": "creature",
              "country": "nation", "industry": "manufacturing", "future": "tomorrow", "crop": "harvest"},
        "v": {"changes": "alters", "affects": "influences", "threatens": "endangers", "reduces": "lowers",
              "increases": "raises", "damages": "harms", "shapes": "forms", "protects": "shields",
              "destroys": "ruins", "supports": "sustains"},
        "a": {"global": "worldwide", "dangerous": "hazardous", "rapid": "fast", "serious": "grave",
              "natural": "organic", "warm": "hot", "important": "crucial", "large": "big",
              "clean": "pure", "modern": "contemporary"},
    },
    "de": {
        "patterns": [
            "Der {a} {n} {v} den {n} auf viele {a} Arten.",
            "Viele Menschen glauben, dass der {n} den {a} {n} {v}.",
            "In den letzten Jahren ist der {n} des {n} immer {a} geworden.",
            "Ein {a} {n} {v} oft den {n} und den {n}.",
            "Forscher sagen, dass der {n} wegen des {a} {n} {v}.",
            "Es ist klar, dass der {a} {n} jeden {n} {v}.",
            "Ohne den {n} würde der {n} den {a} {n} nicht so stark {v}.",
            "Manche Fachleute meinen, dass der {n} den {a} {n} in Städten {v}.",
            "Wenn der {n} {a} ist, {v} der {n} den {n} sehr schnell.",
            "Das zeigt, wie eng der {a} {n} und der {n} verbunden sind.",
        ],
        "n": {"Klimawandel": "Klimaumbruch", "Ozean": "Meer", "Wald": "Forst", "Kohlenstoff": "Kohlendioxidanteil",
              "Strom": "Energiefluss", "Staat": "Regierung", "Bauer": "Landwirt", "Gletscher": "Eisstrom",
              "Sturm": "Orkan", "Fluss": "Strom", "Markt": "Handel", "Verkehr": "Straßenverkehr",
              "Regen": "Niederschlag", "Boden": "Erdreich", "Winter": "Frost", "Sommer": "Hochsommer"},
        "v": {"verändert": "wandelt", "beeinflusst": "prägt", "bedroht": "gefährdet", "senkt": "verringert",
              "erhöht": "steigert", "schädigt": "beschädigt", "schützt": "bewahrt", "zerstört": "vernichtet"},
        "a": {"globale": "weltweite", "gefährliche": "riskante", "schnelle": "rasche", "ernste": "schwere",
              "natürliche": "naturgegebene", "wichtige": "bedeutende", "große": "gewaltige", "moderne": "heutige"},
    },
}


@dataclass(frozen=True)
class RewordedCase:
    """A source essay, a target essay holding a reworded copy of one of its passages, and where both are."""

    source: str
    target: str
    source_span: tuple[int, int]
    target_span: tuple[int, int]


def reword(rng: random.Random, passage: str, replace: Callable[[str], str | None], shuffle: bool,
           moves: float) -> str:
    """Return `passage` with its sentences shuffled (if asked), each word replaced by `replace(word)` where
    that is not None, and in a share `moves` of its sentences two neighbouring words swapped."""
    sentences = [s.strip() for s in passage.replace("\n", " ").split(".") if s.strip()]
    if shuffle:
        rng.shuffle(sentences)
    out = []
    for sentence in sentences:
        tokens = [replace(t) or t for t in sentence.split()]
        if len(tokens) > 3 and rng.random() < moves:
            i = rng.randrange(1, len(tokens) - 1)
            tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
        text = " ".join(tokens)
        out.append(text[0].upper() + text[1:] + ".")
    return " ".join(out)


class TopicWriter:
    """Writes essays on one topic (climate) in a language, and reworded copies of their passages."""

    def __init__(self, seed: int = 0, language: str = "en") -> None:
        self.rng = random.Random(seed)
        self.words = _LANGUAGES[language]
        self.general = _GENERAL[language]
        self.nouns = list(self.words["n"])
        # Zipf-like weights: a few topic words in nearly every essay, as in real answers to one question.
        self.weights = [1.0 / (rank + 1) for rank in range(len(self.nouns))]

    def sentence(self) -> str:
        """Return one sentence on the topic."""
        pattern = self.rng.choice(self.words["patterns"])
        text = ""
        for piece in pattern.split("{"):
            if "}" in piece:
                slot, rest = piece.split("}", 1)
                if self.rng.random() < 0.5:  # half the words are everyday words, half topic words
                    word = self.rng.choice(self.general[slot])
                elif slot == "n":
                    word = self.rng.choices(self.nouns, self.weights)[0]
                else:
                    word = self.rng.choice(list(self.words[slot]))
                text += word + rest
            else:
                text += piece
        return text[0].upper() + text[1:]

    def paragraph(self, sentences: int) -> str:
        """Return `sentences` sentences as one paragraph."""
        return " ".join(self.sentence() for _ in range(sentences))

    def essay(self, paragraphs: int = 5) -> str:
        """Return an essay of `paragraphs` paragraphs of 4-7 sentences."""
        return "\n\n".join(self.paragraph(self.rng.randint(4, 7)) for _ in range(paragraphs)) + "\n"

    def reword(self, passage: str, shuffle: bool = True, synonyms: float = 0.5, moves: float = 0.3) -> str:
        """Return the passage reworded: sentences in another order, a share of its topic words replaced by
        synonyms, and a share of its sentences with two neighbouring words swapped."""
        swaps = {**self.words["n"], **self.words["v"], **self.words["a"]}
        return reword(self.rng, passage, lambda word: swaps.get(word) if self.rng.random() < synonyms else None,
                      shuffle, moves)

    def reworded_case(self, sentences: int = 6, **reword) -> RewordedCase:
        """Return two independent essays where the target carries a reworded copy of a source paragraph."""
        before, after = self.essay(2), self.essay(2)
        copied = self.paragraph(sentences)
        source = before + "\n" + copied + "\n\n" + after
        start = len(before) + 1
        rewritten = self.reword(copied, **reword)
        head, tail = self.essay(2), self.essay(2)
        target = head + "\n" + rewritten + "\n\n" + tail
        at = len(head) + 1
        return RewordedCase(source, target, (start, start + len(copied)), (at, at + len(rewritten)))
