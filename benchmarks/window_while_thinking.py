"""Does the window stay smooth while hard computer players think? Run by hand (offscreen unless DISPLAY):

    .venv/bin/python -m benchmarks.window_while_thinking [RUNS] [PLACEMENTS]

Two hard computer players play in the real window while a 10 ms timer ticks in the GUI thread;
the gaps between ticks are how long the window could not react. Prints the median over runs of
the longest gap and of the 95th percentile gap (the first half second, when the window first
paints, is left out).
"""

from __future__ import annotations

import sys

from benchmarks.window_stall import StallTimer, measured_runs, median_ms, shown_window

WARM_UP_SECONDS = 0.5


def one_run(placements: int) -> tuple[float, float]:
    from PySide6.QtCore import QEventLoop

    from ingenious_desktop.app.setup import GameSetup
    from ingenious_desktop.engine import Seat

    window = shown_window()
    stalls = StallTimer(warm_up=WARM_UP_SECONDS)
    loop = QEventLoop()
    stalls.start()
    window.controller.gameChanged.connect(
        lambda: len(window.controller.game.results) >= placements and loop.quit())
    window.new_game(GameSetup("standard", (Seat("A", "ai", "hard"), Seat("B", "ai", "hard"))))
    loop.exec()
    stalls.stop()
    window.close()
    gaps = sorted(stalls.gaps)
    return gaps[-1], gaps[int(len(gaps) * 0.95)]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    placements = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    results = measured_runs(lambda _run: one_run(placements), runs)
    print(f"GIL switch interval {sys.getswitchinterval() * 1000:g} ms, {runs} runs of {placements} hard placements: "
          f"longest stall median {median_ms(r[0] for r in results)} ms, "
          f"95th percentile gap median {median_ms(r[1] for r in results)} ms")


if __name__ == "__main__":
    main()
