"""What an autosave costs the window: it is written after every placement (issue 9 item 5).

Run by hand: `.venv/bin/python -m benchmarks.autosave`. Prints medians and the slowest of 50
autosaves, in milliseconds, of the largest game there is (a finished 4-player record), split
into making the JSON text and writing it atomically (QSaveFile, which syncs the file to disk).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ingenious_desktop.app.storage import write_atomically
from ingenious_desktop.engine import dumps_record, load_record

RECORD = Path(__file__).parents[1] / "tests" / "engine" / "examples" / "standard-4p-complete.ingenious"
RUNS = 50


def main() -> None:
    QCoreApplication(sys.argv[:1])
    record = load_record(RECORD)
    game = record.replay()
    making, writing = [], []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(RUNS):
            start = time.perf_counter()
            text = dumps_record(game, record.seats, {"file": str(RECORD)})
            made = time.perf_counter()
            write_atomically(Path(folder) / "autosave.ingenious", text)
            making.append((made - start) * 1000)
            writing.append((time.perf_counter() - made) * 1000)
    print(f"{len(text)} bytes, {RUNS} autosaves")
    print(f"JSON text: median {statistics.median(making):.1f} ms")
    print(f"atomic write: median {statistics.median(writing):.1f} ms, slowest {max(writing):.1f} ms")


if __name__ == "__main__":
    main()
