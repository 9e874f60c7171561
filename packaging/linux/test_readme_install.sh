#!/usr/bin/env bash
# Follow the README's "Set up and run from source" on a fresh minimal Debian (debootstrap --variant=minbase: no
# Python, no desktop, no font), as a teacher would, as a non-root user with a clean environment:
#   - apt-get installs python3-venv alone; the checkout is installed with pip into a virtual environment;
#   - the window, started without the README's other system packages, must name what is missing and the
#     apt-get line (plagcheck/system/libraries.py), not Qt's "Could not load the Qt platform plugin";
#   - apt-get installs the README's whole line (read from README.md, --no-install-recommends);
#   - plagcheck-cli scans a class and the JSON is checked; the window opens on the class folder, on an X server
#     outside the root, and its screenshot must show the class's file names in real letters (glyph_check.py).
#
#   sudo bash packaging/linux/test_readme_install.sh [SUITE] [ROOT]
#
# SUITE: bookworm (Debian 12, the default), or noble (Ubuntu 24.04: set UBUNTU_MIRROR to an Ubuntu archive mirror;
# its root gets main, restricted, universe and multiverse, as a desktop install enables them). ROOT: the tree
# (default build/readme-SUITE); one made by an earlier run is reused (its teacher's checkout and virtual
# environment are made anew), so give a fresh copy for the "what is missing" step to mean anything. Needs root,
# debootstrap, a Debian mirror (DEBIAN_MIRROR), PyPI, and on this machine Xvfb, ImageMagick's import and a Python
# with numpy and PySide6 (PYTHON). Screenshots and logs: dist/readme-SUITE/.
# WHEELHOUSE: a folder of wheels (`pip download -d DIR . "hatchling>=1.21"` on this machine) that the root's pip
# installs from instead of PyPI, for a machine whose way to PyPI needs a certificate authority the clean root
# does not have; the command run is still the README's `python -m pip install .`. The wheels must be the root's
# Python's: Ubuntu 24.04 has Python 3.12 (`pip download --python-version 3.12 --only-binary=:all:` with the
# manylinux platforms, plus setuptools and wheel, whose venv no longer brings them, for odfpy's sdist).
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
SUITE="${1:-bookworm}"
ROOT="$(realpath -m "${2:-build/readme-$SUITE}")"
OUT="dist/readme-$SUITE"
TEACHER="teacher"
. packaging/linux/clean_root.sh
mkdir -p "$OUT"
rm -f "$OUT"/*
open_root

PACKAGES="$("$PYTHON" - <<'PY'
import re
readme = open("README.md", encoding="utf-8").read()
print(" ".join(re.search(r"sudo apt-get install (python3-venv [^`]+)`", readme).group(1).split()))
PY
)"
echo "== a clean system: $(root_name); the README's packages: $PACKAGES"
in_root apt-get update -q >/dev/null
echo "== apt-get install python3-venv (alone)"
in_root apt-get install -y -q --no-install-recommends python3-venv | tail -n 1

echo "== the checkout, and the README's pip install, as $TEACHER"
rm -rf "$ROOT/home/$TEACHER/plagcheck"
mkdir -p "$ROOT/home/$TEACHER/plagcheck"
git archive HEAD | tar -x -C "$ROOT/home/$TEACHER/plagcheck"
in_root chown -R "$TEACHER:$TEACHER" "/home/$TEACHER"
PIP_FROM=""
if [ -n "${WHEELHOUSE:-}" ]; then
    rm -rf "$ROOT/home/$TEACHER/wheels"
    cp -r "$WHEELHOUSE" "$ROOT/home/$TEACHER/wheels"
    PIP_FROM="PIP_NO_INDEX=1 PIP_FIND_LINKS=/home/$TEACHER/wheels"
    echo "   pip installs from the wheelhouse ($(ls "$WHEELHOUSE" | wc -l) files), not PyPI"
fi
in_root chown -R "$TEACHER:$TEACHER" "/home/$TEACHER"
# shellcheck disable=SC2086
as_teacher $PIP_FROM sh -c 'cd ~/plagcheck && python3 -m venv .venv && . .venv/bin/activate && python -m pip install -q .' \
    >"$OUT/pip.log" 2>&1 || { tail -n 20 "$OUT/pip.log"; exit 1; }
echo "   installed: $(as_teacher /home/$TEACHER/plagcheck/.venv/bin/python -c 'import PySide6, plagcheck; print("PySide6", PySide6.__version__)')"

make_class
start_x
echo "== the window before the README's other packages: it must say what is missing"
set +e
as_teacher /home/$TEACHER/plagcheck/.venv/bin/plagcheck >"$OUT/missing.log" 2>&1
code=$?
set -e
sed 's/^/   /' "$OUT/missing.log"
[ "$code" = 1 ] || { echo "exit code $code, not 1"; exit 1; }
grep -q "sudo apt-get install .*libxcb-icccm4" "$OUT/missing.log" || { echo "the message does not name libxcb-icccm4"; exit 1; }

echo "== apt-get install the README's line"
# shellcheck disable=SC2086
in_root apt-get install -y -q --no-install-recommends $PACKAGES | tail -n 1

echo "== plagcheck-cli scan, as $TEACHER"
as_teacher /home/$TEACHER/plagcheck/.venv/bin/plagcheck-cli scan "/home/$TEACHER/class" \
    --json "/home/$TEACHER/out/result.json" --threshold 0.2 --quiet
check_scan "$ROOT/home/$TEACHER/out/result.json"

echo "== the window on the class folder; screenshot $OUT/results.png"
open_window results /home/$TEACHER/plagcheck/.venv/bin/plagcheck "/home/$TEACHER/class"
close_window
# shellcheck disable=SC2086
"$PYTHON" packaging/glyph_check.py "$OUT/results.png" $KNOWN_TEXTS
echo "README install on $(root_name) passed"
