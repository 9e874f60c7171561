#!/usr/bin/env bash
# Build plagcheck for Linux: the frozen app, a .deb, and an AppImage (its runtime built from Debian's packages).
#
#   bash packaging/linux/build.sh
#
# CI runs it in a debian:12 container (.github/workflows/installers.yml), so that the bundle's glibc floor is
# Debian 12's and Ubuntu 22.04's; run it on Debian 12 to get the same result.
# Needs: Python with the project's dependencies and PyInstaller (packaging/requirements.lock; PYTHON names it, else
# build/venv or /opt/venv is used: packaging/linux/find_python.sh), dpkg-deb, patchelf, binutils (objdump, readelf)
# and the libraries in packaging/linux/ci_setup.sh.
# Produces, under dist/:
#   plagcheck/                                   the onedir bundle (plagcheck, plagcheck-cli, _internal/)
#   plagcheck_<version>_linux_<arch>.deb         installs to /usr/lib/plagcheck with menu entry, icons, /usr/bin links
#   plagcheck_<version>_linux_<arch>.AppImage    when squashfs-tools and the runtime's build packages are there
# Fails when packaging/linux/check_bundle.py finds a search path outside the bundle, or a Depends line that
# disagrees with what the bundle needs (glibc floor, system libraries). Run packaging/smoke_test.py afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."

. packaging/linux/find_python.sh
PYTHON="$(find_python PyInstaller numpy PySide6)"
echo "== Python: $PYTHON"
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
echo "== checking that every shared library in the bundle is covered by a notice"
"$PYTHON" packaging/bundle_notices.py "dist/${NAME}"
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
# "Check with plagcheck" in file managers' right-click menus (Dolphin, Nemo), without claiming any file type: the
# menu entry above names none, so plagcheck is never the default program for folders or documents.
install -D -m 644 "packaging/linux/${NAME}-servicemenu.desktop" "$ROOTFS/usr/share/kio/servicemenus/${NAME}.desktop"
install -D -m 644 "packaging/linux/${NAME}.nemo_action" "$ROOTFS/usr/share/nemo/actions/${NAME}.nemo_action"
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
# Manual pages, made from the argument parsers at build time (packaging/manpages.py): they cannot drift.
mkdir -p "$ROOTFS/usr/share/man/man1"
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}" \
    "$PYTHON" packaging/manpages.py build/man >/dev/null
for page in build/man/*.1; do gzip -9n -c "$page" > "$ROOTFS/usr/share/man/man1/$(basename "$page").gz"; done
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

if command -v mksquashfs >/dev/null 2>&1 && [ -f /usr/include/squashfuse/ll.h ]; then
    # No appimagetool: no registry ships it. An AppImage (type 2) is a runtime ELF program followed by a SquashFS
    # image of the AppDir; the runtime is built here from Debian's packages (packaging/linux/appimage/).
    echo "== building dist/${BASE}.AppImage"
    APPDIR="build/appimage/${NAME}.AppDir"
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR/usr/lib/fallback" "$APPDIR/usr/share/fonts" "$APPDIR/usr/share/fontconfig"
    cp -a "dist/${NAME}" "$APPDIR/usr/lib/${NAME}"
    # The libraries AppRun checks before starting, and copies of the base ones the command line needs (a minimal
    # system has no libexpat); the window's graphics libraries stay the system's.
    "$PYTHON" packaging/linux/check_bundle.py "$APPDIR/usr/lib/${NAME}" --needs "$APPDIR/usr/lib/system-libraries.txt"
    while read -r soname _package needed_by; do
        if [ "$needed_by" = "cli" ]; then
            install -m 644 "$(readlink -f "$(ldconfig -p | awk -v s="$soname" '$1 == s && /x86-64|AArch64/ {print $NF; exit}')")" \
                "$APPDIR/usr/lib/fallback/$soname"
        fi
    done < "$APPDIR/usr/lib/system-libraries.txt"
    # Fonts for a system without any (fonts-dejavu-core), used through AppRun's fontconfig configuration.
    install -m 644 /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
        /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf "$APPDIR/usr/share/fonts/"
    install -m 644 packaging/linux/appimage/fonts.conf "$APPDIR/usr/share/fontconfig/fonts.conf"
    "$PYTHON" packaging/linux/appimage/appimage_notices.py "$APPDIR"
    cp "packaging/linux/${NAME}.desktop" "$APPDIR/${NAME}.desktop"
    cp "resources/icons/${NAME}_256.png" "$APPDIR/${NAME}.png"
    ln -s "${NAME}.png" "$APPDIR/.DirIcon"
    install -m 755 packaging/linux/AppRun "$APPDIR/AppRun"
    bash packaging/linux/appimage/build_runtime.sh "build/appimage/runtime"
    rm -f "build/appimage/${NAME}.squashfs"
    # zstd: the one compression the runtime reads. Owned by root, dated by the commit: the same tree gives the
    # same image.
    EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
    mksquashfs "$APPDIR" "build/appimage/${NAME}.squashfs" -root-owned -noappend -comp zstd -quiet -no-progress \
        -mkfs-time "$EPOCH" -all-time "$EPOCH" >/dev/null
    cat "build/appimage/runtime" "build/appimage/${NAME}.squashfs" > "dist/${BASE}.AppImage"
    chmod 755 "dist/${BASE}.AppImage"
    du -h "dist/${BASE}.AppImage"
else
    echo "== no AppImage: it needs mksquashfs (squashfs-tools) and the runtime's build packages (ci_setup.sh)"
fi
