"""Sentences as runs of words: the units a reworded passage is compared by.

A paraphrase keeps a sentence's content while changing its words and order, so sentence-sized pieces are
compared as bags of words. A sentence ends at ".", "!" or "?" or another script's full stop or question
mark (any closing quotes or brackets after it) followed by white space, or at a blank line. Pieces are then
evened out so that every piece says enough to be compared and none is too long to place a passage by: a
run of more than MAX_WORDS words is cut into equal parts, and a sentence of fewer than MIN_WORDS words
joins the next one.
"""

from __future__ import annotations

import re

import numpy as np

MIN_WORDS = 6
MAX_WORDS = 40
#: A sentence's end: ".", "!" or "?", their CJK forms, the ellipsis, or another script's full stop or
#: question mark (Arabic "؟", Urdu "۔", Devanagari and Bengali "।" and "॥", Armenian "։", Ethiopic "።" and
#: "፧", Greek ";"), any closing quotes or brackets, then white space; or a blank line. Written with one
#: character class first (the lookbehinds tell the two cases apart), so that the regex engine skips ahead
#: to the next such character instead of trying a match at every position.
_SENTENCE_END = re.compile(
    r"[.!?\u037e\u0589\u061f\u06d4\u0964\u0965\u1362\u1367\u2026\u203c\u2047-\u2049\u3002\uff01\uff1f\n]"
    r"(?:(?<!\n)[\"'\u201d\u2019\u00bb)\]]*\s+|(?<=\n)[ \t]*\n\s*)"
)


def sentence_starts(text: str, word_starts: np.ndarray) -> np.ndarray:
    """Return the index of the first word of every sentence, ascending, starting with 0 (int64).

    `word_starts` are the words' offsets in `text` (ascending). A text without words has no sentences.
    """
    words = int(word_starts.size)
    if words == 0:
        return np.zeros(0, dtype=np.int64)
    ends = np.fromiter((m.end() for m in _SENTENCE_END.finditer(text)), dtype=np.int64)
    # The first word after each end, ascending as the ends are: kept once each, inside (0, words).
    starts = np.concatenate(([0], np.searchsorted(word_starts, ends)))
    new = np.empty(starts.size, dtype=bool)
    new[0] = True
    np.greater(starts[1:], starts[:-1], out=new[1:])
    new[1:] &= starts[1:] < words
    return _evened(starts[new], words)


#: A paragraph break: a blank line (line breaks are "\n" in every extracted text), with the white space after it.
PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")


def paragraph_openers(text: str, word_starts: np.ndarray, word_ends: np.ndarray, sentences: np.ndarray
                      ) -> np.ndarray:
    """Return, for each sentence (`sentences`: sentence_starts), whether it opens a paragraph: it is the
    first, or a blank line lies between it and the word before it."""
    if sentences.size == 0:
        return np.zeros(0, dtype=bool)
    blanks = np.fromiter((m.start() for m in PARAGRAPH_BREAK.finditer(text)), dtype=np.int64)
    firsts = sentences[1:]
    # A blank line starts between the end of the word before the sentence and the sentence's first word.
    after_previous = np.searchsorted(blanks, word_ends[firsts - 1])
    before_first = np.searchsorted(blanks, word_starts[firsts])
    return np.concatenate(([True], before_first > after_previous))


def _evened(starts: np.ndarray, words: int) -> np.ndarray:
    """Return sentence starts with long sentences cut into parts and short ones joined to the next.

    `starts` are ascending and distinct, the first one 0, all below `words`. A sentence of more than
    MAX_WORDS words is cut into ceil(length / MAX_WORDS) parts of equal length (rounded down). Then, from
    the first part on, a piece runs until it holds at least MIN_WORDS words; the next piece starts where
    it ends. A last piece shorter than MIN_WORDS stays with the one before, unless it is the only one.
    """
    if starts.size == 0:
        return np.zeros(0, dtype=np.int64)
    starts = starts.astype(np.int64, copy=False)
    bounds = np.append(starts, words)
    lengths = bounds[1:] - bounds[:-1]
    if lengths.max() > MAX_WORDS:
        parts = (lengths + (MAX_WORDS - 1)) // MAX_WORDS
        sentence = np.repeat(np.arange(starts.size), parts)
        part = np.arange(sentence.size) - (np.cumsum(parts) - parts)[sentence]
        starts = starts[sentence] + (lengths[sentence] * part) // parts[sentence]
        bounds = np.append(starts, words)
    # Where a piece beginning at each part would end: the first bound at least MIN_WORDS words on.
    ends = np.searchsorted(bounds, starts + MIN_WORDS).tolist()
    pieces, kept, at = starts.size, [], 0
    while at < pieces and ends[at] <= pieces:  # one step per piece kept
        kept.append(at)
        at = ends[at]
    return starts[kept] if kept else starts[:1]


#: A form's field on a line of its own: a label of one to four words and a colon, then its value, under
#: FIELD_MAX_WORDS words in all ("Teacher: Mrs Blake", "Student number: 24-1001"). A cover sheet's fields
#: are no prose: the same course, teacher and date on two students' sheets is no evidence of copying. French
#: puts a space before the colon, which a word processor makes a no-break or narrow no-break one ("Date\u202f:
#: 18 mars 2025"), and a label may hold a curly apostrophe ("Numéro d’élève").
FORM_FIELD = re.compile(r"[^\W\d_][\w'’./-]*(?:[ \t\u00a0\u202f]+[\w'’./-]+){0,3}[ \t\u00a0\u202f]*:"
                        r"[ \t\u00a0\u202f]*\S[^\n]*")
FIELD_MAX_WORDS = 10
_LINE = re.compile(r"[^\n]+")


def is_form_field(line: str) -> bool:
    """Return True when a line (stripped) is a form's field (FORM_FIELD)."""
    return len(line.split()) < FIELD_MAX_WORDS and FORM_FIELD.fullmatch(line) is not None


def form_field_words(text: str, word_starts: np.ndarray) -> np.ndarray:
    """Return a boolean per word: True for the words on a line that is a form's field (is_form_field)."""
    mask = np.zeros(word_starts.size, dtype=bool)
    if ":" not in text:
        return mask
    for line in _LINE.finditer(text):
        if ":" in line.group() and is_form_field(line.group().strip()):
            mask[np.searchsorted(word_starts, line.start()) : np.searchsorted(word_starts, line.end())] = True
    return mask

