"""Generated classes of essays with planted copies: ground truth for tests, benchmarks and screenshots.

The text is made of pseudo-words drawn with Zipf-like frequencies, in sentences and paragraphs, so that
shingle statistics resemble prose (frequent short words, a long tail) without shipping anyone's writing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

PlantMode = Literal["verbatim", "light", "paraphrase"]

_ONSETS = ["", "b", "c", "d", "f", "g", "h", "l", "m", "n", "p", "r", "s", "t", "v", "w", "br", "cl", "st", "tr"]
_VOWELS = ["a", "e", "i", "o", "u", "ea", "io", "ou"]
_CODAS = ["", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ng"]


@dataclass(frozen=True)
class PlantedCopy:
    """Ground truth: text[source_start:source_end] of `source` was copied to [target_start, target_end)."""

    source: str
    target: str
    mode: PlantMode
    source_start: int
    source_end: int
    target_start: int
    target_end: int


class TextGenerator:
    """Deterministic pseudo-prose from a seed."""

    def __init__(self, seed: int = 0, vocabulary: int = 6000) -> None:
        self.rng = random.Random(seed)
        words: set[str] = set()
        while len(words) < vocabulary:
            syllables = self.rng.choice((1, 1, 2, 2, 2, 3, 3, 4))
            words.add("".join(self._syllable() for _ in range(syllables)))
        self.words = sorted(words, key=lambda w: (len(w), w))  # short words first: high Zipf weights
        self.weights = [1.0 / (rank + 1) ** 1.05 for rank in range(len(self.words))]

    def _syllable(self) -> str:
        return self.rng.choice(_ONSETS) + self.rng.choice(_VOWELS) + self.rng.choice(_CODAS)

    def word(self) -> str:
        """Return one random word."""
        return self.rng.choices(self.words, self.weights)[0]

    def sentence(self) -> str:
        """Return one sentence of 8-22 words."""
        chosen = self.rng.choices(self.words, self.weights, k=self.rng.randint(8, 22))
        return chosen[0].capitalize() + " " + " ".join(chosen[1:]) + "."

    def paragraph(self) -> str:
        """Return one paragraph of 3-7 sentences, wrapped at about 90 characters like a text file."""
        text = " ".join(self.sentence() for _ in range(self.rng.randint(3, 7)))
        lines, line = [], ""
        for token in text.split(" "):
            if line and len(line) + len(token) + 1 > 90:
                lines.append(line)
                line = token
            else:
                line = f"{line} {token}" if line else token
        lines.append(line)
        return "\n".join(lines)

    def essay(self, words: int) -> str:
        """Return paragraphs separated by blank lines, about `words` words in all."""
        paragraphs: list[str] = []
        count = 0
        while count < words:
            paragraphs.append(self.paragraph())
            count += len(paragraphs[-1].split())
        return "\n\n".join(paragraphs) + "\n"

    def edit(self, passage: str, mode: PlantMode) -> str:
        """Return `passage` copied verbatim, lightly edited (1 word in 15 changed) or paraphrased (1 in 4)."""
        if mode == "verbatim":
            return passage
        rate = 1 / 15 if mode == "light" else 1 / 4
        tokens = passage.split(" ")
        for i in range(len(tokens)):
            if self.rng.random() < rate and "\n" not in tokens[i]:
                tokens[i] = self.word()
        return " ".join(tokens)


def plant(generator: TextGenerator, source: str, target: str, words: int, mode: PlantMode) -> tuple[str, int, int, int, int]:
    """Copy about `words` words of `source` into `target` between two paragraphs.

    Returns (new target, source_start, source_end, target_start, target_end).
    """
    tokens = [(m_start, m_end) for m_start, m_end in _token_spans(source)]
    first = generator.rng.randrange(0, max(1, len(tokens) - words))
    last = min(len(tokens), first + words) - 1
    source_start, source_end = tokens[first][0], tokens[last][1]
    copied = generator.edit(source[source_start:source_end], mode)
    breaks = [i for i in range(len(target)) if target.startswith("\n\n", i)]
    at = generator.rng.choice(breaks) + 2 if breaks else len(target)
    new_target = target[:at] + copied + "\n\n" + target[at:]
    return new_target, source_start, source_end, at, at + len(copied)


def _token_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], None
    for i, ch in enumerate(text + " "):
        if ch.isspace():
            if start is not None:
                spans.append((start, i))
                start = None
        elif start is None:
            start = i
    return spans


def write_class(
    folder: Path,
    students: int = 30,
    copies: tuple[tuple[PlantMode, int], ...] = (("verbatim", 150), ("light", 150), ("paraphrase", 150)),
    essay_words: int = 800,
    seed: int = 0,
) -> list[PlantedCopy]:
    """Write `students` essays as student_NNN.txt into `folder` (created) with planted copies between them.

    `copies` gives (mode, words) for each planted copy; each goes from a distinct source to a distinct
    target student. Returns the ground truth with offsets into the files' final texts.
    """
    generator = TextGenerator(seed)
    folder.mkdir(parents=True, exist_ok=True)
    names = [f"student_{i:03d}.txt" for i in range(students)]
    texts = {name: generator.essay(essay_words) for name in names}
    order = generator.rng.sample(names, k=min(len(names), 2 * len(copies)))
    truth: list[PlantedCopy] = []
    for (mode, words), source, target in zip(copies, order[0::2], order[1::2]):
        texts[target], s0, s1, t0, t1 = plant(generator, texts[source], texts[target], words, mode)
        truth.append(PlantedCopy(source, target, mode, s0, s1, t0, t1))
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    return truth
