"""The engine never imports Qt, its wings import each other one way only, it imports nothing above it, and
nothing in plagcheck imports in a circle: checked on the source, and by import-linter's contracts in
pyproject.toml (docs/architecture.md), each shown to break when a forbidden import is added. The bench's
class generator is a line too (bench/.importlinter)."""

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
CORE = [PACKAGE / "engine", PACKAGE / "shared", PACKAGE / "pipeline.py", PACKAGE / "cli", PACKAGE / "saved",
        PACKAGE / "system"]


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


def add_import(module: Path, line: str) -> None:
    """Add the import `line` to `module`, after its docstring and `from __future__` line, where an import of its
    own would go."""
    text = module.read_text(encoding="utf-8")
    anchor = re.search(r"^from __future__ import annotations\n", text, re.M)
    at = anchor.end() if anchor else 0
    module.write_text(text[:at] + line + "\n" + text[at:], encoding="utf-8")


def contract_names(root: Path) -> list[str]:
    """Return the names of the import-linter contracts in `root`/pyproject.toml."""
    with open(root / "pyproject.toml", "rb") as stream:
        return [c["name"] for c in tomllib.load(stream)["tool"]["importlinter"]["contracts"]]


def broken_contracts(proc: subprocess.CompletedProcess, names: list[str]) -> set[str]:
    """Return the contracts of `names` that import-linter's output reports broken (it wraps long names)."""
    said = " ".join(proc.stdout.split())
    assert all(f"{name} KEPT" in said or f"{name} BROKEN" in said for name in names), proc.stdout
    return {name for name in names if f"{name} BROKEN" in said}


def test_import_linter_contracts_hold():
    proc = lint_imports(PACKAGE.parent)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    count = len(contract_names(PACKAGE.parent))
    # no Qt in the engine, the engine's wings, the command line one way, no circles, nothing above the engine
    # and the house one way, the extract readers one way
    assert count >= 6
    assert f"Contracts: {count} kept, 0 broken." in proc.stdout


QT = "The engine never imports Qt or the UI"
WINGS = "The engine's wings"
COMMAND_LINE = "The archive's and session's commands"
CIRCLES = "No circles"
ABOVE_ENGINE = "The engine imports nothing above it"
EXTRACT = "The extract readers import one way"

#: Imports each contract forbids: (module that would import, the import added to it, the contracts it breaks:
#: their names' beginnings). The last ones put back the circles there were.
FORBIDDEN = [
    ("engine/copied/shingles.py", "from plagcheck.engine.reworded import lexicon", {WINGS}),  # the two ways apart
    ("engine/reworded/content.py", "from plagcheck.engine.copied import shingles", {WINGS}),
    # text imports no wing; reading knows nothing of comparing
    ("engine/text/normalize.py", "from plagcheck.engine.copied import shingles", {WINGS, CIRCLES}),
    ("engine/reading/ingest.py", "from plagcheck.engine import compare", {WINGS, CIRCLES}),
    # references on top
    ("engine/copied/verify.py", "from plagcheck.engine.references import library", {WINGS, CIRCLES}),
    ("engine/arrays.py", "from plagcheck.engine import steps", {WINGS}),  # the idioms import nothing of the engine
    ("engine/reworded/lexicon.py", "from plagcheck.engine.reading import layouts", {WINGS}),
    # the command line runs one way
    ("cli/archive.py", "from plagcheck.cli import commands", {COMMAND_LINE, CIRCLES}),
    ("cli/args.py", "from plagcheck.cli.commands import build_parser", {COMMAND_LINE, CIRCLES}),
    ("engine/compare.py", "from plagcheck.ui import qt_compat", {QT, ABOVE_ENGINE, CIRCLES}),  # no Qt in the engine
    # the engine opening the archive itself, which imports the engine and the pipeline
    ("engine/references/sources.py", "from plagcheck.archive.source import ArchiveSource", {ABOVE_ENGINE, CIRCLES}),
    ("engine/candidates.py", "from plagcheck.pipeline import kept_pair", {ABOVE_ENGINE, WINGS, CIRCLES}),
    # the extract readers' circle: base -> zipped -> archive -> base
    ("engine/reading/extract/base.py", "from plagcheck.engine.reading.extract.zipped import ZipEntry",
     {EXTRACT, CIRCLES}),
    ("engine/reading/extract/files.py", "from plagcheck.engine.reading.extract import zipped", {EXTRACT, CIRCLES}),
    # the records checking a layout with the engine (every wing imports them: a wing would reach reading through
    # them), and serialize writing through the report
    ("shared/models.py", "from plagcheck.engine.reading.layouts import LAYOUT_NAMES",
     {WINGS, CIRCLES, ABOVE_ENGINE}),
    ("saved/serialize.py", "from plagcheck.report.html import write_html_report", {CIRCLES, ABOVE_ENGINE}),
]


@pytest.mark.parametrize(("module", "line", "broken"), FORBIDDEN, ids=[m for m, _, _ in FORBIDDEN])
def test_a_forbidden_import_breaks_its_contracts(tmp_path, module, line, broken):
    shutil.copytree(PACKAGE, tmp_path / "plagcheck", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PACKAGE.parent / "pyproject.toml", tmp_path)
    add_import(tmp_path / "plagcheck" / module, line)
    proc = lint_imports(tmp_path)
    assert proc.returncode != 0, proc.stdout
    names = contract_names(tmp_path)
    assert broken_contracts(proc, names) == {n for n in names if n.startswith(tuple(broken))}
    assert f"Contracts: {len(names) - len(broken)} kept, {len(broken)} broken." in proc.stdout


BENCH = PACKAGE.parent / "bench"
#: Imports that put the class generator's ring back (bench/.importlinter), each in the module that had one.
GENERATOR_RING = [
    ("class_truth.py", "from class_generator.realistic_classes import generate"),  # the class typed by the generator
    ("class_independence.py", "from class_generator import realistic_classes"),  # the generator measured inside
    ("class_rework.py", "from class_generator.class_copies import KINDS"),  # rewording over the copies it makes
]


def test_the_class_generator_is_a_line():
    proc = lint_imports(BENCH)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Contracts: 1 kept, 0 broken." in proc.stdout


@pytest.mark.parametrize(("module", "line"), GENERATOR_RING, ids=[m for m, _ in GENERATOR_RING])
def test_putting_the_class_generators_ring_back_breaks_its_contract(tmp_path, module, line):
    shutil.copytree(BENCH / "class_generator", tmp_path / "class_generator",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(BENCH / ".importlinter", tmp_path)
    add_import(tmp_path / "class_generator" / module, line)
    proc = lint_imports(tmp_path)
    assert proc.returncode != 0, proc.stdout
    assert "Contracts: 0 kept, 1 broken." in proc.stdout
