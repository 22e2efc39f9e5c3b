"""The learner's training speed: whole self-play games a second, the fit after each game
included (the learner preset, no gates), on 2 worker processes and on 1, medians of 3 rounds,
the processor time a game takes, and the load average (the machine is shared):

    .venv/bin/python -m benchmarks.learner_selfplay [--workers 2,1] [--games 64] [--rounds 3] [--json]

Each setting first plays 48 games (the buffer then holds more than a minibatch, so every game
after them is fitted), then times ``--games`` games ``--rounds`` times. It uses only
``Trainer.fresh``, ``Trainer.round`` and ``GamePool``, so an older checkout runs it unchanged.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process, as the training runs
os.environ.setdefault("OMP_NUM_THREADS", "1")

from dataclasses import replace  # noqa: E402

from ingenious_desktop.ai.training.learner.config import PRESETS  # noqa: E402
from ingenious_desktop.ai.training.learner.pool import GamePool  # noqa: E402
from ingenious_desktop.ai.training.learner.trainer import Trainer  # noqa: E402

WARM_UP = 48


def measure(workers: int, games: int, rounds: int, seed: int) -> tuple[list[float], float]:
    """Games a second of each round of ``games`` self-play games (each learned from) on ``workers``,
    and the processor time (this process and its workers, user and system) a game took, warm-up
    included: the work itself, which other work on the cores does not change as it changes the rate."""
    config = replace(PRESETS["learner"], gate_every=10**9)
    trainer = Trainer.fresh(config, seed)
    rates = []
    before = cpu_seconds()
    with GamePool(workers) as pool:
        play(trainer, pool, WARM_UP)
        for _ in range(rounds):
            started = time.perf_counter()
            play(trainer, pool, games)
            rates.append(games / (time.perf_counter() - started))
    return rates, (cpu_seconds() - before) / (WARM_UP + rounds * games)


def cpu_seconds() -> float:
    """Processor time of this process and of its children that have ended (the pool's, once shut down)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def play(trainer: Trainer, pool: GamePool, games: int) -> None:
    goal = trainer.games + games
    while trainer.games < goal:
        trainer.round(pool, min(trainer.config.round_games, goal - trainer.games))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The learner's self-play games a second (training included).")
    parser.add_argument("--workers", default="2,1", help="worker counts to measure, e.g. 2,1")
    parser.add_argument("--games", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = {"games": args.games, "rounds": args.rounds, "load_before": os.getloadavg()[0]}
    for workers in (int(w) for w in args.workers.split(",")):
        rates, cpu = measure(workers, args.games, args.rounds, args.seed)
        figures[f"workers_{workers}"] = {"median": statistics.median(rates), "rounds": rates,
                                         "cpu_ms_per_game": 1e3 * cpu}
    figures["load_after"] = os.getloadavg()[0]
    if args.json:
        print(json.dumps(figures))
        return
    for key, value in figures.items():
        if key.startswith("workers_"):
            print(f"learner self-play, {key[8:]} worker(s): {value['median']:.1f} games/s "
                  f"(median of {args.rounds}: {', '.join(f'{r:.1f}' for r in value['rounds'])}), "
                  f"{value['cpu_ms_per_game']:.0f} ms of processor time a game")
    print(f"load average {figures['load_before']:.2f} before, {figures['load_after']:.2f} after")


if __name__ == "__main__":
    main()
