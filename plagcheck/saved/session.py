"""Sessions: a whole check saved to one file, to be opened tomorrow even if the class folder has moved.

The file is gzip-compressed UTF-8 JSON (suffix `.plagcheck`). One JSON document rather than a zip of
members because a session is always read whole (any pair may be opened, so every text is needed) and a
zip member cannot be replaced in place either, so each save rewrites the file anyway; gzip because it
at least halves the file with the standard library alone, and `zcat` shows anyone what was kept.
Level 1: on 200 essays of 2,000 words it compressed in 60 ms against 460 ms at level 6, for a file
13% larger. It holds a format version, the ScanResult with every
document's text (through serialize.result_to_dict), the exact settings, each input file's path and
SHA-256, the review book and the ids of reference documents.

Opening checks each original file: missing is fine (the text comes from the session); present with
other contents gives a warning for that file. Nothing here reads or writes anything in the input
folders except hashing the original files named in the session; saving is atomic (temporary file beside
the target, then os.replace) and the file is readable by its owner only.

A session is a file someone may send a teacher, so it is read as a hostile file: it must be a regular file;
it is inflated in blocks under a running limit (MAX_INFLATION times its packed size, at most
MAX_SESSION_BYTES), so a small file that inflates to gigabytes is refused before it takes memory; every field
that does not fit is refused with a one-line message. Of the original files it names, only regular files
outside the system's own folders (/proc, /sys, /dev) are hashed, each only up to the size it says it has and
never more than the largest file a scan reads; a path naming anything else is reported, not read.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import stat
import sys
import zlib
from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields, is_dataclass, replace
from pathlib import Path, PurePosixPath
from types import NoneType, UnionType
from typing import TYPE_CHECKING, Any, Literal, Union, get_args, get_origin, get_type_hints

from plagcheck import __version__
from plagcheck.saved.serialize import result_from_dict, result_to_dict
from plagcheck.shared.models import DocumentPart, DocumentRecord, ScanResult, ScanSettings
from plagcheck.shared.private_files import make_private, write_output
from plagcheck.triage.review import ReviewBook, book_from_list, book_to_list, now_utc

if TYPE_CHECKING:
    from plagcheck.engine.reading.extract.zipped import ZipMember

SESSION_FORMAT = "plagcheck-session"
SESSION_FORMAT_VERSION = 1
SESSION_SUFFIX = ".plagcheck"
#: A session larger than this once decompressed is refused (a hostile file could otherwise fill memory): a
#: class of 2,000 essays with every pair's passages is about 100 MB of JSON.
MAX_SESSION_BYTES = 512 * 1024**2
#: A session inflates at most this many times its packed size (gzip level 1 packs one of essays about 3 times;
#: 40 leaves room for classes of very repetitive texts), and at least SMALL_SESSION_BYTES may always be read.
MAX_INFLATION = 40
SMALL_SESSION_BYTES = 64 * 1024**2
#: Folders of the system whose "files" are no documents (/proc/self/pagemap reads as 256 GB).
SYSTEM_FOLDERS = ("/proc", "/sys", "/dev")
#: The most bytes of one original file hashed when a session is opened, whatever the session's settings say.
MAX_INPUT_BYTES = 1024**3

FileState = Literal["unchanged", "missing", "changed", "unreadable"]


class SessionError(ValueError):
    """A session file that cannot be opened; the message says why in plain words."""


@dataclass(frozen=True)
class InputFile:
    """One original file of the check: which document it belongs to, where it was, and its SHA-256."""

    #: The document the file belongs to; None for a template file (text given to everyone).
    doc_id: int | None
    path: str
    sha256: str


@dataclass(frozen=True)
class Session:
    """Everything a saved check holds."""

    result: ScanResult
    reviews: ReviewBook
    inputs: tuple[InputFile, ...]
    reference_ids: frozenset[int] = frozenset()
    saved_at: str = ""
    plagcheck_version: str = __version__


@dataclass(frozen=True)
class InputCheck:
    """What became of one original file since the session was saved."""

    file: InputFile
    state: FileState
    message: str


@dataclass(frozen=True)
class OpenedSession:
    """A session as opened: its contents and the check of every original file."""

    session: Session
    checks: tuple[InputCheck, ...]

    @property
    def warnings(self) -> tuple[InputCheck, ...]:
        """Return the checks the teacher must hear about: files changed or unreadable since the save."""
        return tuple(c for c in self.checks if c.state in ("changed", "unreadable"))

    @property
    def missing(self) -> int:
        """Return how many original files are no longer where they were (their text comes from the session)."""
        return sum(1 for c in self.checks if c.state == "missing")


def input_files(result: ScanResult) -> tuple[InputFile, ...]:
    """Return every original file the result was read from (templates too), with its absolute path and SHA-256."""
    files: list[InputFile] = []
    for doc in result.documents:
        if doc.parts:
            files.extend(InputFile(doc.id, os.path.abspath(_part_location(doc, p)), p.sha256) for p in doc.parts)
        elif doc.sha256:
            files.append(InputFile(doc.id, os.path.abspath(doc.path), doc.sha256))
    files.extend(InputFile(None, os.path.abspath(t.path), t.sha256) for t in result.templates if t.sha256)
    return tuple(files)


def _part_location(doc: DocumentRecord, part: DocumentPart) -> Path:
    """Return where a file of a grouped submission was: its recorded location, or (in checks saved before
    locations were kept) its name, relative to the folder's parent."""
    if part.location:
        return Path(part.location)
    prefix = doc.name.rstrip("/") + "/"
    relative = part.path[len(prefix):] if part.path.startswith(prefix) else PurePosixPath(part.path).name
    return Path(doc.path, *PurePosixPath(relative).parts)


def session_to_dict(session: Session) -> dict[str, Any]:
    """Return the JSON form of a session (all pairs, all texts)."""
    result = session.result
    return {
        "format": SESSION_FORMAT,
        "format_version": SESSION_FORMAT_VERSION,
        "plagcheck_version": session.plagcheck_version,
        "saved_at": session.saved_at,
        # result_to_dict writes the threshold it cut at and the k in force: the exact settings go beside it
        "settings": asdict(result.settings),
        "result": result_to_dict(result, threshold=0.0, include_text=True),
        "result_extra": {name: _plain(getattr(result, name)) for name in _extra_result_fields()},
        "inputs": [asdict(f) for f in session.inputs],
        "reviews": book_to_list(session.reviews),
        "reference_ids": sorted(session.reference_ids),
    }


def session_from_dict(data: Any) -> Session:
    """Rebuild a Session from `session_to_dict` output; raises SessionError when it does not fit."""
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise SessionError("not a plagcheck session file")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SessionError(f"the session file is damaged: its format_version is {_shown_value(version)}, not a "
                           "whole number from 1")
    if version > SESSION_FORMAT_VERSION:
        raise SessionError(f"this session was saved by a newer plagcheck (format {_shown_value(version)}): "
                           "update plagcheck")
    try:
        settings = _typed(data["settings"], ScanSettings)
        settings.validate()
        hints = get_type_hints(ScanResult)
        extra = data.get("result_extra", {})
        result = replace(
            result_from_dict(data["result"]),
            settings=settings,
            **{name: _typed(extra[name], hints[name]) for name in _extra_result_fields() if name in extra},
        )
        session = Session(
            result=result,
            reviews=book_from_list(data.get("reviews", ())),
            inputs=tuple(_input_file(f) for f in data["inputs"]),
            reference_ids=frozenset(int(i) for i in data.get("reference_ids", ())),
            saved_at=str(data.get("saved_at", "")),
            plagcheck_version=str(data.get("plagcheck_version", "")),
        )
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError, RecursionError) as exc:
        raise SessionError(f"the session file is damaged ({type(exc).__name__}: {_one_line(str(exc))})") from exc
    _check_ids(session)
    return session


def _one_line(text: str, limit: int = 200) -> str:
    """Return `text` on one line, its invisible characters written out, cut to about `limit` characters."""
    from plagcheck.shared.display import display_name

    flat = display_name(" ".join(text[:limit * 2].split()))
    return flat if len(flat) <= limit else flat[:limit] + "…"


def _shown_value(value: Any) -> str:
    """Return a field's value as a message may quote it: short, on one line."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        return f"a number of {len(str(abs(value))):,} digits"
    return _one_line(repr(value), 60)


def _input_file(data: dict[str, Any]) -> InputFile:
    doc_id = data["doc_id"]
    return InputFile(None if doc_id is None else int(doc_id), str(data["path"]), str(data["sha256"]))


#: ScanResult fields that serialize.result_to_dict / result_from_dict carry (settings are saved exactly here).
_CARRIED_BY_SERIALIZE = frozenset({"settings", "documents", "pairs", "lsh", "candidate_count", "timings"})


def _extra_result_fields() -> list[str]:
    """Return the ScanResult fields the session saves itself, because the scan JSON does not carry them."""
    return [f.name for f in fields(ScanResult) if f.name not in _CARRIED_BY_SERIALIZE]


def _plain(value: Any) -> Any:
    """Return `value` (dataclasses, tuples, dicts with int keys, scalars) as JSON-ready data."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return [[_plain(k), _plain(v)] for k, v in value.items()]  # pairs: JSON object keys are strings only
    if isinstance(value, (tuple, list, frozenset, set)):
        return [_plain(v) for v in value]
    return value


def _typed(value: Any, hint: Any) -> Any:
    """Return `_plain` output rebuilt as the type `hint` names (dataclasses, tuples, dicts, optionals, scalars)."""
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, UnionType):
        if value is None and NoneType in args:
            return None
        return _typed(value, next(a for a in args if a is not NoneType))
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_typed(v, args[0]) for v in value)
        if len(args) != len(value):
            raise ValueError(f"expected {len(args)} items, found {len(value)}")
        return tuple(_typed(v, a) for v, a in zip(value, args))
    if origin is dict:
        return {_typed(k, args[0]): _typed(v, args[1]) for k, v in value}
    if origin in (frozenset, set):
        return origin(_typed(v, args[0]) for v in value)
    if is_dataclass(hint):
        hints = get_type_hints(hint)
        return hint(**{f.name: _typed(value[f.name], hints[f.name]) for f in fields(hint) if f.name in value})
    if hint is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if hint in (int, float, str, bool) and not isinstance(value, hint):
        raise TypeError(f"expected {hint.__name__}, found {type(value).__name__}")
    return value  # Literal and Any: the value itself


def _check_ids(session: Session) -> None:
    documents = session.result.documents
    if any(doc.id != index for index, doc in enumerate(documents)):
        raise SessionError("the session file is damaged: document ids are out of order")
    known = range(len(documents))
    ids = [i for p in session.result.pairs for i in (p.a, p.b)]
    ids += [i for key in session.reviews for i in key]
    ids += [f.doc_id for f in session.inputs if f.doc_id is not None] + list(session.reference_ids)
    bad = [i for i in ids if i not in known]
    if bad or any(p.a == p.b for p in session.result.pairs):
        raise SessionError(f"the session file is damaged: it names a document that is not in it ({bad[:1]})")


def save_session(
    result: ScanResult,
    path: str | Path,
    reviews: ReviewBook | None = None,
    *,
    reference_ids: Iterable[int] = (),
) -> Path:
    """Save a whole check to `path` (atomically) and return the path written.

    The result's own settings are saved, threshold included: pass a result whose settings carry the
    threshold the teacher has chosen (`replace(result, settings=result.settings.with_threshold(t))`).
    """
    session = Session(
        result=result,
        reviews=reviews if reviews is not None else ReviewBook(),
        inputs=input_files(result),
        reference_ids=frozenset(reference_ids),
        saved_at=now_utc(),
    )
    return write_session(session, path)


def write_session(session: Session, path: str | Path) -> Path:
    """Write `session` to `path` (through a temporary file and a rename for a regular file, straight into a
    device or a pipe), readable by its owner only (it holds every student's text); return the path."""
    text = json.dumps(session_to_dict(session), ensure_ascii=False, separators=(",", ":"))
    # surrogatepass: a lone surrogate in some student's text must survive the round trip, not stop the save
    payload = gzip.compress(text.encode("utf-8", "surrogatepass"), compresslevel=1, mtime=0)
    return write_output(path, payload, private=True)


def load_session(path: str | Path) -> Session:
    """Read a session file and return its contents, without looking at the original files.

    Raises SessionError for a file that is not a session, is damaged or too large; OSError when it
    cannot be read at all.
    """
    try:
        data = json.loads(_inflated(path).decode("utf-8", "surrogatepass"))
    except (gzip.BadGzipFile, zlib.error, EOFError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise SessionError(f"not a plagcheck session file, or a damaged one ({type(exc).__name__})") from exc
    except SessionError:
        raise
    except ValueError as exc:  # a number of thousands of digits ("Exceeds the limit (4300 digits)")
        raise SessionError("not a plagcheck session file, or a damaged one (it holds a number of more than "
                           f"{sys.get_int_max_str_digits():,} digits)") from exc
    session = session_from_dict(data)
    make_private(path)  # saved by an older version, readable by anyone: it holds every student's text
    return session


def _inflated(path: str | Path) -> bytes:
    """Return the inflated bytes of the session file at `path` (a regular file); raise SessionError past the
    running limit (MAX_INFLATION times its size, at least SMALL_SESSION_BYTES, at most MAX_SESSION_BYTES), before
    more than a block beyond it is held."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as raw:
        info = os.fstat(raw.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise SessionError("not a plagcheck session file: it is not a file but a device, a pipe or a folder")
        limit = min(MAX_SESSION_BYTES, max(SMALL_SESSION_BYTES, MAX_INFLATION * info.st_size))
        data = bytearray()
        with gzip.GzipFile(fileobj=raw, mode="rb") as stream:
            while chunk := stream.read(1 << 20):
                data += chunk
                if len(data) > limit:
                    raise SessionError(f"the session file is too large to open: it inflates to more than "
                                       f"{limit >> 20:,} MB, {MAX_INFLATION} times its size or more, as no "
                                       "saved check does (it may be built to exhaust memory)")
    return bytes(data)


def check_inputs(session: Session) -> tuple[InputCheck, ...]:
    """Return, for every original file of the session, whether it is unchanged, missing, changed or unreadable.

    Only regular files are hashed, so a path that now names a device or a pipe cannot stall the check. A file
    that was in a zip is looked for in the zip (listed by the reader workers).
    """
    from plagcheck.engine.reading.zip_folders import zip_members

    in_zips = zip_members(f.path for f in session.inputs if not _system_path(f.path))
    cap = int(min(MAX_INPUT_BYTES, session.result.settings.max_file_mb * 1024 * 1024))
    return tuple(_check_member(f, in_zips[f.path]) if f.path in in_zips else _check_file(f, cap)
                 for f in session.inputs)


def _system_path(path: str) -> bool:
    """Return True for a path in the system's own folders (/proc, /sys, /dev), as named or as it resolves."""
    if os.name != "posix":
        return False
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError):
        return True
    return any(p == folder or p.startswith(folder + "/") for p in (os.path.abspath(path), real)
               for folder in SYSTEM_FOLDERS)


def _check_member(file: InputFile, member: ZipMember | None) -> InputCheck:
    if member is None:
        return InputCheck(file, "missing", "")
    if member.sha256 != file.sha256:
        return InputCheck(file, "changed", f"{file.path} has changed since the check; the saved text is used")
    return InputCheck(file, "unchanged", "")


def _check_file(file: InputFile, cap: int = MAX_INPUT_BYTES) -> InputCheck:
    if _system_path(file.path):
        return InputCheck(file, "unreadable", f"{file.path} is a system file, not a document, so it was not read "
                                              "(the session may have been made to stall whoever opens it); the "
                                              "saved text is used")
    try:
        info = os.stat(file.path)
        if not stat.S_ISREG(info.st_mode):
            return InputCheck(file, "changed", f"{file.path} is no longer a file; the saved text is used")
        if info.st_size > cap:
            return InputCheck(file, "changed", f"{file.path} is larger than any file the check read; the saved "
                                               "text is used")
        digest = _digest(file.path, info.st_size)
        if digest is None:
            return InputCheck(file, "changed", f"{file.path} is no longer a file; the saved text is used")
    except FileNotFoundError:
        return InputCheck(file, "missing", "")
    except ValueError:  # a path no system names a file by (a NUL in it)
        return InputCheck(file, "unreadable", f"{_one_line(file.path)} names no file; the saved text is used")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return InputCheck(file, "unreadable", f"{file.path} cannot be read ({reason}); the saved text is used")
    if digest != file.sha256:
        return InputCheck(file, "changed", f"{file.path} has changed since the check; the saved text is used")
    return InputCheck(file, "unchanged", "")


def _digest(path: str, size: int) -> str | None:
    """Return the SHA-256 of the regular file at `path` of `size` bytes, or None when it is no regular file
    once opened or holds more than its size says (a file of the system's, a pipe swapped in)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as stream:
        if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
            return None
        digest = hashlib.sha256()
        left = size + 1  # one byte more than its size: a file that has it is not what it says
        while left > 0 and (block := stream.read(min(left, 1 << 20))):
            digest.update(block)
            left -= len(block)
        return digest.hexdigest() if left == 1 else None


def open_session(path: str | Path) -> OpenedSession:
    """Read a session file and check its original files; return both (see load_session for errors)."""
    session = load_session(path)
    return OpenedSession(session, check_inputs(session))


def update_reviews(session: Session, reviews: ReviewBook, path: str | Path) -> Session:
    """Save `session` with a new review book to `path` (atomically); return the session as saved."""
    saved = replace(session, reviews=reviews, saved_at=now_utc(), plagcheck_version=__version__)
    write_session(saved, path)
    return saved
