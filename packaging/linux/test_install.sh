#!/usr/bin/env bash
# Install the .deb as a teacher's package manager would, check what it put in place, smoke-test the installed
# app, then remove it and check that nothing is left. Needs root (or sudo) and apt.
#
#   bash packaging/linux/test_install.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
BASE="$("$PYTHON" packaging/artifact_name.py)"
DEB="$PWD/dist/${BASE}.deb"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

echo "== contents of ${BASE}.deb"
dpkg-deb --info "$DEB" | sed -n '/Package:/,$p'
dpkg-deb --contents "$DEB" | grep -E 'usr/(bin|share/applications)|hicolor/(48x48|scalable)' 

echo "== installing"
# apt resolves the Depends line; --no-install-recommends keeps the test close to a minimal desktop.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$DEB" >/dev/null
trap '$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q plagcheck >/dev/null 2>&1 || true' EXIT
for path in /usr/bin/plagcheck /usr/bin/plagcheck-cli /opt/plagcheck/plagcheck /opt/plagcheck/plagcheck-cli \
            /usr/share/applications/plagcheck.desktop /usr/share/icons/hicolor/scalable/apps/plagcheck.svg; do
    test -e "$path" || { echo "missing after install: $path"; exit 1; }
done
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate /usr/share/applications/plagcheck.desktop
fi
plagcheck-cli --version
XVFB=""
if command -v xvfb-run >/dev/null 2>&1; then XVFB="--xvfb"; fi
"$PYTHON" packaging/smoke_test.py /opt/plagcheck $XVFB

echo "== removing"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q plagcheck >/dev/null
trap - EXIT
for path in /usr/bin/plagcheck /opt/plagcheck /usr/share/applications/plagcheck.desktop; do
    if [ -e "$path" ]; then echo "left behind after removal: $path"; exit 1; fi
done
echo "deb install test passed"

APPIMAGE="dist/${BASE}.AppImage"
if [ -f "$APPIMAGE" ]; then
    echo "== AppImage"
    EXTRACTED="$(mktemp -d)"
    (cd "$EXTRACTED" && "$OLDPWD/$APPIMAGE" --appimage-extract >/dev/null)
    "$EXTRACTED/squashfs-root/AppRun" cli --version
    "$PYTHON" packaging/smoke_test.py "$EXTRACTED/squashfs-root/opt/plagcheck" $XVFB
    rm -rf "$EXTRACTED"
    echo "AppImage test passed"
fi
