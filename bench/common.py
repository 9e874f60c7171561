"""What every benchmark script shares: the PAN selection, generated corpora, measured child runs, results.

Each measured configuration runs in a fresh child process (`run_child`), so its peak memory is its own:
the parent samples the resident memory of the child's whole process tree (the engine starts worker
processes) and the child reports its own `getrusage` figures. Figures are medians of several runs, printed
beside the machine's load average, because the machine may be shared.
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

PAN = ROOT.parent / "shared" / "corpora" / "pan13-subset"
RESULTS = ROOT / "bench" / "results"
GENERATED = RESULTS / "corpora"
#: Label of the 500 verbatim pairs in pair_labels.csv.
VERBATIM_LABEL = "plagiarism_no_obfuscation"
#: Resident memory of the child's process tree is sampled this often (seconds). Reading smaps_rollup of a
#: multi-gigabyte process costs milliseconds, so sampling faster steals a visible share of a 2-core machine.
SAMPLE_EVERY = 0.1


# ---------------------------------------------------------------- the PAN 2013 subset


def pan_available() -> bool:
    """Return True when the PAN subset is beside the checkout."""
    return (PAN / "susp").is_dir() and (PAN / "src").is_dir()


def require_pan() -> None:
    """Exit with a one-line message when the PAN subset is absent."""
    if not pan_available():
        sys.exit(f"the PAN 2013 subset is not at {PAN}: these figures need it")


def pan_selection(suspicious: int | None = 1000, sources: int | None = 1000) -> list[Path]:
    """Return the first `suspicious` suspicious and first `sources` source files in name order (None: all).

    The default is "the 2,000-document PAN run"; pan_selection(None, None) is the full corpus.
    """
    susp = sorted((PAN / "susp").glob("*.txt"))
    src = sorted((PAN / "src").glob("*.txt"))
    return susp[:suspicious] + src[:sources]


def pan_verbatim_pairs() -> set[tuple[str, str]]:
    """Return the 500 (suspicious file name, source file name) pairs labelled as verbatim copies."""
    with open(PAN / "pair_labels.csv", newline="", encoding="utf-8") as stream:
        return {(r["suspicious"], r["source"]) for r in csv.DictReader(stream) if r["label"] == VERBATIM_LABEL}


def pan_listed_pairs() -> set[tuple[str, str]]:
    """Return all 2,592 pairs the original corpus listed (500 verbatim, the rest of unknown category)."""
    with open(PAN / "pair_labels.csv", newline="", encoding="utf-8") as stream:
        return {(r["suspicious"], r["source"]) for r in csv.DictReader(stream)}


@dataclass(frozen=True)
class PanCase:
    """One annotated passage: susp[this_offset : +this_length] was copied from src[source_offset : +source_length]."""

    suspicious: str
    source: str
    this_offset: int
    this_length: int
    source_offset: int
    source_length: int


def pan_cases() -> list[PanCase]:
    """Return the 624 annotated verbatim passages."""
    with open(PAN / "cases_02_no_obfuscation.csv", newline="", encoding="utf-8") as stream:
        return [
            PanCase(r["suspicious"], r["source"], int(r["this_offset"]), int(r["this_length"]),
                    int(r["source_offset"]), int(r["source_length"]))
            for r in csv.DictReader(stream)
        ]


def oriented_pair(name_a: str, name_b: str) -> tuple[str, str] | None:
    """Return (suspicious, source) for a pair of PAN file names, or None unless it is one of each."""
    a_susp, b_susp = name_a.startswith("suspicious-"), name_b.startswith("suspicious-")
    if a_susp and name_b.startswith("source-"):
        return name_a, name_b
    if b_susp and name_a.startswith("source-"):
        return name_b, name_a
    return None


def link_folder(files: list[Path], folder: Path) -> Path:
    """Fill `folder` with copies of `files`: one flat folder every tool can be pointed at. Not links: plagcheck
    never follows a symbolic link out of the folder it is given, nor reads a file with another name (a hard
    link) outside it."""
    folder.mkdir(parents=True, exist_ok=True)
    for file in files:
        shutil.copyfile(file, folder / file.name)
    return folder


# ---------------------------------------------------------------- generated corpora


def generated_corpus(documents: int, words: int = 300, seed: int = 11) -> Path:
    """Return a folder of `documents` generated essays of about `words` words, written once and reused.

    Words come from tests.synthetic's Zipf-like vocabulary, drawn with numpy (the generator's own
    sentence loop is too slow for 100,000 documents). One document in ten carries a verbatim copy of 60-150
    words of an earlier one, so verification has work to do.
    """
    from tests.synthetic import TextGenerator

    folder = GENERATED / f"generated-{documents}-w{words}-s{seed}"
    done = folder / ".complete"
    if done.exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    vocabulary = TextGenerator(seed).words
    weights = np.array([1.0 / (rank + 1) ** 1.05 for rank in range(len(vocabulary))])
    rng = np.random.default_rng(seed)
    sentence_lengths = rng.integers(8, 23, size=(documents, words // 8 + 2))
    drawn = rng.choice(len(vocabulary), size=(documents, words), p=weights / weights.sum())
    essays: list[list[str]] = []
    for row in range(documents):
        tokens = [vocabulary[i] for i in drawn[row]]
        if row > 0 and rng.random() < 0.1:
            source = essays[int(rng.integers(0, row))]
            length = int(rng.integers(60, 151))
            start = int(rng.integers(0, max(1, len(source) - length)))
            at = int(rng.integers(0, len(tokens)))
            tokens[at:at] = source[start : start + length]
        essays.append(tokens)
        (folder / f"essay_{row:06d}.txt").write_text(_as_prose(tokens, sentence_lengths[row]), encoding="utf-8")
    done.write_text("ok\n")
    return folder


def _as_prose(tokens: list[str], sentence_lengths: np.ndarray) -> str:
    """Return tokens as capitalised sentences, a paragraph break every five sentences."""
    sentences, at, lengths = [], 0, iter(sentence_lengths.tolist() + [22] * len(tokens))
    while at < len(tokens):
        length = next(lengths)
        chunk = tokens[at : at + length]
        sentences.append(chunk[0].capitalize() + " " + " ".join(chunk[1:]) + ".")
        at += length
    return "\n\n".join(" ".join(sentences[i : i + 5]) for i in range(0, len(sentences), 5)) + "\n"


# ---------------------------------------------------------------- the machine


def load_average() -> str:
    """Return the 1, 5 and 15-minute load averages as text."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def machine() -> dict:
    """Return what the figures were taken on: CPU model, cores, memory, OS, Python and numpy versions."""
    cpu = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):  # no /proc (not Linux): the CPU stays unnamed
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    memory_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1e9 if hasattr(os, "sysconf") else 0
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gb": round(memory_gb, 1),
        "os": platform.platform(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "load_average_at_start": load_average(),
        "date_utc": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


# ---------------------------------------------------------------- measured child processes


def _tree(pid: int) -> list[int]:
    """Return pid and all its descendants (Linux /proc); just [pid] elsewhere."""
    found, queue = [], [pid]
    while queue:
        current = queue.pop()
        found.append(current)
        try:
            for task in os.listdir(f"/proc/{current}/task"):
                queue.extend(int(c) for c in Path(f"/proc/{current}/task/{task}/children").read_text().split())
        except OSError:
            continue
    return found


def _memory_kb(pid: int) -> tuple[int, int]:
    """Return (RSS, PSS) of one process in kB from /proc/PID/smaps_rollup ((0, 0) when unreadable)."""
    rss = pss = 0
    with contextlib.suppress(OSError, ValueError):  # the process has ended, or no /proc: keep zeros
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Rss:"):
                rss = int(line.split()[1])
            elif line.startswith("Pss:"):
                pss = int(line.split()[1])
    return rss, pss


class TreeMemorySampler:
    """Samples the summed RSS and PSS of a process tree in a thread; keeps the peaks (kB), of the tree and of
    each process in it (`peak_rss_by_pid`)."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.peak_rss_kb = 0
        self.peak_pss_kb = 0
        self.peak_rss_by_pid: dict[int, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            totals = {p: _memory_kb(p) for p in _tree(self.pid)}
            self.peak_rss_kb = max(self.peak_rss_kb, sum(t[0] for t in totals.values()))
            self.peak_pss_kb = max(self.peak_pss_kb, sum(t[1] for t in totals.values()))
            for pid, (rss, _) in totals.items():
                self.peak_rss_by_pid[pid] = max(self.peak_rss_by_pid.get(pid, 0), rss)
            self._stop.wait(SAMPLE_EVERY)

    def __enter__(self) -> TreeMemorySampler:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()


def run_child(script: Path, config: dict, env: dict | None = None, timeout: float | None = None,
              address_limit_kb: int | None = None) -> dict:
    """Run `script --one CONFIG` in a fresh process; return the JSON it prints last, plus memory and wall time.

    Added keys: wall_s (process start to exit, imports included), cpu_s (user + system), peak_tree_rss_mb and
    peak_tree_pss_mb (sampled over the child and its workers), peak_rss_mb_by_pid (each process's own), and
    load_average; the child adds its own self/children maxrss when it reports through child_report. With
    `address_limit_kb`, the child starts under that hard address-space limit, as under `ulimit -v`.
    """
    command = [sys.executable, str(script), "--one", json.dumps(config)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()

    def limited() -> None:
        if address_limit_kb is not None:
            resource.setrlimit(resource.RLIMIT_AS, (address_limit_kb * 1024, address_limit_kb * 1024))

    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, **(env or {})}, cwd=ROOT,
                               preexec_fn=limited if address_limit_kb is not None else None)
    with TreeMemorySampler(process.pid) as sampler:
        out, err = process.communicate(timeout=timeout)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if process.returncode != 0:
        raise RuntimeError(f"{script.name} {config} failed ({process.returncode}):\n{err[-3000:]}")
    lines = [line for line in out.splitlines() if line.startswith("{")]
    data = json.loads(lines[-1])
    data.update(
        wall_s=wall,
        # CPU seconds of the child and its workers: steadier than wall time when the machine is shared.
        cpu_s=(after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
        peak_tree_rss_mb=sampler.peak_rss_kb / 1024,
        peak_tree_pss_mb=sampler.peak_pss_kb / 1024,
        peak_rss_mb_by_pid={str(pid): kb / 1024 for pid, kb in sampler.peak_rss_by_pid.items()},
        load_average=load_average(),
    )
    return data


def child_report(data: dict) -> None:
    """Print `data` as the child's last line, with its own peak RSS and that of its largest waited-for child."""
    data["self_maxrss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    data["children_maxrss_mb"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(json.dumps(data), flush=True)


def fresh_cache_env(parent: Path) -> dict:
    """Return environment settings that give a run an empty text cache inside `parent` (a cold read)."""
    return {"PLAGCHECK_CACHE_DIR": tempfile.mkdtemp(prefix="cache-", dir=parent)}


# ---------------------------------------------------------------- summaries


def median(values: list[float]) -> float:
    """Return the median of the values (0.0 for none)."""
    return float(statistics.median(values)) if values else 0.0


def median_of(runs: list[dict], key: str) -> float:
    """Return the median of runs[i][key]."""
    return median([float(run[key]) for run in runs])


def work_folder(prefix: str) -> Path:
    """Return a new empty folder under bench/results/ (made first: it is git-ignored, so a fresh clone has
    none) for one run's files."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=RESULTS))


def write_results(name: str, data: dict) -> Path:
    """Write `data` as bench/results/NAME.json and return the path."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps(data, indent=1, default=str) + "\n", encoding="utf-8")
    return path


def table(headers: list[str], rows: list[list]) -> str:
    """Return rows as a Markdown table (numbers formatted briefly), ready to paste into bench/README.md."""

    def cell(value) -> str:
        """Return one value as table text."""
        if isinstance(value, float):
            return f"{value:,.3f}" if abs(value) < 10 else f"{value:,.1f}"
        if isinstance(value, int):
            return f"{value:,}"
        return str(value)

    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)
