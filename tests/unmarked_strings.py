"""Find user-visible string literals in plagcheck/ui that are not marked for translation (an AST scan)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "plagcheck" / "ui"

#: Methods whose text arguments the teacher reads.
TEXT_METHODS = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setStatusTip", "setWhatsThis", "setTitle",
    "addAction", "addMenu", "addTab", "insertTab", "setTabText", "setTabToolTip", "showMessage", "setLabelText",
    "setHeaderLabels", "setHorizontalHeaderLabels", "addItem", "addItems", "insertItem", "setInformativeText",
    "setDetailedText", "setCancelButtonText", "addButton", "setHtml", "set_text", "setSpecialValueText",
    "setSuffix", "setPrefix", "information", "warning", "critical", "question", "about", "getOpenFileNames",
    "getOpenFileName", "getSaveFileName", "getExistingDirectory", "getText", "getItem", "addRow", "setFormat",
}
#: Widgets whose constructors take the text they show.
TEXT_WIDGETS = {
    "QLabel", "QPushButton", "QAction", "QCheckBox", "QRadioButton", "QGroupBox", "QToolButton", "QMenu",
    "QMessageBox", "QCommandLinkButton",
}
_WORDS = re.compile(r"[A-Za-z]{2,}")


def _visible_literal(node: ast.AST) -> str | None:
    """Return the English text of a literal argument a teacher would read, or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _visible_literal(node.left) or _visible_literal(node.right)
    elif isinstance(node, (ast.List, ast.Tuple)):
        return next((t for t in map(_visible_literal, node.elts) if t), None)
    elif isinstance(node, ast.IfExp):
        return _visible_literal(node.body) or _visible_literal(node.orelse)
    else:
        return None
    # File filters ("Documents (*.pdf …)") and style sheets are text too, but a pure "*.csv" pattern is not.
    return text if _WORDS.search(re.sub(r"\*\.\w+|<[^>]*>|&\w+;", "", text)) else None


def unmarked_strings(root: Path = UI) -> list[str]:
    """Return "file:line: text" for every literal passed to a text-showing Qt call without tr()/translate()."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name not in TEXT_METHODS and name not in TEXT_WIDGETS:
                continue
            for arg in [*node.args, *(k.value for k in node.keywords if k.arg in ("text", "title", "caption"))]:
                text = _visible_literal(arg)
                if text:
                    found.append(f"{path.relative_to(root.parents[1])}:{arg.lineno}: {text[:70]!r}")
    return found


if __name__ == "__main__":
    print("\n".join(unmarked_strings()))
