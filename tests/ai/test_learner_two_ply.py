"""The hard level of 2-player standard, the learner two plies deep (players/two_ply.py): whole games
by the rules through the helper process, a search that stops at its deals or when cancelled,
choices that depend on what the seat sees, never on a hidden rack; the search elsewhere."""

from __future__ import annotations

import random
import threading
from dataclasses import replace

import numpy as np
import pytest

from ingenious_desktop.ai import HardLevel, HardPlayer, make_player, native
from ingenious_desktop.ai.arena import play_game
from ingenious_desktop.ai.players import two_ply
from ingenious_desktop.ai.players.two_ply import TwoPlyPlayer, TwoPlySettings, best_rows
from ingenious_desktop.ai.training.export_learner import network_of
from ingenious_desktop.ai.training.learner.config import PRESETS
from ingenious_desktop.ai.training.learner.mlp import Mlp
from ingenious_desktop.engine import Phase
from ai_positions import hidden_tiles_dealt_again, random_position, swappable_positions


def small_network(seed: int = 1):
    """A small untrained learner as the game takes one (the shipped file's checks included)."""
    config = replace(PRESETS["learner"], hidden=(16, 16))
    return network_of(Mlp.initial(len(config.columns), [16, 16], np.random.default_rng(seed)), config, "test")


def test_the_rows_picked_are_numpys_stable_order_of_the_values():
    rng = random.Random(4)
    for _ in range(200):
        values = [rng.choice([-0.5, 0.0, 0.25, rng.uniform(-1, 1)]) for _ in range(rng.randrange(1, 40))]
        k = rng.randrange(1, 10)
        assert best_rows(values, k) == list(np.argsort(-np.array(values), kind="stable")[:k])


def test_the_learner_plays_whole_2_player_games_by_the_rules_through_its_helper_process():
    searcher = TwoPlyPlayer(seed=1, seconds=60, samples=2, use_helper=True)
    deals = []
    choose = searcher.choose_placement

    def counted(view, cancel=None):
        placement = choose(view, cancel)
        deals.append(searcher.last_samples)
        return placement

    searcher.choose_placement = counted
    game, times = play_game("standard", [searcher, make_player("medium")], 4)  # Game.place checks every placement
    assert game.is_over and all(times)
    assert max(deals) == 4  # two deals in each process


@pytest.mark.parametrize("variant, players", [("travel", 2), ("standard", 3)])
def test_with_another_variant_the_learner_still_plays_by_the_rules(variant, players):
    searcher = TwoPlyPlayer(seed=1, seconds=60, samples=2, use_helper=False, network=small_network())
    game, _times = play_game(variant, [searcher] + [make_player("medium")] * (players - 1), 4)
    assert game.is_over


def test_the_search_stops_at_its_deals_and_the_helper_adds_its_own():
    game = random_position("standard", 2, seed=14, placements=8)
    view = game.view(game.to_move)
    alone = TwoPlyPlayer(seed=2, seconds=60, samples=3, use_helper=False)
    helped = TwoPlyPlayer(seed=2, seconds=60, samples=3, use_helper=True)
    assert alone.choose_placement(view) in game.legal_placements()
    helped.choose_placement(view)
    assert (alone.last_samples, helped.last_samples) == (3, 6)


@pytest.mark.parametrize("use_helper", [False, True])
def test_cancel_answers_at_once_with_a_legal_placement(use_helper):
    game = random_position("standard", 2, seed=6, placements=4)
    view = game.view(game.to_move)
    cancel = threading.Event()
    player = TwoPlyPlayer(seed=1, seconds=600, use_helper=use_helper)
    timer = threading.Timer(0.3, cancel.set)
    timer.start()
    try:
        placement = player.choose_placement(view, cancel)  # without the cancel: 600 seconds
    finally:
        timer.cancel()
    assert placement in game.legal_placements()
    assert player.last_samples >= 0


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_a_hidden_rack_never_changes_the_choice(seed):
    game = random_position("standard", 2, seed=seed, placements=10)
    mover = game.to_move
    other = hidden_tiles_dealt_again(game, mover, seed)
    assert game.view(mover).unseen == other.view(mover).unseen
    assert sorted(game.racks[1 - mover]) != sorted(other.racks[1 - mover])
    choices = []
    for g in (game, other):
        player = TwoPlyPlayer(seed=7, seconds=60, samples=6, use_helper=False)
        placement = player.choose_placement(g.view(mover))
        g.place(placement)
        choices.append((placement, g.phase is Phase.PLACE or player.choose_swap(g.view(mover))))
    assert choices[0] == choices[1]


@pytest.mark.parametrize("seed, swaps", [(28, True), (8, True), (3, False)])
def test_the_swap_is_decided_with_the_placement(seed, swaps):
    game = random_position("standard", 2, seed=seed, placements=16 if seed == 28 else 30)
    mover = game.to_move
    view = game.view(mover)
    data, placements, _swap_of = native.Position.from_view(view).summaries(True)
    assert (best_rows(two_ply.load_learner().values(data), 1)[0] >= placements) == swaps  # the network's best row
    player = TwoPlyPlayer(seed=1, seconds=60, samples=1, use_helper=False, settings=TwoPlySettings(rows=1))
    game.place(player.choose_placement(view))
    if game.phase is Phase.PLACE:  # a bonus placement: no swap yet, and the plan is not kept for it
        assert swaps is False
    else:
        assert player.choose_swap(game.view(mover)) == swaps
        game.end_turn(swap=swaps)


@pytest.mark.parametrize("variant, players, searcher", [("standard", 2, TwoPlyPlayer), ("standard", 3, HardPlayer),
                                                        ("standard", 4, HardPlayer), ("travel", 2, HardPlayer),
                                                        ("team", 4, HardPlayer), ("solo", 1, HardPlayer)])
def test_the_hard_level_is_the_learner_in_2_player_standard_and_the_search_elsewhere(variant, players, searcher):
    game = random_position(variant, players, seed=2, placements=5)
    hard = make_player("hard", seed=3, helper=False)
    assert isinstance(hard, HardLevel)
    assert type(hard.player_for(game.view(game.to_move))) is searcher
    quick = HardLevel(seed=3, seconds=60, samples=2, use_helper=False)
    alone = searcher(seed=3, seconds=60, samples=2, use_helper=False)
    view = game.view(game.to_move)
    assert quick.choose_placement(view) == alone.choose_placement(view)


def test_at_a_turns_end_it_did_not_place_the_hard_level_swaps_as_the_search_does():
    game = swappable_positions(1)[0]  # 2-player standard, a turn's end where the mover may swap
    view = game.view(game.to_move)
    searched = [HardPlayer(seed=s, seconds=60, samples=4, use_helper=False).choose_swap(view) for s in range(6)]
    level = [HardLevel(seed=s, seconds=60, samples=4, use_helper=False).choose_swap(view) for s in range(6)]
    assert level == searched and TwoPlyPlayer(seed=1, use_helper=False).choose_swap(view) is False
