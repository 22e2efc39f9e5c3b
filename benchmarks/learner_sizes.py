"""Speed of the learned players' network sizes: one decision's forward pass over every placement,
one fitted minibatch of 1,024, and whole self-play games a second, one process:

    .venv/bin/python -m benchmarks.learner_sizes [--sizes 64,64 128,128 256,256,256,256] [--games 10]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process, as the training command runs

import numpy as np  # noqa: E402

from ingenious_desktop.ai.training import summary  # noqa: E402
from ingenious_desktop.ai.training.learner.adam import Adam  # noqa: E402
from ingenious_desktop.ai.training.learner.config import Config  # noqa: E402
from ingenious_desktop.ai.training.learner.game import Seat, play  # noqa: E402
from ingenious_desktop.ai.training.learner.mlp import Mlp  # noqa: E402


def median_ms(work, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return 1000 * statistics.median(times)


def measure(hidden: list[int], games: int) -> dict:
    rng = np.random.default_rng(1)
    net = Mlp.initial(summary.SIZE, hidden, rng)
    decision = rng.random((700, summary.SIZE), dtype=np.float32)  # a mid-game decision lists about 700 rows
    batch, targets = rng.random((1024, summary.SIZE), dtype=np.float32), rng.uniform(-1, 1, 1024).astype(np.float32)
    adam = Adam.fresh(1e-3, net.arrays)
    seat = Seat(net, Config(hidden=tuple(hidden)))
    started = time.perf_counter()
    for g in range(games):
        play([seat, seat], "standard", 2, g)
    return {"hidden": hidden, "forward_700_rows_ms": median_ms(lambda: net.value(decision), 50),
            "fit_1024_ms": median_ms(lambda: adam.step(net.arrays, net.gradients(batch, targets)[1]), 20),
            "self_play_games_per_s": games / (time.perf_counter() - started)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", nargs="+", default=["64,64", "128,128", "256,256,256,256"])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    for size in args.sizes:
        print(json.dumps(measure([int(h) for h in size.split(",")], args.games)), flush=True)


if __name__ == "__main__":
    main()
