"""How accurate the approximations are: MinHash's Jaccard estimate, and LSH recall against exact all-pairs.

1. MinHash: pairs of random hash sets with a known Jaccard J (|A u B| = 1,000) are signed with plagcheck's
   MinHasher; the estimate's bias and root-mean-square error are compared with the theoretical standard error
   sqrt(J(1-J)/n) for n permutations.
2. LSH recall: every pair of a corpus is compared exactly (Jaccard and containment from the shingle sets),
   and the share of the pairs above each threshold that the index makes candidates is counted, with the
   settings plagcheck ships. Corpora: a generated class in which documents share paragraphs of every size
   (whole reworks, single paragraphs, light edits), and the PAN 2k selection when it is present.

    python3 bench/bench_accuracy.py            # both parts
    python3 bench/bench_accuracy.py --quick    # fewer trials, smaller corpus: checks the script (accuracy-quick.json)

Writes bench/results/accuracy.json.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import numpy as np

from common import load_average, machine, pan_available, pan_selection, table, write_results

JACCARDS = (0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9)
NUM_PERMS = (32, 64, 128, 256)
#: Thresholds on the score teachers read (the larger containment) and on Jaccard; all at or above the
#: lowest score a scan keeps (ScanSettings.min_score = 0.01), so a pair below them is never dropped unseen.
SCORE_THRESHOLDS = (0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8)
JACCARD_THRESHOLDS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5)


def minhash_error(trials: int, union: int = 1000, seed: int = 3) -> list[dict]:
    """Return, per (J, num_perm), the estimate's bias, RMSE and the theoretical standard error."""
    from plagcheck.engine.copied.minhash import MinHasher, estimate_jaccard, standard_error

    rng = np.random.default_rng(seed)
    rows = []
    for num_perm in NUM_PERMS:
        hasher = MinHasher(num_perm, seed=1)
        for jaccard in JACCARDS:
            shared = round(jaccard * union)
            true_j = shared / union
            errors = []
            for _ in range(trials):
                values = rng.integers(0, 2**64, size=union, dtype=np.uint64, endpoint=False)
                only_a = (union - shared) // 2
                set_a = values[: shared + only_a]
                set_b = np.concatenate([values[:shared], values[shared + only_a :]])
                errors.append(estimate_jaccard(hasher.signature(set_a), hasher.signature(set_b)) - true_j)
            errors_arr = np.array(errors)
            se = standard_error(true_j, num_perm)
            rows.append({
                "num_perm": num_perm, "jaccard": true_j, "bias": float(errors_arr.mean()),
                "rmse": float(np.sqrt((errors_arr**2).mean())), "theory_se": se,
                "within_2se": float(np.mean(np.abs(errors_arr) <= 2 * se + 1e-12)),
            })
    return rows


def generated_texts(documents: int, seed: int = 5) -> list[str]:
    """Return documents made of their own paragraphs plus shared ones: overlaps of every size.

    A third of the documents rework an earlier one (most of its paragraphs, lightly edited); the others
    borrow 0-4 paragraphs from a shared pool, so pairs range from one shared paragraph to near-copies.
    """
    from tests.synthetic import TextGenerator

    gen = TextGenerator(seed)
    rng = random.Random(seed)
    pool = [gen.paragraph() for _ in range(max(3, documents // 3))]
    texts: list[list[str]] = []
    for _ in range(documents):
        own = [gen.paragraph() for _ in range(rng.randint(1, 8))]
        if texts and rng.random() < 0.33:
            earlier = rng.choice(texts)
            share = max(1, len(earlier) * rng.randint(3, 10) // 10)
            borrowed = [gen.edit(p, rng.choice(("verbatim", "light"))) for p in rng.sample(earlier, k=share)]
            own = own[: rng.randint(0, 3)]
        else:
            borrowed = rng.sample(pool, k=rng.choice((0, 1, 1, 2, 3, 4)))
        parts = own + borrowed
        rng.shuffle(parts)
        texts.append(parts)
    return ["\n\n".join(parts) for parts in texts]


def pan_texts() -> list[str]:
    """Return the texts of the PAN 2k selection as plagcheck reads them."""
    from plagcheck.engine.reading import ingest
    from plagcheck.shared.models import ScanSettings

    submissions = ingest.discover(pan_selection())
    return [r.text for r in ingest.read_submissions(submissions, ScanSettings(), use_cache=False)]


def longest_shared_run(hashes: np.ndarray, other_set: np.ndarray) -> int:
    """Return the longest run of consecutive shingles of one document that the other document also has."""
    mask = np.isin(hashes, other_set)
    if not mask.any():
        return 0
    edges = np.diff(mask.astype(np.int8), prepend=np.int8(0), append=np.int8(0))
    return int((np.flatnonzero(edges == -1) - np.flatnonzero(edges == 1)).max())


def comparable_settings():
    """Return the shipped settings with text exclusions (common text, bibliographies, quotations) off.

    Recall is about the index: with nothing left out, the pipeline and the exact all-pairs comparison below
    see the same shingle sets.
    """
    from dataclasses import fields, replace

    from plagcheck.shared.models import ScanSettings

    off = {"common_share": 0.0, "exclude_bibliography": False, "exclude_quotes": False}
    names = {f.name for f in fields(ScanSettings)}
    return replace(ScanSettings(), **{k: v for k, v in off.items() if k in names})


def lsh_recall(label: str, texts: list[str]) -> dict:
    """Return the share of exact all-pairs pairs above each threshold that the scan reports.

    Verification is exact, so a pair above the scan's lowest kept score is reported exactly when the
    index made it a candidate: this is the candidate recall of the LSH indexes.
    """
    from plagcheck.engine.copied.shingles import shingle_document
    from plagcheck.engine.copied.verify import exact_scores
    from plagcheck.shared.models import DocumentRecord
    from plagcheck.pipeline import drive, scan_documents

    settings = comparable_settings()
    documents = [DocumentRecord(i, f"d{i}.txt", f"d{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]
    started = time.perf_counter()
    result = drive(scan_documents(documents, settings))
    lsh_s = time.perf_counter() - started
    found = {(p.a, p.b) for p in result.pairs}

    started = time.perf_counter()
    shingled = [shingle_document(t, settings) for t in texts]
    sets = [d.shingle_set for d in shingled]
    scores, jaccards, pairs, shared_counts = [], [], [], []
    for a in range(len(sets)):
        for b in range(a + 1, len(sets)):
            jaccard, in_a, in_b, shared = exact_scores(sets[a], sets[b])
            if jaccard > 0:
                pairs.append((a, b))
                scores.append(max(in_a, in_b))
                jaccards.append(jaccard)
                shared_counts.append(shared.size)
    exact_s = time.perf_counter() - started
    hit = np.array([p in found for p in pairs], dtype=bool)
    score_arr, jaccard_arr = np.array(scores), np.array(jaccards)

    def recall_rows(values: np.ndarray, thresholds: tuple[float, ...]) -> list[dict]:
        """Return, per threshold, the exact pairs at or above it and how many of them the scan reported."""
        rows = []
        for t in thresholds:
            above = values >= t
            rows.append({"threshold": t, "exact_pairs": int(above.sum()),
                         "found": int((above & hit).sum()),
                         "recall": float((above & hit).sum() / above.sum()) if above.any() else 1.0})
        return rows

    lowest = score_arr >= SCORE_THRESHOLDS[0]
    missed_shared = np.array(shared_counts)[lowest & ~hit]
    missed_runs = np.array([
        longest_shared_run(shingled[a].hashes, shingled[b].shingle_set)
        for (a, b), missed in zip(pairs, lowest & ~hit) if missed
    ])
    n = len(texts)
    return {
        # What the missed pairs share: a few scattered shingles (common phrases) or a copied passage.
        "missed_at_lowest_threshold": {
            "pairs": int(missed_shared.size),
            "shared_shingles_median": float(np.median(missed_shared)) if missed_shared.size else 0.0,
            "with_20_or_more_shared_shingles": int((missed_shared >= 20).sum()),
            "longest_run_median": float(np.median(missed_runs)) if missed_runs.size else 0.0,
            "longest_run_max": int(missed_runs.max()) if missed_runs.size else 0,
        },
        "corpus": label, "documents": n, "all_pairs": n * (n - 1) // 2, "candidates": result.candidate_count,
        "lsh": [result.lsh.bands, result.lsh.rows], "scan_s": lsh_s, "exact_all_pairs_s": exact_s,
        "by_score": recall_rows(score_arr, SCORE_THRESHOLDS),
        "by_jaccard": recall_rows(jaccard_arr, JACCARD_THRESHOLDS),
    }


def print_minhash(rows: list[dict]) -> None:
    """Print the MinHash error table."""
    print("\nMinHash estimate of Jaccard: error over random set pairs (|A u B| = 1,000)")
    print(table(["num_perm", "J", "bias", "RMSE", "sqrt(J(1-J)/n)", "RMSE / theory", "within 2 SE"],
                [[r["num_perm"], r["jaccard"], r["bias"], r["rmse"], r["theory_se"],
                  r["rmse"] / r["theory_se"] if r["theory_se"] else 0.0, f"{100 * r['within_2se']:.1f}%"]
                 for r in rows]))


def print_recall(result: dict) -> None:
    """Print one corpus's recall tables."""
    print(f"\nLSH recall against exact all-pairs: {result['corpus']}, {result['documents']:,} documents, "
          f"{result['candidates']:,} candidates of {result['all_pairs']:,} pairs "
          f"({100 * result['candidates'] / result['all_pairs']:.2f}%); document index b x r = {result['lsh']}; "
          f"scan {result['scan_s']:.1f} s, exact all-pairs "
          f"{result['exact_all_pairs_s']:.1f} s")
    missed = result["missed_at_lowest_threshold"]
    print(f"Missed at score >= {SCORE_THRESHOLDS[0]}: {missed['pairs']} pairs sharing a median of "
          f"{missed['shared_shingles_median']:.0f} shingles ({missed['with_20_or_more_shared_shingles']} share 20 or "
          f"more); their longest run of consecutive shared shingles: median {missed['longest_run_median']:.0f}, "
          f"max {missed['longest_run_max']}")
    for key, name in (("by_score", "score (larger containment)"), ("by_jaccard", "Jaccard")):
        print(table([f"{name} >=", "exact pairs", "reported by the scan", "recall"],
                    [[r["threshold"], r["exact_pairs"], r["found"], f"{100 * r['recall']:.2f}%"]
                     for r in result[key]]))


def main() -> None:
    """Run both parts and print and save the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer trials and a smaller corpus")
    parser.add_argument("--trials", type=int, default=400, help="set pairs per (J, num_perm) (default: 400)")
    parser.add_argument("--documents", type=int, default=800, help="generated corpus size (default: 800)")
    parser.add_argument("--no-pan", action="store_true", help="leave out the PAN 2k corpus")
    args = parser.parse_args()
    trials, documents = (40, 150) if args.quick else (args.trials, args.documents)
    info = machine()
    print(f"Machine: {info['cpu']}, {info['cores']} cores; load {load_average()}")
    minhash = minhash_error(trials)
    print_minhash(minhash)
    recalls = [lsh_recall(f"generated ({documents} documents)", generated_texts(documents))]
    print_recall(recalls[-1])
    if not args.no_pan and not args.quick and pan_available():
        recalls.append(lsh_recall("PAN 2k", pan_texts()))
        print_recall(recalls[-1])
    path = write_results("accuracy-quick" if args.quick else "accuracy", {"machine": info, "trials": trials, "minhash": minhash, "lsh_recall": recalls})
    print(f"\nload average at end {load_average()}; wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
