"""The institution's archive: every past submission, in Parquet, searched on a Dask cluster.

- layout.py: the format (a versioned manifest over immutable Parquet files), commits and the lock;
- derive.py: what one batch of documents becomes (rows of texts, documents, signatures, band keys, samples);
- add.py: `archive add` on the cluster; source.py: the archive as a reference source for scans (`archive
  check`, the window); sweep.py: all similar pairs inside the archive; cluster.py: the Dask client.

The package needs the [archive] extra (dask[distributed], pyarrow, fsspec); this module imports none of it,
so `MARKER` can tell an archive folder from a library collection without it. Importing it hands the engine the
archive's opener (engine/references/archive_opener.py): a scan naming archives opens each as an ArchiveSource.
"""

from plagcheck.engine.references.archive_opener import register_archive_opener

#: The file at an archive's root that names it as one (and its format version).
MARKER = "plagcheck-archive.json"
#: What to install when the extra is missing.
INSTALL_HINT = 'the archive needs the optional Parquet and Dask packages: pip install "plagcheck[archive]"'


def require_archive_packages(dask: bool = False) -> None:
    """Raise ImportError with INSTALL_HINT when pyarrow and fsspec (and, if `dask`, dask.distributed) are missing."""
    import importlib.util

    needed = ["pyarrow", "fsspec"] + (["distributed"] if dask else [])
    missing = [name for name in needed if importlib.util.find_spec(name) is None]
    if missing:
        raise ImportError(f"{INSTALL_HINT} (missing: {', '.join(missing)})")


def is_archive_address(reference: str) -> bool:
    """Return True when a --reference names an archive: a URL (scheme://...) or a folder holding one."""
    from pathlib import Path

    return "://" in reference or (Path(reference) / MARKER).is_file()


def open_archive_source(address: str):
    """Return the archive at `address` as a reference source (source.ArchiveSource: needs the [archive] extra)."""
    from plagcheck.archive.source import ArchiveSource  # pyarrow and fsspec, loaded when a scan names an archive

    return ArchiveSource(address)


register_archive_opener(open_archive_source)
