#!/usr/bin/env bash
# CI (a debian:12 container on GitHub's Ubuntu runner; or any Debian 12 / Ubuntu 22.04+ machine): the build
# tools, the system libraries that PyInstaller bundles and the smoke test needs, and appimagetool so that
# build.sh also makes the AppImage. Runs apt-get as root, or through sudo when not root.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
    python3 python3-venv python3-pip git ca-certificates curl file binutils patchelf dpkg-dev lintian \
    libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0 \
    libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 \
    libwayland-client0 libwayland-cursor0 libwayland-egl1 \
    xvfb xauth desktop-file-utils

# appimagetool is an AppImage itself; CI has no FUSE, so it runs extracted.
TOOLS="${RUNNER_TEMP:-/tmp}/appimage-tools"
mkdir -p "$TOOLS"
curl -fsSL -o "$TOOLS/appimagetool.AppImage" \
    "https://github.com/AppImage/appimagetool/releases/download/continuous/appimagetool-$(uname -m).AppImage"
chmod +x "$TOOLS/appimagetool.AppImage"
cat > "$TOOLS/appimagetool" <<WRAP
#!/bin/sh
APPIMAGE_EXTRACT_AND_RUN=1 exec "$TOOLS/appimagetool.AppImage" "\$@"
WRAP
chmod +x "$TOOLS/appimagetool"
if [ -n "${GITHUB_PATH:-}" ]; then echo "$TOOLS" >> "$GITHUB_PATH"; fi
