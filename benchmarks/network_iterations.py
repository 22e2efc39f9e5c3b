"""The value network over its training: each 2-player iteration's network alone against the frozen
hard level, and the training report's one picture.

    .venv/bin/python -m benchmarks.network_iterations [--log benchmarks/results/network/training.json]
        [--networks benchmarks/results/network/iterations] [--games 100] [--seconds 0.25]
        [--workers 2] [--json OUT.json] [--png OUT.png]

Reads the training log and the networks that ``train_network --log --keep`` wrote, plays each
iteration's 2-player network (one placement ahead) against the frozen hard level (levels_arena's
games: seats alternating, the same deals for every iteration), and draws the held-out loss and
the strength against the hand-made model (from the log) and against the frozen hard (measured)
over the self-play games (benchmarks/training_picture.py).
"""

from __future__ import annotations

import argparse
import json
import statistics
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from benchmarks import levels_arena, training_picture
from ingenious_desktop.ai.arena import wilson_interval
from ingenious_desktop.ai.model import network_file

RESULTS = Path("benchmarks/results/network")
KEY = "standard-2"


def read_from(path: Path) -> None:
    """Worker set-up: the value network's players read ``path``."""
    network_file.shipped_network_path = lambda: path


def against_frozen(path: Path, games: int, seconds: float, workers: int) -> dict:
    """The network in ``path`` alone against the frozen hard level: its share and 95% interval."""
    with ProcessPoolExecutor(workers, initializer=read_from, initargs=(path,)) as executor:
        outcomes = list(executor.map(levels_arena.one_game, ["network"] * games, ["frozen"] * games,
                                     ["standard"] * games, [2] * games, [seconds] * games, [1] * games, range(games)))
    share = statistics.fmean(o["share"] for o in outcomes)
    low, high = wilson_interval(share, games)
    return {"against": f"the frozen hard level at {seconds:g} s", "share": share, "low": low, "high": high,
            "games": games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", type=Path, default=RESULTS / "training.json")
    parser.add_argument("--networks", type=Path, default=RESULTS / "iterations")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", type=Path, default=RESULTS / "iterations.json")
    parser.add_argument("--png", type=Path, default=RESULTS / "training.png")
    args = parser.parse_args()
    rows = [row for row in json.loads(args.log.read_text())["iterations"] if row["variant"] == KEY]
    for row in rows:
        frozen = against_frozen(args.networks / f"{KEY}-{row['iteration']}.bin", args.games, args.seconds, args.workers)
        row["strength"] = [row["strength"], frozen]
        print(json.dumps({"iteration": row["iteration"], "kept": row["kept"], **frozen}), flush=True)
    report = {"title": "The 2-player value network: held-out loss, and the network alone against two yardsticks",
              "iterations": rows}
    args.json.write_text(json.dumps(report, indent=1) + "\n")
    training_picture.write_picture(report, args.png)


if __name__ == "__main__":
    main()
