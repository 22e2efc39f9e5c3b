"""Does the window stay smooth while hard computer players think? Run by hand (offscreen unless DISPLAY):

    .venv/bin/python benchmarks/window_while_thinking.py [RUNS] [PLACEMENTS]

Two hard computer players play in the real window while a 10 ms timer ticks in the GUI thread;
the gaps between ticks are how long the window could not react. Prints the median over runs of
the longest gap and of the 95th percentile gap (the first half second, when the window first
paints, is left out).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

WARM_UP_SECONDS = 0.5


def one_run(placements: int) -> tuple[float, float]:
    from PySide6.QtCore import QEventLoop, QSettings, QTimer

    from ingenious_desktop.app.settings import Settings
    from ingenious_desktop.app.setup import GameSetup
    from ingenious_desktop.engine import Seat
    from ingenious_desktop.ui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="ingenious-bench-"))
    window = MainWindow(Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)))
    window.show()
    started = last = time.perf_counter()
    gaps = []

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        if now - started > WARM_UP_SECONDS:
            gaps.append(now - last)
        last = now

    loop = QEventLoop()
    timer = QTimer(interval=10)
    timer.timeout.connect(tick)
    timer.start()
    window.controller.gameChanged.connect(
        lambda: len(window.controller.game.results) >= placements and loop.quit())
    window.new_game(GameSetup("standard", (Seat("A", "ai", "hard"), Seat("B", "ai", "hard"))))
    loop.exec()
    timer.stop()
    window.close()
    gaps.sort()
    return gaps[-1], gaps[int(len(gaps) * 0.95)]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    placements = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    if not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ingenious_desktop.ui.main import make_application

    app = make_application([])
    results = [one_run(placements) for _ in range(runs)]
    print(f"GIL switch interval {sys.getswitchinterval() * 1000:g} ms, {runs} runs of {placements} hard placements: "
          f"longest stall median {statistics.median(r[0] for r in results) * 1000:.0f} ms, "
          f"95th percentile gap median {statistics.median(r[1] for r in results) * 1000:.0f} ms")
    del app


if __name__ == "__main__":
    main()
