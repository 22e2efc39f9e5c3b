"""Cheap solo games, one placement ahead, to tune what the hard level's solo search values.

    .venv/bin/python -m benchmarks.solo_greedy [--deals 500] [--seed 1000] [--json OUT]

Every candidate plays the same deals (a solo deal is the seed's tile order; placements do not
change it) and is compared deal by deal with the reference, the shipped solo valuation
(:class:`~ingenious_desktop.ai.model.scoring.Valuation`) played greedily: better, worse and equal
results (the three lowest colours, lowest first), mean six-digit result, mean lowest colour.
The candidates: the valuation's solo form with one constant changed (:class:`FreeValuation`),
and the valuation's best SHORTLIST placements judged again on the board each leaves by the
hard level's solo leaf (``search.solo_leaf_value``, its open-line term) at several weights.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from ingenious_desktop.ai.players import search
from ingenious_desktop.ai.model.moves import best_placement, judged
from ingenious_desktop.ai.model.scoring import Valuation
from ingenious_desktop.engine import Game, Phase

SOLO = Game.new("solo", 1).variant


class FreeValuation:
    """The solo branch of :class:`Valuation` with its constants free (the defaults are the shipped
    ones): each colour's value concave in its score (FLOOR + (1 - point / cap) ** power a point),
    the sorted colours weighted by ``weights``, plus ``linear`` times the three lowest scores."""

    def __init__(self, cap: int, floor=0.2, power=2.0, weights=(1, 1, 1, 0.25, 0.25, 0.25), linear=(1, 0, 0)):
        value, total = [0.0], 0.0
        for point in range(cap):
            total += floor + (1 - point / cap) ** power
            value.append(total)
        self.colour_value, self.weights, self.linear = value, weights, linear

    def __call__(self, scores) -> float:
        ordered = sorted(scores)
        return (sum(w * self.colour_value[s] for w, s in zip(self.weights, ordered))
                + sum(w * s for w, s in zip(self.linear, ordered)))


def greedy(game: Game, valuation) -> None:
    game.place(best_placement(game, search.gain_judge(game.scores[0], game.variant, valuation))[1])


def judged_again(weight: float):
    """The valuation's best SHORTLIST placements, the one whose board the solo leaf values most."""
    def place(game: Game, valuation) -> None:
        ranked = judged(game.scored_placements(), search.gain_judge(game.scores[0], game.variant, valuation))
        ranked.sort(key=lambda item: item[0], reverse=True)
        shortlist = [p for _v, p in ranked[:search.DEFAULT_SETTINGS.shortlist]]
        game.place(max(shortlist, key=lambda p: leaf_after(game, p, valuation, weight)))
    return place


def leaf_after(game: Game, placement, valuation, weight: float) -> float:
    after = game.copy()
    after.place(placement)
    return search.solo_leaf_value(after, valuation, weight)


def result(seed: int, valuation, place) -> list[int]:
    game = Game.new("solo", 1, seed)
    game.deal()
    while not game.is_over:
        if game.phase is Phase.PLACE:
            place(game, valuation)
        else:
            game.end_turn()
    return sorted(game.scores[0])[:3]


def six_digits(result: list[int]) -> int:
    return int("".join(f"{s:02d}" for s in result))


def compared(results: list[list[int]], reference: list[list[int]]) -> dict:
    better = sum(r > q for r, q in zip(results, reference))
    worse = sum(r < q for r, q in zip(results, reference))
    return {"better": better, "worse": worse, "equal": len(results) - better - worse,
            "mean_result": statistics.fmean(map(six_digits, results)),
            "mean_lowest": statistics.fmean(r[0] for r in results)}


def candidates(cap: int):
    """(name, valuation, way of placing) for every candidate."""
    for floor in (0.0, 0.05, 0.5, 1.0):
        yield f"floor {floor}", FreeValuation(cap, floor=floor), greedy
    for power in (1.0, 3.0, 4.0, 6.0):
        yield f"power {power}", FreeValuation(cap, power=power), greedy
    for reserve in (0.0, 0.1, 0.5, 1.0):
        yield f"reserve {reserve}", FreeValuation(cap, weights=(1, 1, 1, reserve, reserve, reserve)), greedy
    for lowest in (0.0, 2.0, 4.0):
        yield f"lowest linear {lowest}", FreeValuation(cap, linear=(lowest, 0, 0)), greedy
    for second in (0.5, 1.0, 2.0):
        yield f"second linear {second}", FreeValuation(cap, linear=(1, second, 0)), greedy
    for weights in ((2, 1.5, 1, 0.25, 0.25, 0.25), (4, 2, 1, 0.25, 0.25, 0.25)):
        yield f"rank weights {weights[:3]}", FreeValuation(cap, weights=weights), greedy
    for weight in (0.0, 0.1, 0.2, 0.3, 0.5, 1.0):
        yield f"open-line weight {weight}, judged again", Valuation(SOLO), judged_again(weight)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    seeds = [args.seed * 100_003 + i for i in range(args.deals)]
    started = time.perf_counter()
    reference = [result(s, Valuation(SOLO), greedy) for s in seeds]
    rows = [{"candidate": "shipped valuation, greedy", **compared(reference, reference)}]
    print(rows[0], flush=True)
    for name, valuation, place in candidates(SOLO.cap):
        rows.append({"candidate": name, **compared([result(s, valuation, place) for s in seeds], reference)})
        print(rows[-1], flush=True)
    if args.json:
        args.json.write_text(json.dumps({"deals": args.deals, "seed": args.seed,
                                         "wall_seconds": time.perf_counter() - started, "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
