"""How often the table's game for a network seat cannot be rebuilt (app/stand_ins.py raises NotReplayed).

Random games of every variant, swapping whenever allowed with probability ``--swap``; after every step
of each game the events are shown to one seat (or a spectator, drawn at random) as the server sends
them (online/snapshot.py) and filled in again. ``--hidden-swaps`` drops the swap's ``shown`` rack, as an
older server sends it, to compare with the guess used before the rack was shown.

    .venv/bin/python -m benchmarks.stand_ins [--games 200] [--swap 0.9] [--swappy] [--hidden-swaps]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ingenious_desktop.app.network import stand_ins
from ingenious_desktop.app.network.stand_ins import NotReplayed, stand_in_game
from ingenious_desktop.engine import Game, Phase, make_variant, tile_colours
from ingenious_desktop.online.snapshot import state_of, visible_events

VARIANTS = [("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--swap", type=float, default=0.9)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hidden-swaps", action="store_true")
    parser.add_argument("--swappy", action="store_true",
                        help="place a tile of the lowest colour when one may be placed, so that swaps come often")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    positions = failures = swaps = 0
    times = []
    guessed = [0]  # positions where the shown racks did not do and the old guess was tried
    old_replay = stand_ins._replay

    def counted(*args, **kwargs):
        if not hidden:
            guessed[0] += 1
        return old_replay(*args, **kwargs)

    hidden = args.hidden_swaps
    stand_ins._replay = counted
    for number in range(args.games):
        variant, players = VARIANTS[number % len(VARIANTS)]
        game = Game(make_variant(variant, players), seed=rng.randrange(1 << 30))
        game.deal()
        while not game.is_over:
            if game.phase is Phase.PLACE:
                game.place(pick(game, rng, args.swappy))
            else:
                swap = game.can_swap() and rng.random() < args.swap
                swaps += swap
                game.end_turn(swap)
            seat = rng.choice([*range(players), None])
            events = visible_events(game.log, seat)
            if args.hidden_swaps:
                events = [{k: v for k, v in event.items() if k != "shown"} for event in events]
            began = time.perf_counter()
            before = guessed[0]
            try:
                stand_in_game(game.variant, state_of(game, seat), seat, events)
            except NotReplayed:
                failures += 1
            guessed[0] = before + (guessed[0] > before)
            times.append(time.perf_counter() - began)
            positions += 1
    print(f"{args.games} games, {swaps} swaps (taken {args.swap:.0%} of the time they were allowed), "
          f"{'shown racks dropped' if args.hidden_swaps else 'shown racks used'}: "
          f"{failures} of {positions} positions not rebuilt; median {statistics.median(times) * 1000:.1f} ms, "
          f"max {max(times) * 1000:.1f} ms a rebuild"
          + ("" if hidden else f"; {guessed[0]} needed the old guess"))


def pick(game: Game, rng: random.Random, swappy: bool):
    """A random legal placement; ``swappy``: one of a tile showing a lowest colour where there is one (the
    rack is left without those colours, and a swap allowed, more often)."""
    moves = game.legal_placements()
    if swappy:
        lowest = game.lowest_colours(game.holder_to_move)
        moves = [move for move in moves if lowest & set(tile_colours(move.tile))] or moves
    return rng.choice(moves)


if __name__ == "__main__":
    main()
