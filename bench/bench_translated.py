"""Copying across languages: translated paragraphs found, honest students listed, and what it costs.

    python3 bench/bench_translated.py [--runs N] [--seeds 0 1 2 ...]

The class of translated_classes.py (two English sources marked as sources; students in French, Spanish,
German, Indonesian, Italian, Portuguese, Dutch, Turkish and English with planted translated paragraphs,
verbatim controls and honest students) is scanned
as a teacher would, `--source` for the two sources. A planted paragraph is found when its (student, source)
pair is listed with a passage of its kind (translated; copied for the verbatim control) overlapping the
planted text in the student's file. Printed: found per kind and per language pair; honest students listed
(any listed pair holding one); pairs of students who translated the same source paragraph listed with each
other (common origin); then the wall time of a class of 40 in three languages (the bench's French, Spanish
and German students with the German and Spanish essays of bench/data/multilingual) scanned with and
without translated matching (without: the pipeline's step that finds the documents to read through the
pivot made to find none), the median of
--runs runs each. With --seeds, the class is drawn with each seed (translated_classes.generated_students:
which paragraph each kind takes, the order of a reordered one, where a student's own sentence goes) and each
seed's figures are printed, then the totals. Written to bench/results/translated.json.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from common import write_results
from translated_classes import all_students, build, common_origin, honest_students

MULTILINGUAL = Path(__file__).resolve().parent / "data" / "multilingual"


def scan(folder: Path, sources: list[Path]):
    """Return the ScanResult of `folder` with `sources` marked as sources, and its wall time."""
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    started, cpu = time.perf_counter(), time.process_time()
    result = run_scan([folder], ScanSettings(source_paths=tuple(str(p.resolve()) for p in sources)))
    scan.cpu = time.process_time() - cpu  # the scan's CPU time in this process (a class this small starts no workers)
    return result, time.perf_counter() - started


def accuracy(folder: Path, seed: int = 0) -> dict:
    """Return what the scan of the bench's class (drawn with `seed`) finds: per kind, per language pair,
    honest, common origin."""
    cases = build(folder, seed)
    students = all_students(seed)
    honest_names, common_pairs = honest_students(students), common_origin(students)
    result, seconds = scan(folder, [folder / "source_web.txt", folder / "source_article.txt"])
    names = {d.id: Path(d.path).name for d in result.documents}
    listed = {}
    for pair in result.pairs_above(result.settings.threshold):
        listed[frozenset((names[pair.a], names[pair.b]))] = pair
    by_kind, by_languages, missed = defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0]), []
    for case in cases:
        pair = listed.get(frozenset((case.student, case.source)))
        wanted = "copied" if case.kind == "verbatim" else "translated"
        found = False
        if pair is not None:
            student_is_a = names[pair.a] == case.student
            for p in pair.passages:
                start, end = (p.a_start, p.a_end) if student_is_a else (p.b_start, p.b_end)
                if p.kind == wanted and start < case.end and case.start < end:
                    found = True
        by_kind[case.kind][0] += found
        by_kind[case.kind][1] += 1
        key = f"{case.languages[0]} <- {case.languages[1]}"
        by_languages[key][0] += found
        by_languages[key][1] += 1
        if not found:
            missed.append(f"{case.student} <- {case.source} ({case.kind})")
    honest = sorted({name for pair in listed for name in pair if name.removesuffix(".txt") in honest_names})
    common = sorted(f"{a} - {b}" for a, b in common_pairs if frozenset((f"{a}.txt", f"{b}.txt")) in listed)
    found = sum(v[0] for v in by_kind.values())
    return {"found": found, "cases": len(cases), "honest": len(honest_names), "common_origin": len(common_pairs),
            "by_kind": dict(by_kind), "by_languages": dict(by_languages),
            "missed": missed, "honest_listed": honest, "common_origin_listed": common,
            "pairs_listed": len(listed), "seconds": seconds,
            "listed": sorted(" - ".join(sorted(pair)) + f" {[p.kind for p in listed[pair].passages]}"
                             for pair in listed)}


def class_of_40(folder: Path) -> list[Path]:
    """Write a class of 40 students in three languages (French, Spanish, German: the bench's students and
    essays of bench/data/multilingual on other subjects) and the two English sources into `folder`; return
    the sources."""
    build(folder)
    for path in folder.glob("*.txt"):
        if not path.name.startswith(("source_", "fr_", "es_", "de_")):
            path.unlink()
    students = len(list(folder.glob("*.txt"))) - 2
    others = [path for language in ("de", "es") for part in ("hosts", "honest")
              for path in sorted((MULTILINGUAL / language / part).glob("*.txt"))]
    for path in others[: 40 - students]:
        shutil.copyfile(path, folder / f"{path.parent.parent.name}_{path.parent.name}_{path.name}")
    return [folder / "source_web.txt", folder / "source_article.txt"]


def timings(folder: Path, runs: int) -> dict:
    """Return the median wall time of the class of 40 with and without translated matching."""
    import plagcheck.pipeline as pipeline

    sources = class_of_40(folder)
    students = len(list(folder.glob("*.txt"))) - len(sources)
    with_pivot = pipeline._languages

    def one_language(*args, **kwargs):
        languages, _ = with_pivot(*args, **kwargs)
        return languages, {}  # no document to read through the pivot: nothing is translated

    seconds: dict[str, list[float]] = {"with": [], "without": []}
    cpu: dict[str, list[float]] = {"with": [], "without": []}
    scan(folder, sources)  # the text cache filled, the lexicons' files in the page cache
    for _ in range(runs):
        for mode in ("without", "with"):
            pipeline._languages = with_pivot if mode == "with" else one_language
            try:
                seconds[mode].append(scan(folder, sources)[1])
                cpu[mode].append(scan.cpu)
            finally:
                pipeline._languages = with_pivot
    median = {mode: statistics.median(values) for mode, values in seconds.items()}
    median_cpu = {mode: statistics.median(values) for mode, values in cpu.items()}
    return {"students": students, "runs": seconds, "median": median, "ratio": median["with"] / median["without"],
            "cpu_runs": cpu, "median_cpu": median_cpu, "cpu_ratio": median_cpu["with"] / median_cpu["without"],
            "load": os.getloadavg()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        by_seed = {seed: accuracy(Path(scratch) / f"class-{seed}", seed) for seed in args.seeds}
        timed = timings(Path(scratch) / "forty", args.runs)
    for seed, found in by_seed.items():
        print_accuracy(found, f"seed {seed}: ")
    if len(by_seed) > 1:
        print_totals(list(by_seed.values()))
    median = timed["median"]
    cpu = timed["median_cpu"]
    print(f"class of {timed['students']} in three languages: {median['without']:.2f} s without translated "
          f"matching, {median['with']:.2f} s with ({timed['ratio']:.2f}x); CPU {cpu['without']:.2f} s and "
          f"{cpu['with']:.2f} s ({timed['cpu_ratio']:.2f}x); medians of {args.runs}, load average "
          f"{' '.join(f'{x:.1f}' for x in timed['load'])}")
    write_results("translated", {"accuracy": by_seed[args.seeds[0]], "by_seed": by_seed, "timings": timed})


def print_accuracy(found: dict, prefix: str = "") -> None:
    """Print one class's figures: found per kind and language pair, what was missed, honest, common origin."""
    print(f"{prefix}Translated paragraphs found: {found['found']} of {found['cases']}")
    print(f"{'kind':12} found")
    for kind, (hit, total) in found["by_kind"].items():
        print(f"{kind:12} {hit}/{total}")
    print(f"{'languages':24} found")
    for pair, (hit, total) in sorted(found["by_languages"].items()):
        print(f"{pair:24} {hit}/{total}")
    print("missed:", ", ".join(found["missed"]) or "none")
    print(f"honest students listed: {len(found['honest_listed'])} {found['honest_listed']}")
    print(f"common-origin pairs listed with each other: {len(found['common_origin_listed'])} "
          f"{found['common_origin_listed']}")
    print(f"pairs listed: {found['pairs_listed']}")
    for line in found["listed"]:
        print("   ", line)


def print_totals(classes: list[dict]) -> None:
    """Print the figures of several seeds' classes summed: found overall, per kind and per language pair."""
    def summed(key: str) -> dict[str, list[int]]:
        total: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for found in classes:
            for name, (hit, cases) in found[key].items():
                total[name][0] += hit
                total[name][1] += cases
        return total

    found, cases = sum(c["found"] for c in classes), sum(c["cases"] for c in classes)
    print(f"all {len(classes)} seeds: {found} of {cases} found ({found / cases:.0%}); honest students listed "
          f"{sum(len(c['honest_listed']) for c in classes)}")
    for kind, (hit, total) in summed("by_kind").items():
        print(f"    {kind:12} {hit}/{total} ({hit / total:.0%})")
    for pair, (hit, total) in sorted(summed("by_languages").items()):
        print(f"    {pair:24} {hit}/{total}")


if __name__ == "__main__":
    main()
