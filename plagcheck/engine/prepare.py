"""Per-document preparation: normalised, shingled documents, optionally in worker processes.

Shingling is Python-heavy and depends on one document only, so it parallelises across processes. Signing
(numpy, which releases the GIL) runs on threads in the calling process: see signatures.py.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Generator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

import numpy as np

from plagcheck.engine.citations import citation_spans
from plagcheck.engine.lexicon import Words
from plagcheck.engine.normalize import NormalizeOptions
from plagcheck.engine.sentences import sentence_starts
from plagcheck.engine.shingles import ShingledDocument, shingle_document
from plagcheck.engine.wordhash import word_hashes
from plagcheck.models import Progress, ScanSettings

#: Below this much text, worker processes cost more than they save: two spawned workers take about 0.9 s
#: to start, their results must be sent back, and one process shingles about 13 million characters a
#: second. Measured on generated essays (2 cores, idle): 15 M characters 2.1 s either way, 26 M 3.6 s
#: alone against 3.5 s with workers, 38 M 6.3 s against 5.4 s.
PARALLEL_MIN_CHARACTERS = 30_000_000
_BATCH_DOCUMENTS = 40


Citations = tuple[tuple[str, int, int], ...]


def prepare_document(
    text: str, settings: ScanSettings, citations: Citations | None = None, words: Words | None = None
) -> ShingledDocument:
    """Return the shingled document, ignoring its quotations and reference list if the settings say so.

    `citations` are the text's citation_spans, and `words` its text_words, when the caller has them already.
    """
    document = shingle_document(text, settings, None if words is None else (words.hashes, words.starts, words.ends))
    if citations is None:
        citations = tuple(citation_spans(text))
    excluded = [
        (start, end)
        for kind, start, end in citations
        if (kind == "quote" and settings.exclude_quotes) or (kind == "bibliography" and settings.exclude_bibliography)
    ]
    if excluded:
        document = document.ignoring(np.unique(document.hashes[document.shingles_overlapping(excluded)]))
    return document


#: A document shingled, its citations, and for reworded copying its words and sentence starts (else None).
Prepared = tuple[ShingledDocument, Citations, Words | None, np.ndarray | None]


#: What shingle_all takes per document: (id, text, block quotes as in DocumentRecord.block_quotes).
Item = tuple[int, str, tuple[tuple[int, int], ...]]


def _prepare_batch(items: list[Item], settings: ScanSettings) -> list[tuple[int, Prepared]]:
    prepared = []
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    for doc_id, text, block_quotes in items:
        citations = tuple(citation_spans(text, block_quotes))
        words = sentences = None
        if settings.find_reworded:
            words = Words(*word_hashes(text, options))
            sentences = sentence_starts(text, words.starts)
        shared_words = words if settings.unit == "word" else None
        prepared.append((doc_id, (prepare_document(text, settings, citations, shared_words), citations, words, sentences)))
    return prepared


def worker_count(settings: ScanSettings) -> int:
    """Return how many processes the scan may use (settings.workers, or one per core)."""
    return settings.workers if settings.workers > 0 else (os.cpu_count() or 1)


def shingle_all(
    texts: Sequence[Item], settings: ScanSettings
) -> Generator[Progress, None, dict[int, Prepared]]:
    """Shingle every (id, text, block quotes); yields Progress ("shingle"); returns {id: Prepared}.

    Closing the generator cancels the batches not yet started.
    """
    total = len(texts)
    prepared: dict[int, Prepared] = {}
    yield Progress("shingle", 0, total)
    workers = min(worker_count(settings), max(1, total // _BATCH_DOCUMENTS))
    batches = [list(texts[i : i + _BATCH_DOCUMENTS]) for i in range(0, total, _BATCH_DOCUMENTS)]
    if workers <= 1 or sum(len(text) for _, text, _ in texts) < PARALLEL_MIN_CHARACTERS:
        for batch in batches:
            prepared.update(_prepare_batch(batch, settings))
            yield Progress("shingle", len(prepared), total)
        return prepared
    # spawn, not fork: the caller may be a GUI process with threads, which fork would copy half-alive.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        pending = {pool.submit(_prepare_batch, batch, settings) for batch in batches}
        try:
            while pending:
                # A short wait, so that progress (and with it the chance to cancel) comes while workers start.
                finished, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
                for future in finished:
                    prepared.update(future.result())
                yield Progress("shingle", len(prepared), total)
        except BrokenProcessPool:
            pass  # e.g. a caller's script without a __main__ guard: the rest is done in this process below
        finally:
            for future in pending:
                future.cancel()
    for batch in batches:
        if batch[0][0] not in prepared:
            prepared.update(_prepare_batch(batch, settings))
            yield Progress("shingle", len(prepared), total)
    return prepared
