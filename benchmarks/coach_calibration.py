"""Are the coach's win chances calibrated? Self-play games, then Brier scores and reliability tables.

    .venv/bin/python -m benchmarks.coach_calibration [--games N] [--workers W] [--hard-seconds S]
                                                     [--samples K] [--seed K] [--rows FILE]
                                                     [--learner FILE [--learner-deals D]]
    .venv/bin/python -m benchmarks.coach_calibration --from-rows TEST [TEST...] [--train-rows TRAIN [TRAIN...]]
                                                     [--calibration FILE]
    .venv/bin/python -m benchmarks.coach_calibration --from-rows TRAIN --fit resources/models/calibration.json

Plays 2-player standard games, by default half hard against hard and half hard against
medium (seats alternating), through a ``concurrent.futures`` executor (a process pool here; any Executor,
such as Ray's, runs the same tasks). At the start of every turn of the middle third of each
game (by placements made) it asks the coach, its calibration layer off, for the mover's raw
chances, then compares them with how the game ended (a win 1, a draw 0.5):

- ``position``: the value model's raw chance for the position (the model reading the view);
- ``best``: the raw value of the coach's best candidate (after the rest of the turn and the
  next seat's reply, over samples);
- ``coach pos`` and ``coach``: the same through the calibration layer (``--calibration``,
  by default the shipped one), as ``analyse`` shows them;
- ``simple``: a logistic model of the lowest-colour differences and the cells left, fitted
  on ``--train-rows`` (else on these same positions, in-sample and so flattered);
- with ``--learner``: a learner file's chances for the same positions (``learner``: one ply,
  ``learner 2``: two plies over ``--learner-deals`` deals; benchmarks/learner_chance.py), and each
  through a logistic map of the layer's form fitted on ``--train-rows`` (``learner fit``,
  ``learner 2 fit``; and ``coach + learner 2``, the coach's best and the learner's two-ply chance
  through one map), each also less the coach's score on the same positions, with its interval.

It prints the Brier score of each (a coin scores 0.25) with a 95% interval from resampling
whole games within each pairing (positions of one game are not independent), and a reliability table by tenths
for each (a tenth counts when it holds at least 30 positions; it is within target when its
observed share is within 0.08 of its mean prediction), and how the coach judges the hard
player's own placements (``best`` when the coach finds nothing better). ``--rows`` saves the
measured rows as JSON (after every game), and with ``--from-rows`` the figures are printed
from such a file without playing. ``--fit`` writes a calibration file fitted on the rows
instead of printing figures: fit on one seed's games, measure on another's.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

from ingenious_desktop.ai import make_player
from ingenious_desktop.ai.model.calibration import (
    Calibration, layer_inputs, load_calibration, logistic, read_calibration_file)
from ingenious_desktop.ai.training.calibration_fit import calibration_file, fit_logistic
from ingenious_desktop.ai.coach import Coach, verdict_of
from ingenious_desktop.engine import Game, Phase, Place

from .learner_chance import DEALS, MAPS, LearnerJudge, fit_maps, with_maps

PREDICTORS = ("position", "best", "coach pos", "coach", "simple")
#: The learner's (``--learner``): its raw chances one and two plies ahead, and each through a
#: logistic map of the coach's layer's form fitted on ``--train-rows`` (else in-sample), and the
#: coach's and the learner's two-ply raw chances through one such map.
LEARNER_PREDICTORS = ("learner", "learner 2", *MAPS)
#: Resamples of whole games behind each interval.
RESAMPLES = 1000
#: A tenth of the reliability table is judged when it holds this many positions ...
LEAST_IN_TENTH = 30
#: ... and meets the target when its observed share is this close to its mean prediction.
TENTH_TOLERANCE = 0.08
BRIER_TARGET = 0.15
VERDICT_WORDS = ("best", "good", "inaccuracy", "mistake", "blunder")
#: The coach's budget a position: its samples stop it first (the core takes no endless budget).
UNHURRIED = 3600.0


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
    parser.add_argument("--from-rows", type=Path, nargs="+", help="print the figures of rows saved before (files "
                        "of different games), without playing")
    parser.add_argument("--train-rows", type=Path, nargs="+", help="rows of other games to fit the simple predictor "
                        "and the learner's maps on")
    parser.add_argument("--calibration", type=Path, help="the calibration file to measure (default: the shipped one)")
    parser.add_argument("--fit", type=Path, help="write a calibration file fitted on the rows, and stop")
    parser.add_argument("--learner", type=Path,
                        help="also judge each position by this learner file (one and two plies)")
    parser.add_argument("--learner-deals", type=int, default=DEALS, help="deals behind the learner's two-ply value")
    args = parser.parse_args()
    if args.from_rows:
        rows = read_rows(args.from_rows)
    else:
        started = time.perf_counter()
        pairings = [tuple(p.split("-")) for p in args.pairings]
        learner = (str(args.learner), args.learner_deals) if args.learner else None
        tasks = [(index, pairings, args.seed, args.hard_seconds, args.samples, learner)
                 for index in range(args.games)]
        with ProcessPoolExecutor(max_workers=args.workers) as executor:
            rows = play_all(executor, tasks, args.rows)
        print(f"{args.games} games ({args.workers} worker(s), hard at {args.hard_seconds:g} s per decision, "
              f"coach at {args.samples} samples) in {time.perf_counter() - started:.0f} s")
    if args.fit:
        source = " ".join(map(str, args.from_rows or ["self-play"]))
        fitted_on = f"{len({r['game'] for r in rows})} games, {len(rows)} positions of {source}"
        write_calibration(args.fit, rows, fitted_on)
        print(f"{args.fit}: fitted on {fitted_on}")
        return 0
    train = read_rows(args.train_rows) if args.train_rows else None
    layer = (read_calibration_file(args.calibration) if args.calibration else
             {"standard-2": load_calibration("standard", 2)})["standard-2"]
    print(report(with_predictions(rows, train, layer), held_out=train is not None))
    return 0


def read_rows(paths: list[Path]) -> list[dict]:
    """The rows saved in every file, one after the other."""
    return [row for path in paths for row in json.loads(path.read_text())]


def write_calibration(path: Path, rows: list[dict], fitted_on: str) -> None:
    """The calibration layers of the 2-player standard game fitted on the rows, as a calibration file."""
    outcomes = [r["outcome"] for r in rows]
    weights = {kind: fit_logistic([layer_inputs(r[raw], gap_of(r)) for r in rows], outcomes)
               for kind, raw in (("position", "position"), ("choice", "best"))}
    path.write_text(json.dumps(calibration_file({"standard-2": weights}, fitted_on), indent=1) + "\n")


def gap_of(row: dict) -> float:
    """The row's lowest-colour gap, as the calibration layer reads it (the simple predictor's first difference)."""
    return row["simple"][1]


def play_all(executor: Executor, tasks: list, save: Path | None = None) -> list[dict]:
    """The rows of every task's game; with ``save``, all rows so far written there after each game."""
    rows = []
    for done, game_rows in enumerate(executor.map(play_and_judge, tasks), 1):
        rows += game_rows
        if save:
            save.write_text(json.dumps(rows))
        print(f"\r{done}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return rows


def play_and_judge(task) -> list[dict]:
    """One self-play game, and a row per turn start of its middle third: predictions and outcome."""
    index, pairings, seed, hard_seconds, samples, learner = task
    pairing = pairings[index % len(pairings)]
    game_seed = seed * 100_003 + index
    levels = pairing if index // len(pairings) % 2 == 0 else pairing[::-1]
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
    coach = Coach("standard", 2, seconds=UNHURRIED, samples=samples, calibrated=False)
    judge = LearnerJudge.from_file(learner[0], deals=learner[1]) if learner else None
    rows = []
    for position, chosen in turn_starts:
        made = sum(position.placements_made)
        if not total / 3 <= made < 2 * total / 3:
            continue
        seat = position.to_move
        view = position.view(seat)
        judged = coach.judge(view, len(position.log), Place(seat, chosen.tile, chosen.cells), None)
        rows.append({
            "game": game_seed, "pairing": "-".join(pairing), "level": levels[seat], "outcome": outcome(game, seat),
            "position": coach.value(view), "best": judged.before, "verdict": judged.verdict,
            "simple": simple_features(position, seat),
            # a settled judgement's values are points, not chances (its verdict stands as it is)
            **({"settled": True} if judged.settled else {"played": judged.played_value}),
            **({"learner": judge.one_ply(view), "learner 2": judge.two_plies(view)} if judge else {}),
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

def with_predictions(rows: list[dict], train: list[dict] | None, layer: Calibration) -> list[dict]:
    """The rows with the calibrated predictions added and ``simple`` replaced by the logistic
    model's prediction (fitted on ``train``, else on the rows themselves)."""
    fitted_on = train or rows
    weights = fit_logistic([r["simple"] for r in fitted_on], [r["outcome"] for r in fitted_on])
    if all("learner" in r for r in rows + (train or [])):
        maps = fit_maps(fitted_on, gap_of)
        print("maps (logits, then the gap): " + "; ".join(f"{name} {', '.join(f'{w:.3f}' for w in weights)}"
                                                          for name, weights in maps.items()))
        rows = with_maps(rows, maps, gap_of)
    return [{**r, "simple": logistic(weights, r["simple"]),
             "coach pos": layer.chance("position", r["position"], gap_of(r)),
             "coach": layer.chance("choice", r["best"], gap_of(r)),
             "coach verdict": calibrated_verdict(r, layer)} for r in rows]


def calibrated_verdict(row: dict, layer: Calibration) -> str | None:
    """The verdict on the row's placement with the best and the played value through the layer
    (None for rows saved without the played value)."""
    if row.get("settled"):
        return row["verdict"]
    if "played" not in row:
        return None
    if row["verdict"] == "best":
        return "best"
    best, played = (layer.chance("choice", row[key], gap_of(row)) for key in ("best", "played"))
    return verdict_of(max(0.0, best - played))


def predictors(rows: list[dict]) -> tuple[str, ...]:
    """The predictors the rows hold: the coach's, and the learner's where it judged them."""
    return PREDICTORS + (LEARNER_PREDICTORS if all(name in rows[0] for name in LEARNER_PREDICTORS) else ())


def report(rows: list[dict], held_out: bool) -> str:
    pairings = sorted({r["pairing"] for r in rows})
    games = len({r["game"] for r in rows})
    lines = [f"{len(rows)} positions from the middle third of {games} games ({', '.join(pairings)}); "
             f"simple fitted {'on other games' if held_out else 'on these games (in-sample)'}", ""]
    lines.append(f"{'predictor':<18}{'Brier':>8}{'95% interval':>17}" + "".join(f"{p:>13}" for p in pairings)
                 + f"  tenths within {TENTH_TOLERANCE} (of those with >= {LEAST_IN_TENTH})")
    for name in predictors(rows):
        low, high = brier_interval(rows, name)
        by_pairing = [brier([r for r in rows if r["pairing"] == p], name) for p in pairings]
        lines.append(f"{name:<18}{brier(rows, name):>8.4f}   [{low:.4f}, {high:.4f}]"
                     + "".join(f"{b:>13.4f}" for b in by_pairing) + f"  {tenths_within(rows, name)}")
    low, high = brier_interval(rows, "coach", less="simple")
    lines.append(f"coach less simple: {brier(rows, 'coach') - brier(rows, 'simple'):+.4f} [{low:+.4f}, {high:+.4f}]")
    for name in predictors(rows)[len(PREDICTORS):]:
        low, high = brier_interval(rows, name, less="coach")
        lines.append(f"{name} less coach: {brier(rows, name) - brier(rows, 'coach'):+.4f} [{low:+.4f}, {high:+.4f}]")
    lines.append(f"(target: Brier <= {BRIER_TARGET}; a coin scores 0.25)")
    for name in predictors(rows):
        lines += reliability_lines(rows, name, "")
    for pairing in pairings:
        lines += reliability_lines([r for r in rows if r["pairing"] == pairing], "coach", f" ({pairing} only)")
    hard_rows = [r for r in rows if r["level"] == "hard"]
    for key in ("verdict", "coach verdict"):
        if hard_rows and all(r[key] for r in hard_rows):
            shares = {v: statistics.fmean(r[key] == v for r in hard_rows) for v in VERDICT_WORDS}
            lines += ["", f"the hard player's {len(hard_rows)} placements judged ({key}): "
                          + ", ".join(f"{v} {share:.0%}" for v, share in shares.items())]
    return "\n".join(lines)


def tenths_within(rows: list[dict], name: str) -> str:
    judged = [t for t in reliability(rows, name) if t[1] >= LEAST_IN_TENTH]
    return f"{sum(abs(t[3] - t[2]) <= TENTH_TOLERANCE for t in judged)}/{len(judged)}"


def reliability_lines(rows: list[dict], name: str, which: str) -> list[str]:
    lines = ["", f"reliability of {name}{which}: tenth, positions, mean prediction, observed share, within"]
    for tenth, count, predicted, observed in reliability(rows, name):
        mark = "" if count < LEAST_IN_TENTH else ("yes" if abs(observed - predicted) <= TENTH_TOLERANCE else "NO")
        lines.append(f"  {tenth / 10:.1f}-{(tenth + 1) / 10:.1f}  {count:>6}  {predicted:>6.3f}  {observed:>6.3f}"
                     f"  {mark}")
    return lines


def brier(rows: list[dict], name: str) -> float:
    return statistics.fmean((r[name] - r["outcome"]) ** 2 for r in rows) if rows else math.nan


def brier_interval(rows: list[dict], name: str, less: str | None = None) -> tuple[float, float]:
    """The 2.5th and 97.5th percentiles of the Brier score (less that of ``less``) over
    resamples of whole games, drawn with replacement within each pairing (so that the
    pairings keep their shares)."""
    by_game: dict[int, list[float]] = {}
    pairing_of = {}
    for r in rows:
        difference = (r[name] - r["outcome"]) ** 2 - ((r[less] - r["outcome"]) ** 2 if less else 0.0)
        by_game.setdefault(r["game"], []).append(difference)
        pairing_of[r["game"]] = r["pairing"]
    strata = [[by_game[g] for g in by_game if pairing_of[g] == p] for p in sorted(set(pairing_of.values()))]
    rng = random.Random(1)
    scores = []
    for _resample in range(RESAMPLES):
        drawn = [rng.choice(games) for games in strata for _game in games]
        scores.append(sum(map(sum, drawn)) / sum(map(len, drawn)))
    scores.sort()
    return scores[int(0.025 * RESAMPLES)], scores[int(0.975 * RESAMPLES) - 1]


def reliability(rows: list[dict], name: str) -> list[tuple[int, int, float, float]]:
    """(tenth, positions, mean prediction, observed share) for each tenth holding a position."""
    tenths: dict[int, list[dict]] = {}
    for row in rows:
        tenths.setdefault(min(9, int(row[name] * 10)), []).append(row)
    return [(t, len(rs), statistics.fmean(r[name] for r in rs), statistics.fmean(r["outcome"] for r in rs))
            for t, rs in sorted(tenths.items())]


if __name__ == "__main__":
    sys.exit(main())
