"""Text that is shared but is not copying: the teacher's template, what most of the class has in common, and
what several documents have at the same place.

Each becomes a set of shingle hashes that every document then ignores: they are left out before signing and
from the denominators, so two students who only share the prompt score near zero, while two identical essays
still score 100%.

- Template: the files the teacher names as given to everyone, and the assignment's question when it lies
  among the documents (prompt.py).
- Common: text held by more than a share of the class (COMMON_MIN_DOCUMENTS or more documents).
- Placed: text that PLACED_MIN_DOCUMENTS or more students' documents hold at the same place, their first
  words, in a class of any size: a cover sheet's labels, the school's and the course's names, the question
  pasted at the top. A copy sits elsewhere in its source, so text that a source holds anywhere is never
  placed text; nor is text most of whose holders have it elsewhere (a paragraph several students copied
  sits where each put it, at the top of a few by chance). A holder that has it within its first TOP_WORDS
  words, past its head (a short essay's quarter), counts neither way; the teacher's files count neither way.
  What lies between placed text at a document's top (each student's name, number and date on a cover sheet)
  is placed text of that document too. A holder that others copied further parts from is where the text comes
  from, not a student's top, and keeps it (origins_of_placed).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from plagcheck.engine.arrays import in_sorted, repeated_at_least, sorted_unique, true_runs
from plagcheck.engine.copied.shingles import ShingledDocument

#: A shingle counts as common only if at least this many documents hold it, whatever the share: in a small
#: class a share of 30% would be two or three students, which is a copying ring, not boilerplate.
COMMON_MIN_DOCUMENTS = 10
#: Text held at the same place by at least this many students' documents is placed text (any class size) ...
PLACED_MIN_DOCUMENTS = 3
#: ... when at least this share of the students' documents that hold it anywhere hold it there: a paragraph
#: several students copied sits where each put it, at the top of a few of them by chance.
PLACED_SHARE = 0.8
#: A document's opening block of placed text is placed text as a whole (a cover sheet, with each student's
#: name, number and date between its labels): from its start, as long as no more than PLACED_GAP words
#: lie outside placed text (or template or common text) at a time, and PLACED_GAP_TOTAL in all.
PLACED_GAP = 8
PLACED_GAP_TOTAL = 24
#: "The same place": a document's first HEAD_WORDS words, and no more than HEAD_SHARE of it, where cover
#: sheets and a pasted question stand.
HEAD_WORDS = 200
HEAD_SHARE = 0.25
#: A document's first this many words are its top even where HEAD_SHARE of it is less: a holder that has the
#: text there neither places it nor vetoes it (a short essay that is little more than the question it
#: pasted, beside the class's longer ones).
TOP_WORDS = 60
#: A run of shared text longer than this many words is no placed text: a question with its instructions and
#: a cover sheet's fields are shorter, a paragraph several students copied from a source is not.
PLACED_RUN_WORDS = 150
#: ... nor a run of fewer than this many shingles (a phrase of k + 2 words): fragments of one source's
#: sentences that students paraphrasing it share here and there, between which a copied opening paragraph
#: would be taken in as placed text.
PLACED_RUN_MIN_SHINGLES = 3
#: A holder of placed text is where the block comes from when two other holders share ORIGIN_SHINGLES or more of
#: its other shingles each, and much less with each other (_copied_from): a source lying among the answers whose
#: opening several students pasted at their top, each taking another part of it further on. Its block stays its
#: own text, so that a rewording of it is found; the others' copies of it stay placed text, so that no student
#: who pasted only the block is paired by it.
ORIGIN_SHINGLES = 30
#: Shingles more holders than this share are the class's stock text, no sign of where the block comes from.
ORIGIN_MAX_SHARING = 16


def template_hashes(templates: Iterable[ShingledDocument]) -> np.ndarray:
    """Return the sorted distinct shingle hashes of the template documents."""
    sets = [t.shingle_set for t in templates]
    return np.unique(np.concatenate(sets)) if sets else np.zeros(0, dtype=np.uint64)


def common_hashes(documents: Mapping[int, ShingledDocument], share: float) -> np.ndarray:
    """Return the sorted hashes held by more than `share` of the documents (and by COMMON_MIN_DOCUMENTS).

    `share` 0 or 1 switches the filter off.
    """
    if not 0.0 < share < 1.0 or len(documents) < COMMON_MIN_DOCUMENTS:
        return np.zeros(0, dtype=np.uint64)
    needed = max(COMMON_MIN_DOCUMENTS, int(np.floor(share * len(documents))) + 1)
    # Each document's set holds a hash once, so repeats in the concatenation count documents.
    return repeated_at_least(np.concatenate([d.shingle_set for d in documents.values()]), needed)


def placed_hashes(documents: Mapping[int, ShingledDocument], sources: Iterable[int] = (),
                  units_per_word: int = 1, apart: Iterable[int] = ()) -> np.ndarray:
    """Return the sorted hashes that PLACED_MIN_DOCUMENTS or more of the documents that are not `sources`
    hold at their head, as PLACED_SHARE or more of those holding them do (see the module's docstring), less
    those a source holds anywhere.

    Only text shared in a run that ends inside the head counts: four essays that
    open with the same 200 words copied from one another share a run reaching past the head, and are a
    copying ring, not a cover sheet; nor does a run longer than PLACED_RUN_WORDS (a question and a cover
    sheet's fields are short, a copied paragraph is not). `units_per_word`: the scan's units per word (1 for
    word shingles). `apart`: documents that neither hold nor veto placed text (one offered to the teacher as
    the question: it holds the question, but not at a student's top).
    """
    sources, apart = set(sources), set(apart)
    students = [doc for doc_id, doc in documents.items() if doc_id not in sources and doc_id not in apart]
    if len(students) < PLACED_MIN_DOCUMENTS:
        return np.zeros(0, dtype=np.uint64)
    zones = [_head_length(doc, units_per_word) for doc in students]
    heads = _zone_holdings([(_counted(doc), zone) for doc, zone in zip(students, zones)],
                           PLACED_RUN_WORDS * units_per_word)
    elsewhere = [sorted_unique(doc.hashes[max(zone, TOP_WORDS * units_per_word):])
                 for doc, zone in zip(students, zones)]
    placed = _mostly_there(heads, elsewhere)
    held_by_sources = [documents[doc_id].shingle_set for doc_id in sources if doc_id in documents]
    if placed.size and held_by_sources:
        placed = placed[~np.isin(placed, np.concatenate(held_by_sources))]
    return placed


def placed_by_document(documents: Mapping[int, ShingledDocument], placed: np.ndarray,
                       units_per_word: int = 1, anchors: np.ndarray | None = None,
                       sources: Iterable[int] = ()) -> dict[int, np.ndarray]:
    """Return, per document holding any, the sorted hashes of its placed text: the `placed` hashes it holds,
    and its opening block (PLACED_GAP), less the `anchors`; the block takes in nothing the `sources` hold.

    The block is reached through `anchors` too (sorted hashes already ignored: template and common text), so a
    cover sheet whose labels most of a large class holds (common text, not placed) still takes in the name and
    number between them. What a source holds is never placed text (placed_hashes), nor taken in with a block (the
    `sources`: the teacher's, those in a sources folder and the files lying beside the students'): a source's
    sentence pasted above a student's question or cover sheet is a copy of it.
    """
    found: dict[int, np.ndarray] = {}
    marks = placed if anchors is None or anchors.size == 0 else np.union1d(placed, anchors)
    if marks.size == 0:
        return found
    gap = PLACED_GAP * units_per_word
    held = [documents[doc_id].shingle_set for doc_id in sources if doc_id in documents]
    held_by_sources = sorted_unique(np.concatenate(held)) if held else np.zeros(0, dtype=np.uint64)
    heads = {doc_id: doc.hashes[: _head_length(doc, units_per_word)] for doc_id, doc in documents.items()}
    # Only a document holding a mark in its head or a placed hash anywhere has placed text: found for all at once.
    holding = _holding_any(marks, heads)
    if placed.size:
        holding |= _holding_any(placed, {doc_id: doc.shingle_set for doc_id, doc in documents.items()})
    for doc_id, doc in documents.items():
        if doc_id not in holding:
            continue
        head = heads[doc_id]
        held = doc.shingle_set[in_sorted(placed, doc.shingle_set)] if placed.size else placed
        at = np.flatnonzero(in_sorted(marks, head))
        # The block runs from the start to the last marked shingle reached without a longer gap: PLACED_GAP
        # words between two marked runs leave that many shingles unmarked, and the k - 1 that overlap them.
        steps = np.diff(np.concatenate(([-1], at)))
        # ... and no more than PLACED_GAP_TOTAL words outside marked text in all: a cover sheet's values are
        # few, a copied paragraph between stock phrases and text common to the class is not.
        bridged = np.cumsum(np.maximum(steps - doc.k, 0))
        breaks = np.flatnonzero((steps > gap + doc.k) | (bridged > PLACED_GAP_TOTAL * units_per_word))
        reached = at[: breaks[0]] if breaks.size else at
        taken_in = head[: reached[-1] + 1] if reached.size else head[:0]
        if held_by_sources.size and taken_in.size:
            taken_in = taken_in[~in_sorted(held_by_sources, taken_in)]
        block = np.union1d(taken_in, held)
        if anchors is not None and anchors.size and block.size:
            block = block[~in_sorted(anchors, block)]  # ignored already, as template or common text
        if block.size:
            found[doc_id] = block
    return found


def origins_of_placed(documents: Mapping[int, ShingledDocument], placed_in: Mapping[int, np.ndarray],
                      ignored: np.ndarray) -> set[int]:
    """Return the holders of placed text (`placed_in`: placed_by_document's) that are where their block comes
    from (_copied_from): the start of a longer document that other holders copy from further on. `ignored`:
    sorted hashes ignored already (template and common text), which count for nothing."""
    holders = sorted(placed_in)
    if len(holders) < 3:
        return set()
    later = []
    for doc_id in holders:
        own = documents[doc_id].shingle_set
        own = own[~in_sorted(placed_in[doc_id], own)]
        later.append(own[~in_sorted(ignored, own)] if ignored.size else own)
    shared = _shared_counts(later)
    return {holders[x] for x, partners in shared.items() if _copied_from(partners, shared)}


def _shared_counts(sets: list[np.ndarray]) -> dict[int, dict[int, int]]:
    """Return, for each of the distinct-valued `sets` sharing any value with another, how many values it shares
    with each other set (by index; values more than ORIGIN_MAX_SHARING sets hold are not counted)."""
    keys = np.concatenate(sets)
    owners = np.repeat(np.arange(len(sets), dtype=np.int64), [values.size for values in sets])
    order = np.argsort(keys, kind="stable")
    keys, owners = keys[order], owners[order]
    starts = np.flatnonzero(np.concatenate(([True], keys[1:] != keys[:-1])))
    lengths = np.diff(np.concatenate((starts, [keys.size])))
    codes = [np.zeros(0, dtype=np.int64)]
    for size in np.unique(lengths[(lengths >= 2) & (lengths <= ORIGIN_MAX_SHARING)]).tolist():
        members = owners[starts[lengths == size][:, None] + np.arange(size)]  # one row per shared value
        left, right = np.triu_indices(size, 1)
        codes.append(members[:, left].ravel() * len(sets) + members[:, right].ravel())
    shared: dict[int, dict[int, int]] = {}
    for code, count in zip(*(part.tolist() for part in np.unique(np.concatenate(codes), return_counts=True))):
        left, right = divmod(code, len(sets))
        shared.setdefault(left, {})[right] = shared.setdefault(right, {})[left] = count
    return shared


def _copied_from(partners: dict[int, int], shared: dict[int, dict[int, int]]) -> bool:
    """Return True when two of a holder's `partners` (holder -> shingles shared) copied from it: each shares
    ORIGIN_SHINGLES or more with it, more than with any other holder, and they share less than half of that with
    each other (they took different parts of it). Copiers of one source share with each other what each shares
    with it, and with it the most."""
    close = sorted((y for y, count in partners.items()
                    if count >= ORIGIN_SHINGLES and count >= max(shared[y].values())), key=partners.get)
    return any(shared[y].get(z, 0) < min(partners[y], partners[z]) / 2
               for k, y in enumerate(close) for z in close[k + 1 :])


def _head_length(document: ShingledDocument, units_per_word: int) -> int:
    """Return how many of the document's first shingles are its head, "the same place" of placed text: HEAD_WORDS
    words, and no more than HEAD_SHARE of it."""
    return min(HEAD_WORDS * units_per_word, int(HEAD_SHARE * document.hashes.size))


def _holding_any(sorted_set: np.ndarray, arrays: Mapping[int, np.ndarray]) -> set[int]:
    """Return the keys of `arrays` whose array holds a value of the sorted `sorted_set`: one search over all of
    them (a search per document cost a class of 15,000 short files a second)."""
    keys = list(arrays)
    sizes = np.array([arrays[key].size for key in keys], dtype=np.int64)
    if not keys or sizes.sum() == 0:
        return set()
    hit = in_sorted(sorted_set, np.concatenate([arrays[key] for key in keys]))
    owners = np.repeat(np.arange(len(keys)), sizes)[hit]
    return {keys[index] for index in np.unique(owners).tolist()}


def _counted(document: ShingledDocument) -> np.ndarray:
    """Return the document's hashes in text order, those it ignores (its citations, "(Afet Araştırmaları
    Merkezi, 2022)") replaced by 0, which no run of shared text holds: two students citing one source at their
    top share no placed text by it."""
    if document.ignored is None or document.ignored.size == 0:
        return document.hashes
    return np.where(in_sorted(document.ignored, document.hashes), np.uint64(0), document.hashes)


def _mostly_there(holdings: list[np.ndarray], elsewhere: list[np.ndarray]) -> np.ndarray:
    """Return the hashes PLACED_MIN_DOCUMENTS or more of the documents hold at one place (`holdings`, per
    document: _zone_holdings), when PLACED_SHARE or more of the documents holding them at that place or away
    from their top (`elsewhere`, per document: its distinct hashes after its first TOP_WORDS words and its
    zone) hold them there."""
    there = repeated_at_least(np.concatenate(holdings), PLACED_MIN_DOCUMENTS)
    if there.size == 0:
        return there
    # Each document's own hashes are looked up in `there` (not `there` in each document: that costs the
    # class's size per document), and the hits counted per hash of `there`.
    at_place = _counts_in(there, holdings)
    away = _counts_in(there, [far[~in_sorted(near, far)] for far, near in zip(elsewhere, holdings)])  # both sorted
    return there[at_place >= PLACED_SHARE * (at_place + away)]


def _counts_in(sorted_set: np.ndarray, sets: list[np.ndarray]) -> np.ndarray:
    """Return, for each value of the sorted `sorted_set`, how many of the distinct-valued `sets` hold it."""
    values = np.concatenate(sets) if sets else np.zeros(0, dtype=sorted_set.dtype)
    hits = values[in_sorted(sorted_set, values)]  # one search over all the sets: the same hits, in the same order
    return np.bincount(np.searchsorted(sorted_set, hits), minlength=sorted_set.size)


def _zone_holdings(zones: list[tuple[np.ndarray, int]], longest: int) -> list[np.ndarray]:
    """Return, for each (hashes, zone), the sorted distinct hashes it holds in its first `zone` positions in
    runs of shingles shared with PLACED_MIN_DOCUMENTS or more of the others that end inside the zone (a
    run is followed as far as twice the zone) and are no longer than `longest` shingles, nor shorter than
    PLACED_RUN_MIN_SHINGLES."""
    reach = [hashes[: 2 * zone] for hashes, zone in zones]
    shared = repeated_at_least(np.concatenate([sorted_unique(r) for r in reach]), PLACED_MIN_DOCUMENTS)
    shared = shared[shared != 0]  # _counted's ignored shingles
    held = []
    # One search for every document's reach, each document's part then read off it.
    sizes = np.array([hashes.size for hashes in reach], dtype=np.int64)
    every_flag = in_sorted(shared, np.concatenate(reach)) if reach else np.zeros(0, dtype=bool)
    ends = np.cumsum(sizes)
    owners = np.repeat(np.arange(len(reach)), sizes)
    # Where a document's run of PLACED_RUN_MIN_SHINGLES shared shingles starts: one that has none holds nothing.
    run = PLACED_RUN_MIN_SHINGLES
    starts = np.ones(max(every_flag.size - run + 1, 0), dtype=bool)
    for offset in range(run):
        starts &= every_flag[offset : offset + starts.size]
    starts &= owners[: starts.size] == owners[run - 1 :]
    has_run = np.bincount(owners[: starts.size][starts], minlength=len(reach)) > 0
    for hashes, (_, zone), reach_end, any_run in zip(reach, zones, ends.tolist(), has_run.tolist()):
        if not any_run:
            held.append(hashes[:0])  # no run of shared shingles long enough to count
            continue
        flags = every_flag[reach_end - hashes.size : reach_end].copy()
        cut = zone
        if zone < hashes.size and flags[zone]:  # the run of shared shingles over the zone's end goes on past it
            while cut > 0 and flags[cut - 1]:
                cut -= 1
        flags = flags[:cut]
        for start, end in zip(*true_runs(flags)):
            if end - start > longest or end - start < PLACED_RUN_MIN_SHINGLES:
                flags[start:end] = False
        held.append(sorted_unique(hashes[:cut][flags]))
    return held


def ignoring(documents: Mapping[int, ShingledDocument], hashes: np.ndarray) -> dict[int, ShingledDocument]:
    """Return the documents with `hashes` ignored (the same objects where there is nothing to ignore)."""
    if hashes.size == 0:
        return dict(documents)
    return {doc_id: doc.ignoring(hashes) for doc_id, doc in documents.items()}


def ignored_spans(document: ShingledDocument) -> list[tuple[int, int]]:
    """Return the original-text ranges covered only by ignored shingles, merged, in text order."""
    mask = document.ignored_mask
    if not mask.any():
        return []
    covered = document.counted_unit_mask()
    spans: list[tuple[int, int]] = []
    for first, stop in zip(*true_runs(~covered)):
        start, end = int(document.unit_starts[first]), int(document.unit_ends[stop - 1])
        if spans and start <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans
