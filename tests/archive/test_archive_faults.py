"""The archive under faults (issue 27, items 10-12): a segment with no key rows, a stale commit lock, Ctrl-C
and shutdown."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason='the archive needs the [archive] extra: pip install ".[archive]"')
pq = pytest.importorskip("pyarrow.parquet")

from plagcheck.archive import layout  # noqa: E402
from plagcheck.archive.add import add  # noqa: E402
from plagcheck.archive.derive import row_group_bounds  # noqa: E402
from plagcheck.archive.info import archive_info  # noqa: E402
from plagcheck.archive.layout import LOCK, Archive  # noqa: E402
from plagcheck.cli.commands import main  # noqa: E402
from plagcheck.pipeline import drive  # noqa: E402
from plagcheck.shared.models import ScanSettings  # noqa: E402

from essays import Essays  # noqa: E402


@pytest.mark.parametrize("layout_of_adds", ["one sentence only", "the same file to two collections"])
def test_a_segment_without_key_rows_leaves_the_archive_readable(tmp_path, scheduler, layout_of_adds, capsys):
    folder = tmp_path / "F"
    folder.mkdir()
    (folder / "a.txt").write_text("One short sentence only.\n" if layout_of_adds == "one sentence only"
                                  else Essays(3).essay(300), encoding="utf-8")
    address = str(tmp_path / "A")
    collections = ["X"] if layout_of_adds == "one sentence only" else ["X", "Y"]
    for collection in collections:
        assert main(["archive", "add", address, "--collection", collection, str(folder), "--scheduler", scheduler,
                     "-q"]) == 0
    for path in Path(address).rglob("*-0000*.parquet"):  # every partition file, empty or not, can be read back
        row_group_bounds(pq.ParquetFile(path))
    out = tmp_path / "check.json"
    assert main(["archive", "check", address, str(folder), "--json", str(out), "--scheduler", scheduler, "-q"]) == 0
    assert main(["archive", "sweep", address, "--out", str(tmp_path / "pairs.parquet"), "--scheduler", scheduler,
                 "-q"]) == 0
    capsys.readouterr()
    data = json.loads(out.read_text())
    if layout_of_adds != "one sentence only":  # the class's file is both collections' documents: found, whole
        assert [round(p["score"], 6) for p in data["pairs"]] == [1.0, 1.0]


def test_a_partition_written_without_statistics_by_an_earlier_version_is_read(tmp_path):
    import pyarrow as pa

    path = tmp_path / "samples-00000.parquet"
    table = pa.table({"key": pa.array([5, 9], pa.uint64()), "text": pa.array([1, 2], pa.int64())})
    pq.write_table(table, path, write_statistics=False)
    pq.write_table(table.slice(0, 0), tmp_path / "empty.parquet")
    lows, highs = row_group_bounds(pq.ParquetFile(path))
    assert lows[0] <= 5 and highs[0] >= 9  # no statistics: the row group is read, never skipped
    lows, highs = row_group_bounds(pq.ParquetFile(tmp_path / "empty.parquet"))
    assert (lows > highs).all()  # empty: no key falls in it


def _gone_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_the_lock_of_a_crashed_add_on_this_machine_is_broken_at_once(tmp_path, cluster, monkeypatch):
    _, client = cluster
    address = str(tmp_path / "archive")
    Essays(51).folder(tmp_path / "a", 20)
    Archive(address, create=True)
    lock = Path(address) / LOCK
    lock.write_text(json.dumps({"host": socket.gethostname(), "pid": _gone_pid(), "since": layout.now()}))
    monkeypatch.setattr(layout, "LOCK_WAIT_SECONDS", 3.0)  # what was a 5-minute silent wait fails here
    started = time.monotonic()
    report = drive(add(address, [str(tmp_path / "a")], "A", "", ScanSettings(), client))
    assert report.added == 20 and not lock.exists()
    assert time.monotonic() - started < 60


def test_a_waiting_add_says_whose_lock_it_is_and_how_old_and_goes_on_when_its_holder_dies(tmp_path):
    address = str(tmp_path / "archive")
    archive = Archive(address, create=True)
    holder = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        (Path(address) / LOCK).write_text(json.dumps({"host": socket.gethostname(), "pid": holder.pid,
                                                      "since": layout.now()}))
        old = time.time() - 42
        os.utime(Path(address) / LOCK, (old, old))
        steps = archive.commit_steps(lambda latest: latest)
        sentence = next(steps)
        assert f"process {holder.pid} on {socket.gethostname()}" in sentence and "for 4" in sentence
        holder.kill()
        holder.wait()
        while True:  # the holder is gone: its lock is broken and the commit goes on
            try:
                next(steps)
            except StopIteration as finished:
                manifest = finished.value
                break
        assert manifest.sequence == 1 and not (Path(address) / LOCK).exists()
    finally:
        holder.kill()


def test_a_live_lock_of_another_machine_is_waited_for_and_then_named_in_the_error(tmp_path, monkeypatch):
    address = str(tmp_path / "archive")
    archive = Archive(address, create=True)
    (Path(address) / LOCK).write_text(json.dumps({"host": "office-pc-7", "pid": 4242, "since": layout.now()}))
    monkeypatch.setattr(layout, "LOCK_WAIT_SECONDS", 0.5)
    told = []
    with pytest.raises(layout.ArchiveError, match="held by process 4242 on office-pc-7"):
        archive.commit(lambda latest: latest, on_wait=told.append)
    assert told and "office-pc-7" in told[0]


def _interrupted_add(tmp_path: Path, folder: Path, address: str) -> tuple[int, str]:
    """Run `archive add` on a LocalCluster of its own, press Ctrl-C (SIGINT to its whole process group, as a
    terminal does) a second into its reading of the files; return its exit code and standard error."""
    command = [sys.executable, "-m", "plagcheck.cli", "archive", "add", address, "--collection", "X", str(folder),
               "--local-workers", "1"]
    # An empty text cache of its own: texts an earlier test of the session cached would be read in a moment, and
    # the add would end before Ctrl-C comes.
    env = {**os.environ, "PLAGCHECK_CACHE_DIR": str(tmp_path / "empty-cache")}
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, start_new_session=True, env=env,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    lines: list[str] = []
    reading = threading.Event()

    def read() -> None:
        for line in process.stderr:
            lines.append(line)
            if "reading what the archive holds" in line:
                reading.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert reading.wait(180), "".join(lines)
    # Into the reading of 3,000 files: 3-5 s on a quiet machine with one worker, a minute on a loaded one.
    time.sleep(1.0)
    os.killpg(process.pid, signal.SIGINT)
    code = process.wait(timeout=120)
    reader.join(timeout=10)
    return code, "".join(lines)


def test_ctrl_c_during_an_add_is_quiet_and_leaves_no_uncommitted_segment(tmp_path):
    folder = tmp_path / "F"
    Essays(61).folder(folder, 3000, words=400)
    address = str(tmp_path / "archive")
    code, err = _interrupted_add(tmp_path, folder, address)
    assert code == 130, err
    assert "Traceback" not in err and "Error" not in err.replace("error:", ""), err
    assert err.strip().endswith("plagcheck-cli: interrupted") and len(err.splitlines()) <= 8, err
    time.sleep(2)  # a task cancelled while running ends its write first
    info = archive_info(address)
    assert info["uncommitted_segments"] == 0 and info["documents"] == 0
    assert not list((Path(address) / "segments").glob("*")) if (Path(address) / "segments").exists() else True


def test_a_quiet_add_prints_nothing_even_as_its_cluster_shuts_down(tmp_path):
    folder = tmp_path / "F"
    Essays(62).folder(folder, 30)
    run = subprocess.run([sys.executable, "-m", "plagcheck.cli", "archive", "add", str(tmp_path / "archive"),
                          "--collection", "X", str(folder), "--local-workers", "2", "-q"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and run.stderr == "", run.stderr
