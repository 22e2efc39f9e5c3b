"""The ladder: every level against every other in 2-player standard games, as Elo ratings.

    .venv/bin/python -m benchmarks.ladder [--players easy,medium,oneply,frozen,hard] [--games 16]
        [--seconds 0.3] [--workers 2] [--seed 3] [--json benchmarks/results/ladder.json]
        [--add benchmarks/results/A.json ...]

Plays ``--games`` games (seats alternating) for each pair, then fits one Elo rating per player
by maximum likelihood over all the games together (a draw or a shared first place counts
half), as chess engine testers do: P(a beats b) = 1 / (1 + 10^((r_b - r_a) / 400)), the first
player held at 0. ``--add`` joins the games of earlier runs to the fit: the 2-player standard
results of ``levels_arena.py --json`` and of this script (``--games 0`` fits those alone). The
95% intervals come from the curvature of the likelihood (the inverse Fisher information), for
each rating and for the difference of every pair that met. Prints each pair's score share with
its Wilson interval, the ratings and the differences; with --json writes them after every game.
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

from benchmarks.levels_arena import add_run_arguments, one_game
from ingenious_desktop.ai.arena import wilson_interval
from ingenious_desktop.ai.training.linear_fit import solve_linear

SCALE = math.log(10) / 400


def fit_elo(players: list[str], results: list[tuple[str, str, float]], steps: int = 50):
    """(ratings, covariance) with players[0] at 0; results are (a, b, a's share).

    The covariance of the ratings is the inverse of the log-likelihood's curvature (players[0]'s
    row and column are 0)."""
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
    inverse = [solve_linear(hessian, [float(k == m) for k in range(n)]) for m in range(n)]
    covariance = [[0.0] * (n + 1)] + [[0.0] + row for row in inverse]
    return ratings, covariance


def earlier_games(path: Path) -> dict[tuple[str, str], list[float]]:
    """(a, b) -> A's share in each 2-player standard game of a levels_arena.py or ladder.py result file."""
    data = json.loads(path.read_text())
    if "played" in data:
        return {(row["a"], row["b"]): row["shares"] for row in data["played"]}
    if "pairs" in data:
        # A ladder file written before the ladder kept each game: only each pair's share is known,
        # and the likelihood depends on a pair's games only through their count and total share.
        return {(row["a"], row["b"]): [row["a_share"]] * row["games"] for row in data["pairs"]}
    if (data["variant"], data["players"]) != ("standard", 2):
        raise SystemExit(f"{path}: {data['players']}-player {data['variant']} games, not 2-player standard")
    return {(data["a"], data["b"]): [game["share"] for game in data["outcomes"]]}


def ladder_report(args, players: list[str], played: dict, added: list[dict]) -> dict:
    """Each pair's share, every player's rating and every pair's difference, from all the games so far."""
    games: dict[tuple[str, str], list[float]] = {}
    for source in [played] + added:
        for (a, b), shares in source.items():
            if (b, a) in games:
                games[b, a].extend(1 - s for s in shares)
            elif shares:
                games.setdefault((a, b), []).extend(shares)
    met = {p for pair in games for p in pair}
    names = [p for p in players if p in met] + sorted(met - set(players))
    ratings, covariance = fit_elo(names, [(a, b, s) for (a, b), shares in games.items() for s in shares])
    index = {p: i for i, p in enumerate(names)}

    def interval(value: float, variance: float) -> list[float]:
        spread = 1.96 * math.sqrt(max(0.0, variance))
        return [value - spread, value + spread]

    pair_rows = [{"a": a, "b": b, "games": len(shares), "a_share": statistics.fmean(shares),
                  "interval95": list(wilson_interval(statistics.fmean(shares), len(shares))),
                  "played_here": len(played.get((a, b), []))} for (a, b), shares in games.items()]
    differences = []
    for row in pair_rows:
        i, j = index[row["a"]], index[row["b"]]
        difference = ratings[i] - ratings[j]
        variance = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j]
        differences.append({"a": row["a"], "b": row["b"], "elo_a_minus_b": difference,
                            "interval95": interval(difference, variance)})
    table = [{"player": p, "elo": r, "interval95": interval(r, covariance[i][i])}
             for i, (p, r) in enumerate(zip(names, ratings))]
    return {"seconds_per_move": args.seconds, "games_per_pair": args.games, "seed": args.seed, "anchor": names[0],
            "added": [str(path) for path in args.add], "pairs": pair_rows, "ratings": table,
            "differences": differences,
            "played": [{"a": a, "b": b, "shares": shares} for (a, b), shares in played.items() if shares]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", default="easy,medium,oneply,frozen,hard")
    add_run_arguments(parser, games=16, seconds=0.3, seed=3)
    parser.add_argument("--add", type=Path, nargs="*", default=[])
    args = parser.parse_args()
    players = args.players.split(",")
    added = [earlier_games(path) for path in args.add]
    played: dict[tuple[str, str], list[float]] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as executor:
        futures = {(a, b): [executor.submit(one_game, a, b, "standard", 2, args.seconds, args.seed, i)
                            for i in range(args.games)] for a, b in itertools.combinations(players, 2)}
        for (a, b), games in futures.items():
            shares = played.setdefault((a, b), [])
            for future in games:
                shares.append(future.result()["share"])
                if args.json:  # after every game, so that a run stopped early still tells what it played
                    args.json.write_text(json.dumps(ladder_report(args, players, played, added), indent=1) + "\n")
            if shares:
                print(f"{a} vs {b}: {statistics.fmean(shares):.3f} over {len(shares)} games",
                      file=sys.stderr, flush=True)
    out = ladder_report(args, players, played, added)
    print(json.dumps(out, indent=1))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
