"""Every string a teacher reads is marked for translation, and every shipped language translates all of them."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ElementTree
from datetime import datetime, timezone
from pathlib import Path

import pytest

from marked_strings import marked_strings
from unmarked_strings import TEACHER_MODULES, UI, unmarked_prose, unmarked_strings, unmarked_template_text
from plagcheck import i18n
from plagcheck.shared.engine_messages import engine_text

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
#: Placeholders a translation must keep: {name} for Python's str.format, %(name)s for the report's template.
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\(\w+\)s")
#: The names of a notice's placeholders.
PLACEHOLDER_NAMES = re.compile(r"\{(\w+)\}")
#: Literals shown as they are in every language: the product's name.
UNTRANSLATED = {"plagcheck"}


def ts_messages(code: str) -> list[tuple[str, str, ElementTree.Element]]:
    """Return (context, source, translation element) of every message in language `code`'s .ts file."""
    root = ElementTree.parse(i18n.TRANSLATIONS / f"plagcheck_{code}.ts").getroot()
    return [(context.findtext("name", ""), message.findtext("source", ""), message.find("translation"))
            for context in root.iter("context") for message in context.iter("message")]


def test_every_visible_string_in_the_window_is_marked_for_translation():
    unmarked = [line for line in unmarked_strings() if line.split(": ", 1)[1].strip("'\" ") not in UNTRANSLATED]
    assert not unmarked, "wrap these in translate(context, text):\n" + "\n".join(unmarked)


def test_every_string_in_words_the_teacher_reads_is_marked_for_translation():
    """Outside Qt's calls too: the window's own constants, the report and its CSV, the triage, the guide, the
    vocabulary, the engine's notices as written for the teacher."""
    unmarked = unmarked_prose((UI, *TEACHER_MODULES))
    assert not unmarked, "mark these with translate(context, text) or QT_TRANSLATE_NOOP:\n" + "\n".join(unmarked)


def test_the_report_template_writes_no_text_of_its_own():
    unmarked = unmarked_template_text()
    assert not unmarked, "wrap these in {{ _(\"…\") }} in report.html.j2:\n" + "\n".join(unmarked)


def test_the_scan_finds_unmarked_words_outside_the_window(tmp_path):
    module = tmp_path / "exports.py"
    module.write_text(
        '"""A docstring in words is not shown."""\n'
        'import re\n'
        'HEADERS = ("#", "Review note", translate("Csv", "Reworded passages"))\n'
        'KINDS = {"platform file": QT_TRANSLATE_NOOP("Counted", "a platform file")}\n'
        'PATTERN = re.compile(r"Name: (.*)")\n'
        'def stand_in(i):\n'
        '    """Return a stand-in name."""\n'
        '    if i == "no one at all":\n'
        '        raise ValueError("not a student number")\n'
        '    return f"Listed student {i}"\n', encoding="utf-8")
    found = [line.split(": ", 1)[1] for line in unmarked_prose([module])]
    assert found == ["'Review note'", "'Listed student '"]
    template = tmp_path / "report.html.j2"
    template.write_text('<h2>{{ _("Pairs side by side") }}</h2><p>Scan settings</p><img alt="A chart" src="x">'
                        '<td>SHA-256</td><script>var a = "not shown";</script>', encoding="utf-8")
    assert unmarked_template_text(template) == ["Scan settings", "A chart"]


@pytest.mark.parametrize("code", SHIPPED)
def test_every_engine_notice_reads_in_each_language(code):
    """The engine's notices (plagcheck/shared/engine_notices.py) are keys and values: each key's text is translated, its
    placeholders filled, its numbers and counts written as the language writes them."""
    from plagcheck.shared.engine_notices import TEXTS, Counted, Notice
    from plagcheck.shared.engine_messages import notice_text

    values = {"seconds": 20.0, "passages": 1000, "least": 1200, "usual": 2048, "files": Counted(3, "file"),
              "zips": Counted(2, "zip"), "gigabytes": 8, "units": 250000, "megabytes": 1500, "value": 99,
              "num_perm": 128, "bands": 20, "rows": 9, "layouts": "moodle, canvas"}
    untranslated = []
    for key, english in TEXTS.items():
        if key == "text":
            continue
        notice = Notice.of(key, **{name: values[name] for name in PLACEHOLDER_NAMES.findall(english)})
        with i18n.language(code):
            written = notice_text(notice)
        if written == str(notice) or "{" in written:
            untranslated.append(key)
    assert not untranslated, f"{code}: {untranslated}"


def test_the_settings_checks_say_what_is_wrong_in_the_teachers_language():
    from plagcheck.shared.engine_notices import SettingsError
    from plagcheck.shared.engine_messages import notice_text
    from plagcheck.shared.models import ScanSettings

    with pytest.raises(SettingsError) as raised:
        ScanSettings(k=99).validate()
    assert str(raised.value) == "k must be between 1 and 50 (the length of a run), not 99"  # the command line's
    with i18n.language("de"):
        assert notice_text(raised.value.notice) == "die Länge der Folgen (k) muss zwischen 1 und 50 liegen, nicht 99"


def test_the_scan_finds_an_unmarked_string(tmp_path):
    views = tmp_path / "plagcheck" / "ui"
    views.mkdir(parents=True)
    (views / "page.py").write_text(
        'label.setText("Open a folder")\nbutton = QPushButton(f"{n} files", self)\n'
        'box.setToolTip(translate("Page", "Marked"))\nstyle.setText("")\n', encoding="utf-8")
    found = unmarked_strings(views)
    assert [line.split(": ", 1)[1] for line in found] == ["'Open a folder'", "' files'"]


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_is_translated(code):
    problems = []
    for context, source, translation in ts_messages(code):
        kind = translation.get("type")
        text = "".join(translation.itertext())
        if kind in ("unfinished", "vanished", "obsolete") or not text.strip():
            problems.append(f"{context}: {source[:60]!r} is {kind or 'empty'}")
        elif sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            problems.append(f"{context}: {source[:60]!r} does not keep its placeholders: {text[:60]!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", SHIPPED)
def test_the_translations_hold_exactly_the_marked_strings(code):
    """A string marked in the code but not in the .ts (lupdate not run) has no translation; one in the .ts no
    longer in the code is dead weight. scripts/update_translations.sh brings them together."""
    in_ts = {(context, source) for context, source, _ in ts_messages(code)}
    in_code = marked_strings()
    assert not in_code - in_ts, f"not in plagcheck_{code}.ts: {sorted(in_code - in_ts)[:10]}"
    assert not in_ts - in_code, f"no longer in the code: {sorted(in_ts - in_code)[:10]}"


def test_the_report_templates_sentences_are_listed_for_lupdate():
    import importlib.util

    spec = importlib.util.spec_from_file_location("template_strings", ROOT / "scripts" / "template_strings.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    expected = script.module_text(script.template_sentences(script.TEMPLATE.read_text(encoding="utf-8")))
    assert script.MODULE.read_text(encoding="utf-8") == expected, "run scripts/update_translations.sh"


@pytest.mark.parametrize("code", SHIPPED)
def test_the_compiled_translations_match_their_sources(code, tmp_path):
    """The window loads the .qm: it must be what pyside6-lrelease makes of the .ts (compiled, then committed)."""
    import PySide6

    lrelease = Path(PySide6.__file__).parent / "lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not in this PySide6")
    built = tmp_path / f"{code}.qm"
    subprocess.run([str(lrelease), "-silent", str(i18n.TRANSLATIONS / f"plagcheck_{code}.ts"), "-qm", str(built)],
                   check=True)
    assert built.read_bytes() == (i18n.TRANSLATIONS / f"plagcheck_{code}.qm").read_bytes(), \
        "run scripts/update_translations.sh"


def test_outside_qt_the_same_files_translate():
    with i18n.language("de"):
        assert i18n.translate("ReviewState", "Confirmed") == "Bestätigt"
        assert i18n.translate("Nowhere", "Not a marked string") == "Not a marked string"
    assert i18n.translate("ReviewState", "Confirmed") == "Confirmed"


def test_numbers_are_written_as_each_language_writes_them():
    from plagcheck.shared.vocabulary import count_text, percent

    expected = {"en": ("12,345", "4.5%", "0 pairs", "1 pair"), "fr": ("12\u202f345", "4,5\u202f%", "0 paire", "1 paire"),
                "de": ("12.345", "4,5\u00a0%", "0 Paare", "1 Paar"), "es": ("12.345", "4,5\u00a0%", "0 pares", "1 par")}
    for code, (big, share, none, one) in expected.items():
        with i18n.language(code):
            assert (i18n.number(12345), percent(0.045), count_text(0, "pair"), count_text(1, "pair")) == \
                   (big, share, none, one)
    with i18n.language("es"):
        assert i18n.number(1234) == "1234"  # Spanish groups from five digits
    for code, (share, none) in {"it": ("4,5%", "0 coppie"), "pt": ("4,5%", "0 par"), "nl": ("4,5%", "0 paren")}.items():
        with i18n.language(code):
            assert (i18n.number(12345), percent(0.045), count_text(0, "pair")) == ("12.345", share, none)


def test_engine_messages_are_translated_note_by_note():
    message = "encoding guessed as windows-1252; a note the catalogue does not know"
    with i18n.language("fr"):
        assert engine_text(message) == "encodage deviné\u00a0: windows-1252; a note the catalogue does not know"
        assert engine_text("not a real Word file: it is an old-style Office file; save it as Word or PDF") == \
            "pas un vrai fichier Word\u00a0: c'est un ancien format Office\u202f; enregistrez-le en Word ou en PDF"


def test_the_system_locale_chooses_the_language(monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert i18n.system_language() == "de"
    monkeypatch.setenv("LANGUAGE", "ja_JP:es")
    assert i18n.system_language() == "en"  # the first choice is not shipped: English, not the second guess
    assert i18n.supported("fr-CA") == "fr" and i18n.supported(None) == "en"


def test_the_report_renders_in_german():
    from test_report_html import make_result

    from plagcheck.report.html import render_html_report

    page = render_html_report(make_result(), now=datetime(2026, 11, 30, 9, 0, tzinfo=timezone.utc), language="de")
    assert '<html lang="de">' in page
    for words in ("Ähnlichkeitsbericht", "Wie man diesen Bericht liest", "Die Paare nebeneinander",
                  "Einstellungen der Prüfung", "Aufgeführt wegen", "Ähnlichkeit insgesamt", "Was ausgelassen wird"):
        assert words in page, words
    for english in ("How to read this report", "Pairs side by side", "Similar overall", "Scan settings"):
        assert english not in page, english
    # The script's words come with the data, in German too.
    assert "Passage {number} von {count}" in page
    # The language is the report's only: the process goes on in English.
    assert i18n.current_language() == "en"


def test_the_command_lines_report_takes_a_language(tmp_path):
    from plagcheck.cli.commands import main

    folder = tmp_path / "class"
    folder.mkdir()
    text = "The quick brown fox jumps over the lazy dog near the river bank every single morning before breakfast.\n"
    for name in ("a.txt", "b.txt"):
        (folder / name).write_text(text, encoding="utf-8")
    assert main(["scan", str(folder), "--html", str(tmp_path / "r.html"), "--json", str(tmp_path / "r.json"),
                 "--language", "fr", "-q"]) == 0
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert '<html lang="fr">' in page and "Comment lire ce rapport" in page
    # The JSON is for programs: its keys and words stay as they are.
    assert '"pairs"' in (tmp_path / "r.json").read_text(encoding="utf-8")
    assert i18n.current_language() == "en"


def test_no_string_is_translated_through_a_helper_lupdate_cannot_see():
    """lupdate reads translate("Context", "text") calls only: a helper such as `def _t(text): return
    translate("Context", text)` called with literals hides them from the .ts (and they stay English)."""
    import ast

    package = ROOT / "plagcheck"
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in package.rglob("*.py")}
    wrappers = set()
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name not in ("translate",):
                params = {a.arg for a in node.args.args}
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Call) and getattr(inner.func, "id", getattr(inner.func, "attr", "")) \
                            == "translate" and len(inner.args) >= 2 and isinstance(inner.args[1], ast.Name) \
                            and inner.args[1].id in params:
                        wrappers.add(node.name)
    hidden = [f"{path.relative_to(ROOT)}:{node.lineno}: {node.func.id}({node.args[0].value!r})"
              for path, tree in trees.items() for node in ast.walk(tree)
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in wrappers
              and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)]
    assert not hidden, "call translate(context, text) itself:\n" + "\n".join(hidden)


def test_the_engine_messages_catalogue_follows_the_engine():
    """A message the engine rewords would silently stay English in the window: the catalogue's fixed notes are
    checked against the engine's own constants."""
    from plagcheck.engine.reading.extract.files import MISSING_MESSAGE, NOT_REGULAR_MESSAGE
    from plagcheck.engine.reading.extract.pdf import PASSWORD_MESSAGE
    from plagcheck.engine.reading.extract.zipped import CHANGED, DAMAGED, ENCRYPTED, NOT_A_ZIP
    from plagcheck.engine.reading.layouts import CANVAS_LINK, LAYOUT_NAMES, TEAMS_WORKING

    engine_says = [MISSING_MESSAGE, NOT_REGULAR_MESSAGE, PASSWORD_MESSAGE, CHANGED, DAMAGED, ENCRYPTED, NOT_A_ZIP,
                   CANVAS_LINK, TEAMS_WORKING, *LAYOUT_NAMES.values()]
    with i18n.language("de"):
        untranslated = [message for message in engine_says if engine_text(message) == message]
    assert not untranslated, f"add to plagcheck/shared/engine_messages.py: {untranslated}"


#: How the engine's messages about a file begin (DocumentRecord.message): the reasons a file was not read, or read
#: in part, and the notes on how it was read.
MESSAGE_START = re.compile(r"^(skipped|refused|not compared|not read|corrupt|password protected|empty|shortened|"
                           r"too large|took too long|read as|the reader crashed|not found|an attempt dated|a web "
                           r"address|a draft|compared in part|unsupported|identical|the same as|encoding|not a)")


def engine_message_constants() -> dict[str, str]:
    """Return every message constant of the engine's modules and the pipeline ("module.NAME": its text)."""
    import ast
    import importlib

    found = {}
    for path in sorted((ROOT / "plagcheck" / "engine").rglob("*.py")) + [ROOT / "plagcheck" / "pipeline.py"]:
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                    and node.targets[0].id.isupper():
                value = getattr(importlib.import_module(module), node.targets[0].id, None)
                if isinstance(value, str) and MESSAGE_START.match(value):
                    found[f"{module}.{node.targets[0].id}"] = value
    return found


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_the_engine_gives_a_file_reads_in_each_language(code):
    """A message constant added to the engine (or reworded there) without its entry in
    plagcheck/shared/engine_messages.py would stay English in the window and the report."""
    constants = engine_message_constants()
    assert len(constants) >= 40  # the scan finds them (44 when written)
    with i18n.language(code):
        # A {name} left for the engine to fill stands for any text: the catalogue's patterns take any.
        untranslated = [name for name, text in constants.items()
                        if engine_text(re.sub(r"\{[^{}]*\}", "X", text)) == re.sub(r"\{[^{}]*\}", "X", text)]
    assert not untranslated, f"add to plagcheck/shared/engine_messages.py and translate: {untranslated}"


def test_the_reports_settings_table_names_every_setting_in_the_language():
    """A setting added without its label would be listed under its field name ("roster id column"), in English
    whatever the report's language; its values are written as the language writes numbers."""
    from dataclasses import fields

    from plagcheck.shared.models import ScanSettings
    from plagcheck.report.settings_table import SETTING_LABELS, settings_rows

    assert {f.name for f in fields(ScanSettings)} <= set(SETTING_LABELS)
    with i18n.language("fr"):
        rows = dict(settings_rows(ScanSettings(roster="/home/teacher/classes/2B/Notes.csv", max_file_mb=50.0)))
    assert rows["Liste de classe nommant les élèves"] == "Notes.csv"  # the file, not the teacher's folders
    assert rows["Plus gros fichier lu (Mo)"] == "50"


def test_a_submission_typed_into_canvas_is_named_in_the_language():
    """Canvas names a text typed into its box "<name>_<id>_text.html"; the engine calls it "typed text", which the
    window, the report and the CSV show in the teacher's language."""
    from test_report_html import make_result
    from dataclasses import replace

    from plagcheck.triage.labels import class_names

    result = make_result()
    typed = replace(result.documents[0], name="Kwame Mensah — typed text", student="Kwame Mensah")
    result = replace(result, documents=(typed, *result.documents[1:]))
    with i18n.language("fr"):
        assert class_names(result)[0] == "Kwame Mensah — texte saisi"
    assert class_names(result)[0] == "Kwame Mensah — typed text"
