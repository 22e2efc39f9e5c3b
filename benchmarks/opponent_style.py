"""What a player sees of a named opponent's style, and its score share, over games against another player.

    .venv/bin/python -m benchmarks.opponent_style --a Pip --b medium [--games 100] [--seconds 0.2]
        [--workers 2] [--seed 41] [--json OUT]

Plays 2-player standard games as ``levels_arena.py`` does (same deals and seats for the same
seed, so its JSON goes to ``share_difference.py`` as well), and counts for side A the figures
each style should move:

- block rate: the share of its placements after which the best open line in the opponent's
  lowest colour(s) is shorter (``opponents_open_line`` drops);
- bonus placements it earned per game (in 2-player standard, the colours it brought to 18), and
  chains: bonus placements that earned another;
- level gap: its highest colour less its lowest, averaged over its placements.

Run it for a named opponent and for its plain level (``--a easy`` / ``--a medium``) with the
same seed: game i is then the same deal, and each figure of the two runs can be compared.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from benchmarks.levels_arena import add_run_arguments, make, summary
from ingenious_desktop.ai.players.opponents import opponents_open_line
from ingenious_desktop.engine import Game, Phase

VARIANT, PLAYERS = "standard", 2
FIGURES = ("block_rate", "bonuses", "chains", "level_gap")


def one_game(a: str, b: str, seconds: float, seed: int, index: int) -> dict:
    """One game's outcome for side A (as levels_arena records it) and A's style figures."""
    game_seed = seed * 100_003 + index
    a_seat = index % PLAYERS
    seats = [make(a if s == a_seat else b, game_seed, seconds) for s in range(PLAYERS)]
    game = Game.new(VARIANT, PLAYERS, game_seed)
    game.deal()
    a_holder = game.variant.holder_of(a_seat)
    a_seconds, blocks, bonuses, chains, gaps = [], 0, 0, 0, []
    while not game.is_over:
        seat = game.to_move
        if game.phase is not Phase.PLACE:
            game.end_turn(swap=seats[seat].choose_swap(game.view(seat)))
            continue
        if seat != a_seat:
            game.place(seats[seat].choose_placement(game.view(seat)))
            continue
        line_before = opponents_open_line(game.board, game.scores, a_holder)
        started = time.perf_counter()
        placement = seats[seat].choose_placement(game.view(seat))
        a_seconds.append(time.perf_counter() - started)
        result = game.place(placement)
        blocks += opponents_open_line(game.board, game.scores, a_holder) < line_before
        bonuses += result.bonuses
        chains += result.bonus and result.bonuses > 0
        own = game.scores[a_holder]
        gaps.append(max(own) - min(own))
    first = game.ranking()[0]
    own = game.scores[a_holder]
    return {"index": index, "share": 1 / len(first) if a_holder in first else 0.0,
            "lowest": [min(own), min(game.scores[1 - a_holder])], "a_seconds": a_seconds,
            "block_rate": blocks / len(gaps), "bonuses": bonuses,
            "chains": chains, "level_gap": statistics.fmean(gaps)}


def style_summary(games: list[dict]) -> dict:
    """Each figure's mean over the games and the half-width of its normal 95% interval."""
    result = {}
    for figure in FIGURES:
        values = [g[figure] for g in games]
        spread = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
        result[figure] = {"mean": statistics.fmean(values), "half_width95": spread}
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="medium")
    add_run_arguments(parser, games=100, seconds=0.2, seed=41)
    args = parser.parse_args()
    args.variant, args.players = VARIANT, PLAYERS
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = [executor.submit(one_game, args.a, args.b, args.seconds, args.seed, i) for i in range(args.games)]
        games = [future.result() for future in futures]
    result = {**summary(args, games, time.perf_counter() - started), "style": style_summary(games)}
    if args.json:
        args.json.write_text(json.dumps({**result, "outcomes": games}, indent=1) + "\n")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
