"""Sentences as runs of words: the units a reworded passage is compared by.

A paraphrase keeps a sentence's content while changing its words and order, so sentence-sized pieces are
compared as bags of words. A sentence ends at ".", "!" or "?" (any closing quotes or brackets after it)
followed by white space, or at a blank line. Pieces are then evened out so that every piece says enough to
be compared and none is too long to place a passage by: a run of more than MAX_WORDS words is cut into
equal parts, and a sentence of fewer than MIN_WORDS words joins the next one.
"""

from __future__ import annotations

import re

import numpy as np

MIN_WORDS = 6
MAX_WORDS = 40
_SENTENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f][\"'\u201d\u2019\u00bb)\]]*\s+|\n[ \t]*\n\s*")


def sentence_starts(text: str, word_starts: np.ndarray) -> np.ndarray:
    """Return the index of the first word of every sentence, ascending, starting with 0 (int64).

    `word_starts` are the words' offsets in `text` (ascending). A text without words has no sentences.
    """
    words = int(word_starts.size)
    if words == 0:
        return np.zeros(0, dtype=np.int64)
    ends = np.fromiter((m.end() for m in _SENTENCE_END.finditer(text)), dtype=np.int64)
    cuts = np.unique(np.searchsorted(word_starts, ends))
    cuts = cuts[(cuts > 0) & (cuts < words)]
    return _evened(np.concatenate(([0], cuts)), words)


def _evened(starts: np.ndarray, words: int) -> np.ndarray:
    """Return sentence starts with long sentences cut into parts and short ones joined to the next."""
    lengths = np.diff(np.append(starts, words))
    pieces = []
    for start, length in zip(starts.tolist(), lengths.tolist()):
        parts = -(-length // MAX_WORDS)
        pieces.extend(start + (length * i) // parts for i in range(parts))
    kept, run_start = [], None
    bounds = pieces + [words]
    for i, start in enumerate(pieces):
        if run_start is None:
            run_start = start
        if bounds[i + 1] - run_start >= MIN_WORDS:
            kept.append(run_start)
            run_start = None
    if run_start is not None and not kept:  # otherwise a short last sentence stays with the one before
        kept.append(run_start)
    return np.array(kept, dtype=np.int64)
