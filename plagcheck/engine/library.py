"""The reference library: earlier years' submissions and sources, kept between sessions.

Library documents are compared with the current class, never with each other. They live in one SQLite
file in the user's data folder: each text once by content hash (compressed), the collections that hold
it, and an index for finding candidates fast.

The index holds a fixed sample of each document's shingles: those whose hash is 0 modulo SAMPLE_MODULUS
(Broder's "mod m" sample, which estimates containment the way MinHash estimates resemblance). A copied
passage of n shingles leaves about n/16 samples in both documents, so a class document and a library
document that share two sampled shingles become a candidate, and are then verified exactly like any pair.
The sample depends on the shingle settings, so it is kept per settings fingerprint and rebuilt from the
stored texts when a scan uses other settings.
"""

from __future__ import annotations

import os
import sqlite3
import zlib
from collections.abc import Generator, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import numpy as np
from platformdirs import user_data_dir

from plagcheck.engine.prepare import prepare_document
from plagcheck.engine.shingles import ShingledDocument
from plagcheck.models import DocumentRecord, Progress, ScanSettings

SCHEMA_VERSION = 1
SAMPLE_MODULUS = 16
#: Shared samples that make a library document a candidate.
MIN_SHARED_SAMPLES = 2
_COMMIT_EVERY = 200
_SIGNED = np.int64  # SQLite integers are signed 64-bit: hashes are stored as their two's complement

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS texts (sha256 TEXT PRIMARY KEY, text BLOB NOT NULL, characters INTEGER NOT NULL);
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
CREATE TABLE IF NOT EXISTS samples (
    fingerprint TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    hashes BLOB NOT NULL,
    PRIMARY KEY (fingerprint, sha256)
);
"""


def default_library_path() -> Path:
    """Return the library file: $PLAGCHECK_DATA_DIR/library.sqlite3, else in the user's data folder."""
    folder = os.environ.get("PLAGCHECK_DATA_DIR") or user_data_dir("plagcheck", appauthor=False)
    return Path(folder) / "library.sqlite3"


def fingerprint(settings: ScanSettings) -> str:
    """Return what the shingle hashes depend on: unit, k and the normalisation options."""
    return f"{settings.unit}:{settings.shingle_k}:{int(settings.fold_homoglyphs)}:{int(settings.join_hyphenated)}"


def sample(document: ShingledDocument) -> np.ndarray:
    """Return the document's counted shingles whose hash is 0 modulo SAMPLE_MODULUS, sorted."""
    hashes = document.shingle_set
    return hashes[hashes % np.uint64(SAMPLE_MODULUS) == 0]


@dataclass(frozen=True)
class CollectionInfo:
    """One collection of the library."""

    name: str
    documents: int
    created_at: str


@dataclass(frozen=True)
class LibraryDocument:
    """A library document as stored: its row id, collection, name, original path and text."""

    id: int
    collection: str
    name: str
    path: str
    sha256: str
    text: str


@dataclass(frozen=True)
class AddReport:
    """What adding files to a collection did."""

    added: int
    already_there: int
    unreadable: tuple[DocumentRecord, ...]


class ReferenceLibrary:
    """The library file, opened for reading and writing (one connection, used from one thread)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_library_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path)
        self._db.execute("PRAGMA foreign_keys = ON")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.executescript(_SCHEMA)
        stored = self._db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        if stored is None:
            with self._db:
                self._db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
        elif int(stored[0]) > SCHEMA_VERSION:
            raise ValueError(f"{self.path} was written by a newer plagcheck (library version {stored[0]})")
        self._index: dict[str, tuple[np.ndarray, np.ndarray]] = {}

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def __enter__(self) -> ReferenceLibrary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def collections(self) -> list[CollectionInfo]:
        """Return the collections with their document counts, by name."""
        rows = self._db.execute(
            "SELECT c.name, COUNT(d.id), c.created_at FROM collections c "
            "LEFT JOIN documents d ON d.collection_id = c.id GROUP BY c.id ORDER BY c.name"
        )
        return [CollectionInfo(name, count, created) for name, count, created in rows]

    def add(
        self, collection: str, documents: Iterable[DocumentRecord], settings: ScanSettings
    ) -> Generator[Progress, None, AddReport]:
        """Add read documents to `collection` (created if new); returns what was added. Yields Progress.

        A text already in the collection is not added again; a text already in the library in another
        collection is stored once and only linked.
        """
        documents = list(documents)
        now = datetime.now().astimezone().isoformat(timespec="seconds")
        key = fingerprint(settings)
        added = already = 0
        unreadable = []
        with self._db:
            self._db.execute("INSERT OR IGNORE INTO collections (name, created_at) VALUES (?, ?)", (collection, now))
            collection_id = self._db.execute("SELECT id FROM collections WHERE name = ?", (collection,)).fetchone()[0]
        yield Progress("library", 0, len(documents), f"adding to {collection}")
        for done, doc in enumerate(documents, start=1):
            if not doc.usable:
                unreadable.append(doc)
                continue
            self._db.execute(
                "INSERT OR IGNORE INTO texts VALUES (?, ?, ?)",
                (doc.sha256, zlib.compress(doc.text.encode("utf-8", "surrogatepass")), len(doc.text)),
            )
            cursor = self._db.execute(
                "INSERT OR IGNORE INTO documents (collection_id, sha256, name, path, added_at) VALUES (?, ?, ?, ?, ?)",
                (collection_id, doc.sha256, doc.name, doc.path, now),
            )
            if cursor.rowcount:
                added += 1
            else:
                already += 1
            has_sample = self._db.execute(
                "SELECT 1 FROM samples WHERE fingerprint = ? AND sha256 = ?", (key, doc.sha256)
            ).fetchone()
            if not has_sample:
                self._store_sample(doc.sha256, doc.text, settings)
            if done % _COMMIT_EVERY == 0 or done == len(documents):
                self._db.commit()  # a cancelled add keeps what was committed; the rest can be added again
                yield Progress("library", done, len(documents))
        self._db.commit()
        self._index.clear()
        return AddReport(added, already, tuple(unreadable))

    def remove(self, collection: str) -> int:
        """Remove a collection; texts no other collection holds go too. Returns the documents removed."""
        with self._db:
            row = self._db.execute("SELECT id FROM collections WHERE name = ?", (collection,)).fetchone()
            if row is None:
                raise KeyError(collection)
            count = self._db.execute("SELECT COUNT(*) FROM documents WHERE collection_id = ?", row).fetchone()[0]
            self._db.execute("DELETE FROM documents WHERE collection_id = ?", row)
            self._db.execute("DELETE FROM collections WHERE id = ?", row)
            self._db.execute("DELETE FROM samples WHERE sha256 NOT IN (SELECT sha256 FROM documents)")
            self._db.execute("DELETE FROM texts WHERE sha256 NOT IN (SELECT sha256 FROM documents)")
        self._index.clear()
        return count

    def _sampled_index(self, settings: ScanSettings, names: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray]:
        """Return (sorted sampled hashes, library document id of each) for the chosen collections."""
        key = fingerprint(settings) + "|" + "\x1f".join(names)
        if key not in self._index:
            self._ensure_samples(settings)
            placeholders = ",".join("?" * len(names))
            rows = self._db.execute(
                "SELECT d.id, s.hashes FROM documents d JOIN collections c ON c.id = d.collection_id "
                f"JOIN samples s ON s.sha256 = d.sha256 AND s.fingerprint = ? WHERE c.name IN ({placeholders})",
                (fingerprint(settings), *names),
            ).fetchall()
            parts = [np.frombuffer(blob, dtype=_SIGNED).view(np.uint64) for _, blob in rows]
            owners = np.repeat(np.array([r[0] for r in rows], dtype=np.int64), [p.size for p in parts])
            hashes = np.concatenate(parts) if parts else np.zeros(0, dtype=np.uint64)
            order = np.argsort(hashes, kind="stable")
            self._index[key] = (hashes[order], owners[order])
        return self._index[key]

    def _store_sample(self, sha256: str, text: str, settings: ScanSettings) -> None:
        """Store the sampled shingles of `text` under the settings' fingerprint (inside the caller's transaction)."""
        hashes = sample(prepare_document(text, settings)).astype(_SIGNED)
        self._db.execute("INSERT INTO samples VALUES (?, ?, ?)", (fingerprint(settings), sha256, hashes.tobytes()))

    def _ensure_samples(self, settings: ScanSettings) -> None:
        """Sample, from the stored texts, every document not yet sampled under these settings."""
        key = fingerprint(settings)
        missing = self._db.execute(
            "SELECT t.sha256, t.text FROM texts t WHERE t.sha256 NOT IN (SELECT sha256 FROM samples WHERE fingerprint = ?)",
            (key,),
        ).fetchall()
        with self._db:
            for sha, blob in missing:
                self._store_sample(sha, zlib.decompress(blob).decode("utf-8", "surrogatepass"), settings)

    def candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings, collections: Iterable[str]
    ) -> list[tuple[int, int]]:
        """Return (class document id, library document id) pairs sharing MIN_SHARED_SAMPLES sampled shingles."""
        names = tuple(sorted(set(collections)))
        unknown = set(names) - {c.name for c in self.collections()}
        if unknown:
            raise KeyError(", ".join(sorted(unknown)))
        index_hashes, index_owner = self._sampled_index(settings, names)
        found: set[tuple[int, int]] = set()
        if index_hashes.size == 0:
            return []
        for doc_id, doc in documents.items():
            own = sample(doc)
            if own.size == 0:
                continue
            first = np.searchsorted(index_hashes, own, side="left")
            last = np.searchsorted(index_hashes, own, side="right")
            hits = np.concatenate([index_owner[a:b] for a, b in zip(first, last) if b > a] or [np.zeros(0, np.int64)])
            if hits.size == 0:
                continue
            owners, counts = np.unique(hits, return_counts=True)
            needed = min(MIN_SHARED_SAMPLES, own.size)
            found.update((doc_id, int(o)) for o in owners[counts >= needed])
        return sorted(found)

    def document(self, library_id: int) -> LibraryDocument:
        """Return a stored library document with its text."""
        row = self._db.execute(
            "SELECT d.id, c.name, d.name, d.path, d.sha256, t.text FROM documents d "
            "JOIN collections c ON c.id = d.collection_id JOIN texts t ON t.sha256 = d.sha256 WHERE d.id = ?",
            (library_id,),
        ).fetchone()
        if row is None:
            raise KeyError(library_id)
        *fields, blob = row
        return LibraryDocument(*fields, zlib.decompress(blob).decode("utf-8", "surrogatepass"))
