#!/usr/bin/env bash
# Take the README's screenshots of the real app under Xvfb (a virtual 1280x800 screen).
# Needs xvfb-run (Debian: xvfb xauth) and the Qt xcb libraries listed in /work/shared/ECOSYSTEM.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=xcb
xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/screenshots.py "$@"
