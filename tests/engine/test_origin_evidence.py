"""A student's uncited sentences reworded from a source of the class are a passage even alone (issue 39:
reworded/passages.py ORIGIN_EVIDENCE, compare.PairJob.against_an_origin): the slight and faint rules, made for
two students writing on one idea, let it through against a source when neither side cites a source in it."""

from __future__ import annotations

import numpy as np

from plagcheck.engine.compare import BatchStore, compare_batch, prepare_texts
from plagcheck.engine.reworded.passages import Fragment, _on_own_evidence, _without_a_slight_one_alone
from plagcheck.engine.reworded.seeds import Seeds
from plagcheck.shared.models import ScanSettings

SETTINGS = ScanSettings(workers=1)

SOURCE = ("In most of the provinces studied, the yearly average of fine particles was several times the limit the "
          "World Health Organization recommends. In winter these values stayed at alarm level for long periods in "
          "some cities. Low emission zones cut nitrogen dioxide by a fifth in the cities that brought them in.")
STUDENT = ("In most of the provinces looked at, the yearly mean of fine particles was several times the limit the "
           "World Health Organization advises, and in winter these values remained at alarm level for a long time "
           "in a number of cities. My grandfather says the air was never this thick when he was young.")
CITED = STUDENT.replace("provinces looked at,", "provinces looked at (Clean Air Platform, 2023),")


def contents(student: str):
    prepared = prepare_texts({0: SOURCE, 1: student}, SETTINGS)
    return prepared[0].content, prepared[1].content


def test_a_slight_fragment_alone_is_kept_against_a_source_only_when_nothing_in_it_cites():
    slight = Fragment((0, 1), (0, 1), similarity=0.55, seeds=2, in_place=0, slight=True)
    source, student = contents(STUDENT)
    assert _without_a_slight_one_alone([slight], source, student) == []  # two students: no evidence
    assert _without_a_slight_one_alone([slight], source, student, uncited_alone=True) == [slight]
    source, cited = contents(CITED)
    assert cited.cited[0] and not cited.cited[2]
    assert _without_a_slight_one_alone([slight], source, cited, uncited_alone=True) == []


def test_a_clear_uncited_fragment_against_a_source_needs_no_evidence_past_its_strongest_sentences():
    merged = Fragment((0, 1), (0, 0), similarity=0.70, seeds=2, in_place=0)  # two sentences of A in one of B
    source, student = contents(STUDENT)
    seeds = Seeds(np.array([0, 1]), np.array([0, 0]), np.array([0.8, 0.5]), np.array([3, 2]))
    assert _on_own_evidence([merged], source, student, seeds) == []  # nothing of B past its strongest pair
    assert _on_own_evidence([merged], source, student, seeds, uncited_alone=True) == [merged]
    source, cited = contents(CITED)
    assert _on_own_evidence([merged], source, cited, seeds, uncited_alone=True) == []


def test_pairs_with_a_source_of_the_class_are_compared_against_an_origin():
    prepared = prepare_texts({0: SOURCE, 1: STUDENT, 2: CITED}, SETTINGS)
    store = BatchStore({i: p.shingled for i, p in prepared.items()}, {i: p.content for i, p in prepared.items()},
                       SETTINGS, 0.0, frozenset({0}))
    assert store["origins"] == frozenset({0})
    assert len(compare_batch(store, [(0, 1, True, True), (1, 2, True, True)])) == 2
