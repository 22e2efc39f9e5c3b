"""The hard level: an information-set Monte Carlo search over a shortlist of placements.

The player cannot see the other racks or the bag, so it samples them: each sample deals the
unseen tiles at random (:meth:`PlayerView.sample_game`), and every shortlisted placement is
played out in that same sample (common random numbers make the comparison fair): the
player's bonus placements, the end of its turn, then each next player's best reply by a quick
valuation of the score list (:class:`.scoring.Valuation`), looking as far as the player's own
next placement. What the search asks of a position is an :class:`Evaluation`: the shortlist
and the value of a leaf. The hard level's is the learned value model (:mod:`.value`): the
shortlist is the placements it values most one placement ahead, and a leaf is worth the
player's chance to win there (in solo, the valuation and the board's open lines), so the search
averages win chances. The swap is judged the same way (swap or keep, both played out in the
same samples).

Placements that stay behind are dropped as samples accumulate (successive halving), so the
time goes to the close calls. The search stops at its time budget or as soon as ``cancel``
is set, and returns the best placement found so far. Where the machine has a second core, a
helper process (:mod:`.helper`) searches its own samples at the same time and the two tallies
are added up.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ingenious_desktop.engine import Game, Phase, Placement, PlayerView

from . import helper
from ..model.features import BoardReading, read_position
from .greedy import decision_seed
from ..model.lookahead import ranked_by_model
from ..model.moves import best_placement, judged, placements_due
from ..model.scoring import Valuation, scores_after
from ..model.value import final_shares, load_value_model

@dataclass(frozen=True)
class SearchConfig:
    """The hard search's settings; benchmarks and screens pass another instead of patching globals."""

    #: Placements kept for the search, the best by one-placement value (the hand-made shortlist).
    shortlist: int = 12
    #: The hard level's shortlist: the model's best this many, then the valuation's best this many others ...
    model_picks: int = 8
    valuation_picks: int = 6
    #: ... and the model's best this many of those that cover a cell where another holder's lowest colour scores most.
    block_picks: int = 3
    #: How much a leaf's valuation lead (in units of three caps) adds to its win chance.
    leaf_valuation_weight: float = 0.5
    #: After this many samples the worse half of the placements still searched is dropped.
    halving_at: tuple[int, ...] = (6, 14, 30, 60)
    #: What earning a bonus placement is worth when a reply is chosen: about one placement's value.
    bonus_value: float = 4.0
    #: Solo play-outs look this many tiles ahead (one tile each is cheap, and one says little).
    solo_lookahead: int = 4
    #: A solo leaf adds this share of what the colours would gain, each scoring its best open cell.
    solo_open_line_weight: float = 0.3
    #: Share of the budget the swap decision may take.
    swap_share: float = 0.5
    #: How much sooner than the caller the helper stops, so that its tally arrives in time.
    helper_margin: float = 0.03


#: The settings the game plays with.
DEFAULT_CONFIG = SearchConfig()


class ModelEvaluation:
    """The learned model's judgement. The shortlist is the model's best placements one
    placement ahead (:func:`.learned.ranked_by_model`: the best judged again on the board they
    leave), joined by the best by the score list's valuation (so a placement the
    model misjudges on a board unlike its games is still searched). A leaf is worth the seat's
    chance to win, plus ``leaf_valuation_weight`` times its valuation lead: where the chance is
    near 0 or 1 and hardly tells placements apart, the lead still does. Solo play keeps the
    valuation's shortlist and, for a leaf, adds the board's open lines to the valuation
    (:func:`solo_leaf_value`; searching with the solo model's expected result, the mean lowest
    colour fell from 15.7 to 8.7 on the same 7 deals). It holds only the variant's name and players,
    so it travels to the helper process cheaply; each process loads the model once."""

    def __init__(self, variant: str, players: int, config: SearchConfig = DEFAULT_CONFIG):
        self.variant, self.players, self.config = variant, players, config

    @property
    def model(self):
        return load_value_model(self.variant, self.players)

    def shortlist(self, view: PlayerView) -> list[Placement]:
        scored = placements_due(view)
        config = self.config
        by_valuation = judged(scored, gain_judge(view.my_scores, view.variant, Valuation(view.variant), config.bonus_value))
        by_valuation.sort(key=lambda item: item[0], reverse=True)
        if self.model.kind == "result":
            return [p for _v, p in by_valuation[:config.shortlist]]
        by_model = ranked_by_model(self.model, view, scored)
        picks = [p for _v, p in by_model[:config.model_picks]]
        picks += [p for _v, p in by_valuation if p not in picks][:config.valuation_picks]
        blocking = blocking_cells(view)
        return picks + [p for _v, p in by_model if p not in picks and not blocking.isdisjoint(p.cells)][:config.block_picks]

    def leaf(self, game: Game, seat: int, valuation: Valuation) -> float:
        model, holder = self.model, game.variant.holder_of(seat)
        if model.kind == "result":
            return solo_leaf_value(game, valuation, self.config.solo_open_line_weight)
        lead = valuation(game.scores[holder]) - max(valuation(s) for h, s in enumerate(game.scores) if h != holder)
        tilt = self.config.leaf_valuation_weight * lead / (3 * game.variant.cap)
        if game.is_over:
            return final_shares(game.scores)[holder] + tilt
        seen = read_position(game)  # as the next player sees it, its rack drawn in the sample: as the model was fitted
        return model.chances(seen, BoardReading(seen.board))[holder] + tilt


def solo_leaf_value(game: Game, valuation: Valuation, weight: float) -> float:
    """The score list's valuation, plus ``weight`` times the valuation's gain from each colour
    scoring its best open cell: a line left open for the lowest colour is points still to come,
    which the few tiles of a play-out often do not reach."""
    scores, variant = game.scores[0], game.variant
    base = valuation(scores)
    best = BoardReading(game.board).best
    gain = sum(valuation(scores_after(scores, variant, c, best[c], c, 0)[0]) - base for c in range(6) if best[c])
    return base + weight * gain


def blocking_cells(view: PlayerView) -> set:
    """The cells where another holder's lowest colour would score most: covering one closes its best open line."""
    reading = BoardReading(view.board)
    mine = view.variant.holder_of(view.seat)
    cells = view.board.geo.cells
    found = set()
    for holder, scores in enumerate(view.scores):
        if holder != mine:
            low = min(scores)
            for colour in range(6):
                if scores[colour] == low:
                    found.update(cells[c] for c in reading.best_cells[colour])
    return found


class HardPlayer:
    #: What the search asks of a position: made for each decision from the variant.
    Evaluation = ModelEvaluation

    def __init__(self, seed: int | None = None, seconds: float = 1.0, samples: int | None = None,
                 use_helper: bool | None = None, config: SearchConfig = DEFAULT_CONFIG):
        """``samples`` caps the samples per decision (in each process); with it and a seed the search
        is reproducible whatever the machine's speed, as long as ``seconds`` is not what stops it.
        ``use_helper``: search in a second process too (default: where there is a second core)."""
        self.seed = seed
        self.seconds = seconds
        self.config = config
        self.samples = samples
        self.use_helper = helper.helper_wanted() if use_helper is None else use_helper
        #: Play-outs the last placement decision made, in both processes (for benchmarks).
        self.last_playouts = 0

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        deadline = time.perf_counter() + self.seconds
        evaluation = self.Evaluation(view.variant.name, view.variant.players, self.config)
        shortlist = evaluation.shortlist(view)
        if len(shortlist) == 1:
            return shortlist[0]
        seed_text = decision_seed(self.seed, view)
        job = self._start_helper(search_placements, view, evaluation, shortlist, helper_seed(seed_text), deadline)
        tally = search_placements(view, evaluation, shortlist, seed_text, self._remaining(deadline), self.samples,
                                  lambda: cancel is not None and cancel.is_set())
        if job is not None:
            if cancel is not None and cancel.is_set():
                job.stop()
            else:
                tally = tally.plus(job.result(deadline - time.perf_counter()))
        self.last_playouts = sum(tally.counts)
        return shortlist[tally.best()]

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        """Swap if, played out in the same samples, swapping leaves the player better off than keeping."""
        if not view.can_swap():
            return False
        deadline = time.perf_counter() + self.seconds * self.config.swap_share
        seed_text = decision_seed(self.seed, view)
        evaluation = self.Evaluation(view.variant.name, view.variant.players, self.config)
        job = self._start_helper(search_swap, view, evaluation, helper_seed(seed_text), deadline)
        advantage, samples = search_swap(view, evaluation, seed_text, self._remaining(deadline), self.samples,
                                         lambda: cancel is not None and cancel.is_set())
        if job is not None:
            if cancel is not None and cancel.is_set():
                job.stop()
            else:
                helped = job.result(deadline - time.perf_counter())
                if helped is not None:
                    advantage, samples = advantage + helped[0], samples + helped[1]
        return samples > 0 and advantage > 0

    @staticmethod
    def _remaining(deadline: float) -> float:
        return deadline - time.perf_counter()

    def _start_helper(self, function, *args):
        """Start ``function``'s share in the helper, to stop a little before ``deadline`` (the last argument)."""
        if not self.use_helper:
            return None
        *leading, deadline = args
        return helper.start_job(function, *leading, self._remaining(deadline) - self.config.helper_margin, self.samples)


def helper_seed(seed_text: str | None) -> str | None:
    return None if seed_text is None else f"{seed_text}|helper"


def random_source(seed_text: str | None) -> random.Random:
    return random.Random() if seed_text is None else random.Random(seed_text)


@dataclass
class Tally:
    """Sums and counts of the leaf values of each shortlisted placement, and which are still searched."""

    totals: list[float]
    counts: list[int]
    alive: list[int]

    def mean(self, c: int) -> float:
        return self.totals[c] / self.counts[c]

    def plus(self, other: Tally | None) -> Tally:
        if other is None:
            return self
        alive = [c for c in self.alive if c in other.alive] or self.alive
        return Tally([a + b for a, b in zip(self.totals, other.totals)],
                     [a + b for a, b in zip(self.counts, other.counts)], alive)

    def best(self) -> int:
        """The placement with the best mean among those searched longest (the first when none was)."""
        searched = [c for c in self.alive if self.counts[c]]
        if not searched:
            return 0
        most = max(self.counts[c] for c in searched)
        return max((c for c in searched if self.counts[c] == most), key=self.mean)


def search_placements(view: PlayerView, evaluation, shortlist: list[Placement], seed_text: str | None,
                      seconds: float, samples: int | None, should_stop) -> Tally:
    """Play each shortlisted placement out in sample after sample until the time, the sample cap
    or ``should_stop()``; the worse half is dropped at each of the evaluation's ``config.halving_at``."""
    deadline = time.perf_counter() + seconds
    rng = random_source(seed_text)
    valuation = Valuation(view.variant)
    tally = Tally([0.0] * len(shortlist), [0] * len(shortlist), list(range(len(shortlist))))
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


def _must_stop(sample_index: int, samples: int | None, deadline: float, should_stop) -> bool:
    return (samples is not None and sample_index >= samples) or time.perf_counter() >= deadline or should_stop()


def play_out(sample: Game, placements: list[Placement], draws: float, seat: int, valuation: Valuation,
             evaluation, swap: bool | None = None) -> float:
    """The leaf value for ``seat`` after making ``placements`` (or the ending turn's swap choice)
    in a copy of ``sample``, then playing each next player's greedy turn up to and including
    ``seat``'s own next placement (in solo, its next ``solo_lookahead`` placements); the settings are the evaluation's ``config``."""
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


def finish_turn(game: Game, valuation: Valuation, swap: bool | None = None,
                bonus_value: float = DEFAULT_CONFIG.bonus_value) -> None:
    """Owed bonus placements (greedy), then the refill, swapping where allowed unless told."""
    while game.phase is Phase.PLACE and game.bonus_owed:
        greedy_placement(game, valuation, bonus_value)
    if game.phase is Phase.REFILL:
        game.end_turn(swap=game.can_swap() if swap is None else (swap and game.can_swap()))


def greedy_placement(game: Game, valuation: Valuation, bonus_value: float = DEFAULT_CONFIG.bonus_value) -> None:
    judge = gain_judge(game.scores[game.holder_to_move], game.variant, valuation, bonus_value)
    game.place(best_placement(game, judge)[1])


def gain_judge(scores, variant, valuation: Valuation, bonus_value: float = DEFAULT_CONFIG.bonus_value):
    """judge(first, points, second, points) -> how much the placement adds to the holder's value."""
    base = valuation(scores)

    def judge(first, first_points, second, second_points):
        after, bonuses = scores_after(scores, variant, first, first_points, second, second_points)
        return valuation(after) - base + bonus_value * bonuses

    return judge
