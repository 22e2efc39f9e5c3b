"""The gauntlet: candidates rated against a fixed pool of strangers, 2-player standard, as Elo.

    nice .venv/bin/python -m benchmarks.gauntlet [--candidates hard] [--strangers learned:FILE]
        [--games 30] [--seconds 0.1] [--workers 2] [--seed 1] [--anchor handmade-1ply]
        [--json benchmarks/results/gauntlet.json] [--add benchmarks/results/gauntlet.json ...]

Every player (the candidates, any name ``levels_arena.make`` knows or ``learned:FILE``, a network
the learner's training command wrote; the POOL and ``--strangers``, players added to it for this
run) meets every other in ``--games`` games, seats alternating, on deals drawn from reporting seeds
(``ai/training/seeds.py``: never a deal the training tuned on). The ratings are one
Bradley-Terry (Elo) fit over all the games, a draw or shared first place counting half
(``ladder.fit_elo``: Newton's method on the likelihood), the anchor held at 0, with 95% intervals
from the inverse Fisher information. Prints each pair's share and the table; with --json writes
them after every pair. ``--add`` joins earlier runs' games (their JSON) to the fit, and their
pairs are not played again.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

from benchmarks import levels_arena
from benchmarks.ladder import earlier_games, ladder_report
from ingenious_desktop.ai import make_player
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, HardPlayer
from ingenious_desktop.ai.training.learner.player import LearnedPlayer
from ingenious_desktop.ai.training.seeds import reporting_seed

LEARNED = "learned:"
#: The strangers every candidate meets, each (name, make(seed, seconds)); a new one is one line.
POOL = [
    # the hand-made value model alone, one placement ahead
    ("handmade-1ply", lambda seed, seconds: OnePlyPlayer(seed=seed)),
    # the hard search on the compiled core, judging with the hand-made model: the nearest the core
    # plays to the frozen hard (whose leaf, the score list's valuation, the core does not have), on
    # the candidates' clock and core, so with about their play-outs, not the Python search's 43-65 times fewer
    ("handmade-search", lambda seed, seconds: HardPlayer(seed, seconds, use_helper=False,
                                                         config=replace(DEFAULT_SETTINGS, network_in=()))),
    # the shipped value network alone, one placement ahead
    ("network-1ply", lambda seed, seconds: OnePlyPlayer(seed=seed, network=True)),
    ("medium", lambda seed, seconds: make_player("medium", seed, seconds, helper=False)),
]


def make(name: str, seed: int, seconds: float):
    """The pool's player ``name``, the learned network of ``learned:FILE``, or any player levels_arena makes."""
    factories = dict(POOL)
    if name in factories:
        return factories[name](seed, seconds)
    if name.startswith(LEARNED):
        return LearnedPlayer.from_file(name[len(LEARNED):])
    return levels_arena.make(name, seed, seconds)


def pair_games(executor, a: str, b: str, args) -> list:
    """The futures of A's share in each of ``args.games`` games between ``a`` and ``b``."""
    seed = reporting_seed("gauntlet", args.seed)
    return [executor.submit(levels_arena.one_game, a, b, "standard", 2, args.seconds, seed, i, make)
            for i in range(args.games)]


def table(report: dict) -> str:
    """The ratings as lines: player, Elo and its 95% interval, best first."""
    rows = sorted(report["ratings"], key=lambda r: r["elo"], reverse=True)
    width = max(len(r["player"]) for r in rows)
    return "\n".join(f"{r['player']:<{width}} {r['elo']:>+7.0f}  "
                     f"({r['interval95'][0]:+.0f} to {r['interval95'][1]:+.0f})" for r in rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Rate candidates against a fixed pool of strangers.")
    parser.add_argument("--candidates", default="hard")
    parser.add_argument("--strangers", default="", help="players added to the pool for this run, comma-separated")
    parser.add_argument("--anchor", default=POOL[0][0])
    parser.add_argument("--add", type=Path, nargs="*", default=[])
    levels_arena.add_run_arguments(parser, games=30, seconds=0.1, seed=1)
    args = parser.parse_args(argv)
    pool = [p for p, _make in POOL] + [n for n in args.strangers.split(",") if n]
    names = list(dict.fromkeys([args.anchor] + args.candidates.split(",") + pool))
    added = [earlier_games(path) for path in args.add]
    known = {pair for games in added for pair in games} | {(b, a) for games in added for a, b in games}
    played: dict[tuple[str, str], list[float]] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = {pair: pair_games(executor, *pair, args) for pair in itertools.combinations(names, 2)
                   if pair not in known}
        for (a, b), games in futures.items():
            played[a, b] = [future.result()["share"] for future in games]
            print(f"{a} vs {b}: {statistics.fmean(played[a, b]):.3f} of {len(games)}", file=sys.stderr, flush=True)
            if args.json:
                args.json.write_text(json.dumps(ladder_report(args, names, played, added), indent=1) + "\n")
    report = ladder_report(args, names, played, added)
    print(table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
