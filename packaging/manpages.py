"""Write the manual pages plagcheck(1) and plagcheck-cli(1) from the program itself, so that they cannot drift.

    python3 packaging/manpages.py OUT_FOLDER        # writes OUT_FOLDER/plagcheck.1 and OUT_FOLDER/plagcheck-cli.1

plagcheck-cli(1) is made from its argument parsers (plagcheck/cli/commands.py's build_parser, with every command and
sub-command, and plagcheck/cli/archive.py's for `archive`): each option with its help text, as --help shows
them. plagcheck(1), the window, takes no options of its own: its page is made from plagcheck/app.py's
docstrings and constants. packaging/linux/build.sh installs both, gzipped, in the .deb.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def roff(text: str) -> str:
    """Return plain text made safe for roff: backslashes and hyphens escaped, no line starting with . or '."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in text.splitlines())


def _help(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    """Return an action's help with %(default)s and the like filled in, as --help prints it."""
    formatter = parser._get_formatter()
    return formatter._expand_help(action) if action.help else ""


def _invocation(action: argparse.Action) -> str:
    """Return how an option or argument is written: '--json OUT', 'PATH ...', '--unit {word,char}'."""
    if not action.option_strings:
        name = action.metavar or action.dest.upper()
        return f"{name} ..." if action.nargs in ("+", "*") else str(name)
    if action.nargs == 0:
        return ", ".join(action.option_strings)
    if action.metavar:
        value = action.metavar
    elif action.choices:
        value = "{" + ",".join(map(str, action.choices)) + "}"
    else:
        value = action.dest.upper()
    return ", ".join(f"{option} {value}" for option in action.option_strings)


def subcommands(parser: argparse.ArgumentParser) -> list[tuple[str, str, argparse.ArgumentParser]]:
    """Return (name, help, parser) of the parser's sub-commands, in the order --help lists them."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            found += [(name, helps.get(name, ""), sub) for name, sub in action.choices.items()]
    return found


def options(parser: argparse.ArgumentParser) -> list[tuple[str, str]]:
    """Return (invocation, help) of the parser's own arguments and options (not its sub-commands, not --help)."""
    return [(_invocation(action), _help(parser, action)) for action in parser._actions
            if not isinstance(action, (argparse._SubParsersAction, argparse._HelpAction))]


def _section(parser: argparse.ArgumentParser, words: str, help_text: str) -> list[str]:
    """Return the roff lines of one command (and, below it, of its own sub-commands)."""
    lines = [".SS " + roff(words)]
    if help_text:
        lines.append(roff(help_text[0].upper() + help_text[1:]) + ".")
    if parser.description and parser.description != help_text:
        lines += [".PP", roff(parser.description)]
    for invocation, text in options(parser):
        lines += [".TP", ".B " + roff(invocation), roff(text) if text else ""]
    for name, sub_help, sub in subcommands(parser):
        lines += _section(sub, f"{words} {name}", sub_help)
    return lines


def header(name: str, summary: str, date: str, version: str) -> list[str]:
    """Return the title and NAME lines of a section-1 page."""
    return [f'.TH {roff(name.upper())} 1 "{date}" "plagcheck {version}" "User Commands"',
            ".SH NAME", f"{roff(name)} \\- {roff(summary)}"]


def cli_page(date: str) -> str:
    """Return plagcheck-cli(1) in roff, made from the command line's argument parsers."""
    from plagcheck import __version__
    from plagcheck.cli import commands as cli
    from plagcheck.cli.archive import build_archive_parser

    parser = cli.build_parser()
    # `archive` has a parser of its own (dask is an optional extra); build_parser's entry only names it.
    commands = [(name, text, build_archive_parser() if name == "archive" else sub)
                for name, text, sub in subcommands(parser)]
    docstring = (cli.__doc__ or "").strip().splitlines()
    exit_codes = next((line for line in docstring if line.startswith("Exit codes:")), "")
    lines = header("plagcheck-cli", parser.description.rstrip(".").lower(), date, __version__)
    lines += [".SH SYNOPSIS", ".B plagcheck\\-cli", "COMMAND [OPTIONS] ...", ".br", ".B plagcheck\\-cli \\-\\-version",
              ".SH DESCRIPTION", roff(docstring[0].split(": ", 1)[-1][0].upper() + docstring[0].split(": ", 1)[-1][1:]),
              ".PP", "Commands:"]
    for name, text, _ in commands:
        lines += [".TP", ".B " + roff(name), roff(text)]
    lines.append(".SH COMMANDS")
    for name, text, sub in commands:
        lines += _section(sub, f"plagcheck-cli {name}", text)
    lines += [".SH OPTIONS", ".TP", ".B \\-\\-version", "Print the version and exit.", ".TP", ".B \\-h, \\-\\-help",
              "Print a command's options and exit (also after each command)."]
    if exit_codes:
        lines += [".SH EXIT STATUS", roff(exit_codes.split(": ", 1)[1])]
    lines += [".SH SEE ALSO", ".BR plagcheck (1)"]
    return "\n".join(lines) + "\n"


def gui_page(date: str) -> str:
    """Return plagcheck(1) in roff, made from the window's entry point (plagcheck/app.py)."""
    from plagcheck import __version__, app

    summary, _, body = (app.__doc__ or "").strip().partition("\n")
    usage, _, what = summary.partition(": ")
    lines = header("plagcheck", "private plagiarism checker for teachers (the window)", date, __version__)
    lines += [".SH SYNOPSIS", ".B plagcheck", "[FOLDER\\-OR\\-FILE ...]", ".SH DESCRIPTION",
              roff(f"{usage}: {what}".replace("`", "")), ".PP", roff(" ".join(body.split())),
              ".PP", "Each argument naming an existing file or folder is scanned as the window opens (this is how",
              "\\fIOpen with\\fR and files dropped on the icon arrive).",
              ".PP", "It takes no options of its own; Qt's options (such as \\fB\\-platform\\fR) are accepted.",
              ".SH FILES", ".TP", ".I ~/.local/state/plagcheck/log/" + roff(app.LOG_FILE_NAME),
              roff("The log (rotated at 1 MB), in the user's log folder (XDG_STATE_HOME)."),
              ".SH SEE ALSO", ".BR plagcheck\\-cli (1)"]
    return "\n".join(lines) + "\n"


def write_pages(folder: Path) -> list[Path]:
    """Write plagcheck.1 and plagcheck-cli.1 into `folder` (created if needed); return their paths."""
    import os

    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "0")) or None
    date = datetime.fromtimestamp(epoch, timezone.utc) if epoch else datetime.now(timezone.utc)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, page in (("plagcheck", gui_page), ("plagcheck-cli", cli_page)):
        path = folder / f"{name}.1"
        path.write_text(page(date.strftime("%Y-%m-%d")), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_pages(Path(sys.argv[1] if len(sys.argv) > 1 else "build/man")):
        print(written_path)
