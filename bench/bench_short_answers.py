"""Short answers copied from a source at three levels of rewriting, beside honest answers to the same question.

    python3 bench/bench_short_answers.py [--threshold T]

The corpus (`bench/data/short_answers/`, written for this project, MIT like the code) follows the design of
Clough and Stevenson's short-answer corpus (2011): five questions, each with a source text of about 330
words and answers of 150-300 words written by different "students":

- `cut-N`: sentences cut and pasted from the source (near copy);
- `light-N`: the source in its order, with synonyms and small changes of grammar (light revision);
- `heavy-N`: the source's content rewritten hard: other words, other structure, ideas reordered, sentences
  merged and split (heavy revision);
- `non-N`: an answer written from the student's own knowledge, without the source (honest).

All 85 texts are scanned as one class with the shipped settings (as a teacher would: every answer and the
five sources in one folder). Printed and written to bench/results/short_answers.json:

- the corpus folder scanned as a teacher drops it, its sources unmarked and then marked: the copies listed
  with their source, and the documents left out of the comparison (none may be) or offered as the question;

- per level, how many answers are reported with their source at the default threshold, by which rule,
  and with which kinds of passage;
- every reported pair with an honest answer in it (the false accusations this corpus can show), with
  its passages;
- the area under the ROC curve of the pair's score (answer with its source) as a ranking of copied over
  honest answers: all three levels, and heavy revisions alone.
"""

from __future__ import annotations

import argparse
import re
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

from common import ROOT, load_average, machine, table, write_results

CORPUS = ROOT / "bench" / "data" / "short_answers"
LEVELS = ("cut", "light", "heavy", "non")


def label(path: Path) -> tuple[str, str]:
    """Return (topic, level) of a corpus file: level is "source" or one of LEVELS."""
    match = re.fullmatch(r"(source|[a-z]+)(?:-\d+)?", path.stem)
    assert match and (match.group(1) in LEVELS or match.group(1) == "source"), path
    return path.parent.name, match.group(1)


def auc(positive: list[float], negative: list[float]) -> float:
    """Return the probability that a random positive scores above a random negative (ties count half)."""
    wins = sum((p > n) + 0.5 * (p == n) for p in positive for n in negative)
    return wins / max(1, len(positive) * len(negative))


def main() -> None:
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threshold", type=float, default=None, help="the slider's value (default: shipped)")
    args = parser.parse_args()
    settings = ScanSettings()
    threshold = settings.threshold if args.threshold is None else args.threshold

    files = sorted(CORPUS.glob("*/*.txt"))
    modes = {}
    for mode, paths, marked in (("the folder, sources unmarked", [CORPUS], ()),
                                ("the folder, sources marked", [CORPUS], tuple(str(f) for f in files
                                                                              if f.stem == "source"))):
        scanned = run_scan(paths, replace(settings, source_paths=marked))
        modes[mode] = _found_copies(scanned, threshold)
    started = time.perf_counter()
    result = run_scan(files, settings)
    seconds = time.perf_counter() - started
    labels = {d.id: label(Path(d.path)) for d in result.documents}
    names = {d.id: f"{Path(d.path).parent.name}/{Path(d.path).stem}" for d in result.documents}
    source_of = {topic: doc_id for doc_id, (topic, level) in labels.items() if level == "source"}
    reported = {(p.a, p.b): p for p in result.pairs_above(threshold)}
    every = {(p.a, p.b): p for p in result.pairs}

    def with_source(doc_id: int):
        """Return (reported pair or None, its score) of an answer with its question's source."""
        key = tuple(sorted((doc_id, source_of[labels[doc_id][0]])))
        pair = every.get(key)
        return reported.get(key), (pair.score if pair else 0.0)

    rows, scores, per_level = [], {level: [] for level in LEVELS}, {}
    for level in LEVELS:
        answers = [d for d, (_, lv) in labels.items() if lv == level]
        found, kinds, reasons = 0, Counter(), Counter()
        for doc_id in answers:
            pair, score = with_source(doc_id)
            scores[level].append(score)
            if pair is None:
                continue
            found += 1
            reasons[pair.reported_because(threshold, settings.passage_words, settings.copied_only)] += 1
            kinds.update({p.kind for p in pair.passages})
        per_level[level] = {"answers": len(answers), "reported": found, "reasons": dict(reasons),
                            "with_passage_kind": dict(kinds),
                            "median_score": sorted(scores[level])[len(answers) // 2] if answers else 0.0}
        rows.append([level, len(answers), found, dict(reasons), dict(kinds),
                     f"{per_level[level]['median_score']:.3f}"])

    # False accusations: an honest answer reported with anyone (a source, a copy, another honest answer).
    honest_pairs = []
    for (a, b), pair in reported.items():
        if "non" in (labels[a][1], labels[b][1]):
            honest_pairs.append({"a": names[a], "b": names[b], "score": round(pair.score, 3),
                                 "passages": [[p.kind, p.words] for p in pair.passages]})
    honest_pairs.sort(key=lambda p: -p["score"])
    reworded_false = [p for p in honest_pairs if any(kind == "reworded" for kind, _ in p["passages"])]
    copied = scores["cut"] + scores["light"] + scores["heavy"]
    figures = {
        "machine": machine(),
        "load_average": load_average(),
        "documents": len(files),
        "seconds": round(seconds, 2),
        "threshold": threshold,
        "levels": per_level,
        "honest_pairs_reported": honest_pairs,
        "honest_pairs_with_reworded_passage": len(reworded_false),
        "auc_all_levels": round(auc(copied, scores["non"]), 3),
        "auc_heavy": round(auc(scores["heavy"], scores["non"]), 3),
    }
    print(f"{len(files)} short answers and sources scanned in {seconds:.1f} s; threshold {threshold}")
    print(table(["level", "answers", "reported with source", "because", "passage kinds", "median score"], rows))
    print(f"pairs with an honest answer reported: {len(honest_pairs)} pairs, "
          f"{len(reworded_false)} with a reworded passage")
    for pair in honest_pairs:
        print(f"  {pair['a']} ~ {pair['b']}: score {pair['score']}, passages {pair['passages']}")
    print(f"AUC of the score, copied (all levels) over honest: {figures['auc_all_levels']}; "
          f"heavy revisions over honest: {figures['auc_heavy']}")
    figures["as_a_teacher_drops_it"] = modes
    for mode, found in modes.items():
        print(f"{mode}: copies listed with their source {found['copies_listed']} of {found['copies']} "
              f"(cut {found['cut']}, light {found['light']}, heavy {found['heavy']}); documents left out of the "
              f"comparison {found['skipped']}; offered as the question {found['offered']}")
    write_results("short_answers", figures)


def _found_copies(result, threshold: float) -> dict:
    """Return, for a scan of the corpus folder, how many copied answers are listed with their source (per level),
    and the documents left out of the comparison or offered as the question."""
    labels = {d.id: label(Path(d.path)) for d in result.documents if Path(d.path).suffix == ".txt"}
    source_of = {topic: doc_id for doc_id, (topic, level) in labels.items() if level == "source"}
    listed = {(p.a, p.b) for p in result.pairs_above(threshold)}
    found = Counter()
    for doc_id, (topic, level) in labels.items():
        if level in ("cut", "light", "heavy"):
            found["copies"] += 1
            if tuple(sorted((doc_id, source_of[topic]))) in listed:
                found[level] += 1
                found["copies_listed"] += 1
    found["skipped"] = sum(d.status == "skipped" for d in result.documents)
    found["offered"] = len(result.offered_templates)
    return dict(found)


if __name__ == "__main__":
    main()
