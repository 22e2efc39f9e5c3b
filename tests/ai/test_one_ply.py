"""The value model looking one placement ahead: its second look reads the board the placement
leaves exactly as the model reads that position once played, and the player it makes is legal
and blind to hidden tiles in every variant."""

import pytest

from ingenious_desktop.ai.model.lookahead import after_judge
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer
from ingenious_desktop.ai.model.value import load_value_model
from ingenious_desktop.engine import tile_colours
from ai_positions import VARIANTS, hidden_tiles_dealt_again, random_position


@pytest.mark.parametrize("variant,players", [("standard", 2), ("standard", 3), ("travel", 2), ("team", 4)])
def test_the_second_look_values_a_placement_as_the_model_values_the_position_it_leaves(variant, players):
    game = random_position(variant, players, seed=21, placements=12)
    model = load_value_model(variant, players)
    seat = game.to_move
    judge = after_judge(model, game.view(seat))
    checked = 0
    for placement, points in game.view(seat).scored_placements()[:40]:
        played = game.copy()
        if played.place(placement).bonuses or played.bonus_owed:
            continue  # the player places again: the model reads that position with the rest of the rack
        holder = game.variant.holder_of(seat)
        assert judge(placement, points) == pytest.approx(model.win_chances(played)[holder], abs=1e-12)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("variant,players", VARIANTS)
def test_one_ply_places_legally_and_sees_only_its_own_view(variant, players):
    game = random_position(variant, players, seed=8, placements=9)
    seat = game.to_move
    placement = OnePlyPlayer().choose_placement(game.view(seat))
    assert placement in game.legal_placements()
    other = hidden_tiles_dealt_again(game, seat, seed=2)
    assert OnePlyPlayer().choose_placement(other.view(seat)) == placement


def test_the_second_look_sees_a_line_the_first_cannot():
    """Two placements with the same colours and points differ only in the board they leave."""
    game = random_position("standard", 2, seed=4, placements=16)
    view = game.view(game.to_move)
    judge = after_judge(load_value_model("standard", 2), view)
    values_by_points = {}
    for placement, points in view.scored_placements():
        key = (tile_colours(placement.tile), points)
        values_by_points.setdefault(key, set()).add(round(judge(placement, points), 9))
    assert any(len(values) > 1 for values in values_by_points.values())
