"""How many files a scan read, compared and could not read: one set of figures for the window, the report,
the JSON and the command line, so that all of them say the same.

Sources marked in the class folder and reference-library texts are compared with the class but are not the
class's work: they are counted apart ("and 2 source texts"), never among the students' files.
"""

from __future__ import annotations

from dataclasses import dataclass

from plagcheck.i18n import number
from plagcheck.i18n import translate
from plagcheck.shared.models import DocumentRecord, ScanResult
from plagcheck.shared.vocabulary import count_text


@dataclass(frozen=True)
class ClassFigures:
    """The counts every view of a scan shows."""

    #: The class's own files (students' work): every file found, whether it could be read or not.
    files: int
    #: Of them, the files whose text was compared.
    compared: int
    #: Sources and reference-library texts compared with the class (not counted among its files).
    references: int
    #: Files listed under File problems: not read, or read only in part (the class's, the sources' and the
    #: files given to everyone).
    problems: int


def has_problem(document: DocumentRecord) -> bool:
    """Return True when a file is listed under File problems: not read, or read only in part."""
    return document.status != "ok" or not document.usable


def class_figures(result: ScanResult) -> ClassFigures:
    """Return the counts of `result` (see ClassFigures)."""
    own = [d for d in result.documents if not d.is_reference]
    problems = sum(1 for d in (*result.documents, *result.templates) if has_problem(d))
    return ClassFigures(files=len(own), compared=sum(1 for d in own if d.usable),
                        references=len(result.documents) - len(own), problems=problems)


def files_text(figures: ClassFigures) -> str:
    """Return "42 files, 39 compared" and, when there are any, " (and 2 source texts)"."""
    text = translate(
        "ClassFigures", "{file}, {compared} compared").format(
            file=count_text(figures.files, 'file'), compared=number(figures.compared))
    if figures.references:
        text += translate("ClassFigures", " (and {text})").format(text=count_text(figures.references, 'source text'))
    return text


def figures_to_dict(figures: ClassFigures) -> dict[str, int]:
    """Return the figures as the JSON writes them (under "counts")."""
    return {"files": figures.files, "compared": figures.compared, "sources_and_references": figures.references,
            "with_problems": figures.problems}
