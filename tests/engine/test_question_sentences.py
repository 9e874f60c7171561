"""The question's sentences are known wherever a classmate pastes them (issue 39: reworded/question_sentences.py,
evidence.rests_on_known_question)."""

from __future__ import annotations

from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings

SETTINGS = ScanSettings(workers=1)


def scanned(*texts: str):
    records = [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    return drive(scan_documents(records, SETTINGS))


def listed(result) -> set[tuple[int, int]]:
    return {(p.a, p.b) for p in result.pairs_above(result.settings.threshold)}


QUESTION = ("Why has air pollution become a serious health problem in large cities, and which measures would "
            "clean the air most?")
INSTRUCTIONS = "Examine the causes and effects, weigh the solutions and refer to at least two of the sources given."
COVER = "Name: {name}\n\nClass: Environment 11\n\nTeacher: Mr Adams\n\n"


def essay(name: str, body: str, whole_question: bool) -> str:
    pasted = f"Question: {QUESTION} {INSTRUCTIONS}" if whole_question else f"Air in our cities\n\n{INSTRUCTIONS}"
    return COVER.format(name=name) + pasted + "\n\n" + body


BODIES = [
    "Traffic is the first thing most people blame. Diesel buses and delivery vans idle at every junction, and "
    "the narrow streets of old town centres keep their exhaust close to the ground where children walk to "
    "school. My uncle drives a taxi and says the air at the central station tastes of metal by the evening.",
    "Heating matters more than we think. In winter, thousands of homes still burn coal or wet wood, and the "
    "smoke hangs over the valley for days when there is no wind. Last January our town issued three warnings "
    "and the primary school kept its pupils indoors at break.",
    "Industry on the edge of the city adds fine dust that nobody sees. Cement works and a power plant stand "
    "within five kilometres of the new housing estates, and their chimneys run through the night when fewer "
    "people complain. Residents have started measuring the dust with small sensors on their balconies.",
]


def test_the_questions_instructions_pasted_alone_make_no_pair_with_those_who_pasted_it_whole():
    texts = [essay("Defne", BODIES[0], whole_question=True), essay("Duru", BODIES[1], whole_question=False),
             essay("Ece", BODIES[2], whole_question=True)]
    result = scanned(*texts)
    assert listed(result) == set()


def test_a_copy_of_an_opening_under_the_question_is_still_listed():
    copied = BODIES[0].replace("My uncle drives a taxi", "A taxi driver I know")
    texts = [essay("Defne", BODIES[0], whole_question=True), essay("Duru", copied, whole_question=False),
             essay("Ece", BODIES[2], whole_question=True)]
    result = scanned(*texts)
    assert listed(result) == {(0, 1)}
    pair = next(p for p in result.pairs if (p.a, p.b) == (0, 1))
    assert any("Diesel buses" in texts[0][p.a_start : p.a_end] for p in pair.passages)



def test_the_question_and_the_title_under_it_make_no_pair_and_a_sentence_more_does():
    """Students paste the question (one below a copied paragraph, so not at the top) and write the class's title
    under it (es/agua at size 300): the run they share is the question and four words more, no evidence. A
    classmate's paragraph copied under it as well is."""
    title = "Air in our cities"
    texts = [f"{QUESTION} {INSTRUCTIONS}\n\n{title}\n\n{body}" for body in BODIES]
    above = ("Before the question, Duru put down what she had heard on the radio that morning: the city council "
             "plans to close the ring road to lorries on weekdays, to plant a row of lime trees along the canal, to "
             "pay families who replace an old stove, and to publish the readings of every sensor it owns each hour. "
             "The reporter doubted that the money would last beyond the next election, and the mayor did not answer "
             "him directly. She wrote it all down so as not to forget it before the lesson began.")
    texts[1] = above + "\n\n" + texts[1]  # more than QUESTION_TOP_WORDS words above the question
    assert listed(scanned(*texts)) == set()
    texts[1] = texts[1].replace(f"{title}\n\n", f"{title}\n\n{BODIES[0]}\n\n")  # Defne's paragraph, copied
    assert (0, 1) in listed(scanned(*texts))

def test_the_question_s_sentences_are_found_alike_whatever_documents_are_looked_up_together(monkeypatch):
    """The last words of several documents' sentences are looked up at once: each document's sentences, and
    the wording's first and last word, are its own, whichever documents share its look-up."""
    import numpy as np

    from plagcheck.engine.reworded import question_sentences
    from plagcheck.engine.reworded.content import cited_sentences
    from plagcheck.engine.reworded.lexicon import Words
    from plagcheck.engine.text.sentences import sentence_starts
    from plagcheck.engine.text.wordhash import word_hashes

    texts = {i: essay(f"Student {i}", body, whole_question=i % 2 == 0) for i, body in enumerate(BODIES * 2)}
    texts[len(texts)] = BODIES[0] + " " + INSTRUCTIONS  # the instructions as its last sentence
    texts[len(texts)] = ""  # no words, no sentences
    words = {}
    for doc_id, text in texts.items():
        document_words = Words(*word_hashes(text))
        sentences = sentence_starts(text, document_words.starts)
        words[doc_id] = (document_words, sentences, cited_sentences([], document_words.starts, sentences))
    words[3] = (*words[3][:2], None)  # not read for reworded copying: never looked in

    def one_at_a_time(document_words, sentences):
        ends = np.append(sentences[1:], len(document_words))
        found = []
        for sentence, (start, end) in enumerate(zip(sentences.tolist(), ends.tolist())):
            for wording in sorted(asked, key=len, reverse=True):
                if end - start >= question_sentences.MIN_QUESTION_WORDS and len(wording) <= end - start and \
                        tuple(document_words.hashes[end - len(wording) : end].tolist()) == wording:
                    found.append((sentence, end - len(wording), end - 1))
                    break
        return found

    instructions = Words(*word_hashes(INSTRUCTIONS))
    asked = {tuple(instructions.hashes.tolist())}
    by_last = {wording[-1]: [wording] for wording in asked}
    lasts = np.sort(np.array(list(by_last), dtype=np.uint64))
    expected = {doc_id: found for doc_id, (w, s, c) in words.items() if c is not None and (found := one_at_a_time(w, s))}
    assert len(expected) == len(texts) - 2  # every essay pastes the instructions, and the last one ends with them
    for batch in (1, 2, 3, 1024):
        monkeypatch.setattr(question_sentences, "_LOOKUP_DOCUMENTS", batch)
        assert question_sentences._question_sentences(words, by_last, lasts) == expected
    for most_words in (1, 100, 250):  # batches cut by their words, a longer document alone
        monkeypatch.setattr(question_sentences, "_LOOKUP_WORDS", most_words)
        assert question_sentences._question_sentences(words, by_last, lasts) == expected
