"""The scan's memory budget: how much of each file, and of the class, is compared.

A scan keeps every document's words, shingles, terms and signatures in its own process while it compares them:
about 160 bytes a word (PAN 2k: 2.3 million words, 419 MB at the peak; ten files at the 10-million-character
cap took it to 2.0 GB), and 120 a character when characters are the unit. Comparing one pair of long
documents takes more for the moment, about 460 bytes a word of the two (two files of 1.25 million one-word
lines: 1.15 GB). So before anything is made of the texts, the class and its largest pair are held to
BUDGET_MB of estimated memory, and each file to FILE_UNITS units: when the class needs more, the longest files
are shortened first, all to the same length (the longest that fits), and each shortened file says so.
Classes of essays are far below both: 2,000 PAN documents take a third of the budget.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from plagcheck.engine.text.normalize import word_spans
from plagcheck.shared.engine_notices import Counted, Notice
from plagcheck.shared.models import DocumentRecord, ScanSettings

#: Units (words, or characters in character mode) of one file compared at most: a 4,000-page text.
FILE_UNITS = {"word": 1_000_000, "char": 6_000_000}
#: What the class's texts, everything made of them and the comparison of its largest pair may take in the
#: scan's process (estimated).
BUDGET_MB = 1_000
#: Bytes a unit costs the scan at its peak, and more while a pair holding it is compared (measured: see the
#: module's notes).
BYTES_PER_UNIT = {"word": 160, "char": 120}
PAIR_BYTES_PER_UNIT = {"word": 460, "char": 120}


def budgeted(documents: Sequence[DocumentRecord],
             settings: ScanSettings) -> tuple[tuple[DocumentRecord, ...], Notice | None]:
    """Return the documents with those over the budget shortened (a warning saying so), and the notice that
    tells the teacher why (None when nothing was shortened)."""
    unit = settings.unit
    usable = [d for d in documents if d.usable]
    # Nothing to count when the texts are too short to pass the budget however many units they hold.
    at_most = {d.id: len(d.text) // 2 + 1 if unit == "word" else len(d.text) for d in usable}
    if max(at_most.values(), default=0) <= FILE_UNITS[unit] and _estimate(usable, at_most, unit) <= _BUDGET:
        return tuple(documents), None
    counts = unit_counts(usable, unit)
    costs = {d.id: _unit_cost(d.text, counts[d.id], unit) for d in usable}
    cap = _cap({i: min(count, FILE_UNITS[unit]) for i, count in counts.items()}, costs, PAIR_BYTES_PER_UNIT[unit])
    result, shortened = [], 0
    for document in documents:
        count = counts.get(document.id)
        if count is not None and count > cap:
            ends = _unit_ends(document.text, unit)
            document = _shortened(document, int(ends[cap - 1]) if cap else 0, cap, unit)
            shortened += 1
        result.append(document)
    if not shortened:
        return tuple(result), None
    notice = Notice.of("scan.budget_words" if unit == "word" else "scan.budget_characters",
                       files=Counted(shortened, "file"), units=FILE_UNITS[unit], megabytes=BUDGET_MB)
    return tuple(result), notice


_BUDGET = BUDGET_MB << 20


def _estimate(documents: list[DocumentRecord], units: dict[int, int], unit: str) -> float:
    """Return the estimated memory of comparing `documents` holding `units` units each (and their largest pair)."""
    pair = PAIR_BYTES_PER_UNIT[unit] * sum(sorted(units.values(), reverse=True)[:2])
    return sum(_unit_cost(d.text, units[d.id], unit) * units[d.id] for d in documents) + pair


def _unit_ends(text: str, unit: str) -> np.ndarray:
    """Return where each unit of the text ends, or in character mode where the word holding the n-th
    character unit ends (each word's characters and one blank count)."""
    starts, ends = word_spans(text)
    if unit == "word":
        return ends
    return np.repeat(ends, ends - starts + 1)


#: Texts shorter than this (characters) are counted together (unit_counts), _COUNTED_TOGETHER characters in one
#: pass: a text's own pass costs 25 us besides its length. (PAN's long texts are counted alone: joined, every one
#: pays for the characters outside ASCII that a few hold.)
_SHORT_TEXT = 2_000
_COUNTED_TOGETHER = 1_000_000
#: Joins the texts counted together: no word character, no line break (a hyphen and a line break join words).
_APART = "\0"


def unit_counts(documents: Sequence[DocumentRecord], unit: str) -> dict[int, int]:
    """Return {document id: how many units its text holds} (the size of _unit_ends), the short texts counted
    together in passes of about _COUNTED_TOGETHER characters."""
    counts: dict[int, int] = {}
    group: list[DocumentRecord] = []
    size = 0
    for document in documents:
        if len(document.text) >= _SHORT_TEXT:
            counts[document.id] = int(_unit_ends(document.text, unit).size)
            continue
        group.append(document)
        size += len(document.text)
        if size >= _COUNTED_TOGETHER:
            counts.update(_counted_together(group, unit))
            group, size = [], 0
    if group:
        counts.update(_counted_together(group, unit))
    return counts


def _counted_together(documents: list[DocumentRecord], unit: str) -> dict[int, int]:
    """Return unit_counts of `documents`, read as one text: no word runs across _APART, so each text's words
    are those it holds alone."""
    if len(documents) == 1:
        return {documents[0].id: int(_unit_ends(documents[0].text, unit).size)}
    starts, ends = word_spans(_APART.join(d.text for d in documents))
    text_ends = np.cumsum([len(d.text) + len(_APART) for d in documents])
    owners = np.searchsorted(text_ends, starts, side="right")
    if unit == "word":
        counts = np.bincount(owners, minlength=len(documents))
    else:  # _unit_ends' characters: each word's and one blank
        counts = np.bincount(owners, weights=ends - starts + 1, minlength=len(documents)).astype(np.int64)
    return {d.id: int(count) for d, count in zip(documents, counts.tolist())}


def _unit_cost(text: str, units: int, unit: str) -> float:
    """Return the estimated bytes one unit of the text costs: what is made of it, and its share of the text
    as Python holds it."""
    return BYTES_PER_UNIT[unit] + sys.getsizeof(text) / max(1, units)


def _cap(counts: dict[int, int], costs: dict[int, float], pair_cost: float) -> int:
    """Return the most units each document may keep so that the class and its largest pair fit the budget:
    the longest documents are cut first, all to the same length."""
    largest = sorted(counts.values(), reverse=True)[:2]

    def cost(cap: int) -> float:
        return sum(min(n, cap) * costs[i] for i, n in counts.items()) + pair_cost * sum(min(n, cap) for n in largest)

    low, high = 0, max(counts.values(), default=0)
    while low < high:  # the largest cap that fits
        middle = (low + high + 1) // 2
        if cost(middle) <= _BUDGET:
            low = middle
        else:
            high = middle - 1
    return low


def _shortened(document: DocumentRecord, cut: int, units: int, unit: str) -> DocumentRecord:
    """Return the document with its text cut at `cut` (after its first `units` units), and a warning."""
    text = document.text[:cut].rstrip()
    words = "words" if unit == "word" else "characters"
    note = (f"compared in part: only its first {units:,} {words} ({len(text):,} characters) were kept, to keep the "
            "scan within its memory budget")
    quotes = tuple((start, min(end, len(text))) for start, end in document.block_quotes if start < len(text))
    parts = tuple(replace(part, start=min(part.start, len(text)), end=min(part.end, len(text)))
                  for part in document.parts)
    message = f"{document.message}; {note}" if document.message else note
    return replace(document, text=text, status="warning", message=message, block_quotes=quotes, parts=parts)
