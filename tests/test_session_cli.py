"""The session commands of plagcheck-cli: `clusters` (groups and per-student figures) and `review`."""

import argparse
import json
import subprocess
import sys

import pytest
from test_triage_clusters import make_result, pair

from plagcheck.cli.session import SESSION_COMMANDS, add_session_commands, main, printable, run_session_command
from plagcheck.saved.session import load_session, save_session
from plagcheck.shared.models import Passage
from plagcheck.triage.review import ReviewBook, ReviewState, set_review

PAIRS = [
    pair(0, 1, 0.9, 0.6), pair(1, 2, 0.5), pair(3, 4, 0.7), pair(2, 5, 0.1),
    pair(3, 6, 0.4, passages=(Passage(0, 100, 0, 100, 10, 20, 20),)),
    pair(4, 6, 0.4, passages=(Passage(0, 100, 0, 100, 10, 20, 20),)),
]


@pytest.fixture
def session_file(tmp_path):
    result = make_result(PAIRS, 7, threshold=0.3)
    book = set_review(ReviewBook(), 0, 1, ReviewState.CONFIRMED, "same typos", "2026-11-22T09:00:00+00:00")
    return save_session(result, tmp_path / "class.plagcheck", book, reference_ids=[6])


def test_clusters_writes_groups_layout_reviews_hints_and_students(session_file, tmp_path, capsys):
    out = tmp_path / "groups.json"
    assert main(["clusters", str(session_file), "--json", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["threshold"] == 0.3 and data["missing_files"] == 7 and data["file_warnings"] == []
    groups = data["clusters"]
    assert [[m["id"] for m in g["members"]] for g in groups] == [[0, 1, 2], [3, 4]]  # s6 is a reference
    assert [m["name"] for m in groups[1]["members"]] == ["s3.txt", "s4.txt"]
    assert all(0 <= m["x"] <= 1 and 0 <= m["y"] <= 1 for g in groups for m in g["members"])
    top = groups[0]["pairs"][0]
    assert (top["a"], top["b"], top["score"]) == (0, 1, 0.9)
    assert top["review"] == {"state": "confirmed", "label": "Confirmed", "note": "same typos",
                             "updated_at": "2026-11-22T09:00:00+00:00"}
    hint = groups[1]["pairs"][0]["common_source"]
    assert hint["reference"] == 6 and hint["reference_name"] == "s6.txt" and hint["covered"] == 0.0
    assert data["review_counts"] == {"unreviewed": 4, "not_plagiarism": 0, "needs_conversation": 0, "confirmed": 1}
    assert data["reviews"] == [{"a": 0, "b": 1, "state": "confirmed", "note": "same typos", "label": "Confirmed",
                                "updated_at": "2026-11-22T09:00:00+00:00", "a_name": "s0.txt", "b_name": "s1.txt"}]
    students = {s["id"]: s for s in data["students"]}
    assert 6 not in students and students[1]["matches"] == 2 and students[5]["matches"] == 0
    assert students[5]["highest_score"] == 0.1 and students[5]["highest_with_name"] == "s2.txt"
    assert "2 groups (5 students) at or above 30%" in capsys.readouterr().err
    assert main(["clusters", str(session_file), "--json", str(out), "--threshold", "0.8", "--quiet"]) == 0
    assert [len(g["members"]) for g in json.loads(out.read_text(encoding="utf-8"))["clusters"]] == [2]


def test_review_updates_the_session_file(session_file, capsys):
    assert main(["review", str(session_file), "s2.txt", "1", "--state", "needs-conversation",
                 "--note", "ask about the <b>sources</b>"]) == 0
    assert "s2.txt - s1.txt: Needs a conversation" in capsys.readouterr().err
    reviews = load_session(session_file).reviews
    assert reviews.review_of(1, 2).state is ReviewState.NEEDS_CONVERSATION
    assert reviews.review_of(1, 2).note == "ask about the <b>sources</b>"
    assert main(["review", str(session_file), "/class/s0.txt", "s1.txt", "--state", "not-plagiarism", "-q"]) == 0
    kept = load_session(session_file).reviews.review_of(0, 1)
    assert kept.state is ReviewState.NOT_PLAGIARISM and kept.note == "same typos"


@pytest.mark.parametrize("args, message", [
    (["s0.txt", "s9.txt", "--state", "confirmed"], "no document called 's9.txt'"),
    (["s0.txt", "s3.txt", "--state", "confirmed"], "not a pair this check kept"),
    (["s0.txt", "0", "--state", "confirmed"], "two different documents"),
])
def test_review_refuses_what_it_cannot_record(session_file, capsys, args, message):
    before = session_file.read_bytes()
    assert main(["review", str(session_file), *args]) == 2
    assert message in capsys.readouterr().err
    assert session_file.read_bytes() == before


def test_bad_state_unreadable_or_missing_session_exit_2(session_file, tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["review", str(session_file), "s0.txt", "s1.txt", "--state", "guilty"])
    assert stop.value.code == 2 and "needs-conversation" in capsys.readouterr().err
    junk = tmp_path / "junk.plagcheck"
    junk.write_text("hello", encoding="utf-8")
    assert main(["clusters", str(junk), "--json", str(tmp_path / "x.json")]) == 2
    assert "not a plagcheck session" in capsys.readouterr().err
    assert main(["clusters", str(tmp_path / "absent.plagcheck"), "--json", str(tmp_path / "x.json")]) == 2
    assert "absent.plagcheck" in capsys.readouterr().err
    assert main(["clusters", str(session_file), "--json", str(tmp_path / "no" / "x.json")]) == 2


def test_commands_plug_into_another_parser(session_file, capsys):
    parser = argparse.ArgumentParser(prog="plagcheck-cli")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("scan")
    add_session_commands(commands)
    args = parser.parse_args(["clusters", str(session_file), "--json", "-", "-q"])
    assert args.command in SESSION_COMMANDS and run_session_command(args) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "plagcheck-clusters"


def test_runs_as_a_module(session_file):
    proc = subprocess.run([sys.executable, "-m", "plagcheck.cli.session", "clusters", str(session_file),
                           "--json", "-", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0 and json.loads(proc.stdout)["students"]


def test_terminal_control_characters_are_not_printed():
    assert printable("evil\x1b]0;owned\x07name\x9b.txt") == "evil?]0;owned?name?.txt"
    assert printable("élève – 学生.txt") == "élève – 学生.txt"
