"""The core judges as the Python AI does: the 32 features, the value model's chances and
expected solo result, the one-placement ranking, the greedy placement, and (where the hidden
tiles leave nothing to chance) the play-outs of the hard search and the coach."""

from __future__ import annotations

import random

import pytest

from ai_positions import random_position
from native_config import core_config, core_model
from native_games import VARIANTS
from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.features import BoardReading, holder_features, read_position
from ingenious_desktop.ai.model.lookahead import AFTER_PICKS, ranked_by_model
from ingenious_desktop.ai.model.moves import best_placement, placements_due
from ingenious_desktop.ai.model.scoring import Valuation
from ingenious_desktop.ai.model.scoring import gain_judge
from ingenious_desktop.ai.players.playout import finish_turn, greedy_placement, play_out
from ingenious_desktop.ai.players.search import DEFAULT_SETTINGS, ModelEvaluation
from ingenious_desktop.ai.model.value import load_value_model
from ingenious_desktop.engine import tile_set

CLOSE = 1e-9


def positions(variant, players, count=8):
    """Views of the player to move at several points of seeded random games."""
    for seed in range(count):
        game = random_position(variant, players, seed, placements=seed * 7)
        if not game.is_over:
            yield game


def near(a, b) -> bool:
    return len(a) == len(b) and all(abs(x - y) <= CLOSE for x, y in zip(a, b))


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_the_features_and_the_models_reading_are_the_same_to_1e_9(variant, players):
    model, core = load_value_model(variant, players), core_model(variant, players)
    for game in positions(variant, players):
        view = game.view(game.to_move)
        seen = read_position(view)
        expected = holder_features(seen, BoardReading(seen.board))
        found = native.Position.from_view(view).features()
        assert all(near(e, f) for e, f in zip(expected, found)), game.board.diagram()
        if model.kind == "win":
            assert near(model.win_chances(view), native.Position.from_view(view).chances(core))
            assert near(model.win_chances(game), native.Position.from_game(game).chances(core))
        else:
            assert near(model.expected_lowest(view), native.Position.from_view(view).expected_lowest(core))


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_the_model_ranks_placements_as_ranked_by_model_does(variant, players):
    model, core = load_value_model(variant, players), core_model(variant, players)
    for game in positions(variant, players, count=5):
        view = game.view(game.to_move)
        expected = ranked_by_model(model, view, placements_due(view), AFTER_PICKS)
        found = native.Position.from_view(view).rank_by_model(core, AFTER_PICKS)
        assert near([v for v, _p in expected], [v for v, _p in found]), game.board.diagram()
        assert [p for _v, p in expected] == [p for _v, p in found], game.board.diagram()


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_the_greedy_placement_is_best_placement_with_the_gain_judge(variant, players):
    for game in positions(variant, players, count=12):
        judge = gain_judge(game.scores[game.holder_to_move], game.variant, Valuation(game.variant))
        value, placement = best_placement(game, judge)

        assert native.Position.from_game(game).best_greedy(DEFAULT_SETTINGS.bonus_value) == (pytest.approx(value, abs=CLOSE), placement)


def determined_view(variant: str, players: int, seed: int):
    """A view to place in, mid-game, whose unseen tiles are all of one kind (the set's every tile of a
    mixed pair, one or two of them in the bag, the rest in the other rack): every sample, and every
    draw of a play-out, is the same in both engines."""
    game = random_position(variant, players, seed, placements=10 + seed * 3)
    if game.is_over:
        return None
    mine = game.racks[game.to_move]
    kind = next(tile for tile in tile_set(0, 1) if tile not in mine)
    in_bag = 2 if game.variant.mixed >= 6 else 1
    game.bag = [kind] * in_bag
    for seat in range(players):
        if seat != game.to_move:
            game.racks[seat] = [kind] * (game.variant.mixed - in_bag)
    return game.view(game.to_move)


@pytest.mark.parametrize("variant, players", [("standard", 2), ("travel", 2), ("solo", 1)])
def test_a_play_out_ends_on_the_same_leaf_value_as_search_play_out(variant, players):
    evaluation = ModelEvaluation(variant, players)
    compared = 0
    for seed in range(6):
        view = determined_view(variant, players, seed)
        if view is None:
            continue
        shortlist = [p for p, _points in view.scored_placements()][:12]
        sample = view.sample_game(random.Random(0))
        expected = [play_out(sample, [p], 0.5, view.seat, Valuation(view.variant), evaluation) for p in shortlist]
        totals, counts, _alive = native.search_placements(native.Position.from_view(view), shortlist,
                                                          core_model(variant, players), core_config(), seed,
                                                          None, 1)
        assert counts == [1] * len(shortlist)
        assert near(expected, totals), view.board.diagram()
        compared += 1
    assert compared >= 3


def value_after(model, sample, choice, draws: float, seat: int, lookahead: int = 1) -> float:
    """The coach's value of a choice in one sample, in Python: after the choice and the rest of the
    turn, ``lookahead`` next seats play their greedy turns, then the model reads (the result once over)."""
    game, valuation = sample.copy(), Valuation(sample.variant)
    game.rng = random.Random(draws)
    if isinstance(choice, bool):
        game.end_turn(swap=choice)
    else:
        game.place(choice)
        finish_turn(game, valuation)
    for _turn in range(lookahead):
        if game.is_over:
            break
        greedy_placement(game, valuation)
        finish_turn(game, valuation)
    if model.kind == "result":
        return float(game.solo_result()) if game.is_over else float(model.expected_result(game))
    holder = game.variant.holder_of(seat)
    if game.is_over:
        best = game.ranking()[0]
        return 1 / len(best) if holder in best else 0.0
    return model.win_chances(game)[holder]


@pytest.mark.parametrize("variant, players", [("standard", 2), ("solo", 1)])
def test_the_coach_values_a_candidate_as_value_after_does(variant, players):
    model = load_value_model(variant, players)
    compared = 0
    for seed in range(6):
        view = determined_view(variant, players, seed)
        if view is None:
            continue
        candidates = [p for p, _points in view.scored_placements()][:6]
        sample = view.sample_game(random.Random(0))
        expected = [value_after(model, sample, p, 0.5, view.seat) for p in candidates]
        values, samples = native.candidate_values(native.Position.from_view(view), candidates,
                                                  core_model(variant, players), core_config(), seed, None, 1)
        assert samples == 1
        assert near(expected, values), view.board.diagram()
        compared += 1
    assert compared >= 3
