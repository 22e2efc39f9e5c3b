"""Scratch screen (not part of any level): the hard level alone in solo on the deals of an earlier
``levels_arena.py --variant solo`` run, against the frozen copy's results recorded there, with the
play-outs each placement decision made (median and quartiles). The frozen side is not played
again, so its results carry the earlier run's machine load. The knob is the solo play-outs' length:

    .venv/bin/python -m benchmarks.solo_playouts_screen benchmarks/results/hard-vs-frozen-solo-0.2s-s54.json \\
        [--lookahead 4] [--games 20] [--json OUT]

The keep-open screens (benchmarks/value-model.md as of 44895d9) ran this on commit 88c3b2c's search (the play-out
move, reverted since), whose SOLO_PLAY_OUT_PICKS an option ``--picks`` then set.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import replace
from pathlib import Path

from benchmarks.levels_arena import deal_seed
from ingenious_desktop.ai.players import search
from ingenious_desktop.ai.arena import play_game


class CountingHardPlayer(search.HardPlayer):
    """The hard level, keeping each placement decision's play-out count."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.playouts: list[int] = []

    def choose_placement(self, view, cancel=None):
        placement = super().choose_placement(view, cancel)
        self.playouts.append(self.last_playouts)
        return placement


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("earlier", type=Path)
    parser.add_argument("--lookahead", type=int, default=search.DEFAULT_SETTINGS.solo_lookahead)
    parser.add_argument("--games", type=int)
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    config = replace(search.DEFAULT_SETTINGS, solo_lookahead=args.lookahead)
    earlier = json.loads(args.earlier.read_text())
    outcomes, playouts = [], []
    for game in earlier["outcomes"][:args.games]:
        game_seed = deal_seed(earlier["seed"], game["index"])
        player = CountingHardPlayer(game_seed, args.seconds, use_helper=False, config=config)
        played, _times = play_game("solo", [player], game_seed)
        playouts += [n for n in player.playouts if n]  # a shortlist of one is not searched
        outcomes.append({"index": game["index"], "results": [sorted(played.scores[0])[:3], game["results"][1]]})
        print(outcomes[-1], flush=True)
    pairs = [o["results"] for o in outcomes]
    quartiles = statistics.quantiles(playouts, n=4)
    summary = {"earlier": str(args.earlier), "lookahead": args.lookahead,
               "seconds": args.seconds, "games": len(pairs),
               "better": sum(a > b for a, b in pairs), "worse": sum(a < b for a, b in pairs),
               "mean_lowest": statistics.fmean(a[0] for a, _b in pairs),
               "frozen_mean_lowest": statistics.fmean(b[0] for _a, b in pairs),
               "playouts_median": statistics.median(playouts), "playouts_quartiles": [quartiles[0], quartiles[2]]}
    print(summary)
    if args.json:
        args.json.write_text(json.dumps({**summary, "outcomes": outcomes}, indent=1) + "\n")


if __name__ == "__main__":
    main()
