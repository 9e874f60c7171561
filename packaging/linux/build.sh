#!/usr/bin/env bash
# Build plagcheck for Linux: the frozen app, a .deb, and an AppImage when appimagetool is on PATH.
#
#   bash packaging/linux/build.sh
#
# Needs: Python with the project's dependencies and PyInstaller (pip install ".[package]"), dpkg-deb.
# Produces, under dist/:
#   plagcheck/                                   the onedir bundle (plagcheck, plagcheck-cli, _internal/)
#   plagcheck_<version>_linux_<arch>.deb         installs to /opt/plagcheck with menu entry, icons, /usr/bin links
#   plagcheck_<version>_linux_<arch>.AppImage    only when appimagetool is available (hosted CI fetches it)
# Run packaging/smoke_test.py afterwards to check the bundle.
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
read -r NAME VERSION < <("$PYTHON" -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; print(p["name"], p["version"])')
BASE="$("$PYTHON" packaging/artifact_name.py)"    # plagcheck_<version>_linux_<arch>, as CI names artifacts
DEB_ARCH="$(dpkg --print-architecture)"            # amd64 / arm64: what dpkg calls it

START=$SECONDS
echo "== freezing ${NAME} ${VERSION} with PyInstaller"
rm -rf "dist/${NAME}"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/plagcheck.spec
du -sh "dist/${NAME}"
echo "   froze in $((SECONDS - START)) s"
START=$SECONDS

echo "== building dist/${BASE}.deb"
ROOTFS="build/deb/${NAME}"
rm -rf "$ROOTFS"
mkdir -p "$ROOTFS/DEBIAN" "$ROOTFS/opt" "$ROOTFS/usr/bin" "$ROOTFS/usr/share/applications"
cp -a "dist/${NAME}" "$ROOTFS/opt/${NAME}"
ln -s "/opt/${NAME}/${NAME}" "$ROOTFS/usr/bin/${NAME}"
ln -s "/opt/${NAME}/${NAME}-cli" "$ROOTFS/usr/bin/${NAME}-cli"
install -m 644 "packaging/linux/${NAME}.desktop" "$ROOTFS/usr/share/applications/${NAME}.desktop"
for size in 16 24 32 48 64 128 256 512; do
    install -D -m 644 "resources/icons/${NAME}_${size}.png" \
        "$ROOTFS/usr/share/icons/hicolor/${size}x${size}/apps/${NAME}.png"
done
install -D -m 644 "resources/icons/${NAME}.svg" "$ROOTFS/usr/share/icons/hicolor/scalable/apps/${NAME}.svg"
# Debian's triggers refresh the menu and icon caches, so no maintainer scripts are needed.
# Everything the bundle does not carry itself (measured with ldd; PyInstaller leaves out libc and GL).
cat > "$ROOTFS/DEBIAN/control" <<EOF
Package: ${NAME}
Version: ${VERSION}
Architecture: ${DEB_ARCH}
Maintainer: plagcheck developers <plagcheck@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$ROOTFS" | cut -f1)
Depends: libc6 (>= 2.34), libgl1, libegl1, libxcb1, libxcb-cursor0, libxkbcommon0, libxkbcommon-x11-0, libfontconfig1, libdbus-1-3, libwayland-client0, libwayland-cursor0, libwayland-egl1
Section: education
Priority: optional
Description: private plagiarism checker for teachers
 plagcheck compares every submission of a class with every other one on this
 computer (nothing is uploaded), finds the passages they share, and shows them
 side by side. It reads PDF, DOCX, ODT, RTF and plain text.
EOF
find "$ROOTFS" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group -Zxz --build "$ROOTFS" "dist/${BASE}.deb" >/dev/null
du -h "dist/${BASE}.deb"
echo "   packed in $((SECONDS - START)) s"

if command -v appimagetool >/dev/null 2>&1; then
    echo "== building dist/${BASE}.AppImage"
    APPDIR="build/appimage/${NAME}.AppDir"
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR/opt"
    cp -a "dist/${NAME}" "$APPDIR/opt/${NAME}"
    cp "packaging/linux/${NAME}.desktop" "$APPDIR/${NAME}.desktop"
    cp "resources/icons/${NAME}_256.png" "$APPDIR/${NAME}.png"
    cp "packaging/linux/AppRun" "$APPDIR/AppRun"
    chmod 755 "$APPDIR/AppRun"
    ARCH="$(uname -m)" appimagetool --no-appstream "$APPDIR" "dist/${BASE}.AppImage"
    du -h "dist/${BASE}.AppImage"
else
    echo "== appimagetool is not on PATH: no AppImage (hosted CI builds it)"
fi
