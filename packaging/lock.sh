#!/usr/bin/env bash
# Write packaging/requirements.lock: every Python package the installers are built from (pyproject's dependencies
# and the "package" extra: PyInstaller), pinned, with the SHA-256 of every file PyPI serves for it, for Linux,
# Windows and macOS at once (uv's universal resolution). The build installs from it with pip --require-hashes,
# so a new release of a dependency reaches the installers only through a reviewed change of this file.
#
#   bash packaging/lock.sh             # after changing pyproject.toml: keeps every pin that still fits
#   bash packaging/lock.sh --upgrade   # the newest versions that fit (the weekly lock workflow runs this)
#   bash packaging/lock.sh --check     # exit 1 when the lock no longer matches pyproject.toml (CI runs this)
#
# Needs uv (pip install uv).
set -euo pipefail
cd "$(dirname "$0")/.."
LOCK=packaging/requirements.lock
compile() {
    uv pip compile pyproject.toml --extra package --universal --generate-hashes --python-version 3.11 \
        --quiet --custom-compile-command "bash packaging/lock.sh" "$@"
}
case "${1:-}" in
    --upgrade) compile --upgrade -o "$LOCK" ;;
    --check)
        fresh="$(mktemp)"
        trap 'rm -f "$fresh"' EXIT
        cp "$LOCK" "$fresh"
        compile -o "$fresh"
        if ! diff -u "$LOCK" "$fresh"; then
            echo "packaging/requirements.lock does not match pyproject.toml: run bash packaging/lock.sh"; exit 1
        fi
        echo "packaging/requirements.lock matches pyproject.toml" ;;
    "") compile -o "$LOCK" ;;
    *) echo "usage: bash packaging/lock.sh [--upgrade|--check]"; exit 2 ;;
esac
