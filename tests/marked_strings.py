"""The strings the code marks for translation, read with Python's own parser (to check lupdate's .ts files)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "plagcheck"
#: Calls whose first two arguments are (context, text), as lupdate reads them.
MARKERS = {"translate", "QT_TRANSLATE_NOOP"}


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _marked(tree: ast.AST, context: str = "") -> set[tuple[str, str]]:
    """Return the (context, text) pairs marked under `tree`; `self.tr(text)` takes its class's name as context."""
    found = set()
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.ClassDef):
            found |= _marked(node, node.name)
            continue
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in MARKERS and len(node.args) >= 2 and _literal(node.args[0]) and _literal(node.args[1]) is not None:
                found.add((_literal(node.args[0]), _literal(node.args[1])))
            elif name == "tr" and isinstance(func, ast.Attribute) and node.args and context \
                    and _literal(node.args[0]) is not None:
                found.add((context, _literal(node.args[0])))
        found |= _marked(node, context)
    return found


def marked_strings(root: Path = PACKAGE) -> set[tuple[str, str]]:
    """Return every (context, text) marked with literals by translate(...), QT_TRANSLATE_NOOP(...) or
    self.tr(...) under `root`."""
    found: set[tuple[str, str]] = set()
    for path in root.rglob("*.py"):
        found |= _marked(ast.parse(path.read_text(encoding="utf-8")))
    return found
