"""Fitting choices for the 2-player value network, tried on one set of self-play records.

    python -m benchmarks.network_experiments --records R.npy [--games 150000] \
        --try 32x16,plain --try 128x16,symmetric ... [--epochs 10] [--judge-games 400] [--save DIR]

The records are the training command's first iteration (the hand-made model's games, from the
command's seed), played once and kept in ``--records``. Each tried network starts where the
command starts (:func:`warm_start`) and is fitted as the command fits (:func:`fit_stopping_early`,
on the board as it was or under its symmetries) on all but the last 5% of the records, reporting
its loss on those held out after each epoch; the epoch with the least is then judged, one placement ahead, against the hand-made model and against the shipped network.
One JSON line per tried network; results go under benchmarks/results/.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from ingenious_desktop.ai.model.network_file import encode_network_file, read_network_file
from ingenious_desktop.ai.training import train_network as tn
from ingenious_desktop.ai.training import value_net

VARIANT, PLAYERS = "standard", 2


def records(executor, path: Path, seed: int, games: int) -> np.ndarray:
    """The first iteration's records, played once and then read from ``path``."""
    if path.exists():
        return np.load(path)
    played = tn.self_play_records(executor, VARIANT, PLAYERS, None, tn.derived_seed(seed, VARIANT, PLAYERS, 1), games)
    path.parent.mkdir(parents=True, exist_ok=True)
    np.save(path, played)
    return played


def tried(text: str) -> tuple[int, int, bool]:
    """``L1xL2,plain|symmetric``."""
    size, fitting = text.split(",")
    l1, l2 = (int(n) for n in size.split("x"))
    return l1, l2, fitting == "symmetric"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=Path, required=True)
    parser.add_argument("--games", type=int, default=tn.GAMES[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--try", dest="tries", type=tried, action="append", required=True)
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--judge-games", type=int, default=400)
    parser.add_argument("--save", type=Path, help="write each tried network here")
    args = parser.parse_args(argv)
    shipped = read_network_file(tn.SHIPPED_NETWORKS)[f"{VARIANT}-{PLAYERS}"]
    with ProcessPoolExecutor(2) as executor:
        data = records(executor, args.records, args.seed, args.games)
        held_count = max(1, int(len(data) * tn.HELD_OUT_SHARE))
        pool, held = data[:-held_count], data[-held_count:]
        print(json.dumps({"records": len(pool), "held_out": len(held),
                          "hand_made_loss": round(value_net.loss(tn.warm_start(VARIANT, PLAYERS, 0), held), 5)}),
              flush=True)
        for l1, l2, symmetric in args.tries:
            started = time.perf_counter()
            start = tn.warm_start(VARIANT, PLAYERS, tn.derived_seed(args.seed, VARIANT, PLAYERS), l1, l2)
            weights, losses = tn.fit_stopping_early(pool, held, start, tn.derived_seed(args.seed, "fit", 1), args.epochs,
                                                    symmetric)
            entry = tn.entry_of(weights, VARIANT, PLAYERS)
            fit_seconds = time.perf_counter() - started
            hand = tn.judge(executor, VARIANT, PLAYERS, entry, None, tn.derived_seed(args.seed, "hand", 1), args.judge_games)
            old = tn.judge(executor, VARIANT, PLAYERS, entry, shipped, tn.derived_seed(args.seed, 1), args.judge_games)
            name = f"{l1}x{l2}-{'symmetric' if symmetric else 'plain'}"
            if args.save:
                args.save.mkdir(parents=True, exist_ok=True)
                (args.save / f"{name}.bin").write_bytes(
                    encode_network_file({f"{VARIANT}-{PLAYERS}": entry}, {"experiment": name}))
            print(json.dumps({"network": name, "held_out_by_epoch": [round(x, 5) for x in losses], "fit_seconds": round(fit_seconds),
                              "against_hand_made": hand.as_dict(), "against_shipped": old.as_dict()}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
