"""The server's side of each WebSocket before any message is read: how many are open (in all and from one
address; one over is closed at once, before its handshake), and WebSocket pings spending the same rate as
messages. A connection that pings past its rate, or leaves more than ``Limits.ping_drop_bytes`` unread
(pongs included), is cut: what one client makes the server hold stays bounded."""

from __future__ import annotations

from websockets.frames import Frame, Opcode

from .limits import Limits, OncePerMinute, Rate
from .quiet_log import OneLineConnection

#: What is read is parsed this many bytes at a time, the rate checked between: a flood of pings is cut
#: after a slice, not after the 64 KiB the loop read at once (thousands of pongs made first).
SLICE_BYTES = 2048


class Door:
    """The connections open now, in all and by address, against the limits."""

    def __init__(self, limits: Limits, say):
        self.limits = limits
        self.open: dict[str, int] = {}
        self.total = 0
        self.closed = 0  # connections that were counted in and have closed since the server started
        self.once_a_minute = OncePerMinute(say)
        self.connecting: dict[str, Rate] = {}  # address: its allowance of new connections

    def enter(self, address: str) -> bool:
        """Count one more connection from ``address``; False (and nothing counted) when a limit is reached."""
        if self.total >= self.limits.connections:
            self.once_a_minute("connections", f"connection {address}: closed at once, {self.total} open already")
            return False
        if self.open.get(address, 0) >= self.limits.connections_per_address:
            self.once_a_minute("address", f"connection {address}: closed at once, "
                               f"{self.limits.connections_per_address} open from that address already")
            return False
        if not self._may_connect(address):
            self.once_a_minute("rate", f"connection {address}: closed at once, "
                               f"{self.limits.connects_per_minute} a minute from that address already")
            return False
        self.open[address] = self.open.get(address, 0) + 1
        self.total += 1
        return True

    def _may_connect(self, address: str) -> bool:
        if len(self.connecting) > 4 * self.limits.connections:  # forget the addresses that are quiet again
            self.connecting = {a: rate for a, rate in self.connecting.items() if not rate.full()}
        most = self.limits.connects_per_minute
        return self.connecting.setdefault(address, Rate(most / 2, most / 60)).take()

    def leave(self, address: str) -> None:
        self.total -= 1
        self.closed += 1
        left = self.open.get(address, 1) - 1
        if left:
            self.open[address] = left
        else:
            self.open.pop(address, None)


class GuardedConnection(OneLineConnection):
    """A server connection counted at the door, whose pings spend its rate (``self.rate``, which the
    server's :class:`~.connection.Connection` spends for its messages)."""

    def __init__(self, protocol, server, *, door: Door, **kwargs):
        super().__init__(protocol, server, **kwargs)
        self.door = door
        self.rate = Rate()
        self.address: str | None = None

    def connection_made(self, transport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        if not self.door.enter(address):
            transport.abort()
            return
        self.address = address
        super().connection_made(transport)

    def connection_lost(self, exc) -> None:
        if self.address is not None:
            self.door.leave(self.address)
            self.address = None
        if hasattr(self, "transport"):
            super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        for start in range(0, len(data), SLICE_BYTES):
            super().data_received(data[start:start + SLICE_BYTES])
            if self.transport.is_closing():
                return
        if self.transport.get_write_buffer_size() > self.door.limits.ping_drop_bytes:
            self.logger.warning("dropped: it leaves what it is sent unread")
            self.transport.abort()

    def process_event(self, event) -> None:
        if isinstance(event, Frame) and event.opcode is Opcode.PING and not self.rate.take():
            self.logger.warning("dropped: pings past the message rate")
            self.transport.abort()
            return
        super().process_event(event)
