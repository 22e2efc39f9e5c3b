"""The training picture (benchmarks/training_picture.py): round ticks, and a PNG drawn from a log."""

import json
import subprocess
import sys
from pathlib import Path

from benchmarks.training_picture import games_label, nice_ticks

ROOT = Path(__file__).resolve().parent.parent


def test_ticks_are_round_and_cover_the_range():
    assert nice_ticks(0, 380_000) == [0, 100_000, 200_000, 300_000, 400_000]
    assert nice_ticks(0, 400_000) == [0, 100_000, 200_000, 300_000, 400_000]
    assert nice_ticks(0.49, 0.66, 5) == [0.45, 0.5, 0.55, 0.6, 0.65, 0.7]
    assert [games_label(g) for g in (0, 500, 20_000, 1_500_000)] == ["0", "500", "20k", "1.5M"]


def test_a_log_becomes_one_png(tmp_path):
    strength = {"against": "frozen hard", "share": 0.58, "low": 0.53, "high": 0.63}
    log = {"iterations": [{"iteration": i, "games": 20_000, "loss": 0.6 - i / 100, "held_out_loss": 0.62 - i / 100,
                           "strength": strength if i % 2 else [strength, {**strength, "against": "the previous"}]}
                          for i in range(1, 5)]}
    (tmp_path / "log.json").write_text(json.dumps(log))
    subprocess.run([sys.executable, "-m", "benchmarks.training_picture", str(tmp_path / "log.json"),
                    str(tmp_path / "log.png")], cwd=ROOT, check=True, timeout=120)
    assert (tmp_path / "log.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
