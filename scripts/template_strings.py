"""Write plagcheck/report/template_strings.py: every sentence of the report's template, marked for lupdate.

lupdate reads Python, not Jinja2, so the template's {{ _("…") }} and ngettext(…) sentences are listed in a
Python module of QT_TRANSLATE_NOOP("Report", …) lines; tests/test_translations.py checks the module is up to
date. Run by scripts/update_translations.sh.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "plagcheck" / "report" / "templates" / "report.html.j2"
MODULE = ROOT / "plagcheck" / "report" / "template_strings.py"

HEADER = '''"""The sentences of the report's template (templates/report.html.j2), listed for pyside6-lupdate.

Written by scripts/template_strings.py: do not edit by hand. html.py translates them as the template renders.
"""

from plagcheck.i18n import QT_TRANSLATE_NOOP

TEMPLATE_STRINGS = (
'''


def template_sentences(source: str) -> list[str]:
    """Return the template's translatable sentences in the order they first appear, each once."""
    import jinja2

    env = jinja2.Environment(extensions=["jinja2.ext.i18n"])
    seen: dict[str, None] = {}
    for _line, _function, message in env.extract_translations(source):
        for text in (message if isinstance(message, tuple) else (message,)):
            if text:
                seen.setdefault(text, None)
    return list(seen)


def module_text(sentences: list[str]) -> str:
    """Return the Python module listing `sentences`."""
    lines = [f"    QT_TRANSLATE_NOOP(\"Report\", {text!r}),\n" for text in sentences]
    return HEADER + "".join(lines) + ")\n"


def main() -> int:
    """Write the module; return 0."""
    MODULE.write_text(module_text(template_sentences(TEMPLATE.read_text(encoding="utf-8"))), encoding="utf-8")
    print(f"wrote {MODULE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
