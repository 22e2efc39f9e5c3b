"""The coach's calibration layer: read once from its file, one clear error for a broken one,
and chances that stay chances (between 0 and 1, the seats' summing to 1)."""

import json

import pytest

from ingenious_desktop.ai import ModelError
from ingenious_desktop.ai.model import calibration
from ingenious_desktop.ai.model.files import with_checksum
from ingenious_desktop.ai.model.calibration import load_calibration, read_calibration_file
from ingenious_desktop.ai.coach import Coach
from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.network_file import load_network
from ingenious_desktop.cli import main
from ai_positions import random_position, swappable_positions


def shipped_calibration() -> dict:
    return json.loads(calibration.resource_file(calibration.CALIBRATION_FILE).read_text())


def test_the_shipped_calibration_loads_once_with_a_layer_for_the_two_player_game():
    layer = load_calibration("standard", 2)
    assert layer is not None and load_calibration("standard", 2) is layer
    assert load_calibration("solo", 1) is None  # no layer: the model's own values


@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "something else"}), "[]"])
def test_a_corrupt_calibration_file_is_one_clear_error(tmp_path, text):
    path = tmp_path / "broken.json"
    path.write_text(text)
    with pytest.raises(ModelError, match="broken.json"):
        read_calibration_file(path)


def test_broken_weights_are_refused(tmp_path):
    data = shipped_calibration()
    data["layers"]["standard-2"]["choice"][0] = "steep"
    path = tmp_path / "steep.json"
    path.write_text(json.dumps(with_checksum(data)))  # as if the fitting command had written it
    with pytest.raises(ModelError, match="steep.json.*standard-2"):
        read_calibration_file(path)


def test_a_missing_calibration_file_stops_the_coach_with_one_clear_error(monkeypatch):
    monkeypatch.setattr(calibration, "CALIBRATION_FILE", "models/no-such-calibration.json")
    with pytest.raises(ModelError, match="no-such-calibration.json"):
        Coach("standard", 2)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_calibrated_chances_of_the_two_seats_stay_in_0_1_and_sum_to_one(seed):
    game = random_position("standard", 2, seed=seed, placements=30)
    coach = Coach("standard", 2, seconds=60, samples=4)
    chances = coach.win_chances(game.view(game.to_move))
    assert all(0 <= c <= 1 for c in chances) and sum(chances) == pytest.approx(1)


def test_the_coach_shows_the_calibrated_chance_not_the_models_raw_one():
    game = random_position("standard", 2, seed=6, placements=30)
    view = game.view(game.to_move)
    raw = native.Position.from_view(view).chances(load_network("standard", 2))
    assert Coach("standard", 2, calibrated=False).reading(view) == raw
    calibrated = Coach("standard", 2).reading(view)
    assert calibrated != pytest.approx(raw, abs=1e-3)


def test_calibration_keeps_the_candidates_order_and_their_chances_in_0_1():
    game = random_position("standard", 2, seed=7, placements=30)
    view = game.view(game.to_move)
    raw = Coach("standard", 2, seconds=60, samples=4, calibrated=False).hint(view)
    hint = Coach("standard", 2, seconds=60, samples=4).hint(view)
    assert [c.placement for c in hint.candidates] == [c.placement for c in raw.candidates]
    assert all(0 <= c.value <= 1 for c in hint.candidates)


def test_analyse_with_a_broken_calibration_file_is_refused_in_one_line(monkeypatch, tmp_path, capsys):
    broken = tmp_path / "calibration.json"
    broken.write_text("{truncated")
    monkeypatch.setattr(calibration, "CALIBRATION_FILE", str(broken))  # an absolute path joins as itself
    status = main(["analyse", "tests/engine/examples/standard-2p-midgame.ingenious", "--json"])
    out, err = capsys.readouterr()
    assert (status, out, err.count("\n")) == (2, "", 1) and "calibration.json" in err


def test_a_hints_chance_for_the_position_is_its_best_choices():
    game = random_position("standard", 2, seed=8, placements=30)
    hint = Coach("standard", 2, seconds=60, samples=4).hint(game.view(game.to_move))
    assert hint.value == hint.candidates[0].value
    at_a_swap = swappable_positions(count=1)[0]
    swap = Coach("standard", 2, seconds=60, samples=4).hint(at_a_swap.view(at_a_swap.to_move))
    assert swap.value == max(swap.swap.swap_value, swap.swap.keep_value)
