"""The hard level: an information-set Monte Carlo search over a shortlist of placements.

The player cannot see the other racks or the bag, so it samples them: each sample deals the
unseen tiles at random (:meth:`PlayerView.sample_game`), and every shortlisted placement is
played out in that same sample (common random numbers make the comparison fair): the
player's bonus placements, the end of its turn, then each next player's best reply by the
same valuation, looking as far as the player's own next placement. The leaf is judged by
the valuation of the player's score list against the best other one, or by the result when
the game ends. That look-ahead is what a strong player weighs: a line of one's lowest colour
left open is taken by the opponent's reply (so closing it counts), a line kept open for
oneself pays in one's own next placement, reaching 18 pays its bonus placement at once, and
the swap is judged the same way (swap or keep, both played out in the same samples).

Placements that stay behind are dropped as samples accumulate (successive halving), so the
time goes to the close calls. The search stops at its time budget or as soon as ``cancel``
is set, and returns the best placement found so far.
"""

from __future__ import annotations

import random
import time

from ingenious_desktop.engine import Game, Phase, Placement, PlayerView

from .greedy import placement_seed
from .moves import best_placement, judged
from .scoring import Valuation, scores_after


class HardPlayer:
    #: Placements kept for the search, the best by one-placement value.
    SHORTLIST = 12
    #: After this many samples the worse half of the placements still searched is dropped.
    HALVING_AT = (6, 14, 30, 60)
    #: What earning a bonus placement is worth when a reply is chosen: about one placement's value.
    BONUS_VALUE = 4.0
    #: Added to (or taken from) a leaf where the game is over and the player won (lost).
    RESULT_VALUE = 100.0
    #: Share of the budget the swap decision may take.
    SWAP_SHARE = 0.5

    def __init__(self, seed: int | None = None, seconds: float = 1.0, samples: int | None = None):
        """``samples`` caps the samples per decision; with it and a seed the search is reproducible
        whatever the machine's speed (as long as ``seconds`` is not what stops it)."""
        self.seed = seed
        self.seconds = seconds
        self.samples = samples

    # ----------------------------------------------------------------- decisions

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        deadline = time.perf_counter() + self.seconds
        rng = placement_seed(self.seed, view)
        valuation = Valuation(view.variant)
        shortlist = self._shortlist(view, valuation)
        if len(shortlist) == 1:
            return shortlist[0]
        totals = [0.0] * len(shortlist)
        counts = [0] * len(shortlist)
        alive = list(range(len(shortlist)))
        sample_index = 0
        while not self._must_stop(sample_index, deadline, cancel):
            sample, draws = view.sample_game(random.Random(rng.random())), rng.random()
            for c in alive:
                if self._stopped(deadline, cancel):
                    break
                totals[c] += self._play_out(sample, [shortlist[c]], draws, view.seat, valuation)
                counts[c] += 1
            sample_index += 1
            if sample_index in self.HALVING_AT and len(alive) > 2:
                alive.sort(key=lambda c: totals[c] / counts[c], reverse=True)
                alive = alive[: max(2, len(alive) // 2)]
        most = max(counts)
        if most == 0:
            return shortlist[0]
        best = max((c for c in range(len(shortlist)) if counts[c] == most), key=lambda c: totals[c] / counts[c])
        return shortlist[best]

    def choose_swap(self, view: PlayerView) -> bool:
        if not view.can_swap():
            return False
        deadline = time.perf_counter() + self.seconds * self.SWAP_SHARE
        rng = placement_seed(self.seed, view)
        valuation = Valuation(view.variant)
        advantage = 0.0
        sample_index = 0
        while not self._must_stop(sample_index, deadline, None):
            sample, draws = view.sample_game(random.Random(rng.random())), rng.random()
            swapped = self._play_out(sample, [], draws, view.seat, valuation, swap=True)
            kept = self._play_out(sample, [], draws, view.seat, valuation, swap=False)
            advantage += swapped - kept
            sample_index += 1
        return advantage > 0

    # ----------------------------------------------------------------- search

    def _must_stop(self, sample_index: int, deadline: float, cancel) -> bool:
        return (self.samples is not None and sample_index >= self.samples) or self._stopped(deadline, cancel)

    @staticmethod
    def _stopped(deadline: float, cancel) -> bool:
        return (cancel is not None and cancel.is_set()) or time.perf_counter() >= deadline

    def _shortlist(self, view: PlayerView, valuation: Valuation) -> list[Placement]:
        judge = gain_judge(view.my_scores, view.variant, valuation, self.BONUS_VALUE)
        ranked = judged(view.scored_placements(), judge)
        ranked.sort(key=lambda item: item[0], reverse=True)
        return [placement for _value, placement in ranked[: self.SHORTLIST]]

    def _play_out(self, sample: Game, placements: list[Placement], draws: float, seat: int,
                  valuation: Valuation, swap: bool | None = None) -> float:
        """The leaf value for ``seat`` after making ``placements`` (or the ending turn's swap
        choice) in a copy of ``sample``, then playing each next player's greedy turn up to and
        including ``seat``'s own next placement."""
        game = sample.copy()
        game.rng = random.Random(draws)
        for placement in placements:
            game.place(placement)
        self._finish_turn(game, valuation, swap)
        while not game.is_over:
            mover = game.to_move
            self._greedy_turn(game, valuation)
            if mover == seat:
                break
        return self._leaf_value(game, seat, valuation)

    def _finish_turn(self, game: Game, valuation: Valuation, swap: bool | None = None) -> None:
        """Owed bonus placements (greedy), then the refill, swapping where allowed unless told."""
        while game.phase is Phase.PLACE and game.bonus_owed:
            self._greedy_placement(game, valuation)
        if game.phase is Phase.REFILL:
            game.end_turn(swap=game.can_swap() if swap is None else (swap and game.can_swap()))

    def _greedy_turn(self, game: Game, valuation: Valuation) -> None:
        self._greedy_placement(game, valuation)
        self._finish_turn(game, valuation)

    def _greedy_placement(self, game: Game, valuation: Valuation) -> None:
        judge = gain_judge(game.scores[game.holder_to_move], game.variant, valuation, self.BONUS_VALUE)
        game.place(best_placement(game, judge)[1])

    def _leaf_value(self, game: Game, seat: int, valuation: Valuation) -> float:
        mine = game.variant.holder_of(seat)
        value = valuation(game.scores[mine])
        others = [valuation(s) for h, s in enumerate(game.scores) if h != mine]
        if others:
            value -= max(others)
        if game.is_over and others:
            ranking = game.ranking()
            if ranking[0] == [mine]:
                value += self.RESULT_VALUE
            elif mine not in ranking[0]:
                value -= self.RESULT_VALUE
        return value


def gain_judge(scores, variant, valuation: Valuation, bonus_value: float):
    """judge(first, points, second, points) -> how much the placement adds to the holder's value."""
    base = valuation(scores)

    def judge(first, first_points, second, second_points):
        after, bonuses = scores_after(scores, variant, first, first_points, second, second_points)
        return valuation(after) - base + bonus_value * bonuses

    return judge
