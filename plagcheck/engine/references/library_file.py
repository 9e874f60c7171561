"""The reference library's SQLite file: its tables, the upgrade of a file an older plagcheck wrote, and how
hashes and texts are stored in its rows (library.py reads and writes them)."""

from __future__ import annotations

import os
import sqlite3
import zlib
from pathlib import Path

import numpy as np
from platformdirs import user_data_dir

SCHEMA_VERSION = 4
#: Page size of new (and upgraded) files. A 300-word essay's shingle set is about 2.7 KB: on SQLite's default
#: 4 KB pages one fits per page and a third of the file is slack (100,000 essays: 412 MB of pages for 269 MB
#: of sets); 16 KB pages make a 10,000-essay library 21% smaller, with the same query time.
PAGE_SIZE = 16384
SIGNED = np.int64  # SQLite integers are signed 64-bit: hashes are stored as their two's complement

_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS texts (
    id INTEGER PRIMARY KEY, sha256 TEXT UNIQUE NOT NULL, text BLOB NOT NULL, characters INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS collections (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    sha256 TEXT NOT NULL REFERENCES texts(sha256),
    name TEXT NOT NULL,
    path TEXT NOT NULL,
    added_at TEXT NOT NULL,
    UNIQUE (collection_id, sha256)
);
"""
# The block quotations a text's file formats as such (DocumentRecord.block_quotes), as JSON: from version 3.
_QUOTES = """
CREATE TABLE IF NOT EXISTS text_quotes (text_id INTEGER PRIMARY KEY, ranges TEXT NOT NULL);
"""
# Rows derived from texts.id under a derivation (what they depend on, see derivations.py), and when a scan last
# used it. No foreign keys: removing a collection deletes the orphans in one statement per table.
_DERIVED = """
CREATE TABLE IF NOT EXISTS derivations (id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, used_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS shingle_sets (
    derivation INTEGER NOT NULL, text_id INTEGER NOT NULL, hashes BLOB NOT NULL, PRIMARY KEY (derivation, text_id)
);
CREATE TABLE IF NOT EXISTS samples (
    derivation INTEGER NOT NULL, text_id INTEGER NOT NULL, hashes BLOB NOT NULL, PRIMARY KEY (derivation, text_id)
);
CREATE TABLE IF NOT EXISTS signatures (
    derivation INTEGER NOT NULL, text_id INTEGER NOT NULL, signature BLOB NOT NULL, PRIMARY KEY (derivation, text_id)
);
"""
# From version 4: each text's language and, once a scan has needed them, its pivot senses (int32, sorted), under
# the lexicon files' version (derivations.pivot_key). A scan reads the rows of the languages it can translate
# from, by the index, so that a class in the library's own language reads none.
_PIVOT = """
CREATE TABLE IF NOT EXISTS pivot_texts (
    derivation INTEGER NOT NULL, text_id INTEGER NOT NULL, language TEXT NOT NULL, senses BLOB,
    PRIMARY KEY (derivation, text_id)
);
CREATE INDEX IF NOT EXISTS pivot_texts_language ON pivot_texts (derivation, language, text_id);
"""
# Version 1 kept texts by hash without a stable integer id (an implicit rowid, which VACUUM may renumber) and
# samples under a fingerprint that missed the hash version and the citation exclusions, so its samples cannot
# be trusted: texts get an explicit id, samples go, and everything derived is rebuilt from the texts.
_FROM_VERSION_1 = """
CREATE TABLE texts_v2 (
    id INTEGER PRIMARY KEY, sha256 TEXT UNIQUE NOT NULL, text BLOB NOT NULL, characters INTEGER NOT NULL
);
INSERT INTO texts_v2 (id, sha256, text, characters) SELECT rowid, sha256, text, characters FROM texts ORDER BY rowid;
DROP TABLE texts;
ALTER TABLE texts_v2 RENAME TO texts;
DROP TABLE samples;
"""


def default_library_path() -> Path:
    """Return the library file: $PLAGCHECK_DATA_DIR/library.sqlite3, else in the user's data folder."""
    folder = os.environ.get("PLAGCHECK_DATA_DIR") or user_data_dir("plagcheck", appauthor=False)
    return Path(folder) / "library.sqlite3"


def open_library_file(path: Path) -> sqlite3.Connection:
    """Return a connection to the library file at `path` (its folder made if need be), created with PAGE_SIZE
    pages if new, or brought to SCHEMA_VERSION if older, in WAL mode with foreign keys on."""
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not path.exists() or path.stat().st_size == 0
    db = sqlite3.connect(path)
    try:
        if new:
            db.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        db.execute("PRAGMA journal_mode = WAL")
        _upgrade(db, path)
    except BaseException:
        db.close()
        raise
    db.execute("PRAGMA foreign_keys = ON")
    return db


def _upgrade(db: sqlite3.Connection, path: Path) -> None:
    """Create the tables of a new file, or bring an older file to SCHEMA_VERSION (one transaction)."""
    has_meta = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone()
    row = has_meta and db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    version = int(row[0]) if row else None
    if version == SCHEMA_VERSION:
        return
    if version is not None and version > SCHEMA_VERSION:
        raise ValueError(f"{path} was written by a newer plagcheck (library version {version})")
    if version not in (None, 1, 2, 3):
        raise ValueError(f"{path} has an unknown library version {version}")
    script = {None: _TABLES, 1: _FROM_VERSION_1, 2: "", 3: ""}[version] + _QUOTES
    try:  # foreign keys are off here: version 1's texts table is replaced under its documents
        db.executescript(
            f"BEGIN; {script} {_DERIVED} {_PIVOT} "
            f"INSERT OR REPLACE INTO meta VALUES ('schema_version', '{SCHEMA_VERSION}'); COMMIT;"
        )
    except BaseException:
        if db.in_transaction:
            db.rollback()
        raise
    if version == 1:
        _repage(db)


def _repage(db: sqlite3.Connection) -> None:
    """Rewrite an upgraded file with PAGE_SIZE pages, unless another connection has it open."""
    if db.execute("PRAGMA page_size").fetchone()[0] == PAGE_SIZE:
        return
    try:  # the page size of a file in WAL mode cannot change
        if db.execute("PRAGMA journal_mode = DELETE").fetchone()[0] == "delete":
            db.execute(f"PRAGMA page_size = {PAGE_SIZE}")
            db.execute("VACUUM")
    except sqlite3.OperationalError:
        pass  # busy, or no room for the copy VACUUM makes: the file keeps its pages, and works
    finally:
        db.execute("PRAGMA journal_mode = WAL")


def blob(hashes: np.ndarray) -> bytes:
    """Return sorted uint64 hashes as a row stores them (SQLite integers are signed)."""
    return hashes.astype(SIGNED).tobytes()


def hashes_of(stored: bytes) -> np.ndarray:
    """Return the uint64 hashes of a stored row."""
    return np.frombuffer(stored, dtype=SIGNED).view(np.uint64)


def text_of(stored: bytes) -> str:
    """Return a stored (compressed) text."""
    return zlib.decompress(stored).decode("utf-8", "surrogatepass")
