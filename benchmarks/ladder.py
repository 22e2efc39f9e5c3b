"""The ladder: every level against every other in 2-player standard games, as Elo ratings.

    .venv/bin/python benchmarks/ladder.py [--players easy,medium,oneply,frozen,hard] [--games 16]
        [--seconds 0.3] [--workers 2] [--seed 3] [--json benchmarks/results/ladder.json]

Plays ``--games`` games (seats alternating) for each pair, then fits one Elo rating per player
by maximum likelihood over all the games together (a draw or a shared first place counts
half), as chess engine testers do: P(a beats b) = 1 / (1 + 10^((r_b - r_a) / 400)), the first
player held at 0. The 95% intervals come from the curvature of the likelihood (the inverse
Fisher information). Prints each pair's score share with its Wilson interval and the ratings.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from levels_arena import one_game  # noqa: E402

from ingenious_desktop.ai.arena import wilson_interval  # noqa: E402
from ingenious_desktop.ai.train import solve_linear  # noqa: E402

SCALE = math.log(10) / 400


def fit_elo(players: list[str], results: list[tuple[str, str, float]], steps: int = 50):
    """(ratings, standard errors) with players[0] at 0; results are (a, b, a's share)."""
    index = {p: i for i, p in enumerate(players)}
    ratings = [0.0] * len(players)
    n = len(players) - 1  # players[0] is held at 0
    for _step in range(steps):
        gradient = [0.0] * n
        hessian = [[1e-9 * (i == j) for j in range(n)] for i in range(n)]
        for a, b, share in results:
            i, j = index[a], index[b]
            p = 1 / (1 + math.exp(-SCALE * (ratings[i] - ratings[j])))
            g, h = SCALE * (share - p), SCALE * SCALE * p * (1 - p)
            for k, sign in ((i, 1), (j, -1)):
                if k:
                    gradient[k - 1] += sign * g
            for k, l, sign in ((i, i, 1), (j, j, 1), (i, j, -1), (j, i, -1)):
                if k and l:
                    hessian[k - 1][l - 1] += sign * h
        step = solve_linear(hessian, gradient)
        ratings[1:] = [r + s for r, s in zip(ratings[1:], step)]
        if max(map(abs, step), default=0) < 1e-6:
            break
    errors = [0.0] + [math.sqrt(max(0.0, solve_linear(hessian, [float(k == m) for k in range(n)])[m]))
                      for m in range(n)]
    return ratings, errors


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", default="easy,medium,oneply,frozen,hard")
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=0.3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    players = args.players.split(",")
    pairs = list(itertools.combinations(players, 2))
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = {(a, b): [executor.submit(one_game, a, b, "standard", 2, args.seconds, args.seed, i)
                            for i in range(args.games)] for a, b in pairs}
        results, pair_rows = [], []
        for (a, b), games in futures.items():
            shares = [future.result()["share"] for future in games]
            results += [(a, b, s) for s in shares]
            share = statistics.fmean(shares)
            pair_rows.append({"a": a, "b": b, "games": len(shares), "a_share": share,
                              "interval95": list(wilson_interval(share, len(shares)))})
            print(f"{a} vs {b}: {share:.3f} over {len(shares)} games", file=sys.stderr, flush=True)
    ratings, errors = fit_elo(players, results)
    table = [{"player": p, "elo": r, "interval95": [r - 1.96 * e, r + 1.96 * e]}
             for p, r, e in zip(players, ratings, errors)]
    out = {"seconds_per_move": args.seconds, "games_per_pair": args.games, "seed": args.seed,
           "anchor": players[0], "pairs": pair_rows, "ratings": table}
    print(json.dumps(out, indent=1))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
