"""The window in another language: Qt's translators and the texts made outside Qt switch together."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt

from conftest import scan_and_wait
from plagcheck import i18n
from plagcheck.shared.models import ScanSettings
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings
from plagcheck.ui.translation import install_language, language_choice
from plagcheck.ui.views.settings_dialog import SettingsDialog


@pytest.fixture
def french(qapp) -> Iterator[None]:
    """The app in French for one test, English again after it."""
    translators = install_language(qapp, "fr")
    assert translators, "the French .qm did not load"
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    i18n.set_language("en")
    QLocale.setDefault(QLocale(QLocale.Language.English))


@pytest.fixture
def french_window(qtbot, tmp_path: Path, french) -> Iterator[MainController]:
    """The main window built after French was installed, as the app builds it."""
    main = MainController(store=make_test_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(main.window)
    main.sessions.ask_unsaved = lambda parent: "discard"
    main.ask_sources = lambda window, folders: []
    main.window.show()
    yield main
    main.shutdown()


def menu_titles(window) -> list[str]:
    """Return the menu bar's titles without their accelerator marks."""
    return [action.text().replace("&", "") for action in window.menuBar().actions()]


def test_the_window_speaks_french(qtbot, french_window, class_folder):
    window = french_window.window
    assert menu_titles(window) == ["Fichier", "Analyse", "Suivi", "Affichage", "Outils", "Aide"]
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())][:2] == ["Résultats", "Comparer"]
    assert window.drop_zone.open_folder.text() == "Ouvrir un dossier…"
    scan_and_wait(qtbot, french_window, [str(class_folder)])
    model = window.results_page.table.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    # Column titles from Qt's translator ("Document A") and from the shared vocabulary ("A dans B").
    assert "Listée pour" in headers and any("A dans" in str(h) for h in headers)
    # Counts and shares in the French form: "12 fichiers", "37 %" (a narrow no-break space before %).
    counts = window.counts_label.text()
    assert "fichiers" in counts and "\u202f%" in counts, counts
    assert "with problems" not in counts


def test_settings_offer_every_shipped_language(qtbot, french):
    dialog = SettingsDialog(ScanSettings(), language="de")
    qtbot.addWidget(dialog)
    names = [dialog.language_choice.itemText(i) for i in range(dialog.language_choice.count())]
    assert names[1:] == list(i18n.LANGUAGES.values())
    assert names[0].startswith("La langue du système")
    assert dialog.language() == "de"
    dialog.language_choice.setCurrentIndex(0)
    assert dialog.language() == ""


@pytest.mark.parametrize("code", [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE])
def test_every_shipped_language_loads_its_own_and_qts_translations(qapp, code):
    translators = install_language(qapp, code)
    try:
        assert len(translators) == 2, f"plagcheck_{code}.qm and Qt's qtbase for {code} should both load"
        assert QCoreApplication.translate("MainWindow", "Results") != "Results"
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        i18n.set_language("en")
        QLocale.setDefault(QLocale(QLocale.Language.English))


def test_the_language_follows_the_choice_then_the_system(monkeypatch):
    assert language_choice("de") == "de"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_MX")))
    assert language_choice("") == "es"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert language_choice("xx") == "en"


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_window_fits_a_small_screen_in_every_language(qtbot, qapp, tmp_path, code):
    """The teacher's 1024-pixel screen holds the window whatever its language: a long line (the file problems'
    title with its notes, in German 1,106 px wide before it wrapped) must wrap, not push the window wider."""
    from plagcheck.shared.engine_notices import Counted, Notice
    from plagcheck.shared.models import DocumentRecord
    from plagcheck.ui.translation import start_in_language

    store = make_test_settings(str(tmp_path / "settings.ini"))
    store.save_language(code)  # as Settings saves the teacher's choice; the app starts in it
    language, translators = start_in_language(qapp, store.language())
    try:
        assert language == code
        main = MainController(store=store)
        qtbot.addWidget(main.window)
        documents = (DocumentRecord(0, "/c/Aufgabenstellung.pdf", "class/Aufgabenstellung.pdf", "skipped",
                                    "not compared: the assignment sheet (it lies outside the students' submissions "
                                    "and says it is the assignment); its text is left out of every essay, as a "
                                    "template's is"),
                     DocumentRecord(1, "/c/a (1).odt", "Hannah Meyer — Deutsch Aufsatz v2.odt", "ok",
                                    "Deutsch Aufsatz v2 (1).odt: the same as Deutsch Aufsatz v2.odt, read once",
                                    text="Ein Text."))
        main.window.results_page.problems.show_documents(documents, notices=(
            Notice.of("scan.budget_words", files=Counted(3, "file"), units=250_000, megabytes=1500),))
        main.window.show()
        qapp.processEvents()  # the layouts take the new title in
        problems = main.window.results_page.problems
        # Its fonts vary from machine to machine: the panel must need less than its title's one line, which
        # then wraps, and the window no more than a small screen.
        one_line = problems.title.fontMetrics().horizontalAdvance(problems.title.text())
        assert problems.minimumSizeHint().width() < one_line, problems.title.text()
        assert main.window.minimumSizeHint().width() <= 1024
        main.sessions.ask_unsaved = lambda parent: "discard"
        main.shutdown()
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        i18n.set_language("en")
        QLocale.setDefault(QLocale(QLocale.Language.English))


def test_an_unselected_tab_keeps_the_accent_of_its_capital(qtbot, french_window):
    """Qt draws an unselected tab lower and cut "Élèves" to "Elèves" (Fusion, DejaVu Sans): the tabs are taller
    by ACCENT_ROOM than the style makes them, so the accent has room."""
    from PySide6.QtWidgets import QTabBar

    from plagcheck.ui.views.tab_style import ACCENT_ROOM

    bar = french_window.window.tabs.tabBar()
    plain = QTabBar()
    qtbot.addWidget(plain)
    plain.setDocumentMode(True)
    plain.addTab("Élèves")
    assert "Élèves" in [bar.tabText(i) for i in range(bar.count())]
    assert bar.tabSizeHint(0).height() == plain.tabSizeHint(0).height() + ACCENT_ROOM


def test_a_settings_tab_taller_than_the_screen_scrolls_instead_of_cutting_its_text(qtbot, french):
    """On a 680-pixel screen the French Comparing tab lost its last line: each tab's page is scrolled when the
    dialog is shorter than it, and asks for its whole height when there is room."""
    from PySide6.QtWidgets import QScrollArea

    dialog = SettingsDialog(ScanSettings())
    qtbot.addWidget(dialog)
    pages = dialog.findChildren(QScrollArea)
    assert len(pages) == 5
    for scroller in pages:
        assert scroller.sizeHint().height() >= scroller.widget().sizeHint().height()
    dialog.resize(640, 420)
    dialog.show()
    qtbot.wait(50)
    first = pages[0]
    assert first.widget().height() >= first.widget().minimumSizeHint().height()  # the page keeps its height
    assert first.verticalScrollBar().maximum() > 0  # and scrolls
