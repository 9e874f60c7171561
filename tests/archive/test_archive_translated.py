"""Translated copying against the archive, on a real cluster on the loopback interface (a scheduler and two worker
processes): each text's language and pivot senses kept when it is added, the candidates found by key range with
the library's rules, the pairs aligned on the workers (plagcheck/archive/translated.py)."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason='the archive needs the [archive] extra: pip install ".[archive]"')

sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))  # the library's translated texts

from plagcheck.archive import source as source_module  # noqa: E402
from plagcheck.archive.add import add  # noqa: E402
from plagcheck.archive.derive import text_senses  # noqa: E402
from plagcheck.archive.info import archive_info  # noqa: E402
from plagcheck.archive import MARKER  # noqa: E402
from plagcheck.archive.layout import Archive, ArchiveError, check_version, global_id  # noqa: E402
from plagcheck.archive.source import ArchiveSource  # noqa: E402
from plagcheck.archive.translated import nearest_texts, range_senses, sense_range_tasks  # noqa: E402
from plagcheck.archive.translated import translated_tasks as tasks_of  # noqa: E402
from plagcheck.cli.commands import main  # noqa: E402
from plagcheck.engine.references.derivations import pivot_key  # noqa: E402
from plagcheck.engine.references.translated_candidates import nearest_references, wanted_languages  # noqa: E402
from plagcheck.engine.reworded.lexicon import text_words  # noqa: E402
from plagcheck.pipeline import drive  # noqa: E402
from plagcheck.shared.models import ScanSettings  # noqa: E402
from test_library_translated import HONEST_ESSAY, TRANSLATED_ESSAY, _filler  # noqa: E402
from test_translated import SOURCE  # noqa: E402

#: An English text on another subject, and a Spanish one, so that the archive holds several languages.
TRAINS = ("Trains of the future\n\n" + "High speed trains link the great cities of Europe in a few hours, and many "
          "travellers now prefer them to planes for journeys under a thousand kilometres. " * 6)
SPANISH = ("Los trenes\n\n" + "Los trenes de alta velocidad unen las grandes ciudades de Europa en pocas horas, y "
           "muchos viajeros los prefieren al avión para los viajes cortos. " * 6)


def _archive(tmp_path, client, texts: dict[str, str]) -> str:
    folder = tmp_path / "Sources"
    folder.mkdir()
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    address = str(tmp_path / "archive")
    drive(add(address, [str(folder)], "Sources", "2025", ScanSettings(), client))
    return address


def _class(tmp_path, texts: dict[str, str]) -> Path:
    folder = tmp_path / "class"
    folder.mkdir(parents=True)
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def _pairs(path: Path) -> dict:
    data = json.loads(path.read_text())
    names = {d["id"]: d["name"] for d in data["documents"]}
    return {(names[p["a"]], names[p["b"]]): p for p in data["pairs"]}


def test_a_translation_of_an_archive_text_is_found_on_the_workers_and_an_honest_essay_is_not(
        tmp_path, cluster, scheduler):
    _, client = cluster
    address = _archive(tmp_path, client, {"bees.txt": SOURCE, "trains.txt": TRAINS, "trenes.txt": SPANISH})
    students = _class(tmp_path, {"copier.txt": TRANSLATED_ESSAY, "honest.txt": HONEST_ESSAY,
                                 **{f"other{i}.txt": _filler(i) for i in range(3)}})
    client.run_on_scheduler(_forget_task_prefixes)
    checked = tmp_path / "check.json"
    assert main(["archive", "check", address, str(students), "--json", str(checked), "--scheduler", scheduler,
                 "-q", "--workers", "1"]) == 0
    pairs = _pairs(checked)
    (key,) = [key for key in pairs if key[1].endswith("bees.txt")]
    assert key[0] == "class/copier.txt"
    passages = [p for p in pairs[key]["passages"] if p["kind"] == "translated"]
    assert passages and all(p["languages"] == ["french", "english"] for p in passages)
    copied = " ".join(TRANSLATED_ESSAY[p["a_start"] : p["a_end"]] for p in passages)
    assert "quarante pour cent" in copied and "néonicotinoïdes" in copied
    assert not [key for key in pairs if key[0] == "class/honest.txt"]
    # the senses were searched by key range and the pairs aligned by tasks on the cluster's workers
    assert {"range_senses", "verify_translated"} <= set(client.run_on_scheduler(_task_prefixes))


def test_the_archive_offers_the_candidates_of_the_library_rule_over_its_texts(tmp_path, cluster):
    _, client = cluster
    stored = {"bees.txt": SOURCE, "trains.txt": TRAINS, "trenes.txt": SPANISH, "abeilles.txt": HONEST_ESSAY,
              **{f"essai{i}.txt": _filler(10 + i) for i in range(6)}}
    address = _archive(tmp_path, client, stored)
    source = ArchiveSource(address)
    settings = ScanSettings()
    drive(source.prepare(settings))
    # Every stored text's language and senses, made again from its text as the library makes them.
    texts = _stored_texts(address)
    kept = text_senses(texts, {i: text_words(t) for i, t in texts.items()})
    class_texts = {0: TRANSLATED_ESSAY, 1: _filler(1), 2: SOURCE, 3: SPANISH.replace("trenes", "coches")}
    class_kept = text_senses(class_texts, {i: text_words(t) for i, t in class_texts.items()})
    senses = {i: found for i, (_, found) in class_kept.items()}
    languages = {i: language for i, (language, _) in class_kept.items()}
    wanted = wanted_languages(languages.values())
    expected = nearest_references(senses, languages, {t: f for t, (lang, f) in kept.items() if lang in wanted},
                                  {t: lang for t, (lang, _) in kept.items()})
    assert {b for _, b in expected} and {a for a, _ in expected} == {0, 1, 2, 3}
    found = drive(source.translated_candidates(wanted, lambda: (senses, {}), languages))
    assert list(found.pairs) == expected
    assert found.languages == {t: kept[t][0] for _, t in expected}
    # the same in any number of key ranges: a range holds every row of its senses
    documents = sum(1 for lang, f in kept.values() if lang in wanted and f.size) + len(senses)
    for workers in (1, 5):
        tasks = sense_range_tasks(address, source.manifest, source.derivation_id, wanted, senses, documents, workers)
        pairs, _ = nearest_texts([range_senses(*task) for task in tasks], senses, languages, documents)
        assert pairs == expected


def test_translated_passages_do_not_depend_on_how_the_pairs_are_batched(tmp_path, cluster, scheduler, monkeypatch):
    _, client = cluster
    address = _archive(tmp_path, client, {"bees.txt": SOURCE, "trains.txt": TRAINS, "trenes.txt": SPANISH,
                                          "abeilles.txt": HONEST_ESSAY})
    students = _class(tmp_path, {"copier.txt": TRANSLATED_ESSAY, "honest.txt": HONEST_ESSAY.replace("Jura", "Var"),
                                 **{f"other{i}.txt": _filler(i) for i in range(3)}})
    results = []
    for per_task in (1, 1000):  # a task per pair, and every pair in one task
        def batched(*args, per_task=per_task):
            pairs = args[2]
            return tasks_of(*args[:-1], workers=max(1, -(-len(pairs) // per_task)))
        monkeypatch.setattr(source_module, "translated_tasks", batched)
        checked = tmp_path / f"check{per_task}.json"
        assert main(["archive", "check", address, str(students), "--json", str(checked), "--scheduler", scheduler,
                     "-q", "--workers", "1"]) == 0
        results.append(_pairs(checked))
    assert results[0] == results[1]
    assert any(p["kind"] == "translated" for pair in results[0].values() for p in pair["passages"])


def test_a_class_in_the_archive_language_reads_no_sense(tmp_path, cluster, scheduler, monkeypatch):
    _, client = cluster
    address = _archive(tmp_path, client, {"bees.txt": SOURCE, "trains.txt": TRAINS})
    students = _class(tmp_path, {"a.txt": SOURCE.replace("Bees", "Wasps"), "b.txt": TRAINS.replace("cities", "towns")})
    monkeypatch.setattr(source_module, "sense_range_tasks", lambda *a: pytest.fail("senses read"))
    assert main(["archive", "check", address, str(students), "--json", str(tmp_path / "c.json"), "--scheduler",
                 scheduler, "-q", "--workers", "1"]) == 0
    index = next(iter(Archive(address).latest().segments[0].indexes.values()))
    assert index.pivot == pivot_key() and index.pivot_texts == {"english": 2}
    (described,) = archive_info(address)["indexes"]
    assert (described["texts_by_language"], described["lexicons"]) == ({"english": 2}, [pivot_key()])
    assert described["sense_rows"] == index.sense_rows > 0


def test_an_archive_of_other_lexicons_is_refused_for_translations_with_a_clear_message(tmp_path, cluster, scheduler):
    _, client = cluster
    address = _archive(tmp_path, client, {"bees.txt": SOURCE})
    archive = Archive(address)
    archive.commit(lambda m: replace(m, segments=tuple(
        replace(s, indexes={d: replace(i, pivot="pivot1:older-lexicons") for d, i in s.indexes.items()})
        for s in m.segments)))
    students = _class(tmp_path, {"copier.txt": TRANSLATED_ESSAY, "other.txt": _filler(1)})
    source = ArchiveSource(address)
    drive(source.prepare(ScanSettings()))
    with pytest.raises(ArchiveError, match="other lexicons .*pivot1:older-lexicons"):
        drive(source.translated_candidates({"english"}, lambda: ({}, {}), {}))
    assert main(["archive", "check", address, str(students), "--json", str(tmp_path / "c.json"), "--scheduler",
                 scheduler, "-q", "--workers", "1"]) != 0
    # a class in the archive's language does not need its senses: it is checked as before
    english = _class(tmp_path / "en", {"a.txt": SOURCE, "b.txt": TRAINS})
    assert main(["archive", "check", address, str(english), "--json", str(tmp_path / "e.json"), "--scheduler",
                 scheduler, "-q", "--workers", "1"]) == 0
    with pytest.raises(ArchiveError, match="other lexicons"):
        drive(add(address, [str(english)], "More", "2026", ScanSettings(), client))


def test_an_archive_segment_written_before_senses_were_kept_is_not_searched_for_translations(tmp_path, cluster):
    _, client = cluster
    address = _archive(tmp_path, client, {"bees.txt": SOURCE})
    Archive(address).commit(lambda m: replace(m, segments=tuple(
        replace(s, indexes={d: replace(i, pivot="", pivot_texts={}, sense_rows=0) for d, i in s.indexes.items()})
        for s in m.segments)))
    source = ArchiveSource(address)
    drive(source.prepare(ScanSettings()))
    found = drive(source.translated_candidates({"english"}, lambda: pytest.fail("class read"), {}))
    assert found.pairs == ()


def _stored_texts(address: str) -> dict[int, str]:
    """Return {archive text id: its text} of every text the archive stores."""
    archive = Archive(address)
    found = {}
    for segment in archive.latest().segments:
        for batch, rows in enumerate(segment.batch_texts):
            if rows:
                table = archive.parquet(segment.file("texts", batch)).read(columns=["id", "text"])
                found.update((global_id(segment.number, i), t) for i, t in zip(table.column("id").to_pylist(),
                                                                               table.column("text").to_pylist()))
    return found


def _forget_task_prefixes(dask_scheduler=None) -> None:
    dask_scheduler.task_prefixes.clear()


def _task_prefixes(dask_scheduler=None) -> list[str]:
    return list(dask_scheduler.task_prefixes)


def test_an_archive_of_format_1_is_read_and_its_new_manifests_say_format_2(tmp_path, cluster, scheduler):
    _, client = cluster
    address = _archive(tmp_path, client, {"bees.txt": SOURCE})
    archive = Archive(address)
    # As an earlier plagcheck wrote it: format 1, a segment without senses.
    archive.commit(lambda m: replace(m, segments=tuple(
        replace(s, indexes={d: replace(i, pivot="", pivot_texts={}, sense_rows=0) for d, i in s.indexes.items()})
        for s in m.segments)))
    marker = Path(address) / MARKER
    marker.write_text(json.dumps(json.loads(marker.read_text()) | {"version": 1}))
    manifests = sorted((Path(address) / "manifests").glob("*.json"))
    for path in manifests:
        path.write_text(json.dumps(json.loads(path.read_text()) | {"version": 1}))
    students = _class(tmp_path, {"copier.txt": TRANSLATED_ESSAY, "other.txt": _filler(1)})
    checked = tmp_path / "check.json"
    assert main(["archive", "check", address, str(students), "--json", str(checked), "--scheduler", scheduler,
                 "-q", "--workers", "1"]) == 0
    # Added to, it writes manifests of format 2: a plagcheck reading format 1 only refuses them with a message
    # (it would read a manifest with the new fields as one cut short, and fall back to an older one unsaid).
    more = tmp_path / "more"
    more.mkdir()
    (more / "trains.txt").write_text(TRAINS, encoding="utf-8")
    drive(add(address, [str(more)], "More", "2026", ScanSettings(), client))
    newest = max((Path(address) / "manifests").glob("*.json"))
    assert json.loads(newest.read_text())["version"] == 2
    assert json.loads(marker.read_text())["version"] == 1
    with pytest.raises(ArchiveError, match="newer plagcheck"):
        check_version({"format": "plagcheck-archive", "version": 3}, "manifest")
    assert Archive(address).latest().texts == 2
