"""How long the real window cannot react, for the window benchmarks (coach_window.py, window_while_thinking.py).

A 10 ms timer ticks in the GUI thread; the gaps between its ticks are how long the window could
not react. The window is the program's own, with settings of its own in a fresh folder, shown
offscreen unless there is a DISPLAY.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Callable

TICK_MS = 10


def measured_runs(one_run: Callable[[int], tuple], runs: int) -> list[tuple]:
    """What ``one_run(index)`` measures, for each of ``runs`` runs, in the program's QApplication
    (offscreen when there is no display to show it on)."""
    if not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ingenious_desktop.ui.window.main import make_application

    app = make_application([])
    results = [one_run(index) for index in range(runs)]
    del app  # before the interpreter exits
    return results


def median_ms(seconds) -> str:
    """The median of ``seconds``, in whole milliseconds."""
    return f"{statistics.median(seconds) * 1000:.0f}"


def shown_window():
    """A main window with settings of its own (nothing the player set is read or changed), shown."""
    from PySide6.QtCore import QSettings

    from ingenious_desktop.app.settings import Settings
    from ingenious_desktop.ui.window.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="ingenious-bench-"))
    window = MainWindow(Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)))
    window.show()
    return window


class StallTimer:
    """Ticks every 10 ms from :meth:`start` to :meth:`stop`; :attr:`gaps` are the seconds between
    ticks, those of the first ``warm_up`` seconds after the start left out."""

    def __init__(self, warm_up: float = 0.0):
        from PySide6.QtCore import QTimer

        self.warm_up = warm_up
        self.gaps: list[float] = []
        self._started = self._last = 0.0
        self._timer = QTimer(interval=TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._started = self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        if now - self._started > self.warm_up:
            self.gaps.append(now - self._last)
        self._last = now
