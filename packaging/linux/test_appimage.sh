#!/usr/bin/env bash
# Run the AppImage in a bare Debian (debootstrap --variant=minbase: no libexpat, no OpenGL, no X library, no font,
# no FUSE) as a non-root user with a clean environment:
#   - `plagcheck.AppImage cli` scans a class and the JSON is checked (AppRun takes libexpat from its fallback
#     copy; without FUSE the runtime unpacks the image into a temporary folder and removes it afterwards);
#   - the window, asked for, names the packages of the graphics libraries it lacks and stops;
#   - with exactly those packages installed (they bring no font), the window opens on the class folder, and a
#     screenshot must show the class's file names in real letters (the AppImage's own fonts; glyph_check.py).
#
#   sudo bash packaging/linux/test_appimage.sh [SUITE] [ROOT]
#
# SUITE: bookworm (the default) or trixie. ROOT: default build/bare-SUITE (reused, brought back to bare). Needs
# what test_clean_debian.sh needs on this machine. Screenshots go to dist/appimage-SUITE/.
set -euo pipefail
cd "$(dirname "$0")/../.."
. packaging/linux/clean_root.sh
as_root "packaging/linux/$(basename "$0")" "$@"
need_tools
PYTHON="$(find_python numpy PySide6)"   # for the glyph check
SUITE="${1:-bookworm}"
ROOT="$(realpath -m "${2:-build/bare-$SUITE}")"
OUT="dist/appimage-$SUITE"
TEACHER="teacher"
APPIMAGE="dist/$("$PYTHON" packaging/artifact_name.py).AppImage"
mkdir -p "$OUT"
rm -f "$OUT"/*
open_root

BARE="libexpat1 libgl1 libegl1 libxcb1 fontconfig-config fonts-* fuse3"
# shellcheck disable=SC2086
in_root apt-get purge -y -q $BARE >/dev/null 2>&1 || true
in_root apt-get autoremove -y -q --purge >/dev/null 2>&1 || true
# shellcheck disable=SC2086
echo "== a bare system: $(root_name); of $BARE it has: [$(installed $BARE)]"
install -m 755 "$APPIMAGE" "$ROOT/home/$TEACHER/plagcheck.AppImage"
make_class   # also hands the teacher's home, the AppImage with it, to the teacher

echo "== plagcheck.AppImage cli, as $TEACHER"
as_teacher "/home/$TEACHER/plagcheck.AppImage" cli --version
as_teacher "/home/$TEACHER/plagcheck.AppImage" cli scan "/home/$TEACHER/class" \
    --json "/home/$TEACHER/out/result.json" --threshold 0.2 --quiet
check_scan "$ROOT/home/$TEACHER/out/result.json"
leftovers="$(find "$ROOT/tmp" -maxdepth 1 -name 'appimage_extracted_*' | wc -l)"
[ "$leftovers" = "0" ] || { echo "the runtime left $leftovers unpacked folders in /tmp"; exit 1; }

start_x
echo "== the window, with no graphics library on the system"
status=0
# A window that starts after all would run until closed: a minute is far more than AppRun's check takes.
as_teacher timeout 60 "/home/$TEACHER/plagcheck.AppImage" "/home/$TEACHER/class" >"$OUT/missing.log" 2>&1 || status=$?
sed 's/^/   /' "$OUT/missing.log"
[ "$status" = "1" ] || { echo "AppRun did not stop on missing libraries (exit $status)"; exit 1; }
PACKAGES="$(grep -o '([a-z0-9.+-]*)' "$OUT/missing.log" | tr -d '()' | sort -u | tr '\n' ' ')"
echo "== installing what it named: $PACKAGES"
# shellcheck disable=SC2086
in_root apt-get install -y -q --no-install-recommends $PACKAGES >/dev/null
echo "   fonts and fontconfig configuration on the system now: [$(installed 'fonts-*' fontconfig-config)]"

echo "== the window on the class folder, as $TEACHER"
open_window results "/home/$TEACHER/plagcheck.AppImage" "/home/$TEACHER/class"
# shellcheck disable=SC2086
"$PYTHON" packaging/glyph_check.py "$OUT/results.png" $KNOWN_TEXTS
close_window
ls -1 "$OUT"
echo "AppImage test in a bare $(root_name) passed"
