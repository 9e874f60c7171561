"""Shingling and hashing: the textbook example, stability, and the offset map."""

import numpy as np

from plagcheck.engine.copied.shingles import SHINGLE_HASH_VERSION, shingle_document, shingle_strings
from plagcheck.engine.text.normalize import normalize_word
from plagcheck.engine.text.wordhash import folded_word_hash
from plagcheck.shared.models import ScanSettings


def test_two_shingles_of_abcab_are_ab_bc_ca():
    # MMDS Example 3.3: the set of 2-shingles of "abcab" is {ab, bc, ca}.
    assert shingle_strings("abcab", 2) == ["ab", "bc", "ca", "ab"]
    assert set(shingle_strings("abcab", 2)) == {"ab", "bc", "ca"}
    doc = shingle_document("abcab", ScanSettings(unit="char", k=2))
    assert doc.hashes.size == 4 and doc.set_size == 3
    assert doc.hashes[0] == doc.hashes[3]


def test_word_shingles():
    assert shingle_strings("The cat sat on the mat", 3, unit="word") == [
        "the cat sat", "cat sat on", "sat on the", "on the mat"
    ]


def test_hashes_are_stable_across_runs_and_machines():
    # Fixed values: a change here invalidates stored hashes (the reference library's): bump SHINGLE_HASH_VERSION.
    assert SHINGLE_HASH_VERSION == 3
    assert folded_word_hash("plagiarism") == 15570005968822306671
    # Version 3 keeps the vowel signs of Indic scripts in their words (version 2 dropped them and split there).
    assert normalize_word("किताब") == "किताब"
    assert folded_word_hash(normalize_word("किताब")) == 15477414065328242248
    doc = shingle_document("the quick brown fox jumps over", ScanSettings())
    assert doc.hashes.tolist() == [3864155459806050099, 16661506542328524755]


def test_default_k_per_unit():
    assert ScanSettings().shingle_k == 5
    assert ScanSettings(unit="char").shingle_k == 9
    assert ScanSettings(k=3).shingle_k == 3


def test_short_document_is_one_shingle():
    doc = shingle_document("too short", ScanSettings())
    assert doc.k == 2 and doc.hashes.size == 1


def test_same_words_differently_dressed_give_the_same_set():
    plain = shingle_document("The quick brown fox jumps over the lazy dog", ScanSettings())
    dressed = shingle_document("THE qui-\nck brown ｆｏｘ\u200b jumps  оver\nthe la\u00adzy dog!", ScanSettings())
    assert np.array_equal(plain.shingle_set, dressed.shingle_set)
    unfolded = ScanSettings(fold_homoglyphs=False, join_hyphenated=False)
    assert not np.array_equal(plain.shingle_set, shingle_document("THE qui-\nck brown fox", unfolded).shingle_set)


def test_span_maps_a_shingle_to_the_original_text():
    text = "Alpha beta,  gamma delta epsilon zeta"
    doc = shingle_document(text, ScanSettings(k=3))
    start, end = doc.span(1, 2)
    assert text[start:end] == "beta,  gamma delta epsilon"


def test_character_shingles_span_the_original():
    text = "Hello   World"
    doc = shingle_document(text, ScanSettings(unit="char", k=4))
    start, end = doc.span(0, doc.hashes.size - 1)
    assert text[start:end] == text
