"""Sources marked by the teacher: files or folders among those scanned that are not students' work.

A class folder often holds the texts the students worked from ("sources/orig_taska.txt"). Marked as sources,
they are shown and treated like reference-library texts: compared with the students, never counted or grouped
as students, and named as the likely common origin of the students who match them. No Qt here.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from pathlib import Path
from typing import Any

from plagcheck.engine.text.assignment_words import SOURCE_FOLDER_NAMES
from plagcheck.i18n import translate
from plagcheck.shared.models import DocumentRecord, ScanResult

#: The collection name source documents are kept under (in the JSON and a saved check); shown as "source".
SOURCE_COLLECTION = "Sources"


def reference_words(collection: str) -> str:
    """Return how a reference document is tagged beside its name, in the current language: "source" for a
    source marked in the class folder, else "reference: <collection>" (a collection of the library)."""
    if collection == SOURCE_COLLECTION:
        return translate("Sources", "source")
    return translate("Sources", "reference: {collection}").format(collection=collection)


def is_under(path: str, roots: tuple[Path, ...]) -> bool:
    """Return True when `path` is one of `roots` or lies inside one of them."""
    resolved = Path(path).resolve()
    return any(resolved == root or root in resolved.parents for root in roots)


def mark_sources(result: ScanResult) -> ScanResult:
    """Return `result` with the documents under its settings' source_paths marked as sources (a reference
    collection), or `result` itself when there are none."""
    roots = tuple(Path(p).resolve() for p in result.settings.source_paths)
    if not roots:
        return result
    documents = tuple(_as_source(d) if not d.is_reference and is_under(d.path, roots) else d
                      for d in result.documents)
    return replace(result, documents=documents)


def _as_source(document: DocumentRecord) -> DocumentRecord:
    return replace(document, collection=SOURCE_COLLECTION)


def with_sources(scan: Generator[Any, None, ScanResult]) -> Generator[Any, None, ScanResult]:
    """Return a scan generator that yields what `scan` yields and returns its result with sources marked."""
    result = yield from scan
    return mark_sources(result) if isinstance(result, ScanResult) else result


def likely_source_folders(paths: list[str]) -> list[str]:
    """Return the folders whose name says they hold sources: sub-folders directly inside the folders of `paths`,
    and, when several things were dropped together (the class's zip and a sources folder beside it), each of
    `paths` itself that is a folder or a zip of such a name."""
    found = []
    if len(paths) > 1:
        for path in map(Path, paths):
            named = path.stem if path.suffix.lower() == ".zip" else path.name
            if (path.is_dir() or path.is_file()) and named.casefold() in SOURCE_FOLDER_NAMES:
                found.append(str(path.resolve()))
    for path in map(Path, paths):
        if not path.is_dir():
            continue
        try:
            children = sorted(child for child in path.iterdir() if child.is_dir())
        except OSError:
            continue
        found.extend(str(child.resolve()) for child in children if child.name.casefold() in SOURCE_FOLDER_NAMES)
    return found
