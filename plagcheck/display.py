"""File names as a teacher is shown them: invisible and direction-changing characters made visible.

A student chooses their file's name. A right-to-left override (U+202E) makes "report\u202efdp.txt" read as
"reporttxt.pdf"; zero-width and control characters hide or forge parts of a name; bytes that are not UTF-8
(a name from an old zip) reach Python as lone surrogates, which no window, report or CSV can show. Every name
a submission gets passes through `display_name` once, where paths become names (`ingest`), so the window,
the report, the CSV and the command line's messages all show the same neutral form. The true path stays in
DocumentRecord.path.
"""

from __future__ import annotations

import unicodedata

# Categories never shown as themselves: controls (Cc), format characters (Cf: bidi controls, zero-width
# spaces, soft hyphen, byte-order mark), surrogates (Cs: undecodable bytes), line and paragraph separators
# (Zl, Zp), unassigned and private-use code points (Cn, Co).
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp", "Cn", "Co"})
#: Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol.
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")
_UNDECODED_BYTES = range(0xDC80, 0xDD00)  # surrogateescape: byte b becomes U+DC00 + b


def display_name(name: str) -> str:
    """Return `name` with every invisible, control or direction-changing character written out visibly:
    "[U+202E]" for a character, "[0xE9]" for a byte that was not UTF-8; other characters are kept."""
    if name.isascii() and name.isprintable():
        return name
    return "".join(_shown(char) for char in name)


def _shown(char: str) -> str:
    code = ord(char)
    if code in _UNDECODED_BYTES:
        return f"[0x{code - 0xDC00:02X}]"
    if char == " " or not (unicodedata.category(char) in _HIDDEN_CATEGORIES or char in _BLANK_LOOKING):
        return char
    return f"[U+{code:04X}]"
