"""The C allocator's settings for a process that holds large numpy arrays and works on several threads.

glibc's malloc gives each thread that allocates its own heap arena (up to eight per core), and memory
freed inside an arena serves only that arena. A scan allocates hundreds of megabytes of arrays on its
signature and LSH threads and frees them a stage later, so the process kept memory it no longer used. One
arena for the whole process took the PAN 2,000-document scan's peak from 525 to 421 MB, at no measurable
cost in time: the scan's threads allocate few, large blocks, so they rarely wait for each other's malloc
(bench/README.md, "Reworded copying"). Other platforms' allocators are left alone.
"""

from __future__ import annotations

import ctypes
import platform

#: mallopt's parameter number for the arena count (glibc's malloc.h).
M_ARENA_MAX = -8
ARENAS = 1


def _glibc() -> ctypes.CDLL | None:
    """Return the C library when it is glibc (Linux), else None."""
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return None
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None


def tune_allocator() -> bool:
    """Limit glibc's malloc to ARENAS heap arenas (see the module doc); return True when it was set (Linux
    with glibc), False elsewhere. Call it first thing in a process, before any thread starts."""
    libc = _glibc()
    return libc is not None and bool(libc.mallopt(M_ARENA_MAX, ARENAS))


def release_memory() -> bool:
    """Give the heap's free memory back to the system (glibc's malloc_trim), as a process that stays idle
    after holding a scan's arrays should; return True when done (Linux with glibc), False elsewhere."""
    libc = _glibc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True
