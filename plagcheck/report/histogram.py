"""The similarity histogram: scores of all verified pairs in bins, drawn as inline SVG (no script needed)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

from plagcheck.i18n import number, translate
from plagcheck.shared.vocabulary import count_text, percent

BIN_COUNT = 20

# Drawing area, in SVG user units (the SVG scales to the page width).
_WIDTH, _HEIGHT = 720, 240
_LEFT, _RIGHT, _TOP, _BOTTOM = 44, 22, 22, 36


@dataclass(frozen=True)
class Histogram:
    """Pair counts per score bin: bin i holds scores in [i/n, (i+1)/n), the last bin also holds 1.0."""

    counts: tuple[int, ...]
    threshold: float

    @property
    def total(self) -> int:
        """Return the number of pairs counted."""
        return sum(self.counts)


def score_histogram(scores: Sequence[float], threshold: float, bins: int = BIN_COUNT) -> Histogram:
    """Return the histogram of `scores` (each in [0, 1]) in `bins` equal bins."""
    counts = [0] * bins
    for score in scores:
        # A score that is exactly a bin edge in decimal (7/20 = 0.35) can land a hair below it in floating
        # point; the small epsilon keeps it in the bin a reader expects.
        counts[min(bins - 1, max(0, int(score * bins + 1e-9)))] += 1
    return Histogram(tuple(counts), threshold)


def histogram_svg(histogram: Histogram) -> Markup:
    """Return an accessible inline SVG of the histogram; bins at or above the threshold are solid, others hatched."""
    bins = len(histogram.counts)
    plot_w = _WIDTH - _LEFT - _RIGHT
    plot_h = _HEIGHT - _TOP - _BOTTOM
    tallest = max(histogram.counts, default=0) or 1
    bar_w = plot_w / bins
    title = translate("Histogram", "{count} checked pairs by score; threshold {threshold}").format(
        count=number(histogram.total), threshold=percent(histogram.threshold))
    parts = [
        f'<svg class="histogram" viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" aria-label="{escape(title)}" '
        'xmlns="http://www.w3.org/2000/svg">',
        f"<title>{escape(title)}</title>",
        '<defs><pattern id="hist-hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="6" height="6" fill="#dbe4f0"/>'
        '<line x1="0" y1="0" x2="0" y2="6" stroke="#5a6f8c" stroke-width="2"/></pattern></defs>',
        f'<line x1="{_LEFT}" y1="{_TOP + plot_h}" x2="{_LEFT + plot_w}" y2="{_TOP + plot_h}" stroke="#333"/>',
    ]
    for index, count in enumerate(histogram.counts):
        x = _LEFT + index * bar_w
        height = plot_h * count / tallest
        above = (index + 1) / bins > histogram.threshold
        fill = "#1f4e8c" if above else "url(#hist-hatch)"
        low, high = index / bins, (index + 1) / bins
        label = f"{percent(low)}–{percent(high)}: {count_text(count, 'pair')}"
        if count:
            parts.append(
                f'<rect x="{x + 1:.1f}" y="{_TOP + plot_h - height:.1f}" width="{bar_w - 2:.1f}" '
                f'height="{height:.1f}" fill="{fill}" stroke="#1f4e8c"><title>{escape(label)}</title></rect>'
                f'<text x="{x + bar_w / 2:.1f}" y="{_TOP + plot_h - height - 4:.1f}" text-anchor="middle" '
                f'font-size="11" fill="#222">{count}</text>'
            )
        if index % 2 == 0:
            parts.append(
                f'<text x="{x:.1f}" y="{_TOP + plot_h + 16}" text-anchor="middle" font-size="11" '
                f'fill="#444">{percent(low)}</text>'
            )
    parts.append(
        f'<text x="{_LEFT + plot_w:.1f}" y="{_TOP + plot_h + 16}" text-anchor="middle" font-size="11" '
        f'fill="#444">{percent(1.0)}</text>'
    )
    threshold_words = escape(translate("Histogram", "threshold {threshold}").format(
        threshold=percent(histogram.threshold)))
    score_words = escape(translate("Histogram", "score (larger containment)"))
    pairs_words = escape(translate("Histogram", "pairs"))
    marker_x = _LEFT + plot_w * histogram.threshold
    # Near the right edge the label goes to the left of the line so that it stays inside the picture.
    label_x, anchor = (marker_x - 4, "end") if histogram.threshold > 0.8 else (marker_x + 4, "start")
    parts.append(
        f'<line x1="{marker_x:.1f}" y1="{_TOP - 8}" x2="{marker_x:.1f}" y2="{_TOP + plot_h}" stroke="#b3261e" '
        'stroke-width="2" stroke-dasharray="5 3"/>'
        f'<text x="{label_x:.1f}" y="{_TOP - 10}" text-anchor="{anchor}" font-size="11" fill="#b3261e">'
        f"{threshold_words}</text>"
        f'<text x="{_LEFT + plot_w / 2:.1f}" y="{_HEIGHT - 4}" text-anchor="middle" font-size="12" '
        f'fill="#222">{score_words}</text>'
        f'<text x="12" y="{_TOP + plot_h / 2:.1f}" text-anchor="middle" font-size="12" fill="#222" '
        f'transform="rotate(-90 12 {_TOP + plot_h / 2:.1f})">{pairs_words}</text>'
    )
    parts.append("</svg>")
    return Markup("".join(parts))
