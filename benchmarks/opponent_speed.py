"""Decision time of each named opponent, in this process, over positions of a few games.

    .venv/bin/python -m benchmarks.opponent_speed [--seconds 0.2] [--positions 20] [--games 3]

Takes positions spread over medium-against-medium standard games (as the other AI benchmarks
do), asks each of the nine opponents for a placement in each (hard ones with the given time
budget, no helper process) and prints the median and 95th percentile (nearest rank) per opponent.
"""

from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.medium_game import spread_placements
from ingenious_desktop.ai.arena import percentile
from ingenious_desktop.ai.players.opponents import OPPONENTS


def positions(games: int, count: int) -> list:
    views = []
    for seed in range(games):
        views += spread_placements(77 + seed, count, lambda game: game.view(game.to_move))
    return views


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--positions", type=int, default=20, help="per game")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--only", default="", help="comma-separated opponent names (default: all nine)")
    args = parser.parse_args()
    views = positions(args.games, args.positions)
    wanted = {name for name in args.only.split(",") if name}
    for opponent in OPPONENTS:
        if wanted and opponent.name not in wanted:
            continue
        player = opponent.make(seed=1, seconds=args.seconds, helper=False)
        times = []
        for view in views:
            started = time.perf_counter()
            player.choose_placement(view)
            times.append(time.perf_counter() - started)
        print(f"{opponent.name:8} {opponent.level:6} {opponent.style:8} {len(times)} decisions: "
              f"median {statistics.median(times):.4f} s, p95 {percentile(times, 0.95):.4f} s, max {max(times):.4f} s")


if __name__ == "__main__":
    main()
