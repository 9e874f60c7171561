"""Reading the archive's documents and texts back: ids resolved archive-wide, masked rows left out.

Each function here reads one segment (or a few rows of it) and is what a task runs on a worker; callers
spread them with cluster.Runner.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from plagcheck.archive.layout import BATCH_SHIFT, ROW_MASK, SEGMENT_SHIFT, Archive, Manifest, Segment, global_id
from plagcheck.engine.references.library import LibraryDocument


def resolve_texts(segment: Segment, locals_: np.ndarray) -> np.ndarray:
    """Return the archive-wide ids of a segment's batch-local text ids (aliases followed)."""
    ids = (np.int64(segment.number) << np.int64(SEGMENT_SHIFT)) | locals_.astype(np.int64)
    if segment.text_aliases and ids.size:
        aliased = np.array(sorted(segment.text_aliases), dtype=np.int64)
        targets = np.array([segment.text_aliases[a] for a in aliased.tolist()], dtype=np.int64)
        at = np.minimum(np.searchsorted(aliased, locals_), aliased.size - 1)
        hit = aliased[at] == locals_
        ids[hit] = targets[at[hit]]
    return ids


def counted_texts(segment: Segment, locals_: np.ndarray) -> np.ndarray:
    """Return a boolean per batch-local text id: False for the aliased ones (stored before: not counted)."""
    if not segment.text_aliases:
        return np.ones(locals_.size, dtype=bool)
    return ~np.isin(locals_, np.array(sorted(segment.text_aliases), dtype=np.int64))


def segment_documents(address: str, segment: Segment, columns: Sequence[str] = (),
                      texts: np.ndarray | None = None) -> pa.Table:
    """Return a segment's counted documents: `document` and `text` (archive-wide ids) and `columns`.

    With `texts` (sorted archive-wide text ids), only the documents of those texts.
    """
    archive = Archive(address)
    wanted = ["id", "text_local", "known_text", *columns]
    tables = [archive.parquet(segment.file("documents", b)).read(columns=wanted)
              for b, rows in enumerate(segment.batch_documents) if rows]
    if not tables:
        empty = {"document": pa.array([], pa.int64()), "text": pa.array([], pa.int64())}
        return pa.table(empty | {c: pa.array([], pa.string()) for c in columns})
    table = pa.concat_tables(tables)
    local = table.column("id").to_numpy()
    text_local = table.column("text_local").to_numpy()
    text = np.where(text_local >= 0, resolve_texts(segment, np.maximum(text_local, 0)),
                    table.column("known_text").to_numpy())
    keep = np.ones(local.size, dtype=bool)
    if segment.masked_documents:
        keep &= ~np.isin(local, np.array(segment.masked_documents, dtype=np.int64))
    if texts is not None:
        keep &= np.isin(text, texts)
    document = global_id(np.int64(segment.number), local.astype(np.int64))
    result = pa.table({"document": document[keep], "text": text[keep]})
    for column in columns:
        result = result.append_column(column, table.column(column).filter(pa.array(keep)))
    return result


def holder_lookups(address: str, manifest: Manifest, texts: Iterable[int]) -> list[tuple[Callable, tuple]]:
    """Return the tasks (function, arguments) that find the documents holding the given texts, one per
    segment (a text stored once may be held by documents of later segments); `documents_held` joins their
    results."""
    wanted = np.array(sorted(set(texts)), dtype=np.int64)
    if wanted.size == 0:
        return []
    return [(segment_documents, (address, segment, (), wanted)) for segment in manifest.segments]


def documents_held(tables: Iterable[pa.Table]) -> dict[int, list[int]]:
    """Return {text id: the ids of the documents holding it, ascending} from the tables of `holder_lookups`."""
    found: dict[int, list[int]] = {}
    for table in tables:
        for document, text in zip(table.column("document").to_pylist(), table.column("text").to_pylist()):
            found.setdefault(text, []).append(document)
    return {text: sorted(documents) for text, documents in found.items()}


def documents_of_texts(runner, address: str, manifest: Manifest, texts: Iterable[int]) -> dict[int, list[int]]:
    """Return {text id: the ids of the documents holding it, ascending} for the given texts."""
    return documents_held(table for _, table in runner.run_calls(holder_lookups(address, manifest, texts)))


def _rows(archive: Archive, path: str, ids: Sequence[int], columns: Sequence[str], group_rows: int) -> pa.Table:
    """Return the rows of a batch file whose batch-local `id`s are given (rows are stored in id order)."""
    parquet = archive.parquet(path)
    rows = sorted({i & ROW_MASK for i in ids})
    groups = sorted({row // group_rows for row in rows})
    table = parquet.read_row_groups(groups, columns=["id", *columns])
    return table.filter(pc.is_in(table.column("id"), pa.array(sorted(set(ids)), pa.int64())))


def read_documents(address: str, segment: Segment, batches: Mapping[int, Sequence[int]]) -> list[dict]:
    """Return the stored rows of some documents of one segment ({batch: batch-local ids}), with `text`
    resolved archive-wide. One task reads a segment's batches: a few documents each, too little for a task
    of its own."""
    archive = Archive(address)
    rows = []
    for batch, ids in sorted(batches.items()):
        table = archive.parquet(segment.file("documents", batch)).read()
        rows.extend(table.filter(pc.is_in(table.column("id"), pa.array(sorted(set(ids)), pa.int64()))).to_pylist())
    for row in rows:
        local = row["text_local"]
        row["text"] = int(resolve_texts(segment, np.array([local]))[0]) if local >= 0 else row["known_text"]
        row["document"] = global_id(segment.number, row["id"])
    return rows


def read_texts(address: str, segment: Segment, batch: int, ids: Sequence[int], group_rows: int) -> list[dict]:
    """Return {id (archive-wide), text, block_quotes} of some texts of one batch."""
    table = _rows(Archive(address), segment.file("texts", batch), ids, ["text", "block_quotes"], group_rows)
    return [{"id": global_id(segment.number, row["id"]), "text": row["text"],
             "block_quotes": tuple(tuple(span) for span in json.loads(row["block_quotes"]))}
            for row in table.to_pylist()]


def texts_by_id(address: str, segments: Sequence[Segment], ids: Iterable[int], group_rows: int) -> dict[int, dict]:
    """Return {archive-wide id: read_texts' row} of the texts `ids`, in whichever of `segments` they lie."""
    by_number = {segment.number: segment for segment in segments}
    rows: dict[int, dict] = {}
    for (segment, batch), locals_ in by_batch(sorted(ids)).items():
        rows.update((row["id"], row) for row in read_texts(address, by_number[segment], batch, locals_, group_rows))
    return rows


def by_batch(ids: Iterable[int]) -> dict[tuple[int, int], list[int]]:
    """Return archive-wide ids grouped by (segment number, batch), as batch-local ids."""
    groups: dict[tuple[int, int], list[int]] = {}
    for value in ids:
        local = value & ((1 << SEGMENT_SHIFT) - 1)
        groups.setdefault((value >> SEGMENT_SHIFT, local >> BATCH_SHIFT), []).append(local)
    return groups


def stored_documents(runner, address: str, manifest: Manifest, ids: Iterable[int], group_rows: int,
                     texts: Mapping[int, dict] | None = None) -> dict[int, LibraryDocument]:
    """Return {document id: the document with its text} (documents first, then their texts, batch by batch).
    `texts` are rows of read_texts already read (by verification): those are not read again."""
    segments = {s.number: s for s in manifest.segments}
    by_segment: dict[int, dict[int, list[int]]] = {}
    for (segment, batch), locals_ in by_batch(ids).items():
        by_segment.setdefault(segment, {})[batch] = locals_
    rows: list[dict] = []
    for _, found in runner.run(read_documents, [(address, segments[s], batches) for s, batches in by_segment.items()]):
        rows.extend(found)
    read = dict(texts or {})
    text_groups = by_batch({row["text"] for row in rows} - read.keys())
    for _, found in runner.run(read_texts, [(address, segments[s], b, locals_, group_rows)
                                            for (s, b), locals_ in text_groups.items()]):
        read.update((text["id"], text) for text in found)
    return {
        row["document"]: LibraryDocument(row["document"], row["collection"], row["name"], row["path"],
                                         row["sha256"].hex(), read[row["text"]]["text"],
                                         read[row["text"]]["block_quotes"])
        for row in rows
    }
