"""`bench`: the rules engine's speed, as medians over repeated rounds.

(a) random self-play: whole 2-player standard games where each turn generates the legal
    placements (the open cell pairs for the player, times the rack's tiles and both
    orientations), plays one at random, scores it, and refills or swaps at random;
(b) scored legal placements: every legal placement with its points, on the mid-game records
    shipped with the design documents (or any records given with --records);
(c) the computer players (:mod:`.bench_ai`): the hard search's play-outs per second on the
    2-player standard mid-game record (else the first), one-ply self-play games per second, in
    the compiled core and in Python, and the placements the value network judges per second.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

from ingenious_desktop.engine import Game, Phase, Placement, load_record

from .arguments import OneLineParser, refusing, whole_number
from .bench_ai import CORE_THREADS, judging_rounds, search_rounds, self_play_rounds
from .output import say

DEFAULT_RECORDS = Path(__file__).resolve().parents[2] / "tests" / "engine" / "examples"
ROUNDS = 7


def main(argv: list[str]) -> int:
    return refusing(bench, argv)


def rounds(text: str) -> int:
    return whole_number(text, "a number of rounds", least=1)


def bench(argv: list[str]) -> int:
    parser = OneLineParser(prog="ingenious-desktop bench", description=__doc__,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--records", type=Path, default=DEFAULT_RECORDS,
                        help="folder with *-midgame.ingenious records for (b)")
    parser.add_argument("--rounds", type=rounds, default=ROUNDS, help="rounds to take the median of")
    args = parser.parse_args(argv[1:])
    games = [load_record(path).replay() for path in sorted(args.records.glob("*-midgame.ingenious"))]
    figures = {"self_play_placements_per_s": median_rate(self_play_round, args.rounds)}
    if games:
        figures["scored_placements_per_s"] = median_rate(lambda: scored_placements_round(games), args.rounds)
        figures["records"] = len(games)
        two_player = [g for g in games if (g.variant.name, g.variant.players) == ("standard", 2)]
        core_search, python_search = search_rounds((two_player or games)[0])
        figures["hard_playouts_per_s"] = median_rate(core_search, args.rounds)
        figures["hard_playouts_per_s_python"] = median_rate(python_search, args.rounds)
        network_judging, hand_made_judging = judging_rounds((two_player or games)[0])
        figures["network_placements_per_s"] = median_rate(network_judging, args.rounds)
        figures["hand_made_placements_per_s"] = median_rate(hand_made_judging, args.rounds)
    core_games, network_games, python_games = self_play_rounds()
    figures["self_play_games_per_s"] = median_rate(core_games, args.rounds)
    figures["self_play_games_per_s_network"] = median_rate(network_games, args.rounds)
    figures["self_play_games_per_s_python"] = median_rate(python_games, args.rounds)
    say(json.dumps(figures) if args.json else describe_figures(figures, args.rounds))
    return 0


def describe_figures(figures: dict, rounds: int) -> str:
    lines = [f"random self-play (2-player standard):   {figures['self_play_placements_per_s']:>12,.0f} placements/s"]
    if "records" in figures:
        lines.append(f"scored legal placements ({figures['records']} records): "
                     f"{figures['scored_placements_per_s']:>12,.0f} placements/s")
        lines.append(f"hard search, compiled core:             {figures['hard_playouts_per_s']:>12,.0f} play-outs/s "
                     f"(Python {figures['hard_playouts_per_s_python']:,.0f})")
        lines.append(f"value network, every legal placement:   {figures['network_placements_per_s']:>12,.0f} placements/s "
                     f"(hand-made model {figures['hand_made_placements_per_s']:,.0f})")
    lines.append(f"one-ply self-play, compiled core:       {figures['self_play_games_per_s']:>12,.1f} games/s "
                 f"on {CORE_THREADS} threads (Python {figures['self_play_games_per_s_python']:,.2f}, one thread)")
    lines.append(f"  the same with the value network:      {figures['self_play_games_per_s_network']:>12,.1f} games/s")
    lines.append(f"(medians of {rounds} rounds)")
    return "\n".join(lines)


def median_rate(round_, rounds: int) -> float:
    rates = []
    for _ in range(rounds):
        start = time.perf_counter()
        count = round_()
        rates.append(count / (time.perf_counter() - start))
    return statistics.median(rates)


def self_play_round(games: int = 100, seed: int = 1) -> int:
    rng = random.Random(seed)
    placements = 0
    for _ in range(games):
        placements += play_random_game(Game.new("standard", 2, seed=rng.randrange(1 << 30)), rng)
    return placements


def play_random_game(game: Game, rng: random.Random) -> int:
    """Play ``game`` to the end with uniformly random legal moves; returns the placements made."""
    game.deal()
    geo = game.board.geo
    placements = 0
    while game.phase is not Phase.OVER:
        if game.phase is Phase.PLACE:
            a, b, _d = geo.edges[rng.choice(game.open_edges())]
            tile = rng.choice(game.racks[game.to_move])
            if rng.random() < 0.5:
                tile = tile[::-1]
            game.place(Placement(tile, (geo.cells[a], geo.cells[b])))
            placements += 1
        else:
            game.end_turn(swap=game.can_swap() and rng.random() < 0.5)
    return placements


def scored_placements_round(games: list[Game]) -> int:
    count = 0
    for game in games:
        game.board.clear_points_cache()
        count += len(game.scored_placements())
    return count
