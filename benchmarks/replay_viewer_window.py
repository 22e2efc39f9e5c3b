"""How fast the replay viewer's window is: opening a finished 4-player record, stepping one move.

Run by hand: `.venv/bin/python -m benchmarks.replay_viewer_window` (offscreen unless DISPLAY is set).
Prints medians in milliseconds for, in a 1366x768 main window:
opening the record in the viewer (reading the file, the cursor, the log lines, the score chart's
data, building the table) and its first paint; one move forward by the → key (the scene is told a
Change) and one move back by the ← key (the tiles since taken off), each with the paint that follows.
"paint" is what Qt repaints of the window when the events are processed (the table's and the log's
changed regions, as a player's screen gets them); "full" repaints the whole table view instead, and
"idle full" is a full repaint with nothing changed, to read the others against the machine's load.
Animations run at speed 1 as a player has them.
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
from ingenious_desktop.ui.window.main_window import MainWindow  # noqa: E402

RECORD = Path(__file__).parents[1] / "tests" / "engine" / "examples" / "standard-4p-complete.ingenious"
OPENINGS = 15


def milliseconds(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def press(window: MainWindow, key: Qt.Key) -> None:
    view = window.table.view
    QApplication.sendEvent(view, QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def timed(action, app: QApplication) -> tuple[float, float]:
    """(ms for ``action``, ms for the paint Qt does after it)."""
    start = time.perf_counter()
    action()
    done = milliseconds(start)
    start = time.perf_counter()
    app.processEvents()
    return done, milliseconds(start)


def full_repaint(window: MainWindow) -> float:
    start = time.perf_counter()
    window.table.view.viewport().repaint()
    return milliseconds(start)


def report(name: str, times: list[tuple[float, float]], full: list[float] | None = None) -> None:
    work, paint = [a for a, _ in times], [b for _, b in times]
    total = [a + b for a, b in times]
    text = (f"{name:>20}: median {statistics.median(work):6.2f} ms + paint {statistics.median(paint):6.2f} ms"
            f" = {statistics.median(total):6.2f} ms (slowest {max(total):6.2f} ms, {len(times)} times)")
    if full:
        text += f"; full repaint instead {statistics.median(full):6.2f} ms"
    print(text)


def steps(window: MainWindow, app: QApplication, key: Qt.Key) -> tuple[list, list]:
    """One move at a time through the record: (work and paint, full repaint after the same move)."""
    times, full = [], []
    for _ in range(len(window.replay.viewer.story.stops) - 1):
        times.append(timed(lambda: press(window, key), app))
        window.scene.animate.finish_all()
        app.processEvents()
        back = Qt.Key.Key_Left if key == Qt.Key.Key_Right else Qt.Key.Key_Right
        press(window, back)
        window.scene.animate.finish_all()
        app.processEvents()
        press(window, key)
        full.append(full_repaint(window))
        window.scene.animate.finish_all()
        app.processEvents()
    return times, full


def main() -> None:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)), None)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    openings = [timed(lambda: window.replay.open_file(RECORD), app) for _ in range(OPENINGS)]
    idle = [full_repaint(window) for _ in range(OPENINGS)]
    print(f"{RECORD.name}: {len(window.replay.viewer.story.stops) - 1} moves, window 1366x768; "
          f"idle full repaint median {statistics.median(idle):.2f} ms")
    report("open in the viewer", openings)
    report("one move forward", *steps(window, app, Qt.Key.Key_Right))
    press(window, Qt.Key.Key_End)
    app.processEvents()
    report("one move back", *steps(window, app, Qt.Key.Key_Left))
    window.close()
    app.quit()


if __name__ == "__main__":
    main()
