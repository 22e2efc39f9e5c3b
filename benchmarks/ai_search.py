"""How much the hard level searches per decision, with and without its helper process.

    .venv/bin/python -m benchmarks.ai_search [--seconds 1.0] [--positions 12]

Prints, for positions along a medium-against-medium standard game, the median number of
play-outs per placement decision and the median wall time of a decision.
"""

from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.medium_game import spread_placements
from ingenious_desktop.ai import HardPlayer


def positions(count: int) -> list:
    """Views of the player to move at ``count`` placements spread over one game."""
    return spread_placements(2024, count, lambda game: game.view(game.to_move))


def measure(views, seconds: float, use_helper: bool) -> tuple[float, float]:
    player = HardPlayer(seconds=seconds, use_helper=use_helper)
    player.choose_placement(views[0])  # starts the helper process, if any
    playouts, times = [], []
    for view in views:
        started = time.perf_counter()
        player.choose_placement(view)
        times.append(time.perf_counter() - started)
        playouts.append(player.last_playouts)
    return statistics.median(playouts), statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--positions", type=int, default=12)
    args = parser.parse_args()
    views = positions(args.positions)
    for use_helper in (False, True):
        playouts, seconds = measure(views, args.seconds, use_helper)
        print(f"helper process {'on ' if use_helper else 'off'}: median {playouts:.0f} play-outs per decision, "
              f"median {seconds:.3f} s per decision ({len(views)} positions, {args.seconds:g} s budget)")


if __name__ == "__main__":
    main()
