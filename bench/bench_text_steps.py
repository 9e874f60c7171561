"""The reworded-copy engine's per-document text steps on the 2,000-document PAN run, in this process.

    python3 bench/bench_text_steps.py [--runs 5]

Times, over the first 1,000 suspicious and 1,000 source files of `../shared/corpora/pan13-subset` (the
files' text as read from disk; the words come from text_words, outside the timings):

- sentence_starts of every document;
- build_lexicon of the class (function words, language, stems and term numbers), each run on fresh Words
  so that their per-document distinct values are computed inside it, as in a scan;
- Lexicon.terms of every document (the distinct values then already known, as in a scan);
- inverse_document_frequency over the documents' terms.

Prints the median of the runs of each step (seconds) beside the machine's load average, and writes
bench/results/text_steps.json. Skips with a message when the corpus is absent.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from common import load_average, machine, pan_available, pan_selection, table, write_results

from plagcheck.engine.reworded.lexicon import Words, build_lexicon, inverse_document_frequency, text_words
from plagcheck.engine.text.sentences import sentence_starts


def timed(step) -> tuple[float, object]:
    """Return (seconds, result) of one call of `step`."""
    started = time.perf_counter()
    result = step()
    return time.perf_counter() - started, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs of each step (default 5)")
    args = parser.parse_args()
    if not pan_available():
        print("skipped: the PAN 2013 subset (../shared/corpora/pan13-subset) is not beside the checkout")
        return
    texts = [f.read_text(encoding="utf-8", errors="replace") for f in pan_selection()]
    words = [text_words(text) for text in texts]
    sentences = sum(sentence_starts(text, w.starts).size for text, w in zip(texts, words))
    print(f"{len(texts):,} documents, {sum(len(w) for w in words):,} words, {sentences:,} sentences")
    print(f"load average before: {load_average()}")

    seconds: dict[str, list[float]] = {"sentence_starts": [], "build_lexicon": [], "terms": [],
                                       "inverse_document_frequency": []}
    for _ in range(args.runs):
        spent, _ = timed(lambda: [sentence_starts(text, w.starts) for text, w in zip(texts, words)])
        seconds["sentence_starts"].append(spent)
        fresh = [Words(w.hashes, w.starts, w.ends) for w in words]  # per-document distinct values not yet known
        spent, lexicon = timed(lambda: build_lexicon(texts, fresh))
        seconds["build_lexicon"].append(spent)
        spent, terms = timed(lambda: [lexicon.terms(text, w) for text, w in zip(texts, fresh)])
        seconds["terms"].append(spent)
        spent, idf = timed(lambda: inverse_document_frequency(terms))
        seconds["inverse_document_frequency"].append(spent)

    medians = {step: statistics.median(values) for step, values in seconds.items()}
    medians["total"] = sum(medians.values())
    print(f"load average after: {load_average()}")
    print(f"\nmedian of {args.runs} runs (seconds), language {lexicon.language or 'unrecognised'}, "
          f"{lexicon.function_words.size} function words, {idf.size:,} terms")
    print(table(["step", "median s", "min s", "max s"],
                [[step, medians[step], min(values), max(values)] for step, values in seconds.items()]
                + [["total", medians["total"], "", ""]]))
    path = write_results("text_steps", {"documents": len(texts), "runs": args.runs, "seconds": seconds,
                                        "medians": medians, "machine": machine(), "load_average": load_average()})
    print(f"\nwrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
