#!/usr/bin/env bash
# Install the .deb into a fresh minimal Debian (debootstrap --variant=minbase: no Python, no desktop, no font) and
# use it as a teacher would, as a non-root user with a clean environment:
#   - plagcheck-cli scans a class (text, DOCX, PDF) and the JSON is checked;
#   - xdg-mime, asked for the default program of folders, PDFs and plain text, does not answer plagcheck;
#   - the window opens on the class folder and a screenshot of it must show the class's file names in real
#     letters (packaging/glyph_check.py), not boxes; then the same with the fonts and fontconfig's configuration
#     hidden (the system before plagcheck depended on them), which must fail the same check (so it can tell);
#   - Help > About's third-party notices are photographed; removing the package leaves nothing behind.
#
#   sudo bash packaging/linux/test_clean_debian.sh [SUITE] [ROOT]
#
# SUITE: bookworm (Debian 12, the default) or trixie (Debian 13). ROOT: the Debian tree (default
# build/clean-debian-SUITE); one made by an earlier run is reused, brought back to no plagcheck and no font.
# Needs root, debootstrap and a Debian mirror (DEBIAN_MIRROR), and on this machine (not in the root): Xvfb,
# ImageMagick's import, xdotool and a Python with numpy and PySide6 (PYTHON) for the glyph check.
# Nothing the test needs goes into the root but xdg-utils and desktop-file-utils (a desktop's MIME tools, which
# bring no font; packaging/linux/clean_root.sh says how the window is reached). Screenshots: dist/clean-debian-SUITE/.
set -euo pipefail
cd "$(dirname "$0")/../.."
. packaging/linux/clean_root.sh
as_root "packaging/linux/$(basename "$0")" "$@"
need_tools
PYTHON="$(find_python numpy PySide6)"   # for the glyph check
SUITE="${1:-bookworm}"
ROOT="$(realpath -m "${2:-build/clean-debian-$SUITE}")"
OUT="dist/clean-debian-$SUITE"
TEACHER="teacher"
DEB="dist/$("$PYTHON" packaging/artifact_name.py).deb"
mkdir -p "$OUT"
rm -f "$OUT"/*
open_root

echo "== a clean system: $(root_name), python3: $(in_root sh -c 'command -v python3 || echo none')"
in_root apt-get update -q >/dev/null
in_root apt-get purge -y -q plagcheck fontconfig-config 'fonts-*' >/dev/null 2>&1 || true
in_root apt-get autoremove -y -q --purge >/dev/null
echo "   fonts before: [$(installed 'fonts-*' fontconfig-config)], /etc/fonts/fonts.conf:" \
     "$(test -e "$ROOT/etc/fonts/fonts.conf" && echo yes || echo no)"
echo "== the test's tools in the root: xdg-utils desktop-file-utils (no recommends)"
in_root apt-get install -y -q --no-install-recommends xdg-utils desktop-file-utils >/dev/null
[ -z "$(installed 'fonts-*' fontconfig-config)" ] || { echo "the test's tools brought fonts"; exit 1; }

cp "$DEB" "$ROOT/tmp/plagcheck.deb"
BEFORE="$(footprint)"
echo "   before plagcheck: $BEFORE"
echo "   apt would add with its Recommends: $(in_root apt-get install -s -q /tmp/plagcheck.deb | grep -c '^Inst ') packages"
echo "== apt-get install ./plagcheck.deb (its Depends only)"
in_root apt-get install -y -q --no-install-recommends /tmp/plagcheck.deb | tail -n 1
echo "   after: $(footprint); the .deb itself: $(in_root dpkg-query -W -f='${Installed-Size}' plagcheck | awk '{printf "%.0f MB", $1 / 1024}')"
in_root sh -c 'command -v python3 >/dev/null' && { echo "python3 was installed with plagcheck"; exit 1; }
# The window is painted in software: no OpenGL driver may come with plagcheck (Mesa's, and LLVM with it).
drivers="$(installed 'libgl1-mesa-dri' 'libglx-mesa0' 'libegl-mesa0' 'libllvm*' 'mesa-libgallium' libgl1 libegl1)"
[ -z "$drivers" ] || { echo "OpenGL packages came with plagcheck: $drivers"; exit 1; }
echo "   fonts after, from plagcheck's Depends: [$(installed 'fonts-*' fontconfig-config)]"
test -e "$ROOT/etc/fonts/fonts.conf" || { echo "no /etc/fonts/fonts.conf after installing plagcheck"; exit 1; }
test -e "$ROOT/usr/share/man/man1/plagcheck-cli.1.gz" || { echo "no manual page for plagcheck-cli"; exit 1; }

echo "== xdg-mime query default, as $TEACHER (no file manager, no PDF viewer, no editor here)"
for type in inode/directory application/pdf text/plain; do
    answer="$(as_teacher xdg-mime query default "$type" || true)"
    echo "   $type: '${answer}'"
    case "$answer" in *plagcheck*) echo "plagcheck claims to be the default program for $type"; exit 1 ;; esac
done
if grep -qs plagcheck "$ROOT/usr/share/applications/mimeinfo.cache"; then echo "plagcheck is in mimeinfo.cache"; exit 1; fi

echo "== plagcheck-cli scan, as $TEACHER"
make_class
as_teacher plagcheck-cli scan "/home/$TEACHER/class" --json "/home/$TEACHER/out/result.json" \
    --html "/home/$TEACHER/out/report.html" --threshold 0.2 --quiet
check_scan "$ROOT/home/$TEACHER/out/result.json"

echo "== the window on the class folder, as $TEACHER, on an X server of this machine; screenshots in $OUT"
start_x
open_window results plagcheck "/home/$TEACHER/class"
echo "   the class's file names in the screenshot (glyph_check.py):"
# shellcheck disable=SC2086
"$PYTHON" packaging/glyph_check.py "$OUT/results.png" $KNOWN_TEXTS
# No window manager here: give each window the keyboard focus before typing to it.
xdotool windowfocus --sync "$(xdotool search --onlyvisible --name 'plagcheck$' | head -n 1)"
xdotool key alt+h; sleep 1; xdotool key a                 # Help > About plagcheck
sleep 3
import -window root "$OUT/about.png"
xdotool windowfocus --sync "$(xdotool search --onlyvisible --name '^About plagcheck$' | head -n 1)"
xdotool key alt+n                                         # its "Third-party notices" tab
sleep 2
import -window root "$OUT/notices.png"
close_window

echo "== control: the same window with what the two font Depends installed hidden (the fonts, and fontconfig's"
echo "   configuration: without one fontconfig still looks in /usr/share/fonts) must fail the same check"
mv "$ROOT/etc/fonts/fonts.conf" "$ROOT/etc/fonts/fonts.conf.hidden"
mv "$ROOT/usr/share/fonts" "$ROOT/usr/share/fonts.hidden"
rm -rf "$ROOT/home/$TEACHER/.cache/fontconfig"   # the teacher's font cache, made by the first window
open_window no-fonts plagcheck "/home/$TEACHER/class"
close_window
mv "$ROOT/etc/fonts/fonts.conf.hidden" "$ROOT/etc/fonts/fonts.conf"
mv "$ROOT/usr/share/fonts.hidden" "$ROOT/usr/share/fonts"
grep -m 1 "Fontconfig error" "$OUT/no-fonts.log" | sed 's/^/   its log: /' || true
# shellcheck disable=SC2086
if "$PYTHON" packaging/glyph_check.py "$OUT/no-fonts.png" $KNOWN_TEXTS; then
    echo "the glyph check passed a window drawn without fonts: it cannot tell"; exit 1
fi
echo "   as expected: without fonts the names are not found"
ls -1 "$OUT"

echo "== apt purge --autoremove plagcheck (README's way to remove it and what it brought)"
in_root apt-get purge --autoremove -y -q plagcheck >/dev/null
AFTER_REMOVAL="$(footprint)"
echo "   after removal: $AFTER_REMOVAL (before plagcheck: $BEFORE)"
[ "$AFTER_REMOVAL" = "$BEFORE" ] || { echo "removal left packages behind"; exit 1; }
for path in /usr/lib/plagcheck /usr/bin/plagcheck /usr/bin/plagcheck-cli /usr/share/doc/plagcheck \
            /usr/share/applications/plagcheck.desktop /usr/share/man/man1/plagcheck.1.gz \
            /usr/share/kio/servicemenus/plagcheck.desktop /usr/share/nemo/actions/plagcheck.nemo_action; do
    if [ -e "$ROOT$path" ]; then echo "left behind after removal: $path"; exit 1; fi
done
echo "clean $(root_name) test passed"
