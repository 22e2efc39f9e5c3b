"""A play-out in pure Python: the definition the compiled core's play-outs are held to
(tests/ai/test_native_judge.py), and the machinery of the frozen hard level
(:mod:`ingenious_desktop.ai.training.frozen_hard`).

From a sample of the unseen tiles, a placement is made, the turn is finished (its bonus
placements greedy, then the refill, swapping where allowed), and each next player plays its
greedy turn, up to and including the seat's own next placement (in solo, its next
``solo_lookahead`` placements); the evaluation then values the leaf.
"""

from __future__ import annotations

import random

from ingenious_desktop.engine import Game, Phase, Placement

from ..model.moves import best_placement
from ..model.scoring import BONUS_VALUE, Valuation, gain_judge


def play_out(sample: Game, placements: list[Placement], draws: float, seat: int, valuation: Valuation,
             evaluation, swap: bool | None = None) -> float:
    """The leaf value for ``seat`` after making ``placements`` (or the ending turn's swap choice)
    in a copy of ``sample``; the settings are the evaluation's ``config``."""
    game = sample.copy()
    game.rng = random.Random(draws)
    for placement in placements:
        game.place(placement)
    bonus_value = evaluation.config.bonus_value
    finish_turn(game, valuation, swap, bonus_value)
    own_turns = evaluation.config.solo_lookahead if game.variant.players == 1 else 1
    while not game.is_over and own_turns:
        own_turns -= game.to_move == seat
        greedy_placement(game, valuation, bonus_value)
        finish_turn(game, valuation, bonus_value=bonus_value)
    return evaluation.leaf(game, seat, valuation)


def finish_turn(game: Game, valuation: Valuation, swap: bool | None = None, bonus_value: float = BONUS_VALUE) -> None:
    """Owed bonus placements (greedy), then the refill, swapping where allowed unless told."""
    while game.phase is Phase.PLACE and game.bonus_owed:
        greedy_placement(game, valuation, bonus_value)
    if game.phase is Phase.REFILL:
        game.end_turn(swap=game.can_swap() if swap is None else (swap and game.can_swap()))


def greedy_placement(game: Game, valuation: Valuation, bonus_value: float = BONUS_VALUE) -> None:
    """The placement of the player to move that adds most to its valuation (a bonus earned counted ``bonus_value``)."""
    judge = gain_judge(game.scores[game.holder_to_move], game.variant, valuation, bonus_value)
    game.place(best_placement(game, judge)[1])
