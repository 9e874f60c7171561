"""A whole scan under two versions of plagcheck, run alternately: wall time, CPU time and peak memory.

    python3 bench/bench_versions.py --before /path/to/old/bin/plagcheck-cli --after plagcheck-cli [--runs 5]
                                    [--folder FOLDER]

Each run is one `plagcheck-cli scan FOLDER --json OUT -q` process from an empty text cache (a first scan), its
peak memory sampled over its whole process tree (bench/common.py: summed RSS and PSS, the engine reads and
compares in worker processes). The two versions take turns (before, after, before, ...), so that a machine
shared with other work slows both alike, and medians are printed with the ratio after / before. The folder is
PAN 2k by default (the first 1,000 suspicious and 1,000 source files of the PAN 2013 subset, copied once into a
temporary folder); `--corpus pan-disguised` the whole subset and the disguised cases (5,559 files), `--corpus
short` 15,000 documents of 80-300 words cut from them (`--short N` for another count). Each version's JSON is kept, and the two are compared: the same pairs, or how many differ.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from common import (PAN, TreeMemorySampler, fresh_cache_env, load_average, machine, median, pan_selection,
                    require_pan, table, write_results)


def one_scan(cli: str, folder: Path, out: Path, scratch: Path) -> dict:
    """Return the wall and CPU seconds and peak tree memory (MB) of one scan of `folder` by `cli`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    env = {**os.environ, **fresh_cache_env(scratch)}
    process = subprocess.Popen([cli, "scan", str(folder), "--json", str(out), "-q"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    with TreeMemorySampler(process.pid) as sampler:
        _, err = process.communicate()
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if process.returncode not in (0, 1):  # 1: pairs were found above the threshold
        raise RuntimeError(f"{cli} failed ({process.returncode}): {err[-2000:]}")
    return {"wall_s": wall, "cpu_s": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
            "peak_rss_mb": sampler.peak_rss_kb / 1024, "peak_pss_mb": sampler.peak_pss_kb / 1024}


def pan_obfuscated_files() -> list[Path]:
    """Return the disguised cases' suspicious and source files (bench/README.md: PAN 2013 obfuscated)."""
    base = PAN.parent / "pan13-obfuscated"
    return sorted((base / "susp").glob("*.txt")) + sorted((base / "src").glob("*.txt"))


def write_short_documents(folder: Path, count: int) -> None:
    """Write `count` short documents (80-300 words each, cut in order from the PAN subset and the disguised cases,
    a random length each, seeded) into `folder`: a class of short answers or short rewrites, where every
    document is short enough to be taken for a question sheet."""
    rng = random.Random(7)
    written = 0
    for file in pan_selection(None, None) + pan_obfuscated_files():
        words = file.read_text(encoding="utf-8", errors="replace").split()
        start = 0
        while start < len(words) and written < count:
            length = rng.randint(80, 300)
            (folder / f"short{written:05d}.txt").write_text(" ".join(words[start:start + length]), encoding="utf-8")
            written += 1
            start += length
        if written >= count:
            return


def pair_keys(path: Path) -> dict[tuple[str, str], float]:
    """Return {(name a, name b): score} of the pairs in a scan's JSON."""
    data = json.loads(path.read_text(encoding="utf-8"))
    names = {d["id"]: d["name"] for d in data["documents"]}
    return {(names[p["a"]], names[p["b"]]): round(p["score"], 6) for p in data["pairs"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the plagcheck-cli of the version measured first")
    parser.add_argument("--after", required=True, help="the plagcheck-cli of the version compared with it")
    parser.add_argument("--runs", type=int, default=5, help="runs of each version (default: 5)")
    parser.add_argument("--folder", type=Path, help="the folder to scan (default: the --corpus)")
    parser.add_argument("--corpus", choices=("pan2k", "pan-disguised", "short"), default="pan2k",
                        help="pan2k: PAN 2k; pan-disguised: the whole PAN subset and the disguised cases (5,559 "
                             "documents); short: --short documents of 80-300 words cut from both")
    parser.add_argument("--short", type=int, default=15_000, help="how many short documents (default: 15,000)")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="versions-"))
    try:
        folder = args.folder
        if folder is None:
            require_pan()
            folder = scratch / args.corpus
            folder.mkdir()
            if args.corpus == "pan2k":
                for file in pan_selection():
                    shutil.copyfile(file, folder / file.name)
            elif args.corpus == "pan-disguised":
                for file in pan_selection(None, None) + pan_obfuscated_files():
                    shutil.copyfile(file, folder / f"{file.parent.parent.name}-{file.parent.name}-{file.name}")
            else:
                write_short_documents(folder, args.short)
        runs: dict[str, list[dict]] = {"before": [], "after": []}
        for turn in range(args.runs):
            for name in ("before", "after"):
                cli = getattr(args, name)
                out = scratch / f"{name}.json"
                runs[name].append(one_scan(cli, folder, out, scratch))
                print(f"run {turn + 1} {name}: {runs[name][-1]['wall_s']:.2f} s, "
                      f"{runs[name][-1]['peak_rss_mb']:.0f} MB (load {load_average()})", flush=True)
        keys = ("wall_s", "cpu_s", "peak_rss_mb", "peak_pss_mb")
        medians = {name: {key: median([r[key] for r in results]) for key in keys} for name, results in runs.items()}
        rows = [[name, *(f"{medians[name][key]:.2f}" for key in keys)] for name in ("before", "after")]
        rows.append(["after / before", *(f"{medians['after'][key] / max(medians['before'][key], 1e-9):.3f}"
                                         for key in keys)])
        print(table(["version", "wall s", "CPU s", "peak RSS MB", "peak PSS MB"], rows))
        old, new = pair_keys(scratch / "before.json"), pair_keys(scratch / "after.json")
        differ = sum(1 for key in old.keys() | new.keys() if old.get(key) != new.get(key))
        print(f"pairs: {len(old)} before, {len(new)} after; {differ} differ in presence or score")
        path = write_results("versions", {"machine": machine(), "folder": str(args.folder or args.corpus),
                                          "before": args.before, "after": args.after, "runs": runs,
                                          "medians": medians, "pairs_before": len(old), "pairs_after": len(new),
                                          "pairs_differing": differ})
        print(f"wrote {path}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
