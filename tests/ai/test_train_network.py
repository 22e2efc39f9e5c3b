"""The training command: a short run through any executor writes a network file the game reads,
the same seed writes the same file; a network is kept only when the gate's test passes; the
records are split by whole games; the fitting is one fit however often it is looked at."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.network_file import parse_network_file
from ingenious_desktop.ai.model.value import load_core_model, load_value_model
from ingenious_desktop.engine import make_variant
from ingenious_desktop.ai.training import train_network, value_net
from ingenious_desktop.ai.training.gate import PASS
from ai_positions import random_position


def short_run(seed: int):
    with ThreadPoolExecutor(2) as executor:
        return train_network.train(executor, seed, games=(60, 20), other_games=(30,), epochs=1, judge_games=8,
                                   variants=(("standard", 2), ("solo", 1)), say=lambda line: None, gate_games=8)


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



def records_of_games(games: int, seed: int = 3) -> np.ndarray:
    """Self-play records of ``games`` games of 2-player standard, every decision kept, in game order."""
    raw, _count = native.training_records(make_variant("standard", 2), load_core_model("standard", 2), seed, games,
                                          native.PlayStyle(0, 0.1, 4), 1.0)
    return np.frombuffer(raw, train_network.dtype_of("standard", 2)).copy()


def test_records_are_split_by_whole_games_the_newest_held_out():
    records = records_of_games(12)
    starts = train_network.game_starts(records)
    fitting, stopping, held_out = train_network.split_by_game(records, 0.1, 0.1)

    assert len(starts) == 12  # every game's first decision reads an emptier board than the last one's
    assert np.array_equal(np.concatenate([fitting, stopping, held_out]), records)
    assert len(fitting) in starts and len(fitting) + len(stopping) in starts  # the cuts fall where games begin
    assert len(held_out) >= 0.1 * len(records) and len(stopping) >= 0.1 * len(records)
    assert len(stopping) < 0.1 * len(records) + max(np.diff(np.append(starts, len(records))))


def test_fitting_epoch_by_epoch_is_one_fit_with_one_optimiser():
    """Looked at after each epoch (on the fitted games, so each epoch lowers the loss and the last is
    kept), the fit is the same as three epochs at once: Adam's state is not reset between epochs."""
    records = records_of_games(8)
    start = train_network.warm_start("standard", 2, seed=1, l1=8, l2=4)
    stepped, losses = train_network.fit_stopping_early(records, records, start, seed=9, epochs=3, symmetric=False)
    whole, _ = value_net.fit(records, start, seed=9, epochs=3)

    assert len(losses) == 3 and losses == sorted(losses, reverse=True)
    assert all(np.array_equal(getattr(stepped, n), getattr(whole, n)) for n in value_net.ARRAYS)


def test_a_candidate_that_only_equals_the_old_one_never_passes_the_gate():
    entry = train_network.entry_of(train_network.warm_start("standard", 2, seed=1), "standard", 2)
    with ThreadPoolExecutor(2) as executor:
        verdict, strength, _llr = train_network.gate(executor, "standard", 2, entry, None, seed=5, most_games=400)
    assert abs(strength.share - 0.5) < 0.1 and strength.games == 400
    assert verdict != PASS
