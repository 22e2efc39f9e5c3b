"""The value network's file is trusted only when sound: every fault is one clear ModelError naming
the file, at once and at start (never a hang, a traceback or silently weak play)."""

from __future__ import annotations

import math
import os
import struct
from functools import partial
from pathlib import Path

import pytest

from ingenious_desktop import ai
from ingenious_desktop.ai.model import network_file
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS
from ingenious_desktop.ai.model.files import ModelError
from ingenious_desktop.commands import ai_tools
import model_file_bytes

#: a game the hard search plays (in 2-player standard the hard level is the learner: test_learner_file.py)
EXAMPLE = str(Path(__file__).parents[1] / "engine" / "examples" / "travel-2p-midgame.ingenious")


@pytest.fixture
def shipped() -> bytes:
    return network_file.resource_file(network_file.NETWORK_FILE).read_bytes()


@pytest.fixture
def network_path(monkeypatch, tmp_path):
    """Where the game now reads its value networks: a file the test writes."""
    path = tmp_path / "network.bin"
    monkeypatch.setattr(network_file, "shipped_network_path", lambda: path)
    return path


split = partial(model_file_bytes.split, network_file)
rewritten = partial(model_file_bytes.rewritten, network_file)


def test_the_shipped_file_holds_the_networks_the_game_plays_with_and_says_how_it_was_made(shipped):
    networks = network_file.parse_network_file(shipped, "network.bin")
    assert set(networks) == {"standard-2", "standard-3", "standard-4", "travel-2", "solo-1"}
    assert set(networks) == set(DEFAULT_SETTINGS.network_in)  # team play is judged by the hand-made model
    header, _payload = split(shipped)
    assert header["made_by"]["command"] == "python -m ingenious_desktop.ai.training.train_network"
    assert isinstance(header["made_by"]["seed"], int)
    ai.check_value_models()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_in_place_of_the_network_is_refused_at_once(tmp_path):
    fifo = tmp_path / "network.bin"
    os.mkfifo(fifo)
    with pytest.raises(ModelError, match="network.bin.*not a regular file"):
        network_file.read_network_file(fifo)


def test_a_huge_file_is_refused_unread(tmp_path):
    path = tmp_path / "network.bin"
    with open(path, "wb") as file:
        file.truncate(64 * 1024 * 1024)
    with pytest.raises(ModelError, match="network.bin.*larger than"):
        network_file.read_network_file(path)


def test_a_file_without_one_variant_fails_the_start_up_check(network_path, shipped):
    def drop_three_players(header):
        removed = header["networks"].pop("standard-3")
        for spec in header["networks"].values():
            if spec["offset"] > removed["offset"]:
                spec["offset"] -= removed["length"]

    header, payload = split(shipped)
    spec = header["networks"]["standard-3"]
    network_path.write_bytes(rewritten(
        shipped, drop_three_players,
        lambda numbers: numbers[:spec["offset"]] + numbers[spec["offset"] + spec["length"]:]))
    network_file.load_network("standard", 2)  # the others still read
    with pytest.raises(ModelError, match="network.bin: no value network for standard with 3"):
        ai.check_value_models()


def test_numbers_changed_after_training_are_refused(tmp_path, shipped):
    path = tmp_path / "network.bin"
    path.write_bytes(shipped[:-8] + bytes(b ^ 0x55 for b in shipped[-8:]))
    with pytest.raises(ModelError, match="network.bin.*changed after it was made"):
        network_file.read_network_file(path)


def test_a_deeply_nested_header_is_one_clear_error(tmp_path):
    path = tmp_path / "network.bin"
    path.write_bytes(network_file.MAGIC + b"[" * 30_000 + b"]" * 30_000 + b"\n")
    with pytest.raises(ModelError, match="network.bin.*nested too deeply"):
        network_file.read_network_file(path)


@pytest.mark.parametrize("raw", [b"", b"\x00" * 100, b"INGENIOUS-NETWORK\n" + b"x" * 70_000, b"INGENIOUS-NETWORK\n\xff\n"])
def test_a_file_that_is_not_a_network_file_is_refused(tmp_path, raw):
    path = tmp_path / "network.bin"
    path.write_bytes(raw)
    with pytest.raises(ModelError, match="network.bin.*(not a value network file|no readable header)"):
        network_file.read_network_file(path)


def _first_number(payload: bytes, value: float) -> bytes:
    return struct.pack("<f", value) + payload[4:]


@pytest.mark.parametrize("value", [math.nan, math.inf, 1e6])
def test_numbers_no_network_can_hold_are_refused_even_with_a_matching_checksum(tmp_path, shipped, value):
    path = tmp_path / "network.bin"
    path.write_bytes(rewritten(shipped, change_payload=lambda payload: _first_number(payload, value)))
    with pytest.raises(ModelError, match="network.bin.*weights are broken"):
        network_file.read_network_file(path)


@pytest.mark.parametrize("field, value", [("l1", True), ("l1", 0), ("l1", 5000), ("cells", 92), ("cap", "18"),
                                          ("kind", "result"), ("units", -1), ("offset", 3), ("length", 8)])
def test_sizes_that_do_not_fit_are_refused_even_with_a_matching_checksum(tmp_path, shipped, field, value):
    path = tmp_path / "network.bin"
    path.write_bytes(rewritten(shipped, lambda header: header["networks"]["standard-2"].__setitem__(field, value)))
    with pytest.raises(ModelError, match="network.bin.*(broken|not one for|do not fill|wrong number)"):
        network_file.read_network_file(path)


def test_a_network_for_a_variant_the_game_does_not_offer_is_refused(tmp_path, shipped):
    path = tmp_path / "network.bin"
    path.write_bytes(rewritten(shipped, lambda header: header["networks"].__setitem__(
        "chess-2", header["networks"].pop("standard-2"))))
    with pytest.raises(ModelError, match="network.bin.*no variant this game offers"):
        network_file.read_network_file(path)


@pytest.mark.parametrize("command", [
    ["bestmove", EXAMPLE, "--level", "hard", "--seconds", "0.2"],
    ["arena", "--players", "hard,medium", "--games", "1", "--seconds", "0.1", "--variant", "travel"],
])
def test_the_tools_say_a_broken_network_in_one_line(network_path, shipped, capsys, command):
    network_path.write_bytes(shipped[:-4] + b"\x00\x00\x80\x7f")
    assert ai_tools.main(command) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "network.bin" in err and "changed after it was made" in err
