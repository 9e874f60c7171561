"""The reference library: kept between sessions, compared with the class only."""

import json

import pytest

from plagcheck.cli import main
from plagcheck.engine.library import ReferenceLibrary
from plagcheck.models import DocumentRecord, ScanSettings
from plagcheck.pipeline import drive, scan_documents
from plagcheck.synthetic import TextGenerator, plant


def record(i, text, name=None):
    import hashlib

    return DocumentRecord(i, f"/old/{name or i}.txt", name or f"doc{i}.txt", "ok", "",
                          sha256=hashlib.sha256(text.encode()).hexdigest(), text=text)


@pytest.fixture
def texts():
    gen = TextGenerator(31)
    old = [gen.essay(500) for _ in range(6)]
    old[5] = old[4] + "\n\n" + gen.essay(50)  # two references that nearly match each other
    student, *_ = plant(gen, old[2], gen.essay(700), 150, "verbatim")
    return gen, old, student


def test_library_survives_a_restart_and_adds_nothing_twice(tmp_path, texts):
    _, old, _ = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        report = drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
        assert (report.added, report.already_there) == (6, 0)
    with ReferenceLibrary(path) as library:
        assert [(c.name, c.documents) for c in library.collections()] == [("2025", 6)]
        again = drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
        assert (again.added, again.already_there) == (0, 6)
        drive(library.add("2026", [record(0, old[0])], ScanSettings()))  # same text, other collection
        assert library._db.execute("SELECT COUNT(*) FROM texts").fetchone()[0] == 6  # stored once
        assert library.remove("2026") == 1
        assert [c.name for c in library.collections()] == ["2025"]
        with pytest.raises(KeyError):
            library.remove("2026")


def test_class_is_compared_with_references_but_references_not_with_each_other(tmp_path, texts):
    gen, old, student = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t, f"old{i}") for i, t in enumerate(old)], ScanSettings()))
    classmates = [student, gen.essay(600), gen.essay(600)]
    settings = ScanSettings(workers=1, reference_collections=("2025",), library_path=str(path))
    result = drive(scan_documents([record(i, t) for i, t in enumerate(classmates)], settings))
    references = [d for d in result.documents if d.is_reference]
    assert references and all(d.collection == "2025" for d in references)
    reference_ids = {d.id for d in references}
    assert all(not (p.a in reference_ids and p.b in reference_ids) for p in result.pairs)
    (pair,) = [p for p in result.pairs if p.b in reference_ids]
    source = result.document(pair.b)
    assert source.name == "2025/old2" and source.text == old[2]
    best = max(pair.passages, key=lambda p: p.a_end - p.a_start)
    assert student[best.a_start : best.a_end] == source.text[best.b_start : best.b_end]
    assert best.length_a >= 140


def test_other_shingle_settings_rebuild_the_index_from_stored_texts(tmp_path, texts):
    gen, old, student = texts
    path = tmp_path / "lib.sqlite3"
    with ReferenceLibrary(path) as library:
        drive(library.add("2025", [record(i, t) for i, t in enumerate(old)], ScanSettings()))
    settings = ScanSettings(unit="char", workers=1, reference_collections=("2025",), library_path=str(path))
    result = drive(scan_documents([record(0, student), record(1, gen.essay(300))], settings))
    assert any(result.document(p.b).is_reference and p.score > 0.1 for p in result.pairs)


def test_unknown_collection_is_refused(tmp_path):
    with ReferenceLibrary(tmp_path / "lib.sqlite3") as library:
        with pytest.raises(KeyError):
            library.candidates({}, ScanSettings(), ["nope"])


def test_library_from_the_command_line(tmp_path, texts, capsys):
    gen, old, student = texts
    previous = tmp_path / "Essays 2025"
    previous.mkdir()
    for i, t in enumerate(old):
        (previous / f"old{i}.txt").write_text(t, encoding="utf-8")
    current = tmp_path / "class"
    current.mkdir()
    (current / "student.txt").write_text(student, encoding="utf-8")
    (current / "other.txt").write_text(gen.essay(400), encoding="utf-8")
    lib = str(tmp_path / "lib.sqlite3")
    out = tmp_path / "r.json"
    assert main(["scan", str(current), "--reference", str(previous), "--library", lib, "--json", str(out),
                 "-q", "--workers", "1"]) == 0
    data = json.loads(out.read_text())
    names = {d["id"]: d for d in data["documents"]}
    assert any(names[p["b"]]["collection"] == "Essays 2025" for p in data["pairs"])
    # the folder is now a collection: a second scan names it and reads none of its files again
    assert main(["scan", str(current), "--reference", "Essays 2025", "--library", lib, "--json", str(out),
                 "-q", "--workers", "1"]) == 0
    assert main(["library", "--library", lib, "list", "--json", "-"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["collections"][0]["name"] == "Essays 2025" and listing["collections"][0]["documents"] == 6
    assert main(["library", "--library", lib, "remove", "Essays 2025", "-q"]) == 0
    assert main(["scan", str(current), "--reference", "Essays 2025", "--library", lib, "-q"]) == 2
