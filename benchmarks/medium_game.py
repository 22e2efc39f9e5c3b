"""Positions for the AI benchmarks: one 2-player standard game between two medium players."""

from __future__ import annotations

from ingenious_desktop.ai import make_player
from ingenious_desktop.engine import Game, Phase


def spread_placements(seed: int, count: int, take) -> list:
    """``take(game)`` at ``count`` placement moments spread over the game that ``seed`` deals."""
    game = Game.new("standard", 2, seed=seed)
    game.deal()
    medium = make_player("medium")
    taken = []
    while not game.is_over:
        view = game.view(game.to_move)
        if game.phase is Phase.PLACE:
            taken.append(take(game))
            game.place(medium.choose_placement(view))
        else:
            game.end_turn(swap=medium.choose_swap(view))
    step = max(1, len(taken) // count)
    return taken[::step][:count]
