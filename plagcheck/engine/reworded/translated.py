"""Translated passages: a run of one document's sentences aligned with the sentences of the other that it
renders, many to one and out of order.

Two texts of one language are compared by clusters of sentence pairs close to each other in both texts
(passages.py). A translation is not always that: a student who summarises two paragraphs of a source merges
sentences that lie far apart in it (its first paragraph and its last), and one of their sentences renders two
of the source's. What stays is the copy's side: a run of its sentences, one after the other, each rendering
some sentence of the other text. So a passage is looked for from one side, each document in turn taken as
the copy (either may be the student's):

1. Each sentence of the copy keeps its best seed (seeds.py, in the pivot vocabulary: pivot.py) and those to
   the sentences beside that seed's twin (a sentence rendering two sentences of the other text).
2. Sentences of the copy with seeds, at most COPY_GAP apart (the student's own sentence, or one translated
   past recognition, may sit between), are one cluster while their twins lie within SUMMARY_SPAN sentences
   of each other and go forward, out of order only within GAP sentences (a paragraph's sentences reordered):
   a summary retells its source in order, and two texts on one subject matching here and there do not.
3. A cluster is read with the paragraph of its strongest seed linked sentence for sentence to its twin's, in
   whatever order, when every sentence of it can be (_paragraph_rendered: a paragraph translated with its
   sentences reordered and one left out, where the dictionaries read one sentence well and the others
   thinly); else, when at least two of its sentences are strong seeds (MIN_SEEDS) or one reaches
   SINGLE_SEED_COSINE (as passages.py asks of a fragment), as it is, a lone sentence with those beside it in
   order (_completed).
4. A reading is a passage when seeds cover MIN_SEED_DENSITY of the run, and the run, as one bag of terms, is
   FRAGMENT_COSINE alike to the bag of the sentences it renders (not of all the text between them); it stands
   on evidence spread through it (OWN_COSINE in terms that are not everyday words, without its strongest pair
   unless that is under OWN_EVIDENCE_FROM and there are more than OWN_EVIDENCE_SEEDS links); and it resembles
   what it renders by CONTRAST more than the rest of the copy resembles the rest of the other text. Two texts
   on one subject are alike outside any passage too; a student's translated paragraph in an essay of their
   own, or a source beside a summary of it, are not. The first reading of step 3 that is a passage is kept.

A passage is shown as the copy's run beside the span of the sentences it renders, or, when it renders
stretches of the other text far apart (a summary), as one passage for each stretch that is long enough to
show. Of two passages that overlap (one found from both sides), the one spanning more sentences is kept (a
summary found from its own side renders two paragraphs; from the source's side, one of them), then the more
alike. Each step is linear in the number of seeds and sentences (a paragraph linked whole holds at most
MAX_RENDERED_SENTENCES): a passage's contrast with the rest of the two texts is worked out from its own bags
and the two whole ones (_Wholes).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.reworded.common_origin import from_one_source
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.passages import (EVERYDAY_UP_TO, FRAGMENT_COSINE, GAP, MIN_REWORDED_WORDS,
                                                MIN_SEED_DENSITY, MIN_SEEDS, OWN_EVIDENCE_FROM, OWN_EVIDENCE_SEEDS,
                                                SINGLE_SEED_COSINE, Fragment, without_overlaps)
from plagcheck.engine.reworded.passages import _borrowed_alike as borrowed_alike
from plagcheck.engine.reworded.passages import _cosine as bag_cosine
from plagcheck.engine.reworded.passages import _share_a_rare_term as share_a_rare_term
from plagcheck.engine.reworded.seeds import Seeds

#: Sentences of the copy without a seed that may sit between two linked ones of one passage.
COPY_GAP = 1
#: The sentences a passage renders lie within this many sentences of each other in the other text (a
#: summary of a source's first and last paragraphs, not of two texts' worth).
SUMMARY_SPAN = 24
#: A translated passage is as long as a reworded one (MIN_REWORDED_WORDS) on its longer side, and at least this
#: share of that on the other: a language of suffixes says in 18 words what English says in 30 ("Karşılığında
#: bu ziyaretçiler poleni bir sonraki çiçeğe taşır": in return, the visitors carry pollen to the next flower).
TRANSLATED_SHORT_SIDE = 0.6
#: What a translated passage must reach in terms that are not everyday words (passages.OWN_COSINE is 0.25
#: in one language): a translation read through a dictionary keeps fewer of its source's words than a
#: paraphrase (the dictionaries give senses the source did not use).
OWN_COSINE = 0.15
#: How much more alike a passage is to what it renders than the rest of the copy is to the rest of the other
#: text. Measured on bench_translated.py's classes (seeds 0-4, 270 planted paragraphs) and on independent
#: texts on six subjects in German, Spanish and Turkish (bench/data/multilingual's sources and honest essays,
#: 36 texts): every planted passage that reached this step was 0.26 or more above the rest of its two texts;
#: three sentences of a German and a Spanish article on urban heat islands that tell the same measures in
#: the same order were 0.14 above theirs (0.45 alike, the rest of the two articles 0.31).
CONTRAST = 0.2
#: A paragraph linked sentence for sentence to one of the other text (_paragraph_rendered) holds at least
#: MIN_RENDERED_SENTENCES (a translated paragraph reordered with one of four left out holds three) and at
#: most MAX_RENDERED_SENTENCES, as does the other's (a text with no blank lines is one paragraph: its
#: sentences are not linked one by one, which would cost time in the product of the two lengths).
MIN_RENDERED_SENTENCES = 3
MAX_RENDERED_SENTENCES = 2 * GAP


@dataclass(frozen=True)
class _Cluster:
    """Linked sentences: sentence copy[k] of the copy with its twin twins[k] in the other text, a seed of
    cosine[k] (0 for a weak seed) sharing rare[k] terms that are not everyday words."""

    copy: np.ndarray
    twins: np.ndarray
    cosine: np.ndarray
    rare: np.ndarray


def translated_fragments(doc_a: ContentDocument, doc_b: ContentDocument, seeds: Seeds) -> list[Fragment]:
    """Return the translated passages of the pair (see the module doc), in A's order, as Fragments whose
    similarity is that of each copy's run to the sentences it renders."""
    seeds = seeds.only((seeds.rare >= 1) | (seeds.cosine >= EVERYDAY_UP_TO))
    seeds = seeds.only(~borrowed_alike(doc_a, doc_b, seeds.a, seeds.b) & ~from_one_source(doc_a, doc_b, seeds))
    if not seeds.cosine.any():
        return []
    fragments: list[Fragment] = []
    for copy_is_a in (True, False):
        copy_doc, other_doc = (doc_a, doc_b) if copy_is_a else (doc_b, doc_a)
        copy, twins = (seeds.a, seeds.b) if copy_is_a else (seeds.b, seeds.a)
        wholes: _Wholes | None = None
        for cluster in _clusters(copy, twins, seeds.cosine, seeds.rare):
            # Its paragraph linked whole, in whatever order (_paragraph_rendered), else, when seeded, its links
            # with the sentences beside them in order (_completed): the first that is a passage.
            for reading in _readings(cluster, copy_doc, other_doc):
                wholes = wholes or _Wholes.of(copy_doc, other_doc)
                if _validated(reading, copy_doc, other_doc, wholes):
                    for fragment in _pieces(reading, copy_doc, other_doc):
                        fragments.append(fragment if copy_is_a else Fragment(
                            fragment.b_sentences, fragment.a_sentences, fragment.similarity, fragment.seeds))
                    break
    return _without_overlaps(fragments)


def _clusters(copy: np.ndarray, twins: np.ndarray, cosine: np.ndarray, rare: np.ndarray) -> list[_Cluster]:
    """Return the clusters of the links from the copy's side (steps 1 and 2 of the module doc)."""
    if copy.size == 0:
        return []
    strength = np.where(cosine > 0, 1.0 + cosine, 0.0) + rare * 1e-3  # strong before weak, then rarer
    order = np.lexsort((-strength, copy))
    copy, twins, cosine, rare = copy[order], twins[order], cosine[order], rare[order]
    first = np.flatnonzero(np.append(True, copy[1:] != copy[:-1]))
    best_twin = twins[first][np.searchsorted(first, np.arange(copy.size), side="right") - 1]
    keep = np.abs(twins - best_twin) <= 1  # the best seed, and those beside its twin
    copy, twins, cosine, rare, best_twin = copy[keep], twins[keep], cosine[keep], rare[keep], best_twin[keep]
    clusters: list[_Cluster] = []
    start, low, high = 0, int(best_twin[0]), int(best_twin[0])
    sentences, bests = copy.tolist(), best_twin.tolist()
    for k in range(1, len(sentences) + 1):
        if k < len(sentences):
            twin = bests[k]
            if (sentences[k] - sentences[k - 1] <= COPY_GAP + 1 and twin >= high - GAP
                    and max(high, twin) - min(low, twin) <= SUMMARY_SPAN):
                low, high = min(low, twin), max(high, twin)
                continue
        clusters.append(_Cluster(copy[start:k], twins[start:k], cosine[start:k], rare[start:k]))
        if k < len(sentences):
            start, low, high = k, bests[k], bests[k]
    return clusters


def _readings(cluster: _Cluster, copy_doc: ContentDocument, other_doc: ContentDocument) -> Iterator[_Cluster]:
    """Yield the ways the cluster may be a passage, the widest first: with its paragraph linked whole
    (_paragraph_rendered), then, when it is _seeded, completed in order (_completed)."""
    wider = _paragraph_rendered(cluster, copy_doc, other_doc)
    if wider is not None:
        yield wider
    if _seeded(cluster):
        yield _completed(cluster, copy_doc, other_doc)


def _without_overlaps(fragments: list[Fragment]) -> list[Fragment]:
    """Return the fragments, keeping of any two that overlap in A or in B the one spanning more sentences (a
    summary found from its own side renders sentences of two paragraphs; from the source's side, those of one
    of them), then the more alike; in A's order."""
    return without_overlaps(fragments, lambda f: (-(f.a_sentences[1] - f.a_sentences[0] + f.b_sentences[1]
                                                    - f.b_sentences[0]), -f.similarity))

def _completed(cluster: _Cluster, copy_doc: ContentDocument, other_doc: ContentDocument) -> _Cluster:
    """Return a cluster of one sentence of the copy with the sentence before it linked to the one before its
    twin, and the one after it to the one after its twin, when each pair shares a term that is not an everyday
    word and lies in the paragraphs of the sentences beside it (a translation's sentence whose words the
    dictionaries miss, beside the one sentence of a paragraph they read; passages.py completes a fragment's
    paragraphs likewise); any other cluster as it is."""
    first, last = int(cluster.copy.min()), int(cluster.copy.max())
    low, high = int(cluster.twins.min()), int(cluster.twins.max())
    if first != last:
        return cluster
    added: list[tuple[int, int]] = []
    if first > 0 and low > 0 and _same_paragraph(copy_doc, first) and _same_paragraph(other_doc, low):
        added.append((first - 1, low - 1))
    if (last + 1 < copy_doc.sentence_count and high + 1 < other_doc.sentence_count
            and _same_paragraph(copy_doc, last + 1) and _same_paragraph(other_doc, high + 1)):
        added.append((last + 1, high + 1))
    added = [(a, b) for a, b in added if share_a_rare_term(copy_doc, a, other_doc, b)]
    if not added:
        return cluster
    copy = np.append(cluster.copy, [a for a, _ in added])
    twins = np.append(cluster.twins, [b for _, b in added])
    order = np.argsort(copy, kind="stable")
    return _Cluster(copy[order], twins[order], np.append(cluster.cosine, np.zeros(len(added)))[order],
                    np.append(cluster.rare, np.ones(len(added), dtype=cluster.rare.dtype))[order])


def _paragraph_rendered(cluster: _Cluster, copy_doc: ContentDocument, other_doc: ContentDocument
                        ) -> _Cluster | None:
    """Return the cluster with the paragraph of its strongest seed's copy sentence linked sentence for
    sentence to sentences of its twin's paragraph, in whatever order (_linked_one_to_one), when every
    sentence of that paragraph is linked (MIN_RENDERED_SENTENCES to MAX_RENDERED_SENTENCES of them); the
    cluster's links elsewhere are kept. None otherwise. A paragraph translated with its sentences reordered and
    one left out keeps one sentence the dictionaries read well and others they read thinly, each beside a
    sentence it does not render: its order tells nothing, its sentences rendering one paragraph's one to one
    do."""
    if copy_doc.openers is None or other_doc.openers is None or not (cluster.cosine > 0).any():
        return None
    top = int(np.lexsort((cluster.rare, cluster.cosine))[-1])
    paragraph = _paragraph_of(copy_doc, int(cluster.copy[top]))
    targets = _paragraph_of(other_doc, int(cluster.twins[top]))
    if not (MIN_RENDERED_SENTENCES <= paragraph.size <= MAX_RENDERED_SENTENCES
            and targets.size <= MAX_RENDERED_SENTENCES):
        return None
    linked = _linked_one_to_one(cluster, paragraph, targets, copy_doc, other_doc)
    if len(linked) < paragraph.size:
        return None
    added = [(a, b) for a, b in linked.items() if not (cluster.copy == a).any()]
    copy = np.append(cluster.copy, [a for a, _ in added]).astype(cluster.copy.dtype)
    twins = np.append(cluster.twins, [b for _, b in added]).astype(cluster.twins.dtype)
    order = np.argsort(copy, kind="stable")
    return _Cluster(copy[order], twins[order], np.append(cluster.cosine, np.zeros(len(added)))[order],
                    np.append(cluster.rare, np.ones(len(added), dtype=cluster.rare.dtype))[order])


def _linked_one_to_one(cluster: _Cluster, paragraph: np.ndarray, targets: np.ndarray, copy_doc: ContentDocument,
                       other_doc: ContentDocument) -> dict[int, int]:
    """Return {sentence of `paragraph` (the copy's): the sentence of `targets` (the other's) it is linked to},
    each sentence linked once: by its strongest seed of the cluster between the two, else to the sentence it
    resembles most among those left, sharing a term that is not an everyday word; {} as soon as more are left
    unlinked than there are sentences to link them to. Two sentences anchored to one source sentence (or
    neighbouring ones: common_origin.py) are not linked: two students who translated one source paragraph
    render it sentence for sentence too."""
    linked: dict[int, int] = {}
    strength = np.where(cluster.cosine > 0, 1.0 + cluster.cosine, 0.0) + cluster.rare * 1e-3
    for k in np.argsort(-strength, kind="stable").tolist():
        a, b = int(cluster.copy[k]), int(cluster.twins[k])
        if a in paragraph and b in targets and a not in linked and b not in linked.values():
            linked[a] = b
    unlinked = [a for a in paragraph.tolist() if a not in linked]
    free = [b for b in targets.tolist() if b not in linked.values()]
    if len(unlinked) > len(free):
        return {}
    bags = {b: other_doc.bag(b, b) for b in free}
    scored = []
    for a in unlinked:
        bag = copy_doc.bag(a, a)
        for b in free:
            if _share_rare(copy_doc, bag, bags[b]) and not _one_anchor(copy_doc, a, other_doc, b):
                scored.append((_cosine_of_bags(bag, bags[b]), a, b))
    for _, a, b in sorted(scored, reverse=True):  # the most alike first
        if a not in linked and b not in linked.values():
            linked[a] = b
    return linked


def _share_rare(copy_doc: ContentDocument, bag: tuple[np.ndarray, np.ndarray], other: tuple[np.ndarray, np.ndarray]
                ) -> bool:
    """Return True when two sentences' bags (ContentDocument.bag) hold a term in common that is not an everyday
    word (passages._share_a_rare_term, from bags made once)."""
    shared = np.intersect1d(bag[0], other[0], assume_unique=True)
    return bool(shared.size) and bool((~copy_doc.term_is_everyday(shared)).any())


def _one_anchor(copy_doc: ContentDocument, a: int, other_doc: ContentDocument, b: int) -> bool:
    """Return True when sentence a of the copy and b of the other text are anchored to one source sentence or
    neighbouring ones (common_origin.from_one_source, whatever their likeness)."""
    if copy_doc.anchors is None or other_doc.anchors is None:
        return False
    link = Seeds(np.array([a]), np.array([b]), np.array([-np.inf]), np.array([0]))  # as little alike as can be
    return bool(from_one_source(copy_doc, other_doc, link)[0])


def _paragraph_of(doc: ContentDocument, sentence: int) -> np.ndarray:
    """Return the sentences of the paragraph holding `sentence` (doc.openers known)."""
    openers = np.flatnonzero(doc.openers)
    first = int(openers[np.searchsorted(openers, sentence, side="right") - 1]) if openers.size else 0
    after = openers[openers > sentence]
    return np.arange(first, int(after[0]) if after.size else doc.sentence_count)


def _same_paragraph(doc: ContentDocument, sentence: int) -> bool:
    """Return True when the sentence and the one before it are in one paragraph (True when not known)."""
    return doc.openers is None or not bool(doc.openers[sentence])


def _seeded(cluster: _Cluster) -> bool:
    """Return True when at least MIN_SEEDS sentences of the cluster's copy are strong seeds, or one reaches
    SINGLE_SEED_COSINE (not thin: one strong seed of middling likeness, whatever weak ones lie round it)."""
    strong = np.unique(cluster.copy[cluster.cosine > 0]).size
    return strong >= MIN_SEEDS or (strong > 0 and float(cluster.cosine.max()) >= SINGLE_SEED_COSINE)


def _validated(cluster: _Cluster, copy_doc: ContentDocument, other_doc: ContentDocument, wholes: _Wholes) -> bool:
    """Return True when a reading of a cluster (_readings) is a passage (step 4 of the module doc)."""
    linked = np.unique(cluster.copy)
    first, last = int(linked[0]), int(linked[-1])
    if linked.size / (last - first + 1) < MIN_SEED_DENSITY:
        return False
    twins = np.unique(cluster.twins)
    run, rendered = copy_doc.bag(first, last), other_doc.bag_of(twins)
    similarity = _cosine_of_bags(run, rendered)
    if similarity < FRAGMENT_COSINE or not _on_own_evidence(cluster, linked, twins, copy_doc, other_doc):
        return False
    return similarity - wholes.outside_cosine(run, rendered) >= CONTRAST


@dataclass(frozen=True)
class _Wholes:
    """What the outside of every cluster of one copy and one other text is measured against, made once per
    pair: their whole bags, squared norms and dot product."""

    copy: tuple[np.ndarray, np.ndarray]
    other: tuple[np.ndarray, np.ndarray]
    copy_squared: float
    other_squared: float
    dot: float

    @classmethod
    def of(cls, copy_doc: ContentDocument, other_doc: ContentDocument) -> _Wholes:
        """Return the figures of the two documents' whole bags."""
        copy, other = copy_doc.whole_bag, other_doc.whole_bag
        return cls(copy, other, _squared(copy), _squared(other), _dot(copy, other))

    def outside_cosine(self, run: tuple[np.ndarray, np.ndarray], rendered: tuple[np.ndarray, np.ndarray]) -> float:
        """Return the cosine of the rest of the copy (its whole bag less the run's) and the rest of the other
        text (less the sentences rendered), from dot products of the small bags with the whole ones: time in
        the passage's length, not the documents' (a long pair may hold many clusters)."""
        dot = self.dot - _dot(self.copy, rendered) - _dot(self.other, run) + _dot(run, rendered)
        norm_copy = self.copy_squared - 2 * _dot(self.copy, run) + _squared(run)
        norm_other = self.other_squared - 2 * _dot(self.other, rendered) + _squared(rendered)
        if norm_copy <= 1e-9 * max(self.copy_squared, 1e-12) or norm_other <= 1e-9 * max(self.other_squared,
                                                                                         1e-12):
            return 0.0  # nothing outside on one side (what is left is rounding)
        return max(0.0, dot / float(np.sqrt(norm_copy * norm_other)))


def _dot(big: tuple[np.ndarray, np.ndarray], small: tuple[np.ndarray, np.ndarray]) -> float:
    """Return the dot product of two bags of weighted terms (terms ascending), looking `small`'s terms up in
    `big`'s (time in `small`'s size)."""
    (terms_big, weights_big), (terms_small, weights_small) = big, small
    if terms_big.size == 0 or terms_small.size == 0:
        return 0.0
    at = np.minimum(np.searchsorted(terms_big, terms_small), terms_big.size - 1)
    common = terms_big[at] == terms_small
    return float((weights_big[at[common]] * weights_small[common]).sum())


def _squared(bag: tuple[np.ndarray, np.ndarray]) -> float:
    """Return the squared norm of a bag of weighted terms."""
    return float((bag[1] ** 2).sum())


def _pieces(cluster: _Cluster, copy_doc: ContentDocument, other_doc: ContentDocument) -> list[Fragment]:
    """Return the passage of a validated cluster as Fragments (the copy's sentences as a_sentences): one for
    each stretch of the other text it renders (twins within GAP sentences of each other), when the copy's
    sentences rendering each stretch do not interleave with another's; else one, the copy's run beside the
    span of its twins. A summary of a source's first and last paragraphs is shown as two passages, not as one
    beside the whole source."""
    order = np.argsort(cluster.twins, kind="stable")
    twins, copy, strong = cluster.twins[order], cluster.copy[order], cluster.cosine[order] > 0
    cuts = np.flatnonzero(np.diff(twins) > GAP) + 1
    groups = sorted(zip(np.split(copy, cuts), np.split(twins, cuts), np.split(strong, cuts)),
                    key=lambda group: int(group[0].min()))
    runs = [(int(c.min()), int(c.max()), int(t.min()), int(t.max())) for c, t, _ in groups]
    if (any(later[0] <= earlier[1] for earlier, later in zip(runs, runs[1:]))
            or not all(long_enough(_words(copy_doc, run[:2]), _words(other_doc, run[2:])) for run in runs)):
        groups = [(copy, twins, strong)]
    fragments = []
    for group_copy, group_twins, group_strong in groups:
        first, last = int(group_copy.min()), int(group_copy.max())
        similarity = _cosine_of_bags(copy_doc.bag(first, last), other_doc.bag_of(np.unique(group_twins)))
        fragments.append(Fragment((first, last), (int(group_twins.min()), int(group_twins.max())), similarity,
                                  int(np.unique(group_copy[group_strong]).size)))
    return fragments


def _on_own_evidence(cluster: _Cluster, linked: np.ndarray, twins: np.ndarray, copy_doc: ContentDocument,
                     other_doc: ContentDocument) -> bool:
    """Return True when the run and what it renders are OWN_COSINE alike in terms that are not everyday words,
    without the pair of the strongest seed (the one sharing the most such terms, then the most alike) unless
    that is under OWN_EVIDENCE_FROM and the cluster links more than OWN_EVIDENCE_SEEDS sentences."""
    rest_copy, rest_twins = np.arange(int(linked[0]), int(linked[-1]) + 1), twins
    top = int(np.lexsort((cluster.cosine, cluster.rare))[-1])
    if not (cluster.cosine[top] < OWN_EVIDENCE_FROM and linked.size > OWN_EVIDENCE_SEEDS):
        rest_copy = rest_copy[rest_copy != cluster.copy[top]]
        rest_twins = twins[twins != cluster.twins[top]]
    return bool(rest_copy.size and rest_twins.size and _cosine_of_bags(
        copy_doc.bag_of(rest_copy, rare=True), other_doc.bag_of(rest_twins, rare=True)) >= OWN_COSINE)


def long_enough(words_a: int, words_b: int) -> bool:
    """Return True when a translated passage of these lengths (words on each side) is shown: MIN_REWORDED_WORDS
    on its longer side, TRANSLATED_SHORT_SIDE of that on the other."""
    return (max(words_a, words_b) >= MIN_REWORDED_WORDS
            and min(words_a, words_b) >= TRANSLATED_SHORT_SIDE * MIN_REWORDED_WORDS)


def _words(doc: ContentDocument, sentences: tuple[int, int]) -> int:
    """Return the number of words of sentences first..last (inclusive)."""
    first, end = doc.sentence_words(*sentences)
    return end - first


def _cosine_of_bags(bag_a: tuple[np.ndarray, np.ndarray], bag_b: tuple[np.ndarray, np.ndarray]) -> float:
    """Return the cosine of two bags of weighted terms (0 when either is empty)."""
    return bag_cosine(bag_a, bag_b) if bag_a[0].size and bag_b[0].size else 0.0
