"""Finding submissions on disk: the files under the folders and files the teacher named, and nothing else.

Folders are walked iteratively (a class nested a thousand folders deep costs no recursion), in name order.
Every entry that is not read is listed, as a submission with a `problem`, so the teacher sees it in File
problems, the report and the JSON; only junk (hidden files, Word lock files, OS clutter) is left out without
a word. The rules:

- A symbolic link is never followed out of what the teacher named: a link whose target lies outside the
  named folders and files is listed as skipped, with where it points, and never opened.
- A link to a file inside them is read (its target is a file the teacher named anyway), once: a file reached
  twice, through a link and directly, is one submission. Its path is the target's, so reading it later never
  follows a link again.
- A link to a folder is never walked (it would loop, or walk the same files twice): it is listed.
- Named pipes, devices and sockets are listed and never opened (opening a pipe blocks until someone writes).
- Links that loop or lead nowhere, folders that cannot be listed, paths too long for the system and folders
  nested deeper than MAX_FOLDER_DEPTH are listed, each with its reason.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from plagcheck.display import display_name
from plagcheck.engine.extract.files import os_message
from plagcheck.engine.layouts import Authorship
from plagcheck.models import DocStatus

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
_SPECIAL_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
                  (stat.S_ISBLK, "a device"))


@dataclass(frozen=True)
class Submission:
    """One student's hand-in: a display name and the files it is made of (usually one).

    An entry found but not to be read (a link leading out of the chosen folders, a named pipe) is a
    submission too, with the reason in `problem`, so that it is listed with the others.
    """

    name: str
    files: tuple[Path, ...]
    #: Each file's name as shown to the teacher (relative to the dropped folder's parent).
    file_names: tuple[str, ...] = ()
    #: The sub-folder a grouped submission was made from; None for a single file.
    folder: Path | None = None
    #: Why this entry is listed but not read; empty for a submission to read.
    problem: str = ""
    problem_status: DocStatus = "skipped"
    #: The folder the teacher named that this file was found in ("" for a file named directly), and the
    #: file's path below it as components: what the class's layout is recognised from (engine/layouts.py).
    root: str = ""
    parts: tuple[str, ...] = ()
    #: Who handed it in, when the class's layout says (ingest.arrange).
    author: Authorship | None = None

    def display_names(self) -> tuple[str, ...]:
        """Return the name shown for each file: `file_names`, or the bare file names if none were given."""
        if len(self.file_names) == len(self.files):
            return self.file_names
        return tuple(display_name(f.name) for f in self.files)


def is_junk(name: str) -> bool:
    """Return True for hidden files, Word lock files (~$...), editor backups and OS clutter."""
    return name.startswith((".", "~$")) or name.endswith("~") or name.lower() in JUNK_NAMES


def special_kind(mode: int) -> str | None:
    """Return what a non-regular, non-folder file is ("a named pipe", "a device", "a socket"), or None."""
    return next((kind for test, kind in _SPECIAL_KINDS if test(mode)), None)


def discover(paths: Sequence[str | Path], group_subfolders: bool = False) -> list[Submission]:
    """Return the submissions under `paths` (files or folders, walked iteratively), in a stable order.

    With `group_subfolders`, each immediate sub-folder of a named folder is one submission made of all its
    files (in name order); files directly in the named folder are submissions of their own. Entries that are
    not read are submissions with a `problem` (see the module's rules).
    """
    walker = _Walker(paths)
    submissions: list[Submission] = []
    for raw in paths:
        root = Path(raw)
        try:
            info = os.stat(root)  # a named link is followed: the teacher named it
        except OSError as exc:
            submissions.extend(walker.named_file(root, None, exc))
            continue
        if stat.S_ISDIR(info.st_mode):
            submissions.extend(walker.folder_submissions(root, group_subfolders))
        else:
            submissions.extend(walker.named_file(root, info))
    return submissions


@dataclass(frozen=True)
class _Found:
    """One entry met while walking: a file to read (`problem` empty) or an entry listed with its reason."""

    path: Path
    name: str
    problem: str = ""
    status: DocStatus = "skipped"
    is_folder: bool = False

    def submission(self) -> Submission:
        return Submission(self.name, (self.path,), (self.name,), problem=self.problem, problem_status=self.status)


class _Walker:
    """Walks the named folders; remembers the files met (by device and inode) so each is read once."""

    def __init__(self, paths: Sequence[str | Path]) -> None:
        self.seen: set[object] = set()
        self.paths = paths
        self._roots: set[str] | None = None

    def inside(self, real: str) -> bool:
        """Return True if the real path `real` is one of the named files or inside one of the named folders."""
        if self._roots is None:  # where the named paths really are; worked out at the first link met
            self._roots = {os.path.normcase(os.path.realpath(p)) for p in self.paths if os.path.lexists(p)}
        # The path itself or one of its parents is named: one set look-up per level, however many are named.
        current = os.path.normcase(real)
        while True:
            if current in self._roots:
                return True
            parent = os.path.dirname(current)
            if parent == current:
                return False
            current = parent

    def named_file(self, root: Path, info: os.stat_result | None, error: OSError | None = None) -> list[Submission]:
        """Return the submission for a path named directly (`info` its stat, or the `error` of taking it)."""
        name = display_name(root.name or str(root))
        if info is None:
            if error is not None and os.path.islink(root):
                return [_problem_for_link(root, name, error).submission()]
            return [Submission(name, (root,), (name,))] if self._first_time(root) else []  # reading says why
        kind = special_kind(info.st_mode)
        if kind:
            return [_Found(root, name, f"skipped: not a document but {kind}, so it was not opened").submission()]
        path = Path(os.path.realpath(root)) if os.path.islink(root) else root  # read without following links
        return [Submission(name, (path,), (name,))] if self._first_time(path, info) else []

    def folder_submissions(self, root: Path, group_subfolders: bool) -> list[Submission]:
        """Return the submissions of a named folder: one per file, or one per sub-folder when grouping."""
        base = root.parent
        if not group_subfolders:
            return [_below(found.submission(), root) for found in self.walk(root, base)]
        submissions: list[Submission] = []
        for found in self.walk(root, base, max_depth=0):
            if not found.is_folder:
                submissions.append(found.submission())
                continue
            members = list(self.walk(found.path, base))
            files = [f for f in members if not f.problem]
            submissions.append(Submission(found.name, tuple(f.path for f in files), tuple(f.name for f in files),
                                          found.path))
            submissions.extend(f.submission() for f in members if f.problem)
        return submissions

    def walk(self, folder: Path, base: Path, max_depth: int = MAX_FOLDER_DEPTH) -> Iterator[_Found]:
        """Yield the files and listed entries under `folder`, depth first in name order, without recursion.

        With max_depth=0, the immediate sub-folders are yielded themselves (as entries without a problem).
        """
        stack: list[tuple[Path, int]] = [(folder, 0)]
        while stack:
            current, depth = stack.pop()
            entries, problem = _listing(current)
            if problem:
                yield _Found(current, _relative_name(current, base), problem, "error")
                continue
            folders: list[Path] = []
            for entry in entries:
                found = self._entry(entry, base)
                if found is None:
                    continue
                if not found.is_folder:
                    yield found
                elif max_depth == 0:
                    yield found
                elif depth + 1 > max_depth:
                    yield _Found(found.path, found.name, TOO_DEEP)
                else:
                    folders.append(found.path)
            # Sub-folders after the files of their folder, in name order (the stack pops the last pushed first).
            stack.extend((sub, depth + 1) for sub in reversed(folders))

    def _entry(self, entry: os.DirEntry[str], base: Path) -> _Found | None:
        """Return what one directory entry is: a file to read, a folder to walk, an entry to list; None to skip."""
        path = Path(entry.path)
        name = _relative_name(path, base)
        try:
            if entry.is_symlink():
                return self._link(path, name)
            if entry.is_dir(follow_symlinks=False):
                return _Found(path, name, is_folder=True)
            # The entry's type comes with the listing: only an entry of another kind costs a stat.
            is_file = entry.is_file(follow_symlinks=False)
            kind = None if is_file else special_kind(entry.stat(follow_symlinks=False).st_mode)
        except OSError as exc:
            return _Found(path, name, os_message(exc), "error")
        if kind:
            return _Found(path, name, f"skipped: not a document but {kind}, so it was not opened")
        return _Found(path, name) if self._first_time(path) else None

    def _link(self, path: Path, name: str) -> _Found | None:
        try:
            info = os.stat(path)
        except OSError as exc:
            return _problem_for_link(path, name, exc)
        real = os.path.realpath(path)
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "a file"
        if not self.inside(real):
            return _Found(path, name, OUTSIDE_LINK.format(what=what, target=display_name(real)))
        if stat.S_ISDIR(info.st_mode):
            return _Found(path, name, FOLDER_LINK)
        kind = special_kind(info.st_mode)
        if kind:
            return _Found(path, name, f"skipped: a link to {kind}, not a document, so it was not opened")
        return _Found(Path(real), name) if self._first_time(Path(real)) else None

    def _first_time(self, path: Path, info: os.stat_result | None = None) -> bool:
        # The same file reached twice (a folder named with a file inside it, a link) has one device and
        # inode: one stat, where resolving the path takes one per folder on the way.
        key: object
        try:
            info = info or os.stat(path)
            key = (info.st_dev, info.st_ino) if info.st_ino else os.path.realpath(path)
        except OSError:
            key = os.path.abspath(path)
        if key in self.seen:
            return False
        self.seen.add(key)
        return True


def _listing(folder: Path) -> tuple[list[os.DirEntry[str]], str]:
    """Return the folder's entries without junk, in name order, or ([], why it cannot be listed)."""
    try:
        with os.scandir(folder) as entries:
            kept = [e for e in entries if not is_junk(e.name)]
    except OSError as exc:
        return [], os_message(exc)
    return sorted(kept, key=lambda e: (e.name.casefold(), e.name)), ""


def _below(submission: Submission, root: Path) -> Submission:
    """Return `submission` with its path below the named folder `root` (its name less the folder's own)."""
    parts = tuple(submission.name.split("/"))
    own = display_name(root.name) if root.name else ""
    if own and parts[:1] == (own,):
        parts = parts[1:]
    return replace(submission, root=str(root), parts=parts)


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
