"""How long the game table takes to follow a game: a whole 4-player record, event by event.

Run by hand: `.venv/bin/python -m benchmarks.table_update` (offscreen unless DISPLAY is set).
Prints medians in milliseconds for: `show_game` of the finished game (a full build),
`apply_change` after one placement (only the new tile, pegs, racks and turn are touched),
and repainting the whole 1400x760 view after such a change.  It also checks that the tile
items drawn before a placement are still the same objects after it (no rebuild).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "xcb")

from PySide6.QtWidgets import QApplication  # noqa: E402

from ingenious_desktop.app.change import apply_events  # noqa: E402
from ingenious_desktop.engine import Game, Place, load_record  # noqa: E402
from ingenious_desktop.ui.table.scene import TableScene  # noqa: E402
from ingenious_desktop.ui.table.view import TableView  # noqa: E402
from ingenious_desktop.ui.table.items import BoardTileItem  # noqa: E402

RECORD = Path(__file__).parents[1] / "tests" / "engine" / "examples" / "standard-4p-complete.ingenious"


def milliseconds(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def main() -> None:
    app = QApplication(sys.argv[:1])
    record = load_record(RECORD)
    scene = TableScene()
    scene.set_preferences(points_preview=True, animation_speed=0.0)
    view = TableView(scene)
    view.resize(1400, 760)
    view.show()
    app.processEvents()
    game = Game(record.variant)
    scene.show_game(game, record.seats)
    scene.set_face_up_racks({0})
    changes, repaints = [], []
    for event in record.events:
        tiles_before = {id(item) for item in scene.items() if isinstance(item, BoardTileItem)}
        change = apply_events(game, event)
        start = time.perf_counter()
        scene.apply_change(change)
        if isinstance(event, Place):
            changes.append(milliseconds(start))
            start = time.perf_counter()
            view.viewport().repaint()
            repaints.append(milliseconds(start))
            tiles_after = {id(item) for item in scene.items() if isinstance(item, BoardTileItem)}
            assert tiles_before < tiles_after and len(tiles_after) == len(tiles_before) + 1
    builds = []
    for _run in range(9):
        start = time.perf_counter()
        scene.show_game(game, record.seats)
        builds.append(milliseconds(start))
    print(f"placements: {len(changes)}")
    print(f"apply_change after a placement: median {statistics.median(changes):.2f} ms")
    print(f"repaint of the 1400x760 view after it: median {statistics.median(repaints):.2f} ms")
    print(f"show_game of the finished game (full build): median {statistics.median(builds):.2f} ms")
    app.quit()


if __name__ == "__main__":
    main()
