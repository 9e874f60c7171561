"""Classes as learning platforms hand them over: one writer per platform, run at test time (nothing binary is
committed). Run it to look at them: `python tests/layout_fixtures.py OUT_FOLDER`.

Every platform gets the same roster (names with accents, spaces, apostrophes and hyphens, two students with one
name, a very long title), named the way the platform names files (plagcheck/engine/reading/layouts.py cites where each
naming comes from). The essays are generated pseudo-prose; Zoë's copies a long passage of Priya's, and Priya
uploaded the same file twice. Each writer returns what a reader of the layout must find.
"""

from __future__ import annotations

import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script from anywhere

from synthetic import TextGenerator, plant  # noqa: E402

LONG_TITLE = ("The Impact of Neonicotinoid Pesticides on Wild Bee Populations in Northern Europe - a Critical "
              "Review of the Evidence from 2010 to 2024")


@dataclass(frozen=True)
class Pupil:
    """One student of the roster, with what each platform knows of them."""

    first: str
    last: str
    number: str
    username: str

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"


ROSTER = (
    Pupil("Priya", "Sharma", "241003", "psharma"),
    Pupil("José", "García López", "241004", "jgarcia"),
    Pupil("Siobhán", "O'Brien", "241005", "sobrien"),
    Pupil("Nguyễn Thị", "Minh Khai", "241006", "nminhkhai"),
    Pupil("Zoë", "van der Berg", "241007", "zvanderberg"),
    Pupil("Kwame", "Mensah", "241008", "kmensah"),
    Pupil("Mary-Jane", "Smith-Jones", "241009", "msmithjones"),
    Pupil("Emma", "Smith", "241010", "esmith"),
    Pupil("Emma", "Smith", "241011", "esmith2"),
)
PRIYA, JOSE, SIOBHAN, NGUYEN, ZOE, KWAME, MARY_JANE, EMMA, EMMA_TOO = ROSTER
#: Platforms that name a student by name alone cannot tell two students of one name apart: their classes
#: have one Emma Smith.
NAMED_ONLY = tuple(p for p in ROSTER if p is not EMMA_TOO)


@dataclass(frozen=True)
class ExpectedStudent:
    """What a reader of the layout must find for one student."""

    name: str
    number: str
    #: The checked files' own names (without the platform's prefix), sorted.
    checked: tuple[str, ...]
    earlier: int = 0
    late: bool = False


@dataclass
class PlatformClass:
    """A class written in one platform's layout, and what reading it must give."""

    platform: str
    folder: Path
    students: list[ExpectedStudent] = field(default_factory=list)
    #: The platform's own files (receipts, index pages, links, drafts) that are nobody's work to compare.
    set_aside: int = 0
    #: Files that fit no student (the teacher's own files beside the download).
    loose: int = 0


def essays(seed: int = 7) -> dict[str, str]:
    """Return each roster student's essay (by username): Zoë's holds 160 words of Priya's, Mary-Jane's 200 of
    Zoë's (lightly edited), Kwame's 120 of Siobhán's."""
    generator = TextGenerator(seed)
    texts = {pupil.username: generator.essay(420) for pupil in ROSTER}
    texts[ZOE.username] = plant(generator, texts[PRIYA.username], texts[ZOE.username], 160, "verbatim")[0]
    texts[MARY_JANE.username] = plant(generator, texts[ZOE.username], texts[MARY_JANE.username], 200, "light")[0]
    texts[KWAME.username] = plant(generator, texts[SIOBHAN.username], texts[KWAME.username], 120, "verbatim")[0]
    return texts


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".docx":
        import docx

        document = docx.Document()
        for paragraph in text.split("\n\n"):
            document.add_paragraph(paragraph.replace("\n", " "))
        document.save(path)
    elif path.suffix == ".html":
        body = "".join(f"<p>{p}</p>" for p in text.split("\n\n"))
        path.write_text(f"<!DOCTYPE html><html><body>{body}</body></html>", encoding="utf-8")
    else:
        path.write_text(text, encoding="utf-8")
    return path


def _own_files(pupil: Pupil, texts: dict[str, str]) -> list[tuple[str, str]]:
    """Return the files (own name, text) the student hands in: most one essay, some two files."""
    text = texts[pupil.username]
    if pupil is PRIYA:  # the same file uploaded twice
        return [("Extended writing.docx", text), ("Extended writing (1).docx", text)]
    if pupil is JOSE:
        return [("Ensayo final.docx", text), ("Bibliografía.txt", "García, M. (2021). Las abejas. Madrid.\n")]
    if pupil is SIOBHAN:
        return [(LONG_TITLE + ".docx", text)]
    return [("Essay.docx", text)]


def write_moodle(folder: Path) -> PlatformClass:
    """Moodle's "Download submissions in folders": `Name_<id>_assignsubmission_<plugin>_/files`; Kwame typed
    his essay (online text); a flat file name for Mary-Jane (the older layout)."""
    texts, result = essays(), PlatformClass("moodle", folder)
    for pupil in ROSTER:
        prefix = f"{pupil.full}_{pupil.number}_assignsubmission_"
        if pupil is KWAME:
            _write(folder / f"{prefix}onlinetext_" / "onlinetext.html", texts[pupil.username])
            checked = ("onlinetext.html",)
        elif pupil is MARY_JANE:
            for own, text in _own_files(pupil, texts):
                _write(folder / f"{prefix}file_{own}", text)
            checked = ("Essay.docx",)
        else:
            files = _own_files(pupil, texts)
            for own, text in files:
                _write(folder / f"{prefix}file_" / own, text)
            checked = tuple(sorted(own for own, _ in files))
        name = pupil.full if pupil.full != "Emma Smith" else f"Emma Smith ({pupil.number})"
        result.students.append(ExpectedStudent(name, pupil.number, checked))
    _write(folder / "Question sheet.txt", "Write 800 words on pollinators.\n")
    result.loose = 1
    return result


def canvas_name(pupil: Pupil) -> str:
    """Return the name part Canvas writes: the sortable name ("Last, First") in lower case, letters only."""
    sortable = f"{pupil.last}, {pupil.first}".lower()
    return "".join(ch for ch in sortable if ch.isalnum() or unicodedata.category(ch).startswith("M"))


def write_canvas(folder: Path) -> PlatformClass:
    """Canvas's flat `lastfirst[_LATE]_<user id>_<attachment id>_<own name>`; Kwame's typed text is
    `_text.html`, Mary-Jane is late, Nguyễn handed in a web address as well."""
    texts, result = essays(), PlatformClass("canvas", folder)
    attachment = 5_550_100
    for pupil in ROSTER:
        name, late = canvas_name(pupil), "_LATE" if pupil is MARY_JANE else ""
        if pupil is KWAME:
            _write(folder / f"{name}_{pupil.number}_text.html", texts[pupil.username])
            checked: tuple[str, ...] = ("typed text",)
        else:
            files = _own_files(pupil, texts)
            for own, text in files:
                attachment += 7
                _write(folder / f"{name}{late}_{pupil.number}_{attachment}_{own}", text)
            checked = tuple(sorted(own for own, _ in files))
        if pupil is NGUYEN:
            _write(folder / f"{name}_{pupil.number}_link.html", "<html><body>https://example.org</body></html>")
            result.set_aside += 1
        result.students.append(ExpectedStudent(name if pupil.full != "Emma Smith" else f"{name} ({pupil.number})",
                                               pupil.number, checked, late=bool(late)))
    return result


def write_blackboard(folder: Path) -> PlatformClass:
    """Blackboard's `<assignment>_<username>_attempt_<date>_<own name>` and one receipt `.txt` per attempt;
    Nguyễn handed in twice (the latest attempt is checked)."""
    texts, result = essays(), PlatformClass("blackboard", folder)
    assignment = "Essay 1 - Pollinators"
    for day, pupil in enumerate(ROSTER, start=1):
        attempts = [f"2024-03-{day + 10:02d}-09-15-{day:02d}"]
        if pupil is NGUYEN:
            attempts = ["2024-03-02-18-40-05", "2024-03-14-10-22-31"]
        for number, stamp in enumerate(attempts):
            stem = f"{assignment}_{pupil.username}_attempt_{stamp}"
            draft = number < len(attempts) - 1
            files = [("Draft.docx", texts[pupil.username][:900])] if draft else _own_files(pupil, texts)
            receipt = [f"Name: {pupil.full} ({pupil.username})", f"Assignment: {assignment}",
                       f"Date Submitted: {stamp}", "", "Files:"]
            for own, text in files:
                _write(folder / f"{stem}_{own}", text)
                receipt += [f"\tOriginal filename: {own}", f"\tFilename: {stem}_{own}"]
            _write(folder / f"{stem}.txt", "\n".join(receipt) + "\n")
            result.set_aside += 1
        checked = tuple(sorted(own for own, _ in _own_files(pupil, texts)))
        result.students.append(ExpectedStudent(pupil.username, "", checked, earlier=len(attempts) - 1))
    return result


def write_brightspace(folder: Path) -> PlatformClass:
    """Brightspace's flat `<id>-<id> - First Last - Mon D, YYYY HMM AM - <own name>` and `index.html`;
    Nguyễn submitted twice; Kwame's download is the older folder-per-submission form."""
    texts, result = essays(), PlatformClass("brightspace", folder / "Essay 1 Download Mar 15, 2024 1105 AM")
    root = result.folder
    ids = 88_000
    for day, pupil in enumerate(NAMED_ONLY, start=1):
        times = [(f"Mar {day + 3}, 2024", day % 11 + 1, 5 * day, "PM")]
        if pupil is NGUYEN:
            times = [("Mar 2, 2024", 6, 40, "PM"), ("Mar 14, 2024", 10, 22, "AM")]
        for number, (date, hour, minute, half) in enumerate(times):
            ids += 1
            draft = number < len(times) - 1
            files = [("Draft.docx", texts[pupil.username][:900])] if draft else _own_files(pupil, texts)
            for own, text in files:
                ids += 1
                if pupil is KWAME:  # the older download: a folder per submission, the time with a colon
                    _write(root / f"{ids}-{ids + 1} - {pupil.full} - {date} {hour}:{minute:02d} {half}" / own, text)
                else:
                    _write(root / f"{ids}-{ids + 1} - {pupil.full} - {date} {hour}{minute:02d} {half} - {own}", text)
        checked = tuple(sorted(own for own, _ in _own_files(pupil, texts)))
        result.students.append(ExpectedStudent(pupil.full, "", checked, earlier=len(times) - 1))
    _write(root / "index.html", "<html><body><table><tr><td>Priya Sharma</td></tr></table></body></html>")
    result.set_aside = 1
    return result


def write_classroom(folder: Path) -> PlatformClass:
    """A Classroom assignment's Drive folder as Drive zips it: the Doc copied for each student (`First Last -
    Title`), and one student's own upload under its own name."""
    texts, result = essays(), PlatformClass("classroom", folder / "Essay 1 - Pollinators")
    title = "Pollinators essay template"
    for pupil in NAMED_ONLY:
        if pupil is MARY_JANE:
            _write(result.folder / "my essay final FINAL.docx", texts[pupil.username])
            result.loose += 1
            continue
        _write(result.folder / f"{pupil.full} - {title}.docx", texts[pupil.username])
        result.students.append(ExpectedStudent(pupil.full, "", (f"{title}.docx",)))
    return result


def write_teams(folder: Path) -> PlatformClass:
    """The Student Work library of a class team: `Submitted files/<student>/<assignment>/files`, and
    drafts in `Working files/`."""
    texts, result = essays(), PlatformClass("teams", folder / "Student Work")
    assignment = "Essay 1 - Pollinators"
    for pupil in NAMED_ONLY:
        name = pupil.full
        files = _own_files(pupil, texts)
        for own, text in files:
            _write(result.folder / "Submitted files" / name / assignment / own, text)
        result.students.append(ExpectedStudent(name, "", tuple(sorted(own for own, _ in files))))
    _write(result.folder / "Working files" / PRIYA.full / assignment / "notes.docx", "Notes to self.\n")
    result.set_aside = 1
    return result


WRITERS = {
    "moodle": write_moodle, "canvas": write_canvas, "blackboard": write_blackboard, "brightspace": write_brightspace,
    "classroom": write_classroom, "teams": write_teams,
}


def write_platform_class(platform: str, folder: Path) -> PlatformClass:
    """Write the roster's class in `platform`'s layout under `folder`; return what reading it must give."""
    return WRITERS[platform](folder)


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "layout-fixtures")
    for key, writer in WRITERS.items():
        made = writer(out / key)
        print(f"{key}: {made.folder} ({len(made.students)} students)")
