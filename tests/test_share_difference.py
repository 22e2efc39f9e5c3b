"""The paired difference of two players' shares against the same opponent on the same games."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = [sys.executable, "-m", "benchmarks.share_difference"]


def arena_file(path: Path, a: str, shares: list[float], seed: int = 41) -> Path:
    path.write_text(json.dumps({"a": a, "b": "medium", "variant": "standard", "players": 2, "seed": seed,
                                "outcomes": [{"index": i, "share": s} for i, s in enumerate(shares)]}))
    return path


def test_the_difference_is_taken_over_the_games_both_played(tmp_path):
    opponent = arena_file(tmp_path / "pip.json", "Pip", [1, 0, 1, 1, 0, 1])
    level = arena_file(tmp_path / "easy.json", "easy", [1, 0, 0, 1, 0, 0, 1, 1])
    run = subprocess.run([*SCRIPT, str(opponent), str(level)], cwd=ROOT,
                         check=True, capture_output=True, text=True)
    result = json.loads(run.stdout)
    assert (result["games"], result["first_share"], result["second_share"]) == (6, 4 / 6, 2 / 6)
    assert abs(result["difference"] - 2 / 6) < 1e-9
    low, high = result["interval95"]
    assert low < 2 / 6 < high


def test_files_of_other_deals_are_refused(tmp_path):
    opponent = arena_file(tmp_path / "pip.json", "Pip", [1, 0], seed=41)
    level = arena_file(tmp_path / "easy.json", "easy", [1, 0], seed=3)
    run = subprocess.run([*SCRIPT, str(opponent), str(level)], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode != 0
    assert "seed" in run.stderr
