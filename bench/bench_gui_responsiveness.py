"""How long the GUI's event loop is ever blocked while the app scans a class of N generated documents.

A QTimer asks to tick every 10 ms on the GUI thread while the real app (main controller, window, real
pipeline on a worker thread) scans, shows its progress and then the result. The gap between consecutive ticks
is how long the event loop could not run: the claim is that it never exceeds 100 ms.

    python3 bench/bench_gui_responsiveness.py --documents 2000 --runs 3

Prints each run's largest and 99th-percentile gap and the scan time, then the medians over the runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "qt"))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from class_folder import make_class_folder  # noqa: E402
from plagcheck.ui.controllers.main_controller import MainController, make_test_settings  # noqa: E402

TICK_MS = 10


def percentile(values: list[float], fraction: float) -> float:
    """Return the value below which `fraction` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def one_run(folder: Path, settings_file: Path) -> tuple[float, float, float, int, str]:
    """Scan `folder` in the app; return (max gap ms, p99 gap ms, scan seconds, pairs found, where the max was)."""
    controller = MainController(store=make_test_settings(str(settings_file)))
    controller.window.show()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    done: list[float] = []
    stages: list[tuple[float, str]] = []  # (time, what the app was doing from then on)
    loop = QEventLoop()
    controller.scans.progress.connect(
        lambda p: stages.append((time.perf_counter(), p.stage)) if not stages or stages[-1][1] != p.stage else None)

    def finished(result, seconds):
        done.append(seconds)
        stages.append((time.perf_counter(), "showing the result"))
        QTimer.singleShot(300, loop.quit)  # keep measuring while the result is drawn

    controller.scans.finished.connect(finished)
    controller.scans.failed.connect(lambda message: (print("scan failed:", message), loop.quit()))
    timer.start()
    ticks.append(time.perf_counter())
    controller.start_scan([str(folder)])
    loop.exec()
    timer.stop()
    pairs = controller.model.total_pairs
    controller.shutdown()
    controller.window.close()
    controller.window.deleteLater()
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:])]
    worst = max(range(len(gaps)), key=gaps.__getitem__)
    # The stage in force when the longest gap ended (a gap at the end of a stage shows as the next one).
    where = next((stage for at, stage in reversed(stages) if at <= ticks[worst + 1]), "starting")
    return gaps[worst], percentile(gaps, 0.99), done[0] if done else float("nan"), pairs, where


def main() -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as temp:
        folder = make_class_folder(Path(temp), students=args.documents, copied_pairs=args.documents // 20,
                                   broken=False)
        print(f"{args.documents} documents, {args.runs} runs, timer asking for a tick every {TICK_MS} ms "
              f"({os.cpu_count()} cores, {os.environ['QT_QPA_PLATFORM']})")
        runs = []
        for run in range(args.runs):
            worst, p99, seconds, pairs, where = one_run(folder, Path(temp) / f"settings{run}.ini")
            runs.append((worst, p99, seconds))
            print(f"run {run + 1}: max gap {worst:6.1f} ms (during: {where}), p99 gap {p99:5.1f} ms, "
                  f"scan {seconds:5.2f} s, {pairs} pairs")
            app.processEvents()
        print(f"median: max gap {statistics.median(r[0] for r in runs):.1f} ms, "
              f"p99 gap {statistics.median(r[1] for r in runs):.1f} ms, "
              f"scan {statistics.median(r[2] for r in runs):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
