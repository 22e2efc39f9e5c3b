"""Ctrl+C in the terminal that started the game closes the window as its close button does.

Qt's event loop never hands control back to Python by itself, so a SIGINT would wait there unseen:
the signal's wake-up byte goes through a socket pair that Qt watches (portable, Windows included)."""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QObject, QSocketNotifier


class InterruptCloses(QObject):
    """While it lives, SIGINT closes ``window`` (which asks first where a network game would be left)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._previous_handler = signal.signal(signal.SIGINT, lambda _number, _frame: None)  # the byte does the work
        self.notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            woken_by = self._reader.recv(64)
        except BlockingIOError:
            return
        if signal.SIGINT in woken_by:
            self.window.close()

    def release(self) -> None:
        """Give SIGINT back to whoever had it before (Python's KeyboardInterrupt, say)."""
        self.notifier.setEnabled(False)
        signal.signal(signal.SIGINT, self._previous_handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
