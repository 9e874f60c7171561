"""Engine throughput: documents per second in each stage, peak memory, and how time grows with the class.

Each configuration is a whole scan (files read with an empty text cache, then shingles, signatures,
candidates, verification) with the settings plagcheck ships, in a fresh process, several times; the
figures are medians. Corpora: the PAN 2013 subset (the first 1,000 suspicious + first 1,000 source files,
and all of it) and generated classes of essays of about 300 words.

    python3 bench/bench_engine.py                         # PAN 2k, PAN full, generated 1k, 10k, 100k
    python3 bench/bench_engine.py --sizes 1000 10000 --no-pan --runs 3
    python3 bench/bench_engine.py --profile               # where the time goes (one process, cProfile)

Writes bench/results/engine.json.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import math
import os
import pstats
import shutil
import sys
import time
from pathlib import Path

from common import (
    child_report, fresh_cache_env, generated_corpus, load_average, machine, median, median_of, oriented_pair,
    pan_available, pan_selection, pan_verbatim_pairs, run_child, table, work_folder, write_results,
)

SCRIPT = Path(__file__).resolve()
DEFAULT_SIZES = [1000, 10000, 100000]


def corpus_paths(config: dict) -> list[Path]:
    """Return the files or folder a configuration scans."""
    if config["corpus"] == "pan":
        return pan_selection(config.get("susp"), config.get("src"))
    return [generated_corpus(config["documents"])]


def measure_once(config: dict) -> dict:
    """Scan the configuration's corpus once with the shipped settings; return times and counts."""
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    paths = corpus_paths(config)
    settings = ScanSettings()
    started = time.perf_counter()
    result = run_scan(paths, settings)
    scan_s = time.perf_counter() - started
    shown = result.pairs_above(settings.threshold)
    data = {
        "documents": len(result.documents),
        "usable": sum(1 for d in result.documents if d.usable),
        "shingles": sum(result.shingle_counts.values()),
        "candidates": result.candidate_count,
        "verified_pairs": len(result.pairs),
        "pairs_at_threshold": len(shown),
        "scan_s": scan_s,
        "stages": {t.stage: {"seconds": t.seconds, "items": t.items} for t in result.timings},
    }
    if config["corpus"] == "pan":
        names = [d.name.rsplit("/", 1)[-1] for d in result.documents]
        found = {oriented_pair(names[p.a], names[p.b]) for p in shown}
        data["verbatim_pairs_found"] = len(found & pan_verbatim_pairs())
    return data


def configurations(args: argparse.Namespace) -> list[tuple[str, dict]]:
    """Return (label, config) for every corpus asked for."""
    chosen: list[tuple[str, dict]] = []
    if not args.no_pan and pan_available():
        chosen.append(("PAN 2k (1,000 susp + 1,000 src)", {"corpus": "pan", "susp": 1000, "src": 1000}))
        chosen.append(("PAN full", {"corpus": "pan", "susp": None, "src": None}))
    for size in args.sizes:
        chosen.append((f"generated {size:,}", {"corpus": "generated", "documents": size}))
    return chosen


def summarise(label: str, runs: list[dict]) -> dict:
    """Return the medians of one configuration's runs."""
    summary = {
        "label": label,
        "runs": len(runs),
        "documents": runs[0]["documents"],
        "candidates": runs[0]["candidates"],
        "pairs_at_threshold": runs[0]["pairs_at_threshold"],
        "wall_s": median_of(runs, "wall_s"),
        "scan_s": median_of(runs, "scan_s"),
        "cpu_s": median_of(runs, "cpu_s"),
        "peak_tree_rss_mb": median_of(runs, "peak_tree_rss_mb"),
        "peak_tree_pss_mb": median_of(runs, "peak_tree_pss_mb"),
        "main_maxrss_mb": median_of(runs, "self_maxrss_mb"),
        "largest_worker_maxrss_mb": median_of(runs, "children_maxrss_mb"),
        "stage_s": {
            s: median([r["stages"][s]["seconds"] for r in runs if s in r["stages"]]) for s in runs[0]["stages"]
        },
        "load_averages": [r["load_average"] for r in runs],
    }
    if "verbatim_pairs_found" in runs[0]:
        summary["verbatim_pairs_found"] = runs[0]["verbatim_pairs_found"]
    return summary


def growth_exponent(smaller: dict, larger: dict) -> float:
    """Return e such that scan time ~ n^e between two configurations' medians."""
    return math.log(larger["scan_s"] / smaller["scan_s"]) / math.log(larger["documents"] / smaller["documents"])


def print_tables(summaries: list[dict]) -> None:
    """Print the per-stage, memory and growth tables."""
    stages = list(dict.fromkeys(stage for s in summaries for stage in s["stage_s"]))
    print("\nMedians: wall time of the whole process, its CPU time (workers included), the scan, each stage (seconds)")
    print(table(
        ["corpus", "docs", "runs", "wall", "CPU", "scan", *stages, "candidate pairs", "pairs >= 0.02"],
        [[s["label"], s["documents"], s["runs"], s["wall_s"], s["cpu_s"], s["scan_s"],
          *(s["stage_s"].get(x, 0.0) for x in stages),
          s["candidates"], s["pairs_at_threshold"]] for s in summaries],
    ))
    print("\nDocuments per second in each stage (medians), and peak memory (MB)")
    print(table(
        ["corpus", "scan docs/s", *(f"{x} docs/s" for x in stages), "tree RSS", "tree PSS", "main RSS",
         "largest worker RSS"],
        [[s["label"], s["documents"] / s["scan_s"],
          *(s["documents"] / s["stage_s"][x] if s["stage_s"].get(x) else 0.0 for x in stages),
          s["peak_tree_rss_mb"], s["peak_tree_pss_mb"], s["main_maxrss_mb"], s["largest_worker_maxrss_mb"]]
         for s in summaries],
    ))
    generated = [s for s in summaries if s["label"].startswith("generated")]
    if len(generated) > 1:
        print("\nGrowth with the number of documents (generated essays); exponent e in time ~ n^e")
        rows, previous = [], None
        for s in generated:
            exponent = "" if previous is None else f"{growth_exponent(previous, s):.2f}"
            rows.append([s["documents"], s["scan_s"], 1000 * s["scan_s"] / s["documents"], s["candidates"], exponent])
            previous = s
        print(table(["docs", "scan s", "ms per doc", "candidates", "exponent vs previous"], rows))


def profile_pan() -> dict:
    """Profile one PAN 2k scan in this process with one worker, so every stage is visible to cProfile."""
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    work = work_folder("profile-")
    os.environ.update(fresh_cache_env(work))
    profiler = cProfile.Profile()
    started = time.perf_counter()
    profiler.enable()
    result = run_scan(pan_selection(), ScanSettings(workers=1))
    profiler.disable()
    total = time.perf_counter() - started
    shutil.rmtree(work, ignore_errors=True)
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(20)
    print(f"\nProfile of one PAN 2k scan, one process, {total:.1f} s (load {load_average()}); stages:")
    for t in result.timings:
        print(f"  {t.stage:20s} {t.seconds:7.2f} s  ({t.items} items)")
    text = out.getvalue()
    print(text[text.find("   ncalls"):])
    return {"total_s": total, "stages": {t.stage: t.seconds for t in result.timings}, "top_by_tottime": text}


def main() -> None:
    """Run every configuration asked for and print and save the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--sizes", type=int, nargs="*", default=DEFAULT_SIZES,
                        help="generated corpus sizes (default: 1000 10000 100000)")
    parser.add_argument("--runs", type=int, default=3, help="runs per configuration (default: 3)")
    parser.add_argument("--runs-large", type=int, default=1,
                        help="runs for corpora of 50,000 documents or more (default: 1)")
    parser.add_argument("--no-pan", action="store_true", help="leave out the PAN corpus")
    parser.add_argument("--profile", action="store_true", help="only profile one PAN 2k scan")
    args = parser.parse_args()
    if args.one:
        from plagcheck.system.allocator import tune_allocator

        tune_allocator()  # as plagcheck-cli and the app do, first thing in the process
        child_report(measure_once(json.loads(args.one)))
        return
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores, {info['memory_gb']} GB, Python {info['python']}")
    if args.profile:
        write_results("engine-profile", {"machine": info, "profile": profile_pan()})
        return
    work = work_folder("engine-")
    # the default set writes engine.json; a partial one its own file, so it never replaces the full figures
    name = "engine" if args.sizes == DEFAULT_SIZES and not args.no_pan else \
        "engine-" + "-".join(["pan"] * (not args.no_pan) + [str(n) for n in args.sizes])
    summaries = []
    try:
        for label, config in configurations(args):
            if config["corpus"] == "generated":
                generated_corpus(config["documents"])  # written before timing starts
            count = args.runs_large if config.get("documents", 0) >= 50000 else args.runs
            runs = []
            for run in range(count):
                try:
                    data = run_child(SCRIPT, config, env=fresh_cache_env(work))
                except RuntimeError as failure:  # reported, and the other configurations still run
                    print(f"{label} run {run + 1}/{count} failed: {str(failure)[-600:]}", flush=True)
                    continue
                runs.append(data)
                print(f"{label} run {run + 1}/{count}: wall {data['wall_s']:.2f} s, scan {data['scan_s']:.2f} s, "
                      f"tree RSS {data['peak_tree_rss_mb']:.0f} MB, load {data['load_average']}", flush=True)
            if runs:
                summaries.append(summarise(label, runs) | {"all_runs": runs})
                write_results(name, {"machine": info, "configurations": summaries})  # kept if a later one fails
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print_tables(summaries)
    info["load_average_at_end"] = load_average()
    path = write_results(name, {"machine": info, "configurations": summaries})
    print(f"\nload average at end {info['load_average_at_end']}; wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
