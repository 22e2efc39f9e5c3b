"""The compiled core beside today's pure Python, in the same run: play-outs per second of the hard
search on the 2-player example mid-game, one-ply self-play games per second (the model choosing
every placement, after_picks 0), and (``--placements N``) a differential run of N placements.

    .venv/bin/python benchmarks/native_core.py [--seconds 1] [--repeats 5] [--placements 0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ai"))

from native_config import core_config, core_model  # noqa: E402
from native_games import play_both  # noqa: E402

from ingenious_desktop.ai import native  # noqa: E402
from ingenious_desktop.ai.learned import OnePlyPlayer  # noqa: E402
from ingenious_desktop.ai.search import ModelEvaluation, search_placements  # noqa: E402
from ingenious_desktop.ai.value import load_value_model  # noqa: E402
from ingenious_desktop.engine import Game, Phase, load_record, make_variant  # noqa: E402

EXAMPLE = Path("/work/shared/examples/standard-2p-midgame.ingenious")
VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4), ("solo", 1)]


def playouts_per_second(seconds: float, repeats: int) -> tuple[list[float], list[float]]:
    game = load_record(EXAMPLE).replay()
    view = game.view(game.to_move)
    evaluation = ModelEvaluation("standard", 2)
    shortlist = evaluation.shortlist(view)
    python, core = [], []
    position, model, config = native.Position.from_view(view), core_model("standard", 2), core_config()
    for repeat in range(repeats):
        tally = search_placements(view, evaluation, shortlist, f"bench{repeat}", seconds, None, lambda: False)
        python.append(sum(tally.counts) / seconds)
        start = time.perf_counter()
        _totals, counts, _alive = native.search_placements(position, shortlist, model, config, repeat, seconds)
        core.append(sum(counts) / (time.perf_counter() - start))
    return python, core


def self_play_per_second(games: int, repeats: int) -> tuple[list[float], list[float]]:
    variant, model = make_variant("standard", 2), load_value_model("standard", 2)
    core = core_model("standard", 2)
    python, native_rates = [], []
    for repeat in range(repeats):
        start = time.perf_counter()
        game = Game(variant, repeat)
        players = OnePlyPlayer(model, after_picks=0)
        game.deal()
        while not game.is_over:
            if game.phase is Phase.PLACE:
                game.place(players.choose_placement(game.view(game.to_move)))
            else:
                game.end_turn(swap=game.can_swap())
        python.append(1 / (time.perf_counter() - start))
        start = time.perf_counter()
        for seed in range(games):
            native.self_play(variant, core, repeat * games + seed, after_picks=0)
        native_rates.append(games / (time.perf_counter() - start))
    return python, native_rates


def differential(placements: int) -> tuple[int, int]:
    """(placements compared, disagreements) over games of every variant, chosen by the Python engine."""
    done = disagreements = seed = 0
    while done < placements:
        variant, players = VARIANTS[seed % len(VARIANTS)]
        try:
            done += len(play_both(variant, players, 10_000 + seed).results)
        except AssertionError as error:
            disagreements += 1
            print(error, file=sys.stderr)
        seed += 1
    return done, disagreements


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=50, help="core self-play games per repeat")
    parser.add_argument("--placements", type=int, default=0, help="placements of a differential run")
    args = parser.parse_args()
    random.seed(0)
    python, core = playouts_per_second(args.seconds, args.repeats)
    print(f"hard search play-outs/s: python median {statistics.median(python):.0f}, core median "
          f"{statistics.median(core):.0f} ({statistics.median(core) / statistics.median(python):.1f}x)")
    python, core = self_play_per_second(args.games, args.repeats)
    print(f"one-ply self-play games/s (1 process): python median {statistics.median(python):.2f}, core median "
          f"{statistics.median(core):.1f} ({statistics.median(core) / statistics.median(python):.0f}x)")
    if args.placements:
        done, disagreements = differential(args.placements)
        print(f"differential run: {done} placements, {disagreements} games with a disagreement")


if __name__ == "__main__":
    main()
