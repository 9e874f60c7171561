"""Reworded copying: planted shuffled, substituted and reordered passages found as one reworded passage with
offsets in both documents; verbatim copies stay copied; independent same-topic texts give no reworded
passage; a German case is found; the scan reports pairs for a long shared passage whatever their score."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import synthetic_topics
from plagcheck.engine.candidates import CandidateSet
from plagcheck.engine.compare import prepare_texts, compare_documents
from plagcheck.engine.reworded.lexicon import build_lexicon, function_words, text_words
from plagcheck.engine.text.sentences import MAX_WORDS, MIN_WORDS, sentence_starts
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator
from synthetic_topics import TopicWriter


def reword(gen: TextGenerator, passage: str, shuffle: bool, substitute: float, swap: float) -> str:
    """Return the passage with its sentences shuffled, a share of words replaced and neighbours swapped."""
    return synthetic_topics.reword(gen.rng, passage, lambda word: gen.word() if gen.rng.random() < substitute else None,
                                   shuffle, swap)


def planted(seed: int, edit) -> tuple[str, str, tuple[int, int], tuple[int, int]]:
    """Return (target, source, target span, source span) with an edited copy of two source paragraphs."""
    gen = TextGenerator(seed)
    source, target = gen.essay(400), gen.essay(400)
    passage = gen.paragraph() + " " + gen.paragraph()
    at_source = len(source) + 1
    source = source + "\n" + passage + "\n\n" + gen.essay(200)
    copy = edit(gen, passage)
    at_target = len(target) + 1
    target = target + "\n" + copy + "\n\n" + gen.essay(200)
    return target, source, (at_target, at_target + len(copy)), (at_source, at_source + len(passage))


def overlap(found: tuple[int, int], truth: tuple[int, int]) -> float:
    """Return the share of `truth` covered by `found`."""
    return max(0, min(found[1], truth[1]) - max(found[0], truth[0])) / (truth[1] - truth[0])


def compare(target: str, source: str, settings: ScanSettings = ScanSettings()):
    return compare_documents(0, 1, prepare_texts({0: target, 1: source}, settings), settings)


EDITS = {
    "shuffled": lambda gen, p: reword(gen, p, shuffle=True, substitute=0.0, swap=0.6),
    "substituted": lambda gen, p: reword(gen, p, shuffle=False, substitute=0.25, swap=0.0),
    "sentence-reordered": lambda gen, p: reword(gen, p, shuffle=True, substitute=0.15, swap=0.3),
}


@pytest.mark.parametrize("edit", sorted(EDITS))
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_reworded_passage_is_found_as_one_reworded_passage_in_both_documents(edit, seed):
    target, source, in_target, in_source = planted(seed, EDITS[edit])
    pair = compare(target, source)
    reworded = [p for p in pair.passages if p.kind == "reworded"]
    assert len(reworded) == 1, pair.passages
    found = reworded[0]
    assert overlap((found.a_start, found.a_end), in_target) > 0.9
    assert overlap((found.b_start, found.b_end), in_source) > 0.9
    # clean edges: the passage does not spill far into the text around the copy
    assert found.a_end - found.a_start < 1.2 * (in_target[1] - in_target[0])
    assert found.b_end - found.b_start < 1.2 * (in_source[1] - in_source[0])
    assert 0 < found.similarity <= 1
    # the score counts the passage: its exact runs as copied shingles, the rest as reworded words (a run of
    # n words is n - 4 shingles, so a passage cut into many runs counts a little less than its length)
    words_a = len(target.split())
    assert pair.share_a >= 0.7 * found.length_a / words_a and pair.score >= pair.copied_score


def test_a_copied_paragraph_beside_a_reworded_one_stays_a_copied_passage():
    gen = TextGenerator(6)
    verbatim, rewritten = gen.paragraph() + " " + gen.paragraph(), gen.paragraph() + " " + gen.paragraph()
    source = gen.essay(300) + "\n\n" + verbatim + "\n\n" + rewritten + "\n\n" + gen.essay(300)
    copy = EDITS["sentence-reordered"](gen, rewritten)
    target = gen.essay(300) + "\n\n" + verbatim + "\n\n" + copy + "\n\n" + gen.essay(300)
    pair = compare(target, source)
    kinds = [p.kind for p in pair.passages if p.words >= 20]
    assert kinds == ["copied", "reworded"], pair.passages
    copied, reworded = [p for p in pair.passages if p.words >= 20]
    in_target = (target.index(verbatim), target.index(verbatim) + len(verbatim))
    assert overlap((copied.a_start, copied.a_end), in_target) > 0.95
    assert copied.a_end - copied.a_start < len(verbatim) + 60  # at most a few words past it
    # (its first words may go to the copied passage: the reordered paragraph can start as the original did)
    assert overlap((reworded.a_start, reworded.a_end), (target.index(copy), target.index(copy) + len(copy))) > 0.85
    # each word counted once: the copied words by containment, the reworded ones on top
    assert pair.share_a <= (copied.length_a + reworded.length_a) / len(target.split()) + 0.05


def test_a_verbatim_copy_stays_copied():
    target, source, in_target, in_source = planted(3, lambda gen, p: p)
    pair = compare(target, source)
    assert [p.kind for p in pair.passages] == ["copied"]
    assert overlap((pair.passages[0].a_start, pair.passages[0].a_end), in_target) > 0.95
    assert pair.reworded_a == 0


def test_lightly_edited_copy_stays_copied():
    target, source, _, _ = planted(4, lambda gen, p: gen.edit(p, "light"))
    assert {p.kind for p in compare(target, source).passages} == {"copied"}


def test_independent_essays_on_one_topic_give_no_reworded_passage():
    settings = ScanSettings(workers=1)
    essays = [TopicWriter(seed=100 + i).essay(5) for i in range(24)]
    documents = [DocumentRecord(i, f"e{i}.txt", f"e{i}.txt", "ok", "", text=t) for i, t in enumerate(essays)]
    result = drive(scan_documents(documents, settings))
    assert not [p for pair in result.pairs for p in pair.passages if p.kind == "reworded"]


def test_an_essay_with_a_copied_and_a_reworded_paragraph_shows_both():
    # The README screenshot's class: an article, an essay copying one of its paragraphs and rewording the
    # next, an honest essay on the same subject, and nine unrelated texts.
    folder = Path(__file__).resolve().parents[1] / "data" / "herring"
    texts = [(path.name, path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.txt"))]
    texts += [(f"other{i}.txt", TextGenerator(i).essay(200)) for i in range(9)]
    documents = [DocumentRecord(i, name, name, "ok", "", text=text) for i, (name, text) in enumerate(texts)]
    result = drive(scan_documents(documents, ScanSettings(workers=1)))
    reported = {(texts[p.a][0], texts[p.b][0]): p for p in result.pairs_above(result.settings.threshold)}
    assert list(reported) == [("source_article.txt", "student_maria.txt")]
    pair = reported["source_article.txt", "student_maria.txt"]
    assert [p.kind for p in pair.passages] == ["copied", "reworded"]
    article, essay = texts[0][1], texts[1][1]
    assert article[pair.passages[1].a_start:].startswith("Warmer winters made matters worse.")
    assert essay[pair.passages[1].b_start:].startswith("Climate also played a part.")


def test_the_copied_and_reworded_paragraphs_are_found_in_a_class_of_three_or_two():
    # Idf counts IDF_BACKGROUND_DOCUMENTS more texts: the subject's words the three texts share still weigh.
    folder = Path(__file__).resolve().parents[1] / "data" / "herring"
    article, essay, honest = [(folder / name).read_text(encoding="utf-8")
                              for name in ("source_article.txt", "student_maria.txt", "student_tom.txt")]
    settings = ScanSettings()
    prepared = prepare_texts({0: article, 1: essay, 2: honest}, settings)
    assert [p.kind for p in compare_documents(0, 1, prepared, settings).passages] == ["copied", "reworded"]
    assert compare_documents(0, 2, prepared, settings).passages == ()
    assert compare_documents(1, 2, prepared, settings).passages == ()
    alone = compare_documents(0, 1, prepare_texts({0: article, 1: essay}, settings), settings)
    assert [p.kind for p in alone.passages] == ["copied", "reworded"]


def test_german_reworded_paragraphs_are_found():
    settings = ScanSettings()
    found = 0
    for seed in range(8):
        case = TopicWriter(seed=seed, language="de").reworded_case(sentences=7)
        pair = compare_documents(0, 1, prepare_texts({0: case.target, 1: case.source}, settings), settings)
        found += any(p.kind == "reworded" and overlap((p.a_start, p.a_end), case.target_span) > 0.7
                     and overlap((p.b_start, p.b_end), case.source_span) > 0.7 for p in pair.passages)
    # The others come out as copied sentences: this generator's synonyms leave some sentences nearly whole,
    # and its ten sentence patterns make every sentence of every essay alike (a harsher case than prose).
    # Seed 7's paragraph (cosine 0.45) is also no more alike than the two essays as a whole (0.38, within
    # reworded.MIN_CONTRAST), the likeness independent answers to one question show.
    assert found >= 4


def test_the_lexicon_recognises_german_and_stems_inflections():
    texts = [TopicWriter(seed=i, language="de").essay(4) for i in range(3)]
    words = [text_words(t) for t in texts]
    lexicon = build_lexicon(texts, words)
    assert lexicon.language == "german"
    sample = "Der Läufer lief. Der Läufern liefen."
    terms = lexicon.terms(sample, text_words(sample))
    if lexicon.stemming:  # PyStemmer installed: "Läufer" and "Läufern" are one term
        assert terms[1] == terms[4]
    assert terms[0] == terms[3] == -1  # an article the class uses all the time is a function word


def test_function_words_come_from_the_class_itself():
    gen = TextGenerator(9)
    texts = [gen.essay(300) for _ in range(12)]
    function, frequent = function_words([text_words(t) for t in texts], 5)
    assert function.size > 0
    assert all(h in set(function.tolist()) for h, _ in frequent[:3])  # the most frequent words are among them


def test_sentences_are_evened_out():
    text = "Short one. " + " ".join(["word"] * 100) + ". Another sentence with enough words to stand alone here."
    words = text_words(text)
    starts = sentence_starts(text, words.starts)
    lengths = np.diff(np.append(starts, len(words)))
    assert starts[0] == 0 and lengths.max() <= MAX_WORDS and lengths.min() >= MIN_WORDS


def test_the_scan_reports_a_long_shared_passage_whatever_the_score():
    gen = TextGenerator(5)
    copied = gen.paragraph() + " " + gen.paragraph()
    long_a = gen.essay(4000) + "\n\n" + copied + "\n"
    long_b = gen.essay(4000) + "\n\n" + copied + "\n"
    documents = [DocumentRecord(i, f"d{i}.txt", f"d{i}.txt", "ok", "", text=t) for i, t in enumerate((long_a, long_b))]
    settings = ScanSettings(workers=1, threshold=0.05)
    result = drive(scan_documents(documents, settings))
    pair = result.pairs[0]
    assert pair.score < settings.threshold
    assert pair.reported_because(settings.threshold, settings.passage_words) == "passage"
    assert result.pairs_above(settings.threshold) == (pair,)
    off = drive(scan_documents(documents, ScanSettings(workers=1, threshold=0.05, passage_words=0)))
    assert off.pairs_above(0.05) == ()


def test_reworded_search_can_be_switched_off():
    target, source, _, _ = planted(0, EDITS["shuffled"])
    pair = compare(target, source, ScanSettings(find_reworded=False))
    assert all(p.kind == "copied" for p in pair.passages)


@pytest.mark.parametrize("times", [17, 40])
def test_a_passage_pasted_many_times_is_still_found(times):
    gen = TextGenerator(8)
    copied = gen.paragraph()
    source = gen.essay(300) + "\n\n" + copied + "\n\n" + gen.essay(300)
    padded = gen.essay(300) + "\n\n" + "\n\n".join([copied] * times) + "\n"
    pair = compare(padded, source)
    assert pair.score > 0.1
    located = [p for p in pair.passages if p.kind == "copied" and copied.startswith(source[p.b_start : p.b_end])]
    assert located and max(p.b_end - p.b_start for p in located) >= 0.95 * len(copied.rstrip("."))


def test_sentence_pairings_made_a_chunk_at_a_time_give_the_same_passages(monkeypatch):
    from plagcheck.engine.reworded import seeds as module

    target, source, _, _ = planted(1, EDITS["sentence-reordered"])
    whole = compare(target, source)
    monkeypatch.setattr(module, "CROSS_CHUNK", 50)
    assert compare(target, source).passages == whole.passages


def test_pairs_compared_in_one_batch_give_what_each_gives_alone():
    from plagcheck.engine.reworded.seeds import seeds_of_pairs

    texts = {}
    for seed, edit in enumerate(sorted(EDITS)):
        target, source, _, _ = planted(seed, EDITS[edit])
        texts[2 * seed], texts[2 * seed + 1] = target, source
    contents = {i: doc.content for i, doc in prepare_texts(texts, ScanSettings()).items()}
    # Every document against every other (one document in several pairs, and unrelated pairs among them).
    pairs = [(contents[a], contents[b]) for a in contents for b in contents if a < b]
    together = seeds_of_pairs(pairs)
    assert sum(s.a.size for s in together) > 0 and sum(s.a.size == 0 for s in together) > 0
    for (doc_a, doc_b), seeds in zip(pairs, together):
        alone = seeds_of_pairs([(doc_a, doc_b)])[0]
        assert np.array_equal(seeds.a, alone.a) and np.array_equal(seeds.b, alone.b)
        assert np.array_equal(seeds.cosine, alone.cosine)


def test_an_edge_sentence_held_only_by_a_weak_seed_to_a_matched_sentence_is_left_out():
    from plagcheck.engine.reworded.passages import _without_weak_edges

    # Sentences 0-2 of A match 10-12 of B strongly; B's next sentence 13 shares a few words with A's 2 (weak).
    i, j = np.array([0, 1, 2, 2]), np.array([10, 11, 12, 13])
    cosine = np.array([0.5, 0.6, 0.5, 0.0])
    kept = _without_weak_edges(np.arange(4), i, j, cosine)
    assert sorted(j[kept].tolist()) == [10, 11, 12]
    # A weak seed that brings a sentence of A no strong seed matches is part of the passage: it stays.
    i, j = np.array([0, 1, 2, 3]), np.array([10, 11, 12, 13])
    cosine = np.array([0.5, 0.6, 0.5, 0.0])
    assert _without_weak_edges(np.arange(4), i, j, cosine).size == 4


def test_weak_edges_are_left_out_alike_in_small_and_large_clusters():
    from plagcheck.engine.reworded.passages import _SMALL_CLUSTER, _without_weak_edges

    for strong_seeds in (3, _SMALL_CLUSTER + 10):
        i = np.append(np.arange(strong_seeds), strong_seeds - 1)
        j = np.append(np.arange(strong_seeds) + 100, strong_seeds + 100)  # last: a weak seed to B's next sentence
        cosine = np.append(np.full(strong_seeds, 0.6), 0.0)
        kept = _without_weak_edges(np.arange(i.size), i, j, cosine)
        assert kept.size == strong_seeds and j[kept].max() == strong_seeds + 99


def test_verify_batches_hold_fewer_pairs_of_long_documents(monkeypatch):
    from plagcheck import pipeline

    class Shingled:
        def __init__(self, n):
            self.hashes = np.zeros(n)

    shingled = {0: Shingled(10), 1: Shingled(10), 2: Shingled(600), 3: Shingled(600)}
    monkeypatch.setattr(pipeline, "_VERIFY_BATCH", 3)
    monkeypatch.setattr(pipeline, "_VERIFY_BATCH_SHINGLES", 1_000)
    pairs = [(0, 1)] * 4 + [(2, 3)] * 2 + [(0, 2)]
    reworded, skeleton = np.arange(7) % 2 == 0, np.arange(7) == 6
    candidates = CandidateSet(pairs, None, None, np.arange(4), np.zeros((4, 1)), reworded, skeleton)
    batches = list(pipeline._verify_batches(candidates, shingled))
    assert [len(b) for b in batches] == [3, 1, 1, 1, 1]
    assert sum(batches, []) == [(a, b, r, s) for (a, b), r, s in zip(pairs, reworded.tolist(), skeleton.tolist())]



@pytest.mark.parametrize("seed, order", [(61, (3, 4, 1, 5, 6, 7, 8, 2, 9, 10, 11, 0)),
                                         (23, (7, 6, 8, 9, 0, 1, 2, 3, 10, 4, 5, 11)),
                                         (85, (2, 0, 6, 7, 8, 3, 9, 10, 11, 4, 5, 1))])
def test_a_paragraph_whose_sentences_were_reordered_is_one_passage_even_with_a_run_kept_in_order(seed, order):
    # Four sentences keep their order around a fifth moved among them: a copied run long enough to stand
    # on its own, bridging the moved sentence. The other sentences are shuffled around it. One reworded
    # passage, not a copied one overlapping a reworded one. Of 52 paragraphs made this way with random
    # seeds and orders, 41 came out as one passage before, 44 now; most of the rest hold a run without a break.
    import re

    gen = TextGenerator(seed)
    sentences = re.split(r"(?<=\.) ", " ".join(gen.paragraph() for _ in range(3)))[:12]
    paragraph, copy = " ".join(sentences), " ".join(sentences[i] for i in order)
    source = gen.essay(300) + "\n\n" + paragraph + "\n\n" + gen.essay(300)
    target = gen.essay(300) + "\n\n" + copy + "\n\n" + gen.essay(300)
    pair = compare(target, source)
    assert [p.kind for p in pair.passages if p.words >= 20] == ["reworded"], pair.passages
    found = next(p for p in pair.passages if p.kind == "reworded")
    in_target = (target.index(copy), target.index(copy) + len(copy))
    in_source = (source.index(paragraph), source.index(paragraph) + len(paragraph))
    assert overlap((found.a_start, found.a_end), in_target) > 0.85
    assert overlap((found.b_start, found.b_end), in_source) > 0.85
    assert any(p.words >= 40 for p in pair.absorbed)  # the run, shown when copied passages alone are


def test_a_paragraph_copied_without_a_break_stays_copied_beside_a_reworded_fragment_it_overlaps():
    # Four sentences kept in order with nothing moved among them are a copy without a break: they stay a
    # copied passage even where the reordered sentences around them make a reworded one overlapping it.
    import re

    gen = TextGenerator(38)
    sentences = re.split(r"(?<=\.) ", " ".join(gen.paragraph() for _ in range(3)))[:12]
    order = (5, 6, 7, 8, 4, 9, 10, 1, 11, 2, 0, 3)
    copy = " ".join(sentences[i] for i in order)
    source = gen.essay(300) + "\n\n" + " ".join(sentences) + "\n\n" + gen.essay(300)
    target = gen.essay(300) + "\n\n" + copy + "\n\n" + gen.essay(300)
    pair = compare(target, source)
    unbroken = " ".join(sentences[5:9])
    copied = [p for p in pair.passages if p.kind == "copied" and p.words >= 40]
    assert len(copied) == 1 and target[copied[0].a_start : copied[0].a_end] in unbroken


def _paragraph_with_new_opening(seed: int, keep_word: bool) -> tuple[str, str, str, str]:
    """Return (target, source, the target's paragraph, its opening sentence): a source paragraph rewritten
    (words substituted) after an opening sentence written anew, keeping one word of the old one or none."""
    import re

    gen = TextGenerator(seed)
    paragraph = gen.paragraph() + " " + gen.paragraph()
    sentences = re.split(r"(?<=\.) ", paragraph)
    opening = gen.paragraph().split(". ")[0].rstrip(".").split()
    if keep_word:
        opening.insert(len(opening) // 2, max(sentences[0].rstrip(".").split(), key=len))
    opening_text = " ".join(opening) + "."
    copy = opening_text + " " + EDITS["substituted"](gen, " ".join(sentences[1:]))
    source = gen.essay(300) + "\n\n" + paragraph + "\n\n" + gen.essay(300)
    target = gen.essay(300) + "\n\n" + copy + "\n\n" + gen.essay(300)
    return target, source, copy, opening_text


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_rewritten_paragraph_takes_in_its_opening_sentence_when_the_two_share_a_word(seed):
    target, source, copy, opening = _paragraph_with_new_opening(seed, keep_word=True)
    reworded = [p for p in compare(target, source).passages if p.kind == "reworded"]
    start = target.index(copy)
    assert reworded and reworded[0].a_start == start and reworded[0].a_end > start + len(opening)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_new_opening_sentence_sharing_no_word_stays_out(seed):
    target, source, copy, opening = _paragraph_with_new_opening(seed, keep_word=False)
    reworded = [p for p in compare(target, source).passages if p.kind == "reworded"]
    assert reworded and reworded[0].a_start >= target.index(copy) + len(opening)


@pytest.mark.parametrize("substitute, seed", [(0.6, 3), (0.7, 4), (0.7, 5)])
def test_a_paragraph_reworded_in_place_with_most_words_replaced_is_found(substitute, seed):
    # Most content words swapped, every sentence kept in its place and length: few terms are shared (the
    # two passages' cosine is about that of the two generated texts as a whole), but sentence after sentence
    # pairs up on one diagonal.
    target, source, in_target, in_source = planted(
        seed, lambda gen, p: reword(gen, p, shuffle=False, substitute=substitute, swap=0.0))
    reworded = [p for p in compare(target, source).passages if p.kind == "reworded"]
    assert reworded, "not found"
    best = max(reworded, key=lambda p: overlap((p.a_start, p.a_end), in_target))
    assert overlap((best.a_start, best.a_end), in_target) > 0.8
    assert overlap((best.b_start, best.b_end), in_source) > 0.8


def test_an_in_place_run_needs_one_diagonal_and_sentences_of_like_length():
    from plagcheck.engine.reworded.content import ContentDocument
    from plagcheck.engine.reworded.in_place import longest_in_place_run

    def document(lengths: list[int]) -> ContentDocument:
        words = sum(lengths)
        return ContentDocument(np.zeros(words, np.int32), np.arange(words), np.arange(words) + 1,
                               np.cumsum([0] + lengths[:-1]))

    a, b = document([20, 12, 25, 18, 30, 9]), document([7, 21, 12, 24, 19, 31])
    # A's sentences 0-4 are B's 1-5, one skipped: one run of four (the skipped sentence does not break it).
    assert longest_in_place_run(a, b, np.array([0, 1, 3, 4]), np.array([1, 2, 4, 5])) == 4
    # Seeds off the diagonal start runs of their own.
    assert longest_in_place_run(a, b, np.array([0, 1, 3, 4]), np.array([1, 2, 5, 4])) == 2
    # A's 20-word sentence with B's 7-word one is not the same sentence reworded.
    assert longest_in_place_run(a, b, np.array([0, 1, 2]), np.array([0, 1, 2])) == 0


def test_a_passage_kept_for_its_in_place_run_stands_on_its_shape_and_an_ordinary_one_on_its_words():
    from plagcheck.engine.reworded.passages import FRAGMENT_COSINE, IN_PLACE_RUN, SINGLE_SEED_COSINE

    found = []
    for seed in (4, 5, 9, 14):  # 70% of the words replaced in place: kept by their runs (see the test above)
        target, source, _, _ = planted(seed, lambda gen, p: reword(gen, p, shuffle=False, substitute=0.7, swap=0.0))
        found += [p for p in compare(target, source).passages if p.kind == "reworded"]
    for seed in (0, 1, 2):
        target, source, _, _ = planted(seed, EDITS["substituted"])
        found += [p for p in compare(target, source).passages if p.kind == "reworded"]
    shape = [p for p in found if p.basis == "shape"]
    words = [p for p in found if p.basis == "words"]
    assert len(shape) >= 3 and len(words) >= 3
    # A passage of shape is one its likeness alone would not have let through; it holds its run.
    assert all(p.similarity < SINGLE_SEED_COSINE and p.in_place_sentences >= IN_PLACE_RUN for p in shape)
    assert max(p.similarity for p in shape) < FRAGMENT_COSINE
    # Whatever falls short of FRAGMENT_COSINE stands on its shape; the rest are alike enough in words.
    assert all(p.similarity >= FRAGMENT_COSINE for p in words)


def test_copied_passages_stand_on_their_words():
    target, source, _, _ = planted(0, lambda gen, p: p)
    passages = compare(target, source).passages
    assert passages and all((p.kind, p.basis, p.in_place_sentences) == ("copied", "words", 0) for p in passages)
