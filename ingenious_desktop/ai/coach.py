"""The coach (docs/coach.md): win chances, hints and the judgement of played moves, no Qt.

Every number is a **value** for the advised seat: its (team's) chance to win, a draw half,
or in solo the expected six-digit result. It comes from the learned value model
(:mod:`.model.value`), read by the compiled core (:mod:`.native`), and is computed from the seat's
:class:`PlayerView` only.

- The position's value is the model's reading of the view as it stands, or in a hint its best
  choice's value (both calibrated, below).
- A placement's value is the model's reading of the position after it, once its bonus
  placements and the end of the turn are played as the hard level plays them in its own
  play-outs. That position depends on tiles the seat cannot see (who draws what), so it is
  averaged over samples of the unseen tiles, every placement valued in the same samples so that
  their comparison is fair (the core plays the samples: :func:`.native.candidate_values`).
- Which placements are valued carefully: the hard level's shortlist (the model's best one
  placement ahead, the valuation's best, the best blocks), screened in two samples
  (:data:`SCREEN_SAMPLES`) as above; the best ``top`` of them are then valued in
  :data:`DEFAULT_SAMPLES` samples, or fewer if the budget runs out first.

Before the model reads the position after a placement, the coach also plays the next
seat's turn (:data:`LOOKAHEAD`) as the hard level's play-outs play it (the best placement by
the score list's valuation): the model then sees whether the open lines left behind were
taken (measured better calibrated with an earlier model).

Every chance shown goes through the calibration layer (:mod:`.model.calibration`) last: in games
between hard players the model's raw chances are far too timid. The position's chance is the
model's reading through the ``position`` layer, a choice's mean over samples goes through the
``choice`` layer. A hint gives as the position's chance its best choice's value, which
predicts the outcome better than the model's reading (benchmarks/coach-calibration.md).
One computation gives every chance the window shows (:meth:`Coach.standing`): at the start
of a seat's turn its hint's best; after its placement or swap, the value its hint gives that
choice, until its next turn begins; at the end the outcome. A review's chance before a
decision is that decision's best choice's value.
Values are the same for the same view, seed and number of samples, whatever the other racks
or the order of the bag.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterator

from ingenious_desktop.engine import Game, Phase, Place, Placement, PlayerView, Record, Swap

from . import native
from .model.calibration import load_calibration, lowest_gaps
from .model.decided import decided, deciding_points, settled_chances
from .model.value import six_digits
from .players.greedy import decision_seed
from .players.search import HardPlayer, core_seed

#: Candidates shown (and valued carefully) unless asked otherwise.
DEFAULT_TOP = 5
#: Samples of the unseen tiles in which the model screens the hard level's shortlist.
SCREEN_SAMPLES = 2
#: Turns of the next seats played after the advised seat's turn before the model reads the position.
LOOKAHEAD = 1
#: Samples of the unseen tiles behind the values of a hint or a judged decision, unless asked
#: otherwise: the core plays them for five candidates in a few hundredths of a second.
DEFAULT_SAMPLES = 200
#: Verdicts on a placement that is not the best found, by loss in win chance: (below this loss,
#: verdict); "blunder" from the last. "best" is only the best found, where the review outlines it.
VERDICTS = ((0.05, "good"), (0.10, "inaccuracy"), (0.20, "mistake"))
#: Solo: the same words by loss in expected lowest colour.
SOLO_VERDICTS = ((0.25, "good"), (0.5, "inaccuracy"), (1.0, "mistake"))
#: A decision is settled where its best choice's win chance is below this, or the played one's above
#: 1 less this: no loss in chance could then be worse than "good". It is judged by points instead.
SETTLED = 0.05
#: Settled: the same words by the points given away, in the colours that decide the game, against the best placement.
SETTLED_VERDICTS = ((1, "good"), (2, "inaccuracy"), (3, "mistake"))
#: What each verdict counts towards accuracy: every verdict below "good" costs some.
ACCURACY_CREDIT = {"best": 1.0, "good": 1.0, "inaccuracy": 0.5, "mistake": 0.25, "blunder": 0.0}
#: Solo results are six digits, the lowest colour's two first: one point of it is this much.
SOLO_LOWEST_UNIT = 10_000


@dataclass(frozen=True)
class Candidate:
    placement: Placement
    points: tuple[int, int]
    #: The seat's win chance after the placement and the rest of its turn (solo: expected result).
    value: float


@dataclass(frozen=True)
class SwapAdvice:
    swap_value: float
    keep_value: float

    @property
    def advice(self) -> bool:
        return self.swap_value > self.keep_value


@dataclass(frozen=True)
class Hint:
    """What the coach advises the seat to move: the candidates best first, or the swap choice."""

    seat: int
    phase: Phase
    solo: bool
    #: The position's value for the seat (win chance, or expected solo result): its best
    #: choice's, which predicted the outcome better than the model's reading of the position.
    value: float
    candidates: tuple[Candidate, ...] = ()
    swap: SwapAdvice | None = None
    #: Samples of the unseen tiles behind the candidates' (or the swap's) values.
    samples: int = 0


@dataclass(frozen=True)
class JudgedMove:
    """One decision of a game judged: a placement, or (``played`` a bool) the choice to swap."""

    event: int
    player: int
    played: Placement | bool
    best: Placement | bool
    #: The position's value before it, as a hint gives it: its best choice's.
    before: float
    played_value: float
    best_value: float
    #: How much worse than the best: win chance, or in solo points of expected lowest colour.
    loss: float
    verdict: str
    #: The chances were settled (SETTLED): the values are the points the placement (and the best)
    #: adds to the colours that decide the game (:func:`.model.decided.deciding_points`), the loss in them.
    settled: bool = False

    @property
    def is_swap(self) -> bool:
        return isinstance(self.played, bool)


@dataclass
class SeatSummary:
    player: int
    placements: int = 0
    accuracy: float | None = None
    counts: dict = field(default_factory=lambda: {"inaccuracy": 0, "mistake": 0, "blunder": 0})


class Coach:
    """Advice for one variant and number of players.

    ``seconds`` is the budget of one hint or of one judged decision, ``samples`` caps the
    samples of one (with it, and ``seconds`` not what stops it, values are reproducible on
    any machine), ``lookahead`` how many turns of the next seats are played (as the hard
    level's play-outs play them) after the advised seat's turn before the model reads,
    ``calibrated`` whether the chances go through the calibration layer (:mod:`.model.calibration`;
    the benchmark that fits it measures the raw ones).
    """

    def __init__(self, variant: str, players: int, *, seconds: float = 1.0, samples: int | None = DEFAULT_SAMPLES,
                 seed: int | None = 0, top: int = DEFAULT_TOP, lookahead: int = LOOKAHEAD, calibrated: bool = True):
        self.evaluation = HardPlayer.Evaluation(variant, players)
        #: The judge of positions and leaves: the value network, as the hard level's.
        self.core_model = self.evaluation.core_model
        self.calibration = load_calibration(variant, players) if calibrated else None
        self.solo = variant == "solo"
        self.seconds = seconds
        self.samples = samples
        self.seed = seed
        self.top = top
        self.core_config = self.evaluation.config.core(lookahead=lookahead)

    # ----------------------------------------------------------------- the position

    def win_chances(self, view: PlayerView) -> tuple[float, ...]:
        """Each holder's (seat's, team's) chance to win from the view, a draw half (solo: the expected
        result alone). Where the view's seat is to decide, its chance is the one its hint gives (its
        best choice's value, from the same computation), and the others share the rest in the
        proportions the model reads; else the model's reading of the position."""
        if view.to_move != view.seat or view.phase is Phase.OVER:
            return (self.value(view),) if self.solo else self.reading(view)
        return self.shares(view, self.hint(view).value)

    def chances_after(self, view: PlayerView, choice: Placement | bool) -> tuple[float, ...]:
        """Each holder's chance once the view's seat has made ``choice`` (a placement, or whether
        to swap): its own is the value its hint gives that choice (the same samples)."""
        (value,), _samples = self.value_choices(view, [choice], time.perf_counter() + self.seconds, None)
        return self.shares(view, value)

    def standing(self, game: Game, seat: int) -> tuple[float, ...] | None:
        """Each holder's chance as ``seat`` sees ``game`` now, the one number the window shows:
        the exact outcome once over; else the value of the seat's latest placement or swap as its
        hint gave it, or at the start of its turn its hint's best. None before it has decided anything."""
        if game.is_over:
            return final_values(game)
        to_decide = game.to_move == seat
        decision = latest_decision(game.log, seat, to_decide)
        if decision is None:
            return self.win_chances(game.view(seat)) if to_decide else None
        view = game.before(decision).view(seat)
        event = game.log[decision]
        choice = same_placement(view, Placement(event.tile, event.at)) if isinstance(event, Place) else True
        return self.chances_after(view, choice)

    def shares(self, view: PlayerView, value: float) -> tuple[float, ...]:
        """Each holder's chance where the view's seat has ``value``: the others share the rest in the
        proportions the model reads (solo: the value alone)."""
        if self.solo:
            return (value,)
        reading, mine = self.reading(view), view.variant.holder_of(view.seat)
        others = sum(p for holder, p in enumerate(reading) if holder != mine)
        return tuple(value if holder == mine else (1 - value) * (p / others if others else 1 / (len(reading) - 1))
                     for holder, p in enumerate(reading))

    def reading(self, view: PlayerView) -> tuple[float, ...]:
        """Each holder's chance to win as the model reads the view's position (calibrated), no samples."""
        raw = native.Position.from_view(view).chances(self.core_model)
        if self.calibration is None or view.phase is Phase.OVER:
            return raw
        return settled_chances(self.calibration.chances(raw, view.scores), self.decided(view))

    def decided(self, view: PlayerView) -> tuple[float | None, ...]:
        """Each holder's outcome where the rules have decided it already (:mod:`.model.decided`), else None."""
        return decided(view.board, view.scores, view.variant.cap)

    def value(self, view: PlayerView) -> float:
        """The position's value for the view's seat as the model reads it: its win chance, or the expected solo result."""
        if self.solo:
            lowest = native.Position.from_view(view).expected_lowest(self.core_model)  # the result itself once over
            return six_digits(tuple(lowest))
        return self.reading(view)[view.variant.holder_of(view.seat)]

    # ----------------------------------------------------------------- a hint

    def hint(self, view: PlayerView, cancel=None) -> Hint:
        """The best placements (or the swap choice) for the view's seat, who must be to move.

        Stops at the budget or soon after ``cancel`` (a threading.Event) is set, with what
        it has valued by then.
        """
        if view.to_move != view.seat or view.phase is Phase.OVER:
            raise ValueError(f"seat {view.seat} has nothing to decide now (phase {view.phase.value})")
        deadline = time.perf_counter() + self.seconds
        if view.phase is Phase.REFILL:
            if not view.can_swap():
                return Hint(view.seat, view.phase, self.solo, self.value(view))
            (swap_value, keep_value), samples = self.value_choices(view, [True, False], deadline, cancel)
            return Hint(view.seat, view.phase, self.solo, max(swap_value, keep_value),
                        swap=SwapAdvice(swap_value, keep_value), samples=samples)
        points = dict(view.scored_placements())
        chosen = self.screen(view, self.shortlist(view), cancel)[: self.top]
        values, samples = self.value_choices(view, chosen, deadline, cancel)
        candidates = sorted((Candidate(p, points[p], v) for p, v in zip(chosen, values)),
                            key=lambda c: c.value, reverse=True)
        value = candidates[0].value if candidates else self.value(view)
        return Hint(view.seat, view.phase, self.solo, value, tuple(candidates), samples=samples)

    def shortlist(self, view: PlayerView) -> list[Placement]:
        """The placements the hard level would search in this position."""
        return self.evaluation.shortlist(view)

    def screen(self, view: PlayerView, placements: list[Placement], cancel) -> list[Placement]:
        """The placements ordered by their value in SCREEN_SAMPLES samples, best first."""
        if len(placements) <= 1:
            return list(placements)
        values, _samples = self.value_choices(view, placements, None, cancel, cap=SCREEN_SAMPLES)
        order = sorted(range(len(placements)), key=lambda i: (-values[i], i))
        return [placements[i] for i in order]

    def value_choices(self, view: PlayerView, choices: list, deadline: float | None, cancel,
                      cap: int | None = None) -> tuple[list[float], int]:
        """Each choice's mean value over samples of the unseen tiles, and the samples taken.

        A choice is a placement (then the rest of the turn as the hard level plays it) or,
        at the end of a turn, True/False for swapping. Every choice is valued in the same
        samples, played by the core; sampling goes on until ``cap`` (else the coach's cap), the
        deadline or ``cancel``. Until a first sample is complete the values are the model's
        reading of the view as it stands.
        """
        cap = self.samples if cap is None else cap
        seconds = None if deadline is None else max(0.0, deadline - time.perf_counter())
        seed = core_seed(decision_seed(self.seed, view) if self.seed is not None else None)
        values, taken = native.candidate_values(native.Position.from_view(view), choices, self.core_model,
                                                self.core_config, seed, seconds, cap,
                                                lambda: cancel is not None and cancel.is_set())
        if not taken:
            return [self.value(view)] * len(choices), 0
        known = None if self.solo or self.calibration is None else self.decided(view)[view.variant.holder_of(view.seat)]
        if known is not None:  # lost or won whatever the choice: no sample says otherwise
            return [known] * len(choices), taken
        return [self.calibrated_choice(view, value) for value in values], taken

    def calibrated_choice(self, view: PlayerView, raw: float) -> float:
        """A choice's mean value over samples as the calibration layer reads it in the view's position."""
        if self.calibration is None or self.solo:
            return raw
        return self.calibration.chance("choice", raw, lowest_gaps(view.scores)[view.variant.holder_of(view.seat)])

    # ----------------------------------------------------------------- a review

    def review(self, record: Record, seats=None, progress=None, cancel=None) -> Iterator[JudgedMove]:
        """Judge, one by one, every placement and swap choice of ``seats`` (default all) in the record.

        ``progress(done, total)`` is called before each decision and at the end; the review
        stops soon after ``cancel`` is set. Each decision is judged by what its player knew then.
        """
        seats = range(record.variant.players) if seats is None else seats
        record.replay()  # a record that breaks a rule is refused before anything is judged
        decisions = decisions_of(record, set(seats))
        game = Game(record.variant)
        done = 0
        for index, event in enumerate(record.events):
            if index in decisions:
                if cancel is not None and cancel.is_set():
                    return
                if progress is not None:
                    progress(done, len(decisions))
                judged = self.judge(game.view(event.player), index, event, cancel)
                if judged is None:
                    return
                done += 1
                yield judged
            game.apply(event)
        if progress is not None:
            progress(done, len(decisions))

    def judge(self, view: PlayerView, index: int, event, cancel) -> JudgedMove | None:
        """The decision ``event`` (a placement, or the swap or draw ending a turn) judged from ``view``."""
        deadline = time.perf_counter() + self.seconds
        if isinstance(event, Place):
            played = same_placement(view, Placement(event.tile, event.at))
            choices = self.screen(view, self.shortlist(view), cancel)[: self.top]
            if played not in choices:
                choices.append(played)
        else:
            played = isinstance(event, Swap)
            choices = [True, False]
        values, _samples = self.value_choices(view, choices, deadline, cancel)
        if cancel is not None and cancel.is_set():
            return None
        best_at = max(range(len(choices)), key=lambda i: (values[i], choices[i] == played))
        played_value = values[choices.index(played)]
        if not self.solo and isinstance(event, Place) and (values[best_at] < SETTLED or played_value > 1 - SETTLED):
            return judged_by_points(view, index, event.player, played, values[best_at])
        loss = max(0.0, values[best_at] - played_value)
        if self.solo:
            loss /= SOLO_LOWEST_UNIT
        verdict = "best" if choices[best_at] == played else verdict_of(loss, self.solo)
        return JudgedMove(index, event.player, played, choices[best_at], values[best_at], played_value,
                          values[best_at], loss, verdict)


def judged_by_points(view: PlayerView, index: int, player: int, played: Placement, before: float) -> JudgedMove:
    """A placement whose win chances are settled judged by what it gives away in the colours that
    decide the game against the placement that adds most there (:func:`.model.decided.deciding_points`)."""
    points = deciding_points(view)
    best = max(points, key=lambda p: (points[p], p == played))
    loss = points[best] - points[played]
    verdict = "best" if best == played else verdict_of(loss, settled=True)
    return JudgedMove(index, player, played, best, before, points[played], points[best], loss, verdict, settled=True)


def verdict_of(loss: float, solo: bool = False, settled: bool = False) -> str:
    """The verdict on a placement (or swap choice) that is not the best found, by its loss."""
    for below, verdict in SETTLED_VERDICTS if settled else SOLO_VERDICTS if solo else VERDICTS:
        if loss < below:
            return verdict
    return "blunder"


def latest_decision(log, seat: int, to_decide: bool) -> int | None:
    """The index in ``log`` of the seat's latest placement or swap; None where there is none, or
    where the seat is ``to_decide`` and has decided nothing yet this turn."""
    for index in reversed(range(len(log))):
        event = log[index]
        if event.player != seat:
            continue
        if isinstance(event, (Place, Swap)):
            return index
        if to_decide:  # its draw ended its last turn: this one has only begun
            return None
    return None


def final_values(game: Game) -> tuple[float, ...]:
    """At the end there is nothing left to guess: the winners share a chance of 1 (solo: the result)."""
    if game.variant.name == "solo":
        return (float(game.solo_result()),)
    winners = game.ranking()[0]
    return tuple(1 / len(winners) if holder in winners else 0.0 for holder in range(game.variant.holders))


def same_placement(view: PlayerView, placement: Placement) -> Placement:
    """The placement as the view's legal list writes it (a mirror image is the same placement)."""
    for listed, _points in view.scored_placements():
        if listed == placement or listed == placement.mirrored():
            return listed
    raise ValueError(f"{placement} is not a legal placement for seat {view.seat}")


def decisions_of(record: Record, seats: set[int]) -> set[int]:
    """Indexes of the record's events that are decisions of ``seats``: every placement, and each
    turn's end where a swap was allowed (the swap, or the draw that declined it)."""
    game = Game(record.variant)
    found = set()
    for index, event in enumerate(record.events):
        if event.player in seats:
            if isinstance(event, Place) or (game.phase is Phase.REFILL and game.can_swap()):
                found.add(index)
        game.apply(event)
    return found


def summarise(moves: list[JudgedMove], seats) -> list[SeatSummary]:
    """Each seat's placements judged, accuracy (the mean of ACCURACY_CREDIT over its placements)
    and counts of inaccuracies, mistakes and blunders; swap choices are listed, not counted."""
    summaries = []
    for seat in seats:
        placed = [m for m in moves if m.player == seat and not m.is_swap]
        summary = SeatSummary(seat, len(placed))
        if placed:
            summary.accuracy = sum(ACCURACY_CREDIT[m.verdict] for m in placed) / len(placed)
        for move in placed:
            if move.verdict in summary.counts:
                summary.counts[move.verdict] += 1
        summaries.append(summary)
    return summaries
