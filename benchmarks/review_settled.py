"""How many of a random mover's placements against the hard level the review flags, with and
without judging settled positions by points (docs/coach.md, "Verdicts").

Each game: seat 0 the hard level (``--samples`` a decision, no helper), seat 1 a random legal
placement (never swapping). The random seat's placements are reviewed twice from the same
values: by win chance alone, as before, and as the coach judges now; the hard seat's too, which
should stay rarely flagged. Prints each seat's share judged mistake or blunder each way, with a
95% Wilson interval, and writes
benchmarks/results/review_settled.json.

    .venv/bin/python -m benchmarks.review_settled [--games 4] [--samples 40] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

from ingenious_desktop.ai import coach as coach_module
from ingenious_desktop.ai.coach import Coach
from ingenious_desktop.ai.players.search import HardPlayer
from ingenious_desktop.engine import Game, Phase, Seat, dumps_record, parse_record

RESULTS = Path(__file__).parent / "results" / "review_settled.json"
FLAGGED = ("mistake", "blunder")


def hard_against_random(seed: int, samples: int) -> Game:
    game = Game.new("standard", 2, seed)
    game.deal()
    hard, rng = HardPlayer(seed=seed, seconds=60, samples=samples, use_helper=False), random.Random(seed)
    while not game.is_over:
        if game.phase is Phase.PLACE:
            mover = game.to_move
            game.place(hard.choose_placement(game.view(0)) if mover == 0 else rng.choice(game.legal_placements()))
        else:
            game.end_turn(swap=game.to_move == 0 and hard.choose_swap(game.view(0)))
    return game


def verdicts(record, seat: int, settled_below: float) -> list[str]:
    """The seat's placement verdicts, positions settled below ``settled_below`` judged by points."""
    coach_module.SETTLED = settled_below
    return [m.verdict for m in Coach("standard", 2, seconds=60).review(record, seats=[seat]) if not m.is_swap]


def wilson(hits: int, total: int) -> tuple[float, float]:
    z, p = 1.96, hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    settled_share = coach_module.SETTLED
    ways = [(f"{who} {way}", seat, below) for who, seat in (("random", 1), ("hard", 0))
            for way, below in (("chance", -1.0), ("settled", settled_share))]  # -1: never settled, chances alone
    counts = {name: [0, 0] for name, _seat, _below in ways}
    for seed in range(args.seed, args.seed + args.games):
        game = hard_against_random(seed, args.samples)
        record = parse_record(dumps_record(game, [Seat("Hard", "ai", "hard"), Seat("Random")]))
        for way, seat, below in ways:
            judged = verdicts(record, seat, below)
            counts[way][0] += sum(v in FLAGGED for v in judged)
            counts[way][1] += len(judged)
        print(f"game {seed}: " + ", ".join(f"{way} {hits}/{total}" for way, (hits, total) in counts.items()))
    report = {}
    for way, (hits, total) in counts.items():
        low, high = wilson(hits, total)
        report[way] = {"flagged": hits, "placements": total, "share": hits / total, "interval": [low, high]}
        print(f"{way}: {hits} of {total} mistakes or blunders, {hits / total:.1%} ({low:.1%}-{high:.1%})")
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(report | {"games": args.games, "samples": args.samples, "seed": args.seed}))


if __name__ == "__main__":
    main()
