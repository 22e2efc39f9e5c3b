"""How much of the server one client may take: the numbers (``serve --help`` sets them; every one with
the error a client gets is in docs/network-protocol.md, "Limits and time-outs"), the message rate, and
the file limit the connection limits are sized from.

    >>> Limits().tables_per_address
    16
    >>> rate = Rate(burst=2, per_second=0.0)
    >>> rate.take(), rate.take(), rate.take()
    (True, True, False)
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

try:
    import resource
except ImportError:  # Windows: no file limit to raise
    resource = None

#: Messages (requests and WebSocket pings alike) a connection may send in a burst, and how many a second refill it.
RATE_BURST = 40
RATE_PER_SECOND = 20.0
#: File descriptors kept for what is not a connection: the data folder's files, threads, the log.
FILES_KEPT = 64


@dataclass
class Limits:
    """The numbers that bound what clients can make the server hold."""

    tables: int = 1000                 # tables in all (error "full")
    tables_per_address: int = 16       # live tables created from one client address (error "limit")
    tables_per_connection: int = 4     # live tables created by one connection (error "limit")
    creates_per_minute: int = 30       # tables created from one address a minute, in a burst or steadily ("limit")
    connections: int = 4000            # open connections in all, kept under the file limit (closed at once)
    connections_per_address: int = 64  # open connections from one address (closed at once)
    connects_per_minute: int = 120     # new connections from one address a minute, 60 of them at once (closed at once)
    spectators: int = 50               # spectators at one table (error "limit")
    computer_games_per_address: int = 2  # games only computers still play, per creating address
    computer_threads: int = field(default_factory=lambda: max(1, (os.cpu_count() or 2) // 2))  # half the cores
    outbox_kib: int = 256              # KiB of messages waiting for one slow reader before it is dropped
    empty_table_seconds: float = 120.0      # nobody seated (unstarted, or every person left): expires after this
    unstarted_table_seconds: float = 3600.0  # a table not started that nobody is connected to expires after this
    save_retry_seconds: float = 5.0    # how often a read-only table tries to save again
    ping_drop_bytes: int = 256 * 1024  # unread bytes (pongs, messages) after which a connection is dropped

    def sized_to(self, open_files: int | None) -> Limits:
        """These limits with the connections kept to three quarters of ``open_files`` (less what the
        server keeps for itself); None: no file limit known."""
        if open_files is None:
            return self
        room = max(16, (open_files - FILES_KEPT) * 3 // 4)
        self.connections = min(self.connections, room)
        self.connections_per_address = min(self.connections_per_address, self.connections)
        return self


def raise_file_limit() -> int | None:
    """Raise this process's soft limit on open files to its hard limit; the soft limit now (None on Windows)."""
    if resource is None:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return None if soft == resource.RLIM_INFINITY else soft


@dataclass
class Rate:
    """A token bucket: ``take`` spends one message of the allowance; False when it is spent."""

    burst: float = RATE_BURST
    per_second: float = RATE_PER_SECOND
    allowance: float = RATE_BURST
    checked_at: float = field(default_factory=time.monotonic)

    def __post_init__(self):
        self.allowance = self.burst

    def take(self) -> bool:
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.checked_at) * self.per_second)
        self.checked_at = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    def full(self) -> bool:
        """Whether the allowance has refilled to the burst (the bucket may be forgotten)."""
        return self.allowance + (time.monotonic() - self.checked_at) * self.per_second >= self.burst


class OncePerMinute:
    """Says a repeated line (an accept that fails for want of files) once a minute at most, with how many
    times it was kept back since."""

    def __init__(self, say, seconds: float = 60.0):
        self.say = say
        self.seconds = seconds
        self.last: dict[str, float] = {}
        self.kept_back: dict[str, int] = {}

    def __call__(self, key: str, line: str) -> None:
        now = time.monotonic()
        if key in self.last and now - self.last[key] < self.seconds:
            self.kept_back[key] = self.kept_back.get(key, 0) + 1
            return
        more = self.kept_back.pop(key, 0)
        self.last[key] = now
        self.say(line + (f" ({more} more like it in the last minute)" if more else ""))
