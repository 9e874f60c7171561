"""Which codec names are character sets a text file can be written in.

Python's codec registry also holds transforms (rot13, hex, base64, zlib) and special codecs (idna, punycode,
unicode_escape) that are no character set a teacher's file uses: some raise on errors="replace" (idna), some
take quadratic time (punycode: 256 s for 1 MB). A file's declaration (<meta charset>), a cached choice or a
teacher's --encoding goes through `text_codec` before anything is decoded with it.
"""

from __future__ import annotations

import codecs

#: Text codecs that are not character sets of files: they name encodings of domain names or of Python
#: literals, or decode nothing ("undefined").
_NOT_CHARSETS = frozenset({"idna", "punycode", "unicode-escape", "raw-unicode-escape", "undefined"})
_PROBE = b"plain text \xe9\xff\x00"


def text_codec(name: str) -> str:
    """Return the canonical Python name of the character set `name` (an alias or a codec name).

    Raise ValueError with a one-line message when it is unknown or not a character set (rot13, hex, idna).
    """
    try:
        info = codecs.lookup(name)
    except (LookupError, TypeError, ValueError):
        raise ValueError(f"unknown encoding {name!r}") from None
    if not getattr(info, "_is_text_encoding", True) or info.name in _NOT_CHARSETS:
        raise ValueError(f"{name!r} is not a character set a text file can be written in")
    try:
        _PROBE.decode(info.name, errors="replace")
    except Exception:  # noqa: BLE001 - a third-party codec may raise anything
        raise ValueError(f"{name!r} cannot read damaged text (it has no way to replace bad bytes)") from None
    return info.name


def is_text_codec(name: str) -> bool:
    """Return True if `name` is a character set `text_codec` accepts."""
    try:
        text_codec(name)
    except ValueError:
        return False
    return True
