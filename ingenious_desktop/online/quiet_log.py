"""The server's log on standard error, and the websockets library's log said in one line per connection at
most: what went wrong, never a traceback.

websockets 17.4 logs "unexpected internal error" with a traceback (an AssertionError in send_eof) for
a connection that sends raw garbage before its handshake, and nothing at all for most other garbage;
here each connection whose opening handshake fails is one line, whichever way it failed."""

from __future__ import annotations

import asyncio
import atexit
import logging
import re
import sys

from websockets.asyncio.server import ServerConnection
from websockets.protocol import State


#: The longest line said about one connection; what a client sent is quoted in it, so it is cut.
MAX_LINE = 200
_UNPRINTABLE = re.compile(r"[^\x20-\x7e]")


class StandardErrorLog:
    """Lines to standard error, written together once per turn of the event loop (a burst of moves is one
    write, not one per line, made after the updates have gone out); at once outside the loop."""

    def __init__(self):
        self.pending: list[str] = []
        atexit.register(self.flush)

    def __call__(self, line: str) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            print(line, file=sys.stderr, flush=True)
            return
        self.pending.append(line)
        if len(self.pending) == 1:
            loop.call_soon(self.flush)

    def flush(self) -> None:
        lines, self.pending = self.pending, []
        if lines:
            print("\n".join(lines), file=sys.stderr, flush=True)


class OneLineLog(logging.LoggerAdapter):
    """A logger for websockets: its first warning or error is one line through ``say``; the rest, and
    anything quieter, is dropped."""

    def __init__(self, say, peer: str = ""):
        super().__init__(logging.getLogger("ingenious_desktop.online.websockets"), {})
        self.say = say
        self.peer = peer
        self.said = False

    def log(self, level, msg, *args, exc_info=None, **_kwargs):
        if level < logging.WARNING or self.said:
            return
        text = msg % args if args else str(msg)
        error = sys.exc_info()[1] if exc_info is True else exc_info if isinstance(exc_info, BaseException) else None
        if error is not None:
            text += f" ({described(error)})"
        self.said = True
        text = _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), " ".join(text.split()))
        self.say(f"connection {self.peer or '?'}: {text[:MAX_LINE]}")


class OneLineConnection(ServerConnection):
    """A server connection with a log of its own: an opening handshake that fails is one line."""

    def __init__(self, protocol, server, **kwargs):
        super().__init__(protocol, server, **kwargs)
        self.logger = protocol.logger = OneLineLog(server.logger.say)

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        self.logger.peer = "%s:%s" % peer[:2] if peer else "?"

    async def handshake(self, *args, **kwargs) -> None:
        failure = None
        try:
            await super().handshake(*args, **kwargs)
        except BaseException as error:
            failure = error
            raise
        finally:
            if self.protocol.state is not State.OPEN:
                why = self.protocol.handshake_exc or failure
                self.logger.warning("not a WebSocket handshake (%s)", described(why) if why else "closed at once")


def described(error: BaseException) -> str:
    cause = error.__cause__
    text = f"{type(error).__name__}{': ' + str(error) if str(error) else ''}"
    return f"{text}: {cause}" if cause is not None and str(cause) else text
