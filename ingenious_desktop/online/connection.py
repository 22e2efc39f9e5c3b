"""One client's connection as the server keeps it: where it sits, and how fast and how badly it talks."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field

#: Messages a connection may send in a burst, and how many a second refill it.
RATE_BURST = 40
RATE_PER_SECOND = 20.0
#: A connection whose messages were refused this many times within ERROR_WINDOW seconds is closed.
MAX_ERRORS = 30
ERROR_WINDOW = 60.0


@dataclass(eq=False)
class Connection:
    """A client's connection: its table and seat (None: not seated, or watching), its rate and its errors."""

    socket: object
    peer: str
    hello: bool = False
    table: str | None = None
    seat: int | None = None
    allowance: float = RATE_BURST
    checked_at: float = field(default_factory=time.monotonic)
    errors: deque = field(default_factory=deque)

    def within_rate(self) -> bool:
        """Take one message from the allowance; False when it is spent (the message is dropped)."""
        now = time.monotonic()
        self.allowance = min(RATE_BURST, self.allowance + (now - self.checked_at) * RATE_PER_SECOND)
        self.checked_at = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    def refused(self) -> bool:
        """Count one refused message; True when the connection has had too many and is to be closed."""
        now = time.monotonic()
        self.errors.append(now)
        while self.errors and now - self.errors[0] > ERROR_WINDOW:
            self.errors.popleft()
        return len(self.errors) >= MAX_ERRORS

    @property
    def seated(self) -> bool:
        return self.table is not None and self.seat is not None
