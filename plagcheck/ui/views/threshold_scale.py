"""The threshold slider's scale: round values, spaced so the useful low range (1-10%) gets most of the track.

A linear slider over 0-100% gave 1-10% a few pixels and landed on values such as 31.7%. The slider instead
steps through this list of round thresholds: fine steps where teachers work, coarse ones above. No Qt here.
"""

from __future__ import annotations

from bisect import bisect_left

#: Round thresholds, as fractions: tenths of a percent below 1%, half percents to 5%, whole percents to
#: 10%, then coarser steps. About half the positions lie between 1% and 10%.
STEPS: tuple[float, ...] = tuple(round(v / 1000, 4) for v in (
    *range(1, 10),                      # 0.1% .. 0.9%
    *range(10, 50, 5),                  # 1% .. 4.5%
    *range(50, 100, 10),                # 5% .. 9%
    *range(100, 200, 20),               # 10% .. 18%
    *range(200, 500, 50),               # 20% .. 45%
    *range(500, 1001, 100),             # 50% .. 100%
))


def steps_from(lowest: float) -> tuple[float, ...]:
    """Return the slider's positions (fractions, ascending) for a scan that dropped pairs under `lowest`:
    the round steps above it, with `lowest` itself (rounded to a tenth of a percent) as the first."""
    lowest = round(lowest, 3)
    return (lowest, *(step for step in STEPS if step > lowest + 1e-9))


def position_of(steps: tuple[float, ...], value: float) -> int:
    """Return the slider position nearest to `value` (an exact value between steps shows at the nearer one)."""
    index = bisect_left(steps, value - 1e-9)
    if index >= len(steps):
        return len(steps) - 1
    if index > 0 and value - steps[index - 1] < steps[index] - value:
        return index - 1
    return index
