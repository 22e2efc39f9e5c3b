"""How far one player's score share lies from another's against the same opponent, on the same games.

    .venv/bin/python -m benchmarks.share_difference benchmarks/results/A.json benchmarks/results/B.json

Both files are ``levels_arena.py --json`` results with the same opponent, variant and seed, so
game i is the same deal with side A in the same seat in both. Prints, over the games both
played, A's share in each file and the mean of the per-game differences (first file less the
second) with a 95% interval (normal approximation to the paired differences), as JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from pathlib import Path


def paired_difference(first: dict, second: dict) -> dict:
    for key in ("b", "variant", "players", "seed"):
        if first[key] != second[key]:
            raise SystemExit(f"the files differ in {key}: {first[key]!r} and {second[key]!r}")
    shares = {game["index"]: game["share"] for game in second["outcomes"]}
    pairs = [(game["share"], shares[game["index"]]) for game in first["outcomes"] if game["index"] in shares]
    differences = [a - b for a, b in pairs]
    mean = statistics.fmean(differences)
    spread = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else math.inf
    return {"first": first["a"], "second": second["a"], "against": first["b"], "games": len(pairs),
            "first_share": statistics.fmean(a for a, _b in pairs),
            "second_share": statistics.fmean(b for _a, b in pairs),
            "difference": mean, "interval95": [mean - spread, mean + spread]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    args = parser.parse_args()
    print(json.dumps(paired_difference(json.loads(args.first.read_text()), json.loads(args.second.read_text())),
                     indent=1))


if __name__ == "__main__":
    main()
