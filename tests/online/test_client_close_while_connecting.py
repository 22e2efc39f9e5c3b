"""Closing a client while it connects again (its server gone, and what answers at the address never finishes
the handshake) ends at once: the window that leaves the table or closes waits 5 s at most for it, and the
connection's opening time-out (10 s) used to outlast that, raising in the window."""

from __future__ import annotations

import asyncio
import socket

from online_players import seated_client

TWO = [{"kind": "human"}, {"kind": "human"}]


async def close_while_connecting_again(server) -> bool:
    """Whether the client closed within the 5 s the window waits for it."""
    client, _ = await seated_client(server.url)
    await client.create("standard", TWO, "Host")
    await client.until(lambda m: True)
    await asyncio.to_thread(server.stop)
    silent = socket.socket()
    silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    silent.bind(("127.0.0.1", server.port))
    silent.listen(8)  # never accepted: the kernel takes the connection, nobody answers its handshake
    try:
        await client.until(lambda m: not client.connected, 10)
        await asyncio.sleep(1.0)  # past the first back-off: the client is opening a connection to the silent port
        try:
            await asyncio.wait_for(client.close(), 5)
        except TimeoutError:
            return False
        return not client.connected
    finally:
        silent.close()


def test_a_client_connecting_again_closes_at_once(hosted):
    assert asyncio.run(close_while_connecting_again(hosted))
