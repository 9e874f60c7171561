"""Shared test set-up. Qt must never try to open a display in tests, so this runs before any Qt import."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
PAN = SHARED / "corpora" / "pan13-subset"


@pytest.fixture
def pan_corpus() -> Path:
    """The PAN 2013 subset beside the checkout; tests that use it skip where it is absent."""
    if not (PAN / "susp").is_dir():
        pytest.skip("../shared/corpora/pan13-subset is not present")
    return PAN
