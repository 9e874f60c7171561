"""LSH + verification against exact all-pairs comparison on a generated corpus."""

import itertools
import random

import pytest

from plagcheck.engine.copied.shingles import shingle_document
from plagcheck.engine.copied.verify import exact_scores
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import TextGenerator


def generated_corpus(seed: int, documents: int) -> list[str]:
    """Documents assembled from a shared pool of paragraphs plus their own: overlaps of every size."""
    gen = TextGenerator(seed)
    rng = random.Random(seed)
    pool = [gen.paragraph() for _ in range(documents // 3)]
    texts: list[list[str]] = []
    for _ in range(documents):
        own = [gen.paragraph() for _ in range(rng.randint(1, 8))]
        if texts and rng.random() < 0.35:  # reworks of an earlier document: high similarity
            earlier = rng.choice(texts)
            borrowed = [gen.edit(p, "light") for p in rng.sample(earlier, k=max(1, len(earlier) * rng.randint(5, 10) // 10))]
            own = own[: rng.randint(0, 2)]
        else:
            borrowed = rng.sample(pool, k=rng.choice((0, 1, 2, 3, 4)))
        parts = own + borrowed
        rng.shuffle(parts)
        texts.append(parts)
    return ["\n\n".join(parts) for parts in texts]


@pytest.mark.parametrize("threshold", [0.02, 0.05, 0.2])
def test_lsh_finds_at_least_99_percent_of_exact_pairs(threshold):
    settings = ScanSettings(threshold=threshold, workers=1)
    texts = generated_corpus(seed=5, documents=220)
    docs = [DocumentRecord(i, f"d{i}.txt", f"d{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    sets = [shingle_document(t, settings).shingle_set for t in texts]
    exact_pairs = set()
    for a, b in itertools.combinations(range(len(texts)), 2):
        _, in_a, in_b, _ = exact_scores(sets[a], sets[b])
        if max(in_a, in_b) >= threshold:
            exact_pairs.add((a, b))
    assert len(exact_pairs) >= 100, "the corpus must have enough similar pairs for a 99% bound to mean something"
    result = drive(scan_documents(docs, settings))
    # by score alone: pairs reported only for one long shared passage are not what exact containment counts
    found = {(p.a, p.b) for p in result.pairs if p.copied_score >= threshold}
    recall = len(found & exact_pairs) / len(exact_pairs)
    assert recall >= 0.99, f"recall {recall:.3f} at threshold {threshold} ({len(exact_pairs)} exact pairs)"
    assert found <= exact_pairs  # verification is exact: nothing below the threshold is reported
    # and LSH did not simply compare everything
    assert result.candidate_count < 0.2 * len(texts) * (len(texts) - 1) / 2
