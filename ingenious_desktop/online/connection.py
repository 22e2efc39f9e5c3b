"""One client's connection as the server keeps it: where it sits, how fast and how badly it talks, and
the messages waiting to go to it."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field

from .limits import Rate
from .outbox import Outbox

#: A connection whose messages were refused this many times within ERROR_WINDOW seconds is closed.
MAX_ERRORS = 30
ERROR_WINDOW = 60.0


@dataclass(eq=False)
class Connection:
    """A client's connection: its table and seat (None: not seated, or watching), its rate and its errors.
    ``rate`` is the socket's own, which its WebSocket pings spend too (online.guarded)."""

    socket: object
    peer: str
    outbox: Outbox
    number: int = 0               # this server's count of connections when it came (tables per connection)
    hello: bool = False
    table: str | None = None
    seat: int | None = None
    rate: Rate = field(default_factory=Rate)
    errors: deque = field(default_factory=deque)

    def within_rate(self) -> bool:
        """Take one message from the allowance; False when it is spent (the message is dropped)."""
        return self.rate.take()

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

    @property
    def address(self) -> str:
        """The client's address without its port."""
        return self.peer.rsplit(":", 1)[0]
