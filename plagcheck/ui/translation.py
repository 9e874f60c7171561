"""The window's language: Qt's translators for the chosen language, and `translate`, the call every view and
controller marks its text with (lupdate reads it: scripts/update_translations.sh).

The language is the one chosen in Settings, else the system's; it takes effect when the app starts. The
`.qm` files are compiled from plagcheck/i18n/translations/*.ts and shipped beside them; Qt's own strings
(standard buttons, the file dialog) come from the `qtbase_*.qm` that PySide6 ships.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from plagcheck import i18n


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Return `text` (English, marked in `context`) in the window's language; with `n` >= 0 "%n" is the
    number, in the plural form it takes."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def install_language(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Load the translations of language `code` (a shipped language, else English) into `app`, make it the
    language of text made outside Qt (the report, the guide) and the default QLocale (numbers, dates); return
    the installed translators (keep them alive as long as the app)."""
    code = i18n.supported(code)
    i18n.set_language(code)
    QLocale.setDefault(QLocale(code))
    installed = []
    if code == i18n.SOURCE_LANGUAGE:
        return installed
    for name, folder in (("plagcheck", str(i18n.TRANSLATIONS)),
                         ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        translator = QTranslator(app)
        # By locale, so that "pt" finds Qt's qtbase_pt_BR.qm as well as plagcheck_pt.qm.
        if translator.load(QLocale(code), name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def language_choice(stored: str) -> str:
    """Return the language to start in: `stored` (the Settings choice) when shipped, else the system's."""
    if stored in i18n.LANGUAGES:
        return stored
    return i18n.supported(QLocale.system().name())


def start_in_language(app: QCoreApplication, chosen: str, override: str = "") -> tuple[str, list[QTranslator]]:
    """Install the language the app starts in, as plagcheck does at start-up: `override` (PLAGCHECK_LANGUAGE)
    when given, else `chosen` (the Settings choice, SettingsStore.language()), else the system's; return the
    language and its translators (keep them alive as long as the app)."""
    language = language_choice(override or chosen)
    return language, install_language(app, language)
