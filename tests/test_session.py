"""Sessions: a save/open round trip restores everything, a moved folder is fine, a changed file warns."""

import gzip
import hashlib
import json
import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from test_triage_clusters import make_result, pair

from plagcheck.pipeline import run_scan
from plagcheck.saved.session import (
    SESSION_FORMAT_VERSION,
    InputFile,
    SessionError,
    input_files,
    load_session,
    open_session,
    save_session,
    session_to_dict,
    update_reviews,
    write_session,
)
from plagcheck.shared.models import DocumentRecord, ScanSettings
from synthetic import write_class
from plagcheck.triage.review import ReviewBook, ReviewState, set_review

SETTINGS = ScanSettings(threshold=0.07, min_score=0.01, seed=3, workers=1, group_subfolders=True)
NAUGHTY = "café & <img src=x onerror=alert(1)>.txt"


@pytest.fixture
def scanned(tmp_path, monkeypatch):
    """A class folder (single files, one grouped sub-folder, a hostile file name) and its scan result."""
    monkeypatch.setenv("PLAGCHECK_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "teacher" / "class1"
    write_class(folder, students=7, essay_words=400, seed=3, copies=(("verbatim", 120), ("light", 120)))
    group = folder / "zz_group"
    group.mkdir()
    shutil.move(folder / "student_005.txt", group / "part1.txt")
    shutil.move(folder / "student_006.txt", group / "part2.txt")
    copied = (folder / "student_000.txt").read_text(encoding="utf-8")
    (folder / NAUGHTY).write_text("Intro of my own here. " + copied[:1500], encoding="utf-8")
    result = run_scan([folder], SETTINGS)
    assert result.pairs and any(p.passages for p in result.pairs)
    assert any(d.parts for d in result.documents)
    return folder, result


def reviewed(result) -> ReviewBook:
    first, second = result.pairs[0], result.pairs[-1]
    book = set_review(ReviewBook(), first.a, first.b, ReviewState.CONFIRMED, "same <b>typos</b>, élève",
                      updated_at="2026-11-22T09:00:00+00:00")
    return set_review(book, second.b, second.a, ReviewState.NEEDS_CONVERSATION, "ask Monday")


def files_state(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.rglob("*"))}


def test_round_trip_restores_everything(scanned, tmp_path):
    folder, result = scanned
    book = reviewed(result)
    before = files_state(folder.parent)
    path = save_session(result, tmp_path / "class1.plagcheck", book, reference_ids=[1])
    opened = open_session(path)
    session = opened.session
    assert session.result == result  # documents with text, pairs with passages, settings, lsh, timings, counts
    assert session.result.settings == SETTINGS and session.result.settings.k is None
    assert all(d.text == o.text for d, o in zip(result.documents, session.result.documents))
    assert [p.passages for p in session.result.pairs] == [p.passages for p in result.pairs]
    top = result.pairs[0]
    assert session.reviews == book and session.reviews.review_of(top.a, top.b).note == "same <b>typos</b>, élève"
    assert session.reference_ids == frozenset({1})
    assert session.inputs == input_files(result) and session.saved_at
    assert {c.state for c in opened.checks} == {"unchanged"} and opened.warnings == () and opened.missing == 0
    assert files_state(folder.parent) == before  # nothing written into, or beside, the class folder
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["class1.plagcheck"]  # no temporary left


def test_inputs_name_every_original_file_with_its_hash(scanned):
    folder, result = scanned
    paths = {Path(f.path) for f in input_files(result)}
    assert folder / "zz_group" / "part1.txt" in paths and folder / "zz_group" / "part2.txt" in paths
    assert folder / NAUGHTY in paths and folder / "student_000.txt" in paths
    assert all(Path(p).is_absolute() and Path(p).is_file() for p in paths)


def test_moved_folder_opens_from_the_saved_text(scanned, tmp_path):
    folder, result = scanned
    path = save_session(result, tmp_path / "s.plagcheck", reviewed(result))
    shutil.move(folder.parent, tmp_path / "elsewhere")
    opened = open_session(path)
    assert opened.warnings == () and opened.missing == len(opened.checks) > 0
    assert opened.session.result == result


def test_changed_files_give_one_warning_each(scanned, tmp_path):
    folder, result = scanned
    path = save_session(result, tmp_path / "s.plagcheck")
    original = result.documents[0].text
    changed = folder / "student_000.txt"
    changed.write_text("rewritten after the check", encoding="utf-8")
    (folder / "zz_group" / "part2.txt").write_text("also rewritten", encoding="utf-8")
    (folder / "student_001.txt").unlink()
    opened = open_session(path)
    warned = sorted(c.file.path for c in opened.warnings)
    assert warned == sorted([str(changed), str(folder / "zz_group" / "part2.txt")])
    assert all("has changed since the check" in c.message for c in opened.warnings)
    assert opened.missing == 1
    assert opened.session.result.document(0).text == original


def test_review_update_keeps_everything_else(scanned, tmp_path):
    folder, result = scanned
    path = save_session(result, tmp_path / "s.plagcheck")
    session = load_session(path)
    top = result.pairs[0]
    book = set_review(session.reviews, top.b, top.a, ReviewState.NOT_PLAGIARISM, "shared prompt")
    update_reviews(session, book, path)
    again = load_session(path)
    assert again.result == result and again.inputs == session.inputs
    assert again.reviews.state_of(top.a, top.b) is ReviewState.NOT_PLAGIARISM


def test_failed_save_leaves_the_previous_file_intact(scanned, tmp_path, monkeypatch):
    _, result = scanned
    path = save_session(result, tmp_path / "s.plagcheck")
    saved = path.read_bytes()

    def broken_replace(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_session(result, path, reviewed(result))
    assert path.read_bytes() == saved and [p.name for p in tmp_path.iterdir() if p.is_file()] == ["s.plagcheck"]


def hand_made_session(tmp_path, **changes) -> Path:
    result = make_result([pair(0, 1, 0.5)], 3)
    data = session_to_dict(load_session(save_session(result, tmp_path / "h.plagcheck"))) | changes
    path = tmp_path / "h.plagcheck"
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    return path


def test_damaged_or_foreign_files_raise_a_clear_error(tmp_path):
    junk = tmp_path / "junk.plagcheck"
    junk.write_bytes(b"PK\x03\x04 not a session at all")
    with pytest.raises(SessionError, match="not a plagcheck session"):
        load_session(junk)
    junk.write_bytes(gzip.compress(b"{not json"))
    with pytest.raises(SessionError, match="not a plagcheck session"):
        load_session(junk)
    junk.write_bytes(gzip.compress(b'{"format": "plagcheck-scan"}'))
    with pytest.raises(SessionError, match="not a plagcheck session"):
        load_session(junk)
    whole = hand_made_session(tmp_path).read_bytes()
    junk.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(SessionError):
        load_session(junk)
    with pytest.raises(SessionError, match="newer plagcheck"):
        load_session(hand_made_session(tmp_path, format_version=SESSION_FORMAT_VERSION + 1))
    with pytest.raises(SessionError, match="damaged"):
        load_session(hand_made_session(tmp_path, inputs=[{"doc_id": 0}]))
    with pytest.raises(SessionError, match="not in it"):
        load_session(hand_made_session(tmp_path, reference_ids=[99]))


def test_oversized_content_is_refused(tmp_path, monkeypatch):
    path = hand_made_session(tmp_path)
    monkeypatch.setattr("plagcheck.saved.session.MAX_SESSION_BYTES", 1000)
    with pytest.raises(SessionError, match="too large"):
        load_session(path)


def test_odd_text_and_odd_original_paths(tmp_path):
    result = make_result([pair(0, 1, 0.5)], 2)
    lone = replace(result.documents[0], text="a lone surrogate \ud800 from a damaged file")
    result = replace(result, documents=(lone, result.documents[1]))
    path = save_session(result, tmp_path / "odd.plagcheck")
    session = load_session(path)
    assert session.result.document(0).text == lone.text
    # a hostile session naming a device must not make the check read it for ever
    odd = replace(session, inputs=(InputFile(0, os.devnull, "0" * 64), InputFile(1, str(tmp_path), "0" * 64)))
    write_session(odd, path)
    # a device is a system file, reported and never read; a folder is no longer a file
    assert [c.state for c in open_session(path).checks] == ["unreadable", "changed"]


def test_template_files_are_inputs_too(tmp_path):
    template = tmp_path / "assignment.txt"
    template.write_text("Write about rivers.", encoding="utf-8")
    digest = hashlib.sha256(template.read_bytes()).hexdigest()
    result = make_result([pair(0, 1, 0.5)], 2)
    record = DocumentRecord(0, str(template), "assignment.txt", "ok", "", sha256=digest, text="Write about rivers.")
    result = replace(result, templates=(record,))
    path = save_session(result, tmp_path / "t.plagcheck")
    assert load_session(path).result.templates == (record,)
    assert InputFile(None, str(template), digest) in load_session(path).inputs
    template.write_text("Write about mountains.", encoding="utf-8")
    assert [c.file.doc_id for c in open_session(path).warnings] == [None]


def test_a_session_saved_before_passages_said_what_they_stand_on_opens(tmp_path):
    from reworded_factory import make_shape_result

    result = make_shape_result()
    path = save_session(result, tmp_path / "shape.plagcheck", ReviewBook())
    assert open_session(path).session.result == result  # "shape" and the run saved and read back
    data = json.loads(gzip.decompress(path.read_bytes()))
    for pair in data["result"]["pairs"]:
        for passage in pair["passages"]:
            del passage["basis"], passage["in_place_sentences"]
    path.write_bytes(gzip.compress(json.dumps(data).encode("utf-8")))
    passages = open_session(path).session.result.pairs[0].passages
    assert [(p.basis, p.in_place_sentences) for p in passages] == [("words", 0), ("words", 0)]
    assert [(p.a_start, p.similarity) for p in passages] == [(p.a_start, p.similarity) for p in result.pairs[0].passages]
