"""The cold read of the 2,000-document PAN run: a scan's read stage (pipeline.read_documents: discovery, hashing
and extraction of every file) from an empty text cache, in a fresh process each run (so starting the reader
processes is counted).

    python3 bench/bench_read.py                      # 5 runs of this checkout
    python3 bench/bench_read.py --compare ../main    # alternating runs of this checkout and another one

Figures: bench/results/read.json (median wall time of the read, of the whole process, peak tree RSS).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.common import (  # noqa: E402
    child_report, fresh_cache_env, load_average, machine, median_of, pan_selection, require_pan, run_child, table,
    work_folder, write_results,
)


def child(config: dict) -> dict:
    """Read the PAN 2k selection with the plagcheck at config['root']; return the read's time and counts."""
    sys.path.insert(0, config["root"])
    for name in [m for m in sys.modules if m == "plagcheck" or m.startswith("plagcheck.")]:
        del sys.modules[name]
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import drive, read_documents

    started = time.perf_counter()
    records = drive(read_documents(pan_selection(), ScanSettings()))  # a scan's read stage
    read_s = time.perf_counter() - started
    import plagcheck

    return {"read_s": read_s, "documents": len(records), "usable": sum(r.usable for r in records),
            "plagcheck": plagcheck.__file__}


def main() -> None:
    """Run the cold reads and print their medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--compare", metavar="CHECKOUT", help="another checkout to run alternately")
    args = parser.parse_args()
    if args.one:
        child_report(child(json.loads(args.one)))
        return
    require_pan()
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores, Python {info['python']}, load {load_average()}")
    roots = {"this checkout": str(ROOT)}
    if args.compare:
        roots["compared"] = str(Path(args.compare).resolve())
    work = work_folder("read-")
    runs: dict[str, list[dict]] = {label: [] for label in roots}
    try:
        for _ in range(args.runs):
            for label, root in roots.items():
                run = run_child(Path(__file__), {"root": root}, env=fresh_cache_env(work), timeout=600)
                runs[label].append(run)
                print(f"{label}: read {run['read_s']:.2f} s, process {run['wall_s']:.2f} s, "
                      f"{run['peak_tree_rss_mb']:.0f} MB, load {run['load_average']}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    rows = [[label, median_of(r, "read_s"), median_of(r, "wall_s"), median_of(r, "cpu_s"),
             median_of(r, "peak_tree_rss_mb"), r[-1]["usable"]] for label, r in runs.items()]
    print(table(["checkout", "read s", "process s", "CPU s", "peak tree RSS MB", "documents read"], rows))
    print("written:", write_results("read", {"machine": info, "runs": runs}))


if __name__ == "__main__":
    main()
