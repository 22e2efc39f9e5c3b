import json
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).parents[1] / "engine" / "examples"


def test_bench_reports_every_figure_as_json():
    out = subprocess.run([sys.executable, "-m", "ingenious_desktop", "bench", "--json", "--rounds", "1",
                          "--records", str(EXAMPLES)],
                         capture_output=True, text=True, check=True).stdout
    figures = json.loads(out)
    assert figures["self_play_placements_per_s"] > 0
    assert figures["scored_placements_per_s"] > 0
    assert figures["records"] == 6
    for figure in ("hard_playouts_per_s", "self_play_games_per_s"):
        assert figures[figure] > 0 and figures[f"{figure}_python"] > 0
    for figure in ("network_placements_per_s", "hand_made_placements_per_s", "self_play_games_per_s_network"):
        assert figures[figure] > 0
