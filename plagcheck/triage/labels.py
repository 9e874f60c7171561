"""Short names that tell the students of one group apart, for graph nodes and member lists.

Submission names are paths ("History essays/Leo Garcia - essay.txt", "class1/alice/essay.docx"). Within a
group what they share says nothing: the folders they all sit in (and the others too, when the file names
alone differ), and a prefix or suffix every name has (" - essay.txt", "essay_"). Those are taken off, at a
word boundary, and what is left is cut to a length.
"""

from __future__ import annotations

from collections.abc import Sequence
from os.path import commonprefix

#: Characters a shared prefix or suffix may be cut at: never inside a word.
_BOUNDARY = " -_.,()[]/"


def short_label(name: str, limit: int = 22) -> str:
    """Return the last path component of `name`, cut to `limit` characters with an ellipsis."""
    tail = name.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1] or name
    return _cut(tail, limit)


def distinct_labels(names: Sequence[str], limit: int = 22) -> list[str]:
    """Return one label per name: without the folders, prefix and suffix all names share, cut to `limit`."""
    if len(names) < 2:
        return [short_label(name, limit) for name in names]
    parts = [name.replace("\\", "/").strip("/").split("/") for name in names]
    shared_folders = len(commonprefix(parts))
    shortest = min(len(p) for p in parts)
    parts = [p[min(shared_folders, shortest - 1):] for p in parts]
    tails = [p[-1] for p in parts]
    labels = tails if len(set(tails)) == len(tails) else ["/".join(p) for p in parts]
    if len(set(labels)) == len(labels):  # only trim when the names stay different from each other
        labels = _without_shared_end(labels)
        labels = [label[::-1] for label in _without_shared_end([label[::-1] for label in labels])]
    return [_cut(label, limit) for label in labels]


def _without_shared_end(labels: list[str]) -> list[str]:
    """Return the labels without the longest suffix they all share that starts at a boundary character."""
    suffix = commonprefix([label[::-1] for label in labels])[::-1]
    while suffix and suffix[0] not in _BOUNDARY:
        suffix = suffix[1:]
    if not suffix:
        return labels
    trimmed = [label[: len(label) - len(suffix)].rstrip(_BOUNDARY) for label in labels]
    return trimmed if all(trimmed) and len(set(trimmed)) == len(trimmed) else labels


def _cut(label: str, limit: int) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "…"
