#!/usr/bin/env bash
# Build the AppImage runtime (runtime.c beside this script) from Debian's packages, statically linked, and check
# it against runtime.lock: the Debian package versions it was built from and the SHA-256 of the result.
#
#   bash packaging/linux/appimage/build_runtime.sh OUT        # writes OUT (the runtime), prints its SHA-256
#
# Needs (Debian 12, as CI's container; packaging/linux/ci_setup.sh installs them): gcc libc6-dev pkg-config
# libsquashfuse-dev libfuse3-dev libzstd-dev.
# When a package's version differs from runtime.lock (a Debian point release), or the same versions give another
# SHA-256, the build stops: what would be shipped is not what the lock records. Run with UPDATE_LOCK=1 to build
# and record the new versions and checksum (then review and commit runtime.lock).
# The fallback when no such packages are to be had: APPIMAGE_RUNTIME=/path/to/runtime (a runtime built
# earlier, e.g. kept from a previous release) is used instead of building, if its SHA-256 is the one in
# runtime.lock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$(realpath -m "${1:?usage: build_runtime.sh OUT}")"
LOCK="$HERE/runtime.lock"
PACKAGES=(gcc libc6-dev libsquashfuse-dev libfuse3-dev libzstd-dev)

locked() { sed -n "s/^$1 //p" "$LOCK"; }

if [ -n "${APPIMAGE_RUNTIME:-}" ]; then
    sum="$(sha256sum "$APPIMAGE_RUNTIME" | cut -d' ' -f1)"
    [ "$sum" = "$(locked sha256)" ] || { echo "APPIMAGE_RUNTIME's SHA-256 $sum is not runtime.lock's"; exit 1; }
    install -m 755 "$APPIMAGE_RUNTIME" "$OUT"
    echo "runtime: $APPIMAGE_RUNTIME (sha256 $sum, as runtime.lock)"
    exit 0
fi

same_versions=1
versions=""
for package in "${PACKAGES[@]}"; do
    version="$(dpkg-query -W -f='${Version}' "$package" 2>/dev/null)" \
        || { echo "build_runtime.sh: $package is not installed (packaging/linux/ci_setup.sh installs it)"; exit 1; }
    versions+="$package $version"$'\n'
    if [ "$(locked "$package")" != "$version" ]; then
        echo "runtime: $package is $version here, runtime.lock says $(locked "$package")"
        same_versions=0
    fi
done
if [ "$same_versions" = "0" ] && [ "${UPDATE_LOCK:-0}" != "1" ]; then
    echo "runtime: the build packages are not runtime.lock's: stopping. UPDATE_LOCK=1 builds and records them;"
    echo "         APPIMAGE_RUNTIME=FILE uses a runtime built earlier with the locked SHA-256."
    exit 1
fi

BUILD="$(mktemp -d)"
trap 'rm -rf "$BUILD"' EXIT
# -ffile-prefix-map and a fixed build folder name keep the result byte-for-byte the same from run to run.
cp "$HERE/runtime.c" "$BUILD/runtime.c"
(cd "$BUILD" && gcc -std=gnu11 -Os -Wall -Wextra -Wno-unused-parameter -ffile-prefix-map="$BUILD"=. \
    -I/usr/include/squashfuse -static -o runtime runtime.c \
    -lsquashfuse_ll -lsquashfuse -lfuse3 -lzstd -lpthread -ldl \
    -Wl,--build-id=none 2> gcc.log) || { cat "$BUILD/gcc.log"; exit 1; }
# squashfuse's config.h redefines _POSIX_C_SOURCE, and libfuse3 can dlopen modules (never asked for here).
grep -E "warning|error" "$BUILD/gcc.log" | grep -vE "_POSIX_C_SOURCE|dlopen" || true
# The AppImage type 2 mark: "AI" and 2 in the ELF header's padding (offset 8).
printf 'AI\002' | dd of="$BUILD/runtime" bs=1 seek=8 conv=notrunc status=none
install -m 755 "$BUILD/runtime" "$OUT"
sum="$(sha256sum "$OUT" | cut -d' ' -f1)"
echo "runtime: built $OUT, $(stat -c %s "$OUT") bytes, sha256 $sum"

if [ "${UPDATE_LOCK:-0}" = "1" ]; then
    { echo "# Written by build_runtime.sh with UPDATE_LOCK=1: the Debian packages the runtime was built from,"
      echo "# and the SHA-256 of the runtime they gave."
      printf '%s' "$versions"; echo "sha256 $sum"; } > "$LOCK"
    echo "runtime: runtime.lock updated"
elif [ "$sum" != "$(locked sha256)" ]; then
    echo "runtime: the same packages as runtime.lock gave another SHA-256 ($(locked sha256) locked): stopping"
    exit 1
else
    echo "runtime: packages and SHA-256 as runtime.lock"
fi
