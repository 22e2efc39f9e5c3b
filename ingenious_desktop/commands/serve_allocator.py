"""`serve` runs on the C library's allocator (PYTHONMALLOC=malloc), so that the memory a crowd of
connections freed goes back to the system once it has left.

Python's own small-object allocator keeps every 1 MiB arena that still holds one live object; after a
hostile crowd left, a third of what the server had grown by stayed in arenas mostly empty
(docs/network-protocol.md, "Memory"). The C library's allocator hands free pages back when the
server trims its heap (online.housekeeping). The variable must be set before Python starts, so
the command starts itself again, once, with it set (same process id; POSIX only; not in the frozen
bundle, whose Python ignores the environment).
"""

from __future__ import annotations

import os
import sys

ALLOCATOR_VARIABLE = "PYTHONMALLOC"
SERVER_ALLOCATOR = "malloc"


def restart_on_server_allocator(argv: list[str]) -> None:
    """Replace this process by the same command under the server's allocator, unless it runs under a
    chosen allocator already, is not the ``serve`` command itself (``argv`` given in-process), is
    frozen or not on POSIX. Returns only when nothing was replaced (or the replacement failed)."""
    if ALLOCATOR_VARIABLE in os.environ or getattr(sys, "frozen", False) or os.name != "posix":
        return
    if sys.argv[1:] != argv or not sys.orig_argv:
        return
    environment = {**os.environ, ALLOCATOR_VARIABLE: SERVER_ALLOCATOR}
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]], environment)
    except OSError:
        return  # the server runs as well on Python's own allocator, it only keeps more memory
