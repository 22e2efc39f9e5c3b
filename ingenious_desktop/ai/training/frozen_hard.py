"""The hard level as it played before the learned model (issue 10), its search frozen in Python: the
yardstick every later level is measured against (benchmarks, training's judging games).

Its search is the hard level's as it was: samples of the unseen tiles, each shortlisted placement
played out in the same samples (:mod:`..players.playout`), the worse half dropped at HALVING_AT,
the helper process. Its judgement is hand-made: the shortlist by the score list's
:class:`~..model.scoring.Valuation` one placement ahead, and a leaf worth the player's valuation
less the best other one's, plus or minus RESULT_VALUE once the game is over. Not offered in the
window. tests/test_frozen_hard.py pins its values: it must not move.
"""

from __future__ import annotations

import random
import time

from ingenious_desktop.engine import Game, Placement, PlayerView

from ..model.moves import judged, placements_due
from ..model.scoring import BONUS_VALUE, Valuation, gain_judge
from ..players.playout import play_out
from ..players.search import HardPlayer, HardSettings, Tally

#: The frozen search's settings (those it reads: the shortlist, the halving, the bonus value, solo's horizon).
FROZEN_SETTINGS = HardSettings(shortlist=12, halving_at=(6, 14, 30, 60), bonus_value=BONUS_VALUE, solo_lookahead=4)
#: Added to (or taken from) a leaf where the game is over and the player won (lost).
RESULT_VALUE = 100.0


class HandMadeEvaluation:
    """The frozen hard level's judgement, and its search in Python."""

    #: It plays its best by value alone (HardPlayer asks for a named opponent's tolerance).
    taste_tolerance = 0.0

    def __init__(self, variant: str, players: int, config: HardSettings = FROZEN_SETTINGS):
        self.variant, self.players, self.config = variant, players, config

    def shortlist(self, view: PlayerView) -> list[Placement]:
        valuation = Valuation(view.variant)
        judge = gain_judge(view.my_scores, view.variant, valuation)
        ranked = judged(placements_due(view), judge)
        ranked.sort(key=lambda item: item[0], reverse=True)
        return [placement for _value, placement in ranked[:self.config.shortlist]]

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

    def search_placements(self, view: PlayerView, shortlist: list[Placement], seed_text: str | None, seconds: float,
                          samples: int | None, should_stop) -> Tally:
        return search_placements(view, self, shortlist, seed_text, seconds, samples, should_stop)

    def search_swap(self, view: PlayerView, seed_text: str | None, seconds: float, samples: int | None,
                    should_stop) -> tuple[float, int]:
        return search_swap(view, self, seed_text, seconds, samples, should_stop)


class FrozenHardPlayer(HardPlayer):
    """The hard level as it played before the learned model (with FROZEN_SETTINGS unless given others)."""

    Evaluation = HandMadeEvaluation

    def __init__(self, *args, config: HardSettings = FROZEN_SETTINGS, **kwargs):
        super().__init__(*args, config=config, **kwargs)


def search_placements(view: PlayerView, evaluation, shortlist: list[Placement], seed_text: str | None,
                      seconds: float, samples: int | None, should_stop) -> Tally:
    """Play each shortlisted placement out in sample after sample until the time, the sample cap
    or ``should_stop()``; the worse half is dropped at each of the evaluation's ``config.halving_at``."""
    deadline = time.perf_counter() + seconds
    rng = random_source(seed_text)
    valuation = Valuation(view.variant)
    tally = Tally([0.0] * len(shortlist), [0.0] * len(shortlist), [0] * len(shortlist), list(range(len(shortlist))))
    sample_index = 0
    while not _must_stop(sample_index, samples, deadline, should_stop):
        sample, draws = view.sample_game(random.Random(rng.random())), rng.random()
        for c in tally.alive:
            if time.perf_counter() >= deadline or should_stop():
                break
            tally.totals[c] += play_out(sample, [shortlist[c]], draws, view.seat, valuation, evaluation)
            tally.counts[c] += 1
        sample_index += 1
        if sample_index in evaluation.config.halving_at and len(tally.alive) > 2:
            tally.alive.sort(key=tally.mean, reverse=True)
            tally.alive = sorted(tally.alive[: max(2, len(tally.alive) // 2)])
    return tally


def search_swap(view: PlayerView, evaluation, seed_text: str | None, seconds: float, samples: int | None,
                should_stop) -> tuple[float, int]:
    """(summed advantage of swapping over keeping, samples): both played out in the same samples."""
    deadline = time.perf_counter() + seconds
    rng = random_source(seed_text)
    valuation = Valuation(view.variant)
    advantage = 0.0
    sample_index = 0
    while not _must_stop(sample_index, samples, deadline, should_stop):
        sample, draws = view.sample_game(random.Random(rng.random())), rng.random()
        swapped = play_out(sample, [], draws, view.seat, valuation, evaluation, swap=True)
        kept = play_out(sample, [], draws, view.seat, valuation, evaluation, swap=False)
        advantage += swapped - kept
        sample_index += 1
    return advantage, sample_index


def random_source(seed_text: str | None) -> random.Random:
    return random.Random() if seed_text is None else random.Random(seed_text)


def _must_stop(sample_index: int, samples: int | None, deadline: float, should_stop) -> bool:
    return (samples is not None and sample_index >= samples) or time.perf_counter() >= deadline or should_stop()
