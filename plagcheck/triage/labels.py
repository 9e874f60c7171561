"""Short names that tell the students of one group apart, for graph nodes and member lists.

Submission names are paths ("History essays/Leo Garcia - essay.txt", "class1/alice/essay.docx"). Within a
group what they share says nothing: the folders they all sit in (and the others too, when the file names
alone differ), and a prefix or suffix every name has (" - essay.txt", "essay_"). Those are taken off, at a
word boundary, and what is left is cut to a length.

A label must still name one submission of the whole class, not only of its group: when two students' files
share a name ("g2pE/taskd.pdf", "g4pD/taskd.pdf") and the student folders hold other files ("g2pE/taska.pdf"),
the file name is kept, so the group reads "g2pE/taskd.pdf, g4pD/taskd.pdf", not "g2pE, g4pD".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from os.path import commonprefix

#: Characters a shared prefix or suffix may be cut at: never inside a word.
_BOUNDARY = " -_.,()[]/"


def short_label(name: str, limit: int = 22) -> str:
    """Return the last path component of `name`, cut to `limit` characters with an ellipsis."""
    tail = name.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1] or name
    return _cut(tail, limit)


def distinct_labels(names: Sequence[str], limit: int = 22, everyone: Sequence[str] = ()) -> list[str]:
    """Return one label per name: without the folders, prefix and suffix all names share, cut to `limit`.

    With `everyone` (every submission name of the class), a label never stands for two submissions: a file name
    that several submissions have keeps its folder, and nothing is taken off when a shortened label would be
    a folder or file name of another submission too."""
    if len(names) < 2:
        return [short_label(name, limit) for name in names]
    parts = _without_shared_folders(names)
    tails = [p[-1] for p in parts]
    in_class = Counter(name.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1] for name in everyone)
    tails_name_one = len(set(tails)) == len(tails) and all(in_class[tail] <= 1 for tail in tails)
    labels = tails if tails_name_one else ["/".join(p) for p in parts]
    if len(set(labels)) == len(labels):  # only trim when the names stay different from each other
        trimmed = _without_shared_end(labels)
        trimmed = [label[::-1] for label in _without_shared_end([label[::-1] for label in trimmed])]
        components = _components(tuple(everyone))
        if all(label in labels or components[label] < 2 for label in trimmed):
            labels = trimmed
    return [_cut(label, limit) for label in labels]


def without_shared_folders(names: Sequence[str]) -> list[str]:
    """Return the names without the folders they all sit in ("History essays/Leo Garcia.txt" -> "Leo Garcia.txt"
    when every name is in "History essays"); a lone name keeps its folders."""
    if len(names) < 2:
        return list(names)
    return ["/".join(parts) for parts in _without_shared_folders(names)]


def _without_shared_folders(names: Sequence[str]) -> list[list[str]]:
    """Return each name's path components after the folders all names share (the last one always stays)."""
    parts = [name.replace("\\", "/").strip("/").split("/") for name in names]
    shared_folders = len(commonprefix(parts))
    shortest = min(len(p) for p in parts)
    return [p[min(shared_folders, shortest - 1):] for p in parts]


@lru_cache(maxsize=4)
def _components(everyone: tuple[str, ...]) -> Counter[str]:
    """Return how many of the names have each folder or file name (with and without its extension)."""
    counts: Counter[str] = Counter()
    for name in everyone:
        parts = name.replace("\\", "/").strip("/").split("/")
        counts.update({*parts, *(part.rsplit(".", 1)[0] for part in parts)})
    return counts


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
