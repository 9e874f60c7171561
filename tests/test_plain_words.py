"""The method's own terms stay off the surface (issue 29.6): the command line's help and progress, the chart,
the report and the dialogs speak of pairs, scores and phrases; the terms live in "How it works" and in the
help's advanced group."""

from __future__ import annotations

import re

from plagcheck.cli.args import progress_printer
from plagcheck.cli.commands import build_parser
from plagcheck.shared.models import Progress

JARGON = re.compile(r"jaccard|minhash|shingle|\blsh\b|permutation|candidate|verified|passage window|log scale|"
                    r"s3://|S-curve", re.IGNORECASE)


def help_texts(parser) -> list[str]:
    """Return the help of every option outside the advanced group, of every subcommand."""
    texts = []
    for action in parser._actions:
        if action.help and action.container.title != "advanced":
            texts.append(action.help)
        if isinstance(action.choices, dict):
            for sub in action.choices.values():
                texts.extend(help_texts(sub))
    return texts


def test_the_command_lines_help_speaks_plainly():
    found = [text for text in help_texts(build_parser()) if JARGON.search(text)]
    assert not found


def test_progress_is_one_plain_line_per_step(capsys):
    report = progress_printer(quiet=False)
    report(Progress("read", 0, 44, "44 files found"))
    for done in range(1, 45):
        report(Progress("read", done, 44))
    report(Progress("shingle", 0, 41))
    for stage in ("shingle", "signature"):
        for _ in range(3):
            report(Progress(stage, 41, 41))
    report(Progress("candidates", 0, 12, "440 passage windows"))
    report(Progress("candidates", 12, 12, "26 candidate pairs"))
    report(Progress("verify", 0, 26, "26 candidate pairs"))
    report(Progress("verify", 26, 26))
    lines = capsys.readouterr().err.splitlines()
    assert lines == ["Reading: 44 files found", "Reading: 44/44 done", "Comparing…",
                     "Comparing: finding the pairs that share text", "Comparing: done",
                     "Checking matches: 26 pairs to check closely", "Checking matches: 26/26 done"]


def test_the_report_speaks_plainly_outside_how_it_works():
    from test_report_factory import make_result

    from plagcheck.report.html import render_html_report

    page = render_html_report(make_result(), threshold=0.1)
    body = page[page.index("<body>"):page.index("<script")]
    surface = re.sub(r"<details.*?</details>", "", body, flags=re.S)  # How it works and the method's settings
    assert not JARGON.findall(re.sub(r"<[^>]+>", " ", surface))
