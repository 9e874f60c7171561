"""Reading files in worker processes, each file under a time limit and a memory limit.

Every file is read in a worker process, never in the process that runs the window or the command line: a
reader stuck on a hostile file (a pattern that backtracks, a parser in a loop) or swelling on one (a bomb
that slipped past the checks inside the readers) costs that file only. A worker past its file's deadline is
terminated, the file reported "took too long to read", and a fresh worker takes its place; a worker that
runs out of memory or crashes in a native library costs only its own file too.

On Linux each worker's address space is limited to what it uses idle plus MEMORY_LIMIT_MB (setrlimit), so
an allocation past it fails inside the worker: Python's MemoryError is reported by the reader, and a native
library that aborts on it (pdfium does) is reported by how the worker died. The limit is set within the hard
limit the process inherited (`ulimit -v`, a container, a batch scheduler), which no process may raise: when
that leaves a reader less room, or no limit can be set, each worker says so as it starts (MemoryRoom), and
`memory_notice` gives the teacher the reason. Other systems rely on the caps inside the readers (decompressed
input, extracted text) and the time limit.

The workers are started once per process and kept for the next scan (starting one costs about 0.2 s, more
than reading a hundred essays); they are spawned, never forked, so this is safe beside Qt threads and in the
frozen app (which calls multiprocessing.freeze_support() first). While files are being read, `extract_all`
yields None every TICK_SECONDS, so a caller can check for Cancel; closing it stops the busy workers at once.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
import types
from collections import deque
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from plagcheck.engine.reading.extract import Extraction, extract_path
from plagcheck.engine.reading.extract.base import MEMORY_LIMIT_MB, memory_message, set_reader_memory
from plagcheck.shared.engine_notices import Notice

#: Seconds one file may take before its worker is stopped.
FILE_TIME_LIMIT = 60.0
#: While waiting for workers, `extract_all` yields None at least this often (seconds).
TICK_SECONDS = 0.2
#: Jobs a worker may have queued ahead of its answers: sent in batches when it is down to half, so it never
#: waits for this process between small files, and this process writes once per batch (one job at a time,
#: each waited for, made a cold read of 2,000 essays twice as slow as reading them in one process).
JOBS_AHEAD = 8

TIMEOUT_MESSAGE = "took too long to read (over {seconds:g} s): the file may be damaged or built to stall readers"
CRASH_MESSAGE = "the reader crashed on this file: it is probably damaged"
#: How a worker dies when a native library gives up on an allocation the memory limit refused.
_OUT_OF_MEMORY_SIGNALS = {-getattr(signal, "SIGABRT", 6), -getattr(signal, "SIGKILL", 9)}

#: One job: a key of the caller's, the file's path, and the codec the teacher chose for it (None: detect).
Job = tuple[Hashable, str, "str | None"]


@dataclass(frozen=True)
class MemoryRoom:
    """What a worker sends first: the memory its readers may use beyond what it uses idle (bytes), or None
    when no limit could be set."""

    room: int | None


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


def extract_all(jobs: Sequence[Job], workers: int, time_limit: float = FILE_TIME_LIMIT) -> Iterator[Outcome | None]:
    """Yield one Outcome per job, in completion order, read by up to `workers` processes; in between, None
    at least every TICK_SECONDS while files are being read. Closing the generator stops the busy workers."""
    if not jobs:
        return
    pool, shared = _take_pool(workers)
    try:
        yield from pool.run(jobs, time_limit)
    finally:
        if shared:
            _shared_lock.release()
        else:
            pool.stop_all()


def start_workers(workers: int) -> None:
    """Start the shared workers now (if free), so that they get ready while the caller does other work."""
    if _shared_lock.acquire(blocking=False):
        try:
            _shared_pool().ensure(workers)
        finally:
            _shared_lock.release()


def limit_memory(extra_bytes: int) -> int | None:
    """Limit this process's address space to its current size plus `extra_bytes`, within the hard limit it
    inherited (Linux; elsewhere nothing); return the room it leaves beyond the current size, or None when no
    limit could be set."""
    try:
        import resource

        with open("/proc/self/statm") as statm:
            current = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        wanted = current + extra_bytes
        if hard != resource.RLIM_INFINITY:
            wanted = min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
        return max(0, wanted - current)
    except (ImportError, OSError, ValueError):
        return None  # not Linux, or refused: the readers' caps and the time limit still hold


def memory_notice(rooms: set[int | None] | None = None) -> Notice | None:
    """Return what the teacher should know of the readers' memory limit in this process (None when it holds
    as usual): given the rooms workers reported (default: those reported so far)."""
    rooms = _reported_rooms if rooms is None else rooms
    if not sys.platform.startswith("linux") or not rooms:
        return None
    if None in rooms:
        return Notice.of("scan.memory_unset")
    least = min(room for room in rooms if room is not None) >> 20
    if least >= MEMORY_LIMIT_MB:
        return None
    return Notice.of("scan.memory_low", least=least, usual=MEMORY_LIMIT_MB)


_reported_rooms: set[int | None] = set()


def _serve(connection: multiprocessing.connection.Connection, memory_bytes: int) -> None:
    """Worker process: read each batch of (path, codec) received, sending back each file's result as soon as it
    is read, until told to stop."""
    room = limit_memory(memory_bytes)
    set_reader_memory(room)
    try:
        connection.send(MemoryRoom(room))
    except OSError:
        return
    # Ctrl-C in a terminal reaches every process of the group: the caller stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            batch = connection.recv()
        except (EOFError, OSError):
            return
        if batch is None:
            return
        for job in batch:
            sha256, extraction, cacheable = extract_path(*job)
            if room is None or room >> 20 < MEMORY_LIMIT_MB:
                cacheable = cacheable and extraction.message != memory_message()  # true of this machine only
            connection.send((sha256, extraction, cacheable))


@dataclass
class _Worker:
    process: multiprocessing.process.BaseProcess
    connection: multiprocessing.connection.Connection
    #: The jobs sent and not yet answered, in the order the worker reads them; the first is being read.
    queue: deque = field(default_factory=deque)
    #: When the first job of the queue must be done.
    deadline: float = 0.0
    #: The room its readers have (MemoryRoom.room), once it said; -1 until then.
    room: int | None = -1

    @property
    def busy(self) -> bool:
        return bool(self.queue)


class _Pool:
    def __init__(self, size: int) -> None:
        self.size = size
        self.context = multiprocessing.get_context("spawn")
        self.workers: list[_Worker] = []

    def ensure(self, size: int) -> None:
        """Have exactly `size` workers: start the missing ones, stop idle ones beyond it."""
        self.size = size
        for worker in [w for w in self.workers if not w.busy][: max(0, len(self.workers) - size)]:
            self._stop(worker, force=False)
            self.workers.remove(worker)
        while len(self.workers) < size:
            self.workers.append(self._start())

    def run(self, jobs: Sequence[Job], time_limit: float) -> Iterator[Outcome | None]:
        """Yield the Outcome of every job and None ticks; busy workers are stopped if the caller stops early."""
        pending = deque(jobs)
        self.ensure(min(self.size, len(pending)) if not self.workers else self.size)
        finished = False
        try:
            while pending or any(w.busy for w in self.workers):
                while pending and (worker := self._worker_with_room()) is not None:
                    room = JOBS_AHEAD - len(worker.queue)
                    self._assign(worker, [pending.popleft() for _ in range(min(room, len(pending)))], time_limit)
                outcomes = list(self._collect(time_limit, pending))
                yield from outcomes
                if not outcomes:
                    yield None
            finished = True
        finally:
            if not finished:
                for worker in [w for w in self.workers if w.busy]:
                    self._stop(worker, force=True)
                    self.workers.remove(worker)

    def stop_all(self) -> None:
        """Stop every worker: idle ones are asked to finish, busy ones are terminated."""
        for worker in self.workers:
            self._stop(worker, force=worker.busy)
        self.workers.clear()

    def _start(self) -> _Worker:
        return _Worker(*start_process(self.context, _serve, MEMORY_LIMIT_MB << 20))

    def _worker_with_room(self) -> _Worker | None:
        """Return the worker with the fewest jobs queued if it has room for a batch, starting one if allowed."""
        if len(self.workers) < self.size and all(w.busy for w in self.workers):
            self.workers.append(self._start())
        worker = min(self.workers, key=lambda w: len(w.queue), default=None)
        return worker if worker is not None and len(worker.queue) <= JOBS_AHEAD // 2 else None

    def _assign(self, worker: _Worker, jobs: list[Job], time_limit: float) -> None:
        """Send `jobs` to `worker` in one message (one write per batch, not per small file)."""
        if not worker.queue:
            worker.deadline = time.monotonic() + time_limit
        worker.queue.extend(jobs)
        try:
            worker.connection.send([job[1:] for job in jobs])
        except OSError:
            pass  # a dead worker: _collect sees its pipe closed and reports the file

    def _collect(self, time_limit: float, pending: deque) -> Iterator[Outcome]:
        busy = [w for w in self.workers if w.busy]
        if not busy:
            return
        wait_for = min(TICK_SECONDS, max(0.0, min(w.deadline for w in busy) - time.monotonic()))
        heard: set[int] = set()  # ids of the workers that answered or died in this round: no clock to check
        for worker, message in received(busy, wait_for):
            heard.add(id(worker))
            if isinstance(message, MemoryRoom):
                worker.room = message.room
                _reported_rooms.add(message.room)
                continue
            if message is None:
                yield self._replace(worker, self._death_message(worker), pending)
                continue
            sha256, extraction, cacheable = message
            key = worker.queue.popleft()[0]
            worker.deadline = time.monotonic() + time_limit  # the next job's clock starts now
            yield Outcome(key, sha256, extraction, cacheable)
        for worker in busy:
            if id(worker) not in heard and worker.busy and time.monotonic() >= worker.deadline:
                yield self._replace(worker, TIMEOUT_MESSAGE.format(seconds=time_limit), pending)

    @staticmethod
    def _death_message(worker: _Worker) -> str:
        worker.process.join(timeout=2)
        if sys.platform.startswith("linux") and worker.process.exitcode in _OUT_OF_MEMORY_SIGNALS:
            return memory_message(worker.room if worker.room != -1 else MEMORY_LIMIT_MB << 20)
        return CRASH_MESSAGE

    def _replace(self, worker: _Worker, message: str, pending: deque) -> Outcome:
        """Stop a worker that hung or died (the next job starts a fresh one); return the Outcome of the file it
        was reading, and put the jobs queued behind it back at the front of `pending`."""
        self._stop(worker, force=True)
        self.workers.remove(worker)
        key = worker.queue.popleft()[0]
        pending.extendleft(reversed(worker.queue))
        return Outcome(key, "", Extraction("error", message), False)

    @staticmethod
    def _stop(worker: _Worker, force: bool) -> None:
        stop_process(worker.process, worker.connection, force)


def start_process(context: multiprocessing.context.BaseContext, target: Callable[..., None], *args: object
                  ) -> tuple[multiprocessing.process.BaseProcess, multiprocessing.connection.Connection]:
    """Return a daemon process of `context` running target(its end of a pipe, *args), started without the
    caller's main module (main_module_hidden), and this process's end of the pipe."""
    parent_end, child_end = context.Pipe()
    process = context.Process(target=target, args=(child_end, *args), daemon=True)
    with main_module_hidden():
        process.start()
    child_end.close()
    return process, parent_end


def received(workers: Sequence, timeout: float) -> Iterator[tuple[Any, Any]]:
    """Wait up to `timeout` seconds for the workers' pipes; yield (worker, message) for each message waiting,
    for as long as the worker has work queued (`worker.queue`, which the caller shortens as it takes each
    answer), and (worker, None) once for a worker whose pipe is closed or broken (it died)."""
    ready = multiprocessing.connection.wait([w.connection for w in workers], timeout=timeout)
    for worker in workers:
        while worker.connection in ready and worker.queue:
            try:
                message = worker.connection.recv()
            except (EOFError, OSError):
                yield worker, None
                break
            yield worker, message
            if not worker.connection.poll():
                break


def stop_process(process: multiprocessing.process.BaseProcess, connection: multiprocessing.connection.Connection,
                 force: bool) -> None:
    """Stop a worker process: ask it to finish (None through its pipe), or terminate it when `force` or when
    it cannot be asked; kill it if it is still alive 2 s later; close the pipe."""
    if not force:
        try:
            connection.send(None)
        except OSError:
            force = True
    if force:
        process.terminate()
    process.join(timeout=2)
    if process.is_alive():
        process.kill()
        process.join(timeout=2)
    connection.close()


@contextlib.contextmanager
def main_module_hidden() -> Iterator[None]:
    """Start workers without the caller's main module.

    A spawned process first imports the parent's __main__ (the window's app module: all of Qt; the command
    line: numpy and the engine), which doubles a worker's start-up and memory. A worker needs only this module
    (its target, `_serve`, is found here by name), so __main__ is hidden while the process is started: the
    preparation data it takes then names no main module. (The frozen app never re-imports its main.)
    """
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


_shared_lock = threading.Lock()
_shared: _Pool | None = None


def _shared_pool() -> _Pool:
    global _shared
    if _shared is None:
        _shared = _Pool(0)
        atexit.register(_shared.stop_all)
    return _shared


def _take_pool(workers: int) -> tuple[_Pool, bool]:
    """Return (the shared pool sized to `workers`, True), or a private pool and False while the shared one
    is in use by another scan."""
    if _shared_lock.acquire(blocking=False):
        pool = _shared_pool()
        pool.size = workers
        return pool, True
    return _Pool(workers), False
