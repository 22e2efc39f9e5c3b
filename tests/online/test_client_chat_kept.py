"""A client keeps only the latest chat lines of its table: a server that floods it with lines does not grow
its memory without bound."""

from __future__ import annotations

import asyncio
import json

from test_client_checks import game_two_turns_in, state_message
from websockets.asyncio.server import serve

from ingenious_desktop.online.client import MAX_CHATS, Client


def test_a_flood_of_chat_lines_keeps_only_the_latest():
    async def told() -> list[dict]:
        async def server_side(socket):
            await socket.recv()  # the hello
            await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
            await socket.send(json.dumps(state_message(game_two_turns_in(), 1, lambda message: None)))
            for number in range(MAX_CHATS * 3):
                await socket.send(json.dumps({"type": "chat", "seat": 0, "name": "A", "text": f"line {number}"}))
            await socket.wait_closed()

        async with serve(server_side, "127.0.0.1", 0) as server:
            client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}")
            await client.connect()
            await client.until(lambda mirror: client.chats and client.chats[-1]["text"] == f"line {MAX_CHATS * 3 - 1}")
            await client.close()
        return client.chats

    chats = asyncio.run(asyncio.wait_for(told(), 60))

    assert [line["text"] for line in chats] == [f"line {number}" for number in range(MAX_CHATS * 2, MAX_CHATS * 3)]
