"""Reference library: a class of 300 against a generated library of 100,000 documents.

    python3 bench/bench_library.py [--library-size 100000] [--class-size 300] [--words 300] [--runs 3]

Builds the library once in a temporary folder (timed: documents/s added), then times, in fresh library
connections, the query alone (loading the sampled index + finding candidates) and the whole scan of the
class against the library (shingling, class LSH, library query, verification). Prints medians and writes
bench/results/library.json. Ten class members carry a 150-word passage from a library document, so recall
of those planted copies is printed too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from plagcheck.engine.library import ReferenceLibrary
from plagcheck.engine.prepare import prepare_document
from plagcheck.models import DocumentRecord, ScanSettings
from plagcheck.pipeline import drive, scan_documents
from plagcheck.synthetic import TextGenerator, plant

RESULTS = Path(__file__).resolve().parent / "results"


def record(doc_id: int, text: str, name: str) -> DocumentRecord:
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return DocumentRecord(doc_id, name, name, "ok", "", sha256=digest, text=text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library-size", type=int, default=100_000)
    parser.add_argument("--class-size", type=int, default=300)
    parser.add_argument("--words", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", type=Path, metavar="FILE",
                        help="build the library in FILE and keep it; a later run with the same FILE reuses it")
    args = parser.parse_args()
    gen = TextGenerator(2024)
    settings = ScanSettings(workers=2)
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "library.sqlite3"
        started = time.perf_counter()
        library_texts: dict[int, str] = {}
        reuse = path.exists()
        with ReferenceLibrary(path) as library:
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
                    drive(library.add(f"year {i // 20000}", batch, settings))
                    batch = []
            stored = sum(c.documents for c in library.collections())
        if stored != args.library_size:
            raise SystemExit(f"{path} holds {stored} documents, not {args.library_size}: remove it or change --keep")
        build = time.perf_counter() - started
        size_mb = path.stat().st_size / 1e6
        if reuse:
            print(f"library: {args.library_size} documents reused from {path}, {size_mb:.0f} MB")
        else:
            print(f"library: {args.library_size} documents of ~{args.words} words built in {build:.0f} s "
                  f"({args.library_size / build:.0f} documents/s, text generation included), {size_mb:.0f} MB")

        gen = TextGenerator(99)  # the class, independent of how much of the library was generated above
        classmates = [gen.essay(args.words * 2) for _ in range(args.class_size)]
        for i in range(10):
            classmates[i * 7], *_ = plant(gen, library_texts[i], classmates[i * 7], 150, "verbatim")
        records = [record(i, t, f"student_{i:03d}.txt") for i, t in enumerate(classmates)]
        collections = tuple(f"year {n}" for n in range((args.library_size - 1) // 20000 + 1))
        scan_settings = ScanSettings(workers=2, reference_collections=collections, library_path=str(path))
        shingled = {r.id: prepare_document(r.text, settings) for r in records}

        query_times, scan_times, recalls = [], [], []
        for _ in range(args.runs):
            with ReferenceLibrary(path) as library:
                t0 = time.perf_counter()
                candidates = library.candidates(shingled, settings, collections)
                query_times.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            result = drive(scan_documents(records, scan_settings))
            scan_times.append(time.perf_counter() - t0)
            found = {(p.a, result.document(p.b).name) for p in result.pairs if result.document(p.b).is_reference}
            recalls.append(sum((i * 7, f"year 0/old_{i:06d}.txt") in found for i in range(10)) / 10)
        figures = {
            "library_documents": args.library_size,
            "class_documents": args.class_size,
            "build_seconds": None if reuse else build,
            "library_mb": size_mb,
            "query_seconds_median": statistics.median(query_times),
            "scan_with_library_seconds_median": statistics.median(scan_times),
            "candidates": len(candidates),
            "planted_recall": min(recalls),
            "load_average": os.getloadavg()[0],
        }
        print(f"library query (index load + candidates): median {figures['query_seconds_median']:.2f} s "
              f"over {args.runs} runs, {len(candidates)} candidate pairs")
        print(f"whole scan of the class with the library: median {figures['scan_with_library_seconds_median']:.2f} s")
        print(f"planted copies found: {figures['planted_recall']:.0%}; load average {figures['load_average']:.1f}")
        RESULTS.mkdir(exist_ok=True)
        (RESULTS / "library.json").write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
