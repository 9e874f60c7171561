"""Copies reworded in place: how much of a paragraph's content words can be swapped before it is missed.

    python3 bench/bench_in_place.py [--shares 0.5 0.6 0.7 0.8]

A synonym tool replaces content words one for one and leaves sentences and function words where they were.
For each share, each of the ten languages gets a class (`multilingual.build_in_place_class`): every
paragraph of its six sources reworded in place with that share of its content words replaced by other
content words of the language, each in a host essay of its own, beside the sources and six honest essays.
Each class is scanned on its own with the shipped settings. Printed per share: the cases with a detection,
PAN's measures over them (both sides, pan_measures.py), and the pairs with an honest essay reported with a
reworded passage. Written to bench/results/in_place.json.
"""

from __future__ import annotations

import argparse
from functools import partial

from bench_multilingual import measures, scan_language
from common import load_average, machine, table, write_results
from multilingual import build_in_place_class, languages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shares", type=float, nargs="+", default=[0.5, 0.6, 0.7, 0.8])
    args = parser.parse_args()
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores; load {load_average()}")
    rows, figures = [], {}
    for share in args.shares:
        runs = [scan_language(language, None, partial(build_in_place_class, share=share))
                for language in languages()]
        m = measures(runs, ("in place",))
        accused = sum(1 for run in runs for a in run["accused"]
                      if "honest" in a["a"] + a["b"] and any(kind == "reworded" for kind, _ in a["passages"]))
        figures[str(share)] = {**m, "honest_pairs_with_reworded": accused}
        rows.append([f"{share:.0%}", m["cases"], m["detected_cases"], f"{m['precision']:.3f}", f"{m['recall']:.3f}",
                     f"{m['granularity']:.2f}", f"{m['plagdet']:.3f}", accused])
    print(table(["content words replaced", "cases", "detected", "precision", "recall", "granularity", "plagdet",
                 "honest pairs with a reworded passage"], rows))
    path = write_results("in_place", {"machine": info, "shares": figures})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
