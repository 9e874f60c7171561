"""Translated copying against a reference store: a class document that translates a stored text.

The class stage (pipeline._compare_translated) finds passages translated between documents of one class. A
store's texts share no shingle and no term with a translation of them, so its own candidate search never offers
them. Here a store that keeps each text's language and pivot senses (the library: derivations.derive_languages,
derive_senses) offers, for each class document in a language the pivot reads, the NEAREST_REFERENCES stored
texts of each other such language whose senses weigh most in common with its (translated_candidates.py, as the
class stage pairs each document with its candidates.NEAREST_CANDIDATES nearest in other languages); those pairs are
read in the pivot vocabulary together with the class (pivot.pivot_documents), their passages found by
compare.translated_passages and added to the store's pairs (kind "translated", both languages named).

A class whose documents are all in the language of every stored text reads no stored sense: the store is asked
for texts in the other languages only (wanted_languages), by an index on the language.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence

import numpy as np

from plagcheck.engine import cancel
from plagcheck.engine.compare import TranslatedJob, content_document, translated_passages, with_translated
from plagcheck.engine.references.library import LibraryDocument
from plagcheck.engine.references.sources import ClassDocuments, ReferenceSource
from plagcheck.engine.references.translated_candidates import wanted_languages
from plagcheck.engine.reworded.lexicon import Words, text_words
from plagcheck.engine.reworded.pivot import PIVOT_LANGUAGES, document_senses, may_share, paired, pivot_documents
from plagcheck.engine.reworded.seeds import MIN_SHARED_TERMS
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.shared.models import PairResult, Progress, ScanSettings
from plagcheck.shared.vocabulary import counted

#: Pairs compared in one batch, with a Progress between batches (Cancel).
_BATCH = 20


def class_senses(given: ClassDocuments, settings: ScanSettings) -> tuple[dict[int, np.ndarray], dict[int, Words]]:
    """Return the pivot senses of the class documents in a language the pivot reads (pivot.document_senses, as a
    store keeps them) and their words."""
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    ids = [doc_id for doc_id in given.contents if given.languages.get(doc_id) in PIVOT_LANGUAGES]
    words = {doc_id: text_words(given.texts[doc_id], options) for doc_id in ids}
    return document_senses({doc_id: given.texts[doc_id] for doc_id in ids}, words, dict(given.languages)), words


def translated_reference_passages(
    candidates: Sequence[tuple[int, int]], references: Mapping[int, tuple[str, str]], given: ClassDocuments,
    class_words: Mapping[int, Words], settings: ScanSettings,
) -> Generator[Progress, None, dict[tuple[int, int], tuple[tuple, float, float]]]:
    """Return {(class document id, stored id): (translated passages, share of the class document, share of the
    stored text)} of the candidate pairs with any passage; `references` gives each stored text and its language.
    The class documents in a language the pivot reads and the stored texts are read in the pivot vocabulary
    together (their senses chosen for all of them, the word weights the class's alone), then each pair is aligned
    as a class pair is (compare.translated_passages); yields Progress between batches."""
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    first_key = max(given.texts, default=-1) + 1
    keys = {ref: first_key + n for n, ref in enumerate(sorted(references))}
    texts = {doc_id: given.texts[doc_id] for doc_id in class_words}
    words: dict[int, Words | None] = dict(class_words)
    contents = {doc_id: given.contents[doc_id] for doc_id in class_words}
    languages = {doc_id: given.languages[doc_id] for doc_id in class_words}
    for n, (ref, key) in enumerate(keys.items()):
        if n % _BATCH == 0:
            yield Progress("reference", 0, len(candidates), "reading the library texts in the pivot vocabulary")
        text, language = references[ref]
        ref_words = text_words(text, options)
        texts[key], words[key], languages[key] = text, ref_words, language
        contents[key] = content_document(given.lexicon, text, ref_words, idf=given.idf)
    # A document whose words are not those its terms were made of is not read (never so with the scan's options).
    readable = {doc_id for doc_id in contents if contents[doc_id].word_starts.size == len(words[doc_id])}
    yield Progress("reference", 0, len(candidates), "reading the library texts in the pivot vocabulary")
    pivots = pivot_documents({d: texts[d] for d in readable}, {d: words[d] for d in readable},
                             {d: contents[d] for d in readable}, {d: languages[d] for d in readable},
                             weighed=set(class_words))
    pairs = [(doc_id, ref) for doc_id, ref in candidates if doc_id in pivots and keys[ref] in pivots
             and may_share(pivots[doc_id], pivots[keys[ref]], MIN_SHARED_TERMS)]
    found = {}
    yield Progress("reference", 0, len(pairs), counted(len(pairs), "pair in two languages"))
    for lo in range(0, len(pairs), _BATCH):
        cancel.check()
        batch = pairs[lo : lo + _BATCH]
        jobs = [TranslatedJob(doc_id, keys[ref], *paired(pivots[doc_id], pivots[keys[ref]]), languages[doc_id],
                              languages[keys[ref]]) for doc_id, ref in batch]
        for pair, result in zip(batch, translated_passages(jobs)):
            if result[0]:
                found[pair] = result
        yield Progress("reference", min(lo + _BATCH, len(pairs)), len(pairs))
    return found


def with_translations(
    source: ReferenceSource, given: ClassDocuments, settings: ScanSettings, floor: float,
    verified: list[PairResult], stored: Mapping[int, LibraryDocument],
) -> Generator[Progress, None, tuple[list[PairResult], dict[int, LibraryDocument]]]:
    """Return the source's verified pairs with the translated passages of the class documents and its stored
    texts in other languages added (a pair that had none is added when it is kept: it reaches `floor` or shares
    a long passage), and the stored documents with those it newly matched; yields Progress. A source that aligns
    the pairs itself (`translated_passages`: the archive, on its workers) returns their passages, by stored
    id, and the stored documents matched. A source that keeps
    no languages (`translated_candidates`), a scan without reworded copying and a class in no language the pivot
    reads change nothing."""
    stored = dict(stored)
    find = getattr(source, "translated_candidates", None)
    if find is None or given.lexicon is None or not given.languages:
        return verified, stored
    wanted = wanted_languages(given.languages.get(doc_id, "") for doc_id in given.contents)
    if not wanted:
        return verified, stored
    references = yield from find(wanted, lambda: class_senses(given, settings), given.languages)
    if not references.pairs:
        return verified, stored
    align = getattr(source, "translated_passages", None)
    if align is not None:  # a store that aligns them where its texts are (the archive, on its cluster's workers)
        found, matched = yield from align(references, given, settings)
        stored.update(matched)
    else:
        yield Progress("reference", 0, len(references.pairs), "reading the library texts in other languages")
        stored.update((yield from source.stored_documents(
            {ref for _, ref in references.pairs if ref not in stored})))
        found = yield from translated_reference_passages(
            references.pairs, {ref: (stored[ref].text, references.languages[ref]) for _, ref in references.pairs},
            given, references.class_words, settings)
    result = list(verified)
    at = {(pair.a, pair.b): index for index, pair in enumerate(result)}
    for (doc_id, ref), (passages, share_a, share_b) in sorted(found.items()):
        if (doc_id, ref) in at:
            result[at[(doc_id, ref)]] = with_translated(result[at[(doc_id, ref)]], passages, share_a, share_b)
            continue
        pair = with_translated(PairResult(doc_id, ref, 0.0, 0.0, 0.0, 0, 0), passages, share_a, share_b)
        if pair.reported_because(floor, settings.passage_words) is not None:
            result.append(pair)
    return result, stored
