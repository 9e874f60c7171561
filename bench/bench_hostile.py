"""Issue 13's hostile files, at the issue's sizes: the time and peak memory of a whole `plagcheck-cli scan` of
each case folder (the hostile file beside two essays sharing a passage), in a fresh process from an empty text
cache, with what the scan said of the hostile entry.

    python3 bench/bench_hostile.py               # every case, 3 runs each (medians)
    python3 bench/bench_hostile.py --runs 1 --cases 10-pdf-deflate-bomb 09-odt-spaces-bomb

The cases are built by tests/hostile_cases.py (the same builders the tests use, at scale 1). Figures:
bench/results/hostile.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from bench.common import (  # noqa: E402
    RESULTS, child_report, fresh_cache_env, load_average, machine, median_of, run_child, table, write_results,
)
from hostile_cases import CASES, CONTROL_A, CONTROL_B, build, remove_tree, write_controls  # noqa: E402

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


if __name__ == "__main__":
    main()
