"""Extracting many files in parallel processes, each file with a time limit.

A small pool of our own rather than concurrent.futures.ProcessPoolExecutor: the executor cannot stop one
task that hangs (a hostile PDF can keep pdfminer busy for ever) without killing the whole pool and losing
the other files in flight. Here each worker owns one pipe; a worker past its deadline is terminated, its file
reported "took too long to read", and a fresh worker takes its place. A worker that dies (a crash in a
native library) costs only its own file. Processes are spawned, never forked, so this is safe beside Qt
threads and in the frozen app (which calls multiprocessing.freeze_support() first).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import time
from collections import deque
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from plagcheck.engine.extract import Extraction, extract_path, sniff

#: Formats read in worker processes: their parsers can stall on hostile files, and they are the slow ones.
ISOLATED_FORMATS = {"pdf", "rtf"}
#: Seconds one file may take before its worker is stopped.
FILE_TIME_LIMIT = 60.0
#: Below this many PDF/RTF files they are read in this process: starting and stopping two spawned workers
#: costs about 0.7 s here (bench/bench_extract.py), more than a handful of typical files take to read.
MIN_FILES_FOR_POOL = 8

TIMEOUT_MESSAGE = "took too long to read (over {seconds:g} s): the file may be damaged or built to stall readers"
CRASH_MESSAGE = "the reader crashed on this file: it is probably damaged"


@dataclass(frozen=True)
class Outcome:
    """What became of one file: its content hash ('' if unread), Extraction, and whether to cache it."""

    key: Hashable
    sha256: str
    extraction: Extraction
    cacheable: bool


def worker_count(requested: int) -> int:
    """Return the number of processes to use: `requested`, or one per core when it is 0."""
    return requested if requested > 0 else max(1, os.cpu_count() or 1)


def extract_all(
    jobs: Sequence[tuple[Hashable, str]],
    workers: int,
    time_limit: float = FILE_TIME_LIMIT,
) -> Iterator[Outcome]:
    """Yield one Outcome per (key, path) job, in completion order, using up to `workers` processes.

    PDF and RTF files go to worker processes with a time limit (their parsers can stall on hostile
    files, and they are the slow formats); the others are read here meanwhile (their readers' work is
    bounded by the zip and size checks). With one worker or only a few PDF/RTF files, everything is read
    here, without a time limit. Closing the generator early stops every worker.
    """
    isolate = [needs_isolation(path) for _, path in jobs]
    isolated = [job for job, flag in zip(jobs, isolate) if flag]
    if workers <= 1 or len(isolated) < MIN_FILES_FOR_POOL:
        for key, path in jobs:
            yield _extract_here(key, path)
        return
    local = [job for job, flag in zip(jobs, isolate) if not flag]
    yield from _Pool(min(workers, len(isolated)), time_limit).run(isolated, local)


def needs_isolation(path: str) -> bool:
    """Return True if the file is read by a parser worth a separate, time-limited process (PDF, RTF)."""
    try:
        with open(path, "rb") as stream:
            head = stream.read(1024)
    except OSError:
        return False  # reading it here reports the problem
    return sniff(head, Path(path).suffix) in ISOLATED_FORMATS


def _extract_here(key: Hashable, path: str) -> Outcome:
    sha256, extraction, cacheable = extract_path(path)
    return Outcome(key, sha256, extraction, cacheable)


def _serve(connection: multiprocessing.connection.Connection) -> None:
    """Worker process: extract each path received and send the result back, until told to stop."""
    while True:
        try:
            path = connection.recv()
        except (EOFError, OSError):
            return
        if path is None:
            return
        connection.send(extract_path(path))


@dataclass
class _Worker:
    process: multiprocessing.process.BaseProcess
    connection: multiprocessing.connection.Connection
    key: Hashable = None
    deadline: float = 0.0
    busy: bool = False


class _Pool:
    def __init__(self, size: int, time_limit: float) -> None:
        self.size = size
        self.time_limit = time_limit
        self.context = multiprocessing.get_context("spawn")
        self.workers: list[_Worker] = []

    def run(self, jobs: Sequence[tuple[Hashable, str]], local: Sequence[tuple[Hashable, str]]) -> Iterator[Outcome]:
        """Yield the Outcomes of `jobs` (read by workers) and of `local` (read here while they work)."""
        pending = deque(jobs)
        here = deque(local)
        try:
            while pending or here or any(w.busy for w in self.workers):
                while pending and (worker := self._idle_worker()) is not None:
                    key, path = pending.popleft()
                    self._assign(worker, key, path)
                if here:
                    yield _extract_here(*here.popleft())
                yield from self._collect(block=not here)
        finally:
            self._stop_all()

    def _idle_worker(self) -> _Worker | None:
        for worker in self.workers:
            if not worker.busy:
                return worker
        if len(self.workers) < self.size:
            parent_end, child_end = self.context.Pipe()
            process = self.context.Process(target=_serve, args=(child_end,), daemon=True)
            process.start()
            child_end.close()
            worker = _Worker(process, parent_end)
            self.workers.append(worker)
            return worker
        return None

    def _assign(self, worker: _Worker, key: Hashable, path: str) -> None:
        worker.key, worker.busy = key, True
        worker.deadline = time.monotonic() + self.time_limit
        try:
            worker.connection.send(path)
        except OSError:
            pass  # a dead worker: _collect sees its pipe closed and reports the file

    def _collect(self, block: bool) -> Iterator[Outcome]:
        busy = [w for w in self.workers if w.busy]
        if not busy:
            return
        wait_for = max(0.0, min(w.deadline for w in busy) - time.monotonic()) if block else 0.0
        ready = multiprocessing.connection.wait([w.connection for w in busy], timeout=wait_for)
        for worker in busy:
            if worker.connection in ready:
                try:
                    sha256, extraction, cacheable = worker.connection.recv()
                except (EOFError, OSError):
                    yield self._replace(worker, CRASH_MESSAGE)
                    continue
                worker.busy = False
                yield Outcome(worker.key, sha256, extraction, cacheable)
            elif time.monotonic() >= worker.deadline:
                yield self._replace(worker, TIMEOUT_MESSAGE.format(seconds=self.time_limit))

    def _replace(self, worker: _Worker, message: str) -> Outcome:
        """Stop a worker that hung or died; return the error Outcome of its file."""
        self._stop(worker, force=True)
        self.workers.remove(worker)
        return Outcome(worker.key, "", Extraction("error", message), False)

    def _stop(self, worker: _Worker, force: bool) -> None:
        if not force:
            try:
                worker.connection.send(None)
            except OSError:
                force = True
        if force:
            worker.process.terminate()
        worker.process.join(timeout=2)
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join(timeout=2)
        worker.connection.close()

    def _stop_all(self) -> None:
        for worker in self.workers:
            # A worker still busy (the caller stopped early) is terminated rather than waited for.
            self._stop(worker, force=worker.busy)
        self.workers.clear()
