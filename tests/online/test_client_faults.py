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
