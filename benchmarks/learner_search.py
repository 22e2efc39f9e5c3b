"""The learner against the hard search at equal time per move (issues 36 and 42).

    .venv/bin/python -m benchmarks.learner_search --a hard --b hard-search [--seconds 0.25]
        [--games 200] [--workers 2] [--seed 1] [--helper] [--tuning] [--two-ply JSON]
        [--variant standard] [--players 2] --json OUT.json

Players: ``hard`` (the hard level as the window makes it: in 2-player standard the learner two
plies deep, ``players/two_ply.py``, with the shipped ``resources/models/learner-2p.bin``),
``hard-search`` (the hard level before it: the sampled search judged by the value network;
it takes up to ``--seconds`` for the placement and half as long again for the swap),
``learned:FILE`` (a learner's weights file one placement ahead, the swap valued with it),
``learned2:FILE`` (that file two plies deep, as the hard level plays it), and any name
``levels_arena.make`` knows. ``--helper``: the hard players and ``learned2`` search in their
helper process too, as the window plays them (without it each game runs on one core).
``--two-ply '{"rows": 8, "prior": 1}'`` changes the two-ply players' settings (TwoPlySettings).
``--variant``/``--players`` (2-player standard unless given): side A takes one seat in turn (team
play: a pair) and B every other, as in ``levels_arena``; A's share is its share of first places
(solo: of the better results on the same deal), beside the fair share. With more than 2 players
the two-ply players play their best row one ply ahead. Seats alternate; deals come from reporting
seeds (``ai/training/seeds.py``), or with ``--tuning`` from tuning seeds (for choosing settings;
never reported as a measurement).
Prints A's share with its Wilson 95% interval, the move times and the load average; with --json
writes them and every game's outcome after each game.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from functools import lru_cache, partial

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process: the workers are the parallelism

from benchmarks import levels_arena  # noqa: E402
from ingenious_desktop.ai.arena import fair_share, percentile, wilson_interval  # noqa: E402
from ingenious_desktop.ai import HardLevel  # noqa: E402
from ingenious_desktop.ai.players.search import HardPlayer  # noqa: E402
from ingenious_desktop.ai.players.two_ply import DEFAULT_TWO_PLY, TwoPlyPlayer  # noqa: E402
from ingenious_desktop.ai.training.export_learner import network_of  # noqa: E402
from ingenious_desktop.ai.training.learner import weights  # noqa: E402
from ingenious_desktop.ai.training.learner.player import LearnedPlayer  # noqa: E402
from ingenious_desktop.ai.training.seeds import reporting_seed, tuning_seed  # noqa: E402


@lru_cache(maxsize=None)
def learned(path: str) -> LearnedPlayer:
    return LearnedPlayer.from_file(path)


@lru_cache(maxsize=None)
def learned_network(path: str):
    """A learner's weights file as the hard level's two-ply player takes it."""
    return network_of(*weights.load(path), path)


def make(name: str, seed: int, seconds: float, helper: bool = False, two_ply: str | None = None):
    """``hard``, ``hard-search``, ``learned:FILE``, ``learned2:FILE`` or any player ``levels_arena.make``
    knows; ``helper``: with the helper process; ``two_ply``: the two-ply settings changed (JSON)."""
    kind, _, path = name.partition(":")
    settings = replace(DEFAULT_TWO_PLY, **json.loads(two_ply)) if two_ply else DEFAULT_TWO_PLY
    if kind == "learned":
        return learned(path)
    if kind == "learned2":
        return TwoPlyPlayer(seed, seconds, use_helper=helper, settings=settings, network=learned_network(path))
    if name == "hard":
        return HardLevel(seed, seconds, use_helper=helper, two_ply=settings)
    if name == "hard-search":
        return HardPlayer(seed, seconds, use_helper=helper)
    return levels_arena.make(name, seed, seconds)


def report(args, games: list[dict], wall: float) -> dict:
    """A's share and interval, both sides' lowest colours, A's move times, the load average."""
    share = statistics.fmean(g["share"] for g in games)
    low, high = wilson_interval(share, len(games))
    moves = [t for g in games for t in g["a_seconds"]]
    return {"a": args.a, "b": args.b, "variant": args.variant, "players": args.players,
            "fair_share": fair_share(args.variant, args.players), "seconds_per_move": args.seconds,
            "seed": args.seed, "games": len(games),
            "seeds": "tuning" if args.tuning else "reporting", "helper": args.helper, "two_ply": args.two_ply,
            "a_share": share, "interval95": [low, high],
            "a_mean_lowest": statistics.fmean(g["lowest"][0] for g in games),
            "b_mean_lowest": statistics.fmean(g["lowest"][1] for g in games),
            "a_move_seconds_median": statistics.median(moves), "a_move_seconds_p95": percentile(moves, 0.95),
            "load_average": os.getloadavg(), "wall_seconds": wall}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The learner one and two plies ahead against the hard level.")
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="hard")
    parser.add_argument("--helper", action="store_true", help="the searching players use their helper process")
    parser.add_argument("--tuning", action="store_true", help="deals from tuning seeds (for choosing settings)")
    parser.add_argument("--two-ply", help="JSON: the two-ply players' settings changed")
    levels_arena.add_variant_arguments(parser)
    levels_arena.add_run_arguments(parser, games=200, seconds=0.2, seed=1)
    args = parser.parse_args(argv)
    args.players = levels_arena.players_asked(args)
    seed = (tuning_seed if args.tuning else reporting_seed)("learner-search", args.seed)
    maker = partial(make, helper=args.helper, two_ply=args.two_ply)
    started = time.perf_counter()
    games, loads = [], []
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = [executor.submit(levels_arena.one_game, args.a, args.b, args.variant, args.players, args.seconds,
                                   seed, i, maker) for i in range(args.games)]
        for future in futures:
            games.append(future.result())
            loads.append(os.getloadavg()[0])
            result = {**report(args, games, time.perf_counter() - started), "load_average_median": statistics.median(loads)}
            print(f"\r{len(games)}/{args.games} games, A's share {result['a_share']:.3f}", end="", file=sys.stderr,
                  flush=True)
            if args.json:  # after every game, so that a run stopped early still tells what it played
                args.json.write_text(json.dumps({**result, "outcomes": games}, indent=1) + "\n")
    print(file=sys.stderr)
    json.dump(result, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
