"""The generated corpus bench_archive.py measures: an institution's archive of essays with planted copies, and
a class of 300 that copied from it. Written once to disk and reused by every size (the archive of n
documents is the first n/1000 folders).

- `essays/FFFF/essay_NNNNNNN.txt`: essays of 300-1,000 words (uniform), 1,000 per folder. Words come from
  tests.synthetic's Zipf-like vocabulary, drawn with numpy (the generator's sentence loop is too slow for
  a million documents); every essay can be drawn again from its number alone.
- Essays reuse stock sentences as real essays do (a definition, a quotation everyone uses, a stock phrase):
  about STOCK_SHARE of the sentences are drawn from a pool of STOCK_SENTENCES shared by the whole corpus, so
  a stock sentence is in about 0.06% of the essays (60 at 10^5, 600 at 10^6: its shingles are held by more
  documents as the archive grows, as real ones are).
- One essay in PLANTED_EVERY carries a verbatim passage of 150-300 words of an earlier essay:
  `archive_truth.csv` (target, source, words). Its source is always earlier, so a prefix of the corpus holds
  both ends of every copy planted in it.
- `class/student_NNN.txt`: 300 essays of 300-1,000 words, copying from essays among the first 100,000 (so
  the class has the same planted copies against every archive size from 10^5 up), `class_truth.csv`
  (student, source, words, kind, strength): CLASS_WHOLE are a whole essay handed in again, CLASS_PARAGRAPH
  carry a verbatim 150-300-word passage, and CLASS_REWORDED a reworded one, of strength 0.1-0.4 (that share
  of the words swapped for others, and half as many neighbours swapped in order).
"""

from __future__ import annotations

import csv
import os
import sys
from pathlib import Path

import numpy as np

from common import GENERATED

PER_FOLDER = 1000
PLANTED_EVERY = 100
CLASS_SIZE = 300
CLASS_WHOLE = 8
CLASS_PARAGRAPH = 16
#: Reworded copies in the class: REWORDED_STRENGTHS, each REWORDED_EACH times.
REWORDED_STRENGTHS = (0.1, 0.2, 0.3, 0.4)
REWORDED_EACH = 4
CLASS_REWORDED = len(REWORDED_STRENGTHS) * REWORDED_EACH
STOCK_SENTENCES = 5_000
STOCK_SHARE = 0.08
#: The class copies from essays below this number, so its copies are in every archive of this size or more.
CLASS_SOURCES_BELOW = 100_000
MIN_WORDS, MAX_WORDS = 300, 1000
COPY_MIN, COPY_MAX = 150, 300
_SEED = 16


def corpus_folder(documents: int) -> Path:
    """Return the folder of the corpus of `documents` essays."""
    return GENERATED / f"archive-{documents}-s{_SEED}"


def essay_folder(number: int) -> str:
    """Return the folder (relative to the corpus) of essay `number`."""
    return f"essays/{number // PER_FOLDER:04d}"


def essay_name(number: int) -> str:
    """Return the file name of essay `number`."""
    return f"essay_{number:07d}.txt"


class _Words:
    """The vocabulary and its Zipf-like cumulative weights."""

    def __init__(self) -> None:
        from tests.synthetic import TextGenerator

        self.words = np.array(TextGenerator(_SEED).words, dtype=object)
        weights = np.array([1.0 / (rank + 1) ** 1.05 for rank in range(len(self.words))])
        self.cdf = np.cumsum(weights / weights.sum())
        rng = np.random.default_rng([_SEED, 5])
        self.stock = [self.draw(rng, int(rng.integers(8, 23))) for _ in range(STOCK_SENTENCES)]

    def draw(self, rng: np.random.Generator, count: int) -> np.ndarray:
        """Return `count` word numbers drawn by the Zipf-like weights."""
        return np.minimum(np.searchsorted(self.cdf, rng.random(count)), len(self.words) - 1).astype(np.int32)

    def tokens(self, key: tuple[int, int]) -> np.ndarray:
        """Return the word numbers of the essay drawn from `key` (always the same): runs of 8-22 words, each
        one a stock sentence of the pool with probability STOCK_SHARE."""
        rng = np.random.default_rng([_SEED, *key])
        count = int(rng.integers(MIN_WORDS, MAX_WORDS + 1))
        words = self.draw(rng, count)
        lengths = rng.integers(8, 23, size=count // 8 + 1)
        stock = np.flatnonzero(rng.random(lengths.size) < STOCK_SHARE)
        if stock.size == 0:
            return words
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        chosen = rng.integers(0, STOCK_SENTENCES, size=stock.size)
        pieces, at = [], 0
        for run, pool in zip(stock.tolist(), chosen.tolist()):
            start = int(starts[run])
            if start >= count:
                break
            pieces.extend([words[at:start], self.stock[pool]])
            at = min(count, start + int(lengths[run]))
        pieces.append(words[at:])
        return np.concatenate(pieces)

    def reworded(self, tokens: np.ndarray, strength: float, key: tuple[int, int]) -> np.ndarray:
        """Return the tokens reworded: `strength` of them swapped for other words, and half as many
        neighbours swapped in order."""
        rng = np.random.default_rng([_SEED, *key, 6])
        tokens = tokens.copy()
        swapped = rng.random(tokens.size) < strength
        tokens[swapped] = self.draw(rng, int(swapped.sum()))
        for i in np.flatnonzero(rng.random(tokens.size - 1) < strength / 2).tolist():
            tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
        return tokens

    def prose(self, tokens: np.ndarray, key: tuple[int, int]) -> str:
        """Return the words as capitalised sentences of 8-22 words, a paragraph every five sentences."""
        rng = np.random.default_rng([_SEED, *key, 1])
        words = self.words[tokens].tolist()
        ends = np.cumsum(rng.integers(8, 23, size=len(words) // 8 + 2))
        sentences, start = [], 0
        for end in ends.tolist():
            if start >= len(words):
                break
            chunk = words[start:end]
            sentences.append(chunk[0].capitalize() + " " + " ".join(chunk[1:]) + ".")
            start = end
        return "\n\n".join(" ".join(sentences[i : i + 5]) for i in range(0, len(sentences), 5)) + "\n"


def _planted(tokens: np.ndarray, source_tokens: np.ndarray, key: tuple[int, int], words: _Words | None = None,
             strength: float = 0.0) -> tuple[np.ndarray, int]:
    """Return the tokens with a 150-300-word passage of the source inserted (reworded at `strength` when
    `words` is given), and the passage's length."""
    rng = np.random.default_rng([_SEED, *key, 2])
    length = min(int(rng.integers(COPY_MIN, COPY_MAX + 1)), source_tokens.size)
    start = int(rng.integers(0, source_tokens.size - length + 1))
    at = int(rng.integers(0, tokens.size + 1))
    passage = source_tokens[start : start + length]
    if words is not None:
        passage = words.reworded(passage, strength, key)
    return np.concatenate([tokens[:at], passage, tokens[at:]]), length


def write_corpus(documents: int) -> Path:
    """Write (once) the corpus of `documents` essays and the class; return its folder. A run that was
    stopped is taken up again: the folders it wrote whole are kept."""
    folder = corpus_folder(documents)
    if (folder / ".complete").exists():
        return folder
    words = _Words()
    truth = []
    written = False
    for number in range(documents):
        if number % PER_FOLDER == 0:
            written = _folder_written(folder / essay_folder(number))  # by an earlier run that was stopped
            (folder / essay_folder(number)).mkdir(parents=True, exist_ok=True)
            if number % 50_000 == 0:
                print(f"writing essay {number:,} of {documents:,}", file=sys.stderr, flush=True)
        if written and number % PLANTED_EVERY != PLANTED_EVERY // 2:
            continue
        tokens, copied = _essay_tokens(words, number)
        if copied:
            truth.append((essay_name(number), *copied))
        if not written:
            path = folder / essay_folder(number) / essay_name(number)
            path.write_text(words.prose(tokens, (0, number)), encoding="utf-8")
    _write_truth(folder / "archive_truth.csv", ("target", "source", "words"), truth)
    _write_class(folder, words)
    (folder / ".complete").write_text("ok\n")
    return folder


def _folder_written(path: Path) -> bool:
    """Return True when a folder of essays was written whole (all its files, the newest one complete)."""
    if not path.is_dir():
        return False
    entries = list(os.scandir(path))
    if len(entries) != PER_FOLDER:
        return False
    newest = max(entries, key=lambda e: e.stat().st_mtime)
    with open(newest.path, "rb") as stream:
        stream.seek(-1, os.SEEK_END)
        return stream.read(1) == b"\n"


def _write_class(folder: Path, words: _Words) -> None:
    (folder / "class").mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng([_SEED, 4])
    copiers = rng.choice(CLASS_SIZE, size=CLASS_WHOLE + CLASS_PARAGRAPH + CLASS_REWORDED, replace=False).tolist()
    kinds = {}
    for at, student in enumerate(copiers):
        if at < CLASS_WHOLE:
            kinds[student] = ("whole", 0.0)
        elif at < CLASS_WHOLE + CLASS_PARAGRAPH:
            kinds[student] = ("paragraph", 0.0)
        else:
            kinds[student] = ("reworded", REWORDED_STRENGTHS[(at - CLASS_WHOLE - CLASS_PARAGRAPH) // REWORDED_EACH])
    truth = []
    for student in range(CLASS_SIZE):
        tokens = words.tokens((1, student))
        key = (1, student)
        if student in kinds:
            kind, strength = kinds[student]
            source = int(rng.integers(0, CLASS_SOURCES_BELOW))
            source_tokens = _essay_tokens(words, source)[0]
            if kind == "whole":
                tokens, length, key = source_tokens, source_tokens.size, (0, source)
            else:
                tokens, length = _planted(tokens, source_tokens, key, words if kind == "reworded" else None,
                                          strength)
            truth.append((f"student_{student:03d}.txt", essay_name(source), length, kind, strength))
        (folder / "class" / f"student_{student:03d}.txt").write_text(words.prose(tokens, key), encoding="utf-8")
    _write_truth(folder / "class_truth.csv", ("student", "source", "words", "kind", "strength"), truth)


def _essay_tokens(words: _Words, number: int) -> tuple[np.ndarray, tuple[str, int] | None]:
    """Return the tokens of essay `number` as written, and (source name, words) of its planted passage.

    A passage is copied from its source as written (with the source's own planted passage, if any).
    """
    tokens = words.tokens((0, number))
    if not number or number % PLANTED_EVERY != PLANTED_EVERY // 2:
        return tokens, None
    source = int(np.random.default_rng([_SEED, 3, number]).integers(0, number))
    tokens, length = _planted(tokens, _essay_tokens(words, source)[0], (0, number))
    return tokens, (essay_name(source), length)


def _write_truth(path: Path, header: tuple[str, ...], rows: list[tuple]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as stream:
        writer = csv.writer(stream)
        writer.writerow(header)
        writer.writerows(rows)


def read_truth(path: Path) -> list[dict]:
    """Return the rows of a truth CSV as dicts."""
    with open(path, newline="", encoding="utf-8") as stream:
        return list(csv.DictReader(stream))


def folders_for(corpus: Path, documents: int) -> list[Path]:
    """Return the essay folders that make the archive of the first `documents` essays."""
    return [corpus / essay_folder(first) for first in range(0, documents, PER_FOLDER)]
