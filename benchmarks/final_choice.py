"""How often the hard search's final choice is the worse of the placements that survived its halving.

    .venv/bin/python -m benchmarks.final_choice [--positions 120] [--seconds 0.05] [--long 4000] [--json OUT]

Positions: the player to move at placements spread over medium-against-medium 2-player standard
games (deals 2024, 2025, ...; 20 positions each). At each, the hard level's shortlist is searched
for ``--seconds`` in one process (seed text ``final-choice|N``), as the window's hard level does
without its helper. The survivors of its last halving are then valued by a long search of them
alone (``--long`` samples each, no halving, in 10 independent parts of a tenth each): a survivor is
worse than another when its long mean is lower; "clearly" when lower by more than twice the
standard error of the parts' paired differences. Prints, for the final choice as
``search.Tally.best`` makes it and as the rule before issue 36 made it (of the survivors searched
longest, the best mean) on the same tallies: how often the choice was a worse survivor.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import replace
from pathlib import Path

from benchmarks.medium_game import spread_placements
from ingenious_desktop.ai import native
from ingenious_desktop.ai.players.search import ModelEvaluation, Tally

PARTS = 10


def searched_longest_first(tally: Tally) -> int:
    """The final choice before issue 36: the best mean among the survivors with the most play-outs."""
    searched = [c for c in tally.alive if tally.counts[c]]
    most = max(tally.counts[c] for c in searched)
    return max((c for c in searched if tally.counts[c] == most), key=tally.mean)


def long_values(evaluation: ModelEvaluation, view, placements: list, samples: int, index: int) -> list[list[float]]:
    """Each placement's mean value in each of PARTS independent searches of ``samples // PARTS`` samples, no halving."""
    config = replace(evaluation.config, halving_at=()).core()
    position = native.Position.from_view(view)
    parts = []
    for part in range(PARTS):
        seed = native.seed_of(f"final-choice-long|{index}|{part}")
        totals, counts, _alive = native.search_placements(position, placements, evaluation.core_model, config, seed,
                                                          None, samples // PARTS)
        parts.append([t / n for t, n in zip(totals, counts)])
    return parts


def judge(view, index: int, seconds: float, samples: int) -> dict:
    """One position: the short search's survivors, both rules' choices and the long values."""
    evaluation = ModelEvaluation(view.variant.name, view.variant.players)
    shortlist = evaluation.shortlist(view)
    tally = evaluation.search_placements(view, shortlist, f"final-choice|{index}", seconds, None, lambda: False)
    survivors = [c for c in tally.alive if tally.counts[c]]
    parts = long_values(evaluation, view, [shortlist[c] for c in survivors], samples, index)
    means = [statistics.fmean(part[i] for part in parts) for i in range(len(survivors))]
    best = max(range(len(survivors)), key=means.__getitem__)

    def verdict(choice: int) -> dict:
        i = survivors.index(choice)
        gaps = [part[best] - part[i] for part in parts]
        error = statistics.stdev(gaps) / PARTS ** 0.5
        return {"worse": means[i] < means[best], "clearly_worse": statistics.fmean(gaps) > 2 * error,
                "loss": means[best] - means[i]}

    return {"index": index, "counts": [tally.counts[c] for c in survivors], "long_means": means,
            "unequal": len({tally.counts[c] for c in survivors}) > 1,
            "now": verdict(tally.best()), "before": verdict(searched_longest_first(tally))}


def positions(count: int) -> list:
    views = []
    for deal in range(2024, 2024 + (count + 19) // 20):
        views += spread_placements(deal, 20, lambda game: game.view(game.to_move))
    return views[:count]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--seconds", type=float, default=0.05)
    parser.add_argument("--long", type=int, default=4000)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    rows = []
    for index, view in enumerate(positions(args.positions)):
        rows.append(judge(view, index, args.seconds, args.long))
        print(f"\r{len(rows)}/{args.positions}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    summary = {"positions": len(rows), "seconds": args.seconds, "long_samples": args.long,
               "unequal_counts": sum(r["unequal"] for r in rows)}
    for rule in ("before", "now"):
        summary[rule] = {"worse": sum(r[rule]["worse"] for r in rows),
                         "clearly_worse": sum(r[rule]["clearly_worse"] for r in rows),
                         "mean_loss": statistics.fmean(r[rule]["loss"] for r in rows)}
    if args.json:
        args.json.write_text(json.dumps({**summary, "rows": rows}, indent=1) + "\n")
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
