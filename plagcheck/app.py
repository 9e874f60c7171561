"""The desktop app's entry point: `plagcheck [folder-or-file ...]` opens the window (and scans what it was given).

Unexpected errors anywhere (slots, worker threads) are logged to a rotating file in the user's log folder and
reported in one message box at a time, so a bug never kills the window or floods the screen.
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import multiprocessing
import os
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from plagcheck.shared.private_files import make_private, private_folder, private_opener
from plagcheck.system.allocator import tune_allocator
from plagcheck.system.gl_fallback import load_fallback as load_gl_fallback

LOG_FILE_NAME = "plagcheck.log"
#: When set, the app writes this file once its window is shown (packaging/smoke_test.py, bench/bench_startup.py).
READY_FILE_ENV = "PLAGCHECK_READY_FILE"
log = logging.getLogger("plagcheck")


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log whose files are created readable by their owner only."""

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding, errors=self.errors,
                    opener=private_opener)


def setup_logging(log_dir: Path) -> Path:
    """Send the app's log to a rotating file in `log_dir` (created if needed); return the file's path. Logs
    may quote file names and messages about students' work: the folder and the files are owner-only."""
    private_folder(log_dir)
    path = log_dir / LOG_FILE_NAME
    for old in log_dir.glob(LOG_FILE_NAME + "*"):
        make_private(old)
    handler = PrivateRotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(threadName)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_exception_hooks(report: Callable[[str], None]) -> None:
    """Route uncaught exceptions (main thread, Qt slots, other threads) to the log and to `report(summary)`."""

    def excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        log.error("unhandled error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        report(f"{kind.__name__}: {value}")

    def thread_excepthook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        excepthook(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook


def scan_arguments(argv: list[str]) -> list[str]:
    """Return the existing files and folders among the command-line arguments (how icon drops arrive)."""
    return [arg for arg in argv[1:] if not arg.startswith("-") and Path(arg).exists()]


def write_ready_file(path: Path, platform: str, visible: bool) -> None:
    """Write a small JSON note saying the window is shown (written whole, then renamed: never seen half-written)."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps({"pid": os.getpid(), "platform": platform, "window_visible": visible}),
                       encoding="utf-8")
    os.replace(partial, path)


def icon_files() -> list[Path]:
    """Return the app icon's PNG sizes: installed with the package, beside a frozen app, or in the checkout."""
    here = Path(__file__).resolve().parent
    candidates = [here / "resources" / "icons", here.parent / "resources" / "icons"]
    if hasattr(sys, "_MEIPASS"):
        candidates.insert(0, Path(sys._MEIPASS) / "resources" / "icons")
    for folder in candidates:
        found = sorted(folder.glob("plagcheck_*.png"))
        if found:
            return found
    return []


def main(argv: list[str] | None = None) -> int:
    """Run the app until its window closes; return the exit code."""
    multiprocessing.freeze_support()  # a frozen app re-executes itself for worker processes: must come first
    tune_allocator()  # before Qt or the scan start threads
    argv = list(sys.argv if argv is None else argv)
    gl_from_bundle = load_gl_fallback()  # before Qt: its GUI library needs libGL.so.1 and libEGL.so.1
    # After the bundled GL (a library loaded from it counts as found).
    from plagcheck.system.libraries import missing_libraries_message, missing_xcb_libraries, uses_xcb

    missing = missing_xcb_libraries() if uses_xcb() else {}
    if missing:  # Qt would abort naming only xcb-cursor: say what is really missing, and how to install it
        print(missing_libraries_message(missing), file=sys.stderr)
        return 1

    import platformdirs
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from plagcheck import __version__
    from plagcheck.ui.controllers.main_controller import MainController
    from plagcheck.ui.error_reporter import ErrorReporter
    from plagcheck.ui.controllers.settings_store import SettingsStore
    from plagcheck.ui.gui_thread_gc import GuiThreadGarbageCollector
    from plagcheck.ui.translation import start_in_language

    log_dir = Path(platformdirs.user_log_dir("plagcheck", appauthor=False))
    log_path = setup_logging(log_dir)
    log.info("plagcheck %s starting", __version__)
    if gl_from_bundle:
        log.info("this system has no OpenGL loader libraries: the bundle's were loaded (%s)", ", ".join(gl_from_bundle))

    app = QApplication(argv)
    app.setApplicationName("plagcheck")
    app.setOrganizationName("plagcheck")
    app.setApplicationVersion(__version__)
    icon = QIcon()
    for png in icon_files():
        icon.addFile(str(png))
    app.setWindowIcon(icon)
    # Before any window exists: every view reads its words when it is built. PLAGCHECK_LANGUAGE (a code) wins
    # over the Settings choice, for screenshots and support.
    language, translators = start_in_language(  # noqa: F841  (the translators are kept alive with the app)
        app, SettingsStore().language(), os.environ.get("PLAGCHECK_LANGUAGE", ""))
    log.info("language %s", language)
    collector = GuiThreadGarbageCollector(app)  # noqa: F841  (lives as long as the app: its parent)
    reporter = ErrorReporter(str(log_path))
    install_exception_hooks(reporter.report.emit)
    controller = MainController(log_dir=str(log_dir))

    class FileOpenFilter(QObject):
        """Scans files or folders dropped on the dock icon (macOS sends them as FileOpen events)."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FileOpen:
                controller.start_scan([event.file()])
                return True
            return False

    file_open_filter = FileOpenFilter()
    app.installEventFilter(file_open_filter)
    app.aboutToQuit.connect(controller.shutdown)
    controller.window.show()
    quit_ms = os.environ.get("PLAGCHECK_SMOKE_QUIT_MS", "")
    if quit_ms.isdigit():  # packaging/smoke_test.py: the frozen window opens, then closes cleanly by itself
        QTimer.singleShot(int(quit_ms), app.quit)
    ready_file = os.environ.get(READY_FILE_ENV, "")
    if ready_file:  # proof of start-up: runs once the event loop has shown the window
        QTimer.singleShot(0, lambda: write_ready_file(Path(ready_file), app.platformName(),
                                                      controller.window.isVisible()))
    paths = scan_arguments(argv)
    if paths:
        controller.start_scan(paths)
    code = app.exec()
    log.info("plagcheck exiting with code %s", code)
    return code


if __name__ == "__main__":
    sys.exit(main())
