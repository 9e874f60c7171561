"""How a scan opens the archives its settings name (ScanSettings.reference_archives) as reference sources.

The archive (plagcheck/archive: Parquet searched on a Dask cluster) is a layer above the engine. When it is
imported it hands the engine its opener (register_archive_opener, in plagcheck/archive/__init__.py), which
sources.open_sources calls: the engine imports nothing above it. This module imports nothing, so registering
loads none of the engine (`plagcheck-cli --help` stays fast).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The registered opener: an archive's address -> the archive as a ReferenceSource (sources.py).
_opener: list[Callable[[str], Any]] = []

NO_ARCHIVE_READER = "archives are named but no archive reader is registered: import plagcheck.archive first"


def register_archive_opener(opener: Callable[[str], Any]) -> None:
    """Make `opener` (an archive's address -> the archive as a ReferenceSource) the one scans open archives with."""
    _opener[:] = [opener]


def open_archive(address: str) -> Any:
    """Return the archive at `address` as a ReferenceSource, opened by the registered opener (LookupError when
    none is registered; the opener's own errors, such as ImportError without the [archive] extra, pass)."""
    if not _opener:
        raise LookupError(NO_ARCHIVE_READER)
    return _opener[0](address)
