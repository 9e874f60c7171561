"""Short names that tell the students of one group apart, for graph nodes, member lists and tables.

Submission names are "student — file" where the class's layout names the student ("Priya Sharma — Essay.docx",
plagcheck/shared/display.py), and otherwise paths ("History essays/Leo Garcia - essay.txt", "class1/alice/essay.docx").
Within a group what they share says nothing: the folders they all sit in, and a prefix or suffix every name
has (" - essay.txt", " — Essay.docx", "essay_"). Those are taken off, at a word boundary, and what is left is
cut to a length, in the file part first: the student's name, or the folder that tells two students apart
("Amy/bees (1).docx" beside "Ben/science essay v2.pdf"), is never cut while the file part can be.

A label must still name one submission of the whole class, not only of its group: when two students' files
share a name ("g2pE/taskd.pdf", "g4pD/taskd.pdf") and the student folders hold other files ("g2pE/taska.pdf"),
the file name is kept, so the group reads "g2pE/taskd.pdf, g4pD/taskd.pdf", not "g2pE, g4pD".
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from os.path import commonprefix

from plagcheck.i18n import QT_TRANSLATE_NOOP, current_language, translate
from plagcheck.shared.display import LABEL_SEPARATOR, elide_label

#: Where the folder (or zip) the teacher dropped ends in a name.
_ROOT = re.compile(r"/| › ")
#: Characters a shared prefix or suffix may be cut at: never inside a word.
_BOUNDARY = " -_.,()[]/"


def short_label(name: str, limit: int = 22) -> str:
    """Return the student's label ("Priya Sharma — Essay.docx"), or the last path component of a path, cut to
    `limit` characters with an ellipsis (in the file part first)."""
    if LABEL_SEPARATOR in name:
        return _cut(name, limit)
    tail = name.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1] or name
    return _cut(tail, limit)


def distinct_labels(names: Sequence[str], limit: int = 22, everyone: Sequence[str] = ()) -> list[str]:
    """Return one label per name: without the folders, prefix and suffix all names share, cut to `limit`.

    The folder that tells two students apart stays ("Amy/bees (1).docx", not "bees (1).docx"). With `everyone`
    (every submission name of the class), a label never stands for two submissions: nothing is taken off when
    a shortened label would be a folder or file name of another submission too."""
    students = _students_alone(names)
    if students is not None:
        return [_cut(student, limit) for student in students]
    if len(names) < 2:
        return [short_label(name, limit) for name in names]
    labels = ["/".join(p) for p in _without_shared_folders(names)]
    if len(set(labels)) == len(labels):  # only trim when the names stay different from each other
        trimmed = _without_shared_end(labels)
        trimmed = [label[::-1] for label in _without_shared_end([label[::-1] for label in trimmed])]
        components = _components(tuple(everyone))
        if all(label in labels or components[label] < 2 for label in trimmed):
            labels = trimmed
    return [_cut(label, limit) for label in labels]


def _students_alone(names: Sequence[str]) -> list[str] | None:
    """Return the students' names alone when every name is a student's label ("Priya Sharma — Essay.docx") and
    no two students share one (a layout tells students of one name apart by their number); else None."""
    students = [name.partition(LABEL_SEPARATOR)[0] for name in names]
    if not all(LABEL_SEPARATOR in name for name in names) or len(set(students)) < len(students):
        return None
    return students


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
    return elide_label(label, lambda text: len(text) <= limit)


def shown_names(names: Sequence[str]) -> list[str]:
    """Return the names as a table shows them: a student's label as it is; a path without the folder the
    teacher dropped (and the folders all paths share), so that two classes dropped together read
    "Amy/essay.docx" and "wiki.txt", not "submissions/Amy/essay.docx" and "sources/wiki.txt" (the dropped folders
    stay when leaving them out would make two names alike)."""
    at = [i for i, name in enumerate(names) if LABEL_SEPARATOR not in name]
    paths = [names[i].replace("\\", "/") for i in at]
    # A zip's members are named "class.zip › Student/essay.docx": the zip is what was dropped.
    below = [_ROOT.split(path, maxsplit=1)[-1] for path in paths]
    labels = {name for i, name in enumerate(names) if LABEL_SEPARATOR in name}
    if len(set(below)) == len(below) and not labels & set(below):
        paths = below
    shown = list(names)
    for i, path in zip(at, without_shared_folders(paths)):
        shown[i] = path
    return shown


_shown_cache: list[tuple[object, str, list[str]]] = []  # (documents, language, shown names): the last class only
#: What Canvas's file names call a submission typed into its text box (engine/reading/layouts.py), as shown.
_TYPED_WORDS = QT_TRANSLATE_NOOP("Labels", "typed text")
_TYPED_TEXT = LABEL_SEPARATOR + _TYPED_WORDS


def class_names(result) -> list[str]:
    """Return `shown_names` of every document of a ScanResult, by document id (worked out once per result)."""
    documents = result.documents
    language = current_language()
    if _shown_cache and _shown_cache[0][0] is documents and _shown_cache[0][1] == language:
        return _shown_cache[0][2]
    typed = LABEL_SEPARATOR + translate("Labels", _TYPED_WORDS)
    names = [name[: -len(_TYPED_TEXT)] + typed if name.endswith(_TYPED_TEXT) else name
             for name in shown_names([d.name for d in documents])]
    _shown_cache[:] = [(documents, language, names)]
    return names
