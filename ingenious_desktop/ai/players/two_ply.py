"""The learner two plies deep: the hard level of the variants it was trained on (docs/learner.md).

The learner's network (:mod:`..model.learner_file`) values the summary of what each legal
placement leaves, with and without the swap (a row). Its best few rows one ply ahead are
searched: deal after deal until the clock, the opponent's rack is dealt at random from the tiles
this seat has not seen (the rest the bag; a hidden rack is never read: the player sees only its
seat's view), this seat draws, the opponent makes its best reply by the same network (its swap
decision included), and the negative of the reply's value (two players: one's result is the
other's negated) is added to the row's total. Every row is judged on the same deals; a row after
which the seat places again (a bonus) or the game ends keeps its one-ply value. The swap is
decided with the placement, inside the placement's time. A helper process (:mod:`.helper`)
searches deals of its own at the same time and the totals are added up. 2 players only (with
more, it plays its best row one ply ahead).
"""

from __future__ import annotations

import random
import time
from array import array
from dataclasses import dataclass

from ingenious_desktop.engine import Draw, Place, Placement, PlayerView, Swap

from .. import native
from ..model.learner_file import LearnerNetwork, load_learner
from . import helper
from .greedy import decision_seed
from .search import helper_seed


@dataclass(frozen=True)
class TwoPlySettings:
    """The two-ply search's settings (tuned on tuning seeds: docs/learner.md)."""

    #: Rows searched: the network's best this many one ply ahead (4 scored 33 of 48 tuning games against
    #: the hard search at 0.25 s a move, 6 scored 28: docs/learner.md, "Shipped as the hard level").
    rows: int = 4
    #: A row's one-ply value counts as this many deals in its average (0: the deals alone).
    prior: float = 0.0
    #: How much sooner than the caller the helper stops, so that its totals arrive in time.
    helper_margin: float = 0.03


DEFAULT_TWO_PLY = TwoPlySettings()


def best_rows(values, count: int) -> list[int]:
    """The indices of the ``count`` highest ``values``, highest first, a tie to the lower index."""
    return sorted(range(len(values)), key=lambda i: (-values[i], i))[:count]


@dataclass(frozen=True)
class Candidate:
    """A searched row: the placement, whether the seat swaps after it, and its one-ply value."""

    placement: Placement
    swap: bool
    value: float


class TwoPlyPlayer:
    """Plays the row whose opponent replies, over the deals searched, leave it best off. Stops at
    ``seconds``, at ``samples`` deals (in each process) if given, or when ``cancel`` is set.
    ``network``: the learner to play (default: the shipped file's)."""

    def __init__(self, seed: int | None = None, seconds: float = 1.0, samples: int | None = None,
                 use_helper: bool | None = None, settings: TwoPlySettings = DEFAULT_TWO_PLY,
                 network: LearnerNetwork | None = None):
        self.seed = seed
        self.seconds = seconds
        self.samples = samples
        self.use_helper = helper.helper_wanted() if use_helper is None else use_helper
        self.settings = settings
        self.network = network
        #: Deals the last placement decision searched, in both processes (for benchmarks and tests).
        self.last_samples = 0
        self._plan: tuple[int, int, bool] | None = None  # (seat, its placements made after the placement, swap)

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        deadline = time.perf_counter() + self.seconds
        network = self.network or load_learner()
        position = native.Position.from_view(view)
        data, placements, swap_of = position.summaries(True)
        if not data:
            raise ValueError(f"seat {view.seat} has no placement to make now")
        values = network.values(data)
        two = view.variant.players == 2 and view.variant.holders == 2
        rows = best_rows(values, self.settings.rows if two else 1)
        every = position.scored_placements()
        candidates = [Candidate(every[swap_of[r - placements] if r >= placements else r][0], r >= placements,
                                values[r]) for r in rows]
        chosen = self._searched(view, network, candidates, deadline, cancel) if len(candidates) > 1 else candidates[0]
        self._plan = (view.seat, view.placements_made[view.seat] + 1, chosen.swap)
        return chosen.placement

    def planned(self, view: PlayerView) -> bool:
        """Whether this turn's last placement was this player's, so that it chose the swap with it."""
        return self._plan is not None and self._plan[:2] == (view.seat, view.placements_made[view.seat])

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        """The swap chosen with this turn's placement (none if the placement was not this player's)."""
        swap = self.planned(view) and self._plan[2]
        self._plan = None
        return swap and view.can_swap()

    def _searched(self, view: PlayerView, network: LearnerNetwork, candidates: list[Candidate], deadline: float,
                  cancel) -> Candidate:
        """The candidate whose replies average best, the prior counted (the first if no deal was searched)."""
        seed_text = decision_seed(self.seed, view)
        job = None
        if self.use_helper:
            job = helper.start_job(search_job, network, view, candidates, helper_seed(seed_text),
                                   deadline - time.perf_counter() - self.settings.helper_margin, self.samples)
        stopped = lambda: cancel is not None and cancel.is_set()  # noqa: E731
        totals, deals = search_deals(network, view, candidates, seed_text, deadline - time.perf_counter(),
                                     self.samples, stopped)
        if job is not None:
            if stopped():
                job.stop()
            else:
                helped = job.result(deadline - time.perf_counter())
                if helped is not None:
                    totals, deals = [a + b for a, b in zip(totals, helped[0])], deals + helped[1]
        self.last_samples = deals
        return candidates[best_candidate(candidates, totals, deals, self.settings.prior)]


def best_candidate(candidates: list[Candidate], totals: list[float], deals: int, prior: float) -> int:
    """The index of the best mean, each candidate's one-ply value counted as ``prior`` deals (a tie to the first)."""
    if deals + prior <= 0:
        return 0
    means = [(total + prior * c.value) / (deals + prior) for c, total in zip(candidates, totals)]
    return best_rows(means, 1)[0]


def search_job(network: LearnerNetwork, view: PlayerView, candidates: list[Candidate], seed_text: str | None,
               seconds: float, samples: int | None, should_stop) -> tuple[list[float], int]:
    """The helper process's share of a search (a function the process can be handed)."""
    return search_deals(network, view, candidates, seed_text, seconds, samples, should_stop)


def search_deals(network: LearnerNetwork, view: PlayerView, candidates: list[Candidate], seed_text: str | None,
                 seconds: float, samples: int | None, should_stop) -> tuple[list[float], int]:
    """(each candidate's summed value after the opponent's best reply, deals searched): deal after
    deal until ``seconds``, ``samples`` or ``should_stop()``; a deal cut short is not counted, and
    no reply is begun that would end after ``seconds`` if it took as long as the last one."""
    deadline = time.perf_counter() + seconds
    rng = random.Random() if seed_text is None else random.Random(seed_text)
    totals, deals, last = [0.0] * len(candidates), 0, 0.0
    while samples is None or deals < samples:
        dealt = deal(view, rng)
        found = []
        for candidate in candidates:
            started = time.perf_counter()
            if started + last >= deadline or should_stop():
                return totals, deals
            found.append(after_reply(network, dealt, view.seat, candidate, rng))
            last = time.perf_counter() - started
        totals = [a + b for a, b in zip(totals, found)]
        deals += 1
    return totals, deals


def after_reply(network: LearnerNetwork, dealt: native.Position, me: int, candidate: Candidate,
                rng: random.Random) -> float:
    """This seat's value once the opponent has made its best reply to ``candidate`` in ``dealt``
    (its one-ply value where no reply follows: a bonus placement, the end)."""
    position = dealt.copy()
    placement = candidate.placement
    position.apply(Place(me, placement.tile, placement.cells))
    if position.is_over or position.to_move == me and position.phase.value == "place":
        return candidate.value
    if candidate.swap:
        position.apply(Swap(me))
    owed = min(position.variant.rack_size - len(position.rack(me)), len(position.bag))
    position.apply(Draw(me, tuple(rng.sample(position.bag, owed))))
    if position.is_over:
        return candidate.value
    data, _placements, _swaps = position.summaries(True)
    if not data:
        return candidate.value
    replies: array = network.values(data)
    return -max(replies)  # two players: the opponent's result is the negative of this seat's


def deal(view: PlayerView, rng: random.Random) -> native.Position:
    """The whole game with the other racks dealt at random from the tiles ``view.seat`` has not
    seen, the rest in the bag (a search never looks at a real hidden rack)."""
    unseen = list(view.unseen)
    rng.shuffle(unseen)
    racks, at = [], 0
    for seat, size in enumerate(view.rack_sizes):
        taken = 0 if seat == view.seat else size
        racks.append(unseen[at: at + taken])
        at += taken
    return native.Position.dealt(view, racks, unseen[at:])
