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


PACKAGE = UI.parent
#: The modules outside the window whose words the teacher reads: the report and its exports, the triage
#: (groups, students, the class tab's sentences), the guide, the shared vocabulary and figures, and the engine's
#: notices and messages as the window and the report write them.
TEACHER_MODULES = (
    PACKAGE / "triage", PACKAGE / "report", PACKAGE / "report" / "guide.py", PACKAGE / "shared" / "vocabulary.py",
    PACKAGE / "shared" / "class_figures.py", PACKAGE / "shared" / "engine_notices.py",
    PACKAGE / "shared" / "engine_messages.py",
)
#: Text in words: two words of letters with a blank between them (a key such as "pair.cut_off" is not).
_PROSE = re.compile(r"[^\W\d_]{2,}[,;:.!?]? +[^\W\d_]{2,}")
#: Calls whose string arguments are translated (markers) or never shown (patterns, logs, lookups by key).
_MARKERS = {"translate", "QT_TRANSLATE_NOOP", "tr", "ngettext", "gettext", "_"}
_NOT_SHOWN = {"compile", "match", "search", "sub", "fullmatch", "findall", "finditer", "split", "debug", "info",
              "warning", "error", "exception", "critical", "log", "count_text", "counted", "Counted", "of", "get",
              "startswith", "endswith", "replace", "removeprefix", "removesuffix", "index", "find", "setStyleSheet"}


def _docstrings(tree: ast.AST) -> set[ast.AST]:
    return {node.body[0].value for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}


def _is_shown(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Return False when the literal is a key (of a dict, a subscript, a comparison) or an argument of a marker
    or of a call that never shows it."""
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Call):
            func = parent.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in _MARKERS or name in _NOT_SHOWN:
                return False
        if isinstance(parent, (ast.Raise, ast.Assert, ast.Compare)):
            return False
        if isinstance(parent, ast.Dict) and child in parent.keys:
            return False
        if isinstance(parent, ast.Subscript) and child is parent.slice:
            return False
        if isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)):
            return True
        child, parent = parent, parents.get(parent)
    return True


def unmarked_prose(roots=TEACHER_MODULES) -> list[str]:
    """Return "file:line: text" for every string literal in words in `roots` (modules or folders) that is not
    marked for translation: not a docstring, not a marker's argument, not a key, not a pattern or a log line."""
    from plagcheck.shared.vocabulary import counted_nouns

    count_nouns = counted_nouns()  # a noun counted through the vocabulary's marked table ("web address")
    found = []
    for root in roots:
        for path in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            tree = ast.parse(path.read_text(encoding="utf-8"))
            parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
            docstrings = _docstrings(tree)
            for node in ast.walk(tree):
                if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or node in docstrings:
                    continue
                # Markup (even a tag cut in two by the code writing it) and placeholders are not words.
                words = re.sub(r"<[^>]*(>|$)|^[^<]*>|\{[^{}]*\}|%\(\w+\)s", " ", node.value)
                if _PROSE.search(words) and node.value not in count_nouns and _is_shown(node, parents):
                    shown = path.relative_to(PACKAGE.parent) if path.is_relative_to(PACKAGE.parent) else path
                    found.append(f"{shown}:{node.lineno}: {node.value[:70]!r}")
    return found


#: The report's template: its words are {{ _("…") }}; text written between its tags is not translated.
TEMPLATE = PACKAGE / "report" / "templates" / "report.html.j2"
#: Shown as they are in every language.
TEMPLATE_LITERALS = {"SHA-256"}


def unmarked_template_text(path: Path = TEMPLATE) -> list[str]:
    """Return each piece of text (between tags, or in a title, alt, aria-label or placeholder attribute) that the
    template writes without _(…): what a reader of the report would see in English whatever its language."""
    page = path.read_text(encoding="utf-8")
    page = re.sub(r"<script.*?</script>|<style.*?</style>|\{#.*?#\}", " ", page, flags=re.S)
    page = re.sub(r"\{\{.*?\}\}|\{%.*?%\}", " ", page, flags=re.S)
    pieces = [text.strip() for text in re.findall(r">([^<]*)<", page)]
    pieces += [m.group(2).strip() for m in re.finditer(r'\b(title|alt|aria-label|placeholder)="([^"]*)"', page)]
    return [piece for piece in pieces if re.search(r"[^\W\d_]{2,}", piece) and piece not in TEMPLATE_LITERALS]
