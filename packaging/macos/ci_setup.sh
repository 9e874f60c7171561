#!/usr/bin/env bash
# Hosted CI (macOS runner): tools the macOS build needs besides the Python packages.
set -euo pipefail
python3 -m pip install "dmgbuild==1.6.7"  # pinned: a new release reaches the build only by a change here
