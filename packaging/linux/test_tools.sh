#!/usr/bin/env bash
# The tools packaging/linux/test_clean_debian.sh and test_appimage.sh run on this machine (Debian 12 or later, or
# Ubuntu 22.04 or later): debootstrap makes the minimal Debian they install into, Xvfb is the X server the window
# opens on (outside that Debian, so no test tool brings a font into it), ImageMagick's `import` takes the
# screenshots and xdotool types the keys. The glyph check's Python (numpy, PySide6) is the build's venv.
# Runs apt-get as root, or through sudo when not root.
#
#   bash packaging/linux/test_tools.sh
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends debootstrap xvfb xauth imagemagick xdotool
