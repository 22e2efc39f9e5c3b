"""The computer players trust only sound model files: every fault found by attacking them is one
clear ModelError naming the file, at once (never a hang, a traceback or silently weak play)."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest

from ingenious_desktop.ai.model import calibration, value
from ingenious_desktop.ai.model.files import ModelError, with_checksum
from ingenious_desktop.commands import ai_tools

#: a game the hard search plays (in 2-player standard the hard level is the learner, which reads no value model)
EXAMPLE = str(Path(__file__).parents[1] / "engine" / "examples" / "travel-2p-midgame.ingenious")


@pytest.fixture
def shipped():
    return json.loads(value.resource_file(value.MODEL_FILE).read_text())


@pytest.fixture
def model_path(monkeypatch, tmp_path):
    """Where the game now reads its value models: a file the test writes."""
    path = tmp_path / "value.json"
    monkeypatch.setattr(value, "shipped_model_path", lambda: path)
    return path


def write(path, data) -> None:
    path.write_text(json.dumps(data))


def test_the_shipped_files_carry_the_checksum_of_their_weights():
    for path in (value.shipped_model_path(), calibration.resource_file(calibration.CALIBRATION_FILE)):
        data = json.loads(path.read_text())
        assert data == with_checksum({k: v for k, v in data.items() if k != "checksum"})


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_in_place_of_the_model_is_refused_at_once(tmp_path):
    fifo = tmp_path / "value.json"
    os.mkfifo(fifo)
    with pytest.raises(ModelError, match="value.json.*not a regular file"):
        value.read_model_file(fifo)


def test_a_model_file_without_one_variant_fails_the_start_up_check(model_path, shipped):
    del shipped["models"]["standard-3"]
    write(model_path, with_checksum(shipped))
    value.load_value_model("standard", 2)  # the one variant the old check loaded still reads
    with pytest.raises(ModelError, match="value.json: no value model for standard with 3"):
        value.check_hand_made_models()


def test_deeply_nested_json_is_one_clear_error(tmp_path):
    path = tmp_path / "value.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ModelError, match="value.json.*nested too deeply"):
        value.read_model_file(path)


def test_a_huge_file_is_refused_unread(tmp_path):
    path = tmp_path / "value.json"
    with open(path, "wb") as file:
        file.truncate(64 * 1024 * 1024)
    with pytest.raises(ModelError, match="value.json.*larger than"):
        value.read_model_file(path)


def _shuffled(weights):
    return weights[1:] + weights[:1]


def _negated(weights):
    return [-w for w in weights]


def _zeroed(weights):
    return [0.0 for _w in weights]


def _huge(weights):
    return [w * 1e6 for w in weights]


def _booleans(weights):
    return [True if w > 0 else False for w in weights]


@pytest.mark.parametrize("spoil", [_shuffled, _negated, _zeroed, _huge, _booleans])
def test_weights_changed_after_training_are_refused(tmp_path, shipped, spoil):
    entry = shipped["models"]["standard-2"]
    entry["weights"] = spoil(entry["weights"])
    path = tmp_path / "value.json"
    write(path, shipped)
    with pytest.raises(ModelError, match="value.json.*changed after it was made"):
        value.read_model_file(path)


@pytest.mark.parametrize("spoil", [_huge, _booleans])
def test_weights_no_model_can_hold_are_refused_even_with_a_matching_checksum(tmp_path, shipped, spoil):
    entry = shipped["models"]["standard-2"]
    entry["hidden"][0]["weights"] = spoil(entry["hidden"][0]["weights"])
    path = tmp_path / "value.json"
    write(path, with_checksum(shipped))
    with pytest.raises(ModelError, match="value.json.*standard-2.*hidden"):
        value.read_model_file(path)


def test_a_file_without_a_checksum_is_refused(tmp_path, shipped):
    del shipped["checksum"]
    path = tmp_path / "value.json"
    write(path, shipped)
    with pytest.raises(ModelError, match="value.json.*no valid checksum"):
        value.read_model_file(path)


def test_a_broken_calibration_is_refused_by_its_checksum(tmp_path):
    data = json.loads(calibration.resource_file(calibration.CALIBRATION_FILE).read_text())
    spoilt = copy.deepcopy(data)
    spoilt["layers"]["standard-2"]["position"][0] *= -1
    path = tmp_path / "calibration.json"
    write(path, spoilt)
    with pytest.raises(ModelError, match="calibration.json.*changed after it was made"):
        calibration.read_calibration_file(path)


@pytest.mark.parametrize("command", [
    ["bestmove", EXAMPLE, "--level", "hard", "--seconds", "0.2"],
    ["arena", "--players", "hard,medium", "--games", "1", "--seconds", "0.1", "--variant", "travel"],
])
def test_the_tools_say_a_broken_model_in_one_line(model_path, shipped, capsys, command):
    shipped["models"]["standard-2"]["weights"][0] += 1.0
    write(model_path, shipped)
    assert ai_tools.main(command) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "value.json" in err and "changed after it was made" in err
