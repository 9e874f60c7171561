"""Issue 13's hostile files, at the issue's sizes: the time and peak memory of a whole `plagcheck-cli scan` of
each case folder (the hostile file beside two essays sharing a passage), in a fresh process from an empty text
cache, with what the scan said of the hostile entry.

    python3 bench/bench_hostile.py               # every case, 3 runs each (medians)
    python3 bench/bench_hostile.py --runs 1 --cases 10-pdf-deflate-bomb 09-odt-spaces-bomb

The cases are built by tests/hostile_cases.py (the same builders the tests use, at scale 1). Figures:
bench/results/hostile.json.

Issue 27 items 5-7 and issue 28's hostile zips (section "Links, swaps and zips" below):

    python3 bench/bench_hostile.py --cases --swap-runs 50    # the swap race only: 0 leaks is the target
    python3 bench/bench_hostile.py --cases --zip-cases z1-bomb z5-many-members

The swap race scans a class folder while a thread swaps one of its sub-folders for a link to an outside folder
of the same shape and back, as fast as it can, and counts the scans whose output holds the outside text.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from bench.common import (  # noqa: E402
    RESULTS, child_report, fresh_cache_env, load_average, machine, median_of, run_child, table, write_results,
)
from hostile_cases import CASES, CONTROL_A, CONTROL_B, build, remove_tree, write_controls  # noqa: E402
from zip_cases import ZIP_CASES, build_zip_case  # noqa: E402

#: Item 8: --encoding values that are no character set (a command-line case, no file to build).
ENCODINGS = ("rot13", "hex", "idna")


def child(config: dict) -> dict:
    """Run one scan through the command line's main(); return its exit code and what it said of the case."""
    from plagcheck.cli import main

    out = Path(config["out"])
    arguments = ["scan", *config["paths"], "--json", str(out), "-q", *config.get("extra", [])]
    code = main(arguments)
    report = {"exit": code}
    if code == 0:
        documents = json.loads(out.read_text(encoding="utf-8"))["documents"]
        found = {d["name"]: d for d in documents}
        entry = found.get(config["name"] or "", {})
        report.update(status=entry.get("status", ""), message=entry.get("message", ""),
                      characters=entry.get("characters", 0), documents=len(documents))
        if config.get("all"):  # a zip case: what was said of every entry
            report["said"] = {d["name"]: d.get("message", "") for d in documents}
        control = {found[n]["id"] for n in found if n.endswith((CONTROL_A, CONTROL_B))}
        pairs = json.loads(out.read_text(encoding="utf-8"))["pairs"]
        report["control_pair_found"] = any({p["a"], p["b"]} == control for p in pairs)
    return report


def main() -> None:
    """Build each case, scan it `--runs` times in fresh processes, print the medians and write them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cases", nargs="*", default=[*CASES, "08-encoding"])
    parser.add_argument("--zip-cases", nargs="*", default=list(ZIP_CASES))
    parser.add_argument("--swap-runs", type=int, default=50, help="scans of the swap race (0: none)")
    args = parser.parse_args()
    if args.one:
        child_report(child(json.loads(args.one)))
        return
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores, Python {info['python']}, load {load_average()}")
    RESULTS.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="hostile-", dir=RESULTS))
    rows, results = [], {}
    try:
        for name in args.cases:
            configs = _configs(name, work)
            for label, config in configs:
                runs = [run_child(Path(__file__), config, env=fresh_cache_env(work), timeout=900)
                        for _ in range(args.runs)]
                last = runs[-1]
                results[label] = runs
                said = (last.get("message") or last.get("status", "")) if last["exit"] == 0 else "exit 2"
                rows.append([label, median_of(runs, "wall_s"), median_of(runs, "peak_tree_rss_mb"),
                             median_of(runs, "peak_tree_pss_mb"), "yes" if last.get("control_pair_found") else "-",
                             said[:90]])
                print(table(["case", "wall s", "peak tree RSS MB", "peak tree PSS MB", "pair kept", "said"],
                            rows[-1:]).splitlines()[-1], flush=True)
        rows += zip_case_rows(args.zip_cases, args.runs, work, results)
        if args.swap_runs:
            results["swap-race"] = swap_race(args.swap_runs, work)
    finally:
        remove_tree(work)
    print()
    print(table(["case", "wall s", "peak tree RSS MB", "peak tree PSS MB", "pair kept", "said"], rows))
    print("written:", write_results("hostile", {"machine": info, "runs": results}))


def _configs(name: str, work: Path) -> list[tuple[str, dict]]:
    """Return (label, child config) for case `name`, built in `work`."""
    out = str(work / f"{name}.json")
    if name == "08-encoding":
        folder = work / name
        write_controls(folder)
        return [(f"08-encoding={codec}", {"paths": [str(folder)], "name": None, "out": out,
                                          "extra": ["--encoding", f"{folder / CONTROL_A}={codec}"]})
                for codec in ENCODINGS]
    case = build(name, work)
    return [(name, {"paths": list(case.paths), "name": case.name, "out": out})]


# ---------------------------------------------------------------- links, swaps and zips (issues 27 and 28)


def zip_case_rows(names: list[str], runs: int, work: Path, results: dict) -> list[list]:
    """Scan each hostile zip case `runs` times in fresh processes; return a table row for each of its entries
    that must be listed (time and memory are the whole scan's), and put the runs in `results`."""
    rows = []
    for name in names:
        case = build_zip_case(name, work)
        config = {"paths": list(case.paths), "name": None, "out": str(work / f"{name}.json"), "all": True}
        measured = [run_child(Path(__file__), config, env=fresh_cache_env(work), timeout=900) for _ in range(runs)]
        results[name] = measured
        said = measured[-1].get("said", {})
        for entry, expected in case.expected.items():
            message = said.get(entry, "(not listed)")
            ok = "" if message.startswith(expected) else " [UNEXPECTED]"
            rows.append([entry, median_of(measured, "wall_s"), median_of(measured, "peak_tree_rss_mb"),
                         median_of(measured, "peak_tree_pss_mb"),
                         "yes" if measured[-1].get("control_pair_found") else "-", (message or "read")[:80] + ok])
            print(table(["case", "wall s", "peak tree RSS MB", "peak tree PSS MB", "pair kept", "said"],
                        rows[-1:]).splitlines()[-1], flush=True)
    return rows


SECRET = "SECRET-OUTSIDE-TEXT"


def swap_race(runs: int, work: Path, files: int = 40) -> dict:
    """Scan a class folder `runs` times while a thread swaps its sub-folder for a link to an outside folder (and
    back) as fast as it can; return the runs with leaks (outside text in the result) and swaps noticed."""
    from plagcheck.models import ScanSettings
    from plagcheck.pipeline import run_scan

    leaks, noticed, swaps, seconds = 0, 0, 0, []
    for run in range(runs):
        root = work / f"swap-{run}"
        folder, outside = root / "class", root / "outside"
        write_controls(folder)
        for side, text in ((folder, "An honest essay about bridges number {n}, in words of its own."),
                           (outside, SECRET + " {n}")):
            (side / "sub").mkdir(parents=True)
            for n in range(files):
                (side / "sub" / f"essay-{n:03d}.txt").write_text(text.format(n=n), encoding="utf-8")
        stop = threading.Event()
        counter = [0]
        swapper = threading.Thread(target=_swap_until, args=(folder, outside, stop, counter), daemon=True)
        started = time.perf_counter()
        swapper.start()
        try:
            result = run_scan([str(folder)], ScanSettings(workers=2))
        finally:
            stop.set()
            swapper.join()
        seconds.append(time.perf_counter() - started)
        swaps += counter[0]
        leaks += any(SECRET in d.text for d in result.documents)
        noticed += any(d.name.startswith("class/sub") and not d.text for d in result.documents)
        remove_tree(root)
    print(f"swap race: {leaks} of {runs} scans leaked the outside text; {noticed} listed a swapped entry with its "
          f"reason; {swaps:,} swaps in all; median scan {sorted(seconds)[len(seconds) // 2]:.2f} s", flush=True)
    return {"runs": runs, "leaks": leaks, "noticed": noticed, "swaps": swaps, "seconds": seconds}


def _swap_until(folder: Path, outside: Path, stop: threading.Event, counter: list[int]) -> None:
    """Swap folder/sub for a link to outside/sub and back until `stop` is set."""
    sub, moved = folder / "sub", folder / "sub-moved"
    while not stop.is_set():
        os.rename(sub, moved)
        os.symlink(outside / "sub", sub)
        time.sleep(0.0005)
        os.unlink(sub)
        os.rename(moved, sub)
        counter[0] += 1
        time.sleep(0.0005)


if __name__ == "__main__":
    main()
