#!/usr/bin/env bash
# CI (a debian:12 container on GitHub's Ubuntu runner; or any Debian 12 / Ubuntu 22.04+ machine): the build
# tools, the system libraries that PyInstaller bundles and the smoke test needs, and what the AppImage is made
# with: squashfs-tools, and the packages its runtime is built from (packaging/linux/appimage/runtime.lock pins
# their versions and the runtime's checksum). Nothing is downloaded but Debian packages.
# Runs apt-get as root, or through sudo when not root.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
    python3 python3-venv python3-pip libpython3.11 git ca-certificates file binutils patchelf dpkg-dev lintian \
    libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0 \
    libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 \
    libwayland-client0 libwayland-cursor0 libwayland-egl1 fontconfig-config fonts-dejavu-core \
    xvfb xauth desktop-file-utils xdg-utils \
    squashfs-tools gcc libc6-dev pkg-config libsquashfuse-dev libfuse3-dev libzstd-dev
