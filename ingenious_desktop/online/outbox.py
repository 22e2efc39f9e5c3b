"""Each connection's own queue of messages going out: putting one never waits, so no reader holds up the
mover or the others at its table. A message for a connection that keeps up is written at once (nothing
waiting, the connection's buffer under its limit); the others wait their turn. A reader that falls more
than the queue's bytes behind, or does not take a message within ``SEND_SECONDS``, is dropped; its client
connects again and gets the whole state."""

from __future__ import annotations

import asyncio
from collections import deque

from websockets.asyncio.connection import broadcast
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

#: Seconds one message may wait for a client to read it.
SEND_SECONDS = 10.0


class Outbox:
    """The messages waiting to go to one connection, sent in order by a task of its own while any wait."""

    def __init__(self, socket, most_bytes: int, say=lambda line: None):
        self.socket = socket
        self.most_bytes = most_bytes
        self.say = say
        self.waiting: deque[str] = deque()
        self.size = 0  # the characters waiting (a message is UTF-8: about as many bytes)
        self.sender: asyncio.Task | None = None
        self.dropped = False

    def put(self, text: str) -> None:
        """Queue ``text``; a connection that would have more than ``most_bytes`` unsent is dropped instead."""
        if self.dropped:
            return
        if self.sender is None and not self.waiting and self._keeps_up():
            broadcast([self.socket], text)  # written now: no task, no turn of the loop before it leaves
            return
        if self.size + len(text) > self.most_bytes and self.waiting:
            self.say(f"{len(self.waiting)} messages ({self.size // 1024} KiB) behind: dropped")
            self.drop()
            return
        self.waiting.append(text)
        self.size += len(text)
        if self.sender is None:
            self.sender = asyncio.get_running_loop().create_task(self._send_all())

    def _keeps_up(self) -> bool:
        """The connection is open, its transport not closing (cut, or lost and not yet told), and its buffer
        under the limit at which a send would wait for the reader."""
        socket = self.socket
        return (socket.protocol.state is State.OPEN and not socket.transport.is_closing() and not socket.paused
                and socket.send_in_progress is None)

    async def _send_all(self) -> None:
        try:
            while self.waiting and not self.dropped:
                await asyncio.wait_for(self.socket.send(self.waiting[0]), SEND_SECONDS)
                if self.waiting:
                    self.size -= len(self.waiting.popleft())
        except ConnectionClosed:
            self.waiting.clear()
            self.size = 0
        except TimeoutError:
            self.say(f"took no message for {SEND_SECONDS:g} seconds: dropped")
            self.drop()
        finally:
            self.sender = None

    async def flushed(self) -> None:
        """Returns once every message queued so far has been handed to the connection (or it was dropped)."""
        while self.sender is not None:
            await asyncio.shield(self.sender)

    def drop(self) -> None:
        """Cut the connection at once (it reads too slowly to be told more); its handler sees it closed."""
        self.dropped = True
        self.waiting.clear()
        self.size = 0
        transport = getattr(self.socket, "transport", None)
        if transport is not None:
            transport.abort()
