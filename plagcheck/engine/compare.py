"""One pair of documents compared in full: copied passages, reworded passages, and the pair's scores.

verify.py finds the copied text (exact shingle runs, chained across small edits) and scores it exactly;
reworded/passages.py finds sentences whose content was taken in other words or order. Here the two are joined:

- a reworded fragment that overlaps copied passages in both documents is merged with them into one
  passage (a paraphrased paragraph that kept a few phrases word for word is one passage, not several),
  except copied passages that stand on their own (SOLID_WORDS, SOLID_SHARE), which stay as they are;
- the merged passage is `copied` when its copied runs follow each other in order and share COPIED_SHARE
  of its shingles (it keeps their exact edges), else `reworded` (the fragment's sentence edges);
- reworded_a / reworded_b are the shares of each document's words inside reworded passages, which the
  pair's score adds to the copied containments (models.PairResult.score).

Every candidate pair of a scan, a reference library or an archive goes through compare_pairs (a scan's
in batches, a library's or an archive's one at a time through compare_pair).
"""

from __future__ import annotations

from collections.abc import Generator, Hashable, Iterator, Mapping
from dataclasses import dataclass, fields, replace

import numpy as np

from plagcheck.engine import cancel
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.copied.verify import PairClock, verify_pair
from plagcheck.engine.prepare import prepare_document
from plagcheck.engine.reworded.content import ContentDocument, cited_sentences
from plagcheck.engine.reworded.lexicon import (DOCUMENTS_PER_STEP, NO_TERM, Lexicon, Words, build_lexicon_steps,
                                               inverse_document_frequency, text_words)
from plagcheck.engine.reworded.passages import (MIN_REWORDED_WORDS, EvidenceRules, Fragment, origin_evidence,
                                               reworded_fragments)
from plagcheck.engine.reworded.seeds import seeds_of_pairs
from plagcheck.engine.reworded.skeleton import class_skeletons, common_grams, without_grams
from plagcheck.engine.reworded.translated import long_enough, translated_fragments
from plagcheck.engine.steps import drained
from plagcheck.engine.text.citations import sentence_citation_marks
from plagcheck.engine.text.sentences import form_field_words, paragraph_openers, sentence_starts
from plagcheck.shared.models import PairResult, Passage, ScanSettings

#: A passage is copied when at least this share of its shingles (on side a) are shared exactly, in the
#: same order: a verbatim copy has them all, one word changed in fifteen (light editing) keeps about
#: two-thirds of 5-word shingles, while sentences shuffled, words swapped for synonyms or moved keep few.
COPIED_SHARE = 0.5
#: Copied passages within this many characters of a reworded fragment in both documents join it (a sentence
#: kept word for word at the edge of a shuffled paragraph belongs to it) ...
JOIN_MARGIN = 100
#: ... unless they stand on their own: SOLID_WORDS long or more with SOLID_SHARE of their shingles shared in
#: order (a paragraph copied word for word next to a reworded one is shown as what it is; one long sentence
#: kept whole inside a shuffled paragraph is not).
SOLID_WORDS = 40
SOLID_SHARE = 0.8
#: A copied passage with at least this share of its shingles shared in order is a copy without a break.
UNBROKEN = 0.95


@dataclass(frozen=True)
class PreparedDocument:
    """What comparing a document needs: its shingles and, for reworded copying, its terms and sentences."""

    shingled: ShingledDocument
    content: ContentDocument | None
    #: As sent to a compute worker: its content's class arrays (CLASS_ARRAYS) left out, sent once beside it
    #: (BatchStore.shipped), to be put back before it is compared (compare_batch).
    class_arrays_apart: bool = False


@dataclass(frozen=True)
class PairJob:
    """A pair to compare: document ids, prepared documents, whether reworded copying is likely, and whether
    the two share a skeleton (skeleton.py: passages reworded in place are then looked for by it too)."""

    a: int
    b: int
    doc_a: PreparedDocument
    doc_b: PreparedDocument
    reworded_likely: bool = True
    skeleton_likely: bool = True
    #: One of the two is a source of the class (marked, or in a sources folder; not a file merely lying beside
    #: the students' folders): a student's uncited sentences reworded from it are a passage even alone
    #: (ORIGIN_EVIDENCE).
    against_an_origin: bool = False
    #: ... and then which of the two is the student ("a" or "b"; "" for two sources): EvidenceRules.student_side.
    student_side: str = ""


def content_document(lexicon: Lexicon, text: str, words: Words, sentences: np.ndarray | None = None,
                     idf: np.ndarray | None = None) -> ContentDocument:
    """Return the document's terms and sentences under the class's lexicon (and the class's idf)."""
    if sentences is None:
        sentences = sentence_starts(text, words.starts)
    terms = _prose_terms(lexicon, text, words)
    everyday = lexicon.everyday_terms(int(terms.max()) + 1 if terms.size else 0)
    return ContentDocument(terms, words.starts, words.ends, sentences, idf,
                           paragraph_openers(text, words.starts, words.ends, sentences), everyday=everyday,
                           cited=cited_sentences(sentence_citation_marks(text, words.starts[sentences]),
                                                         words.starts, sentences))


def content_documents(texts: dict[int, str], words: dict[int, tuple],
                      fold_homoglyphs: bool = True) -> tuple[Lexicon, dict[int, ContentDocument]]:
    """Return the class's lexicon and each document's ContentDocument (`words`: its words and sentences, and
    optionally which sentences cite a source, each None when not known yet)."""
    return drained(content_document_steps(texts, words, fold_homoglyphs))


def content_document_steps(texts: dict[int, str], words: dict[int, tuple],
                           fold_homoglyphs: bool = True
                           ) -> Generator[None, None, tuple[Lexicon, dict[int, ContentDocument]]]:
    """content_documents, yielding between its steps (each well under a second for a class of thousands),
    so that a scan can be cancelled during them; returns what content_documents returns."""
    lexicon = yield from build_lexicon_steps([texts[i] for i in words], [w[0] for w in words.values()],
                                             fold_homoglyphs)
    yield
    ids = list(words)
    terms: dict[int, np.ndarray] = {}
    skeletons: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for lo in range(0, len(ids), DOCUMENTS_PER_STEP):
        part = ids[lo : lo + DOCUMENTS_PER_STEP]
        terms.update((i, _prose_terms(lexicon, texts[i], words[i][0])) for i in part)
        skeletons.update(zip(part, class_skeletons([texts[i] for i in part], [words[i][0] for i in part],
                                                   [terms[i] for i in part])))
        yield
    idf = inverse_document_frequency(list(terms.values()))
    everyday = lexicon.everyday_terms(idf.size)
    common = common_grams([grams for grams, _ in skeletons.values()])
    yield
    contents = {}
    for count, (i, (w, sentences, *known)) in enumerate(words.items(), start=1):
        if sentences is None:
            sentences = sentence_starts(texts[i], w.starts)
        cited = known[0] if known else None  # found with the words in the reader processes, or here
        if cited is None:
            cited = cited_sentences(sentence_citation_marks(texts[i], w.starts[sentences]), w.starts, sentences)
        grams, starts = skeletons[i]
        rare = without_grams(grams, common)
        contents[i] = ContentDocument(terms[i], w.starts, w.ends, sentences, idf,
                                      paragraph_openers(texts[i], w.starts, w.ends, sentences),
                                      grams[rare], starts[rare], everyday, cited)
        if count % DOCUMENTS_PER_STEP == 0:
            yield
    return lexicon, contents


def _prose_terms(lexicon: Lexicon, text: str, words: Words) -> np.ndarray:
    """Return the term of every word of `text` (lexicon.terms), with none (NO_TERM) for the words of a cover
    sheet's fields (sentences.form_field_words): their labels and values are no one's own prose."""
    terms = lexicon.terms(text, words)
    fields = form_field_words(text, words.starts)
    return np.where(fields, NO_TERM, terms).astype(terms.dtype) if fields.any() else terms


def prepare_texts(texts: dict[int, str], settings: ScanSettings) -> dict[int, PreparedDocument]:
    """Return every text prepared for comparison (a small-scale path for tests and benchmarks)."""
    words = {doc_id: (text_words(text), None) for doc_id, text in texts.items()}
    contents = content_documents(texts, words, settings.fold_homoglyphs)[1] if settings.find_reworded else {}
    return {doc_id: PreparedDocument(prepare_document(text, settings), contents.get(doc_id))
            for doc_id, text in texts.items()}


def compare_documents(a: int, b: int, prepared: dict[int, PreparedDocument], settings: ScanSettings,
                      floor: float = 0.0) -> PairResult:
    """Return the verified pair of prepared documents a and b (see compare_pair)."""
    return compare_pair(a, b, prepared[a], prepared[b], settings, floor)


def compare_pair(a: int, b: int, doc_a: PreparedDocument, doc_b: PreparedDocument, settings: ScanSettings,
                 floor: float = 0.0, reworded_likely: bool = True) -> PairResult:
    """Return the scores and passages, copied and reworded, of documents a and b.

    `floor` lets the copied comparison skip locating the copied passages of a pair whose copied score is
    under it (a few chance phrases). With `reworded_likely` False (the reworded-copy index did not find the
    pair), sentences are compared only when the pair shares copied passages, whose neighbourhood may be
    reworded too.
    """
    return compare_pairs([PairJob(a, b, doc_a, doc_b, reworded_likely)], settings, floor)[0]


def compare_pairs(jobs: list[PairJob], settings: ScanSettings, floor: float = 0.0) -> list[PairResult]:
    """Return compare_pair's result for every job, in order; the sentences of all the pairs that need them
    are compared in one batch (seeds.seeds_of_pairs), which costs far less than one pair at a time."""
    results = [verify_pair(job.a, job.b, job.doc_a.shingled, job.doc_b.shingled, settings, floor, PairClock())
               for job in jobs]
    searched = [index for index, (job, pair) in enumerate(zip(jobs, results))
                if settings.find_reworded and job.doc_a.content is not None and job.doc_b.content is not None
                and (job.reworded_likely or pair.passages) and not pair.note]  # a pair cut off stays as it is
    cancel.check()
    seeds = seeds_of_pairs([(jobs[index].doc_a.content, jobs[index].doc_b.content) for index in searched])
    for index, pair_seeds in zip(searched, seeds):
        cancel.check()
        job, pair = jobs[index], results[index]
        content_a, content_b = job.doc_a.content, job.doc_b.content
        copied = tuple((_word_range(content_a, p.a_start, p.a_end), _word_range(content_b, p.b_start, p.b_end))
                       for p in pair.passages if _solid(p))
        fragments = reworded_fragments(content_a, content_b, copied, pair_seeds, job.skeleton_likely,
                                       origin_evidence(job.student_side) if job.against_an_origin
                                       else EvidenceRules())
        if fragments:
            results[index] = _with_fragments(pair, fragments, content_a, content_b, job.doc_a.shingled.k)
    return results


def compare_batch(store: Mapping, pairs: list[tuple[int, int, bool, bool]]) -> list[PairResult]:
    """Return compare_pairs' result for each (a, b, reworded likely, skeleton likely) of `pairs`, in order:
    a task of engine/compute.py. `store` holds "settings", "floor", "origins", "class_arrays" and each
    document's PreparedDocument under ("document", id): see batch_needs."""
    documents = [(_stored_document(store, a), _stored_document(store, b)) for a, b, _, _ in pairs]
    origins = store["origins"]
    jobs = [PairJob(a, b, doc_a, doc_b, likely, skeleton, a in origins or b in origins,
                    _student_side(a in origins, b in origins))
            for (a, b, likely, skeleton), (doc_a, doc_b) in zip(pairs, documents)]
    return compare_pairs(jobs, store["settings"], store["floor"])


def _student_side(a_is_origin: bool, b_is_origin: bool) -> str:
    """Return which side of a pair is the student when the other is a source ("a", "b"), else ""."""
    return "b" if a_is_origin and not b_is_origin else "a" if b_is_origin and not a_is_origin else ""


def batch_needs(pairs: list[tuple[int, int, bool, bool]]) -> list[Hashable]:
    """Return the store keys compare_batch reads for `pairs`."""
    return ["settings", "floor", "origins", "class_arrays",
            *(("document", doc_id) for a, b, _, _ in pairs for doc_id in (a, b))]


#: The ContentDocument fields every document of a class shares, one array each (the class's idf and everyday
#: terms, about 0.5 MB together on PAN 2k and on 15,000 short documents). Each message to a compute worker is
#: pickled on its own, so a document sent with them brought the worker a copy of its own per batch, which the
#: worker kept while it held any document of that batch: up to a hundred copies on 15,000 short documents.
CLASS_ARRAYS = ("idf", "everyday")
_CONTENT_FIELDS = frozenset(field.name for field in fields(ContentDocument))


def _with_fields(content: ContentDocument, **changed: object) -> ContentDocument:
    """Return `content` with the `changed` fields, and the values it has cached (functools.cached_property)
    already, which these fields do not change (CLASS_ARRAYS: the same values, left out and put back)."""
    result = replace(content, **changed)
    result.__dict__.update((name, value) for name, value in content.__dict__.items() if name not in _CONTENT_FIELDS)
    return result


def _stored_document(store: Mapping, doc_id: int) -> PreparedDocument:
    """Return the document's PreparedDocument in `store`, its class arrays put back when it came without them
    (BatchStore.shipped); a worker's store (a dict) keeps the restored one, and what it caches, for the
    batches after."""
    key = ("document", doc_id)
    prepared = store[key]
    if not prepared.class_arrays_apart:
        return prepared
    content = _with_fields(prepared.content, **dict(zip(CLASS_ARRAYS, store["class_arrays"])))
    prepared = PreparedDocument(prepared.shingled, content)
    if isinstance(store, dict):
        store[key] = prepared
    return prepared


class BatchStore(Mapping):
    """The store compare_batch reads in a scan (engine/compute.py): the settings, the floor, the class's
    sources (`origins`: PairJob.against_an_origin), the class arrays its documents share (CLASS_ARRAYS), and
    each document's PreparedDocument, made from its shingles and content when asked for."""

    def __init__(self, shingled: dict[int, ShingledDocument], contents: dict[int, ContentDocument],
                 settings: ScanSettings, floor: float, origins: frozenset[int] = frozenset()) -> None:
        self._shingled, self._contents = shingled, contents
        first = next(iter(contents.values()), None)
        self._class_arrays = tuple(getattr(first, name, None) for name in CLASS_ARRAYS)
        self._fixed = {"settings": settings, "floor": floor, "origins": origins, "class_arrays": self._class_arrays}

    def __getitem__(self, key: Hashable) -> object:
        if key in self._fixed:
            return self._fixed[key]
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "document" and key[1] in self._shingled:
            return PreparedDocument(self._shingled[key[1]], self._contents.get(key[1]))
        raise KeyError(key)

    def shipped(self, key: Hashable) -> object:
        """Return the entry as sent to a compute worker: a document whose content holds the class's arrays
        (by identity) comes without them (PreparedDocument.class_arrays_apart), "class_arrays" bringing them
        once; anything else as it is."""
        entry = self[key]
        content = entry.content if isinstance(entry, PreparedDocument) else None
        if content is None or content.idf is None or any(
                getattr(content, name) is not array for name, array in zip(CLASS_ARRAYS, self._class_arrays)):
            return entry
        return PreparedDocument(entry.shingled, _with_fields(content, **dict.fromkeys(CLASS_ARRAYS)), True)

    def __iter__(self) -> Iterator[Hashable]:
        return iter([*self._fixed, *(("document", doc_id) for doc_id in self._shingled)])

    def __len__(self) -> int:
        return len(self._fixed) + len(self._shingled)


def solid_passage(passage: Passage) -> bool:
    """Return True for a copied passage that stands on its own: long and nearly word for word."""
    return _solid(passage)


def word_range(content: ContentDocument, start: int, end: int) -> tuple[int, int]:
    """Return the [start, end) word indices of the words lying in [start, end) of the text."""
    return _word_range(content, start, end)


def sentences_touched(content: ContentDocument, start: int, end: int) -> tuple[int, int]:
    """Return the first and last sentence of the document that characters start..end touch."""
    first, last = _word_range(content, start, end)
    return (int(np.searchsorted(content.sentences, first, side="right")) - 1,
            int(np.searchsorted(content.sentences, max(first, last - 1), side="right")) - 1)


def _solid(passage: Passage) -> bool:
    """Return True for a copied passage that stands on its own: long and nearly word for word."""
    return passage.words >= SOLID_WORDS and passage.similarity >= SOLID_SHARE


def _word_range(content: ContentDocument, start: int, end: int) -> tuple[int, int]:
    """Return the [start, end) word indices of the words lying in [start, end) of the text."""
    return int(np.searchsorted(content.word_starts, start)), int(np.searchsorted(content.word_starts, end))


def _with_fragments(pair: PairResult, fragments: list[Fragment], content_a: ContentDocument,
                    content_b: ContentDocument, k: int) -> PairResult:
    """Return the pair with reworded fragments merged into its passages, kinds set and shares counted."""
    copied = list(pair.passages)
    passages: list[Passage] = []
    copied_inside: list[Passage] = []  # copied runs merged into reworded passages (counted by containment)
    used: set[int] = set()
    # Fragments come in A's order and do not overlap: the copied passages near one are found in a sweep
    # over the copied passages in A's order, not by checking them all for every fragment.
    by_start = sorted(range(len(copied)), key=lambda index: copied[index].a_start)
    waiting, near = 0, []
    for fragment in fragments:
        a_start, a_end = sentence_characters(content_a, fragment.a_sentences)
        b_start, b_end = sentence_characters(content_b, fragment.b_sentences)
        while waiting < len(by_start) and copied[by_start[waiting]].a_start < a_end + JOIN_MARGIN:
            near.append(by_start[waiting])
            waiting += 1
        near = [index for index in near if copied[index].a_end > a_start - JOIN_MARGIN]
        inside = sorted(index for index in near if index not in used  # not in an earlier fragment's passage
                        and _joins(copied[index], a_start, a_end, b_start, b_end))
        members = [copied[index] for index in inside]
        used.update(inside)
        if _is_copy_of(members, fragment_words=_words_in(content_a, a_start, a_end), content=content_a, k=k):
            # The fragment is a copy with its words in order: its copied runs keep their exact edges.
            passages.append(_joined(members, content_a, content_b, k))
            continue
        a_start = min([a_start] + [p.a_start for p in members])
        a_end = max([a_end] + [p.a_end for p in members])
        b_start = min([b_start] + [p.b_start for p in members])
        b_end = max([b_end] + [p.b_end for p in members])
        length_a = _words_in(content_a, a_start, a_end)
        length_b = _words_in(content_b, b_start, b_end)
        if min(length_a, length_b) < MIN_REWORDED_WORDS:
            used.difference_update(inside)
            continue
        passages.append(Passage(a_start, a_end, b_start, b_end, sum(p.shared for p in members), length_a,
                                length_b, "reworded", round(fragment.similarity, 3), fragment.basis,
                                fragment.in_place))
        copied_inside.extend(members)
    passages.extend(p for index, p in enumerate(copied) if index not in used)
    passages.sort(key=lambda p: (p.a_start, p.b_start))
    reworded = [p for p in passages if p.kind == "reworded"]
    return replace(
        pair,
        passages=tuple(passages),
        reworded_a=_share(reworded, copied_inside, content_a, "a"),
        reworded_b=_share(reworded, copied_inside, content_b, "b"),
        absorbed=tuple(copied_inside),
    )


def _joins(p: Passage, a_start: int, a_end: int, b_start: int, b_end: int) -> bool:
    """Return True when copied passage p joins a reworded fragment at [a_start, a_end) and [b_start, b_end):
    it comes within JOIN_MARGIN of it in both documents. One that stands on its own (_solid) must overlap it
    in both; or, if it bridges a gap (similarity under UNBROKEN: sentences kept in order around one moved
    there from elsewhere, as in a paragraph whose sentences were reordered), in one of them."""
    near_a = p.a_start < a_end + JOIN_MARGIN and a_start - JOIN_MARGIN < p.a_end
    near_b = p.b_start < b_end + JOIN_MARGIN and b_start - JOIN_MARGIN < p.b_end
    if not (near_a and near_b):
        return False
    if not _solid(p):
        return True
    over_a, over_b = p.a_start < a_end and a_start < p.a_end, p.b_start < b_end and b_start < p.b_end
    return (over_a and over_b) or (p.similarity < UNBROKEN and (over_a or over_b))


def _is_copy_of(members: list[Passage], fragment_words: int, content: ContentDocument, k: int) -> bool:
    """Return True when copied runs in order make up a reworded fragment: they follow each other in the same
    order in both documents, span most of the fragment, and share COPIED_SHARE of their shingles (sentences
    copied whole but shuffled, or words swapped for synonyms throughout, are reworded, not copied)."""
    if not members:
        return False
    ordered = sorted(members, key=lambda p: p.a_start)
    if any(x.b_start >= y.b_start for x, y in zip(ordered, ordered[1:])):
        return False
    span = _words_in(content, ordered[0].a_start, max(p.a_end for p in ordered))
    shared = sum(p.shared for p in members)
    return span >= 0.7 * fragment_words and shared >= COPIED_SHARE * max(1, span - k + 1)


def _joined(members: list[Passage], content_a: ContentDocument, content_b: ContentDocument, k: int) -> Passage:
    """Return copied passages that follow each other in both documents as one copied passage."""
    if len(members) == 1:
        return members[0]
    a_start, a_end = min(p.a_start for p in members), max(p.a_end for p in members)
    b_start, b_end = min(p.b_start for p in members), max(p.b_end for p in members)
    length_a, length_b = _words_in(content_a, a_start, a_end), _words_in(content_b, b_start, b_end)
    shared = sum(p.shared for p in members)
    return Passage(a_start, a_end, b_start, b_end, shared, length_a, length_b, "copied",
                   round(min(1.0, shared / max(1, length_a - k + 1)), 3))


def sentence_characters(content: ContentDocument, sentences: tuple[int, int]) -> tuple[int, int]:
    """Return the [start, end) character range of a range of sentences (inclusive)."""
    first, end = content.sentence_words(*sentences)
    return int(content.word_starts[first]), int(content.word_ends[max(first, end - 1)])


def _words_in(content: ContentDocument, start: int, end: int) -> int:
    """Return how many words of the document lie in [start, end) of its text."""
    return int(np.searchsorted(content.word_starts, end) - np.searchsorted(content.word_starts, start))


def _share(passages: list[Passage], copied: list[Passage], content: ContentDocument, side: str) -> float:
    """Return the share of the document's words inside the given reworded passages (on side "a" or "b"),
    less the shingles of the `copied` runs inside them, which the copied containment counts already."""
    words = content.word_starts.size
    if not passages or words == 0:
        return 0.0
    inside = sum(_words_in(content, getattr(p, f"{side}_start"), getattr(p, f"{side}_end")) for p in passages)
    return min(1.0, max(0, inside - sum(p.shared for p in copied)) / words)


@dataclass(frozen=True)
class TranslatedJob:
    """A pair of documents in two languages to compare in the pivot vocabulary (reworded/pivot.py): ids, pivot
    documents and the language of each."""

    a: int
    b: int
    pivot_a: ContentDocument
    pivot_b: ContentDocument
    language_a: str
    language_b: str


def translated_passages(jobs: list[TranslatedJob]) -> list[tuple[tuple[Passage, ...], float, float]]:
    """Return, for each job, its translated passages (kind "translated", both languages named) and the share
    of each document's words inside them. The pivot documents' sentences are compared as two texts of one
    language's are (seeds.py, in one batch), and each run of one document's sentences is aligned with those of
    the other it renders, many to one and out of order (reworded/translated.py); skeletons are left out (small
    words do not survive a translation)."""
    cancel.check()
    found = seeds_of_pairs([(job.pivot_a, job.pivot_b) for job in jobs])
    results = []
    for job, seeds in zip(jobs, found):
        cancel.check()
        passages = []
        for fragment in translated_fragments(job.pivot_a, job.pivot_b, seeds):
            a_start, a_end = sentence_characters(job.pivot_a, fragment.a_sentences)
            b_start, b_end = sentence_characters(job.pivot_b, fragment.b_sentences)
            length_a, length_b = _words_in(job.pivot_a, a_start, a_end), _words_in(job.pivot_b, b_start, b_end)
            if long_enough(length_a, length_b):
                passages.append(Passage(a_start, a_end, b_start, b_end, 0, length_a, length_b, "translated",
                                        round(fragment.similarity, 3), fragment.basis, fragment.in_place,
                                        (job.language_a, job.language_b)))
        results.append((tuple(passages), _share(passages, [], job.pivot_a, "a"), _share(passages, [], job.pivot_b, "b")))
    return results


def with_translated(pair: PairResult, passages: tuple[Passage, ...], share_a: float, share_b: float) -> PairResult:
    """Return the pair with translated passages added to its passages and their shares to its reworded
    shares (counted in its score)."""
    return replace(pair, passages=tuple(sorted((*pair.passages, *passages), key=lambda p: (p.a_start, p.b_start))),
                   reworded_a=min(1.0, pair.reworded_a + share_a), reworded_b=min(1.0, pair.reworded_b + share_b))
