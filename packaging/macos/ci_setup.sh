#!/usr/bin/env bash
# Hosted CI (macOS runner): tools the macOS build needs besides the Python packages.
set -euo pipefail
python3 -m pip install --upgrade "dmgbuild>=1.6"
