"""A screenshot of a translated passage side by side, in the real window: bench/translated_classes.py's class
scanned with its two English sources marked, the French student who translated a paragraph of the web page
opened in the compare view.

    xvfb-run -a -s "-screen 0 1280x800x24" python scripts/translated_screenshot.py OUT.png [--size 1280x800]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402
from screenshots import wait  # noqa: E402
from translated_classes import build  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Scan the class, open the French translation beside its English source, save the window; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--student", default="fr_chloe.txt")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication(sys.argv[:1])
    app.setApplicationName("plagcheck")
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "class"
        build(folder)
        store = make_test_settings(str(Path(temp) / "settings.ini"))
        controller = MainController(store=store)
        controller.settings = replace(controller.settings, source_paths=(
            str((folder / "source_web.txt").resolve()), str((folder / "source_article.txt").resolve())))
        window = controller.window
        window.resize(width, height)
        window.move(0, 0)
        window.show()
        finished: list[bool] = []
        controller.scans.finished.connect(lambda *a: finished.append(True))
        controller.start_scan([str(folder)])
        for _ in range(1200):
            if finished:
                break
            wait(50)
        table = window.results_page.table
        model = table.model()
        row = next(r for r in range(model.rowCount())
                   if any(args.student in str(model.index(r, c).data()) for c in range(model.columnCount())))
        table.selectRow(row)
        wait(300)
        controller.results.open_compare()
        wait(300)
        controller.compare.select(0)
        wait(400)
        window.grab().save(str(args.out))
        controller.sessions.ask_unsaved = lambda parent: "discard"
        controller.shutdown()
        window.close()
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
