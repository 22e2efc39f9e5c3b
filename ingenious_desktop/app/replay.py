"""A cursor over a game record: the position after any number of its events, and the scores turn by turn.

Opening a record replays its log once, keeping a copy of the game every :data:`SNAPSHOT_EVERY`
events, so going to any position later replays at most that many events from the nearest copy:
a step back never replays the whole log. The position after N events is what
``replay FILE --upto N`` reports (docs/commands.md). No Qt here.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

from ingenious_desktop.engine import (BREAKS_A_RULE, Draw, Event, Game, IllegalAction, Phase, Place, Record, RecordError,
                                      Swap, Variant)

#: Events between two kept copies of the game: a few dozen microseconds of replay at most.
SNAPSHOT_EVERY = 16


@dataclass(frozen=True)
class TurnScores:
    """Every holder's six colours after one turn (the score chart's data point)."""

    turn: int                              # 0: before the first placement; then turns counting from 1
    seat: int | None                       # the player whose turn it was (None for turn 0)
    holder: int | None                     # that player's score holder (their team's in team play)
    end: int                               # how many events have been applied after it: a cursor position
    scores: tuple[tuple[int, ...], ...]    # per holder, the six colours in the order R O Y G B P
    bonuses: int = 0                       # bonus placements made in the turn
    swapped: bool = False

    @property
    def lowest(self) -> tuple[int, ...]:
        """Each holder's lowest colour, the score that ranks them."""
        return tuple(min(scores) for scores in self.scores)


class ReplayCursor:
    """The position after ``position`` events of a record, for any position from 0 to ``length``."""

    def __init__(self, variant: Variant, events: Sequence[Event], snapshot_every: int = SNAPSHOT_EVERY):
        self.variant = variant
        self.events = list(events)
        self.snapshot_every = snapshot_every
        self._snapshots: list[Game] = []
        self.turns: list[TurnScores] = []
        self._game = self._replay_all()
        self._position = len(self.events)
        #: Where a viewer's step stops: before each placement (its rack refilled after the one before), and the end.
        self.stops = sorted({i for i, event in enumerate(self.events) if isinstance(event, Place)} | {self.length})

    @classmethod
    def of_record(cls, record: Record) -> ReplayCursor:
        """A cursor at the end of ``record``; RecordError("event N", …) if its log breaks a rule."""
        return cls(record.variant, record.events)

    @property
    def length(self) -> int:
        return len(self.events)

    @property
    def position(self) -> int:
        return self._position

    @property
    def game(self) -> Game:
        """The game at the cursor. Read it, never change it: the cursor goes on from it."""
        return self._game

    def seek(self, position: int) -> Game:
        if not 0 <= position <= self.length:
            raise IndexError(f"position {position} is outside 0..{self.length}")
        ahead = position - self._position
        if not 0 <= ahead <= self.snapshot_every:
            start = position // self.snapshot_every * self.snapshot_every
            self._game = self._snapshots[start // self.snapshot_every].copy(keep_log=True)
            self._position = start
        for event in self.events[self._position:position]:
            self._game.apply(event)
        self._position = position
        return self._game

    def step(self, delta: int) -> Game:
        """Move by ``delta`` events, stopping at the start or the end."""
        return self.seek(max(0, min(self.length, self._position + delta)))

    def step_move(self, delta: int) -> Game:
        """Move to the next (``delta`` > 0) or the previous stop, staying put past the first or the last."""
        if delta > 0:
            index = bisect.bisect_right(self.stops, self._position)
        else:
            index = bisect.bisect_left(self.stops, self._position) - 1
        return self.seek(self.stops[max(0, min(len(self.stops) - 1, index))])

    def _replay_all(self) -> Game:
        game = Game(self.variant)
        turn = _TurnInProgress()
        for index, event in enumerate(self.events):
            if index % self.snapshot_every == 0:
                self._snapshots.append(game.copy(keep_log=True))
            try:
                game.apply(event)
            except IllegalAction as error:
                error.event_index = index
                raise RecordError(f"event {index}", str(error), BREAKS_A_RULE, error) from None
            if not self.turns and game.phase is not Phase.DEAL:
                self.turns.append(TurnScores(0, None, None, index + 1, _scores(game)))
            turn.add(event)
            if turn.placements and (isinstance(event, Draw) or game.is_over):
                self.turns.append(turn.finished(len(self.turns), index + 1, game))
                turn = _TurnInProgress()
        if len(self.events) % self.snapshot_every == 0:
            self._snapshots.append(game.copy(keep_log=True))
        if turn.placements:  # a record that stops in the middle of a turn
            self.turns.append(turn.finished(len(self.turns), len(self.events), game))
        if not self.turns:
            self.turns.append(TurnScores(0, None, None, len(self.events), _scores(game)))
        return game


class _TurnInProgress:
    def __init__(self):
        self.seat: int | None = None
        self.placements = 0
        self.swapped = False

    def add(self, event: Event) -> None:
        if isinstance(event, Place):
            self.seat = event.player
            self.placements += 1
        elif isinstance(event, Swap):
            self.swapped = True

    def finished(self, number: int, end: int, game: Game) -> TurnScores:
        holder = game.variant.holder_of(self.seat)
        return TurnScores(number, self.seat, holder, end, _scores(game), self.placements - 1, self.swapped)


def _scores(game: Game) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(scores) for scores in game.scores)
