"""How many tables one client may make the server hold, and the tables that go away by themselves
(docs/network-protocol.md, "Limits and time-outs"):

- tables created from one address, and by one connection, that are still held: ``Limits.tables_per_address``
  and ``Limits.tables_per_connection``; tables created from one address a minute: ``Limits.creates_per_minute``
  (each error ``limit``);
- a table not started expires ``Limits.empty_table_seconds`` after nobody is connected to it if no person
  holds a seat, ``Limits.unstarted_table_seconds`` after if one does; a started table with a person seated
  never expires while its game can go on;
- a game every person has left is played out by its computers while a spectator watches it, for at most
  ``Limits.computer_games_per_address`` such games per creating address at once (a further one is closed);
  once nobody is connected to it, it expires after ``Limits.empty_table_seconds`` like an empty table.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import functools
import gc
import time

from .limits import Limits, Rate
from .protocol import LIMIT, NO_TABLE, TOO_MANY_TABLES, ProtocolError, encode, error
from .table import Table


#: Seconds between giving freed memory back to the system (after a crowd of connections has gone).
TRIM_SECONDS = 60.0
#: Connections closed since the last full collection of Python's garbage after which the next trim makes one
#: (the cycles a crowd left behind freed first). Only then: with fifty games held, a full collection stops
#: the server's loop for 40-70 ms, and the automatic ones collect what a steady server leaves.
CROWD_LEFT = 100


@functools.cache
def _malloc_trim():
    """glibc's ``malloc_trim``, or None (another C library); looked up once: finding it runs a program."""
    name = ctypes.util.find_library("c")
    return getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None


def give_back_memory(collect: bool) -> None:
    """Hand the C heap's free pages back to the system (glibc only), with ``collect`` after a full
    collection of Python's garbage."""
    if collect:
        gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


class Housekeeping:
    """Who created which table, and the server's tables that expire; ``run`` is its task."""

    def __init__(self, server, limits: Limits):
        self.server = server
        self.limits = limits
        self.created: dict[str, tuple[str, int]] = {}  # code: (address, connection number)
        self.quiet_since: dict[str, float] = {}       # code: since when nobody is connected (one that may expire)
        self.creating: dict[str, Rate] = {}           # address: its allowance of tables to create
        self.last_try = self.last_trim = time.monotonic()  # read-only tables last tried, memory last handed back
        self.closed_at_collect = 0  # the door's count of closed connections at the last full collection

    def check_create(self, address: str, connection: int) -> None:
        """Refuse a ``create`` beyond the server's or the client's limits."""
        held = [who for code, who in self.created.items() if code in self.server.tables]
        if len(self.server.tables) >= self.limits.tables:
            raise ProtocolError("this server holds as many tables as it may", TOO_MANY_TABLES)
        if sum(1 for at, _ in held if at == address) >= self.limits.tables_per_address:
            raise ProtocolError(f"{self.limits.tables_per_address} tables from your address are open already",
                                LIMIT, limit="tables per address")
        if sum(1 for _, number in held if number == connection) >= self.limits.tables_per_connection:
            raise ProtocolError(f"this connection has {self.limits.tables_per_connection} tables open already",
                                LIMIT, limit="tables per connection")
        most = self.limits.creates_per_minute
        if not self.creating.setdefault(address, Rate(most, most / 60)).take():
            raise ProtocolError(f"{most} tables a minute may be created from your address", LIMIT,
                                limit="tables created a minute")

    def created_by(self, code: str, address: str, connection: int) -> None:
        self.created[code] = (address, connection)

    def too_many_computer_games(self, table: Table) -> bool:
        """``table`` is played by computers only, and its creator has as many such games going already."""
        if not table.computers_only:
            return False
        address = self.created.get(table.code, ("?", 0))[0]
        others = [code for code, (at, _) in self.created.items() if at == address and code != table.code]
        playing = [code for code in others if (t := self.server.tables.get(code)) is not None and t.computers_only]
        return len(playing) >= self.limits.computer_games_per_address

    def close(self, table: Table, why: str | None = None) -> None:
        """The server holds ``table`` no longer (finished and left, expired, or closed); an unfinished one's
        files go too, and whoever is still there is told it is gone (their connections stay)."""
        server = self.server
        if server.tables.get(table.code) is not table:
            return
        server.tables.pop(table.code)
        links = server.connections.pop(table.code, set())
        self.created.pop(table.code, None)
        self.quiet_since.pop(table.code, None)
        server.saver.forget(table.code)
        if table.game.is_over:
            return
        server.computers.forget(table.code)
        if server.store is not None:
            server.store.forget(table.code)
        if why:
            server.say(f"table {table.code}: {why}")
        gone = encode(error(NO_TABLE, f"table {table.code} was closed: {why}"))
        for link in links:
            link.table = link.seat = None
            link.outbox.put(gone)

    async def run(self) -> None:
        """Expire tables and let read-only ones try to save again, until cancelled; a tick that fails is
        one line in the log (once a minute at most) and the next tick goes on."""
        limits = self.limits
        tick = max(0.05, min(1.0, limits.save_retry_seconds, limits.empty_table_seconds / 2))
        while True:
            await asyncio.sleep(tick)
            try:
                await self._tick(time.monotonic())
            except Exception as error:  # one table's trouble must not stop the expiry of every other
                self.server.once_a_minute("housekeeping", f"server: housekeeping failed ({type(error).__name__}: "
                                                          f"{error}); it goes on")

    async def _tick(self, now: float) -> None:
        limits = self.limits
        for table in list(self.server.tables.values()):
            if self._expired(table, now):
                self.close(table, "expired")
        if now - self.last_try >= limits.save_retry_seconds:
            self.last_try = now
            for table in [t for t in self.server.tables.values() if t.read_only]:
                await self.server.saver.try_again(table)
        for code in [code for code in self.created if code not in self.server.tables]:
            self.created.pop(code, None)
        for address in [a for a, rate in self.creating.items() if rate.full()]:
            del self.creating[address]
        if now - self.last_trim >= TRIM_SECONDS:
            self.last_trim = now
            closed = self.server.door.closed
            crowd_left = closed - self.closed_at_collect >= CROWD_LEFT
            if crowd_left:
                self.closed_at_collect = closed
            give_back_memory(collect=crowd_left)

    def _expired(self, table: Table, now: float) -> bool:
        """Whether ``table``, not started or played by computers only, has had nobody connected long enough."""
        if (table.started and not table.computers_only) or self.server.connections.get(table.code):
            self.quiet_since.pop(table.code, None)
            return False
        since = self.quiet_since.setdefault(table.code, now)
        seated = any(seat.person and not seat.left for seat in table.seats)
        return now - since >= (self.limits.unstarted_table_seconds if seated else self.limits.empty_table_seconds)
