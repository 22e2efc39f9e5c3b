"""Each connection's outgoing queue (online.outbox): a message for a connection that keeps up is written at
once; one whose connection is cut or lost is never written to its transport (asyncio would log "socket.send()
raised exception." for every such write past the fifth)."""

from __future__ import annotations

import asyncio

from websockets.exceptions import ConnectionClosedError
from websockets.protocol import State

from ingenious_desktop.online.outbox import Outbox


class Transport:
    def __init__(self, closing: bool):
        self.closing, self.written = closing, []

    def is_closing(self) -> bool:
        return self.closing

    def write(self, data: bytes) -> None:
        self.written.append(data)


class Socket:
    """What the outbox uses of a websockets connection; its sends fail as a closed connection's do."""

    def __init__(self, closing: bool):
        self.transport = Transport(closing)
        self.protocol = type("Protocol", (), {"state": State.OPEN, "send_text": self.frame})()
        self.paused, self.send_in_progress, self.frames = False, None, []

    def frame(self, data: bytes) -> None:
        self.frames.append(data)

    def send_data(self) -> None:
        self.transport.write(self.frames.pop())

    async def send(self, _text: str) -> None:
        raise ConnectionClosedError(None, None)


def put_five(closing: bool) -> Socket:
    socket = Socket(closing)

    async def scenario():
        outbox = Outbox(socket, 1 << 20)
        for number in range(5):
            outbox.put(f'{{"n":{number}}}')
        await outbox.flushed()

    asyncio.run(scenario())
    return socket


def test_a_connection_that_keeps_up_gets_each_message_at_once():
    assert put_five(closing=False).transport.written == [f'{{"n":{n}}}'.encode() for n in range(5)]


def test_a_cut_connection_is_written_nothing():
    assert put_five(closing=True).transport.written == []
