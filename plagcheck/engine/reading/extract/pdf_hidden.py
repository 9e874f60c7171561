"""Text in a PDF that a reader cannot see: white on the page, or in a font too small to read.

Students hide words this way to throw similarity checkers off (ECOSYSTEM.md: every library extracts such
text). Text drawn in the "invisible" render mode is not counted: that is how OCR puts its text layer over a
scanned page. Only pages holding hidden text objects pay for the character-by-character pass.
"""

from __future__ import annotations

import ctypes

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_raw

#: Text in a font smaller than this (in points, after scaling) cannot be read on paper.
TINY_FONT_POINTS = 1.5
#: Red, green and blue all at least this (of 255) look white on a white page.
WHITE_LEVEL = 245
_MAX_FORM_DEPTH = 4
_VISIBLE_RENDER_MODES = {pdfium_raw.FPDF_TEXTRENDERMODE_FILL, pdfium_raw.FPDF_TEXTRENDERMODE_FILL_CLIP}


def hidden_text_objects(page: pdfium.PdfPage) -> set[int]:
    """Return the addresses of the page's text objects drawn in white or in a tiny font."""
    # Raw calls with reused buffers: pypdfium2's object wrappers cost 4 times as much on every page.
    probe = _Probe()
    raw_page = page.raw
    objects = [pdfium_raw.FPDFPage_GetObject(raw_page, i) for i in range(pdfium_raw.FPDFPage_CountObjects(raw_page))]
    return {_address(obj) for obj in _text_objects(objects, depth=0) if probe.hidden(obj)}


def _text_objects(objects, depth: int):
    for obj in objects:
        kind = pdfium_raw.FPDFPageObj_GetType(obj)
        if kind == pdfium_raw.FPDF_PAGEOBJ_TEXT:
            yield obj
        elif kind == pdfium_raw.FPDF_PAGEOBJ_FORM and depth < _MAX_FORM_DEPTH:
            inner = [pdfium_raw.FPDFFormObj_GetObject(obj, i) for i in range(pdfium_raw.FPDFFormObj_CountObjects(obj))]
            yield from _text_objects(inner, depth + 1)


def mask_hidden(text: str, textpage: pdfium.PdfTextPage, hidden: set[int]) -> tuple[str, int]:
    """Return the page text with hidden characters turned into spaces, and how many there were."""
    if not hidden:
        return text, 0
    chars = list(text)
    count = 0
    for index, char in enumerate(chars):
        if char.isspace():
            continue
        obj = pdfium_raw.FPDFText_GetTextObject(textpage.raw, index)
        if obj and _address(obj) in hidden:
            chars[index] = " "
            count += 1
    return "".join(chars), count


class _Probe:
    """Reads a text object's render mode, fill colour and font size into buffers allocated once."""

    def __init__(self) -> None:
        self.rgba = [ctypes.c_uint() for _ in range(4)]
        self.size = ctypes.c_float()
        self.matrix = pdfium_raw.FS_MATRIX()

    def hidden(self, obj) -> bool:
        """Return True if the text object is drawn visibly but in white or in a tiny font."""
        if pdfium_raw.FPDFTextObj_GetTextRenderMode(obj) not in _VISIBLE_RENDER_MODES:
            return False
        return self._white(obj) or self._tiny(obj)

    def _white(self, obj) -> bool:
        if not pdfium_raw.FPDFPageObj_GetFillColor(obj, *(ctypes.byref(c) for c in self.rgba)):
            return False
        r, g, b, a = (c.value for c in self.rgba)
        return a > 0 and min(r, g, b) >= WHITE_LEVEL

    def _tiny(self, obj) -> bool:
        if not pdfium_raw.FPDFTextObj_GetFontSize(obj, ctypes.byref(self.size)):
            return False
        scale = 1.0
        if pdfium_raw.FPDFPageObj_GetMatrix(obj, ctypes.byref(self.matrix)):
            scale = abs(self.matrix.d) or abs(self.matrix.b) or 1.0  # vertical scale; rotated text uses b
        return 0 < self.size.value * scale < TINY_FONT_POINTS


def _address(raw_obj) -> int:
    return ctypes.cast(raw_obj, ctypes.c_void_p).value or 0
