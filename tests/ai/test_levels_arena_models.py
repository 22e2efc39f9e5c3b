"""levels_arena's scratch model file reaches what the players call: with INGENIOUS_VALUE_MODEL set,
the hand-made judges (oneply, handhard) play the file's models, not the shipped ones."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ai_positions import random_position
from ingenious_desktop.ai.model import value
from ingenious_desktop.ai.model.files import with_checksum
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer

ROOT = Path(__file__).resolve().parents[2]
#: Run in a fresh process, since the models are read once: what oneply plays and what handhard's judge says.
PLAYED_WITH_THE_FILE = """
import json
import benchmarks.levels_arena as arena
from ai_positions import random_position
from ingenious_desktop.ai import native
game = random_position("standard", 2, seed=6, placements=12)
view = game.view(game.to_move)
hard = arena.make("handhard", 1, 0.05)
judge = hard.Evaluation("standard", 2, hard.config).core_model
print(json.dumps({"oneply": repr(arena.make("oneply", 1, 0.05).choose_placement(view)),
                  "handhard": list(native.Position.from_game(game).chances(judge))}))
"""


def test_the_scratch_model_file_is_what_the_hand_made_judges_play(tmp_path):
    data = json.loads(value.resource_file(value.MODEL_FILE).read_text())
    entry = data["models"]["standard-2"]
    entry["weights"] = [-w for w in entry["weights"]]
    entry["hidden"] = [{**unit, "out": -unit["out"]} for unit in entry["hidden"]]
    path = tmp_path / "value.json"
    path.write_text(json.dumps(with_checksum(data)))
    scratch = value.read_model_file(path)["standard-2"]
    game = random_position("standard", 2, seed=6, placements=12)
    view = game.view(game.to_move)

    env = {**os.environ, "INGENIOUS_VALUE_MODEL": str(path),
           "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests" / "ai")])}
    run = subprocess.run([sys.executable, "-c", PLAYED_WITH_THE_FILE], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True)
    played = json.loads(run.stdout)

    assert played["handhard"] == pytest.approx(scratch.win_chances(game), abs=1e-6)
    assert played["handhard"] != pytest.approx(value.load_value_model("standard", 2).win_chances(game), abs=1e-3)
    assert played["oneply"] == repr(OnePlyPlayer(model=scratch).choose_placement(view))
    assert played["oneply"] != repr(OnePlyPlayer().choose_placement(view))
