"""The computer seats of the server's tables: which player plays a seat, and its decision made in a
worker thread so that the server's loop (and every other table) goes on meanwhile."""

from __future__ import annotations

import asyncio

from ingenious_desktop.ai import seat_player

from .table import STAND_IN_LEVEL, SeatState


def computer_for(seat: SeatState, seconds: float, seed: int | None = None):
    """The player for ``seat`` (ai.seat_player: its named opponent, or else its level; a person's seat: the
    stand-in level). The hard level searches in this process only (no helper process): a server runs many tables."""
    if seat.kind != "computer":
        return seat_player(STAND_IN_LEVEL, None, seed, seconds, helper=False)
    return seat_player(seat.level or STAND_IN_LEVEL, seat.opponent, seed, seconds, helper=False)


async def decide(player, view, kind: str):
    """The placement (``kind`` "place") or the swap answer ("swap") ``player`` chooses for ``view``."""
    choose = player.choose_placement if kind == "place" else player.choose_swap
    return await asyncio.to_thread(choose, view)
