"""Games from fixed seeds for the controller and window tests."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from ingenious_desktop.engine import COLOURS, Game, Phase, Placement, Seat, load_record, make_variant

#: The complete 2-player example game kept with the engine's tests.
COMPLETE_2P = Path(__file__).parent / "engine" / "examples" / "standard-2p-complete.ingenious"


def dealt_game(variant: str = "standard", players: int = 2, seed: int = 7) -> Game:
    game = Game(make_variant(variant, players), seed)
    game.deal()
    return game


def random_positions(players: int, seed: int):
    """Every position of a seeded 2-4 player standard game played at random (half the allowed swaps taken)."""
    game = dealt_game("standard", players, seed)
    rng = random.Random(seed)
    while not game.is_over:
        yield game
        if game.phase.value == "place":
            game.place(rng.choice(game.legal_placements()))
        else:
            game.end_turn(game.can_swap() and rng.random() < 0.5)


def gains(placement, points) -> Counter:
    """Points per colour index that a placement scoring ``points`` adds (before any cap)."""
    gained = Counter()
    for letter, earned in zip(placement.tile, points):
        gained[COLOURS.index(letter)] += earned
    return gained


def game_about_to_reach_18(seed: int = 11):
    """Play greedily until the player to move has a placement that takes a colour to 18."""
    game = dealt_game(seed=seed)
    while not game.is_over:
        scores = game.scores[game.holder_to_move]
        for placement, points in game.scored_placements():
            if any(scores[c] < 18 <= scores[c] + g for c, g in gains(placement, points).items()):
                return game, placement
        game.place(max(game.scored_placements(), key=lambda sp: sum(sp[1]))[0])
        if not game.is_over:
            game.end_turn()
    raise AssertionError("the greedy game ended before anyone could reach 18")


def game_at_a_swap_offer(seed: int = 0) -> Game:
    """Play greedily until a player has placed and may swap (the rack lacks the lowest colour)."""
    game = dealt_game(seed=seed)
    while not game.is_over:
        while game.phase is Phase.PLACE:
            game.place(max(game.scored_placements(), key=lambda sp: sum(sp[1]))[0])
        if game.can_swap():
            return game
        if not game.is_over:
            game.end_turn()
    raise AssertionError("nobody could swap in the greedy game")


def one_placement_from_the_end():
    """(the complete 2-player example game but its last placement, seats with Ada making it, that placement)."""
    record = load_record(COMPLETE_2P)
    last = record.events[-1]
    seats = [Seat("Bot", "ai", "hard")] * 2
    seats[last.player] = Seat("Ada")
    return Game.from_events(record.variant, record.events[:-1]), seats, Placement(last.tile, last.at)
