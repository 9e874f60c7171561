"""The generated corpus bench_archive.py measures: an institution's archive of essays with planted copies, and
a class of 300 that copied from it. Written once to disk and reused by every size (the archive of n
documents is the first n/1000 folders).

- `essays/FFFF/essay_NNNNNNN.txt`: essays of 300-1,000 words (uniform), 1,000 per folder. Words come from
  plagcheck.synthetic's Zipf-like vocabulary, drawn with numpy (the generator's sentence loop is too slow for
  a million documents); every essay can be drawn again from its number alone.
- One essay in PLANTED_EVERY carries a verbatim passage of 150-300 words of an earlier essay:
  `archive_truth.csv` (target, source, words). Its source is always earlier, so a prefix of the corpus holds
  both ends of every copy planted in it.
- `class/student_NNN.txt`: 300 essays of 300-1,000 words; CLASS_PLANTED of them carry a 150-300-word passage
  of an essay among the first 100,000 (`class_truth.csv`: student, source, words), so the class has the same
  planted copies against every archive size from 10^5 up.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import numpy as np

from common import GENERATED

PER_FOLDER = 1000
PLANTED_EVERY = 100
CLASS_SIZE = 300
CLASS_PLANTED = 30
#: The class copies from essays below this number, so its copies are in every archive of this size or more.
CLASS_SOURCES_BELOW = 100_000
MIN_WORDS, MAX_WORDS = 300, 1000
COPY_MIN, COPY_MAX = 150, 300
_SEED = 15


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
        from plagcheck.synthetic import TextGenerator

        self.words = np.array(TextGenerator(_SEED).words, dtype=object)
        weights = np.array([1.0 / (rank + 1) ** 1.05 for rank in range(len(self.words))])
        self.cdf = np.cumsum(weights / weights.sum())

    def tokens(self, key: tuple[int, int]) -> np.ndarray:
        """Return the word numbers of the essay drawn from `key` (always the same)."""
        rng = np.random.default_rng([_SEED, *key])
        count = int(rng.integers(MIN_WORDS, MAX_WORDS + 1))
        return np.minimum(np.searchsorted(self.cdf, rng.random(count)), len(self.words) - 1).astype(np.int32)

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


def _planted(tokens: np.ndarray, source_tokens: np.ndarray, key: tuple[int, int]) -> tuple[np.ndarray, int]:
    """Return the tokens with a 150-300-word passage of the source inserted, and the passage's length."""
    rng = np.random.default_rng([_SEED, *key, 2])
    length = min(int(rng.integers(COPY_MIN, COPY_MAX + 1)), source_tokens.size)
    start = int(rng.integers(0, source_tokens.size - length + 1))
    at = int(rng.integers(0, tokens.size + 1))
    return np.concatenate([tokens[:at], source_tokens[start : start + length], tokens[at:]]), length


def write_corpus(documents: int) -> Path:
    """Write (once) the corpus of `documents` essays and the class; return its folder."""
    folder = corpus_folder(documents)
    if (folder / ".complete").exists():
        return folder
    words = _Words()
    truth = []
    for number in range(documents):
        if number % PER_FOLDER == 0:
            (folder / essay_folder(number)).mkdir(parents=True, exist_ok=True)
            if number % 50_000 == 0:
                print(f"writing essay {number:,} of {documents:,}", file=sys.stderr, flush=True)
        tokens, copied = _essay_tokens(words, number)
        if copied:
            truth.append((essay_name(number), *copied))
        path = folder / essay_folder(number) / essay_name(number)
        path.write_text(words.prose(tokens, (0, number)), encoding="utf-8")
    _write_truth(folder / "archive_truth.csv", ("target", "source", "words"), truth)
    _write_class(folder, words)
    (folder / ".complete").write_text("ok\n")
    return folder


def _write_class(folder: Path, words: _Words) -> None:
    (folder / "class").mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng([_SEED, 4])
    copiers = set(rng.choice(CLASS_SIZE, size=CLASS_PLANTED, replace=False).tolist())
    truth = []
    for student in range(CLASS_SIZE):
        tokens = words.tokens((1, student))
        if student in copiers:
            source = int(rng.integers(0, CLASS_SOURCES_BELOW))
            tokens, length = _planted(tokens, _essay_tokens(words, source)[0], (1, student))
            truth.append((f"student_{student:03d}.txt", essay_name(source), length))
        (folder / "class" / f"student_{student:03d}.txt").write_text(words.prose(tokens, (1, student)),
                                                                     encoding="utf-8")
    _write_truth(folder / "class_truth.csv", ("student", "source", "words"), truth)


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
