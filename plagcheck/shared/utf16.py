"""Offsets in UTF-16 code units, which Qt and JavaScript count, beside Python's code points.

The engine's offsets index Python strings: one per character. Qt's text positions and JavaScript's string
indices count UTF-16 units, in which a character beyond U+FFFF (an emoji, a mathematical letter such as 𝐚,
rare CJK) takes two. Unconverted, every highlight after such a character starts one unit early.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

#: A character beyond the Basic Multilingual Plane.
_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")


class Utf16Offsets:
    """Converts a text's Python offsets (code points) to UTF-16 ones and back."""

    def __init__(self, text: str) -> None:
        self._astral = [m.start() for m in _ASTRAL.finditer(text)] if not text.isascii() else []
        self._after_astral = [i + k + 2 for k, i in enumerate(self._astral)]  # UTF-16 offset after each

    def __call__(self, offset: int) -> int:
        """Return the UTF-16 offset of the Python offset `offset`."""
        return offset + bisect_left(self._astral, offset) if self._astral else offset

    def index(self, position: int) -> int:
        """Return the Python offset at UTF-16 offset `position` (the one after a character split in two)."""
        return position - bisect_right(self._after_astral, position) if self._astral else position
