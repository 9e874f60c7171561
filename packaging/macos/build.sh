#!/usr/bin/env bash
# Build plagcheck for macOS: dist/plagcheck.app and dist/plagcheck_<version>_macos_<arch>.dmg.
#
#   bash packaging/macos/build.sh
#
# Needs: Python with the project's dependencies and PyInstaller (pip install ".[package]"), and dmgbuild
# (pip install dmgbuild; packaging/macos/ci_setup.sh installs it). Build on the oldest macOS the app should
# run on; PySide6 6.12 needs macOS 14 or later anyway. The app is ad-hoc signed by PyInstaller, not
# notarised: first start is right-click > Open (see packaging/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
NAME="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["name"])')"
BASE="$("$PYTHON" packaging/artifact_name.py)"    # plagcheck_<version>_macos_<arch>

echo "== freezing ${NAME} with PyInstaller"
rm -rf "dist/${NAME}" "dist/${NAME}.app"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/plagcheck.spec
du -sh "dist/${NAME}.app"

echo "== building dist/${BASE}.dmg"
rm -f "dist/${BASE}.dmg"
"$PYTHON" -m dmgbuild -s packaging/macos/dmg_settings.py -D app="dist/${NAME}.app" \
    -D icon="resources/icons/${NAME}.icns" "${NAME}" "dist/${BASE}.dmg"
du -h "dist/${BASE}.dmg"
