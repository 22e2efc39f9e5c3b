"""How far a game has come, for the questions before it is left or offered again."""

from __future__ import annotations

from ingenious_desktop.engine import Game, Place, Seat


def unfinished(game: Game) -> bool:
    """Not over, and somebody placed a tile: a game to offer to play on."""
    return not game.is_over and any(isinstance(event, Place) for event in game.log)


def in_progress(game: Game, seats: list[Seat]) -> bool:
    """Not over, and a human placed a tile: leaving it would throw away what a player did."""
    return not game.is_over and any(isinstance(event, Place) and not seats[event.player].is_computer
                                    for event in game.log)
