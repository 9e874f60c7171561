#!/usr/bin/env bash
# Install the .dmg the way a teacher does (open it, copy the app out), smoke-test the copy, then clean up.
#
#   bash packaging/macos/test_install.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
BASE="$("$PYTHON" packaging/artifact_name.py)"
DMG="dist/${BASE}.dmg"
MOUNT="$(mktemp -d)"
TARGET="$(mktemp -d)"
trap 'hdiutil detach "$MOUNT" -force -quiet >/dev/null 2>&1 || true; rm -rf "$TARGET"' EXIT
# hdiutil sometimes answers "Resource busy" on hosted runners: try again (retry.sh).
. packaging/macos/retry.sh

retry hdiutil attach "$DMG" -nobrowse -readonly -mountpoint "$MOUNT" -quiet
test -d "$MOUNT/plagcheck.app" || { echo "no plagcheck.app in $DMG"; exit 1; }
test -L "$MOUNT/Applications" || { echo "no Applications link in $DMG"; exit 1; }
ditto "$MOUNT/plagcheck.app" "$TARGET/plagcheck.app"
retry hdiutil detach "$MOUNT" -quiet
codesign --verify --deep "$TARGET/plagcheck.app"
"$PYTHON" packaging/smoke_test.py "$TARGET/plagcheck.app"
echo "dmg install test passed"
