"""Finding submissions on disk: the files under the folders, zips and files the teacher named, and nothing else.

Folders are walked iteratively (a class nested a thousand folders deep costs no recursion), in name order.
Every entry that is not read is listed, as a submission with a `problem`, so the teacher sees it in File
problems, the report and the JSON; only junk (hidden files, Word lock files, OS clutter) is left out without
a word. The rules:

- Each folder is opened from the root of the file system one folder at a time, never through a link
  (extract/files.py), and must be the folder its parent listed; each file is read the same way, and must be
  the very file found (its device and inode). A folder swapped for a link while the scan runs is listed with
  the reason, and nothing outside is read.
- A symbolic link is never followed out of what the teacher named: a link whose target lies outside the
  named folders and files is listed as skipped, with where it points, and never opened.
- Every name gets a row. A file with two names in the class (a link to a file inside them, a hard link) is
  read once, under its own name (a link's target's), and the other name is listed as the same file. A link
  to a file inside them that is not otherwise reached (it is in a hidden folder, say) is read through its
  target's path, so reading it later never follows a link.
- A file found in a folder with more names on disk (hard links) than the class holds is not read: its other
  name is outside what the teacher chose, and it may be anyone's file. A file named directly is read.
- A link to a folder is never walked (it would loop, or walk the same files twice): it is listed.
- Named pipes, devices and sockets are listed and never opened (opening a pipe blocks until someone writes).
- Links that loop or lead nowhere, folders that cannot be listed, paths too long for the system and folders
  nested deeper than MAX_FOLDER_DEPTH are listed, each with its reason.
- A `.zip` (named, or found in a folder) is a folder (zip_folders.py): its files are listed in the reader
  workers, and each is a submission (or, grouping sub-folders, the zip's top folders are), named
  `class.zip › Student/essay.docx`, with the path below the zip's as below a folder's.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from plagcheck.engine.reading.extract.base import Extraction
from plagcheck.engine.reading.extract.files import STEPWISE, DiskFile, open_folder, os_message
from plagcheck.engine.reading.extract.workers import worker_count
from plagcheck.engine.reading.extract.zipped import ZipMember
from plagcheck.engine.reading.layouts import Authorship
from plagcheck.engine.reading.zip_folders import SEPARATOR, ZipItem, is_zip, listed_zips, zip_items
from plagcheck.engine.steps import drained
from plagcheck.shared.display import display_name
from plagcheck.shared.models import DocStatus, ScanSettings

#: Operating-system and editor files that are never a submission; they are left out without a word.
JUNK_NAMES = {".ds_store", "thumbs.db", "ehthumbs.db", "desktop.ini", "icon\r", "__macosx"}
#: Folders deeper than this below a named folder are listed, not walked: no class is organised so deep.
MAX_FOLDER_DEPTH = 64

OUTSIDE_LINK = "skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read"
FOLDER_LINK = "skipped: a link to a folder (links to folders are not followed; the files they lead to are read " \
              "where they are, if they are in the folders you chose)"
LINK_LOOP = "skipped: a link that leads round in a loop, to no file"
DANGLING_LINK = "skipped: a link to a file that does not exist"
TOO_DEEP = f"skipped: a folder nested more than {MAX_FOLDER_DEPTH} levels deep, not looked into"
FOLDER_REPLACED = "skipped: the folder was replaced by another since it was found, so it was not looked into"
SAME_FILE_LINK = "skipped: a link to {other}, which is read under its own name (one file is read once)"
SAME_FILE_NAME = ("skipped: another name on disk (a hard link) for the same file as {other}, which is read under "
                  "that name (one file is read once)")
OTHER_NAMES = ("skipped: this file has other names on disk (hard links), not all in the folders you chose, so it "
               "was not read: it may be a file from elsewhere. If it is a student's work, copy it into the folder")
_SPECIAL_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
                  (stat.S_ISBLK, "a device"))

#: Where one file's bytes are: on disk as found, or in a zip.
Location = DiskFile | ZipMember


@dataclass(frozen=True)
class Submission:
    """One student's hand-in: a display name and the files it is made of (usually one).

    An entry found but not to be read (a link leading out of the chosen folders, a named pipe) is a
    submission too, with the reason in `problem`, so that it is listed with the others. A file inside a zip
    has a path below the zip's path, as below a folder's (`.../class.zip/Student/essay.docx`): `locations`
    says where its bytes really are.
    """

    name: str
    files: tuple[Path, ...]
    #: Each file's name as shown to the teacher (relative to the dropped folder's parent).
    file_names: tuple[str, ...] = ()
    #: The sub-folder (or zip, or folder inside a zip) a grouped submission was made from; None for one file.
    folder: Path | None = None
    #: Why this entry is listed but not read; empty for a submission to read.
    problem: str = ""
    problem_status: DocStatus = "skipped"
    #: The folder the teacher named that this file was found in ("" for a file named directly), and the
    #: file's path below it as components: what the class's layout is recognised from (engine/reading/layouts.py).
    root: str = ""
    parts: tuple[str, ...] = ()
    #: Who handed it in, when the class's layout says (ingest.arrange).
    author: Authorship | None = None
    #: Where each file's bytes are, as discovery found them (a DiskFile: that very file, opened without
    #: following a link; a ZipMember: a file in a zip). Empty: the files are read by path. A submission made
    #: of other submissions' files must carry their locations along.
    locations: tuple[Location, ...] = ()
    #: Where the file lies when it is outside every student's submission (engine/reading/placement.py):
    #: "material" or "beside"; "" for a student's file.
    placement: str = ""

    def display_names(self) -> tuple[str, ...]:
        """Return the name shown for each file: `file_names`, or the bare file names if none were given."""
        if len(self.file_names) == len(self.files):
            return self.file_names
        return tuple(display_name(f.name) for f in self.files)

    def location(self, index: int) -> Location:
        """Return where file `index`'s bytes are: its location as found, or its path when none was kept."""
        if len(self.locations) == len(self.files):
            return self.locations[index]
        return DiskFile(str(self.files[index]))


def is_junk(name: str) -> bool:
    """Return True for hidden files, Word lock files (~$...), editor backups and OS clutter."""
    return name.startswith((".", "~$")) or name.endswith("~") or name.lower() in JUNK_NAMES


def special_kind(mode: int) -> str | None:
    """Return what a non-regular, non-folder file is ("a named pipe", "a device", "a socket"), or None."""
    return next((kind for test, kind in _SPECIAL_KINDS if test(mode)), None)


def discover(paths: Sequence[str | Path], group_subfolders: bool = False, *, workers: int = 0,
             max_file_mb: float = ScanSettings.max_file_mb) -> list[Submission]:
    """Return the submissions under `paths` (files, folders or zips), in a stable order.

    With `group_subfolders`, each immediate sub-folder of a named folder (and each zip in it, and each top
    folder of a named zip) is one submission made of all its files (in name order); files directly in the
    named folder are submissions of their own. Entries that are not read are submissions with a `problem`
    (see the module's rules). Zips are listed by up to `workers` reader workers (0: one per core), hashing
    the files in them of at most `max_file_mb`.
    """
    return drained(discover_steps(paths, group_subfolders, workers=workers, max_file_mb=max_file_mb))


def discover_steps(paths: Sequence[str | Path], group_subfolders: bool = False, *, workers: int = 0,
                   max_file_mb: float = ScanSettings.max_file_mb) -> Generator[None, None, list[Submission]]:
    """Return what discover returns; yields None while the zips are listed (zip_folders.listed_zips), so that
    a scan can be cancelled meanwhile."""
    walker = _Walker(paths)
    rows: list[_Found | _Group] = []
    for raw in paths:
        rows.extend(walker.named(Path(raw), group_subfolders))
    rows = _one_row_per_name(rows)
    max_member_bytes = int(max_file_mb * 1024 * 1024)
    zipped = [found for found in _files(rows) if found.zipped]
    listings = (yield from listed_zips([found.location for found in zipped], max_member_bytes,  # type: ignore[misc]
                                       worker_count(workers))) if zipped else []
    zips = _Zips(zipped, listings, max_member_bytes)
    return [submission for row in rows for submission in zips.submissions(row, group_subfolders)]


@dataclass(frozen=True)
class _Found:
    """One entry met while walking: a file to read (`problem` empty) or an entry listed with its reason."""

    path: Path
    name: str
    problem: str = ""
    status: DocStatus = "skipped"
    is_folder: bool = False
    #: A file to read: where it is (the target's, for a link).
    location: Location | None = None
    #: This name's own real path (a link's, not its target's): the same name reached twice is one row.
    entry: str = ""
    #: Reached through a link (its location is the target's).
    link: bool = False
    #: Named by the teacher directly (not found in a folder).
    named: bool = False
    #: A zip found or named, not yet listed: read as a folder.
    zipped: bool = False
    #: The named folder (or zip) it was found in, and its path below it as components (None: worked out from
    #: its name); what the class's layout is recognised from. "" for a file named directly.
    root: str = ""
    parts: tuple[str, ...] | None = None

    def below(self) -> tuple[str, ...]:
        """Return the entry's path below its named folder as components: its name less the folder's own."""
        if self.parts is not None or not self.root:
            return self.parts or ()
        parts = tuple(self.name.split("/"))
        own = display_name(Path(self.root).name)
        return parts[1:] if own and parts[:1] == (own,) else parts

    def submission(self) -> Submission:
        locations = (self.location,) if self.location is not None else ()
        return Submission(self.name, (self.path,), (self.name,), problem=self.problem, problem_status=self.status,
                          root=self.root, parts=self.below(), locations=locations)


@dataclass(frozen=True)
class _Group:
    """A sub-folder (or zip) made one submission: the entry for it and the entries found in it."""

    found: _Found
    members: list[_Found] = field(default_factory=list)


@dataclass(frozen=True)
class _Folder:
    """A folder to list: its real path (no link in it), the path shown, and its identity as its parent listed it."""

    real: str
    shown: Path
    identity: tuple[int, int] | None = None


class _Walker:
    """Walks the named folders, opening each one without following a link."""

    def __init__(self, paths: Sequence[str | Path]) -> None:
        self.paths = paths
        self._roots: set[str] | None = None
        self._real_folders: dict[str, str] = {}

    def inside(self, real: str) -> bool:
        """Return True if the real path `real` is one of the named files or inside one of the named folders."""
        if self._roots is None:  # where the named paths really are; worked out at the first link met
            named = (_real_path(path) for path in self.paths)
            self._roots = {os.path.normcase(root) for root in named if root is not None}
        # The path itself or one of its parents is named: one set look-up per level, however many are named.
        current = os.path.normcase(real)
        while True:
            if current in self._roots:
                return True
            parent = os.path.dirname(current)
            if parent == current:
                return False
            current = parent

    def real_path(self, path: str, link: bool = False) -> str:
        """Return the real path of `path` (a `link`'s resolved whole; a file's folder resolved once for all the
        files named in it); raise OSError if a link on the way changes while it is resolved."""
        folder, name = os.path.split(path)
        if link or name in ("", ".", ".."):
            return os.path.realpath(path)
        real = self._real_folders.get(folder)
        if real is None:
            real = self._real_folders[folder] = os.path.realpath(folder or ".")
        return os.path.join(real, name)

    def named(self, root: Path, group_subfolders: bool) -> list[_Found | _Group]:
        """Return the rows of a path the teacher named: a file, a folder's entries, or a zip to list."""
        name = display_name(root.name or str(root))
        text = os.fspath(root)
        try:
            info = os.lstat(text)
            link = stat.S_ISLNK(info.st_mode)
            if link:
                info = os.stat(text)  # a named link is followed: the teacher named it
            real = self.real_path(text, link)
        except OSError as exc:
            if os.path.islink(root):
                return [_problem_for_link(root, name, exc)]
            return [_Found(root, name, os_message(exc), "error")]
        if stat.S_ISDIR(info.st_mode):
            folder = _Folder(real, root, (info.st_dev, info.st_ino))
            return self.folder_rows(folder, root.parent, group_subfolders)
        kind = special_kind(info.st_mode)
        if kind:
            return [_Found(root, name, f"skipped: not a document but {kind}, so it was not opened")]
        path = Path(real) if link else root  # read without following links
        entry = self.real_path(text) if link else real
        return [_Found(path, name, location=DiskFile.found(real, info, info.st_nlink), entry=entry, link=link,
                       named=True, zipped=is_zip(real))]

    def folder_rows(self, root: _Folder, base: Path, group_subfolders: bool) -> list[_Found | _Group]:
        """Return the rows of a named folder: one per file, or one group per sub-folder (and zip) when grouping."""
        if not group_subfolders:
            return [replace(found, root=str(root.shown)) for found in self.walk(root, base)]
        rows: list[_Found | _Group] = []
        for found, folder in self.walk_top(root, base):
            if folder is not None:
                members = list(self.walk(folder, base))
                rows.append(_Group(found, members))
            elif found.zipped:
                rows.append(_Group(found, [found]))
            else:
                rows.append(found)
        return rows

    def walk_top(self, root: _Folder, base: Path) -> Iterator[tuple[_Found, _Folder | None]]:
        """Yield the entries directly in `root`, each sub-folder with the folder to walk."""
        entries, problem = _listing(root)
        if problem:
            yield _Found(root.shown, _relative_name(root.shown, base), problem, "error"), None
        for name, info in entries:
            yield self._entry(root, name, info, base)

    def walk(self, root: _Folder, base: Path) -> Iterator[_Found]:
        """Yield the files and listed entries under `root`, depth first in name order, without recursion."""
        stack: list[tuple[_Folder, int]] = [(root, 0)]
        while stack:
            current, depth = stack.pop()
            entries, problem = _listing(current)
            if problem:
                yield _Found(current.shown, _relative_name(current.shown, base), problem, "error")
                continue
            folders: list[_Folder] = []
            for name, info in entries:
                found, folder = self._entry(current, name, info, base)
                if folder is None:
                    yield found
                elif depth + 1 > MAX_FOLDER_DEPTH:
                    yield _Found(found.path, found.name, TOO_DEEP)
                else:
                    folders.append(folder)
            # Sub-folders after the files of their folder, in name order (the stack pops the last pushed first).
            stack.extend((sub, depth + 1) for sub in reversed(folders))

    def _entry(self, folder: _Folder, name: str, info: os.stat_result | OSError, base: Path
               ) -> tuple[_Found, _Folder | None]:
        """Return what one directory entry is (with the folder to walk, for a sub-folder)."""
        shown = folder.shown / name
        real = os.path.join(folder.real, name)
        label = _relative_name(shown, base)
        if isinstance(info, OSError):
            return _Found(shown, label, os_message(info), "error"), None
        if stat.S_ISLNK(info.st_mode):
            return self._link(shown, real, label), None
        if stat.S_ISDIR(info.st_mode):  # no inode in a listing's stat on Windows: the folder is not checked
            identity = (info.st_dev, info.st_ino) if info.st_ino else None
            return _Found(shown, label, is_folder=True), _Folder(real, shown, identity)
        kind = special_kind(info.st_mode)
        if kind:
            return _Found(shown, label, f"skipped: not a document but {kind}, so it was not opened"), None
        return _Found(shown, label, location=DiskFile.found(real, info, info.st_nlink), entry=real,
                      zipped=is_zip(real)), None

    def _link(self, shown: Path, real_link: str, name: str) -> _Found:
        try:
            info = os.stat(real_link)
            real = os.path.realpath(real_link)  # raises if the link is removed while it is resolved
        except OSError as exc:
            return _problem_for_link(shown, name, exc)
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "a file"
        if not self.inside(real):
            return _Found(shown, name, OUTSIDE_LINK.format(what=what, target=display_name(real)))
        if stat.S_ISDIR(info.st_mode):
            return _Found(shown, name, FOLDER_LINK)
        kind = special_kind(info.st_mode)
        if kind:
            return _Found(shown, name, f"skipped: a link to {kind}, not a document, so it was not opened")
        return _Found(Path(real), name, location=DiskFile.found(real, info, info.st_nlink), entry=real_link,
                      link=True, zipped=is_zip(real))


def _real_path(path: str | Path) -> str | None:
    """Return the real path of an existing `path`, or None (it does not exist, or changed as it was resolved)."""
    try:
        return os.path.realpath(path) if os.path.lexists(path) else None
    except OSError:
        return None


def _listing(folder: _Folder) -> tuple[list[tuple[str, os.stat_result | OSError]], str]:
    """Return the folder's entries without junk, in name order, each with its stat (not following a link),
    or ([], why it cannot be listed). The folder is opened without following a link at any step, and must be
    the folder its parent listed."""
    try:  # where a folder cannot be listed by descriptor (Windows), it is listed by path
        fd = open_folder(folder.real) if STEPWISE else None
    except OSError as exc:
        return [], os_message(exc)
    kept: list[tuple[str, os.stat_result | OSError]] = []
    try:
        info = os.fstat(fd) if fd is not None else os.stat(folder.real)
        if folder.identity is not None and (info.st_dev, info.st_ino) != folder.identity:
            return [], FOLDER_REPLACED
        with os.scandir(fd if fd is not None else folder.real) as entries:
            for entry in entries:
                if is_junk(entry.name):
                    continue
                try:
                    kept.append((entry.name, entry.stat(follow_symlinks=False)))
                except OSError as exc:
                    kept.append((entry.name, exc))
    except OSError as exc:
        return [], os_message(exc)
    finally:
        if fd is not None:
            os.close(fd)
    return sorted(kept, key=lambda item: (item[0].casefold(), item[0])), ""


def _one_row_per_name(rows: list[_Found | _Group]) -> list[_Found | _Group]:
    """Return `rows` with each file read under one name: the same name reached twice keeps its first row
    only; another name of a file read under a first one is listed as that; a file found in a folder with
    names on disk the class does not hold is listed, not read."""
    names: dict[object, list[_Found]] = {}
    for found in _files(rows):
        names.setdefault(_identity(found), []).append(found)
    verdicts: dict[int, _Found | None] = {}  # id of a found file -> its row, or None for a repeated name
    for same_file in names.values():
        distinct: list[_Found] = []
        for found in same_file:
            if any(found.entry == other.entry for other in distinct):
                verdicts[id(found)] = None
            else:
                distinct.append(found)
        first = next((f for f in distinct if not f.link), distinct[0])
        held = sum(1 for f in distinct if not f.link)
        outside = first.location.names > max(held, 1) and not any(f.named for f in distinct)
        for found in distinct:
            if outside:
                verdicts[id(found)] = replace(found, problem=OTHER_NAMES, location=None, zipped=False)
            elif found is not first:
                message = SAME_FILE_LINK if found.link else SAME_FILE_NAME
                verdicts[id(found)] = replace(found, path=Path(found.entry) if found.link else found.path,
                                              problem=message.format(other=first.name), location=None,
                                              zipped=False)
    kept: list[_Found | _Group] = []
    for row in rows:
        if isinstance(row, _Group):
            members = [verdicts.get(id(m), m) for m in row.members]
            kept.append(_Group(row.found, [m for m in members if m is not None]))
        elif (verdict := verdicts.get(id(row), row)) is not None:
            kept.append(verdict)
    return kept


def _files(rows: list[_Found | _Group]) -> Iterator[_Found]:
    for row in rows:
        for found in row.members if isinstance(row, _Group) else [row]:
            if isinstance(found.location, DiskFile) and not found.problem:
                yield found


def _identity(found: _Found) -> object:
    """Return what tells one file from another: its device and inode, or (where there are none) its path."""
    location = found.location
    assert isinstance(location, DiskFile)
    return (location.device, location.inode) if location.inode else found.entry


class _Zips:
    """The zips among the rows with their listings (made together in the reader workers), and the submissions
    of each row."""

    def __init__(self, zipped: list[_Found], listings: list[Extraction], max_member_bytes: int) -> None:
        self.items: dict[int, tuple[list[ZipItem], str]] = {}
        for found, listing in zip(zipped, listings):
            problem = "" if listing.status == "ok" else listing.message
            items = [] if problem else zip_items(found.location, listing, max_member_bytes, is_junk)
            self.items[id(found)] = (items, problem)

    def submissions(self, row: _Found | _Group, group_subfolders: bool) -> list[Submission]:
        """Return the submissions of one row: a file, a listed entry, a group, or a zip's files."""
        if isinstance(row, _Group):
            found = [entry for member in row.members for entry in self.expanded(member)]
            files = [f for f in found if not f.problem]
            return [Submission(row.found.name, tuple(f.path for f in files), tuple(f.name for f in files),
                               row.found.path, locations=tuple(f.location for f in files)),  # type: ignore[misc]
                    *(f.submission() for f in found if f.problem)]
        if not row.zipped or row.problem:
            return [row.submission()]
        if not (group_subfolders and row.named):
            return [found.submission() for found in self.expanded(row)]
        return self._zip_groups(row)

    def expanded(self, found: _Found) -> list[_Found]:
        """Return the files of a zip (or the zip's own row, if it cannot be listed); any other entry itself."""
        if not found.zipped or found.problem:
            return [found]
        items, problem = self.items[id(found)]
        if problem:
            return [replace(found, problem=problem, status="error", location=None, zipped=False)]
        return [self._found(found, item) for item in items]

    def _zip_groups(self, row: _Found) -> list[Submission]:
        """Return a named zip's submissions when grouping: one per top folder (or zip) in it, and its files."""
        groups: dict[str, _Group] = {}
        singles: list[_Found | _Group] = []
        items, problem = self.items[id(row)]
        if problem:
            return [found.submission() for found in self.expanded(row)]
        for item in items:
            found = self._found(row, item)
            if len(item.parts) <= 1:
                singles.append(found)
                continue
            top = item.parts[0]
            if top not in groups:
                name = f"{row.name}{SEPARATOR}{display_name(top)}"
                groups[top] = _Group(_Found(row.path / top, name, is_folder=True))
                singles.append(groups[top])
            groups[top].members.append(found)
        return [submission for single in singles for submission in self.submissions(single, False)]

    def _found(self, zip_row: _Found, item: ZipItem) -> _Found:
        """Return the entry of a zip's file: below the zip as below a folder, for its path and for the layout
        (a named zip is the folder its files are found in; a zip found in a folder is a folder in it)."""
        status: DocStatus = item.status if item.status in ("error", "skipped") else "skipped"  # type: ignore[assignment]
        root, above = (zip_row.root, zip_row.below()) if zip_row.root else (str(zip_row.path), ())
        return _Found(zip_row.path.joinpath(*item.parts), f"{zip_row.name}{SEPARATOR}{item.name}", item.problem,
                      status, location=item.member, root=root,
                      parts=(*above, *(display_name(part) for part in item.parts or (item.name,))))


def _problem_for_link(path: Path, name: str, exc: OSError) -> _Found:
    if exc.errno == errno.ELOOP:
        return _Found(path, name, LINK_LOOP)
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return _Found(path, name, DANGLING_LINK)
    return _Found(path, name, os_message(exc), "error")


def _relative_name(path: Path, base: Path) -> str:
    """Return the name shown for `path`: relative to the named folder's parent, made safe to display."""
    try:
        return display_name(path.relative_to(base).as_posix())
    except ValueError:
        return display_name(path.name)
