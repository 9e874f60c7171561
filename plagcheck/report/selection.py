"""Which pairs a report or export contains: those at or above a threshold, or exactly those selected."""

from __future__ import annotations

from collections.abc import Iterable

from plagcheck.shared.models import PairResult, ScanResult


def effective_threshold(result: ScanResult, threshold: float | None) -> float:
    """Return the threshold in force: `threshold`, or the scan's own when it is None."""
    cut = result.settings.threshold if threshold is None else float(threshold)
    if not 0.0 <= cut <= 1.0:
        raise ValueError(f"threshold must be between 0 and 1, not {cut}")
    return cut


def chosen_pairs(
    result: ScanResult,
    threshold: float | None = None,
    selected: Iterable[tuple[int, int]] | None = None,
) -> tuple[PairResult, ...]:
    """Return the pairs to report, best first.

    Without `selected`: every verified pair whose score is at or above the threshold. With it: exactly the
    selected pairs (given as document-id pairs in either order), whatever their score, since a teacher
    who picked them wants them on record. A selected pair that was never verified raises ValueError. In
    copied-only mode (the result's settings) each pair is its copied part (PairResult.copied_part).
    """
    cut = effective_threshold(result, threshold)
    if selected is None:
        return result.pairs_above(cut)
    wanted = {(min(a, b), max(a, b)) for a, b in selected}
    chosen = tuple(p.copied_part() if result.settings.copied_only else p
                   for p in result.pairs if (min(p.a, p.b), max(p.a, p.b)) in wanted)
    found = {(min(p.a, p.b), max(p.a, p.b)) for p in chosen}
    missing = sorted(wanted - found)
    if missing:
        listed = ", ".join(f"{a}-{b}" for a, b in missing[:5])
        raise ValueError(f"selected pairs not in the scan result: {listed}")
    return chosen
