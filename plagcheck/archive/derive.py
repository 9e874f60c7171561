"""What one batch of submissions becomes in the archive, on a worker: its rows, with the scan's own code.

Files are read by `ingest.read_submissions` (the extraction and checks of a scan, without the desktop's text
cache), texts are shingled by `derivations.shingled_text` (the normalisation and shingling of a scan,
quotations and reference lists as the settings say), and indexed with the library's sample and signatures
(`library_index.sample`, `MinHasher.signature`, `library_index.stored_band_keys`): an archive document is a
library document at another scale.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
import pyarrow as pa

from plagcheck.archive.cluster import DAEMON_MESSAGE, tune_worker_memory
from plagcheck.archive.layout import Archive, ArchiveError, Segment, local_id
from plagcheck.engine.candidates import document_lsh_parameters
from plagcheck.engine.copied.minhash import MinHasher
from plagcheck.engine.reading import ingest
from plagcheck.engine.references.derivations import shingled_text, signature_key
from plagcheck.engine.references.library_index import sample, stored_band_keys
from plagcheck.engine.reworded.lexicon import text_words
from plagcheck.engine.reworded.pivot import PIVOT_LANGUAGES, document_languages, document_senses
from plagcheck.engine.reworded.stable_terms import TERM_SAMPLE_MODULUS, term_samples
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.shared.models import ScanSettings

#: Texts per row group of a texts file: a reader decompresses one row group to get one text.
TEXT_ROW_GROUP = 128
#: Key rows per row group of a partition file: a query reads only the row groups its keys fall in.
KEY_ROW_GROUP = 4096
#: Key rows per partition file the partition count aims at (48 MB of band keys).
KEY_ROWS_PER_PARTITION = 4_000_000
TEXT_COMPRESSION = "zstd"

DOCUMENTS_SCHEMA = pa.schema([
    ("id", pa.int64()),  # batch-local
    ("sha256", pa.binary(32)),
    ("text_local", pa.int64()),  # batch-local id of its text in this segment, or -1
    ("known_text", pa.int64()),  # archive-wide id of its text stored before, or -1
    ("collection", pa.string()),
    ("term", pa.string()),
    ("name", pa.string()),
    ("path", pa.string()),
    ("format", pa.string()),
    ("characters", pa.int64()),
    ("added_at", pa.string()),
])
TEXTS_SCHEMA = pa.schema([
    ("id", pa.int64()),
    ("sha256", pa.binary(32)),
    ("text", pa.large_string()),
    ("block_quotes", pa.string()),  # JSON [[start, end], ...]
])
SIGNATURES_SCHEMA = pa.schema([("id", pa.int64()), ("sample_size", pa.int32()), ("signature", pa.binary())])
BANDS_SCHEMA = pa.schema([("key", pa.uint64()), ("text", pa.int64())])  # text: batch-local id
SAMPLES_SCHEMA = pa.schema([("key", pa.uint64()), ("text", pa.int64()), ("sample_size", pa.int32())])
#: A text's pivot senses (engine/reworded/pivot.py: translated copying), a row per (sense, text), sorted by
#: language (its number in SENSE_LANGUAGES) and then by sense, so that a class reads only the row groups of the
#: languages it may have translated (the first column's statistics bound each row group).
SENSES_SCHEMA = pa.schema([("language", pa.int8()), ("key", pa.uint64()), ("text", pa.int64())])
#: The languages of senses rows, by number.
SENSE_LANGUAGES = tuple(PIVOT_LANGUAGES)
#: The kinds of key a segment's index keeps, each in partitions: band keys of whole-document signatures,
#: sampled shingles (copied passages), sampled term elements (reworded passages: engine/reworded/stable_terms.py),
#: pivot senses (translated passages).
KEY_KINDS = ("bands", "samples", "terms", "senses")
#: What the `terms` keys are, written in each segment's index: a segment of another (or no) version of them
#: is not searched for reworded copies (its shingle keys still are).
TERMS_VERSION = f"stable-terms-1-mod{TERM_SAMPLE_MODULUS}"


def key_schema(kind: str) -> pa.Schema:
    """Return the schema of a `bands`, `samples`, `terms` or `senses` partition file."""
    return {"bands": BANDS_SCHEMA, "senses": SENSES_SCHEMA}.get(kind, SAMPLES_SCHEMA)


def sense_partition(senses: np.ndarray, partitions: int) -> np.ndarray:
    """Return the partition of each pivot sense: the top bits of its multiplicative hash (senses are small
    numbers: their own top bits are all zero)."""
    return partition_of(senses.astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15), partitions)


def derivation(settings: ScanSettings) -> tuple[str, dict]:
    """Return (derivation id, its manifest entry): what a text's stored keys depend on under `settings`."""
    params = document_lsh_parameters(settings)
    key = f"{signature_key(settings)}:bands{params.bands}x{params.rows}"
    entry = {"key": key, "settings": {
        "unit": settings.unit, "k": settings.shingle_k, "num_perm": settings.num_perm, "seed": settings.seed,
        "bands": params.bands, "rows": params.rows, "fold_homoglyphs": settings.fold_homoglyphs,
        "join_hyphenated": settings.join_hyphenated, "exclude_quotes": settings.exclude_quotes,
        "exclude_cited_quotes": settings.exclude_cited_quotes, "exclude_bibliography": settings.exclude_bibliography}}
    return "d" + hashlib.sha256(key.encode()).hexdigest()[:12], entry


def describe(entry: dict) -> str:
    """Return a derivation's settings in words."""
    chosen = entry["settings"]
    return (f"{chosen['unit']} {chosen['k']}-shingles, {chosen['num_perm']} permutations seed {chosen['seed']}, "
            f"{chosen['bands']}x{chosen['rows']} bands, quotations {'out' if chosen['exclude_quotes'] else 'in'}, "
            f"cited quotations {'out' if chosen.get('exclude_cited_quotes', False) else 'in'}, "
            f"reference lists {'out' if chosen['exclude_bibliography'] else 'in'}")


def partition_count(documents: int, settings: ScanSettings) -> int:
    """Return the partitions (a power of two) a segment of `documents` splits its band keys into."""
    rows = documents * document_lsh_parameters(settings).bands
    count = 1
    while count * KEY_ROWS_PER_PARTITION < rows:
        count *= 2
    return count


def row_group_bounds(parquet) -> tuple[np.ndarray, np.ndarray]:
    """Return the smallest and largest key of each row group of a partition file (from its footer).

    A row group without key statistics is never skipped: an empty one (a segment with no key rows of this
    kind, as earlier versions wrote it) gets bounds no key falls in, any other the whole key range, so it
    is read.
    """
    metadata = parquet.metadata
    count = metadata.num_row_groups
    lows = np.zeros(count, dtype=np.uint64)
    highs = np.full(count, np.iinfo(np.uint64).max, dtype=np.uint64)
    for g in range(count):
        group = metadata.row_group(g)
        statistics = group.column(0).statistics
        if group.num_rows == 0:
            lows[g], highs[g] = 1, 0
        elif statistics is not None and statistics.has_min_max:
            lows[g], highs[g] = statistics.min, statistics.max
    return lows, highs


def partition_of(keys: np.ndarray, partitions: int) -> np.ndarray:
    """Return the partition of each key: its top log2(partitions) bits."""
    bits = partitions.bit_length() - 1
    if bits == 0:
        return np.zeros(keys.size, dtype=np.int64)
    return (keys >> np.uint64(64 - bits)).astype(np.int64)


@dataclass(frozen=True)
class KnownTexts:
    """What the archive held when an add started: its texts by content hash, and those of the add's collection."""

    digests: np.ndarray  # sorted sha256 digests ('S32') of every stored text
    text_ids: np.ndarray  # archive-wide text id of each
    in_collection: np.ndarray  # sorted digests of the collection's documents

    def text_id(self, digest: bytes) -> int:
        """Return the stored text's id, or -1."""
        return _lookup(self.digests, digest, self.text_ids)

    def collection_holds(self, digest: bytes) -> bool:
        """Return True when the add's collection already has a document of this text."""
        return _lookup(self.in_collection, digest, None) >= 0


def _lookup(sorted_digests: np.ndarray, digest: bytes, values: np.ndarray | None) -> int:
    # Compared as numpy 'S32' on both sides: numpy drops trailing NUL bytes when it hands a value to Python,
    # so a digest ending in 0x00 (one in 256) would never equal its Python bytes.
    needle = np.array(digest, dtype="S32")
    at = int(np.searchsorted(sorted_digests, needle))
    if at < sorted_digests.size and sorted_digests[at:at + 1] == needle:
        return int(values[at]) if values is not None else at
    return -1


@dataclass(frozen=True)
class BatchMeta:
    """What a batch wrote, for the commit (small: it goes to the client)."""

    batch: int
    documents: int
    texts: int
    #: (batch-local text id, sha256 digest) of every text stored, and of every document row, for the commit.
    new_texts: tuple[tuple[int, bytes], ...]
    new_documents: tuple[tuple[int, bytes], ...]
    already_there: int
    #: (name, reason) of each submission that could not be read, as a scan reports it.
    unreadable: tuple[tuple[str, str], ...]
    bytes: int
    #: (language, texts) of the batch's texts holding pivot senses, by language.
    pivot_texts: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class BatchWork:
    """Where a batch goes and how it is derived (everything a worker needs besides the files)."""

    address: str
    segment: Segment  # number 0: not committed yet (only `folder` is used)
    batch: int
    settings: ScanSettings
    derivation: str
    partitions: int
    collection: str
    term: str
    added_at: str


def add_batch(work: BatchWork, submissions: Sequence[ingest.Submission], known: KnownTexts):
    """Read, shingle and sign one batch; write its documents, texts and signatures files.

    Returns (BatchMeta, band parts, sample parts): per partition, the batch's (keys, text ids[, sample
    sizes]), for the partition tasks to gather. Writing the same batch again (a worker died) writes the same
    files, so nothing is stored twice.
    """
    tune_worker_memory()
    if multiprocessing.current_process().daemon:
        raise ArchiveError(DAEMON_MESSAGE)
    archive = Archive(work.address)
    settings = replace(work.settings, workers=1)  # one reader process per Dask worker: Dask spreads the tasks
    records = list(ingest.read_submissions(submissions, settings, use_cache=False))
    hasher = MinHasher(settings.num_perm, settings.seed)
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    documents, texts, signatures, keys, terms = [], [], [], [], []
    words_of = {}  # each new text's words, for its language and pivot senses
    stored: dict[bytes, int] = {}  # this batch's texts by digest
    listed: set[bytes] = set()
    unreadable, already = [], 0
    for record in records:
        if not record.usable:
            unreadable.append((record.name, record.message))
            continue
        digest = bytes.fromhex(record.sha256)
        if digest in listed or known.collection_holds(digest):
            already += 1
            continue
        listed.add(digest)
        known_text = known.text_id(digest)
        text_local = -1
        if known_text < 0:
            text_local = stored.get(digest, -1)
        if known_text < 0 and text_local < 0:
            text_local = stored[digest] = local_id(work.batch, len(texts))
            shingle_set = shingled_text(record.text, record.block_quotes, settings).shingle_set
            sampled = sample(shingle_set)
            texts.append((text_local, digest, record.text, json.dumps(record.block_quotes)))
            signatures.append((text_local, sampled.size, hasher.signature(shingle_set)))
            keys.append((text_local, sampled))
            words_of[text_local] = text_words(record.text, options)
            terms.append(term_samples(record.text, words_of[text_local], settings.fold_homoglyphs))
        documents.append((local_id(work.batch, len(documents)), digest, text_local, known_text, work.collection,
                          work.term, record.name, record.path, record.format, len(record.text), work.added_at))
    written = _write_batch(archive, work, documents, texts, signatures)
    senses = text_senses({t[0]: t[2] for t in texts}, words_of)
    parts = _key_parts(work, signatures, keys, terms, senses)
    languages = [language for language, found in senses.values() if found.size]
    meta = BatchMeta(work.batch, len(documents), len(texts), tuple((t[0], t[1]) for t in texts),
                     tuple((d[0], d[1]) for d in documents), already, tuple(unreadable), written,
                     tuple((language, languages.count(language)) for language in sorted(set(languages))))
    return meta, parts


def text_senses(texts: dict[int, str], words: dict) -> dict[int, tuple[str, np.ndarray]]:
    """Return {text id: (its language, its sorted pivot senses)} of `texts` in a language the pivot reads, as
    the reference library keeps them (pivot.document_languages, document_senses: each text's on its own)."""
    languages = document_languages(words)
    senses = document_senses(texts, words, languages)
    return {text_id: (languages[text_id], found) for text_id, found in senses.items()}


def _columns(rows: list[tuple], schema: pa.Schema) -> pa.Table:
    columns = list(zip(*rows)) if rows else [[] for _ in schema]
    return pa.Table.from_arrays([pa.array(list(c), type=f.type) for c, f in zip(columns, schema)], schema=schema)


def _write_batch(archive: Archive, work: BatchWork, documents, texts, signatures) -> int:
    signature_rows = [(i, size, sig.tobytes()) for i, size, sig in signatures]
    written = archive.write_table(work.segment.file("documents", work.batch), _columns(documents, DOCUMENTS_SCHEMA),
                                  compression=TEXT_COMPRESSION)
    written += archive.write_table(work.segment.file("texts", work.batch), _columns(texts, TEXTS_SCHEMA),
                                   compression=TEXT_COMPRESSION, row_group_size=TEXT_ROW_GROUP,
                                   use_dictionary=False)
    written += archive.write_table(work.segment.index_file(work.derivation, "signatures", work.batch),
                                   _columns(signature_rows, SIGNATURES_SCHEMA), compression="none",
                                   use_dictionary=False)
    return written


def _key_parts(work: BatchWork, signatures, keys, terms, senses) -> dict[str, list[tuple[np.ndarray, ...]]]:
    """Return the batch's keys of each kind (KEY_KINDS) split by partition: per partition, (keys, text ids)
    for band keys, (keys, text ids, sample sizes) for samples and terms, (language numbers, senses, text ids)
    for senses (`senses`: text_senses)."""
    ids = np.array([i for i, _, _ in signatures], dtype=np.int64)
    if signatures:
        bands = stored_band_keys(np.stack([sig for _, _, sig in signatures]), work.settings)
        rows = {"bands": (bands.ravel(), np.repeat(ids, bands.shape[1]))}
    else:
        rows = {"bands": (np.zeros(0, dtype=np.uint64), ids)}
    for kind, sampled in (("samples", [s for _, s in keys]), ("terms", terms)):
        sizes = np.array([s.size for s in sampled], dtype=np.int32)
        rows[kind] = (np.concatenate(sampled) if sampled else np.zeros(0, dtype=np.uint64), np.repeat(ids, sizes),
                      np.repeat(sizes, sizes))
    held = [(text, language, found) for text, (language, found) in sorted(senses.items()) if found.size]
    numbers = np.repeat([SENSE_LANGUAGES.index(language) for _, language, _ in held], [f.size for *_, f in held])
    rows["senses"] = (numbers.astype(np.int8),
                      np.concatenate([f for *_, f in held]).astype(np.uint64) if held else np.zeros(0, np.uint64),
                      np.repeat(np.array([t for t, _, _ in held], dtype=np.int64), [f.size for *_, f in held]))
    parts = {}
    for kind, columns in rows.items():
        where = (sense_partition(columns[1], work.partitions) if kind == "senses"
                 else partition_of(columns[0], work.partitions))
        parts[kind] = [tuple(c[where == p] for c in columns) for p in range(work.partitions)]
    return parts


def write_partition(address: str, path: str, kind: str, parts: Sequence[tuple[np.ndarray, ...]]) -> tuple[int, int]:
    """Write one partition of a segment's `bands`, `samples` or `terms` from every batch's part, sorted by
    key, in row groups of KEY_ROW_GROUP (uncompressed: hashes do not compress; senses, small numbers sorted, with
    zstd). Returns (rows, bytes).

    The file is read back (its footer) before it counts: a partition a reader could not use is never left.
    """
    schema = key_schema(kind)
    columns = [np.concatenate([part[i] for part in parts]) for i in range(len(schema))]
    order = np.lexsort((columns[1], columns[0])) if kind == "senses" else np.argsort(columns[0], kind="stable")
    table = pa.Table.from_arrays([pa.array(c[order], type=f.type) for c, f in zip(columns, schema)], schema=schema)
    archive = Archive(address)
    # Senses rows, sorted by language and sense, compress 11 times with zstd (1,000 texts of PAN: 3.6 MB, 0.32 MB).
    written = archive.write_table(path, table, compression="zstd" if kind == "senses" else "none",
                                  use_dictionary=False, row_group_size=KEY_ROW_GROUP,
                                  write_statistics=[schema.names[0]])
    lows, highs = row_group_bounds(archive.parquet(path))
    if int(archive.parquet(path).metadata.num_rows) != table.num_rows or (table.num_rows and lows[0] > highs[-1]):
        raise ArchiveError(f"{path}: the partition written cannot be read back")
    return table.num_rows, written
