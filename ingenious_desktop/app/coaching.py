"""The coach at the table: hints, win chances and game reviews worked out in threads, no widgets.

Each kind of question (a hint, the win chances, a review) has its own worker thread and job
number: asking again, or :meth:`CoachWorker.cancel`, stops the one before, and an answer that
comes back for a job no longer wanted is dropped. The coach itself is made in the worker (loading
the value model takes a moment) and kept for the next question of the same game.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from ingenious_desktop.engine import Game, Placement, PlayerView, Record, tile_colours

#: The coach's time for a hint and for each judged decision of a review (docs/commands.md: the hard level's budget).
HINT_SECONDS = 1.0
REVIEW_SECONDS = 1.0
#: How long closing the window waits for a worker that was told to stop (seconds).
STOP_WAIT = 2.0
KINDS = ("hint", "chances", "review")


class _Job:
    """One kind of question's thread, the number of its latest job and that job's stop flag."""

    def __init__(self):
        self.number = 0
        self.cancel = threading.Event()
        self.thread: threading.Thread | None = None


class CoachWorker(QObject):
    hintReady = Signal(object)         # a coach Hint for the position last asked about
    chancesReady = Signal(object)      # each holder's win chance (solo: the expected result), a tuple, or None
    reviewProgress = Signal(int, int)  # decisions judged so far, decisions in all
    reviewMove = Signal(object)        # one JudgedMove, as soon as it is judged
    reviewDone = Signal()
    _landed = Signal(str, int, object)  # kind, job number, what to emit (from a worker thread)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs = {kind: _Job() for kind in KINDS}
        self._coaches: dict[tuple, object] = {}
        self._coaches_lock = threading.Lock()
        self._landed.connect(self._on_landed)

    # ----------------------------------------------------------------- questions

    def ask_hint(self, view: PlayerView) -> None:
        self._start("hint", lambda cancel, land: land(self._coach(view, HINT_SECONDS).hint(view, cancel)))

    def ask_win_chances(self, game: Game, seat: int) -> None:
        """Each holder's chance (solo: the expected result) as ``seat`` sees ``game`` (the coach's
        standing: the number its hint gave the seat's latest decision), or None before it has one."""
        game = game.copy(keep_log=True)  # the game goes on in this thread

        def work(cancel, land):
            land(self._coach(game.variant, HINT_SECONDS).standing(game, seat))

        self._start("chances", work)

    def ask_review(self, record: Record, seats: list[int]) -> None:
        def work(cancel, land):
            coach = self._coach(record.variant, REVIEW_SECONDS)
            progress = lambda done, total: land(("progress", done, total))  # noqa: E731
            for judged in coach.review(record, seats, progress, cancel):
                land(("move", judged))
            land(("done",))

        self._start("review", work)

    def is_busy(self, kind: str) -> bool:
        return self._jobs[kind].thread is not None

    def cancel(self, kind: str) -> None:
        """Stop the question of this kind; an answer that still comes is dropped."""
        job = self._jobs[kind]
        job.number += 1
        job.cancel.set()
        job.thread = None

    def stop(self) -> None:
        """Stop every question, wait a moment for the threads and let go of the coaches (closing the
        window): a coach kept by this object would outlive the compiled core at exit, a leak it reports."""
        threads = [job.thread for job in self._jobs.values() if job.thread is not None]
        for kind in KINDS:
            self.cancel(kind)
        for thread in threads:
            thread.join(STOP_WAIT)
        with self._coaches_lock:
            self._coaches.clear()

    # ----------------------------------------------------------------- threads

    def _start(self, kind: str, work) -> None:
        self.cancel(kind)
        job = self._jobs[kind]
        number, cancel = job.number, threading.Event()
        job.cancel = cancel

        def land(answer) -> None:
            if not cancel.is_set():
                self._landed.emit(kind, number, answer)

        def run() -> None:
            try:
                work(cancel, land)
            except Exception as error:  # noqa: BLE001 - raised again in the GUI thread
                land(error)
            land(_FINISHED)

        job.thread = threading.Thread(target=run, name=f"coach {kind}", daemon=True)
        job.thread.start()

    def _on_landed(self, kind: str, number: int, answer) -> None:
        job = self._jobs[kind]
        if number != job.number:
            return
        if answer is _FINISHED:
            job.thread = None
        elif isinstance(answer, BaseException):
            job.thread = None
            raise answer
        elif kind == "hint":
            self.hintReady.emit(answer)
        elif kind == "chances":
            self.chancesReady.emit(answer)
        else:
            self._on_review(answer)

    def _on_review(self, answer: tuple) -> None:
        what, *rest = answer
        if what == "progress":
            self.reviewProgress.emit(*rest)
        elif what == "move":
            self.reviewMove.emit(rest[0])
        else:
            self.reviewDone.emit()

    def _coach(self, view_or_variant, seconds: float):
        """The coach for this variant and number of players (made once: it loads the value model)."""
        from ingenious_desktop.ai.coach import Coach  # only when first asked: a faster launch

        variant = getattr(view_or_variant, "variant", view_or_variant)
        key = (variant.name, variant.players, seconds)
        with self._coaches_lock:
            if key not in self._coaches:
                self._coaches[key] = Coach(variant.name, variant.players, seconds=seconds)
            return self._coaches[key]


def lowest_colour_gain(scores, placement: Placement, points: tuple[int, int]) -> int:
    """Solo: the points ``placement`` (its halves scoring ``points``) adds now to the colours that
    are lowest in ``scores`` (the seat's score in each colour)."""
    lowest = min(scores)
    return sum(gained for colour, gained in zip(tile_colours(placement.tile), points) if scores[colour] == lowest)


_FINISHED = object()
