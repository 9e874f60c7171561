"""The assignment's question wherever it is pasted: a sentence one document asks is the question in every one.

A student who pastes the whole question at the top ("Soru: …? Nedenleri ve etkileri inceleyin, …") has its
sentences read as the question (assignment_words.asked_sentences: a sentence that asks, and the instructions
after it in its paragraph). A classmate who pastes only its instructions, under a title, asks nothing by those
rules: the two shared the instructions word for word, and with the next sentence of each one's introduction a
reworded passage. Here the class's asked sentences are looked for in every document: a sentence that ends
worded exactly as one of them (the same words, MIN_QUESTION_WORDS or more; a title with no full stop before it
is read as part of its sentence) is the question there too. Its sentence is marked cited, so that it is no
evidence of reworded copying when both sides hold it (passages._borrowed_alike), and its characters are
returned, so that a pair sharing nothing but such sentences word for word is not listed
(evidence.rests_on_known_question).

A copy of a classmate's opening stays evidence: a reworded copy is not worded exactly as the sentences it
copies, and a copy word for word holds more than the question's sentences.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from plagcheck.engine.arrays import in_sorted
from plagcheck.engine.reworded.content import cited_sentences
from plagcheck.engine.reworded.lexicon import Words
from plagcheck.engine.text.assignment_words import QUESTION_TOP_WORDS, asked_sentences

#: An asked sentence this short ("Discuss.", "Explain why.") is too common to know the question by.
MIN_QUESTION_WORDS = 6

#: (words, sentence starts as word indices, cited per sentence) of one document, as the pipeline keeps them.
SentenceWords = tuple[Words, np.ndarray, np.ndarray]
Wording = tuple[int, ...]


@dataclass(frozen=True)
class KnownQuestion:
    """The class's documents with the question's sentences found in them."""

    #: Every document's words, with the sentences holding the question marked cited.
    words: dict[int, SentenceWords]
    #: Per document that holds any, the [start, end) characters of each of the question's sentences in it.
    spans: dict[int, tuple[tuple[int, int], ...]]


def known_question(texts: dict[int, str], words: dict[int, SentenceWords]) -> KnownQuestion:
    """Return the class's words with the question's sentences marked cited in every document that holds them,
    and where they lie (KnownQuestion); the words as they were when no document asks anything."""
    asked = _asked_wordings(texts, words)
    if not asked:
        return KnownQuestion(words, {})
    by_last: dict[int, list[Wording]] = {}
    for wording in asked:
        by_last.setdefault(wording[-1], []).append(wording)
    # Sorted once for the class: np.isin sorted them again with every document's (2,675 asked wordings in
    # 15,000 short documents: 2.5 s).
    lasts = np.sort(np.fromiter(by_last, dtype=np.uint64, count=len(by_last)))
    marked_words, spans = dict(words), {}
    for doc_id, (document_words, sentences, cited) in words.items():
        if cited is None or not sentences.size:
            continue
        found = _question_sentences(document_words, sentences, by_last, lasts)
        if found:
            spans[doc_id] = tuple((int(document_words.starts[first]), int(document_words.ends[last]))
                                  for _, first, last in found)
            marked = cited.copy()
            marked[[sentence for sentence, _, _ in found]] = True
            marked_words[doc_id] = (document_words, sentences, marked)
    return KnownQuestion(marked_words, spans)


def _question_sentences(words: Words, sentences: np.ndarray, by_last: dict[int, list[Wording]],
                        lasts: np.ndarray) -> list[tuple[int, int, int]]:
    """Return (sentence, first word, last word of the wording) for each sentence of a document that ends
    worded as one of the question's sentences (`lasts`: the keys of `by_last`, sorted)."""
    starts, ends = _sentence_bounds(sentences, len(words))
    long_enough = np.flatnonzero(ends - starts >= MIN_QUESTION_WORDS)  # each has a last word
    maybe = long_enough[in_sorted(lasts, words.hashes[ends[long_enough] - 1])]
    found = []
    for sentence in maybe.tolist():
        start, end = int(starts[sentence]), int(ends[sentence])
        for wording in by_last[int(words.hashes[end - 1])]:
            if len(wording) <= end - start and tuple(words.hashes[end - len(wording) : end].tolist()) == wording:
                found.append((sentence, end - len(wording), end - 1))
                break
    return found


def _asked_wordings(texts: dict[int, str], words: dict[int, SentenceWords]) -> set[Wording]:
    """Return the word hashes of every sentence of MIN_QUESTION_WORDS or more that a document asks."""
    wordings: set[Wording] = set()
    for doc_id, (document_words, sentences, cited) in words.items():
        if cited is None or not cited.any():  # an asked sentence is a cited one
            continue
        marks = asked_sentences(texts[doc_id], document_words.starts[sentences].tolist(), QUESTION_TOP_WORDS)
        if not marks:
            continue
        starts, ends = _sentence_bounds(sentences, len(document_words))
        for sentence in np.flatnonzero(cited_sentences(marks, document_words.starts, sentences)).tolist():
            if ends[sentence] - starts[sentence] >= MIN_QUESTION_WORDS:
                wordings.add(tuple(document_words.hashes[starts[sentence] : ends[sentence]].tolist()))
    return wordings


def _sentence_bounds(sentences: np.ndarray, word_count: int) -> tuple[np.ndarray, np.ndarray]:
    """Return each sentence's first word and the word after its last."""
    return sentences, np.append(sentences[1:], word_count)
