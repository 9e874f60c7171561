"""Class lists as the platforms export them, for the roster of tests/layout_fixtures.py, written at test time.

The column layouts are the platforms' published ones (plagcheck/engine/reading/class_list.py says which
export each is): Canvas's gradebook CSV ("Student" as "Last, First", "ID" the user id its download's file
names carry, "SIS User ID", "SIS Login ID", "Section", then a "Points Possible" row), Moodle's participants
table (XLSX) and grades export (CSV), Google Classroom's grades CSV ("Last Name", "First Name", "Email
Address", then rows of due dates and points), Teams' grades CSV ("First Name", "Last Name", "Email Address",
points and feedback per assignment). Each list has one student who handed nothing in (ABSENT); each class
gets one file of a student who is on no list (STRANGER).
"""

from __future__ import annotations

import csv
import io
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

from layout_fixtures import EMMA_TOO, NAMED_ONLY, ROSTER, Pupil, _write

ABSENT = Pupil("Léa", "Chevalier", "241020", "lchevalier")
STRANGER_FILE = "Inès Chevallier - essai.txt"
ASSIGNMENT = "Essay 1 - Pollinators (1234567)"


def email(pupil: Pupil) -> str:
    """Return the student's school e-mail address."""
    return f"{pupil.username}@school.example"


def _csv(rows: list[list[str]], separator: str = ",") -> str:
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=separator, lineterminator="\r\n").writerows(rows)
    return buffer.getvalue()


def canvas_gradebook(pupils) -> str:
    """Return Canvas's gradebook export (Grades > Export > Export Entire Gradebook)."""
    rows = [["Student", "ID", "SIS User ID", "SIS Login ID", "Section", ASSIGNMENT, "Current Score"],
            ["    Points Possible", "", "", "", "", "20.00", "(read only)"]]
    for pupil in pupils:
        rows.append([f"{pupil.last}, {pupil.first}", pupil.number, f"S{pupil.number}", pupil.username,
                     "English 10B", "15.00", "75.00"])
    rows.append(["Student, Test", "999999", "", "", "English 10B", "", ""])
    return _csv(rows)


def moodle_participants(pupils) -> list[list[str]]:
    """Return the rows of Moodle's participants table as downloaded (Participants > Download table data)."""
    rows = [["First name", "Last name", "ID number", "Email address", "Roles", "Groups", "Last access to course"]]
    for pupil in pupils:
        rows.append([pupil.first, pupil.last, f"E{pupil.number}", email(pupil), "Student", "10B", "2 days 4 hours"])
    return rows


def moodle_grades(pupils) -> str:
    """Return Moodle's grades export as CSV (Grades > Export > Plain text file)."""
    rows = [["First name", "Last name", "ID number", "Institution", "Department", "Email address",
             "Assignment: Essay 1 (Real)", "Course total (Real)", "Last downloaded from this course"]]
    for pupil in pupils:
        rows.append([pupil.first, pupil.last, f"E{pupil.number}", "Lycée Exemple", "", email(pupil), "15.00",
                     "15.00", "1733100000"])
    return _csv(rows)


def classroom_grades(pupils) -> str:
    """Return Google Classroom's grades download (Grades > Download these grades as a CSV file)."""
    rows = [["Last Name", "First Name", "Email Address", "Essay 1 - Pollinators"],
            ["", "", "", "Mar 14, 2024"], ["Points", "", "", "20"], ["Class average", "", "", "15"]]
    for pupil in pupils:
        rows.append([pupil.last, pupil.first, email(pupil), "15"])
    return _csv(rows)


def teams_grades(pupils) -> str:
    """Return Teams' grades export (Assignments > Grades > Export to Excel, a CSV file)."""
    rows = [["First Name", "Last Name", "Email Address", "Essay 1 - Pollinators", "Points", "Feedback"]]
    for pupil in pupils:
        rows.append([pupil.first, pupil.last, email(pupil), "15", "20", "Good work"])
    return _csv(rows)


def french_table(pupils) -> str:
    """Return a school's own list as a French spreadsheet saves it: ";" between cells."""
    rows = [["Nom", "Prénom", "Classe", "Courriel"]]
    for pupil in pupils:
        rows.append([pupil.last.upper(), pupil.first, "1reB", email(pupil)])
    return _csv(rows, ";")


def xlsx_bytes(rows: list[list[str]]) -> bytes:
    """Return a minimal Excel workbook holding `rows` in its first sheet, strings shared as Excel saves them."""
    strings: dict[str, int] = {}
    cells = []
    for r, row in enumerate(rows, start=1):
        values = []
        for c, value in enumerate(row):
            column = chr(65 + c)
            if value.isdigit():
                values.append(f'<c r="{column}{r}"><v>{value}</v></c>')
            else:
                index = strings.setdefault(value, len(strings))
                values.append(f'<c r="{column}{r}" t="s"><v>{index}</v></c>')
        cells.append(f'<row r="{r}">{"".join(values)}</row>')
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    parts = {
        "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
                               'content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
        "xl/workbook.xml": f'<?xml version="1.0"?><workbook xmlns="{main}" xmlns:r="{rel}"><sheets>'
                           f'<sheet name="Participants" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
                                      'package/2006/relationships"><Relationship Id="rId1" Type="x" '
                                      'Target="worksheets/participants.xml"/></Relationships>',
        "xl/sharedStrings.xml": f'<?xml version="1.0"?><sst xmlns="{main}">'
                                + "".join(f"<si><t>{escape(s)}</t></si>" for s in strings) + "</sst>",
        "xl/worksheets/participants.xml": f'<?xml version="1.0"?><worksheet xmlns="{main}"><sheetData>'
                                          + "".join(cells) + "</sheetData></worksheet>",
    }
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts.items():
            archive.writestr(name, text)
    return buffer.getvalue()


#: For each platform's download (tests/layout_fixtures.py), the class list its platform exports: (file name,
#: writer of its bytes for a list of pupils).
LISTS = {
    "canvas": ("Grades-English_10B.csv", lambda pupils: canvas_gradebook(pupils).encode("utf-8")),
    "moodle": ("courseid_42_participants.xlsx", lambda pupils: xlsx_bytes(moodle_participants(pupils))),
    "moodle-grades": ("English 10B Grades.csv", lambda pupils: moodle_grades(pupils).encode("utf-8-sig")),
    "classroom": ("English 10B - Grades.csv", lambda pupils: classroom_grades(pupils).encode("utf-8")),
    "teams": ("English 10B grades.csv", lambda pupils: teams_grades(pupils).encode("utf-8-sig")),
    "table": ("liste 1reB.csv", lambda pupils: french_table(pupils).encode("utf-8-sig")),
}
#: The platform whose download each list goes with.
DOWNLOAD_OF = {"canvas": "canvas", "moodle": "moodle", "moodle-grades": "moodle", "classroom": "classroom",
               "teams": "teams", "table": "teams"}


def listed_pupils(kind: str) -> list[Pupil]:
    """Return who is on the list of `kind`: the class (with one Emma Smith where the platform names students
    by name alone) and ABSENT."""
    class_ = ROSTER if DOWNLOAD_OF[kind] in ("canvas", "moodle") else NAMED_ONLY
    return [*class_, ABSENT]


def write_class_list(kind: str, folder: Path) -> Path:
    """Write the class list of `kind` into `folder`; return its path."""
    name, writer = LISTS[kind]
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(writer(listed_pupils(kind)))
    return path


def write_stranger(folder: Path) -> Path:
    """Write a file of a student on no class list beside the download."""
    return _write(folder / STRANGER_FILE, "Un essai sur les abeilles et les pesticides, écrit par une autre.\n" * 20)


__all__ = ["ABSENT", "EMMA_TOO", "LISTS", "STRANGER_FILE", "email", "listed_pupils", "write_class_list",
           "write_stranger"]
