"""Copying disguised in ten languages (bench/data/multilingual: Arabic, Czech, German, Spanish, Persian,
Hindi, Croatian, Russian, Turkish, Ukrainian), each scanned as a class of its own: planted passages copied verbatim, shuffled, reordered,
randomly edited, synonym-substituted or paraphrased are found where they are, and honest essays on the same
subjects are not accused. Figures and their history: bench/bench_multilingual.py and bench/README.md."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

from bench_multilingual import measures, scan_language  # noqa: E402
from multilingual import languages  # noqa: E402

#: The language each class is recognised as, and whether a Snowball stemmer serves it (else words are cut to
#: their first six letters): Croatian has no stop-word list to be recognised by, Ukrainian no stemmer.
LANGUAGES = {"ar": ("arabic", True), "cs": ("czech", True), "de": ("german", True), "es": ("spanish", True),
             "fa": ("persian", True), "hi": ("hindi", True), "hr": ("", False), "ru": ("russian", True),
             "tr": ("turkish", True), "uk": ("ukrainian", False)}


@pytest.fixture(scope="module")
def runs() -> dict[str, dict]:
    """Return each language's scan (cases, detections, pairs reported outside the cases)."""
    return {language: scan_language(language, None) for language in languages()}


def test_the_corpus_is_complete(runs):
    assert sorted(runs) == sorted(LANGUAGES)
    assert all(sum(len(c) for c in run["cases"].values()) == 18 for run in runs.values())


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_each_class_is_recognised_and_stemmed_in_its_language(runs, language):
    recognised, stemmed = LANGUAGES[language]
    assert runs[language]["recognised_as"] == (recognised or "(not recognised)")
    assert runs[language]["stemmer"] == stemmed


@pytest.mark.parametrize("kind", ["verbatim", "random", "shuffled", "reordered"])
def test_copies_disguised_by_a_program_are_found_whole(runs, kind):
    for language, run in runs.items():
        m = measures([run], (kind,))
        assert m["detected_cases"] == m["cases"], (language, kind)
        assert m["recall"] > 0.95 and m["precision"] > 0.95, (language, kind, m)


def test_synonym_substitutions_and_paraphrases_are_mostly_found(runs):
    # Measured: synonyms 58 of 60 found (recall 0.94; 50 and 0.83 before passages reworded in place were
    # recognised by their shape), paraphrases 59 of 60 (0.93); before the stemmer read Cyrillic words in their
    # own script, Russian found 0.65 and 0.44 of them. Persian's two misses are no candidate pair.
    for language, run in runs.items():
        assert measures([run], ("synonym",))["detected_cases"] >= 4, language
        assert measures([run], ("paraphrase",))["detected_cases"] >= 5, language
    pooled = list(runs.values())
    assert measures(pooled, ("synonym",))["recall"] > 0.9
    assert measures(pooled, ("paraphrase",))["recall"] > 0.85
    assert measures(pooled, ("synonym", "paraphrase"))["precision"] > 0.95


def test_honest_essays_are_seldom_accused(runs):
    # Six honest essays per language on the sources' subjects, by a writer who never saw the sources: 87 pairs
    # with an honest essay per class. Measured: 8 pairs of 870 accused, with 6 of the 60 essays. Five are one
    # or two sentences of canonical explanation ("the main cause is the materials the city is built of") or a
    # shared list of goods (29-53 words); one Hindi essay tells volcanoes in the source's own order, its
    # first sentence all but the source's, and is found alike both with it and with the essay it was
    # planted in (110 and 151 words): written by the same kind of writer, it is as close as a paraphrase.
    accused = [(language, a) for language, run in runs.items() for a in run["accused"] if "honest" in a["a"] + a["b"]]
    essays = {(language, name) for language, a in accused for name in (a["a"], a["b"]) if name.startswith("honest")}
    assert len(accused) <= 10 and len(essays) <= 7, accused
    assert max(len({n for lang, n in essays if lang == language}) for language in runs) <= 2
