"""Property tests: no bytes, however mangled, make a reader raise; clean-up keeps every word."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fixtures_docs import DATA, docx_paragraphs, write_odt, write_raw_docx
from plagcheck.engine.reading.extract import SUFFIX_FORMATS, extract_bytes
from plagcheck.engine.reading.extract.cleanup import TextLine, join_lines, tidy

SUFFIXES = sorted(SUFFIX_FORMATS) + [".bin"]
FAST = settings(max_examples=60, deadline=None)


def _assert_sound(result):
    assert result.status in ("ok", "warning", "error", "skipped")
    assert isinstance(result.text, str) and isinstance(result.message, str)
    if result.status in ("ok", "warning"):
        assert result.text.strip()
    else:
        assert result.message and not result.text


@pytest.fixture(scope="module")
def seed_documents(tmp_path_factory) -> dict[str, bytes]:
    """One small valid document per format, to be damaged by the test."""
    folder = tmp_path_factory.mktemp("fuzz-seeds")
    return {
        ".pdf": (DATA / "word_export.pdf").read_bytes(),
        ".docx": write_raw_docx(folder / "a.docx", docx_paragraphs("One.", "Two words.")).read_bytes(),
        ".odt": write_odt(folder / "a.odt", "<text:p>Hello there.</text:p>").read_bytes(),
        ".rtf": rb"{\rtf1\ansi\ansicpg1252 Caf\'e9.\par Next.\par}",
        ".html": b"<html><body><p>Hello <b>world</b></p></body></html>",
        ".txt": "Plain words, caf\u00e9.".encode("utf-8"),
    }


@FAST
@given(data=st.binary(max_size=4096), suffix=st.sampled_from(SUFFIXES))
def test_random_bytes_never_raise(data, suffix):
    _assert_sound(extract_bytes(data, suffix))


@FAST
@given(
    suffix=st.sampled_from([".pdf", ".docx", ".odt", ".rtf", ".html", ".txt"]),
    cut=st.floats(min_value=0.0, max_value=1.0),
    flips=st.lists(st.tuples(st.floats(min_value=0.0, max_value=1.0), st.integers(0, 255)), max_size=8),
)
def test_damaged_real_documents_never_raise(seed_documents, suffix, cut, flips):
    data = bytearray(seed_documents[suffix])
    for where, value in flips:
        data[int(where * (len(data) - 1))] = value
    _assert_sound(extract_bytes(bytes(data[: max(1, int(len(data) * cut))]), suffix))


@FAST
@given(st.text(max_size=300))
def test_tidy_is_idempotent(text):
    once = tidy(text)
    assert tidy(once) == once
    assert "\n\n\n" not in once and once == once.strip()


WORD = st.text(alphabet=st.characters(whitelist_categories=("Ll", "Lu")), min_size=1, max_size=8)


@FAST
@given(st.lists(st.tuples(st.lists(WORD, min_size=1, max_size=6), st.booleans()), min_size=1, max_size=12))
def test_joining_lines_keeps_every_letter_in_order(lines):
    text_lines = [TextLine(" ".join(words), start) for words, start in lines]
    joined = join_lines(text_lines)
    letters = re.sub(r"\W", "", "".join(line.text for line in text_lines))
    assert re.sub(r"\W", "", joined) == letters


def test_hostile_repetitions_are_read_in_one_pass():
    # Each of these took seconds to minutes at 100 KB when a pattern rescanned from every position.
    for source, suffix in ((b"*a " * 40_000, ".md"), (b"<a" * 50_000, ".md"), (b"![" * 50_000, ".md"),
                           (b" " * 200_000 + b"x", ".txt"), (b"{\\rtf1 " + (b"a" * 511 + b"g") * 400 + b"}", ".rtf"),
                           (b"<pre>" + b" " * 200_000 + b"x</pre>", ".html")):
        _assert_sound(extract_bytes(source, suffix))
    long_word = [TextLine("a-" * 50_000, True), TextLine("b" * 100_000, False)]
    assert join_lines(long_word).endswith("b" * 100_000)
