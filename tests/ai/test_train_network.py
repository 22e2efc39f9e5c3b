"""The training command: a short run through any executor writes a network file the game reads,
the same seed writes the same file, and a network is kept only when it scores its fair share."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.network_file import parse_network_file
from ingenious_desktop.ai.model.value import load_value_model
from ingenious_desktop.ai.training import train_network
from ai_positions import random_position


def short_run(seed: int):
    with ThreadPoolExecutor(2) as executor:
        return train_network.train(executor, seed, games=(60, 20), other_games=(30,), epochs=1, judge_games=8,
                                   variants=(("standard", 2), ("solo", 1)), say=lambda line: None)


def test_a_short_run_writes_a_file_the_game_reads_and_a_log_row_per_iteration():
    data, log = short_run(seed=4)
    networks = parse_network_file(data, "network.bin")
    assert set(networks) == {"standard-2", "solo-1"}
    assert [(row["variant"], row["iteration"], row["games"]) for row in log] == [
        ("standard-2", 1, 60), ("standard-2", 2, 20), ("solo-1", 1, 30)]
    for row in log:
        assert row["held_out_loss"] > 0 and 0 <= row["strength"]["share"] <= 1 and row["against_playing"]["games"] >= 8
    assert short_run(seed=4)[0] == data


def test_the_warm_start_judges_as_the_hand_made_model_does():
    """The network training starts from: the hand-made model's chances to float precision."""
    game = random_position("standard", 2, seed=2, placements=15)
    entry = train_network.entry_of(train_network.warm_start("standard", 2, seed=1), "standard", 2)
    position = native.Position.from_game(game)
    assert position.chances(entry.core_model("standard", 2)) == pytest.approx(
        load_value_model("standard", 2).win_chances(game), abs=1e-5)


def test_a_network_as_strong_as_the_others_scores_the_fair_share_in_three_player_games():
    entry = train_network.entry_of(train_network.warm_start("standard", 3, seed=1), "standard", 3)
    with ThreadPoolExecutor(2) as executor:
        strength = train_network.judge(executor, "standard", 3, entry, None, seed=5, games=30)
    assert strength.fair == pytest.approx(1 / 3)
    assert strength.games == 30 and abs(strength.share - 1 / 3) < 0.2
