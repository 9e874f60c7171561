"""Screenshots of a class as a learning platform hands it over, in the real window: the Results, Compare,
Groups, Students and Class tabs for a Moodle and a Canvas download (tests/layout_fixtures.py writes them).
With --roster, the platform's class list (tests/class_list_fixtures.py) names the students, a file of a student
on no list lies beside the download, and the Class list dialog is photographed too (OUT/<platform>-roster-*.png).

    xvfb-run -a -s "-screen 0 1280x800x24" python scripts/class_screenshots.py OUT_DIR [--size 1024x680] [--roster]
        [--language fr]

`--language` goes the way the teacher's choice goes: saved in the app's settings as Settings saves it, then
installed as plagcheck's start installs it (plagcheck.ui.translation.start_in_language); LANGUAGE=fr alone does
not change it, as the app reads the saved choice first. scripts/teacher_screenshots.py takes every view of a French
or German class.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from class_list_fixtures import write_class_list, write_stranger  # noqa: E402
from layout_fixtures import write_platform_class  # noqa: E402
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402
from plagcheck.ui.translation import start_in_language  # noqa: E402
from screenshots import wait  # noqa: E402


def shoot(platform: str, out: Path, width: int, height: int, temp: Path, roster: bool = False) -> None:
    """Scan `platform`'s class in a new window and save its tabs as OUT/<platform>-<tab>.png (with `roster`, named
    from its class list: OUT/<platform>-roster-<tab>.png)."""
    made = write_platform_class(platform, temp / platform)
    controller = MainController(store=make_test_settings(str(temp / f"{platform}.ini")))
    window = controller.window
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    if roster:
        list_path = write_class_list(platform, temp / "lists")
        write_stranger(made.folder)
        shown: list[bool] = []

        def photograph(dialog) -> bool:
            dialog.choose_file()
            dialog.show()
            wait(300)
            dialog.grab().save(str(out / f"{platform}-roster-dialog.png"))
            shown.append(True)
            return True

        controller.classes.ask_class_list = lambda parent: str(list_path)
        controller.classes.run_class_list_dialog = photograph
        window.class_list_action.trigger()
        platform = f"{platform}-roster"
    finished: list[bool] = []
    controller.scans.finished.connect(lambda *args: finished.append(True))
    controller.start_scan([str(made.folder)])
    for _ in range(600):
        if finished:
            break
        wait(50)
    controller.results.set_threshold(0.05)
    window.results_page.table.selectRow(0)
    wait(300)
    window.grab().save(str(out / f"{platform}-results.png"))
    controller.results.open_compare()
    wait(300)
    window.grab().save(str(out / f"{platform}-compare.png"))
    window.groups_action.trigger()
    wait(200)
    if controller.triage.overview and controller.triage.overview.clusters:
        window.groups_page.groups.selectRow(0)
    wait(300)
    window.grab().save(str(out / f"{platform}-groups.png"))
    window.students_action.trigger()
    wait(300)
    window.grab().save(str(out / f"{platform}-students.png"))
    window.class_action.trigger()
    wait(300)
    window.grab().save(str(out / f"{platform}-class.png"))
    controller.sessions.ask_unsaved = lambda parent: "discard"
    controller.shutdown()
    window.close()


def main(argv: list[str] | None = None) -> int:
    """Take the screenshots; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="folder for the PNG files")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT (default: %(default)s)")
    parser.add_argument("--platform", action="append", help="moodle, canvas, ... (default: moodle and canvas)")
    parser.add_argument("--roster", action="store_true", help="name the students from the platform's class list")
    parser.add_argument("--language", default="en", help="the window's language, a code of plagcheck.i18n.LANGUAGES")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])  # not the arguments: Qt reads "--platform" as its own
    app.setApplicationName("plagcheck")
    with tempfile.TemporaryDirectory() as temp:
        store = make_test_settings(str(Path(temp) / "language.ini"))
        store.save_language(args.language)  # as Settings saves the teacher's choice
        language, translators = start_in_language(app, store.language())  # noqa: F841  (kept alive with the app)
        for platform in args.platform or ["moodle", "canvas"]:
            shoot(platform, out, width, height, Path(temp), args.roster)
    for path in sorted(out.glob("*.png")):
        print(f"{path}: {path.stat().st_size // 1024} KB")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
