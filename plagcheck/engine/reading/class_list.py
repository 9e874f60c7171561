"""The class list: who is in the class, by name and by the ids and e-mail addresses their platform knows them by.

Teachers export it from their platform (class_table.py reads the CSV or XLSX); each platform's export is
recognised by its columns, from the platforms' published layouts:

- **Canvas** gradebook export (Grades > Export): `Student` ("Dupont, Marie": the sortable name), `ID` (the
  Canvas user id, which its "Download submissions" file names carry), `SIS User ID`, `SIS Login ID`,
  `Section`, then the assignments; a second row `Points Possible` (and on some versions a posting row) holds
  no student, nor does Canvas's own "Student, Test" of Student View.
- **Moodle** participants list (Participants > Download table data) and grades export (Grades > Export):
  `First name`, `Last name`, then the identity fields the site shows: `ID number`, `Email address`,
  `Username`... (Moodle's download names each student's folder by full name: matched by name).
- **Google Classroom** grades (Grades > Download as CSV): `Last Name`, `First Name`, `Email Address`, the
  assignments; rows of due dates, points and class averages below the header hold no e-mail address.
- **Microsoft Teams** grades (Assignments > Grades > Export to CSV): `First Name`, `Last Name`,
  `Email Address`, then two columns (points, feedback) per assignment.
- Any other table with a name column (or first and last name columns) and an id or e-mail column,
  recognised by common header words in English, French, German and Spanish, or the columns the teacher names.
"""

from __future__ import annotations

import re
from collections import Counter
import unicodedata
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from plagcheck.engine.reading.class_table import ClassListError, ClassTable, read_table
from plagcheck.shared.display import display_name, label_parts, submission_label
from plagcheck.shared.models import ClassListOutcome, DocumentRecord, ListedStudent

__all__ = ["ClassList", "ClassListError", "ColumnChoice", "apply_class_list", "class_list_from", "read_class_list",
           "recognise_columns"]

#: The platforms' exports, recognised by their columns, with the words the teacher is shown for each.
LIST_KINDS = {
    "canvas": "a Canvas gradebook export",
    "moodle": "a Moodle participants or grades export",
    "classroom": "a Google Classroom grades export",
    "teams": "a Microsoft Teams grades export",
    "table": "a table of names",
}

#: Header words for a generic table (folded: lower case, no accents).
_FULL_NAME_HEADERS = ("full name", "name", "student", "student name", "nom complet", "nom et prenom", "eleve",
                      "etudiant", "name des schulers", "schuler", "schulerin", "nombre completo", "alumno",
                      "estudiante", "participant")
_FIRST_NAME_HEADERS = ("first name", "firstname", "given name", "prenom", "vorname", "nombre")
_LAST_NAME_HEADERS = ("last name", "lastname", "surname", "family name", "nom", "nom de famille", "nachname",
                      "familienname", "apellido", "apellidos")
_ID_HEADERS = ("id", "id number", "student id", "student number", "sis user id", "sis login id", "login",
               "login id", "username", "user name", "user id", "integration id", "matricule", "numero",
               "numero etudiant", "identifiant", "code", "code eleve", "code etudiant", "ine", "matrikelnummer",
               "benutzername", "kennung", "nia", "usuario",
               "numero de estudiante", "email", "e-mail", "email address", "e-mail address", "mail", "courriel",
               "adresse e-mail", "adresse electronique", "correo", "correo electronico")
#: Canvas's rows that are no student.
_CANVAS_NOT_STUDENTS = ("points possible", "student, test", "test student")


@dataclass(frozen=True)
class ColumnChoice:
    """Which columns of a table name the student and identify them: a full name column, or first and last."""

    kind: str
    full_name: str = ""
    first_name: str = ""
    last_name: str = ""
    ids: tuple[str, ...] = ()
    #: The column whose id the platform's file names carry (Canvas's ID), if any.
    platform_id: str = ""


@dataclass(frozen=True)
class ClassList:
    """A class list as read: where from, which kind of export, its columns and its students."""

    path: str
    kind: str
    columns: ColumnChoice
    students: tuple[ListedStudent, ...]


def read_class_list(path: str | Path, name_column: str = "", id_column: str = "") -> ClassList:
    """Return the class list in the CSV or XLSX file at `path`, its columns recognised (or the ones named:
    `name_column` holds the whole name, `id_column` an id or e-mail address); raise ClassListError."""
    return class_list_from(read_table(path), str(path), name_column, id_column)


def _fold(text: str) -> str:
    """Return `text` in lower case without accents or doubled spaces ("Prénom " -> "prenom")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).replace("_", " ").split())


def recognise_columns(headers: Sequence[str]) -> ColumnChoice | None:
    """Return the columns naming and identifying the students in a table of these `headers`, or None."""
    exact = set(headers)
    folded = {_fold(h): h for h in reversed(headers)}
    if {"Student", "ID"} <= exact and exact & {"SIS User ID", "SIS Login ID"}:
        ids = tuple(h for h in ("ID", "SIS User ID", "SIS Login ID", "Integration ID") if h in exact)
        return ColumnChoice("canvas", full_name="Student", ids=ids, platform_id="ID")
    if {"Last Name", "First Name", "Email Address"} <= exact:
        kind = "classroom" if headers.index("Last Name") < headers.index("First Name") else "teams"
        return ColumnChoice(kind, first_name="First Name", last_name="Last Name", ids=("Email Address",))
    if {"First name", "Last name"} <= exact:
        ids = tuple(h for h in ("ID number", "Email address", "Username") if h in exact)
        return ColumnChoice("moodle", first_name="First name", last_name="Last name", ids=ids)
    ids = tuple(folded[h] for h in _ID_HEADERS if h in folded)
    full = next((folded[h] for h in _FULL_NAME_HEADERS if h in folded), "")
    first = next((folded[h] for h in _FIRST_NAME_HEADERS if h in folded), "")
    last = next((folded[h] for h in _LAST_NAME_HEADERS if h in folded and folded[h] != first), "")
    if not ids or not (full or (first and last)):
        return None
    if first and last and (not full or full == last):
        return ColumnChoice("table", first_name=first, last_name=last, ids=ids)
    return ColumnChoice("table", full_name=full, ids=ids)


def class_list_from(table: ClassTable, path: str = "", name_column: str = "", id_column: str = "") -> ClassList:
    """Return the class list in `table`: its columns recognised, or the ones named (see read_class_list)."""
    name = Path(path).name or "the class list"
    for column in (name_column, id_column):
        if column and column not in table.headers:
            raise ClassListError(f"{name} has no column {column!r}: its columns are {', '.join(table.headers)}")
    choice = recognise_columns(table.headers)
    if name_column or id_column:
        base = choice or ColumnChoice("table")
        choice = replace(base, kind=base.kind if not name_column else "table",
                         full_name=name_column or base.full_name,
                         first_name="" if name_column else base.first_name,
                         last_name="" if name_column else base.last_name,
                         ids=(id_column,) if id_column else base.ids)
    if choice is None or not (choice.full_name or (choice.first_name and choice.last_name)) or not choice.ids:
        raise ClassListError(f"{name}: no column of names and of ids or e-mail addresses was recognised; choose "
                             f"them (its columns are {', '.join(table.headers)})")
    index = {header: i for i, header in reversed(list(enumerate(table.headers)))}
    students = []
    for row in table.rows:
        student = _listed(row, index, choice)
        if student is not None:
            students.append(student)
    if not students:
        raise ClassListError(f"{name} lists no student")
    return ClassList(path, choice.kind, choice, tuple(students))


def _listed(row: tuple[str, ...], index: dict[str, int], choice: ColumnChoice) -> ListedStudent | None:
    """Return the student a row lists, or None for a row of no student (points, averages, blank)."""
    if choice.full_name:
        written = row[index[choice.full_name]]
        if choice.kind == "canvas":
            if _fold(written) in _CANVAS_NOT_STUDENTS or written.strip().startswith("Points Possible"):
                return None
            last, comma, first = written.partition(",")
            shown = f"{first.strip()} {last.strip()}" if comma else written
        else:
            shown = written
    else:
        shown = f"{row[index[choice.first_name]]} {row[index[choice.last_name]]}"
    shown = display_name(" ".join(shown.split()))
    ids = tuple(dict.fromkeys(row[index[c]] for c in choice.ids if row[index[c]]))
    if not shown or not ids:
        return None
    platform_id = row[index[choice.platform_id]] if choice.platform_id else ""
    email = next((value for value in ids if "@" in value), "")
    number = platform_id or next((value for value in ids if "@" not in value), "")
    return ListedStudent(shown, number, email, ids)


# ---------------------------------------------------------------- matching submissions to the list

def name_key(name: str) -> str:
    """Return a name as a key whatever its order, case, accents and punctuation ("DUPONT Marie" = "Marie Dupont")."""
    return " ".join(sorted(re.findall(r"\w+", _fold(name))))


def _without_tell_apart(name: str) -> str:
    """Return a student's name without the "(241010)" a layout adds to tell two of one name apart."""
    return re.sub(r"\s*\([^()]*\)$", "", name)


def _squashed(name: str) -> str:
    """Return a name as Canvas writes it in file names: letters and digits only, lower case ("dupontmarie")."""
    return "".join(c for c in _fold(name) if c.isalnum())


#: Shorter ids, logins and e-mail local parts are not looked for in file names: "art" or "ana" occur by chance.
_SHORTEST_ID = 4


def _identifiers(student: ListedStudent) -> set[str]:
    """Return the folded ids a file or folder name may carry for `student`: ids, logins, e-mail addresses and
    their local parts."""
    found = set()
    for value in student.ids:
        folded = value.casefold()
        found.add(folded)
        if "@" in folded:
            found.add(folded.split("@", 1)[0])
    return {value for value in found if value}


class _Index:
    """The class list's students by every key a submission may be matched on; a key two students share
    matches neither."""

    def __init__(self, students: Sequence[ListedStudent]) -> None:
        self.by_id: dict[str, int | None] = {}
        self.by_name: dict[str, int | None] = {}
        self.all_by_name: dict[str, list[int]] = {}
        self.by_squashed: dict[str, int | None] = {}
        for position, student in enumerate(students):
            for value in _identifiers(student):
                self._add(self.by_id, value, position)
            self._add(self.by_name, name_key(student.name), position)
            self.all_by_name.setdefault(name_key(student.name), []).append(position)
            last_first = student.name.split(" ", 1)
            squashed = _squashed("".join(reversed(last_first)))
            self._add(self.by_squashed, squashed, position)
            self._add(self.by_squashed, _squashed(student.name), position)

    @staticmethod
    def _add(table: dict[str, int | None], key: str, position: int) -> None:
        if key:
            table[key] = position if table.get(key, position) == position else None

    def match(self, doc: DocumentRecord) -> int | None:
        """Return the position of the student who handed `doc` in, or None."""
        if doc.student:
            if doc.layout == "canvas" and doc.student_number:
                found = self.by_id.get(doc.student_number.casefold())
                if found is not None:
                    return found
            for key, table in ((name_key(doc.student), self.by_name), (doc.student.casefold(), self.by_id),
                               (_squashed(doc.student), self.by_squashed)):
                found = table.get(key)
                if found is not None:
                    return found
        return self._by_path(doc)

    def sharing_the_name(self, doc: DocumentRecord) -> tuple[int, ...]:
        """Return the students of the list who share the name the files give `doc`'s student, when there are
        several (the list cannot say which one handed it in); () otherwise."""
        if not doc.student:
            return ()
        found = self.all_by_name.get(name_key(_without_tell_apart(doc.student)), ())
        return tuple(found) if len(found) > 1 else ()

    def _by_path(self, doc: DocumentRecord) -> int | None:
        """Return the student whose id, login or e-mail address (or whole name) a file's or folder's name
        carries, when exactly one does."""
        shown = label_parts(doc.name)[1] if doc.student else doc.name
        names = {doc.student, *re.split(r"[/›]", shown)} - {""}
        hits = set()
        for name in names:
            stem = name.strip().rsplit(".", 1)[0] if "." in name else name.strip()
            tokens = set(re.split(r"[^\w@.\-]+", stem.casefold())) | set(re.split(r"[^\w]+", stem.casefold()))
            hits.update(self.by_id[t] for t in tokens if len(t) >= _SHORTEST_ID and self.by_id.get(t) is not None)
            named = self.by_name.get(name_key(stem))
            if named is not None and len(stem.split()) >= 2:
                hits.add(named)
        return hits.pop() if len(hits) == 1 else None


def _told_apart(students: Sequence[ListedStudent]) -> list[str]:
    """Return each student's name as shown, two students of one name told apart by their id ("Emma Smith
    (241010)")."""
    counts = Counter(name_key(s.name) for s in students)
    return [f"{s.name} ({s.number or s.email})" if counts[name_key(s.name)] > 1 and (s.number or s.email)
            else s.name for s in students]


def apply_class_list(documents: Sequence[DocumentRecord], class_list: ClassList, sources: Collection[int] = ()
                     ) -> tuple[tuple[DocumentRecord, ...], ClassListOutcome]:
    """Return the documents named after the class list where a submission matches a student on it (by the
    platform's id, a login, an e-mail address or the name), each marked on the list or not, and what the
    list says of the class: its students who handed nothing in. Documents of `sources` (ids), material in a
    folder of sources or instructions and the platform's own files are nobody's: left as they are."""
    index = _Index(class_list.students)
    shown_names = _told_apart(class_list.students)
    named: list[DocumentRecord] = []
    handed_in: set[int] = set()
    for doc in documents:
        # Material in a folder of sources or instructions is the teacher's (engine/reading/placement.py).
        if doc.is_reference or doc.id in sources or doc.placement == "material" or (
                doc.status == "skipped" and not doc.student and doc.message.startswith("skipped: ")):
            named.append(doc)
            continue
        position = index.match(doc)
        if position is None:
            shared = index.sharing_the_name(doc)
            if shared:
                # Several students of the list have this name and nothing else tells which one handed it in:
                # on the list, named as the files name it, none of them counted as handing nothing in.
                handed_in.update(shared)
                named.append(replace(doc, roster_name=class_list.students[shared[0]].name,
                                     named_in_files=doc.student, on_class_list=True))
            else:
                named.append(replace(doc, on_class_list=False))
            continue
        handed_in.add(position)
        student = class_list.students[position]
        shown = shown_names[position]
        files = label_parts(doc.name)[1] if doc.student else doc.name
        named.append(replace(doc, name=submission_label(shown, (files,)), student=shown,
                             roster_name=student.name, roster_id=student.number or student.email,
                             named_in_files=doc.student, on_class_list=True))
    absent = tuple(s for i, s in enumerate(class_list.students) if i not in handed_in)
    outcome = ClassListOutcome(class_list.path, class_list.kind, len(class_list.students), absent)
    return tuple(named), outcome
