"""Compute workers: a scan's Python-heavy steps (shingling, comparing candidate pairs) on every core.

A step is split into tasks that depend on their own inputs only, and `run_tasks` runs them in worker
processes and in the calling process (which would otherwise wait), yielding each result as it comes. The workers are spawned (never forked: safe beside Qt's
threads and in the frozen app), started once per process and kept for the next scan: starting one costs
about 0.3 s of importing numpy and the engine, more than a class of essays takes to compare.

- **Store.** Tasks read shared inputs (a scan's prepared documents) from a *store*: the caller names the
  keys each task needs, and each worker is sent an entry with the first task that needs it, so a document
  in a hundred pairs crosses to each worker once; a worker drops an entry once no later task needs it, and
  forgets the store when the step ends. A store may say what crosses for an entry (`store.shipped(key)`,
  else `store[key]`): a form that leaves out what another entry brings once.
- **Same results.** A task runs the same function on the same inputs in a worker or in this process.
  A task that fails in a worker (an exception, or the worker dying) is run again here, so the machinery
  never costs a result: an error of the step itself is then raised here as it would be without workers.
- **Cancel.** Closing `run_tasks` stops the busy workers at once (they are started again when needed).
- **Apart.** A task the caller marks `apart` (one that may run long: a pair of enormous documents) is never
  run in this process, whose thread must stay free to notice Cancel: a worker runs it (one is started for it
  if none would be), and if it runs past `time_limit` seconds, or fails, its worker is stopped and
  `fallback(*task)` stands for its result.
- **Background.** Tasks that need not wait for this process (`Background`: the shingles signed and indexed while
  this process makes the class's terms) are run by the workers alone, sent and answered by a thread of this
  process, which waits on the pipes without the GIL; a worker answers from a thread of its own too, so that a
  large answer waiting to be read never holds up its next task.
"""

from __future__ import annotations

import atexit
import gc
import multiprocessing
import multiprocessing.connection
import queue
import signal
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from plagcheck.engine.reading.extract.workers import received, start_process, stop_process
from plagcheck.system.allocator import release_memory, tune_allocator

#: While tasks run, run_tasks yields None at least this often (seconds), so that a caller can cancel.
TICK_SECONDS = 0.2
#: Tasks sent to a worker ahead of its answers, so that it never waits for this process between tasks.
TASKS_AHEAD = 2

#: Processes at most, the calling one included, whatever the cores: each worker holds its own copy of the
#: documents its tasks read (about 150 MB at the peak of the PAN 2,000-document scan).
MAX_WORKERS = 4

#: A task's function: called as function(store, *arguments), with the store entries the task needs.
TaskFunction = Callable[..., Any]


@dataclass
class _Worker:
    process: multiprocessing.process.BaseProcess
    connection: multiprocessing.connection.Connection
    #: Indices of the tasks sent and not yet answered, in order.
    queue: deque = field(default_factory=deque)
    #: Store keys this worker holds.
    holds: set = field(default_factory=set)
    #: When the task at the head of its queue started (time.monotonic()).
    started: float = 0.0


@dataclass(frozen=True)
class Apart:
    """Which tasks run apart from this process (`chosen(*task)` True), how long each may take, and what
    stands for the result of one that runs out of time or fails (`fallback(*task)`)."""

    chosen: Callable[..., bool]
    time_limit: float
    fallback: Callable[..., Any]


def run_tasks(
    function: TaskFunction, tasks: Sequence[tuple], workers: int, store: Mapping[Hashable, Any] | None = None,
    needs: Callable[[tuple], Iterable[Hashable]] | None = None, apart: Apart | None = None, here: bool = True,
) -> Iterator[tuple[int, Any] | None]:
    """Yield (index, function(store, *tasks[index])) for every task, in completion order, computed by up to
    `workers` processes, MAX_WORKERS at most, this one among them (this one alone when `workers` is 1 or
    less, or there is a single task); in between, None at least every TICK_SECONDS.

    With `here` False, this process takes no task but those a worker failed, and runs them alone only when no
    worker can be had: the tasks are made while this process (another of its threads) works on.

    `needs(*task)` names the keys of `store` the task reads; the function is given a mapping holding them.
    Tasks `apart` chooses run in a worker only (see the module's notes), one more being started if need be;
    when no worker can be had (another scan holds them, or no process starts), they run here too.
    """
    store = store if store is not None else {}
    separate = {index for index, task in enumerate(tasks) if apart.chosen(*task)} if apart is not None else set()
    helpers = min(workers, MAX_WORKERS) - 1  # this process computes too
    if separate:
        helpers = max(helpers, 1)
    pool = _taken_pool(helpers) if helpers > 0 and (len(tasks) > 1 or separate or not here) else None
    if pool is None:  # one worker asked for, one task, a second scan at once, or no process could start
        for index, task in enumerate(tasks):
            yield index, function(store, *task)
        return
    try:
        yield from pool.run(function, tasks, store, needs or (lambda *arguments: ()), separate, apart, here)
    finally:
        _shared_lock.release()


class Background:
    """Tasks begun in the compute workers when made, while this process works on: a thread of this process
    sends them and takes their answers (run_tasks with `here` False), waiting on the pipes without the GIL.
    `finished(timeout)` says whether they are done, `results()` gives them in order (raising a task's error
    here), `cancel()` stops the workers busy with them. A task a worker fails is run on that thread."""

    def __init__(self, function: TaskFunction, tasks: Sequence[tuple], workers: int) -> None:
        self._results: dict[int, Any] = {}
        self._count = len(tasks)
        self._stop = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(function, tasks, workers), daemon=True)
        self._thread.start()

    def _run(self, function: TaskFunction, tasks: Sequence[tuple], workers: int) -> None:
        running = run_tasks(function, tasks, workers, here=False)
        try:
            for answer in running:
                if self._stop.is_set():
                    return
                if answer is not None:
                    self._results[answer[0]] = answer[1]
        except BaseException as failure:  # noqa: BLE001 - raised again by results(), in the caller's thread
            self._failure = failure
        finally:
            running.close()

    def finished(self, timeout: float) -> bool:
        """Return whether every task is done (or failed), waiting up to `timeout` seconds for it."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def results(self) -> list[Any]:
        """Return every task's result in order, once finished: a task's error is raised here."""
        self._thread.join()
        if self._failure is not None:
            raise self._failure
        if len(self._results) != self._count:
            raise RuntimeError("background tasks cancelled")
        return [self._results[index] for index in range(self._count)]

    def cancel(self) -> None:
        """Stop the tasks not done (the workers busy with them are stopped); return once stopped."""
        self._stop.set()
        self._thread.join()


def _taken_pool(helpers: int) -> _Pool | None:
    """Return the shared pool with `helpers` worker processes running, holding its lock; None if it is in use
    or cannot start processes."""
    if not _shared_lock.acquire(blocking=False):
        return None
    try:
        pool = _shared_pool()
        pool.ensure(helpers)
        return pool
    except (OSError, RuntimeError):
        _shared_lock.release()
        return None


def recomputed_tasks() -> int:
    """Return how many tasks workers failed (and the calling process computed) in this process so far: a
    count that should stay 0, as a worker fails a task only if it dies or its machinery breaks."""
    return _shared.recomputed if _shared is not None else 0


def start(workers: int) -> None:
    """Start the worker processes of `workers` now (when free and more than one is asked for), so that they
    get ready meanwhile."""
    helpers = min(workers, MAX_WORKERS) - 1
    if helpers > 0 and _taken_pool(helpers) is not None:
        _shared_lock.release()


def _serve(connection: multiprocessing.connection.Connection) -> None:
    """Worker process: run each task received with the store it has been sent, until told to stop."""
    # Messages are taken in by a thread of their own, so that the caller's send of the next task (megabytes
    # of documents) never waits for this task to end.
    tune_allocator()  # before the thread starts: one heap arena, as in the caller (allocator.py)
    # Ctrl-C in a terminal reaches every process of the group: the caller stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    inbox: queue.SimpleQueue = queue.SimpleQueue()
    threading.Thread(target=_receive, args=(connection, inbox), daemon=True).start()
    # And answers are sent by a thread of their own: a large answer (a batch of prepared documents, megabytes)
    # fills the pipe until the caller, computing a task of its own, reads it, and the next task need not wait.
    outbox: queue.SimpleQueue = queue.SimpleQueue()
    sender = threading.Thread(target=_send_answers, args=(connection, outbox), daemon=True)
    sender.start()
    store: dict = {}
    while (message := inbox.get()) is not None:
        if message == "forget":
            store.clear()
            gc.collect()
            release_memory()  # an idle worker holds no scan's memory
            continue
        index, function, arguments, entries, dropped = message
        for key in dropped:
            store.pop(key, None)
        store.update(entries)
        try:
            answer = (index, True, function(store, *arguments))
        except BaseException:  # noqa: BLE001 - the caller runs the task again and sees the error itself
            answer = (index, False, traceback.format_exc())
        outbox.put(answer)
        del answer
    outbox.put(None)
    sender.join()


def _send_answers(connection: multiprocessing.connection.Connection, outbox: queue.SimpleQueue) -> None:
    """Send every answer of `outbox` to the caller, in order, until None."""
    while (answer := outbox.get()) is not None:
        try:
            connection.send(answer)
        except Exception:  # noqa: BLE001 - a result that cannot be sent: the caller runs the task itself
            connection.send((answer[0], False, traceback.format_exc()))


def _receive(connection: multiprocessing.connection.Connection, inbox: queue.SimpleQueue) -> None:
    """Put every message received into `inbox`, then None when the caller stops or is gone."""
    while True:
        try:
            message = connection.recv()
        except Exception:  # noqa: BLE001 - gone, or a message that cannot be read here (a function this
            message = None  # process cannot import): the worker ends, and the caller computes its tasks
        inbox.put(message)
        if message is None:
            return


class _Pool:
    def __init__(self) -> None:
        self.context = multiprocessing.get_context("spawn")
        self.workers: list[_Worker] = []
        #: Tasks a worker failed and this process computed, since the pool was made.
        self.recomputed = 0

    def ensure(self, size: int) -> None:
        """Have exactly `size` workers running: start the missing ones, stop the ones beyond it."""
        for worker in self.workers[size:]:
            self._stop(worker, force=False)
        del self.workers[size:]
        while len(self.workers) < size:
            self.workers.append(self._start())

    def run(self, function: TaskFunction, tasks: Sequence[tuple], store: Mapping,
            needs: Callable[[tuple], Iterable[Hashable]], separate: set[int] = frozenset(),
            apart: Apart | None = None, here: bool = True) -> Iterator[tuple[int, Any] | None]:
        pending = deque(range(len(tasks)))
        retry: list[int] = []
        last_use = {key: index for index, task in enumerate(tasks) for key in needs(*task)}
        try:
            while pending or any(w.queue for w in self.workers):
                for slot in range(len(self.workers)):  # by slot: a worker found dead is replaced in its slot
                    while pending and len(self.workers[slot].queue) < TASKS_AHEAD:
                        retry.extend(self._send(self.workers[slot], pending.popleft(), function, tasks, store,
                                                needs, last_use))
                # This process takes a task too, from the end (the workers take them in order); never one apart.
                mine = next((index for index in reversed(pending) if index not in separate), None) if here else None
                if mine is not None:
                    pending.remove(mine)
                    yield mine, function(store, *tasks[mine])
                answered = list(self._answers(0.0 if mine is not None else TICK_SECONDS))
                if apart is not None:
                    answered += self._overdue(separate, apart.time_limit, pending)
                for worker, index, ok, result in answered:
                    if ok:
                        yield index, result
                    else:
                        retry.append(index)
                while retry:  # the worker failed it: computed here, where an error of the task is raised
                    index = retry.pop()
                    if index in separate:  # but never a task apart: what stands for it instead
                        yield index, apart.fallback(*tasks[index])
                        continue
                    self.recomputed += 1
                    yield index, function(store, *tasks[index])
                if not answered and mine is None:
                    yield None
        finally:
            for worker in list(self.workers):
                if worker.queue:  # cancelled while it works: stopped now, started again when needed
                    self._stop(worker, force=True)
                    self.workers.remove(worker)
                else:
                    self._forget(worker)

    def _overdue(self, separate: set[int], time_limit: float, pending: deque) -> list[tuple[_Worker, int, bool, Any]]:
        """Stop the workers whose task apart has run past `time_limit`; return that task as failed, and put the
        tasks queued behind it back at the front of `pending`."""
        failed = []
        now = time.monotonic()
        for worker in list(self.workers):
            if worker.queue and worker.queue[0] in separate and now - worker.started > time_limit:
                lost = self._replace(worker)
                pending.extendleft(reversed(lost[1:]))
                failed.append((worker, lost[0], False, "over its time limit"))
        return failed

    def _send(self, worker: _Worker, index: int, function: TaskFunction, tasks: Sequence[tuple], store: Mapping,
              needs: Callable[[tuple], Iterable[Hashable]], last_use: dict[Hashable, int]) -> list[int]:
        """Send task `index` with the store entries `worker` lacks, telling it to drop those no task from this
        one on needs (`last_use`: the last task needing each key; tasks are sent in order); return the tasks
        to run here instead (this one and those the worker held, if it is gone: it is replaced)."""
        new = [key for key in dict.fromkeys(needs(*tasks[index])) if key not in worker.holds]
        dropped = [key for key in worker.holds if last_use.get(key, -1) < index]
        try:
            shipped = getattr(store, "shipped", store.__getitem__)
            worker.connection.send((index, function, tasks[index], {key: shipped(key) for key in new}, dropped))
        except (OSError, ValueError):
            return [*self._replace(worker), index]
        worker.holds.difference_update(dropped)
        worker.holds.update(new)
        if not worker.queue:
            worker.started = time.monotonic()
        worker.queue.append(index)
        return []

    def _answers(self, timeout: float) -> Iterator[tuple[_Worker, int, bool, Any]]:
        """Yield (worker, task index, ok, result or error text) for the answers that come within `timeout`
        seconds; a worker that died answers its queued tasks with failures and is replaced."""
        for worker, message in received([w for w in self.workers if w.queue], timeout):
            if message is None:
                for index in self._replace(worker):
                    yield worker, index, False, "the worker stopped"
                continue
            index, ok, result = message
            worker.queue.popleft()
            worker.started = time.monotonic()  # the next task starts now
            yield worker, index, ok, result

    def _replace(self, worker: _Worker) -> list[int]:
        """Stop a dead or broken worker and start a fresh one; return the tasks it held."""
        lost = list(worker.queue)
        self._stop(worker, force=True)
        self.workers[self.workers.index(worker)] = self._start()
        return lost

    def _start(self) -> _Worker:
        return _Worker(*start_process(self.context, _serve))

    @staticmethod
    def _forget(worker: _Worker) -> None:
        try:
            worker.connection.send("forget")
        except OSError:
            pass  # a dead worker: the next run replaces it when sending fails
        worker.holds.clear()

    @staticmethod
    def _stop(worker: _Worker, force: bool) -> None:
        stop_process(worker.process, worker.connection, force)

    def stop_all(self) -> None:
        for worker in self.workers:
            self._stop(worker, force=bool(worker.queue))
        self.workers.clear()


_shared_lock = threading.Lock()
_shared: _Pool | None = None


def _shared_pool() -> _Pool:
    global _shared
    if _shared is None:
        _shared = _Pool()
        atexit.register(_shared.stop_all)
    return _shared
