# Shared by test_clean_debian.sh and test_appimage.sh (sourced, not run): a minimal Debian root made with
# debootstrap, a teacher's account in it, a generated class, and an X server outside it for the window.
#
# The caller sets SUITE, ROOT, OUT, PYTHON and TEACHER, then calls open_root; everything is undone on exit.
# The X server, the screenshots and the keystrokes run on this machine and reach the window through the X socket
# (the root shares this machine's network namespace), so no test tool is installed into the root: a font found
# there can only have come from what is under test.

. packaging/linux/find_python.sh
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
XVFB_PID=""

# as_root "$0" "$@": run this script again through sudo unless already root (debootstrap, chroot and mounts need it).
as_root() {
    if [ "$(id -u)" != "0" ]; then
        exec sudo --preserve-env=PYTHON,DEBIAN_MIRROR,UBUNTU_MIRROR,WHEELHOUSE bash "$@"
    fi
}

# need_tools: stop, naming packaging/linux/test_tools.sh, when a tool the test runs on this machine is missing.
need_tools() {
    local tool missing=""
    for tool in debootstrap chroot mount Xvfb import xdotool; do command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"; done
    [ -z "$missing" ] || { echo "missing on this machine:$missing; install them with: bash packaging/linux/test_tools.sh" >&2; exit 1; }
}

close_root() {
    close_window
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    for fs in dev/pts dev sys proc; do umount -l "$ROOT/$fs" 2>/dev/null || true; done
}

# UBUNTU_SUITES: the Ubuntu releases open_root can make (from UBUNTU_MIRROR, an Ubuntu archive mirror).
UBUNTU_SUITES="jammy noble"

# bootstrap_ubuntu: debootstrap an Ubuntu SUITE into ROOT, with the components a desktop install enables (main,
# restricted, universe, multiverse; -updates and -security). Debian's debootstrap may lack the suite's script:
# every Ubuntu release uses gutsy's. Without Ubuntu's keyring (the ubuntu-keyring package) it cannot check the
# archive's signature, and says so.
bootstrap_ubuntu() {
    [ -n "${UBUNTU_MIRROR:-}" ] || { echo "set UBUNTU_MIRROR to an Ubuntu archive mirror (.../ubuntu)" >&2; exit 1; }
    local script="/usr/share/debootstrap/scripts/$SUITE" check="--keyring=/usr/share/keyrings/ubuntu-archive-keyring.gpg"
    [ -e "$script" ] || script=/usr/share/debootstrap/scripts/gutsy
    if [ ! -e /usr/share/keyrings/ubuntu-archive-keyring.gpg ]; then
        echo "   no Ubuntu keyring here (apt-get install ubuntu-keyring): the archive's signature is not checked"
        check="--no-check-gpg"
    fi
    debootstrap --variant=minbase "$check" "$SUITE" "$ROOT" "$UBUNTU_MIRROR" "$script" >/dev/null
    local parts="main restricted universe multiverse"
    printf 'deb %s %s %s\ndeb %s %s-updates %s\ndeb %s %s-security %s\n' "$UBUNTU_MIRROR" "$SUITE" "$parts" \
        "$UBUNTU_MIRROR" "$SUITE" "$parts" "$UBUNTU_MIRROR" "$SUITE" "$parts" >"$ROOT/etc/apt/sources.list"
}

# open_root: debootstrap --variant=minbase SUITE (Debian's, or Ubuntu's: UBUNTU_SUITES) into ROOT unless an earlier
# run made it; mount what chroot needs.
open_root() {
    if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
        echo "== debootstrap --variant=minbase $SUITE $ROOT"
        case " $UBUNTU_SUITES " in
            *" $SUITE "*) bootstrap_ubuntu ;;
            *) debootstrap --variant=minbase "$SUITE" "$ROOT" "$MIRROR" >/dev/null ;;
        esac
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

# footprint: the root's installed packages, their number and their Installed-Size in all, on one line.
footprint() {
    in_root dpkg-query -W -f='${db:Status-Abbrev} ${Installed-Size}\n' \
        | awk '$1 == "ii" {n++; kb += $2} END {printf "%d packages, %.0f MB installed", n, kb / 1024}'
}

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
# chroot and env exec what they run, so $! is the app itself (a function run with & would be a subshell of this
# script, and killing it would leave the app running).
open_window() {
    local name="$1" i=0
    shift
    rm -f "$ROOT/home/$TEACHER/out/ready.json"
    chroot --userspec="$TEACHER:$TEACHER" "$ROOT" env -i HOME="/home/$TEACHER" PATH=/usr/bin:/bin LANG=C.UTF-8 \
        DISPLAY="$DISPLAY" PLAGCHECK_READY_FILE="/home/$TEACHER/out/ready.json" "$@" >"$OUT/$name.log" 2>&1 &
    APP=$!
    while [ ! -f "$ROOT/home/$TEACHER/out/ready.json" ] && [ $i -lt 900 ]; do sleep 0.1; i=$((i + 1)); done
    [ -f "$ROOT/home/$TEACHER/out/ready.json" ] || { echo "the window never showed itself"; cat "$OUT/$name.log"; exit 1; }
    echo "   window shown after $((i / 10)).$((i % 10)) s: $(cat "$ROOT/home/$TEACHER/out/ready.json")"
    sleep 12   # the scan of fifteen files, and the results drawn
    import -window root "$OUT/$name.png"
}

# in_root_processes: the ids of the processes running inside ROOT (their root directory is ROOT): only this test
# starts any there.
in_root_processes() {
    local proc
    for proc in /proc/[0-9]*; do
        [ "$(readlink "$proc/root" 2>/dev/null)" = "$ROOT" ] && echo "${proc#/proc/}"
    done
    return 0
}

# close_window: end the app open_window started (SIGTERM, as a session's logout does), then any process it left in
# the root (the reader's worker processes), and say so; fail if one survives.
close_window() {
    [ -n "${APP:-}" ] || return 0
    local i left
    kill -TERM "$APP" 2>/dev/null || true
    for i in $(seq 50); do   # until it has exited (a zombie, state Z, has: wait collects it)
        case "$(awk '{print $3}' "/proc/$APP/stat" 2>/dev/null)" in ""|Z) break ;; esac
        sleep 0.1
    done
    wait "$APP" 2>/dev/null || true
    left="$(in_root_processes)"
    if [ -n "$left" ]; then
        echo "   still running in the root after the app ended: $(echo $left)"
        # shellcheck disable=SC2086
        kill -KILL $left 2>/dev/null || true
    fi
    APP=""
    sleep 0.5
    [ -z "$(in_root_processes)" ] || { echo "processes left in the root: $(in_root_processes | tr '\n' ' ')"; exit 1; }
    echo "   window closed (app ended, no process left in the root)"
}

#: The file names of the class: what the results page must show in real letters.
KNOWN_TEXTS="alice.txt bruno.txt chen.docx emil.txt dara.pdf fatou.txt"
