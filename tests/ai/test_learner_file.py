"""The learner's file (resources/models/learner-2p.bin) is trusted only when sound: every fault is
one ModelError naming the file, at once and at start; the export command writes what the game reads."""

from __future__ import annotations

import math
import os
import struct
from dataclasses import replace
from functools import partial
from pathlib import Path

import numpy as np
import pytest

from ingenious_desktop import ai
from ingenious_desktop.ai import native
from ingenious_desktop.ai.model import learner_file
from ingenious_desktop.ai.model.files import ModelError
from ingenious_desktop.ai.training import export_learner, summary
from ingenious_desktop.ai.training.learner import weights
from ingenious_desktop.ai.training.learner.config import PRESETS
from ingenious_desktop.ai.training.learner.mlp import Mlp
from ingenious_desktop.commands import ai_tools
from ai_positions import random_position
import model_file_bytes

NAME = "learner-2p.bin"
EXAMPLE = str(Path(__file__).parents[1] / "engine" / "examples" / "standard-2p-midgame.ingenious")


@pytest.fixture
def shipped() -> bytes:
    return learner_file.shipped_learner_path().read_bytes()


split = partial(model_file_bytes.split, learner_file)
rewritten = partial(model_file_bytes.rewritten, learner_file)


def refused(tmp_path, raw: bytes, match: str) -> None:
    path = tmp_path / NAME
    path.write_bytes(raw)
    with pytest.raises(ModelError, match=f"{NAME}.*{match}"):
        learner_file.read_learner_file(path)


def test_the_shipped_file_is_a_2p_learner_and_says_which_weights_it_is(shipped):
    header, _payload = split(shipped)
    assert header["made_by"]["command"] == export_learner.COMMAND
    assert len(header["made_by"]["source_sha256"]) == 64
    assert learner_file.SUMMARY_SIZE == summary.SIZE
    network = learner_file.load_learner()
    assert network.sizes == (summary.SIZE, 128, 128, 1)
    ai.check_value_models()


def test_the_export_writes_a_weights_file_the_game_judges_with_as_the_training_room_does(tmp_path):
    config = replace(PRESETS["learner"], hidden=(16, 8))
    net = Mlp.initial(summary.SIZE, [16, 8], np.random.default_rng(3))
    source, out = tmp_path / "best.npz", tmp_path / NAME
    weights.save(source, net, config)
    assert export_learner.main(["--from", str(source), "--out", str(out)]) == 0
    network = learner_file.read_learner_file(out)
    game = random_position("standard", 2, seed=5, placements=9)
    data, _placements, _swaps = native.Position.from_game(game).summaries(True)
    rows = np.frombuffer(data, np.float32).reshape(-1, summary.SIZE)
    assert np.allclose(np.array(network.values(data)), net.value(rows), atol=1e-5)


def test_the_shipped_file_is_rebuilt_from_the_committed_light_checkpoint(tmp_path, shipped):
    committed = Path(__file__).resolve().parents[2] / "training" / "runs" / "learner-2p"
    out = tmp_path / NAME
    assert export_learner.main(["--from", str(committed), "--out", str(out)]) == 0
    assert split(out.read_bytes())[1] == split(shipped)[1]


def test_the_export_refuses_a_learner_the_game_cannot_play(tmp_path, capsys):
    config = replace(PRESETS["sparring"], hidden=(8,))
    source = tmp_path / "sparring.npz"
    weights.save(source, Mlp.initial(len(config.columns), [8], np.random.default_rng(1)), config)
    assert export_learner.main(["--from", str(source), "--out", str(tmp_path / NAME)]) == 2
    assert "reading every summary column" in capsys.readouterr().err
    assert not (tmp_path / NAME).exists()


def test_numbers_changed_after_export_are_refused(tmp_path, shipped):
    refused(tmp_path, shipped[:-8] + bytes(b ^ 0x55 for b in shipped[-8:]), "changed after it was made")


@pytest.mark.parametrize("value", [math.nan, math.inf, 1e6])
def test_numbers_no_network_can_hold_are_refused_even_with_a_matching_checksum(tmp_path, shipped, value):
    refused(tmp_path, rewritten(shipped, change_payload=lambda p: struct.pack("<f", value) + p[4:]),
            "weights are broken")


@pytest.mark.parametrize("sizes", [[80, 128, 1], [81, 128, 128, 1], [80, 128, 128, 2], [80, 0, 128, 1],
                                   [80, True, 128, 1], [80, "128", 128, 1], [80]])
def test_layers_that_do_not_fit_the_numbers_or_the_summary_are_refused(tmp_path, shipped, sizes):
    refused(tmp_path, rewritten(shipped, lambda header: header.__setitem__("sizes", sizes)),
            "(layers are not|wrong number|broken)")


@pytest.mark.parametrize("field, value", [("variants", [["standard", 3]]), ("summary", "red first"),
                                          ("version", 2), ("format", "ingenious-desktop value network")])
def test_a_learner_for_other_games_or_inputs_is_refused(tmp_path, shipped, field, value):
    refused(tmp_path, rewritten(shipped, lambda header: header.__setitem__(field, value)),
            "(other games or inputs|not a version)")


@pytest.mark.parametrize("raw", [b"", b"\x00" * 100, learner_file.MAGIC + b"x" * 70_000, learner_file.MAGIC + b"\xff\n",
                                 learner_file.MAGIC + b"[" * 30_000 + b"]" * 30_000 + b"\n"])
def test_a_file_that_is_not_a_learner_file_is_refused(tmp_path, raw):
    refused(tmp_path, raw, "(not a learner file|no readable header|nested too deeply)")


def test_a_short_file_is_refused(tmp_path, shipped):
    refused(tmp_path, shipped[:-4], "changed after it was made")
    refused(tmp_path, rewritten(shipped, change_payload=lambda p: p[:-4]), "wrong number of weights")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_or_a_huge_file_is_refused_unread(tmp_path):
    fifo = tmp_path / NAME
    os.mkfifo(fifo)
    with pytest.raises(ModelError, match=f"{NAME}.*not a regular file"):
        learner_file.read_learner_file(fifo)
    huge = tmp_path / "huge" / NAME
    huge.parent.mkdir()
    with open(huge, "wb") as file:
        file.truncate(64 * 1024 * 1024)
    with pytest.raises(ModelError, match=f"{NAME}.*larger than"):
        learner_file.read_learner_file(huge)


def test_a_broken_learner_fails_the_start_up_check(monkeypatch, tmp_path, shipped):
    path = tmp_path / NAME
    path.write_bytes(shipped[:-8] + bytes(8))
    monkeypatch.setattr(learner_file, "shipped_learner_path", lambda: path)
    with pytest.raises(ModelError, match=f"{NAME}.*changed after it was made"):
        ai.check_value_models()


@pytest.mark.parametrize("command", [
    ["bestmove", EXAMPLE, "--level", "hard", "--seconds", "0.2"],
    ["arena", "--players", "hard,medium", "--games", "1", "--seconds", "0.1"],
])
def test_the_tools_say_a_broken_learner_in_one_line(monkeypatch, tmp_path, shipped, capsys, command):
    path = tmp_path / NAME
    path.write_bytes(shipped[:-4] + b"\x00\x00\x80\x7f")
    monkeypatch.setattr(learner_file, "shipped_learner_path", lambda: path)
    assert ai_tools.main(command) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and NAME in err and "changed after it was made" in err
