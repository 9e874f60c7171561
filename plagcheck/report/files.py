"""Writing export files so that a crash or a full disk never leaves half a report behind."""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def write_text_atomically(path: str | Path, text: str, encoding: str = "utf-8") -> Path:
    """Write `text` to `path` through a temporary file beside it, then rename; return the path written.

    The temporary file is opened like any new file (not with mkstemp's private 0600 mode), so the report
    gets the permissions the user's umask gives every other file they save. A character the encoding cannot
    hold (a lone surrogate from a damaged file) is written as "?", one character for one, so the offsets
    into embedded texts stay right and a bad document never stops the export.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(6)}.part")
    try:
        with open(temporary, "x", encoding=encoding, errors="replace", newline="") as stream:
            stream.write(text)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return target
