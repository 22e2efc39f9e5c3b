"""The hard search's successive halving: at sample counts, or at even shares of its time budget."""

from dataclasses import replace

import pytest

from ai_positions import random_position
from ingenious_desktop.ai import native
from ingenious_desktop.ai.players.search import DEFAULT_CONFIG, ModelEvaluation


def searched(config, seconds, samples):
    game = random_position("standard", 2, seed=5, placements=14)
    view = game.view(game.to_move)
    evaluation = ModelEvaluation("standard", 2, config)
    shortlist = [p for p, _points in view.scored_placements()][:8]
    return native.search_placements(native.Position.from_view(view), shortlist, evaluation.core_model,
                                    evaluation.core_config(), 11, seconds, samples)


def test_halving_by_time_drops_half_the_placements_at_each_share_of_the_budget():
    _totals, counts, alive = searched(replace(DEFAULT_CONFIG, halving_by_time=True), 0.6, None)

    dropped = sorted(counts[c] for c in range(len(counts)) if c not in alive)
    assert len(alive) == 2
    assert len(set(dropped[:4])) == 1 and len(set(dropped[4:])) == 1 and dropped[0] < dropped[4]
    assert dropped[4] < min(counts[c] for c in alive)  # the time's stop may cut one of the two a sample short
    assert dropped[0] > DEFAULT_CONFIG.halving_at[0]  # not halved at the sample counts


@pytest.mark.parametrize("seconds", [None, 60.0])
def test_with_a_sample_cap_halving_by_time_halves_at_the_sample_counts(seconds):
    by_time = searched(replace(DEFAULT_CONFIG, halving_by_time=True), seconds, 20)

    assert by_time == searched(replace(DEFAULT_CONFIG, halving_by_time=False), None, 20)
    assert sorted(set(by_time[1])) == [6, 14, 20]
