"""Text extraction speed per format, pypdfium2 against pdfminer.six, and a whole folder cold, parallel and cached.

Generates essays (about six pages each) as .docx with python-docx, exports them with LibreOffice to PDF,
ODT and RTF (those formats are left out when `soffice` is missing), and writes TXT, Markdown and HTML of
the same text. Every figure is the median of several runs. Prints a table and writes
bench/results/extract.json.

    python3 bench/bench_extract.py            # 20 essays per format, 5 runs
    python3 bench/bench_extract.py --quick    # 4 essays, 2 runs: a smoke test of the script
"""

from __future__ import annotations

import argparse
import html
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from plagcheck.engine.reading.extract import extract_bytes  # noqa: E402
from plagcheck.engine.reading.extract.pdf import read_pdf_with_pdfminer  # noqa: E402
from plagcheck.engine.reading.ingest import discover, read_submissions  # noqa: E402
from plagcheck.shared.models import ScanSettings  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "extract.json"
WORDS = (
    "history river council harvest merchant village winter bridge letter garden market teacher ancient kingdom "
    "treaty economy famine railway factory colony empire voyage science theory experiment energy climate "
    "mountain valley forest desert ocean island harbour castle church museum library student essay argument "
    "evidence source author reader language culture society politics revolution freedom justice labour"
).split()


def essay(seed: int, paragraphs: int = 24) -> list[str]:
    """Return about six pages of prose-like paragraphs (roughly 3,000 words)."""
    rng = random.Random(seed)
    return [
        " ".join(" ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 18))).capitalize() + "."
                 for _ in range(rng.randint(5, 9)))
        for _ in range(paragraphs)
    ]


def generate(folder: Path, count: int) -> dict[str, list[Path]]:
    """Write `count` essays in every format into `folder`; return the files by format."""
    import docx

    files: dict[str, list[Path]] = {f: [] for f in ("docx", "txt", "md", "html")}
    for n in range(count):
        paragraphs = essay(n)
        document = docx.Document()
        document.sections[0].header.paragraphs[0].text = f"Student {n} - History"
        for p in paragraphs:
            document.add_paragraph(p)
        document.save(folder / f"essay{n:03}.docx")
        files["docx"].append(folder / f"essay{n:03}.docx")
        text = "\n\n".join(paragraphs)
        (folder / f"essay{n:03}.txt").write_text(text, encoding="utf-8")
        (folder / f"essay{n:03}.md").write_text("# Essay\n\n" + text.replace("Freedom", "**Freedom**"), encoding="utf-8")
        body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
        (folder / f"essay{n:03}.html").write_text(f"<html><body><h1>Essay</h1>{body}</body></html>", encoding="utf-8")
        for fmt in ("txt", "md", "html"):
            files[fmt].append(folder / f"essay{n:03}.{fmt}")
    if shutil.which("soffice"):
        for fmt in ("pdf", "odt", "rtf"):
            subprocess.run(["soffice", "--headless", "--convert-to", fmt, "--outdir", str(folder),
                            *map(str, files["docx"])], check=True, capture_output=True, timeout=600)
            files[fmt] = sorted(folder.glob(f"*.{fmt}"))
    return files


def long_pdf(folder: Path, pages: int) -> Path | None:
    """Return a PDF of about `pages` pages exported by LibreOffice, or None without it."""
    if not shutil.which("soffice"):
        return None
    text = "\n\n".join(p for seed in range(pages // 6 + 1) for p in essay(1000 + seed))
    source = folder / "long" / "thesis.txt"
    source.parent.mkdir()
    source.write_text(text, encoding="utf-8")
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(source.parent), str(source)],
                   check=True, capture_output=True, timeout=600)
    return source.with_suffix(".pdf")


def median_seconds(action, runs: int) -> float:
    """Return the median wall time of `runs` calls of `action`."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def per_format(files: dict[str, list[Path]], pages_per_essay: list[int], runs: int) -> list[dict]:
    rows = []
    for fmt, paths in files.items():
        blobs = [(p.read_bytes(), p.suffix) for p in paths]
        results = [extract_bytes(data, suffix) for data, suffix in blobs]
        bad = [r.message for r in results if r.status not in ("ok", "warning")]
        if bad:
            raise SystemExit(f"{fmt}: extraction failed: {bad[:3]}")
        seconds = median_seconds(lambda: [extract_bytes(d, s) for d, s in blobs], runs)
        pages = sum(pages_per_essay[: len(paths)])
        rows.append({"format": fmt, "files": len(paths), "seconds": seconds, "files_per_s": len(paths) / seconds,
                     "pages_per_s": pages / seconds, "ms_per_file": 1000 * seconds / len(paths)})
    return rows


def pdf_engines(paths: list[Path], runs: int) -> dict:
    """Time our pypdfium2 reader against the pdfminer.six fallback on the same PDFs."""
    blobs = [p.read_bytes() for p in paths]

    pdfium_s = median_seconds(lambda: [extract_bytes(d, ".pdf") for d in blobs], runs)
    pdfminer_s = median_seconds(lambda: [read_pdf_with_pdfminer(d) for d in blobs], max(1, runs // 2))
    same_words = sum(extract_bytes(d, ".pdf").text.split() == read_pdf_with_pdfminer(d).text.split() for d in blobs)
    return {"files": len(blobs), "pypdfium2_ms_per_file": 1000 * pdfium_s / len(blobs),
            "pdfminer_ms_per_file": 1000 * pdfminer_s / len(blobs), "ratio": pdfminer_s / pdfium_s,
            "files_with_identical_words": same_words}


def whole_folder(folder: Path, runs: int) -> list[dict]:
    """Time read_submissions over the whole folder: cold in one process, cold with 2 processes, cached."""
    submissions = discover([folder])
    rows = []
    for label, workers, cached in (("cold, in-process", 1, False), ("cold, 2 processes", 2, False),
                                   ("cached (second scan)", 2, True)):
        cache_root = Path(tempfile.mkdtemp(prefix="plagcheck-bench-cache-"))

        def scan():
            cache = cache_root if cached else Path(tempfile.mkdtemp(dir=cache_root))
            records = list(read_submissions(submissions, ScanSettings(workers=workers), cache_dir=cache))
            assert all(r.status in ("ok", "warning") for r in records), [r.message for r in records][:3]

        if cached:
            scan()  # fills the cache
        seconds = median_seconds(scan, runs)
        shutil.rmtree(cache_root, ignore_errors=True)
        rows.append({"mode": label, "files": len(submissions), "seconds": seconds,
                     "files_per_s": len(submissions) / seconds})
    return rows


def pan_corpus(runs: int) -> dict | None:
    """Time read_submissions over the PAN 2013 subset beside the checkout (plain text), cold and cached."""
    pan = ROOT.parent / "shared" / "corpora" / "pan13-subset"
    if not (pan / "susp").is_dir():
        return None
    submissions = discover([pan / "susp", pan / "src"])
    cache_root = Path(tempfile.mkdtemp(prefix="plagcheck-bench-pan-"))
    cold = median_seconds(lambda: list(read_submissions(submissions, ScanSettings(),
                                                        cache_dir=Path(tempfile.mkdtemp(dir=cache_root)))), runs)
    list(read_submissions(submissions, ScanSettings(), cache_dir=cache_root))
    cached = median_seconds(lambda: list(read_submissions(submissions, ScanSettings(), cache_dir=cache_root)), runs)
    shutil.rmtree(cache_root, ignore_errors=True)
    return {"files": len(submissions), "cold_s": cold, "cached_s": cached}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="4 essays, 2 runs")
    args = parser.parse_args()
    count, runs = (4, 2) if args.quick else (20, 5)
    with tempfile.TemporaryDirectory(prefix="plagcheck-bench-") as tmp:
        folder = Path(tmp) / "class"
        folder.mkdir()
        print(f"generating {count} essays per format ...", flush=True)
        files = generate(folder, count)
        pdf_pages = [extract_bytes(p.read_bytes(), ".pdf").pages or 0 for p in files.get("pdf", [])]
        pages_per_essay = pdf_pages or [6] * count
        formats = per_format(files, pages_per_essay, runs)
        print(f"\nPer format, in one process ({runs} runs, median; pages = pages of the same essay as PDF):")
        print(f"{'format':8} {'files':>5} {'ms/file':>9} {'files/s':>9} {'pages/s':>9}")
        for row in formats:
            print(f"{row['format']:8} {row['files']:5} {row['ms_per_file']:9.1f} {row['files_per_s']:9.1f} "
                  f"{row['pages_per_s']:9.1f}")
        engines = None
        if files.get("pdf"):
            pdfs = list(files["pdf"])
            thesis = long_pdf(Path(tmp), 200)
            engines = {"essays": pdf_engines(pdfs, runs), "long": pdf_engines([thesis], max(2, runs // 2))}
            engines["long"]["pages"] = extract_bytes(thesis.read_bytes(), ".pdf").pages
            print("\nPDF readers on the same files (ms per file, median):")
            for label, row in engines.items():
                print(f"  {label:7} pypdfium2 {row['pypdfium2_ms_per_file']:8.1f}   pdfminer.six "
                      f"{row['pdfminer_ms_per_file']:8.1f}   pdfminer/pypdfium2 {row['ratio']:5.1f}x   "
                      f"identical words in {row['files_with_identical_words']}/{row['files']}")
        folder_rows = whole_folder(folder, max(2, runs // 2))
        print("\nWhole folder through read_submissions (all formats, median):")
        for row in folder_rows:
            print(f"  {row['mode']:22} {row['files']:4} files {row['seconds']:7.2f} s {row['files_per_s']:8.1f} files/s")
    pan = pan_corpus(max(2, runs // 2))
    if pan:
        print(f"\nPAN 2013 subset ({pan['files']} plain-text files): cold {pan['cold_s']:.2f} s "
              f"({pan['files'] / pan['cold_s']:.0f} files/s), cached {pan['cached_s']:.2f} s "
              f"({pan['files'] / pan['cached_s']:.0f} files/s)")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    results = {"formats": formats, "pdf_engines": engines, "folder": folder_rows, "pan": pan}
    RESULTS.write_text(json.dumps(results, indent=2))
    print(f"\nwrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
