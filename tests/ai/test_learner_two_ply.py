"""The learner two plies ahead (learner/two_ply.py): legal placements, a search that stops at its
clock or its deals, and choices that depend on what the seat sees, never on a hidden rack."""

from __future__ import annotations

import itertools
from dataclasses import replace

import numpy as np
import pytest

from ingenious_desktop.ai.arena import play_game
from ingenious_desktop.ai.training.learner.config import PRESETS
from ingenious_desktop.ai.training.learner.game import Seat
from ingenious_desktop.ai.training.learner.mlp import CoreForward, Mlp
from ingenious_desktop.ai.training.learner.player import LearnedPlayer
from ingenious_desktop.ai.training.learner.two_ply import TwoPlyPlayer
from ingenious_desktop.engine import Game, Phase


def seat(seed: int = 1) -> Seat:
    config = replace(PRESETS["learner"], hidden=(16, 16))
    net = Mlp.initial(len(config.columns), list(config.hidden), np.random.default_rng(seed))
    return Seat(net, config, forward=CoreForward(net))


def mid_game(seed: int, placements: int = 8) -> Game:
    """A 2-player game after ``placements`` placements of the one-ply learner, its turn to place."""
    game = Game.new("standard", 2, seed)
    game.deal()
    player = LearnedPlayer(seat())
    while sum(game.placements_made) < placements or game.phase is not Phase.PLACE:
        if game.phase is Phase.PLACE:
            game.place(player.choose_placement(game.view(game.to_move)))
        else:
            game.end_turn(swap=player.choose_swap(game.view(game.to_move)))
    return game


def frozen() -> float:
    return 0.0


@pytest.mark.parametrize("variant, players", [("standard", 2), ("travel", 2), ("standard", 3)])
def test_two_plies_play_whole_games_by_the_rules(variant, players):
    searcher = TwoPlyPlayer(seat(), seed=1, samples=2, clock=frozen)
    others = [LearnedPlayer(seat(2)) for _ in range(players - 1)]
    game, times = play_game(variant, [searcher, *others], 4)
    assert game.is_over and all(times)


def test_the_search_stops_at_its_clock():
    ticks = itertools.count()
    player = TwoPlyPlayer(seat(), seconds=0.25, seed=1, clock=lambda: next(ticks) * 0.1)
    game = mid_game(2)
    player.choose_placement(game.view(game.to_move))
    assert player.last_samples == 2  # started at 0.0: deals at 0.1 and 0.2, none at 0.3


def test_the_search_stops_at_its_deals():
    player = TwoPlyPlayer(seat(), seconds=1.0, seed=1, samples=3, clock=frozen)
    game = mid_game(2)
    player.choose_placement(game.view(game.to_move))
    assert player.last_samples == 3


def with_hidden_tiles_exchanged(game: Game) -> Game:
    """The same game but for the opponent's rack: its tiles exchanged with others from the bag."""
    other = game.copy()
    opponent = 1 - game.to_move
    rack = other.racks[opponent]
    swapped = [i for i, tile in enumerate(other.bag) if tile not in rack][: len(rack)]
    for r, b in zip(range(len(rack)), swapped):
        rack[r], other.bag[b] = other.bag[b], rack[r]
    assert sorted(other.racks[opponent]) != sorted(game.racks[opponent])
    return other


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_a_hidden_rack_never_changes_the_choice(seed):
    game = mid_game(seed)
    other = with_hidden_tiles_exchanged(game)
    mover = game.to_move
    assert game.view(mover).unseen == other.view(mover).unseen
    choices = []
    for g in (game, other):
        player = TwoPlyPlayer(seat(), seed=7, samples=6, clock=frozen)
        placement = player.choose_placement(g.view(mover))
        g.place(placement)
        choices.append((placement, g.phase is Phase.PLACE or player.choose_swap(g.view(mover))))
    assert choices[0] == choices[1]
