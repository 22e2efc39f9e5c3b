"""The websockets library's log, said in one line each: what went wrong with a connection, never a traceback."""

from __future__ import annotations

import logging
import sys


class OneLineLog(logging.LoggerAdapter):
    """A logger for websockets that writes each warning or error as one line through ``say``.

    websockets 17.4 logs "unexpected internal error" with a traceback (an AssertionError in send_eof)
    for a connection that sends raw garbage before its handshake; here that is one line."""

    def __init__(self, say):
        super().__init__(logging.getLogger("ingenious_desktop.online.websockets"), {})
        self.say = say

    def log(self, level, msg, *args, exc_info=None, **_kwargs):
        if level < logging.WARNING:
            return
        text = msg % args if args else str(msg)
        error = sys.exc_info()[1] if exc_info is True else exc_info if isinstance(exc_info, BaseException) else None
        if error is not None:
            text += f" ({type(error).__name__}{': ' + str(error) if str(error) else ''})"
        self.say("connection: " + " ".join(text.split()))
