"""The asyncio client of the table server (docs/network-protocol.md), no Qt.

It keeps a :class:`Mirror` of its table, tells a listener what changed, and when the connection
drops it connects again with back-off and takes its seat back with its token.

    client = Client("ws://127.0.0.1:8765", listener=print)
    await client.connect()
    seated = await client.create("standard", [{"kind": "human"}, {"kind": "computer", "level": "easy"}], "Ann")
    await client.place(client.mirror.game.legal_placements()[0])
"""

from __future__ import annotations

import asyncio
import itertools
import random
import ssl as ssl_module
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ingenious_desktop.engine import Placement, PlacementResult

from . import protocol as p
from .mirror import Mirror
from .server_said import server_chat

#: Seconds between tries to connect again: doubling from the first to the last, with some jitter.
BACK_OFF_FIRST = 0.25
BACK_OFF_LAST = 8.0
#: Seconds a connection must hold, without breaking the protocol, for the next try to wait only the first back-off.
HELD_SECONDS = BACK_OFF_LAST
#: Seconds to wait for the server's answer to a request.
ANSWER_SECONDS = 15.0
#: The most chat lines kept (the latest): a server may send them without end.
MAX_CHATS = 200


class ServerRefused(Exception):
    """The server refused a request: ``code`` is one of the protocol's error codes, the message its English."""

    def __init__(self, code: str, message: str, details: dict | None = None):
        super().__init__(message)
        self.code = code
        self.details = details or {}


class ConnectionLost(Exception):
    """The connection dropped before the server answered (the client is connecting again)."""


@dataclass(frozen=True)
class Seated:
    """A seat taken: the table's code, the seat, and the secret token that takes it back."""

    table: str
    seat: int
    token: str


@dataclass
class Happening:
    """What a listener is told: ``kind`` is "state" (the whole table, after sitting or rejoining),
    "update" (``events`` and ``results`` added, seats changed), "chat" (``chat``: seat, name, text),
    "connection" (``connected`` changed) or "closed" (the client gave up or was closed)."""

    kind: str
    events: list[dict] = field(default_factory=list)
    results: list[PlacementResult] = field(default_factory=list)
    chat: dict | None = None
    connected: bool = True


class Client:
    """One connection to a table server, and the seat it holds there."""

    def __init__(self, url: str, *, listener: Callable[[Happening], None] | None = None,
                 ssl: ssl_module.SSLContext | None = None, reconnect: bool = True):
        self.url = url
        self.listener = listener or (lambda happening: None)
        self.ssl = ssl
        self.reconnect = reconnect
        self.mirror: Mirror | None = None
        self.seated: Seated | None = None
        self.watching: str | None = None
        self.connected = False
        self.chats: list[dict] = []  # the latest MAX_CHATS lines
        self._socket: ClientConnection | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}
        self._reader: asyncio.Task | None = None
        self._closing = False
        self._coming_back = False  # waiting before connecting again, or connecting again
        self._changed = asyncio.Event()

    # ----------------------------------------------------------------- connecting

    async def connect(self) -> None:
        """Connect and say hello; raises OSError, InvalidHandshake or ServerRefused (a version this server refuses)."""
        await self._open()
        self._reader = asyncio.get_running_loop().create_task(self._read_forever())

    async def _open(self) -> None:
        socket = await connect(self.url, ssl=self.ssl, max_size=p.MAX_SERVER_MESSAGE_BYTES, open_timeout=10)
        try:
            await socket.send(p.encode({"type": "hello", "version": p.PROTOCOL_VERSION}))
            answer = p.decode_reply(await asyncio.wait_for(socket.recv(), ANSWER_SECONDS))
        except BaseException:  # no answer, not the protocol's, or the client closed meanwhile: cut, not kept open
            socket.transport.abort()
            raise
        if answer.get("type") != "welcome":
            await socket.close()
            raise ServerRefused(answer.get("code", p.MALFORMED), answer.get("message", "no welcome"))
        self._socket = socket
        self._set_connected(True)

    async def close(self) -> None:
        """Close the connection for good (the seat stays: rejoin with its token later)."""
        self._closing = True
        if self._socket is not None:
            await self._socket.close()
        if self._reader is not None:
            if self._coming_back:  # waiting to connect again, or connecting (its handshake may take 10 s): no more
                self._reader.cancel()
            await asyncio.gather(self._reader, return_exceptions=True)
            await self._socket.close()  # one made again just before the reader was cancelled
        self._set_connected(False)

    async def _read_forever(self) -> None:
        back_off = BACK_OFF_FIRST
        while True:
            if not self._closing:  # close() came while connecting again: the new connection is never read
                began = asyncio.get_running_loop().time()
                if await self._read_until_dropped() and asyncio.get_running_loop().time() - began >= HELD_SECONDS:
                    back_off = BACK_OFF_FIRST  # a connection that held: it dropped, nothing is wrong with the server
            self._drop_waiting()
            self._set_connected(False)
            if self._closing or not self.reconnect:
                await self._socket.close()  # also one made again while close() waited for this reader
                self.listener(Happening("closed", connected=False))
                return
            back_off = await self._come_back(back_off)

    async def _read_until_dropped(self) -> bool:
        """Take the server's messages until the connection drops (or one breaks the protocol: it is closed);
        whether every message kept the protocol."""
        try:
            async for raw in self._socket:
                self._take(p.decode_reply(raw))
        except ConnectionClosed:
            pass
        except (p.ProtocolError, KeyError, TypeError, ValueError, IndexError, AttributeError):
            # a message not of the protocol's shape: nothing of it is kept; connect again for the whole state
            await self._socket.close(1002, "a message not of the protocol")
            return False
        return True

    async def _come_back(self, back_off: float) -> float:
        """Connect again and take the seat (or the spectator's place) back; the next back-off (doubled: a made
        connection begins it again only once it held, see _read_forever)."""
        self._coming_back = True
        try:
            await asyncio.sleep(back_off * random.uniform(0.8, 1.2))
            await self._open()
            if self.seated is not None:
                await self._send({"type": "rejoin", "table": self.seated.table, "token": self.seated.token})
            elif self.watching is not None:
                await self._send({"type": "watch", "table": self.watching})
        except (OSError, InvalidHandshake, InvalidURI, ServerRefused, ConnectionClosed, TimeoutError):
            self._socket = _Closed()
        finally:
            self._coming_back = False
        return min(back_off * 2, BACK_OFF_LAST)

    def _set_connected(self, connected: bool) -> None:
        if connected != self.connected:
            self.connected = connected
            self._tell(Happening("connection", connected=connected))

    def _drop_waiting(self) -> None:
        for future in self._waiting.values():
            if not future.done():
                future.set_exception(ConnectionLost("the connection dropped"))
        self._waiting.clear()

    # ----------------------------------------------------------------- what the server says

    def _take(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "state":
            self.mirror = Mirror(message)
            self._tell(Happening("state", list(self.mirror.events), list(self.mirror.results)))
        elif kind == "update" and self.mirror is not None:
            events, results = self.mirror.apply(message)
            self._tell(Happening("update", events, results))
        elif kind == "chat" and self.mirror is not None:
            self.chats.append(server_chat(message, len(self.mirror.seats)))
            del self.chats[:-MAX_CHATS]
            self._tell(Happening("chat", chat=message))
        elif kind == "seated":
            self.seated = Seated(*p.server_seated(message))
        future = self._waiting.pop(message.get("id"), None)
        if future is not None and not future.done():
            future.set_result(message)

    def _tell(self, happening: Happening) -> None:
        self._changed.set()
        self._changed = asyncio.Event()
        self.listener(happening)

    async def changed(self, timeout: float | None = None) -> None:
        """Wait until the mirror, the chat or the connection changes next."""
        await asyncio.wait_for(self._changed.wait(), timeout)

    async def until(self, condition: Callable[[Mirror], bool], timeout: float = 30.0) -> Mirror:
        """Wait until ``condition(mirror)`` holds (TimeoutError after ``timeout`` seconds)."""
        async with asyncio.timeout(timeout):
            while self.mirror is None or not condition(self.mirror):
                await self._changed.wait()
        return self.mirror

    # ----------------------------------------------------------------- requests

    async def _send(self, message: dict) -> None:
        await self._socket.send(p.encode(message))

    async def request(self, message: dict) -> dict:
        """Send ``message`` and wait for its answer; ServerRefused for an ``error``, ConnectionLost on a drop."""
        number = next(self._ids)
        future = asyncio.get_running_loop().create_future()
        self._waiting[number] = future
        try:
            await self._send({**message, "id": number})
        except ConnectionClosed:
            self._waiting.pop(number, None)
            raise ConnectionLost("the connection dropped") from None
        try:
            answer = await asyncio.wait_for(future, ANSWER_SECONDS)
        finally:
            self._waiting.pop(number, None)  # answered, timed out or cancelled: nothing waits for it any more
        if answer.get("type") == "error":
            raise ServerRefused(answer.get("code", ""), answer.get("message", ""),
                                {k: v for k, v in answer.items() if k not in ("type", "code", "message", "id")})
        return answer

    async def create(self, variant: str, seats: list[dict], name: str, spectators: bool = False,
                     coach: bool = False) -> Seated:
        """A new table with ``seats`` ({"kind": "human"}, {"kind": "open"} or {"kind": "computer", "level": L,
        "opponent": NAME}); this client sits at the first seat for a person. Its code is ``seated.table``.
        ``coach``: the host proposes the coach, on only if every person agrees before the deal."""
        await self.request({"type": "create", "variant": variant, "seats": seats, "name": name,
                            "spectators": spectators, **({"coach": True} if coach else {})})
        return self.seated

    async def join(self, table: str, name: str, seat: int | None = None) -> Seated:
        """Sit at the table with code ``table`` (at ``seat``, or the first free seat for a person)."""
        await self.request({"type": "join", "table": table, "name": name, "seat": seat})
        return self.seated

    async def rejoin(self, table: str, token: str) -> Seated:
        """Take back the seat ``token`` holds (after a restart of the program, say)."""
        await self.request({"type": "rejoin", "table": table, "token": token})
        return self.seated

    async def watch(self, table: str) -> Mirror:
        """Watch the table (if its host allowed spectators): every rack stays hidden."""
        await self.request({"type": "watch", "table": table})
        self.watching = table
        return self.mirror

    async def start(self) -> None:
        """The host starts the game; open seats nobody took are played by a computer."""
        await self.request({"type": "start"})

    async def place(self, placement: Placement) -> None:
        """Place a tile (a bonus placement too); ServerRefused ("illegal", with the rule) if the engine refuses it."""
        await self.request({"type": "place", **placement.to_json(), "expect": self.mirror.event_count})

    async def swap(self, swap: bool) -> None:
        """Answer the swap offered at the end of the turn: swap the whole rack, or keep it."""
        await self.request({"type": "swap", "swap": swap, "expect": self.mirror.event_count})

    async def chat(self, text: str) -> None:
        await self.request({"type": "chat", "text": text})

    async def hand_over(self, seat: int) -> None:
        """Give the seat of a person away for a minute or more to a computer (they take it back on return)."""
        await self.request({"type": "hand_over", "seat": seat})

    async def rematch(self) -> None:
        """Once the game is over, ask for another at this table; it begins (a whole new ``state``) when every
        person still at the table has asked. A server from before rematches refuses it as ``malformed``."""
        await self.request({"type": "rematch"})

    async def agree_to_coach(self, agree: bool) -> None:
        """Before the deal, agree to the coach the host proposed (or take it back). A server from before the
        coach refuses it as ``malformed``."""
        await self.request({"type": "coach", "agree": agree})

    async def leave(self) -> None:
        """Leave the table for good: a computer finishes the game in this seat."""
        await self.request({"type": "leave"})
        self.seated = None


class _Closed:
    """Stands for a connection not made: iterating it ends at once, sending to it fails as a closed one."""

    def __aiter__(self):
        return self

    async def __anext__(self):
        raise StopAsyncIteration

    async def send(self, _text):
        raise ConnectionClosed(None, None)

    async def close(self):
        pass
