"""PAN's character-level measures of passage detection (Potthast et al., COLING 2010; PAN 2013 macro form).

- a detection r overlaps a case s when both belong to the same (suspicious, source) pair and their ranges
  overlap in the suspicious document and in the source (only in the suspicious document when scored on
  the suspicious side);
- recall: the mean over cases of the share of the case's characters covered by the detections overlapping
  it; precision: the mean over detections of the share of their characters covered by the cases
  overlapping them;
- granularity: the mean number of detections overlapping each detected case (1 is best);
- plagdet = F1(precision, recall) / log2(1 + granularity).

`sides="both"` counts the characters of both documents (PAN's definition). `sides="suspicious"` counts only
the suspicious document's: for cases whose source side is a whole document (PAN 2013's summaries map a
summary onto its entire source article), where PAN's two-sided measure would mostly score the source side.
"""

from __future__ import annotations

import math

import numpy as np

Ranges = tuple[int, int, int, int]  # (this_start, this_end, source_start, source_end)
Pair = tuple[str, str]


def overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    """Return the length of the intersection of [a0, a1) and [b0, b1)."""
    return max(0, min(a1, b1) - max(a0, b0))


def touches(r: Ranges, s: Ranges, sides: str = "both") -> bool:
    """Return True when two (this, source) range pairs overlap (on both sides, or the suspicious one only)."""
    if overlap(r[0], r[1], s[0], s[1]) == 0:
        return False
    return sides == "suspicious" or overlap(r[2], r[3], s[2], s[3]) > 0


def _union_length(target: tuple[int, int], ranges: list[tuple[int, int]]) -> int:
    """Return how many characters of `target` the union of `ranges` covers."""
    clipped = sorted((max(target[0], a), min(target[1], b)) for a, b in ranges if min(target[1], b) > max(target[0], a))
    total, reach = 0, target[0]
    for a, b in clipped:
        a = max(a, reach)
        if b > a:
            total += b - a
            reach = b
    return total


def covered(target: Ranges, others: list[Ranges], sides: str = "both") -> int:
    """Return the characters of `target` covered by the union of the `others` that overlap it."""
    touching = [o for o in others if touches(target, o, sides)]
    this = _union_length((target[0], target[1]), [(o[0], o[1]) for o in touching])
    if sides == "suspicious":
        return this
    return this + _union_length((target[2], target[3]), [(o[2], o[3]) for o in touching])


def size(r: Ranges, sides: str = "both") -> int:
    """Return the characters a range pair counts."""
    return (r[1] - r[0]) + (0 if sides == "suspicious" else r[3] - r[2])


def case_scores(cases: dict[Pair, list[Ranges]], detections: dict[Pair, list[Ranges]],
                sides: str = "both") -> tuple[list[float], list[int]]:
    """Return per case (in the order of `cases`) its recall and the number of detections touching it."""
    recalls, touching = [], []
    for pair, pair_cases in cases.items():
        found = detections.get(pair, [])
        for s in pair_cases:
            recalls.append(covered(s, found, sides) / max(1, size(s, sides)))
            touching.append(sum(1 for r in found if touches(r, s, sides)))
    return recalls, touching


def detection_precisions(cases: dict[Pair, list[Ranges]], detections: dict[Pair, list[Ranges]],
                         sides: str = "both") -> list[float]:
    """Return per detection in the scored pairs the share of its characters the pair's cases cover."""
    precisions = []
    for pair, found in detections.items():
        if pair not in cases:
            continue
        for r in found:
            precisions.append(covered(r, cases[pair], sides) / size(r, sides) if size(r, sides) else 0.0)
    return precisions


def combine(recalls: list[float], touching: list[int], precisions: list[float]) -> dict:
    """Return the PAN measures from per-case recalls and touch counts and per-detection precisions."""
    recall = float(np.mean(recalls)) if recalls else 0.0
    precision = float(np.mean(precisions)) if precisions else 0.0
    detected = [t for t in touching if t]
    granularity = float(np.mean(detected)) if detected else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "cases": len(recalls), "detections": len(precisions), "detected_cases": len(detected),
        "precision": precision, "recall": recall, "granularity": granularity,
        "plagdet": f1 / math.log2(1 + granularity),
    }


def pan_measures(cases: dict[Pair, list[Ranges]], detections: dict[Pair, list[Ranges]], sides: str = "both") -> dict:
    """Return macro precision, recall, granularity and plagdet over the pairs of `cases`."""
    recalls, touching = case_scores(cases, detections, sides)
    return combine(recalls, touching, detection_precisions(cases, detections, sides))
