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

import contextlib
import operator
import time
import uuid
from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from pathlib import Path

import numpy as np

from plagcheck.archive.catalog import segment_documents
from plagcheck.archive.cluster import Runner
from plagcheck.archive.derive import (
    KEY_KINDS,
    TERMS_VERSION,
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
from plagcheck.archive.meter import Meter
from plagcheck.engine.reading import ingest
from plagcheck.engine.references.derivations import pivot_key
from plagcheck.shared.models import Progress, ScanSettings
from plagcheck.shared.vocabulary import counted

#: Submissions per segment (one commit each).
WAVE_DOCUMENTS = 100_000
#: Submissions per batch task (about 2 s of work for 300-1,000-word essays).
BATCH_DOCUMENTS = 2_000
#: How long a stopped add waits for its running tasks to end before removing its segment's folder.
ABANDON_WAIT_SECONDS = 10.0


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
    address: str, paths: Sequence[str | Path], collection: str, term: str, settings: ScanSettings, client,
    in_flight: list[str] | None = None, shared_group: bool = False,
) -> Generator[Progress, None, ArchiveAddReport]:
    """Add the submissions under `paths` to collection `collection` (and `term`) of the archive at `address`
    (created if new), on the Dask cluster of `client`. Yields Progress (each phase with a rate and an
    estimate in its message); returns what was added.

    The listing is streamed: each batch is sent as soon as it is listed, so the client holds one batch's
    submissions (and the digests of the archive's texts), not a wave's or the add's. Stopped (a Ctrl-C, a
    closed generator, a failed task), it cancels its tasks and removes the segment it was writing: nothing
    half-added stays behind.
    `in_flight`, if given, holds the folder of the segment being written until it is committed, for a caller
    that stops the cluster to remove it once no worker can write into it any more (remove_in_flight).
    A new archive's files are its owner's only, or with `shared_group` its folder's group's (layout.Archive).
    """
    in_flight = in_flight if in_flight is not None else []
    if not collection.strip():
        raise ArchiveError("a collection name is needed (--collection)")
    settings.validate()
    archive = Archive(address, create=True, shared_group=shared_group)
    derivation_id, entry = derivation(settings)
    manifest = archive.latest()
    _check_settings(manifest, derivation_id, entry)
    archive.remove_orphans(manifest)
    total = yield from _count(paths, settings)
    yield Progress("archive", 0, total, "reading what the archive holds")
    known = known_texts(Runner(), archive, manifest, collection)
    accounted = {segment.number for segment in manifest.segments}  # what `known` holds
    added = already = written = segments = 0
    unreadable: list[tuple[str, str]] = []
    meter = Meter("archive", "reading and indexing", total)
    listing = submissions(paths, settings)
    done = 0
    while True:
        first = list(islice(listing, BATCH_DOCUMENTS))
        if not first:
            break
        folder = f"{SEGMENTS}/{uuid.uuid4().hex}"
        in_flight.append(folder)
        expected = min(WAVE_DOCUMENTS, max(total - done, len(first)))  # the count's, unless files came since
        work = BatchWork(address, Segment(0, folder, collection, term, now(), (), (), {}), 0, settings,
                         derivation_id, partition_count(expected, settings), collection, term, now())
        try:
            metas, index, partition_bytes, listed = yield from _run_wave(
                client, work, _batches(first, listing), known, meter, done)
            done += listed
            unreadable.extend(u for meta in metas for u in meta.unreadable)
            already += sum(meta.already_there for meta in metas)
            if not any(meta.documents for meta in metas):
                archive.fs.rm(archive.path(folder), recursive=True)  # nothing new: no segment
                in_flight.remove(folder)
                continue
            yield Progress("archive", done, total, "committing")
            committed = yield from _committed(archive, lambda latest: _with_segment(
                latest, archive, work, metas, index, entry, accounted, partition_bytes), done, total)
        except BaseException:  # stopped or failed before the commit: its segment would be an orphan
            _abandon(client, archive, folder)
            raise
        in_flight.remove(folder)
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


def _batches(first: list[ingest.Submission], listing: Iterator[ingest.Submission]) -> Iterator[list[ingest.Submission]]:
    """Yield one wave's batches: `first`, then the next ones from `listing`, WAVE_DOCUMENTS submissions in
    all at most. Listed as they are sent, so the client holds one batch's submissions, not the wave's."""
    yield first
    left = WAVE_DOCUMENTS - len(first)
    while left > 0:
        batch = list(islice(listing, min(BATCH_DOCUMENTS, left)))
        if not batch:
            return
        left -= len(batch)
        yield batch


def submissions(paths: Sequence[str | Path], settings: ScanSettings) -> Iterator[ingest.Submission]:
    """Yield the submissions under `paths` as a scan finds them (ingest.find_submissions: layouts, zips), one
    named path at a time, so that only one named path's list is held at once (name an archive's incoming
    files as a folder per course, or per thousand files)."""
    for path in paths:
        yield from ingest.find_submissions([path], settings.layout, settings.group_subfolders,
                                           workers=settings.workers, max_file_mb=settings.max_file_mb)


def _count(paths: Sequence[str | Path], settings: ScanSettings) -> Generator[Progress, None, int]:
    """Return how many submissions the listing holds (a first pass that keeps none of them); yields Progress."""
    meter = Meter("archive", "listing", 0)
    count = 0
    last = time.monotonic()
    for _ in submissions(paths, settings):
        count += 1
        if time.monotonic() - last > 1.0:
            last = time.monotonic()
            yield meter.progress(count)
    yield Progress("archive", 0, count, counted(count, "file") + " found")
    return count


def _committed(archive: Archive, change, done: int, total: int) -> Generator[Progress, None, Manifest]:
    """Commit `change`, yielding Progress that says whose commit lock it waits for, if it must."""
    steps = archive.commit_steps(change)
    while True:
        try:
            sentence = next(steps)
        except StopIteration as finished:
            return finished.value
        if sentence:
            yield Progress("archive", done, total, sentence)


def _abandon(client, archive: Archive, folder: str) -> None:
    """Remove the folder of a wave that will not be committed, once no task of it still runs on a worker (a
    task released while running finishes, and writes, all the same)."""
    tag = folder.rsplit("/", 1)[-1]
    deadline = time.monotonic() + ABANDON_WAIT_SECONDS
    with contextlib.suppress(Exception):  # the cluster may be going away too: removing is what matters
        while time.monotonic() < deadline and any(client.run(_running, tag).values()):
            time.sleep(0.1)
    with contextlib.suppress(FileNotFoundError, OSError):
        archive.fs.rm(archive.path(folder), recursive=True)


def remove_in_flight(address: str, in_flight: list[str]) -> None:
    """Remove the folders of segments an add was writing when it stopped (call once its workers are gone)."""
    archive = Archive(address)
    for folder in in_flight:
        with contextlib.suppress(FileNotFoundError, OSError):
            archive.fs.rm(archive.path(folder), recursive=True)


def _running(tag: str, dask_worker=None) -> int:
    """On a worker: return how many tasks of the wave `tag` still run there (released ones included)."""
    busy = ("executing", "long-running", "cancelled", "resumed")
    return sum(1 for key, task in dask_worker.state.tasks.items() if tag in str(key) and task.state in busy)


def _check_settings(manifest: Manifest, derivation_id: str, entry: dict) -> None:
    """Refuse an add whose shingle settings differ from the archive's (one index for all its texts)."""
    held = {d for segment in manifest.segments for d in segment.indexes}
    if held and derivation_id not in held:
        raise ArchiveError("the archive is indexed with other shingle settings ("
                           + "; ".join(describe(manifest.derivations[d]) for d in sorted(held))
                           + f"), not {describe(entry)}: add with the archive's settings")
    lexicons = other_lexicons(manifest)
    if lexicons:
        raise ArchiveError(f"the archive keeps its texts' languages and senses as made by other lexicons "
                           f"({', '.join(lexicons)}) than this plagcheck's ({pivot_key()}): add with the plagcheck "
                           "that made it, or to a new archive")


def other_lexicons(manifest: Manifest) -> list[str]:
    """Return the pivot keys (derivations.pivot_key) other than this plagcheck's that the archive's segments
    keep their texts' languages and senses under (none for segments written before they were kept)."""
    return sorted({index.pivot for segment in manifest.segments for index in segment.indexes.values()
                   if index.pivot and index.pivot != pivot_key()})


def _run_wave(client, work: BatchWork, batches: Iterator[list[ingest.Submission]], known: KnownTexts,
              meter: Meter, done_before: int
              ) -> Generator[Progress, None, tuple[list[BatchMeta], SegmentIndex, int, int]]:
    """Run one wave's batch and partition tasks, each batch sent as soon as it is listed; return the batches'
    metadata, the segment's index, the bytes of its partition files and how many submissions it held."""
    from distributed import as_completed

    known_future = client.scatter(known, broadcast=True, hash=False)
    tag = work.segment.folder.rsplit("/", 1)[-1]
    sizes: list[int] = []
    results: list = []
    metas: list = []
    writes: list = []
    try:
        for b, batch in enumerate(batches):
            results.append(client.submit(add_batch, replace(work, batch=b), batch, known_future,
                                         key=f"archive-add-{tag}-{b}"))
            sizes.append(len(batch))
        metas = [client.submit(operator.itemgetter(0), r, key=f"archive-meta-{tag}-{b}")
                 for b, r in enumerate(results)]
        for kind in KEY_KINDS:
            for part in range(work.partitions):
                pieces = [client.submit(_piece, r, kind, part, key=f"archive-{kind}-{tag}-{b}-{part}")
                          for b, r in enumerate(results)]
                path = work.segment.index_file(work.derivation, kind, part)
                writes.append(client.submit(write_partition, work.address, path, kind, pieces,
                                            key=f"archive-write-{kind}-{tag}-{part}"))
        batch_of = {future.key: b for b, future in enumerate(results)}
        finished = 0
        for future in as_completed(results):  # counted as they finish; only their metadata comes here
            finished += sizes[batch_of[future.key]]
            yield meter.progress(done_before + finished)
        writing = Meter("archive", "writing the key partitions", len(writes), "partition")
        yield writing.progress(0)
        for count, _ in enumerate(as_completed(writes), start=1):
            yield writing.progress(count)
        ordered = client.gather(metas)
        rows = client.gather(writes)
    except BaseException:  # a failed task, a closed generator: stop the rest of the wave
        for future in (*writes, *metas, *results):  # released, not cancelled: the scheduler forgets what no one
            future.release()  # wants (cancelling a task whose dependents were released trips its assertion)
        raise
    counts = {kind: sum(r for r, _ in rows[k * work.partitions : (k + 1) * work.partitions])
              for k, kind in enumerate(KEY_KINDS)}
    pivot_texts: dict[str, int] = {}
    for meta in ordered:
        for language, count in meta.pivot_texts:
            pivot_texts[language] = pivot_texts.get(language, 0) + count
    index = SegmentIndex(work.partitions, counts["bands"], counts["samples"], counts["terms"], TERMS_VERSION,
                         counts["senses"], pivot_key(), dict(sorted(pivot_texts.items())))
    return ordered, index, sum(b for _, b in rows), sum(sizes)


def _piece(result: tuple, kind: str, part: int) -> tuple:
    """Return partition `part` of a batch result's keys of `kind`."""
    return result[1][kind][part]


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
