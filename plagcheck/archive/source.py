"""The archive as a reference source (engine/references.py): what `archive check` and the window's scans
against an archive use, through the pipeline's own reference comparison.

The class's sampled shingles and band keys are split by the partitions of each segment; a task per
(segment, partition, kind) reads only the row groups of that partition whose key range holds one of the
class's keys (the files are sorted by key) and returns the hits. The hits go through the library's own
candidate rules (library_index), and each candidate text stands for the documents that hold it.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from plagcheck.archive.catalog import counted_texts, documents_of_texts, resolve_texts, stored_documents
from plagcheck.archive.cluster import Runner
from plagcheck.archive.derive import TEXT_ROW_GROUP, derivation, describe, partition_of, row_group_bounds
from plagcheck.archive.layout import Archive, ArchiveError, Manifest, Segment
from plagcheck.engine.library import LibraryDocument
from plagcheck.engine.library_index import (
    ClassKeys,
    band_candidates_from,
    class_band_keys,
    class_samples,
    hit_positions,
    sample_candidates_from,
)
from plagcheck.engine.shingles import ShingledDocument
from plagcheck.models import Progress, ScanSettings


@dataclass(frozen=True)
class Hits:
    """Stored rows of one partition whose key is one of the class's: keys, archive-wide text ids, sizes."""

    kind: str
    keys: np.ndarray
    texts: np.ndarray
    sample_sizes: np.ndarray | None
    row_groups_read: int
    row_groups: int


def partition_hits(address: str, segment: Segment, path: str, kind: str, own: ClassKeys) -> Hits:
    """Return the hits of `own` (the class keys falling in this partition) in one partition file.

    Only the row groups whose [min, max] key range holds a class key are read.
    """
    parquet = Archive(address).parquet(path)
    lows, highs = row_group_bounds(parquet)
    count = lows.size
    inside = np.searchsorted(own.keys, highs, side="right") > np.searchsorted(own.keys, lows, side="left")
    groups = np.flatnonzero(inside).tolist()
    empty = np.zeros(0, dtype=np.int64)
    if not groups:
        return Hits(kind, empty.astype(np.uint64), empty, empty.astype(np.int32) if kind == "samples" else None,
                    0, count)
    table = parquet.read_row_groups(groups)
    keys = table.column("key").to_numpy()
    hit = hit_positions(own, keys)
    locals_ = table.column("text").to_numpy()[hit]
    counted = counted_texts(segment, locals_)  # a text stored before has its own rows: its copy here does not count
    texts = resolve_texts(segment, locals_)[counted]
    sizes = table.column("sample_size").to_numpy()[hit][counted] if kind == "samples" else None
    return Hits(kind, keys[hit][counted], texts, sizes, len(groups), count)


def _subset(own: ClassKeys, partitions: int, part: int) -> ClassKeys:
    """Return the class keys that fall in partition `part` (a contiguous run: partitions are key ranges)."""
    where = partition_of(own.keys, partitions)
    first, last = np.searchsorted(where, part, side="left"), np.searchsorted(where, part, side="right")
    return ClassKeys(own.keys[first:last], own.rows[first:last], own.ids, own.sizes, own.shift)


class ArchiveSource:
    """A Parquet archive, read only, as a reference source. Its reference ids are archive document ids."""

    record_format = "archive"

    def __init__(self, address: str) -> None:
        self.address = address
        self.archive = Archive(address)
        self.manifest: Manifest = self.archive.latest()
        self.label = f"the archive {address}"
        self.runner = Runner()
        #: Row groups read / in the partitions touched, by the last search (what partitioning saved).
        self.row_groups_read = (0, 0)

    def prepare(self, settings: ScanSettings) -> Generator[Progress, None, int]:
        """Check that the archive is indexed for these settings (it is never changed by a scan)."""
        derivation_id, entry = derivation(settings)
        lacking = [s for s in self.manifest.segments if derivation_id not in s.indexes]
        if lacking:
            known = sorted({d for s in self.manifest.segments for d in s.indexes})
            held = "; ".join(describe(self.manifest.derivations[d]) for d in known) or "none"
            raise ArchiveError(
                f"{self.address} is not indexed for these shingle settings ({describe(entry)}): it holds "
                f"{held}. Scan with those settings, or have the archive's keeper add its documents again "
                "with these (plagcheck-cli archive add ... with the same options)")
        yield from ()
        return 0

    def find_candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings
    ) -> Generator[Progress, None, list[tuple[int, int]]]:
        """Return the sorted (class document id, archive document id) pairs worth verifying; yields Progress."""
        derivation_id, _ = derivation(settings)
        own = {"samples": class_samples(documents), "bands": class_band_keys(documents, settings)}
        tasks = []
        for segment in self.manifest.segments:
            index = segment.indexes[derivation_id]
            for kind, keys in own.items():
                for part in range(index.partitions):
                    subset = _subset(keys, index.partitions, part)
                    if not subset.empty:
                        path = segment.index_file(derivation_id, kind, part)
                        tasks.append((self.address, segment, path, kind, subset))
        found: dict[str, list[Hits]] = {"samples": [], "bands": []}
        yield Progress("reference", 0, len(tasks), f"searching the archive on {self.runner.where}")
        for done, (_, hits) in enumerate(self.runner.run(partition_hits, tasks), start=1):
            found[hits.kind].append(hits)
            yield Progress("reference", done, len(tasks))
        every = [h for kind in found.values() for h in kind]
        self.row_groups_read = (sum(h.row_groups_read for h in every), sum(h.row_groups for h in every))
        samples, bands = (_joined(found[kind]) for kind in ("samples", "bands"))
        by_text = sample_candidates_from(own["samples"], samples.keys, samples.texts, samples.sample_sizes)
        by_text |= band_candidates_from(own["bands"], bands.keys, bands.texts)
        holders = documents_of_texts(self.runner, self.address, self.manifest, {text for _, text in by_text})
        return sorted({(doc_id, document) for doc_id, text in by_text for document in holders.get(text, ())})

    def reaching_floor(
        self, candidates: Sequence[tuple[int, int]], documents: Mapping[int, ShingledDocument],
        settings: ScanSettings, ignored: np.ndarray, floor: float,
    ) -> list[tuple[int, int]]:
        """Return every candidate: the archive keeps no shingle sets to score them from (verification does)."""
        return list(candidates)

    def stored_documents(self, ids: Iterable[int]) -> Generator[Progress, None, dict[int, LibraryDocument]]:
        """Return the archive documents with their texts."""
        ids = sorted(set(ids))
        yield Progress("reference", 0, len(ids), "reading the matching archive documents")
        return stored_documents(self.runner, self.address, self.manifest, ids, TEXT_ROW_GROUP)

    def close(self) -> None:
        """Nothing stays open between reads."""


def _joined(hits: list[Hits]) -> Hits:
    if not hits:
        empty = np.zeros(0, dtype=np.int64)
        return Hits("", empty.astype(np.uint64), empty, empty.astype(np.int32), 0, 0)
    sizes = [h.sample_sizes for h in hits if h.sample_sizes is not None]
    return Hits(hits[0].kind, np.concatenate([h.keys for h in hits]), np.concatenate([h.texts for h in hits]),
                np.concatenate(sizes) if sizes else None, 0, 0)
