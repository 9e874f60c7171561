"""Hostile texts of issue 27 items 2 and 3, generated on demand (never committed): classes of files at the text
cap that swell the scan's own process, and pairs of repeated and shuffled text that stall "Checking matches".

Every builder takes its shape and a seed, so that tests and bench/bench_hostile.py make new files of the same
kinds (other words, lengths and repetition patterns), not only the issue's examples.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: CJK Unified Ideographs: a text of them has no spaces, and each is a word of its own.
_CJK = (0x4E00, 0x9FFF)


def vocabulary(size: int, seed: int) -> list[str]:
    """Return `size` distinct made-up words of 3 to 10 letters."""
    rng = random.Random(seed)
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(_LETTERS) for _ in range(rng.randint(3, 10))))
    return sorted(words)


def prose(characters: int, seed: int, words: int = 50_000) -> str:
    """Return about `characters` characters of sentences over `words` made-up words (Zipf-like frequencies),
    a paragraph break every few sentences."""
    rng = np.random.default_rng(seed)
    lexicon = vocabulary(words, seed)
    weights = 1.0 / np.arange(1, words + 1) ** 1.05
    count = characters // 7 + 1
    drawn = rng.choice(words, size=count, p=weights / weights.sum())
    tokens = [lexicon[i] for i in drawn.tolist()]
    ends = np.cumsum(rng.integers(8, 23, size=count // 8 + 2)).tolist()
    pieces, start = [], 0
    for n, end in enumerate(ends):
        if start >= count:
            break
        sentence = " ".join(tokens[start:end])
        pieces.append(sentence[:1].upper() + sentence[1:] + (".\n\n" if n % 5 == 4 else ". "))
        start = end
    return "".join(pieces)[:characters]


def write_capped_class(folder: Path, files: int, characters: int, seed: int = 1) -> list[Path]:
    """Write `files` essays of `characters` characters each (each its own words): a class at the text cap."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(files):
        path = folder / f"long_{n:02d}.txt"
        path.write_text(prose(characters, seed * 1000 + n), encoding="utf-8")
        paths.append(path)
    return paths


def write_word_lines(folder: Path, files: int, megabytes: float, seed: int = 1) -> list[Path]:
    """Write `files` files of `megabytes` MB of one word a line (a word list: millions of words each)."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)
    lexicon = vocabulary(200_000, seed)
    paths = []
    for n in range(files):
        words = int(megabytes * (1 << 20) / 8)
        text = "\n".join(lexicon[i] for i in rng.integers(0, len(lexicon), size=words).tolist())
        path = folder / f"words_{n:02d}.txt"
        path.write_text(text[: int(megabytes * (1 << 20))], encoding="utf-8")
        paths.append(path)
    return paths


def cjk_text(characters: int, seed: int) -> str:
    """Return `characters` CJK ideographs with a full stop (。) every 20-40 and a paragraph break now and then."""
    rng = np.random.default_rng(seed)
    codes = rng.integers(_CJK[0], _CJK[0] + 3000, size=characters)  # the 3,000 most common block
    text = "".join(map(chr, codes.tolist()))
    cuts = np.cumsum(rng.integers(20, 41, size=characters // 20 + 1))
    pieces, start = [], 0
    for n, end in enumerate(cuts.tolist()):
        if start >= len(text):
            break
        pieces.append(text[start:end] + ("。\n\n" if n % 6 == 5 else "。"))
        start = end
    return "".join(pieces)


def write_cjk_class(folder: Path, files: int, characters: int, seed: int = 1) -> list[Path]:
    """Write `files` texts of `characters` CJK ideographs in all (shared out evenly)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(files):
        path = folder / f"cjk_{n:02d}.txt"
        path.write_text(cjk_text(characters // files, seed * 100 + n), encoding="utf-8")
        paths.append(path)
    return paths


def repeated_and_shuffled(words: int, repeats: int, chunk: int, seed: int = 1,
                          vocabulary_size: int = 20_000) -> tuple[str, str]:
    """Return a pair that stalled pair verification: a text of `words` words repeated `repeats` times, and its
    `chunk`-word pieces shuffled afresh `repeats` times over (every shared phrase occurs `repeats` times on
    each side, so each one pairs with every occurrence of its twin, and no two pairings line up)."""
    rng = random.Random(seed)
    lexicon = vocabulary(vocabulary_size, seed)
    tokens = [rng.choice(lexicon) for _ in range(words)]
    text = " ".join(tokens)
    pieces = [" ".join(tokens[i : i + chunk]) for i in range(0, words, chunk)]
    shuffled = []
    for _ in range(repeats):
        rng.shuffle(pieces)
        shuffled.append(" ".join(pieces))
    return " ".join([text] * repeats), " ".join(shuffled)


def write_stalling_pair(folder: Path, words: int = 40_000, repeats: int = 16, chunk: int = 5,
                        seed: int = 1) -> tuple[Path, Path]:
    """Write repeated_and_shuffled's two texts as a.txt and b.txt in `folder`; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    first, second = repeated_and_shuffled(words, repeats, chunk, seed)
    (folder / "repeated.txt").write_text(first, encoding="utf-8")
    (folder / "shuffled.txt").write_text(second, encoding="utf-8")
    return folder / "repeated.txt", folder / "shuffled.txt"
