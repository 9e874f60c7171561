"""Every view of the real window on a real-looking class, in the teacher's language: a French or German class as
Canvas hands it over (its submissions.zip, the sources folder, the assignment sheet; bench/realistic_classes.py)
with the class's gradebook export as its class list, one student on no list and two on the list who handed
nothing in.

    xvfb-run -a -s "-screen 0 1280x800x24" python scripts/teacher_screenshots.py OUT --language fr [--size 1280x800]

The language goes the way a teacher's choice goes: saved in the app's settings as the Settings dialog saves it,
then installed at start-up as plagcheck's own start does (plagcheck.ui.translation.start_in_language). Writes
into OUT (the whole screen, so that what does not fit shows): start, sources-offer, class-list-dialog, results,
compare-copied, compare-reworded, class-view, students-view, groups-view, question-offer, settings-dialog,
help-view, compare-translated (bench/translated_classes.py's class, its English sources marked), and the
report (report.html, printed to report.pdf, its pages as report-print-N.png by pdftoppm).
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from class_generator.class_truth import write_class  # noqa: E402
from plagcheck.report import write_html_report  # noqa: E402
from plagcheck.ui.controllers.drop_checks import ask_sources_in_dialog, ask_template_in_dialog  # noqa: E402
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402
from plagcheck.ui.gui_thread_gc import GuiThreadGarbageCollector  # noqa: E402
from plagcheck.ui.translation import start_in_language  # noqa: E402
from class_generator.realistic_classes import generate  # noqa: E402
from screenshots import print_report, wait  # noqa: E402
from translated_classes import build as build_translated  # noqa: E402

#: The class of each language: its topic in bench/data/classes, and two students on the list with no file.
CLASSES = {
    "fr": ("reseaux", [("Camille", "Rousseau"), ("Théo", "Marchand")]),
    "de": ("smartphones", [("Jonas", "Becker"), ("Mia", "Hoffmann")]),
}
SIZE = 24


def write_canvas_class(language: str, temp: Path) -> tuple[Path, Path]:
    """Write the class as Canvas hands it over and its gradebook export; return (class folder, class list).
    The last student of the class is left off the list (a file on no list); two on it handed in nothing."""
    topic, absent = CLASSES[language]
    generated = generate(language, topic, SIZE)
    family = generated.family
    family.layout, family.zip_name = "canvas_zip", "submissions.zip"
    # The sources in a folder named as the language names one ("sources", "Quellen"), as a teacher keeps them.
    family.sources = "sources"
    family.sources_folder = (generated.topic.language.assignment.get("sources folder") or ["sources"])[0]
    write_class(generated, temp / "generated")
    students = generated.plan.students
    rows = [["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Devoir 1 (1234567)", "Current Score"],
            ["    Points Possible", "", "", "", "", "20.00", "(read only)"]]
    for student in students[:-1]:
        number = student.number.replace("-", "")
        rows.append([f"{student.last}, {student.first}", number, f"S{number}", f"{student.first[0]}{student.last}".lower(),
                     "2nde B", "", ""])
    for number, (first, last) in enumerate(absent, start=990001):
        rows.append([f"{last}, {first}", str(number), f"S{number}", f"{first[0]}{last}".lower(), "2nde B", "", ""])
    class_list = temp / "gradebook.csv"
    with class_list.open("w", encoding="utf-8", newline="") as stream:
        csv.writer(stream).writerows(rows)
    return temp / "generated" / "class", class_list


def screen(path: Path) -> None:
    """Save the whole screen (the window and any dialog on it) to `path`."""
    QApplication.primaryScreen().grabWindow(0).save(str(path))


def photographed(ask, path: Path):
    """Return a stand-in for a dialog-asking function: it photographs the real dialog once it shows, answers it
    with its first button (yes), and returns what the real function returns."""
    def asking(*args):
        shot_when_shown(path, lambda dialog: dialog.buttons()[0].click(), 400)
        return ask(*args)
    return asking


def shot_when_shown(path: Path, answer, delay: int) -> None:
    """Save the screen to `path` once a modal dialog shows (looked for `delay` ms from now, then every 100 ms),
    then `answer` it (a function of the dialog)."""
    def shoot() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(100, shoot)
            return
        wait(200)
        screen(path)
        answer(dialog)
    QTimer.singleShot(delay, shoot)


def scanned(controller, paths: list[str]) -> bool:
    """Scan `paths` in the window and wait up to 60 s for the result; return True if it came."""
    finished: list[bool] = []
    controller.scans.finished.connect(lambda *args: finished.append(True))
    controller.start_scan(paths)
    for _ in range(1200):
        if finished:
            wait(300)
            return True
        wait(50)
    return False


def open_pair_with(controller, kind: str, name_part: str = "") -> bool:
    """Open, side by side, the first listed pair with a passage of `kind` (and a document whose name holds
    `name_part`), at that passage; return False when no pair has one."""
    proxy = controller.proxy
    result = controller.result
    for row in range(proxy.rowCount()):
        pair = proxy.pair_at(row)
        names = result.documents[pair.a].name + result.documents[pair.b].name
        kinds = [i for i, passage in enumerate(pair.passages) if passage.kind == kind]
        if kinds and name_part in names:
            controller.window.results_action.trigger()
            controller.window.results_page.table.selectRow(row)
            wait(200)
            controller.results.open_compare()
            wait(300)
            controller.compare.select(kinds[0])
            wait(400)
            return True
    return False


def main(argv: list[str] | None = None) -> int:
    """Take every view in the chosen language; return 0, 1 when a scan did not finish."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the PNG files")
    parser.add_argument("--language", default="fr", choices=sorted(CLASSES),
                        help="the class's and the window's language (default: %(default)s)")
    parser.add_argument("--size", default="1280x800", help="the screen's size, WIDTHxHEIGHT (default: %(default)s)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("plagcheck")
    # As the app does: garbage collected on the GUI thread only (collected on a scan's thread, a window's
    # objects crashed the process now and then).
    collector = GuiThreadGarbageCollector(app)  # noqa: F841  (lives as long as the app)
    with tempfile.TemporaryDirectory() as temp_name:
        temp = Path(temp_name)
        folder, class_list = write_canvas_class(args.language, temp)
        store = make_test_settings(str(temp / "settings.ini"))
        store.save_language(args.language)  # what Settings does with the teacher's choice
        language, translators = start_in_language(app, store.language())  # noqa: F841  (kept alive)
        assert language == args.language, language
        controller = MainController(store=store)
        window = controller.window
        window.show()  # on a new screen the window fits itself, as for a teacher starting it the first time
        wait(400)
        screen(out / "start.png")

        def choose_list(dialog) -> bool:
            dialog.choose_file()
            dialog.show()
            wait(300)
            screen(out / "class-list-dialog.png")
            return True

        controller.classes.ask_class_list = lambda parent: str(class_list)
        controller.classes.run_class_list_dialog = choose_list
        window.class_list_action.trigger()
        controller.ask_sources = photographed(ask_sources_in_dialog, out / "sources-offer.png")
        offered: list[str] = []
        controller.ask_template = photographed(
            lambda parent, name: offered.append(name) or ask_template_in_dialog(parent, name), out / "question-offer.png")
        if not scanned(controller, [str(folder)]):
            print("the scan did not finish", file=sys.stderr)
            return 1
        wait(1500)  # the question's offer comes once the results are shown, and its yes scans again
        for _ in range(600):
            if not controller.scans.running:
                break
            wait(50)
        wait(500)
        window.results_page.table.selectRow(0)
        wait(300)
        screen(out / "results.png")
        if not open_pair_with(controller, "copied"):
            print("no copied passage", file=sys.stderr)
        screen(out / "compare-copied.png")
        if not open_pair_with(controller, "reworded"):
            print("no reworded passage", file=sys.stderr)
        screen(out / "compare-reworded.png")
        window.class_action.trigger()
        wait(300)
        screen(out / "class-view.png")
        window.students_action.trigger()
        wait(300)
        screen(out / "students-view.png")
        window.groups_action.trigger()
        wait(200)
        if controller.triage.overview and controller.triage.overview.clusters:
            window.groups_page.groups.selectRow(0)
        wait(300)
        screen(out / "groups-view.png")
        window.results_action.trigger()
        wait(200)
        if not offered:  # the class's sheet was not taken for the question: show the offer on its sheet
            sheet = next((d.name for d in controller.result.documents if "consigne" in d.name.lower()
                          or "aufgabe" in d.name.lower()), controller.result.documents[0].name)
            QTimer.singleShot(0, lambda: controller.ask_template(window, sheet))
            wait(1500)
        dialog_shot(window.settings_action.trigger, out / "settings-dialog.png")
        report = write_html_report(controller.results.display_result(), out / "report.html",
                                   threshold=controller.model.threshold, reviews=controller.reviews.book)
        guide = window.show_guide()
        guide.resize(min(680, width - 40), min(640, height - 40))
        guide.move(20, 20)
        wait(400)
        screen(out / "help-view.png")
        guide.close()
        # Translated: the bees class in four languages, its English sources marked as sources.
        translated = temp / "translated"
        build_translated(translated)
        controller.ask_sources = lambda parent, folders: []
        from dataclasses import replace

        controller.settings = replace(controller.settings, roster="", source_paths=(
            str(translated / "source_web.txt"), str(translated / "source_article.txt")))
        if scanned(controller, [str(translated)]):
            prefix = {"fr": "fr_", "de": "de_"}[args.language]
            if not open_pair_with(controller, "translated", prefix):
                print("no translated passage", file=sys.stderr)
            screen(out / "compare-translated.png")
        print_report(report, out / "report.pdf", out)
        controller.sessions.ask_unsaved = lambda parent: "discard"
        controller.shutdown()
        window.close()
    for path in sorted(out.glob("*.png")):
        print(f"{path}: {path.stat().st_size // 1024} KB")
    return 0


def dialog_shot(trigger, path: Path) -> None:
    """Run `trigger` (which opens a modal dialog), save the screen once the dialog shows, and close it."""
    shot_when_shown(path, lambda dialog: dialog.reject(), 600)
    trigger()


if __name__ == "__main__":
    sys.exit(main())
