"""Translated copying against the archive: a class document that translates an archive text in another language.

The rules are the reference library's (engine/references/translated_candidates.py, translations.py); only where
the work runs differs. Each text's language and pivot senses are kept when it is added (derive.text_senses: the
`senses` key partitions, under the lexicons' hash, layout.SegmentIndex.pivot). For a class in a language the
pivot reads:

1. a task per key range (sense_range_tasks) reads, in every segment, that range's senses rows of the languages
   the class may have translated (translated_candidates.wanted_languages; a class in the archive's only language
   reads nothing), counts each sense's holders there (every row of its senses is there), weighs them as the
   library does (sense_weights), and returns each text's summed weight in the range and the rows of the class's
   senses (SenseRange);
2. the client sums them and ranks each class document's nearest texts in each other language
   (translated_candidates.ranked_nearest): the library's candidates, exactly, for the same stored texts;
3. the pairs are aligned on the workers (verify_translated): each task reads the class and every candidate text,
   so that every task chooses the words' senses over the same documents as the client would
   (translations.translated_reference_passages), and aligns its share of the pairs.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from plagcheck.archive.catalog import counted_texts, resolve_texts, texts_by_id
from plagcheck.archive.cluster import tune_worker_memory
from plagcheck.archive.derive import SENSE_LANGUAGES, TEXT_ROW_GROUP, row_group_bounds, sense_partition
from plagcheck.archive.layout import SEGMENT_SHIFT, Archive, ArchiveError, Manifest, Segment
from plagcheck.archive.worker_class import worker_class
from plagcheck.engine.references.derivations import pivot_key
from plagcheck.engine.references.sources import ClassDocuments
from plagcheck.engine.references.translated_candidates import StoredSenses, ranked_nearest, sense_weights
from plagcheck.engine.references.translations import translated_reference_passages
from plagcheck.engine.reworded.lexicon import Words
from plagcheck.engine.steps import drained
from plagcheck.shared.models import ScanSettings

#: Key ranges of the senses at least, so that every worker gets several tasks.
RANGES_PER_WORKER = 4


@dataclass(frozen=True)
class SenseRange:
    """What one key range of the senses gives: the texts holding any of its senses (archive-wide ids, sorted),
    their language numbers (derive.SENSE_LANGUAGES) and summed weights of their senses in the range; the rows
    (sense, text) of the class's senses, sorted by sense; and how many texts hold each class sense given."""

    texts: np.ndarray
    languages: np.ndarray
    held_weight: np.ndarray
    hit_senses: np.ndarray
    hit_texts: np.ndarray


def stored_sense_texts(manifest: Manifest, derivation_id: str, wanted: set[str]) -> int:
    """Return how many archive texts in the `wanted` languages hold pivot senses (under this plagcheck's
    lexicons). Raises ArchiveError when a segment keeps such texts' senses under other lexicons: its senses
    would not be this plagcheck's, and leaving them out would miss their translations without a word."""
    count, other = 0, set()
    for segment in manifest.segments:
        index = segment.indexes.get(derivation_id)
        if index is None or not index.pivot:
            continue  # written before languages and senses were kept: not searched for translations
        held = sum(texts for language, texts in index.pivot_texts.items() if language in wanted)
        if index.pivot != pivot_key():
            if held:
                other.add(index.pivot)
            continue
        count += held
    if other:
        raise ArchiveError(f"the archive keeps its texts' languages and senses as made by other lexicons "
                           f"({', '.join(sorted(other))}) than this plagcheck's ({pivot_key()}), so it cannot be "
                           "searched for translations: scan with the plagcheck that made it, or have its keeper "
                           "add its documents to a new archive")
    return count


def sense_range_tasks(address: str, manifest: Manifest, derivation_id: str, wanted: set[str],
                      class_senses: Mapping[int, np.ndarray], documents: int, workers: int) -> list[tuple]:
    """Return the arguments of range_senses: a task per key range of the senses, naming every segment's
    partition of that range that keeps texts in the `wanted` languages, with the class's senses of the range
    and how many class documents hold each; `documents` counts the stored texts and class documents the weights
    are shares of."""
    holding = [s for s in manifest.segments if (index := s.indexes.get(derivation_id)) is not None
               and index.pivot == pivot_key() and any(index.pivot_texts.get(language) for language in wanted)]
    if not holding:
        return []
    own = np.concatenate([s.astype(np.int64) for s in class_senses.values()] or [np.zeros(0, np.int64)])
    senses, holders = np.unique(own, return_counts=True)
    bits = max(s.indexes[derivation_id].partitions.bit_length() - 1 for s in holding)
    bits = max(bits, math.ceil(math.log2(RANGES_PER_WORKER * max(1, workers))))
    where = sense_partition(senses, 1 << bits)
    numbers = tuple(sorted(SENSE_LANGUAGES.index(language) for language in wanted if language in SENSE_LANGUAGES))
    tasks = []
    for key_range in range(1 << bits):
        files = []
        for segment in holding:
            partitions = segment.indexes[derivation_id].partitions
            part = key_range >> (bits - (partitions.bit_length() - 1))
            files.append((segment, segment.index_file(derivation_id, "senses", part)))
        mine = where == key_range
        tasks.append((address, tuple(files), 1 << bits, key_range, numbers, senses[mine], holders[mine], documents))
    return tasks


def range_senses(address: str, files: tuple[tuple[Segment, str], ...], ranges: int, key_range: int,
                 languages: tuple[int, ...], senses: np.ndarray, class_holders: np.ndarray,
                 documents: int) -> SenseRange:
    """Return the SenseRange of key range `key_range` of `ranges` in `files` (every segment's partition holding
    it), reading only the row groups of the `languages` (numbers); `senses` are the class's senses of the range
    (sorted) and `class_holders` how many class documents hold each. A sense weighs log(documents / holders),
    its holders the texts here and the class documents (translated_candidates.sense_weights)."""
    tune_worker_memory()
    keys, texts, numbers = [], [], []
    wanted = np.array(languages, dtype=np.int64)
    for segment, path in files:
        parquet = Archive(address).parquet(path)
        lows, highs = row_group_bounds(parquet)
        inside = (np.searchsorted(wanted, highs.astype(np.int64), side="right")
                  > np.searchsorted(wanted, lows.astype(np.int64), side="left"))
        groups = np.flatnonzero(inside).tolist()
        if not groups:
            continue
        table = parquet.read_row_groups(groups)
        language = table.column("language").to_numpy().astype(np.int64)
        key = table.column("key").to_numpy().astype(np.int64)
        keep = np.isin(language, wanted) & (sense_partition(key, ranges) == key_range)
        local = table.column("text").to_numpy()[keep]
        counted = counted_texts(segment, local)  # a text stored before has its own rows: its copy here does not count
        keys.append(key[keep][counted])
        texts.append(resolve_texts(segment, local)[counted])
        numbers.append(language[keep][counted])
    empty = np.zeros(0, dtype=np.int64)
    key = np.concatenate(keys) if keys else empty
    text = np.concatenate(texts) if texts else empty
    number = np.concatenate(numbers) if numbers else empty
    distinct, inverse, holders = np.unique(key, return_inverse=True, return_counts=True)
    with_class = np.zeros(distinct.size, dtype=np.int64)
    found = np.zeros(distinct.size, dtype=bool)  # the senses a class document holds
    if senses.size:
        at = np.minimum(np.searchsorted(senses, distinct), senses.size - 1)
        found = senses[at] == distinct
        with_class[found] = class_holders[at[found]]
    weights = sense_weights(documents, holders + with_class)
    owners, owner = np.unique(text, return_inverse=True)
    held_weight = np.bincount(owner, weights=weights[inverse], minlength=owners.size)
    owner_language = np.zeros(owners.size, dtype=np.int64)
    owner_language[owner] = number
    hit = found[inverse]
    order = np.argsort(key[hit], kind="stable")
    return SenseRange(owners, owner_language, held_weight, key[hit][order], text[hit][order])


def nearest_texts(ranges: Sequence[SenseRange], class_senses: Mapping[int, np.ndarray],
                  languages: Mapping[int, str], documents: int) -> tuple[list[tuple[int, int]], dict[int, str]]:
    """Return the sorted (class document id, archive text id) pairs of each class document with its nearest
    texts in each other language (translated_candidates.ranked_nearest, from the key ranges' SenseRange), and
    the language of each text offered."""
    if not ranges or not class_senses:
        return [], {}
    texts = np.concatenate([r.texts for r in ranges])
    ids, owner = np.unique(texts, return_inverse=True)
    held_weight = np.bincount(owner, weights=np.concatenate([r.held_weight for r in ranges]), minlength=ids.size)
    numbers = np.zeros(ids.size, dtype=np.int64)
    numbers[owner] = np.concatenate([r.languages for r in ranges])
    language_of = np.array(SENSE_LANGUAGES)[numbers] if ids.size else np.zeros(0, dtype="<U1")
    hit_senses = np.concatenate([r.hit_senses for r in ranges])
    hit_rows = np.searchsorted(ids, np.concatenate([r.hit_texts for r in ranges]))
    order = np.argsort(hit_senses, kind="stable")
    # Each class sense's weight, its holders counted again here from the hits (every row of it is a hit).
    own = np.concatenate([s.astype(np.int64) for s in class_senses.values()])
    distinct, class_holders = np.unique(own, return_counts=True)
    stored_holders = np.searchsorted(hit_senses[order], distinct, "right") - np.searchsorted(
        hit_senses[order], distinct, "left")
    weights = sense_weights(documents, stored_holders + class_holders)
    stored = StoredSenses(ids.tolist(), language_of, hit_senses[order], hit_rows[order], held_weight)
    pairs = ranked_nearest(class_senses, languages, stored, distinct, weights)
    offered = {text for _, text in pairs}
    return pairs, {int(ids[row]): str(language_of[row]) for row in range(ids.size) if int(ids[row]) in offered}


def translated_tasks(address: str, manifest: Manifest, pairs: Sequence[tuple[int, int]], given: ClassDocuments,
                     class_words: Mapping[int, Words], languages: Mapping[int, str], settings: ScanSettings,
                     workers: int) -> list[tuple]:
    """Return the arguments of verify_translated for the (class document, archive text) `pairs`: as many tasks
    as there are workers (each reads every candidate text: above), each aligning a share of the pairs."""
    texts = tuple(sorted({text for _, text in pairs}))
    numbers = {text >> SEGMENT_SHIFT for text in texts}
    segments = tuple(s for s in manifest.segments if s.number in numbers)
    lexicon = replace(given.lexicon, stemmer=None) if given.lexicon is not None else None  # cannot be pickled
    part = ClassDocuments({}, {d: given.contents[d] for d in class_words}, lexicon,
                          {d: given.texts[d] for d in class_words}, given.ignored,
                          {d: given.languages[d] for d in class_words})
    offered = {text: languages[text] for text in texts}
    size = max(1, math.ceil(len(pairs) / max(1, workers)))
    return [(address, segments, offered, tuple(pairs[lo : lo + size]), part, dict(class_words), settings)
            for lo in range(0, len(pairs), size)]


def verify_translated(address: str, segments: tuple[Segment, ...], offered: Mapping[int, str],
                      pairs: Sequence[tuple[int, int]], given: ClassDocuments, class_words: Mapping[int, Words],
                      settings: ScanSettings) -> tuple[dict[tuple[int, int], tuple], dict[int, dict]]:
    """Return {(class document id, archive text id): (translated passages, share of the class document, share of
    the text)} of the `pairs` with any passage (translations.translated_reference_passages, every `offered` text
    read with the class: {text id: its language}), and the rows (catalog.read_texts) of the texts matched."""
    tune_worker_memory()
    given = worker_class(given)
    rows = texts_by_id(address, segments, offered, TEXT_ROW_GROUP)
    references = {text: (rows[text]["text"], language) for text, language in offered.items()}
    found = drained(translated_reference_passages(pairs, references, given, class_words, settings))
    return found, {text: rows[text] for _, text in found}

