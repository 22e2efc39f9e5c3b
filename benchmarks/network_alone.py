"""The 2-player network alone (one placement ahead, with its second look) against the frozen hard
level, game by game, so that two networks can be compared on the same deals.

    .venv/bin/python -m benchmarks.network_alone --model MODEL.json --json OUT.json [--games 40]
        [--samples 12] [--workers 1] [--first-game 0]

Game i is training_report.py's evaluation game i (the same deal and seats); OUT.json is in
levels_arena.py's form (``a``, ``b``, ``seed``, ``outcomes``), so benchmarks/share_difference.py
pairs two such files. Without --model the shipped file is played. --first-game N plays games N to
N + games - 1 (to extend an earlier run of N games).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path

from benchmarks.training_report import eval_game
from ingenious_desktop.ai.arena import wilson_interval
from ingenious_desktop.ai.model.value import MODEL_FILE


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=Path)
    parser.add_argument("--json", type=Path, required=True)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--first-game", type=int, default=0)
    args = parser.parse_args()
    source = args.model or resources.files("ingenious_desktop.resources").joinpath(MODEL_FILE)
    entry = json.loads(source.read_text())["models"]["standard-2"]
    indices = range(args.first_game, args.first_game + args.games)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        shares = list(executor.map(eval_game, [entry] * args.games, indices, [args.samples] * args.games))
    share = statistics.fmean(shares)
    result = {"a": f"network alone ({source})", "b": f"frozen hard, {args.samples} samples", "variant": "standard",
              "players": 2, "seed": "training_report", "games": args.games, "a_share": share,
              "interval95": list(wilson_interval(share, args.games)), "wall_seconds": time.perf_counter() - started,
              "outcomes": [{"index": i, "share": s} for i, s in zip(indices, shares)]}
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "outcomes"}, indent=1))


if __name__ == "__main__":
    main()
