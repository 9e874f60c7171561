"""Quick pseudo-essays for the archive tests (thousands in a fraction of a second)."""

from __future__ import annotations

import random
from pathlib import Path

from synthetic import TextGenerator


class Essays:
    """Quick pseudo-essays: words drawn from synthetic's Zipf-like vocabulary."""

    def __init__(self, seed: int) -> None:
        generator = TextGenerator(seed)
        self.words, self.weights = generator.words, generator.weights
        self.rng = random.Random(seed)

    def essay(self, words: int) -> str:
        """Return about `words` words in paragraphs of 60."""
        drawn = self.rng.choices(self.words, self.weights, k=words)
        return "\n\n".join(" ".join(drawn[i : i + 60]) + "." for i in range(0, words, 60)) + "\n"

    def folder(self, path: Path, count: int, words: int = 300, prefix: str = "essay") -> list[str]:
        """Write `count` essays into `path`; return their texts."""
        path.mkdir(parents=True, exist_ok=True)
        texts = [self.essay(words) for _ in range(count)]
        for i, text in enumerate(texts):
            (path / f"{prefix}_{i:04d}.txt").write_text(text, encoding="utf-8")
        return texts
