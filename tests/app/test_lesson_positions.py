"""The lesson's prepared positions do what its words say, by the engine's own scoring."""

from __future__ import annotations

import pytest

from ingenious_desktop.app.lesson import BONUS, PLACE, STEPS, lesson_position
from ingenious_desktop.engine import COLOURS, Phase, Placement

RED, YELLOW, PURPLE = (COLOURS.index(letter) for letter in "RYP")


def step_placement(step) -> Placement:
    (first, a), (second, b) = step.halves
    return Placement(a + b, (first, second))


def test_every_position_loads_with_the_player_to_act():
    for step in STEPS:
        if step.position is not None:
            game = lesson_position(step.position)
            assert game.to_move == 0 and not game.is_over


@pytest.mark.parametrize("step", [s for s in STEPS if s.tile], ids=lambda s: s.title)
def test_each_tile_named_is_in_the_players_rack(step):
    position = next(s.position for s in reversed(STEPS[:STEPS.index(step) + 1]) if s.position)
    assert step.tile in lesson_position(position).racks[0]


def test_the_yellow_half_scores_four_along_three_lines():
    game = lesson_position("first-moves")
    result = game.place(step_placement(STEPS[2]))
    assert result.points == (0, 4)
    assert sorted(line.count for line in result.lines if line.half == 1) == [1, 1, 2]
    assert not game.can_swap()  # the turn goes on to the computer without a question


def test_yellow_is_lowest_at_3_and_the_marked_placement_takes_it_to_6_where_purple_offered_6():
    game = lesson_position("lowest-colour")
    assert game.scores[0][YELLOW] == 3 and game.lowest_colours(0) == {YELLOW} and game.scores[0][PURPLE] == 11
    purple_best = max(points[1] for placement, points in game.scored_placements() if placement.tile[1] == "P")
    assert purple_best == 6
    game.place(step_placement(STEPS[3]))
    assert game.scores[0][YELLOW] == 6 and not game.can_swap()


def test_red_goes_from_17_to_18_losing_points_and_earns_one_bonus_placement():
    game = lesson_position("reaching-18")
    assert game.scores[0][RED] == 17
    result = game.place(step_placement(STEPS[4]))
    assert result.points[0] > 1 and game.scores[0][RED] == 18
    assert result.bonuses == 1 and game.phase is Phase.PLACE and game.to_move == 0
    assert STEPS[5].waits_for == BONUS


def test_the_swap_position_offers_a_swap_for_lack_of_purple():
    game = lesson_position("swap")
    assert game.phase is Phase.REFILL and game.can_swap()
    assert game.lowest_colours(0) == {PURPLE}


def test_any_tile_on_the_last_cells_ends_the_game_and_the_player_wins_on_the_lowest_colour():
    game = lesson_position("game-end")
    step = STEPS[-1]
    assert step.waits_for == PLACE
    cells = {cell for cell, _colour in step.halves}
    assert all(set(placement.cells) == cells for placement in game.legal_placements())
    for placement in game.legal_placements():
        finished = game.copy()
        finished.place(placement)
        assert finished.is_over and finished.ranking() == [[0], [1]]
        assert min(finished.scores[0]) >= 10 and sorted(finished.scores[1])[:2] == [7, 7]
        assert sorted(finished.scores[1]).count(18) == 2
