"""How big a 500-pair evidence report is, and how long Chromium takes to open it.

Builds ScanResults from generated documents (pseudo-words, so no two documents share text by chance, with
known copied passages), writes the HTML report, and loads it in headless Chromium five times per scenario.
Every document also starts with the assignment's text (greyed as template text), has two sentences marked
as quotations and ends with a reference list; every fifth pair has a review with a note.
Prints the figures (medians) and writes bench/results/report.json (or --out).

    python3 bench/bench_report.py            # both scenarios
    python3 bench/bench_report.py --quick    # smaller documents, fewer runs: a smoke test of the script
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from plagcheck.report import write_html_report  # noqa: E402
from plagcheck.shared.models import (  # noqa: E402
    DocumentRecord, LshParameters, PairResult, Passage, ScanResult, ScanSettings,
)
from plagcheck.triage.review import ReviewBook, ReviewState, set_review  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "report.json"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--window-size=1280,900",
]
SYLLABLES = [c + v for c in "bdfghklmnprstvz" for v in "aeiou"] + ["th", "sh", "ch", "qu"]


def pseudo_words(rng: random.Random, count: int) -> list[str]:
    """Return `count` pronounceable made-up words: unique enough that only copied text matches."""
    return ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4))) for _ in range(count)]


def paragraph(rng: random.Random, words: int) -> str:
    """Return a paragraph of sentences of made-up words."""
    tokens = pseudo_words(rng, words)
    sentences, i = [], 0
    while i < len(tokens):
        n = rng.randint(8, 20)
        sentences.append(" ".join(tokens[i : i + n]).capitalize() + ".")
        i += n
    return " ".join(sentences)


def build_result(documents: int, words: int, pairs: list[tuple[int, int]], seed: int = 7) -> ScanResult:
    """Return a scan of generated documents where each listed pair shares 1-6 copied passages."""
    rng = random.Random(seed)
    bodies = [[paragraph(rng, rng.randint(60, 160)) for _ in range(max(1, words // 110))] for _ in range(documents)]
    shared: dict[tuple[int, int], list[str]] = {}
    for a, b in pairs:
        passages = [paragraph(rng, rng.randint(25, 160)) for _ in range(rng.randint(1, 6))]
        shared[(a, b)] = passages
        for passage in passages:
            bodies[a].insert(rng.randrange(len(bodies[a]) + 1), passage)
            bodies[b].insert(rng.randrange(len(bodies[b]) + 1), passage)
    assignment = paragraph(rng, 60)
    texts = ["\n\n".join([assignment, *body]) for body in bodies]
    records = tuple(
        DocumentRecord(
            id=i, path=f"/class/essay-{i:04d}.docx", name=f"essay-{i:04d}.docx", status="ok", message="",
            sha256=hashlib.sha256(text.encode()).hexdigest(), format="docx", text=text,
        )
        for i, text in enumerate(texts)
    )
    results = []
    for (a, b), passages in shared.items():
        located = []
        for passage in passages:
            sa, sb = texts[a].index(passage), texts[b].index(passage)
            n = len(passage.split())
            located.append(Passage(sa, sa + len(passage), sb, sb + len(passage), n - 4, n, n))
        copied = sum(p.length_a for p in located)
        ca, cb = copied / len(texts[a].split()), copied / len(texts[b].split())
        results.append(
            PairResult(a, b, copied / (len(texts[a].split()) + len(texts[b].split()) - copied), ca, cb,
                       copied - 4 * len(located), max(p.length_a for p in located), tuple(located))
        )
    results.sort(key=lambda p: -p.score)
    ignored = {i: (("template", 0, len(assignment)),) for i in range(documents)}
    citations = {i: _citations(rng, text) for i, text in enumerate(texts)}
    return ScanResult(ScanSettings(threshold=0.0), records, tuple(results), LshParameters(32, 4, 128), len(results),
                      ignored_spans=ignored, citation_spans=citations, ignored_template_shingles=56)


def _citations(rng: random.Random, text: str) -> tuple[tuple[str, int, int], ...]:
    """Return two sentences of `text` as quotations and its last paragraph as the reference list."""
    ends = [i + 1 for i, char in enumerate(text) if char == "."]
    quotes = sorted(rng.sample(range(len(ends) - 2), 2))
    last = text.rindex("\n\n") + 2
    return (*(("quote", ends[q] + 1, ends[q + 1]) for q in quotes), ("bibliography", last, len(text)))


def reviews_of(result: ScanResult) -> ReviewBook:
    """Return a review of every fifth pair, with a short note."""
    book = ReviewBook()
    for i, pair in enumerate(result.pairs[::5]):
        state = (ReviewState.CONFIRMED, ReviewState.NEEDS_CONVERSATION, ReviewState.NOT_PLAGIARISM)[i % 3]
        book = set_review(book, pair.a, pair.b, state, f"Checked on day {i}: see the second passage.", "2026-01-01")
    return book


def per_pair_text_bytes(result: ScanResult) -> int:
    """Return what rendering both texts into every pair's section would cost (escaped), in bytes."""
    total = 0
    for pair in result.pairs:
        for doc_id in (pair.a, pair.b):
            total += len(html.escape(result.document(doc_id).text).encode("utf-8"))
    return total


def run_chromium(chromium: str, page: Path, action: list[str]) -> tuple[float, str]:
    """Return (wall seconds, stdout) of one fresh headless Chromium doing `action` on `page`."""
    with tempfile.TemporaryDirectory() as profile:
        started = time.perf_counter()
        out = subprocess.run(
            [chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *action, page.as_uri()],
            capture_output=True, text=True, timeout=180, check=True, cwd=profile,
        ).stdout
        return time.perf_counter() - started, out


def measure(chromium: str, page: Path, runs: int) -> dict:
    """Return median load figures over `runs` fresh browser starts.

    `screenshot_seconds`: start Chromium, load the page and paint its first screen (what a teacher waits
    for). `in_page_ready_ms`: from navigation start until the report's script finished (the whole file
    parsed, its data decoded, the first layout done), read from the DOM it leaves behind.
    """
    shots, ready = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            shots.append(run_chromium(chromium, page, [f"--screenshot={Path(tmp) / 'shot.png'}"])[0])
        found = re.search(r'data-ready-ms="(\d+)"', run_chromium(chromium, page, ["--dump-dom"])[1])
        if found:
            ready.append(int(found.group(1)))
    return {
        "screenshot_seconds_median": round(statistics.median(shots), 3),
        "screenshot_seconds_runs": [round(s, 3) for s in shots],
        "in_page_ready_ms_median": statistics.median(ready) if ready else None,
    }


def scenario(name: str, documents: int, words: int, pairs: list[tuple[int, int]], chromium: str | None,
             runs: int, workdir: Path, baseline: float | None) -> dict:
    """Build, write and (if Chromium exists) load one report; return its figures."""
    result = build_result(documents, words, pairs)
    page = workdir / f"{name}.html"
    started = time.perf_counter()
    write_html_report(result, page, threshold=0.0, reviews=reviews_of(result))
    write_seconds = time.perf_counter() - started
    size = page.stat().st_size
    involved = {d for p in result.pairs for d in (p.a, p.b)}
    figures = {
        "documents": documents,
        "words_per_document": words,
        "pairs": len(result.pairs),
        "documents_in_pairs": len(involved),
        "text_megabytes_once": round(sum(len(result.document(d).text.encode()) for d in involved) / 1e6, 2),
        "report_megabytes": round(size / 1e6, 2),
        "per_pair_rendering_text_megabytes": round(per_pair_text_bytes(result) / 1e6, 2),
        "write_seconds": round(write_seconds, 2),
    }
    if chromium:
        figures |= measure(chromium, page, runs)
        if baseline is not None:
            figures["open_seconds"] = round(figures["screenshot_seconds_median"] - baseline, 3)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small documents and 2 runs (checks the script)")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where to write the figures (JSON)")
    args = parser.parse_args()
    runs, words = (2, 300) if args.quick else (5, 2500)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    rng = random.Random(1)
    class_docs = 250
    everyone = [(a, b) for a in range(class_docs) for b in range(a + 1, class_docs)]
    class_pairs = rng.sample(everyone, 500)
    disjoint_pairs = [(2 * i, 2 * i + 1) for i in range(500)]
    figures: dict = {"chromium": None, "runs": runs, "cpus": os.cpu_count(), "load_average_before": os.getloadavg()}
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        baseline = None
        if chromium:
            figures["chromium"] = subprocess.run([chromium, "--version"], capture_output=True, text=True).stdout.strip()
            blank = workdir / "blank.html"
            blank.write_text("<!DOCTYPE html><title>blank</title><p>blank</p>", encoding="utf-8")
            baseline = measure(chromium, blank, runs)["screenshot_seconds_median"]
            figures["blank_page_screenshot_seconds_median"] = baseline
        figures["class_250_docs_500_pairs"] = scenario(
            "class", class_docs, words, class_pairs, chromium, runs, workdir, baseline)
        figures["worst_1000_docs_500_disjoint_pairs"] = scenario(
            "disjoint", 1000, words, disjoint_pairs, chromium, runs, workdir, baseline)
    figures["load_average_after"] = os.getloadavg()
    if not args.quick:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
