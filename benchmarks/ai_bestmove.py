"""Wall time of `bestmove --level hard`, process start included, over positions of one game.

    .venv/bin/python -m benchmarks.ai_bestmove [--seconds 1.0] [--positions 40]

Saves positions along a medium-against-medium standard game as records, runs the command once
per position and prints the median and 95th percentile (nearest rank) of the wall times.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.medium_game import spread_placements
from ingenious_desktop.ai.arena import percentile
from ingenious_desktop.engine import Seat, dumps_record


def saved_positions(count: int, folder: Path) -> list[Path]:
    seats = [Seat("A", "ai", "medium"), Seat("B", "ai", "medium")]
    paths = []
    for i, record in enumerate(spread_placements(77, count, lambda game: dumps_record(game, seats))):
        path = folder / f"position-{i:02d}.ingenious"
        path.write_text(record)
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        times = []
        for path in saved_positions(args.positions, Path(folder)):
            started = time.perf_counter()
            subprocess.run([sys.executable, "-m", "ingenious_desktop", "bestmove", str(path), "--level", "hard",
                            "--seconds", str(args.seconds)], check=True, stdout=subprocess.DEVNULL)
            times.append(time.perf_counter() - started)
    print(f"bestmove --level hard --seconds {args.seconds:g}: {len(times)} runs, "
          f"median {statistics.median(times):.3f} s, p95 {percentile(times, 0.95):.3f} s, max {max(times):.3f} s")


if __name__ == "__main__":
    main()
