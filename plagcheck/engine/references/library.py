"""The reference library: earlier years' submissions and sources, kept between sessions.

Library documents are compared with the current class, never with each other. They live in one SQLite
file in the user's data folder (library_file.py). Each text is stored once by content hash (compressed), with
the collections that hold it; everything else is derived from the text and kept because a query needs it
(derivations.py says under which settings):

- the document's sorted shingle set (as `prepare_document` makes it): exact Jaccard and containment of a
  candidate pair without shingling the stored text again; only pairs that reach the scan's floor are
  shingled again, to locate their passages;
- a fixed sample of that set, the hashes that are 0 modulo 16 (Broder's "mod m" sample, which estimates
  containment the way MinHash estimates resemblance): the index for containment candidates. A copied passage
  of n shingles leaves about n/16 samples in both documents, so a class document and a library document
  sharing two sampled shingles become a candidate (library_index.py). A query reads 1/16 of the hashes;
- the MinHash signature of the set, with the class's permutations (num_perm, seed): whole-document
  candidates by banded LSH as in the class, which finds a short near-duplicate whose sample is empty;
- the text's language and, once a scan has needed them, its pivot senses (engine/reworded/pivot.py): the
  candidates for translated copying (engine/references/translations.py), texts in another language than a
  class document that say what it says. A text's language is found when it is added; its senses the first time
  a class in another language is compared with it.

Shingle sets and samples are built from the stored texts (signatures from the stored sets) the first time a
scan uses other settings.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import numpy as np

from plagcheck.engine.copied.minhash import MinHasher
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.copied.verify import exact_scores
from plagcheck.engine.references.derivations import (Derivations, block_quotes, derive, derive_languages, derive_senses,
                                                     pivot_key, prune, register, registered)
from plagcheck.engine.references.library_file import default_library_path, hashes_of, open_library_file, text_of
from plagcheck.engine.references.library_index import LibraryIndex, sample_candidates, signature_candidates
from plagcheck.engine.reworded.lexicon import Words, text_words
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.shared.models import DocumentRecord, Progress, ScanSettings

_COMMIT_EVERY = 200
#: Texts read in the pivot vocabulary between two Progress reports (about 2 ms each): Cancel stays prompt.
_SENSES_EVERY = 50
_IN_CHUNK = 500  # values bound in one `IN (...)`: SQLite allows 999 in older versions


def _chunks(values: Sequence, size: int) -> Iterable[Sequence]:
    return (values[i : i + size] for i in range(0, len(values), size))


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
    #: Ranges of `text` its file formatted as quotations (see DocumentRecord.block_quotes).
    block_quotes: tuple[tuple[int, int], ...] = ()


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
        self._db = open_library_file(self.path)
        self._index: dict[tuple, LibraryIndex] = {}
        self._prepared: set[Derivations] = set()

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
        collection is stored once and only linked. What scans with `settings` need is derived right away.
        """
        documents = list(documents)
        now = datetime.now().astimezone().isoformat(timespec="seconds")
        added = already = 0
        unreadable = []
        with self._db:
            keys = register(self._db, settings)
            self._db.execute("INSERT OR IGNORE INTO collections (name, created_at) VALUES (?, ?)", (collection, now))
            collection_id = self._db.execute("SELECT id FROM collections WHERE name = ?", (collection,)).fetchone()[0]
        self._index.clear()
        self._prepared.clear()
        hasher = MinHasher(settings.num_perm, settings.seed)
        yield Progress("library", 0, len(documents), f"adding to {collection}")
        new_texts: dict[int, Words] = {}  # their languages found a batch at a time (pivot.document_languages)
        options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
        for done, doc in enumerate(documents, start=1):
            if not doc.usable:
                unreadable.append(doc)
                continue
            new = self._db.execute(
                "INSERT OR IGNORE INTO texts (sha256, text, characters) VALUES (?, ?, ?)",
                (doc.sha256, zlib.compress(doc.text.encode("utf-8", "surrogatepass")), len(doc.text)),
            ).rowcount
            (text_id,) = self._db.execute("SELECT id FROM texts WHERE sha256 = ?", (doc.sha256,)).fetchone()
            words = text_words(doc.text, options)  # read once, for the shingles and the language
            if new:
                new_texts[text_id] = words
            if doc.block_quotes:
                self._db.execute("INSERT OR REPLACE INTO text_quotes VALUES (?, ?)",
                                 (text_id, json.dumps(doc.block_quotes)))
            cursor = self._db.execute(
                "INSERT OR IGNORE INTO documents (collection_id, sha256, name, path, added_at) VALUES (?, ?, ?, ?, ?)",
                (collection_id, doc.sha256, doc.name, doc.path, now),
            )
            if cursor.rowcount:
                added += 1
            else:
                already += 1
            derive(self._db, keys, text_id, settings, hasher, doc.text, words)
            if done % _COMMIT_EVERY == 0 or done == len(documents):
                derive_languages(self._db, keys.pivot, new_texts)
                new_texts.clear()
                self._db.commit()  # a cancelled add keeps what was committed; the rest can be added again
                yield Progress("library", done, len(documents))
        derive_languages(self._db, keys.pivot, new_texts)  # the last documents given were unreadable
        self._db.commit()
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
            self._db.execute("DELETE FROM texts WHERE sha256 NOT IN (SELECT sha256 FROM documents)")
            for table in ("shingle_sets", "samples", "signatures", "text_quotes", "pivot_texts"):
                self._db.execute(f"DELETE FROM {table} WHERE text_id NOT IN (SELECT id FROM texts)")
        self._index.clear()
        self._prepared.clear()
        return count

    def prepare(self, settings: ScanSettings) -> Generator[Progress, None, int]:
        """Derive, from what is stored, the rows scans with `settings` need and the library lacks.

        Yields Progress ("reference"); returns how many texts needed work. A text without a shingle set under
        these settings is shingled again (set, sample, signature); one that only lacks a signature (other
        num_perm or seed) gets it from its stored set; one without a language under these lexicons (a library
        an older plagcheck wrote) has it found. Work is committed as it goes, so stopping keeps it.
        The first rows of new settings are built after deleting the derivations due for pruning.
        """
        with self._db:
            keys = register(self._db, settings)
        if keys in self._prepared:
            return 0
        texts, sets, signatures, languages = (self._db.execute(sql, args).fetchone()[0] for sql, args in (
            ("SELECT COUNT(*) FROM texts", ()),
            ("SELECT COUNT(*) FROM shingle_sets WHERE derivation = ?", (keys.shingles,)),
            ("SELECT COUNT(*) FROM signatures WHERE derivation = ?", (keys.signatures,)),
            ("SELECT COUNT(*) FROM pivot_texts WHERE derivation = ?", (keys.pivot,)),
        ))
        # Rows of removed texts are removed with them, so equal counts mean nothing is missing.
        missing = [] if texts == sets == signatures else [row[0] for row in self._db.execute(
            "SELECT t.id FROM texts t WHERE NOT EXISTS "
            "(SELECT 1 FROM shingle_sets s WHERE s.derivation = ? AND s.text_id = t.id) OR NOT EXISTS "
            "(SELECT 1 FROM signatures g WHERE g.derivation = ? AND g.text_id = t.id)",
            (keys.shingles, keys.signatures),
        )]
        if missing:
            self._index.clear()
            yield Progress("reference", 0, len(missing), "preparing the library for these settings")
            with self._db:
                prune(self._db, keys)
            hasher = MinHasher(settings.num_perm, settings.seed)
            for done, chunk in enumerate(_chunks(missing, _COMMIT_EVERY)):
                with self._db:
                    for text_id in chunk:
                        derive(self._db, keys, text_id, settings, hasher)
                yield Progress("reference", min((done + 1) * _COMMIT_EVERY, len(missing)), len(missing))
        unknown = [] if texts == languages else [row[0] for row in self._db.execute(
            "SELECT t.id FROM texts t WHERE NOT EXISTS "
            "(SELECT 1 FROM pivot_texts p WHERE p.derivation = ? AND p.text_id = t.id)", (keys.pivot,))]
        if unknown:
            yield Progress("reference", 0, len(unknown), "finding the library texts' languages")
            with self._db:
                prune(self._db, keys)
            for done, chunk in enumerate(_chunks(unknown, _COMMIT_EVERY)):
                with self._db:
                    derive_languages(self._db, keys.pivot, {text_id: text_words(text_of(self._db.execute(
                        "SELECT text FROM texts WHERE id = ?", (text_id,)).fetchone()[0])) for text_id in chunk})
                yield Progress("reference", min((done + 1) * _COMMIT_EVERY, len(unknown)), len(unknown))
        self._prepared.add(keys)
        return len(set(missing) | set(unknown))

    def _query_index(self, settings: ScanSettings, names: tuple[str, ...]) -> LibraryIndex:
        """Return the samples and signatures of the chosen collections' documents (kept for this connection).

        Each table is read in one sequential pass and joined here: a join in SQL probes three indexes per
        document, ten times slower over 100,000 documents.
        """
        keys = registered(self._db, settings)
        if (keys, names) not in self._index:
            placeholders = ",".join("?" * len(names))
            documents = self._db.execute(
                "SELECT d.id, t.id FROM documents d JOIN collections c ON c.id = d.collection_id "
                f"JOIN texts t ON t.sha256 = d.sha256 WHERE c.name IN ({placeholders}) ORDER BY d.id",
                names,
            ).fetchall()
            ids = np.array([d for d, _ in documents], dtype=np.int64)
            text_ids = np.array([t for _, t in documents], dtype=np.int64)
            stored = []
            for table, column, derivation in (("samples", "hashes", keys.shingles),
                                              ("signatures", "signature", keys.signatures)):
                rows = self._db.execute(f"SELECT text_id, {column} FROM {table} WHERE derivation = ?",
                                        (derivation,)).fetchall()
                row_of = np.full(int(text_ids.max(initial=0)) + 1, -1, dtype=np.int64)
                known = np.array([t for t, _ in rows], dtype=np.int64)
                inside = known < row_of.size
                row_of[known[inside]] = np.flatnonzero(inside)
                stored.append(([blob for _, blob in rows], row_of[text_ids]))
            (sample_blobs, sample_rows), (signature_blobs, signature_rows) = stored
            present = (sample_rows >= 0) & (signature_rows >= 0)  # rows of documents added under other settings
            ids, sample_rows, signature_rows = ids[present], sample_rows[present], signature_rows[present]
            sizes = np.array([len(sample_blobs[r]) // 8 for r in sample_rows.tolist()], dtype=np.int64)
            hashes = hashes_of(b"".join(sample_blobs[r] for r in sample_rows.tolist()))
            owners = np.repeat(np.arange(ids.size, dtype=np.int64), sizes)
            signatures = np.frombuffer(b"".join(signature_blobs[r] for r in signature_rows.tolist()),
                                       dtype=np.uint32).reshape(ids.size, settings.num_perm)
            self._index[(keys, names)] = LibraryIndex(ids, hashes, owners, sizes, signatures)
        return self._index[(keys, names)]

    def candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings, collections: Iterable[str]
    ) -> list[tuple[int, int]]:
        """Return the (class document id, library document id) pairs worth verifying, sorted.

        A pair is a candidate if the two share MIN_SHARED_SAMPLES sampled shingles (or all of the smaller
        sample, if it has fewer), or share a bucket in any band of the whole-document LSH the class uses
        (`document_lsh_parameters`; a bucket of more than MAX_BUCKET_DOCUMENTS library documents pairs no one).
        `documents` are the class's shingled documents (with their ignored hashes). Rows these settings lack
        are derived first (see `prepare`).
        """
        names = tuple(sorted(set(collections)))
        unknown = set(names) - {c.name for c in self.collections()}
        if unknown:
            raise KeyError(", ".join(sorted(unknown)))
        for _ in self.prepare(settings):
            pass
        index = self._query_index(settings, names)
        if index.ids.size == 0:
            return []
        found = sample_candidates(documents, index) | signature_candidates(documents, settings, index)
        return sorted((doc_id, int(index.ids[row])) for doc_id, row in found)

    def shingle_sets(self, library_ids: Iterable[int], settings: ScanSettings) -> dict[int, np.ndarray]:
        """Return {library document id: its stored sorted shingle set under `settings`} (derived by `prepare`)."""
        derivation = registered(self._db, settings).shingles
        ids = sorted(set(library_ids))
        found: dict[int, np.ndarray] = {}
        for chunk in _chunks(ids, _IN_CHUNK):
            rows = self._db.execute(
                "SELECT d.id, s.hashes FROM documents d JOIN texts t ON t.sha256 = d.sha256 "
                "JOIN shingle_sets s ON s.derivation = ? AND s.text_id = t.id "
                f"WHERE d.id IN ({','.join('?' * len(chunk))})",
                (derivation, *chunk),
            )
            found.update((library_id, hashes_of(blob)) for library_id, blob in rows)
        return found

    def reaching_floor(
        self,
        candidates: Sequence[tuple[int, int]],
        documents: Mapping[int, ShingledDocument],
        settings: ScanSettings,
        ignored: np.ndarray,
        floor: float,
    ) -> list[tuple[int, int]]:
        """Return the candidates whose exact score reaches `floor` and that share a shingle, in their order.

        The scores are those `verify_pair` starts from: the class document's counted set against the library
        document's stored set without the scan's `ignored` (sorted) hashes. A pair left out here would be
        dropped by verification too, so only the pairs returned need the stored text shingled again.
        """
        stored = self.shingle_sets({library_id for _, library_id in candidates}, settings)
        counted: dict[int, np.ndarray] = {}
        kept = []
        for class_id, library_id in candidates:
            theirs = counted.get(library_id)
            if theirs is None:
                theirs = stored[library_id]
                if ignored.size:
                    theirs = theirs[~np.isin(theirs, ignored, assume_unique=True)]
                counted[library_id] = theirs
            _, containment_a, containment_b, shared = exact_scores(documents[class_id].shingle_set, theirs)
            if shared.size and max(containment_a, containment_b) >= floor:
                kept.append((class_id, library_id))
        return kept

    def texts_in_languages(self, collections: Iterable[str], languages: Iterable[str]) -> list[tuple[int, int, str]]:
        """Return (library document id, text id, language) of the chosen collections' documents whose stored
        language is one of `languages` (none when `languages` is empty), by document id. Read by the pivot
        index: a class in the library's own language reads no row."""
        languages, names = sorted(set(languages)), sorted(set(collections))
        if not languages or not names:
            return []
        derivation = self._db.execute("SELECT id FROM derivations WHERE key = ?", (pivot_key(),)).fetchone()
        if derivation is None:
            return []
        rows = self._db.execute(
            "SELECT d.id, p.text_id, p.language FROM pivot_texts p JOIN texts t ON t.id = p.text_id "
            "JOIN documents d ON d.sha256 = t.sha256 JOIN collections c ON c.id = d.collection_id "
            f"WHERE p.derivation = ? AND p.language IN ({','.join('?' * len(languages))}) "
            f"AND c.name IN ({','.join('?' * len(names))}) ORDER BY d.id",
            (derivation[0], *languages, *names),
        )
        return [(library_id, text_id, language) for library_id, text_id, language in rows]

    def pivot_senses(self, texts: Mapping[int, str]) -> Generator[Progress, None, dict[int, np.ndarray]]:
        """Return {text id: its stored pivot senses} of `texts` ({text id: its language}), those not derived yet
        derived first and committed a batch at a time (so that stopping keeps them); yields Progress."""
        derivation = self._db.execute("SELECT id FROM derivations WHERE key = ?", (pivot_key(),)).fetchone()[0]
        found: dict[int, np.ndarray] = {}
        ids = sorted(texts)
        for chunk in _chunks(ids, _IN_CHUNK):
            rows = self._db.execute(
                f"SELECT text_id, senses FROM pivot_texts WHERE derivation = ? AND senses IS NOT NULL "
                f"AND text_id IN ({','.join('?' * len(chunk))})", (derivation, *chunk))
            found.update((text_id, np.frombuffer(stored, dtype=np.int32)) for text_id, stored in rows)
        missing = [text_id for text_id in ids if text_id not in found]
        if missing:
            yield Progress("reference", 0, len(missing), "reading the library texts in the pivot vocabulary")
        for done, chunk in enumerate(_chunks(missing, _SENSES_EVERY)):
            with self._db:
                derive_senses(self._db, derivation, {text_id: texts[text_id] for text_id in chunk})
            yield Progress("reference", min((done + 1) * _SENSES_EVERY, len(missing)), len(missing))
        for chunk in _chunks(missing, _IN_CHUNK):
            rows = self._db.execute(
                f"SELECT text_id, senses FROM pivot_texts WHERE derivation = ? "
                f"AND text_id IN ({','.join('?' * len(chunk))})", (derivation, *chunk))
            found.update((text_id, np.frombuffer(stored, dtype=np.int32)) for text_id, stored in rows)
        return found

    def document(self, library_id: int) -> LibraryDocument:
        """Return a stored library document with its text."""
        row = self._db.execute(
            "SELECT d.id, c.name, d.name, d.path, d.sha256, t.text, t.id FROM documents d "
            "JOIN collections c ON c.id = d.collection_id JOIN texts t ON t.sha256 = d.sha256 WHERE d.id = ?",
            (library_id,),
        ).fetchone()
        if row is None:
            raise KeyError(library_id)
        *fields, blob, text_id = row
        return LibraryDocument(*fields, text_of(blob), block_quotes(self._db, text_id))
