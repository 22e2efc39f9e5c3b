"""Launch speed: from starting `python -m ingenious_desktop` to the first paint of the table.

Run by hand: `.venv/bin/python -m benchmarks.first_paint [RUNS]` (offscreen unless DISPLAY is set).
The program prints "first-paint" and quits when INGENIOUS_DESKTOP_EXIT_AFTER_FIRST_PAINT is set
(see ingenious_desktop/ui/window/main.py); this script times that from the moment it starts the process.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time


def one_launch(env: dict) -> float:
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "ingenious_desktop"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in process.stdout:
        if line.strip() == "first-paint":
            elapsed = time.perf_counter() - started
            break
    else:
        raise SystemExit("the program never reported its first paint")
    process.wait(30)
    return elapsed


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, INGENIOUS_DESKTOP_EXIT_AFTER_FIRST_PAINT="1", HOME=home, XDG_DATA_HOME=home,
                   XDG_CONFIG_HOME=home)
        if not env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        one_launch(env)  # warm the file cache
        times = [one_launch(env) for _ in range(runs)]
    print(f"first paint: median {statistics.median(times):.3f} s over {runs} runs "
          f"(min {min(times):.3f}, max {max(times):.3f})")


if __name__ == "__main__":
    main()
