"""The institution's archive as an integrity office runs it: add, add again, check of a class, sweep.

    python3 bench/bench_archive.py --data /work/archive-bench --size 100000 --cluster embedded [--workers 2]
    python3 bench/bench_archive.py --data /work/archive-bench --size 100000 --cluster dask --workers 1
    python3 bench/bench_archive.py --data /work/archive-bench --size 1000000 --steps check --workers 1

Every step runs as the command an office types (`plagcheck-cli archive add|check|sweep --scheduler ADDRESS`),
in a process of its own whose peak resident memory is sampled (the client), on a cluster this script
starts: `--cluster embedded` a LocalCluster of `--workers` processes (one thread each) in this process,
`--cluster dask` a real `dask scheduler` and `dask worker --nworkers W --nthreads 1` processes on
127.0.0.1 (started with DASK_DISTRIBUTED__WORKER__DAEMON=False, as docs/archive.md says). The workers' CPU
seconds (their reader processes included) and peak resident memory are taken from the cluster.

- corpus (bench/archive_corpus.py, written once under --data): essays of 300-1,000 words reusing stock
  sentences (8% of sentences from a pool of 5,000), one in 100 with a planted verbatim copy of an earlier
  one; a class of 300 with 8 whole copies, 16 copied paragraphs and 16 reworded passages (strength 0.1-0.4)
  of essays among the first 100,000;
- add: the first N essays into a new archive (kept under --data/archives/archive-N, reused when complete);
- add again: the same files (nothing is added);
- check: the class against the archive, `--runs` times on the running cluster (median), and once as a new
  command with its own LocalCluster; the planted copies found, by kind;
- plain scan (`--steps plain`): the class with the sources of its reworded copies beside it, a plain scan:
  the reworded copies it finds, to compare with the check's;
- sweep: every similar pair inside the archive; the planted copies found.

Results are added to --data/archive-results.json under the run's label (size, cluster, workers) and the
table of every run so far is printed. Run the big sizes when the machine is otherwise idle.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import archive_corpus
from archive_corpus import CLASS_SOURCES_BELOW, folders_for, read_truth, write_corpus
from common import ROOT, TreeMemorySampler, load_average, machine, table

STEPS = ("add", "again", "check", "plain", "sweep")


def cli(*arguments: str) -> list[str]:
    """Return the command line of plagcheck-cli with `arguments`."""
    return [sys.executable, "-m", "plagcheck.cli", *arguments]


def measured(command: list[str], cluster) -> dict:
    """Run `command`; return its wall time, the client's peak RSS and CPU seconds, and the workers' CPU
    seconds and peak RSS over the run (raises if it fails)."""
    cpu_before = cluster.worker_cpu()
    cluster.reset_peaks()
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    with TreeMemorySampler(process.pid) as sampler:
        out, err = process.communicate()
    wall = time.perf_counter() - started
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({process.returncode}):\n{err[-3000:]}")
    return {"seconds": wall, "client_peak_rss_mb": sampler.peak_rss_kb / 1024,
            "client_cpu_seconds": _children_cpu(), "worker_cpu_seconds": cluster.worker_cpu() - cpu_before,
            "worker_peak_rss_mb": cluster.peak_rss(), "stdout": out, "stderr_tail": err[-1500:]}


_last_children_cpu = [0.0]


def _children_cpu() -> float:
    """Return the CPU seconds of the children waited for since the last call."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = usage.ru_utime + usage.ru_stime
    spent, _last_children_cpu[0] = total - _last_children_cpu[0], total
    return spent


class Cluster:
    """A Dask cluster for the bench: embedded (LocalCluster) or real (dask scheduler and dask worker)."""

    def __init__(self, kind: str, workers: int) -> None:
        self.kind, self.workers = kind, workers
        self._stack = contextlib.ExitStack()
        self._processes: list[subprocess.Popen] = []

    def __enter__(self) -> Cluster:
        import logging

        import dask
        from distributed import Client, LocalCluster

        from plagcheck.archive.cluster import WORKER_CONFIG

        if self.kind == "embedded":
            self._stack.enter_context(dask.config.set(WORKER_CONFIG))
            local = self._stack.enter_context(LocalCluster(
                n_workers=self.workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                dashboard_address=":0", silence_logs=logging.CRITICAL))
            self.address = local.scheduler_address
        else:
            port = 8799
            self.address = f"tcp://127.0.0.1:{port}"
            env = {**os.environ, "DASK_DISTRIBUTED__WORKER__DAEMON": "False"}
            log = open(tempfile.mktemp(prefix="dask-", suffix=".log"), "w")
            dask_cli = [sys.executable, "-m", "dask"]  # the `dask` command of this Python
            self._processes.append(subprocess.Popen(
                [*dask_cli, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--dashboard-address", ":0"],
                stdout=log, stderr=log, env=env))
            time.sleep(3)
            self._processes.append(subprocess.Popen(
                [*dask_cli, "worker", self.address, "--nworkers", str(self.workers), "--nthreads", "1",
                 "--host", "127.0.0.1", "--dashboard-address", ":0"], stdout=log, stderr=log, env=env))
        self.client = self._stack.enter_context(Client(self.address, timeout="60s"))
        self.client.wait_for_workers(self.workers, timeout=120)
        self.client.run(_start_peak_sampler)
        return self

    def __exit__(self, *exc) -> None:
        self._stack.close()
        for process in reversed(self._processes):
            process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=20)
            if process.poll() is None:
                process.kill()

    def worker_cpu(self) -> float:
        """Return the CPU seconds the workers and their reader processes have used."""
        return sum(self.client.run(_tree_cpu).values())

    def reset_peaks(self) -> None:
        self.client.run(_reset_peak)

    def peak_rss(self) -> float:
        """Return the largest peak RSS (MB) of a worker process (with its reader processes) since reset_peaks."""
        return max(self.client.run(_peak).values())


def _start_peak_sampler(dask_worker=None) -> None:
    """On a worker: sample its process tree's RSS every 0.1 s in a thread, keeping the peak on the worker
    object (this function is pickled by value: module globals would not persist between calls)."""
    import threading

    import psutil

    if getattr(dask_worker, "bench_peak_rss", None) is not None:
        return
    dask_worker.bench_peak_rss = 0

    def sample() -> None:
        me = psutil.Process()
        while True:
            with contextlib.suppress(psutil.Error):
                rss = sum(p.memory_info().rss for p in [me, *me.children(recursive=True)])
                dask_worker.bench_peak_rss = max(dask_worker.bench_peak_rss, rss)
            time.sleep(0.1)

    threading.Thread(target=sample, daemon=True).start()


def _reset_peak(dask_worker=None) -> None:
    dask_worker.bench_peak_rss = 0


def _peak(dask_worker=None) -> float:
    return dask_worker.bench_peak_rss / 2**20


def _tree_cpu() -> float:
    import psutil

    process = psutil.Process()
    return sum(sum(p.cpu_times()[:2]) for p in [process, *process.children(recursive=True)])


def found_pairs(result_json: Path) -> set[tuple[str, str]]:
    """Return (class file name, archive or other file name) of every pair in a scan JSON."""
    data = json.loads(result_json.read_text())
    documents = {d["id"]: d for d in data["documents"]}
    return {(Path(documents[p["a"]]["path"]).name, Path(documents[p["b"]]["path"]).name) for p in data["pairs"]}


def recall_by_kind(found: set[tuple[str, str]], truth: list[dict]) -> dict[str, list[int]]:
    """Return {kind: [found, planted]} of the class's planted copies (either order of a pair counts)."""
    counts: dict[str, list[int]] = {}
    for row in truth:
        hit = (row["student"], row["source"]) in found or (row["source"], row["student"]) in found
        key = row["kind"] if row["kind"] != "reworded" else f"reworded {row['strength']}"
        counts.setdefault(key, [0, 0])
        counts[key][0] += hit
        counts[key][1] += 1
    return counts


def reworded_total(counts: dict[str, list[int]]) -> tuple[int, int]:
    """Return (found, planted) over the reworded kinds."""
    rows = [v for k, v in counts.items() if k.startswith("reworded")]
    return sum(r[0] for r in rows), sum(r[1] for r in rows)


def run(args: argparse.Namespace) -> dict:
    """Measure the asked steps at one size on one cluster; return the figures."""
    size = args.size
    corpus = archive_corpus.corpus_folder(1_000_000)
    if not (corpus / ".complete").exists():  # a corpus still being written serves the sizes it already holds
        if not ((corpus / "class_truth.csv").exists() and (corpus / archive_corpus.essay_folder(size)).is_dir()):
            corpus = write_corpus(1_000_000)
    archive = args.data / "archives" / f"archive-{size}"
    folders = [str(f) for f in folders_for(corpus, size)]
    truth = read_truth(corpus / "class_truth.csv")
    figures: dict = {"documents": size, "cluster": args.cluster, "workers": args.workers,
                     "load_average_before": load_average()}
    work = Path(tempfile.mkdtemp(prefix="bench-archive-"))
    with Cluster(args.cluster, args.workers) as cluster:
        scheduler = ["--scheduler", cluster.address]
        _children_cpu()
        if "add" in args.steps:
            target = archive if args.keep else work / "archive"
            shutil.rmtree(target, ignore_errors=True)
            target.parent.mkdir(parents=True, exist_ok=True)
            result = measured(cli("archive", "add", str(target), "--collection", "Essays", "--term", "2026",
                                  *folders, *scheduler, "--json", str(work / "add.json")), cluster)
            added = json.loads((work / "add.json").read_text())
            figures["add"] = _without_output(result) | {"added": added["added"]}
            archive = target
            print(f"  add: {result['seconds']:.0f} s, {added['added']:,} added; client peak "
                  f"{result['client_peak_rss_mb']:.0f} MB, worker peak {result['worker_peak_rss_mb']:.0f} MB, "
                  f"worker CPU {result['worker_cpu_seconds']:.0f} s", flush=True)
        info = json.loads(subprocess.run(cli("archive", "info", str(archive), "--json", "-"), capture_output=True,
                                         text=True, check=True, cwd=ROOT).stdout)
        figures["bytes_per_document"] = info["bytes_on_disk"] / info["documents"]
        figures["archive_documents"] = info["documents"]
        if "again" in args.steps:
            result = measured(cli("archive", "add", str(archive), "--collection", "Essays", "--term", "2026",
                                  *folders, *scheduler, "--json", str(work / "again.json")), cluster)
            again = json.loads((work / "again.json").read_text())
            figures["again"] = _without_output(result) | {"added": again["added"]}
            print(f"  add again: {result['seconds']:.0f} s, {again['added']} added", flush=True)
        if "check" in args.steps:
            out = args.data / f"check-{size}.json"  # kept: the pairs a reader would look at
            runs = []
            for _ in range(args.runs):
                runs.append(measured(cli("archive", "check", str(archive), str(corpus / "class"), "--json",
                                         str(out), "-q", *scheduler), cluster))
            found = found_pairs(out)
            recall = recall_by_kind(found, truth)
            planted = {(r["student"], r["source"]) for r in truth}
            figures["check"] = {"seconds_median": statistics.median(r["seconds"] for r in runs),
                                "seconds": [r["seconds"] for r in runs],
                                "runs": [_without_output(r) for r in runs], "recall": recall,
                                "pairs": len(found), "unplanted_pairs": len(found - planted)}
            line = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(recall.items()))
            print(f"  check of 300: median {figures['check']['seconds_median']:.1f} s "
                  f"({', '.join(f'{r:.1f}' for r in figures['check']['seconds'])}); {line}; "
                  f"{len(found - planted)} unplanted pairs", flush=True)
            if args.new_command:
                result = measured(cli("archive", "check", str(archive), str(corpus / "class"), "--json", str(out),
                                      "-q", "--local-workers", str(args.workers)), cluster)
                figures["check"]["new_command_seconds"] = result["seconds"]
                print(f"  check as a new command (its own LocalCluster): {result['seconds']:.1f} s", flush=True)
        if "plain" in args.steps:
            figures["plain"] = plain_scan(corpus, truth, work)
            found, planted = reworded_total(figures["plain"]["recall"])
            print(f"  plain scan of the class with its reworded copies' sources: reworded {found}/{planted}",
                  flush=True)
        if "sweep" in args.steps:
            pairs_out = work / "pairs.parquet"
            result = measured(cli("archive", "sweep", str(archive), "--out", str(pairs_out), "-q", *scheduler),
                              cluster)
            summary = json.loads(result["stdout"])
            import pyarrow.parquet as pq

            written = pq.read_table(pairs_out, columns=["a_path", "b_path", "score"]).to_pydict()
            swept = {frozenset((Path(a).name, Path(b).name)) for a, b in zip(written["a_path"], written["b_path"])}
            archived = [r for r in read_truth(corpus / "archive_truth.csv") if int(r["target"][6:13]) < size]
            hits = sum(frozenset((r["target"], r["source"])) in swept for r in archived)
            figures["sweep"] = _without_output(result) | {"summary": summary, "planted": len(archived),
                                                          "planted_found": hits}
            print(f"  sweep: {result['seconds']:.0f} s ({summary['seconds']}), "
                  f"{summary['candidate_text_pairs']:,} candidates, {summary['document_pairs']:,} pairs; planted "
                  f"{hits}/{len(archived)}", flush=True)
    figures["load_average_after"] = load_average()
    shutil.rmtree(work, ignore_errors=True)
    return figures


def plain_scan(corpus: Path, truth: list[dict], work: Path) -> dict:
    """Scan the class with the sources of its reworded copies beside it; return the reworded recall."""
    folder = work / "plain"
    shutil.copytree(corpus / "class", folder / "class")
    (folder / "sources").mkdir()
    for row in truth:
        if row["kind"] == "reworded":
            number = int(row["source"][6:13])
            shutil.copy(corpus / archive_corpus.essay_folder(number) / row["source"], folder / "sources")
    out = work / "plain.json"
    started = time.perf_counter()
    subprocess.run(cli("scan", str(folder), "--json", str(out), "-q"), check=True, cwd=ROOT)
    reworded = [r for r in truth if r["kind"] == "reworded"]
    return {"seconds": time.perf_counter() - started, "recall": recall_by_kind(found_pairs(out), reworded)}


def _without_output(result: dict) -> dict:
    return {k: v for k, v in result.items() if k not in ("stdout", "stderr_tail")}


def print_table(results: dict) -> None:
    """Print every run measured so far, one row per (size, cluster, workers)."""
    rows = []
    for label, m in sorted(results["runs"].items()):
        add, again, check, sweep = (m.get(k, {}) for k in ("add", "again", "check", "sweep"))
        recall = check.get("recall", {})
        rows.append([label, _f(add, "seconds"), _f(add, "worker_cpu_seconds"), _f(add, "client_peak_rss_mb"),
                     _f(add, "worker_peak_rss_mb"), round(m.get("bytes_per_document", 0)), _f(again, "seconds"),
                     _f(check, "seconds_median", 1), _f(check, "new_command_seconds", 1),
                     "/".join(str(v[0]) for _, v in sorted(recall.items())) or "-",
                     _f(sweep, "seconds"), f"{sweep.get('planted_found', '-')}/{sweep.get('planted', '-')}"])
    print(table(["run", "add s", "add worker CPU s", "add client MB", "add worker MB", "bytes/doc", "again s",
                 "check s", "check cmd s", "check recall", "sweep s", "sweep planted"], rows))


def _f(figures: dict, key: str, digits: int = 0):
    value = figures.get(key)
    return "-" if value is None else round(value, digits) if digits else round(value)


def main() -> None:
    """Measure one size on one cluster, add it to the results file, print every run so far."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=archive_corpus.GENERATED,
                        help="where the corpus, the archives and the results are kept (outside git)")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--cluster", choices=("embedded", "dask"), default="embedded")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--steps", nargs="+", choices=STEPS, default=list(STEPS))
    parser.add_argument("--keep", action="store_true", help="keep the archive under --data/archives (reused)")
    parser.add_argument("--new-command", action="store_true", help="also time `archive check` as a new command")
    parser.add_argument("--label", default="", help="a name for this run in the results (default: its settings)")
    args = parser.parse_args()
    if not CLASS_SOURCES_BELOW <= args.size <= 1_000_000:
        sys.exit(f"sizes go from {CLASS_SOURCES_BELOW:,} (the class copies from the first {CLASS_SOURCES_BELOW:,}) "
                 "to 1,000,000 (the corpus)")
    archive_corpus.GENERATED = args.data
    path = args.data / "archive-results.json"
    results = json.loads(path.read_text()) if path.exists() else {"runs": {}}
    results["machine"] = machine()
    label = args.label or f"{args.size:>7} {args.cluster} {args.workers}w"
    print(f"{label} (load average {load_average()}):", flush=True)
    figures = run(args)
    results["runs"][label] = results["runs"].get(label, {}) | figures
    path.write_text(json.dumps(results, indent=1))
    print_table(results)
    print(f"results: {path}")


if __name__ == "__main__":
    main()
