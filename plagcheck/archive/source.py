"""The archive as a reference source (engine/references/sources.py): what `archive check` and the window's scans
against an archive use, through the pipeline's own reference comparison.

The class's keys of each kind (sampled shingles, band keys, term samples) are split into key ranges; a task
per (kind, key range) reads, in every segment, only the row groups of the partition holding that range whose
keys can be one of the class's (the files are sorted by key), so it holds every row of its keys: it counts
each key's holders and keeps only the hits of keys few enough texts hold (library_index.rare_key_limit).
The candidate rules (library_index.weighed_candidates_from) are applied on the workers too: each key range
splits its hits by class document into buckets, and a task per bucket sums and ranks them
(Runner.start_shuffled); the client receives the candidates, and each candidate text stands for the
documents that hold it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial

import numpy as np

from plagcheck.archive.catalog import (counted_texts, documents_held, documents_of_texts, holder_lookups,
                                       resolve_texts, stored_documents, texts_by_id)
from plagcheck.archive.cluster import Runner, Started, tune_worker_memory
from plagcheck.archive.derive import (KEY_KINDS, TERMS_VERSION, TEXT_ROW_GROUP, derivation, describe, partition_of,
                                      row_group_bounds)
from plagcheck.archive.layout import SEGMENT_SHIFT, Archive, ArchiveError, Manifest, Segment
from plagcheck.archive.meter import Meter
from plagcheck.archive.translated import (SenseRange, nearest_texts, range_senses, sense_range_tasks,
                                          stored_sense_texts, translated_tasks, verify_translated)
from plagcheck.archive.worker_class import worker_class
from plagcheck.engine.arrays import concatenated_ranges
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.references.library import LibraryDocument
from plagcheck.engine.references.library_index import (
    MIN_SHARED_SAMPLES,
    RARE_KEY_TEXTS,
    ClassKeys,
    Occurrences,
    band_candidates_from,
    best_supported,
    class_band_keys,
    class_samples,
    distinct_keys,
    rare_key_limit,
    sorted_class_keys,
    sorted_hit_positions,
)
from plagcheck.engine.references.sources import ClassDocuments
from plagcheck.engine.references.translated_candidates import TranslatedCandidates
from plagcheck.engine.reworded.lexicon import Words, text_words
from plagcheck.engine.reworded.stable_terms import term_samples
from plagcheck.engine.steps import drained
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.pipeline import verify_references
from plagcheck.shared.models import PairResult, Progress, ScanSettings
from plagcheck.shared.vocabulary import counted


@dataclass(frozen=True)
class Hits:
    """Stored rows whose key is one of the class's: keys, archive-wide text ids, sizes, and (for a key
    range read in every segment) how many texts hold each row's key."""

    kind: str
    keys: np.ndarray
    texts: np.ndarray
    sample_sizes: np.ndarray | None
    row_groups_read: int
    row_groups: int
    holders: np.ndarray | None = None


def partition_hits(address: str, segment: Segment, path: str, kind: str, own: ClassKeys) -> Hits:
    """Return the hits of `own` (the class keys falling in this partition) in one partition file.

    Only the row groups whose [min, max] key range holds a class key are read.
    """
    parquet = Archive(address).parquet(path)
    lows, highs = _bounds(address, path, parquet)
    count = int(np.count_nonzero((highs >= own.keys[0]) & (lows <= own.keys[-1]))) if not own.empty else 0
    inside = np.searchsorted(own.keys, highs, side="right") > np.searchsorted(own.keys, lows, side="left")
    groups = np.flatnonzero(inside).tolist()
    empty = np.zeros(0, dtype=np.int64)
    if not groups:
        return Hits(kind, empty.astype(np.uint64), empty, empty.astype(np.int32) if kind != "bands" else None,
                    0, count)
    table = parquet.read_row_groups(groups)
    keys = table.column("key").to_numpy()
    hit = sorted_hit_positions(own, keys)  # the file is sorted by key
    locals_ = table.column("text").to_numpy()[hit]
    counted = counted_texts(segment, locals_)  # a text stored before has its own rows: its copy here does not count
    texts = resolve_texts(segment, locals_)[counted]
    sizes = table.column("sample_size").to_numpy()[hit][counted] if kind != "bands" else None
    return Hits(kind, keys[hit][counted], texts, sizes, len(groups), count)


def range_hits(address: str, files: tuple[tuple[Segment, str], ...], kind: str, own: ClassKeys,
               limit: int, buckets: int) -> tuple[Hits, list[tuple[str, Occurrences]]]:
    """Return the hits of `own` (the class keys of one key range) in `files` (every segment's partition
    holding that range), leaving out the keys held by more than `limit` texts, with each row's holders.

    Every row of these keys is here, so the count is the archive's: only the hits that can count go on, not
    every row of a key half the archive holds (20 million term-sample rows for a class of 300 at 10^6, of
    which 12 million were of keys held by more than 3,000 texts). Band hits come back whole (few: held by at
    most RARE_KEY_TEXTS); sample and term hits go on as their occurrences, in `buckets` pieces by class
    document, to be summed and ranked where they are (weighed_bucket), and only their row-group counts come
    back.
    """
    tune_worker_memory()
    found = [partition_hits(address, segment, path, kind, own) for segment, path in files]
    distinct = distinct_keys(own)
    spans = [(np.searchsorted(h.keys, distinct, side="left"), np.searchsorted(h.keys, distinct, side="right"))
             for h in found]  # each file's hits are sorted by key
    held = sum((last - first for first, last in spans), np.zeros(distinct.size, dtype=np.int64))
    counted = held <= limit
    kept = []
    for hits, (first, last) in zip(found, spans):
        rows = concatenated_ranges(first[counted], (last - first)[counted])
        kept.append(Hits(kind, hits.keys[rows], hits.texts[rows],
                         hits.sample_sizes[rows] if hits.sample_sizes is not None else None, 0, 0,
                         np.repeat(held[counted], (last - first)[counted])))
    every = replace(_joined(kept), kind=kind, row_groups_read=sum(h.row_groups_read for h in found),
                    row_groups=sum(h.row_groups for h in found))
    if kind == "bands":
        return every, [(kind, None)] * buckets
    occurrences = Occurrences.of(own, every.keys, every.texts, every.holders, every.sample_sizes)
    empty = np.zeros(0, dtype=np.int64)
    summary = replace(every, keys=empty.astype(np.uint64), texts=empty, sample_sizes=None, holders=None)
    return summary, [(kind, part) for part in occurrences.split(buckets)]


def weighed_bucket(rules: Mapping[str, tuple[ClassKeys, int, int, bool]],
                   *pieces: tuple[str, Occurrences | None]) -> dict[str, set[tuple[int, int]]]:
    """Return, per kind of key, the candidates of one bucket of class documents: its pieces from every key
    range, ranked by library_index.best_supported under `rules` (class documents, texts stored, keys needed,
    whole sample)."""
    by_kind: dict[str, list[Occurrences]] = {}
    for kind, part in pieces:
        if part is not None:
            by_kind.setdefault(kind, []).append(part)
    return {kind: best_supported(rules[kind][0], Occurrences.joined(parts), *rules[kind][1:])
            for kind, parts in by_kind.items()}


#: Key bounds of the row groups of partition files read by this process, by (address, path): the files are
#: written once and never changed, and every key range of a check opens its segments' files again.
_BOUNDS: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
_BOUNDS_KEPT = 4096


def _bounds(address: str, path: str, parquet) -> tuple[np.ndarray, np.ndarray]:
    """Return derive.row_group_bounds of a partition file, read from its footer once per process."""
    key = (address, path)
    if key not in _BOUNDS:
        if len(_BOUNDS) >= _BOUNDS_KEPT:
            _BOUNDS.clear()
        _BOUNDS[key] = row_group_bounds(parquet)
    return _BOUNDS[key]


def key_range_tasks(address: str, segments: Sequence[Segment], derivation_id: str, own: Mapping[str, ClassKeys],
                    limits: Mapping[str, int], workers: int, buckets: int) -> list[tuple]:
    """Return the arguments of range_hits for the class's keys `own` of each kind: one task per key range,
    each naming every segment's partition that holds its range. The ranges are the finest partitions of any
    segment, split further so that every worker gets several tasks."""
    bits = max([s.indexes[derivation_id].partitions.bit_length() - 1 for s in segments] or [0])
    bits = max(bits, math.ceil(math.log2(TASKS_PER_WORKER * max(1, workers))))
    tasks = []
    for kind, keys in own.items():
        holding = [s for s in segments if kind != "terms" or s.indexes[derivation_id].terms == TERMS_VERSION]
        for key_range in range(1 << bits):
            subset = _subset(keys, 1 << bits, key_range)
            if subset.empty or not holding:
                continue
            files = tuple((s, s.index_file(derivation_id, kind, _partition_of_range(s, derivation_id, key_range, bits)))
                          for s in holding)
            tasks.append((address, files, kind, subset, limits[kind], buckets))
    return tasks


def _partition_of_range(segment: Segment, derivation_id: str, key_range: int, bits: int) -> int:
    """Return the segment's partition that holds key range `key_range` of 2**bits (partitions are top bits)."""
    return key_range >> (bits - (segment.indexes[derivation_id].partitions.bit_length() - 1))


def _subset(own: ClassKeys, partitions: int, part: int) -> ClassKeys:
    """Return the class keys that fall in partition `part` of `partitions` (a power of two): a contiguous
    run, as partitions are key ranges."""
    where = partition_of(own.keys, partitions)
    first, last = np.searchsorted(where, part, side="left"), np.searchsorted(where, part, side="right")
    return ClassKeys(own.keys[first:last], own.rows[first:last], own.ids, own.sizes, own.shift)


#: Candidate pairs per verification task at most (fewer when the candidates are few: every worker gets
#: several tasks, so that the check's time falls as workers are added).
VERIFY_PAIRS = 100
TASKS_PER_WORKER = 4
#: Shared term samples (engine/reworded/stable_terms.py) that make an archive text a candidate for reworded copying,
#: by the rules of library_index.weighed_candidates_from. Measured on the bench's 16 reworded copies (strength
#: 0.1-0.4) against 10^5 essays, under the earlier rule (one shared key held by at most 20 texts): 3 found 14,
#: with 81 term candidates for 36 class essays; 2 found 16, with 547 (a plain scan finds 16).
MIN_SHARED_TERMS = 2


@dataclass(frozen=True)
class _Search:
    """A search for a class's candidates: its keys, and its started key reads (`tasks` of them, then the
    rankings of `buckets` groups of class documents: Runner.start_shuffled)."""

    own: dict[str, ClassKeys]
    tasks: int
    buckets: int
    started: Started


class ArchiveSource:
    """A Parquet archive, read only, as a reference source. Its reference ids are archive document ids."""

    record_format = "archive"

    def __init__(self, address: str) -> None:
        self.address = address
        self.archive = Archive(address)
        self.manifest: Manifest = self.archive.latest()
        self.label = f"the archive {address}"
        self.runner = Runner()
        #: Row groups read / spanning the class's keys, by the last search (what reading by key saved).
        self.row_groups_read = (0, 0)
        #: Candidate (class document, text) pairs of the last search, by what found them.
        self.found_by: dict[str, int] = {}
        #: The class documents a search was begun for by `start`, and the search.
        self._search: tuple[Mapping[int, ShingledDocument], _Search] | None = None
        #: The derivation a scan's settings use (prepare).
        self.derivation_id = ""

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
        self.derivation_id = derivation_id
        yield from ()
        return 0

    def translated_candidates(
        self, wanted: set[str], read_class: Callable[[], tuple[dict[int, np.ndarray], dict[int, Words]]],
        languages: Mapping[int, str],
    ) -> Generator[Progress, None, TranslatedCandidates]:
        """Return the class documents' nearest archive texts in the `wanted` languages (pairs of class document
        and archive text ids; archive/translated.py: a task per key range of the senses, the library's rules),
        the class read by `read_class` (its pivot senses and words, each document's in `languages`) only when
        the archive holds texts in those languages. ArchiveError when it keeps them under other lexicons."""
        stored = stored_sense_texts(self.manifest, self.derivation_id, wanted)
        if not stored:
            return TranslatedCandidates()
        yield Progress("reference", 0, 0, "reading the class in the pivot vocabulary")
        senses, words = read_class()
        documents = stored + len(senses)
        tasks = sense_range_tasks(self.address, self.manifest, self.derivation_id, wanted, senses, documents,
                                  self.runner.workers)
        meter = Meter("reference", f"searching the archive for translations on {self.runner.where}", len(tasks),
                      "task")
        yield meter.progress(0)
        ranges: list[SenseRange | None] = [None] * len(tasks)
        for done, (index, found) in enumerate(self.runner.run(range_senses, tasks), start=1):
            ranges[index] = found  # in key-range order, whatever order they finish in: the same sums
            yield meter.progress(done)
        pairs, text_languages = nearest_texts(ranges, senses, languages, documents)
        self.found_by["translated"] = len(pairs)
        return TranslatedCandidates(tuple(pairs), text_languages, words)

    def translated_passages(
        self, references: TranslatedCandidates, given: ClassDocuments, settings: ScanSettings
    ) -> Generator[Progress, None, tuple[dict[tuple[int, int], tuple], dict[int, LibraryDocument]]]:
        """Return {(class document id, archive document id): (translated passages, share of the class document,
        share of the stored text)} of the candidate pairs of `references` (class document, archive text) with any
        passage, aligned on the workers (translated.verify_translated), and the archive documents matched."""
        tasks = translated_tasks(self.address, self.manifest, references.pairs, given, references.class_words,
                                 references.languages, settings, self.runner.workers)
        meter = Meter("reference", f"aligning {counted(len(references.pairs), 'pair')} in two languages on "
                      f"{self.runner.where}", len(references.pairs), "pair")
        yield meter.progress(0)
        found: dict[tuple[int, int], tuple] = {}
        rows: dict[int, dict] = {}
        checked = 0
        for index, (kept, kept_rows) in self.runner.run(verify_translated, tasks):
            found.update(kept)
            rows.update(kept_rows)
            checked += len(tasks[index][3])
            yield meter.progress(checked)
        holders = documents_of_texts(self.runner, self.address, self.manifest, {text for _, text in found})
        by_document = {(doc_id, document): result for (doc_id, text), result in sorted(found.items())
                       for document in holders.get(text, ())}
        stored = yield from self.stored_documents({document for _, document in by_document}, rows)
        return by_document, stored

    def start(self, documents: Mapping[int, ShingledDocument], texts: Mapping[int, str],
              settings: ScanSettings) -> None:
        """Begin the search for the class's candidates (as text_candidates): the key reads run on the workers
        while the scan compares the class itself; compare_class collects them (given these `documents`)."""
        self.cancel_search()
        self._search = (documents, self._started_search(documents, settings, texts))

    def cancel_search(self) -> None:
        """Cancel a search begun and not collected."""
        if self._search is not None:
            self._search[1].started.cancel()
            self._search = None

    def text_candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings,
        texts: Mapping[int, str] | None = None,
    ) -> Generator[Progress, None, list[tuple[int, int]]]:
        """Return the sorted (class document id, archive text id) pairs worth verifying; yields Progress.

        Copied passages are found by shared samples and band keys; with the class's `texts`, reworded ones
        by shared term samples (engine/reworded/stable_terms.py) too, in the segments that keep them.
        """
        return (yield from self._collected(self._started_search(documents, settings, texts)))

    def _started_search(self, documents: Mapping[int, ShingledDocument], settings: ScanSettings,
                        texts: Mapping[int, str] | None) -> _Search:
        """Return the search for `documents`' candidates, its key reads started (see text_candidates)."""
        derivation_id, _ = derivation(settings)
        own = {"samples": class_samples(documents), "bands": class_band_keys(documents, settings)}
        if texts is not None and settings.find_reworded:
            options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
            ids = [doc_id for doc_id in documents if doc_id in texts]
            own["terms"] = sorted_class_keys(ids, [term_samples(texts[i], text_words(texts[i], options),
                                                                settings.fold_homoglyphs) for i in ids])
        stored = self.manifest.texts  # what a key's holders are a share of
        limits = {"samples": rare_key_limit(stored), "terms": rare_key_limit(stored), "bands": RARE_KEY_TEXTS}
        buckets = TASKS_PER_WORKER * self.runner.workers  # of class documents, ranked apart where they are
        tasks = key_range_tasks(self.address, self.manifest.segments, derivation_id, own, limits,
                                self.runner.workers, buckets)
        empty = np.zeros(0, dtype=np.uint64)
        rules = {kind: (replace(own[kind], keys=empty, rows=empty.astype(np.int64)), stored, *needs)
                 for kind, needs in (("samples", (MIN_SHARED_SAMPLES, True)), ("terms", (MIN_SHARED_TERMS, False)))
                 if kind in own}
        started = self.runner.start_shuffled([(range_hits, task) for task in tasks], partial(weighed_bucket, rules),
                                             buckets)
        return _Search(own, len(tasks), buckets, started)

    def _collected(self, search: _Search) -> Generator[Progress, None, list[tuple[int, int]]]:
        """Return the sorted (class document id, archive text id) candidates of a started search."""
        summaries: list[Hits] = []
        by_kind: dict[str, set[tuple[int, int]]] = {"samples": set(), "bands": set(), "terms": set()}
        meter = Meter("reference", f"searching the archive on {self.runner.where}", search.tasks + search.buckets,
                      "task")
        yield meter.progress(0)
        for done, (index, result) in enumerate(search.started.completed(), start=1):
            if index < search.tasks:  # a key range's row-group counts (and band hits)
                summaries.append(result)
            else:  # a bucket of class documents' candidates by samples and terms
                for kind, pairs in result.items():
                    by_kind[kind] |= pairs
            yield meter.progress(done)
        self.row_groups_read = (sum(h.row_groups_read for h in summaries), sum(h.row_groups for h in summaries))
        bands = _joined([h for h in summaries if h.kind == "bands"])
        by_kind["bands"] = band_candidates_from(search.own["bands"], bands.keys, bands.texts, RARE_KEY_TEXTS)
        self.found_by = {kind: len(pairs) for kind, pairs in by_kind.items()}
        return sorted(set().union(*by_kind.values()))

    def find_candidates(
        self, documents: Mapping[int, ShingledDocument], settings: ScanSettings
    ) -> Generator[Progress, None, list[tuple[int, int]]]:
        """Return the sorted (class document id, archive document id) pairs worth verifying; yields Progress."""
        by_text = yield from self.text_candidates(documents, settings)
        holders = documents_of_texts(self.runner, self.address, self.manifest, {text for _, text in by_text})
        return sorted({(doc_id, document) for doc_id, text in by_text for document in holders.get(text, ())})

    def compare_class(
        self, given: ClassDocuments, settings: ScanSettings, floor: float
    ) -> Generator[Progress, None, tuple[dict[int, LibraryDocument], list[PairResult]]]:
        """Find the class's candidates in the archive and verify them where the archive is read (on the
        cluster's workers, or this process's threads): batches of candidate pairs, each reading its archive
        texts there. Returns the matched archive documents and the kept pairs (b: archive document ids),
        exactly what verifying every candidate here would give (pipeline.verify_references)."""
        if self._search is not None and self._search[0] is given.shingled:  # begun by `start`
            search, self._search = self._search[1], None
        else:
            self.cancel_search()
            search = self._started_search(given.shingled, settings, given.texts)
        by_text = yield from self._collected(search)
        tasks = verification_tasks(self.address, self.manifest, by_text, given, settings, floor,
                                   self.runner.workers)
        # The documents holding each candidate text are looked up on the same workers meanwhile (most
        # candidates are not kept, but the lookup reads every segment's document ids whatever it is given).
        lookups = holder_lookups(self.address, self.manifest, {text for _, text in by_text})
        meter = Meter("reference", f"verifying {counted(len(by_text), 'candidate')} on {self.runner.where}",
                      len(by_text), "candidate")
        yield meter.progress(0)
        verified: list[PairResult] = []
        texts: dict[int, dict] = {}
        tables = []
        checked = 0
        for index, found in self.runner.run_calls([(verify_candidates, task) for task in tasks] + lookups):
            if index >= len(tasks):
                tables.append(found)
                continue
            kept, kept_texts = found
            verified.extend(kept)
            texts.update(kept_texts)
            checked += len(tasks[index][2])
            yield meter.progress(checked)
        holders = documents_held(tables)
        pairs = sorted((replace(pair, b=document) for pair in verified for document in holders.get(pair.b, ())),
                       key=lambda pair: (pair.a, pair.b))
        stored = yield from self.stored_documents({pair.b for pair in pairs}, texts)
        return stored, pairs

    def reaching_floor(
        self, candidates: Sequence[tuple[int, int]], documents: Mapping[int, ShingledDocument],
        settings: ScanSettings, ignored: np.ndarray, floor: float,
    ) -> list[tuple[int, int]]:
        """Return every candidate: the archive keeps no shingle sets to score them from (verification does)."""
        return list(candidates)

    def stored_documents(self, ids: Iterable[int], texts: Mapping[int, dict] | None = None
                         ) -> Generator[Progress, None, dict[int, LibraryDocument]]:
        """Return the archive documents with their texts (`texts`: rows already read, by verification)."""
        ids = sorted(set(ids))
        yield Progress("reference", 0, len(ids), "reading the matching archive documents")
        return stored_documents(self.runner, self.address, self.manifest, ids, TEXT_ROW_GROUP, texts)

    def close(self) -> None:
        """Cancel a search begun and not collected (nothing else stays open between reads)."""
        self.cancel_search()


def verification_tasks(address: str, manifest: Manifest, pairs: Sequence[tuple[int, int]], given: ClassDocuments,
                       settings: ScanSettings, floor: float, workers: int) -> list[tuple]:
    """Return the arguments of verify_candidates for `pairs` (class document, archive text), in batches of
    pairs whose texts lie near each other (sorted by text: a batch reads few row groups), each with only
    the class documents it compares."""
    ordered = sorted(pairs, key=lambda pair: (pair[1], pair[0]))
    size = max(1, min(VERIFY_PAIRS, math.ceil(len(ordered) / (TASKS_PER_WORKER * max(1, workers)))))
    shared = portable(given)
    tasks = []
    for first in range(0, len(ordered), size):
        batch = ordered[first : first + size]
        mine = {a for a, _ in batch}
        part = replace(shared, shingled={a: given.shingled[a] for a in mine},
                       contents={a: given.contents[a] for a in mine if a in given.contents})
        segments = tuple(s for s in manifest.segments if s.number in {t >> SEGMENT_SHIFT for _, t in batch})
        tasks.append((address, segments, batch, part, settings, floor))
    return tasks


def portable(given: ClassDocuments) -> ClassDocuments:
    """Return the class as a task takes it: no texts (the archive's are read there), and a lexicon without
    its stemmer, which cannot be pickled (the task makes its own: lexicon.snowball_stemmer)."""
    lexicon = replace(given.lexicon, stemmer=None) if given.lexicon is not None else None
    return ClassDocuments(given.shingled, given.contents, lexicon, {}, given.ignored)


def verify_candidates(address: str, segments: tuple[Segment, ...], pairs: Sequence[tuple[int, int]],
                      given: ClassDocuments, settings: ScanSettings, floor: float,
                      ) -> tuple[list[PairResult], dict[int, dict]]:
    """Return the kept pairs (b: the archive text id) of (class document, archive text) candidates, and the
    kept texts' rows (catalog.read_texts): the texts read here, prepared and compared as the pipeline does
    (pipeline.verify_references)."""
    tune_worker_memory()
    given = worker_class(given)
    rows = texts_by_id(address, segments, {text for _, text in pairs}, TEXT_ROW_GROUP)
    stored = {i: LibraryDocument(i, "", "", "", "", row["text"], row["block_quotes"]) for i, row in rows.items()}
    kept = drained(verify_references(pairs, stored, given, settings, floor))
    return kept, {pair.b: rows[pair.b] for pair in kept}


def _joined(hits: list[Hits]) -> Hits:
    """Return the rows of `hits` (of one kind) as one Hits."""
    if not hits:
        empty = np.zeros(0, dtype=np.int64)
        return Hits("", empty.astype(np.uint64), empty, empty.astype(np.int32), 0, 0, empty)
    sizes = [h.sample_sizes for h in hits if h.sample_sizes is not None]
    holders = [h.holders for h in hits if h.holders is not None]
    return Hits(hits[0].kind, np.concatenate([h.keys for h in hits]), np.concatenate([h.texts for h in hits]),
                np.concatenate(sizes) if sizes else None, 0, 0,
                np.concatenate(holders) if len(holders) == len(hits) else None)
