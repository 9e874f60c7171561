"""Property tests: random text (biased towards the characters each step's patterns look for) never makes a text
step raise, and never makes it slow: every call must finish within STEP_BUDGET_S, which even a quadratic step
on these short inputs would pass only if it were fast, and a backtracking pattern (seconds on a few KB) would not.
"""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plagcheck.engine.reading.extract import extract_bytes
from plagcheck.engine.reading.extract.cleanup import tidy
from plagcheck.engine.reading.extract.html import tag_stripped_text
from plagcheck.engine.reading.extract.marks import CLOSE, OPEN, place_marks, take_marks
from plagcheck.engine.reading.extract.text import decode, markdown_to_text
from plagcheck.engine.text.citations import bibliography_span, citation_spans, quotation_spans

STEP_BUDGET_S = 0.5
EXAMPLES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# The characters the steps' patterns are about, plus ordinary letters and white space.
SPECIAL = list("#*_~`[]()!<>-=+.:;\"'/\\&{}\n\n\t \r\f") + ["\u201c", "\u201d", "\u201e", "\u2018", "\u2019",
                                                            "\u00ab", "\u00bb", "\u300c", "\u300d", "\ufb01",
                                                            "\u00a0", "\u202e", "\x00", "\x07", OPEN, CLOSE,
                                                            "References", "<div>", "</div>", "<!--", "-->",
                                                            "<script>", "```", "> ", "1. ", "\\par ", "\\'e9"]
PIECES = st.one_of(st.sampled_from(SPECIAL), st.text(min_size=1, max_size=6))
HOSTILE_TEXT = st.builds(lambda parts, repeat: "".join(parts) * repeat,
                         st.lists(PIECES, max_size=40), st.integers(min_value=1, max_value=200))


def _within_budget(step, data):
    started = time.perf_counter()
    result = step(data)
    elapsed = time.perf_counter() - started
    assert elapsed < STEP_BUDGET_S, f"{step.__name__} took {elapsed:.2f} s on {len(data):,} characters"
    return result


@EXAMPLES
@given(HOSTILE_TEXT)
def test_clean_up_and_markdown(text):
    tidied = _within_budget(tidy, text)
    assert "\r" not in tidied
    _within_budget(markdown_to_text, text)
    _within_budget(tag_stripped_text, text)


@EXAMPLES
@given(HOSTILE_TEXT)
def test_quotations_and_references(text):
    for start, end in _within_budget(quotation_spans, text):
        assert 0 <= start < end <= len(text)
    span = _within_budget(bibliography_span, text)
    assert span is None or 0 <= span[0] <= span[1] == len(text)
    blocks = [(i, min(len(text), i + 7)) for i in range(0, len(text), 13)]
    _within_budget(lambda t: citation_spans(t, blocks), text)


@EXAMPLES
@given(HOSTILE_TEXT)
def test_block_quote_marks(text):
    placed = _within_budget(place_marks, text)
    clean, ranges = _within_budget(take_marks, placed)
    assert OPEN not in clean and CLOSE not in clean
    assert all(0 <= s < e <= len(clean) for s, e in ranges)


@EXAMPLES
@given(HOSTILE_TEXT, st.sampled_from(["utf-8", "cp1252", "utf-16", "cp1251"]))
def test_encoding_detection(text, codec):
    data = text.encode(codec, errors="replace")
    try:
        decoded, _, _ = _within_budget(decode, data)
    except Exception as exc:  # noqa: BLE001 - only the reader's own refusal is allowed
        assert type(exc).__name__ == "ExtractionError"
    else:
        assert isinstance(decoded, str)


@EXAMPLES
@given(HOSTILE_TEXT, st.sampled_from([".txt", ".md", ".html", ".rtf"]))
def test_whole_text_readers(text, suffix):
    data = ("{\\rtf1 " + text + "}" if suffix == ".rtf" else text).encode("utf-8", errors="replace")
    result = _within_budget(lambda d: extract_bytes(d, suffix), data)
    assert result.status in ("ok", "warning", "error", "skipped")
    assert (result.status in ("ok", "warning")) == bool(result.text)
