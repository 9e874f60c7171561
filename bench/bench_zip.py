"""A class handed in as one zip against the same files unpacked (issue 28): the time and peak memory of a whole
`plagcheck-cli scan` of each, in a fresh process from an empty text cache, runs alternated (zip, folder, zip,
folder...), medians. Target: the zip takes at most 1.2 times the folder's time and peak memory.

    python3 bench/bench_zip.py                  # 300 submissions (DOCX and PDF), 3 runs of each
    python3 bench/bench_zip.py --students 100 --runs 5 --cached

The class is built by tests/zip_cases.py (student folders, one essay each, every other one a PDF) into
bench/results/corpora/zip-class-N. Figures: bench/results/zip.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from bench.common import (  # noqa: E402
    GENERATED, child_report, fresh_cache_env, load_average, machine, median_of, run_child, table, work_folder,
    write_results,
)
from hostile_cases import remove_tree  # noqa: E402
from zip_cases import write_class_files, zip_folder  # noqa: E402


def child(config: dict) -> dict:
    """Run one scan through the command line's main(); return what it read and found."""
    from plagcheck.cli.commands import main

    out = Path(config["out"])
    code = main(["scan", *config["paths"], "--json", str(out), "-q"])
    data = json.loads(out.read_text(encoding="utf-8"))
    documents = data["documents"]
    return {"exit": code, "documents": len(documents), "read": sum(d["status"] == "ok" for d in documents),
            "pairs": len(data["pairs"])}


def build(students: int) -> tuple[Path, Path]:
    """Return (the unpacked class folder, the zip of it), written once and reused."""
    base = GENERATED / f"zip-class-{students}"
    folder, archive = base / "unpacked" / "class", base / "zipped" / "class.zip"
    if not (base / ".complete").exists():
        remove_tree(base) if base.exists() else None
        write_class_files(folder, students)
        archive.parent.mkdir(parents=True)
        zip_folder(folder, archive)
        (base / ".complete").write_text("ok\n")
    return folder, archive


def main() -> None:
    """Scan the zip and the folder alternately, `--runs` times each; print the medians and write them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--students", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cached", action="store_true", help="also time scans whose texts are all cached")
    args = parser.parse_args()
    if args.one:
        child_report(child(json.loads(args.one)))
        return
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores, Python {info['python']}, load {load_average()}")
    folder, archive = build(args.students)
    with zipfile.ZipFile(archive) as opened:
        members = len(opened.infolist())
    size_mb = archive.stat().st_size / 1e6
    print(f"Class: {args.students} submissions, {members} files in a {size_mb:.1f} MB zip")
    work = work_folder("zip-")
    kinds = {"zip": [str(archive)], "folder": [str(folder)]}
    runs: dict[str, list[dict]] = {f"{kind} {state}": [] for state in ("cold", "cached") for kind in kinds}
    try:
        cached_env = {kind: fresh_cache_env(work) for kind in kinds}
        for number in range(args.runs):
            for kind, paths in kinds.items():  # alternated: zip, folder, zip, folder...
                config = {"paths": paths, "out": str(work / f"{kind}.json")}
                run = run_child(Path(__file__), config, env=fresh_cache_env(work), timeout=1800)
                runs[f"{kind} cold"].append(run)
                print(f"  run {number + 1} {kind} cold: {run['wall_s']:.2f} s, {run['peak_tree_rss_mb']:.0f} MB "
                      f"(load {run['load_average']})", flush=True)
                if args.cached:
                    if number == 0:
                        run_child(Path(__file__), config, env=cached_env[kind], timeout=1800)  # fills the cache
                    run = run_child(Path(__file__), config, env=cached_env[kind], timeout=1800)
                    runs[f"{kind} cached"].append(run)
    finally:
        remove_tree(work)
    rows = []
    for label, measured in runs.items():
        if not measured:
            continue
        rows.append([label, median_of(measured, "wall_s"), median_of(measured, "cpu_s"),
                     median_of(measured, "peak_tree_rss_mb"), median_of(measured, "peak_tree_pss_mb"),
                     measured[-1]["read"], measured[-1]["pairs"]])
    print()
    print(table(["scan", "wall s", "CPU s", "peak tree RSS MB", "peak tree PSS MB", "read", "pairs"], rows))
    ratios = {}
    for state in ("cold", "cached"):
        if runs[f"zip {state}"]:
            zipped, unpacked = runs[f"zip {state}"], runs[f"folder {state}"]
            ratios[state] = {key: median_of(zipped, key) / median_of(unpacked, key)
                             for key in ("wall_s", "peak_tree_rss_mb", "peak_tree_pss_mb")}
            print(f"zip / folder, {state}: time {ratios[state]['wall_s']:.2f}, "
                  f"peak RSS {ratios[state]['peak_tree_rss_mb']:.2f}, peak PSS {ratios[state]['peak_tree_pss_mb']:.2f}"
                  " (target: at most 1.2)")
    print("written:", write_results("zip", {"machine": info, "students": args.students, "files": members,
                                             "zip_mb": size_mb, "runs": runs, "ratios": ratios}))


if __name__ == "__main__":
    main()
