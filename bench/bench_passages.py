"""Passage detection on the PAN 2013 subset: PAN's character-level precision, recall, granularity, plagdet.

The full corpus is scanned with the settings plagcheck ships. Every passage of a reported pair is a
detection: (range in the suspicious document, range in the source). The measures are those of Potthast et
al., "An Evaluation Framework for Plagiarism Detection" (COLING 2010), macro-averaged as in PAN 2013:

- a detection r overlaps a case s when both belong to the same (suspicious, source) pair and their ranges
  overlap in the suspicious document and in the source;
- recall: the mean over cases of the share of the case's characters (both sides) covered by the
  detections overlapping it; precision: the mean over detections of the share of their characters
  covered by the cases overlapping them;
- granularity: the mean number of detections overlapping each detected case (1 is best);
- plagdet = F1(precision, recall) / log2(1 + granularity).

Only the 500 labelled verbatim pairs are scored (as PAN scores one obfuscation type at a time): the other
listed pairs hold copies of unknown category, so detections there would be counted as wrong without cause.
The corpus's offsets are approximate (re-wrapped text, OCR-like noise), so the measures are also given
after widening every annotated case by 50 characters on each side; the offset noise itself is measured by
locating each case's text (shared word 5-grams) near its annotated place.

    python3 bench/bench_passages.py

Writes bench/results/passages.json.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
from collections import defaultdict

import numpy as np

from pan_measures import pan_measures
from common import (
    PAN, load_average, machine, oriented_pair, pan_cases, pan_listed_pairs, pan_selection, pan_verbatim_pairs,
    require_pan, table, write_results,
)

WIDEN = 50
#: How far from its annotated place a case's text is looked for when measuring the offset noise.
SEARCH_RADIUS = 2000

Ranges = tuple[int, int, int, int]  # (this_start, this_end, source_start, source_end)


def to_file_offsets(text: str, raw: str) -> np.ndarray | None:
    """Return an array mapping each index of the extracted `text` to an index of the file's `raw` text.

    The reader only changes white space in these plain-text files, so characters other than white space
    correspond one to one. Returns None when they do not (the document is then not remapped).
    """
    text_marks = np.array([not c.isspace() for c in text], dtype=bool)
    raw_marks = np.array([not c.isspace() for c in raw], dtype=bool)
    if "".join(text.split()) != "".join(raw.split()):
        return None
    raw_positions = np.append(np.flatnonzero(raw_marks), len(raw))
    text_rank = np.concatenate([[0], np.cumsum(text_marks)])  # non-space characters before each index
    return raw_positions[np.minimum(text_rank, raw_positions.size - 1)]


def detections_by_pair(result, raw_texts: dict[str, str]) -> tuple[dict[tuple[str, str], list[Ranges]], dict]:
    """Return the reported passages of (suspicious, source) pairs in file offsets, and counts about them."""
    names = [d.name.rsplit("/", 1)[-1] for d in result.documents]
    maps = {}
    unmapped = 0
    for doc in result.documents:
        name = names[doc.id]
        if doc.usable and name in raw_texts and doc.text != raw_texts[name]:
            maps[name] = to_file_offsets(doc.text, raw_texts[name])
            unmapped += maps[name] is None

    def place(name: str, start: int, end: int) -> tuple[int, int]:
        """Return [start, end) of the extracted text of `name` as a range of its file's text."""
        table_ = maps.get(name)
        if table_ is None:
            return start, end
        return int(table_[start]), int(table_[max(start, end - 1)]) + 1

    found: dict[tuple[str, str], list[Ranges]] = defaultdict(list)
    for pair in result.pairs_above(result.settings.threshold):
        oriented = oriented_pair(names[pair.a], names[pair.b])
        if oriented is None:
            continue
        susp_is_a = oriented[0] == names[pair.a]
        for p in pair.passages:
            this = (p.a_start, p.a_end) if susp_is_a else (p.b_start, p.b_end)
            source = (p.b_start, p.b_end) if susp_is_a else (p.a_start, p.a_end)
            found[oriented].append((*place(oriented[0], *this), *place(oriented[1], *source)))
    counts = {"documents_whose_text_differs_from_the_file": len(maps), "of_which_not_remapped": unmapped}
    return found, counts


def tolerant(exact: dict, widened: dict) -> dict:
    """Return the measures with recall against the cases as annotated and precision against widened cases.

    Widening a case makes detections that spill over its approximate edges count as correct (precision),
    but also adds characters nobody copied to the case (recall falls): this keeps only the first effect.
    """
    precision, recall = widened["precision"], exact["recall"]
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return exact | {"precision": precision, "plagdet": f1 / math.log2(1 + exact["granularity"])}


ROW_NAMES = {
    "widen_0": "as annotated",
    f"widen_{WIDEN}": f"widened by ±{WIDEN} characters",
    "tolerant": f"recall as annotated, precision against ±{WIDEN}",
}


def annotated_cases(widen: int, lengths: dict[str, int]) -> dict[tuple[str, str], list[Ranges]]:
    """Return the 624 annotated cases by pair, each side widened by `widen` characters (within the file)."""
    cases: dict[tuple[str, str], list[Ranges]] = defaultdict(list)
    for c in pan_cases():
        if c.source not in lengths:
            continue  # the one listed source that is missing from the corpus
        cases[c.suspicious, c.source].append((
            max(0, c.this_offset - widen), min(lengths[c.suspicious], c.this_offset + c.this_length + widen),
            max(0, c.source_offset - widen), min(lengths[c.source], c.source_offset + c.source_length + widen),
        ))
    return cases


_WORD = re.compile(r"[a-z0-9]+")


def _grams(text: str, base: int = 0) -> list[tuple[tuple[str, ...], int, int]]:
    """Return the word 5-grams of `text` (lower case) with their character ranges, shifted by `base`."""
    words = [(m.group(), m.start() + base, m.end() + base) for m in _WORD.finditer(text.lower())]
    return [(tuple(w[0] for w in words[i : i + 5]), words[i][1], words[i + 4][2]) for i in range(len(words) - 4)]


def offset_noise(raw_texts: dict[str, str]) -> dict:
    """Return how far each case's text really starts and ends from its annotated suspicious-side offsets.

    The copied text is located as the span of the suspicious document's word 5-grams (within SEARCH_RADIUS
    of the annotation) that also occur in the annotated source passage.
    """
    starts, ends, located = [], [], 0
    cases = [c for c in pan_cases() if c.source in raw_texts]
    for c in cases:
        source = raw_texts[c.source][c.source_offset : c.source_offset + c.source_length]
        wanted = {g for g, _, _ in _grams(source)}
        low = max(0, c.this_offset - SEARCH_RADIUS)
        window = raw_texts[c.suspicious][low : c.this_offset + c.this_length + SEARCH_RADIUS]
        hits = [(s, e) for g, s, e in _grams(window, low) if g in wanted]
        if not hits:
            continue
        located += 1
        starts.append(min(s for s, _ in hits) - c.this_offset)
        ends.append(max(e for _, e in hits) - (c.this_offset + c.this_length))
    shifts = np.abs(np.concatenate([starts, ends]))
    return {
        "cases": len(cases), "located": located,
        "start_shift_median": float(np.median(starts)), "end_shift_median": float(np.median(ends)),
        "abs_shift_median": float(np.median(shifts)), "abs_shift_p90": float(np.percentile(shifts, 90)),
        "abs_shift_max": float(shifts.max()),
        "share_within_50": float(np.mean(shifts <= 50)), "share_within_10": float(np.mean(shifts <= 10)),
    }


def main() -> None:
    """Scan the full PAN subset, score its passages and print and save the figures."""
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    require_pan()
    from plagcheck.shared.models import ScanSettings
    from plagcheck.pipeline import run_scan

    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores; load {load_average()}")
    files = pan_selection(None, None)
    raw_texts = {f.name: f.read_text(encoding="utf-8", errors="replace") for f in files}
    lengths = {name: len(text) for name, text in raw_texts.items()}
    started = time.perf_counter()
    result = run_scan(files, ScanSettings())
    print(f"scanned {len(files):,} files in {time.perf_counter() - started:.1f} s (load {load_average()})")
    detections, counts = detections_by_pair(result, raw_texts)
    verbatim = pan_verbatim_pairs()
    listed = pan_listed_pairs()
    scored = {pair: found for pair, found in detections.items() if pair in verbatim}
    names = [d.name.rsplit("/", 1)[-1] for d in result.documents]
    unlisted_scores = [
        p.score for p in result.pairs_above(result.settings.threshold)
        if (pair := oriented_pair(names[p.a], names[p.b])) is not None and pair not in listed
    ]
    elsewhere = {
        "listed_unlabelled_pairs_with_passages": sum(1 for p in detections if p in listed and p not in verbatim),
        "unlisted_pairs_with_passages": sum(1 for p in detections if p not in listed),
        "unlisted_reported_pairs": len(unlisted_scores),
        "unlisted_score_median": float(np.median(unlisted_scores)) if unlisted_scores else 0.0,
        "unlisted_score_at_least_0.1": sum(1 for x in unlisted_scores if x >= 0.1),
    }
    measures = {}
    for widen in (0, WIDEN):
        measures[f"widen_{widen}"] = pan_measures(annotated_cases(widen, lengths), scored)
    measures["tolerant"] = tolerant(measures["widen_0"], measures[f"widen_{WIDEN}"])
    noise = offset_noise(raw_texts)

    print(f"\nPassages of the 500 verbatim pairs against the {measures['widen_0']['cases']} annotated cases "
          f"(macro-averaged, PAN 2013 definitions)")
    print(table(["annotated cases", "cases", "detections", "detected cases", "precision", "recall", "granularity",
                 "plagdet"],
                [[ROW_NAMES[w], m["cases"],
                  m["detections"], m["detected_cases"], m["precision"], m["recall"], m["granularity"], m["plagdet"]]
                 for w, m in measures.items()]))
    print(f"\nOffset noise: {noise['located']} of {noise['cases']} cases located by shared word 5-grams within "
          f"{SEARCH_RADIUS} characters; suspicious-side start shift median {noise['start_shift_median']:+.0f}, "
          f"end shift median {noise['end_shift_median']:+.0f}; |shift| median {noise['abs_shift_median']:.0f}, "
          f"90th percentile {noise['abs_shift_p90']:.0f}, max {noise['abs_shift_max']:.0f} characters; "
          f"{100 * noise['share_within_10']:.0f}% within 10 and {100 * noise['share_within_50']:.0f}% within 50")
    print(f"Extracted text differing from the file (white space only, remapped): "
          f"{counts['documents_whose_text_differs_from_the_file']} documents, "
          f"{counts['of_which_not_remapped']} not remappable")
    print(f"Reported susp-src pairs outside the 500 (not scored): {elsewhere['listed_unlabelled_pairs_with_passages']} "
          f"listed with an unknown category, {elsewhere['unlisted_pairs_with_passages']} not listed "
          f"(of {elsewhere['unlisted_reported_pairs']} unlisted pairs reported: score median "
          f"{elsewhere['unlisted_score_median']:.3f}, {elsewhere['unlisted_score_at_least_0.1']} at 0.1 or more)")
    path = write_results("passages", {
        "machine": info, "corpus": str(PAN), "measures": measures, "offset_noise": noise,
        "text_remapping": counts, "not_scored": elsewhere,
    })
    print(f"\nload average at end {load_average()}; wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
