"""The assignment's question among the documents: recognised, and used as the template.

A teacher often leaves the assignment sheet in the folder with the essays, or among the sources, and
students paste its question at the top of their essays. Compared as a document, it would pair with every
student who did; it is the template instead. A document is the question when it is short (PROMPT_MAX_WORDS
at most) and most of it (PROMPT_SHARE of its distinct shingles) stands at the top of other students'
documents, each of which goes on with more of its own than the question holds: three such documents; or, when
the file's name says it is the assignment and it is short (NAMED_PROMPT_MAX_WORDS), one that begins with its
question (QUESTION_SHINGLES) ("assignment", "task", "prompt", "question" and their equivalents in the benches'
languages). A short essay copied whole by two classmates is not the question: it is most of their text, not
their opening. Nor is a file the class's layout gives to a student (their submission, whatever its name).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import numpy as np

from plagcheck.engine.arrays import concatenated_ranges
from plagcheck.engine.copied.exclusions import HEAD_WORDS
from plagcheck.engine.copied.shingles import ShingledDocument

#: A question sheet is no longer than this many words.
PROMPT_MAX_WORDS = 600
#: The share of the question's distinct shingles a document must hold in its opening to have pasted it ...
PROMPT_SHARE = 0.6
#: ... or, when the file's name says it is the assignment, this many (the question of a sheet that also
#: gives instructions, a word count and the sources: about 15 words).
QUESTION_SHINGLES = 12
#: Documents that must have pasted it, without (and with) a name that says it is the assignment. Two were
#: too few: a short essay shuffled into the openings of two longer ones was taken for the question.
PROMPT_HOLDERS = 3
NAMED_PROMPT_HOLDERS = 1
#: A file named as the assignment is taken for the sheet on its name only when it is this short: students name
#: their essays "Ödev", "Tugas", "Tarea" or "Assignment 2" too, and begin them with the question.
NAMED_PROMPT_MAX_WORDS = 300
#: A document pasted the question when it begins with it: within its first this many words (a title, a
#: cover sheet may come first).
PROMPT_TOP_WORDS = 80
#: Words in a file's name that say it is the assignment sheet (compared case-insensitively, as whole words,
#: with their plural and, in Turkish, possessive endings: "Deprem ödevi yönergesi").
_PROMPT_NAME = re.compile(
    r"(?<![^\W_])(assignments?|tasks?|prompts?|questions?|instructions|brief|aufgaben?|aufgabenstellung"
    r"|aufgabenblatt|arbeitsauftrag|arbeitsblatt|fragestellung|tareas?|consignas?|enunciados?|preguntas?"
    r"|tugas|soal|perintah|ödev(?:i|leri?)?|soru(?:su|lar|ları)?|görev(?:i|leri?)?|yönerge(?:si|ler|leri)?"
    r"|zadání|zadanie|задание|вопрос|завдання|مهمة|سؤال|تکلیف|सवाल|प्रश्न|zadatak)"
    r"(?![^\W_])", re.IGNORECASE)


def prompt_name(name: str) -> bool:
    """Return True when a file's name says it is the assignment sheet (see _PROMPT_NAME)."""
    return bool(_PROMPT_NAME.search(name.replace("_", " ")))


def recognised_prompts(documents: Mapping[int, ShingledDocument], names: Mapping[int, str],
                       sources: Iterable[int] = (), units_per_word: int = 1,
                       submitted: Iterable[int] = ()) -> list[int]:
    """Return the ids of the documents that are the assignment's question (see the module's docstring),
    ascending. `names` are the documents' file names; `sources` the ids of documents marked as sources
    (they may be the question; they never count as having pasted it); `submitted` the ids of documents the
    class's layout gives to a student (their submissions: never the question)."""
    sources, submitted = set(sources), set(submitted)
    students = [doc_id for doc_id in documents if doc_id not in sources]
    if not students:
        return []
    # Every student's opening shingles, whose they are and where: one sorted array for all the look-ups.
    reach = (PROMPT_MAX_WORDS + HEAD_WORDS) * units_per_word
    hashes = [documents[doc_id].hashes[:reach] for doc_id in students]
    head_hashes = np.concatenate(hashes)
    head_owners = np.repeat(np.array(students, dtype=np.int64), [h.size for h in hashes])
    head_positions = np.concatenate([np.arange(h.size) for h in hashes])
    order = np.argsort(head_hashes, kind="stable")
    head_hashes, head_owners, head_positions = head_hashes[order], head_owners[order], head_positions[order]
    size = max(documents) + 1
    found = []
    for doc_id, doc in documents.items():
        if doc.unit_count > PROMPT_MAX_WORDS * units_per_word or doc.set_size == 0 or doc_id in submitted:
            continue
        shingles = doc.shingle_set
        named = prompt_name(names.get(doc_id, "")) and doc.unit_count <= NAMED_PROMPT_MAX_WORDS * units_per_word
        share = min(PROMPT_SHARE * shingles.size, QUESTION_SHINGLES) if named else PROMPT_SHARE * shingles.size
        needed = NAMED_PROMPT_HOLDERS if named else PROMPT_HOLDERS
        first = np.searchsorted(head_hashes, shingles, side="left")
        lengths = np.searchsorted(head_hashes, shingles, side="right") - first
        # A student's document lies whole in its own opening (it is short): each of its shingles is there once.
        own = 1 if doc_id not in sources else 0
        if np.count_nonzero(lengths > own) < share:
            continue  # too little of it stands in another document's opening
        at = concatenated_ranges(first, lengths)
        owners, positions = head_owners[at], head_positions[at]
        # A holder counts each shingle of the question once, however often it holds it.
        held = np.unique(owners * np.int64(shingles.size) + np.repeat(np.arange(shingles.size), lengths))
        counts = np.bincount(held // shingles.size, minlength=size)
        holders = [holder for holder in np.flatnonzero(counts >= share).tolist()
                   if holder != doc_id and documents[holder].unit_count > 2 * doc.unit_count]
        if len(holders) < needed:
            continue
        # Where each holder's shared shingles begin: it pasted the question if that is near its top.
        opening = {holder: int(positions[owners == holder].min()) for holder in holders}
        pasted = [holder for holder in holders if opening[holder] <= PROMPT_TOP_WORDS * units_per_word]
        if len(pasted) >= needed:
            found.append(doc_id)
    return sorted(found)
