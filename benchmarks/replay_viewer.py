"""How fast the replay viewer's engine side is: opening a finished 4-player record and stepping one move.

Run by hand: `.venv/bin/python -m benchmarks.replay_viewer`. Prints medians in milliseconds for:
opening (reading the file, replaying its log once, keeping the copies and the scores per turn),
one move forward and one move back (to the next or previous placement, as the viewer's arrow keys
go) through the whole record, and going to any position at random. No Qt: the viewer's window part (the table following the cursor) is measured apart.
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

from ingenious_desktop.app.replay import ReplayCursor
from ingenious_desktop.engine import load_record

RECORD = Path(__file__).parents[1] / "tests" / "engine" / "examples" / "standard-4p-complete.ingenious"
OPENINGS = 40


def milliseconds(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def opening() -> list[float]:
    times = []
    for _ in range(OPENINGS):
        start = time.perf_counter()
        ReplayCursor.of_record(load_record(RECORD))
        times.append(milliseconds(start))
    return times


def moves(cursor: ReplayCursor, delta: int) -> list[float]:
    """One viewer step (to the next or previous placement) at a time, through the whole record."""
    cursor.seek(cursor.stops[0] if delta > 0 else cursor.length)
    times = []
    for _ in cursor.stops[1:]:
        start = time.perf_counter()
        cursor.step_move(delta)
        times.append(milliseconds(start))
    return times


def jumps(cursor: ReplayCursor) -> list[float]:
    rng = random.Random(1)
    times = []
    for _ in range(500):
        target = rng.randrange(cursor.length + 1)
        start = time.perf_counter()
        cursor.seek(target)
        times.append(milliseconds(start))
    return times


def main() -> None:
    cursor = ReplayCursor.of_record(load_record(RECORD))
    print(f"{RECORD.name}: {cursor.length} events, {len(cursor.turns) - 1} turns")
    for name, times in (("open the record", opening()), ("one move forward", moves(cursor, +1)),
                        ("one move back", moves(cursor, -1)), ("go to any position", jumps(cursor))):
        print(f"{name:>20}: median {statistics.median(times):7.3f} ms, slowest {max(times):7.3f} ms "
              f"({len(times)} times)")


if __name__ == "__main__":
    main()
