"""A table server in a background thread, for hosting from the window and for tests.

    >>> hosted = start_server()
    >>> hosted.url.startswith("ws://127.0.0.1:")
    True
    >>> hosted.stop()

A table hosted from the window keeps one address: its port is chosen once (``start_server_on`` takes the
port used before where it is free), so that after a crash the window opens its saved tables again where the
others' programs look for them.
"""

from __future__ import annotations

import asyncio
import errno
import threading
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path

from .discovery import Announcer
from .server import TableServer


@dataclass
class HostedServer:
    """A server running in its own thread: its address, and how to stop it."""

    url: str
    host: str
    port: int
    server: TableServer
    _loop: asyncio.AbstractEventLoop
    _stop: asyncio.Event
    _thread: threading.Thread

    def stop(self) -> None:
        """Close every connection and stop listening; returns when the thread has ended (a second stop does
        nothing)."""
        if not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=10)


def start_server(data: Path | None = None, host: str = "127.0.0.1", port: int = 0, *, log=None, announce=False,
                 **options) -> HostedServer:
    """Start a :class:`TableServer` listening on ``host``:``port`` (0: any free port) in a daemon thread;
    ``log`` takes each log line (by default they are dropped). OSError if it cannot listen. With ``announce``,
    its tables that wait for people are announced on the local network (ValueError if it listens on this
    machine only: such a server is never announced)."""
    started = threading.Event()
    outcome: dict = {}

    async def run():
        stop = asyncio.Event()
        server = None
        try:
            server = TableServer(data, log=log or (lambda line: None), **options)
            async with await server.serve(host, port) as listening:
                outcome.update(server=server, stop=stop, loop=asyncio.get_running_loop(),
                               port=listening.sockets[0].getsockname()[1])
                announcer = Announcer(server, host, outcome["port"]) if announce else nullcontext()
                started.set()
                async with announcer:
                    await stop.wait()
        except BaseException as error:  # noqa: BLE001 - raised again in the caller's thread
            outcome["error"] = error
            started.set()
        finally:
            if server is not None:
                server.computers.close()

    thread = threading.Thread(target=asyncio.run, args=(run(),), name="table server", daemon=True)
    thread.start()
    started.wait()
    if "error" in outcome:
        raise outcome["error"]
    where = "[%s]" % host if ":" in host else host
    return HostedServer(f"ws://{where}:{outcome['port']}", host, outcome["port"], outcome["server"], outcome["loop"],
                        outcome["stop"], thread)


def start_server_on(data: Path | None, host: str, port: int, **options) -> HostedServer:
    """:func:`start_server` on ``port`` (the one this program hosted on before) if it is free, else on any free
    port (0: any free port at once)."""
    if port:
        try:
            return start_server(data, host, port, **options)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                raise
    return start_server(data, host, 0, **options)
