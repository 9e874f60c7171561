#!/usr/bin/env bash
# Build plagcheck for Linux: the frozen app, a .deb, and an AppImage when appimagetool is on PATH.
#
#   bash packaging/linux/build.sh
#
# CI runs it in a debian:12 container (.github/workflows/installers.yml), so that the bundle's glibc floor is
# Debian 12's and Ubuntu 22.04's; run it on Debian 12 to get the same result.
# Needs: Python with the project's dependencies and PyInstaller (pip install ".[package]"), dpkg-deb, patchelf,
# binutils (objdump, readelf) and the runtime libraries in packaging/linux/ci_setup.sh.
# Produces, under dist/:
#   plagcheck/                                   the onedir bundle (plagcheck, plagcheck-cli, _internal/)
#   plagcheck_<version>_linux_<arch>.deb         installs to /usr/lib/plagcheck with menu entry, icons, /usr/bin links
#   plagcheck_<version>_linux_<arch>.AppImage    only when appimagetool is available (hosted CI fetches it)
# Fails when packaging/linux/check_bundle.py finds a search path outside the bundle, or a Depends line that
# disagrees with what the bundle needs (glibc floor, system libraries). Run packaging/smoke_test.py afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
read -r NAME VERSION < <("$PYTHON" -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; print(p["name"], p["version"])')
BASE="$("$PYTHON" packaging/artifact_name.py)"    # plagcheck_<version>_linux_<arch>, as CI names artifacts
DEB_ARCH="$(dpkg --print-architecture)"            # amd64 / arm64: what dpkg calls it
DEB_VERSION="$("$PYTHON" packaging/version_info.py --debian "$VERSION")"   # 0.2.0rc1 -> 0.2.0~rc1

START=$SECONDS
echo "== freezing ${NAME} ${VERSION} with PyInstaller"
rm -rf "dist/${NAME}"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/plagcheck.spec
echo "== checking the bundle (search paths, glibc floor)"
"$PYTHON" packaging/linux/check_bundle.py "dist/${NAME}" --fix-runpath
du -sh "dist/${NAME}"
echo "   froze in $((SECONDS - START)) s"
START=$SECONDS

echo "== building dist/${BASE}.deb"
ROOTFS="build/deb/${NAME}"
DOC="$ROOTFS/usr/share/doc/${NAME}"
rm -rf "$ROOTFS"
mkdir -p "$ROOTFS/DEBIAN" "$ROOTFS/usr/lib" "$ROOTFS/usr/bin" "$ROOTFS/usr/share/applications" "$DOC"
cp -a "dist/${NAME}" "$ROOTFS/usr/lib/${NAME}"
ln -s "../lib/${NAME}/${NAME}" "$ROOTFS/usr/bin/${NAME}"
ln -s "../lib/${NAME}/${NAME}-cli" "$ROOTFS/usr/bin/${NAME}-cli"
install -m 644 "packaging/linux/${NAME}.desktop" "$ROOTFS/usr/share/applications/${NAME}.desktop"
for size in 16 24 32 48 64 128 256 512; do
    install -D -m 644 "resources/icons/${NAME}_${size}.png" \
        "$ROOTFS/usr/share/icons/hicolor/${size}x${size}/apps/${NAME}.png"
done
install -D -m 644 "resources/icons/${NAME}.svg" "$ROOTFS/usr/share/icons/hicolor/scalable/apps/${NAME}.svg"
# Licences where Debian looks for them: copyright (machine-readable), and the notices the build generated.
install -m 644 packaging/linux/copyright "$DOC/copyright"
gzip -9n -c "dist/${NAME}/_internal/licenses/THIRD-PARTY-NOTICES.txt" > "$DOC/THIRD-PARTY-NOTICES.txt.gz"
printf '%s (%s) stable; urgency=medium\n\n  * Release %s.\n\n -- plagcheck developers <plagcheck@users.noreply.github.com>  %s\n' \
    "$NAME" "$DEB_VERSION" "$VERSION" "$(date -u -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")" \
    | gzip -9n > "$DOC/changelog.gz"
install -D -m 644 packaging/linux/lintian-overrides "$ROOTFS/usr/share/lintian/overrides/${NAME}"
# Debian's triggers refresh the menu, MIME and icon caches, so no maintainer scripts are needed.
sed -e "s/@VERSION@/${DEB_VERSION}/" -e "s/@ARCH@/${DEB_ARCH}/" \
    -e "s/@INSTALLED_SIZE@/$(du -sk --exclude=DEBIAN "$ROOTFS" | cut -f1)/" \
    packaging/linux/control.in > "$ROOTFS/DEBIAN/control"
(cd "$ROOTFS" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
find "$ROOTFS" -type d -exec chmod 755 {} +
# Libraries are loaded, not run: only the two executables keep the executable bit (lintian: shared-library-is-executable).
find "$ROOTFS/usr/lib/${NAME}/_internal" -type f -name '*.so*' -exec chmod 644 {} +
echo "== checking the control file against the bundle"
"$PYTHON" packaging/linux/check_bundle.py "$ROOTFS/usr/lib/${NAME}" --control "$ROOTFS/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$ROOTFS" "dist/${BASE}.deb" >/dev/null
du -h "dist/${BASE}.deb"
echo "   packed in $((SECONDS - START)) s"

if command -v appimagetool >/dev/null 2>&1; then
    echo "== building dist/${BASE}.AppImage"
    APPDIR="build/appimage/${NAME}.AppDir"
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR/usr/lib"
    cp -a "dist/${NAME}" "$APPDIR/usr/lib/${NAME}"
    cp "packaging/linux/${NAME}.desktop" "$APPDIR/${NAME}.desktop"
    cp "resources/icons/${NAME}_256.png" "$APPDIR/${NAME}.png"
    cp "packaging/linux/AppRun" "$APPDIR/AppRun"
    chmod 755 "$APPDIR/AppRun"
    ARCH="$(uname -m)" appimagetool --no-appstream "$APPDIR" "dist/${BASE}.AppImage"
    du -h "dist/${BASE}.AppImage"
else
    echo "== appimagetool is not on PATH: no AppImage (hosted CI builds it)"
fi
