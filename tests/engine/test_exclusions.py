"""Template text and class-wide common text do not count as shared."""

from plagcheck.models import DocumentRecord, ScanSettings
from plagcheck.pipeline import drive, scan_documents
from plagcheck.synthetic import TextGenerator


def records(texts):
    return [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]


def test_prompt_only_overlap_scores_near_zero_and_identical_essays_stay_at_100():
    gen = TextGenerator(21)
    prompt = gen.essay(250)
    alice = prompt + "\n\n" + gen.essay(600)
    bob = prompt + "\n\n" + gen.essay(600)
    carol = prompt + "\n\n" + gen.essay(600)
    dave = carol  # handed in the same essay
    template = DocumentRecord(0, "prompt.txt", "prompt.txt", "ok", "", text=prompt)
    settings = ScanSettings(workers=1, threshold=0.0)

    without = drive(scan_documents(records([alice, bob, carol, dave]), settings))
    assert {(p.a, p.b) for p in without.pairs_above(0.2)} >= {(0, 1), (2, 3)}  # the prompt alone looks like 30%

    result = drive(scan_documents(records([alice, bob, carol, dave]), settings, templates=[template]))
    scores = {(p.a, p.b): p for p in result.pairs}
    assert (0, 1) not in scores or scores[(0, 1)].score < 0.02
    assert scores[(2, 3)].jaccard == 1.0 and scores[(2, 3)].score == 1.0
    assert result.ignored_template_shingles > 200
    # the prompt's text is reported as template text in every document, starting at 0
    kinds = {kind for spans in result.ignored_spans.values() for kind, _, _ in spans}
    assert kinds == {"template"}
    assert all(spans[0][1] == 0 for spans in result.ignored_spans.values())
    # the copied essay's passage begins where the greyed template text ends (shingles crossing the
    # boundary hold a few of the prompt's last words)
    template_end = result.ignored_spans[2][0][2]
    assert len(prompt) - 40 < template_end <= len(prompt)
    assert all(p.a_start >= template_end for p in scores[(2, 3)].passages)


def test_boilerplate_most_of_the_class_shares_is_ignored():
    gen = TextGenerator(5)
    header = "Declaration of originality. I confirm that this work is my own and that I have cited all sources."
    texts = [header + "\n\n" + gen.essay(300) for _ in range(20)]
    texts[7] = texts[3]  # one real copy
    on = drive(scan_documents(records(texts), ScanSettings(workers=1, threshold=0.0)))
    off = drive(scan_documents(records(texts), ScanSettings(workers=1, threshold=0.0, common_share=0.0)))
    assert on.ignored_common_shingles >= 10
    assert {(p.a, p.b) for p in on.pairs_above(0.02)} == {(3, 7)}
    assert len(off.pairs_above(0.02)) > 1 or off.candidate_count > on.candidate_count
    assert any(kind == "common" for kind, _, _ in on.ignored_spans[0])


def test_small_class_keeps_a_copying_ring():
    gen = TextGenerator(8)
    shared = gen.essay(200)
    texts = [shared + "\n\n" + gen.essay(200) for _ in range(4)]
    result = drive(scan_documents(records(texts), ScanSettings(workers=1)))
    assert result.ignored_common_shingles == 0
    assert len(result.pairs_above(0.3)) == 6
