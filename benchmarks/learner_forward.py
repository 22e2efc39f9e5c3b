"""The learned player's forward pass: rows a second in numpy (one BLAS thread) and in the compiled
core (native/src/mlp.cpp), over the summaries of real decisions, medians of 3 rounds, with the
load average (the machine is shared):

    .venv/bin/python -m benchmarks.learner_forward [--file DIR/best.npz] [--rounds 3] [--json]

Without --file the learner preset's shape (2 x 128) with fresh weights: the speed is the same.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process, as the players run

import numpy as np  # noqa: E402

from ingenious_desktop.ai import native  # noqa: E402
from ingenious_desktop.ai.training import summary  # noqa: E402
from ingenious_desktop.ai.training.learner import weights  # noqa: E402
from ingenious_desktop.ai.training.learner.config import PRESETS  # noqa: E402
from ingenious_desktop.ai.training.learner.mlp import CoreForward, Mlp  # noqa: E402
from ingenious_desktop.engine import Place, make_variant  # noqa: E402


def decisions(count: int, seed: int = 1) -> list[bytes]:
    """The summary rows (float32 bytes) of the first ``count`` decisions of random 2-player games,
    every 4th placement (about 700 rows mid-game)."""
    variant = make_variant("standard", 2)
    found, game = [], 0
    while len(found) < count:
        position = native.Position.new_game(variant)
        for i, event in enumerate(native.random_game(variant, seed + game)):
            if isinstance(event, Place) and i % 4 == 0 and len(found) < count:
                found.append(position.summaries(True)[0])
            position.apply(event)
        game += 1
    return found


def rows_per_s(judge, rows: list[np.ndarray], rounds: int) -> float:
    """The median over ``rounds`` of the rows judged a second, each round every decision once."""
    total = sum(len(r) for r in rows)
    rates = []
    for _ in range(rounds):
        started = time.perf_counter()
        for r in rows:
            judge(r)
        rates.append(total / (time.perf_counter() - started))
    return statistics.median(rates)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The learned player's forward pass, numpy against the core.")
    parser.add_argument("--file", help="a learned player's weights file (default: fresh 2 x 128 weights)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.file:
        net, _config = weights.load(args.file)
    else:
        net = Mlp.initial(summary.SIZE, list(PRESETS["learner"].hidden), np.random.default_rng(1))
    rows = [np.frombuffer(d, np.float32).reshape(-1, summary.SIZE) for d in decisions(args.decisions)]
    core = CoreForward(net)
    figures = {"rows": sum(len(r) for r in rows), "decisions": len(rows),
               "numpy_rows_per_s": rows_per_s(net.value, rows, args.rounds),
               "core_rows_per_s": rows_per_s(core.value, rows, args.rounds),
               "rounds": args.rounds, "load_average": os.getloadavg()}
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"learned forward pass, {figures['decisions']} decisions, {figures['rows']:,} rows: "
              f"numpy {figures['numpy_rows_per_s']:,.0f} rows/s, core {figures['core_rows_per_s']:,.0f} rows/s "
              f"(medians of {args.rounds}, load average {figures['load_average'][0]:.2f})")


if __name__ == "__main__":
    main()
