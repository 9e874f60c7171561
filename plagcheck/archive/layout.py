"""The archive's format: immutable Parquet files, made visible by numbered manifests (docs/archive.md).

    ARCHIVE/plagcheck-archive.json          the format and its version
    ARCHIVE/manifests/0000000007.json       one per commit: the whole archive as of that commit
    ARCHIVE/segments/<add id>/...           the files one add (one wave of it) wrote, never changed after

An add writes its segment's files first, where no reader looks, then commits: under the commit lock it
reads the latest manifest, settles what a concurrent commit added meanwhile, and creates the next manifest
exclusively (a file that already exists is never overwritten). Readers read the highest manifest that parses
and only the files it names, so a crash at any moment leaves the archive as it was before that add's
commit, and a second add waits for the first's commit, then lands after it.

Ids. A text or document is named by (segment, batch, row): `segment << 40 | batch << 20 | row`. Workers
write batch-local ids (`batch << 20 | row`) without asking anyone; the commit gives the segment its number.

Modes. The archive holds every student's text: on a local disk its files are made readable by their owner
only (0600, folders 0700), as the text cache is. An archive made with `shared_group` (`archive add
--shared-group`) is a team's: its files are 0660 and its folders 2770 (the group may read and add; new files
take the folder's group), and the marker says so for every later add.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import time
import uuid
from collections.abc import Callable, Generator
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timezone
from functools import lru_cache

import fsspec
import pyarrow as pa
import pyarrow.parquet as pq

from plagcheck.archive import MARKER
from plagcheck.engine.steps import drained

FORMAT_NAME = "plagcheck-archive"
#: The version this plagcheck writes. Version 2 (issue 42) keeps each text's language and pivot senses
#: (SegmentIndex.sense_rows, pivot, pivot_texts): a plagcheck that reads version 1 only would read a manifest of
#: version 2 as one cut short and fall back to an older one, without a word, so the version says it instead.
FORMAT_VERSION = 2
#: The oldest version this plagcheck reads: a version 1 archive is read (its segments keep no senses: they are
#: not searched for translations) and added to (the manifests it then writes are of version 2).
OLDEST_READ_VERSION = 1
MANIFESTS = "manifests"
SEGMENTS = "segments"
LOCK = "commit.lock"
#: A commit lock older than this is left by a crashed add and is broken (a commit takes seconds).
LOCK_STALE_SECONDS = 300.0
#: How long an add waits for another's commit before giving up.
LOCK_WAIT_SECONDS = 1800.0
#: A waiting add says whose lock it waits for this often.
LOCK_TELL_SECONDS = 10.0
#: Segment folders no manifest names (an add that crashed before its commit) go when this old.
ORPHAN_SECONDS = 24 * 3600.0
SEGMENT_SHIFT = 40
BATCH_SHIFT = 20
ROW_MASK = (1 << BATCH_SHIFT) - 1
#: Manifests kept besides the latest (readers that opened an older one can finish).
KEEP_MANIFESTS = 20
#: The modes of the archive's files and folders on a local disk: (file, folder), owner-only or a shared group's.
OWNER_ONLY_MODES = (0o600, 0o700)
SHARED_GROUP_MODES = (0o660, 0o2770)


class ArchiveError(ValueError):
    """The archive cannot be used as asked; the message says why and what to do."""


def local_id(batch: int, row: int) -> int:
    """Return the id a worker writes for row `row` of batch `batch` of its segment."""
    return (batch << BATCH_SHIFT) | row


def global_id(segment: int, local: int) -> int:
    """Return the archive-wide id of a segment's batch-local id."""
    return (segment << SEGMENT_SHIFT) | local


def segment_of(global_ids):
    """Return the segment number of archive-wide ids (an int or a numpy array)."""
    return global_ids >> SEGMENT_SHIFT


def now() -> str:
    """Return the time now in UTC, ISO 8601 to the second."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class SegmentIndex:
    """One derivation's keys in one segment: band keys, samples, term samples and pivot senses split into
    `partitions` (by top bits; senses by their hash's: derive.sense_partition)."""

    partitions: int
    band_rows: int
    sample_rows: int
    term_rows: int = 0
    #: The version of its term samples (derive.TERMS_VERSION); "" for a segment written before they were kept.
    terms: str = ""
    sense_rows: int = 0
    #: What its texts' languages and pivot senses were made by (derivations.pivot_key: the lexicons' hash); ""
    #: for a segment written before they were kept.
    pivot: str = ""
    #: Its texts holding pivot senses, by language.
    pivot_texts: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Segment:
    """What one commit added: files under `folder`, batch by batch."""

    number: int
    folder: str
    collection: str
    term: str
    added_at: str
    #: Rows of each batch's documents file and texts file.
    batch_documents: tuple[int, ...]
    batch_texts: tuple[int, ...]
    #: Derivation id -> its index files in this segment.
    indexes: dict[str, SegmentIndex]
    #: Batch-local ids of document rows that do not count: the collection already held the text when the
    #: segment was committed (a concurrent add of the same files, or the same text twice in one add).
    masked_documents: tuple[int, ...] = ()
    #: Batch-local text id -> archive-wide id of the same text stored before (its rows here do not count).
    text_aliases: dict[int, int] = field(default_factory=dict)
    bytes: int = 0

    @property
    def documents(self) -> int:
        """Return the documents this segment counts."""
        return sum(self.batch_documents) - len(self.masked_documents)

    @property
    def texts(self) -> int:
        """Return the texts this segment stores and counts."""
        return sum(self.batch_texts) - len(self.text_aliases)

    def file(self, kind: str, batch: int) -> str:
        """Return the path (in the archive) of a batch's `documents` or `texts` file."""
        return f"{self.folder}/{kind}-{batch:05d}.parquet"

    def index_file(self, derivation: str, kind: str, part: int) -> str:
        """Return the path of a derivation's `bands` or `samples` partition, or `signatures` batch file."""
        return f"{self.folder}/{derivation}/{kind}-{part:05d}.parquet"


@dataclass(frozen=True)
class Manifest:
    """The whole archive as of one commit."""

    sequence: int = 0
    created_at: str = ""
    segments: tuple[Segment, ...] = ()
    #: Derivation id -> {"key": what its keys depend on (derivations.signature_key + banding), "settings": {...}}.
    derivations: dict[str, dict] = field(default_factory=dict)

    @property
    def texts(self) -> int:
        """Return the texts the archive stores and counts, in every segment."""
        return sum(segment.texts for segment in self.segments)

    @property
    def next_segment(self) -> int:
        """Return the number the next segment gets."""
        return max((s.number for s in self.segments), default=0) + 1

    def to_json(self) -> str:
        """Return the manifest as JSON."""
        data = asdict(self)
        data = {"format": FORMAT_NAME, "version": FORMAT_VERSION, **data}
        for segment in data["segments"]:
            segment["text_aliases"] = {str(k): v for k, v in segment["text_aliases"].items()}
        return json.dumps(data, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> Manifest:
        """Return the manifest a commit wrote (ArchiveError for another format version)."""
        data = json.loads(text)
        check_version(data, "manifest")
        segments = tuple(
            Segment(**{**s, "batch_documents": tuple(s["batch_documents"]), "batch_texts": tuple(s["batch_texts"]),
                       "indexes": {k: SegmentIndex(**v) for k, v in s["indexes"].items()},
                       "masked_documents": tuple(s["masked_documents"]),
                       "text_aliases": {int(k): v for k, v in s["text_aliases"].items()}})
            for s in data["segments"]
        )
        return Manifest(data["sequence"], data["created_at"], segments, data["derivations"])


def check_version(data: dict, what: str) -> None:
    """Raise ArchiveError unless `data` (the marker or a manifest) is of a format version this plagcheck reads
    (OLDEST_READ_VERSION to FORMAT_VERSION)."""
    if data.get("format") != FORMAT_NAME:
        raise ArchiveError(f"not a plagcheck archive {what}")
    version = data.get("version")
    if not isinstance(version, int):
        raise ArchiveError(f"the archive's {what} has no format version")
    if version > FORMAT_VERSION:
        raise ArchiveError(f"the archive was written by a newer plagcheck (archive format {version}; this one "
                           f"reads formats {OLDEST_READ_VERSION} to {FORMAT_VERSION}): update plagcheck to use it")
    if version < OLDEST_READ_VERSION:
        raise ArchiveError(f"the archive was written by an older plagcheck (archive format {version}); this one "
                           f"reads formats {OLDEST_READ_VERSION} to {FORMAT_VERSION} and cannot upgrade it in "
                           "place: add its documents to a new archive with `plagcheck-cli archive add`")


@lru_cache(maxsize=16)
def filesystem(address: str) -> tuple[fsspec.AbstractFileSystem, str]:
    """Return (file system, root path) of an archive folder or fsspec URL (kept per process)."""
    fs, root = fsspec.core.url_to_fs(address)
    return fs, root.rstrip("/") or "/"


def is_local(fs: fsspec.AbstractFileSystem) -> bool:
    """Return True for the local file system (atomic renames and memory-mapped reads)."""
    return "file" in (fs.protocol if isinstance(fs.protocol, tuple) else (fs.protocol,))


class Archive:
    """An archive folder or URL: its manifests, files and commit lock. Cheap to make: workers make their own."""

    def __init__(self, address: str, create: bool = False, shared_group: bool = False) -> None:
        self.address = str(address)
        self.fs, self.root = filesystem(self.address)
        self.modes = SHARED_GROUP_MODES if shared_group else OWNER_ONLY_MODES
        marker = self.path(MARKER)
        try:
            exists = self.fs.exists(marker)
        except OSError as exc:
            raise ArchiveError(f"cannot reach {self.address}: {exc}") from None
        if not exists:
            if not create:
                raise ArchiveError(f"{self.address} is not a plagcheck archive (it has no {MARKER}): "
                                   "`plagcheck-cli archive add` makes one")
            if self.fs.exists(self.root) and self.fs.isfile(self.root):
                raise ArchiveError(f"{self.address} is a file, not a folder")
            self.make_folders(self.path(MANIFESTS))
            data = {"format": FORMAT_NAME, "version": FORMAT_VERSION, "created_at": now(),
                    "shared_group": shared_group}
            try:
                self._create(marker, json.dumps(data, indent=1).encode())
            except FileExistsError:
                pass  # another add made it a moment ago
        with self.fs.open(marker, "rb") as stream:
            try:
                data = json.loads(stream.read())
            except ValueError:
                raise ArchiveError(f"{self.address}: {MARKER} is damaged") from None
        try:
            check_version(data, "marker")
        except ArchiveError as exc:
            raise ArchiveError(f"{self.address}: {exc}") from None
        self.modes = SHARED_GROUP_MODES if data.get("shared_group") is True else OWNER_ONLY_MODES

    def make_folders(self, path: str) -> None:
        """Make the folder `path` and its missing parents; on a local disk each folder made gets the
        archive's folder mode (owner-only, or the shared group's)."""
        if not is_local(self.fs):
            self.fs.makedirs(path, exist_ok=True)
            return
        missing = []
        current = path
        while current and not os.path.isdir(current):
            missing.append(current)
            parent = os.path.dirname(current)
            if parent == current:
                break
            current = parent
        for folder in reversed(missing):
            with contextlib.suppress(FileExistsError):
                os.mkdir(folder, self.modes[1])
            _set_mode(folder, self.modes[1])

    def made_private(self, path: str) -> None:
        """Give a file the archive's file mode (local disks only)."""
        if is_local(self.fs):
            _set_mode(path, self.modes[0])

    def path(self, *parts: str) -> str:
        """Return the full path of a file inside the archive."""
        return "/".join((self.root, *parts))

    # ---------------------------------------------------------------- manifests and commits

    def _manifest_numbers(self) -> list[int]:
        names = self.fs.ls(self.path(MANIFESTS), detail=False) if self.fs.exists(self.path(MANIFESTS)) else []
        numbers = []
        for name in names:
            stem = name.rsplit("/", 1)[-1]
            if stem.endswith(".json") and stem[:-5].isdigit():
                numbers.append(int(stem[:-5]))
        return sorted(numbers)

    def latest(self) -> Manifest:
        """Return the latest complete manifest (an empty one for a new archive)."""
        for number in reversed(self._manifest_numbers()):
            try:
                with self.fs.open(self.path(MANIFESTS, f"{number:010d}.json"), "rb") as stream:
                    text = stream.read().decode("utf-8")
                manifest = Manifest.from_json(text)
            except ArchiveError as exc:
                raise ArchiveError(f"{self.address}: {exc}") from None
            except (ValueError, KeyError, TypeError, OSError):
                continue  # a manifest cut short (object stores only: local ones appear whole)
            return manifest
        return Manifest()

    def commit(self, change: Callable[[Manifest], Manifest], on_wait: Callable[[str], None] | None = None) -> Manifest:
        """Apply `change` to the latest manifest and write the result as the next one; returns it.

        Runs under the commit lock, so `change` sees every commit before it; `change` may run again if a
        manifest appeared meanwhile anyway (a lock broken as stale). `on_wait` is told whose lock it waits for.
        """
        return drained(self.commit_steps(change, on_wait))

    def commit_steps(self, change: Callable[[Manifest], Manifest], on_wait: Callable[[str], None] | None = None
                     ) -> Generator[str, None, Manifest]:
        """commit, yielding while it waits for the lock (a sentence saying whose, or ""); returns the manifest."""
        lock = CommitLock(self, on_wait)
        for sentence in lock.attempts():
            yield sentence
            time.sleep(0.2)
        try:
            while True:
                latest = self.latest()
                number = max(self._manifest_numbers(), default=0) + 1
                manifest = replace(change(latest), sequence=number, created_at=now())
                try:
                    self._create(self.path(MANIFESTS, f"{number:010d}.json"), manifest.to_json().encode())
                except FileExistsError:
                    continue
                self._forget_old_manifests(number)
                return manifest
        finally:
            lock.__exit__()

    def _forget_old_manifests(self, newest: int) -> None:
        for number in self._manifest_numbers():
            if number <= newest - KEEP_MANIFESTS:
                self.fs.rm(self.path(MANIFESTS, f"{number:010d}.json"))

    def _create(self, path: str, data: bytes) -> None:
        """Write a new file whole, failing with FileExistsError if it exists (never half a file, locally)."""
        if is_local(self.fs):
            temporary = f"{path}.{uuid.uuid4().hex}.tmp"
            with open(temporary, "wb", opener=lambda name, flags: os.open(name, flags, self.modes[0])) as stream:
                _set_mode(temporary, self.modes[0])
                stream.write(data)
                stream.flush()
                os.fsync(stream.fileno())
            try:
                os.link(temporary, path)  # atomic, and refuses an existing name
            finally:
                os.unlink(temporary)
        else:
            with self.fs.open(path, "xb") as stream:  # an object store makes a put visible whole
                stream.write(data)

    def orphans(self, manifest: Manifest) -> list[str]:
        """Return the paths of the segment folders `manifest` does not name (an add in progress, or crashed)."""
        if not self.fs.exists(self.path(SEGMENTS)):
            return []
        named = {s.folder.rsplit("/", 1)[-1] for s in manifest.segments}
        return [entry for entry in self.fs.ls(self.path(SEGMENTS), detail=False)
                if entry.rstrip("/").rsplit("/", 1)[-1] not in named]

    def remove_orphans(self, manifest: Manifest) -> int:
        """Delete segment folders no manifest names that are older than ORPHAN_SECONDS; returns how many."""
        removed = 0
        for path in self.orphans(manifest):
            modified = _modified(self.fs, path)
            if modified is not None and time.time() - modified > ORPHAN_SECONDS:
                self.fs.rm(path, recursive=True)
                removed += 1
        return removed

    # ---------------------------------------------------------------- Parquet files

    def write_table(self, relative: str, table: pa.Table, **options) -> int:
        """Write `table` as a Parquet file (replacing a partial one a killed worker left); returns its bytes."""
        path = self.path(relative)
        self.make_folders(path.rsplit("/", 1)[0])
        if is_local(self.fs):
            temporary = f"{path}.{uuid.uuid4().hex}.tmp"
            pq.write_table(table, temporary, **options)
            _set_mode(temporary, self.modes[0])
            os.replace(temporary, path)
        else:
            with self.fs.open(path, "wb") as stream:
                pq.write_table(table, stream, **options)
        return int(self.fs.size(path))

    def parquet(self, relative: str) -> pq.ParquetFile:
        """Return a Parquet file of the archive, opened for reading."""
        path = self.path(relative)
        if is_local(self.fs):
            return pq.ParquetFile(path, memory_map=True)
        return pq.ParquetFile(self.fs.open(path, "rb"))

    def size(self) -> int:
        """Return the bytes of every file under the archive (named by a manifest or not)."""
        return int(self.fs.du(self.root, total=True))


def _set_mode(path: str, mode: int) -> None:
    """Set a local file's or folder's mode (POSIX only; a file another user made is left as it is)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        os.chmod(path, mode)


def _modified(fs: fsspec.AbstractFileSystem, path: str) -> float | None:
    try:
        info = fs.info(path)
    except OSError:
        return None
    value = info.get("mtime") or info.get("LastModified") or info.get("created")
    if isinstance(value, datetime):
        return value.timestamp()
    return float(value) if value is not None else None


class CommitLock:
    """The archive's commit lock: a file created exclusively, naming its holder, removed on exit.

    A lock whose holder is gone is broken: at once when the holder ran on this machine and its process no
    longer exists, else when the lock is older than LOCK_STALE_SECONDS (a commit takes seconds). While an
    add waits it is told whose lock it is and how old (`on_wait`, with a sentence).
    """

    def __init__(self, archive: Archive, on_wait: Callable[[str], None] | None = None) -> None:
        self.archive = archive
        self.path = archive.path(LOCK)
        self.on_wait = on_wait

    def __enter__(self) -> CommitLock:
        for _ in self.attempts():
            time.sleep(0.2)
        return self

    def attempts(self) -> Generator[str, None, None]:
        """Take the lock; yields a sentence saying whose lock it waits for (about every LOCK_TELL_SECONDS)
        each time it must wait a moment. Raises ArchiveError after LOCK_WAIT_SECONDS."""
        fs = self.archive.fs
        holder = json.dumps({"host": socket.gethostname(), "pid": os.getpid(), "since": now()}).encode()
        waited_since = time.monotonic()
        told = -LOCK_TELL_SECONDS
        while True:
            with contextlib.suppress(FileExistsError):  # held by another add: wait below
                with fs.open(self.path, "xb") as stream:
                    self.archive.made_private(self.path)
                    stream.write(holder)
                return
            held = lock_holder(self.archive)
            if held is None:
                continue  # released a moment ago
            if held.gone:
                self._break(held)
                continue
            waited = time.monotonic() - waited_since
            if waited > LOCK_WAIT_SECONDS:
                raise ArchiveError(f"{self.archive.address}: the commit lock is still held after "
                                   f"{LOCK_WAIT_SECONDS / 60:.0f} minutes: {held.sentence()} ({self.path})")
            if waited - told >= LOCK_TELL_SECONDS:
                told = waited
                sentence = f"waiting for the archive's commit lock: {held.sentence()}"
                if self.on_wait is not None:
                    self.on_wait(sentence)
                yield sentence
            else:
                yield ""

    def _break(self, held: LockHolder) -> None:
        """Remove a lock whose holder is gone, unless another add took the lock meanwhile."""
        fs = self.archive.fs
        if not is_local(fs):
            with contextlib.suppress(FileNotFoundError):
                fs.rm(self.path)
            return
        aside = f"{self.path}.broken-{uuid.uuid4().hex}"
        try:
            os.rename(self.path, aside)  # one waiter moves it; the others find it gone
        except FileNotFoundError:
            return
        try:
            with open(aside, "rb") as stream:
                moved = stream.read()
            if moved != held.content:  # a fresh lock taken between our look and the move: put it back
                with contextlib.suppress(FileExistsError):
                    os.link(aside, self.path)
        finally:
            os.unlink(aside)

    def __exit__(self, *exc: object) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.archive.fs.rm(self.path)


@dataclass(frozen=True)
class LockHolder:
    """Who holds the commit lock, as its file says, and since when."""

    content: bytes
    host: str
    pid: int
    age: float  # seconds since the lock file was written
    #: True when the holder is known to be gone: its process no longer runs on this machine, or the lock is
    #: older than LOCK_STALE_SECONDS.
    gone: bool

    def sentence(self) -> str:
        """Return whose lock it is and how old, in words."""
        who = f"process {self.pid} on {self.host}" if self.host else "an add that left no name"
        return f"held by {who} for {self.age:.0f} s"


def lock_holder(archive: Archive) -> LockHolder | None:
    """Return who holds the archive's commit lock, or None when it is free."""
    fs = archive.fs
    path = archive.path(LOCK)
    try:
        with fs.open(path, "rb") as stream:
            content = stream.read()
    except FileNotFoundError:
        return None
    modified = _modified(fs, path)
    age = max(0.0, time.time() - modified) if modified is not None else 0.0
    try:
        data = json.loads(content)
        host, pid = str(data["host"]), int(data["pid"])
    except (ValueError, KeyError, TypeError):
        host, pid = "", 0  # written by a crash mid-write, or by hand: only its age tells
    gone = age > LOCK_STALE_SECONDS
    if host == socket.gethostname() and pid > 0 and not gone:
        gone = not _process_exists(pid)
    return LockHolder(content, host, pid, age, gone)


def _process_exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    return True
