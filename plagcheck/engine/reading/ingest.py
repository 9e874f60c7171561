"""Reading submissions into DocumentRecords (`discovery` finds them).

`read_submissions` reads them: files are checked and hashed here (each must be the file discovery found, opened
without following a link), texts come from the cache when the same bytes were read before, and the rest are
extracted in worker processes, each file under a time and a memory limit. A file in a zip was hashed when its
zip was listed; a worker reads it from the zip, in memory. Records are yielded in submission order, so "identical to" always names the earlier document. Entries
discovery listed without reading them (a link leading outside the chosen folders, a named pipe) become
records with their reason. Nothing is ever written beside the documents: the only file written is the text
cache in the user's cache folder.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections import Counter
from contextlib import closing
from collections.abc import Generator, Iterator, Sequence
from dataclasses import replace
from pathlib import Path

from plagcheck.engine.reading.discovery import JUNK_NAMES, Location, Submission, discover, discover_steps, is_junk
from plagcheck.engine.reading.extract import SUFFIX_FORMATS, Extraction, ExtractionError
from plagcheck.engine.reading.extract.cache import TextCache
from plagcheck.engine.reading.extract.files import open_document
from plagcheck.engine.reading.extract.workers import FILE_TIME_LIMIT, extract_all, start_workers, worker_count
from plagcheck.engine.reading.extract.zipped import ZipMember, forget_open_zips, read_zip_member
from plagcheck.engine.reading.layouts import SAME_FILE, Authorship, Student, authorship, recognise
from plagcheck.engine.reading.placement import outside_submissions
from plagcheck.engine.steps import drained
from plagcheck.shared.display import display_name, submission_label
from plagcheck.shared.models import DocumentPart, DocumentRecord, ScanSettings

__all__ = [
    "JUNK_NAMES", "Submission", "arrange", "build_record", "check_file", "discover", "find_submissions",
    "find_submissions_steps", "is_junk", "read_submissions", "start_workers",
]

#: Formats no reader here handles, with what the teacher can do about it.
CONVERT_HINTS = {
    ".doc": "save it as .docx or PDF", ".wps": "save it as .docx or PDF", ".pages": "export it as PDF or .docx",
    ".odp": "export it as PDF", ".pptx": "export it as PDF", ".ppt": "export it as PDF",
}
PART_SEPARATOR = "\n\n"


def find_submissions(paths: Sequence[str | Path], layout: str = "auto", group_subfolders: bool = False, *,
                     workers: int = 0, max_file_mb: float = ScanSettings.max_file_mb) -> list[Submission]:
    """Return the submissions under `paths`: the files discovery finds (zips listed by up to `workers` reader
    workers, see discovery.discover), arranged by the class's layout."""
    return drained(find_submissions_steps(paths, layout, group_subfolders, workers=workers, max_file_mb=max_file_mb))


def find_submissions_steps(paths: Sequence[str | Path], layout: str = "auto", group_subfolders: bool = False, *,
                           workers: int = 0, max_file_mb: float = ScanSettings.max_file_mb
                           ) -> Generator[None, None, list[Submission]]:
    """Return what find_submissions returns; yields None while the zips are listed, so that a scan can be
    cancelled meanwhile (discovery.discover_steps)."""
    found = yield from discover_steps(paths, workers=workers, max_file_mb=max_file_mb)
    return arrange(found, layout, group_subfolders)


def arrange(found: Sequence[Submission], layout: str = "auto", group_subfolders: bool = False) -> list[Submission]:
    """Return `found` (one submission per file) arranged as each named folder's layout says (engine/reading/layouts.py).

    A student's files become one submission named after the student ("Priya Sharma — Essay.docx"), of the latest
    attempt; earlier attempts and the student's platform files (receipts) are listed on it, not read; the
    platform's own files (an index page) are listed as skipped. Files of nobody stay as they are, or, when no
    layout is recognised and `group_subfolders` is on, are grouped one submission per folder. Submissions come in
    the order of their first file.
    """
    found = list(found)
    by_root: dict[str, list[int]] = {}
    for index, submission in enumerate(found):
        if submission.parts and not submission.problem:
            by_root.setdefault(submission.root, []).append(index)
    placed: dict[int, list[Submission]] = {}  # first file's index -> the submissions that take its place
    consumed: set[int] = set()
    for indexes in by_root.values():
        paths = [found[i].parts for i in indexes]
        recognised = recognise(paths, layout)
        if recognised.layout == "files" and layout == "auto" and group_subfolders:
            recognised = recognise(paths, "folders")
        for j, placement in outside_submissions(found[indexes[0]].root, paths, recognised).items():
            found[indexes[j]] = replace(found[indexes[j]], placement=placement)
        names = [found[i].parts[-1] for i in indexes]
        authors = [authorship(recognised.layout, student, names) for student in recognised.students]
        if recognised.layout == "blackboard":
            authors = _named_in_receipts(authors, recognised.students, [found[i].location(0) for i in indexes])
        for student, author in zip(recognised.students, authors):
            members = [indexes[j] for j in student.attempt.files]
            author = _dated(author, [found[i].location(0) for i in members])
            every = [*members, *(indexes[j] for a in student.earlier for j in a.files),
                     *(indexes[j] for j, _ in student.set_aside)]
            consumed.update(every)
            placed.setdefault(min(every), []).append(Submission(
                submission_label(author.student, author.own_names),
                tuple(found[i].files[0] for i in members), tuple(found[i].name for i in members),
                root=found[members[0]].root, author=author, locations=tuple(found[i].location(0) for i in members)))
        for j, why in recognised.set_aside:
            index = indexes[j]
            consumed.add(index)
            placed.setdefault(index, []).append(replace(found[index], problem=f"skipped: {why}",
                                                        problem_status="skipped"))
    arranged: list[Submission] = []
    for index, submission in enumerate(found):
        arranged.extend(placed.get(index, ()))
        if index not in consumed:
            arranged.append(submission)
    return arranged


#: Layouts whose download's zip dates each file when it was handed in: Moodle's zip_packer writes each stored
#: file's time (mod/assign's download_submissions). Other platforms' zips date the download, or a file's last
#: edit in Drive or OneDrive.
_ZIP_DATES_HANDING_IN = frozenset({"moodle"})


def _dated(author: Authorship, locations: Sequence[Location]) -> Authorship:
    """Return `author` with when its checked files were handed in, where the layout names no time and its
    download's zip dates the files (the latest of them); else `author` as it is."""
    if author.layout not in _ZIP_DATES_HANDING_IN or author.attempt[:1].isdigit():
        return author
    dates = [location.modified for location in locations if isinstance(location, ZipMember) and location.modified]
    if not dates:
        return author
    return replace(author, attempt=", ".join(part for part in (max(dates), author.attempt) if part))


#: The line of a Blackboard receipt naming the student: "Name: Priya Sharma (psharma)".
_RECEIPT_NAME = re.compile(r"^Name:[ \t]*(?P<name>[^\n()]{1,100}?)[ \t]*\((?P<user>[^\n()]{1,100})\)[ \t]*\r?$", re.M)
#: How much of a receipt is read for it: the name is its first line.
_RECEIPT_HEAD = 4096


def _named_in_receipts(authors: list[Authorship], students: Sequence[Student], files: Sequence[Location]
                       ) -> list[Authorship]:
    """Return the Blackboard students named by their full names where their attempt's receipt gives one
    ("Name: Priya Sharma (psharma)"); two students of one full name keep their user names beside it."""
    full: list[str] = []
    for author, student in zip(authors, students):
        named = ""
        for index, _ in student.set_aside:
            named = _receipt_name(files[index], author.student)
            if named:
                break
        full.append(named)
    counts = Counter(name.casefold() for name in full if name)
    return [replace(author, student=name if counts[name.casefold()] == 1 else f"{name} ({author.student})")
            if name else author for author, name in zip(authors, full)]


def _receipt_name(location: Location, user: str) -> str:
    """Return the full name a Blackboard receipt gives for `user`, or "" (only its start is read, and only from a
    regular file, or from a small file in a zip)."""
    try:
        head = _receipt_head(location).decode("utf-8", "replace")
    except (ExtractionError, OSError):
        return ""
    match = _RECEIPT_NAME.search(head)
    return display_name(match["name"].strip()) if match and match["user"].strip() == user else ""


def _receipt_head(location: Location) -> bytes:
    """Return the first _RECEIPT_HEAD bytes of a receipt, on disk or (at most 64 KB) in a zip."""
    if isinstance(location, ZipMember):
        if location.size > 64 * _RECEIPT_HEAD or not location.sha256:
            return b""
        try:
            return read_zip_member(location)[:_RECEIPT_HEAD]
        finally:
            forget_open_zips()
    with open_document(location) as stream:
        return stream.read(_RECEIPT_HEAD)


def read_submissions(
    submissions: Sequence[Submission],
    settings: ScanSettings,
    *,
    cache_dir: str | Path | None = None,
    use_cache: bool = True,
    time_limit: float = FILE_TIME_LIMIT,
    ticks: bool = False,
) -> Iterator[DocumentRecord | None]:
    """Yield one DocumentRecord per submission, with id = its index in `submissions`, in that order.

    `cache_dir` overrides the text cache's folder (default: $PLAGCHECK_CACHE_DIR or the user cache folder).
    With `ticks`, None is yielded too, at least every few tenths of a second while files are being read, so
    that the caller can cancel (close the generator) while a slow file is read.
    """
    cache = TextCache.open(cache_dir) if use_cache else None
    try:
        for record in _read(submissions, settings, cache, time_limit):
            if record is not None or ticks:
                yield record
    finally:
        if cache is not None:
            cache.close()


FileKey = tuple[int, int]


def _read(
    submissions: Sequence[Submission], settings: ScanSettings, cache: TextCache | None, time_limit: float
) -> Iterator[DocumentRecord | None]:
    max_bytes = int(settings.max_file_mb * 1024 * 1024)
    workers = worker_count(settings.workers)
    start_workers(workers)  # they get ready while the files are hashed here
    done: dict[FileKey, tuple[str, Extraction]] = {}
    waiting: dict[str, list[FileKey]] = {}  # job key -> files with those bytes (and codec), extracted once
    jobs: list[tuple[str, str, str | None]] = []
    chosen_encodings = dict(settings.encodings)
    for doc_id, submission in enumerate(submissions):
        if submission.problem:
            done[doc_id, 0] = ("", Extraction(submission.problem_status, submission.problem))
            continue
        for index, path in enumerate(submission.files):
            location = submission.location(index)
            sha256, extraction = check_file(path, max_bytes, location)
            codec = chosen_encodings.get(sha256) if extraction is None else None
            if extraction is None and codec is None and cache is not None:
                extraction = cache.get(sha256)
            if extraction is not None:
                done[doc_id, index] = (sha256, extraction)
                continue
            key = f"{sha256}:{codec}" if codec else sha256  # a file read as chosen is never cached
            if key not in waiting:
                jobs.append((key, location, codec))
            waiting.setdefault(key, []).append((doc_id, index))

    emitter = _InOrder(submissions)
    yield from emitter.ready(done)
    # closing(): if the caller stops early (a cancelled scan), the busy worker processes are stopped at once.
    with closing(extract_all(jobs, workers, time_limit)) as outcomes:
        for outcome in outcomes:
            if outcome is None:
                yield None  # still reading: a moment for the caller to cancel
                continue
            key = str(outcome.key)
            sha256 = outcome.sha256 or key.split(":")[0]
            if outcome.cacheable and cache is not None:
                cache.put(sha256, outcome.extraction)
            for file_key in waiting[key]:
                done[file_key] = (sha256, outcome.extraction)
            yield from emitter.ready(done)


def check_file(path: Path, max_bytes: int, location: Location | None = None) -> tuple[str, Extraction | None]:
    """Return (sha256, None) for a file to extract, or ('' or its hash, the Extraction) when already decided.

    Only a regular file is opened (a named pipe would block), without following a link (nor a folder on
    the way), and never read whole here: it is hashed in blocks. `location` is where the file was found: a
    DiskFile must be that very file; a file in a zip (ZipMember) was hashed when its zip was listed.
    """
    suffix = path.suffix.lower()
    if suffix not in SUFFIX_FORMATS:
        hint = CONVERT_HINTS.get(suffix)
        message = f"unsupported type ({suffix or 'no extension'})" + (f": {hint}" if hint else "")
        return "", Extraction("skipped", message)
    if isinstance(location, ZipMember):  # hashed when its zip was listed, unless over the listing's limit
        problem = _size_problem(location.size, min(max_bytes, location.limit))
        return ("" if problem else location.sha256), problem
    try:
        with open_document(location or str(path)) as stream:
            size = os.fstat(stream.fileno()).st_size
            problem = _size_problem(size, max_bytes)
            if problem is not None:
                return "", problem
            digest = hashlib.file_digest(stream, "sha256").hexdigest()
    except ExtractionError as exc:
        return "", Extraction(exc.status, exc.message)
    except OSError as exc:
        return "", Extraction("error", f"could not be read: {exc.strerror or exc}")
    return digest, None


def _size_problem(size: int, max_bytes: int) -> Extraction | None:
    """Return the Extraction of a file of `size` bytes that is not read for its size, else None."""
    if size == 0:
        return Extraction("error", "empty: the file is 0 bytes")
    if size > max_bytes:
        limit = round(max_bytes / 1024 / 1024, 2)
        return Extraction("error", f"too large: {size / 1024 / 1024:.1f} MB, above the {limit:g} MB limit")
    return None


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
        if _same_folder(self.submissions[first], self.submissions[record.id]):
            # One student's re-upload (class/Amy/essay.docx and essay (1).docx) is not a pair at 100%.
            note = f"the same as {self.submissions[first].name}, in the same student's folder: read once"
            return replace(record, status="skipped", message=note, text="", duplicate_of=first)
        if _copy_name(self.submissions[first], self.submissions[record.id]):
            # Saved twice by one student (essay.docx, essay (1).docx): the browser or the system named the copy.
            note = f"the same as {self.submissions[first].name}, saved again under a copy's name: read once"
            return replace(record, status="skipped", message=note, text="", duplicate_of=first)
        note = f"identical to {self.submissions[first].name}"
        message = f"{record.message}; {note}" if record.message else note
        return replace(record, status="warning", message=message, duplicate_of=first)


#: What a browser or a file manager adds to the name of a file saved again: "essay (1)", "essay - Copy",
#: "essay (copy 2)", "essay_1", in a few languages.
_COPY_SUFFIX = re.compile(r"(?:\s*\(\d{1,3}\)|[\s_-]*(?:-\s*)?\(?(?:copy|kopie|copia|copie|salinan|kopya)(?:\s*\d{1,3})?\)?"
                          r"|_\d)$", re.IGNORECASE)


def _copy_name(a: Submission, b: Submission) -> bool:
    """Return True for two single files side by side whose names differ by a copy's suffix only."""
    if len(a.files) != 1 or len(b.files) != 1 or a.files[0].parent != b.files[0].parent:
        return False
    if a.files[0].suffix.lower() != b.files[0].suffix.lower():
        return False
    stem_a, stem_b = a.files[0].stem, b.files[0].stem
    return _COPY_SUFFIX.sub("", stem_a) == _COPY_SUFFIX.sub("", stem_b) and stem_a != stem_b


def _same_folder(a: Submission, b: Submission) -> bool:
    """Return True for two files in one sub-folder of a named folder (a folder per student), not in the named
    folder itself, where every student's files may lie side by side."""
    return a.root == b.root and len(a.parts) >= 2 and a.parts[:-1] == b.parts[:-1] and a.author is None


def build_record(doc_id: int, submission: Submission, files: Sequence[tuple[str, Extraction]]) -> DocumentRecord:
    """Return the DocumentRecord of a submission from the (sha256, Extraction) of each of its files.

    A file identical to an earlier one of the same submission (a student's re-upload) is read once, with a
    note. A submission whose layout names its student is named "student — file" and carries the student's
    number, attempt, earlier attempts and set-aside files.
    """
    record, folded = _record(doc_id, submission, files)
    if submission.placement:
        record = replace(record, placement=submission.placement)
    author = submission.author
    if author is None:
        return record
    # The label names the longest file read first (the essay, not its bibliography).
    length = {part.path: part.end - part.start for part in record.parts}
    kept = [(own, shown) for own, shown in zip(author.own_names, submission.display_names())
            if not length or shown in length]
    kept.sort(key=lambda pair: -length.get(pair[1], 0))
    own = [name for name, _ in kept]
    if author.notes:  # an attempt dated in the future: the teacher hears of it (File problems, JSON `message`)
        message = "; ".join((*author.notes, *([record.message] if record.message else ())))
        record = replace(record, message=message, status="warning" if record.status == "ok" else record.status)
    return replace(record, name=submission_label(author.student, own or author.own_names), student=author.student,
                   student_number=author.number, layout=author.layout, attempt=author.attempt,
                   earlier_attempts=author.earlier_attempts, set_aside=(*author.set_aside, *folded))


def _record(doc_id: int, submission: Submission,
            files: Sequence[tuple[str, Extraction]]) -> tuple[DocumentRecord, list[str]]:
    """Return the record of a submission, and a note for each file read once for being the same as another."""
    if submission.folder is None and len(files) == 1:
        sha256, result = files[0]
        usable = result.status in ("ok", "warning")
        return DocumentRecord(
            doc_id, str(submission.files[0]), submission.name, result.status, result.message, sha256,
            result.format, result.text if usable else "", result.encoding, result.pages,
            block_quotes=result.block_quotes if usable else (),
        ), []
    shown_names = submission.display_names()
    own = dict(zip(shown_names, submission.author.own_names)) if submission.author else {}
    pieces: list[str] = []
    parts: list[DocumentPart] = []
    block_quotes: list[tuple[int, int]] = []
    notes: list[str] = []
    folded: list[str] = []
    read_as: dict[str, int] = {}  # a file's hash (or its text's) -> the part it was read into
    offset = 0
    for name, file, (sha256, result) in zip(shown_names, submission.files, files):
        if result.status in ("ok", "warning") and result.text:
            same = read_as.get(sha256, read_as.get(_text_key(result.text)))
            if same is not None:
                first = parts[same]
                gone, kept = own.get(name, name), own.get(first.path, first.path)
                if len(gone) < len(kept):  # the part keeps the plainer name: "Essay.docx", not "Essay (1).docx"
                    parts[same] = replace(first, path=name, sha256=sha256, location=str(file))
                    gone, kept = kept, gone
                folded.append(f"{gone}: {SAME_FILE.format(kept=kept)}")
                continue
            read_as[sha256] = read_as[_text_key(result.text)] = len(parts)
            offset += len(PART_SEPARATOR) if pieces else 0
            parts.append(DocumentPart(name, offset, offset + len(result.text), sha256, str(file)))
            block_quotes.extend((offset + start, offset + end) for start, end in result.block_quotes)
            pieces.append(result.text)
            offset += len(result.text)
        if result.message:
            notes.append(f"{name}: {result.message}")
    path = str(submission.folder if submission.folder is not None else submission.files[0])
    if not pieces:
        message = "no readable file: " + "; ".join(notes) if notes else "empty folder: no files to read"
        return DocumentRecord(doc_id, path, submission.name, "error", message), []
    notes.extend(folded)
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
    ), folded


def _text_key(text: str) -> str:
    """Return a key equal for texts that differ only in spacing (one document saved as .docx and as .pdf)."""
    return "text:" + hashlib.sha256(" ".join(text.split()).encode()).hexdigest()
