"""Sources marked by the teacher: compared with students, never grouped as students, named as the origin."""

from __future__ import annotations

import json
from dataclasses import replace

from test_report_factory import COMMON, make_result

from plagcheck.cli.commands import main
from plagcheck.engine.reading.marked_sources import SOURCE_COLLECTION, mark_sources
from synthetic import write_class
from plagcheck.triage.overview import triage_overview


def test_marked_files_and_folders_become_sources_and_the_rest_stay_students():
    result = make_result(texts={
        "sources/orig.txt": f"The original text. {COMMON}",
        "alice.txt": f"Alice writes. {COMMON}",
        "bob.txt": f"Bob writes. {COMMON}",
    })
    folder = result.documents[0].path.rsplit("/", 1)[0]
    marked = mark_sources(replace(result, settings=replace(result.settings, source_paths=(folder,))))
    assert [d.collection for d in marked.documents] == [SOURCE_COLLECTION, "", "", ""]
    assert marked.documents[0].is_reference and not marked.documents[1].is_reference
    assert mark_sources(result) is result  # nothing marked: nothing changes
    references = [d.id for d in marked.documents if d.is_reference]
    overview = triage_overview(marked, 0.1, reference_ids=references)
    assert all(0 not in cluster.members for cluster in overview.clusters)  # never grouped as a student
    assert all(figure.doc_id != 0 for figure in overview.students)  # never counted as a student


def test_the_command_line_marks_a_sources_folder(tmp_path):
    folder = tmp_path / "class"
    write_class(folder, students=6, seed=3)
    sources = folder / "sources"
    sources.mkdir()
    first = sorted(folder.glob("*.txt"))[0]
    (sources / "orig.txt").write_text(first.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "scan.json"
    assert main(["scan", str(folder), "-q", "--workers", "1", "--source", str(sources), "--json", str(out)]) == 0
    documents = json.loads(out.read_text(encoding="utf-8"))["documents"]
    marked = [d for d in documents if d.get("collection") == SOURCE_COLLECTION]
    assert [d["name"].rsplit("/", 1)[-1] for d in marked] == ["orig.txt"]


def test_a_sources_folder_dropped_beside_the_class_zip_is_offered(tmp_path):
    from plagcheck.engine.reading.marked_sources import likely_source_folders

    archive = tmp_path / "classe.zip"
    archive.write_bytes(b"PK\x05\x06" + b"\0" * 18)
    sources = tmp_path / "Sources"
    sources.mkdir()
    (sources / "article.txt").write_text("Un article.\n", encoding="utf-8")
    other = tmp_path / "Classe 1reB"
    other.mkdir()
    assert likely_source_folders([str(archive), str(sources)]) == [str(sources.resolve())]
    assert likely_source_folders([str(other), str(sources)]) == [str(sources.resolve())]
    # Dropped alone, a folder is the class: only its sub-folders named like sources are offered.
    assert likely_source_folders([str(sources)]) == []
    (other / "Quellen").mkdir()
    assert likely_source_folders([str(other)]) == [str((other / "Quellen").resolve())]
