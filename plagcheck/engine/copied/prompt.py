"""The assignment's sheet among the documents: known when nothing suggests a student handed it in, offered
otherwise, and never a reason to leave a student's document out.

A teacher often leaves the assignment sheet in the folder, among the sources or beside the students' folders,
and students paste its question at the top of their essays. Compared as a document it would pair with every
student who did; it is the template instead, when all of this holds:

- it lies outside every student's submission (engine/reading/placement.py; a source the teacher marked is
  outside too);
- it says it is the assignment, in its file name or its first line's first words (engine/text/assignment_words.py);
- it is short (PROMPT_MAX_WORDS);
- lying beside the students' folders (where a student's file may have been moved by hand), it is as short as
  a sheet (NAMED_PROMPT_MAX_WORDS) and its text stands at the top of no other document or of PROMPT_HOLDERS
  or more (the question pasted by a class), not of one or two (a classmate's opening copied). In a folder of
  sources or instructions, which no student writes into, one or two students pasting the sheet is no doubt;
- no document holds a run of it away from its top (QUESTION_SHINGLES further down): that is a source copied.

Any other document that looks like the question (short, and most of it stands at the top of PROMPT_HOLDERS
longer documents; or, named as the assignment, its question at the top of one) is only *offered*: the window
asks the teacher once, the JSON lists it, and it is compared like any other document until the teacher makes
it a template. A student's submission in a platform's layout is never offered, nor a copied opening; and when
more than OFFERED_MAX documents look like the question, only those that say they are the assignment are (the
others are students who pasted it and wrote little).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import (concatenated_ranges, group_ranks, in_sorted, repeated_at_least, run_starts,
                                     sorted_unique, stable_argsort, true_runs)
from plagcheck.engine.copied.exclusions import HEAD_WORDS
from plagcheck.engine.copied.shingles import ShingledDocument
from plagcheck.engine.text.assignment_words import QUESTION_TOP_WORDS, says_assignment

#: A question sheet is no longer than this many words.
PROMPT_MAX_WORDS = 600
#: The share of the question's distinct shingles a document must hold in its opening to have pasted it ...
PROMPT_SHARE = 0.6
#: ... or, when the file's name says it is the assignment, this many (the question of a sheet that also
#: gives instructions, a word count and the sources: about 15 words). A run of this many of a sheet's
#: shingles away from a document's top is copying from it.
QUESTION_SHINGLES = 12
#: Documents that must have pasted it, without (and with) a name that says it is the assignment. Two were
#: too few: a short essay shuffled into the openings of two longer ones was taken for the question.
PROMPT_HOLDERS = 3
NAMED_PROMPT_HOLDERS = 1
#: A file named as the assignment is offered on its name only when it is this short: students name their
#: essays "Ödev", "Tugas", "Tarea" or "Assignment 2" too, and begin them with the question.
NAMED_PROMPT_MAX_WORDS = 300
#: How many holders of each shingle are looked at: enough to find PROMPT_HOLDERS longer documents that begin
#: with it among them (a class's first documents may be sources or copies of the same length).
LOOKED_AT = 64
#: More documents than this that look like the question are a class that pasted it (OFFERED_MAX of them at
#: most are offered: the sheet, and a copy of it in another format).
OFFERED_MAX = 3
#: Lengths (in units) of the holders looked at together when a document is first sifted: for a document of n
#: units, the openings of documents longer than the largest floor under 2n (holders must be twice as long).
LENGTH_FLOORS = (0, 100, 200, 400, 800, 1600)
#: A first line says the document is the assignment when one of its first this many words does ("Sujet :
#: Les réseaux sociaux…", "Assignment 2: …"; not "Short answers to five questions").
HEADING_WORDS = 3
#: A document begins with another's text when it holds this share of its distinct shingles at its top.
OPENING_SHARE = 0.8


@dataclass(frozen=True)
class QuestionSheets:
    """What the class's documents say about the assignment sheet: the ids used as the template, and the ids
    only offered to the teacher (compared like any other), each ascending."""

    templates: tuple[int, ...] = ()
    offered: tuple[int, ...] = ()


def question_sheets(documents: Mapping[int, ShingledDocument], names: Mapping[int, str],
                    headings: Mapping[int, str], outside: Mapping[int, str] | None = None,
                    sources: Iterable[int] = (), units_per_word: int = 1,
                    submitted: Iterable[int] = ()) -> QuestionSheets:
    """Return the QuestionSheets of the class (see the module's docstring). `names` are the documents' file
    names, `headings` their first lines; `outside` says where each document outside every student's submission
    lies ("material", marked sources among them, or "beside": engine/reading/placement.py); `sources` the ids
    of marked sources (they never count as having pasted the question); `submitted` the ids a platform's layout
    gives to a student (never offered)."""
    outside, sources, submitted = dict(outside or {}), set(sources), set(submitted)
    heads = _Heads(documents, [doc_id for doc_id in documents if doc_id not in sources], units_per_word)
    if heads.empty:
        return QuestionSheets()
    sifted = []  # (id, document, named, says, sheet) of the documents short enough to be the sheet
    for doc_id, doc in documents.items():
        if doc.unit_count > PROMPT_MAX_WORDS * units_per_word or doc.set_size == 0:
            continue
        named = says_assignment(names.get(doc_id, ""))
        says = named or says_assignment(" ".join(headings.get(doc_id, "").split()[:HEADING_WORDS]))
        sheet = doc_id in outside and says
        if not sheet and doc_id in submitted:
            continue
        sifted.append((doc_id, doc, named, says, sheet))
    held_common = heads.common_counts({doc_id: doc for doc_id, doc, _, says, _ in sifted if not says})
    # Too little of the others stands in the openings of PROMPT_HOLDERS documents twice its length.
    sifted = [entry for entry in sifted if entry[3] or held_common[entry[0]] >= PROMPT_SHARE * entry[1].set_size]
    heads.look_up_only([doc.shingle_set for _, doc, _, _, _ in sifted])
    templates, offered = [], []
    for doc_id, doc, named, says, sheet in sifted:
        evidence = heads.pasted(doc_id, doc, own=doc_id not in sources, units_per_word=units_per_word)
        opening = 0 < evidence.begun_by < PROMPT_HOLDERS  # the start of one or two longer documents
        if sheet and outside[doc_id] != "material":
            # Beside the students' folders a student's file may lie: it must be as short as a sheet, and its
            # text must stand at the top of no document or of PROMPT_HOLDERS (a question), not of one or two.
            sheet = doc.unit_count <= NAMED_PROMPT_MAX_WORDS * units_per_word \
                and not 0 < evidence.named_pasted_by < PROMPT_HOLDERS
        if sheet and not _copied_elsewhere(doc_id, doc, documents, units_per_word):
            templates.append(doc_id)
            continue
        if opening:
            continue  # a classmate's opening, copied: never offered
        short_named = named and doc.unit_count <= NAMED_PROMPT_MAX_WORDS * units_per_word
        if evidence.pasted_by >= PROMPT_HOLDERS or (short_named and evidence.named_pasted_by >= NAMED_PROMPT_HOLDERS):
            offered.append((doc_id, named, says))
    # Many short documents that are mostly the question are students who pasted it and wrote little, not a
    # sheet each: only those that say they are the assignment are offered, in their first line or, when
    # that still leaves many ("Pregunta: ¿…?" opening each), in their file's name.
    for says_it in (lambda named, says: says, lambda named, says: named):
        if len(offered) > OFFERED_MAX:
            offered = [entry for entry in offered if says_it(*entry[1:])]
    return QuestionSheets(tuple(sorted(templates)), tuple(sorted(doc_id for doc_id, _, _ in offered)))


@dataclass(frozen=True)
class _Evidence:
    """How many longer documents have a document's text at their top: PROMPT_SHARE of it (pasted_by),
    QUESTION_SHINGLES of it (named_pasted_by), OPENING_SHARE of it (begun_by)."""

    pasted_by: int
    named_pasted_by: int
    begun_by: int


class _Heads:
    """Every document's opening shingles, whose they are and where: one sorted array for all the look-ups,
    made on first use (most classes need none)."""

    def __init__(self, documents: Mapping[int, ShingledDocument], holders: list[int], units_per_word: int) -> None:
        self.documents = documents
        reach = (PROMPT_MAX_WORDS + HEAD_WORDS) * units_per_word
        self._holders = holders
        self._heads = [documents[doc_id].hashes[:reach] for doc_id in holders]
        self.empty = not self._heads
        if self.empty:
            return
        self._lengths = np.array([documents[doc_id].unit_count for doc_id in holders])
        self._common: dict[int, np.ndarray] = {}
        self._looked_up: np.ndarray | None = None

    def look_up_only(self, shingle_sets: list[np.ndarray]) -> None:
        """Index only the openings' hashes that one of `shingle_sets` holds (the documents `pasted` will be
        asked about, before it first is): the others are never looked up. In 15,000 short documents, each
        short enough to be the sheet and 473 of them mostly the others' openings, the index of every opening's
        2.7 million hashes cost 0.45 s of sorting."""
        self._looked_up = sorted_unique(np.concatenate(shingle_sets)) if shingle_sets else np.zeros(0, np.uint64)

    @cached_property
    def _distinct(self) -> list[np.ndarray]:
        """Return each opening's distinct hashes, sorted (made on first use: a class of long essays has no
        document short enough to be sifted)."""
        return [sorted_unique(h) for h in self._heads]

    def common_in_longer(self, units: int) -> np.ndarray:
        """Return the hashes PROMPT_HOLDERS or more openings of documents longer than `units` hold, or of a
        shorter floor's documents (LENGTH_FLOORS: a superset, made once per floor). A question pasted by a class
        is among them, and the look-up in this smaller array spares the whole search for most documents."""
        floor = max(f for f in LENGTH_FLOORS if f <= units)
        if floor not in self._common:
            longer = [d for d, length in zip(self._distinct, self._lengths) if length > floor]
            self._common[floor] = (repeated_at_least(np.concatenate(longer), PROMPT_HOLDERS) if longer
                                   else np.zeros(0, dtype=np.uint64))
        return self._common[floor]

    def common_counts(self, documents: Mapping[int, ShingledDocument]) -> dict[int, int]:
        """Return, per document, how many of its distinct shingles common_in_longer(twice its length) holds:
        one search per length floor for all the documents of that floor (a search per document cost a class
        of 15,000 short files a second)."""
        by_floor: dict[int, list[int]] = {}
        for doc_id, doc in documents.items():
            by_floor.setdefault(max(f for f in LENGTH_FLOORS if f <= 2 * doc.unit_count), []).append(doc_id)
        counts: dict[int, int] = {}
        for floor, members in by_floor.items():
            sets = [documents[doc_id].shingle_set for doc_id in members]
            hit = in_sorted(self.common_in_longer(floor), np.concatenate(sets))
            owners = np.repeat(np.arange(len(members)), [s.size for s in sets])
            counts.update(zip(members, np.bincount(owners[hit], minlength=len(members)).tolist()))
        return counts

    @cached_property
    def _index(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Return the openings' hashes sorted, with each one's document and position (a stable sort: within a
        hash, the documents in the class's order); only those look_up_only names, when it was told."""
        head_hashes = np.concatenate(self._heads)
        owners = np.repeat(np.array(self._holders, dtype=np.int64), [h.size for h in self._heads])
        positions = group_ranks(np.array([h.size for h in self._heads], dtype=np.int64))
        if self._looked_up is not None:
            kept = in_sorted(self._looked_up, head_hashes)
            head_hashes, owners, positions = head_hashes[kept], owners[kept], positions[kept]
        order = stable_argsort(head_hashes)
        return head_hashes[order], owners[order], positions[order]

    def pasted(self, doc_id: int, doc: ShingledDocument, own: bool, units_per_word: int) -> _Evidence:
        """Return the _Evidence of `doc` (`own`: it is among the holders, so each of its shingles is found
        once in its own opening)."""
        shingles = doc.shingle_set
        hashes, all_owners, all_positions = self._index
        first = np.searchsorted(hashes, shingles, side="left")
        lengths = np.searchsorted(hashes, shingles, side="right") - first
        least = min(PROMPT_SHARE * shingles.size, QUESTION_SHINGLES)
        if np.count_nonzero(lengths > int(own)) < least:
            return _Evidence(0, 0, 0)  # too little of it stands in another document's opening
        # Each shingle's first LOOKED_AT holders only (the same ones for every shingle: the index keeps the
        # documents' order within a hash), so that a question 300 students pasted costs each of them no more.
        lengths = np.minimum(lengths, LOOKED_AT)
        at = concatenated_ranges(first, lengths)
        owners, positions = all_owners[at], all_positions[at]
        # A holder counts each shingle once, however often it holds it (counted over the holders found only:
        # a count over every document of the class, per document, made a class of short files quadratic).
        held = sorted_unique(owners * np.int64(shingles.size) + np.repeat(np.arange(shingles.size), lengths))
        held_by = held // shingles.size  # sorted
        firsts = run_starts(held_by)
        holders, counts = held_by[firsts], np.diff(np.append(firsts, held_by.size))
        count_of = dict(zip(holders.tolist(), counts.tolist()))
        top = QUESTION_TOP_WORDS * units_per_word
        longer = [holder for holder, count in count_of.items()
                  if count >= least and holder != doc_id and self.documents[holder].unit_count > 2 * doc.unit_count]
        if not longer:
            return _Evidence(0, 0, 0)
        # Where each holder's shared shingles begin: it pasted the text if that is near its top.
        order = np.lexsort((positions, owners))
        firsts = order[np.flatnonzero(np.r_[True, owners[order][1:] != owners[order][:-1]])]
        opening = dict(zip(owners[firsts].tolist(), positions[firsts].tolist()))
        at_top = [holder for holder in longer if opening[holder] <= top]
        return _Evidence(sum(count_of[h] >= PROMPT_SHARE * shingles.size for h in at_top), len(at_top),
                         sum(count_of[h] >= OPENING_SHARE * shingles.size for h in at_top))


def _copied_elsewhere(doc_id: int, doc: ShingledDocument, documents: Mapping[int, ShingledDocument],
                      units_per_word: int) -> bool:
    """Return True when another document holds QUESTION_SHINGLES of `doc`'s shingles in a row away from its top
    (past QUESTION_TOP_WORDS and `doc`'s own length): copied from it, not its question pasted."""
    shingles = doc.shingle_set
    top = QUESTION_TOP_WORDS * units_per_word + doc.unit_count
    for other_id, other in documents.items():
        if other_id == doc_id or other.hashes.size <= top:
            continue
        held = in_sorted(shingles, other.hashes[top:])
        if np.count_nonzero(held) < QUESTION_SHINGLES:
            continue
        starts, ends = true_runs(held)
        if (ends - starts).max() >= QUESTION_SHINGLES:
            return True
    return False
