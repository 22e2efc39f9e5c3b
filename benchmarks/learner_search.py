"""Search measured (issue 36, item 6): the learner one placement ahead, the learner two plies
ahead at a clock, and the hard level as it is, at equal time per move, 2-player standard.

    .venv/bin/python -m benchmarks.learner_search --a learned2:FILE --b hard [--seconds 0.2]
        [--games 200] [--workers 1] [--seed 1] --json OUT.json

Players: ``learned:FILE`` (one placement ahead, the swap valued with it), ``learned2:FILE`` (two
plies at the clock: ``learner/two_ply.py``), and any name ``levels_arena.make`` knows (``hard``: the
hard level on the core as the window makes it, but without the helper process, so one core a game;
it takes up to ``--seconds`` for the placement and half as long again for the swap).
Seats alternate; deals come from reporting seeds (``ai/training/seeds.py``), never a tuning one.
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
from functools import lru_cache

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process: the workers are the parallelism

from benchmarks import levels_arena  # noqa: E402
from ingenious_desktop.ai.arena import percentile, wilson_interval  # noqa: E402
from ingenious_desktop.ai.training.learner.player import LearnedPlayer  # noqa: E402
from ingenious_desktop.ai.training.seeds import reporting_seed  # noqa: E402


@lru_cache(maxsize=None)
def learned(path: str) -> LearnedPlayer:
    return LearnedPlayer.from_file(path)


def make(name: str, seed: int, seconds: float):
    """``learned:FILE``, ``learned2:FILE`` or any player ``levels_arena.make`` knows."""
    kind, _, path = name.partition(":")
    if kind == "learned":
        return learned(path)
    if kind == "learned2":
        from ingenious_desktop.ai.training.learner.two_ply import TwoPlyPlayer

        return TwoPlyPlayer.from_file(path, seconds=seconds, seed=seed)
    return levels_arena.make(name, seed, seconds)


def report(args, games: list[dict], wall: float) -> dict:
    """A's share and interval, both sides' lowest colours, A's move times, the load average."""
    share = statistics.fmean(g["share"] for g in games)
    low, high = wilson_interval(share, len(games))
    moves = [t for g in games for t in g["a_seconds"]]
    return {"a": args.a, "b": args.b, "seconds_per_move": args.seconds, "seed": args.seed, "games": len(games),
            "a_share": share, "interval95": [low, high],
            "a_mean_lowest": statistics.fmean(g["lowest"][0] for g in games),
            "b_mean_lowest": statistics.fmean(g["lowest"][1] for g in games),
            "a_move_seconds_median": statistics.median(moves), "a_move_seconds_p95": percentile(moves, 0.95),
            "load_average": os.getloadavg(), "wall_seconds": wall}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The learner one and two plies ahead against the hard level.")
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="hard")
    levels_arena.add_run_arguments(parser, games=200, seconds=0.2, seed=1)
    args = parser.parse_args(argv)
    seed = reporting_seed("learner-search", args.seed)
    started = time.perf_counter()
    games, loads = [], []
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = [executor.submit(levels_arena.one_game, args.a, args.b, "standard", 2, args.seconds, seed, i, make)
                   for i in range(args.games)]
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
