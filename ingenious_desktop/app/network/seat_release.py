"""Giving up a network seat kept from an unfinished game (app.network.seat): in the background, the seat is
taken back with its token and left for good, so that the server gives it to a computer and the others at
the table do not wait for its person. Only an unreachable server is told, in one sentence."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ingenious_desktop.online.client import Client, ServerRefused

from ..describe.network import seat_not_given_up
from .event_loop import LoopThread
from .seat import KeptSeat


class SeatRelease(QObject):
    """Leaves the table for the seat ``kept`` once :meth:`start` is called; :attr:`failed` says why it could not
    (in Qt's thread)."""

    failed = Signal(str)
    _done = Signal(object)

    def __init__(self, kept: KeptSeat, parent: QObject | None = None):
        super().__init__(parent)
        self.kept = kept
        self._loop: LoopThread | None = None
        self._done.connect(self._finished)

    def start(self) -> None:
        """Connect, take the seat back and leave, in a thread of its own (the caller goes on at once)."""
        self._loop = LoopThread("giving up a seat")
        self._loop.submit(self._leave()).add_done_callback(self._done.emit)

    async def _leave(self) -> None:
        client = Client(self.kept.url, reconnect=False)
        try:
            await client.connect()
            await client.rejoin(self.kept.code, self.kept.token)
            await client.leave()
        finally:
            await client.close()

    def _finished(self, future) -> None:
        self._loop.stop()
        self.deleteLater()
        error = future.exception()
        if error is not None and not isinstance(error, ServerRefused):  # refused: that table or seat is gone already
            self.failed.emit(seat_not_given_up(self.kept.code, str(error) or type(error).__name__))
