"""Games played side by side: worker processes (that ignore Ctrl+C, which the trainer handles,
and end when the trainer is gone) or, with one worker, here. The answers come back in the order
asked, whatever the workers, each as soon as it is there (the trainer learns from a game while the
workers play the next)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Iterator

from .game import Played, Seat, play


@dataclass(frozen=True)
class Task:
    """One game to play: the seats in seat order, the variant and the seed."""

    seats: tuple[Seat, ...]
    variant: str
    players: int
    seed: int


def run(task: Task) -> Played:
    return play(list(task.seats), task.variant, task.players, task.seed)


def _start_worker() -> None:
    # Ctrl+C and a SIGTERM to the whole group (a shutdown, `timeout`, `kill -- -PGID`) are the trainer's to
    # answer: it finishes the round on these workers and saves. The workers end with it (below).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()


def _exit_with(parent) -> None:
    """End this worker when the trainer is gone, even killed with -9 (its sentinel closes then)."""
    parent.join()
    os._exit(0)


class GamePool:
    """Plays lists of :class:`Task` on ``workers`` processes; a context manager."""

    def __init__(self, workers: int):
        self.workers = workers
        self._executor = ProcessPoolExecutor(workers, initializer=_start_worker) if workers > 1 else None

    def play(self, tasks: list[Task]) -> Iterator[Played]:
        return self.map(run, tasks)

    def map(self, work, items: list) -> Iterator:
        """``work(item)`` for every item, in order, each answer as soon as it and those before it are
        there (``work`` a module-level function; what ``items`` hold is sent later, so it must not
        change while the answers are read)."""
        if self._executor is None:
            return map(work, items)
        return self._executor.map(work, items, chunksize=max(1, len(items) // (8 * self.workers)))

    def __enter__(self) -> GamePool:
        return self

    def __exit__(self, *exc) -> None:
        if self._executor is not None:
            self._executor.shutdown(cancel_futures=True)
