"""Text clean-up shared by the readers: ligatures, page furniture, paragraphs and hyphenation."""

from plagcheck.engine.reading.extract.cleanup import TextLine, find_page_furniture, is_page_number, join_lines, tidy


def test_tidy_expands_ligatures_and_drops_controls():
    assert tidy("ef\ufb01cient \ufb02ow\x00\x07 o\ufb03ce\r\nnext\ufffe") == "efficient flow office\nnext"


def test_tidy_keeps_one_blank_line_between_paragraphs():
    assert tidy("one  \n\n\n\n\ntwo\t\n\fthree") == "one\n\ntwo\n\nthree"


def test_page_numbers_are_recognised():
    for line in ("3", "- 12 -", "Page 3", "page 3 of 12", "3/12", "Seite 4 von 9", "iv", "p. 7"):
        assert is_page_number(line), line
    for line in ("3 apples were eaten", "Chapter 3: the war", "In 1914 the war began."):
        assert not is_page_number(line), line


def test_running_headers_and_footers_are_found_on_every_page():
    pages = [
        ["Alice Martin - History 10B", body, f"Page {p} of 3"]
        for p, body in enumerate(("The war began.", "Peace came late.", "Trade grew again."), start=1)
    ]
    furniture = find_page_furniture(pages)
    assert furniture == [{0, 2}, {0, 2}, {0, 2}]


def test_a_line_repeated_in_the_body_is_not_furniture():
    pages = [["Title", "Intro", "The same sentence.", "More text", "Closing words", "Final"],
             ["Other", "The same sentence.", "More", "Text", "Again", "End of it"]]
    # "The same sentence." is the third line of page 1 but the second of page 2: not a running header.
    assert find_page_furniture(pages) == [set(), set()]


def test_hyphenated_words_across_lines_are_joined():
    lines = [TextLine("The exam-", True), TextLine("ple shows a well-", False), TextLine("known fact.", False),
             TextLine("It is well-known and self-", False), TextLine("evident.", False)]
    text = join_lines(lines)
    assert "example" in text
    # The document writes "well-known" with its hyphen elsewhere, so the compound keeps it.
    assert "well-known fact" in text
    assert "self-evident" not in text and "selfevident" in text


def test_soft_hyphen_at_line_end_is_removed_and_paragraphs_kept():
    lines = [TextLine("First para\u00ad", True), TextLine("graph ends.", False), TextLine("Second one.", True)]
    assert join_lines(lines) == "First paragraph ends.\n\nSecond one."


def test_hyphen_before_a_capital_or_number_is_kept():
    lines = [TextLine("the anti-", True), TextLine("Napoleon coalition of 1813-", False), TextLine("1815", False)]
    assert join_lines(lines) == "the anti- Napoleon coalition of 1813- 1815"
