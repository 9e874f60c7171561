"""plagcheck side by side with datasketch and copydetect on the PAN 2013 subset, in one run.

- plagcheck: the whole command-line process on the folder (`plagcheck-cli scan FOLDER --json --html`,
  empty text cache), with the settings it ships. A pair is found when it is reported (score >= 0.02).
- datasketch: MinHash + MinHashLSH over the same shingles (plagcheck's reader and shingle hashes, folded to
  the same 32-bit keys plagcheck's MinHash permutes), LSH tuned like plagcheck's whole-document index
  (Jaccard 0.2, false negatives weighted 0.8) and, to show the limit of whole-document LSH, at 0.05.
  A pair is found when it is a candidate (datasketch stops there; nothing is verified).
- copydetect: its whole process on the same folder (CopyDetector on the folder, all files test and
  reference, as its CLI does when no reference folder is given; `disable_filtering` because its code
  tokenizer drops all prose, then run() and the HTML report). A pair is found when copydetect lists it,
  i.e. more than its display threshold (0.33) of one file's text is matched; the shares at 0.02 and at any
  overlap are printed too.

    python3 -m pip install ".[bench]"
    python3 bench/bench_compare.py                      # PAN 2k and full corpus
    python3 bench/bench_compare.py --corpora 2k --copydetect-runs 3

Each tool runs in a fresh process whose process tree's memory is sampled. Writes bench/results/compare.json.
"""

from __future__ import annotations

import argparse
import json
import logging
import shutil
import sys
import time
from pathlib import Path

import numpy as np

from common import (
    child_report, fresh_cache_env, link_folder, load_average, machine, median_of, oriented_pair, pan_selection,
    pan_verbatim_pairs, require_pan, run_child, table, work_folder, write_results,
)

SCRIPT = Path(__file__).resolve()
#: "smoke" is a quick check of the script itself, not a figure to quote.
CORPORA = {"2k": (1000, 1000), "full": (None, None), "smoke": (150, 150)}
DATASKETCH_THRESHOLDS = (0.2, 0.05)
#: plagcheck's display threshold, also applied to copydetect's similarity for a like-for-like share.
PLAGCHECK_THRESHOLD = 0.02


def verbatim_found(pairs: set[tuple[str, str]]) -> int:
    """Return how many of the 500 verbatim pairs are among `pairs` (file-name pairs in either order)."""
    oriented = {oriented_pair(a, b) for a, b in pairs}
    return len(oriented & pan_verbatim_pairs())


def run_plagcheck(folder: Path, out: Path) -> dict:
    """Run plagcheck's command line on `folder`; return its time and the reported pairs found."""
    from plagcheck.cli.commands import main as cli_main

    started = time.perf_counter()
    code = cli_main(["scan", str(folder), "--json", str(out / "scan.json"), "--html", str(out / "report.html"), "-q"])
    seconds = time.perf_counter() - started
    if code != 0:
        raise RuntimeError(f"plagcheck-cli exited {code}")
    data = json.loads((out / "scan.json").read_text(encoding="utf-8"))
    names = [d["name"].rsplit("/", 1)[-1] for d in data["documents"]]
    reported = {(names[p["a"]], names[p["b"]]) for p in data["pairs"]}
    return {
        "process_s": seconds,
        "scan_s": sum(t["seconds"] for t in data["timings"]),
        "stages": {t["stage"]: t["seconds"] for t in data["timings"]},
        "documents": len(names),
        "pairs_reported": len(reported),
        "found": verbatim_found(reported),
    }


def run_datasketch(folder: Path) -> dict:
    """Read and shingle with plagcheck, then MinHash and LSH with datasketch; return times and found pairs."""
    from datasketch import MinHash, MinHashLSH

    from plagcheck.engine.reading import ingest
    from plagcheck.engine.copied.shingles import shingle_document
    from plagcheck.shared.models import ScanSettings

    settings = ScanSettings()
    stages: dict[str, float] = {}
    started = time.perf_counter()
    records = [r for r in ingest.read_submissions(ingest.discover([folder]), settings) if r.usable]
    stages["read"] = time.perf_counter() - started

    mark = time.perf_counter()
    keys = {}
    for record in records:
        hashes = shingle_document(record.text, settings).shingle_set
        keys[record.name.rsplit("/", 1)[-1]] = ((hashes ^ (hashes >> np.uint64(32))) & np.uint64(0xFFFFFFFF)).tolist()
    stages["shingle"] = time.perf_counter() - mark

    mark = time.perf_counter()
    signatures = {}
    for name, values in keys.items():
        signature = MinHash(num_perm=settings.num_perm, seed=settings.seed, hashfunc=int)
        signature.update_batch(values)
        signatures[name] = signature
    stages["minhash"] = time.perf_counter() - mark

    lsh_results = {}
    for threshold in DATASKETCH_THRESHOLDS:
        mark = time.perf_counter()
        index = MinHashLSH(threshold=threshold, num_perm=settings.num_perm, weights=(0.2, 0.8))
        for name, signature in signatures.items():
            index.insert(name, signature)
        candidates = set()
        for name, signature in signatures.items():
            candidates.update((name, other) for other in index.query(signature) if other != name)
        lsh_results[str(threshold)] = {
            "lsh_s": time.perf_counter() - mark,
            "bands_rows": [index.b, index.r],
            "candidate_pairs": len({tuple(sorted(p)) for p in candidates}),
            "found": verbatim_found(candidates),
        }
    first = lsh_results[str(DATASKETCH_THRESHOLDS[0])]
    return {
        "process_s": sum(stages.values()) + first["lsh_s"],
        "stages": stages,
        "lsh": lsh_results,
        "documents": len(records),
        "found": first["found"],
    }


def run_copydetect(folder: Path, out: Path) -> dict:
    """Run copydetect's whole process on `folder`; return its times and the pairs it finds."""
    logging.disable(logging.WARNING)  # one "did not tokenize" warning per file otherwise
    from copydetect import CopyDetector

    started = time.perf_counter()
    detector = CopyDetector(test_dirs=[str(folder)], extensions=["txt"], disable_filtering=True,
                            autoopen=False, silent=True, out_file=str(out / "copydetect.html"))
    detector.run()
    run_s = time.perf_counter() - started
    detector.generate_html_report()
    seconds = time.perf_counter() - started
    names = [Path(f).name for f in detector.test_files]
    index = {name: i for i, name in enumerate(names)}
    score = detector.similarity_matrix.max(axis=2)  # the larger of the two files' matched shares
    overlap = detector.token_overlap_matrix
    counts = {"display": 0, "at_0.02": 0, "any": 0}
    for susp, src in pan_verbatim_pairs():
        if susp in index and src in index:
            i, j = index[susp], index[src]
            counts["display"] += bool(score[i, j] > detector.conf.display_t)
            counts["at_0.02"] += bool(score[i, j] >= PLAGCHECK_THRESHOLD)
            counts["any"] += bool(overlap[i, j] > 0)
    listed = np.triu(score > detector.conf.display_t, k=1).sum()
    return {
        "process_s": seconds,
        "run_s": run_s,
        "documents": len(names),
        "pairs_listed": int(listed),
        "found": counts["display"],
        "found_at_0.02": counts["at_0.02"],
        "found_any_overlap": counts["any"],
    }


def run_copydetect_on_pairs(folder: Path) -> dict:
    """Return what copydetect finds for the 500 verbatim pairs alone, with its own per-pair comparison.

    copydetect scores each pair from the two files only (no boilerplate folder is given), so this is exactly
    what its whole run reports for these pairs, without its all-pairs loop over millions of other pairs.
    """
    logging.disable(logging.WARNING)
    from copydetect import CodeFingerprint, compare_files
    from copydetect import defaults

    started = time.perf_counter()
    prints: dict[str, CodeFingerprint] = {}
    counts = {"display": 0, "at_0.02": 0, "any": 0}
    for pair in sorted(pan_verbatim_pairs()):
        if not all((folder / name).exists() for name in pair):
            continue
        for name in pair:
            if name not in prints:
                prints[name] = CodeFingerprint(str(folder / name), defaults.NOISE_THRESHOLD, 1, filter=False)
        overlap, similarities, _ = compare_files(prints[pair[0]], prints[pair[1]])
        counts["display"] += bool(max(similarities) > defaults.DISPLAY_THRESHOLD)
        counts["at_0.02"] += bool(max(similarities) >= PLAGCHECK_THRESHOLD)
        counts["any"] += bool(overlap > 0)
    return {
        "process_s": time.perf_counter() - started,
        "documents": len(prints),
        "found": counts["display"],
        "found_at_0.02": counts["at_0.02"],
        "found_any_overlap": counts["any"],
    }


def child(config: dict) -> dict:
    """Run one tool once (in a fresh process) and return its figures."""
    folder, out = Path(config["folder"]), Path(config["out"])
    out.mkdir(parents=True, exist_ok=True)
    if config["tool"] == "plagcheck":
        return run_plagcheck(folder, out)
    if config["tool"] == "datasketch":
        return run_datasketch(folder)
    if config["tool"] == "copydetect-pairs":
        return run_copydetect_on_pairs(folder)
    return run_copydetect(folder, out)


def present_pairs(files: list[Path]) -> int:
    """Return how many of the 500 verbatim pairs have both files in the selection."""
    names = {f.name for f in files}
    return sum(1 for a, b in pan_verbatim_pairs() if a in names and b in names)


def main() -> None:
    """Run the three tools on each corpus and print and save the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--corpora", nargs="*", choices=sorted(CORPORA), default=["2k", "full"])
    parser.add_argument("--runs", type=int, default=3, help="runs of plagcheck and datasketch (default: 3)")
    parser.add_argument("--copydetect-runs", type=int, default=1,
                        help="runs of copydetect, which takes minutes per run (default: 1; 0 leaves it out)")
    parser.add_argument("--copydetect-full", action="store_true",
                        help="run copydetect's whole all-pairs process on the full corpus too (about an hour on 2 "
                             "cores); without it, the full corpus's share comes from copydetect's comparison of "
                             "the 500 pairs alone and its time is extrapolated from the 2k run")
    args = parser.parse_args()
    if args.one:
        child_report(child(json.loads(args.one)))
        return
    require_pan()
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores, {info['memory_gb']} GB, Python {info['python']}")
    work = work_folder("compare-")
    results = {}
    try:
        for corpus in args.corpora:
            files = pan_selection(*CORPORA[corpus])
            folder = link_folder(files, work / f"pan-{corpus}")
            present = present_pairs(files)
            tools = {}
            whole_copydetect = corpus != "full" or args.copydetect_full
            copydetect = ("copydetect", args.copydetect_runs) if whole_copydetect else ("copydetect-pairs", 1)
            # copydetect first: its long run is then not the one left for the end of a shared machine's day
            plan = [copydetect, ("plagcheck", args.runs), ("datasketch", args.runs)]
            for tool, runs in plan:
                tools[tool] = []
                for run in range(runs):
                    config = {"tool": tool, "folder": str(folder), "out": str(work / f"out-{corpus}-{tool}-{run}")}
                    data = run_child(SCRIPT, config, env=fresh_cache_env(work))
                    tools[tool].append(data)
                    print(f"PAN {corpus} {tool} run {run + 1}/{runs}: wall {data['wall_s']:.1f} s, "
                          f"tree RSS {data['peak_tree_rss_mb']:.0f} MB, found {data['found']}/{present}, "
                          f"load {data['load_average']}", flush=True)
            results[corpus] = {"documents": len(files), "verbatim_pairs_present": present, "tools": tools}
            print_corpus(corpus, results[corpus])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if "2k" in results and "full" in results and "copydetect" in results["2k"]["tools"] \
            and "copydetect" not in results["full"]["tools"]:
        measured = median_of(results["2k"]["tools"]["copydetect"], "wall_s")
        estimate = measured * (results["full"]["documents"] / results["2k"]["documents"]) ** 2
        results["full"]["copydetect_wall_s_extrapolated"] = estimate
        ratio = estimate / median_of(results["full"]["tools"]["plagcheck"], "wall_s")
        print(f"\ncopydetect on the full corpus, extrapolated (not measured) from the 2k run by the number of "
              f"pairs: about {estimate:,.0f} s, {ratio:.0f} times plagcheck's full run")
    info["load_average_at_end"] = load_average()
    name = "compare" if sorted(args.corpora) == ["2k", "full"] else "compare-" + "-".join(args.corpora)
    path = write_results(name, {"machine": info, "corpora": results})
    print(f"\nload average at end {info['load_average_at_end']}; wrote {path}")


def print_corpus(corpus: str, result: dict) -> None:
    """Print one corpus's side-by-side table (medians) and the ratios against plagcheck."""
    tools = result["tools"]
    base_wall = median_of(tools["plagcheck"], "wall_s")
    base_cpu = median_of(tools["plagcheck"], "cpu_s")
    base_rss = median_of(tools["plagcheck"], "peak_tree_rss_mb")
    base_pss = median_of(tools["plagcheck"], "peak_tree_pss_mb")
    present = result["verbatim_pairs_present"]
    rows = []
    for tool, runs in sorted(tools.items(), key=lambda item: item[0] != "plagcheck"):
        if not runs:  # e.g. --copydetect-runs 0, to refresh the other tools' figures only
            continue
        found = runs[0]["found"]
        share = f"{found}/{present} ({100 * found / max(1, present):.1f}%)"
        if tool == "copydetect-pairs":  # only the 500 pairs were compared: no time or memory to compare
            rows.append(["copydetect (500 pairs only)", 1, "-", "-", "-", "-", "-", "-", "-", share])
            continue
        wall, rss = median_of(runs, "wall_s"), median_of(runs, "peak_tree_rss_mb")
        pss = median_of(runs, "peak_tree_pss_mb")
        cpu = median_of(runs, "cpu_s")
        rows.append([tool, len(runs), wall, wall / base_wall, cpu, cpu / base_cpu, rss, pss,
                     pss / base_pss if base_pss else 0.0, share])
    print(f"\nPAN {corpus}: {result['documents']:,} documents, {present} of the 500 verbatim pairs present (medians)")
    print(table(["tool", "runs", "wall s", "wall / plagcheck", "CPU s", "CPU / plagcheck", "tree RSS MB", "tree PSS MB",
                 "PSS / plagcheck", "verbatim pairs found"], rows))
    copydetect = tools.get("copydetect") or tools.get("copydetect-pairs")
    if copydetect:
        c = copydetect[0]
        print(f"copydetect also: {c['found_at_0.02']}/{present} at similarity >= 0.02, "
              f"{c['found_any_overlap']}/{present} with any shared 25-character fingerprint"
              + (f"; run() alone {median_of(copydetect, 'run_s'):.1f} s" if "run_s" in c else ""))
    sketch = tools["datasketch"][0]["lsh"]
    for threshold, figures in sketch.items():
        print(f"datasketch LSH at {threshold}: bands x rows {figures['bands_rows']}, {figures['candidate_pairs']:,} "
              f"candidate pairs, {figures['found']}/{present} verbatim pairs among them")
    print(f"plagcheck: RSS {base_rss:.0f} MB; stages (median) " + ", ".join(
        f"{s} {np.median([r['stages'][s] for r in tools['plagcheck']]):.2f} s"
        for s in tools["plagcheck"][0]["stages"]))


if __name__ == "__main__":
    sys.exit(main())
