"""Answers to one question, scanned as a class: bench/data/short_answers (five questions; per question a source
text, answers cut and pasted from it, lightly revised, heavily revised, and honest answers written without
it). Copies are found, and honest answers are not accused of rewording: independent answers to one question
resemble each other throughout, which reworded/passages.py's contrast rule tells from a passage taken from a source."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from plagcheck.engine.reworded import passages
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.passages import Fragment, _standing_out
from plagcheck.pipeline import run_scan
from plagcheck.shared.models import ScanSettings

CORPUS = Path(__file__).resolve().parents[2] / "bench" / "data" / "short_answers"


@pytest.fixture(scope="module")
def scanned():
    """Return the scan of the whole corpus and each document's (question, level)."""
    result = run_scan(sorted(CORPUS.glob("*/*.txt")), ScanSettings(workers=1))
    labels = {d.id: (Path(d.path).parent.name, Path(d.path).stem.split("-")[0]) for d in result.documents}
    return result, labels


def with_source(result, labels, level: str) -> list:
    """Return, for every answer of `level`, its reported pair with its question's source (or None)."""
    sources = {question: doc_id for doc_id, (question, kind) in labels.items() if kind == "source"}
    reported = {(p.a, p.b): p for p in result.pairs_above(result.settings.threshold)}
    return [reported.get(tuple(sorted((doc_id, sources[question]))))
            for doc_id, (question, kind) in labels.items() if kind == level]


def test_the_corpus_is_complete(scanned):
    result, labels = scanned
    assert len(result.documents) == 85 and all(d.usable for d in result.documents)
    assert sorted({question for question, _ in labels.values()}) == ["hashing", "inflation", "printing", "tcp",
                                                                      "vaccines"]


def test_cut_and_paste_answers_are_found_as_copied(scanned):
    pairs = with_source(*scanned, "cut")
    assert len(pairs) == 15 and all(p is not None and any(x.kind == "copied" for x in p.passages) for p in pairs)


def test_light_revisions_are_found_as_reworded(scanned):
    pairs = with_source(*scanned, "light")
    assert len(pairs) == 15 and all(p is not None and any(x.kind == "reworded" for x in p.passages) for p in pairs)


def test_honest_answers_are_rarely_accused_of_rewording(scanned):
    result, labels = scanned
    same_question = [p for p in result.pairs if labels[p.a][0] == labels[p.b][0]]
    honest = [p for p in same_question if "non" in (labels[p.a][1], labels[p.b][1])]
    accused = [p for p in honest if any(x.kind == "reworded" for x in p.passages)]
    # 6 honest answers per question, each paired with 16 other texts on it: 375 honest pairs in all. Without
    # the contrast rule 35 of them had a reworded passage, most covering whole answers; with it, 2.
    assert len(accused) <= 6


def content(terms: list[list[int]]) -> ContentDocument:
    """Return a document of one-word-per-term sentences (terms[k] for sentence k), every term weighing 1."""
    flat = [t for sentence in terms for t in sentence]
    starts, at = [], 0
    for sentence in terms:
        starts.append(at)
        at += len(sentence)
    return ContentDocument(np.array(flat, dtype=np.int32), np.arange(len(flat)) * 6, np.arange(len(flat)) * 6 + 5,
                           np.array(starts, dtype=np.int64), np.ones(max(flat) + 1))


def test_a_passage_must_stand_out_from_two_documents_alike_throughout():
    # Two documents on one subject: every sentence shares terms 1-4, the first two sentences also 10 and 11.
    a = content([[1, 2, 10, 11], [3, 4, 10, 11], [1, 3, 20], [2, 4, 21]])
    b = content([[1, 2, 10, 11], [3, 4, 10, 11], [1, 3, 30], [2, 4, 31]])
    alike = Fragment((0, 1), (0, 1), similarity=0.55, seeds=2)
    # The documents as a whole have a cosine of 0.92: a fragment at 0.55 is no evidence ...
    assert _standing_out([alike], a, b) == []
    # ... unless it is clear on its own, by its cosine or its number of strong seeds,
    clear = Fragment((0, 1), (0, 1), similarity=passages.CLEAR_COSINE, seeds=2)
    assert _standing_out([clear], a, b) == [clear]
    many = Fragment((0, 1), (0, 1), similarity=0.55, seeds=passages.CLEAR_SEEDS)
    assert _standing_out([many], a, b) == [many]
    # ... or the documents share a passage copied word for word, which makes them alike as a whole ...
    assert _standing_out([alike], a, b, related=True) == [alike]
    # ... or a clear passage of the same pair shows that the documents are alike because one was copied.
    assert _standing_out([clear, Fragment((2, 3), (2, 3), 0.55, 2)], a, b) == [clear, Fragment((2, 3), (2, 3),
                                                                                                  0.55, 2)]


def test_a_passage_in_otherwise_different_documents_stands_out():
    # The same two sentences as above, in documents whose other twelve sentences share nothing.
    a = content([[1, 2, 10, 11], [3, 4, 10, 11]] + [[40 + 2 * k, 41 + 2 * k] for k in range(12)])
    b = content([[1, 2, 10, 11], [3, 4, 10, 11]] + [[60 + 2 * k, 61 + 2 * k] for k in range(12)])
    fragment = Fragment((0, 1), (0, 1), similarity=0.55, seeds=2)
    assert _standing_out([fragment], a, b) == [fragment]


def test_copied_only_shows_the_copied_runs_a_reworded_passage_took_in(scanned):
    # A light revision keeps runs of the source word for word; its reworded passage takes them in. Shown
    # copied passages only, the pair shows those runs, which its copied score counts.
    pairs = [p for p in with_source(*scanned, "light") if p.absorbed]
    assert len(pairs) >= 10
    for pair in pairs:
        assert [p.kind for p in pair.passages] == ["reworded"] * len(pair.passages)
        copied = pair.copied_part()
        assert copied.passages == tuple(sorted(pair.absorbed, key=lambda p: (p.a_start, p.b_start)))
        assert copied.score == pair.copied_score and copied.longest_passage() == pair.longest_passage(True) > 0


def test_a_source_s_opening_its_cut_answers_pasted_at_their_top_is_still_its_own_text(scanned):
    """The files are named one by one, so each source is a submission like the answers; the cut answers paste its
    opening at their top (placed text, as a question would be). The source is where that opening comes from
    (exclusions.origins_of_placed): it keeps it, and the light revisions' passages reach its first sentence (9
    of 15; none before)."""
    result, labels = scanned
    sources = [doc_id for doc_id, (_, kind) in labels.items() if kind == "source"]
    assert not any(kind == "placed" for doc_id in sources for kind, _, _ in result.ignored_spans.get(doc_id, ()))
    pairs = with_source(result, labels, "light")
    from_the_start = [p for p in pairs
                      if min(x.a_start if labels[p.a][1] == "source" else x.b_start for x in p.passages) == 0]
    assert len(from_the_start) >= 8


def test_the_folder_finds_the_same_copies_with_its_sources_unmarked_as_marked():
    """The corpus folder as a teacher drops it, each source among its question's answers: the copies listed with
    their source are the same whether the sources are marked or not (a document the others copied different
    parts of, and their top from, is a source lying among them: exclusions.origins_of_placed)."""
    files = sorted(CORPUS.glob("*/*.txt"))
    found = []
    for marked in ((), tuple(str(f) for f in files if f.stem == "source")):
        result = run_scan([CORPUS], ScanSettings(workers=1, source_paths=marked))
        labels = {d.id: (Path(d.path).parent.name, Path(d.path).stem) for d in result.documents}
        with_source = set()
        for pair in result.pairs_above(result.settings.threshold):
            (question_a, a), (question_b, b) = labels[pair.a], labels[pair.b]
            if question_a == question_b and "source" in (a, b):
                with_source.add(f"{question_a}/{b if a == 'source' else a}")
        found.append(with_source)
    assert found[0] == found[1]
    assert sum(name.split("/")[1].startswith(("cut", "light")) for name in found[0]) == 30
