"""The scan pipeline: files -> documents -> shingles -> signatures -> candidates -> verified pairs.

`scan()` is a generator: it yields `Progress` between steps and returns the `ScanResult` (as the
generator's return value). To cancel, stop iterating and call `close()` on it: no step runs after that.
`run_scan()` drives it to the end for callers that only want the result.
"""

from __future__ import annotations

import time
from datetime import datetime
from collections.abc import Callable, Collection, Generator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

from plagcheck.engine import compute
from plagcheck.engine.arrays import in_sorted, sorted_unique
from plagcheck.engine.budget import budgeted
from plagcheck.engine.candidates import (DIRECT_OTHERS, DIRECT_PAIRS, TERM_BLOCK, TERM_DTYPE, CandidateSet,
                                        ShingleIndex, always_compared, find_candidates, main_language,
                                        nearest_translated_pairs, ranked_translated_pairs, shingle_index_task,
                                        translated_candidates)
from plagcheck.engine.compare import (BatchStore, PreparedDocument, TranslatedJob, batch_needs, compare_batch,
                                      compare_pair, sentences_touched, solid_passage, translated_passages,
                                      with_translated, word_range, content_document, content_document_steps)
from plagcheck.engine.copied.align import trim_to_paragraphs, with_closing_marks
from plagcheck.engine.copied.exclusions import (common_hashes, ignored_spans, ignoring, origins_of_placed,
                                                placed_by_document, placed_hashes, template_hashes)
from plagcheck.engine.copied.origin import held_by_an_origin, inside_quotations, origin_sets
from plagcheck.engine.copied.prompt import question_sheets
from plagcheck.engine.copied.shingles import ShingledDocument, shingle_document
from plagcheck.engine.copied.signatures import sign_all
from plagcheck.engine.copied.verify import PAIR_TIME_LIMIT, units_for_words, unverified_pair
from plagcheck.engine.evidence import (rests_on_a_stock_phrase, rests_on_known_question, rests_on_the_question,
                                       rests_on_the_question_and_a_phrase)
from plagcheck.engine.prepare import shingle_all
from plagcheck.engine.reading import ingest
from plagcheck.engine.reading.extract.workers import memory_notice, worker_count
from plagcheck.engine.reading.marked_sources import is_under
from plagcheck.engine.reading.placement import BESIDE, MATERIAL, with_named_files_submitted
from plagcheck.engine.reading.student_names import named_students
from plagcheck.engine.reading.zip_folders import budget_notice
from plagcheck.engine.references.derivations import shingled_text
from plagcheck.engine.references.library import LibraryDocument
from plagcheck.engine.references.rendered_references import rendered_from_a_source
from plagcheck.engine.references.sources import ClassDocuments, ReferenceSource, open_sources
from plagcheck.engine.references.translations import with_translations
from plagcheck.engine.rendered_sources import rendered_from_one_source, renderings
from plagcheck.engine.reworded.common_origin import anchored, passage_from_one_source, with_anchors_of
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.lexicon import Lexicon, Words, text_words
from plagcheck.engine.reworded.pivot import (PIVOT_LANGUAGES, PivotDocument, document_languages, may_share,
                                             paired, pivot_documents, translated_languages)
from plagcheck.engine.reworded.question_sentences import known_question
from plagcheck.engine.reworded.seeds import MIN_SHARED_TERMS
from plagcheck.engine.reworded.skeleton import skeleton_pairs
from plagcheck.engine.steps import drained, relayed
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.shared.models import DocumentRecord, PairResult, Passage, Progress, ScanResult, ScanSettings, StageTiming
from plagcheck.shared.vocabulary import counted
from plagcheck.system.allocator import release_memory

ScanGenerator = Generator[Progress, None, ScanResult]

#: Progress is reported at least this often (in items) inside long stages, so cancelling is prompt.
_REPORT_EVERY = 25
#: Candidate pairs verified at a time: their sentences are compared in one batch (about 50 ms for 200
#: pairs of PAN documents, 470,000 shingles in all), and progress is reported between batches. Long
#: documents make smaller batches, so that Cancel is never far off.
_VERIFY_BATCH = 200
_VERIFY_BATCH_SHINGLES = 1_000_000
#: A pair whose two documents hold more shingles than this (two 100,000-word texts) is compared on its own,
#: in a compute worker, never in the scan's process: Cancel and its time limit then stop it at once.
APART_SHINGLES = 200_000
#: Seconds such a pair may take in all (the copied passages' own limit is verify.PAIR_TIME_LIMIT): past it,
#: its worker is stopped and the pair is listed with its scores and a note (verify.unverified_pair).
APART_TIME_LIMIT = 3 * PAIR_TIME_LIMIT
#: Classes of this many documents start the compute workers (engine/compute.py) as shingling begins, and
#: this many candidate pairs are compared in them: fewer take less time than starting the workers.
COMPUTE_MIN_DOCUMENTS = 150
COMPUTE_MIN_PAIRS = 1_000
#: What the assignment sheet says instead of being compared (engine/copied/prompt.py).
SHEET_NOTE = ("not compared: the assignment sheet (it lies outside the students' submissions and says it is the "
              "assignment); its text is left out of every essay, as a template's is")
#: How far into a document its first line is looked for (engine/copied/prompt.py reads it for a title).
_FIRST_LINE_REACH = 300


def read_documents(
    paths: Sequence[str | Path], settings: ScanSettings, stage: str = "read", compared: bool = False,
) -> Generator[Progress, None, tuple[DocumentRecord, ...]]:
    """Read every submission under `paths`; yields Progress and returns the records in id order. `compared`:
    the documents are compared next (the compute workers of a large class start up while they are read)."""
    ingest.start_workers(worker_count(settings.workers))  # the readers start up while the folders are walked
    # Listing a large zip (hashing its files) takes a while: the scan can be cancelled meanwhile.
    submissions = yield from relayed(ingest.find_submissions_steps(
        paths, settings.layout, settings.group_subfolders, workers=settings.workers, max_file_mb=settings.max_file_mb,
    ), Progress(stage, 0, 0, "listing the zips"))
    total = len(submissions)
    if compared and total >= COMPUTE_MIN_DOCUMENTS:
        # The compute workers start up (0.3 s of imports) while the files are read: reading leaves a core idle.
        compute.start(worker_count(settings.workers))
    yield Progress(stage, 0, total, counted(total, "file") + " found")
    records: list[DocumentRecord | None] = [None] * total
    done = 0
    # With ticks, reading yields None while a slow file is read: a Progress then lets the caller cancel.
    for record in ingest.read_submissions(submissions, settings, ticks=True):
        if record is None:
            yield Progress(stage, done, total)
            continue
        records[record.id] = record
        done += 1
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
    documents = yield from read_documents(paths, settings, compared=True)
    documents, class_list = named_students(documents, settings, source_ids(documents, settings))
    documents = with_named_files_submitted(documents)
    # The memory budget (engine/budget.py): long files are shortened before anything is made of them.
    documents, shortened = budgeted(documents, settings)
    refused = budget_notice(d.message for d in documents if d.status == "error")
    notices = tuple(notice for notice in (memory_notice(), refused, shortened) if notice)
    read_timing = StageTiming("read", time.perf_counter() - started, len(documents))
    result = yield from scan_documents(documents, settings, templates)
    release_memory()  # the scan's working arrays are freed now: give their pages back before the result is used
    return replace(result, timings=(read_timing, *result.timings), notices=notices, class_list=class_list)


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
    if len(usable) >= COMPUTE_MIN_DOCUMENTS:
        # The compute workers start up on the core the shingling leaves free (reading kept both busy).
        compute.start(worker_count(settings.workers))
    prepared = yield from shingle_all(usable, settings)
    sources = source_ids(documents, settings)
    sheets = question_sheets({doc_id: item[0] for doc_id, item in prepared.items()},
                             {d.id: d.name for d in documents}, {d.id: first_line(d.text) for d in documents},
                             {d.id: d.placement for d in documents if d.placement} | dict.fromkeys(sources, "material"),
                             sources,
                             units_for_words(1, settings.unit), submitted={d.id for d in documents if d.student})
    documents = [replace(d, status="skipped", message=SHEET_NOTE) if d.id in sheets.templates else d
                 for d in documents]
    sheet_documents = [prepared.pop(doc_id)[0] for doc_id in sheets.templates]
    shingled = {doc_id: item[0] for doc_id, item in prepared.items()}
    citations = {doc_id: item[1] for doc_id, item in prepared.items() if item[1]}
    words = {doc_id: item[2:] for doc_id, item in prepared.items() if item[2] is not None}
    del prepared
    texts = {d.id: d.text for d in documents}
    question = known_question(texts, words)
    words, question_spans = question.words, question.spans
    del question  # its words are freed with `words` below, before the class is compared
    # Text a source holds is never placed text, whether the teacher marked the sources folder or not.
    material = sources | {d.id for d in documents if d.placement == MATERIAL and d.id in shingled}
    # Nor do the teacher's files beside the students' hold or veto it: placed text is what students paste.
    beside = {d.id for d in documents if d.placement == BESIDE and d.id in shingled}
    shingled, ignored, exclusions = _apply_exclusions(shingled, settings, templates, sheet_documents, material,
                                                      sheets.offered, beside)
    indexing = _shingles_indexed_meanwhile(shingled, settings, len(usable))
    reference_sources: list[ReferenceSource] = []
    try:
        yield Progress("shingle", len(usable), len(usable))
        references_started = time.perf_counter()
        reference_sources = yield from _started_sources(shingled, texts, settings)
        starting_references = time.perf_counter() - references_started
        shared = shared_text_words(shingled, ignored, exclusions.pop("placed_hashes"))
        lexicon, contents = yield from _content_documents(texts, words, shingled, settings, len(usable), shared)
        # A document others copied the text at their top from is a source lying among them, as a marked one is.
        copied_from = exclusions.pop("origins")
        material = material | copied_from
        known_sources = sources | {d.id for d in documents if d.placement and d.id in shingled}
        origins = known_sources | copied_from
        # Each student's sentences are anchored to the sources (common_origin.py): the marked ones and those lying
        # outside the submissions. Not to those the others copied from: every student against each of them costs
        # what comparing the class costs (PAN + disguised: 18 such documents, 9 GB and 2.7 times the time).
        contents = anchored(contents, known_sources)
        languages, pivot_words = _languages(words, contents, settings, lexicon)
        pivots: dict[int, PivotDocument] = {}
        if pivot_words and set(sources) & set(pivot_words):
            # Students who translated one source sentence each are alike because of it (common_origin.py): each
            # is anchored to the sources through the pivot before the class is compared.
            pivots = _pivot_documents(texts, pivot_words, contents, languages, shingled, settings, shared, lexicon)
            pivot_contents = anchored({i: p.content for i, p in pivots.items()}, sources,
                                      lambda a, b: paired(pivots[a], pivots[b]))
            pivots = {i: p.with_content(pivot_contents[i]) for i, p in pivots.items()}
            contents = with_anchors_of(contents, {i: pivot_contents[i] for i in pivot_contents if i not in sources})
        del words
        timings.append(StageTiming("shingle", time.perf_counter() - stage_start - starting_references, len(usable)))
        pairs, candidates = yield from _compare_class(shingled, contents, settings, sources, material, timings,
                                                      indexing)
        # A pair with a document only its copiers make a source is a pair of students still (it may be one).
        pairs = _without_copied_origin(pairs, shingled, origins, settings, known_sources)
        pairs = _without_shared_quotations(pairs, citations, known_sources, settings)
        if pivot_words and not pivots:  # made once the class's comparison has freed its memory
            pivots = _pivot_documents(texts, pivot_words, contents, languages, shingled, settings, shared, lexicon)
        del pivot_words
        if pivots:
            pairs = yield from _compare_translated(pairs, pivots, languages, sources, settings, timings)
            pairs = _without_common_origin(pairs, contents, sources, settings)
            del pivots
        references: tuple[DocumentRecord, ...] = ()
        if reference_sources:
            stage_start = time.perf_counter()
            given = ClassDocuments(shingled, contents, lexicon, texts, ignored, languages)
            references, reference_pairs = yield from _compare_with_references(
                reference_sources, given, settings, first_id=len(documents), origins=sources)
            pairs.extend(reference_pairs)
            timings.append(StageTiming("reference", starting_references + time.perf_counter() - stage_start,
                                       len(references)))
    finally:
        if indexing is not None:
            indexing.cancel()
        for source in reference_sources:
            source.close()
    texts.update((d.id, d.text) for d in references)
    # The question is pasted by students: a source's or a stored text's sentence that asks is copied from it.
    # A document only its copiers make a source may be a student's, whose top holds the question too; so may a
    # file lying beside the students' folders (a mixed download: some students hand in loose files).
    submitted = {d.id for d in documents} - sources - {d.id for d in documents if d.placement == MATERIAL}
    pairs = [listed for p in pairs if (listed := listed_pair(p, texts[p.a], texts[p.b], settings,
                                                             {p.a, p.b} <= submitted, question_spans)) is not None]
    pairs.sort(key=PairResult.ranking_key)

    return ScanResult(
        settings=settings,
        documents=(*documents, *references),
        pairs=tuple(pairs),
        lsh=candidates.lsh,
        candidate_count=len(candidates.pairs),
        timings=tuple(timings),
        shingle_counts={doc_id: doc.set_size for doc_id, doc in shingled.items()},
        templates=tuple(templates),
        offered_templates=sheets.offered,
        citation_spans=citations,
        scanned_at=datetime.now().astimezone().isoformat(timespec="seconds"),
        **exclusions,
    )


def _compare_class(
    shingled: dict[int, ShingledDocument], contents: dict[int, ContentDocument], settings: ScanSettings,
    sources: set[int], material: set[int], timings: list[StageTiming], indexing: compute.Background | None = None,
) -> Generator[Progress, None, tuple[list[PairResult], CandidateSet]]:
    """Compare the class's documents with each other: signatures, candidates, verification (`material`: the
    sources the teacher marked or that lie in a sources folder: compare.PairJob.against_an_origin). Returns the
    kept pairs and the candidates; appends the stages' timings to `timings`. `indexing`: the shingles signed
    and indexed in the compute workers meanwhile (_shingles_indexed_meanwhile), else they are here."""
    stage_start = time.perf_counter()
    term_blocks = (yield from sign_all(contents, settings, block=TERM_BLOCK, hashes_of=ContentDocument.term_hashes,
                                       dtype=TERM_DTYPE)) if contents else None
    blocks: dict[int, np.ndarray] = {}
    index: ShingleIndex | None = None
    if indexing is not None:
        while not indexing.finished(compute.TICK_SECONDS):
            yield Progress("signature", 0, 0, "indexing the shingles")
        index = indexing.results()[0]
    else:
        blocks = yield from sign_all(shingled, settings)
    timings.append(StageTiming("signature", time.perf_counter() - stage_start, len(shingled)))

    stage_start = time.perf_counter()
    shared_skeletons = skeleton_pairs({i: c.skeleton for i, c in contents.items() if c.skeleton is not None})
    always = always_compared(list(shingled), sources) if settings.find_reworded else None
    candidates = yield from find_candidates(blocks, settings, term_blocks, shared_skeletons, always, index)
    del blocks, term_blocks
    timings.append(StageTiming("candidates", time.perf_counter() - stage_start, len(candidates.pairs)))

    stage_start = time.perf_counter()
    total = len(candidates.pairs)
    floor = min(settings.min_score, settings.threshold)
    yield Progress("verify", 0, total, counted(total, "candidate pair"))
    batches = [(batch,) for batch in _verify_batches(candidates, shingled)]
    store = BatchStore(shingled, contents, settings, floor, frozenset(material))
    verified: list[list[PairResult]] = [[] for _ in batches]
    done = 0
    workers = worker_count(settings.workers) if total >= COMPUTE_MIN_PAIRS else 1
    apart = compute.Apart(lambda batch: _apart(batch, shingled), APART_TIME_LIMIT,
                          lambda batch: [unverified_pair(a, b, shingled[a], shingled[b]) for a, b, _, _ in batch])
    for answer in compute.run_tasks(compare_batch, batches, workers, store, batch_needs, apart):
        if answer is not None:
            index, results = answer
            verified[index] = [replace(pair, estimated_jaccard=candidates.estimated_jaccard(pair.a, pair.b))
                               for pair in results if kept_pair(pair, floor, settings)]
            done += len(batches[index][0])
        yield Progress("verify", done, total)
    pairs = [pair for batch in verified for pair in batch]
    del store, verified
    timings.append(StageTiming("verify", time.perf_counter() - stage_start, total))
    return pairs, candidates


def _shingles_indexed_meanwhile(shingled: dict[int, ShingledDocument], settings: ScanSettings, usable: int
                                ) -> compute.Background | None:
    """Return the signing and indexing of the shingles (candidates.shingle_index_task) begun in the compute
    workers, which idle while this process makes the class's terms, languages and term signatures; None for
    a class too small for them (COMPUTE_MIN_DOCUMENTS) or a scan asked for one process."""
    workers = worker_count(settings.workers)
    if usable < COMPUTE_MIN_DOCUMENTS or workers < 2:
        return None
    ids = list(shingled)
    return compute.Background(shingle_index_task, [(ids, [shingled[i].counted_hashes for i in ids], settings)],
                              workers)


def _apart(batch: list[tuple[int, int, bool, bool]], shingled: dict[int, ShingledDocument]) -> bool:
    """Return True for a batch of one pair whose documents hold APART_SHINGLES shingles or more."""
    return len(batch) == 1 and sum(shingled[doc_id].hashes.size for doc_id in batch[0][:2]) >= APART_SHINGLES


def _verify_batches(candidates: CandidateSet, shingled: dict[int, ShingledDocument]
                    ) -> Generator[list[tuple[int, int, bool, bool]], None, None]:
    """Yield the candidate pairs in order as (a, b, reworded likely, skeleton likely), in batches of at most
    _VERIFY_BATCH pairs and (but for a single pair) _VERIFY_BATCH_SHINGLES shingles; a pair of APART_SHINGLES
    or more is a batch of its own."""
    batch: list[tuple[int, int, bool, bool]] = []
    size = 0
    for (a, b), reworded, skeleton in zip(candidates.pairs, candidates.reworded.tolist(), candidates.skeleton.tolist()):
        cost = shingled[a].hashes.size + shingled[b].hashes.size
        if batch and (len(batch) == _VERIFY_BATCH or size + cost > _VERIFY_BATCH_SHINGLES or _apart(batch, shingled)
                      or cost >= APART_SHINGLES):
            yield batch
            batch, size = [], 0
        batch.append((a, b, reworded, skeleton))
        size += cost
    if batch:
        yield batch


def kept_pair(pair: PairResult, floor: float, settings: ScanSettings) -> bool:
    """Return True when a verified pair is kept: it reaches the slider's floor, or shares a long passage."""
    if pair.shared_shingles == 0 and not pair.passages:
        return False
    return pair.reported_because(floor, settings.passage_words) is not None


def _content_documents(
    texts: dict[int, str], words: dict, shingled: dict[int, ShingledDocument], settings: ScanSettings, total: int,
    shared: dict[int, np.ndarray] | None = None,
) -> Generator[Progress, None, tuple[Lexicon | None, dict[int, ContentDocument]]]:
    """Return the class's lexicon and every document's terms and sentences, for reworded copying; yields
    Progress (the shingle stage's `total`, done) between steps, so a cancel is never far off.

    Words whose every shingle is left out (template, common text, quotations or references the teacher
    excludes) are left out here too, and so are the words of `shared` (shared_text_words). Empty when
    reworded copying is not searched.
    """
    if not words:
        return None, {}
    lexicon, contents = yield from relayed(content_document_steps(texts, words, settings.fold_homoglyphs),
                                           Progress("shingle", total, total))
    for doc_id, content in contents.items():
        left_out = _left_out(shingled[doc_id], doc_id, settings, shared)
        if left_out is not None:
            contents[doc_id] = content.without(left_out)
    return lexicon, contents


def _left_out(document: ShingledDocument, doc_id: int, settings: ScanSettings,
              shared: dict[int, np.ndarray] | None) -> np.ndarray | None:
    """Return which words of the document are left out of reworded and translated copying (no shingle of
    theirs counts, or they are in `shared`: shared_text_words), or None when none is."""
    if settings.unit == "word" and document.ignored is not None and document.ignored.size:
        left_out = ~document.counted_unit_mask()
        if shared and doc_id in shared:
            left_out |= shared[doc_id]
        return left_out
    return None


def _languages(words: dict, contents: dict[int, ContentDocument], settings: ScanSettings,
               lexicon: Lexicon | None) -> tuple[dict[int, str], dict[int, Words | None]]:
    """Return each document's language (reworded/pivot.py) and, when the class is written in two or more
    languages that the pivot reads, {document id: its words} of every document in those languages (None for
    those in the class's own language, which its terms serve); ({}, {}) when reworded copying is off, and
    (languages, {}) for a class in one language, which pays for nothing more."""
    if not contents or not settings.find_reworded or settings.unit != "word":
        return {}, {}
    languages = document_languages({doc_id: words[doc_id][0] for doc_id in contents if doc_id in words})
    if not translated_languages(languages):
        return languages, {}
    own = lexicon.stemming if lexicon is not None else ""
    return languages, {doc_id: None if languages[doc_id] == own else words[doc_id][0]
                       for doc_id in contents if doc_id in words and languages.get(doc_id) in PIVOT_LANGUAGES}


def _pivot_documents(texts: dict[int, str], words: dict[int, Words | None], contents: dict[int, ContentDocument],
                     languages: dict[int, str], shingled: dict[int, ShingledDocument], settings: ScanSettings,
                     shared: dict[int, np.ndarray] | None, lexicon: Lexicon | None) -> dict[int, PivotDocument]:
    """Return the pivot document (reworded/pivot.py) of every document of `words` (_languages)."""
    left_out = {doc_id: mask for doc_id in words
                if (mask := _left_out(shingled[doc_id], doc_id, settings, shared)) is not None}
    return pivot_documents(texts, words, contents, languages, left_out, lexicon=lexicon)


def _without_common_origin(pairs: list[PairResult], contents: dict[int, ContentDocument], sources: set[int],
                           settings: ScanSettings) -> list[PairResult]:
    """Return the pairs without the passages between two students that are each one's rendering of one source
    passage (common_origin.passage_from_one_source: in a class in several languages, a source in another
    language anchors the sentences translated from it; or rendered_sources.rendered_from_one_source: each
    side lies in that student's passages with one source, a summary's merged sentence that no source sentence
    anchors included), and without the pairs left with no passage. A passage copied whole and nearly word for
    word (compare.SOLID_WORDS, SOLID_SHARE) stays."""
    floor = min(settings.min_score, settings.threshold)
    rendered = renderings(pairs, sources, lambda doc_id, start, end: sentences_touched(contents[doc_id], start, end))
    kept = []
    for pair in pairs:
        if pair.a in sources or pair.b in sources or pair.a not in contents or pair.b not in contents:
            kept.append(pair)
            continue
        content_a, content_b = contents[pair.a], contents[pair.b]
        rendered_a, rendered_b = rendered.get(pair.a, ()), rendered.get(pair.b, ())
        passages = tuple(p for p in pair.passages if solid_passage(p) or not (passage_from_one_source(
            content_a, content_b, word_range(content_a, p.a_start, p.a_end), word_range(content_b, p.b_start, p.b_end))
            or rendered_from_one_source(p, rendered_a, rendered_b)))
        if len(passages) == len(pair.passages):
            kept.append(pair)
        elif passages and kept_pair(replace(pair, passages=passages), floor, settings):
            kept.append(replace(pair, passages=passages))
    return kept


def _without_copied_origin(pairs: list[PairResult], shingled: Mapping[int, ShingledDocument], origins: set[int],
                           settings: ScanSettings, sources: set[int]) -> list[PairResult]:
    """Return the pairs without the copied passages between two students that one of the class's `origins`
    holds too (engine/copied/origin.py: each student is listed with the source), and without the pairs left
    with no passage. Pairs with one of the `sources` are kept whole."""
    if not origins:
        return pairs
    held = origin_sets(shingled, origins)
    held_by_any = sorted_unique(np.concatenate(list(held.values()))) if held else None
    return _without_passages(pairs, sources, settings, lambda pair, passage: held_by_an_origin(
        passage, shingled[pair.a], shingled[pair.b], held, (pair.a, pair.b), held_by_any))


#: A sentence or two of a source, as students quote one (_without_shared_quotations).
SHARED_QUOTATION_WORDS = 40


def _without_shared_quotations(pairs: list[PairResult], citations: Mapping[int, tuple[tuple[str, int, int], ...]],
                               sources: set[int], settings: ScanSettings) -> list[PairResult]:
    """Return the pairs of two students without the copied passages of at most SHARED_QUOTATION_WORDS words
    that both hold inside quotation marks (copied/origin.py's inside_quotations: each quotes a sentence of a
    source, neither copies the other), and without the pairs left with no passage. A quotation with no
    citation still counts against its source; a longer one two students share (a block of a source's
    paragraphs, uncited) still pairs them."""

    def quoted(pair: PairResult, passage: Passage) -> bool:
        return (passage.kind == "copied" and passage.words <= SHARED_QUOTATION_WORDS
                and inside_quotations(citations.get(pair.a, ()), passage.a_start, passage.a_end)
                and inside_quotations(citations.get(pair.b, ()), passage.b_start, passage.b_end))

    return _without_passages(pairs, sources, settings, quoted,
                             lambda pair: pair.a in citations and pair.b in citations)


def _without_passages(pairs: list[PairResult], sources: set[int], settings: ScanSettings,
                      drop: Callable[[PairResult, Passage], bool],
                      concerned: Callable[[PairResult], bool] = lambda pair: True) -> list[PairResult]:
    """Return the pairs without the passages `drop` says are not between the two students (pairs with one of
    the `sources`, and those not `concerned`, kept whole), and without the pairs left with no passage or no
    longer kept (kept_pair)."""
    floor = min(settings.min_score, settings.threshold)
    kept = []
    for pair in pairs:
        if pair.a in sources or pair.b in sources or not pair.passages or not concerned(pair):
            kept.append(pair)
            continue
        passages = tuple(p for p in pair.passages if not drop(pair, p))
        if len(passages) == len(pair.passages):
            kept.append(pair)
        elif passages and kept_pair(replace(pair, passages=passages), floor, settings):
            kept.append(replace(pair, passages=passages))
    return kept


def _compare_translated(pairs: list[PairResult], pivots: dict[int, PivotDocument], languages: dict[int, str],
                        sources: set[int], settings: ScanSettings, timings: list[StageTiming]
                        ) -> Generator[Progress, None, list[PairResult]]:
    """Return the class's pairs with the translated passages of documents in different languages added
    (candidates from the pivot documents' term index, engine/candidates.py; passages from
    compare.translated_passages), and the pairs that share only translated passages among them."""
    stage_start = time.perf_counter()
    ids = sorted(pivots)
    _, main, others = main_language(languages, ids)
    if len(others) <= DIRECT_OTHERS and len(main) * len(others) <= DIRECT_PAIRS:
        first = pivots[ids[0]].content
        weights = first.idf if first.idf is not None else np.zeros(0)
        candidates = ranked_translated_pairs({i: p.sense_set for i, p in pivots.items()}, weights, languages,
                                             sources)
    else:
        term_blocks = yield from sign_all({i: p.content for i, p in pivots.items()}, settings, block=TERM_BLOCK,
                                          hashes_of=ContentDocument.term_hashes, dtype=TERM_DTYPE)
        candidates = translated_candidates(term_blocks, languages, sources, settings)
        first = pivots[ids[0]].content
        nearest = nearest_translated_pairs({i: p.sense_set for i, p in pivots.items()},
                                           first.idf if first.idf is not None else np.zeros(0), languages)
        candidates = sorted(set(candidates) | set(nearest))
    yield Progress("verify", 0, len(candidates), counted(len(candidates), "pair in two languages"))
    candidates = [(a, b) for a, b in candidates if may_share(pivots[a], pivots[b], MIN_SHARED_TERMS)]
    by_pair = {(pair.a, pair.b): index for index, pair in enumerate(pairs)}
    floor = min(settings.min_score, settings.threshold)
    result = list(pairs)
    for lo in range(0, len(candidates), _VERIFY_BATCH):
        batch = candidates[lo : lo + _VERIFY_BATCH]
        jobs = [TranslatedJob(a, b, *paired(pivots[a], pivots[b]), languages[a], languages[b]) for a, b in batch]
        for (a, b), (passages, share_a, share_b) in zip(batch, translated_passages(jobs)):
            if not passages:
                continue
            if (a, b) in by_pair:
                result[by_pair[(a, b)]] = with_translated(result[by_pair[(a, b)]], passages, share_a, share_b)
            else:
                pair = with_translated(PairResult(a, b, 0.0, 0.0, 0.0, 0, 0), passages, share_a, share_b)
                if kept_pair(pair, floor, settings):
                    result.append(pair)
        yield Progress("verify", min(lo + _VERIFY_BATCH, len(candidates)), len(candidates))
    timings.append(StageTiming("translated", time.perf_counter() - stage_start, len(candidates)))
    return result


def listed_pair(pair: PairResult, text_a: str, text_b: str, settings: ScanSettings,
                between_submissions: bool = True,
                question: dict[int, tuple[tuple[int, int], ...]] | None = None) -> PairResult | None:
    """Return a kept pair as it is listed (its passages trimmed: with_trimmed_passages), or None when all it
    shares is a stock phrase or, `between_submissions` (neither document a source of the class or a stored
    text), the question pasted at the top of both or the question's sentences wherever they lie (`question`:
    KnownQuestion.spans; engine/evidence.py)."""
    pair = with_trimmed_passages(pair, text_a, text_b, settings)
    if rests_on_a_stock_phrase(pair, text_a, text_b):
        return None
    if between_submissions and (rests_on_the_question(pair, text_a, text_b)
                                or rests_on_the_question_and_a_phrase(pair, text_a, text_b)
                                or (question and rests_on_known_question(pair, question.get(pair.a, ()),
                                                                         question.get(pair.b, ()), text_a, text_b))):
        return None
    return pair


def with_trimmed_passages(pair: PairResult, text_a: str, text_b: str, settings: ScanSettings) -> PairResult:
    """Return the pair with passage edges that only reach a few words into the next paragraph cut back, and
    ends that stop just before a full stop or a closing quotation mark taking it in."""
    if not pair.passages:
        return pair
    min_words = max(1, settings.shingle_k // units_for_words(1, settings.unit))  # about one shingle's words
    passages = tuple(with_closing_marks(trim_to_paragraphs(p, text_a, text_b, min_words), text_a, text_b)
                     for p in pair.passages)
    absorbed = tuple(with_closing_marks(p, text_a, text_b) for p in pair.absorbed)
    if (passages, absorbed) == (pair.passages, pair.absorbed):
        return pair
    return replace(pair, passages=passages, absorbed=absorbed)


def shared_text_words(shingled: dict[int, ShingledDocument], ignored: np.ndarray,
                      placed_in: dict[int, np.ndarray]) -> dict[int, np.ndarray]:
    """Return, per document with any, a boolean per word: True where a shingle of the class's shared text
    covers it (template or common text, `ignored`, or text placed as others place it, `placed_in`). Such a
    word is left out of reworded copying even when a counted shingle reaching past the shared text covers
    it too: the last words of a pasted question are the question's, not the student's."""
    shared = {}
    for doc_id, document in shingled.items():
        if not document.hashes.size:
            continue
        flags = in_sorted(ignored, document.hashes)
        placed = placed_in.get(doc_id)
        if placed is not None:
            flags |= in_sorted(placed, document.hashes)
        if flags.any():
            shared[doc_id] = document.units_covered_by(flags)
    return shared


def first_line(text: str) -> str:
    """Return the first line of `text` that holds a letter or digit (its title, or a cover sheet's first field),
    looked for in its first _FIRST_LINE_REACH characters."""
    for line in text[:_FIRST_LINE_REACH].splitlines():
        if any(c.isalnum() for c in line):
            return line.strip()
    return ""


def _apply_exclusions(
    shingled: dict[int, ShingledDocument], settings: ScanSettings, templates: Sequence[DocumentRecord],
    prompts: Sequence[ShingledDocument] = (), sources: set[int] = frozenset(), offered: Sequence[int] = (),
    beside: Collection[int] = (),
) -> tuple[dict[int, ShingledDocument], np.ndarray, dict]:
    """Return the documents ignoring template, common and placed shingles (engine/copied/exclusions.py), the
    template and common hashes, and the result fields (and "placed_hashes": each document's placed ones).
    `prompts` are the assignment sheets (their shingles are template text), `sources` the ids of the
    documents marked as sources or lying in a sources folder, `offered` those offered to the teacher as the
    question, `beside` those lying beside the students' folders: neither holds nor vetoes placed text
    (placed_hashes' `apart`); a source may lie beside them, and the block of placed text takes in nothing it or
    a source holds (the question an offered sheet holds is placed text, and so taken in)."""
    template = template_hashes([*(shingle_document(t.text, settings) for t in templates if t.usable), *prompts])
    common = common_hashes(shingled, settings.common_share)
    common = common[~np.isin(common, template)] if template.size else common
    ignored = np.union1d(template, common)
    units_per_word = units_for_words(1, settings.unit)
    apart = sorted({*offered, *beside})
    placed = placed_hashes(shingled, sources, units_per_word, apart) if settings.common_share else common[:0]
    placed = placed[~np.isin(placed, ignored)] if placed.size else placed
    placed_in = placed_by_document(shingled, placed, units_per_word, ignored, {*sources, *beside})
    origins = origins_of_placed(shingled, placed_in, ignored)
    for origin in origins:
        del placed_in[origin]
    spans: dict[int, tuple[tuple[str, int, int], ...]] = {}
    for doc_id, doc in shingled.items():
        for kind, hashes in (("template", template), ("common", common), ("placed", placed_in.get(doc_id, placed[:0]))):
            if hashes.size:
                found = ignored_spans(ShingledDocument(doc.hashes, doc.unit_starts, doc.unit_ends, doc.k, hashes))
                spans[doc_id] = spans.get(doc_id, ()) + tuple((kind, s, e) for s, e in found)
    documents = ignoring(shingled, ignored)
    for doc_id, hashes in placed_in.items():
        documents[doc_id] = documents[doc_id].ignoring(hashes)
    return documents, ignored, {
        "placed_hashes": placed_in,
        "origins": origins,
        "ignored_spans": {doc_id: found for doc_id, found in spans.items() if found},
        "ignored_template_shingles": int(template.size),
        "ignored_common_shingles": int(common.size + placed.size),
    }


def source_ids(documents: Sequence[DocumentRecord], settings: ScanSettings) -> set[int]:
    """Return the ids of the documents that lie under the settings' source_paths (sources.py)."""
    roots = tuple(Path(p).resolve() for p in settings.source_paths)
    return {d.id for d in documents if roots and not d.is_reference and is_under(d.path, roots)} if roots else set()


def _started_sources(shingled: Mapping[int, ShingledDocument], texts: Mapping[int, str], settings: ScanSettings
                     ) -> Generator[Progress, None, list[ReferenceSource]]:
    """Return the reference sources the settings name (engine/references/sources.py), opened and prepared. A
    source that can search while the class compares itself (`start`: the archive, on its cluster) has begun
    searching for the `shingled` documents (their ignored shingles left out) and their `texts`."""
    if not (settings.reference_collections or settings.reference_archives):
        return []
    sources = open_sources(settings)
    try:
        for source in sources:
            yield from source.prepare(settings)
            start = getattr(source, "start", None)
            if start is not None:
                start(shingled, texts, settings)
    except BaseException:
        for source in sources:
            source.close()
        raise
    return sources


def _compare_with_references(
    sources: Sequence[ReferenceSource], given: ClassDocuments, settings: ScanSettings, first_id: int,
    origins: set[int] = frozenset(),
) -> Generator[Progress, None, tuple[tuple[DocumentRecord, ...], list[PairResult]]]:
    """Verify the class against the opened reference `sources` (the library's chosen collections, archives:
    engine/references/sources.py); returns the matched references and their pairs.

    Each source finds its candidates and says which can reach the floor (the library scores them from its
    stored shingle sets); their stored texts are prepared again and compared here, as a class pair is. A
    source that compares a class itself (`compare_class`: the archive, on its cluster) is handed the class.
    A translated passage a class document and a stored text each render from one source (a stored text more
    of the class is paired with, or one of the class's `origins`) is the source's
    (references/rendered_references.py).
    """
    floor = min(settings.min_score, settings.threshold)
    records: list[DocumentRecord] = []
    pairs: list[PairResult] = []
    for source in sources:
        compare_class = getattr(source, "compare_class", None)
        if compare_class is not None:
            stored, verified = yield from compare_class(given, settings, floor)
        else:
            yield Progress("reference", 0, 0, f"searching {source.label}")
            candidates = yield from source.find_candidates(given.shingled, settings)
            reaching = source.reaching_floor(candidates, given.shingled, settings, given.ignored, floor)
            stored = yield from source.stored_documents({reference_id for _, reference_id in reaching})
            yield Progress("reference", 0, len(reaching),
                           f"{counted(len(candidates), 'candidate')}, {len(reaching):,} to verify")
            verified = yield from verify_references(reaching, stored, given, settings, floor)
        # Stored texts in another language than a class document that it translates (references/translations.py).
        verified, stored = yield from with_translations(source, given, settings, floor, verified, stored)
        # (No pair is kept whole for its ids: a stored id may equal a class source's; the test spares those.)
        verified = _without_passages(verified, set(), settings, rendered_from_a_source(
            verified, {ref: stored[ref].text for ref in {pair.b for pair in verified}}, given, set(origins), settings))
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


def prepared_reference(text: str, block_quotes, given: ClassDocuments, settings: ScanSettings) -> PreparedDocument:
    """Return a reference text prepared as the class's documents are: shingled, the class's ignored shingles
    left out, and its terms under the class's lexicon and word weights (its own new words count as unseen)."""
    words = None
    if settings.unit == "word" or given.lexicon is not None:  # read once, for the shingles and the terms
        words = text_words(text, NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated))
    document = shingled_text(text, block_quotes, settings, words)
    document = document.ignoring(given.ignored) if given.ignored.size else document
    content = None
    if given.lexicon is not None:
        content = content_document(given.lexicon, text, words, idf=given.idf)
    return PreparedDocument(document, content)


def verify_references(
    reaching: Sequence[tuple[int, int]], stored: Mapping[int, LibraryDocument], given: ClassDocuments,
    settings: ScanSettings, floor: float,
) -> Generator[Progress, None, list[PairResult]]:
    """Return the kept pairs of the (class document, reference id) candidates, the stored references'
    texts prepared once each; yields Progress."""
    reference_docs: dict[int, PreparedDocument] = {}
    verified: list[PairResult] = []
    for done, (class_id, reference_id) in enumerate(reaching, start=1):
        if reference_id not in reference_docs:
            found = stored[reference_id]
            reference_docs[reference_id] = prepared_reference(found.text, found.block_quotes, given, settings)
        pair = compare_pair(class_id, reference_id, given.prepared(class_id), reference_docs[reference_id],
                            settings, floor)
        if kept_pair(pair, floor, settings):
            verified.append(pair)
        if done % _REPORT_EVERY == 0 or done == len(reaching):
            yield Progress("reference", done, len(reaching))
    return verified


def run_scan(
    paths: Sequence[str | Path],
    settings: ScanSettings,
    on_progress: Callable[[Progress], None] | None = None,
) -> ScanResult:
    """Run a whole scan and return its result, passing each Progress to `on_progress` if given."""
    return drive(scan(paths, settings), on_progress)


def drive(generator: ScanGenerator, on_progress: Callable[[Progress], None] | None = None) -> ScanResult:
    """Exhaust a scan generator and return its ScanResult."""
    return drained(generator, on_progress)
