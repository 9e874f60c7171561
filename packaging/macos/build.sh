#!/usr/bin/env bash
# Build plagcheck for macOS: dist/plagcheck.app and dist/plagcheck_<version>_macos_<arch>.dmg.
#
#   bash packaging/macos/build.sh
#
# Needs: Python with the project's dependencies and PyInstaller (pip install ".[package]"), and dmgbuild
# (pip install dmgbuild; packaging/macos/ci_setup.sh installs it). CI builds on GitHub's macos-15 runner for
# macOS 14 or later (LSMinimumSystemVersion in the spec, as the README promises): after freezing, every Mach-O
# file in the app is checked against that minimum, so a wheel built for a newer macOS fails the build here
# rather than on a teacher's Mac. The app is ad-hoc signed by PyInstaller, not notarised: first start is
# right-click > Open (see packaging/README.md).
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

MIN_MACOS="$(/usr/libexec/PlistBuddy -c 'Print :LSMinimumSystemVersion' "dist/${NAME}.app/Contents/Info.plist")"
echo "== checking that every binary in the app runs on macOS ${MIN_MACOS}"
TOO_NEW=""
while IFS= read -r -d '' file; do
    case "$(file -b "$file")" in *Mach-O*) ;; *) continue ;; esac
    # LC_BUILD_VERSION's minos (current toolchains) or LC_VERSION_MIN_MACOSX's version (older ones)
    minos="$(otool -l "$file" | awk '/LC_BUILD_VERSION|LC_VERSION_MIN_MACOSX/ {b = 1} b && $1 ~ /^(minos|version)$/ {print $2; exit}')"
    if [ -n "$minos" ] && [ "$(printf '%s\n%s\n' "$minos" "$MIN_MACOS" | sort -V | tail -n 1)" != "$MIN_MACOS" ]; then
        TOO_NEW="${TOO_NEW}  ${file#dist/} needs macOS ${minos}\n"
    fi
done < <(find "dist/${NAME}.app/Contents" -type f -print0)
if [ -n "$TOO_NEW" ]; then printf 'binaries newer than macOS %s:\n%b' "$MIN_MACOS" "$TOO_NEW"; exit 1; fi

echo "== building dist/${BASE}.dmg"
# dmgbuild runs hdiutil, which hosted runners sometimes answer with "Resource busy": try again (retry.sh).
. packaging/macos/retry.sh
build_dmg() {
    rm -f "dist/${BASE}.dmg"
    "$PYTHON" -m dmgbuild -s packaging/macos/dmg_settings.py -D app="dist/${NAME}.app" \
        -D icon="resources/icons/${NAME}.icns" "${NAME}" "dist/${BASE}.dmg"
}
retry build_dmg
du -h "dist/${BASE}.dmg"
