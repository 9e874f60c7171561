"""What plagcheck-cli's commands share: one-line argument errors, shares written as the window writes them,
the scan's options and the ScanSettings they make, and progress lines on standard error.

plagcheck.cli.commands (which dispatches the commands), plagcheck.cli.archive and plagcheck.cli.session import this
module; it imports none of them (an import-linter contract in pyproject.toml keeps it so).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from plagcheck.archive import is_archive_address
from plagcheck.engine.reading.class_list import read_class_list
from plagcheck.engine.reading.layouts import LAYOUTS
from plagcheck.i18n import LANGUAGES
from plagcheck.shared.models import Progress, ScanSettings
from plagcheck.shared.vocabulary import STAGE_WORDS, STEPS, percent, progress_note


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line and exit 2 (no usage dump)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Print `message` on one line and exit with status 2; never returns."""
        self.exit(2, f"plagcheck-cli: error: {message}\n")


def share_argument(text: str) -> float:
    """Return a share given on the command line as a fraction: "10" and "10%" are percentages, as the window
    writes them (10% is 0.1); a value below 1 ("0.1") is a fraction. Raises ArgumentTypeError otherwise."""
    written = text.strip()
    as_percent = written.endswith("%")
    try:
        value = float(written.rstrip("%").strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a percentage (10 or 10%) or a fraction (0.1), not {text!r}") from None
    if as_percent or value >= 1.0:
        value /= 100.0
    if not 0.0 <= value <= 1.0 or value != value:
        raise argparse.ArgumentTypeError(f"must be between 0% and 100%, not {text}")
    return value


def percent_default(value: float) -> str:
    """Return a default share as the help writes it ("2%%": argparse reads % as a format character)."""
    return percent(value).replace("%", "%%")


def add_scan_arguments(scan: argparse.ArgumentParser) -> None:
    """Add the options of `plagcheck-cli scan` (which `archive add` and `archive check` take too) to `scan`."""
    scan.add_argument(
        "paths", nargs="+", metavar="PATH", help="files, folders or zip files of submissions (a zip is read as the "
                                                 "folder it holds)")
    scan.add_argument("--json", metavar="OUT", help="write the result as JSON to OUT ('-' for standard output)")
    scan.add_argument("--html", metavar="OUT", help="write a self-contained HTML evidence report to OUT")
    scan.add_argument("--csv", metavar="OUT", help="write the ranked pair list as CSV to OUT")
    scan.add_argument("--pairs-json", metavar="OUT", help="write the ranked pair list alone as JSON to OUT")
    scan.add_argument("--language", choices=(*LANGUAGES, "system"), default="en",
                      help="the HTML report's language: " + ", ".join(
                          f"{code} ({name})" for code, name in LANGUAGES.items())
                           + ", or the system's (default: en; the JSON and CSV stay in English)")
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
                           "(default: " + percent_default(ScanSettings.threshold) + ")")
    scan.add_argument("--min-score", type=share_argument, default=ScanSettings.min_score,
                      metavar="PERCENT",
                      help="keep checked pairs scoring at least this, so that a lower threshold needs no rescan "
                           "(default: " + percent_default(ScanSettings.min_score) + ")")
    method = scan.add_argument_group(
        "advanced", "how the quick first pass picks the pairs to check closely (Help → How it works explains it)")
    method.add_argument("--lsh-threshold", type=share_argument, default=ScanSettings.lowest_threshold,
                        metavar="PERCENT",
                        help="the likeness of two whole documents the first pass is tuned to catch (default: "
                             + percent_default(ScanSettings.lowest_threshold) + ")")
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
                           + percent_default(ScanSettings.common_share) + ")")
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
    scan.add_argument(
        "--workers", type=int, default=0, help="processes for reading files and comparing pairs (default: one per core)")
    scan.add_argument("--encoding", action="append", default=[], metavar="FILE=ENCODING",
                      help="read this text file in this encoding (e.g. essay.txt=cp1250), when the guessed one "
                           "is wrong (repeatable)")
    scan.add_argument("--source", action="append", default=[], metavar="PATH",
                      help="a file or folder among those scanned that holds sources (readings, original texts), "
                           "not students' work: compared with the students, never grouped as one (repeatable)")
    scan.add_argument("--roster", metavar="FILE", default="",
                      help="the class list (a CSV or XLSX export of the Canvas gradebook, Moodle's participants or "
                           "grades, Google Classroom's or Teams' grades, or any table of names and ids or e-mail "
                           "addresses): submissions are named after it, and its students who handed nothing in "
                           "are listed")
    scan.add_argument("--roster-name-column", metavar="COLUMN", default="",
                      help="the class list's column holding each student's whole name (default: recognised)")
    scan.add_argument("--roster-id-column", metavar="COLUMN", default="",
                      help="the class list's column holding each student's id, login or e-mail address (default: "
                           "recognised)")
    scan.add_argument("--include-text", action="store_true", help="include each document's extracted text in the JSON")
    scan.add_argument("--session", metavar="OUT",
                      help="save the whole check (texts, hashes, settings, results) to OUT, to review later")
    scan.add_argument("--quiet", "-q", action="store_true", help="no progress on standard error")


def scan_parser() -> argparse.ArgumentParser:
    """Return a parser of the scan's paths and options alone, as `plagcheck-cli scan` reads them."""
    parser = OneLineParser(prog="plagcheck-cli scan")
    add_scan_arguments(parser)
    return parser


def collection_name(reference: str) -> str:
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
        reference_collections=tuple(collection_name(r) for r in args.reference if not is_archive_address(r)),
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
        roster=str(Path(args.roster).resolve()) if args.roster else "",
        roster_name_column=args.roster_name_column,
        roster_id_column=args.roster_id_column,
    )
    settings.validate()
    if settings.roster:
        # Read once here so that a list that cannot be read is a one-line error before anything is scanned.
        read_class_list(settings.roster, settings.roster_name_column, settings.roster_id_column)
    elif settings.roster_name_column or settings.roster_id_column:
        raise ValueError("--roster-name-column and --roster-id-column choose the columns of a --roster FILE")
    return settings


def _chosen_encoding(choice: str) -> tuple[str, str]:
    """Return (sha256 of the file's bytes, codec) for an --encoding FILE=ENCODING (ValueError if unusable:
    the file cannot be read, or the encoding is unknown or no character set, such as rot13, hex or idna)."""
    from plagcheck.shared.charsets import text_codec  # the readers load when a command needs them
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


def progress_printer(quiet: bool):
    """Return a progress callback printing one line as each step starts (with a plain note) and one as a
    step ends ("Reading: 44/44 done"), as the window's progress panel shows them."""
    state = {"step": "", "ended": "", "note": ""}
    stages_of = dict(STEPS)

    def report(progress: Progress) -> None:
        if quiet:
            return
        step = STAGE_WORDS.get(progress.stage, progress.stage)
        note = progress_note(progress)
        if step != state["step"]:
            state["step"], state["ended"], state["note"] = step, "", note
            print(f"{step}: {note}" if note else f"{step}…", file=sys.stderr)
        elif note and progress.done == 0 and note != state["note"]:
            # A step's note is printed once: the same note comes again with every tick of a long wait.
            state["note"] = note
            print(f"{step}: {note}", file=sys.stderr)
        finished = progress.total and progress.done == progress.total
        stages = stages_of.get(step, (progress.stage,))
        if finished and progress.stage == stages[-1] and state["ended"] != step:
            state["ended"] = step
            # A step of several stages counts different things in each: its last count would mislead.
            counts = f"{progress.done:,}/{progress.total:,} " if len(stages) == 1 else ""
            print(f"{step}: {counts}done", file=sys.stderr)

    return report
