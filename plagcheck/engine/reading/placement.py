"""Which files lie outside every student's submission: the teacher's own material in a class folder.

A file is outside when the class's layout gives it to no student and nothing suggests a student handed it in:
it lies in a folder whose name says it holds sources or instructions (the dropped folder's own name counts
for sources only: a class folder is often named after the assignment), or the class is read as a platform's
download or as one folder per student and the file lies beside them (a few files at the top: many are
students' files merged into the download). In a folder of loose files every file is a submission, whatever
its name: a student may call an essay "assignment.txt".

Only a file outside may be taken for the assignment sheet without the teacher saying so
(engine/copied/prompt.py); everything else is compared.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import PurePath

from plagcheck.engine.reading.layouts import ClassLayout
from plagcheck.engine.text.assignment_words import SOURCE_FOLDER_NAMES, material_folder
from plagcheck.shared.models import DocumentRecord

#: A folder of loose files is read as one folder per student when at least this many of its sub-folders hold
#: files: a file at its top then lies beside the students' folders.
STUDENT_FOLDERS = 2
#: ... and at most this many files lie at its top (the teacher's sheet and a rubric, say).
BESIDE_FILES = 2
#: Where a file outside the submissions lies: in a folder of sources or instructions, or beside the students'.
MATERIAL = "material"
BESIDE = "beside"


def outside_submissions(root: str, paths: Sequence[Sequence[str]], layout: ClassLayout) -> dict[int, str]:
    """Return, for each of `paths` (a file's path below the dropped folder `root`, as components) that lies
    outside every student's submission as `layout` reads them, where: MATERIAL or BESIDE (see the module's
    docstring)."""
    loose = set(layout.loose)
    if not loose:
        return {}
    in_sources = " ".join(PurePath(root).name.replace("_", " ").split()).casefold() in SOURCE_FOLDER_NAMES
    wrappers = _wrappers(paths)
    top_files = sum(1 for path in paths if len(path) - 1 <= wrappers)
    # Only a folder of students' folders with a file or two at its top has a "beside", and a platform's
    # download with fewer loose files at its top than students it names: a class handed in partly as loose
    # files has students' files there.
    if layout.layout == "files":
        per_student = _student_folders(paths) >= STUDENT_FOLDERS and top_files <= BESIDE_FILES
    else:
        top_loose = sum(1 for index in loose if len(paths[index]) - 1 <= wrappers)
        per_student = top_loose < len(layout.students)
    outside = {}
    for index in sorted(loose):
        folders = paths[index][:-1]
        if in_sources or any(material_folder(folder) for folder in folders):
            outside[index] = MATERIAL
        elif per_student and len(folders) <= wrappers:
            outside[index] = BESIDE  # at the top, beside the students' folders or the platform's files
    return outside


def with_named_files_submitted(documents: Sequence[DocumentRecord]) -> tuple[DocumentRecord, ...]:
    """Return the documents with those lying beside the students' folders whose cover sheet (or the class
    list) names a student taken as submissions (placement cleared): a student's name on a file suggests a
    student handed it in. Files in a folder of sources or instructions stay the teacher's."""
    return tuple(replace(doc, placement="") if doc.placement == BESIDE and (doc.suggested_name or doc.roster_name)
                 else doc for doc in documents)


def _student_folders(paths: Sequence[Sequence[str]]) -> int:
    """Return how many folders below the shared wrapper folders hold files."""
    depth = _wrappers(paths)
    return len({path[depth] for path in paths if len(path) - depth >= 2})


def _wrappers(paths: Sequence[Sequence[str]]) -> int:
    """Return how many leading folders every path shares and that hold no file themselves (a zip's own top
    folder, "Submissions/")."""
    if not paths:
        return 0
    depth = 0
    shortest = min(len(p) for p in paths)
    while depth < shortest - 1 and len({p[depth] for p in paths}) == 1:
        depth += 1
    return depth
