"""Drive the real app on a generated class folder and save screenshots of the main window and compare view.

Run through scripts/screenshots.sh (which starts Xvfb); writes docs/screenshots/main-window.png,
docs/screenshots/compare-view.png and docs/screenshots/groups-view.png. The class folder and the app's settings live in a temporary folder.
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "qt"))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from class_folder import make_class_folder, student_names  # noqa: E402
from plagcheck.triage.review import ReviewState  # noqa: E402
from plagcheck.ui.controllers.library_controller import add_folder_job  # noqa: E402
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402


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


def main() -> int:
    """Scan a generated class, take the three screenshots, return 0 (1 if the scan did not finish)."""
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv)
    app.setApplicationName("plagcheck")
    with tempfile.TemporaryDirectory() as temp:
        folder = make_class_folder(Path(temp), students=30, copied_pairs=6, citations=True)
        controller = MainController(store=make_test_settings(str(Path(temp) / "settings.ini")))
        # The assignment every essay repeats is a template file, so its text is greyed and does not count.
        controller.settings = replace(controller.settings, template_paths=(str(Path(temp) / "Assignment.txt"),))
        window = controller.window
        window.resize(1280, 800)
        window.move(0, 0)
        window.show()
        finished = []
        controller.scans.finished.connect(lambda *args: finished.append(True))
        controller.start_scan([str(folder)])
        for _ in range(600):
            if finished:
                break
            wait(50)
        if not finished:
            print("the scan did not finish", file=sys.stderr)
            return 1
        controller.set_threshold(0.2)
        table = window.results_page.table
        wait(100)
        # A teacher part-way through: the first pairs reviewed, one with a note.
        for row, state in ((0, ReviewState.CONFIRMED), (2, ReviewState.NOT_PLAGIARISM),
                           (3, ReviewState.NEEDS_CONVERSATION)):
            table.selectRow(row)
            controller.reviews.set_state(state)
        controller.reviews.set_note("Same paragraph in both; ask both students for their drafts.")
        table.selectRow(1)
        wait(300)
        window.grab().save(str(out / "main-window.png"))
        # The compare view shows the pair with the most passages among those listed (the most colourful).
        rows = range(controller.proxy.rowCount())
        busiest = max(rows, key=lambda row: len(controller.proxy.pair_at(row).passages))
        table.selectRow(busiest)
        controller.open_compare()
        wait(300)
        controller.compare.select(min(1, len(controller.compare.comparison.passages) - 1))
        wait(300)
        window.grab().save(str(out / "compare-view.png"))
        # A "textbook" in the reference library whose chapters three students copied whole, so the Groups tab
        # shows common-source hints for the pairs they are in.
        textbook = Path(temp) / "Textbook extracts"
        textbook.mkdir()
        names = student_names(30)
        for chapter, source in ((3, 0), (4, 2), (5, 4)):  # students 0, 2 and 4 are copied by 1, 3 and 5
            text = (folder / f"{names[source]} - essay.txt").read_text(encoding="utf-8")
            (textbook / f"Chapter {chapter}.txt").write_text(text, encoding="utf-8")
        library_settings = replace(controller.settings, library_path=str(Path(temp) / "library.sqlite3"))
        drive(add_folder_job(Path(library_settings.library_path), str(textbook), "Textbook", library_settings))
        finished.clear()
        controller.take_settings(replace(library_settings, reference_collections=("Textbook",)))
        for _ in range(600):
            if finished:
                break
            wait(50)
        # The Groups tab at the highest threshold where some group has four or more students (the generated
        # class copies in pairs; the borrowed sentences join them into bigger groups lower down).
        window.groups_action.trigger()
        for percent in range(20, 4, -1):
            controller.set_threshold(percent / 100)
            if max((c.size for c in controller.triage.overview.clusters), default=0) >= 4:
                break
        wait(100)
        clusters = controller.triage.overview.clusters
        hinted = {key[0] for key in controller.triage.overview.hints}
        if clusters:  # the largest group, among those with a hint if any
            window.groups_page.groups.selectRow(max(range(len(clusters)), key=lambda i: (
                bool(hinted & set(clusters[i].members)), clusters[i].size)))
        wait(300)
        window.grab().save(str(out / "groups-view.png"))
        controller.sessions.ask_unsaved = lambda parent: "discard"  # the reviews above were for the picture
        controller.shutdown()
        window.close()
    for name in ("main-window.png", "compare-view.png", "groups-view.png"):
        path = out / name
        print(f"{path}: {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
