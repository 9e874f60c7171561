"""CSV and JSON pair lists: the chosen pairs, safe for spreadsheets, the CLI's JSON contract."""

import csv
import json
import os
import stat

import pytest
from test_report_factory import make_result

from plagcheck.report import write_pairs_csv, write_pairs_json
from plagcheck.report.exports import CSV_COLUMNS, spreadsheet_safe
from plagcheck.saved.serialize import result_to_dict
from plagcheck.shared.private_files import write_text_atomically


def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as stream:
        return list(csv.DictReader(stream))


def test_csv_lists_pairs_at_or_above_the_scan_threshold(tmp_path):
    rows = read_csv(write_pairs_csv(make_result(), tmp_path / "pairs.csv"))
    assert len(rows) == 1
    row = rows[0]
    assert list(row) == list(CSV_COLUMNS)
    assert (row["Document A"], row["Document B"], row["Score (%)"]) == ("alice.txt", "bob.txt", "72.00")
    assert row["Passages"] == "2" and row["Listed for"] == "score at or above the threshold"
    assert len(row["SHA-256 A"]) == 64


def test_csv_threshold_lowers_the_cut(tmp_path):
    rows = read_csv(write_pairs_csv(make_result(), tmp_path / "pairs.csv", threshold=0.1))
    assert [r["#"] for r in rows] == ["1", "2"]
    assert rows[1]["Document B"] == "carol.txt"


def test_csv_starts_with_a_byte_order_mark_for_spreadsheets(tmp_path):
    path = write_pairs_csv(make_result(), tmp_path / "pairs.csv")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf#,")


def test_csv_defuses_formula_file_names(tmp_path):
    texts = {"=HYPERLINK(\"http://x\").txt": "The same words again and again.", "+b.txt": "The same words again and again.",
             "c.txt": "The same words again and again."}
    result = make_result(texts, snippets=("The same words again and again.",))
    rows = read_csv(write_pairs_csv(result, tmp_path / "pairs.csv"))
    assert rows[0]["Document A"] == "'=HYPERLINK(\"http://x\").txt"
    assert rows[0]["Document B"] == "'+b.txt"
    assert spreadsheet_safe("-1") == "'-1" and spreadsheet_safe("essay.txt") == "essay.txt"


def test_csv_anonymised_names_no_student(tmp_path):
    path = write_pairs_csv(make_result(), tmp_path / "pairs.csv", threshold=0.1, anonymise=True)
    text = path.read_text(encoding="utf-8-sig")
    assert "alice" not in text and "bob" not in text and "carol" not in text
    assert read_csv(path)[1]["Document B"] == "Student 3.txt"


def test_csv_selected_pairs_only_whatever_their_score(tmp_path):
    rows = read_csv(write_pairs_csv(make_result(), tmp_path / "pairs.csv", selected=[(2, 0)]))
    assert [(r["Id A"], r["Id B"], r["Listed for"]) for r in rows] == [("0", "2", "chosen by hand")]


def test_selecting_a_pair_that_was_not_verified_is_an_error(tmp_path):
    with pytest.raises(ValueError, match="1-2"):
        write_pairs_csv(make_result(), tmp_path / "pairs.csv", selected=[(1, 2)])


def test_json_is_the_cli_document_with_the_chosen_pairs(tmp_path):
    result = make_result()
    data = json.loads(write_pairs_json(result, tmp_path / "pairs.json", threshold=0.1).read_text(encoding="utf-8"))
    expected = result_to_dict(result, threshold=0.1)
    assert data["format"] == "plagcheck-scan"
    assert data["pairs"] == json.loads(json.dumps(expected["pairs"]))
    assert data["settings"]["threshold"] == 0.1
    assert data["export"] == {"anonymised": False, "selected_only": False}
    assert all("text" not in d for d in data["documents"])


def test_json_anonymised_and_selected(tmp_path):
    path = write_pairs_json(make_result(), tmp_path / "pairs.json", anonymise=True, selected=[(0, 2)])
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [(p["a"], p["b"]) for p in data["pairs"]] == [(0, 2)]
    assert [d["name"] for d in data["documents"]][:2] == ["Student 1.txt", "Student 2.txt"]
    assert "teacher" not in path.read_text(encoding="utf-8")
    assert data["export"] == {"anonymised": True, "selected_only": True}


def test_a_bad_threshold_is_refused(tmp_path):
    with pytest.raises(ValueError, match="between 0 and 1"):
        write_pairs_json(make_result(), tmp_path / "pairs.json", threshold=1.5)
    assert not any(tmp_path.iterdir())


def test_a_failed_write_leaves_neither_a_partial_file_nor_a_temporary(tmp_path, monkeypatch):
    (tmp_path / "report.html").write_text("old report", encoding="utf-8")

    def refuse(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        write_text_atomically(tmp_path / "report.html", "new report")
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]
    assert (tmp_path / "report.html").read_text(encoding="utf-8") == "old report"


def test_characters_that_cannot_be_encoded_do_not_stop_an_export(tmp_path):
    path = write_text_atomically(tmp_path / "out.txt", "a\ud800b")
    assert path.read_text(encoding="utf-8") == "a?b"


def test_exports_get_ordinary_file_permissions(tmp_path):
    umask = os.umask(0o022)
    try:
        path = write_pairs_csv(make_result(), tmp_path / "pairs.csv")
    finally:
        os.umask(umask)
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_csv_and_json_carry_collections_and_reviews(tmp_path):
    from test_report_factory import make_class_with_extras

    from plagcheck.report.exports import REVIEW_COLUMNS
    from plagcheck.triage.review import ReviewBook, ReviewState, set_review

    result = make_class_with_extras()
    book = set_review(ReviewBook(), 0, 1, ReviewState.NEEDS_CONVERSATION, "=HYPERLINK(\"x\") ask dan.txt", "2026-03-04")
    rows = read_csv(write_pairs_csv(result, tmp_path / "pairs.csv", reviews=book))
    assert list(rows[0]) == list(CSV_COLUMNS + REVIEW_COLUMNS)
    assert rows[0]["Review"] == "Needs a conversation"
    assert rows[0]["Review note"] == "'=HYPERLINK(\"x\") ask dan.txt"  # no formula in a spreadsheet
    assert rows[1]["Review"] == "Not reviewed" and rows[1]["Review note"] == ""
    assert rows[1]["Collection B"] == "Essays 2024" and rows[1]["Collection A"] == ""
    assert list(read_csv(write_pairs_csv(result, tmp_path / "plain.csv"))[0]) == list(CSV_COLUMNS)

    data = json.loads(write_pairs_json(result, tmp_path / "pairs.json", reviews=book).read_text(encoding="utf-8"))
    first = data["pairs"][0]
    assert (first["review_state"], first["review_label"]) == ("needs_conversation", "Needs a conversation")
    assert first["review_note"].endswith("ask dan.txt") and first["review_updated_at"] == "2026-03-04"
    assert data["export"]["reviews"] is True
    assert data["documents"][3]["collection"] == "Essays 2024"

    hidden = json.loads(
        write_pairs_json(result, tmp_path / "anon.json", reviews=book, anonymise=True).read_text(encoding="utf-8")
    )
    assert hidden["pairs"][0]["review_note"].endswith("ask Student 1")
    assert hidden["documents"][3]["name"] == "Reference 4.txt"
    assert "dan.txt" not in (tmp_path / "anon.json").read_text(encoding="utf-8")
