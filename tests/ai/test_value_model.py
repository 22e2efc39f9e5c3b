"""The value model: loaded once from its file, the same value for the same position, chances
that sum to 1 and favour the side ahead, blind to hidden tiles, and one clear error for a bad file."""

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from ingenious_desktop.ai.model import value
from ingenious_desktop.ai.training.train import (Policy, argument_parser, command_line, lambda_returns, model_file, train,
                                        write_json)
from ingenious_desktop.ai.model.files import ModelError, with_checksum
from ingenious_desktop.ai.model.value import load_value_model, read_model_file
from ai_positions import VARIANTS, hand_made, hidden_tiles_dealt_again, random_position


@pytest.mark.parametrize("variant,players", VARIANTS)
def test_the_model_gives_the_same_value_for_the_same_position(variant, players):
    game = random_position(variant, players, seed=3, placements=14)
    model = load_value_model(variant, players)
    assert load_value_model(variant, players) is model  # loaded once
    if variant == "solo":
        first = model.expected_result(game)
        assert model.expected_result(game.copy()) == first == model.expected_result(game.view(0))
        assert 0 <= first <= 363636
    else:
        chances = model.win_chances(game)
        assert model.win_chances(game.copy()) == chances == model.win_chances(game.view(game.to_move))
        assert len(chances) == game.variant.holders
        assert sum(chances) == pytest.approx(1.0)
        assert all(0 < c < 1 for c in chances)


def test_the_side_far_ahead_is_given_the_better_chance():
    game = hand_made({}, ["RR", "OO", "YY", "GG", "BB", "PP"], "12 12 13 13 14 14")
    game.scores[1] = [3, 4, 4, 5, 6, 6]
    ahead, behind = load_value_model("standard", 2).win_chances(game)
    assert ahead > 0.8 > behind


def test_a_finished_game_gives_its_result():
    game = random_position("standard", 2, seed=5, placements=500)
    assert game.is_over
    chances = load_value_model("standard", 2).win_chances(game)
    best = game.ranking()[0]
    assert chances == tuple((1 / len(best) if h in best else 0.0) for h in range(2))


@pytest.mark.parametrize("variant,players", [("standard", 3), ("team", 4)])
def test_other_racks_and_the_bag_order_change_nothing(variant, players):
    game = random_position(variant, players, seed=9, placements=10)
    seat = game.to_move
    other = hidden_tiles_dealt_again(game, seat, seed=4)
    assert other.racks != game.racks
    model = load_value_model(variant, players)
    assert model.win_chances(other) == model.win_chances(game)
    assert model.win_chances(other.view(seat)) == model.win_chances(game.view(seat))


def test_a_missing_model_file_is_one_clear_error(monkeypatch):
    monkeypatch.setattr(value, "MODEL_FILE", "models/no-such-model.json")
    with pytest.raises(ModelError, match="no-such-model.json"):
        load_value_model("standard", 2)


@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "something else"}), "[]"])
def test_a_corrupt_model_file_is_one_clear_error(tmp_path, text):
    path = tmp_path / "broken.json"
    path.write_text(text)
    with pytest.raises(ModelError, match="broken.json"):
        read_model_file(path)


def _short_weights(data):
    data["models"]["standard-2"]["weights"] = data["models"]["standard-2"]["weights"][:-1]


def _hidden_unit_not_a_number(data):
    data["models"]["standard-2"]["hidden"][3]["bias"] = "NaN"


def _linear_model_file(data):
    data["version"] = 1  # the linear model's file, before the network


@pytest.mark.parametrize("spoil,message", [
    (_short_weights, "spoilt.json.*standard-2"),
    (_hidden_unit_not_a_number, "spoilt.json.*standard-2.*hidden"),
    (_linear_model_file, "spoilt.json: not a version 2"),
])
def test_a_spoilt_model_file_is_refused_by_name(tmp_path, spoil, message):
    data = json.loads(value.shipped_model_path().read_text())
    spoil(data)
    path = tmp_path / "spoilt.json"
    path.write_text(json.dumps(with_checksum(data)))  # as if the training command had written it
    with pytest.raises(ModelError, match=message):
        read_model_file(path)


def test_the_hidden_units_change_the_chances():
    game = random_position("standard", 2, seed=3, placements=14)
    model = load_value_model("standard", 2)
    linear_only = value.ValueModel(model.key, model.weights, "win")
    assert model.hidden and linear_only.win_chances(game) != model.win_chances(game)


def test_a_tiny_training_runs_end_to_end_and_repeats_from_its_seed(tmp_path):
    variants = [("standard", 2), ("standard", 3), ("solo", 1)]
    with ThreadPoolExecutor(max_workers=2) as executor:
        data, history = train(executor, seed=7, iterations=2, games=2, other_games=2, variants=variants)
        again, _ = train(executor, seed=7, iterations=2, games=2, other_games=2, variants=variants)
    assert data == again
    write_json(tmp_path / "value.json", data)
    models = read_model_file(tmp_path / "value.json")
    assert set(models) == {"standard-2", "standard-3", "solo-1"}
    scale = history["standard-3"][0]["scale"]
    assert models["standard-3"].weights == pytest.approx([scale * w for w in models["standard-2"].weights], rel=1e-5)
    assert len(models["standard-2"].hidden) == 16
    assert [out for _w, _b, out in models["standard-3"].hidden] == pytest.approx(
        [scale * out for _w, _b, out in models["standard-2"].hidden], rel=1e-5)
    assert [entry["iteration"] for entry in history["standard-2"]] == [1, 2]
    assert all(entry["positions"] > 0 for entry in history["solo-1"])
    game = random_position("standard", 2, seed=1, placements=6)
    assert sum(models["standard-2"].win_chances(game)) == pytest.approx(1.0)


def test_the_lambda_returns_run_from_the_next_chances_to_the_outcome():
    model = value.ValueModel("standard-2", [1.0] + [0.0] * 31, "win")  # the chances of the first feature alone
    game = [([[0.0] + [0.0] * 31, [0.0] * 32], (1.0, 0.0)), ([[1.0] + [0.0] * 31, [0.0] * 32], (1.0, 0.0)),
            ([[0.0] * 32, [2.0] + [0.0] * 31], (1.0, 0.0))]
    nearest, outcomes = lambda_returns(model, [game], 0.0), lambda_returns(model, [game], 1.0)
    assert [target for _f, target in outcomes] == [(1.0, 0.0)] * 3
    assert nearest[1][1] == pytest.approx(value.softmax([0.0, 2.0]))
    assert nearest[0][1] == pytest.approx(value.softmax([1.0, 0.0]))
    assert nearest[2][1] == (1.0, 0.0)
    halfway = lambda_returns(model, [game], 0.5)
    assert halfway[1][1] == pytest.approx([(c + y) / 2 for c, y in zip(value.softmax([0.0, 2.0]), (1.0, 0.0))])
    assert [features for features, _t in halfway] == [features for features, _y in game]


def test_a_model_file_names_the_command_that_trained_it():
    plain = model_file({}, seed=3, iterations=4, games=500, other_games=60)["trained"]
    with_td = model_file({}, seed=3, iterations=4, games=500, other_games=60, policy=Policy(td_lambda=0.7))["trained"]
    assert command_line(plain) == ("python -m ingenious_desktop.ai.training.train"
                                   " --seed 3 --iterations 4 --games 500 --other-games 60")
    assert command_line(with_td) == command_line(plain) + " --td-lambda 0.7"


def test_the_training_command_with_no_options_trains_the_shipped_model():
    defaults = argument_parser().parse_args([])
    shipped = json.loads(defaults.out.read_text())  # the file the command writes by default
    written = model_file({}, defaults.seed, defaults.iterations, defaults.games, defaults.other_games,
                         Policy(defaults.policy_after_picks, defaults.td_lambda))
    assert written["trained"] == shipped["trained"]
