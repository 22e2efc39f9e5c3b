"""How fast the replay viewer's window is: opening a finished 4-player record, stepping one move.

Run by hand: `.venv/bin/python benchmarks/replay_viewer_window.py` (offscreen unless DISPLAY is set).
Prints medians in milliseconds for, in a 1366x768 main window:
opening the record in the viewer (reading the file, the cursor, the log lines, the score chart's
data, building the table) and its first repaint; one move forward by the → key (the scene is told a
Change) and its repaint; one move back by the ← key (the table rebuilt from the cursor) and its repaint.
Animations run at speed 1 as a player has them; each repaint is `viewport().repaint()`, done at once.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "xcb")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ingenious_desktop.app.settings import Settings  # noqa: E402
from ingenious_desktop.ui.main_window import MainWindow  # noqa: E402

RECORD = Path(__file__).parents[1] / "tests" / "engine" / "examples" / "standard-4p-complete.ingenious"
OPENINGS = 15


def milliseconds(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def press(window: MainWindow, key: Qt.Key) -> None:
    view = window.table.view
    QApplication.sendEvent(view, QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def timed(action, window: MainWindow) -> tuple[float, float]:
    """(ms for ``action``, ms for the repaint of the table after it)."""
    start = time.perf_counter()
    action()
    done = milliseconds(start)
    start = time.perf_counter()
    window.table.view.viewport().repaint()
    return done, milliseconds(start)


def main() -> None:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)), None)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    openings = [timed(lambda: window.open_replay(RECORD), window) for _ in range(OPENINGS)]
    app.processEvents()
    stops = len(window.viewer.story.stops)
    forward = [timed(lambda: press(window, Qt.Key.Key_Right), window) for _ in range(stops - 1)]
    back = [timed(lambda: press(window, Qt.Key.Key_Left), window) for _ in range(stops - 1)]
    print(f"{RECORD.name}: {stops - 1} moves, window 1366x768")
    for name, times in (("open in the viewer", openings), ("one move forward", forward), ("one move back", back)):
        work = [a for a, _ in times]
        total = [a + b for a, b in times]
        print(f"{name:>20}: median {statistics.median(work):6.2f} ms + repaint "
              f"{statistics.median([b for _, b in times]):6.2f} ms = {statistics.median(total):6.2f} ms "
              f"(slowest {max(total):6.2f} ms, {len(times)} times)")
    window.close()
    app.quit()


if __name__ == "__main__":
    main()
