"""The compiled core plays by the Python engine's rules: the same legal placements with their
points, the same results, scores, swaps, draws, end and ranking on every step of seeded games of
every variant (some ended at once by a holder filling all six colours), in games chosen by either
engine, and in random positions."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from native_games import VARIANTS, check_same, play_both
from ingenious_desktop.ai import native
from ingenious_desktop.engine import Game, Phase, make_variant

GAMES_PER_VARIANT = {("standard", 2): 16, ("standard", 3): 8, ("standard", 4): 6, ("travel", 2): 16, ("team", 4): 6,
                     ("solo", 1): 12}


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_every_step_of_seeded_games_is_the_same_in_both_engines(variant, players):
    games = [play_both(variant, players, seed) for seed in range(GAMES_PER_VARIANT[variant, players])]

    assert sum(len(game.results) for game in games) > 150
    marks = {mark.value for game in games for result in game.results for mark in result.reached}
    assert marks == set(make_variant(variant, players).bonus_at)  # every bonus mark was reached and compared


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_games_near_the_cap_reach_the_instant_win_alike_in_both_engines(variant, players):
    games = [play_both(variant, players, seed, near_cap=True) for seed in range(8)]

    assert any(game.instant_winner is not None for game in games)  # all six colours filled: the game ends at once


@pytest.mark.parametrize("variant, players", VARIANTS)
def test_games_the_core_plays_replay_in_the_python_engine_to_the_same_end(variant, players):
    for seed in range(6):
        events = native.random_game(make_variant(variant, players), seed)
        game = Game.from_events(make_variant(variant, players), events)
        position = native.Position.new_game(make_variant(variant, players))
        for event in events:
            position.apply(event)

        assert game.is_over
        check_same(game, position, seed, f"core game {variant}-{players}")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32), st.integers(0, 60), st.booleans())
def test_any_position_reached_reads_the_same_in_both_engines(way, seed, placements, at_refill):
    variant, players = way
    events = native.random_game(make_variant(variant, players), seed)
    game = Game(make_variant(variant, players), seed)
    made = 0
    for event in events:
        if made >= placements and game.phase is (Phase.REFILL if at_refill else Phase.PLACE):
            break
        game.apply(event)
        made += game.phase is not Phase.DEAL and type(event).__name__ == "Place"

    check_same(game, native.Position.from_game(game), seed, f"position {variant}-{players}")
    view = native.Position.from_view(game.view(game.to_move))
    assert view.scored_placements() == game.view(game.to_move).scored_placements()
    assert view.can_swap() == game.view(game.to_move).can_swap()
