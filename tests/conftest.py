"""Shared test set-up. Qt must never try to open a display in tests, so this runs before any Qt import."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
PAN = SHARED / "corpora" / "pan13-subset"


@pytest.fixture(autouse=True, scope="session")
def private_user_folders(tmp_path_factory):
    """Point the text cache and the reference library at throw-away folders: tests never touch the user's."""
    root = tmp_path_factory.mktemp("user")
    for variable, folder in (("PLAGCHECK_CACHE_DIR", "cache"), ("PLAGCHECK_DATA_DIR", "data")):
        os.environ.setdefault(variable, str(root / folder))
    yield root


@pytest.fixture
def pan_corpus() -> Path:
    """The PAN 2013 subset beside the checkout; tests that use it skip where it is absent."""
    if not (PAN / "susp").is_dir():
        pytest.skip("../shared/corpora/pan13-subset is not present")
    return PAN
