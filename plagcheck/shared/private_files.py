"""Writing files safely, and keeping private the files that hold students' text.

Outputs (`--json`, `--html`, `--csv`, sessions, exports) go through a temporary file and a rename only when the
target is a regular file (or does not exist yet), so a crash or a full disk never leaves half a file. A device
(`/dev/null`), a named pipe, `-` (standard output) or a path through `/dev/fd` is written straight: a rename
would replace a device with a regular file (as root) or fail (anyone else).

What the app keeps on disk about students (the extracted-text cache, sessions, logs, settings) is readable by
its owner only: folders 0700 and files 0600 when created, and existing ones set so when opened. Elsewhere than
POSIX systems the user's own profile folders already are private and modes are left alone.
"""

from __future__ import annotations

import os
import secrets
import stat
import sys
from pathlib import Path

PRIVATE_FILE = 0o600
PRIVATE_DIR = 0o700
#: Windows' device names, written straight like POSIX devices.
_WINDOWS_DEVICES = frozenset({"nul", "con", "prn", "aux", *(f"com{i}" for i in range(1, 10)),
                              *(f"lpt{i}" for i in range(1, 10))})
_STREAM_FOLDERS = ("/dev/", "/proc/")


def _posix() -> bool:
    return os.name == "posix"


def private_opener(path: str, flags: int) -> int:
    """An `open(..., opener=)` that creates a file readable and writable by its owner only."""
    return os.open(path, flags, PRIVATE_FILE)


def make_private(path: str | Path, folder: bool = False) -> None:
    """Set an existing file's mode to 0600 (a folder's to 0700) if it is not so already and belongs to this
    user; nothing elsewhere than POSIX, and nothing for a link or a path that is missing."""
    if not _posix():
        return
    try:
        info = os.lstat(path)
    except OSError:
        return
    if stat.S_ISLNK(info.st_mode) or info.st_uid != os.getuid():
        return
    wanted = PRIVATE_DIR if folder else PRIVATE_FILE
    if stat.S_IMODE(info.st_mode) != wanted and (stat.S_ISDIR(info.st_mode) or stat.S_ISREG(info.st_mode)):
        try:
            os.chmod(path, wanted)
        except OSError:
            pass


def private_folder(path: str | Path) -> Path:
    """Create the folder `path` (and its parents) if needed, make it readable by its owner only, and return it."""
    folder = Path(path)
    folder.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    make_private(folder, folder=True)
    return folder


def writes_straight(path: str | Path) -> bool:
    """Return True when `path` must be written in place: "-", a device, a named pipe or a socket, an existing
    path under /dev or /proc (such as /dev/stdout), or a Windows device name. Regular files and paths that do
    not exist yet are written through a temporary file and a rename."""
    text = str(path)
    if text == "-":
        return True
    if os.name == "nt" and Path(text).stem.lower() in _WINDOWS_DEVICES:
        return True
    try:
        info = os.stat(text)  # through links: a link to a device is a device
    except OSError:
        return False
    # /dev/stdout redirected to a file is a link to a regular file, which the shell holds open: write into it.
    return not stat.S_ISREG(info.st_mode) or (_posix() and os.path.abspath(text).startswith(_STREAM_FOLDERS))


def write_output(path: str | Path, data: bytes, private: bool = False, make_folder: bool = False) -> Path:
    """Write `data` to `path` and return the path: standard output for "-", straight into a device or a pipe,
    else through a temporary file beside the target, then a rename (a link to a regular file stays a link:
    its target is replaced). With `private` a new file is readable by its owner only (0600); otherwise it
    gets the permissions the user's umask gives every file they save. With `make_folder` a missing folder is
    made; otherwise it is an error (FileNotFoundError)."""
    if str(path) == "-":
        sys.stdout.flush()
        if hasattr(sys.stdout, "buffer"):
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:  # a stream of text only (an embedding host's)
            sys.stdout.write(data.decode("utf-8", errors="replace"))
            sys.stdout.flush()
        return Path("-")
    if writes_straight(path):
        with open(path, "wb") as stream:
            stream.write(data)
        return Path(path)
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    if make_folder:
        target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(6)}.part")
    try:
        with open(temporary, "xb", opener=private_opener if private else None) as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return Path(path)


def write_text_atomically(path: str | Path, text: str, encoding: str = "utf-8") -> Path:
    """Write `text` to `path` and return the path, as write_output writes (a folder missing is made), so that
    a crash or a full disk never leaves half a report or export behind.

    The file gets the permissions the user's umask gives every other file they save. A character the
    encoding cannot hold (a lone surrogate from a damaged file) is written as "?", one character for one, so
    the offsets into embedded texts stay right and a bad document never stops the export.
    """
    return write_output(path, text.encode(encoding, errors="replace"), make_folder=True)
