"""The computer seats of a game played on this screen: each seat's player, made once, thinking in a worker
thread so that the window never freezes; its answer comes back in Qt's thread by :attr:`ComputerSeats.answered`."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject, Signal

from ingenious_desktop.engine import PlayerView, Seat

from .opponents import computer_player

#: How long a computer's move stays on screen before it is played, at the least (seconds).
COMPUTER_PAUSE = 0.6
#: How long closing the game waits for a computer that was told to stop (seconds).
STOP_WAIT = 2.0


class ComputerSeats(QObject):
    answered = Signal(object)            # the placement or swap answer of the computer asked last, or its exception
    _done = Signal(int, object)          # job number, answer (from the worker)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.pause = COMPUTER_PAUSE
        self._players: dict[int, object] = {}
        self._job = 0
        self._cancel = threading.Event()
        self._worker: threading.Thread | None = None
        self._done.connect(self._on_done)

    @property
    def thinking(self) -> bool:
        return self._worker is not None

    def forget(self) -> None:
        """A new game: every seat's player is made again when it is next asked."""
        self.stop()
        self._players = {}

    def stop(self) -> None:
        """Stop any computer that is thinking; its answer, if it comes, is ignored."""
        self._job += 1
        self._cancel.set()
        worker, self._worker = self._worker, None
        if worker is not None and worker is not threading.current_thread():
            worker.join(STOP_WAIT)

    def player(self, seat: int, who: Seat):
        """The computer player of ``seat`` (playing as ``who``), made the first time it is asked for."""
        if seat not in self._players:
            self._players[seat] = computer_player(who)
        return self._players[seat]

    def ask(self, seat: int, who: Seat, view: PlayerView, placing: bool) -> None:
        """Ask the computer of ``seat`` (playing as ``who``) for a placement (``placing``) or a swap answer."""
        self.stop()
        self._cancel = cancel = threading.Event()
        job = self._job
        player = self.player(seat, who)
        pause = self.pause

        def work():
            started = time.monotonic()
            try:
                answer = (player.choose_placement if placing else player.choose_swap)(view, cancel=cancel)
            except Exception as error:  # noqa: BLE001 - raised again in the GUI thread
                answer = error
            cancel.wait(max(0.0, pause - (time.monotonic() - started)))
            if not cancel.is_set():
                self._done.emit(job, answer)

        self._worker = threading.Thread(target=work, name=f"computer seat {seat}", daemon=True)
        self._worker.start()

    def _on_done(self, job: int, answer) -> None:
        if job != self._job:
            return
        self._worker = None
        if isinstance(answer, BaseException):
            raise answer
        self.answered.emit(answer)
