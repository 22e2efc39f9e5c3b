"""The hard search's successive halving at its sample counts."""

from ai_positions import random_position
from ingenious_desktop.ai import native
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, ModelEvaluation


def searched(seconds, samples):
    game = random_position("standard", 2, seed=5, placements=14)
    view = game.view(game.to_move)
    evaluation = ModelEvaluation("standard", 2, DEFAULT_SETTINGS)
    shortlist = [p for p, _points in view.scored_placements()][:8]
    return native.search_placements(native.Position.from_view(view), shortlist, evaluation.core_model,
                                    evaluation.core_config(), 11, seconds, samples)


def test_the_worse_half_is_dropped_at_each_sample_count_whatever_the_time():
    _totals, counts, alive = searched(60.0, 20)

    assert DEFAULT_SETTINGS.halving_at[:2] == (6, 14)
    assert sorted(counts) == [6] * 4 + [14] * 2 + [20] * 2
    assert sorted(c for c in range(8) if counts[c] == 20) == sorted(alive)
    assert searched(None, 20) == (_totals, counts, alive)
