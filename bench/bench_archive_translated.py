"""Translated copying against the archive: the multilingual class of bench_translated.py checked against an
archive that holds its two English sources (as bench_library_translated.py checks it against the library), and
what a class in one language pays for the archive's texts in other languages.

    python3 bench/bench_archive_translated.py [--seed 0] [--distractors 1000] [--runs 3] [--workers 2]
    python3 bench/bench_archive_translated.py --steps found --runs 1 --last-year
    python3 bench/bench_archive_translated.py --steps add --runs 3 --main /work/main/.venv/bin/python

On a LocalCluster of `--workers` processes (one thread each) that this script starts (bench_archive.Cluster):

- found (`--steps found`): the archive holds the two sources, `--distractors` English texts of PAN and the German
  and Spanish texts of bench/data/multilingual (bench_library_translated.library_records); the class is
  translated_classes.build's students without the sources, scanned with a Dask client open (as `archive check`
  does). A planted paragraph is found when its student's pair with the archive's copy of its source holds a
  passage of its kind overlapping it. Printed: found per kind, against the library's and the in-class figures,
  the honest students listed with an archive text, the reference stage's seconds, and the scan with and
  without the search for translations (alternated, `--runs` times). With `--last-year` the archive holds
  last year's class too: every student who copied, translated or pasted (the same texts, named lastyear_*),
  so that an honest student meets the classmates who translated the source she retells;
- one language (`--steps cost`): the first 100 suspicious texts of PAN (English) checked with
  `plagcheck-cli archive check` against archive A (PAN's first `--distractors` source texts) and archive B (A's
  texts, every German, Spanish and Turkish text of bench/data/multilingual and every student of the multilingual
  classes: texts in other languages, whose senses rows an English class may read), alternated, `--runs` times:
  the client's CPU seconds and peak memory, the workers' CPU seconds and peak memory (medians);
- add (`--steps add`): `archive add` of PAN's first `--distractors` source texts into a new archive, then
  `archive check` of PAN's first 100 suspicious texts against it (English against English: no senses read),
  by this plagcheck and, with `--main PYTHON`, by another one's interpreter (main's: no senses kept),
  alternated, each command with its own LocalCluster: CPU seconds of the command and its cluster, and the
  bytes on disk.

Written to bench/results/archive_translated.json.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_archive import Cluster, measured
from bench_library_translated import SOURCES, cases_found, library_records
from bench_translated import accuracy
from common import PAN, ROOT, load_average, write_results
from translated_classes import all_students, build, honest_students

MULTILINGUAL = Path(__file__).resolve().parent / "data" / "multilingual"


def written(folder: Path, records) -> Path:
    """Write `records` (DocumentRecords) as .txt files under `folder`; return it."""
    folder.mkdir(parents=True, exist_ok=True)
    for record in records:
        name = record.name if record.name.endswith(".txt") else f"{record.name}.txt"
        (folder / name).write_text(record.text, encoding="utf-8")
    return folder


def add_archive(python: str, address: Path, folder: Path, cluster: Cluster) -> dict:
    """Add `folder` to a new archive at `address` with `python`'s plagcheck; return measured's figures."""
    command = [python, "-m", "plagcheck.cli", "archive", "add", str(address), "--collection", "Sources",
               "--term", "2025", str(folder), "--scheduler", cluster.address, "-q"]
    return measured(command, cluster)


def translation_cost(folder: Path, settings, runs: int, cluster: Cluster) -> dict:
    """Return the medians of the class's scan against the archive with and without the search for translations
    (ArchiveSource.translated_candidates taken away), alternated: wall and reference-stage seconds, this
    process's CPU seconds, the workers' CPU seconds."""
    from unittest import mock

    from plagcheck.archive.source import ArchiveSource
    from plagcheck.pipeline import run_scan

    figures: dict[str, list[dict]] = {"with": [], "without": []}
    for _ in range(runs):
        for name in figures:
            with contextlib.ExitStack() as stack:
                if name == "without":
                    stack.enter_context(mock.patch.object(ArchiveSource, "translated_candidates", None))
                workers, cpu, started = cluster.worker_cpu(), time.process_time(), time.perf_counter()
                result = run_scan([folder], settings, lambda progress: None)
                figures[name].append({
                    "seconds": time.perf_counter() - started, "cpu_seconds": time.process_time() - cpu,
                    "worker_cpu_seconds": cluster.worker_cpu() - workers,
                    "reference_seconds": {t.stage: t.seconds for t in result.timings}.get("reference", 0.0),
                    "load": load_average()})
    keys = ("seconds", "cpu_seconds", "worker_cpu_seconds", "reference_seconds")
    return {name: {key: statistics.median(r[key] for r in rows) for key in keys} | {"loads": [r["load"] for r in rows]}
            for name, rows in figures.items()}


def found_step(base: Path, seed: int, distractors: int, runs: int, last_year: bool, cluster: Cluster) -> dict:
    """Return the planted paragraphs found against the archive, per kind, and the honest students listed."""
    from plagcheck.pipeline import run_scan
    from plagcheck.shared.models import ScanSettings

    in_class = accuracy(base / "in_class", seed)
    folder = base / "class"
    cases = [case for case in build(folder, seed) if case.source in SOURCES]
    material = base / "material"
    material.mkdir()
    for name in SOURCES:
        shutil.move(folder / name, material / name)
    stored = written(base / "Sources", library_records(material, distractors))
    if last_year:  # last year's class: every student who copied, translated or pasted, as a stored text
        for case in {case.student for case in build(base / "last_year", seed)}:
            shutil.copy(base / "last_year" / case, stored / f"lastyear_{case}")
    address = base / "archive-found"
    adding = add_archive(sys.executable, address, stored, cluster)
    settings = ScanSettings(reference_archives=(str(address),))
    started = time.perf_counter()
    result = run_scan([folder], settings, lambda progress: None)
    seconds = time.perf_counter() - started
    names = {d.id: Path(d.path).name for d in result.documents}
    by_pair = {(names[p.a], names[p.b]): p for p in result.pairs_above(settings.threshold)}
    found, missed = cases_found(cases, by_pair)
    honest = honest_students(all_students(seed))
    archived = {d.id for d in result.documents if d.format == "archive"}
    honest_listed = sorted({f"{names[p.a]} - {names[p.b]} {p.score:.3f}" for p in result.pairs_above(settings.threshold)
                            if p.b in archived and names[p.a].removesuffix(".txt") in honest})
    in_class_missed = {m for m in in_class["missed"] if any(name in m for name in SOURCES)}
    stage = {t.stage: t.seconds for t in result.timings}
    cost = translation_cost(folder, settings, runs, cluster)
    return {"cost_of_translations": cost, "archive_texts": len(list(stored.glob("*.txt"))),
            "add_seconds": adding["seconds"],
            "add_worker_cpu_seconds": adding["worker_cpu_seconds"], "cases": len(cases),
            "found": sum(v[0] for v in found.values()), "by_kind": dict(found), "missed": missed,
            "in_class_found": len(cases) - len(in_class_missed), "honest": len(honest),
            "honest_listed_with_an_archive_text": honest_listed, "reference_seconds": stage.get("reference"),
            "scan_seconds": seconds, "load": load_average()}


def cost_step(base: Path, seed: int, distractors: int, runs: int, cluster: Cluster) -> dict:
    """Return the medians of an English class's check against archive A (English only) and B (A and texts in
    other languages), alternated."""
    from plagcheck.shared.models import DocumentRecord

    english = sorted((PAN / "src").glob("*.txt"))[:distractors]
    others = sorted(p for language in ("de", "es", "tr") for p in (MULTILINGUAL / language).glob("*/*.txt"))
    students = base / "students"
    build(students, seed)
    others += sorted(p for p in students.glob("*.txt") if p.name not in SOURCES)
    folder_a, folder_b = base / "A", base / "B"
    for folder, paths in ((folder_a, english), (folder_b, english + others)):
        records = []
        for n, path in enumerate(paths):
            text = path.read_text(encoding="utf-8", errors="replace")
            records.append(DocumentRecord(n, str(path), f"{n:05d}_{path.parent.name}_{path.name}", "ok", "",
                                          text=text, sha256=hashlib.sha256(text.encode()).hexdigest()))
        written(folder, records)
    added = {"A": add_archive(sys.executable, base / "archive-A", folder_a, cluster),
             "B": add_archive(sys.executable, base / "archive-B", folder_b, cluster)}
    klass = base / "english-class"
    klass.mkdir()
    for path in sorted((PAN / "susp").glob("*.txt"))[:100]:
        shutil.copy(path, klass / path.name)
    figures: dict[str, list[dict]] = {"A": [], "B": []}
    loads = []
    for _ in range(runs):
        for name in ("A", "B"):
            command = [sys.executable, "-m", "plagcheck.cli", "archive", "check", str(base / f"archive-{name}"),
                       str(klass), "--json", str(base / f"check-{name}.json"), "--scheduler", cluster.address, "-q",
                       "--workers", "1"]
            figures[name].append(measured(command, cluster))
            loads.append(load_average())
    offered = translated_pairs(klass, base / "archive-B")
    keys = ("seconds", "client_cpu_seconds", "client_peak_rss_mb", "worker_cpu_seconds", "worker_peak_rss_mb")
    medians = {name: {key: statistics.median(run[key] for run in runs_) for key in keys}
               for name, runs_ in figures.items()}
    pairs = {name: _pair_count(base / f"check-{name}.json") for name in ("A", "B")}
    return {"texts": {"A": len(english), "B": len(english) + len(others)}, "other_language_texts": len(others),
            "added": {n: {k: v for k, v in f.items() if k not in ("stdout", "stderr_tail")} for n, f in added.items()},
            "medians": medians, "runs": runs, "pairs": pairs, "translated_candidates_B": offered, "loads": loads}


def translated_pairs(klass: Path, address: Path) -> int:
    """Return how many (class document, archive text) pairs the archive offers the class for translated copying
    (a scan in this process, with the bench's cluster as its client)."""
    from unittest import mock

    from plagcheck.archive import source
    from plagcheck.pipeline import run_scan
    from plagcheck.shared.models import ScanSettings

    counted = []

    def counting(*args):
        found = nearest_texts(*args)
        counted.append(len(found[0]))
        return found

    nearest_texts = source.nearest_texts
    with mock.patch.object(source, "nearest_texts", counting):
        run_scan([klass], ScanSettings(reference_archives=(str(address),)), lambda progress: None)
    return sum(counted)


def _pair_count(path: Path) -> int:
    import json

    return len(json.loads(path.read_text())["pairs"])


def add_step(base: Path, distractors: int, runs: int, main_python: str | None) -> dict:
    """Return the medians of `archive add` of PAN's first `distractors` source texts and `archive check` of its
    first 100 suspicious texts (English against English) against it, by this plagcheck and (`main_python`)
    another, alternated: each a command with its own LocalCluster of 2 workers (started by that plagcheck), its
    CPU seconds those of its whole process tree; and the bytes on disk."""
    folder = base / "pan-src"
    folder.mkdir(parents=True)
    for path in sorted((PAN / "src").glob("*.txt"))[:distractors]:
        shutil.copy(path, folder / path.name)
    klass = base / "english-class"
    klass.mkdir()
    for path in sorted((PAN / "susp").glob("*.txt"))[:100]:
        shutil.copy(path, klass / path.name)
    pythons = {"this": sys.executable, **({"main": main_python} if main_python else {})}
    figures: dict[str, list[dict]] = {name: [] for name in pythons}
    sizes: dict[str, int] = {}
    for run in range(runs):
        for name, python in pythons.items():
            address = base / f"add-{name}-{run}"
            # -P: the plagcheck of that interpreter, not the one of the folder it runs in
            adding = _command_cpu([python, "-P", "-m", "plagcheck.cli", "archive", "add", str(address),
                                   "--collection", "Sources", "--term", "2025", str(folder), "--local-workers", "2",
                                   "-q"], base)
            checking = _command_cpu([python, "-P", "-m", "plagcheck.cli", "archive", "check", str(address),
                                     str(klass), "--json", str(base / "check.json"), "--local-workers", "2", "-q",
                                     "--workers", "1"], base)
            figures[name].append({"seconds": adding[0], "cpu_seconds": adding[1], "check_seconds": checking[0],
                                  "check_cpu_seconds": checking[1], "load": load_average()})
            sizes[name] = sum(f.stat().st_size for f in address.rglob("*") if f.is_file())
            shutil.rmtree(address)
    keys = ("seconds", "cpu_seconds", "check_seconds", "check_cpu_seconds")
    return {"texts": distractors, "medians": {name: {key: statistics.median(r[key] for r in runs_) for key in keys}
                                              for name, runs_ in figures.items()},
            "runs_by_version": figures, "bytes": sizes, "runs": runs}


def _command_cpu(command: list[str], cwd: Path) -> tuple[float, float]:
    """Return the wall seconds and the CPU seconds of `command` and the processes it waited for (its cluster)."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, check=True, cwd=cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - started, sum(after[:2]) - sum(before[:2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--distractors", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--steps", default="found,cost")
    parser.add_argument("--main", help="the Python of another plagcheck, for --steps add")
    parser.add_argument("--last-year", action="store_true",
                        help="found: the archive holds last year's class too (every student who copied)")
    args = parser.parse_args()
    steps = args.steps.split(",")
    figures: dict = {"seed": args.seed, "distractors": args.distractors, "workers": args.workers}
    if {"found", "cost"} & set(steps):
        with tempfile.TemporaryDirectory() as scratch, Cluster("embedded", args.workers) as cluster:
            base = Path(scratch)
            if "found" in steps:
                found = figures["found"] = found_step(base / "found", args.seed, args.distractors, args.runs,
                                                            args.last_year, cluster)
                print(f"archive of {found['archive_texts']} texts added in {found['add_seconds']:.1f} s "
                      f"({found['add_worker_cpu_seconds']:.1f} s of worker CPU)")
                print(f"planted paragraphs of the sources found against the archive: {found['found']}/{found['cases']} "
                      f"(with the sources in the class: {found['in_class_found']}/{found['cases']})")
                for kind, (hit, total) in sorted(found["by_kind"].items()):
                    print(f"  {kind}: {hit}/{total}")
                for line in found["missed"]:
                    print(f"  missed: {line}")
                honest_listed = found["honest_listed_with_an_archive_text"]
                print(f"honest students listed with an archive text: {len(honest_listed)} "
                      f"of {found['honest']} {honest_listed}; reference stage {found['reference_seconds']:.2f} s, scan "
                      f"{found['scan_seconds']:.2f} s; load {found['load']}")
                for name, m in found["cost_of_translations"].items():
                    print(f"  {name} the search for translations (medians of {args.runs}): {m['seconds']:.2f} s wall, "
                          f"reference stage {m['reference_seconds']:.2f} s, client {m['cpu_seconds']:.2f} s CPU, "
                          f"workers {m['worker_cpu_seconds']:.2f} s CPU; loads {m['loads']}")
            if "cost" in steps:
                cost = figures["cost"] = cost_step(base / "cost", args.seed, args.distractors, args.runs, cluster)
                print(f"an English class of 100 against archive A ({cost['texts']['A']} English texts) and B (the same "
                      f"and {cost['other_language_texts']} texts in other languages), medians of {cost['runs']}:")
                for name, m in cost["medians"].items():
                    print(f"  {name}: {m['seconds']:.2f} s wall, client {m['client_cpu_seconds']:.2f} s CPU "
                          f"{m['client_peak_rss_mb']:.0f} MB, workers {m['worker_cpu_seconds']:.2f} s CPU "
                          f"{m['worker_peak_rss_mb']:.0f} MB; {cost['pairs'][name]} pairs")
                print(f"  pairs in two languages offered by B: {cost['translated_candidates_B']}")
                print(f"  loads: {cost['loads']}")
    if "add" in steps:
        with tempfile.TemporaryDirectory() as scratch:
            added = figures["add"] = add_step(Path(scratch), args.distractors, args.runs, args.main)
        for name, m in added["medians"].items():
            print(f"add of {added['texts']} texts by {name}: {m['seconds']:.2f} s wall, {m['cpu_seconds']:.2f} s CPU "
                  f"(the command and its cluster); {added['bytes'][name]:,} bytes; check of 100 English texts "
                  f"{m['check_seconds']:.2f} s wall, {m['check_cpu_seconds']:.2f} s CPU (medians of {added['runs']})")
        print(f"  loads: {[r['load'] for runs_ in added['runs_by_version'].values() for r in runs_]}")
    print(f"results: {write_results('archive_translated', figures)}")


if __name__ == "__main__":
    main()
