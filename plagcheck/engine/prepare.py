"""Per-document preparation: normalised, shingled documents, in compute workers for a large class.

Shingling is Python-heavy and depends on one document only, so it parallelises across processes
(compute.py). Signing (numpy, which releases the GIL) runs on threads in the calling process: see
signatures.py.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

import numpy as np

from plagcheck.engine import compute
from plagcheck.engine.arrays import sorted_unique
from plagcheck.engine.copied.shingles import ShingledDocument, shingle_document
from plagcheck.engine.reading.extract.workers import worker_count
from plagcheck.engine.reworded.content import cited_sentences
from plagcheck.engine.reworded.lexicon import Words
from plagcheck.engine.text.citations import citation_spans, named_citation_spans, sentence_citation_marks
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.engine.text.sentences import sentence_starts
from plagcheck.engine.text.signal_phrases import trigger_positions_of
from plagcheck.engine.text.wordhash import word_hashes
from plagcheck.shared.models import Progress, ScanSettings

#: Below this much text, compute workers save next to nothing: their results (every word's hash and
#: offsets) must be sent back. Preparing a document now reads its narrative citations and cited sentences
#: too: one process prepares about 5 million characters a second (PAN 2,000 documents, 14.2 M characters:
#: 2.93 s of CPU), while the results of all of them pickle in 0.14 s (77 MB) and load in 0.13 s. At 30 M
#: characters (when one process prepared 12 M a second) PAN 2k and 15,000 short documents (16.5 M) were
#: prepared in one process while the other core, its compute worker already started, waited. From 5 M, with
#: trigger_positions read by arrays beside it (2 cores, load 2-3, scans alternated): PAN 2k 0.867x wall,
#: 0.945x CPU; 15,000 short 0.895x wall, 1.017x CPU (their small arrays pickled back: 0.36 s to dump and
#: 0.47 s to load, against 5.04 s to prepare them).
PARALLEL_MIN_CHARACTERS = 5_000_000
_BATCH_DOCUMENTS = 40


Citations = tuple[tuple[str, int, int], ...]


def prepare_document(
    text: str, settings: ScanSettings, citations: Citations | None = None, words: Words | None = None,
    named: list[tuple[int, int]] | None = None,
) -> ShingledDocument:
    """Return the shingled document, ignoring its quotations, and its reference list and in-text citations
    ("(Hartley, 2023)"), if the settings say so.

    `citations` are the text's citation_spans, `words` its text_words and `named` its named_citation_spans,
    when the caller has them already.
    """
    document = shingle_document(text, settings, None if words is None else (words.hashes, words.starts, words.ends))
    if citations is None:
        citations = tuple(citation_spans(text))
    excluded = [(start, end) for kind, start, end in citations if left_out(kind, settings)]
    if settings.exclude_bibliography:
        # In-text citations go with the reference list: two students citing one source write the same
        # "(Instituto del Agua y el Clima, 2022)", which with the words around it made exact runs of 8 words
        # and more between honest essays.
        excluded = merged_ranges(excluded + (named_citation_spans(text) if named is None else named))
    if excluded:
        document = document.ignoring(sorted_unique(document.hashes[document.shingles_overlapping(excluded)]))
    return document


def merged_ranges(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Return [start, end) ranges sorted and merged where they overlap or touch."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def left_out(kind: str, settings: ScanSettings) -> bool:
    """Return True when text of this citation kind ("quote", "cited", "bibliography") is left out of the
    comparison under `settings`."""
    if kind == "bibliography":
        return settings.exclude_bibliography
    return settings.exclude_quotes or (kind == "cited" and settings.exclude_cited_quotes)


#: A document shingled, its citations, and for reworded copying its words, sentence starts and which of its
#: sentences cite a source (content.cited_sentences) (else None).
Prepared = tuple[ShingledDocument, Citations, Words | None, np.ndarray | None, np.ndarray | None]


#: What shingle_all takes per document: (id, text, block quotes as in DocumentRecord.block_quotes).
Item = tuple[int, str, tuple[tuple[int, int], ...]]


def _prepare_batch(items: list[Item], settings: ScanSettings) -> list[tuple[int, Prepared]]:
    prepared = []
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    # The batch's signal words found at once: a short text's own pass costs more than its share of the batch's.
    triggers = trigger_positions_of([text for _, text, _ in items])
    for (doc_id, text, block_quotes), found in zip(items, triggers):
        citations = tuple(citation_spans(text, block_quotes))
        named = named_citation_spans(text, found)  # found once: left out of the shingles, and cited sentences
        words = sentences = cited = None
        if settings.find_reworded:
            words = Words(*word_hashes(text, options))
            sentences = sentence_starts(text, words.starts)
            bibliography = next(((start, end) for kind, start, end in citations if kind == "bibliography"), None)
            cited = cited_sentences(sentence_citation_marks(text, words.starts[sentences], named, bibliography,
                                                            found), words.starts, sentences)
        shared_words = words if settings.unit == "word" else None
        document = prepare_document(text, settings, citations, shared_words, named)
        prepared.append((doc_id, (document, citations, words, sentences, cited)))
    return prepared


def shingle_all(
    texts: Sequence[Item], settings: ScanSettings
) -> Generator[Progress, None, dict[int, Prepared]]:
    """Shingle every (id, text, block quotes); yields Progress ("shingle"); returns {id: Prepared}.

    Batches of documents are shingled in compute workers (engine/compute.py) when there is enough text to
    pay for sending the results back. Closing the generator stops them.
    """
    total = len(texts)
    prepared: dict[int, Prepared] = {}
    yield Progress("shingle", 0, total)
    batches = [(list(texts[i : i + _BATCH_DOCUMENTS]), settings) for i in range(0, total, _BATCH_DOCUMENTS)]
    enough = sum(len(text) for _, text, _ in texts) >= PARALLEL_MIN_CHARACTERS
    for answer in compute.run_tasks(_prepare_task, batches, worker_count(settings.workers) if enough else 1):
        if answer is not None:
            prepared.update(answer[1])
        yield Progress("shingle", len(prepared), total)
    return prepared


def _prepare_task(store: object, items: list[Item], settings: ScanSettings) -> list[tuple[int, Prepared]]:
    """The compute task of one batch (see _prepare_batch); it reads no store."""
    return _prepare_batch(items, settings)
