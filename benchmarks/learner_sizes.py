"""The learned players' network sizes: one decision's forward pass over every placement, one
fitted minibatch of 1,024 and whole self-play games a second, one process; and with --checkpoint,
how well each size fits a training run's replay buffer (the older 80% fitted with Adam for
--epochs, the newest 20%, other games, held out):

    .venv/bin/python -m benchmarks.learner_sizes [--sizes 64,64 128,128 256,256,256,256] [--games 10]
        [--checkpoint DIR --epochs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one BLAS thread a process, as the training command runs

import numpy as np  # noqa: E402

from ingenious_desktop.ai.training import summary  # noqa: E402
from ingenious_desktop.ai.training.learner import checkpoint  # noqa: E402
from ingenious_desktop.ai.training.adam import Adam  # noqa: E402
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
    adam = Adam(1e-3)
    seat = Seat(net, Config(hidden=tuple(hidden)))
    started = time.perf_counter()
    for g in range(games):
        play([seat, seat], "standard", 2, g)
    return {"hidden": hidden, "forward_700_rows_ms": median_ms(lambda: net.value(decision), 50),
            "fit_1024_ms": median_ms(lambda: adam.step(net.arrays, net.gradients(batch, targets)[1]), 20),
            "self_play_games_per_s": games / (time.perf_counter() - started)}


def held_out_loss(hidden: list[int], folder: str, epochs: int) -> list[float]:
    """The held-out squared error after each epoch of fitting a fresh network of ``hidden`` on the
    run's buffer, oldest rows first (its newest 20% held out)."""
    trainer = checkpoint.load(Path(folder))
    buffer = trainer.buffer
    order = (np.arange(buffer.size) + (buffer.at if buffer.size == buffer.capacity else 0)) % buffer.capacity
    x, y = buffer.x[order], buffer.y[order]
    if not trainer.config.canonical:  # such a buffer keeps whole summaries
        x = trainer.config.inputs(x)
    cut = int(0.8 * len(y))
    rng = np.random.default_rng(1)
    net = Mlp.initial(x.shape[1], hidden, rng)
    adam = Adam(1e-3)
    losses = []
    for _ in range(epochs):
        shuffled = rng.permutation(cut)
        for start in range(0, cut - 1023, 1024):
            pick = shuffled[start:start + 1024]
            adam.step(net.arrays, net.gradients(x[pick], y[pick])[1])
        losses.append(float(np.mean((net.value(x[cut:]) - y[cut:]) ** 2)))
    return losses


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", nargs="+", default=["64,64", "128,128", "256,256,256,256"])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--checkpoint")
    parser.add_argument("--epochs", type=int, default=5)
    args = parser.parse_args()
    for size in args.sizes:
        hidden = [int(h) for h in size.split(",")]
        result = measure(hidden, args.games)
        if args.checkpoint:
            result["held_out_loss_by_epoch"] = held_out_loss(hidden, args.checkpoint, args.epochs)
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
