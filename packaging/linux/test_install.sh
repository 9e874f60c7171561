#!/usr/bin/env bash
# Install the .deb as a teacher's package manager would, check what it put in place, smoke-test the installed
# app, then remove it and check that nothing is left. Needs root (or sudo) and apt.
#
#   bash packaging/linux/test_install.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

. packaging/linux/find_python.sh
PYTHON="$(find_python tomllib)"   # smoke_test.py needs only the standard library
BASE="$("$PYTHON" packaging/artifact_name.py)"
DEB="$PWD/dist/${BASE}.deb"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

if command -v lintian >/dev/null 2>&1; then
    echo "== lintian (errors fail the test; packaging/linux/lintian-overrides says why the rest is expected)"
    lintian --fail-on error "$DEB" || { echo "lintian found errors"; exit 1; }
fi

echo "== contents of ${BASE}.deb"
dpkg-deb --info "$DEB" | sed -n '/Package:/,$p'
dpkg-deb --contents "$DEB" | grep -E 'usr/(bin|share/applications)|hicolor/(48x48|scalable)' 

echo "== installing"
# apt resolves the Depends line; --no-install-recommends keeps the test close to a minimal desktop.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$DEB" >/dev/null
trap '$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q plagcheck >/dev/null 2>&1 || true' EXIT
for path in /usr/bin/plagcheck /usr/bin/plagcheck-cli /usr/lib/plagcheck/plagcheck /usr/lib/plagcheck/plagcheck-cli \
            /usr/share/applications/plagcheck.desktop /usr/share/icons/hicolor/scalable/apps/plagcheck.svg \
            /usr/share/doc/plagcheck/copyright /usr/share/doc/plagcheck/THIRD-PARTY-NOTICES.txt.gz \
            /usr/share/man/man1/plagcheck.1.gz /usr/share/man/man1/plagcheck-cli.1.gz \
            /usr/share/kio/servicemenus/plagcheck.desktop /usr/share/nemo/actions/plagcheck.nemo_action \
            /usr/lib/plagcheck/_internal/licenses/THIRD-PARTY-NOTICES.txt /usr/lib/plagcheck/_internal/licenses/LICENSE.txt; do
    test -e "$path" || { echo "missing after install: $path"; exit 1; }
done
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate /usr/share/applications/plagcheck.desktop
fi
for component in PySide6_Essentials shiboken6 Qt numpy Python; do
    grep -q "^  ${component} " /usr/lib/plagcheck/_internal/licenses/THIRD-PARTY-NOTICES.txt \
        || { echo "THIRD-PARTY-NOTICES.txt does not list ${component}"; exit 1; }
done
# plagcheck must never become the default program for folders or documents (it claims no MIME type; file managers
# offer it through their right-click actions and "Open with another application").
if grep -qs plagcheck /usr/share/applications/mimeinfo.cache; then
    echo "plagcheck is in mimeinfo.cache: it could become a default program"; exit 1
fi
if command -v xdg-mime >/dev/null 2>&1; then
    for type in inode/directory application/pdf text/plain; do
        case "$(xdg-mime query default "$type" 2>/dev/null || true)" in
            *plagcheck*) echo "xdg-mime names plagcheck the default program for $type"; exit 1 ;;
        esac
    done
fi
plagcheck-cli --version
XVFB=""
if command -v xvfb-run >/dev/null 2>&1; then XVFB="--xvfb"; fi
"$PYTHON" packaging/smoke_test.py /usr/lib/plagcheck $XVFB

echo "== removing"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q plagcheck >/dev/null
trap - EXIT
for path in /usr/bin/plagcheck /usr/bin/plagcheck-cli /usr/lib/plagcheck /usr/share/applications/plagcheck.desktop \
            /usr/share/doc/plagcheck /usr/share/icons/hicolor/scalable/apps/plagcheck.svg \
            /usr/share/man/man1/plagcheck-cli.1.gz /usr/share/kio/servicemenus/plagcheck.desktop; do
    if [ -e "$path" ]; then echo "left behind after removal: $path"; exit 1; fi
done
echo "deb install test passed"

APPIMAGE="dist/${BASE}.AppImage"
if [ -f "$APPIMAGE" ]; then
    echo "== AppImage"
    EXTRACTED="$(mktemp -d)"
    (cd "$EXTRACTED" && "$OLDPWD/$APPIMAGE" --appimage-extract >/dev/null)
    "$EXTRACTED/squashfs-root/AppRun" cli --version
    APPIMAGE_EXTRACT_AND_RUN=1 "$PWD/$APPIMAGE" cli --version   # the runtime itself, without FUSE
    "$PYTHON" packaging/smoke_test.py "$EXTRACTED/squashfs-root/usr/lib/plagcheck" $XVFB
    rm -rf "$EXTRACTED"
    echo "AppImage test passed"
fi
