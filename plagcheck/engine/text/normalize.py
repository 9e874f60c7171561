"""Normalisation that keeps a map back to the original text.

A document becomes a sequence of *units* (words, or characters of the normalised text), each with the
[start, end) range of the original text it came from. Folding undoes the usual evasion tricks: Unicode
compatibility forms and ligatures (NFKC), case, invisible characters, soft hyphens, words hyphenated across
line breaks, and Cyrillic/Greek letters that look Latin.

A word is a run of letters, digits and combining marks. Marks that only dress a letter (accents NFKC does
not compose, stacked "Zalgo" marks, Arabic and Hebrew vowel points, which writers add or leave out at will)
are removed from it; the others are letters of their script (the vowel signs and viramas of Devanagari,
Bengali, Tamil and the other Indic scripts) and stay: "किताब" is one word, not "क", "त" and "ब". Letters
of the Arabic script that are written one for another (alef with or without hamza, Persian and Arabic
yeh and kaf, Arabic-Indic digits) fold to one form each.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import numpy as np

# Characters that render as nothing (or almost nothing): zero-width spaces and joiners, soft hyphen,
# bidi controls, variation selectors, the byte-order mark. They are allowed inside a word and then removed.
# The Arabic tatweel (U+0640) only stretches a word, so it goes too.
_INVISIBLE = (
    "\u00ad\u034f\u061c\u0640\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff"
)
# Combining marks that dress a letter rather than spell one (see the module doc): generic diacritics,
# Cyrillic combining marks, Hebrew points and accents, Arabic vowel points and Quranic marks.
_DRESSING_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a"
    "\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed"
    "\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
)
# Letters of the Arabic script that writers and keyboards use one for another: alef with or without a
# hamza or madda, the Persian yeh and keheh and their Arabic twins, and the Arabic-Indic digits (the stop-word
# lists write "الى" where texts write "إلى"). Folded to one form each, towards the Arabic letters, which the
# Persian stemmer reads as its own while the Arabic one does not read the Persian letters.
_ARABIC_SCRIPT_FOLDS = str.maketrans(
    {"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ی": "ي", "ک": "ك",
     **{chr(0x0660 + d): str(d) for d in range(10)}, **{chr(0x06F0 + d): str(d) for d in range(10)}}
)
_INVISIBLE_RE = re.compile(rf"[{_INVISIBLE}]")
_DRESSING_RE = re.compile(rf"[{_DRESSING_MARKS}]")
# A word broken at the end of a line with a hyphen ("exam-\nple") is one word.
_LINE_BREAK_HYPHEN = re.compile(r"-[ \t]*\r?\n[ \t]*")

# Letters from other scripts that look like Latin ones (after case folding), from Unicode's confusables
# list restricted to Cyrillic and Greek, the scripts students use for this. Applied to every word: the fold
# is the same in every document, so genuine Cyrillic or Greek text still compares correctly with itself.
_HOMOGLYPHS = str.maketrans(
    {
        # Cyrillic
        "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "і": "i", "ї": "i", "ј": "j", "к": "k",
        "м": "m", "н": "h", "п": "n", "г": "r", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s",
        "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ү": "y", "ɡ": "g", "ո": "n", "ս": "u",
        # Greek
        "α": "a", "β": "b", "γ": "y", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "ϲ": "c", "ϳ": "j", "ϱ": "p",
        # Latin look-alikes outside ASCII that NFKC leaves alone
        "ı": "i", "ȷ": "j", "ꞵ": "b",
    }
)


@dataclass(frozen=True)
class NormalizeOptions:
    """Which folds to apply (NFKC, case folding and invisible characters are always applied)."""

    fold_homoglyphs: bool = True
    join_hyphenated: bool = True


@dataclass(frozen=True)
class Units:
    """A document as normalised units: unit i is `values[i]`, taken from original text[starts[i]:ends[i]]."""

    values: list[str]
    starts: np.ndarray  # int64
    ends: np.ndarray  # int64

    def __len__(self) -> int:
        return len(self.values)


def normalize_word(raw: str, fold_homoglyphs: bool = True) -> str:
    """Return the folded form of one word as it appears in the text (may be empty if it was all invisible)."""
    word = _LINE_BREAK_HYPHEN.sub("", raw)
    word = _INVISIBLE_RE.sub("", word)
    word = unicodedata.normalize("NFKC", word).casefold()
    if fold_homoglyphs and not word.isascii():
        word = word.translate(_HOMOGLYPHS)
    # NFKC can decompose a character into several words ("¼" -> "1⁄4"); keep only word characters.
    if not word.isascii():
        word = _DRESSING_RE.sub("", word).translate(_ARABIC_SCRIPT_FOLDS)
    return "".join(ch for ch in word if _spells_a_word(ch))


# Folded forms already computed, per homoglyph option: documents of one class share most of their words.
_FOLDED: dict[bool, dict[str, str]] = {True: {}, False: {}}
_FOLDS_TO_NOTHING: set[str] = set()
_FOLDED_LIMIT = 2_000_000
#: Which ASCII code points are word characters (as `\w` matches them): word_spans and wordhash look codes up here.
ASCII_WORD_CHAR = np.array([chr(c).isalnum() or chr(c) == "_" for c in range(128)], dtype=bool)


def text_codes(text: str) -> np.ndarray:
    """Return the code points of `text` as a uint32 array (one per Python character)."""
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def _spells_a_word(ch: str) -> bool:
    """Return True for a character a folded word keeps: a letter, digit, "_" or combining mark."""
    return ch.isalnum() or ch == "_" or unicodedata.category(ch)[0] == "M"


def _is_word_char(ch: str) -> bool:
    """Return True for a character that can be part of a word: one that spells it, or an invisible one."""
    return _spells_a_word(ch) or bool(_INVISIBLE_RE.match(ch))


def _word_char_mask(codes: np.ndarray) -> np.ndarray:
    """Return a boolean per code point: True where it can be part of a word."""
    mask = ASCII_WORD_CHAR[np.minimum(codes, 127)]  # 127 (DEL) is not a word character
    if codes.size and int(codes.max()) >= 128:
        others = np.unique(codes[codes >= 128])
        word_like = np.array([_is_word_char(chr(c)) for c in others.tolist()], dtype=bool)
        if word_like.any():
            mask |= np.isin(codes, others[word_like])
    return mask


def word_spans(
    text: str, join_hyphenated: bool = True, codes: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Return (starts, ends) of the raw words of `text`: maximal runs of word characters.

    With `join_hyphenated`, a hyphen + line break between two word characters joins them into one word.
    `codes` are the text's `text_codes` when the caller has them already.
    """
    mask = _word_char_mask(text_codes(text) if codes is None else codes)
    if join_hyphenated and "-" in text:
        for match in _LINE_BREAK_HYPHEN.finditer(text):
            start, end = match.span()
            if 0 < start and end < mask.size and mask[start - 1] and mask[end]:
                mask[start:end] = True
    padded = np.concatenate(([False], mask, [False]))
    starts = np.flatnonzero(padded[1:] & ~padded[:-1])
    ends = np.flatnonzero(padded[:-1] & ~padded[1:])
    return starts, ends


def words(text: str, options: NormalizeOptions = NormalizeOptions()) -> Units:
    """Return the normalised words of `text`, each with its range in the original text."""
    starts, ends = word_spans(text, options.join_hyphenated)
    raw = [text[s:e] for s, e in zip(starts.tolist(), ends.tolist())]
    folded = _FOLDED[options.fold_homoglyphs]
    if len(folded) > _FOLDED_LIMIT:
        folded.clear()
    distinct = set(raw)
    for word in distinct.difference(folded):
        folded[word] = normalize_word(word, options.fold_homoglyphs)
        if not folded[word]:
            _FOLDS_TO_NOTHING.add(word)
    values = [folded[w] for w in raw]
    if not distinct.isdisjoint(_FOLDS_TO_NOTHING):  # words made only of invisible characters vanish
        keep = np.array([bool(v) for v in values], dtype=bool)
        values = [v for v in values if v]
        starts, ends = starts[keep], ends[keep]
    return Units(values, starts, ends)


def characters(text: str, options: NormalizeOptions = NormalizeOptions()) -> Units:
    """Return the characters of the normalised text (words joined by one blank), each mapped to the original.

    A character of a word whose folded form has another length than the original (a ligature, a removed
    invisible character) is mapped proportionally inside that word's original range.
    """
    tokens = words(text, options)
    if not tokens.values:
        empty = np.zeros(0, dtype=np.int64)
        return Units([], empty, empty)
    # Each word is followed by one blank (mapped to the word's end); the last blank is dropped.
    norm_len = np.fromiter((len(w) for w in tokens.values), dtype=np.int64, count=len(tokens.values))
    seg_len = norm_len + 1
    raw_len = tokens.ends - tokens.starts
    word_of_char = np.repeat(np.arange(len(seg_len)), seg_len)
    first_char = np.cumsum(seg_len) - seg_len
    pos = np.arange(int(seg_len.sum()), dtype=np.int64) - first_char[word_of_char]
    in_word = pos < norm_len[word_of_char]
    starts = np.where(
        in_word,
        tokens.starts[word_of_char] + pos * raw_len[word_of_char] // norm_len[word_of_char],
        tokens.ends[word_of_char],
    )
    ends = np.where(
        in_word,
        tokens.starts[word_of_char] + (pos + 1) * raw_len[word_of_char] // norm_len[word_of_char],
        tokens.ends[word_of_char],
    )
    ends = np.maximum(ends, starts + in_word)  # a visible character never maps to an empty range
    values = list(" ".join(tokens.values))
    return Units(values, starts[:-1], ends[:-1])


def normalized_text(text: str, options: NormalizeOptions = NormalizeOptions()) -> str:
    """Return the whole normalised text (folded words joined by single blanks)."""
    return " ".join(words(text, options).values)
