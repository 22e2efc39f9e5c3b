"""How long the score chart of a finished 4-player game takes to paint: the first time at a size, and
again with the pointer on another turn (each pointer move repaints it).

Run by hand: `.venv/bin/python -m benchmarks.score_chart` (offscreen unless DISPLAY is set).
Prints medians and the slowest in milliseconds at 800x600, 1366x768 and 1920x1080.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "xcb")

from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ingenious_desktop.app.describe import holder_name  # noqa: E402
from ingenious_desktop.app.replay import ReplayCursor  # noqa: E402
from ingenious_desktop.engine import load_record  # noqa: E402
from ingenious_desktop.ui.panels.score_chart import ScoreChart  # noqa: E402

RECORD = Path(__file__).parents[1] / "tests" / "engine" / "examples" / "standard-4p-complete.ingenious"
PAINTS = 30


def milliseconds_to(paint) -> float:
    start = time.perf_counter()
    paint()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    app = QApplication(sys.argv[:1])
    record = load_record(RECORD)
    cursor = ReplayCursor.of_record(record)
    chart = ScoreChart()
    names = [holder_name(record.variant, record.seats, h) for h in range(record.variant.holders)]
    chart.set_turns(cursor.turns, names, record.variant.cap)
    for width, height in ((800, 600), (1366, 768), (1920, 1080)):
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        first, hover = [], []
        for paint in range(PAINTS):
            chart.resize(width, height - paint % 2)  # a new size: the whole chart is drawn again
            first.append(milliseconds_to(lambda: chart.render(image)))
            chart.hovered = (paint % 4, paint)
            hover.append(milliseconds_to(lambda: chart.render(image)))
        print(f"{width}x{height}: first paint median {statistics.median(first):6.2f} ms (slowest {max(first):6.2f}), "
              f"pointer moved median {statistics.median(hover):5.2f} ms (slowest {max(hover):5.2f})")
    app.quit()


if __name__ == "__main__":
    main()
