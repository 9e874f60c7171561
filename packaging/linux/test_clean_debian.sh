#!/usr/bin/env bash
# Install the .deb into a fresh minimal Debian 12 (debootstrap: no Python, no desktop) and use it as a teacher
# would, as a non-root user with a clean environment: scan a class with plagcheck-cli and check the JSON, open
# the window on the class folder under Xvfb (as "Open with plagcheck" does) and take screenshots of the results
# and of Help > About's third-party notices, then uninstall and check nothing is left.
#
#   sudo bash packaging/linux/test_clean_debian.sh [ROOT]     # ROOT: the Debian tree (default build/clean-debian)
#
# Needs root, debootstrap and a Debian mirror (DEBIAN_MIRROR, default deb.debian.org). An existing ROOT made by
# an earlier run is reused. The test's own tools (Xvfb, ImageMagick's import, xdotool) are installed after
# plagcheck; plagcheck's dependencies come from its Depends line alone. Screenshots go to dist/clean-debian/.
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
BASE="$("$PYTHON" packaging/artifact_name.py)"
DEB="dist/${BASE}.deb"
ROOT="$(realpath -m "${1:-build/clean-debian}")"
OUT="dist/clean-debian"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
TEACHER="teacher"
mkdir -p "$OUT"

if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    echo "== debootstrap --variant=minbase bookworm $ROOT"
    debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >/dev/null
fi
for fs in proc sys dev dev/pts; do mountpoint -q "$ROOT/$fs" || mount --bind "/$fs" "$ROOT/$fs"; done
trap 'for fs in dev/pts dev sys proc; do umount -l "$ROOT/$fs" 2>/dev/null || true; done' EXIT
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
in_root() { chroot "$ROOT" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }
as_teacher() {
    chroot --userspec="$TEACHER:$TEACHER" "$ROOT" env -i HOME="/home/$TEACHER" PATH=/usr/bin:/bin LANG=C.UTF-8 "$@"
}

echo "== a clean system: $(in_root sh -c '. /etc/os-release; echo "$PRETTY_NAME"'), python3: $(in_root sh -c 'command -v python3 || echo none')"
in_root apt-get update -q >/dev/null
cp "$DEB" "$ROOT/tmp/plagcheck.deb"
echo "== apt-get install ./plagcheck.deb (its Depends only)"
in_root apt-get install -y -q --no-install-recommends /tmp/plagcheck.deb | tail -n 2
in_root sh -c 'command -v python3 >/dev/null' && { echo "python3 was installed with plagcheck"; exit 1; }
in_root apt-get install -y -q --no-install-recommends xvfb xauth imagemagick xdotool >/dev/null
id -u "$TEACHER" >/dev/null 2>&1 || true
in_root sh -c "id $TEACHER >/dev/null 2>&1 || useradd --create-home $TEACHER"

echo "== plagcheck-cli scan, as $TEACHER"
rm -rf "$ROOT/home/$TEACHER/class" "$ROOT/home/$TEACHER/out"
"$PYTHON" - "$ROOT/home/$TEACHER/class" <<'EOF'
import sys
from pathlib import Path
sys.path.insert(0, "packaging")
import smoke_test
folder = Path(sys.argv[1])
folder.mkdir(parents=True)
smoke_test.make_class(folder)
EOF
mkdir -p "$ROOT/home/$TEACHER/out"
in_root chown -R "$TEACHER:$TEACHER" "/home/$TEACHER/class" "/home/$TEACHER/out"
as_teacher plagcheck-cli scan "/home/$TEACHER/class" --json "/home/$TEACHER/out/result.json" \
    --html "/home/$TEACHER/out/report.html" --threshold 0.2 --quiet
"$PYTHON" - "$ROOT/home/$TEACHER/out/result.json" <<'EOF'
import json, sys
data = json.load(open(sys.argv[1], encoding="utf-8"))
names = {d["id"]: d["name"].rsplit("/", 1)[-1] for d in data["documents"]}
bad = [d["name"] for d in data["documents"] if d["status"] != "ok"]
pairs = sorted(sorted((names[p["a"]], names[p["b"]])) for p in data["pairs"])
print(f"   {len(names)} documents (formats: {sorted({n.rsplit('.', 1)[-1] for n in names.values()})}), pairs: {pairs}")
assert not bad, bad
assert pairs == [["alice.txt", "bruno.txt"], ["chen.docx", "emil.txt"], ["dara.pdf", "fatou.txt"]], pairs
EOF

echo "== the window on the class folder under Xvfb, as $TEACHER; screenshots in $OUT"
cat > "$ROOT/tmp/window.sh" <<'EOF'
#!/bin/sh
# Runs inside xvfb-run: open the window on the folder, wait until it is shown and the scan is done, photograph
# it, then open Help > About and its third-party notices and photograph that.
cd "$HOME"
rm -f out/ready.json
PLAGCHECK_READY_FILE="$HOME/out/ready.json" plagcheck "$HOME/class" >out/window.log 2>&1 &
app=$!
i=0; while [ ! -f out/ready.json ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
[ -f out/ready.json ] || { echo "the window never showed itself"; kill $app; exit 1; }
echo "   window shown after $((i / 10)).$((i % 10)) s: $(cat out/ready.json)"
sleep 12                                  # the scan of fifteen files, and the results drawn
import -window root out/results.png
# No window manager here: give each window the keyboard focus before typing to it.
xdotool windowfocus --sync "$(xdotool search --onlyvisible --name 'plagcheck$' | head -n 1)"   # the title names the class
xdotool key alt+h; sleep 1; xdotool key a                 # Help > About plagcheck
sleep 3
import -window root out/about.png
xdotool windowfocus --sync "$(xdotool search --onlyvisible --name '^About plagcheck$' | head -n 1)"
xdotool key alt+n                                         # its "Third-party notices" tab
sleep 2
import -window root out/notices.png
kill $app; wait $app 2>/dev/null || true
EOF
chmod 755 "$ROOT/tmp/window.sh"
as_teacher xvfb-run -a -s "-screen 0 1280x800x24" /tmp/window.sh
cp "$ROOT/home/$TEACHER/out/"*.png "$OUT/"
ls -1 "$OUT"

echo "== apt-get remove plagcheck"
in_root apt-get remove -y -q plagcheck >/dev/null
for path in /usr/lib/plagcheck /usr/bin/plagcheck /usr/bin/plagcheck-cli /usr/share/doc/plagcheck \
            /usr/share/applications/plagcheck.desktop; do
    if [ -e "$ROOT$path" ]; then echo "left behind after removal: $path"; exit 1; fi
done
echo "clean Debian 12 test passed"
