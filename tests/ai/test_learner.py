"""The learned players' training (ai/training/learner): the fitting's gradients, a resumed run
equal to one never interrupted, the weights file's checks, and a learned player in a whole game."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingenious_desktop.ai.arena import play_game
from ingenious_desktop.ai.training import learn, summary
from ingenious_desktop.ai.training.learner import checkpoint, weights
from ingenious_desktop.ai.training.learner import trainer as trainer_module
from ingenious_desktop.ai.training.learner.config import PRESETS, YARDSTICK_COLUMNS, Config, permute_colours
from ingenious_desktop.ai.training.learner.game import Played, Seat
from ingenious_desktop.ai.training.learner.mlp import Mlp
from ingenious_desktop.ai.training.learner.player import LearnedPlayer
from ingenious_desktop.ai.training.learner.progress import Progress
from ingenious_desktop.ai.training.learner.trainer import Gate
from ingenious_desktop.engine import Swap

TINY = ["--hidden", "8", "--round-games", "4", "--gate-every", "8", "--gate-games", "2", "--gauntlet-games", "2",
        "--buffer", "300",
        "--batch", "32", "--workers", "1", "--quiet"]


def test_gradients_match_finite_differences():
    rng = np.random.default_rng(3)
    net = Mlp.initial(5, [4, 3], rng)
    net.arrays = {k: v.astype(np.float64) for k, v in net.arrays.items()}
    x, y = rng.standard_normal((7, 5)), rng.uniform(-1, 1, 7)
    _loss, grads = net.gradients(x, y)
    for name, array in net.arrays.items():
        for index in np.ndindex(array.shape):
            keep = array[index]
            array[index] = keep + 1e-6
            up = net.gradients(x, y)[0]
            array[index] = keep - 1e-6
            down = net.gradients(x, y)[0]
            array[index] = keep
            assert grads[name][index] == pytest.approx((up - down) / 2e-6, abs=1e-6), name


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_permuting_colours_moves_whole_colour_blocks(seed):
    rng = np.random.default_rng(seed)
    rows = rng.random((3, summary.SIZE), dtype=np.float32)
    out = permute_colours(rows, np.random.default_rng(seed + 1))
    per = len(summary.PER_COLOUR)
    for before, after in zip(rows, out):
        blocks = sorted(map(tuple, before[: 6 * per].reshape(6, per)))
        assert sorted(map(tuple, after[: 6 * per].reshape(6, per))) == blocks
        assert np.array_equal(before[6 * per:], after[6 * per:])


@pytest.mark.parametrize("td_lambda, expected", [(1.0, [1, -1, 1, -1]), (0.5, [0.8, -0.1, 1, -1]),
                                                 (0.0, [0.6, 0.8, 1, -1])])
def test_targets_are_lambda_returns_over_the_holders_own_next_decisions(td_lambda, expected):
    played = Played(np.zeros((4, summary.SIZE), np.float32), np.array([0, 1, 0, 1]), np.array([0.2, 0.4, 0.6, 0.8]),
                    np.array([1.0, -1.0]))
    np.testing.assert_allclose(played.targets(td_lambda), expected, atol=1e-6)


def test_the_sparring_partner_reads_the_published_inputs():
    names = [summary.PER_COLOUR[c % 12] if c < 72 else summary.GLOBALS[c - 72] for c in YARDSTICK_COLUMNS]
    assert "reach" not in names and not any("lowest" in n for n in names)
    assert len(YARDSTICK_COLUMNS) == 6 * 11 + 5
    assert PRESETS["sparring"].hidden == (256, 256, 256, 256) and not PRESETS["sparring"].canonical


@pytest.mark.parametrize("preset", ["learner", "sparring"])
def test_an_interrupted_run_resumed_ends_as_one_never_interrupted(tmp_path, preset):
    whole = learn.train(learn.parse_args(["--out", str(tmp_path / "whole"), "--games", "16", "--preset", preset,
                                          *TINY]), stop=lambda: False)
    rounds = iter(range(100))
    args = learn.parse_args(["--out", str(tmp_path / "cut"), "--games", "16", "--preset", preset, *TINY])
    cut = learn.train(args, stop=lambda: next(rounds) >= 2)  # interrupted after two rounds of four games
    assert cut.games == 8 and checkpoint.load(tmp_path / "cut").games == 8
    resumed = learn.train(args, stop=lambda: False)
    assert resumed.games == whole.games == 16
    assert len(whole.gates) == 2 and [vars(g) for g in resumed.gates] == [vars(g) for g in whole.gates]
    assert all(0 <= g.gauntlet <= 1 for g in whole.gates)
    for name, array in whole.net.arrays.items():
        np.testing.assert_array_equal(resumed.net.arrays[name], array)
    assert resumed.adam.steps == whole.adam.steps > 0
    np.testing.assert_array_equal(resumed.buffer.x, whole.buffer.x)
    best, config = weights.load(tmp_path / "cut" / "best.npz")
    assert config == resumed.config
    for name, array in resumed.best.arrays.items():
        np.testing.assert_array_equal(best.arrays[name], array)


def test_a_checkpoint_that_does_not_match_its_checksum_is_refused(tmp_path):
    learn.train(learn.parse_args(["--out", str(tmp_path), "--games", "4", *TINY]), stop=lambda: False)
    state = json.loads((tmp_path / "checkpoint.json").read_text())
    arrays = tmp_path / state["arrays"]
    data = bytearray(arrays.read_bytes())
    data[len(data) // 2] ^= 0xFF
    arrays.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="checksum"):
        checkpoint.load(tmp_path)
    assert learn.main(["--out", str(tmp_path), "--games", "8", *TINY]) == 2


def tiny_file(tmp_path, change=None):
    config = replace(Config(), hidden=(8,))
    net = Mlp.initial(len(config.columns), [8], np.random.default_rng(1))
    if change:
        change(net.arrays)
    path = tmp_path / "net.npz"
    path.write_bytes(weights.dump(net, config))
    return path


@pytest.mark.parametrize("change, problem", [
    (lambda a: a["W0"].__setitem__((0, 0), np.nan), "not finite"),
    (lambda a: a["W1"].__setitem__((0, 0), 1e30), "not finite or beyond"),
    (lambda a: a.update(W0=a["W0"][:3]), "not float32"),
    (lambda a: a.pop("b1"), "the arrays are"),
])
def test_a_broken_weights_file_is_refused_with_its_reason(tmp_path, change, problem):
    with pytest.raises(ValueError, match=problem):
        LearnedPlayer.from_file(tiny_file(tmp_path, change))


def test_a_weights_file_with_a_pickle_is_refused(tmp_path):
    path = tmp_path / "net.npz"
    np.savez(path, W0=np.array([object()], dtype=object))
    with pytest.raises(ValueError, match="not a learned player's file"):
        LearnedPlayer.from_file(path)


def test_a_learned_player_plays_whole_games_by_the_rules(tmp_path):
    path = tiny_file(tmp_path)
    game, times = play_game("standard", [LearnedPlayer.from_file(path), LearnedPlayer.from_file(path)], 5)
    assert game.is_over and all(times)


@pytest.mark.parametrize("variant, players", [("standard", 3), ("standard", 4), ("travel", 2), ("team", 4),
                                              ("solo", 1)])
def test_every_variant_trains_and_gates(tmp_path, variant, players):
    trainer = learn.train(learn.parse_args(["--out", str(tmp_path), "--games", "8", "--variant", variant,
                                            "--players", str(players), *TINY]), stop=lambda: False)
    assert trainer.positions_learned > 0 and len(trainer.gates) == 1 and 0 <= trainer.gates[0].share <= 1
    assert trainer.buffer.y[: trainer.buffer.size].min() >= -1 and trainer.buffer.y[: trainer.buffer.size].max() <= 1


@pytest.mark.parametrize("variant, players", [("solo", 1), ("team", 4), ("travel", 2), ("standard", 2)])
def test_a_new_run_without_players_takes_the_variants_own(tmp_path, variant, players):
    trainer = learn.start(learn.parse_args(["--out", str(tmp_path), "--variant", variant, *TINY]))
    assert (trainer.config.variant, trainer.config.players) == (variant, players)


@pytest.mark.parametrize("variant, players, share, kept", [
    ("standard", 2, 0.55, True), ("standard", 2, 0.549, False),
    ("standard", 3, 0.393, True), ("standard", 3, 0.36, False),  # 1.1 x the fair share of 1/3: 0.367
    ("standard", 4, 0.28, True), ("standard", 4, 0.27, False), ("team", 4, 0.55, True), ("team", 4, 0.5, False)])
def test_the_gate_asks_the_same_margin_over_the_fair_share_with_any_number_of_players(
        tmp_path, monkeypatch, variant, players, share, kept):
    trainer = learn.start(learn.parse_args(["--out", str(tmp_path), "--variant", variant, "--players", str(players),
                                            *TINY, "--gauntlet-games", "0"]))
    monkeypatch.setattr(trainer_module, "match", lambda *args: share)
    trainer.gate(pool=None)
    assert trainer.gates[-1].kept is kept


def test_a_pipe_or_a_missing_file_is_refused_without_waiting(tmp_path):
    os.mkfifo(tmp_path / "pipe.npz")
    for name in ("pipe.npz", "missing.npz"):
        with pytest.raises(ValueError):
            LearnedPlayer.from_file(tmp_path / name)


def test_the_progress_line_says_what_the_run_has_done():
    progress = Progress(goal=200, start_games=0, out=io.StringIO())
    line = progress.line(50, 51_200, Gate(40, 0.625, True, 0.25))
    assert "50/200 games" in line and "51,200 positions learned" in line
    assert "0.625 vs best, 0.250 vs the shipped network" in line and "left" in line


def start_command(folder, workers: int, own_group: bool = False) -> subprocess.Popen:
    """The training command in its own process (``own_group``: in a process group of its own, as a terminal's
    job), started and at work (its progress bar showing)."""
    process = subprocess.Popen([sys.executable, "-m", "ingenious_desktop.ai.training.learn", "--out", str(folder),
                                "--games", "100000", *TINY[:-3], "--workers", str(workers)],
                               stderr=subprocess.PIPE, text=True, start_new_session=own_group)
    assert "games/s" in process.stderr.read(300)
    return process


def test_ctrl_c_saves_a_checkpoint_and_stops(tmp_path):
    process = start_command(tmp_path, workers=1)
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0 and "checkpoint in" in err
    assert checkpoint.load(tmp_path).games % 4 == 0 < checkpoint.load(tmp_path).games


def test_a_sigterm_to_the_whole_group_saves_a_checkpoint_and_stops(tmp_path):
    process = start_command(tmp_path, workers=2, own_group=True)
    os.killpg(process.pid, signal.SIGTERM)  # a shutdown, `timeout` or `kill -- -PGID`: the workers get it too
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0 and "checkpoint in" in err and "Traceback" not in err
    assert checkpoint.load(tmp_path).games > 0


def test_workers_end_when_the_command_is_killed(tmp_path):
    process = start_command(tmp_path, workers=2)
    children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
    assert len(children) >= 2
    process.kill()
    process.communicate()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and any(Path(f"/proc/{c}").exists() for c in children):
        time.sleep(0.1)
    assert not any(Path(f"/proc/{c}").exists() for c in children)


@pytest.mark.parametrize("weight", [5.0, -5.0])
def test_a_learned_player_swaps_when_its_network_values_the_swap(weight):
    config = replace(Config(), hidden=(1,))
    arrays = {"W0": np.zeros((summary.SIZE, 1), np.float32), "b0": np.zeros(1, np.float32),
              "W1": np.ones((1, 1), np.float32), "b1": np.zeros(1, np.float32)}
    arrays["W0"][6 * len(summary.PER_COLOUR) + summary.GLOBALS.index("swap chosen"), 0] = weight
    player = LearnedPlayer(Seat(Mlp(arrays), config))
    game, _times = play_game("standard", [player, player], 11)
    swaps = sum(isinstance(event, Swap) for event in game.log)
    assert game.is_over and (swaps > 0 if weight > 0 else swaps == 0)
