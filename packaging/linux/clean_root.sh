# Shared by test_clean_debian.sh and test_appimage.sh (sourced, not run): a minimal Debian root made with
# debootstrap, a teacher's account in it, a generated class, and an X server outside it for the window.
#
# The caller sets SUITE, ROOT, OUT, PYTHON and TEACHER, then calls open_root; everything is undone on exit.
# The X server, the screenshots and the keystrokes run on this machine and reach the window through the X socket
# (the root shares this machine's network namespace), so no test tool is installed into the root: a font found
# there can only have come from what is under test.

MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
XVFB_PID=""

close_root() {
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    for fs in dev/pts dev sys proc; do umount -l "$ROOT/$fs" 2>/dev/null || true; done
}

# open_root: debootstrap --variant=minbase SUITE into ROOT unless an earlier run made it; mount what chroot needs.
open_root() {
    if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
        echo "== debootstrap --variant=minbase $SUITE $ROOT"
        debootstrap --variant=minbase "$SUITE" "$ROOT" "$MIRROR" >/dev/null
    fi
    trap close_root EXIT
    for fs in proc sys dev dev/pts; do mountpoint -q "$ROOT/$fs" || mount --bind "/$fs" "$ROOT/$fs"; done
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
    in_root sh -c "id $TEACHER >/dev/null 2>&1 || useradd --create-home $TEACHER"
}

in_root() { chroot "$ROOT" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }

# as_teacher [VAR=VALUE...] COMMAND...: run as the teacher, with a clean environment (and DISPLAY when set).
as_teacher() {
    chroot --userspec="$TEACHER:$TEACHER" "$ROOT" env -i HOME="/home/$TEACHER" PATH=/usr/bin:/bin LANG=C.UTF-8 \
        ${DISPLAY:+DISPLAY="$DISPLAY"} "$@"
}

root_name() { in_root sh -c '. /etc/os-release; echo "$PRETTY_NAME"'; }

# installed PATTERN...: the installed packages among PATTERN..., on one line.
installed() {
    in_root dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "$@" 2>/dev/null | awk '$1 == "ii" {printf "%s ", $2}' || true
}

# make_class: a fresh class (text, DOCX, PDF; packaging/smoke_test.py) in ~/class and an empty ~/out.
make_class() {
    rm -rf "$ROOT/home/$TEACHER/class" "$ROOT/home/$TEACHER/out"
    "$PYTHON" -c 'import sys; sys.path.insert(0, "packaging"); import smoke_test; from pathlib import Path
folder = Path(sys.argv[1]); folder.mkdir(parents=True); smoke_test.make_class(folder)' "$ROOT/home/$TEACHER/class"
    mkdir -p "$ROOT/home/$TEACHER/out"
    in_root chown -R "$TEACHER:$TEACHER" "/home/$TEACHER"
}

# check_scan JSON: the scan found exactly the three planted pairs, and read every file.
check_scan() {
    "$PYTHON" - "$1" <<'EOF'
import json, sys
data = json.load(open(sys.argv[1], encoding="utf-8"))
names = {d["id"]: d["name"].rsplit("/", 1)[-1] for d in data["documents"]}
bad = [d["name"] for d in data["documents"] if d["status"] != "ok"]
pairs = sorted(sorted((names[p["a"]], names[p["b"]])) for p in data["pairs"])
print(f"   {len(names)} documents (formats: {sorted({n.rsplit('.', 1)[-1] for n in names.values()})}), pairs: {pairs}")
assert not bad, bad
assert pairs == [["alice.txt", "bruno.txt"], ["chen.docx", "emil.txt"], ["dara.pdf", "fatou.txt"]], pairs
EOF
}

# start_x: an X server on this machine, on a free display; exports DISPLAY.
start_x() {
    local n
    for n in $(seq 90 120); do [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || break; done
    Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp -ac >/dev/null 2>&1 &
    XVFB_PID=$!
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
    export DISPLAY=":$n"
}

# open_window NAME COMMAND...: start the window as the teacher, wait until it says it is shown and the scan is
# drawn, and take the screenshot OUT/NAME.png; the app keeps running as $APP (close_window ends it).
open_window() {
    local name="$1" i=0
    shift
    rm -f "$ROOT/home/$TEACHER/out/ready.json"
    as_teacher PLAGCHECK_READY_FILE="/home/$TEACHER/out/ready.json" "$@" >"$OUT/$name.log" 2>&1 &
    APP=$!
    while [ ! -f "$ROOT/home/$TEACHER/out/ready.json" ] && [ $i -lt 900 ]; do sleep 0.1; i=$((i + 1)); done
    [ -f "$ROOT/home/$TEACHER/out/ready.json" ] || { echo "the window never showed itself"; cat "$OUT/$name.log"; exit 1; }
    echo "   window shown after $((i / 10)).$((i % 10)) s: $(cat "$ROOT/home/$TEACHER/out/ready.json")"
    sleep 12   # the scan of fifteen files, and the results drawn
    import -window root "$OUT/$name.png"
}

close_window() { kill "$APP" 2>/dev/null || true; wait "$APP" 2>/dev/null || true; }

#: The file names of the class: what the results page must show in real letters.
KNOWN_TEXTS="alice.txt bruno.txt chen.docx emil.txt dara.pdf fatou.txt"
