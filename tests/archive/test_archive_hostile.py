"""Issue 40 in the archive: a damaged member of a class zip is one damaged file (`archive add` reads the rest),
and the archive's files are readable by their owner only unless it is made for a shared group."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

pytest.importorskip("distributed", reason='the archive needs the [archive] extra: pip install ".[archive]"')

from plagcheck.cli.commands import main  # noqa: E402
from round_three_cases import damaged_member_zip  # noqa: E402


def _modes(root: Path) -> tuple[set[int], set[int]]:
    files, folders = set(), {stat.S_IMODE(root.stat().st_mode)}
    for folder, subfolders, names in os.walk(root):
        folders.update(stat.S_IMODE(os.stat(os.path.join(folder, s)).st_mode) for s in subfolders)
        files.update(stat.S_IMODE(os.stat(os.path.join(folder, n)).st_mode) for n in names)
    return files, folders


def test_archive_add_reads_a_zip_past_its_damaged_member_into_an_owner_only_archive(tmp_path, scheduler, capsys):
    damaged_member_zip(tmp_path / "class.zip")
    address = tmp_path / "archive"
    assert main(["archive", "add", str(address), "--collection", "History", str(tmp_path / "class.zip"),
                 "--scheduler", scheduler, "-q"]) == 0
    assert main(["archive", "info", str(address), "--json", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["documents"] == 5  # the five readable essays of six
    files, folders = _modes(address)
    assert files == {0o600} and folders == {0o700}


def test_an_archive_made_for_a_shared_group_is_the_groups(tmp_path, scheduler):
    damaged_member_zip(tmp_path / "class.zip")
    address = tmp_path / "shared"
    assert main(["archive", "add", str(address), "--collection", "History", "--shared-group",
                 str(tmp_path / "class.zip"), "--scheduler", scheduler, "-q"]) == 0
    files, folders = _modes(address)
    assert files == {0o660} and folders == {0o2770}
