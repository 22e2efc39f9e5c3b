"""How long the coach's tools take at their default budget, process start included. Run by hand:

    .venv/bin/python -m benchmarks.coach_speed [RUNS]

``analyse`` runs RUNS times (default 10) on each mid-game 2-, 3- and 4-player example record
(target: p95 at most 0.5 s); ``review`` judges the whole 2-player example game, both seats,
once (target: at most 5 s). Prints medians and p95 wall times.
"""

from __future__ import annotations

import math
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "tests" / "engine" / "examples"
ANALYSED = ("standard-2p-midgame", "standard-3p-midgame", "standard-4p-midgame", "team-4p-midgame")
REVIEWED = "standard-2p-complete"


def wall_seconds(*argv: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "ingenious_desktop", *argv], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    every = []
    print(f"analyse FILE --json, default budget, {runs} runs each (wall time, process start included)")
    for name in ANALYSED:
        times = [wall_seconds("analyse", str(EXAMPLES / f"{name}.ingenious"), "--json") for _ in range(runs)]
        every += times
        print(f"  {name:<22} median {statistics.median(times):.3f} s   p95 {p95(times):.3f} s")
    print(f"  {'all':<22} median {statistics.median(every):.3f} s   p95 {p95(every):.3f} s   (target p95 <= 0.5 s)")
    seconds = wall_seconds("review", str(EXAMPLES / f"{REVIEWED}.ingenious"), "--json")
    print(f"review {REVIEWED} (both seats), default budget: {seconds:.1f} s   (target <= 5 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
