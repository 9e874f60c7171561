"""Work in steps: a generator that yields between the steps of its work, so that a scan can be cancelled
in between, and returns its result."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TypeVar

Yielded = TypeVar("Yielded")
Result = TypeVar("Result")


def relayed(steps: Generator[object, None, Result], value: Yielded) -> Generator[Yielded, None, Result]:
    """Yield `value` at each step of the generator; return what it returns (`yield from` it)."""
    while True:
        try:
            next(steps)
        except StopIteration as finished:
            return finished.value
        yield value


def drained(steps: Generator[Yielded, None, Result], each: Callable[[Yielded], None] | None = None) -> Result:
    """Return what the generator returns, running it through all its steps (passing what each step yields
    to `each`, if given)."""
    while True:
        try:
            yielded = next(steps)
        except StopIteration as finished:
            return finished.value
        if each is not None:
            each(yielded)
