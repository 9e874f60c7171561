"""Where the archive's tasks run: the Dask cluster of the current client, or threads in this process.

The command line starts a Dask client for each archive command (`cluster_client`: a LocalCluster of one
worker process per core, or an existing cluster's scheduler), and every read of the archive made while it
is open runs on that cluster (`Runner`). The desktop app starts none: a scan against an archive reads it on
two threads of its own (pyarrow and numpy release the GIL), and dask is not needed at all.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from contextlib import ExitStack, contextmanager
from typing import Any

from plagcheck.archive import require_archive_packages

#: Threads reading an archive when no Dask client is open.
LOCAL_THREADS = 2
#: Dask settings the archive's workers need: they read files in child processes of their own (as a scan
#: does: a hostile file costs one reader process), which a daemonic process may not start. A `dask worker`
#: needs the same: DASK_DISTRIBUTED__WORKER__DAEMON=False in its environment.
WORKER_CONFIG = {"distributed.worker.daemon": False}
#: Dask keeps the last `low-level-log-length` messages of each connection for debugging (1,000 by default),
#: and an add's messages carry its batches' file lists: 1,000 of them held 2-3 waves of 10^5 submissions in
#: the client (about 1.5 KB a file: the client of an add of 10^6 files peaked at 676 MB). An archive
#: command's client, and the scheduler of its LocalCluster (in the same process), keep none.
CLIENT_CONFIG = {"distributed.admin.low-level-log-length": 0}
DAEMON_MESSAGE = ("the Dask workers must be started with DASK_DISTRIBUTED__WORKER__DAEMON=False: they read "
                  "files in child processes, which a daemonic process cannot start")
#: glibc malloc settings for worker processes (see `tune_worker_memory`).
_TRIM_THRESHOLD = 256 << 20
_MMAP_THRESHOLD = 32 << 20
_tuned = False


def tune_worker_memory() -> None:
    """Keep freed arrays of up to 32 MB in this process's heap (glibc only; once per process).

    Dask's nanny starts workers with MALLOC_TRIM_THRESHOLD_=65536, which also fixes glibc's mmap threshold
    at 128 KB: every array above that is then mapped and unmapped afresh, and MinHash signing (a 0.7 MB
    buffer per document) took 470 us of CPU a document instead of 125 us. Every archive task calls this
    first, so any cluster (a LocalCluster, or `dask worker` with its default settings) runs at full speed.
    """
    global _tuned
    if _tuned:
        return
    _tuned = True
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return  # not glibc: nothing to undo
    libc.mallopt(-1, _TRIM_THRESHOLD)  # M_TRIM_THRESHOLD
    libc.mallopt(-3, _MMAP_THRESHOLD)  # M_MMAP_THRESHOLD


def current_client():
    """Return the Dask client open in this process, or None. A process that never imported dask (the desktop
    app) has none, and does not import it to find out."""
    if "distributed" not in sys.modules:
        return None
    from distributed import default_client

    try:
        return default_client()
    except ValueError:
        return None


@contextmanager
def cluster_client(scheduler: str | None = None, workers: int = 0) -> Iterator[Any]:
    """Open a Dask client: on the cluster at `scheduler`, else on a LocalCluster of `workers` processes (0:
    one per core) with one thread each, on the loopback interface. Closed (and the LocalCluster stopped) on exit.

    Ctrl-C reaches this process only: the LocalCluster's processes are started with SIGINT blocked (so a
    Ctrl-C at the terminal, sent to the whole process group, does not make each of them print a traceback),
    and Dask's own complaints while the cluster shuts down (a heartbeat to a closed worker) are not printed.
    """
    require_archive_packages(dask=True)
    import dask
    from distributed import Client, LocalCluster

    with ExitStack() as stack:
        stack.callback(_quiet_dask_logs)  # runs first on the way out, before the cluster stops
        stack.enter_context(dask.config.set(CLIENT_CONFIG))
        if scheduler:
            client = stack.enter_context(Client(scheduler, timeout="30s"))
        else:
            count = workers if workers > 0 else (os.cpu_count() or 1)
            with _interrupts_held():
                stack.enter_context(dask.config.set(WORKER_CONFIG))
                cluster = stack.enter_context(LocalCluster(
                    n_workers=count, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=":0",
                    silence_logs=logging.CRITICAL,
                ))
                client = stack.enter_context(Client(cluster))
            # The scheduler runs in this process: what its event loop says of a stopped add is noise here.
            logging.getLogger("asyncio").setLevel(logging.CRITICAL)
        stack.callback(_quiet_dask_logs)  # also before the client closes
        yield client


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """Start the cluster's processes with SIGINT ignored (a child keeps an ignored signal ignored: a Ctrl-C
    at the terminal then reaches this process only). SIGINT is blocked here meanwhile, so that a Ctrl-C
    while they start stays pending (Linux never discards a blocked signal) and is delivered when this ends."""
    if not hasattr(signal, "pthread_sigmask") or threading.current_thread() is not threading.main_thread():
        yield
        return
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    handler = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _quiet_dask_logs() -> None:
    """Silence Dask's loggers in this process (what they say while a cluster shuts down is noise here)."""
    for name in ("distributed", "tornado", "asyncio"):
        logging.getLogger(name).setLevel(logging.CRITICAL)


class Runner:
    """Runs a list of independent tasks and yields their results as they finish, on the current Dask client
    if there is one (tasks and results are pickled to its workers), else on LOCAL_THREADS threads."""

    def __init__(self) -> None:
        self.client = current_client()

    @property
    def where(self) -> str:
        """Return where tasks run, in words."""
        if self.client is None:
            return f"{LOCAL_THREADS} threads in this process"
        return f"the Dask cluster at {self.client.scheduler.address}"

    @property
    def workers(self) -> int:
        """Return how many tasks run at once: the cluster's worker threads, or LOCAL_THREADS."""
        if self.client is None:
            return LOCAL_THREADS
        return max(1, sum(self.client.nthreads().values()))

    def run(self, function: Callable, arguments: Sequence[tuple]) -> Generator[tuple[int, Any], None, None]:
        """Yield (index in `arguments`, result) of function(*arguments[i]) for every i, in completion order.

        Closing the generator early cancels the tasks not yet finished.
        """
        yield from self.run_calls([(function, args) for args in arguments])

    def run_calls(self, calls: Sequence[tuple[Callable, tuple]]) -> Generator[tuple[int, Any], None, None]:
        """Yield (index in `calls`, result) of function(*args) for every (function, args) of `calls`, in
        completion order: tasks of different kinds sharing the workers. Closing the generator early cancels
        the tasks not yet finished."""
        if calls:
            yield from self.start(calls).completed()

    def start(self, calls: Sequence[tuple[Callable, tuple]]) -> Started:
        """Return the tasks function(*args) of `calls`, started: they run while the caller does other work."""
        if self.client is not None:
            return Started(self.client, [self.client.submit(f, *args, pure=False) for f, args in calls])
        pool = ThreadPoolExecutor(max_workers=LOCAL_THREADS)
        return Started(None, [pool.submit(f, *args) for f, args in calls], pool)

    def start_shuffled(self, calls: Sequence[tuple[Callable, tuple]], reduce_function: Callable,
                       buckets: int) -> Started:
        """Return the map tasks `calls` and their reductions, started. Each map task returns (own, pieces):
        `own` for this process and a list of `buckets` pieces; reduce_function(piece r of every map task) runs
        for each bucket r. Its results are, in order, each call's `own` and then each bucket's reduction. On a
        cluster the pieces go from worker to worker: only `own` and the reductions come here."""
        if self.client is not None:
            client = self.client
            maps = [client.submit(function, *args, pure=False) for function, args in calls]
            owns = [client.submit(_own, m, pure=False) for m in maps]
            pieces = [[client.submit(_piece, m, r, pure=False) for r in range(buckets)] for m in maps]
            reduced = [client.submit(reduce_function, *(p[r] for p in pieces), pure=False) for r in range(buckets)]
            return Started(client, owns + reduced)  # the scheduler holds the maps and pieces while needed
        # Threads take tasks in order: every map task has begun before a reduction waits for it.
        pool = ThreadPoolExecutor(max_workers=LOCAL_THREADS)
        maps = [pool.submit(function, *args) for function, args in calls]
        owns = [pool.submit(lambda m=m: _own(m.result())) for m in maps]
        reduced = [pool.submit(lambda r=r: reduce_function(*(_piece(m.result(), r) for m in maps)))
                   for r in range(buckets)]
        return Started(None, owns + reduced, pool)

    def shuffled(self, calls: Sequence[tuple[Callable, tuple]], reduce_function: Callable, buckets: int
                 ) -> Generator[tuple[bool, int, Any], None, None]:
        """Yield (False, index of the call, own) as each map task of start_shuffled finishes, and (True, r,
        reduction) as each reduction does. Closing the generator early cancels the tasks not yet finished."""
        for index, result in self.start_shuffled(calls, reduce_function, buckets).completed():
            yield (False, index, result) if index < len(calls) else (True, index - len(calls), result)

    def results(self, function: Callable, arguments: Sequence[tuple]) -> list[Any]:
        """Return function(*args) for every args, in order."""
        found: list[Any] = [None] * len(arguments)
        for index, result in self.run(function, arguments):
            found[index] = result
        return found


def _own(result: tuple[Any, list]) -> Any:
    """Return what a map task of Runner.shuffled keeps for the caller."""
    return result[0]


def _piece(result: tuple[Any, list], bucket: int) -> Any:
    """Return a map task's piece for reduction `bucket` (Runner.shuffled)."""
    return result[1][bucket]


class Started:
    """Tasks running on the current Dask client's cluster (or threads of this process: `pool`), their results
    collected later."""

    def __init__(self, client, futures: list, pool: ThreadPoolExecutor | None = None) -> None:
        self._client = client
        self._futures = futures
        self._pool = pool

    def completed(self) -> Generator[tuple[int, Any], None, None]:
        """Yield (index in the tasks, result) of each task in completion order. A failed task, or closing the
        generator early, cancels the tasks not yet finished."""
        try:
            if self._client is not None:
                from distributed import as_completed

                index = {future.key: i for i, future in enumerate(self._futures)}
                for future, result in as_completed(self._futures, with_results=True):
                    yield index[future.key], result
                return
            pending = {future: i for i, future in enumerate(self._futures)}
            while pending:
                # a short wait, so a caller that yields progress can be cancelled between results
                done, _ = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
                for future in done:
                    yield pending.pop(future), future.result()
        finally:
            self.cancel()

    def cancel(self) -> None:
        """Cancel the tasks not yet finished (a thread already working finishes on its own, unwaited)."""
        unfinished = [future for future in self._futures if not future.done()]
        if self._client is not None:
            if unfinished:
                self._client.cancel(unfinished)
            return
        for future in unfinished:
            future.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
