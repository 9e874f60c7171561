"""The words two sides of a reworded passage share, located in both texts."""

from __future__ import annotations

from plagcheck.engine.reworded.shared_words import shared_word_ranges


def words_at(text: str, ranges) -> list[str]:
    return [text[start:end] for start, end in ranges]


def test_shared_words_are_found_in_both_sides_whatever_their_order_and_case():
    a = "Intro. The Industrial Revolution changed how people worked. End."
    b = "Before: how people WORKED was changed by the industrial revolution, said the book."
    span_a = (a.index("The"), a.index(" End"))
    span_b = (b.index("how"), b.index(", said"))
    in_a, in_b = shared_word_ranges(a, span_a, b, span_b)
    # "the" and "how" in common say nothing: the language's short stop words are not emphasised
    assert words_at(a, in_a) == ["Industrial", "Revolution", "changed", "people", "worked"]
    assert words_at(b, in_b) == ["people", "WORKED", "changed", "industrial", "revolution"]
    assert all(span_a[0] <= s < e <= span_a[1] for s, e in in_a)  # only inside the passage
    assert "book" not in words_at(b, in_b) and "Intro" not in words_at(a, in_a)


def test_folded_forms_match_look_alike_letters_and_words_outside_the_other_passage_do_not():
    a = "сat sat on the mat"  # Cyrillic 'с'
    b = "a cat was sitting on a rug; mat outside"
    in_a, in_b = shared_word_ranges(a, (0, len(a)), b, (0, b.index(";")))
    assert words_at(a, in_a) == ["сat", "on"]
    assert words_at(b, in_b) == ["cat", "on"]


def test_empty_and_out_of_range_spans_give_nothing():
    assert shared_word_ranges("abc", (5, 9), "abc", (0, 3)) == ((), ())
    assert shared_word_ranges("", (0, 0), "", (0, 0)) == ((), ())



def test_the_stop_words_left_plain_are_those_of_the_two_whole_texts_language():
    # A reworded passage of two sentences is too little to recognise Turkish by; the two essays are enough.
    # "ve" (and) and "bir" (a) in common say nothing and stay plain; the content words are emphasised.
    passage_a = ("Arılar çiçeklerden nektar toplar ve bunu kovanda bala dönüştürür. Bir koloni binlerce işçi "
                 "arıdan oluşur ve her biri bir görev üstlenir.")
    passage_b = ("Bal arısı bir böcektir ve kovanda yaşar. Çiçeklerden nektar toplayan işçi arılar bunu bala "
                 "dönüştürür ve petek gözlerine koyar.")
    rest = ("Kışın arılar bir araya toplanır ve kanat kaslarıyla ısınır. Bu yüzden kovan soğukta bile sıcak "
            "kalır ve kraliçe korunur. Ama bu da yetmez, çünkü her şey havaya bağlıdır. Bazı yıllar çok "
            "soğuk geçer ve o zaman bir kısmı ölür. Yine de her bahar yeni bir nesil doğar ve kovan eski "
            "hâline döner. Bu döngü için arıcılar da çok çalışır, ama en büyük iş yine arıların kendisindedir. ")
    a, b = passage_a + " " + rest * 3, rest * 2 + passage_b
    span_a, span_b = (0, len(passage_a)), (len(rest) * 2, len(b))
    in_a, in_b = shared_word_ranges(a, span_a, b, span_b)
    assert {"nektar", "işçi", "kovanda"} <= set(words_at(a, in_a)) & set(words_at(b, in_b))
    assert not {"ve", "bir", "Bir"} & set(words_at(a, in_a) + words_at(b, in_b))
