"""The engine never imports Qt: checked on the source, and by import-linter's contract in pyproject.toml."""

import ast
import shutil
import subprocess
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "plagcheck"
QT_ROOTS = {"PySide6", "PyQt5", "PyQt6", "shiboken6", "superqt", "qtpy"}
CORE = [PACKAGE / "engine", PACKAGE / "models.py", PACKAGE / "pipeline.py", PACKAGE / "cli.py",
        PACKAGE / "serialize.py", PACKAGE / "synthetic.py", PACKAGE / "vocabulary.py"]


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


def test_import_linter_contract_holds():
    if shutil.which("lint-imports") is None:
        pytest.skip("import-linter is not installed")
    proc = subprocess.run(["lint-imports"], cwd=PACKAGE.parent, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
