"""Reworded passages: copying that survives changed words and changed order.

Exact shingle runs (align.py) stop at the first changed word. A paraphrase, a shuffle or a round-trip
translation keeps the *content words* of each sentence instead, so here two documents are compared sentence
by sentence as bags of terms (lexicon.py: stems of content words), in the manner of the best PAN text
alignment systems (Sanchez-Perez, Sidorov and Gelbukh, PAN 2014):

1. Seeds (seeds.py): pairs of sentences, one per document, whose terms are alike by cosine and Dice;
   strong seeds start a passage, weak ones only extend it.
2. Extension: seeds close to each other in both documents (within GAP sentences in each, whatever their
   order) form one cluster, so a paragraph whose sentences were shuffled comes out as one passage. An edge
   sentence held only by weak seeds, to sentences that strong seeds of the cluster match already, is
   left out: it is a neighbour sharing a few words, not part of the passage.
   A cluster that starts on the second sentence of a paragraph in both documents takes in the two first
   sentences if they share a term that is not an everyday word (likewise the last ones at the end): a
   paragraph rewritten as a whole often changes its opening sentence most, and the two paragraphs' places
   vouch for the pairing.
3. Validation: a cluster is kept only if its two fragments, compared whole as bags of terms, have a cosine
   of at least FRAGMENT_COSINE, and it is backed by enough evidence: MIN_SEEDS strong seeds, or one of
   cosine SINGLE_SEED_COSINE or more, or one strong and one weak seed if the fragments then reach
   SINGLE_SEED_COSINE as a whole. Independent texts on one topic share words, but rarely sentence after
   sentence in the same region of both texts. A passage reworded in place (synonyms swapped in, each
   sentence kept where it was and about as long) shares fewer terms but shows its copying in its shape:
   IN_PLACE_RUN seeds or more on one diagonal, each pairing sentences of about the same length, let it
   through at IN_PLACE_COSINE. Where too few content words are left for any seed, sentences sharing runs
   of function words (skeleton.py) stand in for seeds: SKELETON_RUN of them on one diagonal are a passage.
   Each fragment keeps which evidence let it through (Fragment.basis): "words" when its cosine alone did,
   "shape" when it stands on an in-place or skeleton run. A passage of shape shows a low likeness, so the
   window and the report say what it stands on instead (vocabulary.basis_text).
   Sentences that both cite a source are no seed, nor are two sentences paraphrasing one sentence of a
   source in the class (common_origin.py): students who use the same source do not copy each other.
4. Its own evidence: a passage must be alike through its length, not around one sentence. Without its
   single strongest pair of sentences, what is left must still reach OWN_COSINE in the words that are not
   everyday words of the language (word_rarity.py). A shared quotation or stock sentence with a few honest
   sentences round it, alike only in the everyday words of an essay on one subject ("agree", "read",
   "found"), is no reworded passage; a paragraph copied with its sentences reordered still is, and so is a
   long paraphrase (_on_own_evidence). (Quotations with a citation, template and common text have no terms
   at all: they are left out before.) A passage of shape stands on its run of sentences reworded in place
   instead.
5. Contrast: unless one of the pair's passages is clear evidence (cosine CLEAR_COSINE, CLEAR_SEEDS strong
   seeds, or CLEAR_IN_PLACE seeds reworded in place) or the pair shares a passage copied word for word,
   each must resemble its twin by MIN_CONTRAST more than the two whole documents resemble each other. Two
   answers to one question written independently resemble each other everywhere, and about as much; a
   passage taken from a source resembles it more than the rest of the two texts do.

No step compares every fragment or passage with every other, so a hostile pair of texts cannot stall a
scan (tests/test_linear_time.py).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from plagcheck.engine.arrays import sorted_unique
from plagcheck.engine.reworded.common_origin import from_one_source
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.in_place import in_place_runs, longest_in_place_run
from plagcheck.engine.reworded.seeds import Seeds, seeds_of_pairs
from plagcheck.engine.reworded.skeleton import skeleton_seeds
from plagcheck.shared.models import PassageBasis

GAP = 4
#: A summary condenses a long stretch of its source: its sentences match sentences spread far apart in
#: the source. Fragments next to each other in one document and within this many sentences in the other
#: are merged when the merged fragment still validates.
SUMMARY_GAP = 24
FRAGMENT_COSINE = 0.38
MIN_SEEDS = 2
SINGLE_SEED_COSINE = 0.5
#: A cluster must have seeds in at least this share of the sentences it spans in one of the documents:
#: a rewritten paragraph matches sentence after sentence, independent texts on a topic only here and there.
MIN_SEED_DENSITY = 0.5
#: A pair's passages must be this much more alike (cosine) than its two whole documents, unless one of
#: them is clear evidence (CLEAR_COSINE, or CLEAR_SEEDS strong seeds) or the pair shares a passage copied
#: word for word (which makes the whole documents alike too). Measured on our short-answer corpus
#: (bench/bench_short_answers.py: five questions, each with honest answers and answers rewritten from a
#: source) and PAN 2013's disguised pairs: passages between honest answers had a contrast of -0.10 to
#: 0.05, a cosine under 0.66 and at most 4 strong seeds; disguised PAN passages a median contrast of 0.39.
#: The rule took the reworded passages between honest answers from 35 pairs to 3, and PAN's plagdet (pairs
#: aligned directly) from 0.876 to 0.872 for random obfuscation and 0.892 to 0.884 for translation. Answers
#: rewritten from the source as freely as the honest ones were written are then mostly missed (3 of 20
#: found, 11 before).
MIN_CONTRAST = 0.1
CLEAR_COSINE = 0.65
CLEAR_SEEDS = 5
#: ... or an in-place run (IN_PLACE_RUN) of this many seeds: two texts on one subject do not match sentence
#: after sentence, in order and length alike, however alike their words are.
CLEAR_IN_PLACE = 5
#: A cluster with this many seeds (strong or weak) in one run reworded in place (in_place.py: on one
#: diagonal, each pairing sentences of about the same length) was reworded in place: synonyms swapped in,
#: sentences kept in their order and shape. It is kept at IN_PLACE_COSINE (one strong seed is still needed).
#: Measured on the ten languages' synonym rewrites (bench_multilingual.py): 50 -> 58 of 60 found, plagdet
#: 0.957 -> 0.978; PAN 2013's disguised pairs aligned directly 0.8625 -> 0.8628 (0.8630 with
#: CLEAR_IN_PLACE); generated paragraphs with 60% and 70% of their words replaced (test_reworded.py's
#: generator, 8 seeds each) 5 and 0 of 8 found before, 7 and 4 with both rules. The 1,775 honest pairs
#: compared one by one (PAN's 500 no-plagiarism pairs, the ten languages' 870 pairs with an honest essay,
#: the short answers' honest ones) give the same passages as before; without the length condition, a
#: Russian honest essay telling coffee's history in its source's order (sentences of 8 and 23 words
#: paired) got a 64-word reworded passage.
IN_PLACE_RUN = 3
#: Sentences that both cite a source are evidence only in a run reworded in place of this many (_borrowed_alike).
CITED_IN_PLACE_RUN = 4
IN_PLACE_COSINE = 0.28
#: A passage reworded in place may keep too few content words for any sentence pair to be a seed. Its
#: skeleton is intact (skeleton.py): a run of SKELETON_RUN or more sentence pairs sharing grams, on one
#: diagonal and alike in length, is such a passage if its sentences reach SKELETON_COSINE as bags of terms
#: (some names and terms, which have no synonym, are left). Measured (bench/bench_in_place.py: the ten
#: languages' source paragraphs with 70% / 80% of their content words swapped one for one): found 108 and
#: 17 of 180 without skeletons, 156 and 105 with skeletons of function words (plagdet 0.666 -> 0.861, 0.135
#: -> 0.661), 175 and 159 with punctuation marks in them too (0.921, 0.887), the same honest pairs with a
#: reworded passage. In the 1,775 honest pairs compared one by one (bench_precision's PAN no-plagiarism
#: pairs, the ten languages' honest essays, the short answers' honest ones), no run of skeleton seeds is
#: longer than 2, and every passage is as before. A floor of 0.15 finds as many at 80%; no floor, one more.
SKELETON_RUN = 4
SKELETON_COSINE = 0.1
#: What a passage of words must still reach, as bags of terms that are not everyday words, without its
#: strongest pair of sentences (step 4 of the module doc). A synonym tool leaves mostly everyday words in
#: place: at FRAGMENT_COSINE (0.38), 9 of the ten languages' 60 synonym rewrites were lost, at 0.3 one, at
#: 0.25 none (bench_multilingual.py).
OWN_COSINE = 0.25
#: ... when its strongest pair of sentences is at least this alike: one sentence shared nearly word for word
#: (a quotation, a stock sentence) that the rest may have grown around; or when it has at most
#: OWN_EVIDENCE_SEEDS seeds, whatever they are.
OWN_EVIDENCE_FROM = 0.75
OWN_EVIDENCE_SEEDS = 2
#: Reworded passages shorter than this many words (shorter side) are not reported.
MIN_REWORDED_WORDS = 25
#: A fragment of words whose seeds lie in at most OWN_EVIDENCE_SEEDS sentences on each side (however many seeds
#: pair them crosswise: _slight) that is all a pair shares (no passage copied
#: word for word, no other reworded passage) must also be CLEAR_COSINE alike as a whole: two students
#: answering one question from the same sources write two sentences on the same idea (a definition, a
#: conclusion) in much the same words, but not a paragraph of them. Measured on the generated realistic
#: classes (bench_honest.py, 30 classes, with the rest of this round's rules): honest students listed 51 ->
#: 5 of 410, planted copies found 155/160 either way; the two-seed passages between honest students were
#: 0.39-0.63 alike. Its cost: PAN 2013's disguised pairs, whose short cases are two sentences too, 0.844 ->
#: 0.831 (random 0.853 -> 0.841, translation 0.866 -> 0.851, summary 0.680 -> 0.666). Counted as seeds, the
#: rule let through two sentences a side paired crosswise (four seeds: an Indonesian class's honest students,
#: 0.64 alike); counted as sentences, honest students listed 10 -> 9 of 557 (sizes 5-40), the same copies found.
#: A fragment of words that is all a pair shares must also be LONE_COSINE alike, unless it has LONE_SEEDS
#: strong seeds or is reworded in place (IN_PLACE_RUN). On the generated realistic classes (bench_honest.py), the
#: honest students still listed after the rules above on one reworded passage of own writing under 0.42 alike
#: had 1-3 strong seeds (0.39-0.42, 3-8 sentences). The rule took the honest students listed from 15 to 11 of
#: 557 (sizes 5-40; with question_sentences.py, 16 of 662 at sizes 8-30 against 19), every planted copy found
#: as before. Its cost: a Persian synonym rewrite in the ten languages (0.394 alike, 3 strong seeds of 5
#: sentences) is lost, bench_multilingual.py 0.984 -> 0.981; PAN 2013 disguised 0.830 -> 0.828; an Arabic
#: paragraph reworded in another order (0.42, 4 strong seeds of 5) is kept by LONE_SEEDS.
LONE_COSINE = 0.42
LONE_SEEDS = 4
#: A seed must share a term that is not an everyday word of the language (word_rarity.py) unless it is a
#: strong seed this alike (a weak seed's cosine counts as 0; above 1: every seed must).
EVERYDAY_UP_TO = 0.001


@dataclass(frozen=True)
class EvidenceRules:
    """What a fragment must reach to be a passage (steps 4 and 5 of the module doc): the defaults are those
    of two texts in one language. A translation read through a dictionary (pivot.py) keeps fewer of its
    source's words than a paraphrase, so its rules are looser (translated.py); against a source lying in the
    class, a student's uncited sentences stand alone (ORIGIN_EVIDENCE)."""

    #: Alike in terms that are not everyday words without the strongest pair of sentences (OWN_COSINE).
    own_cosine: float = OWN_COSINE
    #: Alike enough to need no contrast with the rest of the two texts (CLEAR_COSINE).
    clear_cosine: float = CLEAR_COSINE
    #: A slight fragment (Fragment.slight) is a passage even when it is all the pair shares.
    slight_alone: bool = False
    #: A fragment that cites nothing on either side (_uncited) is a passage even when it is all the pair shares,
    #: slight or faint (_faint), and one CLEAR_COSINE alike needs no evidence past its strongest pair.
    uncited_alone: bool = False
    #: Against a source: the student's side ("a" or "b"), whose sentences that cite a source use it and say so,
    #: as two students' sentences that both cite one do (_borrowed_alike); "" when neither or both are sources.
    student_side: str = ""


#: Against a source lying in the class (compare.PairJob.against_an_origin): two students writing on one idea
#: have each written their own sentences, but a student whose sentences say what a source's say in much the
#: same words, citing nothing there, paraphrased it. The slight and faint rules, made for two students, would
#: hide such a copy: a source's two sentences merged into one with a few words swapped ("paraphrased from a
#: source" on the generated classes: bench_honest.py).
ORIGIN_EVIDENCE = EvidenceRules(uncited_alone=True)


def origin_evidence(student_side: str) -> EvidenceRules:
    """Return ORIGIN_EVIDENCE for a pair of a student (side "a" or "b") and a source ("": two sources)."""
    return replace(ORIGIN_EVIDENCE, student_side=student_side)


#: Word ranges ([start, end) in A, [start, end) in B) of passages copied word for word.
CopiedRanges = tuple[tuple[tuple[int, int], tuple[int, int]], ...]


@dataclass(frozen=True)
class Fragment:
    """A reworded passage: sentences a_sentences of A match sentences b_sentences of B (inclusive ranges)."""

    a_sentences: tuple[int, int]
    b_sentences: tuple[int, int]
    similarity: float  # cosine of the two fragments as bags of terms
    seeds: int  # strong seeds
    in_place: int = 0  # its longest run of seeds reworded in place (in_place.py), or its skeleton run
    #: "words" when its likeness alone let it through, "shape" when it stands on its run reworded in place
    #: (an in-place or skeleton run: the sentences' order, length and function words).
    basis: PassageBasis = "words"
    #: Two sentences on one idea (_slight): no passage when it is all a pair shares.
    slight: bool = False


def _clusters(i: np.ndarray, j: np.ndarray, gap: int, strong: np.ndarray) -> list[np.ndarray]:
    """Return the seeds grouped by proximity: seeds within `gap` sentences in both documents join. A seed
    alone is left out unless its cosine (`strong`, 0 for a weak seed) reaches SINGLE_SEED_COSINE: it could
    not make a passage."""
    order = np.lexsort((j, i))
    i, j = i[order], j[order]
    parent = list(range(i.size))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    low = 0
    il, jl = i.tolist(), j.tolist()
    for k in range(len(il)):
        while il[k] - il[low] > gap:
            low += 1
        for m in range(low, k):
            if abs(jl[k] - jl[m]) <= gap:
                parent[root(k)] = root(m)
    groups: dict[int, list[int]] = {}
    for k in range(len(il)):
        groups.setdefault(root(k), []).append(k)
    return [order[np.array(members)] for members in groups.values()
            if len(members) > 1 or strong[order[members[0]]] >= SINGLE_SEED_COSINE]


def _fragment_cosine(doc_a: ContentDocument, doc_b: ContentDocument, a_range: tuple[int, int],
                     b_range: tuple[int, int]) -> float:
    """Return the cosine of the two fragments (sentence ranges, inclusive) as bags of weighted terms."""
    return _cosine(doc_a.bag(*a_range), doc_b.bag(*b_range))


def _cosine(bag_a: tuple[np.ndarray, np.ndarray], bag_b: tuple[np.ndarray, np.ndarray]) -> float:
    """Return the cosine of two bags of weighted terms (terms ascending, weights)."""
    (terms_a, vec_a), (terms_b, vec_b) = bag_a, bag_b
    norm = float(np.sqrt((vec_a**2).sum() * (vec_b**2).sum()))
    if not norm:
        return 0.0
    at = np.minimum(np.searchsorted(terms_a, terms_b), terms_a.size - 1)
    common = terms_a[at] == terms_b
    return float((vec_a[at[common]] * vec_b[common]).sum()) / norm


def reworded_fragments(doc_a: ContentDocument, doc_b: ContentDocument, copied: CopiedRanges = (),
                       seeds: Seeds | None = None, skeleton: bool = True,
                       evidence: EvidenceRules = EvidenceRules()) -> list[Fragment]:
    """Return the reworded passages shared by A and B, in A's order (clusters of similar sentences).

    `copied` are ([start, end) words in A, [start, end) words in B) of text copied word for word that
    stands on its own: a pair of sentences inside one of them on both sides is no seed, so that a copied
    paragraph next to a reworded one stays a passage of its own. `seeds` are the pair's seeds if already
    found (seeds_of_pairs). With `skeleton`, passages reworded in place are also looked for by their
    sentences' skeletons (skeleton.py). `evidence` sets what a fragment must reach to be a passage (the
    defaults for two texts of one language; a translation's are looser: EvidenceRules).
    """
    if seeds is None:
        seeds = seeds_of_pairs([(doc_a, doc_b)])[0]
    seeds = seeds.only((seeds.rare >= 1) | (seeds.cosine >= EVERYDAY_UP_TO))
    seeds = seeds.only(~_borrowed_alike(doc_a, doc_b, seeds.a, seeds.b, evidence.student_side)
                       & ~from_one_source(doc_a, doc_b, seeds))
    fragments = _term_fragments(doc_a, doc_b, copied, seeds)
    if skeleton:
        fragments += _skeleton_fragments(doc_a, doc_b, copied)
    if not fragments:
        return []
    fragments = _merged_summaries(_merged_summaries(fragments, doc_a, doc_b, "a"), doc_a, doc_b, "b")
    fragments = [_paragraph_completed(f, doc_a, doc_b, copied) for f in fragments]
    fragments = _on_own_evidence(without_overlaps(fragments), doc_a, doc_b, seeds, evidence.own_cosine,
                                 evidence.uncited_alone, evidence.student_side)
    fragments = _standing_out(fragments, doc_a, doc_b, related=bool(copied), clear_cosine=evidence.clear_cosine)
    if copied or evidence.slight_alone:
        return fragments
    return _without_a_slight_one_alone(fragments, doc_a, doc_b, evidence.uncited_alone)


def _without_a_slight_one_alone(fragments: list[Fragment], doc_a: ContentDocument, doc_b: ContentDocument,
                                uncited_alone: bool = False) -> list[Fragment]:
    """Return the fragments, or none when the only one long enough to be shown (MIN_REWORDED_WORDS) is slight
    (Fragment.slight) or faint (_faint): beside another reworded passage, or text copied word for word (the
    caller does not ask then), it is part of one copy; alone, it is two students writing on the same idea.
    With `uncited_alone`, one that cites nothing on either side is kept (ORIGIN_EVIDENCE)."""
    shown = [f for f in fragments
             if min(_words(doc_a, f.a_sentences), _words(doc_b, f.b_sentences)) >= MIN_REWORDED_WORDS]
    if len(shown) != 1 or not (shown[0].slight or _faint(shown[0])):
        return fragments
    return fragments if uncited_alone and _uncited(shown[0], doc_a, doc_b) else []


def _uncited(fragment: Fragment, doc_a: ContentDocument, doc_b: ContentDocument) -> bool:
    """Return True when no sentence of the fragment cites a source, on either side (ContentDocument.cited)."""
    return not any(doc.cited is not None and doc.cited[first : last + 1].any()
                   for doc, (first, last) in ((doc_a, fragment.a_sentences), (doc_b, fragment.b_sentences)))


def _faint(fragment: Fragment) -> bool:
    """Return True for a fragment of words under LONE_COSINE alike, with fewer than LONE_SEEDS strong seeds
    and not reworded in place: alone, it is two writers on one idea."""
    return (fragment.basis == "words" and fragment.similarity < LONE_COSINE and fragment.seeds < LONE_SEEDS
            and fragment.in_place < IN_PLACE_RUN)


def _words(doc: ContentDocument, sentences: tuple[int, int]) -> int:
    """Return the number of words in a range of sentences (inclusive)."""
    first, end = doc.sentence_words(*sentences)
    return end - first


def _on_own_evidence(fragments: list[Fragment], doc_a: ContentDocument, doc_b: ContentDocument,
                     seeds: Seeds, own_cosine: float = OWN_COSINE, uncited_alone: bool = False,
                     student_side: str = "") -> list[Fragment]:
    """Return the fragments that stand on their own evidence (step 4 of the module doc): those of shape, and
    those of words whose sentences, without the pair of their strongest seed (the one sharing the most terms
    that are not everyday words, then the most alike), are still alike at OWN_COSINE in such terms. The
    strongest pair is kept in when it is under OWN_EVIDENCE_FROM and the fragment has more than
    OWN_EVIDENCE_SEEDS seeds: a long paraphrase is no passage grown around one sentence. A fragment with at
    most OWN_EVIDENCE_SEEDS seeds under CLEAR_COSINE is marked slight (_without_a_slight_one_alone). When both sides
    cite a source in it, the sentences citing one are no evidence (_uncited_when_both_cite): what is left must
    be alike at OWN_COSINE on its own, and the strongest pair is looked for there; against a source, the
    student's sentences citing one (`student_side`: EvidenceRules.student_side)."""
    kept: list[Fragment] = []
    for fragment in fragments:
        if fragment.basis == "shape" or (uncited_alone and fragment.similarity >= CLEAR_COSINE
                                         and _uncited(fragment, doc_a, doc_b)):
            kept.append(fragment)
            continue
        (a0, a1), (b0, b1) = fragment.a_sentences, fragment.b_sentences
        own_a, own_b = np.arange(a0, a1 + 1), np.arange(b0, b1 + 1)
        if fragment.in_place < CITED_IN_PLACE_RUN:  # a longer run reworded in place is evidence, cited or not
            own_a, own_b = _uncited_when_both_cite(doc_a, own_a, doc_b, own_b, student_side)
        within = (seeds.a >= a0) & (seeds.a <= a1) & (seeds.b >= b0) & (seeds.b <= b1)
        if own_a.size < a1 - a0 + 1:
            if not _alike_in_rare_terms(doc_a, own_a, doc_b, own_b, own_cosine):
                continue  # both sides cite a source, and what they do not cite is not alike on its own
            within &= ~doc_a.cited[seeds.a] & ~doc_b.cited[seeds.b]
        inside = np.flatnonzero(within)
        if inside.size == 0:
            continue
        strongest = inside[np.lexsort((seeds.cosine[inside], seeds.rare[inside]))[-1]]
        if seeds.cosine[strongest] < OWN_EVIDENCE_FROM and inside.size > OWN_EVIDENCE_SEEDS:
            kept.append(replace(fragment, slight=_slight(fragment, seeds, inside)))
            continue
        if _alike_in_rare_terms(doc_a, own_a[own_a != seeds.a[strongest]], doc_b, own_b[own_b != seeds.b[strongest]],
                                own_cosine):
            kept.append(replace(fragment, slight=_slight(fragment, seeds, inside)))
    return kept


def _slight(fragment: Fragment, seeds: Seeds, inside: np.ndarray) -> bool:
    """Return True for a fragment under CLEAR_COSINE alike whose seeds (`inside`: their indexes in `seeds`) lie in
    at most OWN_EVIDENCE_SEEDS sentences on each side: two sentences on one idea, however many seeds pair them
    crosswise (each sentence of one side sharing a few words with both of the other's)."""
    return (fragment.similarity < CLEAR_COSINE
            and max(sorted_unique(seeds.a[inside]).size, sorted_unique(seeds.b[inside]).size) <= OWN_EVIDENCE_SEEDS)


def _alike_in_rare_terms(doc_a: ContentDocument, sentences_a: np.ndarray, doc_b: ContentDocument,
                         sentences_b: np.ndarray, own_cosine: float = OWN_COSINE) -> bool:
    """Return True when the sentences of A and of B, as bags of the terms that are not everyday words, have a
    cosine of OWN_COSINE or more (False when either side has none)."""
    return bool(sentences_a.size and sentences_b.size
                and _cosine(doc_a.bag_of(sentences_a, rare=True), doc_b.bag_of(sentences_b, rare=True)) >= own_cosine)


def _uncited_when_both_cite(doc_a: ContentDocument, left_a: np.ndarray, doc_b: ContentDocument,
                            left_b: np.ndarray, student_side: str = "") -> tuple[np.ndarray, np.ndarray]:
    """Return the sentences (`left_a` of A, `left_b` of B) without those that cite a source, when both sides
    hold some: two students who each paraphrase a source and say so share its ideas, which is no evidence
    that one copied the other (as two such sentences are no seed: _borrowed_alike). Against a source
    (`student_side`), the student's sentences that cite one are left out: the source is used, and said so."""
    if doc_a.cited is None or doc_b.cited is None:
        return left_a, left_b
    cited_a, cited_b = doc_a.cited[left_a], doc_b.cited[left_b]
    if cited_a.any() and cited_b.any():
        return left_a[~cited_a], left_b[~cited_b]
    if student_side == "a":
        return left_a[~cited_a], left_b
    if student_side == "b":
        return left_a, left_b[~cited_b]
    return left_a, left_b


def _term_fragments(doc_a: ContentDocument, doc_b: ContentDocument,
                    copied: tuple[tuple[tuple[int, int], tuple[int, int]], ...], seeds: Seeds) -> list[Fragment]:
    """Return the clusters of the pair's seeds that validate (steps 2 and 3 of the module doc)."""
    i, j, cosine = seeds.a, seeds.b, seeds.cosine
    if not cosine.any():  # a cluster needs a strong seed
        return []
    keep = _outside_copied(doc_a, doc_b, i, j, copied)
    i, j, cosine = i[keep], j[keep], cosine[keep]
    fragments = []
    for members in _clusters(i, j, GAP, cosine):
        members = _without_weak_edges(members, i, j, cosine)
        a_range = (int(i[members].min()), int(i[members].max()))
        b_range = (int(j[members].min()), int(j[members].max()))
        strong = int(np.count_nonzero(cosine[members]))
        # Thin evidence: fewer strong seeds than MIN_SEEDS, none of them reaching SINGLE_SEED_COSINE. With a
        # weak seed beside it, the fragments must then reach SINGLE_SEED_COSINE as a whole; alone, never.
        thin = strong < MIN_SEEDS and float(cosine[members].max()) < SINGLE_SEED_COSINE
        if strong == 0 or (thin and members.size < MIN_SEEDS):
            continue
        density_a = sorted_unique(i[members]).size / (a_range[1] - a_range[0] + 1)
        density_b = sorted_unique(j[members]).size / (b_range[1] - b_range[0] + 1)
        if max(density_a, density_b) < MIN_SEED_DENSITY:
            continue
        similarity = _fragment_cosine(doc_a, doc_b, a_range, b_range)
        if similarity < IN_PLACE_COSINE:
            continue
        in_place = longest_in_place_run(doc_a, doc_b, i[members], j[members])
        alike = similarity >= (SINGLE_SEED_COSINE if thin else FRAGMENT_COSINE)
        if alike or in_place >= IN_PLACE_RUN:
            fragments.append(Fragment(a_range, b_range, similarity, strong, in_place, "words" if alike else "shape"))
    return fragments


def _skeleton_fragments(doc_a: ContentDocument, doc_b: ContentDocument,
                        copied: tuple[tuple[tuple[int, int], tuple[int, int]], ...]) -> list[Fragment]:
    """Return the runs of SKELETON_RUN or more skeleton seeds (skeleton.skeleton_seeds) reworded in place
    whose sentences reach SKELETON_COSINE as bags of terms."""
    i, j = skeleton_seeds(doc_a, doc_b)
    if i.size < SKELETON_RUN:
        return []
    keep = _outside_copied(doc_a, doc_b, i, j, copied) & ~_borrowed_alike(doc_a, doc_b, i, j)
    fragments = []
    for a0, a1, b0, b1, count in in_place_runs(doc_a, doc_b, i[keep], j[keep]):
        if count >= SKELETON_RUN:
            similarity = _fragment_cosine(doc_a, doc_b, (a0, a1), (b0, b1))
            if similarity >= SKELETON_COSINE:
                # Without a strong seed no likeness lets a fragment through: a skeleton run stands on its shape.
                fragments.append(Fragment((a0, a1), (b0, b1), similarity, 0, count, "shape"))
    return fragments


def _borrowed_alike(doc_a: ContentDocument, doc_b: ContentDocument, i: np.ndarray, j: np.ndarray,
                    student_side: str = "") -> np.ndarray:
    """Return which sentence pairs (i of A, j of B) both cite a source (content.ContentDocument.cited): two
    students who paraphrase one sentence of a source they both cite use the source, not each other; against
    a source (`student_side`: EvidenceRules.student_side), those whose student's sentence cites one: a student
    who paraphrases a source and says so uses it. Pairs in a run of CITED_IN_PLACE_RUN or more reworded in
    place are not: a cited paragraph with its words swapped keeps its sentences in order and length, sentence
    after sentence, which a student paraphrasing a source with their own sentences between does not."""
    both = _cited_pairs(doc_a, doc_b, i, j, student_side)
    if both.any():
        both &= ~in_long_runs(doc_a, doc_b, i, j, CITED_IN_PLACE_RUN)
    return both


def _cited_pairs(doc_a: ContentDocument, doc_b: ContentDocument, i: np.ndarray, j: np.ndarray,
                 student_side: str) -> np.ndarray:
    """Return which sentence pairs (i of A, j of B) are cited: the student's sentence against a source
    (`student_side`), else both sentences."""
    if doc_a.cited is None or doc_b.cited is None:
        return np.zeros(i.size, dtype=bool)
    if student_side:
        return doc_a.cited[i] if student_side == "a" else doc_b.cited[j]
    return doc_a.cited[i] & doc_b.cited[j]


def in_long_runs(doc_a: ContentDocument, doc_b: ContentDocument, i: np.ndarray, j: np.ndarray,
                 least: int) -> np.ndarray:
    """Return which sentence pairs (i of A, j of B) lie in an in-place run (in_place.py) of `least` or more."""
    inside = np.zeros(i.size, dtype=bool)
    for a0, a1, b0, _, count in in_place_runs(doc_a, doc_b, i, j):
        if count >= least:
            inside |= (i >= a0) & (i <= a1) & (i - j == a0 - b0)
    return inside


def _outside_copied(doc_a: ContentDocument, doc_b: ContentDocument, i: np.ndarray, j: np.ndarray,
                    copied: tuple[tuple[tuple[int, int], tuple[int, int]], ...]) -> np.ndarray:
    """Return which sentence pairs (i of A, j of B) do not both start inside one `copied` passage."""
    keep = np.ones(i.size, dtype=bool)
    if copied and i.size:
        first_a, first_b = doc_a.sentences[i], doc_b.sentences[j]
        for (a0, a1), (b0, b1) in copied:
            keep &= ~((first_a >= a0) & (first_a < a1) & (first_b >= b0) & (first_b < b1))
    return keep


def _paragraph_completed(fragment: Fragment, doc_a: ContentDocument, doc_b: ContentDocument,
                         copied: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = ()) -> Fragment:
    """Return the fragment with the first (last) sentence of its paragraphs taken in, when it starts on the
    second (ends on the next-to-last) sentence of a paragraph in both documents, the two sentences left out
    share a term and hold no word of a `copied` passage (reworded_fragments), and the fragment still
    reaches FRAGMENT_COSINE as a whole; else the fragment as it is. A fragment of shape stays one: it was let
    through by its run, before its paragraph was completed.

    Measured: ten languages (bench_multilingual.py) 0.948 -> 0.957, synonym rewrites' recall 0.81 -> 0.83
    and paraphrases' 0.89 -> 0.93, with the same honest essays accused (8 pairs, passages unchanged); PAN
    2013's disguised pairs 0.851 -> 0.852 in a whole scan, precision unchanged; short answers, the PAN
    no-plagiarism pairs and generated same-topic essays unchanged."""
    if doc_a.openers is None or doc_b.openers is None:
        return fragment
    (a0, a1), (b0, b1) = fragment.a_sentences, fragment.b_sentences
    opens_a, opens_b = doc_a.openers, doc_b.openers

    def joins(sentence_a: int, sentence_b: int) -> bool:
        return (_share_a_rare_term(doc_a, sentence_a, doc_b, sentence_b)
                and not _in_copied(doc_a, sentence_a, [a for a, _ in copied])
                and not _in_copied(doc_b, sentence_b, [b for _, b in copied]))

    if a0 > 0 and b0 > 0 and opens_a[a0 - 1] and opens_b[b0 - 1] and not opens_a[a0] and not opens_b[b0]:
        if joins(a0 - 1, b0 - 1):
            a0, b0 = a0 - 1, b0 - 1
    na, nb = doc_a.sentence_count, doc_b.sentence_count
    if (a1 + 1 < na and b1 + 1 < nb and not opens_a[a1 + 1] and not opens_b[b1 + 1]
            and (a1 + 2 == na or opens_a[a1 + 2]) and (b1 + 2 == nb or opens_b[b1 + 2])):
        if joins(a1 + 1, b1 + 1):
            a1, b1 = a1 + 1, b1 + 1
    if (a0, a1, b0, b1) == (*fragment.a_sentences, *fragment.b_sentences):
        return fragment
    similarity = _fragment_cosine(doc_a, doc_b, (a0, a1), (b0, b1))
    if similarity < FRAGMENT_COSINE:
        return fragment
    return replace(fragment, a_sentences=(a0, a1), b_sentences=(b0, b1), similarity=similarity)


def _in_copied(doc: ContentDocument, sentence: int, ranges: list[tuple[int, int]]) -> bool:
    """Return True when the sentence holds a word of one of the [start, end) word ranges."""
    first, end = doc.sentence_words(sentence, sentence)
    return any(start < end and first < stop for start, stop in ranges)


def _share_a_rare_term(doc_a: ContentDocument, sentence_a: int, doc_b: ContentDocument, sentence_b: int) -> bool:
    """Return True when the two sentences hold a term in common that is not an everyday word."""
    terms_a, _ = doc_a.bag(sentence_a, sentence_a)
    terms_b, _ = doc_b.bag(sentence_b, sentence_b)
    shared = np.intersect1d(terms_a, terms_b, assume_unique=True)
    return bool((~doc_a.term_is_everyday(shared)).any())


def _standing_out(fragments: list[Fragment], doc_a: ContentDocument, doc_b: ContentDocument,
                  related: bool = False, clear_cosine: float = CLEAR_COSINE) -> list[Fragment]:
    """Return the fragments, when the documents are known to be related by copying (`related`: they share a
    passage copied word for word) or one fragment is clear evidence (_clear); else those more alike than
    the two whole documents by MIN_CONTRAST (two texts on one subject resemble each other everywhere).
    Known copying makes the documents alike as a whole, so it would hide the passages beside it."""
    if related or any(_clear(f, clear_cosine) for f in fragments):
        return fragments
    background = _cosine(doc_a.whole_bag, doc_b.whole_bag)
    return [f for f in fragments if f.similarity - background >= MIN_CONTRAST]


def _clear(fragment: Fragment, clear_cosine: float = CLEAR_COSINE) -> bool:
    """Return True for a fragment alike enough to stand without comparison with the rest of the texts."""
    return (fragment.similarity >= clear_cosine or fragment.seeds >= CLEAR_SEEDS
            or fragment.in_place >= CLEAR_IN_PLACE)


#: Clusters of up to this many seeds are checked for weak edges in plain Python (quicker on a few seeds).
_SMALL_CLUSTER = 48


def _without_weak_edges(members: np.ndarray, i: np.ndarray, j: np.ndarray, cosine: np.ndarray) -> np.ndarray:
    """Return the cluster's seeds without the edge sentences that add nothing (see _weak_edge), edge after
    edge."""
    strong = cosine[members] > 0
    if strong.all() or not strong.any():  # nothing weak to leave out, or nothing to keep (rejected later)
        return members
    while (edge := _weak_edge(members, i, j, cosine)) is not None:
        members = members[~edge]
    return members


def _weak_edge(members: np.ndarray, i: np.ndarray, j: np.ndarray, cosine: np.ndarray) -> np.ndarray | None:
    """Return which seeds of the cluster lie on an edge sentence (its first or last in either document)
    that adds nothing, or None: every seed of that sentence is weak, and pairs it with a sentence that a
    strong seed of the cluster matches already (a neighbour sharing a few words with it)."""
    if members.size <= _SMALL_CLUSTER:
        a, b, weights = i[members].tolist(), j[members].tolist(), cosine[members].tolist()
        for side, other in ((a, b), (b, a)):
            matched = {x for x, w in zip(other, weights) if w > 0}
            for edge in (min(side), max(side)):
                on_edge = [x == edge for x in side]
                if all(on_edge) or any(w > 0 for w, on in zip(weights, on_edge) if on):
                    continue
                if all(y in matched for y, on in zip(other, on_edge) if on):
                    return np.array(on_edge)
        return None
    strong = members[cosine[members] > 0]
    for side, other in ((i, j), (j, i)):
        at = side[members]
        for edge in (at.min(), at.max()):
            on_edge = at == edge
            if on_edge.all() or cosine[members[on_edge]].any():
                continue
            if np.isin(other[members[on_edge]], other[strong]).all():
                return on_edge
    return None


def _merged_summaries(fragments: list[Fragment], doc_a: ContentDocument, doc_b: ContentDocument,
                      side: str) -> list[Fragment]:
    """Return the fragments with neighbours in one document (`side`) merged when they lie within
    SUMMARY_GAP sentences in the other and the merged fragment still validates."""
    near, far = ("a_sentences", "b_sentences") if side == "a" else ("b_sentences", "a_sentences")
    result: list[Fragment] = []
    for fragment in sorted(fragments, key=lambda f: getattr(f, near)):
        if result:
            last = result[-1]
            close = getattr(fragment, near)[0] - getattr(last, near)[1] <= GAP
            span = (min(getattr(last, far)[0], getattr(fragment, far)[0]),
                    max(getattr(last, far)[1], getattr(fragment, far)[1]))
            if close and span[1] - span[0] <= SUMMARY_GAP + (getattr(last, far)[1] - getattr(last, far)[0]):
                joined = (getattr(last, near)[0], max(getattr(last, near)[1], getattr(fragment, near)[1]))
                a_range, b_range = (joined, span) if side == "a" else (span, joined)
                similarity = _fragment_cosine(doc_a, doc_b, a_range, b_range)
                if similarity >= FRAGMENT_COSINE:
                    result[-1] = Fragment(a_range, b_range, similarity, last.seeds + fragment.seeds,
                                          max(last.in_place, fragment.in_place), "words")
                    continue
        result.append(fragment)
    return result


def without_overlaps(fragments: list[Fragment], preferred: Callable[[Fragment], tuple | float] = lambda f: -f.similarity
                     ) -> list[Fragment]:
    """Return the fragments in A's order, keeping of any two that overlap in A or in B the one that sorts first
    by `preferred` (by default the more similar)."""
    kept: list[Fragment] = []
    taken_a: list[tuple[int, int]] = []  # the kept fragments' ranges, which never overlap: sorted
    taken_b: list[tuple[int, int]] = []
    for f in sorted(fragments, key=preferred):
        if _overlaps_any(f.a_sentences, taken_a) or _overlaps_any(f.b_sentences, taken_b):
            continue
        kept.append(f)
        bisect.insort(taken_a, f.a_sentences)
        bisect.insort(taken_b, f.b_sentences)
    return sorted(kept, key=lambda f: f.a_sentences)


def _overlaps_any(x: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    """Return True when the inclusive range x shares a sentence with one of the sorted, disjoint `taken`."""
    at = bisect.bisect_right(taken, (x[1], float("inf")))  # the ranges starting at or before x's end
    return at > 0 and taken[at - 1][1] >= x[0]
