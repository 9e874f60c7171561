"""Per-document preparation: shingles and MinHash block signatures, optionally in worker processes.

Everything here depends on one document only, so it parallelises across processes; the rest of the
pipeline (LSH, verification) needs all documents together and runs in the calling process.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Generator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.minhash import MinHasher
from plagcheck.engine.shingles import ShingledDocument, shingle_document
from plagcheck.models import Progress, ScanSettings

#: Shingles per MinHash block; passage windows are made of consecutive blocks (see candidates.py).
BLOCK_SHINGLES = 20
#: Below this many documents, worker processes cost more to start than they save.
PARALLEL_MIN_DOCUMENTS = 300
_BATCH_DOCUMENTS = 40


@dataclass(frozen=True)
class PreparedDocument:
    """A document's shingles and the MinHash signatures of its consecutive blocks of shingles."""

    shingles: ShingledDocument
    block_signatures: np.ndarray  # (blocks, num_perm) uint32


def prepare_document(text: str, settings: ScanSettings, hasher: MinHasher) -> PreparedDocument:
    """Return the shingled form of `text` and its block signatures."""
    shingled = shingle_document(text, settings)
    return PreparedDocument(shingled, hasher.block_signatures(shingled.hashes, BLOCK_SHINGLES))


def _prepare_batch(items: list[tuple[int, str]], settings: ScanSettings) -> list[tuple[int, PreparedDocument]]:
    hasher = MinHasher(settings.num_perm, settings.seed)
    return [(doc_id, prepare_document(text, settings, hasher)) for doc_id, text in items]


def worker_count(settings: ScanSettings) -> int:
    """Return how many processes the scan may use (settings.workers, or one per core)."""
    return settings.workers if settings.workers > 0 else (os.cpu_count() or 1)


def prepare_all(
    texts: Sequence[tuple[int, str]], settings: ScanSettings
) -> Generator[Progress, None, dict[int, PreparedDocument]]:
    """Prepare every (id, text); yields Progress ("shingle") and returns {id: PreparedDocument}.

    Closing the generator cancels the batches not yet started.
    """
    total = len(texts)
    prepared: dict[int, PreparedDocument] = {}
    yield Progress("shingle", 0, total)
    workers = min(worker_count(settings), max(1, total // _BATCH_DOCUMENTS))
    batches = [list(texts[i : i + _BATCH_DOCUMENTS]) for i in range(0, total, _BATCH_DOCUMENTS)]
    if workers <= 1 or total < PARALLEL_MIN_DOCUMENTS:
        for batch in batches:
            prepared.update(_prepare_batch(batch, settings))
            yield Progress("shingle", len(prepared), total)
        return prepared
    # spawn, not fork: the caller may be a GUI process with threads, which fork would copy half-alive.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        futures = [pool.submit(_prepare_batch, batch, settings) for batch in batches]
        try:
            for future in as_completed(futures):
                try:
                    prepared.update(future.result())
                except BrokenProcessPool:
                    break  # e.g. a caller's script without a __main__ guard: finish in this process
                yield Progress("shingle", len(prepared), total)
        finally:
            for future in futures:
                future.cancel()
    for batch in batches:
        if batch[0][0] not in prepared:
            prepared.update(_prepare_batch(batch, settings))
            yield Progress("shingle", len(prepared), total)
    return prepared
