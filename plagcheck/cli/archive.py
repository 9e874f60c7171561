"""plagcheck-cli archive: the institution's archive on a Dask cluster (plagcheck/archive, docs/archive.md).

    plagcheck-cli archive add ARCHIVE --collection NAME [--term T] PATH... [scan's shingle options]
    plagcheck-cli archive check ARCHIVE CLASS_PATH... --json OUT [--html OUT] [any scan option]
    plagcheck-cli archive sweep ARCHIVE [--term T] --out PAIRS.parquet [--threshold T] [--json SUMMARY]
    plagcheck-cli archive info ARCHIVE [--json OUT]

Each command but `info` runs on a Dask cluster: `--scheduler ADDRESS` names a running one (`dask scheduler`,
`dask worker ADDRESS`), otherwise a LocalCluster of one worker process per core (`--local-workers N`) is started on
this machine for the command. `check` is `plagcheck-cli scan CLASS_PATH... --reference ARCHIVE` run with
that cluster: the same reading, comparison, verification, JSON and report.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from plagcheck.cli.args import OneLineParser, scan_parser, settings_from_args, share_argument
from plagcheck.shared.models import ScanSettings

_WORDS = {"archive": "adding to the archive", "sweep": "sweeping the archive"}


def _cluster_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="use the Dask cluster of this scheduler (tcp://host:8786); default: a LocalCluster here")
    parser.add_argument("--local-workers", type=int, default=0, metavar="N",
                        help="worker processes of the LocalCluster (default: one per core)")


def build_archive_parser() -> argparse.ArgumentParser:
    """Return the parser of `plagcheck-cli archive` (the scan options are parsed by the scan parser)."""
    parser = OneLineParser(prog="plagcheck-cli archive",
                           description="The institution's archive: every past submission, on a Dask cluster.")
    actions = parser.add_subparsers(dest="action", required=True, parser_class=OneLineParser)
    add = actions.add_parser(
        "add", help="add files and folders to the archive (created if new); a text already there is not added",
        description="archive add ARCHIVE --collection NAME [--term T] PATH... Also takes the shingle options of "
                    "`plagcheck-cli scan` (--unit, --k, --num-perm, --seed, --exclude-quotes, ...): an archive is "
                    "indexed under the settings of its first add. --json OUT writes what was added.")
    add.add_argument("archive", metavar="ARCHIVE", help="a folder or an fsspec URL (s3://bucket/archive, ...)")
    add.add_argument("--collection", required=True, help="the course or source, e.g. 'History 101'")
    add.add_argument("--term", default="", help="the term, e.g. 2026-autumn")
    add.add_argument("--shared-group", action="store_true",
                     help="a new archive is shared by its folder's group: files 0660, folders 2770 (default: "
                          "readable by you only, 0600 and 0700, as it holds students' texts)")
    check = actions.add_parser(
        "check", help="check a class against the whole archive: the scan JSON and report, with archive references",
        description="archive check ARCHIVE CLASS_PATH... --json OUT [--html OUT]: every option of "
                    "`plagcheck-cli scan` applies (see plagcheck-cli scan --help).")
    check.add_argument("archive", metavar="ARCHIVE")
    sweep = actions.add_parser("sweep", help="all similar pairs inside the archive or a term, as Parquet")
    sweep.add_argument("archive", metavar="ARCHIVE")
    sweep.add_argument("--term", default=None, help="only documents of this term")
    sweep.add_argument("--out", required=True, metavar="PAIRS.parquet", help="the pairs, as Parquet")
    sweep.add_argument("--threshold", type=share_argument, default=ScanSettings.threshold,
                       help="keep pairs whose score (larger containment) is at least T (default: %(default)s)")
    sweep.add_argument("--json", metavar="OUT", help="also write the JSON summary to OUT (always on standard output)")
    info = actions.add_parser("info", help="counts, sizes, terms and settings")
    info.add_argument("archive", metavar="ARCHIVE")
    info.add_argument("--json", metavar="OUT", help="write the figures as JSON to OUT ('-' for standard output)")
    for command in (add, check, sweep):
        _cluster_options(command)
        command.add_argument("--quiet", "-q", action="store_true", help="no progress on standard error")
    return parser


def main(argv: list[str], scan: Callable[[list[str]], int]) -> int:
    """Run `plagcheck-cli archive ...`; return the exit code. `scan` runs a plagcheck-cli command line (cli.main,
    which dispatches here: this module never imports it), as `check` runs `scan` with the archive as reference."""
    parser = build_archive_parser()
    args, rest = parser.parse_known_args(argv)
    if rest and args.action in ("sweep", "info"):
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    from plagcheck.archive import require_archive_packages

    try:
        require_archive_packages(dask=args.action != "info")
        if args.action == "info":
            return _info(args)
        if args.action == "check":
            return _check(args, rest, scan)
        if args.action == "add":
            return _add(args, rest)
        return _sweep(args)
    except KeyboardInterrupt:
        print("plagcheck-cli: interrupted", file=sys.stderr)
        return 130
    except (ImportError, OSError, ValueError) as exc:
        print(f"plagcheck-cli: error: {exc}", file=sys.stderr)
        return 2


def _write_json(data: dict, out: str | None) -> None:
    text = json.dumps(data, ensure_ascii=False, indent=1)
    if out == "-":
        print(text)
    elif out:
        Path(out).write_text(text + "\n", encoding="utf-8")


#: A phase's progress is printed at most this often (its first and last lines always).
PRINT_EVERY_SECONDS = 5.0


def _printer(quiet: bool):
    """Return a progress printer for standard error: a line when the phase changes, then its count, rate and
    estimate every PRINT_EVERY_SECONDS, and the phase's last line."""
    last = {"phase": None, "at": 0.0}

    def show(progress) -> None:
        if quiet:
            return
        words = _WORDS.get(progress.stage, progress.stage)
        phase = (progress.stage, progress.message.split(":", 1)[0])
        now = time.monotonic()
        finished = progress.total and progress.done == progress.total
        if phase == last["phase"] and not finished and now - last["at"] < PRINT_EVERY_SECONDS:
            return
        last.update(phase=phase, at=now)
        print(f"{words}: {progress.message}" if progress.message else
              f"{words}: {progress.done:,}" + (f" of {progress.total:,}" if progress.total else ""), file=sys.stderr)

    return show


def _add(args: argparse.Namespace, rest: list[str]) -> int:
    from plagcheck.archive.add import add, remove_in_flight
    from plagcheck.archive.cluster import cluster_client
    from plagcheck.pipeline import drive

    scan_args = scan_parser().parse_args(rest)
    settings = settings_from_args(scan_args)
    missing = [p for p in scan_args.paths if not Path(p).exists()]
    if missing:
        print(f"plagcheck-cli: error: no such file or folder: {missing[0]}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    in_flight: list[str] = []
    try:
        with cluster_client(args.scheduler, args.local_workers) as client:
            steps = add(args.archive, scan_args.paths, args.collection, args.term, settings, client, in_flight,
                        shared_group=args.shared_group)
            try:
                report = drive(steps, _printer(args.quiet))
            finally:  # a Ctrl-C lands here, not in the add: closing it removes its segment, the cluster still up
                steps.close()
    finally:  # and once the cluster is gone, whatever a task still running then wrote into it
        remove_in_flight(args.archive, in_flight)
    seconds = time.perf_counter() - started
    summary = {
        "archive": args.archive, "collection": args.collection, "term": args.term, "added": report.added,
        "already_there": report.already_there, "segments": report.segments,
        "bytes_written": report.bytes_written, "seconds": round(seconds, 3),
        "unreadable": [{"name": name, "reason": reason} for name, reason in report.unreadable],
    }
    _write_json(summary, scan_args.json)
    if not args.quiet:
        print(f"{args.collection}: {report.added} added, {report.already_there} already there, "
              f"{len(report.unreadable)} could not be read ({seconds:.1f} s)", file=sys.stderr)
    return 0


def _check(args: argparse.Namespace, rest: list[str], scan: Callable[[list[str]], int]) -> int:
    from plagcheck.archive.cluster import cluster_client
    from plagcheck.archive.layout import Archive

    Archive(args.archive)  # a clear message before a cluster starts, if it is not an archive
    with cluster_client(args.scheduler, args.local_workers):
        return scan(["scan", *rest, "--reference", args.archive, *(["--quiet"] if args.quiet else [])])


def _sweep(args: argparse.Namespace) -> int:
    from plagcheck.archive.cluster import cluster_client
    from plagcheck.archive.sweep import sweep
    from plagcheck.pipeline import drive

    if not Path(args.out).resolve().parent.is_dir():
        print(f"plagcheck-cli: error: cannot write {args.out}: its folder does not exist", file=sys.stderr)
        return 2
    with cluster_client(args.scheduler, args.local_workers):
        summary = drive(sweep(args.archive, args.out, args.term, args.threshold), _printer(args.quiet))
    _write_json(summary, "-")
    _write_json(summary, args.json)
    return 0


def _info(args: argparse.Namespace) -> int:
    from plagcheck.archive.info import archive_info

    figures = archive_info(args.archive)
    if args.json:
        _write_json(figures, args.json)
    else:
        print(f"{figures['archive']}: {figures['documents']:,} documents, {figures['texts']:,} texts, "
              f"{figures['bytes_on_disk'] / 1e6:,.1f} MB on disk, format {figures['format_version']}, "
              f"{figures['segments']} segments")
        for name, count in figures["collections"].items():
            print(f"  collection {name}: {count:,}")
        for name, count in figures["terms"].items():
            print(f"  term {name or '(none)'}: {count:,}")
        for entry in figures["indexes"]:
            print(f"  index: {entry['description']}")
    return 0
