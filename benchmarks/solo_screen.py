"""Scratch screen (not part of any level): the hard level alone in solo, on the deals of an
earlier ``levels_arena.py --variant solo`` run, against the frozen copy's results recorded there.
Half the time of a new head-to-head; the frozen side is not played again, so its results are
those of the earlier run's machine load (the frozen copy's own results differ from run to run:
it stops on time). The picks screens in benchmarks/value-model.md ran this loop on commit 88c3b2c's
code (the solo play-out move, reverted since) with SOLO_PLAY_OUT_PICKS set to 3, 6 and 12.

    .venv/bin/python benchmarks/solo_screen.py benchmarks/results/hard-vs-frozen-solo-0.2s-s54.json \\
        [--lookahead 4] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

import levels_arena
from ingenious_desktop.ai import search


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("earlier", type=Path)
    parser.add_argument("--lookahead", type=int, default=search.SOLO_LOOKAHEAD)
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    search.SOLO_LOOKAHEAD = args.lookahead
    earlier = json.loads(args.earlier.read_text())
    outcomes = []
    for game in earlier["outcomes"]:
        game_seed = earlier["seed"] * 100_003 + game["index"]
        played, _times = levels_arena.play_game("solo", [levels_arena.make("hard", game_seed, args.seconds)], game_seed)
        outcomes.append({"index": game["index"], "results": [sorted(played.scores[0])[:3], game["results"][1]]})
        print(outcomes[-1], flush=True)
    pairs = [o["results"] for o in outcomes]
    summary = {"earlier": str(args.earlier), "lookahead": args.lookahead, "seconds": args.seconds,
               "better": sum(a > b for a, b in pairs), "worse": sum(a < b for a, b in pairs),
               "mean_lowest": statistics.fmean(a[0] for a, _b in pairs),
               "frozen_mean_lowest": statistics.fmean(b[0] for _a, b in pairs)}
    print(summary)
    if args.json:
        args.json.write_text(json.dumps({**summary, "outcomes": outcomes}, indent=1) + "\n")


if __name__ == "__main__":
    main()
