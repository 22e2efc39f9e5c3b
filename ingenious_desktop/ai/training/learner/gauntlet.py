"""The training's look outside itself: the current network, one placement ahead, against the
shipped value network alone (as the ladder plays it), seats alternating (ai/arena.py). Its deals
(seeds 10,000 and up) are never those of the reports (benchmarks.learner_match, seed 7)."""

from __future__ import annotations

from ...arena import SideRecord, play_arena_game
from ...players.one_ply import OnePlyPlayer
from .game import Seat
from .player import LearnedPlayer

#: The first arena seed of the gauntlet; gate i plays on seed FIRST_SEED + i.
FIRST_SEED = 10_000


def gauntlet_game(item: tuple[Seat, str, int, int]) -> float:
    """The learned seat's share of one arena game against the shipped network alone."""
    seat, variant, index, seed = item
    mine, theirs = SideRecord(), SideRecord()
    play_arena_game(variant, lambda _s: LearnedPlayer(seat), lambda s: OnePlyPlayer(seed=s, network=True), index,
                    seed, mine, theirs)
    return mine.wins + mine.draws / 2
