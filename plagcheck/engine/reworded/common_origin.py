"""Sentences two students took from one source: alike because of the source, not because of each other.

Students who answer one assignment from the same sources paraphrase the same sentences of them, with or
without a citation. Two such paraphrases resemble each other, sometimes closely, and a reworded passage
made of them would accuse each student of copying the other. When the sources are in the class (marked by
the teacher: ScanSettings.source_paths), each student's sentences are first matched with the sources'
(seeds.py); a sentence's *anchor* is the source sentence it matches best. A pair of two students'
sentences anchored to the same source sentence (or the one next to it) is no seed of a passage between
them, unless the two are clearly more alike than either is to the source (ANCHOR_MARGIN): a paraphrase
copied from a classmate's paraphrase. The students' passages with the source itself are found as usual.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

import numpy as np

from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.seeds import WEAK_SEED, Seeds, seeds_of_pairs

#: Two sentences anchored to one source sentence seed a passage between their documents only when they are
#: this much more alike (cosine) than the closer of them is to the source sentence.
ANCHOR_MARGIN = 0.15
NO_ANCHOR = -1
_SENTENCE_BITS = 32


def anchored(contents: dict[int, ContentDocument], sources: Iterable[int],
             view: Callable[[int, int], tuple[ContentDocument, ContentDocument]] | None = None
             ) -> dict[int, ContentDocument]:
    """Return `contents` with each student's document given its sentences' anchors in the sources (its
    `anchors` and `anchor_cosine`); the sources' own documents, and all when there is no source, unchanged.
    `view(student, source)`, if given, is how the two documents are compared (reworded/pivot.py's paired
    senses), instead of as they are in `contents`."""
    sources = sorted(set(sources) & set(contents))
    students = [doc_id for doc_id in contents if doc_id not in sources]
    if not sources or not students:
        return contents
    jobs = [(student, source) for student in students for source in sources]
    view = view or (lambda student, source: (contents[student], contents[source]))
    found = seeds_of_pairs([view(student, source) for student, source in jobs])
    best: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for (student, source), seeds in zip(jobs, found):
        seeds = seeds.only(seeds.rare >= 1)  # a sentence is not anchored by everyday words alone
        count = contents[student].sentence_count
        anchors, cosines = best.get(student, (np.full(count, NO_ANCHOR, np.int64), np.zeros(count)))
        _improve(anchors, cosines, seeds, source)
        best[student] = (anchors, cosines)
    result = dict(contents)
    for student, (anchors, cosines) in best.items():
        result[student] = replace(contents[student], anchors=anchors, anchor_cosine=cosines)
    return result


def _improve(anchors: np.ndarray, cosines: np.ndarray, seeds: Seeds, source: int) -> None:
    """Anchor each sentence of the student's with a seed to `source` stronger than its anchor so far."""
    if seeds.a.size == 0:
        return
    strength = np.maximum(seeds.cosine, WEAK_SEED)  # a weak seed's cosine is given as 0
    order = np.lexsort((strength, seeds.a))  # by sentence, strongest last
    last = np.append(seeds.a[order][1:] != seeds.a[order][:-1], True)
    sentence, source_sentence, value = seeds.a[order][last], seeds.b[order][last], strength[order][last]
    better = value > cosines[sentence]
    anchors[sentence[better]] = (np.int64(source) << _SENTENCE_BITS) | source_sentence[better]
    cosines[sentence[better]] = value[better]


def from_one_source(doc_a: ContentDocument, doc_b: ContentDocument, seeds: Seeds) -> np.ndarray:
    """Return, per seed of the pair, whether its two sentences are anchored to one source sentence (or
    neighbouring ones) and no more alike than ANCHOR_MARGIN above the closer of them to it."""
    if doc_a.anchors is None or doc_b.anchors is None or seeds.a.size == 0:
        return np.zeros(seeds.a.size, dtype=bool)
    anchor_a, anchor_b = doc_a.anchors[seeds.a], doc_b.anchors[seeds.b]
    mask = (np.int64(1) << _SENTENCE_BITS) - 1
    same = ((anchor_a >= 0) & (anchor_b >= 0) & (anchor_a >> _SENTENCE_BITS == anchor_b >> _SENTENCE_BITS)
            & (np.abs((anchor_a & mask) - (anchor_b & mask)) <= 1))
    closer = np.maximum(doc_a.anchor_cosine[seeds.a], doc_b.anchor_cosine[seeds.b])
    return same & (np.maximum(seeds.cosine, WEAK_SEED) < closer + ANCHOR_MARGIN)


def with_anchors_of(contents: dict[int, ContentDocument], others: dict[int, ContentDocument]
                    ) -> dict[int, ContentDocument]:
    """Return `contents` with each sentence's anchor replaced by its anchor in `others` (the same documents
    seen another way: reworded/pivot.py's, where a source in another language anchors sentences translated
    from it) wherever that one is stronger; documents `others` does not anchor are unchanged."""
    result = dict(contents)
    for doc_id, other in others.items():
        content = contents.get(doc_id)
        if content is None or other.anchors is None or other.anchors.size != content.sentence_count:
            continue
        if content.anchors is None:
            result[doc_id] = replace(content, anchors=other.anchors, anchor_cosine=other.anchor_cosine)
            continue
        better = other.anchor_cosine > content.anchor_cosine
        if better.any():
            result[doc_id] = replace(content, anchors=np.where(better, other.anchors, content.anchors),
                                     anchor_cosine=np.where(better, other.anchor_cosine, content.anchor_cosine))
    return result


#: A passage between two students comes from one source when at least this share of its sentences, on each
#: side, are anchored to a source sentence (or one at most SHARED_ANCHOR_REACH sentences from it) that a
#: sentence of the other side is anchored to too. A translation's sentences are anchored less precisely
#: than a paraphrase's (a sentence that merges two of the source's is anchored to either): in
#: bench_translated.py's class, two Spanish students' renderings of one source paragraph were anchored to
#: its sentences 4-5 and 7.
SHARED_ANCHOR_SHARE = 0.5
SHARED_ANCHOR_REACH = 2


def passage_from_one_source(doc_a: ContentDocument, doc_b: ContentDocument, words_a: tuple[int, int],
                            words_b: tuple[int, int]) -> bool:
    """Return True when the passage at words [start, end) of A and of B is two students' renderings of one
    source passage: SHARED_ANCHOR_SHARE of the sentences on each side anchored to source sentences the other
    side's are anchored to (or next to). Two students who translate one English sentence into Spanish write
    the same phrases ("los apicultores de Norteamérica y Europa") without seeing each other's work."""
    if doc_a.anchors is None or doc_b.anchors is None:
        return False
    anchors_a = _passage_anchors(doc_a, words_a)
    anchors_b = _passage_anchors(doc_b, words_b)
    if anchors_a.size == 0 or anchors_b.size == 0:
        return False
    return (_met(anchors_a, anchors_b) >= SHARED_ANCHOR_SHARE and _met(anchors_b, anchors_a) >= SHARED_ANCHOR_SHARE)


def _passage_anchors(doc: ContentDocument, words: tuple[int, int]) -> np.ndarray:
    """Return the anchor of each sentence the word range [start, end) touches (NO_ANCHOR where none)."""
    first = int(np.searchsorted(doc.sentences, words[0], side="right")) - 1
    last = int(np.searchsorted(doc.sentences, max(words[0], words[1] - 1), side="right")) - 1
    return doc.anchors[max(first, 0) : last + 1]


def _met(anchors: np.ndarray, others: np.ndarray) -> float:
    """Return the share of `anchors` that some anchor of `others` matches: the same source, a sentence at most
    SHARED_ANCHOR_REACH apart."""
    mask = (np.int64(1) << _SENTENCE_BITS) - 1
    valid = others[others >= 0]
    if valid.size == 0:
        return 0.0
    met = [(anchor >= 0) and bool(((valid >> _SENTENCE_BITS == anchor >> _SENTENCE_BITS)
                                   & (np.abs((valid & mask) - (anchor & mask)) <= SHARED_ANCHOR_REACH)).any())
           for anchor in anchors.tolist()]
    return sum(met) / len(met)
