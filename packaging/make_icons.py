"""Render the app icon's SVG master into the PNG sizes, the Windows .ico and the macOS .icns.

Run from anywhere: `python3 packaging/make_icons.py`. It rewrites resources/icons/plagcheck_<size>.png,
plagcheck.ico and plagcheck.icns from resources/icons/plagcheck.svg. The results are committed, so
builds never need this script; run it again only after editing the SVG.

Qt (already a dependency) draws the SVG; the ICO and ICNS containers are written here by hand because
Qt's writers store a single image per file and both formats are a short header plus the images.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
MASTER = ICONS / "plagcheck.svg"

#: Sizes written as PNG files (Linux hicolor theme sizes plus what ICO and ICNS need).
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
#: Sizes inside the .ico (Windows shows 16-48 in lists and 256 in large views).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types that hold a PNG, with their pixel size (as Apple's iconutil writes them).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """Return the SVG drawn on a transparent square of `size` pixels (32-bit ARGB, not premultiplied)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """Return the image encoded as PNG."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """Return the image as an ICO bitmap entry: BITMAPINFOHEADER, BGRA rows bottom-up, AND mask."""
    width, height = image.width(), image.height()
    rows = []
    for y in reversed(range(height)):
        # Format_ARGB32 stores each pixel as a native 32-bit 0xAARRGGBB: little-endian bytes are B, G, R, A.
        line = image.constScanLine(y)
        rows.append(bytes(line)[: width * 4] if sys.byteorder == "little" else _swap_words(bytes(line)[: width * 4]))
    mask_stride = ((width + 31) // 32) * 4  # the 1-bit mask is unused with 32-bit pixels but must be present
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    return header + b"".join(rows) + bytes(mask_stride * height)


def _swap_words(data: bytes) -> bytes:
    return b"".join(data[i : i + 4][::-1] for i in range(0, len(data), 4))


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """Return an .ico holding every image: bitmaps below 256 px (widest compatibility), PNG at 256."""
    payloads = [(size, png_bytes(img) if size >= 256 else dib_bytes(img)) for size, img in sorted(images.items())]
    header = struct.pack("<HHH", 0, 1, len(payloads))
    offset = len(header) + 16 * len(payloads)
    directory = b""
    for size, payload in payloads:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
    return header + directory + b"".join(payload for _, payload in payloads)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """Return an .icns whose elements are the PNGs of the sizes in ICNS_TYPES."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Write all icon files next to the SVG master; return the process exit code."""
    app = QGuiApplication.instance() or QGuiApplication([])  # QSvgRenderer needs a GUI application
    renderer = QSvgRenderer(str(MASTER))
    if not renderer.isValid():
        print(f"error: Qt cannot read {MASTER}", file=sys.stderr)
        return 1
    images = {size: render(renderer, size) for size in PNG_SIZES}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    for size, data in pngs.items():
        (ICONS / f"plagcheck_{size}.png").write_bytes(data)
    (ICONS / "plagcheck.ico").write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    (ICONS / "plagcheck.icns").write_bytes(icns_bytes(pngs))
    del app
    for path in sorted(ICONS.iterdir()):
        print(f"{path.stat().st_size:>9,d}  {path.relative_to(ICONS.parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
