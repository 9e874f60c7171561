"""Reference library: a class of 300 against a generated library of 100,000 documents.

    python3 bench/bench_library.py [--library-size 100000] [--class-size 300] [--words 300] [--runs 3]
                                   [--keep FILE]

Builds the library once in a temporary folder (or in FILE with --keep; a later run reuses FILE, and a
version 1 FILE is migrated, which is timed), then times, in fresh library connections, the query alone
(loading the samples and signatures + finding candidates) and the whole scan of the class against the
library (shingling, class LSH, library query, exact scores from the stored sets, verification). Prints
medians and writes bench/results/library.json. Ten class members carry a 150-word passage from a library
document, and one is a 40-word near-duplicate (one word changed) of a short library document with an empty
sample, which only the stored signatures can find; recall of both is printed, with what each table of the
file holds.
"""

from __future__ import annotations

import argparse
import hashlib
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from common import load_average, machine, write_results

from plagcheck.engine.copied.verify import verify_pair
from plagcheck.engine.prepare import prepare_document
from plagcheck.engine.references.library import ReferenceLibrary
from plagcheck.engine.references.library_index import sample
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from tests.synthetic import TextGenerator, plant

#: What each table holds: (table, column of the stored bytes).
#: Every PLANTED_EVERY-th class member (the first ten of them) carries a passage of a library text.
PLANTED_EVERY = 7
_PAYLOADS = (("texts", "text"), ("shingle_sets", "hashes"), ("samples", "hashes"), ("signatures", "signature"))


def record(doc_id: int, text: str, name: str) -> DocumentRecord:
    """Return a read document of `text` named `name`."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return DocumentRecord(doc_id, name, name, "ok", "", sha256=digest, text=text)


def short_near_duplicate(settings: ScanSettings) -> tuple[str, str]:
    """Return (library text, class text): 40 words, one changed, the class text's sample empty."""
    gen = TextGenerator(4040)
    while True:
        words = gen.essay(40).split()
        copy = words.copy()
        copy[20] = "changed"
        if sample(prepare_document(" ".join(copy), settings).shingle_set).size == 0:
            return " ".join(words), " ".join(copy)


def file_figures(path: Path) -> dict:
    """Return the file's size and, per table, its rows and stored bytes (and pages, where dbstat exists)."""
    db = sqlite3.connect(path)
    figures: dict = {"file_mb": path.stat().st_size / 1e6,
                     "free_mb": db.execute("PRAGMA freelist_count").fetchone()[0] * 4096 / 1e6}
    for table, column in _PAYLOADS:
        rows, stored = db.execute(f"SELECT COUNT(*), TOTAL(LENGTH({column})) FROM {table}").fetchone()
        figures[table] = {"rows": rows, "stored_mb": stored / 1e6}
    try:
        pages = dict(db.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name"))
    except sqlite3.OperationalError:  # SQLite built without the dbstat table
        pages = {}
    for table, _ in _PAYLOADS:
        if pages:
            index = sum(v for k, v in pages.items() if k.startswith(f"sqlite_autoindex_{table}_"))
            figures[table]["on_disk_mb"] = (pages.get(table, 0) + index) / 1e6
    db.close()
    return figures


def build(path: Path, args: argparse.Namespace, settings: ScanSettings) -> tuple[dict[int, str], dict]:
    """Build (or reuse) the library in `path`; return the texts the class copies from and the build figures."""
    gen = TextGenerator(2024)
    library_texts: dict[int, str] = {}
    reuse = path.exists()
    figures: dict = {"reused": reuse}
    started = time.perf_counter()
    with ReferenceLibrary(path) as library:  # a version 1 file is migrated here
        figures["open_seconds"] = time.perf_counter() - started
        adding = 0.0
        batch: list[DocumentRecord] = []
        for i in range(args.library_size):
            text = gen.essay(args.words)  # generated even when reused: the class's planted copies need them
            if i < 10:
                library_texts[i] = text
            if reuse:
                if i >= 10:
                    break
                continue
            batch.append(record(i, text, f"old_{i:06d}.txt"))
            if len(batch) == 2000 or i == args.library_size - 1:
                t0 = time.perf_counter()
                drive(library.add(f"year {i // 20000}", batch, settings))
                adding += time.perf_counter() - t0
                batch = []
        if not reuse:
            figures["build_seconds"] = time.perf_counter() - started
            figures["add_seconds"] = adding
        t0 = time.perf_counter()
        figures["prepared_texts"] = drive(library.prepare(settings))  # after a migration: every text
        figures["prepare_seconds"] = time.perf_counter() - t0
        short, _ = short_near_duplicate(settings)
        drive(library.add("short", [record(0, short, "short.txt")], settings))
        stored = sum(c.documents for c in library.collections())
    if stored != args.library_size + 1:
        raise SystemExit(f"{path} holds {stored} documents, not {args.library_size} + 1: remove it or change --keep")
    return library_texts, figures


def main() -> None:
    """Build or reuse the library, time the query and the scan, write bench/results/library.json."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library-size", type=int, default=100_000)
    parser.add_argument("--class-size", type=int, default=300)
    parser.add_argument("--words", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", type=Path, metavar="FILE",
                        help="build the library in FILE and keep it; a later run with the same FILE reuses it")
    args = parser.parse_args()
    if args.class_size < PLANTED_EVERY * 9 + 2:
        parser.error(f"--class-size must be at least {PLANTED_EVERY * 9 + 2}: students 0, {PLANTED_EVERY}, ..., "
                     f"{PLANTED_EVERY * 9} are given a library passage, and the last one a short near-duplicate")
    settings = ScanSettings(workers=2)
    about = machine()
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "library.sqlite3"
        library_texts, built = build(path, args, settings)
        size = file_figures(path)
        if built["reused"]:
            print(f"library: {args.library_size} documents reused from {path}; opened in {built['open_seconds']:.1f} s "
                  f"(a version 1 file is migrated then), {built['prepared_texts']} texts prepared in "
                  f"{built['prepare_seconds']:.0f} s")
        else:
            print(f"library: {args.library_size} documents of ~{args.words} words built in "
                  f"{built['build_seconds']:.0f} s with text generation, {built['add_seconds']:.0f} s adding "
                  f"({args.library_size / built['add_seconds']:.0f} documents/s)")
        print(f"file {size['file_mb']:.0f} MB ({size['free_mb']:.0f} MB free pages); stored bytes: "
              + ", ".join(f"{t} {size[t]['stored_mb']:.0f} MB" for t, _ in _PAYLOADS))

        gen = TextGenerator(99)  # the class, independent of how much of the library was generated above
        classmates = [gen.essay(args.words * 2) for _ in range(args.class_size)]
        for i in range(10):
            at = i * PLANTED_EVERY
            classmates[at], *_ = plant(gen, library_texts[i], classmates[at], 150, "verbatim")
        short_student = args.class_size - 1
        classmates[short_student] = short_near_duplicate(settings)[1]
        records = [record(i, t, f"student_{i:03d}.txt") for i, t in enumerate(classmates)]
        collections = (*(f"year {n}" for n in range((args.library_size - 1) // 20000 + 1)), "short")
        scan_settings = ScanSettings(workers=2, reference_collections=collections, library_path=str(path))
        shingled = {r.id: prepare_document(r.text, settings) for r in records}
        floor = min(settings.min_score, settings.threshold)
        no_ignored = shingled[0].shingle_set[:0]

        query_times, exact_times, scan_times, recalls, short_found = [], [], [], [], []
        loads = [load_average()]
        for _ in range(args.runs):
            with ReferenceLibrary(path) as library:
                t0 = time.perf_counter()
                candidates = library.candidates(shingled, settings, collections)
                query_times.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                reaching = library.reaching_floor(candidates, shingled, settings, no_ignored, floor)
                exact_times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            result = drive(scan_documents(records, scan_settings))
            scan_times.append(time.perf_counter() - t0)
            found = {(p.a, result.document(p.b).name) for p in result.pairs if result.document(p.b).is_reference}
            recalls.append(sum((i * PLANTED_EVERY, f"year 0/old_{i:06d}.txt") in found for i in range(10)))
            short_found.append((short_student, "short/short.txt") in found)
            loads.append(load_average())
        # What the stored sets save: shingling every candidate's text again, as the library did before.
        with ReferenceLibrary(path) as library:
            t0 = time.perf_counter()
            for class_id, library_id in candidates:
                theirs = prepare_document(library.document(library_id).text, settings)
                verify_pair(class_id, library_id, shingled[class_id], theirs, settings, floor)
            reshingle_all = time.perf_counter() - t0

        figures = {
            "machine": about,
            "library_documents": args.library_size,
            "class_documents": args.class_size,
            **built,
            "file": size,
            "query_seconds_median": statistics.median(query_times),
            "query_seconds": query_times,
            "exact_scores_seconds_median": statistics.median(exact_times),
            "reshingle_every_candidate_seconds": reshingle_all,
            "scan_with_library_seconds_median": statistics.median(scan_times),
            "scan_with_library_seconds": scan_times,
            "candidates": len(candidates),
            "candidates_reaching_floor": len(reaching),
            "planted_found": min(recalls),
            "planted": 10,
            "short_near_duplicate_found": all(short_found),
            "load_averages": loads,
        }
        print(f"library query (samples + signatures load, candidates): median {figures['query_seconds_median']:.2f} s "
              f"over {args.runs} runs; {len(candidates)} candidate pairs, {len(reaching)} reach the floor "
              f"(exact scores from the stored sets {figures['exact_scores_seconds_median']:.2f} s; shingling and "
              f"verifying every candidate instead {reshingle_all:.2f} s)")
        print(f"whole scan of the class with the library: median {figures['scan_with_library_seconds_median']:.2f} s")
        print(f"planted copies found: {figures['planted_found']}/10; short near-duplicate found: "
              f"{figures['short_near_duplicate_found']}; load averages {' | '.join(loads)}")
        print(f"results: {write_results('library', figures)}")


if __name__ == "__main__":
    main()
