"""Compute workers (engine/compute.py): the same results as in this process, store entries sent once,
failures run again here, and a prompt cancel."""

import multiprocessing
import os
import time

import pytest

from plagcheck.engine import compute


def weighted_sum(store, numbers, key):
    """A task: the numbers times the store's entry `key`, summed; and which process computed it."""
    return sum(numbers) * store[key], os.getpid()


def entries_held(store, key):
    """A task: the store entries seen (besides `key`'s value), and which process computed it."""
    return sorted(k for k in store if isinstance(k, str)), store[key], os.getpid()


def failing_in_workers(store, number):
    """A task that raises in a worker process only."""
    if multiprocessing.parent_process() is not None:
        raise RuntimeError("only in a worker")
    return number * 2


def dying_in_workers(store, number):
    """A task whose worker process dies (as on a crash in a native library)."""
    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return number + 1


def always_failing(store, number):
    raise ValueError(f"bad input {number}")


def sleeping(store, seconds):
    time.sleep(seconds)
    return seconds


def doubled(store, number):
    """A task that reads no store: the number doubled, and which process computed it."""
    return 2 * number, os.getpid()


def answers(iterator):
    return dict(answer for answer in iterator if answer is not None)


def test_workers_give_what_this_process_gives():
    tasks = [(list(range(n)), "weight" if n % 2 else "other") for n in range(20)]
    store = {"weight": 3, "other": 5}
    here = answers(compute.run_tasks(weighted_sum, tasks, 1, store, lambda numbers, key: [key]))
    shared = answers(compute.run_tasks(weighted_sum, tasks, 3, store, lambda numbers, key: [key]))
    assert {i: value for i, (value, _) in here.items()} == {i: value for i, (value, _) in shared.items()}
    assert {pid for _, pid in here.values()} == {os.getpid()}
    # Two worker processes took tasks, and this one did too.
    assert len({pid for _, pid in shared.values()} - {os.getpid()}) == 2
    assert os.getpid() in {pid for _, pid in shared.values()}


def test_a_worker_holds_only_the_entries_its_tasks_needed_and_forgets_them_after():
    store = {"a": 1, "b": 2, "c": 3}
    tasks = [("a",), ("b",), ("a",), ("b",), ("c",)]
    held = answers(compute.run_tasks(entries_held, tasks, 2, store, lambda key: [key]))
    in_worker = [keys for keys, _, pid in held.values() if pid != os.getpid()]
    assert in_worker and all(set(keys) <= {"a", "b"} for keys in in_worker)
    assert [held[i][1] for i in range(5)] == [1, 2, 1, 2, 3]
    # The next run starts from an empty store: "c" alone is held by the worker that computes it.
    held = answers(compute.run_tasks(entries_held, [("c",), ("c",), ("c",)], 2, store, lambda key: [key]))
    assert all(keys == ["c"] for keys, _, pid in held.values() if pid != os.getpid())


def test_a_task_failing_in_a_worker_is_computed_here():
    before = compute.recomputed_tasks()
    result = answers(compute.run_tasks(failing_in_workers, [(n,) for n in range(6)], 2))
    assert result == {n: n * 2 for n in range(6)}
    assert compute.recomputed_tasks() > before  # and counted


def test_a_worker_that_dies_costs_no_result_and_is_replaced():
    result = answers(compute.run_tasks(dying_in_workers, [(n,) for n in range(5)], 2))
    assert result == {n: n + 1 for n in range(5)}
    # The pool works again afterwards.
    assert answers(compute.run_tasks(weighted_sum, [([1], "k"), ([2], "k")], 2, {"k": 1}, lambda n, k: [k]))


def test_an_error_of_the_task_itself_is_raised_here():
    with pytest.raises(ValueError, match="bad input"):
        answers(compute.run_tasks(always_failing, [(1,), (2,)], 2))


def test_closing_stops_busy_workers_at_once():
    # The worker takes the first two tasks; this process takes the last, which ends at once.
    running = compute.run_tasks(sleeping, [(30,), (30,), (0,)], 2)
    assert next(running) == (2, 0)
    assert next(running) is None  # nothing more answers within a tick
    started = time.monotonic()
    running.close()
    assert time.monotonic() - started < 1.0
    # And the next run gets a fresh worker.
    assert answers(compute.run_tasks(sleeping, [(0,), (0,)], 2)) == {0: 0, 1: 0}


def test_a_task_a_worker_cannot_even_read_is_computed_here():
    import sys
    import types

    ghost = types.ModuleType("ghost_module_of_this_process")  # importable here only
    exec("def double(store, number):\n    return 2 * number", ghost.__dict__)
    sys.modules[ghost.__name__] = ghost
    try:
        assert answers(compute.run_tasks(ghost.double, [(1,), (2,), (3,)], 2)) == {0: 2, 1: 4, 2: 6}
    finally:
        del sys.modules[ghost.__name__]


def test_a_worker_keeps_an_entry_until_its_last_task_that_needs_it_has_run():
    # The worker gets the first tasks: "a" twice, the second time as its last use.
    before = compute.recomputed_tasks()
    tasks = [("a",), ("a",)] + [("b",)] * 8
    result = answers(compute.run_tasks(entries_held, tasks, 2, {"a": 1, "b": 2}, lambda key: [key]))
    assert [result[i][1] for i in range(10)] == [1, 1] + [2] * 8
    assert compute.recomputed_tasks() == before  # no task failed in the worker for want of its entry


def test_background_tasks_run_in_workers_while_this_process_works_on():
    background = compute.Background(doubled, [(n,) for n in range(6)], 2)
    while not background.finished(0.05):
        pass  # this process's own work
    results = background.results()
    assert [value for value, _ in results] == [2 * n for n in range(6)]
    assert os.getpid() not in {pid for _, pid in results}
    # A task's error is raised where the results are asked for.
    with pytest.raises(ValueError, match="bad input"):
        compute.Background(always_failing, [(1,), (2,)], 2).results()


def test_cancelling_background_tasks_stops_their_worker_at_once():
    background = compute.Background(sleeping, [(30,)], 2)
    assert not background.finished(0.3)
    started = time.monotonic()
    background.cancel()
    assert time.monotonic() - started < 1.0
    with pytest.raises(RuntimeError, match="cancelled"):
        background.results()
    assert answers(compute.run_tasks(sleeping, [(0,), (0,)], 2)) == {0: 0, 1: 0}
