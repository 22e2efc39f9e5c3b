"""Are the coach's win chances calibrated? Self-play games, then Brier scores and reliability tables.

    .venv/bin/python benchmarks/coach_calibration.py [--games N] [--workers W] [--hard-seconds S]
                                                     [--samples K] [--seed K] [--rows FILE]

Plays 2-player standard games, by default half hard against hard and half hard against
medium (seats alternating), through a ``concurrent.futures`` executor (a process pool here; any Executor,
such as Ray's, runs the same tasks). At the start of every turn of the middle third of each
game (by placements made) it asks the coach for the mover's chances, then compares them with
how the game ended (a win 1, a draw 0.5):

- ``position``: the coach's `win_chance` for the position (the model reading the view);
- ``best``: the value of the coach's best candidate (after the rest of the turn, sampled);
- ``best+1``: the same with the next seat's turn played greedily before the model reads;
- ``simple``: a logistic model of the lowest-colour differences and the cells left, fitted
  on these same positions (in-sample, so flattered).

It prints the Brier score of each (a coin scores 0.25) and a reliability table by tenths for
each (a tenth counts when it holds at least 30 positions; it is within target when its
observed share is within 0.08 of its mean prediction), and how the coach judges the hard
player's own placements (``best`` when the coach finds nothing better). ``--rows`` saves the measured rows as JSON, and with
``--from-rows`` the figures are printed from such a file without playing.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ingenious_desktop.ai import make_player  # noqa: E402
from ingenious_desktop.ai.coach import Coach  # noqa: E402
from ingenious_desktop.engine import Game, Phase, Place  # noqa: E402

PREDICTORS = ("position", "best", "best+1", "simple")
#: A tenth of the reliability table is judged when it holds this many positions ...
LEAST_IN_TENTH = 30
#: ... and meets the target when its observed share is this close to its mean prediction.
TENTH_TOLERANCE = 0.08
BRIER_TARGET = 0.18
VERDICT_WORDS = ("best", "good", "inaccuracy", "mistake", "blunder")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games in all, the pairings taking turns")
    parser.add_argument("--pairings", default="hard-hard,hard-medium", type=lambda text: text.split(","),
                        help="which pairings to play, e.g. hard-hard")
    parser.add_argument("--workers", type=int, default=1, help="processes playing games at once")
    parser.add_argument("--hard-seconds", type=float, default=0.25, help="the hard player's time per decision")
    parser.add_argument("--samples", type=int, default=48, help="the coach's samples per position")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rows", type=Path, help="save the measured rows here (JSON)")
    parser.add_argument("--from-rows", type=Path, help="print the figures of rows saved before, without playing")
    args = parser.parse_args()
    if args.from_rows:
        rows = json.loads(args.from_rows.read_text())
    else:
        started = time.perf_counter()
        pairings = [tuple(p.split("-")) for p in args.pairings]
        tasks = [(index, pairings[index % len(pairings)], args.seed, args.hard_seconds, args.samples)
                 for index in range(args.games)]
        with ProcessPoolExecutor(max_workers=args.workers) as executor:
            rows = play_all(executor, tasks)
        print(f"{args.games} games ({args.workers} worker(s), hard at {args.hard_seconds:g} s per decision, "
              f"coach at {args.samples} samples) in {time.perf_counter() - started:.0f} s")
        if args.rows:
            args.rows.write_text(json.dumps(rows))
    print(report(rows))
    return 0


def play_all(executor: Executor, tasks: list) -> list[dict]:
    rows = []
    for done, game_rows in enumerate(executor.map(play_and_judge, tasks), 1):
        rows += game_rows
        print(f"\r{done}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return rows


def play_and_judge(task) -> list[dict]:
    """One self-play game, and a row per turn start of its middle third: predictions and outcome."""
    index, pairing, seed, hard_seconds, samples = task
    game_seed = seed * 100_003 + index
    levels = pairing if index % 2 == 0 else pairing[::-1]
    players = [make_player(level, seed=game_seed + seat, seconds=hard_seconds, helper=False)
               for seat, level in enumerate(levels)]
    game = Game.new("standard", 2, game_seed)
    game.deal()
    turn_starts = []  # (position, the placement its mover chose)
    while not game.is_over:
        seat = game.to_move
        if game.phase is Phase.PLACE:
            placement = players[seat].choose_placement(game.view(seat))
            if not game.bonus_owed:
                turn_starts.append((game.copy(keep_log=True), placement))
            game.place(placement)
        else:
            game.end_turn(swap=players[seat].choose_swap(game.view(seat)))
    total = sum(game.placements_made)
    coaches = {lookahead: Coach("standard", 2, seconds=math.inf, samples=samples, lookahead=lookahead)
               for lookahead in (0, 1)}
    rows = []
    for position, chosen in turn_starts:
        made = sum(position.placements_made)
        if not total / 3 <= made < 2 * total / 3:
            continue
        seat = position.to_move
        view = position.view(seat)
        played = Place(seat, chosen.tile, chosen.cells)
        judged = {lookahead: coach.judge(view, len(position.log), played, None) for lookahead, coach in coaches.items()}
        rows.append({
            "pairing": "-".join(pairing), "level": levels[seat], "outcome": outcome(game, seat),
            "position": judged[0].before, "best": judged[0].best_value, "best+1": judged[1].best_value,
            "verdict": judged[0].verdict, "verdict+1": judged[1].verdict,
            "simple": simple_features(position, seat),
        })
    return rows


def outcome(game: Game, seat: int) -> float:
    best = game.ranking()[0]
    return 1 / len(best) if seat in best else 0.0


def simple_features(game: Game, seat: int) -> list[float]:
    """1, the mover's three lowest colours less the opponent's (each sorted), the share of cells
    left, and the lowest difference times that share."""
    mine, theirs = sorted(game.scores[seat]), sorted(game.scores[1 - seat])
    left = sum(1 for colour in game.board.colour if colour < 0) / len(game.board.colour)
    differences = [(a - b) / 6 for a, b in zip(mine[:3], theirs[:3])]
    return [1.0, *differences, left, differences[0] * left]


# --------------------------------------------------------------------- the figures

def report(rows: list[dict]) -> str:
    with_simple = fitted_simple(rows)
    pairings = sorted({r["pairing"] for r in rows})
    lines = [f"{len(rows)} positions from the middle third of the games ({', '.join(pairings)})", ""]
    lines.append(f"{'predictor':<10}{'Brier':>8}" + "".join(f"{p:>13}" for p in pairings)
                 + f"  tenths within {TENTH_TOLERANCE} (of those with >= {LEAST_IN_TENTH})")
    for name in PREDICTORS:
        by_pairing = [brier([r for r in with_simple if r["pairing"] == p], name) for p in pairings]
        table = reliability(with_simple, name)
        judged = [t for t in table if t[1] >= LEAST_IN_TENTH]
        within = sum(abs(t[3] - t[2]) <= TENTH_TOLERANCE for t in judged)
        lines.append(f"{name:<10}{brier(with_simple, name):>8.4f}" + "".join(f"{b:>13.4f}" for b in by_pairing)
                     + f"  {within}/{len(judged)}")
    lines.append(f"(target: Brier <= {BRIER_TARGET}; a coin scores 0.25)")
    for name in PREDICTORS:
        lines += ["", f"reliability of {name}: tenth, positions, mean prediction, observed share, within"]
        for tenth, count, predicted, observed in reliability(with_simple, name):
            mark = "" if count < LEAST_IN_TENTH else ("yes" if abs(observed - predicted) <= TENTH_TOLERANCE else "NO")
            lines.append(f"  {tenth / 10:.1f}-{(tenth + 1) / 10:.1f}  {count:>6}  {predicted:>6.3f}  {observed:>6.3f}  {mark}")
    hard_rows = [r for r in rows if r["level"] == "hard"]
    for key in ("verdict", "verdict+1"):
        shares = {v: statistics.fmean(r[key] == v for r in hard_rows) for v in VERDICT_WORDS}
        lines += ["", f"the hard player's {len(hard_rows)} placements judged ({key}): "
                      + ", ".join(f"{v} {share:.0%}" for v, share in shares.items())]
    return "\n".join(lines)


def brier(rows: list[dict], name: str) -> float:
    return statistics.fmean((r[name] - r["outcome"]) ** 2 for r in rows) if rows else math.nan


def reliability(rows: list[dict], name: str) -> list[tuple[int, int, float, float]]:
    """(tenth, positions, mean prediction, observed share) for each tenth holding a position."""
    tenths: dict[int, list[dict]] = {}
    for row in rows:
        tenths.setdefault(min(9, int(row[name] * 10)), []).append(row)
    return [(t, len(rs), statistics.fmean(r[name] for r in rs), statistics.fmean(r["outcome"] for r in rs))
            for t, rs in sorted(tenths.items())]


def fitted_simple(rows: list[dict]) -> list[dict]:
    """The rows with ``simple`` replaced by the fitted logistic model's prediction."""
    weights = fit_logistic([r["simple"] for r in rows], [r["outcome"] for r in rows])
    return [{**r, "simple": logistic(weights, r["simple"])} for r in rows]


def logistic(weights: list[float], x: list[float]) -> float:
    z = sum(w * v for w, v in zip(weights, x))
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def fit_logistic(xs: list[list[float]], ys: list[float], steps: int = 25, ridge: float = 1e-3) -> list[float]:
    """Weights minimising the log-loss (targets may be 0.5 for draws), by Newton's method."""
    size = len(xs[0])
    weights = [0.0] * size
    for _step in range(steps):
        gradient = [ridge * w for w in weights]
        hessian = [[ridge * (i == j) for j in range(size)] for i in range(size)]
        for x, y in zip(xs, ys):
            p = logistic(weights, x)
            for i in range(size):
                gradient[i] += (p - y) * x[i]
                for j in range(size):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step)]
    return weights


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix @ x = vector, by Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(size):
            if r != column:
                factor = rows[r][column] / rows[column][column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


if __name__ == "__main__":
    sys.exit(main())
