"""A wait on the client's connection ends when the connection changes: a wait begun before the server went away
ends once the drop is seen (it used to wait for the next message from the server, which never came)."""

from __future__ import annotations

import asyncio

from online_players import seated_client

TWO = [{"kind": "human"}, {"kind": "human"}]


async def wait_through_the_drop(server) -> bool:
    host, _ = await seated_client(server.url)
    await host.create("standard", TWO, "Host")
    await host.until(lambda m: True)  # the table's state has come
    waiting = asyncio.create_task(host.until(lambda m: not host.connected, 10))
    await asyncio.sleep(0.2)  # the wait has begun
    await asyncio.to_thread(server.stop)
    try:
        await waiting
        return host.connected
    finally:
        await host.close()


def test_a_wait_for_the_connection_to_drop_ends_when_the_server_goes_away(hosted):
    assert asyncio.run(wait_through_the_drop(hosted)) is False
