"""Every text step takes time linear in its input's length, on the inputs that made earlier versions
quadratic or worse (issue 13): each step is timed on a pathological input and on one four times as long.

Linear growth makes the second about 4 times slower; quadratic about 16. A step fails when it is more than
GROWTH_LIMIT times slower, judged on the best of a few runs (a shared, noisy machine slows single runs, not
the best one), and measured again once before failing. Sizes are chosen so that the smaller input takes a
few milliseconds: below TOO_QUICK_S the timer's noise would decide.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import numpy as np
import pytest

from hostile_texts import repeated_and_shuffled
from plagcheck.engine.compare import compare_documents, prepare_texts
from plagcheck.engine.reading.cover_sheet import _pieces as _cover_pieces
from plagcheck.engine.reading.extract import extract_bytes
from plagcheck.engine.reading.extract.cleanup import TextLine, find_page_furniture, join_lines, tidy
from plagcheck.engine.reading.extract.html import tag_stripped_text
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, place_marks, take_marks
from plagcheck.engine.reading.extract.pdf_streams import check_unpacked_size
from plagcheck.engine.reading.extract.text import decode, markdown_to_text
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.lexicon import build_lexicon, text_words
from plagcheck.engine.reworded.seeds import seeds_of_pairs
from plagcheck.engine.reworded.translated import translated_fragments
from plagcheck.engine.text.citations import bibliography_span, citation_marks, citation_spans, quotation_spans
from plagcheck.engine.text.normalize import normalize_word, word_spans
from plagcheck.engine.text.sentences import sentence_starts
from plagcheck.shared.models import ScanSettings

GROWTH = 4
GROWTH_LIMIT = 9.0
TOO_QUICK_S = 0.004
RUNS = 3


def _best_time(step: Callable[[object], object], data: object) -> float:
    best = float("inf")
    for _ in range(RUNS):
        started = time.perf_counter()
        step(data)
        best = min(best, time.perf_counter() - started)
    return best


def assert_linear(step: Callable[[object], object], make: Callable[[int], object], size: int) -> None:
    """Fail if `step` on make(GROWTH * size) takes more than GROWTH_LIMIT times as long as on make(size)."""
    small, large = make(size), make(GROWTH * size)
    for attempt in range(2):
        base, grown = _best_time(step, small), _best_time(step, large)
        if grown < TOO_QUICK_S or grown <= GROWTH_LIMIT * max(base, TOO_QUICK_S / GROWTH):
            return
    pytest.fail(f"{GROWTH}x the input took {grown / base:.1f}x the time ({base:.4f} s -> {grown:.4f} s)")


def _folded(text: str) -> object:
    """Split the text into words and fold it whole, as one word (the folded forms of `words` are cached)."""
    return word_spans(text), normalize_word(text)


def _sentences(text: str) -> object:
    return sentence_starts(text, text_words(text).starts)


def _lexicon(text: str) -> object:
    return build_lexicon([text], [text_words(text)])


def _compared(texts: tuple[str, str]) -> object:
    """Compare two texts as a scan does, reworded passages included."""
    return compare_documents(0, 1, prepare_texts(dict(enumerate(texts)), ScanSettings()), ScanSettings())


def _translated_pair(blocks: int) -> tuple[ContentDocument, ContentDocument]:
    """Return two documents (pivot terms, reworded/translated.py's input) of `blocks` blocks: two sentences
    matching the other's block of the same number, in the reverse order of blocks, then three of their own.
    Every block is a passage of its own, each measured against the rest of both documents."""
    def document(order: range | list[int], own: int) -> ContentDocument:
        terms: list[int] = []
        sentences: list[int] = []
        for block in order:
            for part in range(2):
                sentences.append(len(terms))
                terms += [block * 10 + part * 5 + k for k in range(5)]
            for part in range(3):
                sentences.append(len(terms))
                terms += [own + (block * 3 + part) * 5 + k for k in range(5)]
        starts = np.arange(len(terms), dtype=np.int64) * 6
        return ContentDocument(np.array(terms, dtype=np.int32), starts, starts + 5, np.array(sentences, dtype=np.int64))

    return document(range(blocks), 10**7), document(list(reversed(range(blocks))), 2 * 10**7)


def _translated(pair: tuple[ContentDocument, ContentDocument]) -> object:
    """Find the pair's seeds and align its translated passages."""
    return translated_fragments(*pair, seeds_of_pairs([pair])[0])


def _draws(seed: int, count: int, modulo: int) -> list[int]:
    """Return `count` numbers under `modulo` from a linear congruential generator: the same on every run."""
    state, numbers = seed, []
    for _ in range(count):
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        numbers.append((state >> 33) % modulo)
    return numbers


def _as_sentences(tokens: list[str]) -> str:
    """Return the tokens joined in sentences of 12."""
    return " ".join(t + ("." if k % 12 == 11 else "") for k, t in enumerate(tokens))


def _sentences_of(words: int, seed: int, vocabulary: int) -> str:
    """Return about `words` words in 12-word sentences over `vocabulary` made-up words (no randomness)."""
    return _as_sentences([f"w{n}" for n in _draws(seed, words, vocabulary)])


def _shuffled_pair(words: int) -> tuple[str, str]:
    """Return a text and the same sentences in another order (thousands of short copied passages, and as
    many reworded fragments, in one pair)."""
    sentences = _sentences_of(words, 1, 20_000).split(". ")
    shuffled = sentences[:]
    random.Random(3).shuffle(shuffled)
    return ". ".join(sentences), ". ".join(shuffled)


def _skeleton_text(words: int, seed: int, content_seed: int) -> str:
    """Return about `words` words in 12-word sentences, every other word a function word drawn (by `seed`)
    from a dozen, the rest made-up content words (by `content_seed`): texts of one seed share a skeleton."""
    small = ("the", "of", "in", "and", "to", "a", "was", "is", "by", "for", "on", "with")
    function, content = _draws(seed, words, len(small)), _draws(content_seed, words, 50_000)
    return _as_sentences([small[function[k]] if k % 2 else f"w{content[k]}" for k in range(words)])


def _name(number: int) -> str:
    """Return a capitalised made-up name of letters only, a different one for each number."""
    letters = ""
    while True:
        number, digit = divmod(number, 26)
        letters += "abcdefghijklmnopqrstuvwxyz"[digit]
        if not number:
            return "Q" + letters


def _read(suffix: str) -> Callable[[bytes], object]:
    def read(data: bytes) -> object:
        result = extract_bytes(data, suffix)
        assert result.status in ("ok", "warning", "error"), result
        return result
    return read


# (step, input of about n characters or bytes, n): every input is one that once made a step super-linear, or
# the worst shape we could think of for its patterns.
CASES = {
    # A cover sheet is looked for in the first 1,500 characters only; its field splitting must be linear anyway.
    "cover sheet: spaced labels": (_cover_pieces, lambda n: "nom  " * n, 40_000),
    "cover sheet: runs of spaces and slashes": (_cover_pieces, lambda n: " / " * n + " " * n, 40_000),
    "tidy: carriage returns": (tidy, lambda n: "a\r\n" * n, 100_000),
    "tidy: ligatures and controls": (tidy, lambda n: "\ufb01\x07 \t" * n, 50_000),
    "tidy: blank lines": (tidy, lambda n: "x" + "\n" * n + "y", 200_000),
    "markdown: heading of spaces": (markdown_to_text, lambda n: "# a" + " " * n + "x\n", 200_000),
    "markdown: closing hashes": (markdown_to_text, lambda n: "# a" + " #" * n + "x\n", 50_000),
    "markdown: unmatched emphasis": (markdown_to_text, lambda n: "*_~` " * n, 30_000),
    "markdown: unmatched brackets": (markdown_to_text, lambda n: "[a](" * n, 30_000),
    "markdown: images and links": (markdown_to_text, lambda n: "![" * n + "](" * n, 20_000),
    "markdown: unclosed tags": (markdown_to_text, lambda n: "<a b" * n, 30_000),
    "markdown: rule-like line": (markdown_to_text, lambda n: "- " * n + "x\n", 30_000),
    "markdown: quotes and fences": (markdown_to_text, lambda n: "> ```\n" * n, 20_000),
    "markdown reader: block quotes": (_read(".md"), lambda n: "".join(f"> b{i}\n\n\"q{i}\" x\n\n" for i in range(n))
                                      .encode(), 3_000),
    "markdown reader: lazy continuation": (_read(".md"), lambda n: ("> a\n" + "b\n" * 5) .encode() * n, 1_000),
    "quotes: unclosed curly": (quotation_spans, lambda n: "\u201ca " * n, 60_000),
    "quotes: unclosed straight": (quotation_spans, lambda n: ('"a' + " c" * 50 + "\n\n") * n, 20_000),
    "quotes: apostrophes": (quotation_spans, lambda n: "\u2018tis " * n, 15_000),
    "quotes: guillemets both ways": (quotation_spans, lambda n: "\u00bba \u00aba " * n, 8_000),
    "quotes: low-high German": (quotation_spans, lambda n: "\u201ea " * n, 12_000),
    "quotes: far apart pairs": (quotation_spans, lambda n: ('"' + "w " * 1200) * (n // 1200), 3_000_000),
    "quotes inside block quotes": (
        lambda text: citation_spans(text, [(i, i + 5) for i in range(0, len(text) - 5, 12)]),
        lambda n: '"q" x \n\n b  ' * n, 10_000),
    "cited quotations: each with a citation": (
        citation_spans, lambda n: "“one two three four five” (Hartley, 2023, p. 4). " * n, 8_000),
    "cited quotations: brackets that never close": (
        citation_spans, lambda n: "“one two three four five” " + "(Hartley " * n, 20_000),
    "cited quotations: long quotations, citations far away": (
        citation_spans, lambda n: ("“" + "w " * 300 + "” " + "x " * 200 + "(2023) ") * (n // 500), 1_000_000),
    # Issue 39: every typography's marks, unmatched; apostrophes of every kind; a signal phrase before every
    # quotation; thousands of sentence-opening names the text uses nowhere else (each looked up in the text).
    "quotes: unmatched marks of every typography": (
        quotation_spans, lambda n: "".join(f"{m}a " for m in "«»‹›„“”‚‘’「」『』〝〞❝❞＂\"'") * n, 3_000),
    "quotes: apostrophes of every kind": (quotation_spans, lambda n: "l'a l’a ’a 'a a' a’ ‘a ‚a " * n, 8_000),
    "quotes: guillemets with no-break spaces, never closed": (quotation_spans, lambda n: "«\u00a0a " * n, 30_000),
    "cited quotations: a signal phrase before every quotation": (
        citation_spans, lambda n: "According to Claire Vasseur, “one two three four five” selon moi. " * n, 3_000),
    "cited quotations: sentence-opening names used nowhere else": (
        citation_spans, lambda n: "".join(f"{_name(k)} said “one two three four five” today. " for k in range(n)),
        3_000),
    "block quotations: indented paragraphs": (
        citation_spans, lambda n: "Intro.\n\n" + "    one two three four (Hartley, 2023)\n\nMine.\n\n" * n, 3_000),
    "cited sentences: a bracket opening names and connectors that never closes": (
        citation_marks, lambda n: "(" + "Abc de la Def and Ghi и " * n, 5_000),
    "cited sentences: a bracket opening one long word of capitals": (citation_marks, lambda n: "(" + "A" * n, 20_000),
    "cited sentences: names before bracketed years": (citation_marks, lambda n: "Name (2020) " * n, 20_000),
    "cited sentences: note numbers and Vancouver's brackets": (
        citation_marks, lambda n: "word.1 word (2). " * n + "\n\nNotes\n\n1. A B 2020.\n\n2. C D 2021.", 20_000),
    "references: many headings": (bibliography_span, lambda n: "\nReferences\n" * n, 30_000),
    "references: blank lines": (bibliography_span, lambda n: ("\n" + " " * 20) * n, 5_000),
    "block-quote marks: unbalanced": (place_marks, lambda n: (OPEN + " a ") * n, 30_000),
    "block-quote marks: blank quotes": (place_marks, lambda n: (OPEN + " " * 10 + CLOSE) * n, 10_000),
    "block-quote marks: taken out": (take_marks, lambda n: (OPEN + "a" + CLOSE) * n, 12_000),
    "html: deep nesting": (_read(".html"), lambda n: (b"<div>" * n + b"x" + b"</div>" * n), 20_000),
    "html: unclosed tags": (_read(".html"), lambda n: b"<p>x<b " * n, 20_000),
    "html: entities": (_read(".html"), lambda n: b"<p>" + b"&amp;&#x41;&nbsp;" * n, 60_000),
    "html: comments and scripts": (_read(".html"), lambda n: b"<!-- a --><script>x</script><p>y</p>" * n, 3_000),
    "html without a parser": (tag_stripped_text, lambda n: "<!--a--><a <b " * n + "<script", 20_000),
    "html: charset declared": (_read(".html"), lambda n: b'<meta charset="punycode"><p>-' + b"abcdefghij" * n, 15_000),
    "encoding: Western code page": (decode, lambda n: b"caf\xe9 na\xefve " * n, 20_000),
    "encoding: Cyrillic code page": (decode, lambda n: "\u041f\u0440\u0438\u0432\u0435\u0442 ".encode("cp1251") * n, 2_000),
    "encoding: undetectable bytes": (decode, lambda n: bytes(range(128, 256)) * (n // 128), 10_000),
    "pdf text: hyphenated lines": (join_lines, lambda n: [TextLine("well-", False), TextLine("known", False)] * n,
                                   3_000),
    "pdf text: page furniture": (find_page_furniture, lambda n: [["Header", "text", "3"]] * n, 1_000),
    "pdf streams: many stream keywords": (check_unpacked_size, lambda n: b"/Filter /FlateDecode stream\n" * n, 6_000),
    "pdf streams: many objects, each a stream": (
        check_unpacked_size, lambda n: b"1 0 obj<< /Length 2 /Filter /AHx >>stream\n41\nendstream endobj\n" * n, 3_000),
    "pdf streams: streams without an end": (
        check_unpacked_size, lambda n: b"1 0 obj<</Filter[/AHx/A85]>>stream\n4142" * n, 3_000),
    "pdf streams: stream keywords without a line end": (
        check_unpacked_size, lambda n: b"7 0 obj<</Filter/AHx>>stream" * n, 3_000),
    "pdf streams: forms drawing forms": (
        check_unpacked_size, lambda n: b"".join(b"%d 0 obj<</Subtype/Form/Resources<</XObject<</X %d 0 R>>>>>>stream\n"
                                                b"/X Do\nendstream endobj\n" % (i, i + 1) for i in range(n)), 2_000),
    "rtf: nested groups": (_read(".rtf"), lambda n: b"{\\rtf1 " + b"{" * n + b"text" + b"}" * n + b"}", 10_000),
    "rtf: control words": (_read(".rtf"), lambda n: b"{\\rtf1 " + b"\\b a\\b0 " * n + b"}", 10_000),
    "words: one word of combining marks": (_folded, lambda n: "\u0915" + "\u093f" * n, 50_000),
    "words: accents stacked on every letter": (_folded, lambda n: ("a" + "\u0301" * 9 + " ") * n, 10_000),
    "sentences: all one word": (_sentences, lambda n: "a. " * n, 20_000),
    "sentences: dandas": (_sentences, lambda n: "\u0936\u092c\u094d\u0926\u0964 " * n, 20_000),
    "sentences: one endless run": (_sentences, lambda n: "w " * n, 50_000),
    "sentences: ends with closing marks": (_sentences, lambda n: "a.\u201d)] \n \n" * n, 10_000),
    "lexicon: every word new": (_lexicon, lambda n: " ".join(f"w{k}" for k in range(n)), 10_000),
    "compare: one sentence repeated": (_compared, lambda n: ("a b c d e f g h i j. " * n,) * 2, 1_000),
    "compare: two texts over one small vocabulary": (
        _compared, lambda n: (_sentences_of(n, 1, 400), _sentences_of(n, 2, 400)), 4_000),
    "compare: the same text with its sentences reversed": (
        _compared, lambda n: (_sentences_of(n, 1, 5_000), ". ".join(reversed(_sentences_of(n, 1, 5_000).split(". ")))),
        4_000),
    "compare: the same text with its sentences shuffled": (_compared, lambda n: _shuffled_pair(n), 4_000),
    "compare: one skeleton in every sentence": (
        _compared, lambda n: (("the a of the b was in the c and d. " * n), ("the e of the f was in the g and h. " * n)),
        1_000),
    "compare: one skeleton, other words throughout": (
        _compared, lambda n: (_skeleton_text(n, 1, 7), _skeleton_text(n, 1, 8)), 4_000),
    # Issue 27: every shared phrase 16 times on each side, no two pairings in line (2 million exact runs at the
    # issue's size, each once checked against every open chain).
    "compare: a text repeated 16 times against its pieces shuffled": (
        _compared, lambda n: repeated_and_shuffled(n, 16, 5, seed=3), 250),
    "compare: a text repeated 6 times against its pieces shuffled, in 3-word pieces": (
        _compared, lambda n: repeated_and_shuffled(n, 6, 3, seed=8, vocabulary_size=500), 500),
    # A translated passage's contrast with the rest of both texts was a bag of all the rest, per passage.
    "translated: a passage in every block of a long pair": (_translated, _translated_pair, 250),
    "compare: punctuation between every two words": (
        _compared, lambda n: (("a, b; (c) d: e. " * n), ("f, g; (h) i: j. " * n)), 1_000),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_step_is_linear(name):
    step, make, size = CASES[name]
    assert_linear(step, make, size)
