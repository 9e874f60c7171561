"""The engine never imports Qt, and its wings import each other one way only: checked on the source, and by
import-linter's contracts in pyproject.toml (docs/architecture.md)."""

import ast
import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "plagcheck"
QT_ROOTS = {"PySide6", "PyQt5", "PyQt6", "shiboken6", "superqt", "qtpy"}
CORE = [PACKAGE / "engine", PACKAGE / "models.py", PACKAGE / "pipeline.py", PACKAGE / "cli.py",
        PACKAGE / "cli_args.py", PACKAGE / "serialize.py", PACKAGE / "synthetic.py", PACKAGE / "vocabulary.py"]


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
            if node.module.startswith("plagcheck.ui"):
                roots.add("plagcheck.ui")
    return roots


def test_core_modules_import_no_qt():
    files = [f for c in CORE for f in ([c] if c.is_file() else c.rglob("*.py"))]
    assert files
    for f in files:
        bad = imported_roots(f) & (QT_ROOTS | {"plagcheck.ui"})
        assert not bad, f"{f.relative_to(PACKAGE.parent)} imports {bad}"


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    """Return import-linter's run over the package and contracts under `root` (this interpreter's import-linter)."""
    if importlib.util.find_spec("importlinter") is None:
        pytest.skip("import-linter is not installed")
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()"],
                          cwd=root, capture_output=True, text=True)


def contract_count(root: Path) -> int:
    with open(root / "pyproject.toml", "rb") as stream:
        return len(tomllib.load(stream)["tool"]["importlinter"]["contracts"])


def test_import_linter_contracts_hold():
    proc = lint_imports(PACKAGE.parent)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    count = contract_count(PACKAGE.parent)
    assert count >= 3  # no Qt in the engine, the engine's wings, the command line one way
    assert f"Contracts: {count} kept, 0 broken." in proc.stdout


#: Imports each contract forbids: (module that would import, the import added to it).
FORBIDDEN = [
    ("engine/copied/shingles.py", "from plagcheck.engine.reworded import lexicon"),  # the two ways apart
    ("engine/reworded/content.py", "from plagcheck.engine.copied import shingles"),
    ("engine/text/normalize.py", "from plagcheck.engine.copied import shingles"),  # text imports no wing
    ("engine/reading/ingest.py", "from plagcheck.engine import compare"),  # reading knows nothing of comparing
    ("engine/copied/verify.py", "from plagcheck.engine.references import library"),  # references on top
    ("engine/arrays.py", "from plagcheck.engine import steps"),  # the idioms import nothing of the engine
    ("engine/reworded/lexicon.py", "from plagcheck.engine.reading import layouts"),
    ("archive_cli.py", "from plagcheck import cli"),  # the command line runs one way
    ("cli_args.py", "from plagcheck.cli import build_parser"),
    ("engine/compare.py", "from plagcheck.ui import qt_compat"),  # no Qt in the engine
]


@pytest.mark.parametrize(("module", "line"), FORBIDDEN, ids=[m for m, _ in FORBIDDEN])
def test_a_forbidden_import_breaks_a_contract(tmp_path, module, line):
    shutil.copytree(PACKAGE, tmp_path / "plagcheck", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PACKAGE.parent / "pyproject.toml", tmp_path)
    target = tmp_path / "plagcheck" / module
    text = target.read_text(encoding="utf-8")
    # after the module's docstring and `from __future__` line, where an import of its own would go
    anchor = re.search(r"^from __future__ import annotations\n", text, re.M)
    at = anchor.end() if anchor else 0
    target.write_text(text[:at] + line + "\n" + text[at:], encoding="utf-8")
    proc = lint_imports(tmp_path)
    assert proc.returncode != 0, proc.stdout
    assert f"Contracts: {contract_count(tmp_path) - 1} kept, 1 broken." in proc.stdout
