"""Copying disguised in six languages: PAN's measures per language and per kind of disguise, and false
accusations among honest essays on the same subjects.

    python3 bench/bench_multilingual.py [--threshold T]

Each language's class (`multilingual.py`, from `bench/data/multilingual/`) is scanned on its own with the
shipped settings, as a teacher would scan a folder: six source articles, six essays with three planted
passages each (one per source: verbatim or disguised by a program, synonym-substituted, paraphrased), and
six honest essays on the sources' subjects. A planted passage's case is its (host, source) pair; every
passage plagcheck reports in that pair is a detection (PAN's text-alignment measures, both sides,
pan_measures.py). Every other reported pair is a false accusation: those with honest essays in them
matter most. Printed, and written to bench/results/multilingual.json.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from bench_reworded import to_file_offsets
from common import load_average, machine, table, write_results
from multilingual import KINDS, build_class, languages
from pan_measures import case_scores, combine, detection_precisions


def scan_language(language: str, threshold: float | None,
                  build: Callable[[str, Path], list] = build_class) -> dict:
    """Return one language's cases, detections and false accusations, scanning its class (made by `build`)
    in a temporary folder."""
    from plagcheck.engine.reworded.lexicon import build_lexicon, text_words
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    settings = ScanSettings()
    threshold = settings.threshold if threshold is None else threshold
    with tempfile.TemporaryDirectory() as folder:
        cases = build(language, Path(folder))
        files = sorted(Path(folder).glob("*.txt"))
        raw = {f.name: f.read_text(encoding="utf-8") for f in files}
        started = time.perf_counter()
        result = run_scan(files, settings)
        seconds = time.perf_counter() - started
    names = {d.id: Path(d.path).name for d in result.documents}
    texts = [d.text for d in result.documents if d.usable]
    lexicon = build_lexicon(texts, [text_words(t) for t in texts])
    maps = {d.id: to_file_offsets(d.text, raw[names[d.id]]) for d in result.documents
            if d.usable and d.text != raw[names[d.id]]}

    def place(doc: int, start: int, end: int) -> tuple[int, int]:
        table_ = maps.get(doc)
        return (start, end) if table_ is None else (int(table_[start]), int(table_[max(start, end - 1)]) + 1)

    planted = {(c.suspicious, c.source): c for c in cases}
    found, accused = defaultdict(list), []
    for pair in result.pairs_above(threshold):
        a, b = names[pair.a], names[pair.b]
        if (b, a) in planted:  # the host is "suspicious": put it first
            pair_names, flip = (b, a), True
        else:
            pair_names, flip = (a, b), False
        ranges = []
        for p in pair.passages:
            this, other = place(pair.a, p.a_start, p.a_end), place(pair.b, p.b_start, p.b_end)
            ranges.append((*other, *this) if flip else (*this, *other))
        if pair_names in planted:
            found[pair_names] += ranges
        else:
            accused.append({"a": a, "b": b, "score": round(pair.score, 3),
                            "passages": [[p.kind, p.words] for p in pair.passages]})
    by_kind = {kind: {(c.suspicious, c.source): [(c.this_start, c.this_end, c.source_start, c.source_end)]
                      for c in cases if c.kind == kind} for kind in {*KINDS, *(c.kind for c in cases)}}
    return {"language": language, "recognised_as": lexicon.language or "(not recognised)",
            "stemmer": lexicon.stemmer is not None, "seconds": seconds, "cases": by_kind, "found": found,
            "accused": accused,
            "kinds_found": Counter(p.kind for pair in result.pairs_above(threshold) for p in pair.passages)}


def measures(runs: list[dict], kinds: tuple[str, ...]) -> dict:
    """Return PAN's measures over the runs' cases of `kinds` (pooled macro averages)."""
    recalls, touching, precisions = [], [], []
    for run in runs:
        for kind in kinds:
            r, t = case_scores(run["cases"][kind], run["found"])
            recalls += r
            touching += t
            precisions += detection_precisions(run["cases"][kind], run["found"])
    return combine(recalls, touching, precisions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threshold", type=float, default=None, help="the slider's value (default: shipped)")
    args = parser.parse_args()
    present = languages()
    if not present:
        raise SystemExit("no data in bench/data/multilingual")
    runs = [scan_language(language, args.threshold) for language in present]

    rows, per_language = [], {}
    for run in runs:
        overall = measures([run], KINDS)
        recall_by_kind = {kind: measures([run], (kind,))["recall"] for kind in KINDS}
        honest = [a for a in run["accused"] if "honest" in a["a"] + a["b"]]
        per_language[run["language"]] = {
            "recognised_as": run["recognised_as"], "stemmer": run["stemmer"], "seconds": round(run["seconds"], 2),
            "overall": overall, "recall_by_kind": recall_by_kind, "false_accusations": run["accused"],
            "passage_kinds": dict(run["kinds_found"]),
        }
        rows.append([run["language"], run["recognised_as"], "yes" if run["stemmer"] else "no",
                     f"{overall['precision']:.3f}", f"{overall['recall']:.3f}", f"{overall['granularity']:.2f}",
                     f"{overall['plagdet']:.3f}",
                     " ".join(f"{recall_by_kind[k]:.2f}" for k in KINDS),
                     f"{len(run['accused'])} ({len(honest)})"])
    kind_rows, per_kind = [], {}
    for kind in KINDS:
        per_kind[kind] = measures(runs, (kind,))
        m = per_kind[kind]
        kind_rows.append([kind, m["cases"], m["detected_cases"], f"{m['precision']:.3f}", f"{m['recall']:.3f}",
                          f"{m['granularity']:.2f}", f"{m['plagdet']:.3f}"])
    pooled = measures(runs, KINDS)
    kind_rows.append(["all", pooled["cases"], pooled["detected_cases"], f"{pooled['precision']:.3f}",
                      f"{pooled['recall']:.3f}", f"{pooled['granularity']:.2f}", f"{pooled['plagdet']:.3f}"])

    print(table(["language", "recognised as", "stemmer", "precision", "recall", "granularity", "plagdet",
                 "recall: " + " / ".join(KINDS), "other pairs reported (with an honest essay)"], rows))
    print()
    print(table(["kind", "cases", "detected", "precision", "recall", "granularity", "plagdet"], kind_rows))
    for run in runs:
        for accused in run["accused"]:
            print(f"  {run['language']}: {accused['a']} ~ {accused['b']}: score {accused['score']}, "
                  f"passages {accused['passages']}")
    write_results("multilingual", {
        "machine": machine(), "load_average": load_average(), "languages": per_language,
        "kinds": per_kind, "overall": pooled,
    })


if __name__ == "__main__":
    main()
