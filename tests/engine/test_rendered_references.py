"""Passages a class document and a stored text each render from one source (engine/references/rendered_references.py):
last year's class in the library, this year's honest students retelling what last year's translated."""

from __future__ import annotations

import hashlib
import shutil
import sys
from pathlib import Path

import pytest

from plagcheck.engine.references.library import ReferenceLibrary
from plagcheck.pipeline import drive, run_scan
from plagcheck.shared.models import DocumentRecord, ScanSettings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from translated_classes import all_students, build, honest_students  # noqa: E402

SOURCES = ("source_web.txt", "source_article.txt")
#: de_jonas's essay (a German translation of source_web's second paragraph, between two sentences of his own),
#: translated into French whole: his own sentences too, and his renderings ("den Winter", "Völkerkollaps").
JONAS_IN_FRENCH = (
    "Dans cette dissertation, je m'intéresse à la mort des abeilles et à ses conséquences.\n\n"
    "Depuis l'hiver 2006, des apiculteurs d'Amérique du Nord et d'Europe annoncent qu'ils ont perdu beaucoup de "
    "colonies. Certaines années, presque quarante pour cent des ruches n'ont pas survécu à l'hiver. Les "
    "scientifiques appellent la disparition soudaine des ouvrières l'effondrement des colonies. Les abeilles "
    "adultes ont tout simplement disparu, tandis que la reine, le miel et le couvain restent.\n\n"
    "Ces chiffres m'ont vraiment fait peur.\n"
)


def _records(paths: list[Path], names: list[str]) -> list[DocumentRecord]:
    records = []
    for n, (path, name) in enumerate(zip(paths, names)):
        text = path.read_text(encoding="utf-8")
        records.append(DocumentRecord(n, str(path), name, "ok", "", text=text,
                                      sha256=hashlib.sha256(text.encode()).hexdigest()))
    return records


def _listed(tmp_path: Path, last_year: bool, sources_in_class: bool = False) -> tuple[set[tuple[str, str]], list]:
    """Scan bench_translated's class, with a French copy of de_jonas's essay, against a library of its two
    sources (with `sources_in_class`, the sources marked in the class instead) and, with `last_year`, last
    year's class: every student who copied, translated or pasted, named lastyear_*; return the listed
    (student, other document) pairs and the planted cases."""
    klass, material, last = tmp_path / "class", tmp_path / "material", tmp_path / "last_year"
    cases = [case for case in build(klass) if case.source in SOURCES]
    (klass / "fr_from_jonas.txt").write_text(JONAS_IN_FRENCH, encoding="utf-8")
    paths, names, marked = [], [], ()
    if sources_in_class:
        marked = tuple(str(klass / name) for name in SOURCES)
    else:
        material.mkdir()
        for name in SOURCES:
            shutil.move(klass / name, material / name)
        paths, names = [material / name for name in SOURCES], list(SOURCES)
    if last_year:
        students = sorted({case.student for case in build(last)})
        paths += [last / student for student in students]
        names += [f"lastyear_{student}" for student in students]
    library = tmp_path / "library.sqlite3"
    with ReferenceLibrary(library) as opened:
        drive(opened.add("Sources", _records(paths, names), ScanSettings()))
    settings = ScanSettings(reference_collections=("Sources",), library_path=str(library), source_paths=marked)
    result = run_scan([klass], settings)
    shown = {d.id: Path(d.path).name if not d.is_reference else d.name.removeprefix("Sources/")
             for d in result.documents}
    return {(shown[p.a], shown[p.b]) for p in result.pairs_above(settings.threshold)}, cases


@pytest.fixture(scope="module")
def scans(tmp_path_factory):
    return {last_year: _listed(tmp_path_factory.mktemp(f"last_year_{last_year}"), last_year)
            for last_year in (False, True)}


def test_an_honest_student_is_not_listed_with_last_years_translation_of_the_source_she_retells(scans):
    honest = {f"{name}.txt" for name in honest_students(all_students())}
    listed, _ = scans[True]
    with_last_year = {(a, b) for a, b in listed if a in honest and b.startswith("lastyear_")}
    # nl_honest retells, in Dutch with English quotations, the paragraph de_jonas translated last year: her
    # sentences match the source's, and de_jonas's passage with the source holds her passage with him.
    assert ("nl_honest.txt", "lastyear_de_jonas.txt") not in with_last_year
    # es_valeria's sentences match none of source_article's in the pivot (the French summary's two): nothing
    # says she renders it, and she stays listed with him (issue 42, left open).
    assert with_last_year <= {("es_valeria.txt", "lastyear_fr_bastien.txt")}


def test_every_copy_of_a_source_found_without_last_years_class_is_found_with_it(scans):
    without, cases = scans[False]
    with_last_year, _ = scans[True]
    found = {(case.student, case.source) for case in cases} & without
    assert found and found <= with_last_year


def test_a_student_is_not_listed_with_last_years_student_who_translated_the_same_source_paragraph(scans):
    listed, _ = scans[True]
    # nl_reordered renders source_web's second paragraph in Dutch, as de_jonas did in German last year.
    assert ("nl_reordered.txt", "lastyear_de_jonas.txt") not in listed
    assert ("nl_reordered.txt", "source_web.txt") in listed


def test_a_student_who_copied_last_years_translation_is_still_listed(scans):
    listed, _ = scans[True]
    # Word for word: de_jonas's essay is his stored one of last year.
    assert ("de_jonas.txt", "lastyear_de_jonas.txt") in listed
    # Translated into French, his own sentences with the source's: listed with the source his translation
    # renders (a faithful translation of a faithful translation renders the source as much as it renders him).
    assert {("fr_from_jonas.txt", "lastyear_de_jonas.txt"), ("fr_from_jonas.txt", "source_web.txt")} & listed


def test_with_the_sources_in_the_class_last_years_translators_are_not_sources_either(tmp_path):
    listed, _ = _listed(tmp_path, last_year=True, sources_in_class=True)
    assert ("nl_honest.txt", "lastyear_de_jonas.txt") not in listed
    assert ("nl_reordered.txt", "lastyear_de_jonas.txt") not in listed
    assert ("nl_reordered.txt", "source_web.txt") in listed
    assert ("de_jonas.txt", "lastyear_de_jonas.txt") in listed
