"""The citation step (quotations, the citations beside them, reference lists) on large texts, in this process.

    python3 bench/bench_citations.py [--runs 5]

Times citation_spans and citation_marks, as prepare.py calls them for every document, over:

- the 2,000-document PAN run (`../shared/corpora/pan13-subset`, when present): long English texts with few
  quotations;
- the ten languages' texts of `bench/data/multilingual` (sources, hosts, honest essays), each paragraph given
  a quotation in one of a dozen typographies (guillemets with no-break spaces, „…“, »…«, 「…」, ‘…’), half of
  them with a citation (bracketed, numbered, or narrative), repeated to about 20 million characters;
- an adversarial text: a million characters of unmatched opening and closing marks of every kind, and
  apostrophes.

Prints the median of the runs of each (wall and CPU seconds: on a shared machine the CPU time of this
process is the steadier figure) beside the machine's load average.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from common import ROOT, load_average, pan_available, pan_selection, table

from plagcheck.engine.text.citations import citation_marks, citation_spans

MULTILINGUAL = ROOT / "bench" / "data" / "multilingual"
#: (opening, closing) marks of the quotations planted in the multilingual texts.
TYPOGRAPHIES = [("« ", " »"), ("«\u00a0", "\u00a0»"), ("«\u202f", "\u202f»"), ("„", "“"), ("„", "”"), ("»", "«"),
                ("«", "»"), ("“", "”"), ("”", "”"), ("「", "」"), ("‘", "’"), ('"', '"')]
CITATIONS = ["", " (Vasseur, 2023)", " [3]", "¹", ""]
NARRATIVE = ["", "According to Claire Vasseur, ", "Selon Vasseur, ", "Wie Vasseur schreibt: ", ""]


def quoted_texts(target: int) -> list[str]:
    """Return the multilingual bench's texts, a quotation planted in each paragraph, repeated to about
    `target` characters."""
    rng = random.Random(5)
    texts = []
    for path in sorted(MULTILINGUAL.glob("*/*/*.txt")):
        paragraphs = path.read_text(encoding="utf-8").split("\n\n")
        planted = []
        for paragraph in paragraphs:
            words = paragraph.split()
            if len(words) < 20:
                planted.append(paragraph)
                continue
            opening, closing = rng.choice(TYPOGRAPHIES)
            quote = " ".join(words[5:17])
            planted.append(f"{rng.choice(NARRATIVE)}{' '.join(words[:5])} {opening}{quote}{closing}"
                           f"{rng.choice(CITATIONS)} {' '.join(words[17:])}")
        texts.append("\n\n".join(planted))
    if not texts:
        return []
    total = sum(map(len, texts))
    return texts * max(1, target // total)


def adversarial_text(size: int) -> str:
    """Return about `size` characters of unmatched marks of every kind, apostrophes and brackets."""
    pieces = ["« a ", "„b ", "»c ", "“d ", "”e ", "‘f ", "’g ", "‚h ", "‹i ", "›j ", "「k ", "『l ", "l’écrit ",
              "don't ", "'m ", "\"n ", "(Vasseur ", "According to ", "Selon ", "Vasseur writes "]
    rng = random.Random(9)
    out, length = [], 0
    while length < size:
        piece = rng.choice(pieces)
        out.append(piece)
        length += len(piece)
    return "".join(out)


def cited(texts: list[str]) -> int:
    """Run the citation step over `texts`; return the number of spans found."""
    return sum(len(citation_spans(text)) + len(citation_marks(text)) for text in texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs of each input (default 5)")
    args = parser.parse_args()
    inputs = {}
    if pan_available():
        inputs["PAN 2k"] = [f.read_text(encoding="utf-8", errors="replace") for f in pan_selection()]
    else:
        print("PAN 2013 subset absent: its line is skipped")
    quoted = quoted_texts(20_000_000)
    if quoted:
        inputs["multilingual, quoted"] = quoted
    inputs["adversarial marks"] = [adversarial_text(1_000_000)]
    print(f"load average before: {load_average()}")
    rows = []
    for name, texts in inputs.items():
        seconds, cpu, found = [], [], 0
        for _ in range(args.runs):
            started, started_cpu = time.perf_counter(), time.process_time()
            found = cited(texts)
            seconds.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
        characters = sum(map(len, texts))
        rows.append([name, f"{len(texts):,}", f"{characters / 1e6:.1f}", f"{found:,}", statistics.median(seconds),
                     min(seconds), max(seconds), statistics.median(cpu),
                     f"{characters / 1e6 / statistics.median(cpu):.1f}"])
    print(f"load average after: {load_average()}")
    print(f"\nmedian of {args.runs} runs")
    print(table(["input", "texts", "M chars", "spans", "median s", "min s", "max s", "median CPU s",
                 "M chars/CPU s"], rows))


if __name__ == "__main__":
    main()
