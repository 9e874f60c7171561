"""Zip files as folders, on discovery's side: the zips met are listed in the reader workers, all at once
(extract/zipped.py), and each entry becomes a found file whose path lies below the zip's path as below a
folder's (`/class/groupA.zip/Student/essay.docx`), so a zip is seen as its unpacked folder would be, and whose
name tells the zips on the way: `groupA.zip › Student/essay.docx`.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from plagcheck.display import display_name
from plagcheck.engine.extract.base import Extraction
from plagcheck.engine.extract.files import DiskFile
from plagcheck.engine.extract.workers import extract_all
from plagcheck.engine.extract.zipped import ZipEntry, ZipFolder, ZipMember

#: Between a zip's name and the path of a file inside it.
SEPARATOR = " \u203a "
#: The name ending of a file read as a folder.
ZIP_SUFFIX = ".zip"


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
    listings: list[Extraction | None] = [None] * len(files)
    jobs = [(index, ZipFolder(file, max_member_bytes), None) for index, file in enumerate(files)]
    with closing(extract_all(jobs, workers)) as outcomes:
        for outcome in outcomes:
            if outcome is not None:
                listings[int(outcome.key)] = outcome.extraction  # type: ignore[call-overload]
    return [listing or Extraction("error", "could not be read") for listing in listings]


def zip_items(file: DiskFile, listing: Extraction, max_member_bytes: int, skip) -> list[ZipItem]:
    """Return the entries of a zip listed as `listing`, but for those with a part that `skip` says is junk
    (an OS's clutter, as in folders)."""
    items = []
    for entry in listing.members:
        parts = tuple(part for level in entry.levels for part in level)
        if not entry.unsafe_name and any(skip(part) for part in parts):
            continue
        readable = not entry.problem
        items.append(ZipItem(() if entry.unsafe_name else parts, _shown(entry),
                             entry.member(file, max_member_bytes) if readable else None, entry.problem, entry.status))
    return items


def _shown(entry: ZipEntry) -> str:
    return display_name(SEPARATOR.join("/".join(level) for level in entry.levels))
