"""The computer seats of the server's tables: which player plays a seat, and its decision made in a
worker thread so that the server's loop (and every other table) goes on meanwhile."""

from __future__ import annotations

import asyncio

from ingenious_desktop.ai import make_player, opponent_named

from .table import STAND_IN_LEVEL, SeatState


def computer_for(seat: SeatState, seconds: float, seed: int | None = None):
    """The player for ``seat``: its named opponent, or else its level (a person's seat: the stand-in level).

    The hard level searches in this process only (no helper process): a server runs many tables."""
    level = seat.level if seat.kind == "computer" and seat.level else STAND_IN_LEVEL
    if seat.kind == "computer" and seat.opponent is not None:
        try:
            opponent = opponent_named(seat.opponent)
        except ValueError:
            opponent = None
        if opponent is not None and opponent.level == level:
            return opponent.make(seed, seconds, False)
    return make_player(level, seed, seconds, helper=False)


async def decide(player, view, kind: str):
    """The placement (``kind`` "place") or the swap answer ("swap") ``player`` chooses for ``view``."""
    choose = player.choose_placement if kind == "place" else player.choose_swap
    return await asyncio.to_thread(choose, view)
