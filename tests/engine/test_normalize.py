"""Normalisation: every fold, and the map back to the original text."""

from plagcheck.engine.text.normalize import NormalizeOptions, characters, normalized_text, words


def spans(text: str) -> list[str]:
    units = words(text)
    return [text[s:e] for s, e in zip(units.starts, units.ends)]


def test_case_whitespace_and_punctuation():
    assert normalized_text("The  CAT,\n\tsat!") == "the cat sat"


def test_ligatures_and_compatibility_forms_expand():
    assert normalized_text("ﬁnal ｆｕｌｌ ｗｉｄｔｈ") == "final full width"


def test_invisible_characters_and_soft_hyphens_vanish():
    assert normalized_text("pla\u200bgia\u00adrism wo\u2060rd \ufeffstart") == "plagiarism word start"


def test_word_made_only_of_invisible_characters_is_dropped():
    assert words("a \u200b\u200d b").values == ["a", "b"]


def test_homoglyphs_fold_to_latin():
    cyrillic = "Тhе саt sаt оn а mаt"  # Т, е, с, а, о are Cyrillic
    assert normalized_text(cyrillic) == "the cat sat on a mat"
    assert normalized_text(cyrillic, NormalizeOptions(fold_homoglyphs=False)) != "the cat sat on a mat"


def test_hyphenated_line_break_joins_the_word():
    assert normalized_text("an exam-\nple here") == "an example here"
    assert normalized_text("an exam- \n  ple") == "an example"
    assert normalized_text("an exam-\nple", NormalizeOptions(join_hyphenated=False)) == "an exam ple"
    assert normalized_text("well - known") == "well known"


def test_decomposed_accents_compose():
    assert normalized_text("cafe\u0301") == "café"


def test_offsets_point_at_the_original_words():
    text = "Ｈｅｌｌｏ,  ﬁne wor-\nld  \u200bend"
    assert spans(text) == ["Ｈｅｌｌｏ", "ﬁne", "wor-\nld", "\u200bend"]
    assert words(text).values == ["hello", "fine", "world", "end"]


def test_character_units_map_inside_words():
    text = "ab  ﬁ,c"
    units = characters(text)
    assert "".join(units.values) == "ab fi c"
    # The blank after a word maps to that word's end; both letters of the ligature map to it.
    assert list(zip(units.starts.tolist(), units.ends.tolist())) == [
        (0, 1), (1, 2), (2, 2), (4, 5), (4, 5), (5, 5), (6, 7)
    ]


def test_empty_text():
    assert len(words("")) == 0 and len(characters("  \n ")) == 0
