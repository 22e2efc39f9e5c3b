"""Clients that play their seats by a plain rule (the first legal placement, a swap whenever one is
offered), a listener that keeps what each was told, and an attacker that sends raw text."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from ingenious_desktop.online import protocol as p
from ingenious_desktop.online.client import Client, Happening, ServerRefused


class Seen:
    """Everything one client was told, in order (a listener)."""

    def __init__(self):
        self.happenings: list[Happening] = []
        self.snapshots: list[dict] = []  # (events so far, rack, rack sizes) after each message
        self.client: Client | None = None

    def __call__(self, happening: Happening) -> None:
        self.happenings.append(happening)
        mirror = self.client.mirror if self.client else None
        if mirror is not None and happening.kind in ("state", "update"):
            self.snapshots.append({"events": mirror.event_count, "rack": sorted(mirror.rack),
                                   "rack_sizes": list(mirror.state["rack_sizes"]), "seat": mirror.seat})


async def seated_client(url: str) -> tuple[Client, Seen]:
    seen = Seen()
    client = Client(url, listener=seen)
    seen.client = client
    await client.connect()
    return client, seen


async def play_turn(client: Client, greedy: bool = False) -> bool:
    """Make this client's move if it is its turn (True if it moved): the first legal placement, or
    with ``greedy`` the one scoring most (which reaches 18 and its bonus placements in every game)."""
    mirror = client.mirror
    if mirror.to_place:
        scored = mirror.game.scored_placements()
        best = max(scored, key=lambda entry: sum(entry[1])) if greedy else scored[0]
        await client.place(best[0])
        return True
    if mirror.swap_offered:
        await client.swap(True)
        return True
    return False


async def play_to_the_end(clients: list[Client], timeout: float = 60.0) -> None:
    """Every client plays its seat until the game is over (computers play theirs on the server)."""
    async def play(client):
        while not client.mirror.game.is_over:
            await client.until(lambda m: m.my_turn or m.game.is_over)
            await play_turn(client)

    await asyncio.wait_for(asyncio.gather(*(play(client) for client in clients)), timeout)


async def refused(request) -> str:
    """The error code the server refused ``request`` with (the test fails if it was not refused)."""
    with pytest.raises(ServerRefused) as refusal:
        await request
    return refusal.value.code


class Attacker:
    """Connections that keep sending what they are given; a closed one is opened again."""

    def __init__(self, url: str):
        self.url = url
        self.socket = None
        self.sent = self.closed = 0
        self.errors: dict[str, int] = {}

    async def open(self, first: dict | None = None):
        # it reads only its answers: the table's updates pile up unread (and would hold up the closing)
        self.socket = await connect(self.url, max_size=p.MAX_SERVER_MESSAGE_BYTES, max_queue=None)
        await self.socket.send(json.dumps({"type": "hello", "version": 1}))
        await self.socket.recv()
        if first is not None:
            await self.socket.send(json.dumps(first))
            while json.loads(await self.socket.recv())["type"] != "seated":
                pass

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()

    async def send(self, message, first: dict | None = None) -> None:
        """Send one message and read the answer (or see the connection closed)."""
        if self.socket is None:
            await self.open(first)
        self.sent += 1
        try:
            await self.socket.send(message)
            while True:
                answer = json.loads(await asyncio.wait_for(self.socket.recv(), 5))
                if answer["type"] == "error":
                    self.errors[answer["code"]] = self.errors.get(answer["code"], 0) + 1
                    return
        except ConnectionClosed:
            self.closed += 1
            self.socket = None


async def ben_away(url: str):
    """Anna opens a table for two people, Ben joins and goes away, and Anna plays until the table waits for
    him: (Anna's client, her seat, Ben's seat)."""
    anna, _ = await seated_client(url)
    seated = await anna.create("standard", [{"kind": "human"}, {"kind": "human"}], "Anna")
    ben, _ = await seated_client(url)
    ben_seat = await ben.join(seated.table, "Ben")
    await ben.close()
    while (await anna.until(lambda m: m.my_turn or m.waiting_for == 1)).my_turn:
        await play_turn(anna)
    return anna, seated, ben_seat


async def hand_ben_over(anna: Client):
    """Once the away grace (half a second on the tests' quick server) is over, Anna hands Ben's seat to a
    computer: the mirror that shows it playing for him."""
    await asyncio.sleep(0.6)
    await anna.hand_over(1)
    return await anna.until(lambda m: m.seats[1]["stand_in"])
