"""A server that welcomes the client and then breaks the protocol (or drops it) on every connection is tried
again ever more slowly: the back-off grows on each such connection, up to its last, and is not begun again
just because the connection was made."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.server import serve

from ingenious_desktop.online import client as client_module
from ingenious_desktop.online.client import Client

#: The longest wait the client's back-off may ask for (its last, with jitter); a longer sleep is someone else's.
LONGEST_BACK_OFF = client_module.BACK_OFF_LAST * 1.2


def waits_asked(after_welcome: str | None, connections_wanted: int, monkeypatch) -> list[float]:
    """The waits the client asked for between connections to a server that, on each, says ``after_welcome``
    (None: nothing) and closes; the waits themselves are skipped."""
    asked = []
    real_sleep = asyncio.sleep

    async def sleep(delay, *args, **kwargs):
        if 0 < delay <= LONGEST_BACK_OFF:
            asked.append(delay)
            delay = 0
        return await real_sleep(delay, *args, **kwargs)

    monkeypatch.setattr(asyncio, "sleep", sleep)

    async def run() -> None:
        connections = []
        enough = asyncio.Event()

        async def server_side(socket):
            connections.append(socket)
            if len(connections) >= connections_wanted:
                enough.set()
            await socket.recv()  # the hello
            await socket.send(json.dumps({"type": "welcome", "version": 1, "server": "x"}))
            if after_welcome is not None:
                await socket.send(after_welcome)
            await socket.close()

        async with serve(server_side, "127.0.0.1", 0) as server:
            client = Client(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}")
            await client.connect()
            await enough.wait()
            await client.close()

    asyncio.run(asyncio.wait_for(run(), 60))
    return asked


@pytest.mark.parametrize("after_welcome", ["not JSON at all", '{"type": "junk"}', None])
def test_a_server_that_breaks_every_connection_is_tried_again_ever_more_slowly(after_welcome, monkeypatch):
    asked = waits_asked(after_welcome, 8, monkeypatch)

    assert len(asked) >= 7
    assert asked[5] > client_module.BACK_OFF_FIRST * 1.2 * 8  # doubled on each of the first five
    assert max(asked) <= LONGEST_BACK_OFF
