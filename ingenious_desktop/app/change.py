"""What happened to a game in one step: the value the controller sends and the table animates.

Its one job: say what some events did, so that nobody has to work it out again by comparing
the game before and after.  A :class:`Change` holds the events applied, what each placement
did (the engine's :class:`PlacementResult`), the scores just before, and a notice for a thing
the board does not show (a swap, a lost bonus placement, a statistics file that could not be read).  A whole new position (a new game,
an opened file, undo) is not a Change: the table is rebuilt instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from ingenious_desktop.engine import Event, Game, Phase, Place, PlacementResult, Swap, Threshold

from .describe import BONUS_LOST, SWAPPED, notice_text, statistics_trouble
from .statistics import Trouble


@dataclass(frozen=True)
class Notice:
    """Something every player should notice: ``seat`` swapped (SWAPPED) or lost a bonus placement (BONUS_LOST),
    or the game that just ended could not be counted as usual (STATISTICS, with the ``trouble``)."""

    kind: str
    seat: int | None = None
    trouble: Trouble | None = None

    def text(self, seats: list) -> str:
        """The notice as the status line says it, naming ``seats`` (engine.Seat)."""
        return notice_text(self.kind, seats, self.seat) if self.trouble is None else statistics_trouble(self.trouble)


@dataclass(frozen=True)
class Change:
    events: tuple[Event, ...]
    results: tuple[PlacementResult, ...]        # one per Place in ``events``, in order
    scores_before: tuple[tuple[int, ...], ...]  # per holder, per colour
    notice: Notice | None = None

    @property
    def placements(self) -> tuple[Place, ...]:
        return tuple(event for event in self.events if isinstance(event, Place))

    @property
    def seats(self) -> set[int]:
        """The seats whose racks the events changed."""
        return {event.player for event in self.events}

    @property
    def reached(self) -> list[Threshold]:
        """Every score mark the placements reached, in order."""
        return [mark for result in self.results for mark in result.reached]


@dataclass(frozen=True)
class Mark:
    """Where a game stood: take one before applying events, then ask it for the :class:`Change`."""

    events: int
    results: int
    scores: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, game: Game) -> Mark:
        return cls(len(game.log), len(game.results), tuple(tuple(scores) for scores in game.scores))

    def change(self, game: Game) -> Change:
        """What the events applied to ``game`` since this mark did."""
        events = tuple(game.log[self.events:])
        return Change(events, tuple(game.results[self.results:]), self.scores, _notice(game, events))


def apply_events(game: Game, *events: Event) -> Change:
    """Apply ``events`` to ``game`` and say what they did."""
    mark = Mark.of(game)
    for event in events:
        game.apply(event)
    return mark.change(game)


def _notice(game: Game, events: tuple[Event, ...]) -> Notice | None:
    swaps = [event for event in events if isinstance(event, Swap)]
    if swaps:
        return Notice(SWAPPED, swaps[-1].player)
    last = events[-1] if events else None
    if isinstance(last, Place) and game.results[-1].bonuses and game.phase is Phase.REFILL:
        return Notice(BONUS_LOST, last.player)  # earned, but the rack is empty
    return None
