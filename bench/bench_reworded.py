"""Reworded copying on PAN 2013's disguised cases: precision, recall, granularity and plagdet per obfuscation.

    python3 bench/bench_reworded.py                 # scan the whole corpus folder with the shipped settings
    python3 bench/bench_reworded.py --pairs-only    # align only the annotated pairs (no candidate search)

The corpus is `../shared/corpora/pan13-obfuscated` (2,836 cases: random obfuscation 1,292, round-trip
translation 1,308, summary 236; see its README). The default run scans all 2,435 files at once, as a teacher
would scan a folder: candidates come from plagcheck's indexes, so a pair the indexes miss scores zero
recall. Only the annotated pairs are scored (PAN's text-alignment task); every passage plagcheck reports in
them is a detection. `--pairs-only` skips the candidate search and aligns each annotated pair directly: the
aligner's own ceiling, for tuning.

Summary cases map a short summary onto its whole source article, so they are scored on the suspicious side
only (`sides="suspicious"` in pan_measures.py): a detection counts where it overlaps the summary in the
suspicious document, whatever source range it gives. Random and translation cases are scored on both sides
as PAN does. "overall" pools every case and every detection of the three sets, the summary cases on the
suspicious side. Writes bench/results/reworded.json.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from common import ROOT, load_average, machine, table, write_results
import unicodedata

import numpy as np
from pan_measures import Ranges, case_scores, combine, detection_precisions

CORPUS = ROOT.parent / "shared" / "corpora" / "pan13-obfuscated"
KINDS = ("random", "translation", "summary")


def load_cases() -> dict[str, dict[tuple[str, str], list[Ranges]]]:
    """Return the annotated cases by obfuscation, then by (suspicious, source) pair."""
    cases: dict[str, dict[tuple[str, str], list[Ranges]]] = {kind: defaultdict(list) for kind in KINDS}
    with open(CORPUS / "cases.csv", newline="", encoding="utf-8") as stream:
        for r in csv.DictReader(stream):
            this, source = int(r["this_offset"]), int(r["source_offset"])
            cases[r["obfuscation"]][r["suspicious"], r["source"]].append(
                (this, this + int(r["this_length"]), source, source + int(r["source_length"])))
    return cases


def read(name: str) -> str:
    """Return a corpus file's text exactly as the offsets count it."""
    folder = "susp" if name.startswith("suspicious-") else "src"
    with open(CORPUS / folder / name, encoding="utf-8", newline="") as stream:
        return stream.read()


def to_file_offsets(text: str, raw: str) -> np.ndarray | None:
    """Return a map from each index of the extracted `text` (and its end) to an index of the file's `raw`
    text, or None when they differ by more than the white space and invisible characters a reader drops."""
    table_, i, j = np.zeros(len(text) + 1, dtype=np.int64), 0, 0
    while i < len(text):
        if j < len(raw) and text[i] == raw[j]:
            table_[i] = j
            i, j = i + 1, j + 1
        elif j < len(raw) and (raw[j].isspace() or unicodedata.category(raw[j]) in ("Cc", "Cf")):
            j += 1
        elif text[i].isspace():
            table_[i] = j
            i += 1
        else:
            return None
    table_[len(text)] = len(raw)
    return table_


def detections_of_pairs(pairs: list[tuple[str, str]], settings) -> tuple[dict, dict]:
    """Return the passages plagcheck finds aligning each pair directly, and counts of their kinds."""
    from plagcheck.engine.compare import compare_documents, prepare_texts

    texts = {name: read(name) for pair in pairs for name in pair}
    names = sorted(texts)
    ids = {name: i for i, name in enumerate(names)}
    prepared = prepare_texts({ids[n]: texts[n] for n in names}, settings)
    found: dict[tuple[str, str], list[Ranges]] = {}
    kinds: dict[str, int] = defaultdict(int)
    for susp, src in pairs:
        pair = compare_documents(ids[susp], ids[src], prepared, settings)
        found[susp, src] = [(p.a_start, p.a_end, p.b_start, p.b_end) for p in pair.passages]
        for p in pair.passages:
            kinds[p.kind] += 1
    return found, dict(kinds)


def detections_of_scan(settings) -> tuple[dict, dict, object]:
    """Return the passages of every susp-src pair a scan of the whole corpus folder reports, and the result."""
    from plagcheck.pipeline import run_scan

    files = sorted((CORPUS / "susp").glob("*.txt")) + sorted((CORPUS / "src").glob("*.txt"))
    result = run_scan(files, settings)
    names = [Path(d.path).name for d in result.documents]
    maps = {}  # the reader only re-spaces these plain files: map its offsets back to the file's
    for doc in result.documents:
        if doc.usable and doc.text != (raw := read(names[doc.id])):
            maps[doc.id] = to_file_offsets(doc.text, raw)
            if maps[doc.id] is None:
                raise SystemExit(f"{names[doc.id]}: extracted text differs from the file beyond white space")

    def place(doc: int, start: int, end: int) -> tuple[int, int]:
        table_ = maps.get(doc)
        return (start, end) if table_ is None else (int(table_[start]), int(table_[max(start, end - 1)]) + 1)

    found: dict[tuple[str, str], list[Ranges]] = defaultdict(list)
    kinds: dict[str, int] = defaultdict(int)
    for pair in result.pairs_above(settings.threshold):
        a, b = names[pair.a], names[pair.b]
        ranges = [(*place(pair.a, p.a_start, p.a_end), *place(pair.b, p.b_start, p.b_end)) for p in pair.passages]
        if a.startswith("suspicious-") and b.startswith("source-"):
            found[a, b] += ranges
        elif b.startswith("suspicious-") and a.startswith("source-"):
            found[b, a] += [(r[2], r[3], r[0], r[1]) for r in ranges]
        for p in pair.passages:
            kinds[p.kind] += 1
    return found, dict(kinds), result


def measure(cases: dict, found: dict) -> dict[str, dict]:
    """Return the PAN measures per obfuscation and overall."""
    measures, pooled = {}, ([], [], [])
    for kind in KINDS:
        sides = "suspicious" if kind == "summary" else "both"
        recalls, touching = case_scores(cases[kind], found, sides)
        precisions = detection_precisions(cases[kind], found, sides)
        measures[kind] = combine(recalls, touching, precisions)
        for bucket, values in zip(pooled, (recalls, touching, precisions)):
            bucket.extend(values)
    measures["overall"] = combine(*pooled)
    return measures


def main() -> None:
    """Run the chosen mode and print and save the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs-only", action="store_true", help="align the annotated pairs directly")
    parser.add_argument("--no-reworded", action="store_true", help="verbatim engine only (for comparison)")
    parser.add_argument("--limit", type=int, default=0, help="only the first N pairs of each kind (pairs-only)")
    args = parser.parse_args()
    if not (CORPUS / "cases.csv").exists():
        sys.exit(f"the PAN 2013 obfuscated corpus is not at {CORPUS}: these figures need it")
    sys.path.insert(0, str(ROOT))
    from plagcheck.shared.models import ScanSettings

    settings = replace(ScanSettings(), find_reworded=not args.no_reworded)
    cases = load_cases()
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores; load {load_average()}")
    started = time.perf_counter()
    if args.pairs_only:
        pairs = [pair for kind in KINDS for pair in list(cases[kind])[: args.limit or None]]
        if args.limit:
            cases = {kind: {p: cases[kind][p] for p in list(cases[kind])[: args.limit]} for kind in KINDS}
        found, kinds = detections_of_pairs(pairs, settings)
        extra = {}
    else:
        found, kinds, result = detections_of_scan(settings)
        listed = {pair for kind in KINDS for pair in cases[kind]}
        extra = {"timings": {t.stage: round(t.seconds, 2) for t in result.timings},
                 "candidate_pairs": result.candidate_count,
                 "annotated_pairs_reported": sum(1 for p in listed if found.get(p)),
                 "annotated_pairs": len(listed),
                 "other_susp_src_pairs_reported": sum(1 for p in found if p not in listed)}
    seconds = time.perf_counter() - started
    measures = measure(cases, found)
    mode = "annotated pairs aligned directly" if args.pairs_only else "whole folder scanned"
    print(f"{mode} in {seconds:.1f} s (load {load_average()}); passages by kind: {kinds}")
    if extra:
        print(f"stages: {extra['timings']}; {extra['candidate_pairs']} candidate pairs; annotated pairs reported "
              f"{extra['annotated_pairs_reported']}/{extra['annotated_pairs']}; other susp-src pairs reported "
              f"{extra['other_susp_src_pairs_reported']}")
    print(table(["obfuscation", "cases", "detections", "detected", "precision", "recall", "granularity", "plagdet"],
                [[kind, m["cases"], m["detections"], m["detected_cases"], m["precision"], m["recall"],
                  m["granularity"], m["plagdet"]] for kind, m in measures.items()]))
    path = write_results("reworded-pairs" if args.pairs_only else "reworded", {
        "machine": info, "mode": mode, "seconds": seconds, "settings_find_reworded": settings.find_reworded,
        "passage_kinds": kinds, "measures": measures, **extra})
    print(f"wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
