"""The figures of independent writing in the realistic classes (class_independence.py; bench/README.md quotes
them): per class, the distribution of the largest sentence-pair Dice between two honest students and of the
paraphrase pairs per pair of honest students.

    python bench/independence_figures.py [--sizes 12 40] [--languages en de ...] [--bench OTHER/bench]

It sits above the generator (realistic_classes, whose essays it measures), which class_independence is below.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

from class_generator.class_independence import (STEMMERS, PairFigures, class_figures, distribution, own_sentences,
                                uncited_source_paraphrases)


def main() -> None:
    """Print the figures of the generated classes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", default=sorted(STEMMERS))
    parser.add_argument("--sizes", nargs="+", type=int, default=[12, 40])
    parser.add_argument("--examples", type=int, default=0, help="print this many paraphrase pairs per class")
    parser.add_argument("--bench", type=Path, default=Path(__file__).resolve().parent,
                        help="the bench folder whose generator to measure (another checkout's: its figures before)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.bench))
    import class_generator.realistic_classes as rc
    from class_generator.class_material import topics
    totals: dict[int, list[PairFigures]] = defaultdict(list)
    for language, topic, _ in topics():
        if language not in args.languages:
            continue
        for size in args.sizes:
            generated = rc.generate(language, topic, size)
            figures = class_figures(generated)
            totals[size] += figures
            uncited = uncited_source_paraphrases(generated)
            counts = Counter(min(f.pairs, 3) for f in figures)
            words = [sum(len(t.split()) for t, _ in own_sentences(generated.essays[s.id]))
                     for s in generated.plan.students if s.role == "honest"]
            print(f"{language}/{topic}/{size}: {len(figures)} honest pairs; largest Dice {distribution([f.largest for f in figures])}; "
                  f"paraphrase pairs per pair 0: {counts[0]}, 1: {counts[1]}, 2: {counts[2]}, 3+: {counts[3]}; "
                  f"two in a row: {sum(1 for f in figures if f.in_a_row >= 2)}; uncited source paraphrases: "
                  f"{len(uncited)}; own words per essay median {statistics.median(words):.0f}; "
                  f"{dict(generated.stats)}", flush=True)
            shown = sorted((f for f in figures if f.example), key=lambda f: -f.largest)[: args.examples]
            for f in shown:
                print(f"    {f.largest:.2f} {f.a}: {f.example[0]}\n         {f.b}: {f.example[1]}")
            for who, text, sentence in uncited[: args.examples]:
                print(f"    uncited {who}: {text}\n         source: {sentence}")
    for size, figures in totals.items():
        counts = Counter(min(f.pairs, 3) for f in figures)
        print(f"size {size}, all classes: {len(figures)} honest pairs; largest Dice "
              f"{distribution([f.largest for f in figures])}; share with a paraphrase pair "
              f"{sum(1 for f in figures if f.pairs) / max(1, len(figures)):.1%}; 0: {counts[0]}, 1: {counts[1]}, "
              f"2: {counts[2]}, 3+: {counts[3]}; two in a row: {sum(1 for f in figures if f.in_a_row >= 2)}")


if __name__ == "__main__":
    main()
