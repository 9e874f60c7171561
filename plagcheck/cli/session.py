"""plagcheck-cli commands that work on a saved session:

    plagcheck-cli clusters SESSION --json OUT [--threshold T]
    plagcheck-cli review SESSION A B --state STATE [--note TEXT]

A and B name documents by their name as shown (e.g. "class1/alice.docx"), their original path, or their id.
Exit codes as for `scan`: 0 done, 2 bad arguments or an unusable session (one line on stderr).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from plagcheck.cli.args import OneLineParser, share_argument
from plagcheck.saved.serialize import write_json
from plagcheck.saved.session import OpenedSession, SessionError, load_session, open_session, update_reviews
from plagcheck.shared.models import ScanResult
from plagcheck.shared.vocabulary import percent
from plagcheck.triage.clusters import cluster_to_dict
from plagcheck.triage.common_source import hint_text
from plagcheck.triage.overview import triage_overview
from plagcheck.triage.review import ReviewBook, ReviewState, book_to_list, pair_key, set_review
from plagcheck.triage.students import figures_to_dict

#: The subcommands this module adds; cli.main hands these to run_session_command.
SESSION_COMMANDS = ("clusters", "review")


def _state(text: str) -> ReviewState:
    try:
        return ReviewState.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc


def add_session_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add the `clusters` and `review` subcommands to plagcheck-cli's subparsers."""
    clusters = subparsers.add_parser("clusters", help="groups of students and per-student figures from a session")
    clusters.add_argument("session", metavar="SESSION", help="a session file saved by plagcheck")
    clusters.add_argument("--json", metavar="OUT", required=True, help="write the groups as JSON to OUT ('-': stdout)")
    clusters.add_argument("--threshold", type=share_argument, metavar="PERCENT",
                          help="group pairs scoring at least this, a percentage as in the window (10 or 10%%) "
                               "or a fraction (0.1) (default: the threshold saved in the session)")
    clusters.add_argument("--quiet", "-q", action="store_true", help="no summary on standard error")
    review = subparsers.add_parser("review", help="record a review decision for a pair in a session file")
    review.add_argument("session", metavar="SESSION", help="a session file saved by plagcheck (updated in place)")
    review.add_argument("a", metavar="A", help="first document: its name, original path or id")
    review.add_argument("b", metavar="B", help="second document: its name, original path or id")
    states = ", ".join(s.value.replace("_", "-") for s in ReviewState)
    review.add_argument("--state", type=_state, required=True, help=f"one of {states}")
    review.add_argument("--note", help="the teacher's note (default: keep the pair's current note)")
    review.add_argument("--quiet", "-q", action="store_true", help="no confirmation on standard error")


def run_session_command(args: argparse.Namespace) -> int:
    """Run a session subcommand parsed by a parser set up with add_session_commands; return the exit code."""
    try:
        if args.command == "clusters":
            return _clusters(args)
        if args.command == "review":
            return _review(args)
    except (SessionError, ValueError) as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"{exc.strerror or exc}: {exc.filename or args.session}")
    except KeyboardInterrupt:
        print("plagcheck-cli: interrupted", file=sys.stderr)
        return 130
    return _fail(f"unknown command {args.command!r}")


def _fail(message: str) -> int:
    print(f"plagcheck-cli: error: {printable(message)}", file=sys.stderr)
    return 2


def printable(text: str) -> str:
    """Return `text` with control characters shown as '?': a file name must not drive the terminal."""
    return "".join("?" if (ord(c) < 32 or 127 <= ord(c) < 160) else c for c in text)


def resolve_document(result: ScanResult, text: str) -> int:
    """Return the id of the document named by `text`: its exact name, its original path, or its id.

    Raises ValueError when nothing matches or a name is shared by several documents.
    """
    for field in ("name", "path"):
        found = [d.id for d in result.documents if getattr(d, field) == text]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise ValueError(f"{text!r} names {len(found)} documents: give the id instead")
    if text.isdigit() and int(text) < len(result.documents):
        return int(text)
    raise ValueError(f"no document called {text!r} in this session")


def clusters_report(opened: OpenedSession, threshold: float | None = None) -> dict[str, Any]:
    """Return the JSON document of `clusters`: groups with layout, reviews and hints, and per-student figures."""
    from plagcheck.triage.layout import layout_cluster  # numpy: loaded only when a command runs

    session = opened.session
    result, reviews = session.result, session.reviews
    overview = triage_overview(result, threshold, reviews, session.reference_ids)
    groups = []
    for cluster in overview.clusters:
        data = cluster_to_dict(cluster, result)
        positions = layout_cluster(cluster)
        for member in data["members"]:
            member["x"], member["y"] = positions[member["id"]]
        for pair in data["pairs"]:
            review = reviews.review_of(pair["a"], pair["b"])
            pair["review"] = {"state": review.state.value, "label": review.state.label,
                              "note": review.note, "updated_at": review.updated_at}
            hint = overview.hints.get(pair_key(pair["a"], pair["b"]))
            pair["common_source"] = None if hint is None else {
                "reference": hint.reference,
                "reference_name": result.document(hint.reference).name,
                "covered": hint.sources[0].covered,
                "text": hint_text(hint, result),
            }
        groups.append(data)
    return {
        "format": "plagcheck-clusters",
        "format_version": 1,
        "threshold": overview.threshold,
        "file_warnings": [check.message for check in opened.warnings],
        "missing_files": opened.missing,
        "review_counts": {state.value: n for state, n in overview.review_counts.items()},
        "reviews": [
            item | {"a_name": result.document(item["a"]).name, "b_name": result.document(item["b"]).name,
                    "label": ReviewState(item["state"]).label}
            for item in book_to_list(reviews)
        ],
        "clusters": groups,
        "students": [figures_to_dict(f, result) for f in overview.students],
    }


def _clusters(args: argparse.Namespace) -> int:
    if args.json != "-" and not Path(args.json).resolve().parent.is_dir():
        return _fail(f"cannot write {args.json}: its folder does not exist")
    opened = open_session(args.session)
    report = clusters_report(opened, args.threshold)
    write_json(report, args.json)
    if not args.quiet:
        for warning in report["file_warnings"]:
            print(f"warning: {printable(warning)}", file=sys.stderr)
        grouped = sum(len(c["members"]) for c in report["clusters"])
        count = len(report["clusters"])
        print(f"{count} group{'' if count == 1 else 's'} ({grouped} students) at or above "
              f"{percent(report['threshold'])}", file=sys.stderr)
    return 0


def _review(args: argparse.Namespace) -> int:
    session = load_session(args.session)
    result = session.result
    a, b = resolve_document(result, args.a), resolve_document(result, args.b)
    if a == b:
        return _fail("a review is about two different documents")
    if not any(pair_key(p.a, p.b) == pair_key(a, b) for p in result.pairs):
        return _fail(f"{result.document(a).name} and {result.document(b).name} are not a pair this check kept (they share too little)")
    book: ReviewBook = set_review(session.reviews, a, b, args.state, args.note)
    update_reviews(session, book, args.session)
    if not args.quiet:
        review = book.review_of(a, b)
        note = f" ({review.note})" if review.note else ""
        line = f"{result.document(a).name} - {result.document(b).name}: {review.state.label}{note}"
        print(printable(line), file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run only the session commands (handy before they are part of plagcheck-cli); return the exit code."""
    parser = OneLineParser(prog="plagcheck-cli", description="Work on a saved plagcheck session.")
    add_session_commands(parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser))
    return run_session_command(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
