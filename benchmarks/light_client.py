"""A table client for the benchmarks that reads each ``state`` and ``update`` as JSON and no more: whose turn
it is, its rack and the board, as the server says them, never replaying the events through the rules as the
game's own client (online.client.Client and its Mirror) does. On two cores, 200 of the game's clients took
about three times the server's CPU, in the same milliseconds as the server when the tables place in step:
these let a benchmark measure the server. Same calls as the game's client, for benchmarks.online_tables.play.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from functools import cached_property
from types import SimpleNamespace

from websockets.asyncio.client import connect

from ingenious_desktop.engine import Board, Hex, make_variant
from ingenious_desktop.online import protocol as p


class LightGame:
    """The game as one seat's last ``state`` or ``update`` tells it: enough for first_placement."""

    def __init__(self, now: dict, seat: int | None, variant):
        self.now, self.seat, self.variant = now, seat, variant
        self.to_move = now["to_move"]
        self.is_over = now["phase"] == "over"
        self.racks = [now["rack"] if s == seat else [] for s in range(len(now["rack_sizes"]))]

    @cached_property
    def board(self) -> Board:
        board = Board(self.variant.radius)
        for q, r, colour in self.now["board"]:
            board.fill(board.geo.index[Hex(q, r)], colour)
        return board

    def open_edges(self) -> list[int]:
        return self.board.open_edges(self.now["placements_made"][self.to_move] == 0, self.variant.no_isolated_cells)


class LightMirror:
    """What a benchmark asks of a client's mirror, read from the server's last message."""

    def __init__(self, message: dict, seat: int | None, variant):
        self.started = message["started"]
        self.game = LightGame(message["game"], seat, variant)
        self.event_count = message["game"]["events"]
        my_turn = seat is not None and self.started and self.game.to_move == seat and not self.game.is_over
        self.to_place = my_turn and message["game"]["phase"] == "place"
        self.swap_offered = my_turn and message["game"]["swap_offered"]


class LightClient:
    """A seat's connection: requests answered by id, each message read into a :class:`LightMirror`."""

    def __init__(self, url: str, listener=lambda _happening: None):
        self.url, self.listener = url, listener
        self.mirror: LightMirror | None = None
        self.seat: int | None = None
        self.variant = None
        self._changed = asyncio.Event()
        self._waiting: dict[int, asyncio.Future] = {}
        self._ids = itertools.count(1)

    async def connect(self) -> None:
        self.socket = await connect(self.url, max_size=p.MAX_SERVER_MESSAGE_BYTES, open_timeout=10)
        await self.socket.send(p.encode({"type": "hello", "version": p.PROTOCOL_VERSION}))
        await self.socket.recv()  # welcome
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        async for raw in self.socket:
            message = json.loads(raw)
            if message["type"] == "state":
                self.seat, self.variant = message["you"], make_variant(message["variant"], message["players"])
            if message["type"] in ("state", "update"):
                self.mirror = LightMirror(message, self.seat, self.variant)
            future = self._waiting.pop(message.get("id"), None)
            if future is not None:
                future.set_result(message)
            self._changed.set()
            self._changed = asyncio.Event()
            self.listener(message)

    async def request(self, message: dict) -> dict:
        number = next(self._ids)
        future = self._waiting[number] = asyncio.get_running_loop().create_future()
        await self.socket.send(p.encode({**message, "id": number}))
        answer = await asyncio.wait_for(future, 60)
        if answer["type"] == "error":
            raise RuntimeError(f"refused: {answer}")
        return answer

    async def create(self, variant: str, seats: list[dict], name: str, spectators: bool = False):
        answer = await self.request({"type": "create", "variant": variant, "seats": seats, "name": name,
                                     "spectators": spectators})
        return SimpleNamespace(table=answer["table"])

    async def join(self, table: str, name: str) -> None:
        await self.request({"type": "join", "table": table, "name": name})

    async def place(self, placement) -> None:
        await self.request({"type": "place", "tile": placement.tile, "at": [list(cell) for cell in placement.cells],
                            "expect": self.mirror.event_count})

    async def swap(self, swap: bool) -> None:
        await self.request({"type": "swap", "swap": swap, "expect": self.mirror.event_count})

    async def until(self, condition, timeout: float = 30.0) -> LightMirror:
        async with asyncio.timeout(timeout):
            while self.mirror is None or not condition(self.mirror):
                await self._changed.wait()
        return self.mirror

    async def close(self) -> None:
        await self.socket.close()
        await asyncio.gather(self.reader, return_exceptions=True)
