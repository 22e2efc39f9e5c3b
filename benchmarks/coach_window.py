"""How soon does a hint appear after H, and how long does the window stall meanwhile? Run by hand:

    .venv/bin/python -m benchmarks.coach_window [RUNS]

Each run starts a 2-player game (a human against the computer, a new deal), presses H through
the Hint action and waits for the hint on the table while a 10 ms timer ticks in the GUI thread,
as benchmarks/window_while_thinking.py does for the computer players. Prints the medians over
runs of the time to the hint and of the longest gap between ticks (the window could not react).
The first run also loads the value model; it is counted like the others.
"""

from __future__ import annotations

import sys
import time

from benchmarks.window_stall import StallTimer, measured_runs, median_ms, shown_window


def one_run(seed: int) -> tuple[float, float]:
    from PySide6.QtCore import QEventLoop, QTimer

    from ingenious_desktop.engine import Game, Seat, make_variant

    window = shown_window()
    game = Game(make_variant("standard", 2), seed)
    game.deal()
    window.start_game(game, [Seat("You"), Seat("Bot", "ai", "hard")])
    loop = QEventLoop()
    QTimer.singleShot(500, loop.quit)  # the first paint
    loop.exec()
    stalls = StallTimer()
    window.coach.worker.hintReady.connect(lambda _hint: QTimer.singleShot(0, loop.quit))
    stalls.start()
    pressed = time.perf_counter()
    window.coach.hint_action.trigger()
    loop.exec()
    shown = time.perf_counter() - pressed
    stalls.stop()
    window.close()
    return shown, max(stalls.gaps)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    results = measured_runs(one_run, runs)  # run i deals with seed i
    print(f"{runs} hints in new 2-player games: time to the hint median {median_ms(r[0] for r in results)} ms "
          f"(max {max(r[0] for r in results) * 1000:.0f}), longest stall median {median_ms(r[1] for r in results)} ms")


if __name__ == "__main__":
    main()
