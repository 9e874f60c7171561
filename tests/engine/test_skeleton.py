"""Skeletons (engine/reworded/skeleton.py): a passage whose content words were swapped one for one keeps its function
words in place, and is found by them as a candidate pair and as a reworded passage."""

from __future__ import annotations

import sys
import tempfile
from functools import partial
from pathlib import Path

import numpy as np

from plagcheck.engine.compare import compare_documents, prepare_texts
from plagcheck.engine.reworded import passages as reworded_module
from plagcheck.engine.reworded import skeleton
from plagcheck.engine.reworded.lexicon import NO_TERM, text_words
from plagcheck.shared.models import ScanSettings

SOURCE = (
    "The harbour of the old town was built in the twelfth century by monks from the abbey. "
    "Its walls were raised with stone that the workers carried from a quarry on the hill. "
    "For many years the merchants of the region paid a toll to the abbot for every ship. "
    "When the river silted up, the trade moved to a new port further along the coast. "
    "Today the quay is a quiet place where the fishermen mend their nets in the evening. "
    "A small museum in the customs house tells the story of the harbour and its people."
)
# The same sentences, with most content words swapped for others (a few names and terms kept) and every
# function word kept in place.
IN_PLACE = (
    "The harbour of the ancient village was erected in the tenth era by friars from the abbey. "
    "Its ramparts were lifted with granite that the labourers hauled from a pit on the ridge. "
    "For many decades the merchants of the province gave a levy to the abbot for every vessel. "
    "When the stream clogged up, the commerce shifted to a fresh haven further along the shore. "
    "Today the quay is a calm spot where the anglers repair their lines in the dusk. "
    "A modest museum in the tariff office recounts the tale of the harbour and its folk."
)
OTHER = (
    "Bees visit flowers to collect nectar, which they turn into honey inside the hive. "
    "A colony can hold tens of thousands of workers and a single queen who lays the eggs. "
    "In winter the bees cluster together and shiver their muscles to keep the queen warm. "
    "Farmers rent hives during the spring so that the bees pollinate their orchards. "
    "Some scientists worry that pesticides weaken the colonies and shorten their lives. "
    "Others point to mites and viruses that spread quickly between crowded apiaries."
)


def _prepared() -> dict:
    return prepare_texts({0: IN_PLACE, 1: SOURCE, 2: OTHER}, ScanSettings())


def test_a_text_reworded_in_place_keeps_its_grams():
    prepared = _prepared()
    copy, source, other = (set(prepared[i].content.skeleton.tolist()) for i in range(3))
    assert len(copy & source) >= 0.6 * len(source)
    assert len(other & source) <= 2


def test_grams_are_function_words_and_the_gaps_between_them():
    hashes = np.array([11, 500, 12, 600, 601, 13, 14, 700], dtype=np.uint64)
    terms = np.array([NO_TERM, 5, NO_TERM, 6, 7, NO_TERM, NO_TERM, 8], dtype=np.int32)
    grams, starts = skeleton.skeleton_grams(hashes, terms)
    assert grams.size == 1 and starts.tolist() == [0]
    # Other content words in the same places: the same gram. One more content word in a gap: another.
    swapped = hashes.copy()
    swapped[[1, 3, 4]] = [900, 901, 902]
    assert skeleton.skeleton_grams(swapped, terms)[0].tolist() == grams.tolist()
    longer = np.insert(hashes, 1, 903)
    assert skeleton.skeleton_grams(longer, np.insert(terms, 1, 9))[0].tolist() != grams.tolist()
    assert skeleton.skeleton_grams(hashes[:4], terms[:4])[0].size == 0  # fewer than SKELETON_WORDS


def test_punctuation_between_words_counts_as_function_words():
    text = "(Kedi, evde) uyudu; sonra، bahçeye çıktı. Akşam..."
    words = text_words(text)
    before, codes = skeleton.punctuation_marks(text, words.starts, words.ends)
    # "(" comes before the first word and the closing dots after the last: left out.
    assert before.tolist() == [1, 2, 3, 4, 6]  # , ) ; ، .
    assert codes[0] != codes[1] and len(set(codes.tolist())) == 5
    # Four words with no function word among them: the marks alone make grams, which swapped content words
    # keep and a moved comma changes.
    terms = np.arange(len(words), dtype=np.int32)
    grams = skeleton.skeleton_grams(words.hashes, terms, (before, codes))[0]
    assert grams.size == 2 and skeleton.skeleton_grams(words.hashes, terms)[0].size == 0
    swapped = text.replace("Kedi", "Köpek").replace("bahçeye", "sokağa")
    other = text_words(swapped)
    marks = skeleton.punctuation_marks(swapped, other.starts, other.ends)
    assert skeleton.skeleton_grams(other.hashes, terms, marks)[0].tolist() == grams.tolist()
    moved = text.replace("Kedi, evde", "Kedi evde,")
    other = text_words(moved)
    marks = skeleton.punctuation_marks(moved, other.starts, other.ends)
    assert skeleton.skeleton_grams(other.hashes, terms, marks)[0].tolist() != grams.tolist()


def test_documents_sharing_enough_grams_pair_up_and_common_grams_pair_nothing(monkeypatch):
    monkeypatch.setattr(skeleton, "MIN_SHARED_GRAMS", 3)
    monkeypatch.setattr(skeleton, "MAX_GRAM_DOCUMENTS", 3)
    shared = np.arange(100, 103, dtype=np.uint64)
    common = np.array([7], dtype=np.uint64)  # in four documents: a turn of phrase, left out
    grams = {
        10: np.concatenate([shared, common, [1]]).astype(np.uint64),
        20: np.concatenate([shared, common, [2]]).astype(np.uint64),
        30: np.concatenate([shared[:2], common, [3]]).astype(np.uint64),
        40: np.concatenate([common, [4]]).astype(np.uint64),
    }
    assert skeleton.skeleton_pairs(grams).tolist() == [[10, 20]]
    assert skeleton.common_grams(list(grams.values())).tolist() == [7]


def test_sentences_reworded_in_place_are_skeleton_seeds_on_one_diagonal():
    prepared = _prepared()
    i, j = skeleton.skeleton_seeds(prepared[0].content, prepared[1].content)
    on_diagonal = {(a, b) for a, b in zip(i.tolist(), j.tolist()) if a == b}
    assert len(on_diagonal) >= 5
    assert skeleton.skeleton_seeds(prepared[2].content, prepared[1].content)[0].size == 0


def test_a_paragraph_reworded_in_place_is_found_by_its_skeleton():
    settings = ScanSettings()
    prepared = _prepared()
    reworded = [p for p in compare_documents(0, 1, prepared, settings).passages if p.kind == "reworded"]
    assert reworded and reworded[0].a_start == 0 and reworded[0].a_end >= len(IN_PLACE) - 1
    assert not compare_documents(2, 1, prepared, settings).passages
    # Its few shared words would not make it a passage: it stands on its shape, all six sentences in a row.
    assert reworded[0].basis == "shape" and reworded[0].in_place_sentences == 6
    assert reworded[0].similarity < reworded_module.FRAGMENT_COSINE


def _in_place_scan(languages: tuple[str, ...], share: float = 0.8) -> dict:
    """Return PAN's measures over the in-place classes of `languages` (bench/bench_in_place.py's), each
    scanned on its own."""
    bench = Path(__file__).resolve().parents[2] / "bench"
    sys.path.insert(0, str(bench))
    from bench_multilingual import measures, scan_language
    from multilingual import build_in_place_class

    return measures([scan_language(language, None, partial(build_in_place_class, share=share))
                     for language in languages], ("in place",))


def test_a_class_scan_finds_copies_with_most_content_words_swapped():
    # The ten languages' sources reworded in place with 80% of their content words replaced: the term index
    # alone found 9 of 180, the skeleton index with its seeds 105, and 159 with punctuation in the skeletons
    # (bench/bench_in_place.py; German, Russian and Spanish 51 of 54); the same honest pairs get a reworded
    # passage as with the sources' own text.
    m = _in_place_scan(("de", "ru", "es"))
    assert m["detected_cases"] >= 0.8 * m["cases"] and m["precision"] > 0.95, m


def test_languages_with_few_function_words_are_found_by_their_punctuation_too():
    # Turkish, Arabic and Ukrainian use suffixes where German and Spanish use function words (29-37% of
    # their words are function words, against about 50%): with 80% of the content words swapped, function
    # words alone found 12 of their 54 copies; with punctuation marks in the skeletons, 43.
    m = _in_place_scan(("tr", "ar", "uk"))
    assert m["detected_cases"] >= 0.6 * m["cases"] and m["precision"] > 0.95, m


def test_grams_shared_in_order_pair_documents_and_grams_scattered_do_not(monkeypatch):
    monkeypatch.setattr(skeleton, "MIN_SHARED_GRAMS", 4)
    shared = np.arange(100, 106, dtype=np.uint64)
    filler = np.arange(1_000, 1_200, dtype=np.uint64)
    copy = np.concatenate([filler[:50], shared, filler[50:100]])
    source = np.concatenate([filler[100:120], shared, filler[120:140]])
    # The same six grams spread over a long text, 40 grams apart: no two on one diagonal band.
    spread = np.empty(0, np.uint64)
    for k, gram in enumerate(shared):
        spread = np.concatenate([spread, [gram], np.arange(7_000 + 40 * k, 7_000 + 40 * k + 39, dtype=np.uint64)])
    assert skeleton.skeleton_pairs({1: copy, 2: source}).tolist() == [[1, 2]]
    assert skeleton.skeleton_pairs({1: copy, 3: spread}).tolist() == []


def test_one_source_reworded_by_a_dozen_students_is_found_in_each(tmp_path):
    import random

    bench = Path(__file__).resolve().parents[2] / "bench"
    sys.path.insert(0, str(bench))
    from multilingual import in_place_material, paragraphs, reworded_in_place
    from plagcheck.pipeline import run_scan

    sources, honest, lexicon, replacements = in_place_material("de")
    rng = random.Random(5)
    start, end = paragraphs(sources[3])[1]
    for name, text in [*((f"src-{n}.txt", t) for n, t in sources.items()), *honest.items()]:
        (tmp_path / name).write_text(text, encoding="utf-8")
    for student in range(12):
        copy = reworded_in_place(sources[3][start:end], 0.8, lexicon, replacements, rng)
        (tmp_path / f"student-{student:02d}.txt").write_text(honest[f"honest-0{student % 6 + 1}.txt"][:600] + "\n\n" + copy,
                                                              encoding="utf-8")
    result = run_scan(sorted(tmp_path.glob("*.txt")), ScanSettings())
    names = {d.id: d.path.name if hasattr(d.path, "name") else Path(d.path).name for d in result.documents}
    found = {names[p.a] if names[p.b] == "src-3.txt" else names[p.b] for p in result.pairs
             if "src-3.txt" in (names[p.a], names[p.b]) and any(x.kind == "reworded" for x in p.passages)}
    assert len({n for n in found if n.startswith("student")}) >= 10, sorted(found)


def test_a_class_gets_the_skeletons_its_texts_get_one_by_one(monkeypatch):
    from plagcheck.engine.reworded.lexicon import build_lexicon

    texts = [SOURCE, IN_PLACE, OTHER, "", ".", ", , ,", "the of the of the of", "Kedi, evde (uyudu). Sonra?",
             "It costs 3.5 dollars in the U.S. today, or (so) they say.", "\u0915\u093e, \u0915\u0940\u0964 x",
             "word\ud800word, the; a: of. " * 40]
    words = [text_words(t) for t in texts]
    lexicon = build_lexicon(texts, words)
    terms = [lexicon.terms(t, w) for t, w in zip(texts, words)]
    one_by_one = [skeleton.skeleton_grams(w.hashes, t, skeleton.punctuation_marks(x, w.starts, w.ends))
                  for x, w, t in zip(texts, words, terms)]
    for chunk in (1 << 20, 16):  # texts joined in one piece, and cut in pieces inside and between texts
        monkeypatch.setattr(skeleton, "_CHUNK", chunk)
        together = skeleton.class_skeletons(texts, words, terms)
        assert [(g.tolist(), s.tolist()) for g, s in together] == [(g.tolist(), s.tolist()) for g, s in one_by_one]
    assert sum(g.size for g, _ in one_by_one) > 50
