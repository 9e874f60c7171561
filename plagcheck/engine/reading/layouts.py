"""Who handed in what: a learning platform's download layout, recognised from the files' paths alone.

Teachers collect essays with their platform's "Download all submissions", and each platform names the files
its own way. `recognise` reads that naming from the paths found below a dropped folder (or zip), as components,
and says which files are whose: each student's name (and number, where the layout carries one), the files of
the attempt to check, earlier attempts, and the platform's own files (receipts, index pages) that are nobody's
work. It opens no file: a pure function over names. Files that fit no student are left "loose" (each is a
submission of its own, or grouped per folder, as before).

Each platform's naming, from its documentation or its source code:

- **Moodle** (mod/assign, "Download all submissions"; `download_submissions` in mod/assign/locallib.php): a
  folder per student and submission plugin, `Full Name_<participant id>_assignsubmission_<plugin>_/`, holding
  the student's files under their own names (the default since Moodle 3.1: "Download submissions in folders"),
  or flat file names `Full Name_<id>_assignsubmission_file_<own name>`. Online text is `onlinetext.html` in
  the `..._assignsubmission_onlinetext_` folder. Underscores in names become spaces; with blind marking the
  name is "Participant" and the number is the participant number. The download holds the latest attempt only.
- **Canvas** (lib/content_zipper.rb, "Download Submissions"): flat files
  `<sortable name, lower case, letters and digits only>[_LATE]_<user id>_<attachment id>_<own name>`, e.g.
  `sharmapriya_LATE_1234_567890_Essay.docx`; typed text is `<name>_<user id>_text.html`, a web address
  `..._link.html`; anonymous grading writes `anon_<anonymous id>` instead of name and id. Latest attempt only.
- **Blackboard Learn** ("Assignment File Download"): flat files
  `<assignment>_<username>_attempt_<YYYY-MM-DD-HH-MM-SS>_<own name>`, one set per attempt, each attempt with its
  receipt `<assignment>_<username>_attempt_<date>.txt` (name, date, comments, the list of files). The names
  here are user names; ingest reads the student's full name from the receipt's first line.
- **Brightspace / D2L** (Assignments, "Download"): flat files `<id>-<id> - First Last - Mon D, YYYY HMM AM -
  <own name>` (older versions: a folder `<id>-<id> - First Last - Mon D, YYYY H:MM AM/` per submission), one per
  submission and so per attempt, beside an `index.html` listing them.
- **Google Classroom** (a class's Drive folder, downloaded from Drive): the files students turned in, under
  their own names; a Doc the teacher gave with "Make a copy for each student" is named `First Last - <title>`.
  Recognised from that copy naming, shared by several students.
- **Microsoft Teams** (Assignments; the class team's "Student Work" library in SharePoint): `Submitted files/
  <student's name>/<assignment>/<own files>`, and the students' drafts under `Working files/`, which are not
  handed in.

Two layouts need no platform: "folders" (each sub-folder is one student's; the old per-folder grouping) and
"files" (each file is a submission of its own).

Who handed in what is read at the class level only: from the folders and the files the platform named. A file
a student uploaded is theirs whole: a zip (any component ending in `.zip` before the last is one) is read as
the outermost file the platform names as a student's, and the names inside it are never read for a student, an
attempt or a date (a zip in Bob's upload named like Priya's latest attempt stays Bob's). A zip the platform
does not name (the class's own download, dropped inside a folder) is looked into as a folder, but for Google
Classroom, where students name their own files: there a file inside a zip goes by the zip's name or is nobody's.
Students are told apart by the platform's ids (Moodle's and Canvas's numbers, Blackboard's user names), else by
their names exactly as written: "priya sharma" is not "Priya Sharma". An attempt dated in the future is flagged
(`Student.notes`), as the platform never writes one.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from plagcheck.shared.models import LAYOUTS

Path = tuple[str, ...]

#: The layouts a teacher can choose (models.LAYOUTS), and the words each is shown with ("auto": recognised
#: from the names).
LAYOUT_NAMES: dict[str, str] = {
    "auto": "Recognised from the file names",
    "moodle": "Moodle download",
    "canvas": "Canvas download",
    "blackboard": "Blackboard Learn download",
    "brightspace": "Brightspace (D2L) download",
    "classroom": "Google Classroom folder",
    "teams": "Microsoft Teams assignment files",
    "folders": "Each sub-folder is one student",
    "files": "Each file is one submission",
}
#: The platforms, in the order they are tried (the first of two explaining as many files wins).
PLATFORMS = ("moodle", "canvas", "blackboard", "brightspace", "teams", "classroom")
#: Platforms whose naming is loose enough to be met by chance: recognised only when they explain at least half
#: of the files and two students.
_WEAK = frozenset({"teams", "classroom"})


@dataclass(frozen=True)
class Attempt:
    """An attempt a student handed in: its files (indexes into the paths given), each file's name as the student
    gave it (without the platform's prefix), and when, if the layout says ("2024-03-14 10:22")."""

    files: tuple[int, ...]
    own_names: tuple[str, ...] = ()
    when: str = ""

    def described(self) -> str:
        """Return "2024-03-02 18:40: Draft.docx, notes.txt" (the files alone when the time is unknown)."""
        names = ", ".join(self.own_names)
        return f"{self.when}: {names}" if self.when else names


@dataclass(frozen=True)
class Student:
    """One student's submission as the layout names it."""

    name: str
    #: The number the layout carries for the student (Moodle's participant number, Canvas's user id), or "".
    number: str
    #: The attempt checked: the latest.
    attempt: Attempt
    #: Earlier attempts, newest first: listed, not checked.
    earlier: tuple[Attempt, ...] = ()
    #: This student's files that are the platform's, not the student's work: (index, reason).
    set_aside: tuple[tuple[int, str], ...] = ()
    #: The platform marked the submission late (Canvas).
    late: bool = False
    #: What the teacher must hear about this submission (an attempt dated in the future).
    notes: tuple[str, ...] = ()

    @property
    def own_names(self) -> tuple[str, ...]:
        """Return the checked files' names as the student gave them."""
        return self.attempt.own_names


@dataclass(frozen=True)
class ClassLayout:
    """What `recognise` found: the layout, its students, the platform's own files, and the files of nobody."""

    layout: str
    students: tuple[Student, ...] = ()
    #: Files that are the platform's own and nobody's work (an index page): (index, reason).
    set_aside: tuple[tuple[int, str], ...] = ()
    #: Files that fit no student, in the order given.
    loose: tuple[int, ...] = ()

    @property
    def explained(self) -> int:
        """Return how many files the layout accounts for (students' files of every attempt, set-aside files)."""
        return len(self.set_aside) + sum(len(s.attempt.files) + sum(len(a.files) for a in s.earlier)
                                         + len(s.set_aside) for s in self.students)


@dataclass(frozen=True)
class Authorship:
    """Who handed a submission in, as its layout says: what a DocumentRecord's student fields hold."""

    student: str
    number: str = ""
    layout: str = ""
    #: When the checked attempt was handed in ("2024-03-14 10:22", "late", "2024-03-14 10:22, late"), or "".
    attempt: str = ""
    #: Each checked file's name as the student gave it (the label's file part).
    own_names: tuple[str, ...] = ()
    earlier_attempts: tuple[str, ...] = ()
    #: The student's files that are the platform's own ("Essay 1_psharma_attempt_....txt: why").
    set_aside: tuple[str, ...] = ()
    #: What the teacher must hear about the submission (an attempt dated in the future).
    notes: tuple[str, ...] = ()


def authorship(layout: str, student: Student, file_names: Sequence[str]) -> Authorship:
    """Return the Authorship of `student` in `layout`; `file_names` names each of the paths given (for the
    set-aside files)."""
    attempt = ", ".join(part for part in (student.attempt.when, "late" if student.late else "") if part)
    return Authorship(
        student.name, student.number, layout, attempt, student.own_names,
        tuple(a.described() for a in student.earlier),
        tuple(f"{file_names[index]}: {why}" for index, why in student.set_aside),
        student.notes,
    )


@dataclass(frozen=True)
class _Hit:
    """One file as a platform's naming reads it: whose (key), which attempt, and its own name; or, with
    `aside`, a platform file set aside (key None: nobody's)."""

    key: tuple[str, ...] | None
    name: str = ""
    number: str = ""
    own_name: str = ""
    attempt: str = ""  # sorts in time order ("" when the layout has no attempts)
    when: str = ""
    #: The attempt's time, when the layout gives one (to flag a date in the future).
    stamp: datetime | None = None
    late: bool = False
    aside: str = ""
    #: The order the platform gave the file in (Canvas's attachment id grows with each upload); 0 if none.
    order: int = 0


def recognise(paths: Sequence[Sequence[str]], layout: str = "auto", now: datetime | None = None) -> ClassLayout:
    """Return the layout of the files at `paths` (each a path below the dropped folder, as components).

    `layout` "auto" tries every platform and returns the one that explains most files, or the "files" layout
    (every file loose) when none fits; a platform's name, "folders" or "files" applies that layout (files it
    does not explain stay loose). An attempt dated after `now` (default: the clock) is flagged.
    """
    if layout not in LAYOUT_NAMES:
        raise ValueError(f"unknown layout {layout!r}: choose one of {', '.join(LAYOUTS)}")
    found: list[Path] = [tuple(p) for p in paths]
    if layout == "files":
        return ClassLayout("files", loose=tuple(range(len(found))))
    if layout == "folders":
        return _by_folder(found)
    now = now or datetime.now()
    if layout != "auto":
        return _assemble(layout, _PARSERS[layout](found), now)
    best = ClassLayout("files", loose=tuple(range(len(found))))
    for platform in PLATFORMS:
        hits = _PARSERS[platform](found)
        if sum(hit is not None for hit in hits) <= best.explained:
            continue  # cannot explain more files than the best so far: not worth assembling
        candidate = _assemble(platform, hits, now)
        if _fits(platform, candidate, len(found)) and candidate.explained > best.explained:
            best = candidate
    return best


def _fits(platform: str, candidate: ClassLayout, total: int) -> bool:
    if not candidate.students:
        return False
    if platform in _WEAK:
        return len(candidate.students) >= 2 and 2 * candidate.explained >= total
    return True


def _assemble(layout: str, hits: Sequence[_Hit | None], now: datetime | None = None) -> ClassLayout:
    """Return the ClassLayout of a platform's reading of each file: students by key, attempts by time."""
    by_student: dict[tuple[str, ...], list[tuple[int, _Hit]]] = {}
    class_aside: list[tuple[int, str]] = []
    loose: list[int] = []
    for index, hit in enumerate(hits):
        if hit is None:
            loose.append(index)
        elif hit.key is None:
            class_aside.append((index, hit.aside))
        else:
            by_student.setdefault(hit.key, []).append((index, hit))
    students = [_student(found, now or datetime.now()) for found in by_student.values()]
    students = [s for s in students if s is not None]
    # A student with only set-aside files (a receipt whose files are missing) is no submission: the receipt is
    # the class's to list.
    for key, found in by_student.items():
        if all(hit.aside for _, hit in found):
            class_aside.extend((index, hit.aside) for index, hit in found)
    return ClassLayout(layout, tuple(_distinct_names(students)), tuple(sorted(class_aside)), tuple(loose))


#: How an attempt dated in the future is flagged: no platform writes one, so its names were made by hand.
FUTURE_ATTEMPT = ("an attempt dated in the future ({when}), which no platform writes: its file names may have "
                  "been made to look like the platform's, so check who handed it in")
#: A day's margin: the platform's clock and time zone may differ from this computer's.
_CLOCK_MARGIN = timedelta(days=1)


def _student(found: list[tuple[int, _Hit]], now: datetime) -> Student | None:
    work = [(index, hit) for index, hit in found if not hit.aside]
    if not work:
        return None
    attempts: dict[str, list[tuple[int, _Hit]]] = {}
    for index, hit in work:
        attempts.setdefault(hit.attempt, []).append((index, hit))
    order = sorted(attempts, reverse=True)  # latest first
    made = [Attempt(tuple(i for i, _ in attempts[key]), tuple(hit.own_name for _, hit in attempts[key]),
                    attempts[key][0][1].when) for key in order]
    first = attempts[order[0]][0][1]
    return Student(
        name=first.name,
        number=first.number,
        attempt=made[0],
        earlier=tuple(made[1:]),
        set_aside=tuple((index, hit.aside) for index, hit in found if hit.aside),
        late=any(hit.late for _, hit in attempts[order[0]]),
        notes=tuple(dict.fromkeys(FUTURE_ATTEMPT.format(when=hit.when) for _, hit in work
                                  if hit.stamp is not None and hit.stamp > now + _CLOCK_MARGIN)),
    )


def _distinct_names(students: list[Student]) -> list[Student]:
    """Return the students, those who share a name told apart by their number (or a count)."""
    counts: dict[str, int] = {}
    for student in students:
        counts[student.name.casefold()] = counts.get(student.name.casefold(), 0) + 1
    seen: dict[str, int] = {}
    result = []
    for student in students:
        folded = student.name.casefold()
        if counts[folded] > 1:
            seen[folded] = seen.get(folded, 0) + 1
            student = replace(student, name=f"{student.name} ({student.number or seen[folded]})")
        result.append(student)
    return result


# ---------------------------------------------------------------- Moodle

_MOODLE_FOLDER = re.compile(r"^(?P<name>.+?)_(?P<number>\d+)_assignsubmission_(?P<plugin>[a-z]+)_$")
_MOODLE_FILE = re.compile(r"^(?P<name>.+?)_(?P<number>\d+)_assignsubmission_(?P<plugin>[a-z]+)_(?P<own>.+)$")
#: The name Moodle writes instead of the student's under blind marking (in English).
_MOODLE_BLIND = "participant"


#: Between a zip's name and a file inside it, as zip_folders names them.
ZIP_SEPARATOR = " \u203a "


def is_uploaded_file(path: Path, depth: int) -> bool:
    """Return True when component `depth` of `path` is a file (the last, or a zip read as a folder)."""
    return depth == len(path) - 1 or path[depth].lower().endswith(".zip")


def _inside(own: str, path: Path, depth: int) -> str:
    """Return the name the student gave a file: `own` (the platform's file at `depth`, less its prefix),
    followed by the path inside it when it is a zip ("appendix.zip › notes/draft.txt")."""
    rest = "/".join(path[depth + 1:])
    return f"{own}{ZIP_SEPARATOR}{rest}" if rest else own


def _named_by(path: Path, folder: re.Pattern[str], file: re.Pattern[str]) -> tuple[re.Match[str], str] | None:
    """Return the outermost folder of `path` matching `folder`, or file matching `file` (a zip counts as a
    file: what is inside a student's uploaded zip is theirs whatever its names say), with the path's part the
    student named (below that folder; the file's "own" group and what is inside it), or None."""
    for depth, part in enumerate(path):
        last = depth == len(path) - 1
        match = folder.match(part) if not last else None
        if match:
            return match, "/".join(path[depth + 1:])
        match = file.match(part) if is_uploaded_file(path, depth) else None
        if match:
            return match, _inside(match["own"], path, depth)
    return None


def _first_named(path: Path, parse: Callable[[str], "re.Match[str] | None"], opaque: bool = False
                 ) -> tuple[re.Match[str], int] | None:
    """Return the match of the outermost file of `path` (its last component, or a zip on the way) that `parse`
    reads as a student's, with its depth, or None. With `opaque`, only the outermost file is tried: a zip is
    looked into only where the platform names its students' uploads itself."""
    for depth in range(len(path)):
        if not is_uploaded_file(path, depth):
            continue
        match = parse(path[depth])
        if match or opaque:
            return (match, depth) if match else None
    return None


def _moodle(paths: Sequence[Path]) -> list[_Hit | None]:
    hits: list[_Hit | None] = []
    for path in paths:
        found = _named_by(path, _MOODLE_FOLDER, _MOODLE_FILE)
        if found is None:
            hits.append(None)
            continue
        match, own = found
        name, number = match["name"].strip(), match["number"]
        if name.casefold() == _MOODLE_BLIND:
            name = f"{name} {number}"
        hits.append(_Hit(("moodle", number), name, number, own))
    return hits


# ---------------------------------------------------------------- Canvas

_CANVAS_FILE = re.compile(r"^(?P<name>[^\W_]+)(?P<late>_LATE)?_(?P<number>\d+)_(?P<attachment>\d+)_(?P<own>.+)$")
_CANVAS_TYPED = re.compile(r"^(?P<name>[^\W_]+)(?P<late>_LATE)?_(?P<number>\d+)_(?P<kind>text|link)\.html$")
_CANVAS_ANONYMOUS = re.compile(r"^(?P<late>LATE_)?anon_(?P<anonymous>[A-Za-z0-9]+)_"
                               r"(?:(?P<attachment>\d+)_(?P<own>.+)|(?P<kind>text|link)\.html)$")
CANVAS_LINK = "a web address the student handed in (Canvas's page leading to it), not a document"


def _canvas(paths: Sequence[Path]) -> list[_Hit | None]:
    hits: list[_Hit | None] = []
    for path in paths:
        found = _first_named(path, lambda part: (_CANVAS_ANONYMOUS.match(part) or _CANVAS_TYPED.match(part)
                                                 or _CANVAS_FILE.match(part)))
        if found is None:
            hits.append(None)
            continue
        match, depth = found
        file_name = path[depth]
        groups = match.groupdict()
        if groups.get("anonymous"):
            anonymous = match["anonymous"]
            key = ("canvas", "anon", anonymous)
            name, number = f"Anonymous {anonymous}", ""
        else:
            key, name, number = ("canvas", match["number"]), match["name"], match["number"]
        kind, late = groups.get("kind"), bool(groups.get("late"))
        if kind == "link":
            hits.append(_Hit(key, name, number, _inside(file_name, path, depth), late=late, aside=CANVAS_LINK))
        else:
            own = groups["own"] if not kind else "typed text"
            hits.append(_Hit(key, name, number, _inside(own, path, depth), late=late,
                             order=int(groups.get("attachment") or 0)))
    return _canvas_versions(hits)


#: Canvas numbers a file handed in under a name the student already used: "essay.docx", "essay-1.docx",
#: "essay-2.docx" (a draft, then the final).
_CANVAS_NUMBERED = re.compile(r"^(?P<stem>.+?)-(?P<count>\d{1,3})(?P<suffix>\.[^.]+)$")
CANVAS_VERSION = "an earlier version of {latest}"


def _canvas_versions(hits: list[_Hit | None]) -> list[_Hit | None]:
    """Return the hits with a student's numbered copies of one file ("essay-1.docx", "essay-2.docx") made one
    file: the one handed in last (the highest attachment id) is checked, the others are earlier versions."""
    versions: dict[tuple, list[int]] = {}
    for index, hit in enumerate(hits):
        if hit is not None and hit.key is not None and not hit.aside and hit.order:
            match = _CANVAS_NUMBERED.match(hit.own_name)
            base = (match["stem"] + match["suffix"]) if match else hit.own_name
            versions.setdefault((hit.key, base.casefold()), []).append(index)
    result = list(hits)
    for indexes in versions.values():
        if len(indexes) < 2:
            continue
        latest = max(indexes, key=lambda i: hits[i].order)
        for index in indexes:
            hit = hits[index]
            if index == latest:
                result[index] = replace(hit, attempt="2")
            else:
                when = CANVAS_VERSION.format(latest=hits[latest].own_name)
                result[index] = replace(hit, attempt=f"1:{hit.order:012d}", when=when)
    # The student's other files belong to the checked attempt.
    checked = {hits[i].key for indexes in versions.values() if len(indexes) > 1 for i in indexes}
    return [replace(hit, attempt="2") if hit is not None and hit.key in checked and not hit.attempt else hit
            for hit in result]


# ---------------------------------------------------------------- Blackboard Learn

_BLACKBOARD = re.compile(r"^(?P<assignment>.*)_(?P<user>[^_]+)_attempt_"
                         r"(?P<date>\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2})(?:_(?P<own>.+)|(?P<receipt>\.txt))$")
BLACKBOARD_RECEIPT = "Blackboard's receipt of the attempt handed in {when} (the student's name, comments and files)"


def _blackboard(paths: Sequence[Path]) -> list[_Hit | None]:
    hits: list[_Hit | None] = []
    for path in paths:
        found = _first_named(path, _BLACKBOARD.match)
        if found is None:
            hits.append(None)
            continue
        match, depth = found
        y, mo, d, h, mi, s = match["date"].split("-")
        when = f"{y}-{mo}-{d} {h}:{mi}:{s}"
        user = match["user"]
        aside = BLACKBOARD_RECEIPT.format(when=when) if match["receipt"] and depth == len(path) - 1 else ""
        own = _inside(match["own"] or path[depth], path, depth)
        hits.append(_Hit(("blackboard", user), user, "", own, when, when, _stamp(match["date"], "%Y-%m-%d-%H-%M-%S"),
                         aside=aside))
    return hits


def _stamp(text: str, form: str) -> datetime | None:
    try:
        return datetime.strptime(text, form)
    except ValueError:
        return None


# ---------------------------------------------------------------- Brightspace / D2L

_D2L_DATE = r"(?P<date>[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4},? \d{1,2}:?\d{2} ?[AaPp]\.?[Mm]\.?)"
_D2L_FOLDER = re.compile(r"^(?P<ids>\d+-\d+) - (?P<name>.+?) - " + _D2L_DATE + r"$")
_D2L_FILE = re.compile(r"^(?P<ids>\d+-\d+) - (?P<name>.+?) - " + _D2L_DATE + r" - (?P<own>.+)$")
D2L_INDEX = "Brightspace's index page of the download (which file is whose), not a student's work"


def _d2l_time(text: str) -> datetime | None:
    """Return the time Brightspace wrote ("Mar 14, 2024 1022 AM", "Sep 29, 2015 4:17 PM"), or None."""
    match = re.match(r"^([A-Za-z]{3})[A-Za-z]*\.? (\d{1,2}), (\d{4}),? (\d{1,2}):?(\d{2}) ?([AaPp])", text)
    if not match:
        return None
    month, day, year, hour, minute, half = match.groups()
    try:
        stamp = datetime.strptime(f"{month.title()} {day} {year} {int(hour) % 12} {minute}", "%b %d %Y %H %M")
    except ValueError:
        return None
    return stamp.replace(hour=stamp.hour + (12 if half.lower() == "p" else 0))


def _brightspace(paths: Sequence[Path]) -> list[_Hit | None]:
    hits: list[_Hit | None] = []
    for path in paths:
        found = _named_by(path, _D2L_FOLDER, _D2L_FILE)
        if found is None:
            hits.append(_Hit(None, aside=D2L_INDEX) if path[-1].casefold() == "index.html" else None)
            continue
        match, own = found
        stamp = _d2l_time(match["date"])
        when = stamp.strftime("%Y-%m-%d %H:%M") if stamp else match["date"]
        name = match["name"].strip()
        hits.append(_Hit(("brightspace", name), name, "", own, when, when, stamp))
    # An index page counts only beside submissions of the layout.
    if not any(h is not None and h.key is not None for h in hits):
        return [None] * len(paths)
    return hits


# ---------------------------------------------------------------- Microsoft Teams

_TEAMS_SUBMITTED = "submitted files"
_TEAMS_WORKING = "working files"
TEAMS_WORKING = "a draft in the student's Teams working files, not handed in"


def _teams(paths: Sequence[Path]) -> list[_Hit | None]:
    hits: list[_Hit | None] = []
    for path in paths:
        folded = [part.casefold() for part in path]
        hit = None
        for marker, aside in ((_TEAMS_SUBMITTED, ""), (_TEAMS_WORKING, TEAMS_WORKING)):
            if marker in folded[:-1]:
                at = folded.index(marker)
                if len(path) - at >= 3:  # the student's folder, then their files (in the assignment's folder)
                    name = path[at + 1]
                    hit = _Hit(("teams", name), name, "", "/".join(path[at + 2:]), aside=aside)
                break
        hits.append(hit)
    if any(h is not None for h in hits):
        return _without_one_assignment(hits)
    return _without_one_assignment(_teams_without_marker(paths))


def _without_one_assignment(hits: list[_Hit | None]) -> list[_Hit | None]:
    """Return the hits with the assignment's folder left out of the files' own names when every file is in a
    folder of one name (one assignment: it names nobody's work); with several assignments the folder stays."""
    folders = {hit.own_name.split("/", 1)[0] for hit in hits if hit is not None}
    if len(folders) != 1 or not all(hit is None or "/" in hit.own_name for hit in hits):
        return hits
    return [replace(hit, own_name=hit.own_name.split("/", 1)[1]) if hit is not None else None for hit in hits]


def _teams_without_marker(paths: Sequence[Path]) -> list[_Hit | None]:
    """Read `<student>/<assignment>/<files>` below any shared wrapper folders: recognised when the students'
    folders hold one assignment folder of the same name."""
    depth = _shared_depth(paths)
    assignment_of: dict[str, set[str]] = {}
    for path in paths:
        if len(path) - depth >= 3:
            assignment_of.setdefault(path[depth], set()).add(path[depth + 1])
    titles = [next(iter(found)) for found in assignment_of.values() if len(found) == 1]
    common = {title for title in titles if titles.count(title) >= 2}
    hits: list[_Hit | None] = []
    for path in paths:
        if len(path) - depth >= 3 and assignment_of.get(path[depth]) and assignment_of[path[depth]] <= common:
            name = path[depth]
            hits.append(_Hit(("teams", name), name, "", "/".join(path[depth + 1:])))
        else:
            hits.append(None)
    return hits


# ---------------------------------------------------------------- Google Classroom

#: "First Last - Title": a name of one to five words (letters, apostrophes, hyphens, dots) before " - ".
_CLASSROOM_COPY = re.compile(r"^(?P<name>[^\W\d_][\w'’.\-]*(?: [\w'’.\-]+){0,4}) - (?P<title>.+)$")


def _classroom(paths: Sequence[Path]) -> list[_Hit | None]:
    """Students name their own files here, so a zip is never looked into for a name (its own name counts), and
    a second file of one student and one title is nobody's: the teacher's copy is made once per student."""
    found = [_first_named(path, _CLASSROOM_COPY.match, opaque=True) for path in paths]
    titles: dict[str, int] = {}
    for one in found:
        if one:
            titles[one[0]["title"].casefold()] = titles.get(one[0]["title"].casefold(), 0) + 1
    hits: list[_Hit | None] = []
    copies: set[tuple[str, str]] = set()
    for path, one in zip(paths, found):
        if one and titles[one[0]["title"].casefold()] >= 2:
            match, depth = one
            name, title = match["name"], match["title"]
            copy = (name, _COPY_NUMBER.sub("", posixpath.splitext(title)[0]).casefold())
            if depth == len(path) - 1 and copy in copies:
                hits.append(None)  # "Priya Sharma - Essay (1).docx" beside hers: anyone's upload, compared
                continue
            copies.add(copy)
            hits.append(_Hit(("classroom", name), name, "", _inside(title, path, depth)))
        else:
            hits.append(None)
    return hits


#: What Drive adds to a second file of one name: "Essay (1)".
_COPY_NUMBER = re.compile(r"\s*\(\d{1,3}\)$")


# ---------------------------------------------------------------- one folder per student

def _shared_depth(paths: Sequence[Path]) -> int:
    """Return how many leading folders every path shares (wrappers such as a zip's own top folder)."""
    if not paths:
        return 0
    depth = 0
    shortest = min(len(p) for p in paths)
    # A shared folder is a wrapper only if folders remain below it (a lone student's folder is no wrapper).
    while (depth < shortest - 1 and len({p[depth] for p in paths}) == 1
           and any(len(p) - depth >= 3 for p in paths)):
        depth += 1
    return depth


def _by_folder(paths: Sequence[Path]) -> ClassLayout:
    """Return the "folders" layout: each folder below the shared wrapper folders is one student's."""
    depth = _shared_depth(paths)
    hits: list[_Hit | None] = []
    for path in paths:
        if len(path) - depth >= 2:
            name = path[depth]
            hits.append(_Hit(("folders", name), name, "", "/".join(path[depth + 1:])))
        else:
            hits.append(None)
    return _assemble("folders", hits)


#: How a student's file read once is described, for being the same as another of theirs (a re-upload).
SAME_FILE = "the same as {kept}, read once"
SAME_FILE_END = SAME_FILE.split("}", 1)[1]

#: How a file of the platform's own is described, at the start of its reason (a Blackboard receipt's goes on).
PLATFORM_FILE_REASONS = (D2L_INDEX, CANVAS_LINK, TEAMS_WORKING, BLACKBOARD_RECEIPT.split("{", 1)[0])

_PARSERS: dict[str, Callable[[Sequence[Path]], list[_Hit | None]]] = {
    "moodle": _moodle, "canvas": _canvas, "blackboard": _blackboard, "brightspace": _brightspace,
    "teams": _teams, "classroom": _classroom,
}
