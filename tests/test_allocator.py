"""The allocator tuning: set on Linux with glibc (one heap arena), refused quietly elsewhere."""

from __future__ import annotations

import platform

import pytest

from plagcheck.system import allocator


def test_glibc_is_limited_to_one_arena():
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        pytest.skip("glibc only")
    assert allocator.tune_allocator() is True


def test_other_platforms_are_left_alone(monkeypatch):
    monkeypatch.setattr(allocator.platform, "system", lambda: "Darwin")
    assert allocator.tune_allocator() is False
