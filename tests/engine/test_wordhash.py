"""Word hashes: the vectorised path and the per-word path agree with folding each word on its own."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.text.normalize import NormalizeOptions, words
from plagcheck.engine.text.wordhash import PLAIN_MAX_LENGTH, folded_word_hash, folded_word_hashes, word_hashes

# Plain ASCII, accents, ligatures, invisible characters, homoglyphs, hyphens across lines, punctuation.
_ALPHABET = "abcXYZ09_ éÉßﬁ\u200b\u00ad-\n\t.,'\"ΑοаСİı｜ｆ"


def reference(text: str, options: NormalizeOptions) -> list[int]:
    return [folded_word_hash(w) for w in words(text, options).values]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=80), st.booleans(), st.booleans())
def test_every_word_hashes_like_its_folded_form(text, fold, join):
    options = NormalizeOptions(fold, join)
    hashes, starts, ends = word_hashes(text, options)
    units = words(text, options)
    assert hashes.tolist() == reference(text, options)
    assert starts.tolist() == units.starts.tolist() and ends.tolist() == units.ends.tolist()


def test_case_and_dress_do_not_change_a_word():
    plain, _, _ = word_hashes("plagiarism detection")
    dressed, _, _ = word_hashes("PLAGIARISM De\u00adtec-\ntion")
    assert np.array_equal(plain, dressed)


def test_long_words_and_invisible_only_words():
    long_word = "x" * (PLAIN_MAX_LENGTH + 5)
    hashes, starts, ends = word_hashes(f"{long_word} \u200b\u200b end")
    assert hashes.tolist() == [folded_word_hash(long_word), folded_word_hash("end")]
    assert (starts.tolist(), ends.tolist()) == ([0, PLAIN_MAX_LENGTH + 9], [PLAIN_MAX_LENGTH + 5, PLAIN_MAX_LENGTH + 12])


def test_distinct_words_get_distinct_hashes():
    vocabulary = [f"w{i}x{i * 7919 % 1000}" for i in range(20_000)]
    hashes, _, _ = word_hashes(" ".join(vocabulary))
    assert np.unique(hashes).size == len(vocabulary)


def test_a_long_text_hashed_in_pieces_gives_the_same_words(monkeypatch):
    import plagcheck.engine.text.wordhash as wordhash

    paragraphs = [f"Paragraph {i} of a long thesis, with Ünïcode and a hyphen-\nated word {i * 7}." for i in range(400)]
    text = "\n\n".join(paragraphs)
    whole = word_hashes(text)
    monkeypatch.setattr(wordhash, "PIECE_CHARACTERS", 300)
    assert len(wordhash._pieces(text)) > 50
    pieced = word_hashes(text)
    assert all(np.array_equal(a, b) for a, b in zip(whole, pieced))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(alphabet=_ALPHABET + "āçğışöüñøåæœ日本語кирилица", min_size=1, max_size=90), max_size=40))
def test_words_hashed_together_hash_as_each_alone(folded):
    assert folded_word_hashes(folded) == [folded_word_hash(word) for word in folded]


def test_new_accented_words_of_a_text_hash_as_each_alone():
    text = "Çağrı öğrencilerin ödevlerini inceledi; naïve café Ærø straße ÇAĞRI"
    hashes, _, _ = word_hashes(text)
    assert hashes.tolist() == reference(text, NormalizeOptions())
