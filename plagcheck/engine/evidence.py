"""What a verified pair must share to be listed: more than one stock phrase.

Two essays on one assignment often open a sentence the same way ("In this essay I will look at the main
threats and ..."): a run of a dozen words, shared word for word, inside sentences that go on differently.
Such a run is no evidence of copying, nor are two or three of them (a heading and a connective, a
cited source's phrase), and a pair that shares nothing else is not listed. A whole sentence shared word for
word is another matter (a quotation pasted without marks), as are longer runs, or a run beside a reworded
passage. Lines that are all headings and form fields (a cover sheet, a title, the headings the assignment
gives) are no evidence either, up to OUTLINE_MAX_WORDS words: one class fills in one cover sheet.

Nor is the assignment's question, which students paste at the top of their essays: when three do, it is
placed text (exclusions.py) and when the teacher's sheet is among the files, the template (prompt.py); when
just two did, a pair sharing only a question at the top of both (rests_on_the_question) is not listed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from plagcheck.engine.text.assignment_words import QUESTION_MARK, QUESTION_TOP_WORDS, labelled_question
from plagcheck.engine.text.sentences import is_form_field
from plagcheck.shared.models import PairResult, Passage

#: A copied run shorter than this many words (shorter side) that holds no whole sentence in either text is
#: a stock phrase when it is all a pair shares.
STOCK_PHRASE_WORDS = 20
#: A copied run this short is no evidence alone even when it is a whole sentence or line of its text: a
#: heading ("What can be done"), a short question or a connective.
SHORT_RUN_WORDS = 10
#: Where a sentence (or a line) ends: a full stop, question or exclamation mark of any script, with any
#: closing quotes or brackets, before white space or the text's end; or a line break.
_END_MARKS = r"[.!?\u037e\u061f\u06d4\u0964\u0965\u2026\u3002\uff01\uff1f]"
_CLOSING_MARKS = r"[\"'\u201d\u2019\u00bb)\]]*"
_BOUNDARY = re.compile(_END_MARKS + "+" + _CLOSING_MARKS + r"(?=\s|$)|\n")
#: A sentence's end mark, with any closing quotes or brackets, at the end of a stretch.
_SENTENCE_END = re.compile(_END_MARKS + _CLOSING_MARKS + "$")
#: A copied passage whose every line is a heading or a form's field (a cover sheet, a title, the headings the
#: question suggests) shows no copying, up to this many words in all: students of one class fill in one cover
#: sheet and often keep the headings the assignment gives ("Date : 19 mars 2025 / Établissement : Lycée
#: polyvalent Marie-Curie / Pourquoi le faux se propage"). Longer runs of such lines (a copied list) count.
OUTLINE_MAX_WORDS = 50
#: How far either side of a passage the ends of its lines are looked for: a heading or a field is shorter.
_LINE_REACH = 200
#: A heading's number: "2. ", "2.1 ", "IV. ", "b) ".
_ENUMERATOR = re.compile(r"^(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVXLCivxlc]{1,6}\.|[A-Za-z][.)]|\d{1,3}\))\s+")
#: A line ending with a question mark, with any closing quotes or brackets.
_QUESTION_END = re.compile(r"[?\u037e\u061f\uff1f]" + _CLOSING_MARKS + "$")
#: A copied passage with fewer of its shingles shared than this is mostly gaps: runs chained across them, such
#: as a heading the question suggests and a phrase three lines on ("Loss of flowers and habitat ... where
#: people once saw meadows"; generated classes: 0.19 and 0.20 between honest students), unlike a source's
#: sentences with synonyms swapped in (0.40 and 0.53, found by nothing else). Two honest students of a class of
#: 300 writing one idea in much the same words ("Un recurso como el agua es fundamental para la vida, la
#: agricultura y también el turismo") shared runs chained at 0.32 and 0.33: no planted copy on the generated
#: classes (bench_honest.py, sizes 5-300) is found by a chained run under 0.45 alone.
CHAINED_SHARE = 0.36
#: The question an assignment asks is no longer than this many words (with its instructions); it asks (_asks).
QUESTION_MAX_WORDS = 80
#: After the question's last question mark come its instructions, a sentence or three: a copied run that goes
#: on longer after it (an essay whose title asks, and its first paragraph) is more than the question.
QUESTION_TAIL_WORDS = 50
#: A question mark that closes a quotation ends a title the text cites ("Mengapa Indonesia Darurat Sampah
#: Plastik?"): it asks nothing of the student.
_QUOTED_QUESTION = re.compile(r"[?\u037e\u061f\uff1f]\s?[\"'\u201c\u201d\u2019\u00bb\u00ab\u300d\u300f]")
#: A citation in brackets with a year, "(Wulandari, 2023)", "(vgl. Aydın 2021, S. 4)": students write them,
#: an assignment's question does not.
_YEAR_CITATION = re.compile(r"\([^()\n]{0,80}?\b(?:1[5-9]|20)\d\d[a-z]?\b[^()\n]{0,40}\)")
#: The next full stop, question or exclamation mark of any script.
_NEXT_END = re.compile(_END_MARKS)
#: How far either side of a run its sentence's edges are looked for (a phrase's sentence is not longer).
_REACH = 300
#: How far a copied run may reach past a sentence of the question (a closing mark, a space) and still lie in it.
_SPAN_SLACK = 3
#: Marks that may stand between a sentence's edge and its first or last word.
_EDGE_MARKS = " \t\"'“”‘’«»„‚()[]-–—"


def rests_on_a_stock_phrase(pair: PairResult, text_a: str, text_b: str) -> bool:
    """Return True when all the pair shares is stock phrases: copied runs of fewer than STOCK_PHRASE_WORDS
    words in all, each holding no whole sentence in either text or too short to say anything alone
    (under SHORT_RUN_WORDS words: a heading such as "What can be done", a connective after it). See the
    module's docstring."""
    if not pair.passages or pair.absorbed or any(p.kind != "copied" for p in pair.passages):
        return False
    return _stock_phrases(pair.passages, text_a, text_b)


def _stock_phrases(passages: Sequence[Passage], text_a: str, text_b: str) -> bool:
    """Return True when copied `passages` are stock phrases: fewer than STOCK_PHRASE_WORDS words shown in all,
    each holding no whole sentence in either text or under SHORT_RUN_WORDS words; a passage of headings and
    form fields alone (_outline) counts as none."""
    outlines = [passage.words < OUTLINE_MAX_WORDS and _outline(passage, text_a, text_b) for passage in passages]
    if sum(passage.words for passage, outline in zip(passages, outlines) if outline) >= OUTLINE_MAX_WORDS:
        return False
    passages = [passage for passage, outline in zip(passages, outlines) if not outline]
    shown = [_words_shown(passage, text_a) for passage in passages]
    if sum(shown) >= STOCK_PHRASE_WORDS:
        return False
    return all(words < SHORT_RUN_WORDS
               or not (holds_a_sentence(text_a, passage.a_start, passage.a_end)
                       or holds_a_sentence(text_b, passage.b_start, passage.b_end))
               for passage, words in zip(passages, shown))


def _outline(passage: Passage, text_a: str, text_b: str) -> bool:
    """Return True when every line a copied passage touches, in both texts, is a heading or a form's field
    (_headings_and_fields): a cover sheet, a title, the headings the question suggests."""
    return _headings_and_fields(text_a, passage.a_start, passage.a_end) and \
        _headings_and_fields(text_b, passage.b_start, passage.b_end)


def _headings_and_fields(text: str, start: int, end: int) -> bool:
    """Return True when each non-blank line that text[start:end] touches is a form's field, or a heading that
    is numbered or a paragraph of its own (a blank line or the text's edge before and after it: the short
    lines of prose wrapped by hand are not)."""
    before = text.rfind("\n", max(0, start - _LINE_REACH), start)
    after = text.find("\n", end, end + _LINE_REACH)
    if (before == -1 and start > _LINE_REACH) or (after == -1 and end + _LINE_REACH < len(text)):
        return False  # a line this long is prose
    line_start, stop = before + 1, len(text) if after == -1 else after
    while line_start <= stop:
        line_end = text.find("\n", line_start, stop)
        line_end = stop if line_end == -1 else line_end
        line = text[line_start:line_end].strip()
        if line and not (is_form_field(line) or (_heading(line) and (
                _ENUMERATOR.match(line) is not None or _own_paragraph(text, line_start, line_end)))):
            return False
        line_start = line_end + 1
    return True


def _own_paragraph(text: str, start: int, end: int) -> bool:
    """Return True when the line text[start:end] has a blank line, or the text's edge, before and after it."""
    return _BLANK_BEFORE.search(text[max(0, start - 40) : start]) is not None and \
        _BLANK_AFTER.match(text, end) is not None


#: A blank line (or the text's start) right before a line, and right after it (or the text's end).
_BLANK_BEFORE = re.compile(r"(?:\A|\n[ \t\r\u00a0]*\n)[ \t\r\u00a0]*\Z")
_BLANK_AFTER = re.compile(r"[ \t\r\u00a0]*(?:\Z|\r?\n[ \t\r\u00a0]*(?:\n|\Z))")


def _heading(line: str) -> bool:
    """Return True for a line that reads as a heading: under SHORT_RUN_WORDS words (its number aside), ending no
    sentence inside, and ending none itself unless with a question mark ("Comment lutter contre la
    désinformation ?", a heading that asks)."""
    line = _ENUMERATOR.sub("", line, count=1)
    if len(line.split()) >= SHORT_RUN_WORDS or any(end.end() < len(line) for end in _BOUNDARY.finditer(line)):
        return False  # a line holding a sentence's end and more: prose, or prose wrapped into lines
    return _SENTENCE_END.search(line) is None or _QUESTION_END.search(line) is not None


def _words_shown(passage: Passage, text_a: str = "") -> float:
    """Return the words a copied passage shows to be copied: all of them but those of the headings and form
    fields it runs through in `text_a` (its A side, when given), or when it is mostly gaps (its shingles
    shared under CHAINED_SHARE), only the shared ones (words x similarity)."""
    words = passage.words
    if text_a and words < OUTLINE_MAX_WORDS:
        words = max(0, words - _heading_words(text_a, passage.a_start, passage.a_end))
    return words if passage.similarity >= CHAINED_SHARE else words * passage.similarity


def _heading_words(text: str, start: int, end: int) -> int:
    """Return how many words of text[start:end] lie on lines that are headings or form fields."""
    count, position = 0, start
    while position < end:
        line_end = text.find("\n", position, end)
        if line_end == -1:
            line_end = end
        if _headings_and_fields(text, position, line_end):
            count += len(text[position:line_end].split())
        position = line_end + 1
    return count


def rests_on_the_question(pair: PairResult, text_a: str, text_b: str) -> bool:
    """Return True when all the pair shares is the assignment's question pasted at the top of both: copied
    runs of at most QUESTION_MAX_WORDS words in all, each starting within the first QUESTION_TOP_WORDS words
    of both texts (a title or a cover sheet may come first), none citing a source, one of them a question
    ("...?") with no more than QUESTION_TAIL_WORDS words after its question mark."""
    if not pair.passages or pair.absorbed or any(p.kind != "copied" for p in pair.passages):
        return False
    if sum(p.words for p in pair.passages) > QUESTION_MAX_WORDS:
        return False
    if not all(_at_the_top(p, text_a, text_b) and not _cites(p, text_a) for p in pair.passages):
        return False
    return any(_asks(p, text_a, text_b) for p in pair.passages)


def rests_on_the_question_and_a_phrase(pair: PairResult, text_a: str, text_b: str) -> bool:
    """Return True when the pair shares the question pasted at the top of both (a copied run starting within
    the first QUESTION_TOP_WORDS words of both texts, of at most QUESTION_MAX_WORDS words, a question in both)
    and, besides it, only stock phrases (what rests_on_a_stock_phrase lets pass): two students who pasted the
    question and cite one source with the same few words have copied nothing."""
    if not pair.passages or pair.absorbed or any(p.kind != "copied" for p in pair.passages):
        return False
    question = [p for p in pair.passages
                if p.words <= QUESTION_MAX_WORDS and _at_the_top(p, text_a, text_b) and not _cites(p, text_a)
                and _asks(p, text_a, text_b)]
    rest = [p for p in pair.passages if p not in question]
    return bool(question) and bool(rest) and _stock_phrases(rest, text_a, text_b)


def rests_on_known_question(pair: PairResult, question_a: Sequence[tuple[int, int]],
                            question_b: Sequence[tuple[int, int]], text_a: str = "", text_b: str = "") -> bool:
    """Return True when all the pair shares is the question's sentences (`question_a`, `question_b`: where they
    lie in each text, question_sentences.KnownQuestion.spans), copied word for word wherever they stand: each
    copied run lies within them on both sides but for a few characters, or (given the texts) but for fewer than
    SHORT_RUN_WORDS words beside them, the title or heading the class writes under the question; QUESTION_MAX_WORDS
    words in all."""
    if not pair.passages or pair.absorbed or any(p.kind != "copied" for p in pair.passages):
        return False
    if not question_a or not question_b or sum(p.words for p in pair.passages) > QUESTION_MAX_WORDS:
        return False
    return all(_within(p.a_start, p.a_end, question_a, text_a) and _within(p.b_start, p.b_end, question_b, text_b)
               for p in pair.passages)


def _within(start: int, end: int, spans: Sequence[tuple[int, int]], text: str = "") -> bool:
    """Return True when [start, end) lies in one of `spans` but for up to _SPAN_SLACK characters at either end; or,
    given the `text`, when it overlaps them and what of it lies outside them holds fewer than SHORT_RUN_WORDS
    words (a heading beside the question)."""
    if any(span_start - _SPAN_SLACK <= start and end <= span_end + _SPAN_SLACK for span_start, span_end in spans):
        return True
    if not text:
        return False
    outside, at = [], start
    for span_start, span_end in sorted(spans):
        if span_end <= at or span_start >= end:
            continue
        outside.append(text[at:span_start])  # empty where the span starts before `at`
        at = max(at, span_end)
    if at == start:
        return False  # it overlaps no sentence of the question
    outside.append(text[at:end])
    return len(" ".join(outside).split()) < SHORT_RUN_WORDS


def _at_the_top(passage: Passage, text_a: str, text_b: str) -> bool:
    """Return True when a passage starts within the first QUESTION_TOP_WORDS words of both texts."""
    return _at_most_words(text_a[: passage.a_start], QUESTION_TOP_WORDS) and _at_most_words(
        text_b[: passage.b_start], QUESTION_TOP_WORDS)


def _at_most_words(text: str, most: int) -> bool:
    """Return True when `text` holds at most `most` words (runs of non-space, as str.split reads them): split
    no further than one word past `most` (a passage deep in a long essay read every word before it, per pair)."""
    return len(text.split(None, most)) <= most


def _asks(passage: Passage, text_a: str, text_b: str) -> bool:
    """Return True when a passage asks on both sides: it holds a question mark (of any script) that closes no
    quotation and is followed by at most QUESTION_TAIL_WORDS words of the passage, or a question label opens
    it or its line ("Vraag: Beschrijf…", assignment_words.labelled_question)."""
    return all(_question_ends(text, start, end) or labelled_question(text, start, end)
               for text, start, end in ((text_a, passage.a_start, passage.a_end),
                                        (text_b, passage.b_start, passage.b_end)))


def _question_ends(text: str, start: int, end: int) -> bool:
    """Return True when text[start:end] holds a question mark that closes no quotation, with at most
    QUESTION_TAIL_WORDS words after the last such mark. A passage that lies inside one sentence is read to that
    sentence's end (a PDF's line break may have cut "… dan apa yang / dapat dilakukan untuk mengatasinya?")."""
    last = None
    if not _NEXT_END.search(text, start, end):
        sentence_end = _NEXT_END.search(text, end, end + _REACH)
        if sentence_end and QUESTION_MARK.match(text, sentence_end.start()):
            end = sentence_end.end()
    for mark in QUESTION_MARK.finditer(text, start, end):
        if not _QUOTED_QUESTION.match(text, mark.start()):
            last = mark.end()
    return last is not None and _at_most_words(text[last:end], QUESTION_TAIL_WORDS)


def _cites(passage: Passage, text: str) -> bool:
    """Return True when a passage (its side in `text`, a_start..a_end) holds a citation in brackets with a year."""
    return _YEAR_CITATION.search(text, passage.a_start, passage.a_end) is not None


def holds_a_sentence(text: str, start: int, end: int) -> bool:
    """Return True when text[start:end] holds at least one whole sentence of `text`: a stretch between two
    sentence edges (a start where a sentence starts, each sentence end inside, an end where a sentence
    ends) that is a sentence of prose. A line is one when it ends as a sentence does or is SHORT_RUN_WORDS
    words or longer; a heading ("Impacts on the environment") or a form's field ("Teacher: Mrs Blake") is
    not: a cover sheet's fields and the headings the question suggests are shared by honest students."""
    before = text[max(0, start - _REACH) : start]
    last = None
    for last in _BOUNDARY.finditer(before):
        pass
    opening = before[last.end() if last else 0 :] if last or start <= _REACH else None
    edges = [start] if opening is not None and not opening.strip(_EDGE_MARKS) else []
    tail = max(start, end - 2)  # a full stop at the run's very end is its end, counted below
    edges += [m.end() for m in _BOUNDARY.finditer(text, start, tail)]
    after = _BOUNDARY.search(text, tail, min(len(text), end + _REACH))
    closing = text[end : after.start()] if after else (text[end:] if end + _REACH >= len(text) else None)
    if closing is not None and not closing.strip(_EDGE_MARKS):
        edges.append(after.end() if after else len(text))
    return any(_prose(text[x:y]) for x, y in zip(edges, edges[1:]))


def _prose(sentence: str) -> bool:
    """Return True when a stretch between two sentence edges is a sentence of prose (see holds_a_sentence)."""
    sentence = sentence.strip(_EDGE_MARKS + "\n")
    if not sentence or is_form_field(sentence):
        return False
    return bool(_SENTENCE_END.search(sentence)) or len(sentence.split()) >= SHORT_RUN_WORDS
