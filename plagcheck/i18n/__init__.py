"""The app's languages, and the translation of text written outside Qt (no Qt here).

Every string the teacher reads is in Qt's `.ts` files (plagcheck/i18n/translations/plagcheck_<code>.ts), made by
`pyside6-lupdate` (scripts/update_translations.sh). The window loads their compiled `.qm` through QTranslator;
the report, the guide and the shared vocabulary, which never import Qt, read the same `.ts` files here, so one
set of files, edited with Qt's own tools, holds every translation. Code outside Qt marks its strings with
`translate(context, text)` (or `QT_TRANSLATE_NOOP` for a constant translated where it is used): both names are
the ones lupdate looks for.
"""

from __future__ import annotations

import locale
import os
import threading
import xml.etree.ElementTree as ElementTree
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Iterator

TRANSLATIONS = Path(__file__).resolve().parent / "translations"

#: Every language the app speaks, by code, with its name in itself (as the Settings dialog lists it).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "es": "Español",
    "it": "Italiano",
    "pt": "Português",
    "nl": "Nederlands",
}
SOURCE_LANGUAGE = "en"

_state = threading.local()
_default = [SOURCE_LANGUAGE]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (the name lupdate looks for)
    """Return `text` unchanged: marks a constant for lupdate, translated later with translate(context, text)."""
    return text


def supported(code: str | None) -> str:
    """Return the shipped language of a locale or language code ("fr_CA.UTF-8" -> "fr"), else English."""
    base = (code or "").replace("-", "_").split("_")[0].split(".")[0].lower()
    return base if base in LANGUAGES else SOURCE_LANGUAGE


def system_language() -> str:
    """Return the shipped language closest to the system's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else
    English."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        codes = [code for code in value.split(":") if code and code not in ("C", "POSIX", "C.UTF-8")]
        if codes:
            return supported(codes[0])
    try:
        return supported(locale.getlocale()[0])
    except ValueError:
        return SOURCE_LANGUAGE


def set_language(code: str) -> None:
    """Make `code` (a shipped language) the language of text translated outside Qt, for the whole process."""
    _default[0] = supported(code)


def current_language() -> str:
    """Return the language text is being translated into (this thread's, else the process's)."""
    return getattr(_state, "language", None) or _default[0]


@contextmanager
def language(code: str | None) -> Iterator[str]:
    """Translate into `code` on this thread inside the block (None: keep the current language); yields the
    language used."""
    previous = getattr(_state, "language", None)
    _state.language = supported(code) if code else current_language()
    try:
        yield _state.language
    finally:
        _state.language = previous


@lru_cache(maxsize=None)
def catalogue(code: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """Return the finished translations of language `code` by (context, English text): one form, or the
    plural forms of a numerus message. Empty for English or a language without a file."""
    path = TRANSLATIONS / f"plagcheck_{code}.ts"
    if code == SOURCE_LANGUAGE or not path.is_file():
        return {}
    table: dict[tuple[str, str], tuple[str, ...]] = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) or (translation.text or "",)
            if any(forms):
                table[(name, message.findtext("source", ""))] = forms
    return table


def plural_index(n: int, code: str | None = None) -> int:
    """Return which plural form (0: singular, 1: plural) language `code` (the current one by default) uses for
    `n`: French and (Brazilian) Portuguese count 0 and 1 as singular, the others only 1."""
    if (code or current_language()) in ("fr", "pt"):
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Return `text` (English, as marked in `context`) in the current language; English when no finished
    translation exists. With `n` >= 0, "%n" in the text becomes the number, in the form that number takes."""
    forms = catalogue(current_language()).get((context, text))
    if forms is None:
        result = text
    elif n >= 0 and len(forms) > 1:
        result = forms[min(plural_index(n), len(forms) - 1)]
    else:
        result = forms[0]
    return result.replace("%n", number(n)) if n >= 0 else result


# Number forms of the shipped languages (CLDR): grouping separator, decimal mark, and the space before "%".
_NUMBER_FORMS = {
    "en": (",", ".", ""),
    "fr": ("\u202f", ",", "\u202f"),
    "de": (".", ",", "\u00a0"),
    "es": (".", ",", "\u00a0"),
    "it": (".", ",", ""),
    "pt": (".", ",", ""),
    "nl": (".", ",", ""),
}


def number(value: int | float, decimals: int = 0) -> str:
    """Return a number as the current language writes it: "1,204" / "1 204" / "1.204"; "4.5" / "4,5"."""
    group, decimal, _space = _NUMBER_FORMS[current_language()]
    text = f"{value:,.{decimals}f}"
    whole, _, fraction = text.partition(".")
    # Spanish groups only from five digits on ("1234", "12.345").
    if current_language() == "es" and len(whole.lstrip("-").replace(",", "")) <= 4:
        whole = whole.replace(",", "")
    whole = whole.replace(",", group)
    return f"{whole}{decimal}{fraction}" if fraction else whole


def percent_sign(text: str) -> str:
    """Return a written number followed by the percent sign as the current language spaces it ("37%",
    "37 %")."""
    return f"{text}{_NUMBER_FORMS[current_language()][2]}%"
