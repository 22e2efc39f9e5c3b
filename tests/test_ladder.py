"""The ladder's Elo fit over games played now and games read from earlier result files."""

import json
import math
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LADDER = [sys.executable, "-m", "benchmarks.ladder"]


def write(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data))
    return path


def test_earlier_games_of_both_kinds_join_one_fit(tmp_path):
    # Medium beats easy in 3 of 4 arena games and, in an older ladder file, easy scores 1 of 4:
    # 6 of 8 in all, which a maximum-likelihood Elo fit puts 400 log10(3) apart.
    arena = write(tmp_path / "arena.json", {"a": "medium", "b": "easy", "variant": "standard", "players": 2,
                                            "outcomes": [{"share": s} for s in (1, 1, 0, 1)]})
    ladder = write(tmp_path / "ladder.json", {"pairs": [{"a": "easy", "b": "medium", "games": 4, "a_share": 0.25}]})
    out = tmp_path / "fit.json"
    subprocess.run([*LADDER, "--players", "easy,medium", "--games", "0", "--add", str(arena), str(ladder),
                    "--json", str(out)], cwd=ROOT, check=True, capture_output=True)
    fit = json.loads(out.read_text())
    assert [(p["a"], p["b"], p["games"], p["a_share"]) for p in fit["pairs"]] == [("medium", "easy", 8, 0.75)]
    medium = next(r for r in fit["ratings"] if r["player"] == "medium")
    assert math.isclose(medium["elo"], 400 * math.log10(3), abs_tol=0.01)
    difference = fit["differences"][0]
    assert math.isclose(difference["elo_a_minus_b"], 400 * math.log10(3), abs_tol=0.01)
    low, high = difference["interval95"]
    assert low < difference["elo_a_minus_b"] < high


def test_a_result_file_of_another_variant_is_refused(tmp_path):
    team = write(tmp_path / "team.json", {"a": "hard", "b": "frozen", "variant": "team", "players": 4,
                                          "outcomes": [{"share": 1}]})
    run = subprocess.run([*LADDER, "--games", "0", "--add", str(team)], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode != 0
    assert "not 2-player standard" in run.stderr
