#!/usr/bin/env bash
# Take the README's screenshots of the real app under Xvfb (a virtual 1280x800 screen, or --size WxH).
# Needs xvfb-run (Debian: xvfb xauth) and the Qt xcb libraries listed in /work/shared/ECOSYSTEM.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=xcb
PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] && PYTHON=.venv/bin/python
SCREEN=1280x800
previous=""
for argument in "$@"; do
  [ "$previous" = "--size" ] && SCREEN="$argument"
  previous="$argument"
done
xvfb-run -a -s "-screen 0 ${SCREEN}x24" "$PYTHON" scripts/screenshots.py "$@"
case " $* " in *" --all "*) exit 0 ;; esac  # a reviewer's set: leave the README's pictures alone
# Keep each PNG under 300 KB: 256 colours are plenty for a UI (imagemagick).
for png in docs/screenshots/main-window.png docs/screenshots/compare-view.png docs/screenshots/groups-view.png; do
  if command -v convert >/dev/null 2>&1; then
    convert "$png" -dither None -colors 256 "PNG8:$png"
  fi
  echo "$png: $(( $(stat -c %s "$png") / 1024 )) KB"
done
