"""A SQLite cache of extracted texts, keyed by the file's content hash and the extractor version.

It lives in the user's cache folder (or in $PLAGCHECK_CACHE_DIR), never beside the documents. A new schema
version starts an empty table; a new EXTRACTOR_VERSION simply misses the old rows, which age out.

It holds every student's full text, so its folder is readable by its owner only (0700) and its files too
(0600), set so on every open; `clear_cache` forgets every text (the window's *Forget cached texts*,
`plagcheck-cli cache clear`).
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import sqlite3
import time
from contextlib import closing
from pathlib import Path

from plagcheck.engine.reading.extract.base import EXTRACTOR_VERSION, Extraction
from plagcheck.shared.private_files import make_private, private_folder, private_opener

log = logging.getLogger(__name__)

#: Bump when the table changes: an older table is dropped on open. 2: block_quotes.
SCHEMA_VERSION = 2
CACHE_DIR_ENV = "PLAGCHECK_CACHE_DIR"
FILE_NAME = "extracted-text.sqlite3"
#: Rows not used for this long are deleted when the cache is opened.
KEEP_UNUSED_DAYS = 120
#: New rows are committed this long (seconds) after the first of them at most, so a long scan holds the write
#: lock only briefly. (A commit every 20 rows made a cold read of 15,000 short files 750 commits, 0.2-0.5 s of
#: the scan's process; 20 slow files, PDFs of a second each, held the lock 20 s.)
COMMIT_SECONDS = 0.5
#: The files SQLite keeps beside the database in write-ahead-log mode.
_SIDE_FILES = ("-wal", "-shm", "-journal")


def default_cache_dir() -> Path:
    """Return the cache folder: $PLAGCHECK_CACHE_DIR if set, else the user cache folder for plagcheck."""
    configured = os.environ.get(CACHE_DIR_ENV)
    if configured:
        return Path(configured)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("plagcheck", appauthor=False))


class TextCache:
    """Extractions stored by (sha256 of the file's bytes, extractor version). Not for concurrent use.

    Reads take no write lock (last-use times are written on commit), so two scans can share the cache.
    """

    def __init__(self, path: Path) -> None:
        private_folder(path.parent)
        # Created owner-only before SQLite opens it: SQLite gives its -wal and -shm files the database's mode.
        os.close(private_opener(str(path), os.O_RDWR | os.O_CREAT))
        for name in _files_of(path):
            make_private(name)
        self.path = path
        self._used: list[str] = []
        self._pending = 0
        self._first_pending = 0.0  # time.monotonic() of the first row not committed
        # One scan uses the cache from one thread at a time, but a cancelled scan may be closed from another.
        self._db = sqlite3.connect(path, timeout=10, check_same_thread=False)
        # A cache needs no fsync per commit: write-ahead logging with NORMAL sync stays consistent after a
        # crash and may only lose the last rows (a cold read of 2,000 files spent 0.3 s in commits).
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute("PRAGMA synchronous = NORMAL")
        if self._db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            with self._db:
                self._db.execute("DROP TABLE IF EXISTS texts")
                self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        with self._db:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS texts (sha256 TEXT NOT NULL, extractor INTEGER NOT NULL,"
                " status TEXT NOT NULL, message TEXT NOT NULL, format TEXT NOT NULL, text TEXT NOT NULL,"
                " encoding TEXT, pages INTEGER, block_quotes TEXT NOT NULL, used_at REAL NOT NULL,"
                " PRIMARY KEY (sha256, extractor))"
            )
            self._db.execute("DELETE FROM texts WHERE used_at < ?", (time.time() - KEEP_UNUSED_DAYS * 86400,))

    @classmethod
    def open(cls, directory: str | Path | None = None) -> TextCache | None:
        """Return the cache in `directory` (default: `default_cache_dir()`), or None if it cannot be opened."""
        folder = Path(directory) if directory is not None else default_cache_dir()
        try:
            return cls(folder / FILE_NAME)
        except (OSError, sqlite3.Error) as exc:
            log.warning("text cache unavailable in %s: %s", folder, exc)
            return None

    def get(self, sha256: str) -> Extraction | None:
        """Return the cached Extraction of content with this hash, or None."""
        try:
            row = self._db.execute(
                "SELECT status, message, format, text, encoding, pages, block_quotes FROM texts"
                " WHERE sha256 = ? AND extractor = ?",
                (sha256, EXTRACTOR_VERSION),
            ).fetchone()
        except sqlite3.Error as exc:
            log.warning("text cache read failed: %s", exc)
            return None
        if row is None:
            return None
        try:
            block_quotes = tuple((int(start), int(end)) for start, end in json.loads(row[6]))
        except (ValueError, TypeError) as exc:
            log.warning("text cache row unreadable: %s", exc)
            return None
        self._used.append(sha256)
        return Extraction(*row[:6], block_quotes=block_quotes)

    def put(self, sha256: str, extraction: Extraction) -> None:
        """Store the Extraction of content with this hash (errors in storing are logged, not raised)."""
        try:
            self._db.execute(
                "INSERT OR REPLACE INTO texts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (sha256, EXTRACTOR_VERSION, extraction.status, extraction.message, extraction.format,
                 extraction.text, extraction.encoding, extraction.pages,
                 json.dumps([list(span) for span in extraction.block_quotes], separators=(",", ":")), time.time()),
            )
        except sqlite3.Error as exc:
            log.warning("text cache write failed: %s", exc)
        if not self._pending:
            self._first_pending = time.monotonic()
        self._pending += 1
        if time.monotonic() - self._first_pending >= COMMIT_SECONDS:
            self.commit()

    def commit(self) -> None:
        """Write pending changes to disk, with the time the rows read were last used."""
        try:
            now = time.time()
            self._db.executemany(
                "UPDATE texts SET used_at = ? WHERE sha256 = ? AND extractor = ?",
                ((now, sha256, EXTRACTOR_VERSION) for sha256 in self._used),
            )
            self._db.commit()
            self._used.clear()
            self._pending = 0
        except sqlite3.Error as exc:
            log.warning("text cache commit failed: %s", exc)

    def close(self) -> None:
        """Commit and close the database."""
        self.commit()
        try:
            self._db.close()
        except sqlite3.Error as exc:
            log.warning("text cache close failed: %s", exc)

    def __len__(self) -> int:
        return self._db.execute("SELECT COUNT(*) FROM texts").fetchone()[0]


def _files_of(path: Path) -> list[Path]:
    """Return the database file and the side files SQLite keeps beside it."""
    return [path, *(path.with_name(path.name + suffix) for suffix in _SIDE_FILES)]


def cache_path(directory: str | Path | None = None) -> Path:
    """Return where the cache of extracted texts is (in `directory`, default: `default_cache_dir()`)."""
    return (Path(directory) if directory is not None else default_cache_dir()) / FILE_NAME


def cached_count(directory: str | Path | None = None) -> int:
    """Return how many extracted texts the cache holds (0 when there is no cache)."""
    path = cache_path(directory)
    if not path.is_file():
        return 0
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)) as db:
            return db.execute("SELECT COUNT(*) FROM texts").fetchone()[0]
    except sqlite3.Error:
        return 0


def clear_cache(directory: str | Path | None = None) -> int:
    """Forget every cached text: delete the cache's files (or, where a file in use cannot be deleted, empty
    it and rewrite it so no deleted text stays in its free pages). Return how many texts it held."""
    path = cache_path(directory)
    count = cached_count(directory)
    # Pages of pairs written to be printed (plagcheck.ui.controllers.document_controller) hold texts too.
    shutil.rmtree(path.parent / "to-print", ignore_errors=True)
    leftovers = []
    for name in _files_of(path):
        try:
            name.unlink(missing_ok=True)
        except OSError:
            leftovers.append(name)
    if leftovers and path.exists():
        with closing(sqlite3.connect(path, timeout=10)) as db:
            with db:
                db.execute("DELETE FROM texts")
            db.execute("VACUUM")
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return count
