"""A learned player (a weights file the training command wrote) against another or against the
shipped network alone, one placement ahead each, seats alternating (ai/arena.py):

    .venv/bin/python -m benchmarks.learner_match --a DIR/best.npz [--b network | --b FILE]
        [--games 200] [--seed 7] [--workers 1] --json OUT.json

prints and writes each side's wins, draws, losses, score share with its 95% interval, the time
per move and the games a second of the whole run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields
from functools import lru_cache
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process: the workers are the parallelism

from ingenious_desktop.ai.arena import SideRecord, play_arena_game, side_summary  # noqa: E402
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer  # noqa: E402
from ingenious_desktop.ai.training.learner.player import LearnedPlayer  # noqa: E402


@lru_cache(maxsize=None)
def learned(path: str) -> LearnedPlayer:
    return LearnedPlayer.from_file(path)


def maker(name: str):
    """``network`` (the shipped network alone, as the ladder plays it) or a weights file."""
    if name == "network":
        return lambda seed: OnePlyPlayer(seed=seed, network=True)
    return lambda _seed: learned(name)


def one_game(a: str, b: str, variant: str, index: int, seed: int) -> tuple[SideRecord, SideRecord]:
    side_a, side_b = SideRecord(), SideRecord()
    play_arena_game(variant, maker(a), maker(b), index, seed, side_a, side_b)
    return side_a, side_b


def merge(records: list[SideRecord]) -> SideRecord:
    total = SideRecord()
    for r in records:
        for f in fields(SideRecord):
            setattr(total, f.name, getattr(total, f.name) + getattr(r, f.name))
    return total


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="network")
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", type=Path, required=True)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    n = args.games
    with ProcessPoolExecutor(args.workers) as pool:
        pairs = list(pool.map(one_game, [args.a] * n, [args.b] * n, [args.variant] * n, range(n), [args.seed] * n))
    wall = time.perf_counter() - started
    result = {"a": args.a, "b": args.b, "variant": args.variant, "seed": args.seed, "games": n,
              "wall_seconds": wall, "games_per_s": n / wall,
              "a_side": side_summary(merge([p[0] for p in pairs])),
              "b_side": side_summary(merge([p[1] for p in pairs]))}
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=1) + "\n")
    json.dump(result, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
