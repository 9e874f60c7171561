"""The institution's archive on this machine: add, check and sweep at 10^5 and 10^6 documents.

    python3 bench/bench_archive.py [--sizes 100000 1000000] [--workers 2] [--runs 3] [--keep]

For each size, on a LocalCluster of `--workers` worker processes (one thread each) started here:

- add: the corpus's first N essays (bench/archive_corpus.py: 300-1,000 words, one in 100 with a planted
  150-300-word verbatim copy of an earlier one), read from disk, into a new archive (`archive.add.add`, what
  `plagcheck-cli archive add` runs). Wall time, documents per second (per worker), the workers' CPU seconds
  per document, and the peak resident memory of each worker process (sampled every 0.1 s);
- bytes on disk per document, by kind of file;
- check: the class of 300 (30 carry a planted copy of an archive essay) against the archive, as
  `plagcheck-cli archive check` runs it (`plagcheck-cli scan CLASS --reference ARCHIVE` with the cluster's
  client open), `--runs` times: median wall time, and the planted copies found. Also once as a whole new
  command (`plagcheck-cli archive check ... --workers W`), LocalCluster start included;
- sweep: every similar pair inside the archive; wall time; recall of the planted copies;
- add again: the same files, which must add nothing.

The corpus is written once (bench/results/corpora/archive-1000000-s15, 4 GB, about 7 minutes) and the
archive of each size is kept in bench/results/archives/ with --keep (then a later run reuses it and skips
the add). Prints a table and the growth exponents between the sizes; writes bench/results/archive.json.
Run it under `flock /work/team/heavy.lock` on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from archive_corpus import CLASS_SOURCES_BELOW, folders_for, read_truth, write_corpus
from common import RESULTS, ROOT, TreeMemorySampler, load_average, machine, table, write_results

from plagcheck.archive.add import add
from plagcheck.archive.cluster import cluster_client
from plagcheck.archive.info import archive_info
from plagcheck.cli import main as cli_main
from plagcheck.models import ScanSettings
from plagcheck.pipeline import drive

ARCHIVES = RESULTS / "archives"


class WorkerMemory:
    """Samples the resident memory of each Dask worker process, and of this client, apart; keeps the peaks."""

    def __init__(self, client) -> None:
        self.pids = list(client.run(os.getpid).values())
        self.samplers = {pid: TreeMemorySampler(pid) for pid in [*self.pids, os.getpid()]}

    def __enter__(self) -> WorkerMemory:
        for sampler in self.samplers.values():
            sampler.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        for sampler in self.samplers.values():
            sampler.__exit__()

    def figures(self) -> dict:
        """Return the peak RSS (MB) of the busiest worker, of each worker, and of the client."""
        workers = [self.samplers[pid].peak_rss_kb / 1024 for pid in self.pids]
        return {"peak_worker_rss_mb": max(workers), "peak_rss_mb_per_worker": workers,
                "peak_client_rss_mb": self.samplers[os.getpid()].peak_rss_kb / 1024}


def worker_cpu(client) -> float:
    """Return the CPU seconds (user + system) the worker processes and their reader processes have used."""
    def used() -> float:
        import psutil

        process = psutil.Process()
        return sum(sum(p.cpu_times()[:2]) for p in [process, *process.children(recursive=True)])

    return sum(client.run(used).values())


def found_pairs(result_json: Path) -> set[tuple[str, str]]:
    """Return (class file name, reference file name) of every reference pair in a scan JSON."""
    data = json.loads(result_json.read_text())
    documents = {d["id"]: d for d in data["documents"]}
    found = set()
    for pair in data["pairs"]:
        a, b = documents[pair["a"]], documents[pair["b"]]
        if b.get("collection"):
            found.add((Path(a["path"]).name, Path(b["path"]).name))
    return found


def measure_size(size: int, corpus: Path, args: argparse.Namespace, client) -> dict:
    """Add, check and sweep the archive of the first `size` essays; return the figures."""
    figures: dict = {"documents": size, "load_average_before": load_average()}
    address = ARCHIVES / f"archive-{size}" if args.keep else Path(tempfile.mkdtemp(prefix="archive-")) / "a"
    folders = [str(f) for f in folders_for(corpus, size)]
    settings = ScanSettings()
    if not (address / "plagcheck-archive.json").exists() or archive_info(str(address))["documents"] < size:
        shutil.rmtree(address, ignore_errors=True)
        address.parent.mkdir(parents=True, exist_ok=True)
        cpu = worker_cpu(client)
        started = time.perf_counter()
        with WorkerMemory(client) as memory:
            report = drive(add(str(address), folders, "Essays", "2026-autumn", settings, client))
        seconds = time.perf_counter() - started
        worker_seconds = worker_cpu(client) - cpu
        figures["add"] = {"seconds": seconds, "added": report.added, "documents_per_second": size / seconds,
                          "documents_per_second_per_worker": size / seconds / args.workers,
                          "worker_cpu_seconds": worker_seconds,
                          "documents_per_cpu_second": size / worker_seconds, **memory.figures()}
        print(f"  add: {seconds:.0f} s, {size / seconds:,.0f} documents/s ({size / seconds / args.workers:,.0f} "
              f"per worker; {size / worker_seconds:,.0f} per worker CPU second), peak worker RSS "
              f"{memory.figures()['peak_worker_rss_mb']:.0f} MB", flush=True)
    info = archive_info(str(address))
    figures["disk"] = {"bytes": info["bytes_on_disk"], "bytes_per_document": info["bytes_on_disk"] / size,
                       "by_kind": bytes_by_kind(address)}
    print(f"  on disk: {info['bytes_on_disk'] / 1e6:,.0f} MB, {info['bytes_on_disk'] / size:,.0f} bytes/document "
          f"({', '.join(f'{k} {v / size:,.0f}' for k, v in figures['disk']['by_kind'].items())})", flush=True)

    class_folder = corpus / "class"
    truth = {(r["student"], r["source"]) for r in read_truth(corpus / "class_truth.csv")
             if int(r["source"][6:13]) < size}
    out = Path(tempfile.mkdtemp(prefix="check-")) / "check.json"
    times, recalls = [], []
    with WorkerMemory(client) as memory:
        for _ in range(args.runs):
            started = time.perf_counter()
            code = cli_main(["scan", str(class_folder), "--reference", str(address), "--json", str(out), "-q"])
            times.append(time.perf_counter() - started)
            assert code == 0, "the check failed"
            recalls.append(len(truth & found_pairs(out)))
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "plagcheck.cli", "archive", "check", str(address), str(class_folder),
                    "--json", str(out), "-q", "--local-workers", str(args.workers)], check=True, cwd=ROOT)
    whole = time.perf_counter() - started
    figures["check"] = {"seconds_median": statistics.median(times), "seconds": times,
                        "whole_command_seconds": whole, "planted": len(truth), "planted_found": min(recalls),
                        "reference_pairs": len(found_pairs(out)), **memory.figures()}
    runs = ", ".join(f"{t:.2f}" for t in times)
    print(f"  check of 300: median {statistics.median(times):.2f} s on the running cluster ({runs}); "
          f"{whole:.1f} s as a new command with its LocalCluster; planted copies found {min(recalls)}/{len(truth)}",
          flush=True)

    from plagcheck.archive.sweep import sweep
    import pyarrow.parquet as pq

    pairs_out = Path(tempfile.mkdtemp(prefix="sweep-")) / "pairs.parquet"
    started = time.perf_counter()
    with WorkerMemory(client) as memory:
        summary = drive(sweep(str(address), str(pairs_out), None, ScanSettings.threshold))
    seconds = time.perf_counter() - started
    planted = {(r["target"], r["source"]) for r in read_truth(corpus / "archive_truth.csv")
               if int(r["target"][6:13]) < size}
    written = pq.read_table(pairs_out, columns=["a_path", "b_path"]).to_pydict()
    swept = {frozenset((Path(a).name, Path(b).name)) for a, b in zip(written["a_path"], written["b_path"])}
    hits = sum(frozenset(p) in swept for p in planted)
    figures["sweep"] = {"seconds": seconds, "summary": summary, "planted": len(planted), "planted_found": hits,
                        **memory.figures()}
    print(f"  sweep: {seconds:.0f} s ({summary['seconds']}), {summary['candidate_text_pairs']:,} candidate text "
          f"pairs, {summary['document_pairs']:,} pairs written; planted copies found {hits}/{len(planted)}",
          flush=True)

    started = time.perf_counter()
    again = drive(add(str(address), folders, "Essays", "2026-autumn", settings, client))
    figures["add_again"] = {"seconds": time.perf_counter() - started, "added": again.added,
                            "already_there": again.already_there}
    print(f"  add again: {figures['add_again']['seconds']:.0f} s, {again.added} added, "
          f"{again.already_there:,} already there", flush=True)
    figures["load_average_after"] = load_average()
    if not args.keep:
        shutil.rmtree(address.parent, ignore_errors=True)
    return figures


def bytes_by_kind(address: Path) -> dict[str, int]:
    """Return the archive's bytes by kind of file: texts, documents, signatures, band keys, samples."""
    kinds = {"texts": 0, "documents": 0, "signatures": 0, "bands": 0, "samples": 0, "other": 0}
    for path in address.rglob("*"):
        if path.is_file():
            kind = path.name.split("-")[0]
            kinds[kind if kind in kinds else "other"] += path.stat().st_size
    return kinds


def exponent(small: dict, large: dict, path: tuple[str, ...]) -> float:
    """Return the growth exponent log(y2 / y1) / log(n2 / n1) of a figure between two sizes."""
    def get(figures: dict) -> float:
        for key in path:
            figures = figures[key]
        return float(figures)

    return math.log(get(large) / get(small)) / math.log(large["documents"] / small["documents"])


def main() -> None:
    """Write the corpus if needed, measure every size, print the table and the growth exponents."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="keep the archives in bench/results/archives/")
    args = parser.parse_args()
    if max(args.sizes) > 1_000_000 or min(args.sizes) < CLASS_SOURCES_BELOW:
        sys.exit(f"sizes go from {CLASS_SOURCES_BELOW:,} (the class copies from the first {CLASS_SOURCES_BELOW:,}) "
                 "to 1,000,000 (the corpus)")
    about = machine()
    corpus = write_corpus(1_000_000)
    results: dict = {"machine": about, "workers": args.workers, "sizes": {}}
    previous = RESULTS / "archive.json"
    if previous.exists():
        results["sizes"] = json.loads(previous.read_text()).get("sizes", {})
    with cluster_client(None, args.workers) as client:
        for size in args.sizes:
            print(f"{size:,} documents (load average {load_average()}):", flush=True)
            results["sizes"][str(size)] = measure_size(size, corpus, args, client)
            write_results("archive", results)
    measured = [results["sizes"][k] for k in sorted(results["sizes"], key=int)]
    rows = [[m["documents"], m.get("add", {}).get("seconds", float("nan")),
             m.get("add", {}).get("documents_per_second_per_worker", float("nan")),
             m["disk"]["bytes_per_document"], m["check"]["seconds_median"], m["check"]["whole_command_seconds"],
             m["sweep"]["seconds"], f"{m['check']['planted_found']}/{m['check']['planted']}",
             f"{m['sweep']['planted_found']}/{m['sweep']['planted']}",
             max(m.get("add", {}).get("peak_worker_rss_mb", 0), m["sweep"]["peak_worker_rss_mb"])]
            for m in measured]
    print(table(["documents", "add s", "add docs/s/worker", "bytes/doc", "check s", "check cmd s", "sweep s",
                 "check recall", "sweep recall", "peak worker MB"], rows))
    if len(measured) >= 2:
        small, large = measured[0], measured[-1]
        growth = {}
        for name, path in (("add", ("add", "seconds")), ("check", ("check", "seconds_median")),
                           ("sweep", ("sweep", "seconds")), ("bytes", ("disk", "bytes"))):
            try:
                growth[name] = exponent(small, large, path)
            except KeyError:
                continue
        results["growth_exponents"] = growth
        print("growth exponents " + ", ".join(f"{k} {v:.2f}" for k, v in growth.items()))
    print(f"results: {write_results('archive', results)}")


if __name__ == "__main__":
    main()
