"""The scan pipeline: files -> documents -> shingles -> signatures -> candidates -> verified pairs.

`scan()` is a generator: it yields `Progress` between steps and returns the `ScanResult` (as the
generator's return value). To cancel, stop iterating and call `close()` on it: no step runs after that.
`run_scan()` drives it to the end for callers that only want the result.
"""

from __future__ import annotations

import time
from contextlib import closing
from datetime import datetime
from collections.abc import Callable, Generator, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

from plagcheck.engine import ingest
from plagcheck.engine.align import trim_to_paragraphs
from plagcheck.engine.candidates import find_candidates
from plagcheck.engine.exclusions import common_hashes, ignored_spans, ignoring, template_hashes
from plagcheck.engine.library import ReferenceLibrary
from plagcheck.engine.references import open_sources
from plagcheck.engine.prepare import shingle_all
from plagcheck.engine.shingles import ShingledDocument, shingle_document
from plagcheck.engine.signatures import sign_all
from plagcheck.engine.verify import units_for_words, verify_pair
from plagcheck.models import DocumentRecord, PairResult, Progress, ScanResult, ScanSettings, StageTiming

ScanGenerator = Generator[Progress, None, ScanResult]

#: Progress is reported at least this often (in items) inside long stages, so cancelling is prompt.
_REPORT_EVERY = 25


def read_documents(
    paths: Sequence[str | Path], settings: ScanSettings, stage: str = "read"
) -> Generator[Progress, None, tuple[DocumentRecord, ...]]:
    """Read every submission under `paths`; yields Progress and returns the records in id order."""
    submissions = ingest.discover(paths, group_subfolders=settings.group_subfolders)
    total = len(submissions)
    yield Progress(stage, 0, total, f"{total} files found")
    records: list[DocumentRecord | None] = [None] * total
    for done, record in enumerate(ingest.read_submissions(submissions, settings), start=1):
        records[record.id] = record
        if done % _REPORT_EVERY == 0 or done == total:
            yield Progress(stage, done, total)
    return tuple(r for r in records if r is not None)


def scan(paths: Sequence[str | Path], settings: ScanSettings) -> ScanGenerator:
    """Read every submission under `paths` and compare them; yields Progress, returns the ScanResult."""
    settings.validate()
    started = time.perf_counter()
    templates: tuple[DocumentRecord, ...] = ()
    if settings.template_paths:
        templates = yield from read_documents(settings.template_paths, replace(settings, group_subfolders=False))
    documents = yield from read_documents(paths, settings)
    read_timing = StageTiming("read", time.perf_counter() - started, len(documents))
    result = yield from scan_documents(documents, settings, templates)
    return replace(result, timings=(read_timing, *result.timings))


def scan_documents(
    documents: Sequence[DocumentRecord], settings: ScanSettings, templates: Sequence[DocumentRecord] = ()
) -> ScanGenerator:
    """Compare already-read documents (ids must equal their index); yields Progress, returns the result.

    `templates` are texts given to everyone: their shingles count in no document.
    """
    settings.validate()
    timings: list[StageTiming] = []

    stage_start = time.perf_counter()
    usable = [(d.id, d.text, d.block_quotes) for d in documents if d.usable]
    prepared = yield from shingle_all(usable, settings)
    shingled = {doc_id: document for doc_id, (document, _) in prepared.items()}
    citations = {doc_id: spans for doc_id, (_, spans) in prepared.items() if spans}
    del prepared
    timings.append(StageTiming("shingle", time.perf_counter() - stage_start, len(usable)))

    shingled, ignored, exclusions = _apply_exclusions(shingled, settings, templates)

    stage_start = time.perf_counter()
    blocks = yield from sign_all(shingled, settings)
    timings.append(StageTiming("signature", time.perf_counter() - stage_start, len(shingled)))

    stage_start = time.perf_counter()
    candidates = yield from find_candidates(blocks, settings)
    del blocks
    timings.append(StageTiming("candidates", time.perf_counter() - stage_start, len(candidates.pairs)))

    stage_start = time.perf_counter()
    pairs: list[PairResult] = []
    total = len(candidates.pairs)
    floor = min(settings.min_score, settings.threshold)
    yield Progress("verify", 0, total, f"{total} candidate pairs")
    for done, (a, b) in enumerate(candidates.pairs, start=1):
        pair = verify_pair(a, b, shingled[a], shingled[b], settings, floor)
        if pair.score >= floor and pair.shared_shingles > 0:
            pairs.append(replace(pair, estimated_jaccard=candidates.estimated_jaccard(a, b)))
        if done % _REPORT_EVERY == 0 or done == total:
            yield Progress("verify", done, total)
    timings.append(StageTiming("verify", time.perf_counter() - stage_start, total))

    references: tuple[DocumentRecord, ...] = ()
    if settings.reference_collections or settings.reference_archives:
        stage_start = time.perf_counter()
        references, reference_pairs = yield from _compare_with_references(
            shingled, settings, first_id=len(documents), ignored=ignored
        )
        pairs.extend(reference_pairs)
        timings.append(StageTiming("reference", time.perf_counter() - stage_start, len(references)))
    texts = {d.id: d.text for d in (*documents, *references)}
    pairs = [_with_trimmed_passages(p, texts[p.a], texts[p.b], settings) for p in pairs]
    pairs.sort(key=lambda p: (-p.score, -p.jaccard, p.a, p.b))

    return ScanResult(
        settings=settings,
        documents=(*documents, *references),
        pairs=tuple(pairs),
        lsh=candidates.lsh,
        candidate_count=total,
        timings=tuple(timings),
        shingle_counts={doc_id: doc.set_size for doc_id, doc in shingled.items()},
        templates=tuple(templates),
        citation_spans=citations,
        scanned_at=datetime.now().astimezone().isoformat(timespec="seconds"),
        **exclusions,
    )


def _with_trimmed_passages(pair: PairResult, text_a: str, text_b: str, settings: ScanSettings) -> PairResult:
    """Return the pair with passage edges that only reach a few words into the next paragraph cut back."""
    if not pair.passages:
        return pair
    min_words = max(1, settings.shingle_k // units_for_words(1, settings.unit))  # about one shingle's words
    passages = tuple(trim_to_paragraphs(p, text_a, text_b, min_words) for p in pair.passages)
    return pair if passages == pair.passages else replace(pair, passages=passages)


def _apply_exclusions(
    shingled: dict[int, ShingledDocument], settings: ScanSettings, templates: Sequence[DocumentRecord]
) -> tuple[dict[int, ShingledDocument], np.ndarray, dict]:
    """Return the documents ignoring template and common shingles, those hashes, and the result fields."""
    template = template_hashes(shingle_document(t.text, settings) for t in templates if t.usable)
    common = common_hashes(shingled, settings.common_share)
    common = common[~np.isin(common, template)] if template.size else common
    spans: dict[int, tuple[tuple[str, int, int], ...]] = {}
    for kind, hashes in (("template", template), ("common", common)):
        if hashes.size == 0:
            continue
        for doc_id, doc in shingled.items():
            found = ignored_spans(ShingledDocument(doc.hashes, doc.unit_starts, doc.unit_ends, doc.k, hashes))
            if found:
                spans[doc_id] = spans.get(doc_id, ()) + tuple((kind, s, e) for s, e in found)
    ignored = np.union1d(template, common)
    return ignoring(shingled, ignored), ignored, {
        "ignored_spans": spans,
        "ignored_template_shingles": int(template.size),
        "ignored_common_shingles": int(common.size),
    }


def _compare_with_references(
    shingled: dict[int, ShingledDocument], settings: ScanSettings, first_id: int, ignored: np.ndarray
) -> Generator[Progress, None, tuple[tuple[DocumentRecord, ...], list[PairResult]]]:
    """Verify the class against the reference sources the settings name (the library's chosen collections,
    archives: engine/references.py); returns the matched references and their pairs.

    Each source finds its candidates and says which can reach the floor; their stored texts are shingled
    again and verified here, as the class's own pairs are, to locate the passages.
    """
    floor = min(settings.min_score, settings.threshold)
    records: list[DocumentRecord] = []
    pairs: list[PairResult] = []
    for source in open_sources(settings):
        with closing(source):
            yield from source.prepare(settings)
            yield Progress("reference", 0, 0, f"searching {source.label}")
            candidates = yield from source.find_candidates(shingled, settings)
            reaching = source.reaching_floor(candidates, shingled, settings, ignored, floor)
            stored = yield from source.stored_documents({reference_id for _, reference_id in reaching})
        yield Progress("reference", 0, len(reaching), f"{len(candidates)} candidates, {len(reaching)} to verify")
        reference_docs: dict[int, ShingledDocument] = {}
        verified: list[PairResult] = []
        for done, (class_id, library_id) in enumerate(reaching, start=1):
            if library_id not in reference_docs:
                document = ReferenceLibrary.prepared(stored[library_id].text, stored[library_id].block_quotes,
                                                     settings)
                reference_docs[library_id] = document.ignoring(ignored) if ignored.size else document
            pair = verify_pair(class_id, library_id, shingled[class_id], reference_docs[library_id], settings, floor)
            if pair.score >= floor and pair.shared_shingles > 0:
                verified.append(pair)
            if done % _REPORT_EVERY == 0 or done == len(reaching):
                yield Progress("reference", done, len(reaching))
        ids: dict[int, int] = {}
        for pair in verified:  # the references that matched, numbered after the class in order of first match
            if pair.b not in ids:
                ids[pair.b] = first_id + len(records)
                found = stored[pair.b]
                records.append(DocumentRecord(ids[pair.b], found.path, f"{found.collection}/{found.name}", "ok", "",
                                              sha256=found.sha256, format=source.record_format, text=found.text,
                                              collection=found.collection, block_quotes=found.block_quotes))
        pairs.extend(replace(pair, b=ids[pair.b]) for pair in verified)
    return tuple(records), pairs


def run_scan(
    paths: Sequence[str | Path],
    settings: ScanSettings,
    on_progress: Callable[[Progress], None] | None = None,
) -> ScanResult:
    """Run a whole scan and return its result, passing each Progress to `on_progress` if given."""
    return drive(scan(paths, settings), on_progress)


def drive(generator: ScanGenerator, on_progress: Callable[[Progress], None] | None = None) -> ScanResult:
    """Exhaust a scan generator and return its ScanResult."""
    while True:
        try:
            progress = next(generator)
        except StopIteration as stop:
            return stop.value
        if on_progress is not None:
            on_progress(progress)
