"""The scan pipeline: files -> documents -> shingles -> signatures -> candidates -> verified pairs.

`scan()` is a generator: it yields `Progress` between steps and returns the `ScanResult` (as the
generator's return value). To cancel, stop iterating and call `close()` on it: no step runs after that.
`run_scan()` drives it to the end for callers that only want the result.
"""

from __future__ import annotations

import time
from dataclasses import replace
from collections.abc import Callable, Generator, Sequence
from pathlib import Path

from plagcheck.engine import ingest
from plagcheck.engine.candidates import find_candidates
from plagcheck.engine.prepare import prepare_all
from plagcheck.engine.verify import verify_pair
from plagcheck.models import DocumentRecord, PairResult, Progress, ScanResult, ScanSettings, StageTiming

ScanGenerator = Generator[Progress, None, ScanResult]

#: Progress is reported at least this often (in items) inside long stages, so cancelling is prompt.
_REPORT_EVERY = 25


def scan(paths: Sequence[str | Path], settings: ScanSettings) -> ScanGenerator:
    """Read every submission under `paths` and compare them; yields Progress, returns the ScanResult."""
    settings.validate()
    started = time.perf_counter()
    submissions = ingest.discover(paths, group_subfolders=settings.group_subfolders)
    total = len(submissions)
    yield Progress("read", 0, total, f"{total} files found")
    records: list[DocumentRecord | None] = [None] * total
    for done, record in enumerate(ingest.read_submissions(submissions, settings), start=1):
        records[record.id] = record
        if done % _REPORT_EVERY == 0 or done == total:
            yield Progress("read", done, total)
    read_timing = StageTiming("read", time.perf_counter() - started, total)
    documents = tuple(r for r in records if r is not None)
    result = yield from scan_documents(documents, settings)
    return ScanResult(
        settings=result.settings,
        documents=result.documents,
        pairs=result.pairs,
        lsh=result.lsh,
        candidate_count=result.candidate_count,
        timings=(read_timing, *result.timings),
        shingle_counts=result.shingle_counts,
    )


def scan_documents(documents: Sequence[DocumentRecord], settings: ScanSettings) -> ScanGenerator:
    """Compare already-read documents (ids must equal their index); yields Progress, returns the result."""
    settings.validate()
    timings: list[StageTiming] = []

    stage_start = time.perf_counter()
    usable = [(d.id, d.text) for d in documents if d.usable]
    prepared = yield from prepare_all(usable, settings)
    shingled = {doc_id: p.shingles for doc_id, p in prepared.items()}
    timings.append(StageTiming("shingle+signature", time.perf_counter() - stage_start, len(usable)))

    stage_start = time.perf_counter()
    candidates = yield from find_candidates({i: p.block_signatures for i, p in prepared.items()}, settings)
    del prepared
    timings.append(StageTiming("candidates", time.perf_counter() - stage_start, len(shingled)))

    stage_start = time.perf_counter()
    pairs: list[PairResult] = []
    total = len(candidates.pairs)
    yield Progress("verify", 0, total, f"{total} candidate pairs")
    for done, (a, b) in enumerate(candidates.pairs, start=1):
        pair = verify_pair(a, b, shingled[a], shingled[b], settings)
        if pair.score >= min(settings.min_score, settings.threshold) and pair.shared_shingles > 0:
            pairs.append(replace(pair, estimated_jaccard=candidates.estimated_jaccard(a, b)))
        if done % _REPORT_EVERY == 0 or done == total:
            yield Progress("verify", done, total)
    pairs.sort(key=lambda p: (-p.score, -p.jaccard, p.a, p.b))
    timings.append(StageTiming("verify", time.perf_counter() - stage_start, total))

    return ScanResult(
        settings=settings,
        documents=tuple(documents),
        pairs=tuple(pairs),
        lsh=candidates.lsh,
        candidate_count=total,
        timings=tuple(timings),
        shingle_counts={doc_id: doc.set_size for doc_id, doc in shingled.items()},
    )


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
