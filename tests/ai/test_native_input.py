"""The compiled core refuses what it cannot do with a ValueError that says why, never a crash;
its searches stop when asked and give the same tallies for the same seed."""

from __future__ import annotations

import math

import pytest

from ai_positions import random_position
from native_config import core_config, core_model
from ingenious_desktop.ai import native
from ingenious_desktop.engine import Hex, Phase, Place, Placement, Swap


def view_to_place(seed: int = 3):
    game = random_position("standard", 2, seed, placements=12)
    return game, native.Position.from_view(game.view(game.to_move))


@pytest.mark.parametrize("weights, hidden, message", [
    ([0.0] * 31, (), "32"),
    ([0.0] * 31 + [math.nan], (), "not finite"),
    ([0.0] * 32, [([0.0] * 32, math.inf, 1.0)], "not finite"),
    ([0.0] * 32, [([0.0] * 3, 0.0, 1.0)], "32"),
])
def test_a_broken_win_model_is_refused(weights, hidden, message):
    with pytest.raises(ValueError, match=message):
        native.Model("win", "standard", 2, weights, hidden)


def test_a_model_of_another_kind_or_variant_is_refused():
    with pytest.raises(ValueError, match="kind"):
        native.Model("guess", "standard", 2, [0.0] * 32)
    with pytest.raises(ValueError, match="3 weight lists"):
        native.Model("result", "solo", 1, [[0.0] * 33])
    _game, view = view_to_place()
    with pytest.raises(ValueError, match="the model is for standard with 3"):
        view.rank_by_model(core_model("standard", 3), 0)


def test_a_placement_that_breaks_a_rule_is_refused_and_the_position_kept():
    game, _view = view_to_place()
    position = native.Position.from_game(game)
    taken = next(cell for cell, colour in zip(game.board.geo.cells, game.board.colour) if colour >= 0)
    tile = game.racks[game.to_move][0]
    for event, message in [(Place(game.to_move, tile, (taken, taken + (1, 0))), "adjacent|taken|empty|board"),
                           (Place(game.to_move, tile, (Hex(9, 9), Hex(9, 8))), "not on the"),
                           (Place(game.to_move, "XX", (Hex(0, 0), Hex(1, 0))), "not a tile"),
                           (Place(1 - game.to_move, tile, (Hex(0, 0), Hex(1, 0))), "expected player"),
                           (Swap(game.to_move), "after the placements")]:
        with pytest.raises(ValueError, match=message):
            position.apply(event)
    assert position.scored_placements() == game.scored_placements()


def test_a_search_in_the_wrong_phase_or_of_an_illegal_placement_is_refused():
    game, view = view_to_place()
    model, config = core_model("standard", 2), core_config()
    with pytest.raises(ValueError, match="not a legal placement"):
        native.search_placements(view, [Placement("RR", (Hex(0, 0), Hex(2, 0)))], model, config, 1, None, 1)
    with pytest.raises(ValueError, match="may not swap"):
        native.search_swap(view, model, config, 1, None, 1)
    with pytest.raises(ValueError, match="view"):
        native.search_placements(native.Position.from_game(game), [], model, config, 1, None, 1)
    with pytest.raises(ValueError, match="halving"):
        native.search_placements(view, [], model, native.SearchConfig(0.5, (0,), 4.0, 4, 0.3), 1, None, 1)


def test_a_position_the_core_cannot_hold_is_refused():
    game, _view = view_to_place()
    game.scores[0][0] = 99
    with pytest.raises(ValueError, match="between 0 and the cap"):
        native.Position.from_game(game)
    game.scores[0][0] = 0
    game.bag += ["RR"] * 5
    with pytest.raises(ValueError, match="more RR tiles than the set holds"):
        native.Position.from_game(game)


def test_a_search_gives_the_same_tally_for_the_same_seed_and_stops_when_asked():
    game, view = view_to_place()
    shortlist = [p for p, _points in game.scored_placements()[:6]]
    model, config = core_model("standard", 2), core_config()
    first = native.search_placements(view, shortlist, model, config, 42, None, 20)
    assert first == native.search_placements(view, shortlist, model, config, 42, None, 20)
    assert sorted(first[2]) == first[2] and len(first[2]) == 2  # halved at 6 and 14 samples
    asked = []

    def stop_now():
        asked.append(1)
        return True

    totals, counts, _alive = native.search_placements(view, shortlist, model, config, 42, 60.0, None, stop_now)
    assert asked and sum(counts) == 0


def test_self_play_games_replay_in_the_python_engine():
    from ingenious_desktop.engine import Game, make_variant

    variant = make_variant("standard", 2)
    events = native.self_play(variant, core_model("standard", 2), 5, after_picks=0, exploration=0.1)
    game = Game.from_events(variant, events)
    assert game.phase is Phase.OVER
