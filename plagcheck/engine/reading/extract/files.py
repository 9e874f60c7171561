"""Opening a document's file: never blocking on a pipe, never through a link, only the file that was found.

A path is opened one folder at a time, from the root of the file system, each step relative to the folder
opened before it and refusing a link (openat with O_NOFOLLOW at every step, where the system has it). A
folder of the class swapped for a link while the scan runs therefore cannot redirect a read to a file outside:
the step meets the link and fails. Discovery notes each file's identity (device and inode) and how many of its
names the class holds; the file opened must be that file, with no more names on disk than that (a second name
made since, by a hard link, may be outside the folders the teacher chose). Opening with O_NONBLOCK means a file
replaced by a named pipe cannot stall the reader; anything but a regular file is then refused after fstat.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from dataclasses import dataclass
from typing import BinaryIO

from plagcheck.engine.reading.extract.base import ExtractionError

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
#: Folders on the way are opened for lookup only (O_PATH needs no read permission, as a path lookup does not).
_STEP_FLAGS = (getattr(os, "O_PATH", 0) or os.O_RDONLY) | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_FOLDER_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
#: Whether a path can be opened a step at a time here (not on Windows, whose paths are opened whole).
STEPWISE = os.open in os.supports_dir_fd and hasattr(os, "O_NOFOLLOW") and hasattr(os, "O_DIRECTORY")
#: Paths longer than this are refused as the system refuses them when opened whole.
_PATH_MAX = 4096
MISSING_MESSAGE = "not found: the file was moved, renamed or deleted"
NOT_REGULAR_MESSAGE = "skipped: not a document (a pipe, a device or a folder), so it was not read"
REPLACED_MESSAGE = "skipped: the file was replaced by another since it was found, so it was not read"
NEW_NAME_MESSAGE = ("skipped: the file was given another name on disk (a hard link) since it was found, so it "
                    "was not read: that name may be outside the folders you chose")


@dataclass(frozen=True)
class DiskFile:
    """A file as discovery found it: its real path (no link in it), identity, and the names the class holds
    for it. `device` and `inode` 0: not known (the file is then opened by path, still never through a link)."""

    path: str
    device: int = 0
    inode: int = 0
    #: Names of the file inside what the teacher chose; 0: not checked (a file the teacher named directly).
    names: int = 0

    @classmethod
    def found(cls, path: str, info: os.stat_result, names: int = 0) -> DiskFile:
        """Return the DiskFile of `path`, whose stat (without following a link) is `info`."""
        return cls(path, info.st_dev, info.st_ino, names)

    def check(self, info: os.stat_result) -> None:
        """Raise ExtractionError unless `info` (an fstat of the opened file) is this file, with no new name."""
        if self.inode and (info.st_dev, info.st_ino) != (self.device, self.inode):
            raise ExtractionError(REPLACED_MESSAGE, "skipped")
        if self.names and info.st_nlink > self.names:
            raise ExtractionError(NEW_NAME_MESSAGE, "skipped")


def open_document(path: str | DiskFile) -> BinaryIO:
    """Return the regular file at `path` (a DiskFile: that very file) opened for binary reading.

    Raise ExtractionError with the teacher's words when it is missing, not a regular file, reached through a
    link (it changed since it was found), another file than the one found, or unreadable.
    """
    found = path if isinstance(path, DiskFile) else DiskFile(path)
    try:
        fd = open_nofollow(found.path, _FLAGS)
    except OSError as exc:
        raise ExtractionError(os_message(exc)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ExtractionError(NOT_REGULAR_MESSAGE, "skipped")
        found.check(info)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def open_folder(path: str) -> int:
    """Return a descriptor of the folder at `path` for listing (os.scandir), opened without following a link
    at any step; raise OSError (ELOOP for a link, ENOTDIR for a file) as os.open does."""
    return open_nofollow(path, _FOLDER_FLAGS)


def open_nofollow(path: str, flags: int) -> int:
    """Return os.open(path, flags) done without following a link at any step of the path.

    The path is made absolute first (relative to the current folder). On Linux 5.6 and later the kernel
    refuses the links itself (openat2 with RESOLVE_NO_SYMLINKS, one call); elsewhere the path is opened one
    step at a time from the root, each relative to the folder opened before it with O_NOFOLLOW. Where the
    system cannot open relative to a folder (Windows), only the last step refuses a link.
    """
    absolute = os.path.abspath(path)
    if not STEPWISE:
        return os.open(absolute, flags)
    if len(os.fsencode(absolute)) >= _PATH_MAX:
        raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), path)
    fd = _openat2.open(absolute, flags)
    return fd if fd is not None else _open_stepwise(absolute, flags)


def _open_stepwise(absolute: str, flags: int) -> int:
    """Return os.open(absolute, flags) done one step at a time from the root, none of them through a link."""
    steps = [part for part in absolute.split(os.sep) if part]
    folder = os.open(os.sep, _STEP_FLAGS)
    try:
        for step in steps[:-1]:
            inner = os.open(step, _STEP_FLAGS, dir_fd=folder)
            os.close(folder)
            folder = inner
        return os.open(steps[-1] if steps else ".", flags, dir_fd=folder)
    finally:
        os.close(folder)


class _OpenAt2:
    """Linux's openat2 with RESOLVE_NO_SYMLINKS (and no /proc magic links), called through ctypes; switched
    off for good at the first sign that this system lacks it (an older kernel, a sandbox that forbids it)."""

    _SYSCALL = 437  # the same number on every architecture since Linux 5.6
    _RESOLVE = 0x04 | 0x02  # RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS
    _ABSENT = {errno.ENOSYS, errno.EPERM, errno.EINVAL, errno.E2BIG}

    def __init__(self) -> None:
        self.call = None
        if sys.platform.startswith("linux"):
            try:
                import ctypes

                class How(ctypes.Structure):
                    _fields_ = [("flags", ctypes.c_uint64), ("mode", ctypes.c_uint64), ("resolve", ctypes.c_uint64)]

                syscall = ctypes.CDLL(None, use_errno=True).syscall
                syscall.restype = ctypes.c_long
                self.ctypes, self.how_type, self.call = ctypes, How, syscall
            except (ImportError, OSError, AttributeError):
                self.call = None

    def open(self, absolute: str, flags: int) -> int | None:
        """Return the descriptor of `absolute` opened with `flags` and no link on the way (OSError for one), or
        None when openat2 is not available here."""
        if self.call is None:
            return None
        how = self.how_type(flags | getattr(os, "O_CLOEXEC", 0), 0, self._RESOLVE)
        fd = self.call(self._SYSCALL, -100, os.fsencode(absolute), self.ctypes.byref(how),  # -100: AT_FDCWD
                       self.ctypes.sizeof(how))
        if fd >= 0:
            return fd
        code = self.ctypes.get_errno()
        if code in self._ABSENT:
            self.call = None
            return None
        raise OSError(code, os.strerror(code), absolute)


_openat2 = _OpenAt2()


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
    if exc.errno == errno.ENOTDIR:
        return "skipped: a folder on its way became a file or a link after it was found, so it was not followed"
    return f"could not be read: {exc.strerror or exc}"
