"""Finding submissions on disk and reading them into DocumentRecords.

Interim version: plain-text files only, read in this process. The full reader (all formats, parallel
processes, cache, diagnostics) replaces the body of `read_submissions` without changing its signature.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from plagcheck.models import DocumentRecord, ScanSettings

TEXT_SUFFIXES = {".txt", ".text", ".md"}


@dataclass(frozen=True)
class Submission:
    """One student's hand-in: a display name and the files it is made of (usually one)."""

    name: str
    files: tuple[Path, ...]


def discover(paths: Sequence[str | Path], group_subfolders: bool = False) -> list[Submission]:
    """Return the submissions under `paths` (files or folders, recursive), in a stable order."""
    submissions: list[Submission] = []
    for raw in paths:
        root = Path(raw)
        if root.is_dir():
            files = sorted(p for p in root.rglob("*") if p.is_file() and not p.name.startswith("."))
            submissions.extend(Submission(str(f.relative_to(root.parent)), (f,)) for f in files)
        else:
            submissions.append(Submission(root.name, (root,)))
    return submissions


def read_submissions(submissions: Sequence[Submission], settings: ScanSettings) -> Iterator[DocumentRecord]:
    """Yield one DocumentRecord per submission, with id = its index in `submissions`, in any order."""
    for doc_id, sub in enumerate(submissions):
        path = sub.files[0]
        try:
            data = path.read_bytes()
        except OSError as exc:
            yield DocumentRecord(doc_id, str(path), sub.name, "error", f"could not be read: {exc.strerror}")
            continue
        digest = hashlib.sha256(data).hexdigest()
        if path.suffix.lower() not in TEXT_SUFFIXES:
            yield DocumentRecord(doc_id, str(path), sub.name, "skipped", "unsupported file type", digest)
            continue
        text = data.decode("utf-8", errors="replace")
        status = "ok" if text.strip() else "error"
        yield DocumentRecord(doc_id, str(path), sub.name, status, "" if text.strip() else "empty file",
                             digest, "txt", text, "utf-8")
