"""A long differential run of the compiled core against the Python engine: games of every variant
chosen by the Python engine and followed event by event by the core, as tests/ai/test_native_rules.py
does on a few thousand placements, here on as many as asked (a million takes hours on 2 cores).
The speeds are measured by ``python -m ingenious_desktop bench``.

    .venv/bin/python -m benchmarks.native_core [--placements 1000000] [--first-seed 10000]
"""

from __future__ import annotations

import argparse
import sys
import time

from tests.ai.native_games import VARIANTS, play_both


def differential(placements: int, first_seed: int) -> tuple[int, int, int]:
    """(placements compared, games, games with a disagreement), every variant in turn."""
    done = disagreements = games = 0
    while done < placements:
        variant, players = VARIANTS[games % len(VARIANTS)]
        try:
            done += len(play_both(variant, players, first_seed + games).results)
        except AssertionError as error:
            disagreements += 1
            print(error, file=sys.stderr)
        games += 1
    return done, games, disagreements


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--placements", type=int, default=1_000_000)
    parser.add_argument("--first-seed", type=int, default=10_000)
    args = parser.parse_args()
    started = time.perf_counter()
    done, games, disagreements = differential(args.placements, args.first_seed)
    print(f"differential run: {done} placements in {games} games, {disagreements} games with a disagreement "
          f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
