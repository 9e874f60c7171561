"""Writing export files so that a crash or a full disk never leaves half a report behind."""

from __future__ import annotations

from pathlib import Path

from plagcheck.private_files import write_output


def write_text_atomically(path: str | Path, text: str, encoding: str = "utf-8") -> Path:
    """Write `text` to `path` and return the path: through a temporary file beside it and a rename for a
    regular file, straight into a device, a pipe or standard output ("-"): see private_files.write_output.

    The file gets the permissions the user's umask gives every other file they save. A character the
    encoding cannot hold (a lone surrogate from a damaged file) is written as "?", one character for one, so
    the offsets into embedded texts stay right and a bad document never stops the export.
    """
    return write_output(path, text.encode(encoding, errors="replace"), make_folder=True)
