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
    for doc_id, found in _question_sentences(words, by_last, lasts).items():
        document_words, sentences, cited = words[doc_id]
        spans[doc_id] = tuple((int(document_words.starts[first]), int(document_words.ends[last]))
                              for _, first, last in found)
        marked = cited.copy()
        marked[[sentence for sentence, _, _ in found]] = True
        marked_words[doc_id] = (document_words, sentences, marked)
    return KnownQuestion(marked_words, spans)


#: Documents whose sentences' last words are looked up together, and the most words they hold together (their
#: words are joined: 8 MB at most, beside a document longer than that alone).
_LOOKUP_DOCUMENTS = 1024
_LOOKUP_WORDS = 1 << 20


def _question_sentences(words: dict[int, SentenceWords], by_last: dict[int, list[Wording]], lasts: np.ndarray
                        ) -> dict[int, list[tuple[int, int, int]]]:
    """Return, per document holding any, (sentence, first word, last word of the wording) for each of its
    sentences that ends worded as one of the question's sentences (`lasts`: the keys of `by_last`, sorted).
    The last words of up to _LOOKUP_DOCUMENTS documents' sentences (_LOOKUP_WORDS words) are looked up at once:
    a document's own look-up cost a dozen numpy calls (15,000 short documents: 0.27 s)."""
    ids = [doc_id for doc_id, (_, sentences, cited) in words.items() if cited is not None and sentences.size]
    found: dict[int, list[tuple[int, int, int]]] = {}
    for batch in _batches(ids, [len(words[doc_id][0]) for doc_id in ids]):
        word_counts = np.array([len(words[doc_id][0]) for doc_id in batch], dtype=np.int64)
        sentence_counts = np.array([words[doc_id][1].size for doc_id in batch], dtype=np.int64)
        first_words = np.cumsum(word_counts) - word_counts  # each document's first word in the joined words
        first_sentences = np.cumsum(sentence_counts) - sentence_counts
        # Each sentence's first word and the word after its last, in the joined words (_sentence_bounds).
        starts = (np.concatenate([words[doc_id][1] for doc_id in batch]).astype(np.int64)
                  + np.repeat(first_words, sentence_counts))
        ends = np.empty_like(starts)
        ends[:-1] = starts[1:]
        ends[first_sentences + sentence_counts - 1] = first_words + word_counts
        hashes = np.concatenate([words[doc_id][0].hashes for doc_id in batch])
        long_enough = np.flatnonzero(ends - starts >= MIN_QUESTION_WORDS)  # each has a last word
        maybe = long_enough[in_sorted(lasts, hashes[ends[long_enough] - 1])]
        owners = np.searchsorted(first_sentences, maybe, side="right") - 1
        for at, owner in zip(maybe.tolist(), owners.tolist()):
            start, end = int(starts[at]), int(ends[at])
            for wording in by_last[int(hashes[end - 1])]:
                if len(wording) <= end - start and tuple(hashes[end - len(wording) : end].tolist()) == wording:
                    first = int(first_words[owner])
                    found.setdefault(batch[owner], []).append(
                        (at - int(first_sentences[owner]), end - len(wording) - first, end - 1 - first))
                    break
    return found


def _batches(ids: list[int], sizes: list[int]) -> list[list[int]]:
    """Return `ids` in order, cut into batches of at most _LOOKUP_DOCUMENTS ids and _LOOKUP_WORDS words (`sizes`,
    per id; one id alone may hold more)."""
    batches: list[list[int]] = []
    held = 0
    for doc_id, size in zip(ids, sizes):
        if not batches or len(batches[-1]) == _LOOKUP_DOCUMENTS or held + size > _LOOKUP_WORDS:
            batches.append([])
            held = 0
        batches[-1].append(doc_id)
        held += size
    return batches


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
