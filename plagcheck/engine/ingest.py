"""Finding submissions on disk and reading them into DocumentRecords.

`discover` turns dropped files and folders into submissions (one file each, or, when asked, one per
sub-folder). `read_submissions` reads them: files are checked and hashed here, texts come from the cache
when the same bytes were read before, and the rest are extracted in worker processes. Records are yielded in
submission order, so "identical to" always names the earlier document. Nothing is ever written beside the
documents: the only file written is the text cache in the user's cache folder.
"""

from __future__ import annotations

import hashlib
import os
from contextlib import closing
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from plagcheck.engine.extract import MISSING_MESSAGE, SUFFIX_FORMATS, Extraction, extract_bytes_as
from plagcheck.engine.extract.cache import TextCache
from plagcheck.engine.extract.workers import FILE_TIME_LIMIT, extract_all, worker_count
from plagcheck.models import DocumentPart, DocumentRecord, ScanSettings

#: Operating-system and editor files that are never a submission; they are left out without a word.
JUNK_NAMES = {".ds_store", "thumbs.db", "ehthumbs.db", "desktop.ini", "icon\r", "__macosx"}
#: Formats no reader here handles, with what the teacher can do about it.
CONVERT_HINTS = {
    ".doc": "save it as .docx or PDF", ".wps": "save it as .docx or PDF", ".pages": "export it as PDF or .docx",
    ".odp": "export it as PDF", ".pptx": "export it as PDF", ".ppt": "export it as PDF",
}
PART_SEPARATOR = "\n\n"


@dataclass(frozen=True)
class Submission:
    """One student's hand-in: a display name and the files it is made of (usually one)."""

    name: str
    files: tuple[Path, ...]
    #: Each file's name as shown to the teacher (relative to the dropped folder's parent).
    file_names: tuple[str, ...] = ()
    #: The sub-folder a grouped submission was made from; None for a single file.
    folder: Path | None = None

    def display_names(self) -> tuple[str, ...]:
        """Return the name shown for each file: `file_names`, or the bare file names if none were given."""
        return self.file_names if len(self.file_names) == len(self.files) else tuple(f.name for f in self.files)


def is_junk(name: str) -> bool:
    """Return True for hidden files, Word lock files (~$...), editor backups and OS clutter."""
    return name.startswith((".", "~$")) or name.endswith("~") or name.lower() in JUNK_NAMES


def discover(paths: Sequence[str | Path], group_subfolders: bool = False) -> list[Submission]:
    """Return the submissions under `paths` (files or folders, recursive), in a stable order.

    With `group_subfolders`, each immediate sub-folder of a dropped folder is one submission made of all
    its files (in name order); files directly in the dropped folder are submissions of their own.
    """
    submissions: list[Submission] = []
    seen: set[object] = set()
    for raw in paths:
        root = Path(raw)
        if root.is_dir():
            submissions.extend(_folder_submissions(root, group_subfolders, seen))
        elif _first_time(root, seen):
            submissions.append(Submission(root.name or str(root), (root,), (root.name or str(root),)))
    return submissions


def _folder_submissions(root: Path, group_subfolders: bool, seen: set[object]) -> list[Submission]:
    base = root.parent

    def single(file: Path) -> Submission:
        name = _relative_name(file, base)
        return Submission(name, (file,), (name,))

    if not group_subfolders:
        return [single(f) for f in files_under(root) if _first_time(f, seen)]
    submissions: list[Submission] = []
    for entry in _sorted_entries(root):
        if entry.is_dir(follow_symlinks=False):
            files = tuple(f for f in files_under(Path(entry.path)) if _first_time(f, seen))
            names = tuple(_relative_name(f, base) for f in files)
            folder = Path(entry.path)
            submissions.append(Submission(_relative_name(folder, base), files, names, folder))
        elif entry.is_file() and _first_time(Path(entry.path), seen):
            submissions.append(single(Path(entry.path)))
    return submissions


def files_under(folder: Path) -> list[Path]:
    """Return the files in `folder` and its sub-folders in name order, leaving out junk and hidden folders."""
    found: list[Path] = []
    for entry in _sorted_entries(folder):
        if entry.is_dir(follow_symlinks=False):
            found.extend(files_under(Path(entry.path)))
        elif entry.is_file():
            found.append(Path(entry.path))
    return found


def _sorted_entries(folder: Path) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as entries:
            kept = [e for e in entries if not is_junk(e.name)]
    except OSError:
        return []  # a folder we may not list holds nothing we can read
    return sorted(kept, key=lambda e: (e.name.casefold(), e.name))


def _relative_name(path: Path, base: Path) -> str:
    try:
        return path.relative_to(base).as_posix()
    except ValueError:
        return path.name


def _first_time(path: Path, seen: set[object]) -> bool:
    # The same file reached twice (a folder dropped with a file inside it, a symbolic link) has one
    # device and inode: one stat, where resolving the path takes one per folder on the way.
    key: object
    try:
        info = os.stat(path)
        key = (info.st_dev, info.st_ino) if info.st_ino else path.resolve()
    except OSError:
        key = path.absolute()
    if key in seen:
        return False
    seen.add(key)
    return True


def read_submissions(
    submissions: Sequence[Submission],
    settings: ScanSettings,
    *,
    cache_dir: str | Path | None = None,
    use_cache: bool = True,
    time_limit: float = FILE_TIME_LIMIT,
) -> Iterator[DocumentRecord]:
    """Yield one DocumentRecord per submission, with id = its index in `submissions`, in that order.

    `cache_dir` overrides the text cache's folder (default: $PLAGCHECK_CACHE_DIR or the user cache folder).
    """
    cache = TextCache.open(cache_dir) if use_cache else None
    try:
        yield from _read(submissions, settings, cache, time_limit)
    finally:
        if cache is not None:
            cache.close()


FileKey = tuple[int, int]


def _read(
    submissions: Sequence[Submission], settings: ScanSettings, cache: TextCache | None, time_limit: float
) -> Iterator[DocumentRecord]:
    max_bytes = int(settings.max_file_mb * 1024 * 1024)
    done: dict[FileKey, tuple[str, Extraction]] = {}
    waiting: dict[str, list[FileKey]] = {}  # content hash -> files with those bytes, extracted once
    jobs: list[tuple[str, str]] = []
    chosen_encodings = dict(settings.encodings)
    for doc_id, submission in enumerate(submissions):
        for index, path in enumerate(submission.files):
            sha256, extraction = check_file(path, max_bytes)
            if extraction is None and sha256 in chosen_encodings:
                extraction = _read_as(path, chosen_encodings[sha256])  # text files: quick, and never cached
            if extraction is None and cache is not None:
                extraction = cache.get(sha256)
            if extraction is not None:
                done[doc_id, index] = (sha256, extraction)
            else:
                if sha256 not in waiting:
                    jobs.append((sha256, str(path)))
                waiting.setdefault(sha256, []).append((doc_id, index))

    emitter = _InOrder(submissions)
    yield from emitter.ready(done)
    # closing(): if the caller stops early (a cancelled scan), the worker processes are stopped at once.
    with closing(extract_all(jobs, worker_count(settings.workers), time_limit)) as outcomes:
        for outcome in outcomes:
            sha256 = outcome.sha256 or str(outcome.key)
            if outcome.cacheable and cache is not None:
                cache.put(sha256, outcome.extraction)
            for key in waiting[str(outcome.key)]:
                done[key] = (sha256, outcome.extraction)
            yield from emitter.ready(done)


def _read_as(path: Path, codec: str) -> Extraction:
    try:
        return extract_bytes_as(path.read_bytes(), path.suffix, codec)
    except OSError as exc:
        return Extraction("error", f"could not be read: {exc.strerror or exc}")


def check_file(path: Path, max_bytes: int) -> tuple[str, Extraction | None]:
    """Return (sha256, None) for a file to extract, or ('' or its hash, the Extraction) when already decided."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIX_FORMATS:
        hint = CONVERT_HINTS.get(suffix)
        message = f"unsupported type ({suffix or 'no extension'})" + (f": {hint}" if hint else "")
        return "", Extraction("skipped", message)
    try:
        size = path.stat().st_size
        if size == 0:
            return "", Extraction("error", "empty: the file is 0 bytes")
        if size > max_bytes:
            limit = round(max_bytes / 1024 / 1024, 2)
            return "", Extraction("error", f"too large: {size / 1024 / 1024:.1f} MB, above the {limit:g} MB limit")
        with open(path, "rb") as stream:
            digest = hashlib.file_digest(stream, "sha256").hexdigest()
    except FileNotFoundError:
        return "", Extraction("error", MISSING_MESSAGE)
    except OSError as exc:
        return "", Extraction("error", f"could not be read: {exc.strerror or exc}")
    return digest, None


class _InOrder:
    """Turns finished files into records, released in submission order; marks later duplicates."""

    def __init__(self, submissions: Sequence[Submission]) -> None:
        self.submissions = submissions
        self.next_id = 0
        self.first_with_text: dict[str, int] = {}

    def ready(self, done: dict[FileKey, tuple[str, Extraction]]) -> Iterator[DocumentRecord]:
        while self.next_id < len(self.submissions):
            doc_id, submission = self.next_id, self.submissions[self.next_id]
            keys = [(doc_id, i) for i in range(len(submission.files))]
            if not all(k in done for k in keys):
                return
            record = build_record(doc_id, submission, [done.pop(k) for k in keys])
            yield self._mark_duplicate(record)
            self.next_id += 1

    def _mark_duplicate(self, record: DocumentRecord) -> DocumentRecord:
        if not record.usable:
            return record
        key = hashlib.sha256(" ".join(record.text.split()).encode()).hexdigest()
        first = self.first_with_text.setdefault(key, record.id)
        if first == record.id:
            return record
        note = f"identical to {self.submissions[first].name}"
        message = f"{record.message}; {note}" if record.message else note
        return replace(record, status="warning", message=message, duplicate_of=first)


def build_record(doc_id: int, submission: Submission, files: Sequence[tuple[str, Extraction]]) -> DocumentRecord:
    """Return the DocumentRecord of a submission from the (sha256, Extraction) of each of its files."""
    if submission.folder is None and len(files) == 1:
        sha256, result = files[0]
        usable = result.status in ("ok", "warning")
        return DocumentRecord(
            doc_id, str(submission.files[0]), submission.name, result.status, result.message, sha256,
            result.format, result.text if usable else "", result.encoding, result.pages,
            block_quotes=result.block_quotes if usable else (),
        )
    pieces: list[str] = []
    parts: list[DocumentPart] = []
    block_quotes: list[tuple[int, int]] = []
    notes: list[str] = []
    offset = 0
    for name, (sha256, result) in zip(submission.display_names(), files):
        if result.status in ("ok", "warning") and result.text:
            offset += len(PART_SEPARATOR) if pieces else 0
            parts.append(DocumentPart(name, offset, offset + len(result.text), sha256))
            block_quotes.extend((offset + start, offset + end) for start, end in result.block_quotes)
            pieces.append(result.text)
            offset += len(result.text)
        if result.message:
            notes.append(f"{name}: {result.message}")
    path = str(submission.folder if submission.folder is not None else submission.files[0])
    if not pieces:
        message = "no readable file: " + "; ".join(notes) if notes else "empty folder: no files to read"
        return DocumentRecord(doc_id, path, submission.name, "error", message)
    text = PART_SEPARATOR.join(pieces)
    usable = [result for _, result in files if result.status in ("ok", "warning") and result.text]
    pages = [r.pages for r in usable if r.pages is not None]
    encodings = sorted({r.encoding for r in usable if r.encoding})
    return DocumentRecord(
        doc_id, path, submission.name, "ok" if all(r.status == "ok" for _, r in files) else "warning",
        "; ".join(notes),
        hashlib.sha256(text.encode()).hexdigest(), "+".join(dict.fromkeys(r.format for r in usable)), text,
        ", ".join(encodings) or None, sum(pages) if pages else None, tuple(parts),
        block_quotes=tuple(block_quotes),
    )
