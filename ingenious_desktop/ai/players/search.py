"""The hard search: an information-set Monte Carlo search over a shortlist of placements, run in
the compiled core (:mod:`ingenious_desktop.ai.native`). It is the hard level of every variant but
2-player standard (there the learner plays: :mod:`.two_ply`, :mod:`.hard`) and the named hard opponents' search.

The player cannot see the other racks or the bag, so it samples them: each sample deals the
unseen tiles at random, and every shortlisted placement is played out in that same sample
(common random numbers make the comparison fair): the player's bonus placements, the end of its
turn, then each next player's best reply by a quick valuation of the score list, looking as far
as the player's own next placement (:mod:`.playout` is that play-out in Python). What the search
asks of a position is an evaluation: the shortlist and the value of a leaf. The hard level's is
the learned value model: the shortlist is the placements it values most one placement ahead, and
a leaf is worth the player's chance to win there (in solo, the valuation and the board's open
lines), so the search averages win chances. The swap is judged the same way (swap or keep, both
played out in the same samples).

Placements that stay behind are dropped as samples accumulate (successive halving), so the
time goes to the close calls. The search stops at its time budget or as soon as ``cancel``
is set, and returns the best placement found so far. Where the machine has a second core, a
helper process (:mod:`.helper`) searches its own samples at the same time and the two tallies
are added up. Python crosses into the core once for the shortlist and once for the search.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ingenious_desktop.engine import Game, Placement, PlayerView

from .. import native
from ..model.features import BoardReading, read_position
from ..model.lookahead import AFTER_PICKS
from ..model.moves import judged
from ..model.scoring import BONUS_VALUE, Valuation, gain_judge, scores_after
from ..model.network_file import NETWORK_VARIANTS, load_network
from ..model.value import final_shares, load_core_model, load_value_model, model_key
from . import helper
from .greedy import decision_seed


@dataclass(frozen=True)
class HardSettings:
    """The hard search's settings; benchmarks and screens pass another instead of patching globals."""

    #: The variants (model keys) judged with the value network (resources/models/network.bin); the
    #: others (team play) with the hand-made value model.
    network_in: tuple[str, ...] = tuple(model_key(*variant) for variant in NETWORK_VARIANTS)
    #: Placements kept for the search, the best by one-placement value (the hand-made shortlist).
    shortlist: int = 12
    #: The hard level's shortlist: the model's best this many, then the valuation's best this many others ...
    model_picks: int = 8
    valuation_picks: int = 6
    #: ... and the model's best this many of those that cover a cell where another holder's lowest colour scores most.
    block_picks: int = 3
    #: How much a leaf's valuation lead (in units of three caps) adds to its win chance.
    leaf_valuation_weight: float = 0.5
    #: After this many samples the worse half of the placements still searched is dropped (halving at
    #: even shares of the time played no better: benchmarks/value-network.md, "Halving by time").
    halving_at: tuple[int, ...] = (6, 14, 30, 60)
    #: What earning a bonus placement is worth when a reply is chosen: about one placement's value.
    bonus_value: float = BONUS_VALUE
    #: Solo play-outs look this many tiles ahead (one tile each is cheap, and one says little).
    solo_lookahead: int = 4
    #: A solo leaf adds this share of what the colours would gain, each scoring its best open cell.
    solo_open_line_weight: float = 0.3
    #: Share of the budget the swap decision may take.
    swap_share: float = 0.5
    #: How much sooner than the caller the helper stops, so that its tally arrives in time.
    helper_margin: float = 0.03
    #: A named hard opponent plays the placement most to its taste among those the search values at
    #: most this much (win chance) below its best (:meth:`Tally.preferred`; the hard level itself: 0).
    #: None: each style's own (``opponents.HARD_TASTE_TOLERANCE``).
    taste_tolerance: float | None = None


    def core(self, **more) -> native.SearchConfig:
        """These settings as the core takes them; ``more`` sets the taste tolerance or the coach's lookahead."""
        return native.SearchConfig(leaf_valuation_weight=self.leaf_valuation_weight, halving_at=self.halving_at,
                                   bonus_value=self.bonus_value, solo_lookahead=self.solo_lookahead,
                                   solo_open_line_weight=self.solo_open_line_weight, **more)


#: The settings the game plays with.
DEFAULT_SETTINGS = HardSettings()


class ModelEvaluation:
    """The learned model's judgement. The shortlist is the model's best placements one
    placement ahead (the best judged again on the board they leave), joined by the best by the
    score list's valuation (so a placement the model misjudges on a board unlike its games is
    still searched) and the model's best blocks. A leaf is worth the seat's chance to win, plus
    ``leaf_valuation_weight`` times its valuation lead: where the chance is near 0 or 1 and hardly
    tells placements apart, the lead still does. Solo play keeps the valuation's shortlist and,
    for a leaf, adds the board's open lines to the valuation (:func:`solo_leaf_value`). It holds
    only the variant's name and players and its settings, so it travels to the helper process
    cheaply; each process loads the model once."""

    def __init__(self, variant: str, players: int, config: HardSettings = DEFAULT_SETTINGS):
        self.variant, self.players, self.config = variant, players, config

    @property
    def model(self):
        return load_value_model(self.variant, self.players)

    @property
    def core_model(self) -> native.Model:
        """The judge of shortlists and leaves: the value network, or the hand-made model, as the config says for the variant."""
        if model_key(self.variant, self.players) in self.config.network_in:
            return load_network(self.variant, self.players)
        return load_core_model(self.variant, self.players)

    def core_config(self) -> native.SearchConfig:
        """The settings of the play-outs, the leaf and the halving, as the core takes them."""
        return self.config.core(taste_tolerance=self.taste_tolerance)

    @property
    def taste_tolerance(self) -> float:
        """How much less than the best a placement more to the player's taste may be worth (none here)."""
        return 0.0

    def tastes(self, view: PlayerView, shortlist: list[Placement]) -> list[float]:
        """How much the player likes each placement (a named opponent's taste; none here)."""
        return [0.0] * len(shortlist)

    def shortlist(self, view: PlayerView) -> list[Placement]:
        position = native.Position.from_view(view)
        scored = position.scored_placements()
        config = self.config
        by_valuation = judged(scored, gain_judge(view.my_scores, view.variant, Valuation(view.variant), config.bonus_value))
        by_valuation.sort(key=lambda item: item[0], reverse=True)
        if self.model.kind == "result":
            return [p for _v, p in by_valuation[:config.shortlist]]
        by_model = position.rank_by_model(self.core_model, AFTER_PICKS)
        picks = [p for _v, p in by_model[:config.model_picks]]
        picks += [p for _v, p in by_valuation if p not in picks][:config.valuation_picks]
        blocking = blocking_cells(view)
        return picks + [p for _v, p in by_model if p not in picks and not blocking.isdisjoint(p.cells)][:config.block_picks]

    def search_placements(self, view: PlayerView, shortlist: list[Placement], seed_text: str | None, seconds: float,
                          samples: int | None, should_stop) -> Tally:
        """Each shortlisted placement played out in sample after sample until ``seconds``, ``samples``
        or ``should_stop()``; the half :meth:`Tally.preferred` puts last dropped at each of ``config.halving_at``."""
        tastes = self.tastes(view, shortlist)
        totals, counts, alive = native.search_placements(
            native.Position.from_view(view), shortlist, self.core_model, self.core_config(), core_seed(seed_text),
            max(0.0, seconds), samples, should_stop, tastes)
        return Tally(list(totals), list(tastes), list(counts), list(alive))

    def search_swap(self, view: PlayerView, seed_text: str | None, seconds: float, samples: int | None,
                    should_stop) -> tuple[float, int]:
        """(summed advantage of swapping over keeping, samples): both played out in the same samples."""
        return native.search_swap(native.Position.from_view(view), self.core_model, self.core_config(),
                                  core_seed(seed_text), max(0.0, seconds), samples, should_stop)

    def leaf(self, game: Game, seat: int, valuation: Valuation) -> float:
        """A leaf's value in Python with the hand-made model: the definition the core's leaf is held
        to (tests/ai/test_native_judge.py); with the network the core's leaf reads its chances instead."""
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
                 use_helper: bool | None = None, config: HardSettings = DEFAULT_SETTINGS):
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
        job = self._start_helper(search_placements_job, evaluation, view, shortlist, helper_seed(seed_text), deadline)
        tally = evaluation.search_placements(view, shortlist, seed_text, self._remaining(deadline), self.samples,
                                             lambda: cancel is not None and cancel.is_set())
        if job is not None:
            if cancel is not None and cancel.is_set():
                job.stop()
            else:
                tally = tally.plus(job.result(deadline - time.perf_counter()))
        self.last_playouts = sum(tally.counts)
        return shortlist[tally.best(evaluation.taste_tolerance)]

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        """Swap if, played out in the same samples, swapping leaves the player better off than keeping."""
        if not view.can_swap():
            return False
        deadline = time.perf_counter() + self.seconds * self.config.swap_share
        seed_text = decision_seed(self.seed, view)
        evaluation = self.Evaluation(view.variant.name, view.variant.players, self.config)
        job = self._start_helper(search_swap_job, evaluation, view, helper_seed(seed_text), deadline)
        advantage, samples = evaluation.search_swap(view, seed_text, self._remaining(deadline), self.samples,
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


def search_placements_job(evaluation, *args):
    """The helper process's share of a placement search (a function the process can be handed)."""
    return evaluation.search_placements(*args)


def search_swap_job(evaluation, *args):
    """The helper process's share of a swap search."""
    return evaluation.search_swap(*args)


def helper_seed(seed_text: str | None) -> str | None:
    return None if seed_text is None else f"{seed_text}|helper"


def core_seed(seed_text: str | None) -> int:
    """The core's 64-bit seed for a decision's seed text; fresh randomness without one."""
    return random.SystemRandom().getrandbits(64) if seed_text is None else native.seed_of(seed_text)


@dataclass
class Tally:
    """Sums of the leaf values of each shortlisted placement, its taste (a named opponent's liking
    of it, 0 for the hard level), how many leaves, and which placements are still searched."""

    totals: list[float]
    tastes: list[float]
    counts: list[int]
    alive: list[int]

    def mean(self, c: int) -> float:
        return self.totals[c] / self.counts[c]

    def plus(self, other: Tally | None) -> Tally:
        if other is None:
            return self
        alive = [c for c in self.alive if c in other.alive] or self.alive
        return Tally([a + b for a, b in zip(self.totals, other.totals)], self.tastes,
                     [a + b for a, b in zip(self.counts, other.counts)], alive)

    def preferred(self, among: list[int], tolerance: float = 0.0) -> list[int]:
        """``among`` (each searched) best first: those whose mean value is at most ``tolerance``
        below the best by their taste, then the others; each part by mean value where tastes tie.
        The core's halving keeps the first half of the same order."""
        ranked = sorted(among, key=self.mean, reverse=True)
        if not ranked:
            return ranked
        floor = self.mean(ranked[0]) - tolerance
        close = [c for c in ranked if self.mean(c) >= floor]
        return sorted(close, key=lambda c: self.tastes[c], reverse=True) + [c for c in ranked if self.mean(c) < floor]

    def best(self, tolerance: float = 0.0) -> int:
        """The first preferred placement among the survivors of the last halving, each by the mean
        of its own play-outs however many it had (the first placement when none was searched)."""
        searched = [c for c in self.alive if self.counts[c]]
        return self.preferred(searched, tolerance)[0] if searched else 0
