"""False accusations and verbatim copies at the shipped settings: PAN 2013's labelled pairs and same-topic essays.

    python3 bench/bench_precision.py [--essays 200]

1. Scans the whole PAN 2013 subset (`../shared/corpora/pan13-subset`, 3,124 files) with the shipped
   settings and reports, from `pair_categories.csv`:
   - the 500 verbatim pairs (02-no-obfuscation): how many are reported, and by which rule (score or a long
     passage);
   - the 500 pairs PAN built without any copying (01-no-plagiarism): how many are reported, with how many
     passages of each kind, and how many reach the 2% threshold with a reworded passage (target: none).
2. Scans `--essays` generated essays written independently on one topic (tests.synthetic_topics: the
   same topic words in the same sentence patterns, a harsh case) and reports the pairs and reworded
   passages found among them (target: none).

Writes bench/results/precision.json.
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from common import PAN, load_average, machine, require_pan, table, write_results


def categories() -> dict[tuple[str, str], str]:
    """Return the PAN category of every listed (suspicious, source) pair."""
    with open(PAN / "pair_categories.csv", newline="", encoding="utf-8") as stream:
        return {(r["suspicious"], r["source"]): r["pan_category"] for r in csv.DictReader(stream)}


def pan_figures(settings) -> dict:
    """Scan the PAN subset and return what was reported of the verbatim and the no-plagiarism pairs."""
    from plagcheck.pipeline import run_scan

    files = sorted((PAN / "susp").glob("*.txt")) + sorted((PAN / "src").glob("*.txt"))
    started = time.perf_counter()
    result = run_scan(files, settings)
    seconds = time.perf_counter() - started
    names = [Path(d.path).name for d in result.documents]
    labels = categories()
    reported: dict[str, Counter] = {"02-no-obfuscation": Counter(), "01-no-plagiarism": Counter()}
    negatives = []
    for pair in result.pairs_above(settings.threshold):
        a, b = names[pair.a], names[pair.b]
        key = (a, b) if a.startswith("suspicious-") else (b, a)
        category = labels.get(key)
        if category not in reported:
            continue
        reported[category][pair.reported_because(settings.threshold, settings.passage_words)] += 1
        if category == "01-no-plagiarism":
            kinds = Counter(p.kind for p in pair.passages)
            negatives.append({"pair": key, "score": round(pair.score, 4), "copied": kinds["copied"],
                              "reworded": kinds["reworded"], "longest": pair.longest_passage()})
    return {
        "seconds": seconds,
        "verbatim_reported": dict(reported["02-no-obfuscation"]),
        "verbatim_total": sum(1 for c in labels.values() if c == "02-no-obfuscation"),
        "negatives_reported": len(negatives),
        "negatives_total": sum(1 for c in labels.values() if c == "01-no-plagiarism"),
        "negatives_with_reworded": sum(1 for n in negatives if n["reworded"]),
        "negatives_reworded_passages": sum(n["reworded"] for n in negatives),
        "negatives_at_threshold_with_reworded": sum(1 for n in negatives if n["reworded"] and n["score"] >= settings.threshold),
        "negatives": negatives,
    }


def essay_figures(settings, count: int) -> dict:
    """Scan `count` independent same-topic essays and return the pairs and passages reported among them."""
    from plagcheck.pipeline import run_scan
    from tests.synthetic_topics import TopicWriter

    with tempfile.TemporaryDirectory() as folder:
        for i in range(count):
            writer = TopicWriter(seed=1000 + i)
            (Path(folder) / f"essay_{i:03d}.txt").write_text(writer.essay(writer.rng.randint(3, 6)), encoding="utf-8")
        result = run_scan([folder], settings)
    shown = result.pairs_above(settings.threshold)
    kinds = Counter(p.kind for pair in shown for p in pair.passages)
    return {"essays": count, "pairs_reported": len(shown), "passages": dict(kinds),
            "pairs_with_reworded": sum(1 for pair in shown if any(p.kind == "reworded" for p in pair.passages)),
            "verified_pairs": len(result.pairs)}


def main() -> None:
    """Print and save the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--essays", type=int, default=200)
    args = parser.parse_args()
    require_pan()
    from plagcheck.shared.models import ScanSettings

    settings = ScanSettings()
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores; load {load_average()}")
    pan = pan_figures(settings)
    print(f"PAN subset scanned in {pan['seconds']:.1f} s (load {load_average()})")
    print(table(["pairs", "listed", "reported", "by score", "by a long passage"], [
        ["verbatim (02)", pan["verbatim_total"], sum(pan["verbatim_reported"].values()),
         pan["verbatim_reported"].get("score", 0), pan["verbatim_reported"].get("passage", 0)],
    ]))
    print(f"no-plagiarism pairs (01): {pan['negatives_reported']} of {pan['negatives_total']} reported; "
          f"{pan['negatives_with_reworded']} with a reworded passage ({pan['negatives_reworded_passages']} passages); "
          f"{pan['negatives_at_threshold_with_reworded']} at or above {settings.threshold:.0%} with one")
    for n in pan["negatives"]:
        print(f"  {n['pair'][0]} ~ {n['pair'][1]}: score {n['score']:.3f}, {n['copied']} copied, "
              f"{n['reworded']} reworded, longest {n['longest']} words")
    essays = essay_figures(settings, args.essays)
    print(f"{essays['essays']} same-topic essays: {essays['pairs_reported']} pairs reported "
          f"({essays['verified_pairs']} verified), passages {essays['passages']}, "
          f"{essays['pairs_with_reworded']} pairs with a reworded passage")
    path = write_results("precision", {"machine": info, "pan": pan, "essays": essays})
    print(f"wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
