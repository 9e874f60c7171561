"""`archive add`: read, shingle and sign submissions on the Dask cluster, and commit them to the archive.

Submissions are added in waves of WAVE_DOCUMENTS, each wave one segment and one commit, so a crash loses at
most the wave in flight. In a wave:

1. a task per batch of BATCH_DOCUMENTS files (derive.add_batch) reads, shingles and signs them with the
   scan's code, skips the texts the archive or the collection holds already (`KnownTexts`, sent to every
   worker once), writes the batch's documents, texts and signatures files, and keeps its band keys and
   samples in memory, split by partition;
2. a task per partition and kind gathers that partition's part of every batch (a shuffle: each key goes to
   the one task of its partition), sorts it and writes it (derive.write_partition);
3. the commit (layout.Archive.commit) makes the segment visible, after setting aside what a concurrent add
   committed meanwhile (its texts become aliases, its documents of the same collection are masked).

A worker killed in a task: Dask runs the task again elsewhere (and again the batch tasks whose results the
dead worker held), which writes the same files, so nothing is lost and nothing is stored twice. Running the
add again after it finished adds nothing: every text is then known.
"""

from __future__ import annotations

import operator
import uuid
from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from plagcheck.archive.catalog import segment_documents
from plagcheck.archive.cluster import Runner
from plagcheck.archive.derive import (
    BatchMeta,
    BatchWork,
    KnownTexts,
    add_batch,
    derivation,
    describe,
    partition_count,
    write_partition,
)
from plagcheck.archive.layout import SEGMENTS, Archive, ArchiveError, Manifest, Segment, SegmentIndex, global_id, now
from plagcheck.engine import ingest
from plagcheck.models import Progress, ScanSettings
from plagcheck.vocabulary import counted

#: Submissions per segment (one commit each).
WAVE_DOCUMENTS = 100_000
#: Submissions per batch task (about 2 s of work for 300-1,000-word essays).
BATCH_DOCUMENTS = 2_000


@dataclass(frozen=True)
class ArchiveAddReport:
    """What an add did."""

    added: int
    already_there: int
    unreadable: tuple[tuple[str, str], ...]  # (name, reason)
    segments: int
    bytes_written: int


def known_texts(runner: Runner, archive: Archive, manifest: Manifest, collection: str) -> KnownTexts:
    """Return the archive's texts by content hash, and the hashes of `collection`'s documents."""
    digests, texts, in_collection = [], [], []
    arguments = [(archive.address, segment, ("sha256", "collection")) for segment in manifest.segments]
    for _, table in runner.run(segment_documents, arguments):
        digest = np.array(table.column("sha256").to_pylist(), dtype="S32")
        digests.append(digest)
        texts.append(table.column("text").to_numpy())
        mine = np.array([c == collection for c in table.column("collection").to_pylist()], dtype=bool)
        in_collection.append(digest[mine])
    return _known(digests, texts, in_collection)


def _known(digests: list[np.ndarray], texts: list[np.ndarray], in_collection: list[np.ndarray]) -> KnownTexts:
    digest = np.concatenate(digests) if digests else np.zeros(0, dtype="S32")
    text = np.concatenate(texts) if texts else np.zeros(0, dtype=np.int64)
    digest, first = np.unique(digest, return_index=True)
    held = np.unique(np.concatenate(in_collection)) if in_collection else np.zeros(0, dtype="S32")
    return KnownTexts(digest, text[first], held)


def add(
    address: str, paths: Sequence[str | Path], collection: str, term: str, settings: ScanSettings, client
) -> Generator[Progress, None, ArchiveAddReport]:
    """Add the submissions under `paths` to collection `collection` (and `term`) of the archive at `address`
    (created if new), on the Dask cluster of `client`. Yields Progress; returns what was added."""
    if not collection.strip():
        raise ArchiveError("a collection name is needed (--collection)")
    settings.validate()
    archive = Archive(address, create=True)
    derivation_id, entry = derivation(settings)
    manifest = archive.latest()
    _check_settings(manifest, derivation_id, entry)
    archive.remove_orphans(manifest)
    submissions = ingest.find_submissions(paths, settings.layout, settings.group_subfolders, workers=settings.workers,
                                          max_file_mb=settings.max_file_mb)
    yield Progress("archive", 0, len(submissions), counted(len(submissions), "file") + " found")
    known = known_texts(Runner(), archive, manifest, collection)
    accounted = {segment.number for segment in manifest.segments}  # what `known` holds
    added = already = written = segments = 0
    unreadable: list[tuple[str, str]] = []
    for first in range(0, len(submissions), WAVE_DOCUMENTS):
        wave = submissions[first : first + WAVE_DOCUMENTS]
        folder = f"{SEGMENTS}/{uuid.uuid4().hex}"
        work = BatchWork(address, Segment(0, folder, collection, term, now(), (), (), {}), 0, settings,
                         derivation_id, partition_count(len(wave), settings), collection, term, now())
        metas, index, partition_bytes = yield from _run_wave(client, work, wave, known, first, len(submissions))
        unreadable.extend(u for meta in metas for u in meta.unreadable)
        already += sum(meta.already_there for meta in metas)
        if not any(meta.documents for meta in metas):
            archive.fs.rm(archive.path(folder), recursive=True)  # nothing new: no segment
            continue
        committed = archive.commit(lambda latest: _with_segment(latest, archive, work, metas, index, entry,
                                                                accounted, partition_bytes))
        segment = committed.segments[-1]
        accounted |= {s.number for s in committed.segments}
        added += segment.documents
        already += sum(meta.documents for meta in metas) - segment.documents
        written += segment.bytes
        segments += 1
        known = _known([known.digests, *(np.array([d for _, d in m.new_texts], dtype="S32") for m in metas)],
                       [known.text_ids, *(np.array([segment.text_aliases.get(i, global_id(segment.number, i))
                                                    for i, _ in m.new_texts], dtype=np.int64) for m in metas)],
                       [known.in_collection, *(np.array([d for _, d in m.new_documents], dtype="S32")
                                               for m in metas)])
    return ArchiveAddReport(added, already, tuple(unreadable), segments, written)


def _check_settings(manifest: Manifest, derivation_id: str, entry: dict) -> None:
    """Refuse an add whose shingle settings differ from the archive's (one index for all its texts)."""
    held = {d for segment in manifest.segments for d in segment.indexes}
    if held and derivation_id not in held:
        raise ArchiveError("the archive is indexed with other shingle settings ("
                           + "; ".join(describe(manifest.derivations[d]) for d in sorted(held))
                           + f"), not {describe(entry)}: add with the archive's settings")


def _run_wave(client, work: BatchWork, wave: Sequence[ingest.Submission], known: KnownTexts, done_before: int,
              total: int) -> Generator[Progress, None, tuple[list[BatchMeta], SegmentIndex, int]]:
    """Run one wave's batch and partition tasks; return the batches' metadata, the segment's index and the
    bytes of its partition files."""
    from distributed import as_completed

    known_future = client.scatter(known, broadcast=True, hash=False)
    batches = [wave[i : i + BATCH_DOCUMENTS] for i in range(0, len(wave), BATCH_DOCUMENTS)]
    tag = work.segment.folder.rsplit("/", 1)[-1]
    results = [client.submit(add_batch, replace(work, batch=b), batch, known_future, key=f"archive-add-{tag}-{b}")
               for b, batch in enumerate(batches)]
    metas = [client.submit(operator.itemgetter(0), r, key=f"archive-meta-{tag}-{b}") for b, r in enumerate(results)]
    writes = []
    for position, kind in ((1, "bands"), (2, "samples")):
        for part in range(work.partitions):
            pieces = [client.submit(_piece, r, position, part, key=f"archive-{kind}-{tag}-{b}-{part}")
                      for b, r in enumerate(results)]
            path = work.segment.index_file(work.derivation, kind, part)
            writes.append(client.submit(write_partition, work.address, path, kind, pieces,
                                        key=f"archive-write-{kind}-{tag}-{part}"))
    batch_of = {future.key: b for b, future in enumerate(results)}
    try:
        finished = 0
        for future in as_completed(results):  # counted as they finish; only their metadata comes here
            finished += len(batches[batch_of[future.key]])
            yield Progress("archive", done_before + finished, total)
        yield Progress("archive", done_before + len(wave), total, "writing the partitions")
        ordered = client.gather(metas)
        rows = client.gather(writes)
    except BaseException:  # a failed task, a closed generator: stop the rest of the wave
        client.cancel([f for f in (*results, *metas, *writes) if not f.done()])
        raise
    band_rows = sum(r for r, _ in rows[: work.partitions])
    sample_rows = sum(r for r, _ in rows[work.partitions :])
    return ordered, SegmentIndex(work.partitions, band_rows, sample_rows), sum(b for _, b in rows)


def _piece(result: tuple, position: int, part: int) -> tuple:
    """Return partition `part` of a batch result's band keys (position 1) or samples (position 2)."""
    return result[position][part]


def _with_segment(latest: Manifest, archive: Archive, work: BatchWork, metas: list[BatchMeta],
                  index: SegmentIndex, entry: dict, accounted: set[int], partition_bytes: int) -> Manifest:
    """Return `latest` with the wave's segment, after setting aside what the archive already holds: what
    segments committed since the add read the archive (`accounted` it had) hold, and repeats in the wave."""
    number = latest.next_segment
    stored, held = _committed_since(latest, archive, work.collection, accounted)
    aliases: dict[int, int] = {}
    masked: list[int] = []
    for meta in metas:  # batch order: the first copy of a text (or document) in the wave is the one kept
        for local, digest in meta.new_texts:
            if digest in stored:
                aliases[local] = stored[digest]
            else:
                stored[digest] = global_id(number, local)
        for local, digest in meta.new_documents:
            if digest in held:
                masked.append(local)
            held.add(digest)
    written = sum(m.bytes for m in metas) + partition_bytes
    segment = Segment(number, work.segment.folder, work.collection, work.term, work.added_at,
                      tuple(m.documents for m in metas), tuple(m.texts for m in metas),
                      {work.derivation: index}, tuple(masked), aliases, written)
    return replace(latest, segments=(*latest.segments, segment),
                   derivations={**latest.derivations, work.derivation: entry})


def _committed_since(latest: Manifest, archive: Archive, collection: str,
                     accounted: set[int]) -> tuple[dict[bytes, int], set[bytes]]:
    """Return {digest: text id} of the texts, and the digests of `collection`'s documents, that segments
    committed by others since the add read the archive hold (usually none)."""
    stored: dict[bytes, int] = {}
    held: set[bytes] = set()
    for segment in latest.segments:
        if segment.number in accounted:
            continue
        table = segment_documents(archive.address, segment, ("sha256", "collection"))
        for digest, text, name in zip(table.column("sha256").to_pylist(), table.column("text").to_pylist(),
                                      table.column("collection").to_pylist()):
            stored.setdefault(digest, text)
            if name == collection:
                held.add(digest)
    return stored, held
