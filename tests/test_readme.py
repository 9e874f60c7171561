"""The README's first commands work as written on a fresh Debian or Ubuntu machine (issue 29.10): they set up a
virtual environment before pip (Debian's Python refuses pip outside one), and the test command is the one
.ci/run runs, in that environment."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def shell_blocks(text: str) -> list[list[str]]:
    """Return the commands of each ```sh block (comments after # dropped)."""
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    return [[line.split("  #")[0].strip() for line in block.splitlines() if line.strip()] for block in blocks]


def test_setting_up_makes_a_virtual_environment_before_pip():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    set_up = shell_blocks(readme)[0]
    first = set_up[0]
    assert first.startswith("python3 -m venv .venv && . .venv/bin/activate && python -m pip install .")
    assert set_up[1] == "plagcheck" and set_up[2].startswith("plagcheck-cli scan")
    assert "python3-venv" in readme.split("```sh", 1)[0]  # Debian's Python needs it for venv


def test_the_test_command_is_what_ci_runs_in_the_same_environment():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = shell_blocks(readme)[1][0]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    install, run = command.split(" && ")
    assert ". .venv/bin/activate" in ci and "python3 -m venv .venv" in ci
    assert install.replace(" --quiet", "") in ci.replace(" --quiet", "")
    assert run.replace("QT_QPA_PLATFORM=offscreen ", "") in ci and "QT_QPA_PLATFORM=offscreen" in ci
    assert "chromium" in ci  # the browser tests run in CI, not skipped
