"""Writing outputs safely and keeping student text private (issue 27, items 8 and 9).

Outputs go through a rename only over regular files: a device, a pipe or standard output is written straight
(as root, `--json /dev/null` replaced the device with a regular file). The device here is a stand-in made in a
temporary folder, never the real /dev/null. What the app keeps (cache, sessions, logs, settings) is owner-only.
"""

from __future__ import annotations

import gzip
import json
import logging
import os
import stat
import subprocess
import sys
import threading

import pytest

from plagcheck.cli.commands import main
from plagcheck.engine.reading.extract.base import Extraction
from plagcheck.engine.reading.extract.cache import CACHE_DIR_ENV, FILE_NAME, TextCache, cached_count, clear_cache
from plagcheck.shared.private_files import write_output, writes_straight
from synthetic import write_class

posix_only = pytest.mark.skipif(os.name != "posix", reason="file modes, FIFOs and devices are POSIX's")


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("private") / "class"
    write_class(folder, students=6, essay_words=300, seed=2)
    return folder


@pytest.fixture(autouse=True)
def usual_umask():
    old = os.umask(0o022)  # files are world-readable unless the app says otherwise
    yield
    os.umask(old)


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "cache"))


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


class FifoReader:
    """Reads a named pipe to its end in a thread (a writer that replaced the pipe leaves it waiting)."""

    def __init__(self, path):
        self.data = b""
        self.thread = threading.Thread(target=self._read, args=(path,), daemon=True)
        self.thread.start()

    def _read(self, path):
        with open(path, "rb") as stream:
            self.data = stream.read()

    def result(self) -> bytes:
        self.thread.join(timeout=20)
        assert not self.thread.is_alive(), "nothing was written into the pipe"
        return self.data


@posix_only
@pytest.mark.parametrize("option", ["--json", "--html", "--csv", "--pairs-json", "--session"])
def test_outputs_are_written_into_a_named_pipe_which_stays_a_pipe(class_folder, tmp_path, option):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    reader = FifoReader(fifo)
    assert main(["scan", str(class_folder), option, str(fifo), "-q", "--workers", "1"]) == 0
    data = reader.result()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    if option == "--session":
        assert json.loads(gzip.decompress(data))["format"] == "plagcheck-session"
    elif option in ("--json", "--pairs-json"):
        assert json.loads(data)["format"] == "plagcheck-scan"
    else:
        assert len(data) > 100
    assert [p.name for p in tmp_path.iterdir()] == ["out.fifo"] or all(
        not p.name.endswith(".part") for p in tmp_path.iterdir())


@posix_only
def test_a_character_device_is_written_into_not_replaced(class_folder, tmp_path):
    device = tmp_path / "null"
    try:  # a stand-in for /dev/null (same major and minor numbers), never the real one
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        with open(device, "wb") as probe:
            probe.write(b"")
    except (OSError, AttributeError) as exc:
        pytest.skip(f"cannot make a character device here ({exc}): needs root on a filesystem without nodev")
    for option in ("--json", "--html", "--csv", "--session"):
        assert main(["scan", str(class_folder), option, str(device), "-q", "--workers", "1"]) == 0
        assert stat.S_ISCHR(os.lstat(device).st_mode), option


@posix_only
def test_standard_output_by_its_proc_path_is_written_straight(class_folder):
    proc = subprocess.run([sys.executable, "-m", "plagcheck.cli", "scan", str(class_folder), "--json",
                           "/proc/self/fd/1", "-q", "--workers", "1"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["format"] == "plagcheck-scan"


def test_regular_files_and_links_to_them_are_replaced_whole(tmp_path):
    target = tmp_path / "report.json"
    target.write_text("old")
    link = tmp_path / "latest.json"
    link.symlink_to(target)
    assert not writes_straight(target) and not writes_straight(tmp_path / "new.json")
    write_output(link, b"new")
    assert link.is_symlink() and target.read_text() == "new"
    write_output(tmp_path / "fresh.json", b"{}")
    assert mode(tmp_path / "fresh.json") == 0o644  # an export gets the umask's permissions
    write_output(tmp_path / "private.bin", b"x", private=True)
    assert mode(tmp_path / "private.bin") == 0o600


@posix_only
def test_the_text_cache_is_owner_only_also_when_it_was_not(tmp_path):
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)
    TextCache.open(folder).close()
    os.chmod(folder / FILE_NAME, 0o644)  # as an older version left it
    os.chmod(folder, 0o755)
    cache = TextCache.open(folder)
    cache.put("a" * 64, Extraction("ok", "", "txt", "Kwame's whole essay", None, None))
    cache.close()
    assert mode(folder) == 0o700
    assert all(mode(p) == 0o600 for p in folder.iterdir()), [(p.name, oct(mode(p))) for p in folder.iterdir()]
    fresh = tmp_path / "fresh" / "cache"
    TextCache.open(fresh).close()
    assert mode(fresh) == 0o700 and mode(fresh / FILE_NAME) == 0o600


def test_clearing_the_cache_forgets_every_text(class_folder, tmp_path, capsys):
    assert main(["scan", str(class_folder), "--json", str(tmp_path / "r.json"), "-q", "--workers", "1"]) == 0
    held = cached_count()
    assert held >= 6
    assert main(["cache", "info", "--json", str(tmp_path / "info.json"), "-q"]) == 0
    assert json.loads((tmp_path / "info.json").read_text())["texts"] == held
    assert main(["cache", "clear", "--json", "-"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["forgotten"] == held and f"Forgot {held} cached texts" in err
    assert cached_count() == 0 and not list((tmp_path / "cache").glob("*"))
    assert clear_cache() == 0  # nothing to forget is no error


@posix_only
def test_sessions_are_owner_only_and_old_ones_are_made_so_when_opened(class_folder, tmp_path):
    from plagcheck.saved.session import load_session

    session = tmp_path / "check.plagcheck"
    assert main(["scan", str(class_folder), "--session", str(session), "-q", "--workers", "1"]) == 0
    assert mode(session) == 0o600
    os.chmod(session, 0o644)
    load_session(session)
    assert mode(session) == 0o600


@posix_only
def test_logs_are_owner_only(tmp_path):
    from plagcheck.app import LOG_FILE_NAME, setup_logging

    logs = tmp_path / "logs"
    logs.mkdir(mode=0o755)
    os.chmod(logs, 0o755)
    (logs / (LOG_FILE_NAME + ".1")).write_text("an old log naming a student's file")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        path = setup_logging(logs)
        logging.getLogger("plagcheck").warning("read Kwame Mensah.docx")
    finally:
        for handler in root.handlers[:]:
            if handler not in before:
                handler.close()
                root.removeHandler(handler)
    assert mode(logs) == 0o700 and mode(path) == 0o600 and mode(logs / (LOG_FILE_NAME + ".1")) == 0o600
