"""Drive the real app on a generated class folder and save screenshots of the main window and compare view.

Run through scripts/screenshots.sh (which starts Xvfb); writes docs/screenshots/main-window.png,
docs/screenshots/compare-view.png and docs/screenshots/groups-view.png. The class folder and the app's settings
live in a temporary folder.

`--all DIR --size 1024x680` takes the full set a reviewer looks at into DIR instead, on a screen of that size
(the window fits itself to it, as on a teacher's screen; the pictures are of the whole screen, so whatever does
not fit shows): the start page, results, compare (also after a click into grey text and Pair ▶), groups,
students, both export dialogs and help, a pair with copied and reworded passages (a hand-built result:
tests/reworded_factory.py), the HTML report's top, first pair and groups in headless Chromium, and the report
printed to PDF (report.pdf, its first pages as report-print-N.png by pdftoppm).

The class is in per-student folders, as learning platforms export it, and two students' files share a name.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "qt"))
sys.path.insert(0, str(ROOT / "tests"))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from class_folder import make_class_folder, student_file, student_names  # noqa: E402
from plagcheck.triage.review import ReviewState  # noqa: E402
from plagcheck.ui.controllers.library_controller import add_folder_job  # noqa: E402
from plagcheck.report import write_html_report  # noqa: E402
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402
from plagcheck.ui.translation import start_in_language  # noqa: E402
from reworded_factory import make_reworded_result  # noqa: E402

CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync")


def wait(ms: int) -> None:
    """Run the event loop for `ms` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def drive(generator):
    """Run a progress-yielding generator to its end here; return its value."""
    try:
        while True:
            next(generator)
    except StopIteration as stop:
        return stop.value


#: Per report screenshot, a style sheet leaving only that part on the page: headless Chromium draws a blank
#: page when asked to scroll to a #fragment, so the part is brought to the top instead.
REPORT_PARTS = {
    "report-top": "",
    "report-pair": "main > header, main > section:not(.pairs-detail) { display: none; } "
                   "section.pair:not(#pair-1) { display: none; }",
    "report-groups": "main > header, main > section:not(#groups) { display: none; }",
}


def chromium_shot(page: Path, png: Path, width: int, height: int, style: str = "") -> None:
    """Screenshot `page` in headless Chromium; `style` is added to a copy of it (without its CSP) first."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("headless Chromium is not installed: no report screenshots", file=sys.stderr)
        return
    with tempfile.TemporaryDirectory() as temp:
        shown = page
        if style:
            html = page.read_text(encoding="utf-8")
            html = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", html, count=1)
            shown = Path(temp) / "page.html"
            shown.write_text(html.replace("</head>", f"<style>{style}</style></head>", 1), encoding="utf-8")
        subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={Path(temp) / 'profile'}",
                        "--virtual-time-budget=3000", f"--window-size={width},{height}", f"--screenshot={png}",
                        shown.as_uri()], check=True, capture_output=True, timeout=120)


def report_shots(report: Path, out: Path, width: int, height: int, prefix: str = "") -> None:
    """Screenshot the report's top, first pair and groups in headless Chromium (if installed)."""
    for name, style in REPORT_PARTS.items():
        chromium_shot(report, out / f"{prefix}{name}.png", width, height, style)


#: The teacher's note on the first pair, in the screenshots' language.
NOTES = {
    "en": "Same paragraph in both; ask both students for their drafts.",
    "fr": "Même paragraphe dans les deux ; demander leurs brouillons aux deux élèves.",
    "de": "Derselbe Absatz in beiden; beide nach ihren Entwürfen fragen.",
    "es": "El mismo párrafo en ambos; pedir a los dos sus borradores.",
}


def grab(window, path: Path, whole_screen: bool) -> None:
    """Save the window, or with `whole_screen` the whole screen (so that what does not fit shows), to `path`."""
    image = QApplication.primaryScreen().grabWindow(0) if whole_screen else window.grab()
    image.save(str(path))


def grab_dialog(trigger, path: Path) -> None:
    """Run `trigger` (which opens a modal dialog), save the whole screen once the dialog shows, close it."""
    def shoot() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(100, shoot)
            return
        QApplication.primaryScreen().grabWindow(0).save(str(path))
        dialog.reject()

    QTimer.singleShot(600, shoot)
    trigger()


def click_into_grey_text(controller) -> bool:
    """Click the compare view's left pane in text shown grey (assignment or common text), as a reader does;
    return False when the pair shows none."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest

    pane = controller.window.compare_view.pane_a
    grey = [(start, end) for kind, start, end in pane.mark_ranges() if kind in ("template", "common")]
    if not grey:
        return False
    start, end = grey[0]
    pane.set_top_offset(start)
    wait(200)
    cursor = QTextCursor(pane.document())
    cursor.setPosition((start + end) // 2)
    QTest.mouseClick(pane.viewport(), Qt.MouseButton.LeftButton, pos=pane.cursorRect(cursor).center())
    return True


def print_report(report: Path, pdf: Path, out: Path) -> None:
    """Print the report to PDF in headless Chromium and turn its first pages into PNGs (pdftoppm)."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    pdftoppm = shutil.which("pdftoppm")
    if chromium is None or pdftoppm is None:
        print("headless Chromium or pdftoppm is not installed: no printed report", file=sys.stderr)
        return
    with tempfile.TemporaryDirectory() as temp:
        subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={Path(temp) / 'profile'}",
                        "--virtual-time-budget=5000", "--no-pdf-header-footer", f"--print-to-pdf={pdf}",
                        report.as_uri()], check=True, capture_output=True, timeout=180)
    subprocess.run([pdftoppm, "-png", "-r", "60", "-f", "1", "-l", "6", str(pdf), str(out / "report-print")],
                   check=True, timeout=120)


def wait_for_scan(controller, finished: list) -> bool:
    """Wait up to 30 s for the scan under way to finish; return True if it did."""
    for _ in range(600):
        if finished:
            return True
        wait(50)
    return False


def main(argv: list[str] | None = None) -> int:
    """Scan a generated class, take the screenshots, return 0 (1 if the scan did not finish)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", metavar="DIR", help="take every view and the report into DIR")
    parser.add_argument("--size", default="1280x800",
                        help="the screen's size, WIDTHxHEIGHT: the window fits itself to it (default: %(default)s)")
    parser.add_argument("--language", default="en",
                        help="the window's and the report's language, a code of plagcheck.i18n.LANGUAGES "
                             "(default: %(default)s)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.all) if args.all else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    every = bool(args.all)
    app = QApplication(sys.argv)
    app.setApplicationName("plagcheck")
    with tempfile.TemporaryDirectory() as temp:
        folder = make_class_folder(Path(temp), students=30, copied_pairs=6, citations=True, per_student=True)
        store = make_test_settings(str(Path(temp) / "settings.ini"))
        store.save_language(args.language)  # as Settings saves the teacher's choice, then started as the app starts
        language, translators = start_in_language(app, store.language())  # noqa: F841  (kept alive with the app)
        controller = MainController(store=store)
        # The assignment every essay repeats is a template file, so its text is greyed and does not count.
        controller.settings = replace(controller.settings, template_paths=(str(Path(temp) / "Assignment.txt"),))
        window = controller.window
        window.show()  # on a new screen the window fits itself, as for a teacher starting it the first time
        wait(300)
        if every:
            grab(window, out / "start.png", True)
        finished = []
        controller.scans.finished.connect(lambda *args: finished.append(True))
        controller.start_scan([str(folder)])
        if not wait_for_scan(controller, finished):
            print("the scan did not finish", file=sys.stderr)
            return 1
        controller.results.set_threshold(0.2)
        table = window.results_page.table
        wait(100)
        # A teacher part-way through: the first pairs reviewed, one with a note.
        for row, state in ((0, ReviewState.CONFIRMED), (2, ReviewState.NOT_PLAGIARISM),
                           (3, ReviewState.NEEDS_CONVERSATION)):
            table.selectRow(row)
            controller.reviews.set_state(state)
        controller.reviews.set_note(NOTES.get(args.language, NOTES["en"]))
        table.selectRow(1)
        wait(300)
        grab(window, out / "main-window.png", every)
        # The compare view shows the pair with the most passages among those listed (the most colourful).
        rows = range(controller.proxy.rowCount())
        busiest = max(rows, key=lambda row: len(controller.proxy.pair_at(row).passages))
        table.selectRow(busiest)
        controller.results.open_compare()
        wait(300)
        controller.compare.select(min(1, len(controller.compare.comparison.passages) - 1))
        wait(300)
        grab(window, out / "compare-view.png", every)
        if every and click_into_grey_text(controller):
            wait(200)
            window.compare_view.next_pair_button.click()  # the next pair must be drawn plain
            wait(400)
            grab(window, out / "compare-after-grey-click.png", True)
        # A "textbook" in the reference library whose chapters three students copied whole, so the Groups tab
        # shows common-source hints for the pairs they are in.
        textbook = Path(temp) / "Textbook extracts"
        textbook.mkdir()
        names = student_names(30)
        for chapter, source in ((3, 0), (4, 2), (5, 4)):  # students 0, 2 and 4 are copied by 1, 3 and 5
            text = (folder / student_file(names[source], names, True)).read_text(encoding="utf-8")
            (textbook / f"Chapter {chapter}.txt").write_text(text, encoding="utf-8")
        library_settings = replace(controller.settings, library_path=str(Path(temp) / "library.sqlite3"))
        drive(add_folder_job(Path(library_settings.library_path), str(textbook), "Textbook", library_settings))
        finished.clear()
        controller.take_settings(replace(library_settings, reference_collections=("Textbook",)))
        wait_for_scan(controller, finished)
        # The Groups tab at the highest threshold where some group has four or more students (the generated
        # class copies in pairs; the borrowed sentences join them into bigger groups lower down).
        window.groups_action.trigger()
        for percent in range(20, 4, -1):
            controller.results.set_threshold(percent / 100)
            if max((c.size for c in controller.triage.overview.clusters), default=0) >= 4:
                break
        wait(100)
        clusters = controller.triage.overview.clusters
        hinted = {key[0] for key in controller.triage.overview.hints}
        if clusters:  # the largest group, among those with a hint if any
            window.groups_page.groups.selectRow(max(range(len(clusters)), key=lambda i: (
                bool(hinted & set(clusters[i].members)), clusters[i].size)))
        wait(300)
        grab(window, out / "groups-view.png", every)
        if every:
            window.students_action.trigger()
            wait(300)
            grab(window, out / "students-view.png", True)
            window.results_action.trigger()
            wait(200)
            controller.exports.after_export = lambda window, path: None
            grab_dialog(window.export_action.trigger, out / "export-dialog.png")
            grab_dialog(window.export_anonymised_action.trigger, out / "export-anonymised-dialog.png")
            grab_dialog(window.settings_action.trigger, out / "settings-dialog.png")
            window.class_action.trigger()
            wait(300)
            grab(window, out / "class-view.png", True)
            window.results_action.trigger()
            wait(200)
            report = write_html_report(controller.results.display_result(), out / "report.html",
                                       threshold=controller.model.threshold, reviews=controller.reviews.book)
            guide = window.show_guide()
            guide.resize(min(640, width - 40), min(620, height - 40))
            wait(300)
            guide.grab().save(str(out / "help-view.png"))
            guide.close()
            # A pair with both kinds of passage, from a hand-built result (the engine's own reworded passages
            # are shown the same way).
            reworded = make_reworded_result()
            controller.show_result(reworded)
            wait(300)
            grab(window, out / "results-reworded.png", True)
            controller.results.open_compare()
            controller.compare.select(1)
            wait(300)
            grab(window, out / "compare-reworded.png", True)
            write_html_report(reworded, out / "report-reworded.html")
            report_shots(report, out, width, height)
            chromium_shot(out / "report-reworded.html", out / "report-reworded-pair.png", width, height,
                          REPORT_PARTS["report-pair"])
            print_report(report, out / "report.pdf", out)
        controller.sessions.ask_unsaved = lambda parent: "discard"  # the reviews above were for the picture
        controller.shutdown()
        window.close()
    for path in sorted(out.glob("*.png")):
        print(f"{path}: {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
