"""A client that is sent what the protocol does not allow keeps nothing of it and connects again."""

from __future__ import annotations

import asyncio
import json

from websockets.asyncio.server import serve

from ingenious_desktop.online.client import Client


async def against_a_broken_server() -> tuple[int, list[str], bool]:
    connections = []

    async def broken(socket):
        connections.append(socket)
        await socket.recv()  # the hello
        await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
        await socket.send(json.dumps({"type": "state", "table": "ABCDEF"}) if len(connections) == 1 else "[not json")
        await socket.wait_closed()

    async with serve(broken, "127.0.0.1", 0) as server:
        heard = []
        client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}",
                        listener=lambda happening: heard.append(happening.kind))
        await client.connect()
        while len(connections) < 3:
            await asyncio.sleep(0.05)
        mirror_kept = client.mirror is not None
        await client.close()
    return len(connections), heard, mirror_kept


def test_a_message_not_of_the_protocol_is_dropped_and_the_client_connects_again():
    connections, heard, mirror_kept = asyncio.run(asyncio.wait_for(against_a_broken_server(), 30))

    assert connections >= 3 and not mirror_kept
    assert heard[:3] == ["connection", "connection", "connection"]  # connected, dropped, connected again


async def closed_while_connecting_again() -> tuple[bool, int, int]:
    """A client closed while it connects again after a drop: the connection being made is given up."""
    connections, held = [], asyncio.Event()

    async def server_side(socket):
        connections.append(socket)
        await socket.recv()  # the hello
        await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
        if len(connections) == 1:
            await socket.close()  # the first connection drops: the client connects again
        await socket.wait_closed()
        held.set()

    async with serve(server_side, "127.0.0.1", 0) as server:
        client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}")
        await client.connect()
        real_open, opening = client._open, asyncio.Event()

        async def slow_open():
            opening.set()
            await asyncio.sleep(0.2)  # close() comes while this connection is being made
            await real_open()

        client._open = slow_open  # the next connection: after the drop
        await opening.wait()
        await asyncio.wait_for(client.close(), 5)
        await asyncio.wait_for(held.wait(), 5)
        return client.connected, len(connections), sum(socket.state.name != "CLOSED" for socket in connections)


def test_closing_while_connecting_again_gives_up_the_new_connection_and_returns():
    connected, connections, still_open = asyncio.run(asyncio.wait_for(closed_while_connecting_again(), 30))

    assert not connected and connections == 1 and still_open == 0  # nothing opened again, nothing left open


async def a_request_nobody_answers(monkeypatch) -> tuple[bool, int]:
    """Whether the request timed out, and how many answers the client still waits for afterwards."""
    monkeypatch.setattr("ingenious_desktop.online.client.ANSWER_SECONDS", 0.2)

    async def silent(socket):
        await socket.recv()  # the hello
        await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
        await socket.wait_closed()  # and never answers a request

    async with serve(silent, "127.0.0.1", 0) as server:
        client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}")
        await client.connect()
        try:
            await client.request({"type": "leave"})
        except TimeoutError:
            timed_out = True
        else:
            timed_out = False
        waiting = len(client._waiting)
        await client.close()
    return timed_out, waiting


def test_a_request_that_times_out_leaves_nothing_waiting(monkeypatch):
    assert asyncio.run(a_request_nobody_answers(monkeypatch)) == (True, 0)
