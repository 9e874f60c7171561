"""plagcheck-cli: every capability of the window, scriptable, with JSON output.

    plagcheck-cli scan PATH... --json OUT [--unit word|char] [--k K] [--threshold T] [--num-perm N] ...

Exit codes: 0 done, 2 bad arguments or unusable input (one line on stderr), 130 interrupted.
"""

from __future__ import annotations

import argparse
import multiprocessing
import shlex
import sqlite3
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from plagcheck import __version__
from plagcheck.archive import is_archive_address
from plagcheck.cli.args import (OneLineParser, add_scan_arguments, collection_name, progress_printer,
                                settings_from_args)
from plagcheck.cli.session import SESSION_COMMANDS, add_session_commands, run_session_command
from plagcheck.i18n import system_language
from plagcheck.shared.display import display_name
from plagcheck.shared.models import ScanSettings
from plagcheck.shared.vocabulary import counted, ignored_text, percent
from plagcheck.system.allocator import tune_allocator

if TYPE_CHECKING:  # the engine (numpy and the readers) loads when a command runs, so --help starts fast
    from plagcheck.engine.references.library import ReferenceLibrary


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser."""
    parser = OneLineParser(prog="plagcheck-cli", description="Find shared text across a class of submissions.")
    parser.add_argument("--version", action="version", version=f"plagcheck {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    scan = commands.add_parser("scan", help="scan files and folders (recursively) and report similar pairs")
    add_scan_arguments(scan)
    add_session_commands(commands)
    cache = commands.add_parser("cache", help="the texts kept from files already read (in your cache folder)")
    cache_actions = cache.add_subparsers(dest="action", required=True, parser_class=OneLineParser)
    for action, words in (("info", "say where the cached texts are and how many there are"),
                          ("clear", "forget every cached text (the next scan reads every file again)")):
        sub = cache_actions.add_parser(action, help=words)
        sub.add_argument("--json", metavar="OUT", help="write what was found or done as JSON to OUT ('-': stdout)")
        sub.add_argument("--quiet", "-q", action="store_true", help="nothing on standard error")
    archive = commands.add_parser("archive", add_help=False,
                                  help="the institution's archive on a Dask cluster: add, check, sweep, info")
    archive.add_argument("arguments", nargs=argparse.REMAINDER)  # main() hands them to archive_cli
    library = commands.add_parser("library", help="the reference library: previous years and sources")
    library.add_argument(
        "--library", metavar="FILE", default="", help="the library file (default: in your data folder)")
    actions = library.add_subparsers(dest="action", required=True, parser_class=OneLineParser)
    listing = actions.add_parser("list", help="list the collections")
    listing.add_argument("--json", metavar="OUT", help="write the list as JSON to OUT ('-' for standard output)")
    adding = actions.add_parser("add", help="add files and folders to a collection (created if new)")
    adding.add_argument("name", help="collection name, e.g. 'Essays 2025'")
    adding.add_argument("paths", nargs="+", metavar="PATH")
    removing = actions.add_parser("remove", help="remove a collection and the texts only it holds")
    removing.add_argument("name")
    for sub in (adding, removing):
        sub.add_argument("--quiet", "-q", action="store_true", help="no progress on standard error")
    return parser


def _open_library(path: str) -> ReferenceLibrary:
    from plagcheck.engine.references.library import ReferenceLibrary

    return ReferenceLibrary(Path(path) if path else None)


def _add_documents(library: ReferenceLibrary, name: str, paths: list[str], quiet: bool,
                   settings: ScanSettings | None = None) -> None:
    """Read `paths` and add them to collection `name`, printing what happened unless quiet.

    What scans with `settings` (default: the default settings) compare is derived from the texts right away.
    """
    printer = progress_printer(quiet)
    from plagcheck.pipeline import drive, read_documents

    documents = drive(read_documents(paths, ScanSettings()), printer)
    report = drive(library.add(name, documents, settings or ScanSettings()), printer)
    if not quiet:
        print(f"{name}: {report.added} added, {report.already_there} already there, "
              f"{len(report.unreadable)} could not be read", file=sys.stderr)


def _add_reference_folders(args: argparse.Namespace, settings: ScanSettings) -> None:
    """Add each --reference that is a file or folder to the library, as a collection of its name."""
    folders = [r for r in args.reference if Path(r).exists() and not is_archive_address(r)]
    if folders:
        with _open_library(args.library) as library:
            for folder in folders:
                _add_documents(library, collection_name(folder), [folder], args.quiet, settings)


def _cache_command(args: argparse.Namespace) -> int:
    """Run `plagcheck-cli cache info|clear`; return the exit code."""
    from plagcheck.engine.reading.extract.cache import cache_path, cached_count, clear_cache

    path = cache_path()
    try:
        if args.action == "clear":
            count = clear_cache()
            data = {"cache": str(path), "forgotten": count}
            line = f"Forgot {counted(count, 'cached text')} ({path})"
        else:
            count = cached_count()
            data = {"cache": str(path), "texts": count, "exists": path.exists()}
            line = f"{counted(count, 'cached text')} in {path}"
    except (OSError, sqlite3.Error) as exc:
        print(f"plagcheck-cli: error: {path}: {exc}", file=sys.stderr)
        return 2
    if args.json:
        from plagcheck.saved.serialize import write_json

        write_json(data, args.json)
    if not args.quiet:
        print(line, file=sys.stderr)
    return 0


def _library_command(args: argparse.Namespace) -> int:
    """Run `plagcheck-cli library list|add|remove`; return the exit code."""
    try:
        with _open_library(args.library) as library:
            if args.action == "list":
                rows = [asdict(c) for c in library.collections()]
                if args.json:
                    from plagcheck.saved.serialize import write_json

                    write_json({"library": str(library.path), "collections": rows}, args.json)
                else:
                    for row in rows:
                        print(f"{row['name']}\t{row['documents']} documents\tsince {row['created_at']}")
            elif args.action == "add":
                missing = [p for p in args.paths if not Path(p).exists()]
                if missing:
                    print(f"plagcheck-cli: error: no such file or folder: {missing[0]}", file=sys.stderr)
                    return 2
                _add_documents(library, args.name, args.paths, args.quiet)
            else:
                removed = library.remove(args.name)
                if not args.quiet:
                    print(f"{args.name}: removed ({removed} documents)", file=sys.stderr)
    except KeyError:
        print(f"plagcheck-cli: error: no reference collection called {args.name!r}", file=sys.stderr)
        return 2
    except (OSError, sqlite3.Error, ValueError) as exc:
        print(f"plagcheck-cli: error: {exc}", file=sys.stderr)
        return 2
    return 0


def _write_outputs(args: argparse.Namespace, result) -> None:
    if args.session:
        from plagcheck.saved.session import save_session

        save_session(result, Path(args.session))
    if args.json:
        from plagcheck.saved.serialize import result_to_dict, write_json

        write_json(result_to_dict(result, include_text=args.include_text), args.json)
    if args.html or args.csv or args.pairs_json:
        from plagcheck import report  # imported late: Jinja2 templates are only needed for reports

        options = {"threshold": result.settings.threshold, "anonymise": args.anonymise}
        if args.html:
            language = system_language() if args.language == "system" else args.language
            report.write_html_report(result, Path(args.html), language=language, **options)
        if args.csv:
            report.write_pairs_csv(result, Path(args.csv), **options)
        if args.pairs_json:
            report.write_pairs_json(result, Path(args.pairs_json), **options)


#: Files offered as the assignment's question named in the closing lines; the JSON lists them all.
OFFERED_NOTES = 5


def _summary(result) -> str:
    """Return the closing line: the same figures as the window's and the report's (plagcheck.shared.class_figures)."""
    from plagcheck.shared.class_figures import class_figures, files_text

    shown = result.pairs_above(result.settings.threshold)
    figures = class_figures(result)
    ignored = ignored_text(result.ignored_template_shingles, result.ignored_common_shingles)
    in_part = sum(1 for p in shown if p.note)
    names = {d.id: d for d in result.documents}
    offered_ids = [i for i in result.offered_templates if i in names]
    offered = "".join(f"note: {display_name(names[i].name)} looks like the assignment's question; it was compared "
                      "like any other file" + (f" (--template {shlex.quote(names[i].path)} leaves its text out)"
                                               if Path(names[i].path).is_file() else "") + "\n"
                      for i in offered_ids[:OFFERED_NOTES])
    if len(offered_ids) > OFFERED_NOTES:
        offered += f"note: and {len(offered_ids) - OFFERED_NOTES:,} more files look like it (template_suggestions)\n"
    return "".join(f"note: {notice}\n" for notice in result.notices) + offered + (
        f"{files_text(figures)}, {figures.problems:,} with problems; "
        f"{counted(result.candidate_count, 'pair')} compared closely, "
        f"{counted(len(shown), 'pair')} listed at {percent(result.settings.threshold)}"
        + (f"; {ignored}" if ignored else "")
        + (f"; {counted(in_part, 'pair')} compared only in part" if in_part else "")
    )


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the process exit code."""
    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else argv
    tune_allocator()
    if argv[:1] == ["archive"]:  # its own parser (archive_cli): dask and pyarrow are an optional extra
        from plagcheck.cli.archive import main as archive_main

        return archive_main(argv[1:], scan=main)
    args = build_parser().parse_args(argv)
    if args.command in SESSION_COMMANDS:
        return run_session_command(args)
    if args.command == "library":
        return _library_command(args)
    if args.command == "cache":
        return _cache_command(args)
    try:
        settings = settings_from_args(args)
    except ValueError as exc:
        print(f"plagcheck-cli: error: {exc}", file=sys.stderr)
        return 2
    missing = [p for p in [*args.paths, *args.template] if not Path(p).exists()]
    if missing:
        print(f"plagcheck-cli: error: no such file or folder: {missing[0]}", file=sys.stderr)
        return 2
    for out in (args.json, args.html, args.csv, args.pairs_json, args.session):
        if out and out != "-" and not Path(out).resolve().parent.is_dir():
            print(f"plagcheck-cli: error: cannot write {out}: its folder does not exist", file=sys.stderr)
            return 2
    try:
        from plagcheck.pipeline import run_scan
        from plagcheck.engine.reading.marked_sources import mark_sources

        _add_reference_folders(args, settings)
        result = mark_sources(run_scan(args.paths, settings, on_progress=progress_printer(args.quiet)))
        _write_outputs(args, result)
    except KeyboardInterrupt:
        print("plagcheck-cli: interrupted", file=sys.stderr)
        return 130
    except KeyError as exc:
        print(f"plagcheck-cli: error: no reference collection called {exc.args[0]}", file=sys.stderr)
        return 2
    except (OSError, sqlite3.Error, ValueError, ImportError) as exc:
        print(f"plagcheck-cli: error: {exc}", file=sys.stderr)
        return 2
    if not args.quiet:
        print(_summary(result), file=sys.stderr)
        from plagcheck.triage.roster import layout_summary

        print(layout_summary(result), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
