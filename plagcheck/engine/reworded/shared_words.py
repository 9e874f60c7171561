"""The words two sides of a reworded passage have in common, located in both texts.

Inside a reworded passage the teacher needs to see what the two sides still share: the same content words in
another order, with a few substitutions. This finds, for each side, the character ranges of its words whose
folded form (plagcheck.engine.text.normalize.words: case, invisible characters, look-alike letters) occurs
anywhere in the other side's passage. The short stop words of the passages' language (recognised as the
scan does, lexicon.detect_language; from the two whole texts when the passages are too short to tell, as a
hundred words of Turkish are) are not emphasised: "the" and "of", "ve" and "bir" in common say nothing.
Linear in the texts' lengths (one set per side). No Qt here.
"""

from __future__ import annotations

from collections import Counter

from plagcheck.engine.reworded.lexicon import LANGUAGE_WORDS, detect_language, stop_word_lists
from plagcheck.engine.text.normalize import NormalizeOptions, Units, words

Ranges = tuple[tuple[int, int], ...]
#: Stop words up to this long are left unemphasised.
EMPHASIS_STOP_LENGTH = 4


def _in_other(units: Units, others: set[str], offset: int) -> Ranges:
    """Return the ranges (shifted by `offset`) of the units whose folded value is in `others`, one per word."""
    return tuple((offset + start, offset + end)
                 for value, start, end in zip(units.values, units.starts.tolist(), units.ends.tolist())
                 if value in others)


def _language_of(units_a: Units, units_b: Units) -> str:
    """Return the language of the two runs of words (lexicon.detect_language), or "" when none is recognised."""
    counts = Counter(units_a.values + units_b.values)
    return detect_language(dict(counts.most_common(LANGUAGE_WORDS)))


def shared_word_ranges(
    text_a: str, span_a: tuple[int, int], text_b: str, span_b: tuple[int, int],
    options: NormalizeOptions = NormalizeOptions(),
) -> tuple[Ranges, Ranges]:
    """Return (ranges in text_a, ranges in text_b): the [start, end) character ranges of each word of one
    side's passage (text[start:end] of its span) whose folded form occurs in the other side's passage, in
    text order, but for the short stop words of their language. Spans are clamped to their texts."""
    a_start, a_end = _clamp(span_a, len(text_a))
    b_start, b_end = _clamp(span_b, len(text_b))
    units_a = words(text_a[a_start:a_end], options)
    units_b = words(text_b[b_start:b_end], options)
    # the whole texts only when the passages do not tell: reading them costs 1-2 ms a pair
    language = _language_of(units_a, units_b) or _language_of(words(text_a, options), words(text_b, options))
    # the language's short stop words ("the", "of", "with"): its lists also hold words such as "worked"
    stop = frozenset(w for w in stop_word_lists().get(language, ()) if len(w) <= EMPHASIS_STOP_LENGTH)
    in_a, in_b = set(units_a.values) - stop, set(units_b.values) - stop
    return _in_other(units_a, in_b, a_start), _in_other(units_b, in_a, b_start)


def _clamp(span: tuple[int, int], length: int) -> tuple[int, int]:
    start = max(0, min(span[0], length))
    return start, max(start, min(span[1], length))
