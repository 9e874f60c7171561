"""`archive sweep`: every similar pair inside the archive, or inside one term, without comparing all pairs.

1. Shuffle on the keys. Band keys and samples are stored partitioned by their top bits, so every row of a
   key, whatever segment holds it, is in one partition of the sweep: a task per sweep partition gathers its
   rows from every segment and pairs the texts that share a key (lsh.bucket_pairs), returning band pairs
   and, for samples, how many keys each pair shares in the partition. As in a check, a sample held by more
   than library_index.rare_key_limit of the texts swept, or a band key held by more than RARE_KEY_TEXTS,
   pairs no one (two essays that share only stock sentences are no candidates).
2. The candidates: a shared band key, or MIN_SHARED_SAMPLES shared samples (all of the smaller sample if it
   has fewer), summed over partitions on the workers (a reduction per bucket of pairs: Runner.shuffled).
3. Verification on the workers: a task per batch of candidates reads both texts, prepares them as a scan
   does and compares them with the scan's `compare_pair` (copied and reworded passages), keeping what a
   scan keeps, with its passage trimming. Each pair is compared as a scan of those two texts alone compares
   them (their own word weights), so its score does not depend on the batch it was verified in.
4. Text pairs become document pairs (a text handed in twice is one text: its documents are reported as
   identical pairs), written as Parquet, with a JSON summary.
"""

from __future__ import annotations

import time
from collections.abc import Generator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from plagcheck.archive.catalog import by_batch, counted_texts, read_texts, resolve_texts, segment_documents
from plagcheck.archive.cluster import Runner, tune_worker_memory
from plagcheck.archive.derive import TEXT_ROW_GROUP, describe, partition_of, row_group_bounds
from plagcheck.archive.layout import Archive, ArchiveError, Manifest, Segment
from plagcheck.archive.meter import Meter
from plagcheck.engine.arrays import pairs_of
from plagcheck.engine.compare import PreparedDocument, compare_pair, content_documents
from plagcheck.engine.copied.lsh import bucket_pairs
from plagcheck.engine.references.derivations import shingled_text
from plagcheck.engine.references.library_index import MIN_SHARED_SAMPLES, RARE_KEY_TEXTS, rare_key_limit
from plagcheck.engine.reworded.lexicon import text_words
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.pipeline import kept_pair  # the scan's own rule for keeping a pair
from plagcheck.pipeline import listed_pair  # and its passage trimming and stock phrases
from plagcheck.shared.models import Progress, ScanSettings

#: Candidate pairs per verification task.
VERIFY_BATCH = 2_000
#: Sweep partitions at least (more when a segment splits finer): each task holds 1/16 of the keys.
SWEEP_PARTITIONS = 16

PASSAGE = pa.struct([("a_start", pa.int64()), ("a_end", pa.int64()), ("b_start", pa.int64()),
                     ("b_end", pa.int64()), ("words", pa.int64()), ("kind", pa.string()),
                     ("similarity", pa.float64()), ("basis", pa.string())])
SIDES = ("id", "collection", "term", "name", "path")
PAIRS_SCHEMA = pa.schema(
    [(f"{side}_{column}", pa.int64() if column == "id" else pa.string()) for side in "ab" for column in SIDES]
    + [("score", pa.float64()), ("jaccard", pa.float64()), ("containment_a", pa.float64()),
       ("containment_b", pa.float64()), ("shared_shingles", pa.int64()), ("longest_run", pa.int64()),
       ("identical", pa.bool_()), ("passages", pa.list_(PASSAGE))]
)


def _partition_rows(address: str, segment: Segment, derivation: str, kind: str, part: int, parts: int,
                    scope: np.ndarray | None) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Return one segment's (keys, text ids[, sample sizes]) of sweep partition `part` of `parts`, counted
    texts in scope only."""
    archive = Archive(address)
    own = segment.indexes[derivation].partitions
    columns = ["key", "text", "sample_size"] if kind == "samples" else ["key", "text"]
    if own >= parts:  # this segment splits as finely or finer: whole files
        files = range(part * (own // parts), (part + 1) * (own // parts))
        table = pa.concat_tables([archive.parquet(segment.index_file(derivation, kind, f)).read(columns=columns)
                                  for f in files])
    else:  # the part's key range inside one file: only the row groups that reach into it (sorted by key)
        parquet = archive.parquet(segment.index_file(derivation, kind, part // (parts // own)))
        lows, highs = row_group_bounds(parquet)
        bits = 64 - (parts.bit_length() - 1)
        first = np.uint64(part << bits)
        last = first | np.uint64((1 << bits) - 1)
        groups = np.flatnonzero((highs >= first) & (lows <= last)).tolist()
        table = parquet.read_row_groups(groups, columns=columns) if groups else parquet.schema_arrow.empty_table()
    keys, locals_ = table.column("key").to_numpy(), table.column("text").to_numpy()
    keep = counted_texts(segment, locals_)
    if own < parts:
        keep &= partition_of(keys, parts) == part
    texts = resolve_texts(segment, locals_)
    if scope is not None:
        keep &= np.isin(texts, scope)
    sizes = table.column("sample_size").to_numpy()[keep] if kind == "samples" else None
    return keys[keep], texts[keep], sizes


def sweep_partition(address: str, segments: tuple[Segment, ...], derivation: str, part: int, parts: int,
                    scope: np.ndarray | None, sample_limit: int, buckets: int) -> tuple[np.ndarray, list[tuple]]:
    """Return the candidate material of one sweep partition, as archive-wide text ids (a < b): the pairs that
    share a band key; and, in `buckets` pieces by pair (_bucket_of), the pairs that share samples here, with
    how many and how many they need in all (MIN_SHARED_SAMPLES, or the smaller sample's size).
    A sample held by more than `sample_limit` texts, or a band key by more than RARE_KEY_TEXTS, pairs no one."""
    tune_worker_memory()
    band_pairs = np.zeros((0, 2), dtype=np.int64)
    pieces: list[tuple] = []
    for kind in ("bands", "samples"):
        rows = [_partition_rows(address, s, derivation, kind, part, parts, scope) for s in segments]
        keys = np.concatenate([r[0] for r in rows])
        texts = np.concatenate([r[1] for r in rows])
        owners, compact = np.unique(texts, return_inverse=True)
        limit = RARE_KEY_TEXTS if kind == "bands" else sample_limit
        codes = bucket_pairs(keys, compact, limit, max(1, owners.size))
        if kind == "bands":
            band_pairs = owners[pairs_of(np.unique(codes), owners.size)]
            continue
        codes, shared = np.unique(codes, return_counts=True)
        sample_size = np.zeros(owners.size, dtype=np.int64)
        sample_size[compact.ravel()] = np.concatenate([r[2] for r in rows])  # a text's rows all carry its size
        inner = pairs_of(codes, owners.size)
        needed = np.minimum(np.minimum(MIN_SHARED_SAMPLES, sample_size[inner[:, 0]]), sample_size[inner[:, 1]])
        pairs = owners[inner]
        bucket = _bucket_of(pairs, buckets)
        order = np.argsort(bucket, kind="stable")
        bounds = np.searchsorted(bucket[order], np.arange(buckets + 1))
        for r in range(buckets):
            at = order[bounds[r]:bounds[r + 1]]
            pieces.append((pairs[at], shared[at].astype(np.int32), needed[at].astype(np.int16)))
    return band_pairs, pieces


def _bucket_of(pairs: np.ndarray, buckets: int) -> np.ndarray:
    """Return the reduction each (a, b) text pair is summed in: the same in every partition."""
    mixed = (pairs[:, 0].astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15)) ^ pairs[:, 1].astype(np.uint64)
    return ((mixed >> np.uint64(29)) % np.uint64(buckets)).astype(np.int64)


def sample_candidates(*pieces: tuple[np.ndarray, np.ndarray, np.ndarray]) -> np.ndarray:
    """Return the text pairs (m, 2) of one bucket's `pieces` (one from each sweep partition) that share as
    many samples in all as they need."""
    pairs = np.concatenate([p[0] for p in pieces] or [np.zeros((0, 2), np.int64)])
    if len(pairs) == 0:
        return pairs
    shared = np.concatenate([p[1] for p in pieces]).astype(np.int64)
    needed = np.concatenate([p[2] for p in pieces])
    order = np.lexsort((pairs[:, 1], pairs[:, 0]))
    pairs, shared, needed = pairs[order], shared[order], needed[order]
    first = np.ones(len(pairs), dtype=bool)
    first[1:] = (pairs[1:] != pairs[:-1]).any(axis=1)
    starts = np.flatnonzero(first)
    total = np.add.reduceat(shared, starts)
    return pairs[starts[total >= needed[starts]]]


def _text_pairs(band_pairs: list[np.ndarray], sample_pairs: list[np.ndarray]) -> tuple[np.ndarray, int, int]:
    """Return the candidate text pairs (sorted, distinct) from every partition's band pairs and every
    bucket's sample candidates; and how many came from band keys and from samples."""
    bands = np.unique(np.concatenate(band_pairs or [np.zeros((0, 2), np.int64)]), axis=0)
    by_samples = np.concatenate(sample_pairs or [np.zeros((0, 2), np.int64)])  # each pair in one bucket
    both = np.unique(np.concatenate([bands, by_samples]), axis=0)
    return both, len(bands), len(by_samples)


def verify_texts(address: str, segments: tuple[Segment, ...], pairs: np.ndarray, settings: ScanSettings,
                 floor: float) -> list[tuple[int, int, object]]:
    """Return (text a, text b, PairResult) for the candidate text pairs a scan would keep at `floor`.

    Each pair is verified as `plagcheck-cli scan A B` verifies it (verify_alone): the words' weights come
    from the two texts, never from the other texts of the task, so a pair's score does not depend on how
    the candidates were batched.
    """
    tune_worker_memory()
    by_number = {s.number: s for s in segments}
    texts: dict[int, dict] = {}
    for (segment, batch), locals_ in by_batch(np.unique(pairs).tolist()).items():
        for row in read_texts(address, by_number[segment], batch, locals_, TEXT_ROW_GROUP):
            texts[row["id"]] = row
    shingled = {i: shingled_text(t["text"], t["block_quotes"], settings) for i, t in texts.items()}
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    words = {i: text_words(t["text"], options) for i, t in texts.items()} if settings.find_reworded else {}
    verified = []
    for a, b in pairs.tolist():
        pair = verify_alone(a, b, {i: texts[i]["text"] for i in (a, b)}, shingled, words, settings, floor)
        if not kept_pair(pair, floor, settings):
            continue
        listed = listed_pair(pair, texts[a]["text"], texts[b]["text"], settings)
        if listed is not None:
            verified.append((a, b, listed))
    return verified


def verify_alone(a: int, b: int, texts: dict[int, str], shingled: dict, words: dict, settings: ScanSettings,
                 floor: float):
    """Return the PairResult of texts a and b compared as a scan of the two alone compares them: their
    terms under the lexicon and word weights of the pair (`words` empty: copied passages only)."""
    contents = {}
    if words:
        contents = content_documents(texts, {i: (words[i], None) for i in (a, b)}, settings.fold_homoglyphs)[1]
    return compare_pair(a, b, PreparedDocument(shingled[a], contents.get(a)),
                        PreparedDocument(shingled[b], contents.get(b)), settings, floor)


def sweep(address: str, out: str, term: str | None, threshold: float) -> Generator[Progress, None, dict]:
    """Find every similar pair inside the archive (or `term`), write them to `out` (Parquet); yields Progress,
    returns the JSON summary."""
    started = time.perf_counter()
    archive = Archive(address)
    manifest = archive.latest()
    derivation, entry = _the_index(manifest)
    chosen = entry["settings"]
    settings = ScanSettings(unit=chosen["unit"], k=chosen["k"], num_perm=chosen["num_perm"], seed=chosen["seed"],
                            bands=chosen["bands"], rows=chosen["rows"], fold_homoglyphs=chosen["fold_homoglyphs"],
                            join_hyphenated=chosen["join_hyphenated"], exclude_quotes=chosen["exclude_quotes"],
                            exclude_cited_quotes=chosen.get("exclude_cited_quotes", False),
                            exclude_bibliography=chosen["exclude_bibliography"], threshold=threshold,
                            min_score=threshold)
    runner = Runner()
    timings: dict[str, float] = {}
    yield Progress("sweep", 0, len(manifest.segments), "reading the documents")
    tables = [t for _, t in runner.run(segment_documents, [(address, s, ("collection", "term", "name", "path"))
                                                           for s in manifest.segments])]
    documents = pa.concat_tables(tables) if tables else None
    if documents is not None and term is not None:
        documents = documents.filter(pc.equal(documents.column("term"), term))
    if documents is None or documents.num_rows == 0:
        raise ArchiveError(f"{address} has no documents" + (f" of term {term!r}" if term is not None else ""))
    scope = np.unique(documents.column("text").to_numpy()) if term is not None else None
    timings["documents"] = time.perf_counter() - started

    stage = time.perf_counter()
    parts = max(SWEEP_PARTITIONS, *(s.indexes[derivation].partitions for s in manifest.segments))
    swept = scope.size if scope is not None else manifest.texts
    # The pairs sharing samples are summed over partitions where they are (a reduction per bucket of pairs,
    # as many as partitions): summed in this process, they peaked at 5.7 GB at 10^6.
    tasks = [(sweep_partition, (address, manifest.segments, derivation, part, parts, scope, rare_key_limit(swept),
                                parts)) for part in range(parts)]
    band_pairs, sample_pairs = [], []
    meter = Meter("sweep", "pairing texts that share a key", 2 * parts, "task")
    yield meter.progress(0)
    for done, (reduced, _, result) in enumerate(runner.shuffled(tasks, sample_candidates, parts), start=1):
        (sample_pairs if reduced else band_pairs).append(result)
        yield meter.progress(done)
    candidates, from_bands, from_samples = _text_pairs(band_pairs, sample_pairs)
    del band_pairs, sample_pairs
    timings["candidates"] = time.perf_counter() - stage

    stage = time.perf_counter()
    batches = [candidates[i : i + VERIFY_BATCH] for i in range(0, len(candidates), VERIFY_BATCH)]
    verified = []
    meter = Meter("sweep", "verifying", len(candidates), "candidate pair")
    yield meter.progress(0)
    checked = 0
    for index, found in runner.run(verify_texts, [(address, manifest.segments, b, settings, threshold)
                                                   for b in batches]):
        verified.extend(found)
        checked += len(batches[index])
        yield meter.progress(checked)
    timings["verify"] = time.perf_counter() - stage

    stage = time.perf_counter()
    table, identical = _document_pairs(documents, verified)
    pq.write_table(table, out, compression="zstd")
    timings["write"] = time.perf_counter() - stage
    return {
        "archive": address, "term": term, "out": out, "threshold": threshold, "settings": describe(entry),
        "documents": documents.num_rows, "texts": int(np.unique(documents.column("text").to_numpy()).size),
        "candidate_text_pairs": int(len(candidates)), "from_band_keys": from_bands, "from_samples": from_samples,
        "verified_text_pairs": len(verified), "document_pairs": table.num_rows, "identical_document_pairs": identical,
        "seconds": {k: round(v, 3) for k, v in timings.items()} | {"total": round(time.perf_counter() - started, 3)},
        "where": runner.where,
    }


def _the_index(manifest: Manifest) -> tuple[str, dict]:
    """Return the derivation every segment is indexed under."""
    held = set.intersection(*(set(s.indexes) for s in manifest.segments)) if manifest.segments else set()
    if not held:
        raise ArchiveError("the archive is empty" if not manifest.segments else
                           "the archive's segments share no index: add them again with one set of settings")
    derivation = sorted(held)[0]
    return derivation, manifest.derivations[derivation]


def _document_pairs(documents: pa.Table, verified: list) -> tuple[pa.Table, int]:
    """Return the document pairs of the verified text pairs, and of texts held by several documents
    (identical), as one table; and how many are identical."""
    texts = documents.column("text").to_numpy()
    distinct, counts = np.unique(texts, return_counts=True)
    wanted = np.union1d(distinct[counts >= 2], np.array([t for pair in verified for t in pair[:2]], dtype=np.int64))
    holders: dict[int, list[dict]] = {}
    for row in documents.filter(pa.array(np.isin(texts, wanted))).to_pylist():
        holders.setdefault(row["text"], []).append(row)
    rows = []
    for group in holders.values():  # one text handed in more than once
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                rows.append(_row(a, b, None))
    identical = len(rows)
    for text_a, text_b, pair in verified:
        for a in holders.get(text_a, ()):
            for b in holders.get(text_b, ()):
                rows.append(_row(a, b, pair))
    columns = {name: [row[name] for row in rows] for name in PAIRS_SCHEMA.names}
    return pa.table(columns, schema=PAIRS_SCHEMA), identical


def _row(a: dict, b: dict, pair) -> dict:
    row = {f"a_{c}": a["document" if c == "id" else c] for c in SIDES}
    row |= {f"b_{c}": b["document" if c == "id" else c] for c in SIDES}
    if pair is None:
        return row | {"score": 1.0, "jaccard": 1.0, "containment_a": 1.0, "containment_b": 1.0,
                      "shared_shingles": 0, "longest_run": 0, "identical": True, "passages": []}
    return row | {
        "score": pair.score, "jaccard": pair.jaccard, "containment_a": pair.containment_a,
        "containment_b": pair.containment_b, "shared_shingles": pair.shared_shingles,
        "longest_run": pair.longest_run, "identical": False,
        "passages": [{"a_start": p.a_start, "a_end": p.a_end, "b_start": p.b_start, "b_end": p.b_end,
                      "words": p.words, "kind": p.kind, "similarity": p.similarity, "basis": p.basis}
                     for p in pair.passages],
    }

