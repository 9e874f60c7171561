"""plagcheck-cli: every capability of the window, scriptable, with JSON output.

    plagcheck-cli scan PATH... --json OUT [--unit word|char] [--k K] [--threshold T] [--num-perm N] ...

Exit codes: 0 done, 2 bad arguments or unusable input (one line on stderr), 130 interrupted.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sqlite3
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from plagcheck import __version__
from plagcheck.allocator import tune_allocator
from plagcheck.archive import is_archive_address
from plagcheck.engine.reading.layouts import LAYOUTS
from plagcheck.models import Progress, ScanSettings
from plagcheck.session_cli import SESSION_COMMANDS, add_session_commands, run_session_command, share_argument
from plagcheck.vocabulary import STAGE_WORDS, STEPS, counted, ignored_text, percent, progress_note

if TYPE_CHECKING:  # the engine (numpy and the readers) loads when a command runs, so --help starts fast
    from plagcheck.engine.references.library import ReferenceLibrary


class _ArgumentParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line and exit 2 (no usage dump)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"plagcheck-cli: error: {message}\n")


#: A share on the command line: a percentage as the window writes it (10, 10%) or a fraction (0.1). The
#: archive's commands take their threshold through this name too.
_fraction = share_argument


def _percent_default(value: float) -> str:
    """Return a default share as the help writes it ("2%%": argparse reads % as a format character)."""
    return percent(value).replace("%", "%%")


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser."""
    parser = _ArgumentParser(prog="plagcheck-cli", description="Find shared text across a class of submissions.")
    parser.add_argument("--version", action="version", version=f"plagcheck {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_ArgumentParser)
    scan = commands.add_parser("scan", help="scan files and folders (recursively) and report similar pairs")
    scan.add_argument("paths", nargs="+", metavar="PATH", help="files, folders or zip files of submissions (a zip is read as the folder it holds)")
    scan.add_argument("--json", metavar="OUT", help="write the result as JSON to OUT ('-' for standard output)")
    scan.add_argument("--html", metavar="OUT", help="write a self-contained HTML evidence report to OUT")
    scan.add_argument("--csv", metavar="OUT", help="write the ranked pair list as CSV to OUT")
    scan.add_argument("--pairs-json", metavar="OUT", help="write the ranked pair list alone as JSON to OUT")
    scan.add_argument("--anonymise", action="store_true",
                      help="in the HTML report and the pair lists, name students Student 1, 2, ...")
    scan.add_argument("--unit", choices=("word", "char"), default="word",
                      help="compare runs of words, or of characters for languages written without spaces "
                           "(default: word)")
    scan.add_argument("--k", type=int, metavar="N",
                      help="how many words (or characters) in a row make one phrase to compare "
                           "(default: 5 words or 9 characters)")
    scan.add_argument("--threshold", type=share_argument, default=ScanSettings.threshold,
                      metavar="PERCENT",
                      help="list pairs whose score (the larger share of one document found in the other) is at "
                           "least this: a percentage as in the window (10 or 10%%) or a fraction (0.1) "
                           "(default: " + _percent_default(ScanSettings.threshold) + ")")
    scan.add_argument("--min-score", type=share_argument, default=ScanSettings.min_score,
                      metavar="PERCENT",
                      help="keep checked pairs scoring at least this, so that a lower threshold needs no rescan "
                           "(default: " + _percent_default(ScanSettings.min_score) + ")")
    method = scan.add_argument_group(
        "advanced", "how the quick first pass picks the pairs to check closely (Help → How it works explains it)")
    method.add_argument("--lsh-threshold", type=share_argument, default=ScanSettings.lowest_threshold,
                        metavar="PERCENT",
                        help="the likeness of two whole documents the first pass is tuned to catch (default: "
                             + _percent_default(ScanSettings.lowest_threshold) + ")")
    method.add_argument("--num-perm", type=int, default=ScanSettings.num_perm, metavar="N",
                        help="how many fingerprints the first pass takes of each document (default: %(default)s)")
    method.add_argument("--bands", type=int, metavar="B",
                        help="how many groups of fingerprints must agree for a pair to be checked closely "
                             "(with --rows; default: chosen from --lsh-threshold)")
    method.add_argument("--rows", type=int, metavar="R", help="fingerprints in each group (with --bands)")
    method.add_argument("--seed", type=int, default=ScanSettings.seed,
                        help="the fingerprints' seed (default: %(default)s)")
    scan.add_argument("--merge-gap", type=int, default=ScanSettings.merge_gap_words, metavar="WORDS",
                      help="bridge gaps of up to WORDS words inside a passage (default: %(default)s)")
    scan.add_argument("--min-match-words", type=int, default=ScanSettings.min_match_words, metavar="WORDS",
                      help="ignore text shared only in runs shorter than WORDS words; 0 turns it off "
                           "(default: %(default)s)")
    scan.add_argument("--min-passage", type=int, default=ScanSettings.min_passage_words, metavar="WORDS",
                      help="drop passages shorter than WORDS words (default: %(default)s)")
    scan.add_argument("--reworded", action=argparse.BooleanOptionalAction, default=ScanSettings.find_reworded,
                      help="also find reworded copying: paraphrased, shuffled, synonyms swapped, summarised "
                           "(default: on; --no-reworded finds copied text only)")
    scan.add_argument("--passage-words", type=int, default=ScanSettings.passage_words, metavar="WORDS",
                      help="report a pair whatever its score when it shares a passage of at least WORDS words "
                           "(default: %(default)s; 0: the score alone decides)")
    scan.add_argument("--copied-only", action="store_true",
                      help="show copied passages only: reworded passages, and pairs reported only for them, "
                           "are left out of the output (the scan is the same)")
    scan.add_argument("--reference", action="append", default=[], metavar="NAME_OR_FOLDER",
                      help="compare the class with this reference-library collection (repeatable); a folder "
                           "is first added to the library as a collection named after it; an institution's "
                           "archive (its folder or URL, see plagcheck-cli archive) is searched where it is")
    scan.add_argument("--library", metavar="FILE", default="",
                      help="the reference library file (default: library.sqlite3 in your data folder)")
    scan.add_argument("--template", action="append", default=[], metavar="FILE",
                      help="text given to everyone (assignment, template): never counts as shared (repeatable)")
    scan.add_argument("--common-share", type=share_argument, default=ScanSettings.common_share, metavar="PERCENT",
                      help="ignore text that more than this share of the class has (classes of 10 or more), and "
                           "text 3 or more students have at the same place, such as a cover sheet or the question "
                           "at the top; a percentage or a fraction; 0 switches both off (default: "
                           + _percent_default(ScanSettings.common_share) + ")")
    scan.add_argument("--exclude-quotes", action=argparse.BooleanOptionalAction, default=ScanSettings.exclude_quotes,
                      help="leave quotations out of the comparison: text inside quotation marks and paragraphs "
                           "formatted as quotes (Word's Quote style, <blockquote>) (default: %(default)s)")
    scan.add_argument("--exclude-cited-quotes", action=argparse.BooleanOptionalAction,
                      default=ScanSettings.exclude_cited_quotes,
                      help="leave out quotations with a citation beside them, such as (Hartley, 2023), [3] or "
                           "a note number; a quotation without one still counts (default: %(default)s)")
    scan.add_argument("--exclude-bibliography", action=argparse.BooleanOptionalAction,
                      default=ScanSettings.exclude_bibliography,
                      help="leave reference lists (References, Works Cited...) and in-text citations such as "
                           "(Hartley, 2023) out (default: %(default)s)")
    scan.add_argument("--no-homoglyphs", action="store_true", help="do not fold look-alike letters to Latin")
    scan.add_argument("--no-join-hyphens", action="store_true", help="do not join words hyphenated across lines")
    scan.add_argument("--group-subfolders", action="store_true",
                      help="treat each sub-folder as one submission made of all its files (when no platform's "
                           "layout is recognised)")
    scan.add_argument("--layout", choices=LAYOUTS, default="auto",
                      help="how the class's files name their students: recognised from a learning platform's "
                           "download (default: auto), that platform's layout, each sub-folder one student "
                           "(folders) or each file one submission (files)")
    scan.add_argument("--max-file-mb", type=float, default=ScanSettings.max_file_mb,
                      help="skip files larger than this (default: %(default)s MB)")
    scan.add_argument("--workers", type=int, default=0, help="processes for reading files and comparing pairs (default: one per core)")
    scan.add_argument("--encoding", action="append", default=[], metavar="FILE=ENCODING",
                      help="read this text file in this encoding (e.g. essay.txt=cp1250), when the guessed one "
                           "is wrong (repeatable)")
    scan.add_argument("--source", action="append", default=[], metavar="PATH",
                      help="a file or folder among those scanned that holds sources (readings, original texts), "
                           "not students' work: compared with the students, never grouped as one (repeatable)")
    scan.add_argument("--include-text", action="store_true", help="include each document's extracted text in the JSON")
    scan.add_argument("--session", metavar="OUT",
                      help="save the whole check (texts, hashes, settings, results) to OUT, to review later")
    scan.add_argument("--quiet", "-q", action="store_true", help="no progress on standard error")
    add_session_commands(commands)
    cache = commands.add_parser("cache", help="the texts kept from files already read (in your cache folder)")
    cache_actions = cache.add_subparsers(dest="action", required=True, parser_class=_ArgumentParser)
    for action, words in (("info", "say where the cached texts are and how many there are"),
                          ("clear", "forget every cached text (the next scan reads every file again)")):
        sub = cache_actions.add_parser(action, help=words)
        sub.add_argument("--json", metavar="OUT", help="write what was found or done as JSON to OUT ('-': stdout)")
        sub.add_argument("--quiet", "-q", action="store_true", help="nothing on standard error")
    archive = commands.add_parser("archive", add_help=False,
                                  help="the institution's archive on a Dask cluster: add, check, sweep, info")
    archive.add_argument("arguments", nargs=argparse.REMAINDER)  # main() hands them to archive_cli
    library = commands.add_parser("library", help="the reference library: previous years and sources")
    library.add_argument("--library", metavar="FILE", default="", help="the library file (default: in your data folder)")
    actions = library.add_subparsers(dest="action", required=True, parser_class=_ArgumentParser)
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


def _collection_name(reference: str) -> str:
    """Return the collection a --reference names: a folder's own name, or the text as given."""
    path = Path(reference)
    return path.resolve().name if path.exists() else reference


def settings_from_args(args: argparse.Namespace) -> ScanSettings:
    """Return the ScanSettings the arguments ask for (raises ValueError when they do not fit together)."""
    settings = ScanSettings(
        unit=args.unit,
        k=args.k,
        num_perm=args.num_perm,
        seed=args.seed,
        threshold=args.threshold,
        min_score=min(args.min_score, args.threshold),
        lowest_threshold=args.lsh_threshold,
        bands=args.bands,
        rows=args.rows,
        merge_gap_words=args.merge_gap,
        min_passage_words=args.min_passage,
        min_match_words=args.min_match_words,
        find_reworded=args.reworded,
        passage_words=args.passage_words,
        copied_only=args.copied_only,
        common_share=args.common_share,
        template_paths=tuple(args.template),
        source_paths=tuple(str(Path(p).resolve()) for p in args.source),
        reference_collections=tuple(_collection_name(r) for r in args.reference if not is_archive_address(r)),
        reference_archives=tuple(r for r in args.reference if is_archive_address(r)),
        library_path=args.library,
        exclude_quotes=args.exclude_quotes,
        exclude_cited_quotes=args.exclude_cited_quotes,
        exclude_bibliography=args.exclude_bibliography,
        fold_homoglyphs=not args.no_homoglyphs,
        join_hyphenated=not args.no_join_hyphens,
        max_file_mb=args.max_file_mb,
        group_subfolders=args.group_subfolders,
        layout=args.layout,
        workers=args.workers,
        encodings=tuple(_chosen_encoding(choice) for choice in args.encoding),
    )
    settings.validate()
    return settings


def _chosen_encoding(choice: str) -> tuple[str, str]:
    """Return (sha256 of the file's bytes, codec) for an --encoding FILE=ENCODING (ValueError if unusable:
    the file cannot be read, or the encoding is unknown or no character set, such as rot13, hex or idna)."""
    from plagcheck.charsets import text_codec  # the readers load when a command needs them
    from plagcheck.engine.reading.extract.base import ExtractionError
    from plagcheck.engine.reading.zip_folders import location_digest

    path, separator, codec = choice.rpartition("=")
    if not separator or not path or not codec:
        raise ValueError(f"--encoding takes FILE=ENCODING, not {choice!r}")
    try:
        codec = text_codec(codec)
    except ValueError as exc:
        raise ValueError(f"--encoding {choice}: {exc}") from None
    try:  # only a regular file, never blocking on a pipe, or a file in a zip (path/to/class.zip/Student/a.txt)
        return location_digest(path), codec
    except ExtractionError as exc:
        raise ValueError(f"--encoding: cannot read {path}: {exc.message}") from None
    except OSError as exc:
        raise ValueError(f"--encoding: cannot read {path}: {exc.strerror or exc}") from None


def _progress_printer(quiet: bool):
    """Return a progress callback printing one line as each step starts (with a plain note) and one as a
    step ends ("Reading: 44/44 done"), as the window's progress panel shows them."""
    state = {"step": "", "ended": ""}
    stages_of = dict(STEPS)

    def report(progress: Progress) -> None:
        if quiet:
            return
        step = STAGE_WORDS.get(progress.stage, progress.stage)
        note = progress_note(progress)
        if step != state["step"]:
            state["step"], state["ended"] = step, ""
            print(f"{step}: {note}" if note else f"{step}…", file=sys.stderr)
        elif note and progress.done == 0:
            print(f"{step}: {note}", file=sys.stderr)
        finished = progress.total and progress.done == progress.total
        stages = stages_of.get(step, (progress.stage,))
        if finished and progress.stage == stages[-1] and state["ended"] != step:
            state["ended"] = step
            # A step of several stages counts different things in each: its last count would mislead.
            counts = f"{progress.done:,}/{progress.total:,} " if len(stages) == 1 else ""
            print(f"{step}: {counts}done", file=sys.stderr)

    return report


def _open_library(path: str) -> ReferenceLibrary:
    from plagcheck.engine.references.library import ReferenceLibrary

    return ReferenceLibrary(Path(path) if path else None)


def _add_documents(library: ReferenceLibrary, name: str, paths: list[str], quiet: bool,
                   settings: ScanSettings | None = None) -> None:
    """Read `paths` and add them to collection `name`, printing what happened unless quiet.

    What scans with `settings` (default: the default settings) compare is derived from the texts right away.
    """
    printer = _progress_printer(quiet)
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
                _add_documents(library, _collection_name(folder), [folder], args.quiet, settings)


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
        from plagcheck.serialize import write_json

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
                    from plagcheck.serialize import write_json

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
        from plagcheck.session import save_session

        save_session(result, Path(args.session))
    if args.json:
        from plagcheck.serialize import result_to_dict, write_json

        write_json(result_to_dict(result, include_text=args.include_text), args.json)
    if args.html or args.csv or args.pairs_json:
        from plagcheck import report  # imported late: Jinja2 templates are only needed for reports

        options = {"threshold": result.settings.threshold, "anonymise": args.anonymise}
        if args.html:
            report.write_html_report(result, Path(args.html), **options)
        if args.csv:
            report.write_pairs_csv(result, Path(args.csv), **options)
        if args.pairs_json:
            report.write_pairs_json(result, Path(args.pairs_json), **options)


def _summary(result) -> str:
    """Return the closing line: the same figures as the window's and the report's (plagcheck.class_figures)."""
    from plagcheck.class_figures import class_figures, files_text

    shown = result.pairs_above(result.settings.threshold)
    figures = class_figures(result)
    ignored = ignored_text(result.ignored_template_shingles, result.ignored_common_shingles)
    in_part = sum(1 for p in shown if p.note)
    return "".join(f"note: {notice}\n" for notice in result.notices) + (
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
        from plagcheck.archive_cli import main as archive_main

        return archive_main(argv[1:])
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
        from plagcheck.sources import mark_sources

        _add_reference_folders(args, settings)
        result = mark_sources(run_scan(args.paths, settings, on_progress=_progress_printer(args.quiet)))
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
