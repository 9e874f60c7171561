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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

Path = tuple[str, ...]

#: The layouts a teacher can choose, and the words each is shown with ("auto": recognised from the names).
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
LAYOUTS = tuple(LAYOUT_NAMES)
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


def authorship(layout: str, student: Student, file_names: Sequence[str]) -> Authorship:
    """Return the Authorship of `student` in `layout`; `file_names` names each of the paths given (for the
    set-aside files)."""
    attempt = ", ".join(part for part in (student.attempt.when, "late" if student.late else "") if part)
    return Authorship(
        student.name, student.number, layout, attempt, student.own_names,
        tuple(a.described() for a in student.earlier),
        tuple(f"{file_names[index]}: {why}" for index, why in student.set_aside),
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
    late: bool = False
    aside: str = ""


def recognise(paths: Sequence[Sequence[str]], layout: str = "auto") -> ClassLayout:
    """Return the layout of the files at `paths` (each a path below the dropped folder, as components).

    `layout` "auto" tries every platform and returns the one that explains most files, or the "files" layout
    (every file loose) when none fits; a platform's name, "folders" or "files" applies that layout (files it
    does not explain stay loose).
    """
    if layout not in LAYOUT_NAMES:
        raise ValueError(f"unknown layout {layout!r}: choose one of {', '.join(LAYOUTS)}")
    found: list[Path] = [tuple(p) for p in paths]
    if layout == "files":
        return ClassLayout("files", loose=tuple(range(len(found))))
    if layout == "folders":
        return _by_folder(found)
    if layout != "auto":
        return _assemble(layout, _PARSERS[layout](found))
    best = ClassLayout("files", loose=tuple(range(len(found))))
    for platform in PLATFORMS:
        hits = _PARSERS[platform](found)
        if sum(hit is not None for hit in hits) <= best.explained:
            continue  # cannot explain more files than the best so far: not worth assembling
        candidate = _assemble(platform, hits)
        if _fits(platform, candidate, len(found)) and candidate.explained > best.explained:
            best = candidate
    return best


def _fits(platform: str, candidate: ClassLayout, total: int) -> bool:
    if not candidate.students:
        return False
    if platform in _WEAK:
        return len(candidate.students) >= 2 and 2 * candidate.explained >= total
    return True


def _assemble(layout: str, hits: Sequence[_Hit | None]) -> ClassLayout:
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
    students = [_student(found) for found in by_student.values()]
    students = [s for s in students if s is not None]
    # A student with only set-aside files (a receipt whose files are missing) is no submission: the receipt is
    # the class's to list.
    for key, found in by_student.items():
        if all(hit.aside for _, hit in found):
            class_aside.extend((index, hit.aside) for index, hit in found)
    return ClassLayout(layout, tuple(_distinct_names(students)), tuple(sorted(class_aside)), tuple(loose))


def _student(found: list[tuple[int, _Hit]]) -> Student | None:
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


def _named_by(path: Path, folder: re.Pattern[str], file: re.Pattern[str]) -> tuple[re.Match[str], str] | None:
    """Return the first folder of `path` matching `folder`, or its file name matching `file`, with the path's
    part the student named (below that folder; the file name's "own" group), or None."""
    for depth, part in enumerate(path):
        last = depth == len(path) - 1
        match = (file if last else folder).match(part)
        if match:
            return match, (match["own"] if last else "/".join(path[depth + 1:]))
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
        file_name = path[-1]
        match = _CANVAS_ANONYMOUS.match(file_name)
        if match:
            anonymous = match["anonymous"]
            key = ("canvas", "anon", anonymous)
            name, number = f"Anonymous {anonymous}", ""
        else:
            match = _CANVAS_TYPED.match(file_name) or _CANVAS_FILE.match(file_name)
            if not match:
                hits.append(None)
                continue
            key, name, number = ("canvas", match["number"]), match["name"], match["number"]
        groups = match.groupdict()
        kind, late = groups.get("kind"), bool(groups.get("late"))
        if kind == "link":
            hits.append(_Hit(key, name, number, file_name, late=late, aside=CANVAS_LINK))
        else:
            own = groups["own"] if not kind else "typed text"
            hits.append(_Hit(key, name, number, own, late=late))
    return hits


# ---------------------------------------------------------------- Blackboard Learn

_BLACKBOARD = re.compile(r"^(?P<assignment>.*)_(?P<user>[^_]+)_attempt_"
                         r"(?P<date>\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2})(?:_(?P<own>.+)|(?P<receipt>\.txt))$")
BLACKBOARD_RECEIPT = "Blackboard's receipt of the attempt handed in {when} (the student's name, comments and files)"


def _blackboard(paths: Sequence[Path]) -> list[_Hit | None]:
    hits: list[_Hit | None] = []
    for path in paths:
        match = _BLACKBOARD.match(path[-1])
        if not match:
            hits.append(None)
            continue
        y, mo, d, h, mi, s = match["date"].split("-")
        when = f"{y}-{mo}-{d} {h}:{mi}:{s}"
        user = match["user"]
        aside = BLACKBOARD_RECEIPT.format(when=when) if match["receipt"] else ""
        hits.append(_Hit(("blackboard", user.casefold()), user, "", match["own"] or path[-1], when, when,
                         aside=aside))
    return hits


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
        hits.append(_Hit(("brightspace", name.casefold()), name, "", own, when, when))
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
                    hit = _Hit(("teams", name.casefold()), name, "", "/".join(path[at + 2:]), aside=aside)
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
            hits.append(_Hit(("teams", name.casefold()), name, "", "/".join(path[depth + 1:])))
        else:
            hits.append(None)
    return hits


# ---------------------------------------------------------------- Google Classroom

#: "First Last - Title": a name of one to five words (letters, apostrophes, hyphens, dots) before " - ".
_CLASSROOM_COPY = re.compile(r"^(?P<name>[^\W\d_][\w'’.\-]*(?: [\w'’.\-]+){0,4}) - (?P<title>.+)$")


def _classroom(paths: Sequence[Path]) -> list[_Hit | None]:
    matches = [_CLASSROOM_COPY.match(path[-1]) for path in paths]
    titles: dict[str, int] = {}
    for match in matches:
        if match:
            titles[match["title"].casefold()] = titles.get(match["title"].casefold(), 0) + 1
    hits: list[_Hit | None] = []
    for match in matches:
        if match and titles[match["title"].casefold()] >= 2:
            name = match["name"]
            hits.append(_Hit(("classroom", name.casefold()), name, "", match["title"]))
        else:
            hits.append(None)
    return hits


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
