"""plagcheck: a private plagiarism checker for teachers (MinHash + LSH, verified exactly)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("plagcheck")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
