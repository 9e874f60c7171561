"""plagcheck-cli, the command line: every capability of the window, scriptable, with JSON output.

- commands: the parser of every command; the scan, library and cache commands; `main`, which dispatches;
- archive: `plagcheck-cli archive` (add, check, sweep, info: the institution's archive on a Dask cluster);
- session: the commands that work on a saved session (clusters, review);
- args: what the commands share (the scan's options and settings, one-line errors, progress, shares).

The archive's and the session's commands and args never import commands (an import-linter contract).
"""


def main(argv: list[str] | None = None) -> int:
    """Run plagcheck-cli (commands.main) and return the process exit code: the installed command's entry point
    (pyproject.toml: plagcheck.cli:main), which imports the commands only when it runs."""
    from plagcheck.cli.commands import main as run

    return run(argv)
