"""Stable 64-bit hashes of a text's normalised words, computed for all its words at once.

A word's hash is a polynomial in the code points of its folded form (see normalize.normalize_word),
modulo 2**64, passed through the SplitMix64 finaliser with the word's length. Most words of most texts
are plain ASCII letters and digits, whose folded form is just their lower case: those are hashed with
numpy over the whole text (prefix sums of code point x base**position-in-word), with no Python work per
word. Any other word (accents, other scripts, ligatures, invisible characters, a hyphen joined across a
line break, or longer than PLAIN_MAX_LENGTH) is folded in Python, once per distinct spelling, and hashed
with the same polynomial, so both paths give one word the same hash.
"""

from __future__ import annotations

import numpy as np

from plagcheck.engine.text.normalize import (
    ASCII_WORD_CHAR,
    NormalizeOptions,
    normalize_word,
    text_codes,
    word_spans,
)

_BASE = 0x9E3779B97F4A7C15  # odd, so every power is a distinct unit modulo 2**64
_MASK = (1 << 64) - 1
_LENGTH_SALT = np.uint64(0xD6E8FEB86659FD93)
#: Longer plain words take the Python path: the powers table stays small, and mod-2**64 polynomial
#: hashes have known equal-length collisions (Thue-Morse strings) only from 2,048 characters on.
PLAIN_MAX_LENGTH = 64
#: Characters hashed at once: longer texts go a piece at a time (about 30 bytes of arrays per character).
PIECE_CHARACTERS = 2_000_000
_POWERS = np.array([pow(_BASE, j, 1 << 64) for j in range(PLAIN_MAX_LENGTH)], dtype=np.uint64)

# Hashes of the words that take the Python path, by raw spelling and homoglyph option (0 = folds to nothing).
_SPECIAL: dict[bool, dict[str, int]] = {True: {}, False: {}}
_SPECIAL_LIMIT = 1_000_000


def mix64(values: np.ndarray) -> np.ndarray:
    """Return the SplitMix64 finaliser of uint64 `values`: a bijection that spreads every input bit."""
    z = values.astype(np.uint64, copy=True)
    with np.errstate(over="ignore"):
        z ^= z >> np.uint64(30)
        z *= np.uint64(0xBF58476D1CE4E5B9)
        z ^= z >> np.uint64(27)
        z *= np.uint64(0x94D049BB133111EB)
        z ^= z >> np.uint64(31)
    return z


def _mix_with_length(values: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Return mix64 of values + length x salt (uint64, wrapping)."""
    with np.errstate(over="ignore"):
        return mix64(values + lengths.astype(np.uint64) * _LENGTH_SALT)


def folded_word_hash(folded: str) -> int:
    """Return the hash of one already folded word (the reference for both paths; 0 never occurs in use)."""
    mixed = _mix_with_length(np.array([_polynomial(folded)], dtype=np.uint64), np.array([len(folded)]))
    return int(mixed[0])


def folded_word_hashes(folded: list[str]) -> list[int]:
    """Return folded_word_hash of each already folded word, their finaliser applied to all at once (one numpy
    call per word cost about 20 microseconds: the 7,000 stop words of every language took 0.185 s)."""
    if not folded:
        return []
    values = np.array([_polynomial(word) for word in folded], dtype=np.uint64)
    return _mix_with_length(values, np.array([len(word) for word in folded])).tolist()


def _polynomial(folded: str) -> int:
    """Return the polynomial of a folded word's code points, modulo 2**64 (before the finaliser)."""
    value, power = 0, 1
    for ch in folded:
        value = (value + ord(ch) * power) & _MASK
        power = (power * _BASE) & _MASK
    return value


def word_hashes(text: str, options: NormalizeOptions = NormalizeOptions()) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return (hashes uint64, starts int64, ends int64) of the normalised words of `text`, in text order.

    Word i is text[starts[i]:ends[i]]; words made only of invisible characters are left out, as in
    normalize.words, which gives the same words (as strings) in the same order. A long text is hashed a
    piece at a time, cut at blank lines, so the per-character arrays stay small.
    """
    pieces = [_piece_hashes(text[start:end], start, options) for start, end in _pieces(text)]
    if len(pieces) == 1:
        return pieces[0]
    hashes, starts, ends = zip(*pieces)
    return np.concatenate(hashes), np.concatenate(starts), np.concatenate(ends)


def _pieces(text: str) -> list[tuple[int, int]]:
    """Return [start, end) ranges covering `text`, each about PIECE_CHARACTERS long, cut inside a blank line
    (no word, and no word hyphenated across a line break, spans one)."""
    bounds, start = [], 0
    while len(text) - start > PIECE_CHARACTERS:
        cut = text.find("\n\n", start + PIECE_CHARACTERS)
        if cut == -1:
            break
        bounds.append((start, cut + 1))
        start = cut + 1
    bounds.append((start, len(text)))
    return bounds


def _piece_hashes(text: str, offset: int, options: NormalizeOptions) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return word_hashes of one piece of a text that starts at `offset` in the whole."""
    codes = text_codes(text)
    starts, ends = word_spans(text, options.join_hyphenated, codes)
    if starts.size == 0:
        return np.zeros(0, np.uint64), starts, ends
    lengths = ends - starts
    # Plain characters: ASCII letters, digits and "_", the only ones whose fold is their lower case.
    not_plain = np.zeros(codes.size + 1, dtype=np.int32)
    np.cumsum(~ASCII_WORD_CHAR[np.minimum(codes, 127)] | (codes >= 128), out=not_plain[1:])
    special = ((not_plain[ends] - not_plain[starts]) > 0) | (lengths > PLAIN_MAX_LENGTH)
    del not_plain
    # Position of each character in its word (clipped: characters between words do not count).
    position = np.zeros(codes.size, dtype=np.int32)
    position[starts] = starts
    np.maximum.accumulate(position, out=position)
    np.subtract(np.arange(codes.size, dtype=np.int32), position, out=position)
    np.minimum(position, PLAIN_MAX_LENGTH - 1, out=position)
    lower = codes + ((codes - np.uint32(65)) < 26).astype(np.uint32) * np.uint32(32)  # A-Z -> a-z
    del codes
    with np.errstate(over="ignore"):
        prefix = np.zeros(lower.size + 1, dtype=np.uint64)
        np.multiply(lower, _POWERS[position], out=prefix[1:])
        np.cumsum(prefix, out=prefix)
        values = prefix[ends] - prefix[starts]
    hashes = _mix_with_length(values, lengths)
    if special.any():
        hashes, starts, ends = _hash_special_words(text, hashes, starts, ends, special, options)
    return hashes, starts + offset, ends + offset


def _hash_special_words(
    text: str,
    hashes: np.ndarray,
    starts: np.ndarray,
    ends: np.ndarray,
    special: np.ndarray,
    options: NormalizeOptions,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return the hashes with the special words folded in Python, dropping those that fold to nothing."""
    known = _SPECIAL[options.fold_homoglyphs]
    if len(known) > _SPECIAL_LIMIT:
        known.clear()
    where = np.flatnonzero(special)
    raw = [text[s:e] for s, e in zip(starts[where].tolist(), ends[where].tolist())]
    new = list(set(raw).difference(known))
    folded = [normalize_word(word, options.fold_homoglyphs) for word in new]
    # A word that folds to nothing hashes to 0 (dropped below); the others are hashed together.
    kept = [index for index, form in enumerate(folded) if form]
    known.update(dict.fromkeys(new, 0))
    known.update(zip([new[index] for index in kept], folded_word_hashes([folded[index] for index in kept])))
    hashes = hashes.copy()
    hashes[where] = np.array([known[w] for w in raw], dtype=np.uint64)
    vanished = where[hashes[where] == 0]
    if vanished.size:
        keep = np.ones(hashes.size, dtype=bool)
        keep[vanished] = False
        return hashes[keep], starts[keep], ends[keep]
    return hashes, starts, ends
