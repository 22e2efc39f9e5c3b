"""The table server: many tables in one asyncio process, JSON over WebSocket (docs/network-protocol.md).

Every request is checked for type and shape (:mod:`.protocol`), then by the table and the engine;
a refused one gets one ``error`` reply and changes nothing. Each table is written to the store after
every event, before anyone is told of it, and a change that cannot be stored is undone (:mod:`.saving`).
What one client may make it hold is bounded (:mod:`.limits`, :mod:`.guarded`, :mod:`.housekeeping`);
every connection has its own queue of messages going out (:mod:`.outbox`). The log is one line per
table event on standard error.
"""

from __future__ import annotations

import asyncio
import itertools
import secrets
import ssl as ssl_module
import time
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ingenious_desktop import __version__

from . import protocol as p
from .computers import ComputerSeats
from .connection import Connection
from .finished import finished_record
from .guarded import Door, GuardedConnection
from .housekeeping import Housekeeping
from .limits import Limits, OncePerMinute, Rate
from .outbox import Outbox
from .quiet_log import OneLineLog, StandardErrorLog
from .rematch import next_table
from .saving import CannotSave, Saver, cannot_save
from .snapshot import results_for, states_of, visible_events
from .store import Store
from .table import AWAY_GRACE_SECONDS, Table

#: Seconds a client has to open the WebSocket and send its hello.
HANDSHAKE_SECONDS = 10.0
#: Seconds a connection that sits at no table may stay silent.
IDLE_SECONDS = 300.0
#: WebSocket pings: every this many seconds, and a connection that does not answer within as many is closed.
HEARTBEAT_SECONDS = 20.0


class TableServer:
    """The tables and the connections at them; ``serve`` listens, ``handle`` speaks with one client."""

    def __init__(self, data: Path | None = None, *, seconds: float = 1.0, log=None, limits: Limits | None = None,
                 away_grace: float = AWAY_GRACE_SECONDS):
        self.say = log or StandardErrorLog()
        self.store = Store(data) if data is not None else None
        self.seconds = seconds
        self.limits = limits or Limits()
        self.away_grace = away_grace
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, set[Connection]] = {}
        self.saver = Saver(self.store, self.say, self._read_only_changed)
        self.housekeeping = Housekeeping(self, self.limits)
        self.computers = ComputerSeats(self, self.limits.computer_threads, seconds)
        self.door = Door(self.limits, self.say)
        self.numbers = itertools.count(1)
        self.once_a_minute = OncePerMinute(self.say)
        self.departures: set[asyncio.Task] = set()  # held until done: the loop keeps only weak references
        if self.store is not None:
            now = time.monotonic()
            for table in self.store.load_all(self.say):
                for seat in table.seats:
                    seat.away_since = now if seat.person else None
                self.tables[table.code] = table
                self.say(f"table {table.code}: loaded, {len(table.game.log)} events")

    async def serve(self, host: str = "127.0.0.1", port: int = 0, ssl: ssl_module.SSLContext | None = None):
        """The listening websockets server (use as ``async with``); computer seats of loaded tables start playing."""
        server = serve(self.handle, host, port, ssl=ssl, max_size=p.MAX_MESSAGE_BYTES, open_timeout=HANDSHAKE_SECONDS,
                       ping_interval=HEARTBEAT_SECONDS, ping_timeout=HEARTBEAT_SECONDS, logger=OneLineLog(self.say),
                       create_connection=lambda *args, **kwargs: GuardedConnection(*args, door=self.door, **kwargs),
                       compression=None, server_header=f"ingenious-desktop/{__version__}")
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._loop_trouble)
        self.housekeeper = loop.create_task(self.housekeeping.run())
        for table in self.tables.values():
            self.computers.wake(table)
        return server

    def _loop_trouble(self, _loop, context: dict) -> None:
        """What asyncio would print with a traceback (a task that failed unseen), as one line; the same
        trouble again (an accept failing for want of files) once a minute at most."""
        error = context.get("exception")
        message = context.get("message", "trouble")
        self.once_a_minute(f"{message} {type(error).__name__}",
                           f"server: {message}" + (f" ({type(error).__name__}: {error})" if error else ""))

    # ----------------------------------------------------------------- one connection

    async def handle(self, socket: ServerConnection) -> None:
        peer = "%s:%s" % socket.remote_address[:2] if socket.remote_address else "?"
        outbox = Outbox(socket, 1024 * self.limits.outbox_kib, lambda line: self.say(f"connection {peer}: {line}"))
        link = Connection(socket, peer, outbox, number=next(self.numbers),
                          rate=getattr(socket, "rate", None) or Rate())
        try:
            first = await asyncio.wait_for(socket.recv(), HANDSHAKE_SECONDS)
            if not await self._hello(link, first):
                return
            while True:
                timeout = None if link.table is not None else IDLE_SECONDS
                raw = await asyncio.wait_for(socket.recv(), timeout)
                if not await self._one_message(link, raw):
                    await link.outbox.flushed()
                    await socket.close(1008, "too many refused messages")
                    self.say(f"connection {peer}: closed after too many refused messages")
                    return
        except (ConnectionClosed, TimeoutError):
            pass
        except Exception as error:  # noqa: BLE001 - one line, and the others go on being served
            self.say(f"connection {peer}: dropped after an internal error ({type(error).__name__}: {error})")
        finally:
            self._gone(link)

    async def _hello(self, link: Connection, raw) -> bool:
        try:
            kind, message = p.parse_request(raw)
        except p.ProtocolError as error:
            return await self._refuse_hello(link, p.error(error.code, str(error)), "a hello first")
        if kind != "hello":
            return await self._refuse_hello(link, p.error(p.HELLO_FIRST, "the first message is a hello"),
                                            "a hello first")
        if message["version"] != p.PROTOCOL_VERSION:
            return await self._refuse_hello(link, p.error(
                p.VERSION, f"this server speaks protocol version {p.PROTOCOL_VERSION}", message,
                version=p.PROTOCOL_VERSION), "protocol version")
        link.hello = True
        await self._send(link, p.welcome(__version__))
        return True

    async def _refuse_hello(self, link: Connection, error: dict, why: str) -> bool:
        await self._send(link, error)
        await link.outbox.flushed()
        await link.socket.close(1002, why)
        return False

    async def _one_message(self, link: Connection, raw) -> bool:
        """Answer one message; False when the connection has been refused too often and must go."""
        message = None
        try:
            if not link.within_rate():
                raise p.ProtocolError("too many messages: this one was dropped", p.RATE)
            kind, message = p.parse_request(raw)
            await getattr(self, f"_on_{kind}")(link, message)
        except p.ProtocolError as error:
            await self._send(link, p.error(error.code, str(error), message or error.request, **error.details))
            return not link.refused()
        return True

    # ----------------------------------------------------------------- requests

    async def _on_hello(self, link, message):
        raise p.ProtocolError("the hello comes once", p.NOT_ALLOWED)

    async def _on_create(self, link, message):
        self._not_at_a_table(link)
        self.housekeeping.check_create(link.address, link.number)
        code = self._new_code()
        table = Table.create(code, message["variant"], message["seats"], message.get("spectators", False),
                             coach=message.get("coach", False))
        table.sit(message["name"], table.host)
        self.tables[code] = table
        self.housekeeping.created_by(code, link.address, link.number)  # counted now: creates at once see it
        try:
            async with self.saver.change(table):
                await self._seat(link, table, table.host, message, 0, tokens_changed=True)
        except BaseException:  # refused, an internal error, or the connection gone meanwhile: no table is left
            self.housekeeping.close(table, "not created")
            raise
        self.say(f"table {code}: created, {table.game.variant.name} for {len(table.seats)}, by {link.peer}")

    async def _on_join(self, link, message):
        self._not_at_a_table(link)
        table = self._table(message["table"])
        async with self.saver.change(table):
            self._still_held(table)
            before = len(table.game.log)
            seat = table.sit(message["name"], message.get("seat"))
            await self._seat(link, table, seat, message, before, tokens_changed=True)

    async def _on_rejoin(self, link, message):
        self._not_at_a_table(link)
        table = self._table(message["table"])
        seat = table.seat_of(message["token"])
        if seat is None:
            raise p.ProtocolError("that token holds no seat at this table", p.BAD_TOKEN)
        async with self.saver.change(table, refuse_read_only=False):
            self._still_held(table)
            await self._seat(link, table, seat, message, len(table.game.log), tokens_changed=False)

    async def _on_watch(self, link, message):
        self._not_at_a_table(link)
        table = self._table(message["table"])
        if not table.spectators:
            raise p.ProtocolError("this table takes no spectators", p.NOT_ALLOWED)
        watching = sum(1 for other in self.connections.get(table.code, ()) if other.seat is None)
        if watching >= self.limits.spectators:
            raise p.ProtocolError(f"this table has {self.limits.spectators} spectators already", p.LIMIT,
                                  limit="spectators")
        link.table = table.code
        self.connections.setdefault(table.code, set()).add(link)
        await self._send(link, self._state(table, None, message))

    async def _on_start(self, link, message):
        table = self._my_table(link)
        async with self.saver.change(table):
            table.start(link.seat)
            await self.changed(table, 0, link, message, "started")

    async def _on_place(self, link, message):
        table = self._my_table(link)
        async with self.saver.change(table):
            before = len(table.game.log)
            table.place(link.seat, message["tile"], message["at"], message["expect"])
            await self.changed(table, before, link, message)

    async def _on_swap(self, link, message):
        table = self._my_table(link)
        async with self.saver.change(table):
            before = len(table.game.log)
            table.swap(link.seat, message["swap"], message["expect"])
            await self.changed(table, before, link, message)

    async def _on_chat(self, link, message):
        table = self._my_table(link)
        seat = link.seat
        line = p.chat_line(seat, table.seats[seat].name, message["text"])
        await self._reply(link, message)
        self.say(f"table {table.code}: seat {seat} said {len(message['text'])} characters")
        text = p.encode(line)
        self._deliver([(other, text) for other in self.connections.get(table.code, ())])

    async def _on_hand_over(self, link, message):
        table = self._my_table(link)
        async with self.saver.change(table):
            table.hand_over(link.seat, message["seat"], time.monotonic(), self.away_grace)
            await self.changed(table, len(table.game.log), link, message,
                                f"seat {message['seat']} handed to a computer")

    async def _on_leave(self, link, message):
        table = self._my_table(link)
        seat = link.seat
        async with self.saver.change(table):
            table.leave(seat)
            await self.changed(table, len(table.game.log), link, message, f"seat {seat} left", skip=link)
        self._gone(link)
        link.table = link.seat = None
        if self.housekeeping.too_many_computer_games(table):
            self.housekeeping.close(table, "closed: every person left, and computers play enough games for its creator")

    async def _on_coach(self, link, message):
        table = self._my_table(link)
        said = "agrees to" if message["agree"] else "does not agree to"
        async with self.saver.change(table):
            table.agree_to_coach(link.seat, message["agree"])
            await self.changed(table, len(table.game.log), link, message, f"seat {link.seat} {said} the coach")

    async def _on_rematch(self, link, message):
        table = self._my_table(link)
        table.ask_rematch(link.seat)
        self.say(f"table {table.code}: seat {link.seat} asks for a rematch")
        if not await self._rematch_if_due(table):
            self._deliver(self._updates(table, len(table.game.log)))
        await self._reply(link, message)

    async def _rematch_if_due(self, table: Table) -> bool:
        """Once every person still at the finished ``table`` has asked: its next game at the same code
        (online.rematch), stored before anyone is told; each connection gets its new seat's whole state and
        token. The finished game's record is in finished/ first (moved when it ended, or now if that failed:
        else ``cannot save``). True once ``table`` is no longer the game at its code (dealt now, or by an ask
        answered first): nothing more is told of it."""
        if self.tables.get(table.code) is not table:
            return True
        if not table.rematch_due():
            return False
        async with self.saver.turn(table.code):  # dealt once it is the table's turn: its people as they are then
            if self.tables.get(table.code) is not table:  # an ask answered while this one waited dealt it
                return True
            if not table.rematch_due():
                return False
            if not await self.saver.finish(table):  # the next game's files would take the place of its record
                raise cannot_save(table)
            following = next_table(table)
            try:
                await self.saver.save(following, tokens_changed=True)
            except CannotSave:
                raise cannot_save(table) from None
            self.tables[table.code] = following
        links = self.connections.get(table.code, set())
        for link in links:
            if link.seat is not None:
                link.seat = (link.seat - 1) % len(table.seats)  # next_table's turn of the seats
        self.say(f"table {table.code}: game {following.number} dealt")
        for link in list(links):
            await self._send(link, self._state(following, link.seat, None))
            if link.seat is not None:
                await self._send(link, p.seated(following.code, link.seat, following.seats[link.seat].token))
        self.computers.wake(following)
        return True

    # ----------------------------------------------------------------- helpers

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(p.CODE_ALPHABET) for _ in range(p.CODE_LENGTH))
            if code not in self.tables and not (self.store and self.store.known(code)):
                return code

    def _table(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise p.ProtocolError(f"no table has the code {code}", p.NO_TABLE)
        return table

    def _still_held(self, table: Table) -> None:
        """Refuse to seat anyone at ``table`` if the server let it go while the request waited for its turn:
        ``no table`` when no table is at its code any more (its last person left a finished game, or it
        expired), ``not allowed`` when its next game took its place."""
        if self._table(table.code) is not table:
            raise p.ProtocolError(f"table {table.code} dealt its next game meanwhile: ask again", p.NOT_ALLOWED)

    def _my_table(self, link: Connection) -> Table:
        if not link.seated:
            raise p.ProtocolError("sit at a table first", p.NOT_SEATED)
        return self.tables[link.table]

    @staticmethod
    def _not_at_a_table(link: Connection) -> None:
        if link.table is not None:
            raise p.ProtocolError("this connection is at a table already", p.NOT_ALLOWED)

    async def _seat(self, link, table: Table, seat: int, message: dict, before: int, tokens_changed: bool) -> None:
        """Put ``link`` in ``seat``: stored first, then its whole state and token; the others are told the
        events since ``before`` (as the table is now: a later change tells its own)."""
        table.arrive(seat)
        updates = self._updates(table, before)
        await self._save(table, tokens_changed)
        self._log_events(table, before, f"seat {seat} taken by {link.peer}")
        link.table, link.seat = table.code, seat
        self.connections.setdefault(table.code, set()).add(link)
        await self._send(link, self._state(table, seat, None))
        await self._send(link, p.seated(table.code, seat, table.seats[seat].token, message))
        self._deliver(updates)
        self.computers.wake(table)

    async def changed(self, table: Table, before: int, link, message, note: str | None = None, skip=None) -> None:
        """After a change (inside ``saver.change``): store the table, then tell the mover (its update and
        its answer first) and everyone else at the table, and wake its computers."""
        updates = self._updates(table, before, skip)
        await self._save(table)
        self._log_events(table, before, note)
        if link is not None:
            updates.sort(key=lambda entry: entry[0] is not link)
        if self.tables.get(table.code, table) is table:  # not when a rematch took its place: its state tells all
            self._deliver(updates[:1])
            if message is not None:
                await self._reply(link, message)
            self._deliver(updates[1:])
        elif message is not None:
            await self._reply(link, message)
        self.computers.wake(table)

    async def _save(self, table: Table, tokens_changed: bool = False) -> None:
        """Store the table as it is now (inside ``saver.change``); a finished table's computers go."""
        await self.saver.save(table, tokens_changed)
        if table.game.is_over:
            self.computers.forget(table.code)
            if not self.connections.get(table.code):
                self.housekeeping.close(table)

    def _log_events(self, table: Table, before: int, note: str | None) -> None:
        if note:
            self.say(f"table {table.code}: {note}")
        for event in table.game.log[before:]:
            described = " ".join(f"{k}={v}" for k, v in event.to_json().items() if k not in ("type", "tiles"))
            self.say(f"table {table.code}: {event.to_json()['type']} {described}")
        if table.game.is_over and table.game.log[before:]:
            self.say(f"table {table.code}: over, scores {table.game.scores}")

    def _state(self, table: Table, seat: int | None, message: dict | None) -> dict:
        return p.state(table=table.code, variant=table.game.variant.name, players=len(table.seats), you=seat,
                       host=table.host, spectators=table.spectators, game_number=table.number, turned=table.turned,
                       now=self._public(table, seat, 0), request=message)

    def _public(self, table: Table, seat: int | None, since: int) -> dict:
        return self._publics(table, [seat], since)[seat]

    def _publics(self, table: Table, seats, since: int) -> dict[int | None, dict]:
        """The table as each of ``seats`` may see it, with the events since ``since``; the parts every seat
        sees are one object shared by all (online.snapshot.states_of)."""
        game = table.game
        ends = game.is_over and since < len(game.log)  # the record comes with the events that end the game
        shared = dict(started=table.started, seats=table.seat_infos(time.monotonic()),
                      waiting_for=table.waiting_for(), rematch=sorted(table.rematch_asked), coach=table.coach.public(),
                      results=results_for(game, since),
                      record=finished_record(game, table.record_seats()) if ends else None, read_only=table.read_only)
        return {seat: p.table_now(events=visible_events(game.log, seat, since, table.computer_moves), game=state,
                                  **shared)
                for seat, state in states_of(game, seats).items()}

    def _updates(self, table: Table, before: int, skip=None) -> list[tuple[Connection, str]]:
        """The ``update`` each connection at the table is to get now: the events since ``before``, each seat's
        made and encoded once, and what they all see encoded once for all (protocol.SharingEncoder)."""
        links = [link for link in self.connections.get(table.code, ()) if link is not skip]
        encode = p.SharingEncoder()
        made = {seat: encode(p.update(now))
                for seat, now in self._publics(table, list(dict.fromkeys(link.seat for link in links)), before).items()}
        return [(link, made[link.seat]) for link in links]

    @staticmethod
    def _deliver(messages: list[tuple[Connection, str]]) -> None:
        """Queue each message for its connection (online.outbox): nobody waits for a slow reader."""
        for link, text in messages:
            link.outbox.put(text)

    async def _reply(self, link: Connection, message: dict) -> None:
        if (answer := p.ok(message)) is not None:
            await self._send(link, answer)

    async def _send(self, link: Connection, message: dict) -> None:
        link.outbox.put(p.encode(message))

    def _gone(self, link: Connection) -> None:
        table = self.tables.get(link.table) if link.table else None
        if table is None:
            return
        links = self.connections.get(table.code, set())
        links.discard(link)
        if table.game.is_over and not links:
            self.housekeeping.close(table)
            return
        if link.seat is not None:
            table.depart(link.seat, time.monotonic())
            if not table.seats[link.seat].connections:
                self.say(f"table {table.code}: seat {link.seat} away")
            departure = asyncio.get_running_loop().create_task(self._after_departure(table))
            self.departures.add(departure)
            departure.add_done_callback(self.departures.discard)

    async def _after_departure(self, table: Table) -> None:
        """Tell the table who is away; a person gone from a finished table no longer holds up a rematch."""
        try:
            if await self._rematch_if_due(table):
                return
        except p.ProtocolError:
            pass  # cannot save: the rematch waits, the table is read-only
        self._deliver(self._updates(table, len(table.game.log)))

    def _read_only_changed(self, table: Table) -> None:
        """Tell everyone at ``table`` that it cannot save (or can again); once it can, its computers go on."""
        if self.tables.get(table.code) is table:
            self._deliver(self._updates(table, len(table.game.log)))
            self.computers.wake(table)
