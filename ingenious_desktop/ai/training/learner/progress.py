"""The training command's progress bar, one line on standard error redrawn in place."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from .trainer import Gate


def duration(seconds: float) -> str:
    """``seconds`` as "1h 05m", "4m 10s" or "12s"."""
    s = int(seconds)
    if s >= 3600:
        return f"{s // 3600}h {s % 3600 // 60:02d}m"
    return f"{s // 60}m {s % 60:02d}s" if s >= 60 else f"{s}s"


class Progress:
    """Games done of the goal, games a second in this session, positions learned, time left, and
    the latest gate's shares: against the best so far and against the shipped network alone."""

    def __init__(self, goal: int, start_games: int, out: TextIO = sys.stderr):
        self.goal, self.start_games, self.out = goal, start_games, out
        self.started = time.monotonic()

    def line(self, games: int, positions: int, gate: Gate | None) -> str:
        elapsed = max(time.monotonic() - self.started, 1e-9)
        rate = (games - self.start_games) / elapsed
        left = duration((self.goal - games) / rate) if rate > 0 else "?"
        width = 24
        filled = int(width * games / self.goal) if self.goal else width
        gate_text = "-" if gate is None else f"{gate.share:.3f} vs best"
        if gate is not None and gate.gauntlet is not None:
            gate_text += f", {gate.gauntlet:.3f} vs the shipped network"
        return (f"[{'#' * filled}{'.' * (width - filled)}] {games:,}/{self.goal:,} games  {rate:.2f} games/s  "
                f"{positions:,} positions learned  {left} left  last gate {gate_text}")

    def show(self, games: int, positions: int, gate: Gate | None) -> None:
        self.out.write("\r" + self.line(games, positions, gate))
        self.out.flush()

    def done(self) -> None:
        self.out.write("\n")
        self.out.flush()
