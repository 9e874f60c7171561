"""Translated copying against the reference library: the multilingual class of bench_translated.py scanned
against a library that holds its two English sources, instead of with the sources in the class.

    python3 bench/bench_library_translated.py [--seed 0] [--distractors 1000] [--all-pan] [--last-year]

The library's collection holds the two sources, `--distractors` English texts of PAN (its source documents, in
name order; none when ../shared/corpora is missing) and the German and Spanish texts of bench/data/multilingual
(hosts, honest essays, sources); with `--all-pan`, PAN's suspicious texts and its disguised cases too. The class is translated_classes.build's students, without the sources. A planted
paragraph of a source is found when its student's pair with the library's copy of the source holds a passage of
its kind (translated; copied for the verbatim control) overlapping the planted text. With `--last-year` the
library holds last year's class too (as bench_archive_translated.py --last-year): every student who copied,
translated or pasted (the same texts, named lastyear_*), so that an honest student meets the stored classmates
who translated the source she retells. Printed: found per kind,
against what the same scan finds with the sources in the class (marked, as bench_translated.py scans it), the
honest students listed with a library text, the time of the reference stage at the first scan (the stored
texts' senses derived) and the second (read), and the longest wait between two progress reports of the scan
(how long Cancel may wait). Written to bench/results/library_translated.json.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from bench_translated import accuracy
from common import PAN, write_results
from translated_classes import all_students, build, honest_students

MULTILINGUAL = Path(__file__).resolve().parent / "data" / "multilingual"
SOURCES = ("source_web.txt", "source_article.txt")


def library_records(folder: Path, distractors: int, all_pan: bool = False) -> list:
    """Return the library's documents: the two sources, PAN's first `distractors` source texts (with `all_pan`, its
    suspicious texts and disguised cases too) and the German and Spanish texts of bench/data/multilingual."""
    from plagcheck.shared.models import DocumentRecord

    paths = [folder / name for name in SOURCES]
    if distractors and (PAN / "src").is_dir():
        paths += sorted((PAN / "src").glob("*.txt"))[:distractors]
    if all_pan and (PAN / "susp").is_dir():
        paths += sorted((PAN / "susp").glob("*.txt")) + sorted((PAN.parent / "pan13-obfuscated").glob("*/*.txt"))
    paths += sorted(p for language in ("de", "es") for p in (MULTILINGUAL / language).glob("*/*.txt"))
    records = []
    for n, path in enumerate(paths):
        text = path.read_text(encoding="utf-8", errors="replace")
        name = path.name if path.parent == folder else f"{path.parent.parent.name}_{path.parent.name}_{path.name}"
        records.append(DocumentRecord(n, str(path), name, "ok", "", text=text,
                                      sha256=hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()))
    return records


def last_year_records(folder: Path, seed: int, first_id: int) -> list:
    """Return last year's class as library documents (numbered from `first_id`): every student of
    translated_classes.build who copied, translated or pasted a source, named lastyear_*."""
    from plagcheck.shared.models import DocumentRecord

    records = []
    for n, student in enumerate(sorted({case.student for case in build(folder, seed)})):
        text = (folder / student).read_text(encoding="utf-8")
        records.append(DocumentRecord(first_id + n, str(folder / student), f"lastyear_{student}", "ok", "", text=text,
                                      sha256=hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()))
    return records


def timed_scan(folder: Path, settings):
    """Return the ScanResult, the scan's wall seconds and the longest wait between two Progress reports."""
    from plagcheck.pipeline import run_scan

    ticks = [time.perf_counter()]
    result = run_scan([folder], settings, lambda progress: ticks.append(time.perf_counter()))
    ticks.append(time.perf_counter())
    return result, ticks[-1] - ticks[0], max(b - a for a, b in zip(ticks, ticks[1:]))


def cases_found(cases, by_pair: dict, source_name=lambda source: source) -> tuple[dict, list[str]]:
    """Return ({kind: [found, planted]}, the cases missed) of the planted `cases` among the listed pairs
    (`by_pair`: {(student's name, source's name as `source_name` gives it): pair}): found when a passage of the
    kind wanted (copied for a verbatim case, else translated) overlaps the planted span in the student's text."""
    found, missed = defaultdict(lambda: [0, 0]), []
    for case in cases:
        pair = by_pair.get((case.student, source_name(case.source)))
        wanted = "copied" if case.kind == "verbatim" else "translated"
        hit = pair is not None and any(p.kind == wanted and p.a_start < case.end and case.start < p.a_end
                                       for p in pair.passages)
        found[case.kind][0] += hit
        found[case.kind][1] += 1
        if not hit:
            missed.append(f"{case.student} <- {case.source} ({case.kind})")
    return found, missed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--distractors", type=int, default=1000)
    parser.add_argument("--all-pan", action="store_true")
    parser.add_argument("--last-year", action="store_true")
    args = parser.parse_args()
    from plagcheck.engine.references.library import ReferenceLibrary
    from plagcheck.pipeline import drive
    from plagcheck.shared.models import ScanSettings

    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch)
        in_class = accuracy(base / "in_class", args.seed)  # the sources marked in the class, as bench_translated
        folder = base / "class"
        cases = [case for case in build(folder, args.seed) if case.source in SOURCES]
        material = base / "material"
        material.mkdir()
        for name in SOURCES:
            shutil.move(folder / name, material / name)
        records = library_records(material, args.distractors, args.all_pan)
        if args.last_year:  # last year's class: every student who copied, translated or pasted, as a stored text
            records += last_year_records(base / "last_year", args.seed, len(records))
        path = base / "library.sqlite3"
        started = time.perf_counter()
        with ReferenceLibrary(path) as library:
            drive(library.add("Sources", records, ScanSettings()))
        adding = time.perf_counter() - started
        settings = ScanSettings(reference_collections=("Sources",), library_path=str(path))
        first, first_seconds, first_wait = timed_scan(folder, settings)
        result, seconds, wait = timed_scan(folder, settings)
        names = {d.id: Path(d.path).name if not d.is_reference else d.name for d in result.documents}
        by_pair = {(names[p.a], names[p.b]): p for p in result.pairs_above(settings.threshold)}
        found, missed = cases_found(cases, by_pair, lambda source: f"Sources/{source}")
        honest = honest_students(all_students(args.seed))
        honest_listed = sorted(f"{a} - {b} {p.score:.3f}" for (a, b), p in by_pair.items()
                               if b.startswith("Sources/") and a.removesuffix(".txt") in honest)
        in_class_missed = {m for m in in_class["missed"] if any(name in m for name in SOURCES)}
        in_class_found = len(cases) - len(in_class_missed)
        stage = {t.stage: t.seconds for t in result.timings}
        first_stage = {t.stage: t.seconds for t in first.timings}
        figures = {
            "seed": args.seed, "library_texts": len(records), "adding_seconds": adding,
            "cases": len(cases), "found": sum(v[0] for v in found.values()), "by_kind": dict(found),
            "missed": missed, "in_class_found": in_class_found, "in_class_missed": sorted(in_class_missed),
            "honest": len(honest), "honest_listed_with_a_library_text": honest_listed,
            "reference_seconds_first_scan": first_stage.get("reference"), "reference_seconds": stage.get("reference"),
            "scan_seconds_first": first_seconds, "scan_seconds": seconds,
            "longest_wait_between_progress_first": first_wait, "longest_wait_between_progress": wait,
            "load": os.getloadavg(),
        }
    print(f"library of {len(records)} texts (the two English sources among them) added in {adding:.1f} s")
    print(f"planted paragraphs of the sources found against the library: {figures['found']}/{len(cases)} "
          f"(with the sources in the class: {in_class_found}/{len(cases)})")
    for kind, (hit, total) in sorted(found.items()):
        print(f"  {kind}: {hit}/{total}")
    for line in missed:
        print(f"  missed: {line}")
    honest_students_listed = {line.split(" - ")[0] for line in honest_listed}
    print(f"honest students listed with a library text: {len(honest_students_listed)} of {len(honest)} {honest_listed}")
    print(f"reference stage: first scan {figures['reference_seconds_first_scan']:.2f} s (senses derived), then "
          f"{figures['reference_seconds']:.2f} s; whole scan {first_seconds:.2f} s, then {seconds:.2f} s; longest wait "
          f"between two progress reports {max(first_wait, wait):.2f} s; load {figures['load']}")
    print(f"results: {write_results('library_translated', figures)}")


if __name__ == "__main__":
    main()
