"""Check that a screenshot shows known strings in real letters, not in the boxes Qt draws on a system without fonts.

    python3 packaging/glyph_check.py SHOT.png TEXT [TEXT ...] [--min-score 0.85]

Each TEXT is drawn with Qt (offscreen, in the default application font: DejaVu Sans on Debian, the font the
.deb brings in) at the pixel sizes a window uses, and looked for in the screenshot by normalised cross-correlation
of grey levels, which ignores the background's shade and the text's colour (a selected row's white on blue
scores like black on white). A window whose letters are all boxes ("tofu") has nothing shaped like the text:
its best score stays far below a real rendering's. No OCR: the strings must be ones the caller put on the screen
(file names of the class it scanned). Needs numpy and PySide6, on the machine that runs the test, not in the
system under test. Prints each string's best score and place; exits 1 when one is below --min-score.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

#: Pixel sizes tried for the template: 9-10 pt at 96 dpi is 12-13 px; either side for other themes.
PIXEL_SIZES = (11, 12, 13, 14, 15, 16)
#: A real rendering of the same font scores 0.95-1.0 here; a row of boxes of the same width scores below 0.6.
MIN_SCORE = 0.85


@dataclass(frozen=True)
class Match:
    """Where a string was found best in a screenshot: its score (-1..1, absolute value used), place and size."""

    text: str
    score: float
    x: int
    y: int
    pixel_size: int


def grey(image) -> np.ndarray:
    """Return a QImage as a float array of grey levels (0 black .. 255 white)."""
    from PySide6.QtGui import QImage

    converted = image.convertToFormat(QImage.Format.Format_Grayscale8)
    width, height, stride = converted.width(), converted.height(), converted.bytesPerLine()
    data = np.frombuffer(converted.constBits(), dtype=np.uint8, count=stride * height).reshape(height, stride)
    return data[:, :width].astype(np.float64)


def render(text: str, pixel_size: int) -> np.ndarray:
    """Return `text` drawn black on white in the default application font at `pixel_size`, cropped to its ink."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

    font = QFont()
    font.setPixelSize(pixel_size)
    metrics = QFontMetrics(font)
    image = QImage(metrics.horizontalAdvance(text) + 8, metrics.height() + 8, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    pixels = grey(image)
    rows, cols = np.nonzero(pixels < 250)
    if rows.size == 0:
        raise ValueError(f"Qt drew no ink for {text!r}: this machine has no usable font")
    return pixels[max(rows.min() - 1, 0):rows.max() + 2, max(cols.min() - 1, 0):cols.max() + 2]


def _window_sums(values: np.ndarray, height: int, width: int) -> np.ndarray:
    """Return the sum of every height x width window of `values` (valid positions only), from an integral image."""
    integral = np.pad(values, ((1, 0), (1, 0))).cumsum(0).cumsum(1)
    return integral[height:, width:] - integral[:-height, width:] - integral[height:, :-width] + integral[:-height, :-width]


def best_match(shot: np.ndarray, template: np.ndarray) -> tuple[float, int, int]:
    """Return the highest absolute normalised cross-correlation of `template` over `shot`, and its (x, y)."""
    height, width = template.shape
    if shot.shape[0] < height or shot.shape[1] < width:
        return 0.0, 0, 0
    centred = template - template.mean()
    norm = np.sqrt((centred**2).sum())
    size = (shot.shape[0] + height - 1, shot.shape[1] + width - 1)
    spectrum = np.fft.rfft2(shot, size) * np.fft.rfft2(centred[::-1, ::-1], size)
    correlation = np.fft.irfft2(spectrum, size)[height - 1:shot.shape[0], width - 1:shot.shape[1]]
    sums = _window_sums(shot, height, width)
    variance = _window_sums(shot**2, height, width) - sums**2 / (height * width)
    # A flat patch of background has no variance: it can match nothing.
    score = np.where(variance > 1e-6 * height * width, correlation / (np.sqrt(np.maximum(variance, 1e-9)) * norm), 0.0)
    y, x = np.unravel_index(np.argmax(np.abs(score)), score.shape)
    return float(abs(score[y, x])), int(x), int(y)


def find_text(shot: np.ndarray, text: str) -> Match:
    """Return the best match of `text`, over the pixel sizes in PIXEL_SIZES, in a grey screenshot."""
    best = Match(text, 0.0, 0, 0, 0)
    for pixel_size in PIXEL_SIZES:
        score, x, y = best_match(shot, render(text, pixel_size))
        if score > best.score:
            best = Match(text, score, x, y, pixel_size)
    return best


def check(screenshot: Path, texts: list[str], min_score: float = MIN_SCORE) -> list[Match]:
    """Return the best match of each text in the screenshot (PNG); a caller compares the scores with min_score."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])  # noqa: F841 (fonts need an application)
    image = QImage(str(screenshot))
    if image.isNull():
        raise ValueError(f"{screenshot} is not an image Qt can read")
    shot = grey(image)
    return [find_text(shot, text) for text in texts]


def main(argv: list[str] | None = None) -> int:
    """Check the screenshot; print each string's score; return 0 when all reach --min-score, 1 otherwise."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screenshot", type=Path)
    parser.add_argument("texts", nargs="+", metavar="TEXT")
    parser.add_argument("--min-score", type=float, default=MIN_SCORE)
    args = parser.parse_args(argv)
    failed = False
    for match in check(args.screenshot, args.texts, args.min_score):
        ok = match.score >= args.min_score
        failed |= not ok
        print(f"  {'readable' if ok else 'NOT FOUND'}: {match.text!r} scores {match.score:.3f} at "
              f"({match.x}, {match.y}), {match.pixel_size} px (needs {args.min_score})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
