"""What the reference library derives from its stored texts, kept per *derivation*: the settings it depends on.

A text's shingle set (as `prepare_document` makes it) and its mod-16 sample depend on the shingle settings
(`fingerprint`), its MinHash signature also on the permutations (`signature_key`), its language and pivot senses
(translated copying, engine/reworded/pivot.py) on the stop-word lists and the lexicon files (`pivot_key`). Each
is registered as a derivation, with when a scan last used it; the rows of derivations no scan has used for
PRUNE_AFTER_DAYS, and those of an older shingle hash or other lexicons, are deleted when a new derivation's rows
are built (library.py builds them).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

import numpy as np

from plagcheck.engine.copied import shingles
from plagcheck.engine.copied.minhash import MinHasher
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.prepare import prepare_document
from plagcheck.engine.references.library_file import blob, hashes_of, text_of
from plagcheck.engine.references.library_index import sample
from plagcheck.engine.reworded.lexicon import Words, text_words
from plagcheck.engine.reworded.pivot import LEXICONS, document_languages, document_senses
from plagcheck.engine.text.citations import citation_spans
from plagcheck.shared.models import ScanSettings

#: Derived rows of settings no scan or addition has used for this long go when rows for new settings are built.
PRUNE_AFTER_DAYS = 180


def fingerprint(settings: ScanSettings) -> str:
    """Return what a text's shingle set depends on: the shingle hash version, unit, k, the normalisation
    options, and which citations prepare_document leaves out (quotations, the reference list)."""
    return (
        f"shingles{shingles.SHINGLE_HASH_VERSION}:{settings.unit}:{settings.shingle_k}:"
        f"{int(settings.fold_homoglyphs)}:{int(settings.join_hyphenated)}:"
        f"quotes{int(settings.exclude_quotes)}:cited{int(settings.exclude_cited_quotes)}:"
        f"bibliography{int(settings.exclude_bibliography)}"
    )


def signature_key(settings: ScanSettings) -> str:
    """Return what a text's MinHash signature depends on: its shingle set and the permutations."""
    return f"{fingerprint(settings)}:minhash{settings.num_perm}:{settings.seed}"


#: What a text's stored language and pivot senses are made by (derive_languages, derive_senses): a new number
#: when that changes, so that rows made the old way are made again.
PIVOT_DERIVATION_VERSION = 1
_PIVOT_PREFIX = "pivot"


def pivot_key() -> str:
    """Return what a text's stored language and pivot senses depend on: how they are made and the lexicon files."""
    return f"{_PIVOT_PREFIX}{PIVOT_DERIVATION_VERSION}:{LEXICONS.version()}"


def _now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class Derivations:
    """The derivation ids one scan's settings use."""

    shingles: int  # shingle sets and samples
    signatures: int
    pivot: int  # languages and pivot senses


def register(db: sqlite3.Connection, settings: ScanSettings) -> Derivations:
    """Return the derivation ids of `settings` (registered if new), marked as used now (in a transaction)."""
    now = _now().isoformat(timespec="seconds")
    ids = []
    for key in (fingerprint(settings), signature_key(settings), pivot_key()):
        db.execute(
            "INSERT INTO derivations (key, used_at) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET used_at = excluded.used_at",
            (key, now),
        )
        ids.append(db.execute("SELECT id FROM derivations WHERE key = ?", (key,)).fetchone()[0])
    return Derivations(*ids)


def registered(db: sqlite3.Connection, settings: ScanSettings) -> Derivations:
    """Return the derivation ids of `settings`, which `register` has registered."""
    ids = [db.execute("SELECT id FROM derivations WHERE key = ?", (key,)).fetchone()[0]
           for key in (fingerprint(settings), signature_key(settings), pivot_key())]
    return Derivations(*ids)


def prune(db: sqlite3.Connection, keep: Derivations) -> None:
    """Delete the rows of derivations of another shingle hash version or unused for PRUNE_AFTER_DAYS, and the
    languages and pivot senses of other lexicons."""
    cutoff = (_now() - timedelta(days=PRUNE_AFTER_DAYS)).isoformat(timespec="seconds")
    current = f"shingles{shingles.SHINGLE_HASH_VERSION}:"
    for derivation, key, used_at in db.execute("SELECT id, key, used_at FROM derivations").fetchall():
        kept = derivation in (keep.shingles, keep.signatures, keep.pivot)
        if kept or (key.startswith(current) and used_at >= cutoff):
            continue
        for table in ("shingle_sets", "samples", "signatures", "pivot_texts"):
            db.execute(f"DELETE FROM {table} WHERE derivation = ?", (derivation,))
        db.execute("DELETE FROM derivations WHERE id = ?", (derivation,))


def derive(db: sqlite3.Connection, keys: Derivations, text_id: int, settings: ScanSettings, hasher: MinHasher,
           text: str | None = None, words: Words | None = None) -> None:
    """Store what `keys` need of text `text_id` and is missing (inside the caller's transaction). `words` are the
    text's text_words under the settings' options, when the caller has them."""
    row = db.execute(
        "SELECT hashes FROM shingle_sets WHERE derivation = ? AND text_id = ?", (keys.shingles, text_id)
    ).fetchone()
    if row is None:
        if text is None:
            text = text_of(db.execute("SELECT text FROM texts WHERE id = ?", (text_id,)).fetchone()[0])
        shingle_set = shingled_text(text, block_quotes(db, text_id), settings,
                                    words if settings.unit == "word" else None).shingle_set
        db.execute("INSERT OR REPLACE INTO shingle_sets VALUES (?, ?, ?)",
                   (keys.shingles, text_id, blob(shingle_set)))
        db.execute("INSERT OR REPLACE INTO samples VALUES (?, ?, ?)",
                   (keys.shingles, text_id, blob(sample(shingle_set))))
    elif db.execute("SELECT 1 FROM signatures WHERE derivation = ? AND text_id = ?",
                    (keys.signatures, text_id)).fetchone():
        return
    else:
        shingle_set = hashes_of(row[0])
    db.execute("INSERT OR REPLACE INTO signatures VALUES (?, ?, ?)",
               (keys.signatures, text_id, hasher.signature(shingle_set).tobytes()))


def shingled_text(text: str, block_quotes: tuple[tuple[int, int], ...], settings: ScanSettings,
                  words: Words | None = None) -> ShingledDocument:
    """Return a library text shingled as the class's documents are (quotations by marks and by style).
    `words` are its text_words under the settings' options, when the caller has them already."""
    return prepare_document(text, settings, tuple(citation_spans(text, block_quotes)), words)


def block_quotes(db: sqlite3.Connection, text_id: int) -> tuple[tuple[int, int], ...]:
    """Return the ranges the file of text `text_id` formatted as quotations (none if it said nothing)."""
    row = db.execute("SELECT ranges FROM text_quotes WHERE text_id = ?", (text_id,)).fetchone()
    return tuple(tuple(span) for span in json.loads(row[0])) if row else ()


def derive_languages(db: sqlite3.Connection, derivation: int, words: dict[int, Words]) -> None:
    """Store the language of each text of `words` ({text id: its text_words}; "" when not recognised,
    pivot.document_languages) under the pivot `derivation`, its senses left to the first scan that needs them
    (inside the caller's transaction)."""
    languages = document_languages(words)
    db.executemany("INSERT OR IGNORE INTO pivot_texts (derivation, text_id, language) VALUES (?, ?, ?)",
                   [(derivation, text_id, language) for text_id, language in languages.items()])


def derive_senses(db: sqlite3.Connection, derivation: int, languages: dict[int, str]) -> None:
    """Store the pivot senses (pivot.document_senses) of the texts `languages` names ({text id: its stored
    language}) under the pivot `derivation` (inside the caller's transaction)."""
    texts = {text_id: text_of(db.execute("SELECT text FROM texts WHERE id = ?", (text_id,)).fetchone()[0])
             for text_id in languages}
    senses = document_senses(texts, {text_id: text_words(text) for text_id, text in texts.items()}, languages)
    db.executemany("UPDATE pivot_texts SET senses = ? WHERE derivation = ? AND text_id = ?",
                   [(senses.get(text_id, _NO_SENSES).tobytes(), derivation, text_id) for text_id in languages])


_NO_SENSES = np.zeros(0, dtype=np.int32)
