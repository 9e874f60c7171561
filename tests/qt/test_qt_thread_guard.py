"""The guard fixture in tests/qt/conftest.py fails a test that leaves a pool thread running."""

from __future__ import annotations

import shutil
from pathlib import Path

pytest_plugins = ["pytester"]

LEAKY_TEST = '''
import time
from PySide6.QtCore import QRunnable, QThreadPool


class Sleeper(QRunnable):
    def run(self):
        time.sleep(4)


def test_leaves_a_worker_running(qtbot):
    QThreadPool.globalInstance().start(Sleeper())
'''


def test_a_test_leaving_a_pool_thread_running_fails(pytester):
    here = Path(__file__).parent
    for helper in ("conftest.py", "class_folder.py"):
        shutil.copy(here / helper, pytester.path / helper)
    pytester.makepyfile(test_leaky=LEAKY_TEST)
    outcome = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    outcome.assert_outcomes(passed=1, errors=1)
    outcome.stdout.fnmatch_lines(["*left a QThreadPool worker running*"])
