"""Opening a document's file: never blocking on a pipe, never following a link, only regular files.

Discovery has already turned every link it accepts into its target's path, so a file that is a link by the
time it is read was swapped since: it is refused rather than followed. Opening with O_NONBLOCK means a file
replaced by a named pipe cannot stall the reader; anything but a regular file is then refused after fstat.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import BinaryIO

from plagcheck.engine.extract.base import ExtractionError

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
MISSING_MESSAGE = "not found: the file was moved, renamed or deleted"
NOT_REGULAR_MESSAGE = "skipped: not a document (a pipe, a device or a folder), so it was not read"


def open_document(path: str) -> BinaryIO:
    """Return the regular file at `path` opened for binary reading.

    Raise ExtractionError with the teacher's words when it is missing, not a regular file, a link (it changed
    since it was found) or unreadable.
    """
    try:
        fd = os.open(path, _FLAGS)
    except OSError as exc:
        raise ExtractionError(os_message(exc)) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ExtractionError(NOT_REGULAR_MESSAGE, "skipped")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def os_message(exc: OSError) -> str:
    """Return why a file could not be opened, in a teacher's words."""
    if isinstance(exc, FileNotFoundError):
        return MISSING_MESSAGE
    if exc.errno == errno.ELOOP:
        return "skipped: the file became a link after it was found, so it was not followed"
    if exc.errno == errno.ENAMETOOLONG:
        return "could not be read: its path is longer than the system allows"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "could not be read: you do not have permission to open it"
    return f"could not be read: {exc.strerror or exc}"
