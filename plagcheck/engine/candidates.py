"""From shingled documents to candidate pairs: MinHash signatures of documents and of passage windows,
then banded LSH over both.

Whole-document signatures catch documents that are similar overall (Jaccard). They cannot catch one copied
paragraph inside a long essay: its Jaccard is tiny. So each document is also cut into overlapping *windows*
of about WINDOW_SHINGLES shingles, and windows are indexed too: a copied paragraph makes some window of the
copy nearly equal to a window of the source. Both come from one pass over the shingles: signatures of
consecutive blocks of BLOCK_SHINGLES shingles, whose element-wise minima give windows and whole documents
(the minhash of a union is the minimum of the minhashes).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges, pairs_of, run_starts, sorted_unique, values_with_owners
from plagcheck.engine.copied.lsh import candidate_pairs, choose_parameters
from plagcheck.engine.copied.minhash import MinHasher
from plagcheck.engine.copied.signatures import BLOCK_SHINGLES
from plagcheck.engine.steps import drained
from plagcheck.shared.models import LshParameters, Progress, ScanSettings
from plagcheck.shared.vocabulary import counted

#: A window is WINDOW_BLOCKS consecutive blocks of BLOCK_SHINGLES shingles, so windows start every block.
WINDOW_BLOCKS = 3
#: The windows' LSH is tuned for this Jaccard between a copied window and its source window: with the
#: window sliding by one block, a passage of 80+ words copied verbatim gives some window pair >= 0.7, light
#: editing (a changed word in twenty) about 0.45, and a 30-word paragraph shared inside otherwise different
#: windows about 0.2. Measured on a generated corpus (tests/engine/test_recall.py): 0.3 found 96.7% of the
#: pairs above 0.05 containment, 0.2 found 99.7% for 3% more candidates.
WINDOW_THRESHOLD = 0.2
#: Reworded copying keeps a passage's content words, not their order or every word. It is indexed by
#: windows of TERM_WINDOW_BLOCKS blocks of TERM_BLOCK elements (20 content terms), an element being a pair of content terms at
#: most two terms apart, unordered (ContentDocument.term_hashes): robust to inflection (terms are stems),
#: to local reordering and to changed function words. Single terms are too common for this: unrelated
#: texts of one language share enough of them that every pair became a candidate. Measured on PAN 2013's
#: disguised cases: a reworded case's best window pair has a median Jaccard of 0.18-0.29 on these elements,
#: unrelated documents' best pairs 0.009 (99.9th percentile 0.028).
TERM_BLOCK = 20
TERM_WINDOW_BLOCKS = 2
#: The term windows are banded with TERM_ROWS rows per band (over all permutations): loose, so that a
#: window pair of Jaccard 0.2 collides 92% of the time. The many chance collisions of unrelated windows
#: are then dropped unless the two windows' signatures agree in at least TERM_AGREEMENT of their
#: positions (a MinHash estimate of their Jaccard similarity). Measured on the 2,435 documents of PAN
#: 2013's disguised cases (bench/bench_reworded.py), the term index alone: windows of 20 terms at 0.08
#: find 88% of the random, 96% of the translation and 92% of the summary pairs, with 7,277 candidate
#: pairs in all; windows of 30 terms found 85%, 94% and 90% at 0.07 (6,545 pairs), 89% of the random
#: pairs only at 0.04 (10,161 pairs). In the whole scan (with the final lexicon), 0.07 instead of 0.08
#: takes random obfuscation's plagdet from 0.847 to 0.852 and translation's from 0.857 to 0.859, with no
#: more false accusations; 0.06 gives 0.854 and 0.860 for 18% more candidate pairs on PAN 2k.
TERM_ROWS = 2
TERM_AGREEMENT = 0.07
#: 16 bits of each minimum are plenty to tell term windows apart (a chance match in a band of two rows is
#: one in 4 billion) and halve the index's memory: term blocks are signed straight into this type.
TERM_DTYPE = np.uint16
_BANDS_PER_STEP = 8


@dataclass(frozen=True)
class CandidateSet:
    """Candidate pairs (a < b, document ids) and what the index knew about them."""

    pairs: list[tuple[int, int]]
    lsh: LshParameters
    window_lsh: LshParameters
    doc_ids: np.ndarray
    signatures: np.ndarray  # one row per entry of doc_ids
    #: For each pair, whether the reworded-copy index found it (its sentences are worth comparing) ...
    reworded: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    #: ... and whether it shares a skeleton (skeleton.py: its sentences' skeletons are worth comparing too).
    skeleton: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))

    def estimated_jaccard(self, a: int, b: int) -> float:
        """Return the MinHash estimate of the Jaccard similarity of documents a and b."""
        rows = np.searchsorted(self.doc_ids, [a, b])
        return float(np.mean(self.signatures[rows[0]] == self.signatures[rows[1]]))


def document_lsh_parameters(settings: ScanSettings) -> LshParameters:
    """Return the whole-document banding: the user's (bands, rows), or the best for the lowest threshold."""
    if settings.bands is not None and settings.rows is not None:
        return LshParameters(settings.bands, settings.rows, settings.num_perm)
    return choose_parameters(min(max(settings.lowest_threshold, 0.01), 0.99), settings.num_perm)


def _window_signatures(blocks: np.ndarray, size: int = WINDOW_BLOCKS) -> np.ndarray:
    """Return the signatures of the windows of `size` consecutive blocks of one document.

    A document with fewer blocks than a window has one window: all of it.
    """
    if blocks.shape[0] <= size:
        return blocks.min(axis=0, keepdims=True)
    count = blocks.shape[0] - size + 1
    windows = blocks[:count].copy()
    for step in range(1, size):
        np.minimum(windows, blocks[step : step + count], out=windows)
    return windows


def _windows_of(
    block_signatures: dict[int, np.ndarray], doc_ids: np.ndarray, size: int = WINDOW_BLOCKS,
    dtype: type = np.uint32,
) -> tuple[np.ndarray, np.ndarray]:
    """Return the signatures of windows of `size` blocks of every document in `doc_ids`, and the row of doc_ids
    owning each.

    Each document's block signatures are taken out of `block_signatures` as its windows are made, so that
    the blocks and the windows are not all held at once.
    """
    parts: list[np.ndarray] = []
    counts = np.zeros(doc_ids.size, dtype=np.int64)
    for row, doc_id in enumerate(doc_ids.tolist()):
        blocks = block_signatures.pop(doc_id, None)
        if blocks is None or blocks.shape[0] == 0:
            continue
        windows = _window_signatures(blocks, size).astype(dtype, copy=False)
        parts.append(windows)
        counts[row] = windows.shape[0]
    if not parts:
        return np.zeros((0, 0), dtype=dtype), np.zeros(0, dtype=np.int64)
    return np.concatenate(parts), np.repeat(np.arange(doc_ids.size), counts)


def _agreeing_owners(signatures: np.ndarray, owners: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """Return the owner pairs (a < b) of the window pairs (of different owners, each given once or more)
    whose signatures agree in at least TERM_AGREEMENT of their positions."""
    rows = signatures.shape[0]
    distinct = pairs_of(sorted_unique(pairs[:, 0] * rows + pairs[:, 1]), rows)
    rows_a, rows_b = distinct[:, 0], distinct[:, 1]
    kept = []
    for lo in range(0, rows_a.size, 8_192):
        a, b = rows_a[lo : lo + 8_192], rows_b[lo : lo + 8_192]
        agree = (signatures[a] == signatures[b]).mean(axis=1) >= TERM_AGREEMENT
        kept.append(np.stack([owners[a[agree]], owners[b[agree]]], axis=1))
    if not kept:
        return np.zeros((0, 2), dtype=np.int64)
    found = np.concatenate(kept)
    return np.sort(found, axis=1)


@dataclass(frozen=True)
class ShingleIndex:
    """What the index of the shingles found (the documents' and the passage windows' bands): the documents
    indexed (those with counted shingles, in order), their whole signatures (a row each), the pairs of rows
    (a < b, with repeats) that share a bucket, and how many passage windows it held."""

    doc_ids: np.ndarray
    signatures: np.ndarray
    pairs: np.ndarray
    windows: int


def shingle_index_steps(block_signatures: dict[int, np.ndarray], settings: ScanSettings
                        ) -> Generator[Progress, None, ShingleIndex]:
    """Band the documents' and windows' signatures of the shingles; return the ShingleIndex, yielding
    Progress ("candidates") between groups of bands. `block_signatures` is emptied (see find_candidates)."""
    doc_ids = np.array(sorted(d for d, sig in block_signatures.items() if sig.shape[0]), dtype=np.int64)
    if doc_ids.size == 0:
        return ShingleIndex(doc_ids, np.zeros((0, settings.num_perm), dtype=np.uint32),
                            np.zeros((0, 2), dtype=np.int64), 0)
    doc_sigs = np.empty((doc_ids.size, settings.num_perm), dtype=np.uint32)
    for row, doc_id in enumerate(doc_ids.tolist()):
        doc_sigs[row] = block_signatures[doc_id].min(axis=0)
    window_sigs, window_owner = _windows_of(block_signatures, doc_ids)
    work = [(doc_sigs, np.arange(doc_ids.size), document_lsh_parameters(settings)),
            (window_sigs, window_owner, choose_parameters(WINDOW_THRESHOLD, settings.num_perm))]
    groups = _band_groups(work)
    found = [np.zeros((0, 2), dtype=np.int64)]
    yield Progress("candidates", 0, len(groups), counted(window_sigs.shape[0], "passage window"))
    for done, (index, bands) in enumerate(groups, start=1):
        signatures, owners, params = work[index]
        found.append(candidate_pairs(signatures, owners, params, bands=bands))
        yield Progress("candidates", done, len(groups))
    return ShingleIndex(doc_ids, doc_sigs, np.concatenate(found), int(window_sigs.shape[0]))


def shingle_index_task(store: object, ids: list[int], hashes: list[np.ndarray], settings: ScanSettings
                       ) -> ShingleIndex:
    """The compute task that signs the documents `ids` (their counted shingle `hashes`, as sign_all signs them)
    and returns their ShingleIndex; it reads no store."""
    hasher = MinHasher(settings.num_perm, settings.seed)
    blocks = {doc_id: hasher.block_signatures(counted, BLOCK_SHINGLES) for doc_id, counted in zip(ids, hashes)}
    return drained(shingle_index_steps(blocks, settings))


def _band_groups(work: list[tuple[np.ndarray, np.ndarray, LshParameters]]) -> list[tuple[int, range]]:
    """Return (index into `work`, bands) for every group of _BANDS_PER_STEP bands of each index of `work`."""
    return [(index, range(lo, min(lo + _BANDS_PER_STEP, params.bands)))
            for index, (_, _, params) in enumerate(work) for lo in range(0, params.bands, _BANDS_PER_STEP)]


def find_candidates(
    block_signatures: dict[int, np.ndarray], settings: ScanSettings,
    term_signatures: dict[int, np.ndarray] | None = None, skeleton_pairs: np.ndarray | None = None,
    always: np.ndarray | None = None, index: ShingleIndex | None = None,
) -> Generator[Progress, None, CandidateSet]:
    """Band the documents' and windows' signatures; return the candidate pairs (yields Progress).

    `block_signatures[doc_id]` holds the MinHash signatures of the document's consecutive shingle blocks;
    `term_signatures[doc_id]`, if given, those of its consecutive blocks of TERM_BLOCK content terms
    (reworded copying). Both dicts are emptied as the index is built (their arrays become its windows).
    `skeleton_pairs` (document ids, a < b), if given, share a skeleton (skeleton.py): they are candidates for
    reworded copying too. `always` (document ids, a < b), if given, are candidates whatever the indexes say,
    with their sentences and skeletons compared (always_compared). `index`, if given, is the shingles' index
    made already (shingle_index_task, in a compute worker), and `block_signatures` is not read.
    """
    if index is None:
        index = yield from shingle_index_steps(block_signatures, settings)
    doc_ids = index.doc_ids
    lsh = document_lsh_parameters(settings)
    window_lsh = choose_parameters(WINDOW_THRESHOLD, settings.num_perm)
    if doc_ids.size == 0:
        return CandidateSet([], lsh, window_lsh, doc_ids, index.signatures)
    found = [index.pairs]
    window_pairs = [np.zeros((0, 2), dtype=np.int64)]
    term_sigs, term_owner = _windows_of(term_signatures or {}, doc_ids, TERM_WINDOW_BLOCKS, TERM_DTYPE)
    if term_sigs.shape[0]:
        # Owners are the windows themselves: colliding window pairs are checked one by one below.
        work = [(term_sigs, np.arange(term_sigs.shape[0]),
                 LshParameters(settings.num_perm // TERM_ROWS, TERM_ROWS, settings.num_perm))]
        groups = _band_groups(work)
        yield Progress("candidates", 0, len(groups), counted(term_sigs.shape[0], "window of terms"))
        for done, (_, bands) in enumerate(groups, start=1):
            signatures, owners, params = work[0]  # windows of one document never pair
            window_pairs.append(candidate_pairs(signatures, owners, params, bands=bands, groups=term_owner))
            yield Progress("candidates", done, len(groups))
    term_pairs = _agreeing_owners(term_sigs, term_owner, np.concatenate(window_pairs))
    if skeleton_pairs is None:
        skeleton_pairs = np.zeros((0, 2), dtype=np.int64)
    rows = np.searchsorted(doc_ids, skeleton_pairs).clip(0, doc_ids.size - 1)
    skeleton = skeleton_pairs[(doc_ids[rows] == skeleton_pairs).all(axis=1)]  # both documents indexed
    skeleton = np.searchsorted(doc_ids, skeleton)
    if always is not None and always.size:
        rows = np.searchsorted(doc_ids, always).clip(0, doc_ids.size - 1)
        skeleton = np.concatenate([skeleton, rows[(doc_ids[rows] == always).all(axis=1)]])
        skeleton = pairs_of(sorted_unique(skeleton[:, 0] * doc_ids.size + skeleton[:, 1]), doc_ids.size)
    term_pairs = np.concatenate([term_pairs, skeleton])
    found.append(term_pairs)
    found_pairs = np.concatenate(found)
    codes = sorted_unique(found_pairs[:, 0] * doc_ids.size + found_pairs[:, 1])
    pairs = pairs_of(codes, doc_ids.size)
    yield Progress("candidates", 1, 1, counted(len(pairs), "candidate pair"))
    return CandidateSet(_id_pairs(doc_ids[pairs]), lsh, window_lsh, doc_ids, index.signatures,
                        _among(codes, term_pairs, doc_ids.size), _among(codes, skeleton, doc_ids.size))


def always_compared(doc_ids: list[int], sources: set[int]) -> np.ndarray:
    """Return the pairs (a < b) of `doc_ids` compared whatever the indexes find: every student with every
    source the teacher marked. A handful of sources costs little to compare with every student, and a heavy
    paraphrase of a source may share too few exact phrases and terms to be indexed (a class of 30 with three
    reworded copies of its sources did not compare them). Students are not all compared with each other
    in a small class: the indexes' thresholds keep out pairs of honest essays that share only a sentence
    or two of paraphrase (on the generated classes of 40, comparing every pair listed 7 more students)."""
    ids = np.array(sorted(doc_ids), dtype=np.int64)
    marked = ids[np.isin(ids, list(sources))]
    students = ids[~np.isin(ids, marked)]
    if marked.size == 0 or students.size == 0:
        return np.zeros((0, 2), dtype=np.int64)
    pairs = np.stack(np.meshgrid(students, marked, indexing="ij"), axis=-1).reshape(-1, 2)
    return np.sort(pairs, axis=1)


def _among(codes: np.ndarray, pairs: np.ndarray, n: int) -> np.ndarray:
    """Return which of the sorted pair codes (a * n + b) are rows of `pairs` (each of which is among them)."""
    found = np.zeros(codes.size, dtype=bool)
    found[np.searchsorted(codes, pairs[:, 0] * n + pairs[:, 1])] = True
    return found


def _id_pairs(pairs: np.ndarray) -> list[tuple[int, int]]:
    """Return the rows of `pairs` (shape (n, 2)) as tuples, made a slice at a time: one call turning a few
    hundred thousand pairs into tuples would hold the interpreter for a tenth of a second, and the window
    (scanning on another thread) would stall."""
    tuples: list[tuple[int, int]] = []
    for lo in range(0, len(pairs), _PAIRS_PER_SLICE):
        part = pairs[lo : lo + _PAIRS_PER_SLICE]
        tuples.extend(zip(part[:, 0].tolist(), part[:, 1].tolist()))
    return tuples


_PAIRS_PER_SLICE = 8_192


def translated_candidates(term_signatures: dict[int, np.ndarray], languages: dict[int, str], sources: set[int],
                          settings: ScanSettings) -> list[tuple[int, int]]:
    """Return the pairs (a < b) of documents in different languages worth comparing for translated copying:
    those whose windows of pivot terms (reworded/pivot.py: the same content words, in English, as
    ContentDocument.term_hashes pairs them) collide in the term index and agree in TERM_AGREEMENT of their
    signatures, as for reworded copying; and every student with every marked source in another language
    (always_compared). `term_signatures` (the pivot documents' term blocks) is emptied as windows are made."""
    doc_ids = np.array(sorted(d for d, sig in term_signatures.items() if sig.shape[0]), dtype=np.int64)
    found = [always_compared(doc_ids.tolist(), sources)]
    term_sigs, term_owner = _windows_of(term_signatures, doc_ids, TERM_WINDOW_BLOCKS, TERM_DTYPE)
    if term_sigs.shape[0]:
        params = LshParameters(settings.num_perm // TERM_ROWS, TERM_ROWS, settings.num_perm)
        windows = candidate_pairs(term_sigs, np.arange(term_sigs.shape[0]), params, groups=term_owner)
        found.append(doc_ids[_agreeing_owners(term_sigs, term_owner, windows)])
    pairs = np.concatenate(found)
    if pairs.size == 0:
        return []
    size = int(pairs.max()) + 1
    pairs = pairs_of(sorted_unique(pairs[:, 0] * size + pairs[:, 1]), size)
    return [(a, b) for a, b in _id_pairs(pairs) if languages.get(a) != languages.get(b)]


def all_translated_pairs(doc_ids: list[int], languages: dict[int, str]) -> list[tuple[int, int]]:
    """Return every pair (a < b) of `doc_ids` in two different languages."""
    ids = sorted(doc_ids)
    return [(a, b) for n, a in enumerate(ids) for b in ids[n + 1 :] if languages.get(a) != languages.get(b)]


#: Where the documents outside a class's main language are few (DIRECT_OTHERS or fewer, and at most
#: DIRECT_PAIRS pairs of one of them with one of the main language's), each of them is paired with the
#: DIRECT_CANDIDATES documents of the main language whose pivot terms weigh most in common with its
#: (ranked_translated_pairs), and no term index is built: PAN 2k holds one Dutch page among 1,999 English
#: texts, and signing every text's pivot terms for it took 9.5 s of a 90 s scan (the ranking: 0.1 s).
#: Otherwise the term index finds the candidates (translated_candidates). On bench_translated.py's class
#: (23 planted paragraphs), every pair in two languages, the ranking and the index each find 19, with no
#: honest student listed; comparing every pair made its class of 40 in three languages 3.1 times slower
#: to scan than without translated matching.
DIRECT_OTHERS = 10
DIRECT_PAIRS = 50_000
DIRECT_CANDIDATES = 10


def main_language(languages: dict[int, str], doc_ids: list[int]) -> tuple[str, list[int], list[int]]:
    """Return the language most of `doc_ids` are in, those documents, and the others."""
    counts: dict[str, int] = {}
    for doc_id in doc_ids:
        counts[languages.get(doc_id, "")] = counts.get(languages.get(doc_id, ""), 0) + 1
    main = max(sorted(counts), key=counts.__getitem__) if counts else ""
    return main, [d for d in doc_ids if languages.get(d) == main], [d for d in doc_ids if languages.get(d) != main]


def ranked_translated_pairs(terms: dict[int, np.ndarray], weights: np.ndarray, languages: dict[int, str],
                            sources: set[int]) -> list[tuple[int, int]]:
    """Return the pairs (a < b) worth comparing for translated copying when few documents are outside the
    main language (DIRECT_PAIRS): each such document with the DIRECT_CANDIDATES documents of the main
    language sharing the most weight of pivot terms with it (`terms`: each document's distinct terms, or all
    the senses its words may take; `weights` per term), with each other when their languages differ, and
    every student with every marked source in another language."""
    ids = sorted(terms)
    _, main, others = main_language(languages, ids)
    found = [tuple(pair) for pair in always_compared(ids, sources).tolist()]
    found += [pair for pair in all_translated_pairs(others, languages)]
    if main and others:
        held = [terms[d] for d in main]
        every = np.concatenate(held + [np.zeros(0, np.int32)]).astype(np.int32, copy=False)
        owner = np.repeat(np.arange(len(main), dtype=np.int32), [t.size for t in held])
        for doc_id in others:
            shared = np.flatnonzero(np.isin(every, terms[doc_id]))
            if shared.size == 0:
                continue
            found_terms = every[shared]
            weight = (np.where(found_terms < weights.size, weights[np.minimum(found_terms, weights.size - 1)], 0.0)
                      if weights.size else np.ones(shared.size))
            scores = np.bincount(owner[shared], weights=weight, minlength=len(main))
            best = np.argsort(-scores, kind="stable")[:DIRECT_CANDIDATES]
            found += [tuple(sorted((doc_id, main[row]))) for row in best.tolist() if scores[row] > 0]
    return sorted({(a, b) for a, b in found if languages.get(a) != languages.get(b)})


#: Each document of a class read through the pivot (and of NEAREST_MAX_DOCUMENTS or fewer) is also paired
#: with the NEAREST_CANDIDATES documents of other languages whose pivot senses weigh most in common with its
#: (nearest_translated_pairs): a classmate's short paragraph translated into a long essay shares too few
#: windows of pivot terms with it for the term index. On bench_translated.py's class (64 students in nine
#: languages, 54 planted paragraphs), the term index alone found 33; every pair in two languages 37.
NEAREST_CANDIDATES = 5
NEAREST_MAX_DOCUMENTS = 400
#: A sense held by more than this share of the documents (and 3 or more) weighs nothing in the ranking: the
#: class's topic ("bee" in every essay on bees).
NEAREST_MAX_SHARE = 0.5


def nearest_translated_pairs(terms: dict[int, np.ndarray], weights: np.ndarray, languages: dict[int, str]
                             ) -> list[tuple[int, int]]:
    """Return the pairs (a < b) of each document with the NEAREST_CANDIDATES documents in other languages
    sharing the most weight of pivot senses with it (`terms`: each document's senses, sorted and distinct;
    `weights` per sense), senses held by most documents left out (NEAREST_MAX_SHARE); none above
    NEAREST_MAX_DOCUMENTS documents."""
    ids = sorted(d for d in terms if terms[d].size)
    if len(ids) < 2 or len(ids) > NEAREST_MAX_DOCUMENTS:
        return []
    term, owner = values_with_owners([terms[d] for d in ids])
    starts = run_starts(term)
    sizes = np.diff(np.append(starts, term.size))
    most = max(3, int(NEAREST_MAX_SHARE * len(ids)))
    language = np.array([languages.get(d, "") for d in ids])
    counted = (sizes >= 2) & (sizes <= most)
    starts, sizes = starts[counted], sizes[counted]
    # Every pair of documents holding one counted sense, as (row, column) with the sense's weight, at once.
    left = concatenated_ranges(starts, sizes)
    group_size = np.repeat(sizes, sizes)
    right = concatenated_ranges(np.repeat(starts, sizes), group_size)
    left = np.repeat(left, group_size)
    value = term[left]
    weight = np.where(value < weights.size, weights[np.minimum(value, max(weights.size - 1, 0))], 1.0) \
        if weights.size else np.ones(value.size)
    n = len(ids)
    score = np.bincount(owner[left] * n + owner[right], weights=weight, minlength=n * n).reshape(n, n)
    score[language[:, None] == language[None, :]] = 0.0
    found = set()
    for row in range(len(ids)):
        best = np.argsort(-score[row], kind="stable")[:NEAREST_CANDIDATES]
        found.update(tuple(sorted((ids[row], ids[col]))) for col in best.tolist() if score[row, col] > 0)
    return sorted(found)
