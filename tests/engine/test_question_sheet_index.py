"""The openings' index of copied/prompt.py holds, when told which documents will be looked up, only their hashes:
each of them then finds the same holders at the same places as in the index of every opening."""

from plagcheck.engine.copied.prompt import _Heads
from plagcheck.engine.copied.shingles import shingle_document
from plagcheck.shared.models import ScanSettings
from synthetic import TextGenerator


def test_the_openings_indexed_for_the_documents_looked_up_give_each_the_same_evidence():
    gen = TextGenerator(51)
    question = gen.essay(60)
    opening = gen.essay(80)
    texts = [question + "\n\n" + gen.essay(300) for _ in range(4)]  # the question pasted by a class
    texts += [opening + "\n\n" + gen.essay(300) for _ in range(2)]  # a classmate's opening copied twice
    texts += [question, opening, question + " " + opening, gen.essay(90), question[: len(question) // 2]]
    documents = {i: shingle_document(text, ScanSettings()) for i, text in enumerate(texts)}
    looked_up = [6, 7, 8, 9, 10]
    everything = _Heads(documents, list(documents), 1)
    only = _Heads(documents, list(documents), 1)
    only.look_up_only([documents[i].shingle_set for i in looked_up])
    for doc_id in looked_up:
        expected = everything.pasted(doc_id, documents[doc_id], own=True, units_per_word=1)
        assert only.pasted(doc_id, documents[doc_id], own=True, units_per_word=1) == expected
    assert everything.pasted(6, documents[6], True, 1).pasted_by == 5  # the question: at the top of five
    assert everything.pasted(7, documents[7], True, 1).begun_by == 2  # the opening: two begin with it
    assert only._index[0].size < everything._index[0].size
