"""The frozen copy of today's hard level (ai/training/frozen_hard.py) still plays as it was frozen.

Every later hard level is measured against it, so it must not move. It shares the Python play-out
(ai/players/playout.py), the score arithmetic and the engine with the rest of the game, so a change
there would quietly change the yardstick too. These values were recorded on main at
cb02cf5 (2026-12-02), when the copy had been checked to choose as the pre-model hard level did.
If this fails after a change to ai/players/playout.py, ai/model/scoring.py or the engine, the frozen copy now
plays differently: give the hard level its own version of what changed instead, or re-record here
knowing that every earlier result against the frozen copy was measured against another player.
"""

import math
from dataclasses import replace

import pytest

from ingenious_desktop.ai.training.frozen_hard import (FROZEN_SETTINGS, FrozenHardPlayer, HandMadeEvaluation,
                                                       search_placements)
from ingenious_desktop.ai.model.scoring import Valuation
from ingenious_desktop.ai.players.greedy import decision_seed
from ingenious_desktop.ai.players.playout import finish_turn, greedy_placement
from games import dealt_game

#: Each shortlisted placement's mean leaf value after 16 samples, in shortlist order, 16 greedy turns into a seed-7 deal.
RECORDED_MEANS = {
    ("standard", 2): [0.5046, 0.8416, 0.7745, 0.8027, -1.3157, -0.8783, -1.0857, -1.0789, -0.9908, -0.5435, -0.6984,
                      -1.095],
    ("standard", 3): [-2.0789, -2.2631, -2.4654, -2.2486, -1.6312, -2.6962, -2.0782, -2.7665, -2.0621, -2.1922, -2.4992,
                      -2.5506],
    ("standard", 4): [-4.5151, -3.1861, -3.2035, -3.4571, -3.4118, -3.4805, -3.6209, -3.6209, -3.6209, -5.1312, -5.1312,
                      -3.1802],
    ("travel", 2): [-0.3044, -0.3276, 0.6896, 0.175, 0.175, 0.5455, 0.5455, 0.5386, 0.572, 0.3605, 1.534, -0.0649],
    ("team", 4): [-1.5603, -0.5821, -1.7641, -0.0861, -1.0257, -0.8766, -1.674, -1.4483, -0.1385, -1.9993, -2.1414,
                  -0.3817],
    ("solo", 1): [39.6086, 39.0772, 38.3319, 38.5541, 39.7315, 39.7315, 39.0301, 38.5541, 38.9454, 38.9301, 39.4888,
                  39.3892],
}


def position_after_greedy_turns(variant: str, players: int, turns: int = 16):
    game = dealt_game(variant, players, seed=7)
    valuation = Valuation(game.variant)
    for _ in range(turns):
        greedy_placement(game, valuation)
        finish_turn(game, valuation)
    return game.view(game.to_move)


@pytest.mark.parametrize("variant, players", list(RECORDED_MEANS))
def test_the_frozen_hard_level_values_its_shortlist_as_when_it_was_frozen(variant, players):
    view = position_after_greedy_turns(variant, players)
    evaluation = HandMadeEvaluation(variant, players)
    shortlist = evaluation.shortlist(view)
    tally = search_placements(view, evaluation, shortlist, "frozen|7", 60.0, 16, lambda: False)
    means = [tally.mean(c) for c in range(len(shortlist))]
    recorded = RECORDED_MEANS[variant, players]
    assert len(means) == len(recorded)
    assert all(math.isclose(mean, value, abs_tol=1e-3) for mean, value in zip(means, recorded)), means


def test_the_frozen_hard_player_plays_the_placement_of_best_mean_among_those_searched_longest():
    view = position_after_greedy_turns("standard", 2)
    player = FrozenHardPlayer(seed=3, seconds=60, samples=16, use_helper=False)
    evaluation = HandMadeEvaluation("standard", 2)
    shortlist = evaluation.shortlist(view)
    tally = search_placements(view, evaluation, shortlist, decision_seed(3, view), 60.0, 16, lambda: False)
    best = max(tally.alive, key=tally.mean)

    assert player.choose_placement(view) == shortlist[best]


def test_the_frozen_judgement_keeps_the_shortlist_its_settings_ask_for():
    view = position_after_greedy_turns("standard", 2)
    frozen = HandMadeEvaluation("standard", 2).shortlist(view)
    shorter = HandMadeEvaluation("standard", 2, replace(FROZEN_SETTINGS, shortlist=5)).shortlist(view)

    assert len(frozen) == 12
    assert shorter == frozen[:5]


def test_the_frozen_hard_player_plays_with_the_frozen_settings():
    assert FrozenHardPlayer(seed=1, use_helper=False).config is FROZEN_SETTINGS
