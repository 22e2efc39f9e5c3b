"""The compiled core refuses what it cannot do with a ValueError that says why (an argument of the
wrong type: a TypeError naming it), never a crash; its searches stop when asked and give the same
tallies for the same seed."""

from __future__ import annotations

import math
from array import array

import pytest

from ai_positions import random_position, refill_positions
from native_config import core_config, core_model
from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.network_file import network_sizes, number_count
from ingenious_desktop.engine import Game, Hex, Phase, Place, Placement, Swap


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


@pytest.mark.parametrize("weight", [1e308, -1e308, 1e5, math.inf])
def test_a_model_with_a_weight_beyond_the_largest_is_refused(weight):
    with pytest.raises(ValueError, match="the linear weights .*beyond the largest weight"):
        native.Model("win", "standard", 2, [0.0] * 31 + [weight])
    with pytest.raises(ValueError, match="hidden unit's bias and weight .*beyond the largest weight"):
        native.Model("win", "standard", 2, [0.0] * 32, [([0.0] * 32, 0.0, weight)])
    with pytest.raises(ValueError, match="result model's weight list .*beyond the largest weight"):
        native.Model("result", "solo", 1, [[0.0] * 33, [0.0] * 33, [weight] + [0.0] * 32])


def test_a_model_at_the_largest_weight_still_gives_chances():
    _game, view = view_to_place()
    model = native.Model("win", "standard", 2, [-native.MAX_WEIGHT] * 32, [([native.MAX_WEIGHT] * 32, 0.0, 1.0)])

    assert all(0.0 <= chance <= 1.0 for chance in view.chances(model))


@pytest.mark.parametrize("number", [3e38, -2e4, math.inf, 1e308])  # 1e308 is inf once a float32
def test_a_network_with_a_number_beyond_the_largest_weight_is_refused(number):
    sizes = network_sizes("standard", 2, 4, 4, 2)
    numbers = array("f", [0.0] * number_count(sizes, "win"))
    assert native.Model.network("win", "standard", 2, sizes, numbers.tobytes()).kind == "win"
    numbers[5] = number

    with pytest.raises(ValueError, match="beyond the largest weight"):
        native.Model.network("win", "standard", 2, sizes, numbers.tobytes())


def searches(seconds, max_samples, should_stop=None):
    """The core's three searches (the swap's at a turn's end where the seat may swap), each to run with these limits."""
    game, view = view_to_place()
    model, config = core_model("standard", 2), core_config()
    shortlist = [p for p, _points in game.scored_placements()[:3]]
    swapping = next(g for g in refill_positions("standard", 2, 3, 40) if g.view(g.to_move).can_swap())
    at_refill = native.Position.from_view(swapping.view(swapping.to_move))
    return [lambda: native.search_placements(view, shortlist, model, config, 1, seconds, max_samples, should_stop),
            lambda: native.search_swap(at_refill, model, config, 1, seconds, max_samples, should_stop),
            lambda: native.candidate_values(view, shortlist, model, config, 1, seconds, max_samples, should_stop)]


@pytest.mark.parametrize("seconds, max_samples, message", [
    (math.inf, None, "seconds is a number from 0 to 86400"), (1e308, 5, "seconds is a number from 0 to 86400"),
    (math.nan, None, "seconds is a number"), (-1.0, None, "seconds is a number"),
    (None, None, "a time budget .* or a sample cap"), (None, -1, "max_samples is 0 or more"),
])
def test_a_search_that_would_never_end_or_overflow_the_clock_is_refused(seconds, max_samples, message):
    for search in searches(seconds, max_samples):
        with pytest.raises(ValueError, match=message):
            search()


@pytest.mark.parametrize("should_stop, message", [
    (5, "should_stop is a function or None"), (lambda: "yes", r"should_stop\(\) returned neither True nor False"),
    (lambda: None, r"should_stop\(\) returned neither"),
])
def test_a_stop_callback_of_the_wrong_type_is_a_type_error_naming_it(should_stop, message):
    for search in searches(5.0, None, should_stop):
        with pytest.raises(TypeError, match=message):
            search()


@pytest.mark.parametrize("candidate", [Placement(7, (Hex(0, 0), Hex(1, 0))), "RG", 3, None, ("RR", (0, 0))])
def test_a_candidate_of_the_wrong_type_is_a_type_error_naming_it(candidate):
    _game, view = view_to_place()
    with pytest.raises(TypeError, match="a candidate is a placement"):
        native.candidate_values(view, [candidate], core_model("standard", 2), core_config(), 1, None, 1)


def test_a_deal_with_every_seat_dealt_is_refused():
    game = Game.new("standard", 2, seed=1)
    game.deal()
    game.phase = Phase.DEAL  # every seat has drawn: no draw may follow

    with pytest.raises(ValueError, match="in the deal the seats dealt are fewer than the players"):
        native.Position.from_game(game)
