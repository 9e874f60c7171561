"""Zip files as folders, on discovery's side: the zips met are listed in the reader workers, all at once
(extract/zipped.py), and each entry becomes a found file whose path lies below the zip's path as below a
folder's (`/class/groupA.zip/Student/essay.docx`), so a zip is seen as its unpacked folder would be, and whose
name tells the zips on the way: `groupA.zip › Student/essay.docx`.

The zips of one scan share one budget (`ScanBudget`): the files they hold, the bytes unpacked to hash them and
the time their listing takes, all together. A zip whose listing passes it is refused, as are the zips not yet
listed, with the reason; the zips listed before are read (a scan of forty zips of five thousand files reads the
first two and says why it stopped).
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Generator, Iterable, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from plagcheck.engine.reading.extract.base import Extraction, ExtractionError
from plagcheck.engine.reading.extract.files import MISSING_MESSAGE, DiskFile, open_document
from plagcheck.engine.reading.extract.workers import extract_all
from plagcheck.engine.reading.extract.zipped import (MAX_ZIP_ENTRIES, MAX_ZIP_UNPACKED, ZipEntry, ZipFolder, ZipMember,
                                                     forget_open_zips, read_zip_member)
from plagcheck.engine.steps import drained
from plagcheck.shared.display import display_name
from plagcheck.shared.engine_notices import Counted, Notice

#: Between a zip's name and the path of a file inside it.
SEPARATOR = " \u203a "
#: The name ending of a file read as a folder.
ZIP_SUFFIX = ".zip"
#: Members hashed when zips are listed to find files in them again (a saved check's files): the largest a
#: scan can be asked to read.
_FIND_LIMIT = 1 << 30
#: Files all the zips of one scan may hold together (with the zips inside them): twice what one zip may, ten
#: times a class of 300 with a few files each.
MAX_SCAN_ZIP_FILES = 2 * MAX_ZIP_ENTRIES
#: Bytes the listings of one scan's zips may unpack together (each member once, to hash it).
MAX_SCAN_UNPACKED = MAX_ZIP_UNPACKED
#: Seconds the listing of one scan's zips may take together (a class's zip of 3 GB of PDFs lists in about 10 s).
MAX_LISTING_SECONDS = 120.0

SCAN_FILES = (f"refused: the zips of this check hold more than {MAX_SCAN_ZIP_FILES:,} files in all, as no class "
              "does (they may be built to stall the check); the zips listed before this one are read, this one and "
              "those after it are not. Check fewer zips at a time, or unpack the part you need")
SCAN_UNPACKED = (f"refused: the zips of this check unpack to more than {MAX_SCAN_UNPACKED >> 30} GB in all (a 'zip "
                 "bomb' spread over many zips, built to exhaust memory and time); the zips listed before this one are "
                 "read, this one and those after it are not")
SCAN_TIME = (f"not read: listing the zips of this check took more than {MAX_LISTING_SECONDS:g} s in all (they may be "
             "built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time")


def budget_notice(messages: Iterable[str]) -> Notice | None:
    """Return the scan's notice when zips were refused for the scan's budget (given every file's message), or
    None: how many zips were not read, and why."""
    refused = [m for m in messages if m in (SCAN_FILES, SCAN_UNPACKED, SCAN_TIME)]
    if not refused:
        return None
    zips = Counted(len(refused), "zip")
    if refused[0] == SCAN_FILES:
        return Notice.of("scan.zips_too_many_files", files=MAX_SCAN_ZIP_FILES, zips=zips)
    if refused[0] == SCAN_UNPACKED:
        return Notice.of("scan.zips_too_large", gigabytes=MAX_SCAN_UNPACKED >> 30, zips=zips)
    return Notice.of("scan.zips_too_slow", seconds=MAX_LISTING_SECONDS, zips=zips)


@dataclass
class ScanBudget:
    """What the zips of one scan may still cost together: files, bytes unpacked, and a time to finish by."""

    files: int = field(default_factory=lambda: MAX_SCAN_ZIP_FILES)
    unpacked: int = field(default_factory=lambda: MAX_SCAN_UNPACKED)
    deadline: float = 0.0

    def spend(self, listing: Extraction) -> str:
        """Count a zip's listing against the budget; return why it passes the budget, or ""."""
        self.files -= len(listing.members)
        self.unpacked -= sum(entry.size for entry in listing.members if entry.sha256)
        if self.files < 0:
            return SCAN_FILES
        if self.unpacked < 0:
            return SCAN_UNPACKED
        return ""

    def out_of_time(self) -> bool:
        """Return True once the listing's time is up."""
        return bool(self.deadline) and time.monotonic() > self.deadline


@dataclass(frozen=True)
class ZipItem:
    """One entry of a listed zip: its components below the zip (the zips inside it counted as folders; none
    for a name leading out of the zip), its name below the zip as shown, and where its bytes are (None when
    it is not read, with the reason)."""

    parts: tuple[str, ...]
    name: str
    member: ZipMember | None
    problem: str = ""
    status: str = "skipped"


def is_zip(path: str | Path) -> bool:
    """Return True for a file read as a folder of submissions: its name ends in .zip."""
    return str(path).lower().endswith(ZIP_SUFFIX)


def list_zips(files: Sequence[DiskFile], max_member_bytes: int, workers: int) -> list[Extraction]:
    """Return the listing of each zip file in `files` (in that order), made by up to `workers` reader workers:
    status ok with its entries in `members`, or why it cannot be read."""
    return drained(listed_zips(files, max_member_bytes, workers))


def listed_zips(files: Sequence[DiskFile], max_member_bytes: int, workers: int, budget: ScanBudget | None = None
                ) -> Generator[None, None, list[Extraction]]:
    """Return what list_zips returns; yields None at least every few tenths of a second while the workers
    list (and hash) the zips, so that a scan can be cancelled meanwhile: closing the generator stops them.

    The zips share `budget` (default: a new ScanBudget whose time starts now): once a listing passes it, the
    workers are stopped, and that zip and the zips not yet listed are refused with the reason."""
    budget = budget or ScanBudget()
    if not budget.deadline:
        budget.deadline = time.monotonic() + MAX_LISTING_SECONDS
    listings: list[Extraction | None] = [None] * len(files)
    jobs = [(index, ZipFolder(file, max_member_bytes), None) for index, file in enumerate(files)]
    refused = ""
    with closing(extract_all(jobs, workers)) as outcomes:
        for outcome in outcomes:
            if outcome is None:
                if budget.out_of_time():
                    refused = SCAN_TIME
                    break
                yield None
                continue
            listing = outcome.extraction
            over = budget.spend(listing) if listing.status == "ok" else ""
            if over:
                refused = over
                listing = Extraction("error", over, "zip")
            listings[int(outcome.key)] = listing  # type: ignore[call-overload]
            if over:
                break
    if refused:
        return [listing or Extraction("error", refused, "zip") for listing in listings]
    return [listing or Extraction("error", "could not be read") for listing in listings]


def zip_items(file: DiskFile, listing: Extraction, max_member_bytes: int, skip) -> list[ZipItem]:
    """Return the entries of a zip listed as `listing`, in the order a walk of its unpacked folder meets them
    (a folder's files in name order, then its sub-folders), but for those with a part that `skip` says is junk
    (an OS's clutter, as in folders)."""
    items = []
    for entry in sorted(listing.members, key=_walk_order):
        parts = tuple(part for level in entry.levels for part in level)
        if not entry.unsafe_name and any(skip(part) for part in parts):
            continue
        readable = not entry.problem
        items.append(ZipItem(() if entry.unsafe_name else parts, _shown(entry),
                             ZipMember.of(entry, file, max_member_bytes) if readable else None, entry.problem,
                             entry.status))
    return items


def _walk_order(entry: ZipEntry) -> list[tuple[int, str, str]]:
    """Return a key that sorts entries as discovery walks a folder: at each level files (0) before folders (1),
    each in name order; a zip inside is a file, its own entries following its name."""
    key = []
    for level in entry.levels:
        key.extend((0 if at == len(level) - 1 else 1, part.casefold(), part) for at, part in enumerate(level))
    return key


def _shown(entry: ZipEntry) -> str:
    return SEPARATOR.join(display_name("/".join(level)) for level in entry.levels)


def zip_members(paths: Iterable[str], workers: int = 1) -> dict[str, ZipMember | None]:
    """Return, for each of `paths` that lies below a zip file's path (as discovery names a file in a zip),
    where its bytes are now, or None if the zip no longer holds it; paths on disk are left out. Each zip is
    listed once, in the reader workers."""
    below: dict[str, str] = {}
    for path in paths:
        container = _container(path)
        if container is not None:
            below[path] = container
    containers = sorted(set(below.values()))
    found: dict[str, ZipMember] = {}
    for container, listing in zip(containers, list_zips([DiskFile(c) for c in containers], _FIND_LIMIT, workers)):
        for item in zip_items(DiskFile(container), listing, _FIND_LIMIT, lambda part: False):
            if item.member is not None:
                found[os.path.join(container, *item.parts)] = item.member
    return {path: found.get(os.path.join(container, *Path(path).relative_to(container).parts))
            for path, container in below.items()}


def _container(path: str) -> str | None:
    """Return the zip file on disk that `path` lies below, or None (a path that exists, or below no zip)."""
    if os.path.lexists(path):
        return None
    for parent in Path(path).parents:
        if os.path.isdir(parent):
            return None
        if os.path.isfile(parent):
            return str(parent) if is_zip(parent) else None
    return None


def location_digest(path: str) -> str:
    """Return the SHA-256 of the bytes of the file at `path`, on disk (hashed in blocks) or in a zip (as its
    zip's listing gives it). Raise ExtractionError (or OSError) when it cannot be read."""
    member = zip_members([path]).get(path, False)
    if member is False:
        with open_document(path) as stream:
            return hashlib.file_digest(stream, "sha256").hexdigest()
    if member is None:
        raise ExtractionError(MISSING_MESSAGE)
    return member.sha256


def read_location(path: str, limit: int = -1) -> bytes:
    """Return the bytes of the file at `path` (at most `limit`; -1: all), on disk or in a zip (a path below
    the zip's, as discovery names a file in a zip: the zip is listed in the reader workers, and the one
    member, of the size listed, unpacked here). Raise ExtractionError (or OSError) when it cannot be read."""
    member = zip_members([path]).get(path, False)
    if member is False:
        with open_document(path) as stream:
            return stream.read(limit)
    if member is None:
        raise ExtractionError(MISSING_MESSAGE)
    try:
        data = read_zip_member(member)
    finally:
        forget_open_zips()
    return data if limit < 0 else data[:limit]
