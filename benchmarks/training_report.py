"""The training report: loss over the iterations for every variant, and how the 2-player model
alone (one placement ahead) fares against today's hard level after each iteration.

    .venv/bin/python -m benchmarks.training_report --history HISTORY.json [--eval-games 40]
        [--eval-samples 12] [--workers 2]

HISTORY.json is what ``python -m ingenious_desktop.ai.training.train --history`` wrote: every
iteration's figures and the model it ended with. The script plays ``--eval-games`` games of
each iteration's 2-player standard model, one placement ahead, against the frozen hard level
(ingenious_desktop/ai/training/frozen_hard.py, capped at ``--eval-samples`` samples a decision so the figures do
not depend on the machine's speed), checks that the last iteration's model is the shipped one,
and writes benchmarks/training-report.md and benchmarks/training-report.svg. The evaluation is
kept in benchmarks/results/training-evaluation.json (delete it to run it again).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path

from ingenious_desktop.ai.training.frozen_hard import FrozenHardPlayer
from ingenious_desktop.ai.arena import play_game, wilson_interval
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer
from ingenious_desktop.ai.training.train import command_line, model_entry
from ingenious_desktop.ai.model.value import MODEL_FILE, load_value_model, parse_model

HERE = Path(__file__).resolve().parent


def eval_game(entry: dict, index: int, samples: int) -> float:
    """The model's share of one 2-player game against the frozen hard level, seats alternating."""
    model = parse_model("standard-2", entry, "the training history")
    seat = index % 2
    players = [None, None]
    players[seat] = OnePlyPlayer(model)
    players[1 - seat] = FrozenHardPlayer(index, seconds=60, samples=samples, use_helper=False)
    game, _times = play_game("standard", players, 9_000 + index)
    first = game.ranking()[0]
    return 1 / len(first) if seat in first else 0.0


def evaluate(executor, entry: dict, iteration: int, games: int, samples: int) -> dict:
    shares = list(executor.map(eval_game, [entry["model"]] * games, range(games), [samples] * games))
    share = statistics.fmean(shares)
    low, high = wilson_interval(share, games)
    return {"iteration": iteration, "share_vs_frozen_hard": share, "interval95": [low, high], "eval_games": games}


def svg(histories: dict, evaluated: list[dict]) -> str:
    width, height = 960, 420
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="sans-serif" font-size="13">', f'<rect width="{width}" height="{height}" fill="white"/>']
    colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]

    def panel(x0, title, series, y_label, y_range, bands=None):
        left, top, w, h = x0 + 60, 50, 320, 300
        y_low, y_high = y_range
        iterations = max(len(points) for _name, points in series)
        def px(i):
            return left + (i - 1) / max(1, iterations - 1) * w
        def py(v):
            return top + h - (v - y_low) / (y_high - y_low) * h
        parts.append(f'<text x="{left}" y="30" font-size="14" font-weight="bold">{title}</text>')
        parts.append(f'<rect x="{left}" y="{top}" width="{w}" height="{h}" fill="none" stroke="#888"/>')
        for k in range(5):
            v = y_low + k * (y_high - y_low) / 4
            parts.append(f'<text x="{left - 8}" y="{py(v) + 4:.1f}" text-anchor="end">{v:.2f}</text>')
            parts.append(f'<line x1="{left}" x2="{left + w}" y1="{py(v):.1f}" y2="{py(v):.1f}" stroke="#eee"/>')
        for i in range(1, iterations + 1):
            parts.append(f'<text x="{px(i):.1f}" y="{top + h + 18}" text-anchor="middle">{i}</text>')
        parts.append(f'<text x="{left + w / 2}" y="{top + h + 36}" text-anchor="middle">iteration</text>')
        parts.append(f'<text x="{x0 + 14}" y="{top + h / 2}" transform="rotate(-90 {x0 + 14} {top + h / 2})" '
                     f'text-anchor="middle">{y_label}</text>')
        for n, (name, points) in enumerate(series):
            colour = colours[n % len(colours)]
            path = " ".join(f"{px(i + 1):.1f},{py(v):.1f}" for i, v in enumerate(points))
            parts.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
            for i, v in enumerate(points):
                parts.append(f'<circle cx="{px(i + 1):.1f}" cy="{py(v):.1f}" r="3.5" fill="{colour}"/>')
                if bands:
                    low, high = bands[i]
                    parts.append(f'<line x1="{px(i + 1):.1f}" x2="{px(i + 1):.1f}" y1="{py(low):.1f}" '
                                 f'y2="{py(high):.1f}" stroke="{colour}"/>')
            parts.append(f'<text x="{left + w + 8}" y="{top + 14 + 18 * n}" fill="{colour}">{name}</text>')

    losses = [(key, [entry["loss_before"] for entry in history])
              for key, history in histories.items() if key != "solo-1"]
    all_losses = [v for _k, points in losses for v in points]
    panel(0, "Log-loss on the new games, before refitting", losses, "log-loss",
          (min(all_losses) - 0.05, max(all_losses) + 0.05))
    shares = [entry["share_vs_frozen_hard"] for entry in evaluated]
    panel(480, "2-player model alone vs today's hard", [("", shares)], "share (95% interval)", (0.0, 1.0),
          [entry["interval95"] for entry in evaluated])
    parts.append("</svg>")
    return "\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--history", type=Path, required=True)
    parser.add_argument("--eval-games", type=int, default=40)
    parser.add_argument("--eval-samples", type=int, default=12)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    history = json.loads(args.history.read_text())
    trained = history["variants"]["standard-2"]
    evaluation = HERE / "results" / "training-evaluation.json"
    if not evaluation.exists():  # the slow part, kept so the report can be redrawn
        with ProcessPoolExecutor(max_workers=args.workers) as executor:
            evaluated = [evaluate(executor, entry, entry["iteration"], args.eval_games, args.eval_samples)
                         for entry in trained]
        evaluation.parent.mkdir(exist_ok=True)
        evaluation.write_text(json.dumps({"iterations": evaluated}, indent=1))
    evaluated = json.loads(evaluation.read_text())["iterations"]
    same = trained[-1]["model"] == model_entry(load_value_model("standard", 2))
    (HERE / "training-report.svg").write_text(svg(history["variants"], evaluated))
    shipped = json.loads(resources.files("ingenious_desktop.resources").joinpath(MODEL_FILE).read_text())["trained"]
    timing = f"{history['seconds'] / 60:.0f} minutes for all six variants"
    if history.get("games_read_from_cache"):
        timing += (f"; the games of {', '.join(history['games_read_from_cache'])} were read back from an earlier run "
                   "with the same seeds (`train_cached.py`), so their playing time is in neither this nor the table")
    lines = ["# Training the value model", "",
             f"`{command_line(shipped)}` on this machine (2 cores shared with other work, "
             f"{history['workers']} workers): {timing}.",
             "", f"The last iteration's 2-player model is {'the shipped one' if same else 'NOT the shipped one'}.",
             "", "![loss and strength over the iterations](training-report.svg)", "",
             "| variant | iteration | games | positions | loss before refit | loss after | seconds |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for key, entries in history["variants"].items():
        for e in entries:
            lines.append(f"| {key} | {e['iteration']} | {e['games']} | {e['positions']} | {e['loss_before']:.4f} "
                         f"| {e['loss_after']:.4f} | {e['seconds']:.0f} |")
    lines += ["", "Loss: mean log-loss (natural log) of the win chances on the positions of the games just played,",
              "with the model that played them (before) and after refitting on every position so far; solo: mean",
              "squared error of the three lowest colours.", "",
              f"2-player model alone (one placement ahead) against today's hard level (frozen, {args.eval_samples} "
              "samples a decision) after each iteration, seats alternating:", "",
              "| iteration | games | score share | 95% interval |", "| --- | --- | --- | --- |"]
    for e in evaluated:  # the games of the evaluation kept, which --eval-games may not have played
        low, high = e["interval95"]
        lines.append(f"| {e['iteration']} | {e['eval_games']} | {e['share_vs_frozen_hard']:.3f} | {low:.3f}-{high:.3f} |")
    (HERE / "training-report.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
