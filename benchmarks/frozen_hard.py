"""Today's hard level, kept as it was before the learned model (issue 10), to measure later levels against.

It is the hard level's search (:mod:`ingenious_desktop.ai.players.search`: samples, play-outs, halving,
the helper process) with the hand-made judgement it had: the shortlist by the score list's
:class:`~ingenious_desktop.ai.model.scoring.Valuation` one placement ahead, and a leaf worth the
player's valuation less the best other one's, plus or minus RESULT_VALUE once the game is
over. Not offered in the window; benchmarks import it with ``benchmarks/`` on the path:

    from frozen_hard import FrozenHardPlayer
"""

from __future__ import annotations

from ingenious_desktop.ai.model.moves import judged, placements_due
from ingenious_desktop.ai.model.scoring import Valuation
from ingenious_desktop.ai.players.search import DEFAULT_CONFIG, HardPlayer, gain_judge
from ingenious_desktop.engine import Game, Placement, PlayerView

#: Added to (or taken from) a leaf where the game is over and the player won (lost).
RESULT_VALUE = 100.0


class HandMadeEvaluation:
    config = DEFAULT_CONFIG

    def __init__(self, variant: str, players: int, config=DEFAULT_CONFIG):
        self.variant, self.players = variant, players

    def shortlist(self, view: PlayerView) -> list[Placement]:
        valuation = Valuation(view.variant)
        judge = gain_judge(view.my_scores, view.variant, valuation)
        ranked = judged(placements_due(view), judge)
        ranked.sort(key=lambda item: item[0], reverse=True)
        return [placement for _value, placement in ranked[:DEFAULT_CONFIG.shortlist]]

    def leaf(self, game: Game, seat: int, valuation: Valuation) -> float:
        """The seat's (team's) valuation less the best other one's, plus the result if the game is over."""
        mine = game.variant.holder_of(seat)
        value = valuation(game.scores[mine])
        others = [valuation(s) for h, s in enumerate(game.scores) if h != mine]
        if others:
            value -= max(others)
        if game.is_over and others:
            ranking = game.ranking()
            if ranking[0] == [mine]:
                value += RESULT_VALUE
            elif mine not in ranking[0]:
                value -= RESULT_VALUE
        return value


class FrozenHardPlayer(HardPlayer):
    """The hard level as it played before the learned model."""

    Evaluation = HandMadeEvaluation
