#!/usr/bin/env bash
# Hosted CI (Ubuntu runner): system libraries that PyInstaller bundles and the smoke test needs, plus
# appimagetool so that build.sh also makes the AppImage. Run with sudo rights (GitHub's runners have them).
set -euo pipefail
sudo apt-get update -q
sudo apt-get install -y -q --no-install-recommends \
    libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0 \
    libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 \
    libwayland-client0 libwayland-cursor0 libwayland-egl1 \
    xvfb xauth desktop-file-utils file

# appimagetool is an AppImage itself; runners have no FUSE, so it runs extracted.
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
